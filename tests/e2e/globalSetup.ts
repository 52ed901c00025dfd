/**
 * Starts the real gateway (embedded CRM on a fresh PGlite data dir) for the browser tests and
 * stops it afterwards. The server's output goes to test-results/e2e-gateway.log and is quoted
 * in the error when it fails to come up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = join(import.meta.dirname, '../..');
const resultsDir = join(root, 'test-results');
const logFile = join(resultsDir, 'e2e-gateway.log');
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

function logTail(): string {
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

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + SERVER_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`e2e: the gateway exited with code ${child.exitCode}:\n${logTail()}`);
    }
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`e2e: the gateway did not answer ${url}/healthz in ${SERVER_WAIT_MS} ms:\n${logTail()}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) child.kill('SIGKILL');
}

export default async function setup(project: TestProject) {
  mkdirSync(resultsDir, { recursive: true });
  ensureWebBuild();
  const entry = join(root, 'gateway/server.ts');
  await waitForEntry(entry);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const log = createWriteStream(logFile);
  // As `npm start` runs it: one process, so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    await stop(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
