/**
 * `npx tsx bench/scale-out.ts`: issue 10 row 7, two gateway instances in front of one CRM whose
 * storage is a PostgreSQL server (a throwaway cluster, bench/pg-server.ts; skipped with a note
 * when no server binaries are installed).
 * 7a: tests/gateway/scale-out.test.ts against that server (the contract-style flows through
 *     both instances: a token from one used on the other, an order written on one read on the
 *     other, list and session changes seen within the caches' bound, concurrent writes exactly
 *     once). Target: every test passes.
 * 7b: throughput of two gateways against one, same CRM and the same total connections, on a
 *     cached list read (GET /api/reference/getAllStatusOrder, LIST_CACHE_MS at its default), the
 *     kind of request extra gateways are for. The CRM (`crm/main.ts`, what `npm run crm` runs) and
 *     each gateway (`gateway/server.ts` with CRM_URL) are processes of their own
 *     (bench/topology.ts); on one shared machine the ratio shows the instances share nothing
 *     that serialises them, not what a second machine would add.
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 2) alternating rounds.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crmProcessOptions, freePort } from './crm-process';
import { failures, load, rate, type LoadRequest, type LoadResult } from './load';
import { startPgServer, type PgServer } from './pg-server';
import { report, type BenchRow } from './table';
import { signIn, startBenchGateway, type BenchCrm } from './topology';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 32;
const TEST_FILE = 'tests/gateway/scale-out.test.ts';
const root = join(import.meta.dirname, '..');

/** Runs the scale-out test file against `server`; what vitest's JSON report says. */
function runTests(server: PgServer): Promise<{ passed: number; total: number; failed: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-out-'));
  const out = join(dir, 'report.json');
  const vitest = join(root, 'node_modules/vitest/vitest.mjs');
  const args = ['run', '--project', 'gateway', TEST_FILE, '--reporter=json', `--outputFile=${out}`];
  const child = spawn(process.execPath, [vitest, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: server.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => {
    child.once('exit', () => {
      try {
        const json = JSON.parse(readFileSync(out, 'utf8')) as {
          numPassedTests: number;
          numTotalTests: number;
          testResults: { assertionResults: { title: string; status: string }[] }[];
        };
        const failed = json.testResults
          .flatMap((f) => f.assertionResults)
          .filter((t) => t.status !== 'passed')
          .map((t) => t.title);
        resolve({ passed: json.numPassedTests, total: json.numTotalTests, failed });
      } catch {
        resolve({ passed: 0, total: 0, failed: ['no report: the test run failed to start'] });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** `crm/main.ts` on the server; only url and apiKey are what the gateways need of a bench CRM. */
async function startCrmOn(server: PgServer): Promise<{ crm: BenchCrm; stop(): Promise<void> }> {
  const opts = crmProcessOptions(join(tmpdir(), 'bench-scale-out-unused'), await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'crm/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      CRM_API_KEY: opts.apiKey,
      CRM_PORT: String(opts.port),
      DATABASE_URL: server.url,
      CRM_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`CRM exited (${code}) before listening:\n${output}`)));
    child.stdout!.on('data', (b: Buffer) => {
      output += b.toString();
      if (output.includes('listening on')) resolve();
    });
  });
  child.removeAllListeners('exit');
  const crm = { url, apiKey: opts.apiKey } as BenchCrm;
  return {
    crm,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One closed-loop load spread over `origins`, the connections split evenly; rates summed. */
async function spread(origins: string[], req: LoadRequest): Promise<LoadResult> {
  const parts = await Promise.all(
    origins.map((o) => load(o, req, { seconds, concurrency: CONNECTIONS / origins.length })),
  );
  return {
    requests: parts.reduce((n, p) => n + p.requests, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    firstError: parts.find((p) => p.firstError)?.firstError ?? null,
    rps: parts.reduce((n, p) => n + p.rps, 0),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
  };
}

const rows: BenchRow[] = [];
const server = await startPgServer();
if (!server) {
  rows.push({
    id: '7',
    name: 'two gateways, one CRM on PostgreSQL',
    baseline: '—',
    value: 'skipped',
    ratio: null,
    target: 'all scale-out tests pass',
    met: null,
    note: 'no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)',
  });
} else {
  try {
    console.log(`PostgreSQL ${server.version}: ${TEST_FILE}`);
    const tests = await runTests(server);
    rows.push({
      id: '7a',
      name: `${TEST_FILE}: two gateways, one CRM, PostgreSQL ${server.version}`,
      baseline: `${tests.total} tests`,
      value: `${tests.passed} passed`,
      ratio: tests.total ? tests.passed / tests.total : null,
      target: 'all pass',
      met: tests.total > 0 && tests.passed === tests.total,
      note: tests.failed.length ? `failed: ${tests.failed.join('; ')}` : 'contract tests pass: yes',
    });

    const { crm, stop } = await startCrmOn(server);
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    const gateways = [await startBenchGateway(crm, env), await startBenchGateway(crm, env)];
    try {
      const token = await signIn(gateways[0].origin);
      const req: LoadRequest = {
        method: 'GET',
        path: '/api/reference/getAllStatusOrder',
        headers: { authorization: `Bearer ${token}` },
      };
      const one = [gateways[0].origin];
      const two = gateways.map((g) => g.origin);
      await spread(two, { ...req }); // warm-up: JIT, pools, both caches
      const results = { one: [] as LoadResult[], two: [] as LoadResult[] };
      for (let r = 0; r < rounds; r++) {
        console.log(
          `round ${r + 1}/${rounds}: one gateway, then two, ${CONNECTIONS} connections, ${seconds} s each`,
        );
        results.one.push(await spread(one, req));
        results.two.push(await spread(two, req));
      }
      const mean = (rs: LoadResult[]) => ({ ...rs[0], rps: rs.reduce((n, x) => n + x.rps, 0) / rs.length });
      const [a, b] = [mean(results.one), mean(results.two)];
      const errors = [...results.one, ...results.two]
        .map((x, i) => failures(`round ${i}`, x))
        .filter(Boolean);
      rows.push({
        id: '7b',
        name: `GET /api/reference/getAllStatusOrder, two gateways (token from one), ${CONNECTIONS} conns`,
        baseline: `one gateway: ${rate(a)}`,
        value: rate(b),
        ratio: b.rps / a.rps,
        target: 'reported',
        met: errors.length ? false : null,
        note: [
          'CRM, 2 gateways and the load generator as 4 processes on one 2-core machine: a second gateway ' +
            'gets no core of its own here',
          ...errors,
        ].join('; '),
      });
    } finally {
      for (const g of gateways) await g.close();
      await stop();
    }
  } finally {
    server.stop();
  }
}
report(rows);
