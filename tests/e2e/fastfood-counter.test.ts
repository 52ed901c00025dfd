/**
 * The fast-food counter in Chromium at 1024×768 (issue 22 items 1–3, docs/kitchen.md «Модификаторы
 * и комбо»): the shop's menu is set up through GraphQL (tests/fastfood-menu.ts), then a cashier
 * takes «Комбо: Чизбургер без лука + Картофель фри + Кола 0,5» to eat in, nuggets with two sauces
 * and a kitchen comment to take away, and a cola scanned by its code, sized from the keyboard, with
 * a plain burger; the orders carry what was chosen and the page never scrolls.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrangeMenu, type Menu } from '../fastfood-menu';
import { baseURL, graphql, newPage, problems, signInAs, useBrowser } from './browser';

const shots = process.env.E2E_SHOTS ?? join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

const product = (page: Page, name: string) =>
  page
    .locator('.pos-product')
    .filter({ has: page.locator('.pos-product-name', { hasText: new RegExp(`^${name}$`) }) });

async function find(page: Page, name: string) {
  await page.getByLabel('Найти товар').fill(name);
  await product(page, name).first().waitFor();
}

const taken = new Set<string>();

/** Pays by card (no cash shift needed) and answers the number of the order taken. */
async function payByCard(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Карта/ }).first().click();
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  // The toast of the last sale may still be up: the new number is the one not seen before.
  const fresh = async () => {
    const texts = await page.getByRole('alert').allTextContents();
    const numbers = texts.flatMap((t) => [...t.matchAll(/Заказ (\d{6}-\d+) оплачен/g)].map((m) => m[1]));
    return numbers.find((n) => !taken.has(n)) ?? null;
  };
  await expect.poll(fresh).not.toBeNull();
  const number = (await fresh())!;
  taken.add(number);
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);
  return number;
}

/** The page fits the screen: nothing to scroll, horizontally or vertically. */
const fits = (page: Page) =>
  page.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollHeight <= window.innerHeight && s.scrollWidth <= window.innerWidth;
  });

interface Line {
  name: string;
  count: number;
  sum: number;
  comment: string;
  modifiers: { name: string }[];
  comboParts: { name: string; modifiers: { name: string }[] }[];
}

describe('the fast-food counter in Chromium', () => {
  it('a combo without onion, nuggets with sauces to take away, a scanned cola: three orders', async () => {
    const page = await newPage(browser(), { viewport: { width: 1024, height: 768 }, hasTouch: true });
    await signInAs(page, 'fastfood');
    const menu: Menu = await arrangeMenu((query, variables) => graphql(page, query, variables));

    // The kitchen's screen in a browser context of its own, open before the sales (item 4).
    const kitchen = await newPage(browser(), { viewport: { width: 1024, height: 768 } });
    await signInAs(kitchen, 'fastfood', { path: '/kitchen' });
    await kitchen.locator('.kitchen-tickets, .kitchen-state').first().waitFor();

    await page.goto(`${baseURL()}/order/newTest`);
    await page.locator('.pos-product').first().waitFor();

    // 1. The combo: the sheet asks for the burger, the side and the drink's size.
    await find(page, 'Комбо Чизбургер');
    await product(page, 'Комбо Чизбургер').click();
    const sheet = page.getByRole('dialog', { name: 'Комбо Чизбургер' });
    await sheet.waitFor();
    const add = sheet.getByRole('button', { name: 'Добавить' });
    await expect.poll(() => add.isDisabled()).toBe(true);
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('Выберите «Бургер»');
    const burger = sheet.getByRole('group', { name: 'Бургер' });
    await burger.getByRole('button', { name: 'Чизбургер' }).click();
    await burger.getByRole('button', { name: 'без лука' }).click();
    await sheet
      .getByRole('group', { name: 'Гарнир' })
      .getByRole('button', { name: 'Картофель фри стандартный' })
      .click();
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('Выберите «Размер»');
    await sheet.getByRole('group', { name: 'Напиток' }).getByRole('button', { name: '0,5 л' }).click();
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('299,00 ₽');
    const box = (await page.locator('.pos-sheet').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    await page.screenshot({ path: join(shots, 'fastfood-combo-sheet.png') });
    await add.click();
    const comboLine = page.getByTestId('cart-line').filter({ hasText: 'Комбо Чизбургер' });
    await comboLine.waitFor();
    expect(await comboLine.textContent()).toContain('Чизбургер: без лука');
    expect(await comboLine.textContent()).toContain('Кола: 0,5 л');
    expect(await fits(page)).toBe(true);
    await page.screenshot({ path: join(shots, 'fastfood-combo-cart.png') });
    const first = await payByCard(page);

    // 2. Nuggets: two sauces of four, a kitchen comment, to take away.
    await find(page, 'Наггетсы 6 шт');
    await product(page, 'Наггетсы 6 шт').click();
    const nuggets = page.getByRole('dialog', { name: 'Наггетсы 6 шт' });
    await nuggets.getByRole('button', { name: 'Кетчуп' }).click();
    await nuggets.getByRole('button', { name: /Чесночный соус/ }).click();
    // A third sauce past «1–2» is not taken.
    await nuggets.getByRole('button', { name: /Сырный соус/ }).click();
    await expect.poll(() => nuggets.getByRole('button', { pressed: true }).count()).toBe(2);
    await nuggets.getByLabel('Комментарий для кухни').fill('соусы отдельно');
    await expect.poll(() => nuggets.getByRole('status').textContent()).toBe('194,00 ₽');
    await nuggets.getByRole('button', { name: 'Добавить' }).click();
    await page.getByRole('button', { name: 'С собой' }).click();
    await page.getByTestId('cart-line').filter({ hasText: 'соусы отдельно' }).waitFor();
    await page.screenshot({ path: join(shots, 'fastfood-nuggets-cart.png') });
    const second = await payByCard(page);

    // 3. A cola by its code (the scanner types it, then Enter): the size from the keyboard; a plain burger.
    await page.getByLabel('Найти товар').fill('');
    await page.locator('.pos-product').first().waitFor();
    await page.locator('body').click({ position: { x: 5, y: 760 } });
    await page.keyboard.type(menu.ids['Кола']);
    await page.keyboard.press('Enter');
    const cola = page.getByRole('dialog', { name: 'Кола' });
    await cola.waitFor();
    await cola.getByRole('button', { name: /0,3 л/ }).click();
    await cola.getByLabel('Комментарий для кухни').focus();
    await page.keyboard.press('Enter');
    await cola.waitFor({ state: 'detached' });
    await find(page, 'Гамбургер');
    await product(page, 'Гамбургер').click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    expect(await fits(page)).toBe(true);
    await page.screenshot({ path: join(shots, 'fastfood-third-cart.png') });
    const third = await payByCard(page);

    // What the kitchen and the receipt will read: the lines as sold, the dining place.
    const orders = await graphql<{
      ordersConnection: {
        edges: { node: { number: string; dining: string; total: number; lines: Line[] } }[];
      };
    }>(
      page,
      `
        query {
          ordersConnection(last: 10) {
            edges {
              node {
                number
                dining
                total
                lines {
                  name
                  count
                  sum
                  comment
                  modifiers {
                    name
                  }
                  comboParts {
                    name
                    modifiers {
                      name
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    const byNumber = new Map(orders.ordersConnection.edges.map((e) => [e.node.number, e.node]));
    expect(byNumber.get(first)).toMatchObject({
      dining: 'EAT_IN',
      total: 299_00,
      lines: [
        {
          name: 'Комбо Чизбургер',
          comboParts: [
            { name: 'Чизбургер', modifiers: [{ name: 'без лука' }] },
            { name: 'Картофель фри стандартный', modifiers: [] },
            { name: 'Кола', modifiers: [{ name: '0,5 л' }] },
          ],
        },
      ],
    });
    expect(byNumber.get(second)).toMatchObject({
      dining: 'TAKE_AWAY',
      total: 194_00,
      lines: [{ comment: 'соусы отдельно', modifiers: [{ name: 'Кетчуп' }, { name: 'Чесночный соус' }] }],
    });
    expect(byNumber.get(third)).toMatchObject({
      total: 99_00 + menu.prices['Гамбургер'],
      lines: [
        { name: 'Кола', modifiers: [{ name: '0,3 л' }] },
        { name: 'Гамбургер', modifiers: [] },
      ],
    });

    // The kitchen shows the three tickets with what changes the cooking, bumps two; the
    // customers' screen shows their numbers, not the third's.
    const ticket = (n: string) => kitchen.getByTestId(`kitchen-ticket-${n}`);
    for (const n of [first, second, third]) await ticket(n).waitFor();
    const comboText = await ticket(first).innerText();
    expect(comboText).toContain('Чизбургер: без лука');
    expect(comboText).toContain('Кола: 0,5 л');
    const nuggetsText = await ticket(second).innerText();
    expect(nuggetsText).toContain('Кетчуп, Чесночный соус');
    expect(nuggetsText).toContain('«соусы отдельно»');
    expect(await ticket(third).innerText()).toContain('0,3 л');
    await kitchen.screenshot({ path: join(shots, 'fastfood-kitchen-modifiers.png') });
    for (const n of [first, second]) {
      await ticket(n)
        .getByRole('button', { name: `Заказ ${n} готов` })
        .click();
      await ticket(n).waitFor({ state: 'detached' });
    }
    await page.goto(`${baseURL()}/kitchen/ready`);
    await page.getByTestId(`ready-${first}`).waitFor();
    await page.getByTestId(`ready-${second}`).waitFor();
    expect(await page.getByTestId(`ready-${third}`).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'fastfood-ready.png') });
    expect(problems.get(kitchen)).toEqual([]);
    await kitchen.context().close();
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });
});
