/**
 * The embedded CRM as a real process of its own (`crm/main.ts`, what `npm run crm` runs), for the
 * durability scenario and its test: only a separate process can be SIGKILLed mid-write, and only
 * two processes can contend for one data directory. Node is spawned directly (not through npm), so
 * the pid killed is the CRM's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { killWithRun } from '../scripts/run-dir';

const root = join(import.meta.dirname, '..');

/** A loopback port that was free a moment ago (the CRM needs a fixed one: CRM_PORT=0 means 4000). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface CrmProcessOptions {
  dataDir: string;
  port: number;
  apiKey: string;
  /**
   * What node runs: by default `--import tsx crm/main.ts`, as `npm run crm` does (the benches
   * time that start); `[await bundledCrmMain()]` for the tests that start the CRM again and again.
   */
  nodeArgs?: string[];
}

export interface CrmProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything the process printed so far (stdout and stderr together). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** SIGKILL: no handler runs, nothing is flushed or released. */
  kill(): Promise<void>;
  /** SIGTERM: the CRM closes its storage and releases its lock. */
  stop(): Promise<number | null>;
}

export function crmProcessOptions(dataDir: string, port: number, nodeArgs?: string[]): CrmProcessOptions {
  return { dataDir, port, apiKey: randomBytes(18).toString('base64url'), nodeArgs };
}

const bundled = new Map<string, Promise<string>>();

/**
 * An entry point (`crm/main.ts`, `gateway/server.ts`) and the project's modules it imports as one
 * pre-transpiled ES module (esbuild, the compiler tsx itself uses), built from the tree under test
 * once per process; packages stay external, imported by their absolute paths (the files Node
 * itself resolves), so the file runs from a temporary directory. Under tsx every module of a
 * start, the packages' too, passes its loader hooks: a CRM start on a seeded directory took 3.0 s
 * of CPU, 2.0 s from the bundle (building it: 0.4 s, once). Each module's import.meta.url and
 * dirname are its source file's, so what the process reads beside its code (the migrations, the
 * GraphQL schema files) it finds.
 */
export function bundledMain(entry: 'crm/main.ts' | 'gateway/server.ts'): Promise<string> {
  const known = bundled.get(entry);
  if (known) return known;
  const made = (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundled-main-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const outfile = join(dir, 'main.mjs');
    // Imported here, not at the top: most users of this module only want freePort().
    const { build } = await import('esbuild');
    await build({
      entryPoints: [join(root, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      plugins: [
        {
          name: 'packages-by-path',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, async (args) => {
              if (args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
              const found = await b.resolve(args.path, {
                kind: args.kind,
                importer: args.importer,
                resolveDir: args.resolveDir,
                pluginData: 'resolving',
              });
              if (found.errors.length) return { errors: found.errors };
              // A Node built-in named without `node:` comes back external: keep its name.
              return { path: found.external ? args.path : pathToFileURL(found.path).href, external: true };
            });
            b.onLoad({ filter: /\.ts$/ }, (args) => ({
              loader: 'ts',
              contents: readFileSync(args.path, 'utf8')
                .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
                .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path))),
            }));
          },
        },
      ],
    });
    return outfile;
  })();
  bundled.set(entry, made);
  return made;
}

/** The CRM process's code as one file (bundledMain): what the CRM tests that start it again and again run. */
export function bundledCrmMain(): Promise<string> {
  return bundledMain('crm/main.ts');
}

/** Children still running: killed when this process exits (a timed-out test must not leave a CRM behind). */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Spawns `crm/main.ts`; PGlite on dataDir whatever DATABASE_URL/CRM_URL the caller's shell has. */
export function spawnCrm(opts: CrmProcessOptions): CrmProcess {
  const args = opts.nodeArgs ?? ['--import', 'tsx', join(root, 'crm/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      CRM_API_KEY: opts.apiKey,
      DATA_DIR: opts.dataDir,
      CRM_PORT: String(opts.port),
      DATABASE_URL: '',
      CRM_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (b: Buffer) => (text += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (text += b.toString()));
  live.add(child);
  killWithRun(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${opts.port}`,
    output: () => text,
    exited,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Resolves once the process says it listens and its health call (which touches the database)
 * answers; rejects with its output if it exits first or takes longer than `timeoutMs`.
 */
export async function waitReady(crm: CrmProcess, apiKey: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let gone = false;
  void crm.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`CRM exited before it was ready:\n${crm.output()}`);
    if (crm.output().includes('listening on')) {
      const res = await fetch(`${crm.url}/health/ping?apiKey=${encodeURIComponent(apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => null);
      if (res?.ok && ((await res.json()) as { error: number }).error === 0) return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`CRM not ready within ${timeoutMs} ms:\n${crm.output()}`);
}

/** Spawns and waits for readiness; returns the process and how long that took. */
export async function startCrmProcess(opts: CrmProcessOptions): Promise<{ crm: CrmProcess; ms: number }> {
  const t0 = performance.now();
  const crm = spawnCrm(opts);
  try {
    await waitReady(crm, opts.apiKey);
  } catch (err) {
    await crm.kill();
    throw err;
  }
  return { crm, ms: performance.now() - t0 };
}

/**
 * Starts a second CRM on a running one's data directory (on another port) and waits for it to
 * give up: what it printed, its exit code, and how long that took. A second process that starts
 * instead is stopped and reported with code 'started'.
 */
export async function secondOnSameDir(
  running: CrmProcessOptions,
  timeoutMs = 60_000,
): Promise<{ code: number | null | 'started'; output: string; ms: number }> {
  const t0 = performance.now();
  const second = spawnCrm({ ...running, port: await freePort() });
  const timer = setTimeout(() => second.child.kill('SIGKILL'), timeoutMs);
  const outcome = await Promise.race([
    second.exited,
    waitReady(second, running.apiKey, timeoutMs).then(
      () => 'started' as const,
      () => null,
    ),
  ]);
  clearTimeout(timer);
  if (outcome === 'started') await second.stop();
  const code = outcome === 'started' ? outcome : await second.exited;
  return { code, output: second.output(), ms: performance.now() - t0 };
}
