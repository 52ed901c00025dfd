/**
 * Row 3 (`npm run bench -- list-cache`): reference-list reads served from the gateway's list cache
 * (LIST_CACHE_MS, default 5 s; gateway/cache) against the same reads with the cache off
 * (LIST_CACHE_MS=0), two gateway processes in front of one CRM process (bench/topology.ts).
 *
 * 3a: GET /api/reference/getAllStatusOrder at 50 connections, cached ÷ uncached, target ≥ 2×.
 * 3b: GraphQL `products { … category { name } }` (two lists) at 50 connections, the same.
 * 3c: CRM calls made by reads that hit the cache (sessions included): target 0.
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 2) alternating rounds.
 */
import { request } from 'undici';
import { alternate, failures, load, rate, type LoadRequest } from './load';
import { report, type BenchRow } from './table';
import { dataCalls, signIn, startBenchCrm, startBenchGateway } from './topology';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const HITS = 50;

const crm = await startBenchCrm();
// Both with the session cache on (1 s; the default is 0, row 19), so the rows compare list reads.
const cached = await startBenchGateway(crm, { AUTH_CACHE_MS: '1000' });
const uncached = await startBenchGateway(crm, { LIST_CACHE_MS: '0', AUTH_CACHE_MS: '1000' });

const reads = {
  api: (token: string): LoadRequest => ({
    method: 'GET',
    path: '/api/reference/getAllStatusOrder',
    headers: { authorization: `Bearer ${token}` },
  }),
  graphql: (token: string): LoadRequest => ({
    method: 'POST',
    path: '/graphql',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ products { id name price unit active category { id name } } }' }),
    check: (status, body) => status === 200 && body.startsWith('{"data"'),
  }),
};

const send = async (origin: string, req: LoadRequest) => {
  const res = await request(`${origin}${req.path}`, {
    method: req.method,
    headers: { 'content-type': 'application/json', ...req.headers },
    body: req.body,
  });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`${req.path}: ${res.statusCode}`);
};

try {
  const tokens = { cached: await signIn(cached.origin), uncached: await signIn(uncached.origin) };
  const rows: BenchRow[] = [];
  const cases = [
    { id: '3a', kind: 'api', name: 'GET /api/reference/getAllStatusOrder, list cache on, 50 conns' },
    { id: '3b', kind: 'graphql', name: 'GraphQL products + category, list cache on, 50 conns' },
  ] as const;
  for (const c of cases) {
    console.log(`row ${c.id}: 50 connections, ${rounds} × ${seconds} s per side`);
    const r = await alternate(
      {
        uncached: { origin: uncached.origin, req: reads[c.kind](tokens.uncached) },
        cached: { origin: cached.origin, req: reads[c.kind](tokens.cached) },
      },
      { concurrency: 50, seconds, rounds, warmupSeconds: 1 },
    );
    // What the cached side still asks the CRM: a refill per list every LIST_CACHE_MS, a profile per
    // AUTH_CACHE_MS.
    await crm.reset();
    const counted = await load(cached.origin, reads[c.kind](tokens.cached), { concurrency: 50, seconds: 2 });
    const calls = Object.values(await crm.calls()).reduce((n, k) => n + k, 0);
    const ratio = r.cached.rps / r.uncached.rps;
    const errors = [failures('uncached', r.uncached), failures('cached', r.cached)].filter(Boolean);
    rows.push({
      id: c.id,
      name: c.name,
      baseline: `LIST_CACHE_MS=0: ${rate(r.uncached)}`,
      value: rate(r.cached),
      ratio,
      target: '≥ 2×',
      met: errors.length === 0 && ratio >= 2,
      note: [
        `${calls} CRM calls in ${counted.requests.toLocaleString('en-US')} cached reads`,
        ...errors,
      ].join('; '),
    });
  }

  // Hits: both reads once (cache filled), then HITS more of each right away.
  for (const kind of ['api', 'graphql'] as const) await send(cached.origin, reads[kind](tokens.cached));
  await crm.reset();
  for (let i = 0; i < HITS; i++)
    for (const kind of ['api', 'graphql'] as const) await send(cached.origin, reads[kind](tokens.cached));
  const calls = await crm.calls();
  const listCalls = dataCalls(calls);
  rows.push({
    id: '3c',
    name: `CRM calls of ${HITS * 2} reads that hit the cache (3a and 3b)`,
    baseline: '—',
    value: `${listCalls} calls${listCalls ? ` (${Object.keys(calls).join(', ')})` : ''}`,
    ratio: null,
    target: '0',
    met: listCalls === 0,
    note: `counted at the CRM; session checks (AUTH_CACHE_MS) apart: ${calls['auth/profile'] ?? 0}`,
  });
  report(rows);
} finally {
  await uncached.close();
  await cached.close();
  await crm.close();
}
