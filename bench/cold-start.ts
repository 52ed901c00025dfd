/**
 * `npx tsx bench/cold-start.ts [RUNS]`: issue 10 row 5, a restart on an existing data dir.
 * The data dir is made first by one start and stop (migrations and seed happen then, as on a
 * first install). Then, RUNS times (default 3), alternately:
 *   - the gateway as `npm start` runs it after its web-build check: `node --import tsx
 *     gateway/server.ts` with the embedded CRM on PGlite, to the first 200 of GET /healthz and
 *     of GET / (the web app's index.html);
 *   - the baseline, the CRM alone on the same data dir (`crm/main.ts`, what `npm run crm` runs),
 *     to the first 200 of its health call (which queries the database);
 *   - `npm start` itself (npm, the web-build check, then the same server) when web/dist is
 *     current; it is skipped rather than letting it rebuild a web/dist others are using.
 * Target ≤ 5 s to the first 200; the ratio is that time ÷ 5 s (the target, absolute, is what
 * judges; the CRM-alone baseline shows what the gateway adds). Each process's CPU time is
 * reported too: on a shared machine the wall time grows with the load, the CPU time hardly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isWebBuildCurrent } from '../scripts/web-build-state.mjs';
import { crmProcessOptions, freePort, startCrmProcess } from './crm-process';
import { cpuMs } from './load';
import { report, type BenchRow } from './table';
import { webBuild } from './web-build';

const TARGET_MS = 5000;
const runs = Number(process.argv[2] ?? 3);
const root = join(import.meta.dirname, '..');
/** A start slower than this is reported as failed, not waited for. */
const BOUND_MS = 120_000;

interface Start {
  /** ms from spawn to the first 200 of each URL. */
  ms: Record<string, number>;
  /** CPU seconds the process had used when the last URL answered. */
  cpuMs: number;
}

async function firstOk(url: string, init: RequestInit, t0: number, child: ChildProcess): Promise<number> {
  while (performance.now() - t0 < BOUND_MS) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before ${url} answered`);
    const res = await fetch(url, init).catch(() => null);
    if (res?.status === 200) {
      await res.arrayBuffer();
      return performance.now() - t0;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url}: no 200 within ${BOUND_MS / 1000} s`);
}

/**
 * SIGTERM to the child's own process group: `npm start` runs the server as a grandchild (npm,
 * then sh), and a shell does not pass the signal on; the server must let go of the data dir.
 */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

const build = webBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  JWT_SECRET: 'bench-cold-start-secret-0123456789abcdef',
  LOG_LEVEL: 'warn',
  WEB_DIST: build.dir,
  CRM_URL: '',
  DATABASE_URL: '',
};

/** Spawns `command`, times GET /healthz and GET / to their first 200, then stops it. */
async function startGateway(command: string, args: string[]): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const [healthz, index] = await Promise.all([
      firstOk(`${origin}/healthz`, {}, t0, child),
      firstOk(`${origin}/`, {}, t0, child),
    ]);
    // npm start: the server is npm's grandchild, so only wall time is meaningful there.
    return { ms: { healthz, index }, cpuMs: command === process.execPath ? cpuMs(child.pid!) : NaN };
  } finally {
    await stop(child);
  }
}

const server = () => startGateway(process.execPath, ['--import', 'tsx', 'gateway/server.ts']);

async function crmAlone(): Promise<Start> {
  const opts = crmProcessOptions(dataDir, await freePort());
  const { crm, ms } = await startCrmProcess(opts);
  const cpu = cpuMs(crm.pid);
  await crm.stop();
  return { ms: { health: ms }, cpuMs: cpu };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const rows: BenchRow[] = [];
try {
  console.log('first start: migrations and seed');
  await server();
  const npmStart = isWebBuildCurrent(root);
  const gateway: Start[] = [];
  const alone: Start[] = [];
  const viaNpm: Start[] = [];
  const load0 = loadavg()[0];
  for (let i = 0; i < runs; i++) {
    gateway.push(await server());
    alone.push(await crmAlone());
    if (npmStart) viaNpm.push(await startGateway('npm', ['start', '--silent']));
    console.log(
      `run ${i + 1}/${runs}: gateway ${s(gateway[i].ms.healthz)}, CRM alone ${s(alone[i].ms.health)}`,
    );
  }
  const load = `load average ${load0.toFixed(1)}→${loadavg()[0].toFixed(1)}`;
  const healthz = median(gateway.map((g) => g.ms.healthz));
  const crm = median(alone.map((a) => a.ms.health));
  rows.push({
    id: '5a',
    name: 'restart to first 200 GET /healthz (node --import tsx gateway/server.ts)',
    baseline: `CRM alone ${s(crm)} (${s(median(alone.map((a) => a.cpuMs)))} CPU)`,
    value: s(healthz),
    ratio: healthz / TARGET_MS,
    target: '≤ 5 s',
    met: healthz <= TARGET_MS,
    note:
      `GET / 200 after ${s(median(gateway.map((g) => g.ms.index)))}; the process used ` +
      `${s(median(gateway.map((g) => g.cpuMs)))} CPU and waited for a core the rest (${load} on ${cpus().length} cores); ` +
      `gateway ÷ CRM alone ${(healthz / crm).toFixed(2)}×`,
  });
  const npmMs = viaNpm.length ? median(viaNpm.map((v) => v.ms.healthz)) : null;
  rows.push({
    id: '5b',
    name: 'restart to first 200 GET /healthz (npm start)',
    baseline: `server alone ${s(healthz)}`,
    value: npmMs === null ? 'skipped' : s(npmMs),
    ratio: npmMs === null ? null : npmMs / TARGET_MS,
    target: '≤ 5 s',
    met: npmMs === null ? null : npmMs <= TARGET_MS,
    note:
      npmMs === null
        ? 'web/dist is older than web/src: npm start would rebuild it first (run npm run build)'
        : `npm and the web-build check add ${s(npmMs - healthz)}`,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  build.dispose();
}
report(rows);
