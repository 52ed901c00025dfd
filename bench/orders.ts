/**
 * `npx tsx bench/orders.ts [RUNS]`: a month with 10,000 orders.
 * How long the month's order list takes through GraphQL (`orders(preset: MONTH)` with the object
 * fields a list screen shows) and through the legacy /api/order/all, the CRM's own getOrder as
 * the floor, and how many CRM calls each GraphQL query makes (it must not grow with the orders:
 * one getOrder plus at most one call per referenced list). Then, with a web build and Chromium at
 * hand, a cold load of /order/allOrder on «Месяц»: the time to its first order row, and how many
 * DOM nodes the page holds then (the table is virtualised: low thousands whatever the month holds).
 * Figures are printed, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertJson } from '../crm/db/seed/orders';
import { startCrm } from '../crm/server';
import { buildApp } from '../gateway/app';
import { loadConfig } from '../gateway/config';
import { localDate, presetRange } from '../gateway/domains/orders/dates';
import type { Upstream } from '../gateway/upstream/types';
import { createUndiciUpstream } from '../gateway/upstream/undici';
import { measure, openScreen, post } from './lib';

const ORDERS = 10_000;
const runs = Number(process.argv[2] ?? 15);
/** The screen may still be in the making: wait this long for a row, then say so. */
const SCREEN_BOUND_MS = 120_000;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LEGACY_DELAY_MS: '0',
  LOG_LEVEL: 'warn',
  CRM_API_KEY: 'bench-key-0123456789',
  // A build elsewhere (WEB_DIST=/tmp/web npx tsx bench/orders.ts) leaves web/dist alone.
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
});
const crm = await startCrm({ apiKey: config.crmApiKey, dataDir: 'memory://' });
const month = presetRange('MONTH', null, config.shopTimezone);

/** Exactly 10,000 orders in this month: the seeded ones go, then one insert per table. */
async function insertOrders(): Promise<void> {
  const ids = async (sql: string) => (await crm.db.query<{ id: number }>(sql)).map((r) => r.id);
  const statuses = await ids('SELECT id FROM order_statuses ORDER BY sort');
  const workers = await ids('SELECT id FROM employees ORDER BY id');
  const payments = await ids('SELECT id FROM payment_types ORDER BY id');
  const clients = await ids('SELECT id FROM clients ORDER BY id');
  const streets = await ids('SELECT id FROM streets ORDER BY id');
  const sources = await ids('SELECT id FROM order_sources ORDER BY id');
  const products = await crm.db.query<{ id: number; name: string; price_kopecks: number }>(
    'SELECT id, name, price_kopecks FROM products ORDER BY id',
  );
  const days = Number(month.stop.slice(8, 10));
  const orders: object[] = [];
  const lines: object[] = [];
  const perDay = new Map<string, number>();
  for (let i = 1; i <= ORDERS; i++) {
    const date = `${month.start.slice(0, 8)}${String(1 + (i % days)).padStart(2, '0')}`;
    const n = (perDay.get(date) ?? 0) + 1;
    perDay.set(date, n);
    const basket = [products[i % products.length], products[(i * 7) % products.length]];
    const subtotal = basket.reduce((s, p) => s + p.price_kopecks, 0);
    const pick = (list: number[]) => list[i % list.length];
    orders.push({
      id: i,
      day_number: n,
      number: `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${String(n).padStart(3, '0')}`,
      shop_type: i % 3 ? 'fastfood' : 'flower_shop',
      order_date: date,
      client_id: pick(clients),
      recipient_first_name: 'Получатель',
      recipient_phone: '+7 900 000-00-00',
      delivery_address: 'ул. Тверская, д. 1',
      street_id: pick(streets),
      source_id: pick(sources),
      payment_type_id: pick(payments),
      status_id: pick(statuses),
      worker_id: pick(workers),
      subtotal,
      total: subtotal,
    });
    basket.forEach((p, k) =>
      lines.push({
        order_id: i,
        line_no: k + 1,
        product_id: p.id,
        name: p.name,
        count: 1,
        price: p.price_kopecks,
        sum: p.price_kopecks,
      }),
    );
  }
  await crm.db.transaction(async (tx) => {
    await tx.query('DELETE FROM orders');
    const int = 'integer';
    await insertJson(
      tx,
      'orders',
      {
        id: int,
        day_number: int,
        number: 'text',
        shop_type: 'text',
        order_date: 'date',
        client_id: int,
        recipient_first_name: 'text',
        recipient_phone: 'text',
        delivery_address: 'text',
        street_id: int,
        source_id: int,
        payment_type_id: int,
        status_id: int,
        worker_id: int,
        subtotal: int,
        total: int,
      },
      orders,
    );
    await tx.query("SELECT setval(pg_get_serial_sequence('orders', 'id'), $1)", [ORDERS]);
    const cols = {
      order_id: int,
      line_no: int,
      product_id: int,
      name: 'text',
      count: int,
      price: int,
      sum: int,
    };
    await insertJson(tx, 'order_lines', cols, lines);
  });
}

/** The CRM calls of the request being timed (auth/profile excluded: it is per request anyway). */
let calls: string[] = [];
const inner = createUndiciUpstream({ url: crm.url, apiKey: config.crmApiKey, settings: config.upstream });
const counting: Upstream = {
  call: (area, method, body) => (calls.push(`${area}/${method}`), inner.call(area, method, body)),
  envelope: (area, method, body) => (calls.push(`${area}/${method}`), inner.envelope(area, method, body)),
  close: () => inner.close(),
};

interface Timing {
  name: string;
  p50: number;
  p95: number;
  bytes: number;
  rows: number;
  calls: string;
  note?: string;
}

async function time(name: string, run: () => Promise<{ text: string; rows: number }>): Promise<Timing> {
  const perQuery = new Set<number>();
  const { p50, p95, last } = await measure(run, {
    runs,
    warmups: 2,
    before: () => (calls = []),
    after: () => perQuery.add(calls.filter((c) => !c.startsWith('auth/')).length),
  });
  return {
    name,
    p50,
    p95,
    bytes: Buffer.byteLength(last.text),
    rows: last.rows,
    calls: [...perQuery].join('/'),
  };
}

/**
 * /order/allOrder opened cold on «Месяц» (the period choice the page keeps in sessionStorage,
 * web/src/orders/presets.ts): the first order row, the DOM size then, and the count the page shows.
 */
async function browser(origin: string, token: string): Promise<Timing> {
  calls = [];
  const screen = await openScreen(
    origin,
    token,
    '/order/allOrder',
    '.orders-table .orders-number',
    { 'orders.preset': JSON.stringify({ key: 'MONTH', custom: null }) },
    { webDist: config.webDist, countSelector: '.orders-summary', boundMs: SCREEN_BOUND_MS },
  );
  const pageCalls = calls.filter((c) => !c.startsWith('auth/'));
  if (!screen.ready)
    return {
      name: 'Chromium /order/allOrder',
      p50: NaN,
      p95: NaN,
      bytes: NaN,
      rows: NaN,
      calls: '—',
      note: screen.note,
    };
  const shown = screen.count?.match(/Показано: (\d+)/);
  return {
    name: 'Chromium first order row (cold load, «Месяц»)',
    p50: screen.firstRowMs,
    p95: NaN,
    bytes: NaN,
    rows: shown ? Number(shown[1]) : NaN,
    calls: `${pageCalls.length} by the first row`,
    note: `DOM nodes: ${screen.nodes} (${screen.cells} cells); «${screen.count ?? 'no count shown'}»`,
  };
}

const app = await buildApp({ config, crmUrl: crm.url, upstream: counting });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  await insertOrders();
  const login = JSON.parse(
    await post(`${origin}/api/auth/login`, { email: 'admin@example.com', password: 'admin123' }),
  ) as { accessToken: string };
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const query = `{ orders(preset: MONTH) { orders { id number date deliveryTime deliveryAddress total
    client { firstName lastName phone } recipient { firstName phone } lines { name count }
    status { name color } worker { fullName } paymentType { name } source { name } street { name } } } }`;
  const pull = {
    DateOrderPull: { dateStart: month.start, dateStop: month.stop },
    Affiliate: { active: 0, id: 1 },
  };

  const results: Timing[] = [];
  results.push(
    await time('CRM order/getOrder (direct)', async () => {
      const text = await post(`${crm.url}/order/getOrder?apiKey=${config.crmApiKey}`, pull);
      return { text, rows: (JSON.parse(text) as { data: { OrderList: unknown[] } }).data.OrderList.length };
    }),
  );
  results.push(
    await time('POST /api/order/all', async () => {
      const text = await post(
        `${origin}/api/order/all`,
        { dateStart: month.start, dateStop: month.stop },
        auth,
      );
      return { text, rows: (JSON.parse(text) as { OrderList: unknown[] }).OrderList.length };
    }),
  );
  results.push(
    await time('GraphQL orders(preset: MONTH) + 7 object fields', async () => {
      const text = await post(`${origin}/graphql`, { query }, auth);
      const body = JSON.parse(text) as { data: { orders: { orders: unknown[] } }; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return { text, rows: body.data.orders.orders.length };
    }),
  );
  results.push(await browser(origin, login.accessToken));

  console.log(
    `\n${ORDERS} orders in ${month.start}…${month.stop} (today ${localDate(config.shopTimezone)}),`,
  );
  console.log(`${runs} runs per call after 2 warm-ups (Node ${process.version})\n`);
  const fmt = (n: number, digits = 0) => (Number.isNaN(n) ? '—' : n.toFixed(digits));
  console.log('| case | p50 ms | p95 ms | rows | bytes | CRM calls per query | note |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const callsNote = r.name.startsWith('CRM') ? '— (direct)' : r.calls;
    console.log(
      `| ${r.name} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${fmt(r.rows)} | ${fmt(r.bytes)} | ${callsNote} | ${r.note ?? ''} |`,
    );
  }
} finally {
  await app.close();
  await inner.close();
  await crm.close();
  rmSync(dataDir, { recursive: true, force: true });
}
