/**
 * Notifications in Chromium against the real gateway and CRM (issue 7): an order from the site
 * raises a notification; the bell in the top bar counts it, lists it, deletes one and clears all.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, problems, QUIET_ADMIN_PATH, shotsDir, signInAs, useBrowser } from './browser';

const shots = shotsDir();

const browser = useBrowser();

/** A call with the page's own session (the same token, the same gateway). */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json() };
    },
    { method, url, body },
  );
  if (reply.status !== 200)
    throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json as T;
}

async function siteOrder(page: Page): Promise<{ id: number; number: string }> {
  const products = await api<
    { id: number; price: number; shopType: string; active: boolean; deleted: boolean }[]
  >(page, 'GET', '/api/catalog/getAllProductList');
  const product = products.find((p) => p.shopType === 'flower_shop' && p.active && !p.deleted)!;
  const sources = await api<{ id: number; online: boolean }[]>(
    page,
    'GET',
    '/api/reference/getAllOrderSource',
  );
  return api(page, 'POST', '/api/order/newOrder', {
    newOrderData: {
      products: [{ id: product.id, count_product: 1, priceProduct: product.price }],
      klient: { firstName: 'Вера', phone: '+7 900 111-22-33' },
      social: sources.find((s) => s.online)!.id,
    },
  });
}

describe('notifications in Chromium', () => {
  it('a site order shows in the bell; one is deleted, the rest cleared', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 } });
    await signInAs(page, 'admin', { path: QUIET_ADMIN_PATH });
    // Start from an empty bell: other files' orders may have raised notifications.
    await api(page, 'POST', '/graphql', {
      query: 'mutation { clearNotifications { notifications { id } } }',
    });
    const first = await siteOrder(page);
    const second = await siteOrder(page);

    await page.reload();
    const bell = page.getByRole('button', { name: /^Уведомления: \d+$/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Уведомления: 2');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Уведомления' });
    await panel.getByText(`Новый заказ с сайта ${first.number}`).waitFor();
    await panel.getByText(`Новый заказ с сайта ${second.number}`).waitFor();
    await page.screenshot({ path: join(shots, 'notifications-1366.png') });

    await panel
      .getByRole('button', { name: `Удалить уведомление «Новый заказ с сайта ${first.number}»` })
      .click();
    // Polled by its label, so a failure says what the bell showed instead (a stress run once
    // timed out here waiting for the label alone).
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Уведомления: 1');
    expect(await panel.getByText(`Новый заказ с сайта ${first.number}`).count()).toBe(0);

    await panel.getByRole('button', { name: 'Очистить все' }).click();
    await panel.getByText('Новых уведомлений нет').waitFor();
    await page.getByRole('button', { name: 'Уведомления', exact: true }).waitFor();

    // The server agrees: nothing open is left (the legacy list answers 400 when empty).
    const left = await page.evaluate(async () => {
      const res = await fetch('/api/notification', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return { status: res.status, body: await res.json() };
    });
    expect(left).toEqual({ status: 400, body: { message: 'Notification list is empty!' } });
    expect(problems.get(page)!.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.context().close();
  });
});
