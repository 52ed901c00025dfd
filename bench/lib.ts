/** What the benchmarks share: one HTTP helper and one way of timing repeated calls. */
import { request } from 'undici';

/** POSTs JSON and returns the body text; anything but 200 is an error worth stopping for. */
export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`);
  return text;
}

/**
 * Runs `run` `warmups` times unmeasured (JIT, pools, PGlite caches), then `runs` times measured;
 * `before` runs ahead of each measured call (e.g. resetting a call counter), outside the clock.
 */
export async function measure<T>(
  run: () => Promise<T>,
  opts: { runs: number; warmups: number; before?: () => void; after?: (result: T) => void },
): Promise<{ p50: number; p95: number; last: T }> {
  for (let i = 0; i < opts.warmups; i++) await run();
  const ms: number[] = [];
  let last!: T;
  for (let i = 0; i < opts.runs; i++) {
    opts.before?.();
    const t0 = performance.now();
    last = await run();
    ms.push(performance.now() - t0);
    opts.after?.(last);
  }
  ms.sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * p))];
  return { p50: pct(0.5), p95: pct(0.95), last };
}
