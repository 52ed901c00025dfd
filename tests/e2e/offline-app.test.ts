/**
 * The installable app (issue 24 item 2; docs/offline.md «Приложение и данные без сети»): the
 * fast-food till opens with the network off, shows its products and prices and adds cart lines
 * with the right total, after a reload and after a browser restart, and is live again once the
 * network returns; a new version is offered on the next start and «Обновить» loads it.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseURL, launchBrowser, launchProfile, newPage, signInAs, watchedPage } from './browser';
import { startServer, startWithBrowser } from './globalSetup';
import { stored, storedOperations } from './offline';
import { SNAPSHOT_QUERIES } from '../../web/src/offline/snapshot/whitelist';

const root = join(import.meta.dirname, '../..');
const shots = join(root, 'test-results');
mkdirSync(shots, { recursive: true });

/** «1 234,50 ₽» → 123450 kopecks. */
const kopecks = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** The till as a cashier uses it: the tea's tile, two taps, one line of two, the total twice its price. */
async function sells(page: Page, price: number) {
  const tea = page.locator('.pos-product').filter({ hasText: 'Чай чёрный' });
  await tea.waitFor();
  expect(kopecks(await tea.locator('.pos-product-price').textContent())).toBe(price);
  await tea.click();
  await tea.click();
  const line = page.getByTestId('cart-line');
  await expect.poll(() => line.count()).toBe(1);
  expect(await line.textContent()).toContain('Чай чёрный');
  // Its −, + and comment buttons are drawn: icons first drawn now, offline, come from the worker.
  await expect.poll(() => line.locator('svg path').count()).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => kopecks(await page.getByTestId('pos-total').textContent())).toBe(2 * price);
}

const offlineNotice = (page: Page) => page.getByText(/^Нет связи: данные на \d\d:\d\d$/);

describe('the till without a network', () => {
  it('opens and sells offline after a reload and after a browser restart, and is live again online', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'e2e-profile-'));
    let context = await launchProfile(profile);
    try {
      let page = await watchedPage(context);
      await signInAs(page, 'fastfood');
      await page.goto(`${baseURL()}/order/newTest`);
      const tea = page.locator('.pos-product').filter({ hasText: 'Чай чёрный' });
      await tea.waitFor();
      const price = kopecks(await tea.locator('.pos-product-price').textContent());
      expect(price).toBeGreaterThan(0);
      // What an outage finds: the worker in control and the till's replies stored.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await expect
        .poll(() => storedOperations(page))
        .toEqual(expect.arrayContaining(['Me', 'ListsBootstrap', 'ProductsPage', 'PosMenu']));

      await context.setOffline(true);
      await page.reload();
      await offlineNotice(page).waitFor();
      await sells(page, price);
      await page.screenshot({ path: join(shots, 'offline-pos.png') });

      // A browser restart on the same profile, the network still off.
      await context.close();
      context = await launchProfile(profile);
      await context.setOffline(true);
      page = await watchedPage(context);
      await page.goto(`${baseURL()}/order/newTest`);
      await offlineNotice(page).waitFor();
      await sells(page, price);

      // Back online: the catalogue comes from the server again and the notice goes.
      await context.setOffline(false);
      const live = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'ProductsPage',
      );
      await page.reload();
      expect((await live).status()).toBe(200);
      await sells(page, price);
      expect(await offlineNotice(page).count()).toBe(0);

      // What the till kept: whitelisted replies only, no list with phones or e-mails, no e-mail.
      const kept = await stored(page);
      const allowed = ['Me', ...Object.keys(SNAPSHOT_QUERIES)];
      expect(kept.map((s) => s.operation).filter((op) => !allowed.includes(op))).toEqual([]);
      const lists = kept.find((s) => s.operation === 'ListsBootstrap')!.data;
      expect(lists.employees).toEqual([]);
      expect((lists.paymentTypes as unknown[]).length).toBeGreaterThan(0);
      expect(kept.find((s) => s.operation === 'Me')!.data.me).toMatchObject({ email: '' });
      // «Выйти» leaves nothing for the next cashier on this till.
      await page.getByRole('button', { name: /Пользователь/ }).click();
      await page.getByText('Выйти').click();
      await page.waitForURL((url) => url.pathname === '/session/signin');
      expect(await storedOperations(page)).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/**
 * A deploy as the browser sees it: a new index.html (marked `version`) and the worker that
 * precaches it (its revision in sw.js changes with it); the twins precompress.ts wrote are dropped
 * so the gateway sends the new files.
 */
function deploy(dist: string, version: string) {
  const page = readFileSync(join(dist, 'index.html'), 'utf8')
    .replace(/\n {4}<meta name="flora-build"[^>]*>/, '')
    .replace('<head>', `<head>\n    <meta name="flora-build" content="${version}" />`);
  writeFileSync(join(dist, 'index.html'), page);
  const revision = createHash('md5').update(page).digest('hex');
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const next = worker.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  expect(next, 'the worker precaches index.html by revision').not.toBe(worker);
  writeFileSync(join(dist, 'sw.js'), next);
  for (const twin of ['index.html.br', 'index.html.gz', 'sw.js.br', 'sw.js.gz'])
    rmSync(join(dist, twin), { force: true });
}

const version = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="flora-build"]')?.getAttribute('content') ?? 'first');

describe('a new version', () => {
  it('never strands a till: a chunk gone after a deploy offers a reload; the next start offers «Доступна новая версия»', async () => {
    // A gateway of its own serving a copy of the build, which the test then redeploys. Only the
    // session pages are opened, so no CRM is needed behind it.
    const dist = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
    cpSync(join(root, 'web/dist'), dist, { recursive: true });
    // Chromium starts while the gateway does; whichever came up is closed when the other failed.
    const { server, browser } = await startWithBrowser(
      startServer(inject('gatewayMain'), 'offline-app', {
        WEB_DIST: dist,
        CRM_URL: 'http://127.0.0.1:9',
        CRM_API_KEY: 'not-used',
      }),
      launchBrowser(),
    ).catch((error: unknown) => {
      rmSync(dist, { recursive: true, force: true });
      throw error;
    });
    try {
      const page = await newPage(browser, { serviceWorkers: 'allow' });
      await page.goto(`${server.baseURL}/session/signin`);
      await page.getByRole('button', { name: 'Войти' }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await version(page)).toBe('first');

      // A deploy while the page is open: the server no longer has the old version's sign-up chunk.
      deploy(dist, 'second');
      const assets = join(dist, 'assets');
      const chunk = readdirSync(assets).find((name) => /^SignUpPage-.*\.js$/.test(name))!;
      renameSync(join(assets, chunk), join(dist, chunk));
      await page.getByRole('link', { name: 'Регистрация' }).click();
      await page.getByText('Вышла новая версия приложения').waitFor();
      await page.screenshot({ path: join(shots, 'offline-chunk-gone.png') });
      // The new version has its chunks (here: the same file back).
      renameSync(join(dist, chunk), join(assets, chunk));
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Обновить страницу' }).click(),
      ]);
      await page.getByRole('heading', { name: /Регистрация/ }).waitFor();
      expect(await version(page)).toBe('second');

      // The next deploy is found when the app starts again: offered, never forced on a sale.
      deploy(dist, 'third');
      await page.reload();
      await page.getByText('Доступна новая версия').waitFor();
      expect(await version(page)).toBe('second');
      await page.screenshot({ path: join(shots, 'offline-update-prompt.png') });
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Обновить', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: /Регистрация/ }).waitFor();
      expect(await version(page)).toBe('third');
    } finally {
      await browser.close();
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
