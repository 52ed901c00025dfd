/**
 * Two tabs edit one order (issue 18 item 1): the first save lands; the second, made on the
 * version its form loaded, is refused with «Заказ изменён другим пользователем» and writes
 * nothing; «Обновить» reloads the order into the form, and saving from there works.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL, graphql, newPage, QUIET_ADMIN_PATH, signInAs, useBrowser } from './browser';
import { toast } from './toasts';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

describe('an order edited in two tabs', () => {
  it('the second save shows the conflict, changes nothing, and «Обновить» reloads the order', async () => {
    const first = await newPage(browser());
    await signInAs(first, 'admin', { path: QUIET_ADMIN_PATH });
    const { productsConnection } = await graphql<{
      productsConnection: { edges: { node: { id: string; price: number } }[] };
    }>(
      first,
      `
        {
          productsConnection(first: 1, filter: { shopType: flower_shop }) {
            edges {
              node {
                id
                price
              }
            }
          }
        }
      `,
    );
    const product = productsConnection.edges[0].node;
    const {
      createOrder: { order: createOrder },
    } = await graphql<{ createOrder: { order: { id: string; number: string } } }>(
      first,
      `
        mutation ($input: OrderInput!) {
          createOrder(input: $input) {
            order {
              id
              number
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
          deliveryType: 'pickup',
          client: { firstName: 'Конфликтова', phone: '+7 (999) 777-00-11' },
          recipient: { firstName: 'Получатель', phone: '+7 (999) 777-00-12' },
          cardText: 'Исходный текст',
          managerComment: 'Позвонить',
          lines: [{ productId: product.id, count: 1, price: product.price }],
        },
      },
    );
    const url = `${baseURL()}/order/editOrder?id=${createOrder.id}`;
    // The second tab: the same user in another window, both forms loaded on one version.
    const second = await first.context().newPage();
    second.setDefaultTimeout(15_000);
    for (const page of [first, second]) {
      await page.goto(url);
      await expect.poll(() => page.getByLabel('Текст открытки').inputValue()).toBe('Исходный текст');
    }

    await first.getByLabel('Текст открытки').fill('Из первой вкладки');
    await first.getByRole('button', { name: 'Сохранить' }).click();
    await toast(first, `Заказ ${createOrder.number} сохранён`);

    await second.getByLabel('Текст открытки').fill('Из второй вкладки');
    await second.getByRole('button', { name: 'Сохранить' }).click();
    const callout = second.locator('.order-conflict');
    await callout.getByText('Заказ изменён другим пользователем').waitFor();
    await second.screenshot({ path: join(shots, 'order-conflict.png'), fullPage: true });
    expect(second.url()).toBe(url);
    const stored = await graphql<{ order: { cardText: string; managerComment: string } }>(
      second,
      `
        query ($id: ID!) {
          order(id: $id) {
            cardText
            managerComment
          }
        }
      `,
      { id: createOrder.id },
    );
    expect(stored.order).toEqual({ cardText: 'Из первой вкладки', managerComment: 'Позвонить' });

    await callout.getByRole('button', { name: 'Обновить' }).click();
    await callout.waitFor({ state: 'detached' });
    await expect.poll(() => second.getByLabel('Текст открытки').inputValue()).toBe('Из первой вкладки');
    await second.screenshot({ path: join(shots, 'order-conflict-reloaded.png'), fullPage: true });
    await second.getByLabel('Текст открытки').fill('После обновления');
    await second.getByRole('button', { name: 'Сохранить' }).click();
    await toast(second, `Заказ ${createOrder.number} сохранён`);
    const after = await graphql<{ order: { cardText: string; managerComment: string } }>(
      second,
      `
        query ($id: ID!) {
          order(id: $id) {
            cardText
            managerComment
          }
        }
      `,
      { id: createOrder.id },
    );
    expect(after.order).toEqual({ cardText: 'После обновления', managerComment: 'Позвонить' });
  });
});
