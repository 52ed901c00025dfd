import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../web/src/app/format';
import PlaceholderPage from '../../web/src/app/PlaceholderPage';
import { findPage, renderApp } from './render';
import { server } from './setup';

const sidebar = () => screen.getByRole('complementary', { name: 'Главное меню' });
const groupButton = (name: string) => within(sidebar()).getByRole('button', { name });

describe('layout1', () => {
  afterEach(() => {
    // Tests below replace matchMedia to pretend a phone.
    vi.unstubAllGlobals();
  });

  it('shows the placeholder of a route without a screen: its title and a note', async () => {
    // Every route of schema/access.ts has its screen now; the placeholder stands in for a new one.
    render(
      <MemoryRouter initialEntries={['/marketing/Disturbance']}>
        <PlaceholderPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Раздел в разработке')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Напоминания клиентам' })).toBeTruthy();
    expect(
      screen.getByText('Экран «Напоминания клиентам» появится в одном из следующих обновлений.'),
    ).toBeTruthy();
  });

  it('the top bar carries the title of the page', async () => {
    server.use(
      graphql.query('MarketingCampaigns', () => HttpResponse.json({ data: { marketingCampaigns: [] } })),
    );
    renderApp('/marketing/Disturbance', { as: 'admin' });
    await screen.findByText('Рассылок пока нет');
    expect(screen.getByRole('heading', { level: 2, name: 'Напоминания клиентам' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Напоминания клиентам' })).toBeTruthy();
  });

  it('opens the group of the current page by itself and toggles groups on click', async () => {
    const user = userEvent.setup();
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');

    expect(groupButton('Настройки').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Заказы').getAttribute('aria-expanded')).toBe('false');
    const current = within(sidebar()).getByRole('link', { name: 'Точки продаж' });
    expect(current.className).toContain('is-active');

    await user.click(groupButton('Заказы'));
    expect(groupButton('Заказы').getAttribute('aria-expanded')).toBe('true');
    await user.click(groupButton('Настройки'));
    expect(groupButton('Настройки').getAttribute('aria-expanded')).toBe('false');

    // Following a link into a closed group opens it.
    await user.click(await within(sidebar()).findByRole('link', { name: 'Все заказы' }));
    await findPage('Все заказы');
    expect(groupButton('Заказы').getAttribute('aria-expanded')).toBe('true');
  });

  it('shows breadcrumbs: home, the menu group (clickable), the page title', async () => {
    const user = userEvent.setup();
    const app = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });

    expect(within(crumbs).getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/');
    const group = within(crumbs).getByRole('link', { name: 'Настройки' });
    expect(group.getAttribute('href')).toBe('/Settings/AffiliateList');
    expect(within(crumbs).getByText('Точки продаж').getAttribute('aria-current')).toBe('page');

    await user.click(group);
    await findPage('Филиалы');
    expect(app.location()).toBe('/Settings/AffiliateList');
  });

  it('shows the user, role and today in dd.MM.yyyy', async () => {
    renderApp('/Settings/Outlets', { as: 'fastfood' });
    await findPage('Точки продаж');
    expect(screen.getByText('Фёдор Фастфуд')).toBeTruthy();
    expect(screen.getByText('Администратор')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(formatDate(new Date()));
    expect(screen.getByRole('contentinfo').textContent).toContain('Флора CRM');
  });

  it('switches the sidebar to compact and back, remembering the choice', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const layout = container.querySelector('.app-layout')!;
    expect(layout.classList.contains('is-compact')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Свернуть меню' }));
    expect(layout.classList.contains('is-compact')).toBe(true);
    expect(window.localStorage.getItem('sidebarCompact')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Развернуть меню' }));
    expect(layout.classList.contains('is-compact')).toBe(false);
  });

  it('becomes an off-canvas drawer under 768 px, closed by the overlay or by following a link', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    const { container } = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const layout = container.querySelector('.app-layout')!;
    expect(layout.classList.contains('is-mobile')).toBe(true);
    expect(screen.queryByTestId('sidebar-overlay')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(layout.classList.contains('is-drawer-open')).toBe(true);
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(layout.classList.contains('is-drawer-open')).toBe(false);
    expect(screen.queryByTestId('sidebar-overlay')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.click(groupButton('Маркетинг'));
    await user.click(await within(sidebar()).findByRole('link', { name: 'Подарки' }));
    await screen.findByRole('heading', { level: 1, name: 'Подарки' });
    expect(layout.classList.contains('is-drawer-open')).toBe(false);
  });
});
