/**
 * The shell in Chromium (issue 7 acceptance): both layouts at 1366 px and 700 px (menus
 * reachable, no horizontal overflow, the choice survives a reload), the secondary sidebar's
 * tools, a receipt preview that prints (window.print intercepted; under print media the receipt
 * is the only visible content, at the roll's width), «Печать чека» of a real order, and a real
 * cash register connection attempt. Screenshots go to test-results/shell-*.png (E2E_SHOTS).
 */
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, problems, QUIET_ADMIN_PATH, shotsDir, signedInPage, signInAs, useBrowser } from './browser';
import { stillness } from './settle';

const shots = shotsDir();

// The tests that change this workstation's settings (the layout, the cash register's port) take
// a context of their own; the others open tabs of the file's one signed-in admin (signedInPage).
const browser = useBrowser();

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(shots, `shell-${name}.png`), fullPage });

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 1000 ? 850 : 900 });
  await page.locator(width < 768 ? '.app-layout.is-mobile' : '.app-layout:not(.is-mobile)').waitFor();
  await stillness(page); // the sidebar's and the rail's transitions
}

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title }).waitFor();

/** Intercepts window.print: counts calls and leaves the print copy in place for inspection. */
async function interceptPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** Under print media: which children of <body> are drawn at all. */
const visibleBodyChildren = (page: Page) =>
  page.evaluate(() =>
    [...document.body.children]
      .filter((el) => getComputedStyle(el).display !== 'none' && el.tagName !== 'SCRIPT')
      .map((el) => el.id || el.className || el.tagName),
  );

describe('the shell in a real browser', () => {
  it('layout1 at 1366 px and 700 px: sidebar, drawer, tools, no horizontal overflow', async () => {
    const page = await signedInPage(browser(), 'admin', '/Settings/Outlets');
    await heading(page, 'Точки продаж');
    // The list's rows drawn (their edit buttons; Blueprint's table cells have no role).
    await page
      .getByRole('button', { name: /^Изменить «/ })
      .first()
      .waitFor();
    await noHorizontalOverflow(page);
    const rail = page.getByRole('complementary', { name: 'Инструменты' });
    expect((await rail.boundingBox())!.width).toBe(56);
    await shot(page, 'layout1-1366');

    // The menu reaches the print settings.
    const sidebar = page.getByRole('complementary', { name: 'Главное меню' });
    await sidebar.getByRole('link', { name: 'Печать чеков' }).click();
    await heading(page, 'Печать чеков');

    await resize(page, 700);
    await noHorizontalOverflow(page);
    expect(await rail.isVisible()).toBe(true); // in the DOM, but slid out of view
    expect((await rail.boundingBox())!.x).toBeGreaterThanOrEqual(700);
    await shot(page, 'layout1-700');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await sidebar.getByRole('button', { name: 'Маркетинг' }).click();
    await shot(page, 'layout1-700-drawer');
    await sidebar.getByRole('link', { name: 'Подарки' }).click();
    await heading(page, 'Подарки');
    await noHorizontalOverflow(page);

    // The tools fold behind «Инструменты»; the chat opens from there.
    await page.getByRole('button', { name: 'Инструменты' }).click();
    await stillness(page);
    expect((await rail.boundingBox())!.x).toBeLessThan(700);
    await rail.getByRole('button', { name: 'Открыть чат' }).click();
    const chat = page.getByRole('dialog', { name: 'Чат' });
    await chat.getByRole('textbox', { name: 'Сообщение' }).fill('Здравствуйте');
    await chat.getByRole('textbox', { name: 'Сообщение' }).press('Enter');
    await chat.getByText('Это демо-чат').waitFor();
    await noHorizontalOverflow(page);
    await shot(page, 'layout1-700-chat');
    expect(problems.get(page)).toEqual([]);
    await page.close();
  });

  it('layout2 at 1366 px and 700 px: a bar with «Ещё», the drawer on a phone, remembered', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: '/Settings/Outlets' });
    await heading(page, 'Точки продаж');
    await page.getByRole('button', { name: 'Вид' }).click();
    const layout2 = page.getByRole('radio', { name: 'Верхнее меню' });
    await layout2.waitFor();
    // A forced click while the popover still scales in can land beside the radio (CI saw «did
    // not change its state»): wait for the popover to stand still first.
    await stillness(page);
    await layout2.check({ force: true });
    const bar = page.getByRole('navigation', { name: 'Главное меню' });
    await bar.waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('complementary', { name: 'Главное меню' }).count()).toBe(0);

    const top = await bar.locator(':scope > ul > li').allInnerTexts();
    expect(top.map((t) => t.trim())).toEqual([
      'Дашборды',
      'Заказы',
      'Клиенты',
      'Каталог',
      'Справочники',
      'Склад',
      'Ещё',
    ]);
    // The bar stays on one line inside the page.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height).toBeLessThanOrEqual(48);
    await noHorizontalOverflow(page);
    await shot(page, 'layout2-1366');

    await bar.getByRole('button', { name: /Ещё/ }).click();
    const more = page.getByRole('menu', { name: 'Ещё' });
    await more.waitFor();
    await stillness(page); // the popover's opening transition, for the screenshot
    await shot(page, 'layout2-1366-more');
    await more.getByRole('menuitem', { name: /Печать чеков/ }).click();
    await heading(page, 'Печать чеков');
    expect(await bar.getByRole('button', { name: /Ещё/ }).getAttribute('class')).toContain('is-active');
    await bar.getByRole('button', { name: /Заказы/ }).click();
    await page
      .getByRole('menu', { name: 'Заказы' })
      .getByRole('menuitem', { name: /Новый заказ/ })
      .click();
    await heading(page, 'Новый заказ');

    // Remembered on this computer.
    await page.reload();
    await heading(page, 'Новый заказ');
    await bar.waitFor();

    await resize(page, 700);
    expect(await bar.count()).toBe(0);
    await noHorizontalOverflow(page);
    await shot(page, 'layout2-700');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.getByRole('complementary', { name: 'Главное меню' });
    await drawer.getByRole('button', { name: 'Настройки' }).click();
    await drawer.getByRole('link', { name: 'Филиалы' }).click();
    await heading(page, 'Филиалы');
    await noHorizontalOverflow(page);

    await resize(page, 1366);
    await bar.waitFor();
    await page.getByRole('button', { name: 'Вид' }).click();
    await page.getByRole('radio', { name: 'Боковое меню' }).check({ force: true });
    await page.getByRole('complementary', { name: 'Главное меню' }).waitFor();
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('prints a receipt preview: only the receipt is drawn for print, at the roll width', async () => {
    const page = await signedInPage(browser(), 'admin', '/PrintSettingsPage');
    await heading(page, 'Печать чеков');
    const receipt = page.locator('.print-preview [data-testid="receipt"]');
    await receipt.waitFor();
    await noHorizontalOverflow(page);
    await shot(page, 'print-settings-1366', true);

    // Save a template: 58 mm, a QR code, no client.
    await page.getByLabel('Название магазина').fill('Флора на Садовой');
    await page.getByText('58 мм', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Клиент' }).uncheck({ force: true });
    await page.getByRole('radio', { name: 'QR-код' }).check({ force: true });
    expect(await receipt.getAttribute('data-paper-width')).toBe('58');
    expect(Math.round((await receipt.boundingBox())!.width)).toBe(219); // 58 mm at 96 dpi
    // Exact: the page also has the fiscal card's «Сохранить настройки кассы» (issue 23).
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Настройки чека сохранены' }).waitFor();
    await page.getByText(/Изменено только что/).waitFor();

    await interceptPrint(page);
    await page.getByRole('button', { name: 'Напечатать пробный чек' }).click();
    expect(await printed(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await visibleBodyChildren(page)).toEqual(['receipt-print-root']);
    expect(await page.locator('#root').isVisible()).toBe(false);
    const copy = page.locator('#receipt-print-root [data-testid="receipt"]');
    expect(await copy.isVisible()).toBe(true);
    expect(await copy.innerText()).toContain('Флора на Садовой');
    expect(await copy.getByRole('img', { name: /^QR-код / }).isVisible()).toBe(true);
    expect(Math.round((await copy.boundingBox())!.width)).toBe(219);
    await shot(page, 'print-media', true);
    await page.emulateMedia({ media: 'screen' });

    await resize(page, 700);
    await noHorizontalOverflow(page);
    await shot(page, 'print-settings-700', true);
    expect(problems.get(page)).toEqual([]);
    await page.close();
  });

  it('prints a real order’s receipt from the orders drawer', async () => {
    const page = await signedInPage(browser(), 'admin', '/order/allOrder');
    await heading(page, 'Все заказы');
    // Today's rows stay on screen while the month travels: wait until the page is no longer busy.
    await page.getByRole('button', { name: 'Месяц' }).click();
    await page.locator('.orders-presets').getByRole('button', { name: 'Месяц', pressed: true }).waitFor();
    await page.locator('.orders-page[aria-busy="false"]').waitFor();
    const number = page.locator('.orders-number').first();
    await number.waitFor();
    const orderNo = (await number.textContent())!.trim();
    await number.click();
    const drawer = page.locator('.orders-drawer');
    await interceptPrint(page);
    await drawer.getByRole('button', { name: 'Печать чека' }).click();
    await expect.poll(() => printed(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await visibleBodyChildren(page)).toEqual(['receipt-print-root']);
    const copy = page.locator('#receipt-print-root [data-testid="receipt"]');
    expect(await copy.innerText()).toContain(orderNo);
    expect(await copy.innerText()).toContain('ИТОГО');
    await shot(page, 'order-receipt-print', true);
    // (The orders table's own Blueprint Table2 warnings are not this test's business.)
    await page.close();
  });

  it('connects to a cash register that answers, and catches error 201 when it does not', async () => {
    const register: Server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
    const port = (register.address() as AddressInfo).port;
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: QUIET_ADMIN_PATH });
    await page.getByRole('button', { name: 'Кассовый аппарат: не подключена' }).click();
    const dialog = page.getByRole('dialog', { name: 'Кассовый аппарат' });
    expect(await dialog.getByTestId('cash-status').innerText()).toBe('Не подключена');
    expect(await dialog.getByLabel('Порт').inputValue()).toBe('16732');
    await dialog.getByLabel('Порт').fill(String(port));
    await dialog.getByRole('button', { name: 'Подключить' }).click();
    // Exact: a substring match would also accept «Не подключена».
    await dialog
      .getByTestId('cash-status')
      .filter({ hasText: /^Подключена$/ })
      .waitFor();
    await shot(page, 'cash-register-connected');

    await new Promise<void>((resolve) => register.close(() => resolve()));
    await dialog.getByRole('button', { name: 'Проверить связь' }).click();
    await dialog.getByText('Ошибка 201').waitFor();
    expect(await dialog.getByTestId('cash-status').innerText()).toBe('Не подключена');
    await shot(page, 'cash-register-error');

    // Remembered on this workstation.
    await page.reload();
    await page.getByRole('button', { name: /Кассовый аппарат/ }).click();
    expect(await dialog.getByLabel('Порт').inputValue()).toBe(String(port));
    await page.context().close();
  });
});
