/**
 * Issue 20 item 5 in Chromium: a cashier takes an order at the POS (/order/newTest) in one browser
 * context; the fast-food board open in another context shows its ticket without a reload, pushed
 * over the orderChanged subscription (the board no longer polls while its socket is up).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, liveSocket, problems, twoContexts } from './browser';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the fast-food board in another browser', () => {
  it('shows an order taken at the POS without a reload', async () => {
    const [board, till] = await twoContexts(
      browser,
      [
        { who: 'fastfood', path: '/order/allOrderFastFood' },
        { who: 'fastfood', path: '/order/newTest' },
      ],
      { viewport: { width: 1366, height: 900 } },
    );
    await board.locator('.board-column').first().waitFor();
    // The socket is up (the page's own WebSocket to /graphql) before the sale is made.
    await liveSocket(board);
    let reloads = 0;
    board.on('framenavigated', () => reloads++);

    await till.locator('.pos-product').first().waitFor();
    await till.locator('.pos-product').first().click();
    await expect.poll(() => till.locator('.pos-cart-count').first().textContent()).toBe('1');
    // Card: no open cash shift needed.
    const card = till.getByRole('button', { name: /Карта/ });
    if (await card.count()) await card.first().click();
    await till.getByRole('button', { name: /^Оплатить/ }).click();
    const shortcut = till.getByRole('dialog').getByRole('button', { name: 'Открыть смену' });
    const done = till.getByRole('alert').filter({ hasText: /Заказ \d{6}-\d+/ });
    await Promise.race([done.waitFor(), shortcut.waitFor()]);
    if (await shortcut.isVisible()) {
      await till.getByLabel('Наличные в кассе на начало смены, ₽').fill('1000');
      await shortcut.click();
    }
    await done.waitFor();
    const number = /Заказ (\d{6}-\d+)/.exec((await done.first().textContent())!)![1];

    const started = Date.now();
    const ticket = board.getByTestId(`ticket-${number}`);
    // Well under the old 15 s poll: the push, one re-read of the day.
    await ticket.waitFor({ timeout: 5_000 });
    const took = Date.now() - started;
    expect(reloads).toBe(0);
    await ticket.scrollIntoViewIfNeeded();
    await board.screenshot({ path: join(shots, 'board-live.png') });
    expect(took).toBeLessThan(5_000);
    expect(problems.get(board)).toEqual([]);
    await till.context().close();
    await board.context().close();
  });
});
