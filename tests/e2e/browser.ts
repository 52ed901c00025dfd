import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type WebSocket,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../../scripts/chromium';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The browser tests' flags: STACK.md's ("Real browser"), and V8 without its optimizing compilers
 * (Maglev, TurboFan; Ignition and the Sparkplug baseline compiler stay). A test's page lives for
 * seconds and runs most of its code a few times, so the optimizers compiled on background threads
 * for code that rarely ran long enough to pay it back, on two cores shared with the gateway and
 * the unit suite: Chromium's CPU over a sign-in and six screens 10.2 → 9.1 s, five chart and
 * table screens 8.6 → 7.8 s (median of 3). JavaScript means the same at every tier, so nothing a
 * test checks changes; the benchmarks (bench/web.ts) keep the full JIT that people's browsers run.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];

/** Debian's Chromium (never a downloaded one) with the browser tests' flags. */
export const launchBrowser = () => launchChromium(TEST_CHROMIUM_ARGS);

/**
 * The worker's one Chromium (useBrowser), launched by the first file that asks. On globalThis:
 * the worker may evaluate this module again for another file, the browser must still be found.
 */
const worker = globalThis as { e2eBrowser?: Promise<Browser> };

/**
 * The Chromium a file's tests drive: one per worker process, shared by its files one after
 * another (the worker runs them in turn, `isolate: false`), each file in browser contexts of its
 * own (storage, cookies, service workers, HTTP cache and offline emulation are a context's), all
 * of them closed after the file, so the next file finds the browser as a fresh launch leaves it.
 * A launch and close cost each file about 0.6 s of wall and 0.25 s of CPU (5 launches against 5
 * contexts of one browser, twice each). Files that need a browser of their own (a persistent
 * profile, a story's own gateway) launch one (launchProfile, launchBrowser). Call it at the
 * file's top level; the getter it returns answers inside the tests. Chromium goes with the
 * worker process (Playwright closes what it launched on exit, and Chromium exits when its pipe
 * to that process closes).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    // One that crashed or failed to launch is not kept: this file launches another.
    if (worker.e2eBrowser && !(await worker.e2eBrowser.then((b) => b.isConnected()).catch(() => false)))
      worker.e2eBrowser = undefined;
    browser = await (worker.e2eBrowser ??= launchBrowser());
  });
  afterAll(async () => {
    if (!browser) return;
    signedInContexts.delete(browser);
    await Promise.all(browser.contexts().map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is launched in beforeAll, ask inside a test');
    return browser;
  };
}

/** Where a file's screenshots go (made if missing): E2E_SHOTS, else test-results/. */
export function shotsDir(): string {
  const dir = process.env.E2E_SHOTS ?? join(import.meta.dirname, '../../test-results');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** This worker's own gateway (globalSetup starts one per worker). */
export function baseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length];
}

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  fastfood: { email: 'fastfood@example.com', password: 'fastfood123' },
  manager: { email: 'manager@example.com', password: 'manager123' },
} as const;

/** Console errors and warnings and uncaught exceptions of each page, for tests to assert on. */
export const problems = new WeakMap<Page, string[]>();

const CONTEXT: BrowserContextOptions = {
  viewport: { width: 1366, height: 850 },
  locale: 'ru-RU',
  // The till sits in the shop's time zone (the e2e gateway's SHOP_TIMEZONE default): the web
  // computes «Сегодня» from the browser's clock, so a UTC browser after midnight in Moscow
  // would look at yesterday's orders (the one-time-zone work is issue 25).
  timezoneId: 'Europe/Moscow',
};

/** What Playwright logs for a page whose worker it blocked (`serviceWorkers: 'block'`). */
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  // The installable app's worker (docs/offline.md) would precache ~90 files in every context and
  // take over the page's requests mid-story; only offline-app.test.ts, which is about it, lets it in.
  const context = await browser.newContext({ ...CONTEXT, serviceWorkers: 'block', ...options });
  return watchedPage(context);
}

/**
 * A browser on a profile kept in `dir` (IndexedDB, the service worker and its caches, the HTTP
 * cache): closing it and launching again on the same `dir` is a browser restart (docs/offline.md).
 */
export function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: TEST_CHROMIUM_ARGS,
    ...CONTEXT,
  });
}

/** A new page of `context` whose console errors and uncaught exceptions go to `problems`. */
export async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('console', (message) => {
    if (message.text() === BLOCKED_WORKER) return;
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return page;
}

/**
 * Two people at two screens (issue 20 item 5: one changes, the other sees it live): each page in
 * its own browser context (own storage, own WebSocket), signed in as `who`, already on its path.
 * A page's sockets are recorded from the start, so `liveSocket` can wait for the subscription.
 */
export async function twoContexts(
  browser: Browser,
  screens: [{ who: keyof typeof ACCOUNTS; path: string }, { who: keyof typeof ACCOUNTS; path: string }],
  options: BrowserContextOptions = {},
): Promise<[Page, Page]> {
  const pages = [] as unknown as [Page, Page];
  for (const { who, path } of screens) {
    const page = await newPage(browser, options);
    const sockets: WebSocket[] = [];
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      sockets.push(ws);
      if (ws.url().endsWith('/graphql'))
        ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    socketsOf.set(page, sockets);
    framesOf.set(page, frames);
    await signInAs(page, who);
    await page.goto(`${baseURL()}${path}`);
    pages.push(page);
  }
  return pages;
}

const socketsOf = new WeakMap<Page, WebSocket[]>();
const framesOf = new WeakMap<Page, string[]>();

/**
 * How many subscription events (graphql-ws `next` messages) the page (from twoContexts) has
 * received so far. A live screen does not poll while its socket is up, so a change it shows after
 * this count grew came by the push: the browser tests check that, and bench/events.ts how fast
 * (issue 20: within a second), which a test's clock on a busy machine cannot.
 */
export function pushesTo(page: Page): number {
  return (framesOf.get(page) ?? []).filter((frame) => /"type"\s*:\s*"next"/.test(frame)).length;
}

/** Resolves once the page (from twoContexts) has its subscriptions socket to /graphql open. */
export async function liveSocket(page: Page, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  while (!(socketsOf.get(page) ?? []).some((ws) => ws.url().endsWith('/graphql') && !ws.isClosed())) {
    if (Date.now() > until) throw new Error('the page opened no subscriptions socket');
    await page.waitForTimeout(100);
  }
}

/** Fills and submits the real sign-in form (the page must already show it). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export interface SignInOptions {
  /** A story's own gateway (offline-gateway-stopped); else this worker's. */
  gateway?: string;
  /**
   * Where the app goes once signed in, as for a person who opened a link while signed out (the
   * form's `?redirect=`, web/src/app/session/redirect.ts); else the user's landing page. A test
   * headed elsewhere passes its path: landing first and then loading the whole app again for the
   * path drew the landing page for nothing (the admin's is the order statistics, its charts and
   * whole-period queries): 1-3 s of each such sign-in on a busy 2-core machine. The path must
   * be one the user may open; a test about a refused page signs in and then goes there.
   */
  path?: string;
}

/** In-app navigation (scripts/chromium.ts), where the tests' other helpers are. */
export { goInApp } from '../../scripts/chromium';

/**
 * Where a test signs the admin in when its next steps are its own (data made through the API, then
 * a screen reached by its id): the admin's landing page is the order statistics, charts over
 * whole-period queries (1-3 s of a sign-in on a busy 2-core machine, and again on each reload),
 * drawn for nothing when the test is not about it. The outlets list is a short table.
 */
export const QUIET_ADMIN_PATH = '/Settings/Outlets';

/** Signs in through the real form and waits for the app's menu (on `path` when given). */
export async function signInAs(page: Page, who: keyof typeof ACCOUNTS, options: SignInOptions = {}) {
  const gateway = options.gateway ?? baseURL();
  const redirect = options.path ? `?redirect=${encodeURIComponent(options.path)}` : '';
  await page.goto(`${gateway}/session/signin${redirect}`);
  await submitSignIn(page, ACCOUNTS[who].email, ACCOUNTS[who].password);
  const landed = options.path ? new URL(options.path, gateway).pathname : null;
  await page.waitForURL((url) => (landed ? url.pathname === landed : !url.pathname.startsWith('/session/')));
  // The URL changes before React has drawn the layout: wait for the menu itself.
  await page.getByRole('complementary', { name: 'Главное меню' }).waitFor();
  await page.locator('.app-sidebar .app-nav-item').first().waitFor();
}

/**
 * Signs a new account up through the real form as `name` (a fresh e-mail each time) and waits for
 * the page a new sign-up lands on: waiting for rights (no product route admits them yet).
 */
export async function signUp(page: Page, name: string, emailPrefix = 'newcomer') {
  await page.goto(`${baseURL()}/session/signup`);
  await page.getByLabel('Имя пользователя').fill(name);
  await page.getByLabel('Email').fill(`${emailPrefix}-${Date.now()}@example.com`);
  await page.getByLabel('Пароль').fill('secret-123');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.waitForURL('**/session/awaiting');
}

/**
 * Per browser, for the file using it (useBrowser closes them and forgets them after the file):
 * each account's signed-in context, by its options.
 */
const signedInContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

/**
 * A new tab of the file's one context where `who` is signed in, on `path` when given (not yet
 * drawn: the caller waits for its screen), else on the landing page with its menu drawn. The
 * first call for `who` (and these context options) signs in through the real form (signInAs, onto
 * `path` straight away) and returns that page; later calls open another tab of the same context, as a person opens a second
 * tab on the same workstation: the sign-in form, its server round trip and the landing page are
 * paid once per file, and the tabs share the context's HTTP cache, so the app's scripts are not
 * fetched and compiled again for every test (together 2–4 s a test on a busy 2-core machine).
 * Signing in itself is session.test.ts's story. A test closes its tab (`page.close()`); one that
 * needs storage of its own (a workstation's settings, its offline queue, signing out) takes
 * `newPage` and `signInAs` instead.
 */
export async function signedInPage(
  browser: Browser,
  who: keyof typeof ACCOUNTS,
  path?: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const contexts = signedInContexts.get(browser) ?? new Map<string, Promise<BrowserContext>>();
  signedInContexts.set(browser, contexts);
  // The viewport is each tab's own (set below), so tabs of other sizes share the context.
  const { viewport, ...shared } = options;
  const key = `${who} ${JSON.stringify(shared)}`;
  const open = contexts.get(key);
  if (!open) {
    const page = await newPage(browser, { ...shared, viewport: viewport ?? CONTEXT.viewport });
    const context = signInAs(page, who, { path }).then(() => page.context());
    contexts.set(key, context);
    // A failed sign-in or a closed context is not kept: the next call signs in again.
    context.catch(() => contexts.delete(key));
    page.context().once('close', () => contexts.delete(key));
    await context;
    return page;
  }
  const page = await watchedPage(await open);
  await page.setViewportSize(viewport ?? CONTEXT.viewport!);
  if (path) {
    await page.goto(`${baseURL()}${path}`);
  } else {
    await page.goto(baseURL());
    await page.getByRole('complementary', { name: 'Главное меню' }).waitFor();
    await page.locator('.app-sidebar .app-nav-item').first().waitFor();
  }
  return page;
}

/**
 * Scrolls the table inside `box` (our own wrapper of a Blueprint Table2) to its end, or back to
 * its top, with the mouse wheel over its rows, as a person does: the table's scroll container is
 * Blueprint's inner element with no role to find it by. The scroll may still be running when this
 * resolves; the caller awaits what it brings (the next page's rows).
 */
export async function wheelTable(box: Locator, to: 'end' | 'top' = 'end'): Promise<void> {
  const at = await box.boundingBox();
  if (!at) throw new Error('wheelTable: the table is not on screen');
  const page = box.page();
  // Below the header row, inside the rows.
  await page.mouse.move(at.x + at.width / 2, at.y + Math.min(at.height / 2, 120));
  await page.mouse.wheel(0, to === 'end' ? 1_000_000 : -1_000_000);
}

/** Opens every closed group of the sidebar and returns the paths of all its links. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('complementary', { name: 'Главное меню' });
  await sidebar.locator('.app-nav-item').first().waitFor();
  for (;;) {
    const closed = sidebar.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return sidebar.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The page's own session calls GraphQL: the same token, the same gateway. */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const reply = await page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query, variables },
  );
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}
