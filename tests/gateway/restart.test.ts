/**
 * The real process, `gateway/server.ts` as `npm start` runs it, on a temp DATA_DIR (PGlite on disk). Killed hard and
 * started again, it takes over the stale CRM lock and the data is still there; a second process
 * on the same directory fails fast with a clear message; SIGTERM closes cleanly.
 *
 * Node runs the server's code bundled once per run from this tree (bench/crm-process.ts
 * `bundledMain`: the same modules tsx would compile at each start, packages imported from the
 * files Node resolves): each of the three starts then skips compiling the gateway's TypeScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledMain } from '../../bench/crm-process';
import { killWithRun } from '../../scripts/run-dir';
import { LOCK_FILE } from '../../crm/db/lock';
import { seededTempDir } from '../seeded-dir';

const dataDir = seededTempDir('gateway-restart-');
const children: ChildProcess[] = [];

/** One process, as `npm start` runs it: a crash is a SIGKILL to that pid. */
function kill(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(child.pid, signal);
  } catch {
    // already gone
  }
}

afterAll(() => {
  for (const child of children) kill(child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function start(port: number): Promise<Proc> {
  const child = spawn(process.execPath, [await bundledMain('gateway/server.ts')], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LEGACY_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      CRM_URL: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  killWithRun(child);
  let out = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (out += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** Polls /healthz until it answers, the process dies, or the bound runs out. */
async function waitReady(proc: Proc, port: number, boundMs = 90_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`gateway exited early:\n${proc.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    // A short step: the wait is for the process, and a refused connect costs next to nothing.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gateway not ready within ${boundMs} ms:\n${proc.output()}`);
}

async function post(port: number, path: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('gateway process', () => {
  it('keeps its data across a hard kill and takes over the stale lock', async () => {
    const user = { email: `restart-${Date.now()}@example.com`, username: 'restart', password: 'secret-123' };

    const port1 = await freePort();
    const first = await start(port1);
    await waitReady(first, port1);
    expect(first.output()).toContain(`listening on http://127.0.0.1:${port1}`);
    const registered = await post(port1, '/api/auth/register', user);
    expect(registered.status).toBe(200);

    // The lock names the server process itself, the one killed here.
    expect(Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toBe(first.child.pid);
    kill(first.child, 'SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true); // stale, left behind

    const port2 = await freePort();
    const second = await start(port2);
    await waitReady(second, port2);
    const signedIn = await post(port2, '/api/auth/login', { email: user.email, password: user.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: user.email, role: 'GUEST' });
    // The JWT secret kept in DATA_DIR and the CRM session both survived: the old token still works.
    const profile = await fetch(`http://127.0.0.1:${port2}/api/auth/profile`, {
      headers: { authorization: `Bearer ${registered.body.accessToken}` },
    });
    expect(profile.status).toBe(200);

    // A second process on the same data dir must refuse to start, not corrupt it.
    const third = await start(await freePort());
    const thirdExit = await third.exited;
    expect(thirdExit.code).toBe(1);
    expect(third.output()).toMatch(/gateway: .*in use by another process/);

    // SIGTERM closes cleanly: the gateway drains, the CRM releases its lock.
    second.child.kill('SIGTERM');
    const secondExit = await second.exited;
    expect(secondExit.code).toBe(0);
  }, 240_000);
});
