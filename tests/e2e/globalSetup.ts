/**
 * Starts the real gateways (each an embedded CRM on its own copy of one seeded PGlite data dir)
 * for the browser tests and stops them afterwards: one per test worker (E2E_SERVERS, default 1;
 * with 2, two files run side by side), each worker's files one after another against its own
 * server, as a shop's one server sees one person's clicks at a time. Server n's output goes to
 * test-results/e2e-gateway-n.log and is quoted in the error when it fails to come up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundledMain } from '../../bench/crm-process';
import { killWithRun, useRunDir } from '../../scripts/run-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per test worker: worker k (VITEST_POOL_ID) uses baseURLs[(k - 1) % length]. */
    baseURLs: string[];
    /** The suite's migrated, seeded data dir, to copy (ServerOptions.template), never to open. */
    seededDataDir: string;
    /** The gateway's code as the suite runs it (`gatewayMain()`): what a story's own gateway runs. */
    gatewayMain: string;
  }
}

const root = join(import.meta.dirname, '../..');
const resultsDir = join(root, 'test-results');
/**
 * One by default. Two (E2E_SERVERS=2) cut the browser suite from 8.3 to 6.7 min on a 2-core
 * machine, but with two Chromiums and two gateways sharing its cores a warehouse step timed out
 * once in a clean-clone CI run (2026-11-26); until the flows wait on conditions throughout, CI
 * takes the slower, steadier run.
 */
export const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
const SERVER_WAIT_MS = Number(process.env.E2E_SERVER_WAIT_MS ?? 120_000);
const ENTRY_WAIT_MS = Number(process.env.E2E_ENTRY_WAIT_MS ?? 60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function ensureWebBuild() {
  // The project's own script rebuilds when web/dist is missing or older than its sources.
  const script = join(root, 'scripts/ensure-web-build.mjs');
  const args = existsSync(script)
    ? [script]
    : [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts'];
  if (!existsSync(script) && existsSync(join(root, 'web/dist/index.html'))) return;
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('e2e: building the web app failed');
}

function logTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForEntry(entry: string) {
  const deadline = Date.now() + ENTRY_WAIT_MS;
  while (!existsSync(entry)) {
    if (Date.now() > deadline) throw new Error(`e2e: ${entry} does not exist`);
    await sleep(1000);
  }
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + SERVER_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`e2e: the gateway exited with code ${child.exitCode}:\n${logTail(logFile)}`);
    }
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(
    `e2e: the gateway did not answer ${url}/healthz in ${SERVER_WAIT_MS} ms:\n${logTail(logFile)}`,
  );
}

async function stop(child: ChildProcess) {
  // Stopped already (by itself, or a signal): a second stop has no exit to wait for.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) child.kill('SIGKILL');
}

export interface Server {
  baseURL: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Listen here (a gateway started again where the browser knows it); a free port by default. */
  port?: number;
  /**
   * The CRM's data dir, the caller's to delete: a gateway stopped and started again on it finds its
   * orders, its JWT secret (the browser's token stays valid) and its idempotency keys. By default
   * a fresh one, deleted by `stop()`.
   */
  dataDir?: string;
  /**
   * Copied into the data dir before the start (the suite's seeded one: `seededDataDir`), so the
   * gateway opens a migrated, seeded CRM instead of seeding its own (20-45 s on a busy 2-core
   * machine). Left out on a restart, which must find what the first run wrote.
   */
  template?: string;
}

/**
 * A data dir as a gateway's first start leaves it: the CRM migrated and seeded, for the shop's
 * time zone the gateways run in. Built once per run in this process and copied for each gateway
 * (the suite's and a story's own, offline-gateway-stopped.test.ts): the seed is the bulk of a
 * first start, and the stories are about the till, not about seeding. Everything else a first
 * start writes (the JWT secret, the backups dir) each gateway still writes into its own copy.
 */
async function seedDataDir(): Promise<string> {
  // Loaded here, not at the top: the test files import startServer from this module.
  const [{ connect }, { migrate }, { seedIfEmpty }, { DEFAULT_SHOP_TIMEZONE }, { cheapenSeededPasswords }] =
    await Promise.all([
      import('../../crm/db/connect'),
      import('../../crm/db/migrate'),
      import('../../crm/db/seed'),
      import('../../schema/time-zone'),
      import('../crm-template'),
    ]);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-seeded-'));
  const db = await connect({ dataDir: dir });
  try {
    await migrate(db);
    await seedIfEmpty(db, process.env.SHOP_TIMEZONE || DEFAULT_SHOP_TIMEZONE);
    // The suite signs the seeded accounts in through the form at some 80 places, and each sign-in
    // verified a 16 MiB scrypt (43 ms of the gateway's CPU), 2.5 ms at the cost the unit suites'
    // template stores (tests/crm-template.ts says why the product is unchanged by it).
    await cheapenSeededPasswords(db);
  } finally {
    // Closed cleanly (checkpointed, its lock released): every copy opens as after a shutdown.
    await db.close();
  }
  return dir;
}

/**
 * `gateway/server.ts` and the project's modules it imports as one pre-transpiled file (esbuild,
 * bench/crm-process.ts `bundledMain`), built once per run here and run by every gateway of the
 * suite (its own and the offline stories' three more). Under `node --import tsx` every module of a
 * start passes tsx's loader hooks: a gateway start on a copy of the seeded dir took 5.8-5.9 s of
 * CPU (start, healthz, SIGTERM; twice each, load 7), 4.3-4.4 s from the bundle (0.6 s to build it,
 * once); to its healthz 6.3-7.2 -> 3.9-5.9 s of wall. The same sources, compiled by the same
 * compiler tsx uses; `npm start` itself (under tsx) is started by tests/gateway/restart.test.ts.
 */
export const gatewayMain = () => bundledMain('gateway/server.ts');

/**
 * One gateway process as `npm start` runs it; `env` adds to or overrides the suite's settings (a
 * test's own gateway: offline-app.test.ts serves a copied build, WEB_DIST, on it). `entry`: a
 * bundle (`inject('gatewayMain')`) run by node, or a `.ts` file run under tsx.
 */
export async function startServer(
  entry: string,
  n: number | string,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<Server> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const logFile = join(resultsDir, `e2e-gateway-${n}.log`);
  const log = createWriteStream(logFile);
  // As `npm start` runs it: one process, so signals reach the server itself.
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEGACY_DELAY_MS: '0',
      NODE_ENV: 'test',
      // Every browser test signs in from 127.0.0.1; people sign in far less often.
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // The dashboard test's oracle reads whole seeded periods (~1,500 orders a month) with the
      // whole-list query, past its bound and the cost limit (issue 18); the web app's own
      // operations are priced under the default limits in tests/gateway/graphql-limits.test.ts.
      GRAPHQL_MAX_ORDER_LIST: '5000',
      GRAPHQL_MAX_COST: '1000000',
      GRAPHQL_COST_BUDGET: '0',
      // No scheduled backup pausing writes mid-suite; backups.test.ts takes one on demand.
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killWithRun(child);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const done = async () => {
    await stop(child);
    log.end();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (error) {
    await done();
    throw error;
  }
  return { baseURL, stop: done };
}

/**
 * A test's own gateway and its browser, started side by side (`server`: a `startServer` call;
 * `browser`: a launch). When either fails, the one that came up is closed before the failure is
 * thrown: a Chromium that failed to launch while its gateway was still starting used to leave
 * that gateway running for good (offline-gateway-stopped.test.ts, 2026-11-27).
 */
export async function startWithBrowser<B extends { close(): Promise<void> }>(
  server: Promise<Server>,
  browser: Promise<B>,
): Promise<{ server: Server; browser: B }> {
  const [serverUp, browserUp] = await Promise.allSettled([server, browser]);
  if (serverUp.status === 'fulfilled' && browserUp.status === 'fulfilled')
    return { server: serverUp.value, browser: browserUp.value };
  if (serverUp.status === 'fulfilled') await serverUp.value.stop();
  if (browserUp.status === 'fulfilled') await browserUp.value.close();
  throw serverUp.status === 'rejected' ? serverUp.reason : (browserUp as PromiseRejectedResult).reason;
}

export default async function setup(project: TestProject) {
  const endRun = useRunDir('e2e-run-');
  mkdirSync(resultsDir, { recursive: true });
  ensureWebBuild();
  await waitForEntry(join(root, 'gateway/server.ts'));
  // Bundled while the seed runs (esbuild works on its own threads).
  const [entry, seeded] = await Promise.all([gatewayMain(), seedDataDir()]);

  const started = await Promise.allSettled(
    Array.from({ length: SERVERS }, (_, i) => startServer(entry, i + 1, {}, { template: seeded })),
  );
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(seeded, { recursive: true, force: true });
    endRun();
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  project.provide('seededDataDir', seeded);
  project.provide('gatewayMain', entry);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(seeded, { recursive: true, force: true });
    endRun();
  };
}
