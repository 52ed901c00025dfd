/** A small closed-loop load generator: `concurrency` workers each send requests back to back. */
import { Pool } from 'undici';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(
  name: string,
  origin: string,
  req: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string },
  opts: { seconds: number; concurrency: number },
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections: opts.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + opts.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const res = await pool.request({
          ...req,
          headers: { 'content-type': 'application/json', ...req.headers },
        });
        await res.body.dump();
        if (res.statusCode >= 400) errors++;
      } catch {
        errors++;
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
    name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

export function table(results: LoadResult[], baseline: LoadResult): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.rps / baseline.rps).toFixed(2)} |`,
  );
  return [
    '| case | requests | errors | req/s | p50 ms | p99 ms | req/s vs baseline |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
