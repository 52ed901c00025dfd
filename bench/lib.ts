/**
 * What the benchmarks share: one HTTP helper, one way of timing repeated calls, and one way of
 * timing a screen's first row in Chromium.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { request } from 'undici';
import { startCrm } from '../crm/server';
import { buildApp } from '../gateway/app';
import { loadConfig } from '../gateway/config';
import { CHROMIUM_PATH, launchChromium } from '../scripts/chromium';
import { quietMachine } from './quiet';
import { report, type BenchRow } from './table';
import { webBuild } from './web-build';

/**
 * A gateway serving the web build `webDist` over a fresh in-memory CRM (migrated and seeded), in
 * this process: what the browser rows open. `name` keeps the unused data dirs apart.
 */
export async function serveWeb(name: string, webDist: string) {
  const config = loadConfig({
    DATA_DIR: join(tmpdir(), `bench-${name}-unused`),
    JWT_SECRET: `bench-${name}-secret-0123456789abcdef0123456789`,
    LEGACY_DELAY_MS: '0',
    LOG_LEVEL: 'error',
    WEB_DIST: webDist,
  });
  const crm = await startCrm({ apiKey: config.crmApiKey, dataDir: 'memory://' });
  const app = await buildApp({ config, crmUrl: crm.url });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { crm, app, origin };
}

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

export interface ScreenOptions {
  /** The web build the gateway serves (config.webDist): without its index.html there is no screen. */
  webDist: string;
  /** The row must also hold this text (bench data, not a placeholder or a ghost cell). */
  rowText?: string;
  /** An element whose text is reported too, e.g. the count the page shows. */
  countSelector?: string;
  /** How long the screen may take before it is reported not ready. */
  boundMs: number;
  /**
   * Open the screen once first in the same browser context, so its code is in the HTTP cache (the
   * hashed files are immutable), and measure a second tab: a shop's staff on their second day.
   */
  warm?: boolean;
  /**
   * localStorage as the app left it on the user's last visit (lastVisit()): a shop's PC in the
   * morning has a cold HTTP cache but the same profile, with what the app keeps beside the token.
   */
  stored?: Record<string, string>;
}

/** A load of one screen (cold unless `warm`): its first row, or why there was none. */
export type Screen =
  | { ready: true; firstRowMs: number; nodes: number; cells: number; count: string | null }
  | { ready: false; note: string };

/** Why no screen can be opened here (no web build, no Chromium), or null when one can. */
function screenMissing(webDist: string): string | null {
  if (!existsSync(join(webDist, 'index.html'))) return 'no web build (npm run build)';
  return existsSync(CHROMIUM_PATH) ? null : `${CHROMIUM_PATH} missing`;
}

/**
 * What the app keeps in localStorage once `token`'s user has seen `path` (the token, and the
 * access its user was confirmed to have: web/src/app/session/accessHint.ts), for cold tabs of a
 * returning user. Empty without a web build or Chromium (openScreen then reports why).
 */
export async function lastVisit(
  origin: string,
  token: string,
  webDist: string,
  { path = '/order/allOrder', ready = '.orders-table .orders-number' } = {},
) {
  if (screenMissing(webDist)) return {};
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    // The screen's first row: the session is confirmed and the app has stored what it keeps.
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => ({ ...window.localStorage }) as Record<string, string>);
  } finally {
    await browser.close();
  }
}

/**
 * Opens `origin + path` in headless Chromium (1366×850, ru-RU), signed in the way the web keeps a
 * session (spec section 7: the token in localStorage.accessToken) and with `initStorage` in
 * sessionStorage before the page's own scripts run. Reports the milliseconds from navigation
 * start to the first `rowSelector` in the page and `document.querySelectorAll('*').length` at
 * that moment.
 *
 * The page takes the moment itself (`firstRowWatch`: a MutationObserver) and tells it through a
 * binding, so nothing polls the page while it starts. A `waitForFunction` polling every 50 ms,
 * as this did until 2026-11-28, ran a task on the page's main thread 20 times a second on two
 * busy cores: a cold order list (the seed, a month) came 975 ms with it and 860 ms without it,
 * medians of 15 alternating pairs in one run (`npx tsx bench/probe-cost.ts`; docs/performance.md).
 */
export async function openScreen(
  origin: string,
  token: string,
  path: string,
  rowSelector: string,
  initStorage: Record<string, string>,
  opts: ScreenOptions,
): Promise<Screen> {
  const missing = screenMissing(opts.webDist);
  if (missing) return { ready: false, note: missing };
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'ru-RU' });
    await context.addInitScript(
      ({ t, session, stored }) => {
        for (const [k, v] of Object.entries(stored)) window.localStorage.setItem(k, v);
        window.localStorage.setItem('accessToken', t);
        for (const [k, v] of Object.entries(session)) window.sessionStorage.setItem(k, v);
      },
      { t: token, session: initStorage, stored: opts.stored ?? {} },
    );
    if (opts.warm) {
      const first = await context.newPage();
      await first.goto(`${origin}${path}`);
      await first.locator(rowSelector).first().waitFor({ timeout: opts.boundMs });
      await first.close();
    }
    const { seen } = await firstRowWatch(context, rowSelector, opts.rowText ?? '');
    // Not on the heels of the previous load's leftovers (bench/quiet.ts).
    await quietMachine();
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    // The bound's timer is cleared once the row came: else it holds the bench process up to boundMs.
    let bound: NodeJS.Timeout | undefined;
    const firstRowMs = await Promise.race([
      seen,
      new Promise<null>((resolve) => (bound = setTimeout(() => resolve(null), opts.boundMs))),
    ]).finally(() => clearTimeout(bound));
    if (firstRowMs === null)
      return { ready: false, note: `screen not ready (no row within ${opts.boundMs / 1000} s)` };
    // One evaluation, so the counts are of the same moment.
    const { nodes, cells, count } = await page.evaluate((countSelector) => {
      const shown = countSelector ? document.querySelector(countSelector) : null;
      return {
        nodes: document.querySelectorAll('*').length,
        cells: document.querySelectorAll('[class*="table-cell"]').length,
        count: shown?.textContent?.trim() ?? null,
      };
    }, opts.countSelector ?? '');
    return { ready: true, firstRowMs, nodes, cells, count };
  } finally {
    await browser.close();
  }
}

/**
 * `seen` resolves with the page's own clock (ms from navigation start) when an element matching
 * `selector` (holding `text`, when given) is first in the document of the next page `context`
 * opens: a MutationObserver in the page checks each batch of changes as the page makes them,
 * and a binding carries the moment out. Passive: nothing runs in the page unless it changes.
 */
export async function firstRowWatch(
  context: BrowserContext,
  selector: string,
  text: string,
): Promise<{ seen: Promise<number> }> {
  let seen!: (ms: number) => void;
  const moment = new Promise<number>((resolve) => (seen = resolve));
  await context.exposeBinding('__firstRowSeen', (_source, ms: number) => seen(ms));
  await context.addInitScript(
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    ({ selector, text }) => {
      new MutationObserver((_records, observer) => {
        const rows = Array.from(document.querySelectorAll(selector));
        if (!rows.some((el) => !text || el.textContent?.includes(text))) return;
        observer.disconnect();
        const at = performance.now();
        void (window as unknown as { __firstRowSeen(ms: number): Promise<void> }).__firstRowSeen(at);
      }).observe(document, { childList: true, subtree: true, characterData: Boolean(text) });
    },
    { selector, text },
  );
  // Wrapped: an async function returning the promise itself would wait for the row.
  return { seen: moment };
}

/** The median of a few timings (the upper one of an even count). */
export const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The CRM's database a POS bench seeds. */
export type PosDb = NonNullable<Awaited<ReturnType<typeof serveWeb>>['crm']['db']>;

/** What a POS bench measures on: the page at the till, its browser context, the gateway. */
export interface PosBench {
  page: Page;
  context: BrowserContext;
  origin: string;
  /** The fast-food admin's token (for the bench's own calls to the gateway). */
  accessToken: string;
}

/**
 * The frame of a fast-food POS bench (rows 22a, 24a–24b): the web build over a fresh CRM, `seed`
 * on its database, the fast-food admin signed in, and /order/newTest open in Chromium at a
 * tablet's 1024×768. `measure` returns the rows, printed once the browser, the gateway, the CRM
 * and a temporary build are gone (they go whatever `measure` threw).
 */
export async function posBench(
  name: string,
  seed: (db: PosDb) => Promise<unknown>,
  measure: (bench: PosBench) => Promise<BenchRow[]>,
): Promise<void> {
  const build = webBuild();
  const { crm, app, origin } = await serveWeb(name, build.dir);
  let rows: BenchRow[] = [];
  try {
    await seed(crm.db!);
    const { accessToken } = JSON.parse(
      await post(`${origin}/api/auth/login`, { email: 'fastfood@example.com', password: 'fastfood123' }),
    ) as { accessToken: string };
    if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} missing`);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'ru-RU' });
      await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), accessToken);
      const page = await context.newPage();
      await page.goto(`${origin}/order/newTest`);
      rows = await measure({ page, context, origin, accessToken });
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await crm.close();
    build.dispose();
  }
  report(rows);
}
