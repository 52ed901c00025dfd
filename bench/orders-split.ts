/**
 * `npx tsx bench/orders-split.ts`: what the order list's first page costs with and without its
 * count and sum (web/src/orders/orders.graphql: OrdersPage beside OrdersTotals), on today, a month
 * and twelve months, at 10,000 and at 200,000 orders (bench/seed-volume.ts). Each figure is the p50
 * of BENCH_SAMPLES (default 9) GraphQL calls by undici against a gateway and a CRM in processes of
 * their own (bench/topology.ts); the three queries of one period alternate, so they share the
 * machine's load. No target: it says what the first row waits for when the totals ride along.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parse } from 'graphql';
import { request } from 'undici';
import { operationText } from '../web/early-queries';
import { signIn, startBenchCrm, startBenchGateway } from './topology';

const samples = Number(process.env.BENCH_SAMPLES ?? 9);
const source = parse(readFileSync(new URL('../web/src/orders/orders.graphql', import.meta.url), 'utf8'));
/** The list's page and totals as the web sends them (its fragments, `__typename`s). */
const PAGE = operationText(source, 'OrdersPage');
const TOTALS = operationText(source, 'OrdersTotals');
/** The page as it was before the split: the same rows with the count and the sum in one reply. */
const TOGETHER = PAGE.replace(/(\n {4}pageInfo \{[^}]*\})/, '$1\n    totalCount\n    totalSum');

const crm = await startBenchCrm();
const gateway = await startBenchGateway(crm, {});
try {
  const token = await signIn(gateway.origin);
  const call = async (query: string, variables: object): Promise<number> => {
    const started = performance.now();
    const res = await request(`${gateway.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.body.text();
    // The token's cost budget (docs/graphql.md): wait it out as a well-behaved client would.
    if (res.statusCode === 429 || text.includes('RATE_LIMITED')) {
      await new Promise((r) => setTimeout(r, 4000));
      return call(query, variables);
    }
    if (res.statusCode !== 200 || text.includes('"errors"')) throw new Error(text.slice(0, 300));
    return performance.now() - started;
  };
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[xs.length >> 1]);
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const periods = {
    today: { preset: 'TODAY' },
    month: { preset: 'MONTH' },
    year: { preset: 'SPECIFY', range: { start: yearAgo, stop: today } },
  };
  console.log('| orders | period | page with totals | page alone | totals alone | load |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [orders, days] of [
    [10_000, 37],
    [200_000, 730],
  ] as const) {
    await crm.seed('bench/seed-volume.ts', { orders, days });
    for (const [name, period] of Object.entries(periods)) {
      const page = { first: 100, filter: { ...period, shopType: 'flower_shop' }, orderBy: 'DATE' };
      const totals = { filter: page.filter, orderBy: page.orderBy };
      const t: Record<'together' | 'page' | 'totals', number[]> = { together: [], page: [], totals: [] };
      for (let i = 0; i < samples; i++) {
        t.together.push(await call(TOGETHER, page));
        t.page.push(await call(PAGE, page));
        t.totals.push(await call(TOTALS, totals));
      }
      console.log(
        `| ${orders} | ${name} | ${median(t.together)} ms | ${median(t.page)} ms | ${median(t.totals)} ms | ${loadavg()[0].toFixed(1)} |`,
      );
    }
  }
} finally {
  await gateway.close();
  await crm.close();
}
