/**
 * Layout2 and the layout switcher: the horizontal menu shows at most the configured number of
 * top entries and puts the rest under «Ещё» (several counts); the switcher's choice is
 * remembered on this computer; layout1 is the default; compact stays in sync with the menu button.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HorizontalNav } from '../../web/src/app/layout/HorizontalNav';
import { splitTopItems } from '../../web/src/app/layout/horizontal';
import { HORIZONTAL_MENU_MAX, LAYOUT_KEY } from '../../web/src/app/layout/layoutPrefs';
import type { NavItem } from '../../web/src/app/navigation';
import { ordersHandlers, resetOrderDb } from './orders-handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

const link = (n: number): NavItem => ({
  kind: 'link',
  path: `/p${n}`,
  label: `Пункт ${n}`,
  iconText: `П${n}`,
});
const ITEMS: NavItem[] = [
  { kind: 'label', label: 'Работа' },
  link(1),
  link(2),
  { kind: 'group', label: 'Группа', icon: 'folder-close', children: [link(3), link(4)] },
  link(5),
  { kind: 'label', label: 'Администрирование' },
  link(6),
  { kind: 'group', label: 'Вторая группа', icon: 'cog', children: [link(7)] },
];

function renderBar(max: number) {
  const router = createMemoryRouter([{ path: '*', element: <HorizontalNav items={ITEMS} max={max} /> }], {
    initialEntries: ['/p1'],
  });
  render(<RouterProvider router={router} />);
  return { router, bar: screen.getByRole('navigation', { name: 'Главное меню' }) };
}

/** Names of the bar's top entries, in order. */
const topNames = (bar: HTMLElement) =>
  [...bar.querySelectorAll(':scope > ul > li')].map((li) => li.querySelector('.app-hnav-text')?.textContent);

describe('splitTopItems', () => {
  it.each([
    [1, ['Пункт 1'], ['Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6', 'Вторая группа']],
    [3, ['Пункт 1', 'Пункт 2', 'Группа'], ['Пункт 5', 'Пункт 6', 'Вторая группа']],
    [5, ['Пункт 1', 'Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6'], ['Вторая группа']],
    [6, ['Пункт 1', 'Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6', 'Вторая группа'], []],
    [20, ['Пункт 1', 'Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6', 'Вторая группа'], []],
    [0, ['Пункт 1'], ['Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6', 'Вторая группа']],
  ])('at most %i top entries, labels dropped, the rest in order under «Ещё»', (max, shown, more) => {
    const split = splitTopItems(ITEMS, max);
    expect(split.shown.map((i) => i.label)).toEqual(shown);
    expect(split.more.map((i) => i.label)).toEqual(more);
  });
});

describe('HorizontalNav', () => {
  it('shows 3 entries and «Ещё» with the rest (groups as titled sections); a click navigates', async () => {
    const user = userEvent.setup();
    const { router, bar } = renderBar(3);
    expect(topNames(bar)).toEqual(['Пункт 1', 'Пункт 2', 'Группа', 'Ещё']);
    expect(within(bar).getByRole('link', { name: 'Пункт 1' }).className).toContain('is-active');

    await user.click(within(bar).getByRole('button', { name: /Ещё/ }));
    const more = await screen.findByRole('menu', { name: 'Ещё' });
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['П5Пункт 5', 'П6Пункт 6', 'П7Пункт 7']);
    expect(within(more).getByText('Вторая группа')).toBeTruthy();
    await user.click(within(more).getByRole('menuitem', { name: /Пункт 7/ }));
    expect(router.state.location.pathname).toBe('/p7');
    // «Ещё» holds the current page now.
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: /Ещё/ }).className).toContain('is-active'),
    );
  });

  it('has no «Ещё» when every entry fits', () => {
    const { bar } = renderBar(6);
    expect(topNames(bar)).toEqual(['Пункт 1', 'Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6', 'Вторая группа']);
    expect(within(bar).queryByRole('button', { name: /Ещё/ })).toBeNull();
  });

  it('opens a group of the bar as a menu of its links', async () => {
    const user = userEvent.setup();
    const { router, bar } = renderBar(5);
    expect(topNames(bar)).toEqual(['Пункт 1', 'Пункт 2', 'Группа', 'Пункт 5', 'Пункт 6', 'Ещё']);
    await user.click(within(bar).getByRole('button', { name: /Группа/ }));
    const menu = await screen.findByRole('menu', { name: 'Группа' });
    await user.click(within(menu).getByRole('menuitem', { name: /Пункт 4/ }));
    expect(router.state.location.pathname).toBe('/p4');
  });
});

describe('layout2 in the app', () => {
  it('is off by default: layout1 with its sidebar', async () => {
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    expect(screen.getByRole('complementary', { name: 'Главное меню' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).toBeNull();
  });

  it(`shows the admin's menu in a bar of ${HORIZONTAL_MENU_MAX} entries plus «Ещё»`, async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(LAYOUT_KEY, 'layout2');
    const app = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    expect(screen.queryByRole('complementary', { name: 'Главное меню' })).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(topNames(bar)).toEqual([
      'Дашборды',
      'Заказы',
      'Клиенты',
      'Каталог',
      'Справочники',
      'Склад',
      'Ещё',
    ]);
    // The current page (Настройки → Точки продаж) is under «Ещё».
    const more = within(bar).getByRole('button', { name: /Ещё/ });
    expect(more.className).toContain('is-active');
    await user.click(more);
    const menu = await screen.findByRole('menu', { name: 'Ещё' });
    for (const section of ['Маркетинг', 'Деньги', 'Настройки', 'Временный доступ', 'Демо'])
      expect(within(menu).getByText(section)).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: /Филиалы/ }));
    await findPage('Филиалы');
    expect(app.location()).toBe('/Settings/AffiliateList');
  });

  it('gives the manager a short bar without «Ещё»', async () => {
    resetOrderDb([]);
    server.use(...ordersHandlers);
    window.localStorage.setItem(LAYOUT_KEY, 'layout2');
    renderApp('/order/allOrder', { as: 'manager' });
    const bar = await screen.findByRole('navigation', { name: 'Главное меню' });
    // The «Демо» menu is the SA's (issue 26): the manager's bar is its two working groups.
    expect(topNames(bar)).toEqual(['Дашборды', 'Заказы']);
  });
});

describe('the layout switcher', () => {
  it('switches layout1 ⇄ layout2 from the side bar and remembers the choice across a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const tools = screen.getByRole('complementary', { name: 'Инструменты' });
    await user.click(within(tools).getByRole('button', { name: 'Вид' }));
    await user.click(await screen.findByRole('radio', { name: 'Верхнее меню' }));

    await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(screen.queryByRole('complementary', { name: 'Главное меню' })).toBeNull();
    expect(window.localStorage.getItem(LAYOUT_KEY)).toBe('layout2');
    // The compact sidebar is layout1's: its switch is off-limits in layout2.
    expect(
      (screen.getByRole('checkbox', { name: 'Компактное боковое меню' }) as HTMLInputElement).disabled,
    ).toBe(true);
    first.unmount();

    // «Reload»: a new app on the same computer starts in layout2.
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Вид' }));
    await user.click(await screen.findByRole('radio', { name: 'Боковое меню' }));
    await screen.findByRole('complementary', { name: 'Главное меню' });
    expect(window.localStorage.getItem(LAYOUT_KEY)).toBe('layout1');
  });

  it('keeps the compact switch and the menu button in step', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const layout = container.querySelector('.app-layout')!;
    await user.click(screen.getByRole('button', { name: 'Вид' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Компактное боковое меню' }));
    expect(layout.classList.contains('is-compact')).toBe(true);
    expect(window.localStorage.getItem('sidebarCompact')).toBe('1');
    expect(screen.getByRole('button', { name: 'Развернуть меню' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Развернуть меню' }));
    expect(layout.classList.contains('is-compact')).toBe(false);
    // The click outside closed the «Вид» popover; opened again, its switch shows the new state.
    await user.click(screen.getByRole('button', { name: 'Вид' }));
    expect(
      ((await screen.findByRole('checkbox', { name: 'Компактное боковое меню' })) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });
});
