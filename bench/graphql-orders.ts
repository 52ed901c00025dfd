/**
 * Row 2 (`npm run bench -- graphql-orders`): a month of orders through GraphQL, with the client,
 * status and worker of each order, against the equivalent legacy call, POST /api/order/all, on the
 * same gateway (bench/topology.ts: CRM and gateway in processes of their own).
 *
 * The CRM gets 2,000 more clients (bench/seed-clients.ts: the client list is a shop's, not the
 * seed's five), then its orders are replaced by a month of 1,000, later of 10,000 (bench/seed-orders.ts).
 * 2a, 2b: throughput at BENCH_CONNS (2) connections, GraphQL ÷ /api, target ≥ 0.3×.
 * 2c: CRM calls per GraphQL query, counted at the CRM: equal at 1,000 and 10,000 orders, cold (a
 *     second gateway with LIST_CACHE_MS=0: getOrder plus one read per referenced list) and warm
 *     (the default gateway, lists in its cache: getOrder alone).
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 2) alternating rounds.
 */
import { request } from 'undici';
import { alternate, cpuNote, failures, type LoadRequest } from './load';
import type { OrderSeed } from './seed-orders';
import { report, type BenchRow } from './table';
import { dataCalls, signIn, startBenchCrm, startBenchGateway, type BenchCrm } from './topology';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const concurrency = Number(process.env.BENCH_CONNS ?? 2);

const MONTHS = [
  { id: '2a', orders: 1_000, start: '2031-03-01', stop: '2031-03-31' },
  { id: '2b', orders: 10_000, start: '2031-03-01', stop: '2031-03-31' },
] as const;

/** The fields an order list screen shows, with the three objects of the row. */
const QUERY = `query Month($range: DateRangeInput!) {
  orders(preset: SPECIFY, range: $range) {
    orders {
      id number date deliveryDate deliveryTime deliveryAddress total shopType
      client { firstName lastName phone }
      status { name color }
      worker { fullName }
    }
  }
}`;

const graphql = (token: string, m: (typeof MONTHS)[number]): LoadRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: { authorization: `Bearer ${token}` },
  body: JSON.stringify({ query: QUERY, variables: { range: { start: m.start, stop: m.stop } } }),
  // GraphQL answers its errors with 200: a reply is served only when it is data alone.
  check: (status, body) => status === 200 && body.startsWith('{"data"'),
});

const legacy = (token: string, m: (typeof MONTHS)[number]): LoadRequest => ({
  method: 'POST',
  path: '/api/order/all',
  headers: { authorization: `Bearer ${token}` },
  body: JSON.stringify({ dateStart: m.start, dateStop: m.stop }),
  check: (status, body) => status === 200 && body.startsWith('{"OrderList"'),
});

/** CRM calls (sessions aside) of one request, and the orders it listed. */
async function callsOfOne(crm: BenchCrm, origin: string, req: LoadRequest): Promise<[number, number]> {
  await crm.reset();
  const res = await request(`${origin}${req.path}`, {
    method: req.method,
    headers: { 'content-type': 'application/json', ...req.headers },
    body: req.body,
  });
  const body = (await res.body.json()) as { data?: { orders: { orders: unknown[] } }; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return [dataCalls(await crm.calls()), body.data.orders.orders.length];
}

const crm = await startBenchCrm();
await crm.seed('bench/seed-clients.ts', { count: 2_000 });
const gateway = await startBenchGateway(crm);
const uncached = await startBenchGateway(crm, { LIST_CACHE_MS: '0' });
try {
  const token = await signIn(gateway.origin);
  const coldToken = await signIn(uncached.origin);
  const rows: BenchRow[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  for (const m of MONTHS) {
    await crm.seed('bench/seed-orders.ts', {
      count: m.orders,
      start: m.start,
      stop: m.stop,
    } satisfies OrderSeed);
    console.log(
      `row ${m.id}: ${m.orders} orders, ${concurrency} connections, ${rounds} × ${seconds} s per side`,
    );
    const r = await alternate(
      {
        api: { origin: gateway.origin, req: legacy(token, m) },
        graphql: { origin: gateway.origin, req: graphql(token, m) },
      },
      { concurrency, seconds, rounds, warmupSeconds: 1, watch: { gateway: gateway.pid, CRM: crm.pid } },
    );
    const [coldCalls, listed] = await callsOfOne(crm, uncached.origin, graphql(coldToken, m));
    // Warm: the lists were just read, so the next query finds them (unless its getOrder outlasts
    // LIST_CACHE_MS, as on a machine too busy to read 10,000 orders in 5 s).
    await callsOfOne(crm, gateway.origin, graphql(token, m));
    const [warmCalls] = await callsOfOne(crm, gateway.origin, graphql(token, m));
    cold.push(coldCalls);
    warm.push(warmCalls);
    const ratio = r.graphql.rps / r.api.rps;
    const errors = [failures('api', r.api), failures('graphql', r.graphql)].filter(Boolean);
    rows.push({
      id: m.id,
      name: `GraphQL month of ${m.orders.toLocaleString('en-US')} orders + client, status, worker`,
      baseline: `POST /api/order/all: ${r.api.rps.toFixed(2)} req/s`,
      value: `${r.graphql.rps.toFixed(2)} req/s`,
      ratio,
      target: '≥ 0.3×',
      met: errors.length === 0 && listed === m.orders && ratio >= 0.3,
      note: [
        `p50 ${Math.round(r.api.p50)} ms /api, ${Math.round(r.graphql.p50)} ms GraphQL; ${concurrency} conns`,
        cpuNote('/api', r.api),
        cpuNote('GraphQL', r.graphql),
        ...errors,
      ].join('; '),
    });
  }
  rows.push({
    id: '2c',
    name: 'CRM calls per GraphQL month query, 1,000 vs 10,000 orders',
    baseline: 'the same query at 1,000 orders',
    value: `${cold.join(' vs ')} (LIST_CACHE_MS=0)`,
    ratio: null,
    target: 'equal at both sizes',
    met: cold[0] === cold[1],
    note: `counted at the CRM, sessions aside: getOrder, clients, employees (statuses come with getOrder); with the lists cached (default gateway): ${warm.join(' vs ')}`,
  });
  report(rows);
} finally {
  await uncached.close();
  await gateway.close();
  await crm.close();
}
