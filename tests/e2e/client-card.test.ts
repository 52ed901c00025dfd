/**
 * Issue 26 item 6 in Chromium: the client card opens from the client directory (a click on the
 * client) and from the order form (beside a regular client found by phone), shows the client's
 * totals and orders newest first, and an order opens from it; a manager without the client
 * directory sees the phone masked in the card.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, graphql, newPage, QUIET_ADMIN_PATH, signInAs, useBrowser } from './browser';

const shots = process.env.E2E_SHOTS ?? join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

// A phone and a surname no seeded client has.
const PHONE = '+7 (999) 626-06-26';
const SURNAME = 'Карточкина';

/** Two orders of a new client, on two days: the card lists the later one first. */
async function clientWithOrders(page: Page) {
  const { products } = await graphql<{ products: { id: string; price: number; shopType: string }[] }>(
    page,
    '{ products { id price shopType } }',
  );
  const rose = products.find((p) => p.shopType === 'flower_shop')!;
  const made: { id: string; number: string; clientId: string }[] = [];
  for (const date of ['2026-01-10', '2026-02-14']) {
    const {
      createOrder: { order: createOrder },
    } = await graphql<{ createOrder: { order: { id: string; number: string; clientId: string } } }>(
      page,
      `
        mutation ($input: OrderInput!) {
          createOrder(input: $input) {
            order {
              id
              number
              clientId
            }
            userErrors {
              field
              code
              message
            }
          }
        }
      `,
      {
        input: {
          shopType: 'flower_shop',
          date,
          client: { firstName: 'Вера', lastName: SURNAME, phone: PHONE },
          lines: [{ productId: rose.id, count: 2, price: rose.price }],
        },
      },
    );
    made.push(createOrder);
  }
  return made;
}

describe('the client card', () => {
  it('opens from the directory and from the order form; an order opens from it', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: QUIET_ADMIN_PATH });
    const [older, newer] = await clientWithOrders(page);

    // The directory: search the client, click them.
    await page.goto(`${baseURL()}/klientList/klientList`);
    await page.getByLabel('Поиск', { exact: true }).fill(SURNAME);
    const open = page.getByRole('button', { name: `Карточка: ${SURNAME}` });
    await open.waitFor();
    expect(await open.innerText()).toBe(SURNAME);
    await page.screenshot({ path: join(shots, 'client-directory.png') });
    await open.click();
    const card = page.locator('.client-card');
    await card.getByText(`${SURNAME} Вера`).waitFor();
    await expect.poll(() => card.getByLabel('Итоги заказов клиента').innerText()).toMatch(/^2 заказа/);
    const rows = card.getByRole('table', { name: 'Заказы клиента' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first.
    expect(await rows.nth(0).innerText()).toContain(newer.number);
    expect(await rows.nth(1).innerText()).toContain(older.number);
    expect(await card.innerText()).toContain('+7 (999) 626-06-26');
    await page.screenshot({ path: join(shots, 'client-card-directory.png') });
    // Delivery notices (issue 21) are switched off on the card, the same switch as the order drawer's.
    const notices = card.getByRole('checkbox', { name: 'Уведомлять клиента о доставке' });
    expect(await notices.isChecked()).toBe(true);
    await card.getByText('Уведомлять клиента о доставке').click();
    await expect.poll(() => notices.isChecked()).toBe(false);
    const stored = await graphql<{ clientCard: { deliveryNotices: boolean } }>(
      page,
      'query($id: ID!) { clientCard(id: $id) { deliveryNotices } }',
      { id: older.clientId },
    );
    expect(stored.clientCard.deliveryNotices).toBe(false);
    await page.screenshot({ path: join(shots, 'client-card-notices-off.png') });
    await card.getByRole('link', { name: older.number }).click();
    await page.waitForURL((url) => url.pathname === '/order/editOrder' && url.search === `?id=${older.id}`);

    // The order form: a regular client found by the whole phone, their card beside them.
    await page.goto(`${baseURL()}/order/newOrder`);
    await page.getByLabel('Телефон клиента').fill(PHONE);
    await page.getByText(`Постоянный клиент: ${SURNAME} Вера`).waitFor();
    await page.getByRole('button', { name: 'Карточка клиента' }).click();
    await expect
      .poll(() => card.getByRole('table', { name: 'Заказы клиента' }).innerText())
      .toContain(newer.number);
    await page.screenshot({ path: join(shots, 'client-card-order-form.png') });
    await page.context().close();
  });

  it('a manager without the client directory sees the phone masked', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'manager', { path: '/order/newOrder' });
    await page.getByLabel('Телефон клиента').fill(PHONE);
    await page.getByRole('button', { name: 'Карточка клиента' }).click();
    const card = page.locator('.client-card');
    await card.getByLabel('Данные клиента').waitFor();
    const text = await card.getByLabel('Данные клиента').innerText();
    expect(text).toContain('***');
    expect(text).not.toContain('626-06-26');
    // Not theirs to change (neither DELIVERY nor KLIENTS): the setting is shown, not switched.
    expect(text).toContain('Уведомления о доставке: нет');
    expect(await card.getByRole('checkbox', { name: 'Уведомлять клиента о доставке' }).count()).toBe(0);
    await expect
      .poll(() => card.getByRole('table', { name: 'Заказы клиента' }).locator('tbody tr').count())
      .toBe(2);
    await page.context().close();
  });
});
