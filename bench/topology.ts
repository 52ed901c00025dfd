/**
 * The deployment the gateway rows measure, on one machine: the CRM in its own process
 * (bench/crm-child.ts), each gateway in its own process (`gateway/server.ts` with CRM_URL, exactly
 * what `npm start` runs in front of a remote CRM), and the load generator here. So the gateway and
 * the CRM work in parallel as they do in production, and the load generator's own CPU is the only
 * thing the two sides of a ratio share unevenly (it is small: undici, closed loop).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import type { CrmChildRequest } from './crm-child';
import { freePort } from './crm-process';

const root = join(import.meta.dirname, '..');

export interface BenchCrm {
  url: string;
  pid: number;
  apiKey: string;
  /** Calls the CRM answered since the last reset, by `area/method`. */
  calls(): Promise<Record<string, number>>;
  reset(): Promise<void>;
  /** Runs `seed(db, args)` of `module` (a path under bench/) inside the CRM process. */
  seed<T>(module: string, args: unknown): Promise<T>;
  close(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startBenchCrm(): Promise<BenchCrm> {
  const apiKey = randomBytes(18).toString('base64url');
  const child = fork(join(root, 'bench/crm-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CRM_API_KEY: apiKey },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench CRM exited (${code}) before it was ready`)));
    child.on('message', (m: { ready?: string; id?: number; result?: unknown; error?: string }) => {
      if (m.ready) return resolve(m.ready);
      const p = pending.get(m.id!);
      pending.delete(m.id!);
      if (m.error) p?.reject(new Error(m.error));
      else p?.resolve(m.result);
    });
  });
  const ask = <T>(req: Omit<CrmChildRequest, 'id'>) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...req, id });
    });
  return {
    url,
    pid: child.pid!,
    apiKey,
    calls: () => ask({ op: 'calls' }),
    reset: () => ask({ op: 'reset' }),
    seed: (module, args) => ask({ op: 'seed', module: join(root, module), args }),
    async close() {
      child.disconnect();
      await exited(child);
    },
  };
}

export interface BenchGateway {
  origin: string;
  pid: number;
  close(): Promise<void>;
}

/**
 * `gateway/server.ts` in front of `crm`, with the bench's settings plus `env`. BENCH_GATEWAY_ARGS
 * adds Node options, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a row's time goes;
 * BENCH_GATEWAY_LOG=<file> appends the gateway's log there (with `LOG_LEVEL: 'info'` in `env`,
 * each request's `responseTime` as the server saw it).
 */
export async function startBenchGateway(
  crm: BenchCrm,
  env: Record<string, string> = {},
): Promise<BenchGateway> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const nodeArgs = (process.env.BENCH_GATEWAY_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'gateway/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CRM_URL: crm.url,
      CRM_API_KEY: crm.apiKey,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LEGACY_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      // The bench signs in once per connection set; the sign-in limits are not what it measures.
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}) before listening:\n${output}`)));
    child.stdout!.on('data', (b: Buffer) => {
      output += b.toString();
      if (output.includes('listening on')) resolve();
    });
  });
  child.removeAllListeners('exit');
  const log = process.env.BENCH_GATEWAY_LOG;
  if (log) child.stdout!.on('data', (b: Buffer) => appendFileSync(log, b));
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async close() {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

/** A gateway bearer token of a seeded account (the superadmin unless another is given). */
export async function signIn(
  origin: string,
  account: { email: string; password: string } = ADMIN,
): Promise<string> {
  const res = await request(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await res.body.json()) as { accessToken?: string };
  if (res.statusCode !== 200 || !body.accessToken) throw new Error(`sign-in: ${res.statusCode}`);
  return body.accessToken;
}

/** Calls counted at the CRM, without the session checks (auth/*), summed. */
export const dataCalls = (calls: Record<string, number>) =>
  Object.entries(calls)
    .filter(([path]) => !path.startsWith('auth/'))
    .reduce((n, [, c]) => n + c, 0);
