/**
 * Issue 26 item 6 in Chromium: a new manager with only the order keys lands on their orders (not
 * «Доступ запрещен!»), the rights editor offers a MANAGER no SA-only or admin pages, and the
 * «Демо» areas stay the SA's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, graphql, newPage, QUIET_ADMIN_PATH, signInAs, submitSignIn, useBrowser } from './browser';

const browser = useBrowser();
let managerId = '';
const email = `new-manager-${Date.now()}@example.com`;
const password = 'manager-456';

beforeAll(async () => {
  const page = await newPage(browser());
  await signInAs(page, 'admin', { path: QUIET_ADMIN_PATH });
  const data = await graphql<{ createStaffUser: { staffUser: { id: string } } }>(
    page,
    `
      mutation ($input: StaffUserCreateInput!) {
        createStaffUser(input: $input) {
          staffUser {
            id
          }
        }
      }
    `,
    {
      input: {
        email,
        name: 'Новый менеджер',
        role: 'MANAGER',
        typeAccount: 'flower_shop',
        accessPage: ['NEWORDER', 'ALLORDER'],
        password,
      },
    },
  );
  managerId = data.createStaffUser.staffUser.id;
  await page.context().close();
});

describe('people', () => {
  it('a new manager without ANALITIKA signs in and lands on their orders, also from «/»', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseURL()}/session/signin`);
    await submitSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/order/newOrder');
    await page.getByRole('heading', { name: 'Новый заказ' }).first().waitFor();
    expect(await page.getByText('Доступ запрещен!').count()).toBe(0);

    await page.goto(`${baseURL()}/`);
    await page.waitForURL((url) => url.pathname === '/order/newOrder');
    // Demo screens are the SA's: the menu has no «Демо», the address says «Доступ запрещен!».
    const sidebar = page.getByRole('complementary', { name: 'Главное меню' });
    await sidebar.locator('.app-nav-item').first().waitFor();
    expect(await sidebar.innerText()).not.toContain('Демо');
    await page.goto(`${baseURL()}/demo/calendar`);
    await page.getByText('Доступ запрещен!').waitFor();
    await page.context().close();
  });

  it('the rights editor offers a MANAGER no admin or SA-only pages; an ADMIN role brings them', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: `/AccessRightsSettingsWithId/${managerId}` });
    await page.getByRole('heading', { name: /Права пользователя: Новый менеджер/ }).waitFor();
    const checks = page.locator('.page-key-groups');
    await checks.getByRole('checkbox', { name: 'Все заказы' }).waitFor();
    for (const name of ['Права доступа', 'Настройки', 'Склад', 'Все справочники']) {
      expect(await checks.getByRole('checkbox', { name, exact: true }).count()).toBe(0);
    }
    // The cash register is open to any role holding its key (spec: /money/cashbox, CASHBOXX).
    expect(await checks.getByRole('checkbox', { name: 'Деньги', exact: true }).count()).toBe(1);
    expect(await checks.getByRole('checkbox', { name: 'Новый заказ' }).isChecked()).toBe(true);

    await page.getByLabel('Роль').selectOption('ADMIN');
    await checks.getByRole('checkbox', { name: 'Настройки', exact: true }).waitFor();
    expect(await checks.getByRole('checkbox', { name: 'Права доступа', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
