/**
 * Integration tokens in Chromium against the real gateway and CRM (issue 20 item 1): the SA
 * reaches «Интеграции» from the settings menu, makes a token with the ALLORDER key, sees its
 * secret once, and a program (fetch, without the staff session) uses it on /graphql: orders are
 * read, clients refused; after «Отозвать» the same call is 401.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, problems, signInAs, useBrowser } from './browser';

const shots = join(import.meta.dirname, '../../test-results');

const browser = useBrowser();

/** What a program sees: a POST to /graphql with the token as its only credential. */
function callWith(page: Page, token: string, query: string) {
  return page.evaluate(
    async ({ token, query }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      return {
        status: res.status,
        data: body.data ?? null,
        code: body.errors?.[0]?.extensions?.code ?? null,
      };
    },
    { token, query },
  );
}

const ORDERS = '{ orders(range: { start: "2026-11-01", stop: "2026-11-02" }) { orders { id } } }';
const CLIENTS = '{ clients { id } }';

describe('integration tokens in Chromium', () => {
  it('a token made on «Интеграции» reads orders through fetch, and stops at once when revoked', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 } });
    await signInAs(page, 'admin', { path: '/Settings/Integrations' });
    await page.getByRole('button', { name: 'Создать токен' }).click();
    const dialog = page.getByRole('dialog');
    const name = `Сайт ${Date.now()}`;
    await dialog.getByLabel('Название').fill(name);
    await dialog.getByRole('checkbox', { name: 'Все заказы' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Создать' }).click();

    const secretBox = dialog.locator('#integration-secret');
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^fcrm_[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: join(shots, 'integrations-secret.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Готово' }).click();

    const row = page.locator(`tr[data-token="${name}"]`);
    await row.waitFor();
    await expect.poll(() => page.locator('body').textContent()).not.toContain(secret);

    const orders = await callWith(page, secret, ORDERS);
    expect(orders.code).toBeNull();
    expect(orders.data).toHaveProperty('orders.orders');
    expect((await callWith(page, secret, CLIENTS)).code).toBe('FORBIDDEN');

    await row.getByRole('button', { name: 'Отозвать' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отозвать' }).click();
    await row.getByText(/Отозван/).waitFor();
    await page.screenshot({ path: join(shots, 'integrations-list.png'), fullPage: true });

    const after = await callWith(page, secret, ORDERS);
    expect(after.code).toBe('UNAUTHENTICATED');
    expect(problems.get(page)).toEqual([]);
  }, 240_000);
});
