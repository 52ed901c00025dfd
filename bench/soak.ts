/**
 * Soak (issue 9, item 6): `npx tsx bench/soak.ts [SECONDS]` (or SOAK_SECONDS; default 300) runs
 * the gateway with its embedded CRM on a PGlite directory on disk, as `npm start` does, and drives
 * the mixed load of bench/soak-load.ts through it for that long. Then: no errors, the store holds
 * exactly the acknowledged writes, and the heap is flat. The load runs in this process too (it
 * keeps counters only), so process.memoryUsage() is the gateway's and the CRM's; every sample is
 * taken after a full GC, so it is the live set, and the slope after warm-up says whether it grows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startCrm } from '../crm/server';
import { buildApp } from '../gateway/app';
import { loadConfig } from '../gateway/config';
import { checkClientEdits, runSoak, storeCounts, type SoakResult } from './soak-load';
import { report, type BenchRow } from './table';

const seconds = Number(process.argv[2] ?? process.env.SOAK_SECONDS ?? 300);
const clients = 4;
/** The first fifth (at least 30 s, at most 60 s) fills caches, pools and JIT: not counted in the slope. */
const warmupS = Math.min(60, Math.max(30, seconds / 5));
/**
 * Heap growth a minute allowed after warm-up: a leak of ~0.3 KB a request crosses it at 60 req/s.
 * A tighter bound fails on noise: the live set jumps by megabytes while a month's reply is in flight.
 */
const SLOPE_TARGET_MB_MIN = 1;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Sample {
  s: number;
  heapMB: number;
  rssMB: number;
  requests: number;
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const num = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const den = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
const config = loadConfig({ DATA_DIR: dataDir, LEGACY_DELAY_MS: '0', LOG_LEVEL: 'warn' });
const crm = await startCrm({ apiKey: config.crmApiKey, dataDir, logger: { level: 'warn' } });
const app = await buildApp({ config, crmUrl: crm.url });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

try {
  const samples: Sample[] = [];
  const t0 = performance.now();
  const sample = (soFar: Pick<SoakResult, 'requests'>) => {
    gc();
    const m = process.memoryUsage();
    const s: Sample = {
      s: (performance.now() - t0) / 1000,
      heapMB: m.heapUsed / 2 ** 20,
      rssMB: m.rss / 2 ** 20,
      requests: soFar.requests,
    };
    samples.push(s);
    console.log(
      `${s.s.toFixed(0)} s: ${s.requests} requests, heap ${s.heapMB.toFixed(1)} MB, rss ${s.rssMB.toFixed(0)} MB`,
    );
  };

  const before = await storeCounts(crm.db);
  sample({ requests: 0 });
  const r = await runSoak({ origin, seconds, clients, onTick: sample, tickMs: 5000 });
  sample(r);
  const after = await storeCounts(crm.db);
  const edits = await checkClientEdits(crm.db, r.lastEdit);
  for (const e of [...r.errorSamples, ...edits]) console.error(e);
  for (const [op, o] of Object.entries(r.byOp))
    console.log(`${op}: ${o.n} requests, mean ${(o.ms / o.n).toFixed(0)} ms, max ${o.maxMs.toFixed(0)} ms`);

  const steady = samples.filter((x) => x.s >= warmupS);
  const warm = steady[0];
  const end = samples[samples.length - 1];
  const heapSlope = slope(steady.map((x) => [x.s / 60, x.heapMB]));
  const rssSlope = slope(steady.map((x) => [x.s / 60, x.rssMB]));
  const rate = (a: Sample, b: Sample) => (b.requests - a.requests) / (b.s - a.s);
  // Throughput of the first and last steady minute (or fifth, in a short run).
  const span = Math.min(60, (end.s - warm.s) / 5);
  const firstEnd = steady.find((x) => x.s >= warm.s + span) ?? end;
  const lastStart = [...steady].reverse().find((x) => x.s <= end.s - span) ?? warm;
  const firstRate = rate(warm, firstEnd);
  const lastRate = rate(lastStart, end);
  const writes = r.acked.orders + r.acked.clients + r.acked.clientEdits;
  const storeMatches =
    after.orders - before.orders === r.acked.orders &&
    after.clients - before.clients === r.acked.clients &&
    edits.length === 0;

  const rows: BenchRow[] = [
    {
      id: '9.6a',
      name: `soak ${Math.round(r.seconds)} s, ${clients} clients, mixed reads and writes`,
      baseline: `${r.requests.toLocaleString('en-US')} requests`,
      value: `${r.errors} errors`,
      ratio: null,
      target: '0 errors (non-2xx or GraphQL error)',
      met: r.errors === 0 && r.requests > 0,
      note: `${(r.requests / r.seconds).toFixed(1)} req/s over 9 kinds of request`,
    },
    {
      id: '9.6b',
      name: 'store counts after the soak',
      baseline: `acknowledged: ${r.acked.orders} orders, ${r.acked.clients} clients, ${r.acked.clientEdits} client edits`,
      value: `+${after.orders - before.orders} orders, +${after.clients - before.clients} clients, ${edits.length} edits differ`,
      ratio: null,
      target: 'equal to the acknowledged writes',
      met: storeMatches && writes > 0,
    },
    {
      id: '9.6c',
      name: `heap after GC, slope after ${Math.round(warmupS)} s warm-up`,
      baseline: `${warm.heapMB.toFixed(1)} MB after warm-up`,
      value: `${heapSlope >= 0 ? '+' : ''}${heapSlope.toFixed(2)} MB/min (end ${end.heapMB.toFixed(1)} MB)`,
      ratio: end.heapMB / warm.heapMB,
      target: `≤ ${SLOPE_TARGET_MB_MIN} MB/min`,
      met: heapSlope <= SLOPE_TARGET_MB_MIN,
      note: `rss ${warm.rssMB.toFixed(0)} → ${end.rssMB.toFixed(0)} MB (${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(1)} MB/min); ${steady.length} samples`,
    },
    {
      id: '9.6d',
      name: 'throughput, last vs first steady stretch',
      baseline: `${firstRate.toFixed(1)} req/s`,
      value: `${lastRate.toFixed(1)} req/s`,
      ratio: lastRate / firstRate,
      target: 'reported',
      met: null,
      note: `stretches of ${Math.round(span)} s; shared machine: read with care`,
    },
  ];
  report(rows);
} finally {
  await app.close();
  await crm.close();
  rmSync(dataDir, { recursive: true, force: true });
}
