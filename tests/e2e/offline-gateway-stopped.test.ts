/**
 * Sales with the gateway PROCESS stopped (issue 24, docs/offline.md «Очередь заказов без сети»).
 * offline-queue.test.ts cuts the network inside the browser (setOffline, aborted routes); here the
 * browser stays online and the server is really gone, its port closed, as when the shop's
 * computer that runs the gateway restarts. One Chromium on a persistent profile, against a gateway
 * of the story's own (the suite's shared one keeps serving the other files), stopped with SIGTERM
 * and started again on the same port (the browser's origin: its worker, its IndexedDB) and the same
 * data dir (the orders, the JWT secret that keeps the cashier's token valid, the idempotency keys).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { launchProfile, problems, signInAs, watchedPage } from './browser';
import { startServer, startWithBrowser, type Server } from './globalSetup';
import { queueStatus, SalesStory, stored } from './offline';
import { stillness } from './settle';
import { dismissToasts } from './toasts';

const root = join(import.meta.dirname, '../..');
const shots = process.env.E2E_SHOTS ?? join(root, 'test-results');
mkdirSync(shots, { recursive: true });

/** The count: a sale is half a second of taps, 30 of them less than the gateway's first start. */
const SALES = 30;
const QUEUED = /^Заказ Ф-\d+ принят без связи, будет отправлен/;

/** The top bar as the cashier sees it, saved for a look (the sales' toasts over it closed first). */
async function topBar(page: Page, name: string) {
  // Closed as a cashier closes them, not waited out (their 3-6 s timeouts, after every sale).
  await dismissToasts(page);
  await stillness(page);
  await page.locator('.app-topbar').screenshot({ path: join(shots, name) });
}

describe('the POS with the gateway process stopped', () => {
  // Two gateway starts on top of the story: past the suite's 2 minutes on a busy 2-core machine.
  it(
    'takes sales across a reload and a browser restart; started again, the gateway gets each once',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-stopped-data-'));
      const profile = mkdtempSync(join(tmpdir(), 'e2e-stopped-profile-'));
      let server: Server | undefined;
      let till: BrowserContext | undefined;
      // The gateway opens a copy of the suite's seeded CRM (seeding its own cost 20-45 s of this
      // story, which is about the till) meanwhile Chromium starts.
      const starting = startWithBrowser(
        startServer(inject('gatewayMain'), 'stopped', {}, { dataDir, template: inject('seededDataDir') }),
        launchProfile(profile),
      );
      // Also after a failure or a timeout, which never reach the story's end: no gateway outlives
      // the test. A timeout can come while the two are still starting: those are awaited too.
      onTestFinished(async () => {
        const first = await starting.catch(() => undefined);
        await first?.browser.close();
        await till?.close();
        await first?.server.stop();
        await server?.stop();
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(profile, { recursive: true, force: true });
      });
      ({ server, browser: till } = await starting);
      const gateway = server.baseURL;
      const story = new SalesStory(() => gateway);
      let page = await watchedPage(till);
      await signInAs(page, 'fastfood', { gateway });
      await story.begin(page);
      await page.goto(`${gateway}/order/newTest`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await story.pick(page);
      // What the outage finds: the worker in control, the till's data and the search stored.
      await expect
        .poll(async () =>
          (await stored(page)).some(
            (s) => s.operation === 'ProductsPage' && s.variables.includes(story.stamp),
          ),
        )
        .toBe(true);
      const before = await story.serverState();

      // The gateway process stopped: SIGTERM, the process gone, nothing listens on its port.
      await server.stop();
      await expect(fetch(`${gateway}/healthz`)).rejects.toThrow();
      const sales = Array.from({ length: SALES }, (_, i) => story.saleNo(i));
      let paid = '';
      for (const s of sales.slice(0, 12)) paid = await story.sell(page, s, QUEUED);
      await expect.poll(() => queueStatus(page).textContent()).toContain('Нет связи');
      await expect.poll(() => queueStatus(page).textContent()).toContain('Ждут отправки: 12');
      await topBar(page, 'gateway-stopped-topbar.png');

      // A reload: the shell from the worker, the catalogue from IndexedDB, the queue from disk.
      await page.reload();
      await story.pick(page);
      await expect.poll(() => queueStatus(page).textContent()).toContain('Ждут отправки: 12');
      for (const s of sales.slice(12, 22)) paid = await story.sell(page, s, QUEUED);

      // A browser restart on the same profile, the gateway still down.
      await till.close();
      till = await launchProfile(profile);
      page = await watchedPage(till);
      await page.goto(`${gateway}/order/newTest`);
      await story.pick(page);
      await expect.poll(() => queueStatus(page).textContent()).toContain('Ждут отправки: 22');
      for (const s of sales.slice(22)) paid = await story.sell(page, s, QUEUED);
      await expect.poll(() => queueStatus(page).textContent()).toContain(`Ждут отправки: ${SALES}`);
      const provisional = /Ф-\d+/.exec(paid)![0];
      // The board shows them in its first column with their provisional numbers.
      await page.goto(`${gateway}/order/allOrderFastFood`);
      await expect.poll(() => page.locator('.board-card-queued').count()).toBe(SALES);
      await page.getByTestId(`queued-${provisional}`).waitFor();
      const numbers = await page
        .locator('.board-card-queued')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
      expect(new Set(numbers).size).toBe(SALES);
      await page.screenshot({ path: join(shots, 'gateway-stopped-board.png') });

      // The gateway started again where the browser knows it; the till notices by itself (its
      // probe: the browser never went offline, so no `online` event comes).
      server = await startServer(
        inject('gatewayMain'),
        'stopped-again',
        {},
        { port: Number(new URL(gateway).port), dataDir },
      );
      await expect
        .poll(() => queueStatus(page).getAttribute('aria-label'), { timeout: 60_000 })
        .toBe('В сети');
      expect(await queueStatus(page).textContent()).not.toMatch(/Ждут отправки|Нет связи/);
      await topBar(page, 'gateway-stopped-synced-topbar.png');

      // Each sale once, with its lines and total; the shift's cash grew by the cash sales.
      const after = await story.serverState();
      expect(after.orders - before.orders).toBe(sales.length);
      const orders = await story.lastOrders(sales.length);
      expect(story.actualOrders(orders)).toEqual(story.expectedOrders(sales));
      expect(after.cash - before.cash).toBe(story.cashOf(sales));
      // On the board «Ф-N» gave way to the server's numbers.
      await expect.poll(() => page.locator('.board-card-queued').count()).toBe(0);
      for (const o of orders) await page.getByTestId(`ticket-${o.number}`).waitFor();
      await page.getByTestId(`ticket-${orders[0].number}`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, 'gateway-stopped-board-synced.png') });
      expect(
        problems
          .get(page)
          ?.filter((p) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/.test(p)) ?? [],
      ).toEqual([]);
    },
  );
});
