/**
 * The durability driver (docs/reliability.md "Durability"), one implementation for bench/durability.ts
 * (50 cycles) and tests/crm/durability.test.ts (3): a CRM process on a PGlite data directory takes
 * a stream of new orders from several concurrent writers and is SIGKILLed at a random moment while
 * writes are in flight, then restarted on the same directory, cycle after cycle.
 *
 * Every order the CRM acknowledged is appended to an ack log (appendFileSync, before it is counted)
 * and after each restart the log, read back from disk, is checked against the CRM's own order
 * list: each acknowledged order must be there with the unique marker it was written with. Writes in
 * flight at the kill may or may not have landed (both fine), but none may land twice and no order
 * may appear that nobody sent.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { Pool } from 'undici';
import { LOCK_FILE, lockDataDir } from '../crm/db/lock';
import {
  crmProcessOptions,
  freePort,
  startCrmProcess,
  type CrmProcess,
  type CrmProcessOptions,
} from './crm-process';

/** Every order of the run is dated here: far from the seed's orders, inside one getOrder range. */
const ORDER_DATE = '2031-03-08';

export interface KillCycleOptions {
  /** A fresh directory: the first start creates the database there. */
  dataDir: string;
  /** The ack log; created empty. */
  ackLog: string;
  cycles: number;
  /** Concurrent writers, each sending the next order as soon as the last is answered. */
  writers?: number;
  /** The kill comes this long (uniformly random) after the cycle's first acknowledgement. */
  killAfterMs?: [number, number];
  /** After every this many cycles also a graceful stop and start, verified too: the baseline restart. */
  cleanEvery?: number;
  /** Called after each verified cycle (progress). */
  onCycle?: (cycle: CycleReport) => void;
  /** What node runs for each start (CrmProcessOptions.nodeArgs): by default `npm run crm`'s tsx. */
  nodeArgs?: string[];
}

export interface CycleReport {
  cycle: number;
  /** Acknowledged in this cycle. */
  acked: number;
  /** Sent and not yet answered when the process was killed. */
  inFlight: number;
  /** Of those, found committed after the restart. */
  inFlightLanded: number;
  /** Spawn to a healthy CRM on the directory the killed process left. */
  restartMs: number;
}

export interface KillCycleResult {
  cycles: CycleReport[];
  /** Lines in the ack log. */
  acked: number;
  /** Acknowledged orders missing or changed after a restart (the target is none). */
  lost: string[];
  /** Markers stored more than once, and orders whose marker nobody sent. */
  duplicates: string[];
  phantoms: string[];
  /** Replies other than an acknowledgement before the kill (validation, 500…): none expected. */
  failures: string[];
  /** The lock file named the killed pid before each restart and the new pid after it. */
  lockTakenOver: boolean;
  firstStartMs: number;
  /** Spawn to healthy after a graceful stop (SIGTERM), one per cleanEvery cycles. */
  cleanRestartMs: number[];
  /** B-tree indexes checked against their tables after the last stop, and what amcheck found. */
  indexesChecked: number;
  corruption: string[];
}

interface Ack {
  cycle: number;
  id: number;
  marker: string;
}

interface Envelope<T> {
  error: number;
  message: string;
  data: T;
}

async function call<T>(pool: Pool, apiKey: string, path: string, body: unknown): Promise<Envelope<T>> {
  const res = await pool.request({
    method: 'POST',
    path: `${path}?apiKey=${encodeURIComponent(apiKey)}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Envelope<T>;
}

async function data<T>(pool: Pool, apiKey: string, path: string, body: unknown): Promise<T> {
  const reply = await call<T>(pool, apiKey, path, body);
  if (reply.error !== 0) throw new Error(`${path}: ${reply.message}`);
  return reply.data;
}

/** What a new order refers to, read once from the seeded CRM. */
interface Refs {
  products: number[];
  paymentType: number;
}

async function readRefs(pool: Pool, apiKey: string): Promise<Refs> {
  const products = await data<{ id: number; active: boolean }[]>(
    pool,
    apiKey,
    '/catalog/getAllProductList',
    {},
  );
  const payments = await data<{ id: number }[]>(pool, apiKey, '/reference/getAllTypePayments', {});
  return { products: products.filter((p) => p.active).map((p) => p.id), paymentType: payments[0].id };
}

/** A valid new order (as tests/crm/orders-helper.ts builds one) carrying `marker` as its comment. */
function newOrder(refs: Refs, marker: string, n: number) {
  const phone = `+7 (9${String(n % 100).padStart(2, '0')}) ${String(n % 1000).padStart(3, '0')}-11-22`;
  return {
    newOrderData: {
      customerType: 'individual',
      deliveryType: 'delivery',
      products: [
        { id: refs.products[n % refs.products.length], count_product: 1 + (n % 3), priceProduct: 25_000 },
        { id: refs.products[(n + 1) % refs.products.length], count_product: 1, priceProduct: 120_050 },
      ],
      date: ORDER_DATE,
      invoiceDate: ORDER_DATE,
      invoiceTimeDo: '12:00-15:00',
      klient: { firstName: 'Ольга', lastName: 'Стойкая', patronymic: '', phone, email: '' },
      adresDelivery: 'ул. Тверская, д. 1',
      paymentType: refs.paymentType,
      managerComment: marker,
    },
  };
}

export function readAckLog(file: string): Ack[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Ack);
}

/**
 * Writers send orders until `stop` is set. An acknowledgement is logged to disk before it counts;
 * a marker stays in `inFlight` from the moment it is sent until its reply arrives.
 */
function writeStream(
  pool: Pool,
  apiKey: string,
  refs: Refs,
  o: { cycle: number; writers: number; ackLog: string },
) {
  const inFlight = new Set<string>();
  const failures: string[] = [];
  let acked = 0;
  let stop = false;
  let seq = 0;
  let firstAck!: () => void;
  const firstAcked = new Promise<void>((r) => (firstAck = r));
  const tag = randomBytes(3).toString('hex');
  const writer = async (w: number) => {
    while (!stop) {
      const n = seq++;
      const marker = `dur-${tag}-${o.cycle}-${w}-${n}`;
      inFlight.add(marker);
      let reply: Envelope<{ id: number }>;
      try {
        reply = await call(pool, apiKey, '/order/newOrder', newOrder(refs, marker, n));
      } catch (err) {
        // The kill cut the connection: the marker stays in flight. Before the kill it is a failure.
        if (!stop) failures.push(`${marker}: ${(err as Error).message}`);
        return;
      }
      if (stop) return; // answered after the kill was decided: treat as in flight, never as acked
      inFlight.delete(marker);
      if (reply.error !== 0) {
        failures.push(`${marker}: ${reply.message}`);
        continue;
      }
      appendFileSync(o.ackLog, `${JSON.stringify({ cycle: o.cycle, id: reply.data.id, marker })}\n`);
      acked++;
      firstAck();
    }
  };
  const done = Promise.all(Array.from({ length: o.writers }, (_, w) => writer(w)));
  return {
    firstAcked,
    /** Stops new writes and returns what is in flight at this instant. */
    halt() {
      stop = true;
      return [...inFlight];
    },
    done,
    acked: () => acked,
    failures,
  };
}

interface Check {
  lost: string[];
  duplicates: string[];
  phantoms: string[];
  landed: Set<string>;
}

/** The ack log (from disk) against the CRM's list of the run's orders. */
async function verify(pool: Pool, apiKey: string, ackLog: string, sent: Set<string>): Promise<Check> {
  const list = await data<{ OrderList: { id: number; managerComment: string }[] }>(
    pool,
    apiKey,
    '/order/getOrder',
    {
      DateOrderPull: { dateStart: ORDER_DATE, dateStop: ORDER_DATE },
      Affiliate: { active: 0, id: 0 },
    },
  );
  const byId = new Map(list.OrderList.map((o) => [o.id, o.managerComment]));
  const seen = new Map<string, number>();
  for (const o of list.OrderList) seen.set(o.managerComment, (seen.get(o.managerComment) ?? 0) + 1);
  const lost = readAckLog(ackLog)
    .filter((a) => byId.get(a.id) !== a.marker)
    .map((a) => `${a.marker} (order ${a.id}: ${byId.get(a.id) ?? 'missing'})`);
  return {
    lost,
    duplicates: [...seen].filter(([, n]) => n > 1).map(([m, n]) => `${m} ×${n}`),
    phantoms: [...seen.keys()].filter((m) => !sent.has(m)),
    landed: new Set(seen.keys()),
  };
}

const lockPid = (dataDir: string) => Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);

export async function runKillCycles(opts: KillCycleOptions): Promise<KillCycleResult> {
  const writers = opts.writers ?? 4;
  const killAfter = opts.killAfterMs ?? [200, 3000];
  writeFileSync(opts.ackLog, '');
  const proc: CrmProcessOptions = crmProcessOptions(opts.dataDir, await freePort(), opts.nodeArgs);
  const first = await startCrmProcess(proc);
  let crm = first.crm;
  let pool = new Pool(crm.url, { connections: writers + 1 });
  const refs = await readRefs(pool, proc.apiKey);
  const result: KillCycleResult = {
    cycles: [],
    acked: 0,
    lost: [],
    duplicates: [],
    phantoms: [],
    failures: [],
    lockTakenOver: true,
    firstStartMs: first.ms,
    cleanRestartMs: [],
    indexesChecked: 0,
    corruption: [],
  };
  const sent = new Set<string>();

  /** Starts the CRM again on the directory and checks the ack log against it. */
  async function restart(): Promise<{ ms: number; check: Check }> {
    const restarted = await startCrmProcess(proc);
    crm = restarted.crm;
    pool = new Pool(crm.url, { connections: writers + 1 });
    const check = await verify(pool, proc.apiKey, opts.ackLog, sent);
    Object.assign(result, { lost: check.lost, duplicates: check.duplicates, phantoms: check.phantoms });
    return { ms: restarted.ms, check };
  }

  async function stop(): Promise<void> {
    await pool.destroy();
    const code = await crm.stop();
    if (code !== 0) result.failures.push(`graceful stop exited ${code}:\n${crm.output()}`);
  }

  try {
    for (let cycle = 1; cycle <= opts.cycles; cycle++) {
      const stream = writeStream(pool, proc.apiKey, refs, { cycle, writers, ackLog: opts.ackLog });
      // A stream whose writers all failed never acknowledges: stop waiting and report them.
      await Promise.race([stream.firstAcked, stream.done]);
      if (stream.acked() === 0) {
        result.failures.push(...stream.failures, `cycle ${cycle}: no write acknowledged`);
        break;
      }
      await new Promise((r) => setTimeout(r, between(killAfter)));
      const inFlight = stream.halt();
      const killed: CrmProcess = crm;
      await killed.kill();
      await stream.done;
      await pool.destroy();
      result.failures.push(...stream.failures);
      for (const line of readAckLog(opts.ackLog)) sent.add(line.marker);
      for (const m of inFlight) sent.add(m);

      const leftLock = lockPid(opts.dataDir) === killed.pid;
      const { ms, check } = await restart();
      result.lockTakenOver &&= leftLock && lockPid(opts.dataDir) === crm.pid;
      const report: CycleReport = {
        cycle,
        acked: stream.acked(),
        inFlight: inFlight.length,
        inFlightLanded: inFlight.filter((m) => check.landed.has(m)).length,
        restartMs: ms,
      };
      result.cycles.push(report);
      opts.onCycle?.(report);
      if (check.lost.length || check.duplicates.length || check.phantoms.length) break;

      // The baseline, under the same load of the machine: a graceful stop and start.
      if (opts.cleanEvery && cycle % opts.cleanEvery === 0) {
        await stop();
        result.cleanRestartMs.push((await restart()).ms);
      }
    }
  } finally {
    await stop();
  }
  result.acked = readAckLog(opts.ackLog).length;
  Object.assign(result, await checkIndexes(opts.dataDir));
  return result;
}

/**
 * Corruption the order list would not show: amcheck's bt_index_check on every B-tree index of
 * the stopped CRM's database, with heapallindexed (every table row must be found in each of its
 * indexes). Takes the directory's lock, as the CRM does, while it looks.
 */
export async function checkIndexes(
  dataDir: string,
): Promise<{ indexesChecked: number; corruption: string[] }> {
  const lock = lockDataDir(dataDir);
  const pg = await PGlite.create(join(dataDir, 'pglite'), { extensions: { amcheck } });
  try {
    await pg.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await pg.query<{ oid: number; name: string }>(
      `SELECT c.oid, c.relname AS name FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE a.amname = 'btree' AND c.relpersistence = 'p' AND i.indisvalid AND i.indisready`,
    );
    const corruption: string[] = [];
    for (const ix of indexes.rows) {
      await pg
        .query('SELECT bt_index_check(index => $1::regclass, heapallindexed => true)', [ix.oid])
        .catch((err: Error) => corruption.push(`${ix.name}: ${err.message}`));
    }
    await pg.exec('DROP EXTENSION amcheck');
    return { indexesChecked: indexes.rows.length, corruption };
  } finally {
    await pg.close();
    lock.release();
  }
}
