import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_SIZE, PAGE_SIZE } from '../../web/src/lists/pageSize';
import { baseURL, newPage, signedInPage, signInAs, useBrowser, wheelTable } from './browser';
import { toast } from './toasts';
import { stillness } from './settle';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

/** Picks an option of a native select by position and returns its label. */
async function choose(page: Page, selector: string, index = 1) {
  const select = page.locator(selector);
  const option = select.locator('option').nth(index);
  await option.waitFor({ state: 'attached' });
  // Read the label first: a controlled select shows the stored value until the server answers.
  const label = (await option.textContent())!;
  await select.selectOption({ index });
  return label;
}

// A phone no seeded client has, so the search finds exactly this order.
const PHONE = '+7 (999) 555-12-34';

describe('flower-shop orders', () => {
  it('pages a month from the server as the table scrolls; the totals are the whole month’s', async () => {
    // Tabs of the file's one signed-in admin: the remembered period is the tab's (sessionStorage).
    const page = await signedInPage(browser(), 'admin', '/order/allOrder');
    await page.getByRole('button', { name: 'Месяц' }).click();
    await page.locator('.orders-presets').getByRole('button', { name: 'Месяц', pressed: true }).waitFor();
    await page.locator('.orders-page[aria-busy="false"]').waitFor();
    const summary = page.locator('.orders-summary');
    const counts = async () => {
      const m = /Показано: (\d+) из (\d+)/.exec(await summary.innerText());
      return m ? [Number(m[1]), Number(m[2])] : [0, 0];
    };
    // The count and the sum come beside the first page (OrdersTotals), maybe after its rows.
    await expect.poll(async () => (await counts())[1], { timeout: 15_000 }).toBeGreaterThan(0);
    const [shown, total] = await counts();
    // The seed holds ~15 flower orders a day: a month is several pages.
    expect(total).toBeGreaterThan(200);
    // A short first page, so the first row comes sooner (web/src/lists/pageSize.ts).
    expect(shown).toBe(FIRST_PAGE_SIZE);
    const rowsBefore = await page.locator('.orders-number').count();
    // Scroll the table to its end: the next page, a full one, comes without a click.
    await wheelTable(page.locator('.orders-table'));
    await expect.poll(async () => (await counts())[0], { timeout: 15_000 }).toBe(FIRST_PAGE_SIZE + PAGE_SIZE);
    expect((await counts())[1]).toBe(total);
    // Virtualised: the rows in the DOM stay a screenful, not the rows loaded.
    expect(await page.locator('.orders-number').count()).toBeLessThan(rowsBefore + 40);
    await page.screenshot({ path: join(shots, 'orders-month-pages.png') });

    // A cold load of the list (the month is remembered) asks for its first page while the
    // screen's code loads (web/src/app/prefetch.ts), and the screen takes that page as its own:
    // one request, not one from the prefetch and another from the table.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
      const op = (JSON.parse(r.postData() ?? '{}') as { operationName?: string }).operationName;
      if (op === 'OrdersPage') asked.push(JSON.stringify(JSON.parse(r.postData()!).variables));
    });
    await page.reload();
    await page.locator('.orders-page[aria-busy="false"]').waitFor();
    await page.locator('.orders-number').first().waitFor();
    // The totals come on their own request, maybe after the rows (CI of d44c990 read «Показано:
    // 100» before «из N» had come).
    await expect.poll(counts, { timeout: 15_000 }).toEqual([FIRST_PAGE_SIZE, total]);
    expect(asked).toHaveLength(1);
    await page.close();
  });

  it('creates an order, finds it under Сегодня, changes it, edits it, shows history, deletes it', async () => {
    const page = await signedInPage(browser(), 'admin', '/order/newOrder');
    await page.locator('#client-phone').fill(PHONE);
    await page.locator('#client-firstName').fill('Евгения');
    await page.locator('#client-lastName').fill('Проверкина');
    await page.getByLabel('Имя получателя').fill('Ольга Получатель');
    await page.getByLabel('Телефон получателя').fill('+7 (999) 555-43-21');
    // Streets are searched on the server as the name is typed (issue 17).
    await page.locator('#streetId').fill('Арбат');
    await page.getByRole('listbox').getByRole('option', { name: /Арбат/ }).click();
    await page.locator('#deliveryAddress').fill('д. 5, кв. 12');
    await page.getByLabel('Текст открытки').fill('С днём рождения, мама!');
    // The product is found by the server as it is typed (issue 17) and picked with the keyboard.
    const picker = page.getByRole('combobox', { name: 'Товар 1' });
    await picker.click();
    await picker.pressSequentially('роза', { delay: 30 });
    const options = page.getByRole('listbox').getByRole('option');
    // The server's answer to «роза»: no tulips left (the empty search offered the whole shop first).
    await expect
      .poll(async () => {
        const texts = await options.allTextContents();
        return texts.some((t) => t.startsWith('Роза Freedom')) && !texts.some((t) => t.includes('Тюльпан'));
      })
      .toBe(true);
    await page.screenshot({ path: join(shots, 'orders-picker.png') });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('Роза Freedom 50 см');
    expect(await page.getByLabel('Цена 1').inputValue()).toBe('190');
    expect(await page.getByLabel('Код товара 1').inputValue()).toMatch(/^\d+$/);
    await page.getByLabel('Количество 1').fill('3');
    await choose(page, '#paymentTypeId');
    await page.screenshot({ path: join(shots, 'orders-form.png'), fullPage: true });
    const total = await page.getByTestId('total').textContent();
    await page.getByRole('button', { name: 'Создать заказ' }).click();
    await toast(page, /Заказ \d{6}-\d+ создан/);
    await page.waitForURL(/\/order\/allOrder$/);

    // Сегодня is the default; choosing it again must change nothing.
    await page.getByRole('button', { name: 'Сегодня' }).click();
    await page.getByLabel('Поиск по телефону или имени').fill('9995551234');
    const row = page.locator('.orders-number');
    await expect.poll(() => row.count()).toBe(1);
    await page.getByText('Проверкина Евгения').first().waitFor();
    await page
      .getByText(total ?? '')
      .first()
      .waitFor();
    await page.screenshot({ path: join(shots, 'orders-list.png') });
    const number = (await row.textContent())!.trim();

    await row.click();
    const drawer = page.locator('.orders-drawer');
    await drawer.getByText('С днём рождения, мама!').waitFor();
    const status = await choose(page, '#order-status');
    await toast(page, `Заказ ${number}: статус «${status}»`);
    const worker = await choose(page, '#order-worker');
    await toast(page, `Заказ ${number}: исполнитель ${worker}`);
    await page.locator('#order-payment').selectOption({ index: 2 });
    await toast(page, `Заказ ${number}: оплата`);
    const history = drawer.locator('.orders-history');
    await history.getByText('Исполнитель').waitFor();
    await history.getByText('Оплата').waitFor();
    await history.getByText(new RegExp(`→ ${status}`)).waitFor();

    await drawer.getByRole('button', { name: 'Редактировать' }).click();
    await page.waitForURL(/\/order\/editOrder\?id=\d+/);
    await expect.poll(() => page.getByLabel('Текст открытки').inputValue()).toBe('С днём рождения, мама!');
    await page.getByLabel('Текст открытки').fill('С юбилеем!');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await toast(page, `Заказ ${number} сохранён`);
    await page.waitForURL(/\/order\/allOrder$/);

    await page.getByLabel('Поиск по телефону или имени').fill('9995551234');
    // The server searches once typing pauses; until it answers the last rows stay on screen.
    await expect.poll(() => page.locator('.orders-number').count()).toBe(1);
    // The row's quick status picker, made on its first use (StatusTag.tsx), opens on that click.
    await page.getByLabel(`Статус заказа ${number}`).click();
    const quick = page
      .getByRole('menu')
      .getByRole('menuitem')
      .filter({ hasNotText: new RegExp(`^${status}$`) })
      .first();
    const picked = (await quick.innerText()).trim();
    await page.screenshot({ path: join(shots, 'orders-quick-status.png') });
    await quick.click();
    await toast(page, `Заказ ${number}: статус «${picked}»`);
    await page.locator('.orders-number').click();
    await drawer.getByText('С юбилеем!').waitFor();
    await drawer.locator('.orders-history').getByText('Изменён').waitFor();
    await drawer
      .locator('.orders-history')
      .getByText(new RegExp(`→ ${picked}`))
      .waitFor();
    await stillness(page); // the drawer's slide-in, for the screenshot
    await page.screenshot({ path: join(shots, 'orders-details.png') });
    await drawer.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
    await toast(page, `Заказ ${number} удалён`);
    await page.getByText('Ничего не найдено').waitFor();
    await page.close();
  });
});

describe('fast-food POS and board', () => {
  it('rings up an order with cash and change and advances it across the board', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'fastfood', { path: '/order/newOrderFastFood' });
    const first = page.locator('.pos-product').first();
    await first.waitFor();
    // A tile shows its category's products from the server; «Все товары» all of them again.
    const tiles = page.locator('.pos-tiles button');
    expect(await tiles.first().textContent()).toBe('Все товары');
    const all = await page.locator('.pos-product').count();
    await tiles.nth(1).click();
    await expect
      .poll(async () => {
        const n = await page.locator('.pos-product').count();
        return n > 0 && n < all;
      })
      .toBe(true);
    await page.screenshot({ path: join(shots, 'orders-pos-tile.png') });
    await tiles.nth(0).click();
    await expect.poll(() => page.locator('.pos-product').count()).toBe(all);
    await first.click();
    await first.click();
    // A keyboard-wedge scanner: digits then Enter, typed outside any input.
    const code = (await first.locator('.pos-product-code').textContent())!.replace(/\D/g, '');
    await page.locator('.pos-tiles').click({ position: { x: 1, y: 1 } });
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.pos-cart-count').first().textContent()).toBe('3');
    await page.getByRole('button', { name: '1000 ₽' }).click();
    await page.getByTestId('pos-change').waitFor();
    await page.screenshot({ path: join(shots, 'orders-pos.png') });
    const change = (await page.getByTestId('pos-change').textContent())!;
    await page.getByRole('button', { name: /^Оплатить/ }).click();
    const done = page.getByRole('alert').filter({ hasText: `сдача ${change}` });
    // Cash needs the fast-food till open (issue 26 item 3): closed, the POS offers to open it right
    // there and then takes the sale.
    const shortcut = page.getByRole('dialog').getByRole('button', { name: 'Открыть смену' });
    await Promise.race([done.waitFor(), shortcut.waitFor()]);
    if (await shortcut.isVisible()) {
      await page.getByRole('dialog').getByText('Наличные принимаются только в открытой смене').waitFor();
      await page.screenshot({ path: join(shots, 'orders-pos-open-shift.png') });
      await page.getByLabel('Наличные в кассе на начало смены, ₽').fill('1000');
      await shortcut.click();
    }
    await done.waitFor();
    const number = /Заказ (\d{6}-\d+)/.exec((await done.textContent())!)![1];
    await page.getByText('Корзина пуста').waitFor();

    await page.goto(`${baseURL()}/order/allOrderFastFood`);
    const ticket = page.getByTestId(`ticket-${number}`);
    await ticket.waitFor();
    const column = () => ticket.locator('xpath=ancestor::section').getAttribute('aria-label');
    const visited = [await column()];
    // One click per step until the ticket reaches the end of the flow (no next status).
    while ((await ticket.getByRole('button').count()) > 0) {
      await ticket.getByRole('button').click();
      await expect.poll(column).not.toBe(visited.at(-1));
      visited.push(await column());
      expect(visited.length).toBeLessThan(20);
    }
    expect(visited.length).toBeGreaterThan(2);
    expect(visited.at(-1)).not.toMatch(/отмен/i);
    await ticket.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'orders-board.png') });
    await page.context().close();
  });
});
