/**
 * Issue 20 item 5 in Chromium, two people at two screens: an order taken through the order form
 * in one browser context shows in the order list open in the other, and an order from the site
 * rings the other's bell, both without a reload (orderChanged and notificationAdded over the
 * page's WebSocket; neither screen polls).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql, liveSocket, problems, pushesTo, twoContexts, useBrowser, wheelTable } from './browser';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

/** An order from the site (its source is online): the CRM raises a notification for it. */
async function siteOrder(page: Page): Promise<string> {
  const reply = await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const get = async (url: string) => (await fetch(url, { headers: auth })).json();
    const products = (await get('/api/catalog/getAllProductList')) as {
      id: number;
      price: number;
      shopType: string;
      active: boolean;
      deleted: boolean;
    }[];
    const product = products.find((p) => p.shopType === 'flower_shop' && p.active && !p.deleted)!;
    const sources = (await get('/api/reference/getAllOrderSource')) as { id: number; online: boolean }[];
    const res = await fetch('/api/order/newOrder', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        newOrderData: {
          products: [{ id: product.id, count_product: 1, priceProduct: product.price }],
          klient: { firstName: 'Сайт', phone: '+7 900 333-44-55' },
          social: sources.find((s) => s.online)!.id,
        },
      }),
    });
    return (await res.json()) as { number: string };
  });
  return reply.number;
}

/**
 * Waits until the list shows order `number`. The list runs oldest first and draws only the rows in
 * view, so on a busy day (other files' orders) a new order is at the end: look there, as a person
 * would, scrolling down again as rows arrive.
 */
async function rowShows(list: Page, number: string) {
  const table = list.locator('.orders-page .orders-table');
  const row = list.locator('.orders-number', { hasText: number });
  await expect
    .poll(
      async () => {
        await wheelTable(table);
        return row.count();
      },
      // The page's own default: the push comes in well under it (bench/events.ts times it).
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

describe('the order list and the bell in another browser', () => {
  it('show an order taken in the form and a site order without a reload', async () => {
    const [list, desk] = await twoContexts(browser(), [
      { who: 'admin', path: '/order/allOrder' },
      { who: 'admin', path: '/order/newOrder' },
    ]);
    // A clean bell to count from: other files' orders may have raised notifications.
    await graphql(desk, 'mutation { clearNotifications { notifications { id } } }');
    await list.reload();
    // The count and the sum, which come beside the first page: the change below must move them.
    await list
      .locator('.orders-summary')
      .getByText(/Показано: \d+ из \d+/)
      .waitFor();
    await liveSocket(list);
    const quiet = pushesTo(list);
    let reloads = 0;
    list.on('framenavigated', () => reloads++);
    const bell = list.getByRole('button', { name: /^Уведомления/ });
    expect(await bell.getAttribute('aria-label')).toBe('Уведомления');
    const summary = () => list.locator('.orders-summary').textContent();
    const before = await summary();

    // The colleague takes an order at the desk: client, address, one product.
    await desk.locator('#client-phone').fill('+7 (999) 777-12-34');
    await desk.locator('#client-firstName').fill('Живой');
    await desk.locator('#deliveryAddress').fill('ул. Садовая, 1');
    const picker = desk.getByRole('combobox', { name: 'Товар 1' });
    await picker.click();
    await picker.pressSequentially('роза', { delay: 30 });
    await desk.getByRole('listbox').getByRole('option').first().waitFor();
    await desk.keyboard.press('ArrowDown');
    await desk.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).not.toBe('');
    await desk.getByRole('button', { name: 'Создать заказ' }).click();
    const created = desk.getByRole('alert').filter({ hasText: /Заказ \d{6}-\d+ создан/ });
    await created.waitFor();
    const number = /Заказ (\d{6}-\d+)/.exec((await created.first().textContent())!)![1];

    await rowShows(list, number);
    // Came by the push: the list does not poll while its socket is up.
    const pushed = pushesTo(list);
    expect(pushed).toBeGreaterThan(quiet);
    // The totals line follows the new row.
    await expect.poll(summary).not.toBe(before);

    // An order from the site: the list's bell rings at once.
    const site = await siteOrder(desk);
    await list.getByRole('button', { name: 'Уведомления: 1' }).waitFor();
    expect(pushesTo(list)).toBeGreaterThan(pushed);
    await rowShows(list, site);
    await list.getByRole('button', { name: 'Уведомления: 1' }).click();
    await list
      .getByRole('dialog', { name: 'Уведомления' })
      .getByText(`Новый заказ с сайта ${site}`)
      .waitFor();
    await list.screenshot({ path: join(shots, 'orders-live.png') });

    expect(reloads).toBe(0);
    expect(problems.get(list)).toEqual([]);
    await desk.context().close();
    await list.context().close();
  });
});
