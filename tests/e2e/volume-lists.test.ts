/**
 * The last growing lists of issue 17 in Chromium on the real gateway: the order form's street
 * picker searches the server as the name is typed and fills the delivery charge, and the stock
 * balances of /warehouse/Stock come a page at a time as the table scrolls.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, signInAs } from './browser';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The GraphQL operation names a page sends, with their variables. */
function operations(requests: Request[]) {
  return requests
    .filter((r) => r.url().endsWith('/graphql') && r.method() === 'POST')
    .map((r) => r.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> });
}

describe('the street picker of the order form', () => {
  it('finds streets by a typed fragment on the server, picks with the keyboard, fills the charge', async () => {
    const page = await newPage(browser);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await signInAs(page, 'admin');
    await page.goto(`${baseURL()}/order/newOrder`);
    const street = page.locator('#streetId');
    await street.click();
    // «проспект» matches two seeded streets: Ленинский (500 ₽) and Кутузовский (550 ₽).
    await street.pressSequentially('просп', { delay: 30 });
    const options = page.getByRole('listbox').getByRole('option');
    await expect
      .poll(async () => (await options.allTextContents()).map((t) => t.replace(/\s+/g, ' ')))
      .toEqual([
        expect.stringMatching(/^Ленинский проспект/),
        expect.stringMatching(/^Кутузовский проспект/),
      ]);
    await page.screenshot({ path: join(shots, 'orders-street-picker.png') });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => street.inputValue()).toBe('Кутузовский проспект');
    // The street's «Стоимость доставки» fills the charge (still editable) and counts in the total.
    expect(await page.getByLabel('Стоимость доставки, ₽').inputValue()).toBe('550');
    await expect.poll(() => page.locator('.order-delivery-price').innerText()).toMatch(/550,00\s₽/);

    // The form asked the server for matches, never for the whole street list.
    const sent = operations(requests);
    const searches = sent.filter((o) => o.operationName === 'StreetsPage');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.at(-1)!.variables).toMatchObject({ first: 20, filter: { search: 'просп' } });
    expect(sent.some((o) => o.operationName === 'StreetsRecords')).toBe(false);
    await page.context().close();
  });
});
