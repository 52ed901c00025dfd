import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, signInAs, submitSignIn, useBrowser } from './browser';

const shots = join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

describe('session in a real browser', () => {
  it('shows the server message under the form for a wrong password and re-enables the button', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseURL()}/session/signin`);
    await submitSignIn(page, 'admin@example.com', 'not-the-password');

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Неверный email или пароль');
    expect(await page.getByRole('button', { name: 'Войти' }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/session/signin');
    await page.context().close();
  });

  it('shows a taken e-mail at sign-up under the e-mail field (the payload names input.email)', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseURL()}/session/signup`);
    await page.getByLabel('Имя пользователя').fill('Анна');
    await page.getByLabel('Email').fill('manager@example.com');
    await page.getByLabel('Пароль').fill('lilac-7z-long');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    const under = page.locator('#email-error');
    await under.waitFor();
    expect(await under.textContent()).toBe('Пользователь с таким email уже существует');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'signup-email-taken.png') });
    // Changing the e-mail takes the server's message away.
    await page.getByLabel('Email').fill('someone-new@example.com');
    await under.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('sends an unauthenticated visitor of /order/allOrder to sign-in and back after signing in', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseURL()}/order/allOrder`);
    await page.waitForURL('**/session/signin?redirect=%2Forder%2FallOrder');

    await submitSignIn(page, 'admin@example.com', 'admin123');
    await page.waitForURL((url) => url.pathname === '/order/allOrder');
    await page.getByRole('heading', { level: 1, name: 'Все заказы' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
    await page.context().close();
  });

  it('sends the manager from /Settings/UserList to «Доступ запрещен!»', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'manager');
    await page.goto(`${baseURL()}/Settings/UserList`);
    await page.waitForURL('**/session/notAuthRole');
    await page.getByText('Доступ запрещен!').waitFor();
    expect(await page.getByRole('button', { name: 'На главную' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('ends an unknown path at the 404 page', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin');
    await page.goto(`${baseURL()}/no/such/page`);
    await page.waitForURL('**/session/404');
    await page.getByText('Страница не найдена').waitFor();
    await page.getByRole('button', { name: 'На главную' }).click();
    await page.waitForURL('**/dashboard/statsOrder');
    await page.context().close();
  });

  it('keeps the session over a reload and ends it with «Выйти»', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Статистика заказов' }).waitFor();

    await page.getByRole('button', { name: /Пользователь/ }).click();
    await page.getByText('Выйти').click();
    await page.waitForURL((url) => url.pathname === '/session/signin' && url.search === '');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.context().close();
  });
});
