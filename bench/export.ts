/**
 * The CSV export's memory (issue 19 item 4): `npx tsx bench/export.ts [ORDERS]` (default 200,000,
 * the volume fixture's orders; `npm run bench -- export`). A CRM on a PGlite directory exports
 * ORDERS/10 orders, then ORDERS, over its HTTP face to a reader that counts and drops the bytes,
 * while the process's RSS is sampled every 20 ms. Streamed, the RSS the export adds above the
 * idle process is the same for both sizes; a table held whole would grow it tenfold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startCrm } from '../crm/server';
import { currentMonth, replaceOrders } from './seed-orders';
import { report } from './table';

const orders = Number(process.argv[2] ?? 200_000);
const root = mkdtempSync(join(tmpdir(), 'bench-export-'));
const apiKey = 'bench-export-key';
const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
/** What a streamed export may add, whatever the shop's size (200,000 orders as one CSV string are ~40 MB). */
const LIMIT = 32 * 1_048_576;

interface Run {
  orders: number;
  ms: number;
  bytes: number;
  /** Peak RSS during the export minus the RSS just before it. */
  addedRss: number;
}

// A collection before each baseline, so the garbage of the seeding is not counted as the export's.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const crm = await startCrm({ dataDir: join(root, 'data'), apiKey });

async function exportOnce(count: number): Promise<Run> {
  console.log(`seeding ${count.toLocaleString('en-US')} orders…`);
  await replaceOrders(crm.db, { count, ...currentMonth() });
  gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const res = await fetch(`${crm.url}/export/archive?apiKey=${apiKey}`, { method: 'POST' });
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const run = { orders: count, ms, bytes, addedRss: peak - before };
  console.log(`export of ${count} orders: ${Math.round(ms)} ms, ${mb(bytes)}, +${mb(run.addedRss)} RSS`);
  return run;
}

try {
  const small = await exportOnce(Math.round(orders / 10));
  const big = await exportOnce(orders);
  const ratio = Math.max(big.addedRss, 1) / Math.max(small.addedRss, 1);
  report([
    {
      id: '20c',
      name: `CSV export of ${orders.toLocaleString('en-US')} orders (+ their lines, clients, stock, cash): RSS added at peak`,
      baseline: `the same export of ${small.orders.toLocaleString('en-US')} orders: +${mb(small.addedRss)}`,
      value: `+${mb(big.addedRss)}; ${mb(big.bytes)} zip in ${Math.round(big.ms).toLocaleString('en-US')} ms`,
      ratio,
      // The ratio of two small figures is mostly noise: the target is the figure itself.
      target: `≤ ${mb(LIMIT)} added (flat: ratio ≈ 1 for 10× the rows)`,
      met: big.addedRss <= LIMIT,
      note: `keyset batches of 1,000 rows deflated as the reader takes them; ${mb(small.bytes)} in ${Math.round(small.ms).toLocaleString('en-US')} ms for the small one`,
    },
  ]);
} finally {
  await crm.close();
  rmSync(root, { recursive: true, force: true });
}
