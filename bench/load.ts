/**
 * A closed-loop load generator that costs little CPU: `concurrency` keep-alive connections of one
 * undici Pool, each sending its next request as soon as the last reply is read. It runs in the
 * bench's own process while the measured servers run in theirs (bench/topology.ts).
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A reply is only counted as served when this says so (default: status < 400). */
  check?: (status: number, body: string) => boolean;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first failure, for the row's note. */
  firstError: string | null;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  seconds: number;
  concurrency: number;
}

export async function load(origin: string, req: LoadRequest, opts: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(origin, { connections: opts.concurrency, pipelining: 1 });
  const headers = { 'content-type': 'application/json', ...req.headers };
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const fail = (why: string) => {
    errors++;
    firstError ??= why;
  };
  const until = performance.now() + opts.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ method: req.method, path: req.path, headers, body: req.body });
        if (req.check) {
          const text = await res.body.text();
          if (!req.check(res.statusCode, text)) fail(`${res.statusCode} ${text.slice(0, 120)}`);
        } else {
          await res.body.dump();
          if (res.statusCode >= 400) fail(`HTTP ${res.statusCode}`);
        }
      } catch (err) {
        fail((err as Error).message);
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    firstError,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

/** CPU milliseconds a process has used so far (Linux /proc; NaN elsewhere). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export type Measured = LoadResult & {
  /** CPU ms per served request of each watched process during the measured rounds. */
  cpuPerRequest: Record<string, number>;
};

/**
 * Measures `cases` in alternation, `rounds` times, after one warm-up each, and sums per case: on a
 * shared machine a neighbour's burst then hurts both sides of a ratio instead of one. The CPU each
 * process in `watch` (name → pid) spends per request is the figure a busy machine cannot blur.
 */
export async function alternate<K extends string>(
  cases: Record<K, { origin: string; req: LoadRequest }>,
  opts: LoadOptions & { rounds: number; warmupSeconds: number; watch?: Record<string, number> },
): Promise<Record<K, Measured>> {
  const keys = Object.keys(cases) as K[];
  const watch = Object.entries(opts.watch ?? {});
  for (const k of keys) await load(cases[k].origin, cases[k].req, { ...opts, seconds: opts.warmupSeconds });
  const runs = Object.fromEntries(keys.map((k) => [k, [] as LoadResult[]])) as Record<K, LoadResult[]>;
  const cpu = Object.fromEntries(keys.map((k) => [k, watch.map(() => 0)])) as Record<K, number[]>;
  for (let r = 0; r < opts.rounds; r++) {
    for (const k of keys) {
      const before = watch.map(([, pid]) => cpuMs(pid));
      runs[k].push(await load(cases[k].origin, cases[k].req, opts));
      watch.forEach(([, pid], i) => (cpu[k][i] += cpuMs(pid) - before[i]));
    }
  }
  return Object.fromEntries(
    keys.map((k) => {
      const merged = merge(runs[k]);
      const perRequest = Object.fromEntries(watch.map(([name], i) => [name, cpu[k][i] / merged.requests]));
      return [k, { ...merged, cpuPerRequest: perRequest }];
    }),
  ) as Record<K, Measured>;
}

/** Rounds of one case as one result: requests summed, rate averaged, latencies' medians. */
function merge(rs: LoadResult[]): LoadResult {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    requests: rs.reduce((n, r) => n + r.requests, 0),
    errors: rs.reduce((n, r) => n + r.errors, 0),
    firstError: rs.find((r) => r.firstError)?.firstError ?? null,
    rps: rs.reduce((n, r) => n + r.rps, 0) / rs.length,
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
  };
}

/**
 * The rate the measured CPU per request allows when `cores` cores are free for these processes
 * alone: each process is single-threaded (one core at most), and together they share the cores.
 * An upper bound (perfect overlap), for comparing with what a busy machine let through.
 */
export function boundOnFreeCores(m: Measured, cores = 2): number {
  const cpu = Object.values(m.cpuPerRequest);
  return 1000 / Math.max(...cpu, cpu.reduce((a, b) => a + b, 0) / cores);
}

/**
 * "direct CPU/req: gateway 0.21 ms, CRM 0.35 ms (0.98 cores)" for a row's note: the cores the
 * processes got together say whether the machine, not the code, set the pace.
 */
export const cpuNote = (label: string, m: Measured) => {
  const cpu = Object.entries(m.cpuPerRequest);
  const cores = (m.rps * cpu.reduce((n, [, v]) => n + v, 0)) / 1000;
  return `${label} CPU/req: ${cpu.map(([name, v]) => `${name} ${v.toFixed(2)} ms`).join(', ')} (${cores.toFixed(2)} cores)`;
};

/** "4,210 req/s" and friends, for the table's cells. */
export const rate = (r: LoadResult) => `${Math.round(r.rps).toLocaleString('en-US')} req/s`;
export const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;

/** What a row's note says when requests failed (a ratio over failures means nothing). */
export const failures = (name: string, r: LoadResult) =>
  r.errors ? `${name}: ${r.errors} of ${r.requests} failed (${r.firstError})` : '';
