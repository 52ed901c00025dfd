/**
 * Durability (issue 9, item 4): `npx tsx bench/durability.ts [CYCLES]` (default 50) SIGKILLs a
 * CRM process on PGlite while four writers stream new orders, restarts it on the same directory
 * and checks every acknowledged order against the ack log (bench/kill-cycle.ts). Baseline of the
 * restart time: restarts after a graceful stop, measured in the same run. Then a second process on
 * the directory of a running one must refuse to start (crm/db/lock.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crmProcessOptions, freePort, secondOnSameDir, startCrmProcess } from './crm-process';
import { runKillCycles } from './kill-cycle';
import { report, type BenchRow } from './table';

const cycles = Number(process.argv[2] ?? 50);
const writers = 4;
const root = mkdtempSync(join(tmpdir(), 'bench-durability-'));
const dataDir = join(root, 'data');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

try {
  const r = await runKillCycles({
    dataDir,
    ackLog: join(root, 'ack.log'),
    cycles,
    writers,
    cleanEvery: 5,
    onCycle: (c) =>
      console.log(
        `cycle ${c.cycle}: ${c.acked} acked, ${c.inFlight} in flight (${c.inFlightLanded} landed), restart ${ms(c.restartMs)}`,
      ),
  });
  const inFlight = r.cycles.reduce((n, c) => n + c.inFlight, 0);
  const landed = r.cycles.reduce((n, c) => n + c.inFlightLanded, 0);
  const killRestart = mean(r.cycles.map((c) => c.restartMs));
  const cleanRestart = mean(r.cleanRestartMs);
  for (const problem of [...r.lost, ...r.duplicates, ...r.phantoms, ...r.failures, ...r.corruption])
    console.error(problem);

  // The directory of a running CRM: a second process must refuse it, the first must keep serving.
  const proc = crmProcessOptions(dataDir, await freePort());
  const { crm } = await startCrmProcess(proc);
  const second = await secondOnSameDir(proc);
  const firstServes = (
    await fetch(`${crm.url}/health/ping?apiKey=${encodeURIComponent(proc.apiKey)}`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
  ).ok;
  await crm.stop();
  const refusal = second.output.trim().split('\n').at(-1) ?? '';
  console.log(`second process: exit ${second.code} after ${ms(second.ms)}: ${refusal}`);

  const rows: BenchRow[] = [
    {
      id: '9.4a',
      name: `acknowledged orders lost after SIGKILL (${r.cycles.length} cycles, ${writers} writers)`,
      baseline: 'ack log on disk, written before an ack counts',
      value: `${r.lost.length} of ${r.acked.toLocaleString('en-US')}`,
      ratio: null,
      target: '0 lost',
      met: r.cycles.length === cycles && r.acked > 0 && r.lost.length === 0 && r.failures.length === 0,
      note: `checked after every restart; ${r.failures.length} failed writes before a kill`,
    },
    {
      id: '9.4b',
      name: 'writes in flight at the kill: duplicated or unsent orders',
      baseline: 'markers sent',
      value: `${r.duplicates.length + r.phantoms.length} (of ${inFlight} in flight, ${landed} landed)`,
      ratio: null,
      target: '0',
      met: r.duplicates.length === 0 && r.phantoms.length === 0,
      note: 'an unanswered write may land or not; never twice',
    },
    {
      id: '9.4c',
      name: 'restart after SIGKILL, spawn to healthy',
      baseline: `restart after SIGTERM: ${ms(cleanRestart)}`,
      value: ms(killRestart),
      ratio: killRestart / cleanRestart,
      target: 'restarts; stale lock taken over',
      met: r.lockTakenOver && r.cycles.length === cycles,
      note: `mean of ${r.cycles.length}, baseline of ${r.cleanRestartMs.length} taken between cycles; first start ${ms(r.firstStartMs)}; both include Node + tsx boot`,
    },
    {
      id: '9.4d',
      name: 'second CRM process on the same DATA_DIR',
      baseline: 'the first keeps serving',
      value: `exit ${second.code} after ${ms(second.ms)}`,
      ratio: null,
      target: 'refused, exit ≠ 0, clear message',
      met:
        second.code !== 'started' &&
        second.code !== 0 &&
        /in use by another process/.test(refusal) &&
        firstServes,
      note: refusal.replace(root, '…'),
    },
    {
      id: '9.4e',
      name: `B-tree indexes inconsistent with their tables after ${r.cycles.length} kills`,
      baseline: `${r.indexesChecked} indexes checked (amcheck, heapallindexed)`,
      value: `${r.corruption.length}`,
      ratio: null,
      target: '0',
      met: r.indexesChecked > 0 && r.corruption.length === 0,
    },
  ];
  report(rows);
} finally {
  rmSync(root, { recursive: true, force: true });
}
