/**
 * A cold order list's first requests (issue 17, V2; docs/performance.md): the session check (Me)
 * and the list's first page leave without waiting for the data layer's code (Apollo, graphql-js,
 * the generated documents: web/src/app/early.ts), and the list shows that page as its own.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, problems, signInAs, signUp, useBrowser } from './browser';

const browser = useBrowser();

/** The data layer's chunks: Apollo Client (graphql/client.ts and its libraries). */
const DATA_LAYER = /\/assets\/client-[^/]+\.js$/;

/** The operations whose syntax trees a script holds (as the minifier writes them). */
const OPERATION =
  /operation:["'`](?:query|mutation|subscription)["'`],name:\{kind:["'`]Name["'`],value:["'`](\w+)/g;

/** GraphQL operations the page sends, by name, in order. */
function operations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
    const body = JSON.parse(r.postData() ?? '{}') as { operationName?: string; query?: string };
    // The sign-in page's plain fetch names its operation in the query only.
    sent.push(body.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '');
  });
  return sent;
}

/** A new tab (cold HTTP cache) holding `token` as the web keeps it. */
async function coldTab(token: string): Promise<Page> {
  const page = await newPage(browser());
  await page.context().addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return page;
}

/**
 * A new tab (cold HTTP cache) of an admin who last had the order list: the token and the access
 * the server last confirmed for them (session/accessHint.ts), as the web keeps them.
 */
async function returningTab(): Promise<Page> {
  const signedIn = await newPage(browser());
  await signInAs(signedIn, 'admin', { path: '/order/allOrder' });
  await signedIn.waitForFunction(() => window.localStorage.getItem('session.access'));
  const stored = await signedIn.evaluate(() => ({ ...window.localStorage }));
  await signedIn.context().close();
  // What the confirmed session left for the next cold page.
  expect(JSON.parse(stored['session.access'] ?? 'null')).toMatchObject({
    accessPage: expect.arrayContaining(['ALLORDER']),
  });
  const page = await coldTab(stored.accessToken);
  await page
    .context()
    .addInitScript((hint) => window.localStorage.setItem('session.access', hint), stored['session.access']);
  return page;
}

describe('the order list on a cold tab', () => {
  it('asks for the session and its first page while the data layer’s code is still on its way', async () => {
    const signedIn = await newPage(browser());
    await signInAs(signedIn, 'admin');
    const token = (await signedIn.evaluate(() => window.localStorage.getItem('accessToken')))!;
    await signedIn.context().close();

    const page = await coldTab(token);
    const held: Route[] = [];
    let holding = true;
    await page.route(DATA_LAYER, (route) => (holding ? held.push(route) : route.continue()));
    const sent = operations(page);
    await page.goto(`${baseURL()}/order/allOrder`, { waitUntil: 'commit' });

    // With Apollo's code held back, both requests still leave.
    await expect.poll(() => sent, { timeout: 15_000 }).toEqual(['Me', 'OrdersPage']);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));

    await page.locator('.orders-table .orders-number').first().waitFor();
    await page
      .locator('.orders-summary')
      .getByText(/Показано: \d+ из \d+/)
      .waitFor();
    // The table took the early page as its own: one OrdersPage, not a second from the table.
    expect(sent.filter((op) => op === 'OrdersPage')).toHaveLength(1);
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('with the access its user last had, the first page leaves beside the session check', async () => {
    const page = await returningTab();
    // The session check's answer is held: the page must not wait for it to ask.
    const heldMe: Route[] = [];
    let holding = true;
    await page.route('**/graphql', (route) => {
      const me = /"operationName":"Me"/.test(route.request().postData() ?? '');
      return me && holding ? heldMe.push(route) : route.continue();
    });
    const sent = operations(page);
    await page.goto(`${baseURL()}/order/allOrder`, { waitUntil: 'commit' });
    await expect.poll(() => sent, { timeout: 15_000 }).toEqual(['Me', 'OrdersPage']);
    expect(heldMe).toHaveLength(1);
    // Nothing is shown before the session is confirmed.
    expect(await page.locator('.orders-table .orders-number').count()).toBe(0);
    holding = false;
    await heldMe[0].continue();

    await page.locator('.orders-table .orders-number').first().waitFor();
    expect(sent.filter((op) => op === 'OrdersPage')).toHaveLength(1);
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('installs the offline worker once the first page is shown, not while the screen waits for it', async () => {
    const signedIn = await newPage(browser());
    await signInAs(signedIn, 'admin');
    const token = (await signedIn.evaluate(() => window.localStorage.getItem('accessToken')))!;
    await signedIn.context().close();

    // The worker's install fetches ~140 files: while the list waits for its page (the main thread
    // idle, the page loaded), that used to start and take the cores the first render needs.
    const page = await newPage(browser(), { serviceWorkers: 'allow' });
    await page.context().addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
    const workers: string[] = [];
    page.context().on('serviceworker', (worker) => workers.push(worker.url()));
    const held: Route[] = [];
    let holding = true;
    await page.route('**/graphql', (route) => {
      const list = /"operationName":"OrdersPage"/.test(route.request().postData() ?? '');
      return list && holding ? held.push(route) : route.continue();
    });
    await page.goto(`${baseURL()}/order/allOrder`);
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    // Loaded and idle: the moment the worker used to be registered at (within a few ms).
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(2_500);
    expect(workers).toEqual([]);

    holding = false;
    await held[0].continue();
    await page.locator('.orders-table .orders-number').first().waitFor();
    await expect.poll(() => workers, { timeout: 40_000 }).toEqual([`${baseURL()}/sw.js`]);
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('with the access its user last had, the screen’s code loads before the app’s entry has run', async () => {
    const page = await returningTab();
    // The app's entry (index.html's module script: React, the router, Blueprint) is held: before,
    // the router asked for the shell's and the screen's chunks only once the entry had run.
    const html = await (await fetch(`${baseURL()}/order/allOrder`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const held: Route[] = [];
    let holding = true;
    await page.route(`**${entry}`, (route) => (holding ? held.push(route) : route.continue()));
    const scripts: string[] = [];
    page.on('request', (r) => {
      const name = /\/assets\/([A-Za-z]+)-[^/]+\.js$/.exec(r.url())?.[1];
      if (name) scripts.push(name);
    });
    await page.goto(`${baseURL()}/order/allOrder`, { waitUntil: 'commit' });
    await expect
      .poll(() => ['SignedInShell', 'AllOrdersPage'].filter((c) => scripts.includes(c)), { timeout: 15_000 })
      .toEqual(['SignedInShell', 'AllOrdersPage']);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));

    await page.locator('.orders-table .orders-number').first().waitFor();
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('loads the documents the list asks for, not the other screens’ nor the list editors’', async () => {
    const page = await returningTab();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (/\/assets\/[^/]+\.js$/.test(r.url())) scripts.add(r.url());
    });
    await page.goto(`${baseURL()}/order/allOrder`);
    await page.locator('.orders-table .orders-number').first().waitFor();
    const loaded = new Set<string>();
    for (const url of scripts)
      for (const [, name] of (await (await fetch(url)).text()).matchAll(OPERATION)) loaded.add(name);
    // The build gives each document a module of its own (web/split-documents.ts): before, one
    // chunk of all ~320 came with every screen.
    expect([...loaded]).toEqual(expect.arrayContaining(['OrdersPage', 'OrdersTotals']));
    // The warehouse's, the mailings' and a list's writes stay with the screens that use them.
    for (const elsewhere of ['StockDocumentsPage', 'MarketingCampaigns', 'CreateChangeOption'])
      expect(loaded.has(elsewhere), elsewhere).toBe(false);
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('fetches an order’s drawer after the first row, and an order opens with it', async () => {
    const page = await returningTab();
    // The moment of the first row, by the page's own clock (as bench/lib.ts firstRowWatch takes it).
    await page.context().addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('.orders-table .orders-number')) return;
        observer.disconnect();
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseURL()}/order/allOrder`);
    const row = page.locator('.orders-table .orders-number').first();
    await row.waitFor();
    // Fetched at an idle moment once the rows are shown, not on the way to them.
    const drawerCode = () =>
      page.evaluate(() => {
        const firstRowAt = (window as unknown as { firstRowAt: number }).firstRowAt;
        const starts = performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/OrderDrawer-[^/]+\.js$/.test(r.name))
          .map((r) => r.startTime);
        return starts.map((start) => start > firstRowAt);
      });
    await expect.poll(drawerCode, { timeout: 15_000 }).toEqual([true]);
    await row.click();
    await page.locator('.orders-drawer .orders-details').first().waitFor();
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a hint that no longer holds costs one refused request, and no order is shown', async () => {
    const page = await newPage(browser());
    await signUp(page, 'Флорист без прав', 'hint');
    // As a hint left from rights since taken away (or edited by hand) would read.
    await page.evaluate(() => {
      const hint = JSON.parse(window.localStorage.getItem('session.access') ?? 'null') as {
        accessPage: string[];
      };
      window.localStorage.setItem('session.access', JSON.stringify({ ...hint, accessPage: ['ALLORDER'] }));
    });
    const sent = operations(page);
    const refusals: string[] = [];
    page.on('response', async (r) => {
      if (!/"operationName":"OrdersPage"/.test(r.request().postData() ?? '')) return;
      const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
      refusals.push(body.errors?.[0]?.extensions?.code ?? 'none');
    });
    await page.goto(`${baseURL()}/order/allOrder`);
    await page.waitForURL('**/session/awaiting');
    await page.getByRole('button', { name: 'Проверить снова' }).waitFor();
    // The server refused the page; the app showed none of it.
    await expect.poll(() => refusals, { timeout: 15_000 }).toEqual(['FORBIDDEN']);
    expect(sent.filter((op) => op === 'OrdersPage')).toHaveLength(1);
    expect(await page.locator('.orders-number').count()).toBe(0);
    await page.context().close();
  });

  it('a stored token the server refuses ends at sign-in, and no order is asked for', async () => {
    // Fresh by its expiry, but not signed by this gateway.
    const claims = Buffer.from(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const page = await coldTab(`eyJhbGciOiJIUzI1NiJ9.${claims.toString('base64url')}.forged`);
    const sent = operations(page);
    await page.goto(`${baseURL()}/order/allOrder`);
    await page.waitForURL((url) => url.pathname === '/session/signin');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    expect(sent).toEqual(['Me', 'SignupAllowed']);
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
    await page.context().close();
  });
});
