import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage, sidebarLinks, signInAs, useBrowser } from './browser';

const browser = useBrowser();

describe('each seeded account sees its own menu', () => {
  it('admin (SA, flower_shop): every flower-shop entry, no fast-food ones', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/dashboard/statsOrder');

    const links = await sidebarLinks(page);
    for (const path of [
      '/dashboard/alternative',
      '/dashboard/inventory-management',
      '/order/newOrder',
      '/order/newOrderFast',
      '/order/allOrder',
      '/klientList/klientList',
      '/klientList/recipietnList',
      '/catalog',
      '/reference/typePayments',
      '/warehouse/Stocktaking',
      '/marketing/Gifts',
      '/money/cashbox',
      '/Settings/UserList',
      '/PrintSettingsPage',
      '/AccessRightsSettings',
    ]) {
      expect(links).toContain(path);
    }
    for (const path of [
      '/order/newOrderFastFood',
      '/order/allOrderFastFood',
      '/order/newTest',
      '/klientList/KlientList',
    ]) {
      expect(links).not.toContain(path);
    }
    await page.context().close();
  });

  it('fastfood (ADMIN, fastfood): fast-food entries and no SA-only ones', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'fastfood');
    const links = await sidebarLinks(page);
    for (const path of [
      '/dashboard/default',
      '/dashboard/statsOrder',
      '/order/newTest',
      '/order/newOrderFastFood',
      '/order/allOrderFastFood',
      '/klientList/KlientList',
      '/catalog',
      '/Settings/UserList',
    ]) {
      expect(links).toContain(path);
    }
    for (const path of [
      '/dashboard/alternative',
      '/AccessRightsSettings',
      '/PrintSettingsPage',
      '/order/newOrder',
      '/order/newOrderFast',
      '/klientList/klientList',
    ]) {
      expect(links).not.toContain(path);
    }
    const sidebarText = await page.getByRole('complementary', { name: 'Главное меню' }).innerText();
    expect(sidebarText).not.toContain('Аналитика');
    expect(sidebarText).not.toContain('Права доступа');
    expect(sidebarText).not.toContain('Печать чеков');
    // The till is real: its link stays, without the template's «тест» badge, and no «Демо».
    expect(sidebarText).not.toMatch(/тест|Демо/i);
    await page.locator('.app-sidebar-scroll').evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({
      path: join(import.meta.dirname, '../../test-results/fastfood-menu.png'),
      fullPage: true,
    });
    await page.context().close();
  });

  it('manager: only «Статистика заказов», «Новый заказ», «Все заказы»', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'manager');
    const links = await sidebarLinks(page);
    // No «Демо» group: the template's demo areas are the SA's (issue 26, docs/demo.md).
    expect(links).toEqual(['/dashboard/statsOrder', '/order/newOrder', '/order/allOrder']);
    const sidebarText = await page.getByRole('complementary', { name: 'Главное меню' }).innerText();
    expect(sidebarText).not.toContain('Настройки');
    expect(sidebarText).not.toContain('Демо');
    await page.context().close();
  });
});
