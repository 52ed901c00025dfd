/**
 * Row 18 (`npm run bench -- graphql-cost`): limits that count real work (issue 18 item 3).
 * A year of 12,000 orders (1,000 a month) in the bench CRM.
 * 18a: the issue's 15 aliases of a whole year of orders. Before: priced 10,260 and run (17–23 MB,
 *      ~4 s at seed size); measured here on a gateway with the cost limit and the order bound
 *      lifted (what ran before). After (the default gateway): refused with 400 QUERY_TOO_COMPLEX
 *      before any CRM call.
 * 18b: a month of orders with `history`, walked with ordersConnection (250 a page). Before: one
 *      getOrderInfo per order (the issue: 0.14 s without history, 2.7 s with). After: one
 *      getOrderDetails per page; the baseline is the same walk without history.
 */
import { request } from 'undici';
import type { OrderSeed } from './seed-orders';
import { report, type BenchRow } from './table';
import { dataCalls, signIn, startBenchCrm, startBenchGateway } from './topology';

const YEAR = { start: '2030-04-01', stop: '2031-03-31' };
const MONTH = { start: '2031-03-01', stop: '2031-03-31' };

const yearAlias = (i: number) =>
  `y${i}: orders(preset: SPECIFY, range: { start: "${YEAR.start}", stop: "${YEAR.stop}" }) { orders {
    id number date deliveryDate deliveryTime deliveryAddress total shopType
    client { firstName lastName phone } status { name color } worker { fullName } } }`;
const YEAR_QUERY = `{ ${Array.from({ length: 15 }, (_, i) => yearAlias(i)).join('\n')} }`;

const monthPage = (history: boolean) => `query ($after: String) {
  ordersConnection(first: 250, after: $after, filter: { range: { start: "${MONTH.start}", stop: "${MONTH.stop}" } }) {
    pageInfo { hasNextPage endCursor }
    edges { node { id number total ${history ? 'history { field at userName newName }' : ''} } }
  }
}`;

async function post(origin: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const started = performance.now();
  const res = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    ms: performance.now() - started,
    bytes: text.length,
    body: JSON.parse(text),
  };
}

/** Walks the month page by page: total ms, orders, pages. */
async function walk(origin: string, token: string, history: boolean) {
  let after: string | null = null;
  let ms = 0;
  let orders = 0;
  let pages = 0;
  do {
    const r = await post(origin, token, monthPage(history), { after });
    if (!r.body.data) throw new Error(`month walk failed: ${JSON.stringify(r.body.errors)}`);
    const c = r.body.data.ordersConnection;
    ms += r.ms;
    orders += c.edges.length;
    pages += 1;
    after = c.pageInfo.hasNextPage ? c.pageInfo.endCursor : null;
  } while (after);
  return { ms, orders, pages };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const crm = await startBenchCrm();
await crm.seed('bench/seed-orders.ts', { count: 12_000, ...YEAR } satisfies OrderSeed);
const gateway = await startBenchGateway(crm);
const lifted = await startBenchGateway(crm, {
  GRAPHQL_MAX_COST: '1000000000',
  GRAPHQL_MAX_ORDER_LIST: '1000000',
  GRAPHQL_COST_BUDGET: '0',
});
try {
  const token = await signIn(gateway.origin);
  const liftedToken = await signIn(lifted.origin);
  const rows: BenchRow[] = [];

  const before = await post(lifted.origin, liftedToken, YEAR_QUERY);
  await crm.reset();
  const after = await post(gateway.origin, token, YEAR_QUERY);
  const refusedCalls = dataCalls(await crm.calls());
  rows.push({
    id: '18a',
    name: '15 aliases of a year of orders (12,000)',
    baseline: `limits lifted (as before): ${before.status}, ${(before.bytes / 1e6).toFixed(1)} MB in ${Math.round(before.ms)} ms`,
    value: `${after.status} ${after.body.errors?.[0]?.extensions?.code} in ${Math.round(after.ms)} ms, requested ${after.body.extensions?.cost?.requested}`,
    ratio: null,
    target: 'refused, no CRM call',
    met:
      after.status === 400 &&
      after.body.errors?.[0]?.extensions?.code === 'QUERY_TOO_COMPLEX' &&
      refusedCalls === 0,
    note: `CRM calls of the refused query: ${refusedCalls}${before.body.errors ? `; lifted: ${before.body.errors[0].message}` : ''}`,
  });

  const without: number[] = [];
  const withHistory: number[] = [];
  let shape = { orders: 0, pages: 0 };
  for (let i = 0; i < 3; i++) {
    without.push((await walk(gateway.origin, token, false)).ms);
    const w = await walk(gateway.origin, token, true);
    withHistory.push(w.ms);
    shape = w;
  }
  await crm.reset();
  await walk(gateway.origin, token, true);
  const calls = await crm.calls();
  const details = calls['order/getOrderDetails'] ?? 0;
  const infos = calls['order/getOrderInfo'] ?? 0;
  const ratio = median(withHistory) / median(without);
  rows.push({
    id: '18b',
    name: `a month of orders (${shape.orders}) with history, ${shape.pages} pages of 250`,
    baseline: `without history: ${Math.round(median(without))} ms`,
    value: `${Math.round(median(withHistory))} ms`,
    ratio,
    target: '≤ 3×, one getOrderDetails a page',
    met: ratio <= 3 && details === shape.pages && infos === 0,
    note: `CRM calls of one walk: getOrderDetails ${details}, getOrderInfo ${infos} (before: one getOrderInfo per order, ${shape.orders}; the issue measured 2.7 s against 0.14 s)`,
  });
  report(rows);
} finally {
  await lifted.close();
  await gateway.close();
  await crm.close();
}
