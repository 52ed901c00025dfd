import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, problems, signInAs, useBrowser } from './browser';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });
const browser = useBrowser();

const sidebarBox = async (page: Page) => (await page.locator('.app-sidebar').boundingBox())!;

describe('layout1 in a real browser', () => {
  it('draws the sign-in page', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseURL()}/session/signin`);
    await page.getByRole('heading', { name: 'Вход в систему' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.screenshot({ path: join(shots, 'signin.png') });
    await page.context().close();
  });

  it('draws the admin dashboard: 64 px top bar, 260 px sidebar, breadcrumbs, footer', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 2, name: 'Статистика заказов' }).waitFor();

    expect((await page.locator('.app-topbar').boundingBox())!.height).toBe(64);
    expect((await sidebarBox(page)).width).toBe(260);
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(await crumbs.innerText()).toContain('Дашборды');
    expect(await crumbs.innerText()).toContain('Статистика заказов');
    expect(await page.getByRole('contentinfo').innerText()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('14px');
    expect(await page.title()).toBe('Статистика заказов · Флора CRM');
    await page.screenshot({ path: join(shots, 'admin-dashboard.png') });
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('toggles the compact 80 px sidebar', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: 'Свернуть меню' }).click();
    await page.waitForFunction(
      () => document.querySelector('.app-sidebar')!.getBoundingClientRect().width === 80,
    );
    // Compact shows icons only.
    expect(await page.locator('.app-sidebar .app-nav-text').first().isVisible()).toBe(false);
    await page.screenshot({ path: join(shots, 'admin-compact.png') });

    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    await page.waitForFunction(
      () => document.querySelector('.app-sidebar')!.getBoundingClientRect().width === 260,
    );
    await page.context().close();
  });

  it('turns the sidebar into a drawer over a dark overlay at 500 px', async () => {
    const page = await newPage(browser(), { viewport: { width: 500, height: 850 } });
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 2, name: 'Статистика заказов' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('.app-sidebar')!.getBoundingClientRect().right <= 0,
    );
    expect(await page.getByTestId('sidebar-overlay').count()).toBe(0);

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.waitForFunction(
      () => document.querySelector('.app-sidebar')!.getBoundingClientRect().left === 0,
    );
    const overlay = page.getByTestId('sidebar-overlay');
    expect(await overlay.isVisible()).toBe(true);
    await page.screenshot({ path: join(shots, 'admin-mobile-drawer.png') });

    // The overlay's uncovered part is right of the 260 px drawer.
    await overlay.click({ position: { x: 450, y: 400 } });
    expect(await overlay.count()).toBe(0);
    await page.waitForFunction(
      () => document.querySelector('.app-sidebar')!.getBoundingClientRect().right <= 0,
    );
    await page.context().close();
  });
});
