/**
 * `npx tsx bench/orders-by-date.ts [ORDERS]`: issue 10 row 6, the CRM's orders-by-date query over
 * ORDERS orders (default 100,000: a year of a busy shop, ~274 a day, each with two lines and a
 * payment), on embedded PGlite (in memory) and on a PostgreSQL server (a throwaway cluster,
 * bench/pg-server.ts; skipped with a note when no server binaries are installed), side by side.
 * The query is the CRM's own (crm/domains/orders/read.ts ordersInRange, behind order/getOrder),
 * for the list's presets ToDay, Week and Month, timed with the migrations' indexes and again
 * after dropping the two that serve a date range (orders_affiliate_date_idx,
 * orders_day_number_key); EXPLAIN of the same statement says which index the plan uses.
 * Also the client lookup by phone (reference/getKlientInfo) over CLIENTS clients, with and
 * without its expression index (migration 011).
 * Statistics as each backend keeps them: PostgreSQL's autovacuum would ANALYZE after a bulk load,
 * so the bench does that for it; PGlite runs no autovacuum and is left as the CRM leaves it.
 */
import { connect, MEMORY, type Db } from '../crm/db/connect';
import { migrate } from '../crm/db/migrate';
import { seedIfEmpty } from '../crm/db/seed';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../schema/time-zone';
import { ordersInRange } from '../crm/domains/orders/read';
import { reference } from '../crm/domains/reference';
import type { CrmContext } from '../crm/registry';
import { startPgServer } from './pg-server';
import { replaceOrders } from './seed-orders';
import { report, type BenchRow } from './table';

const ORDERS = Number(process.argv[2] ?? 100_000);
const CLIENTS = 20_000;
const DATE_INDEXES = ['orders_affiliate_date_idx', 'orders_day_number_key'];
const PHONE_INDEX = 'clients_phone_last10_idx';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = todayIn(SHOP_TIMEZONE);
const first = addDays(today, -364);
/** Presets inside the loaded year, as the list screen asks for them (gateway presetRange). */
const day = addDays(today, -30);
const monday = addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
const monthStart = `${day.slice(0, 8)}01`;
const monthStop = addDays(`${addDays(monthStart, 32).slice(0, 8)}01`, -1);
const PRESETS = [
  { name: 'ToDay', start: day, stop: day, runs: 7 },
  { name: 'Week', start: monday, stop: addDays(monday, 6), runs: 5 },
  { name: 'Month', start: monthStart, stop: monthStop, runs: 3 },
];

interface Timed {
  ms: number;
  rows: number;
  /** The index the plan reads orders (or clients) through, or 'seq scan'. */
  access: string;
}

/** Median of `runs` after one warm-up, and the indexes of `table` the plan of the same statement reads. */
async function time(db: Db, table: string, run: (db: Db) => Promise<number>, runs: number): Promise<Timed> {
  let captured: { sql: string; params?: readonly unknown[] } | null = null;
  // The first statement is the one that finds the rows (getKlientInfo then reads the card by id).
  const spy: Db = { ...db, query: (sql, params) => ((captured ??= { sql, params }), db.query(sql, params)) };
  let rows = await run(spy);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    rows = await run(db);
    ms.push(performance.now() - t0);
  }
  const { sql, params } = captured!;
  const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params))
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  const indexes = await db.query<{ indexname: string }>(
    'SELECT indexname FROM pg_indexes WHERE tablename = $1',
    [table],
  );
  const used = indexes.map((i) => i.indexname).filter((name) => new RegExp(`\\b${name}\\b`).test(plan));
  const access = used.length
    ? used.join('+')
    : new RegExp(`Seq Scan on ${table}\\b`).test(plan)
      ? 'seq scan'
      : '?';
  return { ms: ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)], rows, access };
}

const byDate = (start: string, stop: string) => async (db: Db) =>
  (await ordersInRange(db, { dateStart: start, dateStop: stop, affiliateId: 1, includeDeleted: false }))
    .length;

/** The phone of the client in the middle of the bench clients, typed the way people type it. */
const PHONE = `+7 (916) ${String(5_000_000 + CLIENTS / 2).slice(0, 3)}-${String(5_000_000 + CLIENTS / 2).slice(3)}`;
const byPhone = async (db: Db) => {
  // The handler as the CRM app calls it; it logs nothing, so no logger is handed in.
  const found = await reference.getKlientInfo({ dataKlientDirectory: { phone: PHONE } }, {
    db,
  } as CrmContext);
  return found ? 1 : 0;
};

interface Backend {
  name: string;
  presets: { name: string; indexed: Timed; bare: Timed }[];
  phone: { indexed: Timed; bare: Timed };
  loadMs: number;
}

async function measureOn(name: string, db: Db, analyze: boolean): Promise<Backend> {
  await migrate(db);
  await seedIfEmpty(db);
  console.log(`${name}: loading ${ORDERS.toLocaleString('en-US')} orders (${first}…${today})`);
  const t0 = performance.now();
  await replaceOrders(db, { count: ORDERS, start: first, stop: today, paid: true });
  await db.query(
    `INSERT INTO clients (last_name, first_name, phone)
     SELECT 'Клиент', 'Номер ' || n, '8916' || (5000000 + n)::text FROM generate_series(1, $1::int) AS n`,
    [CLIENTS],
  );
  if (analyze) await db.exec('ANALYZE');
  const loadMs = performance.now() - t0;
  const indexed = [];
  for (const p of PRESETS) indexed.push(await time(db, 'orders', byDate(p.start, p.stop), p.runs));
  const phoneIndexed = await time(db, 'clients', byPhone, 7);
  for (const index of [...DATE_INDEXES, PHONE_INDEX]) await db.exec(`DROP INDEX ${index}`);
  const presets = [];
  for (const [i, p] of PRESETS.entries())
    presets.push({
      name: p.name,
      indexed: indexed[i],
      bare: await time(db, 'orders', byDate(p.start, p.stop), p.runs),
    });
  const phone = { indexed: phoneIndexed, bare: await time(db, 'clients', byPhone, 7) };
  return { name, presets, phone, loadMs };
}

const ms = (x: number) => (x >= 100 ? `${Math.round(x)} ms` : `${x.toFixed(1)} ms`);
const shown = (t: Timed) => `${ms(t.ms)} (${t.access})`;

function rowsOf(b: Backend, id: string): BenchRow[] {
  const [today, ...others] = b.presets;
  const usesIndex = (t: Timed) => t.access !== 'seq scan' && t.access !== '?';
  const ratio = today.indexed.ms / today.bare.ms;
  return [
    {
      id,
      name: `orders by date, ToDay (${today.indexed.rows} of ${ORDERS.toLocaleString('en-US')}), ${b.name}`,
      baseline: `no date index: ${shown(today.bare)}`,
      value: shown(today.indexed),
      ratio,
      target: '< 1×, index used',
      met: ratio < 1 && usesIndex(today.indexed),
      note:
        others
          .map((p) => `${p.name} (${p.indexed.rows}): ${shown(p.indexed)} vs ${ms(p.bare.ms)}`)
          .join('; ') + `; load ${(b.loadMs / 1000).toFixed(0)} s`,
    },
    {
      id: `${id}p`,
      name: `client by phone (${CLIENTS.toLocaleString('en-US')} clients), ${b.name}`,
      baseline: `no phone index: ${shown(b.phone.bare)}`,
      value: shown(b.phone.indexed),
      ratio: b.phone.indexed.ms / b.phone.bare.ms,
      target: '≤ 0.5×, index used',
      met: b.phone.indexed.ms / b.phone.bare.ms <= 0.5 && usesIndex(b.phone.indexed),
    },
  ];
}

const rows: BenchRow[] = [];
const pglite = await connect({ dataDir: MEMORY });
let lite: Backend;
try {
  lite = await measureOn('PGlite', pglite, false);
} finally {
  await pglite.close();
}
rows.push(...rowsOf(lite, '6a'));

const server = await startPgServer();
if (!server) {
  rows.push({
    id: '6b',
    name: 'orders by date, PostgreSQL server',
    baseline: '—',
    value: 'skipped',
    ratio: null,
    target: '< 1×, index used',
    met: null,
    note: 'no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)',
  });
} else {
  try {
    const db = await connect({ dataDir: MEMORY, databaseUrl: server.url });
    let pg: Backend;
    try {
      pg = await measureOn(`PostgreSQL ${server.version}`, db, true);
    } finally {
      await db.close();
    }
    rows.push(...rowsOf(pg, '6b'));
    const side = lite.presets.map(
      (p, i) => `${p.name} ${(p.indexed.ms / pg.presets[i].indexed.ms).toFixed(1)}×`,
    );
    rows.push({
      id: '6c',
      name: 'PGlite ÷ PostgreSQL server, same query and indexes',
      baseline: `PostgreSQL ${ms(pg.presets[2].indexed.ms)} (Month)`,
      value: `PGlite ${ms(lite.presets[2].indexed.ms)} (Month)`,
      ratio: lite.presets[2].indexed.ms / pg.presets[2].indexed.ms,
      target: 'reported',
      met: null,
      note: side.join(', '),
    });
  } finally {
    server.stop();
  }
}
report(rows);
