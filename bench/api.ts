/**
 * Row 1 (`npm run bench -- api`, or `npx tsx bench/api.ts`): a legacy /api read through the
 * gateway against the same call straight to the CRM, in the topology of bench/topology.ts.
 *
 * The read is the order statuses list: GET /api/reference/getAllStatusOrder (sign-in checked,
 * the CRM's envelope unwrapped, the list sent on) vs POST /reference/getAllStatusOrder?apiKey=… on
 * the CRM (the envelope itself). The gateway runs with LIST_CACHE_MS=0, so every request really
 * goes to the CRM (row 3 measures the cache); the session cache is on (1 s: row 19 prices it).
 *
 * 1a: throughput at 50 connections, ratio gateway ÷ direct, target ≥ 0.8×.
 * 1b: added p50 latency at one connection, gateway − direct, target ≤ 2 ms.
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 2) alternating rounds.
 */
import { alternate, boundOnFreeCores, cpuNote, failures, load, ms, rate, type LoadRequest } from './load';
import { report, type BenchRow } from './table';
import { dataCalls, signIn, startBenchCrm, startBenchGateway } from './topology';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const TOPOLOGY = 'CRM, gateway and load generator in 3 processes on one machine';

const crm = await startBenchCrm();
// The session cache at 1 s (the default is 0 since issue 27): this row measures the pass-through;
// row 19 (session-check.ts) what checking the session on every request adds.
const gateway = await startBenchGateway(crm, { LIST_CACHE_MS: '0', AUTH_CACHE_MS: '1000' });
try {
  const token = await signIn(gateway.origin);
  const cases: Record<'direct' | 'gateway', { origin: string; req: LoadRequest }> = {
    direct: {
      origin: crm.url,
      req: {
        method: 'POST',
        path: `/reference/getAllStatusOrder?apiKey=${encodeURIComponent(crm.apiKey)}`,
        body: '{}',
      },
    },
    gateway: {
      origin: gateway.origin,
      req: {
        method: 'GET',
        path: '/api/reference/getAllStatusOrder',
        headers: { authorization: `Bearer ${token}` },
      },
    },
  };

  console.log(`row 1a: 50 connections, ${rounds} × ${seconds} s per side`);
  const watch = { gateway: gateway.pid, CRM: crm.pid, load: process.pid };
  const wide = await alternate(cases, { concurrency: 50, seconds, rounds, warmupSeconds: 1, watch });

  // What one gateway request costs the CRM: the list read, and the profile only when the
  // session cache (AUTH_CACHE_MS) has let it go.
  await crm.reset();
  const counted = await load(cases.gateway.origin, cases.gateway.req, { concurrency: 50, seconds: 2 });
  const calls = await crm.calls();
  const perRequest = (n: number) => (n / counted.requests).toFixed(3);

  console.log(`row 1b: 1 connection, ${rounds} × ${seconds} s per side`);
  const one = await alternate(cases, { concurrency: 1, seconds, rounds, warmupSeconds: 1 });

  const ratio = wide.gateway.rps / wide.direct.rps;
  const added = one.gateway.p50 - one.direct.p50;
  const errors = [failures('direct', wide.direct), failures('gateway', wide.gateway)].filter(Boolean);
  const rows: BenchRow[] = [
    {
      id: '1a',
      name: 'GET /api/reference/getAllStatusOrder via gateway, 50 conns',
      baseline: `CRM reference/getAllStatusOrder direct: ${rate(wide.direct)}`,
      value: rate(wide.gateway),
      ratio,
      target: '≥ 0.8×',
      met: errors.length === 0 && ratio >= 0.8,
      note: [
        `CRM calls per gateway request: ${perRequest(dataCalls(calls))} list, ${perRequest(calls['auth/profile'] ?? 0)} profile`,
        cpuNote('direct', wide.direct),
        cpuNote('via gateway', wide.gateway),
        `on 2 free cores that CPU allows ${(boundOnFreeCores(wide.gateway) / boundOnFreeCores(wide.direct)).toFixed(2)}×`,
        `LIST_CACHE_MS=0; ${TOPOLOGY}`,
        ...errors,
      ].join('; '),
    },
    {
      id: '1b',
      name: 'same read, 1 connection: added p50',
      baseline: `CRM direct p50 ${ms(one.direct.p50)}`,
      value: `${ms(added)} added (p50 ${ms(one.gateway.p50)})`,
      ratio: null,
      target: '≤ 2 ms',
      met: added <= 2,
      note: `p99 ${ms(one.direct.p99)} direct, ${ms(one.gateway.p99)} via gateway`,
    },
  ];
  report(rows);
} finally {
  await gateway.close();
  await crm.close();
}
