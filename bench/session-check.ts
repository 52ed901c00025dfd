/**
 * Row 19 (`npm run bench -- session-check`): what asking the CRM about the session on every
 * request costs (issue 27 item 4: AUTH_CACHE_MS now defaults to 0, so a session ended through one
 * gateway instance is refused by every other at once). Two gateway processes in front of one CRM
 * process (bench/topology.ts): the default (AUTH_CACHE_MS=0) against the old 1 s session cache.
 *
 * The read is the order statuses through /api with the list cache on, so the session check is the
 * only CRM call a request makes: the worst case for the check's share of a request.
 * 19a: throughput at 50 connections, no cache ÷ 1 s cache; 19b: added p50 latency at one
 * connection. Both report a price (docs/access.md weighs it), so neither has a target.
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 2) alternating rounds.
 */
import { alternate, cpuNote, failures, load, ms, rate, type LoadRequest } from './load';
import { report, type BenchRow } from './table';
import { signIn, startBenchCrm, startBenchGateway } from './topology';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const crm = await startBenchCrm();
const checked = await startBenchGateway(crm, { AUTH_CACHE_MS: '0' });
const cached = await startBenchGateway(crm, { AUTH_CACHE_MS: '1000' });
const read = (token: string): LoadRequest => ({
  method: 'GET',
  path: '/api/reference/getAllStatusOrder',
  headers: { authorization: `Bearer ${token}` },
});

try {
  const cases = {
    cached: { origin: cached.origin, req: read(await signIn(cached.origin)) },
    checked: { origin: checked.origin, req: read(await signIn(checked.origin)) },
  };
  console.log(`row 19a: 50 connections, ${rounds} × ${seconds} s per side`);
  const wide = await alternate(cases, {
    concurrency: 50,
    seconds,
    rounds,
    warmupSeconds: 1,
    watch: { CRM: crm.pid },
  });
  await crm.reset();
  const counted = await load(checked.origin, cases.checked.req, { concurrency: 50, seconds: 2 });
  const profiles = (await crm.calls())['auth/profile'] ?? 0;
  console.log(`row 19b: 1 connection, ${rounds} × ${seconds} s per side`);
  const one = await alternate(cases, { concurrency: 1, seconds, rounds, warmupSeconds: 1 });

  const ratio = wide.checked.rps / wide.cached.rps;
  const added = one.checked.p50 - one.cached.p50;
  const errors = (r: typeof wide) =>
    [failures('cached', r.cached), failures('checked', r.checked)].filter(Boolean);
  const rows: BenchRow[] = [
    {
      id: '19a',
      name: 'GET /api/reference/getAllStatusOrder (list cached), session checked every request, 50 conns',
      baseline: `AUTH_CACHE_MS=1000: ${rate(wide.cached)}`,
      value: rate(wide.checked),
      ratio,
      target: '— (a price)',
      met: errors(wide).length === 0 ? null : false,
      note: [
        `${(profiles / counted.requests).toFixed(3)} profile calls per request`,
        cpuNote('cached', wide.cached),
        cpuNote('checked', wide.checked),
        ...errors(wide),
      ].join('; '),
    },
    {
      id: '19b',
      name: 'the same, added p50 at 1 connection',
      baseline: `AUTH_CACHE_MS=1000: ${ms(one.cached.p50)} p50`,
      value: `${ms(added)} added p50`,
      ratio: null,
      target: '— (a price)',
      met: errors(one).length === 0 ? null : false,
      note: `p50 ${ms(one.checked.p50)} vs ${ms(one.cached.p50)}`,
    },
  ];
  report(rows);
} finally {
  await checked.close();
  await cached.close();
  await crm.close();
}
