/**
 * Issue 26 item 4 in Chromium: a florist picks «Завтра» and sees tomorrow's deliveries (an order
 * taken today, due tomorrow), the list switches to «По дате: доставки» by itself, and a status
 * filter narrows the list on the server down to «Нет заказов по этим условиям», undone by the reset.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, graphql, launchBrowser, newPage, signInAs } from './browser';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** yyyy-MM-dd in the shop's (and the test browser's) time zone, `days` from today. */
const shopDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

// A phone no seeded client has, so the search finds exactly this order.
const PHONE = '+7 (999) 555-26-04';

describe('the florist’s tomorrow', () => {
  it('«Завтра» lists tomorrow’s deliveries; a status filter narrows them; the reset brings them back', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'admin');
    const { products } = await graphql<{ products: { id: string; price: number; shopType: string }[] }>(
      page,
      '{ products { id price shopType } }',
    );
    const rose = products.find((p) => p.shopType === 'flower_shop')!;
    const { orderStatuses } = await graphql<{ orderStatuses: { id: string; name: string }[] }>(
      page,
      '{ orderStatuses { id name } }',
    );
    const [status, other] = orderStatuses;
    // Taken today, due tomorrow: the order «Завтра» used to miss.
    const { createOrder } = await graphql<{ createOrder: { id: string; number: string } }>(
      page,
      `
        mutation ($input: OrderInput!) {
          createOrder(input: $input) {
            id
            number
          }
        }
      `,
      {
        input: {
          shopType: 'flower_shop',
          date: shopDay(0),
          deliveryDate: shopDay(1),
          deliveryTime: '10:00-12:00',
          statusId: status.id,
          client: { firstName: 'Завтрашняя', lastName: 'Доставка', phone: PHONE },
          lines: [{ productId: rose.id, count: 1, price: rose.price }],
        },
      },
    );

    await page.goto(`${baseURL()}/order/allOrder`);
    const byDue = page.getByRole('group', { name: 'По дате' }).getByRole('button', { name: 'доставки' });
    await expect.poll(() => byDue.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Завтра' }).click();
    await expect.poll(() => byDue.getAttribute('aria-pressed')).toBe('true');
    await page.locator('.orders-page[aria-busy="false"]').waitFor();
    const summary = page.locator('.orders-summary');
    const total = async () => Number(/из (\d+)/.exec(await summary.innerText())?.[1] ?? -1);
    const numbers = page.locator('.orders-number');
    // The seed takes half of today's flower orders for delivery tomorrow, and ours is one of them.
    await expect.poll(total).toBeGreaterThan(1);
    await expect.poll(() => numbers.allTextContents(), { timeout: 15_000 }).toContain(createOrder.number);
    const all = await total();
    await page.screenshot({ path: join(shots, 'orders-tomorrow-due.png') });

    // Narrowed to our order's status: fewer (or as many), ours still among them.
    await page.getByLabel('Фильтр по статусу').selectOption(status.id);
    await expect.poll(total).toBeLessThanOrEqual(all);
    await expect.poll(() => numbers.allTextContents()).toContain(createOrder.number);
    const sameStatus = await total();
    // Our phone and another status: nothing, said plainly; the reset brings tomorrow back.
    await page.getByLabel('Поиск по телефону или имени').fill('9995552604');
    await expect.poll(total).toBe(1);
    await page.getByLabel('Фильтр по статусу').selectOption(other.id);
    await page.getByText('Нет заказов по этим условиям').waitFor();
    expect(await total()).toBe(0);
    await page.screenshot({ path: join(shots, 'orders-filter-empty.png') });
    await page.getByRole('button', { name: 'Сбросить фильтры' }).first().click();
    await expect.poll(total).toBe(all);
    expect(sameStatus).toBeGreaterThan(0);

    // By the day taken, tomorrow has none of today's orders: the explicit switch still works.
    await page.getByRole('group', { name: 'По дате' }).getByRole('button', { name: 'приёма' }).click();
    await expect.poll(() => numbers.allTextContents()).not.toContain(createOrder.number);
    await page.context().close();
  });
});
