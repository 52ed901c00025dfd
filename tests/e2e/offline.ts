/**
 * What the offline stories share (docs/offline.md). The till's stored replies, read from its
 * IndexedDB. The fast-food sales of the queue stories («Очередь заказов без сети»):
 * offline-queue.test.ts takes them with the network off, offline-gateway-stopped.test.ts with the
 * gateway process stopped. A story has its own products (a gateway may be shared: seeded products
 * may carry modifier sheets), takes each sale by tapping the POS as a cashier does, and reads the
 * server's side back by GraphQL from the test itself, with the cashier's token: the page may be
 * offline while the server is not, and the test's own calls never pass the page's routes.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Sale {
  lines: { name: string; count: number }[];
  cash: boolean;
}

interface ServerOrder {
  number: string;
  total: number;
  lines: { productId: string; count: number; price: number }[];
}

interface Stored {
  operation: string;
  /** The query's variables as the store keys them (JSON, keys sorted). */
  variables: string;
  data: Record<string, unknown>;
}

/** The replies the till has stored (IndexedDB, web/src/offline/snapshot/store.ts). */
export function stored(page: Page): Promise<Stored[]> {
  return page.evaluate(
    () =>
      new Promise<Stored[]>((resolve, reject) => {
        const open = indexedDB.open('flora-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('snapshots')) return resolve([]);
          const store = open.result.transaction('snapshots').objectStore('snapshots');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () =>
            resolve(
              keys.result.map((key, i) => {
                const [, operation, variables] = String(key).split('\u0000');
                return { operation, variables, data: (values.result[i] as Stored).data };
              }),
            );
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

export const storedOperations = async (page: Page) => (await stored(page)).map((s) => s.operation);

const signature = (lines: { productId: string; count: number }[]) =>
  lines
    .map((l) => `${l.productId}×${l.count}`)
    .sort()
    .join(',');

/** The till's connection in the top bar: a green dot «В сети», or «Нет связи», «Ждут отправки: N»… */
export const queueStatus = (p: Page) =>
  p.locator('.app-topbar [aria-live="polite"], .app-topbar [aria-label="В сети"]').first();

export class SalesStory {
  /** Names the story's products, so a search finds exactly them. */
  readonly stamp = Date.now().toString(36).toUpperCase();
  readonly products = [
    { name: `Бургер ${this.stamp}`, price: 150_00 },
    { name: `Кола ${this.stamp}`, price: 90_00 },
    { name: `Пирожок ${this.stamp}`, price: 60_00 },
  ];
  /** Product name → its id on the server. */
  readonly ids: Record<string, string> = {};
  private token = '';

  /** `gateway`: the base URL the story's requests go to. */
  constructor(private readonly gateway: () => string) {}

  /** With the cashier signed in on `page`: creates the story's products and opens the shift. */
  async begin(page: Page) {
    this.token = (await page.evaluate(() => localStorage.getItem('accessToken')))!;
    for (const p of this.products) {
      const r = await this.graphql<{ createProduct: { product: { id: string } } }>(
        `
          mutation ($input: ProductCreateInput!) {
            createProduct(input: $input) {
              product {
                id
              }
            }
          }
        `,
        { input: { name: p.name, unit: 'шт', price: p.price, shopType: 'fastfood' } },
      );
      this.ids[p.name] = r.createProduct.product.id;
    }
    await this.openShift();
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const res = await fetch(`${this.gateway()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const reply = (await res.json()) as { data: T; errors?: unknown };
    if (reply.errors) throw new Error(JSON.stringify(reply.errors));
    return reply.data;
  }

  /** Cash needs an open shift of the till (branch 1, where orders are booked); one already open will do. */
  openShift() {
    return this.graphql(
      'mutation { openCashShift(shopType: fastfood, openingCash: 0, affiliateId: 1) { shift { id } } }',
    ).catch(() => undefined);
  }

  /** How many orders the server has, and the open shift's cash takings. */
  async serverState() {
    const r = await this.graphql<{
      ordersConnection: { totalCount: number };
      currentCashShift: { id: string; cashTakings: number } | null;
    }>(`
      {
        ordersConnection(first: 1) {
          totalCount
        }
        currentCashShift(shopType: fastfood, affiliateId: 1) {
          id
          cashTakings
        }
      }
    `);
    return { orders: r.ordersConnection.totalCount, cash: r.currentCashShift?.cashTakings ?? 0 };
  }

  /** The last `n` orders with their lines, newest last. */
  async lastOrders(n: number): Promise<ServerOrder[]> {
    const r = await this.graphql<{ ordersConnection: { edges: { node: ServerOrder }[] } }>(
      `
        query ($n: Int) {
          ordersConnection(last: $n) {
            edges {
              node {
                number
                total
                lines {
                  productId
                  count
                  price
                }
              }
            }
          }
        }
      `,
      { n },
    );
    return r.ordersConnection.edges.map((e) => e.node);
  }

  /** Sale i of a story: one to three products, cash every other one. */
  saleNo(i: number): Sale {
    return {
      lines: this.products.slice(0, 1 + (i % 3)).map((p, k) => ({ name: p.name, count: 1 + ((i + k) % 2) })),
      cash: i % 2 === 0,
    };
  }

  total(s: Sale) {
    return s.lines.reduce((sum, l) => sum + l.count * this.products.find((p) => p.name === l.name)!.price, 0);
  }

  /** What the cash sales among `sales` put in the drawer. */
  cashOf(sales: Sale[]) {
    return sales.filter((s) => s.cash).reduce((sum, s) => sum + this.total(s), 0);
  }

  /** Searches the POS's grid down to the story's products (a search made online is kept for offline). */
  async pick(p: Page) {
    await p.getByLabel('Найти товар').fill(this.stamp);
    await p.waitForFunction(() => document.querySelectorAll('.pos-product').length === 3);
  }

  /** Taps the sale's products, picks cash or card, presses «Оплатить»; answers the paid panel's text. */
  async sell(p: Page, s: Sale, expected: RegExp): Promise<string> {
    for (const l of s.lines)
      for (let i = 0; i < l.count; i++)
        await p
          .locator('.pos-product')
          .filter({ has: p.locator('.pos-product-name', { hasText: l.name }) })
          .click();
    await p
      .getByRole('button', { name: s.cash ? /Наличн/ : /Карта/ })
      .first()
      .click();
    await p.getByRole('button', { name: /^Оплатить/ }).click();
    const paid = p.locator('.pos-paid');
    await expect.poll(() => paid.textContent().catch(() => '')).toMatch(expected);
    await expect.poll(() => p.getByTestId('cart-line').count()).toBe(0);
    return (await paid.textContent())!;
  }

  /** The sales as orders should stand on the server, «lines=total», in a stable order. */
  expectedOrders(sales: Sale[]) {
    return sales
      .map(
        (s) =>
          `${signature(s.lines.map((l) => ({ productId: this.ids[l.name], count: l.count })))}=${this.total(s)}`,
      )
      .sort();
  }

  /** The server's orders in the form of `expectedOrders`. */
  actualOrders(orders: ServerOrder[]) {
    return orders.map((o) => `${signature(o.lines)}=${o.total}`).sort();
  }
}
