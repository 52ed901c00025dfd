/**
 * `npm run bench -- volume-screens` (issue 17: every screen judged at a shop's real size): the
 * 200,000-order fixture (bench/seed-volume.ts), then every screen of schema/access.ts ROUTES that
 * the seeded flower-shop superadmin or the fast-food admin may open, each in a cold Chromium tab:
 *
 * - settled: from navigation until the network has been quiet for QUIET_MS with no spinner or
 *   skeleton on the page (the screen shows its data or its empty state);
 * - bytes on the wire (encoded bodies and headers) and the GraphQL share of them;
 * - faults: console errors, failed or ≥ 400 responses, the route's error screen.
 *
 * A screenshot of each settled screen is written to bench/results/screens/ to be looked at.
 * Target per screen: it settles (within BOUND_MS), with no fault, and its data (GraphQL bytes) is
 * under 300 KB: a screen that fetched a growing list whole would show here. The settling time is
 * reported with the load average beside it: on a shared 2-core machine it measures the machine
 * as much as the screen, so it is not a target.
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { allows, ROUTES, type RouteDef } from '../schema/access';
import { launchChromium } from '../scripts/chromium';
import { report, type BenchRow } from './table';
import { signIn, startBenchCrm, startBenchGateway } from './topology';
import { webBuild } from './web-build';

/** VOLUME_SCREENS=/order,/warehouse/Stock sweeps only the routes starting with one of these. */
const chosen = process.env.VOLUME_SCREENS?.split(',').map((p) => p.trim());
const QUIET_MS = 700;
/** A response slower than this is named in the row's note, with its operation. */
const SLOW_MS = 1_000;
const BOUND_MS = 60_000;
const DATA_TARGET = 300 * 1024;
const FASTFOOD = { email: 'fastfood@example.com', password: 'fastfood123' };
const SHOTS = join(import.meta.dirname, 'results', 'screens');

interface Principal {
  role: string;
  typeAccount: string;
  accessPage: string[];
}

interface Sweep {
  settledMs: number | null;
  bytes: number;
  graphqlBytes: number;
  requests: number;
  faults: string[];
  /** Responses slower than SLOW_MS: what a slow screen waited for. */
  slow: string[];
}

/** The `:id` of a route pattern, filled with a record the fixture has. */
const SAMPLE_IDS: Record<string, string> = { id: '1' };
const concrete = (route: RouteDef) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_IDS[name] ?? '1');

async function principalOf(origin: string, token: string): Promise<Principal> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { role typeAccount accessPage } }' }),
  });
  const body = (await res.json()) as { data?: { me: Principal | null } };
  if (!body.data?.me) throw new Error('me: no principal');
  return body.data.me;
}

async function sweep(
  browser: Browser,
  origin: string,
  token: string,
  path: string,
  shot: string,
): Promise<Sweep> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'ru-RU' });
  await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  const page = await context.newPage();
  const faults: string[] = [];
  const slow: string[] = [];
  let inFlight = 0;
  let last = performance.now();
  let bytes = 0;
  let graphqlBytes = 0;
  let requests = 0;
  const sizes: Promise<void>[] = [];
  page.on('console', (m) => m.type() === 'error' && faults.push(`console: ${m.text().slice(0, 120)}`));
  page.on('pageerror', (e) => faults.push(`page: ${e.message.slice(0, 120)}`));
  page.on('request', () => {
    inFlight += 1;
    last = performance.now();
  });
  page.on('requestfailed', (req) => {
    inFlight -= 1;
    last = performance.now();
    faults.push(`failed: ${req.url().replace(origin, '')}`);
  });
  page.on('requestfinished', (req) => {
    inFlight -= 1;
    last = performance.now();
    requests += 1;
    sizes.push(
      (async () => {
        const s = await req.sizes();
        const n = s.responseBodySize + s.responseHeadersSize;
        bytes += n;
        if (req.url().endsWith('/graphql')) graphqlBytes += n;
        const status = (await req.response())?.status() ?? 0;
        if (status >= 400) faults.push(`${status}: ${req.url().replace(origin, '')}`);
        const took = req.timing().responseEnd;
        if (took > SLOW_MS) {
          const operation = /"operationName":"(\w+)"/.exec(req.postData() ?? '')?.[1];
          slow.push(`${operation ?? req.url().replace(origin, '')} ${(took / 1000).toFixed(1)} s`);
        }
      })().catch(() => undefined),
    );
  });
  try {
    const t0 = performance.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    let settledMs: number | null = null;
    while (performance.now() - t0 < BOUND_MS) {
      await page.waitForTimeout(100);
      const busy = await page
        .locator('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]')
        .count()
        .catch(() => 1);
      if (busy) last = Math.max(last, performance.now());
      if (inFlight === 0 && !busy && performance.now() - last >= QUIET_MS) {
        settledMs = last - t0;
        break;
      }
    }
    await Promise.all(sizes);
    if (await page.getByText('Что-то пошло не так').count()) faults.push('the route error screen');
    if (new URL(page.url()).pathname !== path.split('?')[0])
      faults.push(`redirected to ${new URL(page.url()).pathname}`);
    await page.screenshot({ path: shot });
    return { settledMs, bytes, graphqlBytes, requests, faults, slow };
  } finally {
    await context.close();
  }
}

const build = webBuild();
const crm = await startBenchCrm();
const gateway = await startBenchGateway(crm, { WEB_DIST: build.dir });
mkdirSync(SHOTS, { recursive: true });
try {
  const t = performance.now();
  await crm.seed('bench/seed-volume.ts', { orders: 200_000, days: 730 });
  console.log(`volume-screens: 200000 orders loaded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  const accounts = [
    { who: 'SA', token: await signIn(gateway.origin) },
    { who: 'fastfood', token: await signIn(gateway.origin, FASTFOOD) },
  ];
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  try {
    const seen = new Set<string>();
    for (const account of accounts) {
      const me = await principalOf(gateway.origin, account.token);
      for (const route of ROUTES) {
        if (seen.has(route.path) || !allows(me, route)) continue;
        if (chosen && !chosen.some((prefix) => route.path.startsWith(prefix))) continue;
        seen.add(route.path);
        const path = concrete(route);
        const slug = path.replace(/[^\w]+/g, '_').replace(/^_/, '');
        const s = await sweep(browser, gateway.origin, account.token, path, join(SHOTS, `${slug}.png`));
        rows.push({
          id: `V7 ${path}`,
          name: `${route.title} (${account.who}), cold tab at 200,000 orders, 50,000 clients`,
          baseline: `${kb(DATA_TARGET)} of data`,
          value:
            s.settledMs === null
              ? `not settled in ${BOUND_MS / 1000} s`
              : `${kb(s.graphqlBytes)} data, settled ${(s.settledMs / 1000).toFixed(1)} s`,
          ratio: s.graphqlBytes / DATA_TARGET,
          target: 'settles, data ≤ 1×, no fault',
          met: s.settledMs !== null && s.graphqlBytes <= DATA_TARGET && s.faults.length === 0,
          note: `${s.requests} responses, ${kb(s.bytes)} in all; load average ${loadavg()[0].toFixed(1)}${s.slow.length ? `; slow: ${s.slow.slice(0, 3).join(', ')}` : ''}${s.faults.length ? `; ${s.faults.slice(0, 3).join('; ')}` : ''}`,
        });
        console.log(`volume-screens: ${path} ${JSON.stringify(s)}`);
      }
    }
  } finally {
    await browser.close();
  }
  report(rows);
} finally {
  await gateway.close();
  await crm.close();
  build.dispose();
}
