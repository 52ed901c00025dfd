/**
 * Online backups (issue 19): `npx tsx bench/backup.ts [ORDERS]` (default 200,000, the volume
 * fixture's orders; `npm run bench -- backup` runs the default). On a CRM on disk holding ORDERS
 * orders it reports how long one backup takes and how large it is (baseline: the data dir's size),
 * and how much slower order writes are while a backup runs than without one, side by side in the
 * same run (4 tills writing orders over the CRM's HTTP face).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupInfo } from '../crm/backup/files';
import { takeBackup } from '../crm/backup/take';
import { startCrm } from '../crm/server';
import { post } from './lib';
import { currentMonth, replaceOrders } from './seed-orders';
import { report, type BenchRow } from './table';

const orders = Number(process.argv[2] ?? 200_000);
const TILLS = 4;
const root = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const apiKey = 'bench-backup-key';

function dirBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? dirBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );
}

const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const crm = await startCrm({
  dataDir: join(root, 'data'),
  apiKey,
  backup: { dir: join(root, 'backups'), intervalHours: 0 },
});
try {
  console.log(`seeding ${orders.toLocaleString('en-US')} orders…`);
  await replaceOrders(crm.db, { count: orders, ...currentMonth() });
  const [product] = await crm.db.query<{ id: number; price: number }>(
    "SELECT id, price_kopecks / 100.0 AS price FROM products WHERE NOT deleted AND shop_type = 'flower_shop' ORDER BY id LIMIT 1",
  );
  const [admin] = await crm.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'admin@example.com'",
  );
  const newOrder = () =>
    post(`${crm.url}/order/newOrder?apiKey=${apiKey}`, {
      userId: admin.id,
      newOrderData: {
        products: [{ id: product.id, count_product: 1, priceProduct: Number(product.price) }],
        klient: { firstName: 'Бенч', phone: '+7 900 000-00-00' },
      },
    });

  /**
   * One backup as the service takes it (crm/backup/take.ts), timing each phase from the hooks the
   * SA screen's progress uses: where a backup beside busy tills loses its time.
   */
  async function timedBackup(): Promise<{ info: BackupInfo; phases: Record<string, number> }> {
    const phases: Record<string, number> = {};
    let phase = 'start';
    let at = performance.now();
    const mark = (next: string) => {
      const now = performance.now();
      phases[phase] = (phases[phase] ?? 0) + now - at;
      phase = next;
      at = now;
    };
    const info = await takeBackup(crm.db, { dir: join(root, 'backups'), now: new Date(), onPhase: mark });
    mark('done');
    delete phases.start;
    return { info, phases };
  }
  const phaseText = (p: Record<string, number>) =>
    Object.entries(p)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ');

  /** Order writes of TILLS tills until `until` resolves; their latencies. */
  async function writeUntil(until: Promise<unknown>): Promise<number[]> {
    let done = false;
    void until.finally(() => (done = true));
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: TILLS }, async () => {
        while (!done) {
          const t0 = performance.now();
          await newOrder();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return latencies;
  }

  // Warm up (JIT, pools), then one backup alone: its time and size.
  await writeUntil(new Promise((r) => setTimeout(r, 2000)));
  const dataBytes = dirBytes(join(root, 'data', 'pglite'));
  const t0 = performance.now();
  const { info: first, phases: alonePhases } = await timedBackup();
  const backupMs = performance.now() - t0;
  console.log(`backup: ${ms(backupMs)}, ${mb(first.sizeBytes)} (data dir ${mb(dataBytes)})`);
  console.log(`  alone: ${phaseText(alonePhases)}`);

  // Side by side: the same tills for as long as a backup takes, without and then with one.
  const quiet = await writeUntil(new Promise((r) => setTimeout(r, backupMs)));
  const t1 = performance.now();
  const busyRun = timedBackup();
  const busy = await writeUntil(busyRun);
  const busyMs = performance.now() - t1;
  const busyPhases = (await busyRun).phases;
  console.log(`  beside ${TILLS} tills: ${ms(busyMs)}; ${phaseText(busyPhases)}`);
  const ratio = mean(busy) / mean(quiet);
  const worst = Math.max(...busy);
  console.log(`writes: ${mean(quiet).toFixed(1)} ms alone, ${mean(busy).toFixed(1)} ms during a backup`);

  const rows: BenchRow[] = [
    {
      id: '20a',
      name: `one online backup, ${orders.toLocaleString('en-US')} orders (PGlite dump + gzip + sha256)`,
      baseline: `data dir ${mb(dataBytes)}`,
      value: `${ms(backupMs)}, ${mb(first.sizeBytes)}`,
      ratio: first.sizeBytes / dataBytes,
      target: 'reported (size ratio)',
      met: null,
      note: 'writes wait only for the dump itself, not the compression',
    },
    {
      id: '20b',
      name: `order write during a backup (${TILLS} tills, mean ${mean(busy).toFixed(1)} ms, worst ${ms(worst)})`,
      baseline: `same tills without a backup, mean ${mean(quiet).toFixed(1)} ms`,
      value: `${busy.length} orders in ${ms(busyMs)}`,
      ratio,
      target: 'reported (slowdown ×)',
      met: null,
      note: `${quiet.length} orders in ${ms(backupMs)} without a backup; a write arriving during the dump waits for it`,
    },
    {
      id: '20d',
      name: `the same backup beside ${TILLS} tills writing orders`,
      baseline: `the backup alone: ${ms(backupMs)}`,
      value: ms(busyMs),
      ratio: busyMs / backupMs,
      target: 'reported (slowdown ×)',
      met: null,
      note: `phases beside the tills: ${phaseText(busyPhases)}; alone: ${phaseText(alonePhases)}`,
    },
  ];
  report(rows);
} finally {
  await crm.close();
  rmSync(root, { recursive: true, force: true });
}
