import { describe, expect, it } from 'vitest';
import { findRoute, type Principal } from '../../schema/access';
import { NAVIGATION, initials, menuTrail, visibleMenu, type NavItem } from '../../web/src/app/navigation';
import { USERS } from './handlers';

/** Every entry as "Group › Label" (links) or "Group" (groups) or "#Label" (labels). */
function flatten(items: readonly NavItem[], prefix = ''): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'group') return [prefix + item.label, ...flatten(item.children, `${item.label} › `)];
    if (item.kind === 'label') return [`#${item.label}`];
    return [prefix + item.label + (item.kind === 'link' ? ` ${item.path}` : '')];
  });
}

const menuOf = (user: Principal) => flatten(visibleMenu(NAVIGATION, user));

describe('visibleMenu', () => {
  it('shows the admin (SA, flower_shop) every flower-shop entry and no fast-food one', () => {
    const menu = menuOf(USERS.admin);
    for (const entry of [
      'Дашборды › Аналитика /dashboard/alternative',
      'Дашборды › Заказы с сайта /dashboard/inventory-management',
      'Заказы › Новый заказ /order/newOrder',
      'Заказы › Быстрый заказ /order/newOrderFast',
      'Заказы › Все заказы /order/allOrder',
      'Клиенты › Клиенты /klientList/klientList',
      'Клиенты › Получатели /klientList/recipietnList',
      'Каталог /catalog',
      'Справочники › Типы оплат /reference/typePayments',
      'Справочники › Промокоды /reference/Promocode',
      'Склад › Инвентаризация /warehouse/Stocktaking',
      'Маркетинг › Подарки /marketing/Gifts',
      'Деньги › Касса /money/cashbox',
      'Настройки › Печать чеков /PrintSettingsPage',
      'Настройки › Тест нового товара /NewProduct',
      'Временный доступ › Права доступа /AccessRightsSettings',
      '#Работа',
      '#Администрирование',
    ]) {
      expect(menu).toContain(entry);
    }
    expect(menu.filter((e) => e.startsWith('Справочники › '))).toHaveLength(18);
    expect(menu.join('\n')).not.toMatch(/FastFood|newTest|\/klientList\/KlientList/);
  });

  it('shows the fast-food admin its entries and none of the SA-only or flower-shop ones', () => {
    const menu = menuOf(USERS.fastfood);
    for (const entry of [
      'Дашборды › Панель управления /dashboard/default',
      'Дашборды › Статистика заказов /dashboard/statsOrder',
      'Заказы › Касса /order/newTest',
      'Заказы › Новый заказ /order/newOrderFastFood',
      'Заказы › Все заказы /order/allOrderFastFood',
      'Клиенты /klientList/KlientList',
      'Каталог /catalog',
      'Настройки › Пользователи /Settings/UserList',
    ]) {
      expect(menu).toContain(entry);
    }
    const text = menu.join('\n');
    for (const absent of [
      'Аналитика',
      'Права доступа',
      'Временный доступ',
      'Печать чеков',
      'Быстрый заказ',
      'Заказы с сайта',
      'Получатели',
      '/order/newOrder ',
      '/order/allOrder ',
    ]) {
      expect(text + ' ').not.toContain(absent);
    }
  });

  it('shows the manager only «Статистика заказов», «Новый заказ» and «Все заказы»', () => {
    const links = visibleMenu(NAVIGATION, USERS.manager).flatMap(function walk(i): string[] {
      return i.kind === 'group' ? i.children.flatMap(walk) : i.kind === 'link' ? [i.label] : [];
    });
    expect(links).toEqual(['Статистика заказов', 'Новый заказ', 'Все заказы']);
    const menu = menuOf(USERS.manager);
    expect(menu).not.toContain('Настройки');
    // The «Администрирование» label has nothing under it for the manager.
    expect(menu).toEqual([
      '#Работа',
      'Дашборды',
      'Дашборды › Статистика заказов /dashboard/statsOrder',
      'Заказы',
      'Заказы › Новый заказ /order/newOrder',
      'Заказы › Все заказы /order/allOrder',
    ]);
  });

  it('shows nothing to nobody', () => {
    expect(visibleMenu(NAVIGATION, null)).toEqual([]);
  });

  it('filters labels, external links and unknown paths by the same rules', () => {
    const tree: NavItem[] = [
      { kind: 'label', label: 'Пусто' },
      { kind: 'link', label: 'Нет такого', path: '/nowhere' },
      { kind: 'label', label: 'Ссылки' },
      { kind: 'external', label: 'Сайт', href: 'https://example.com', shopTypes: ['fastfood'] },
      { kind: 'external', label: 'Справка', href: 'https://example.org' },
    ];
    expect(flatten(visibleMenu(tree, USERS.admin))).toEqual(['#Ссылки', 'Справка']);
    expect(flatten(visibleMenu(tree, USERS.fastfood))).toEqual(['#Ссылки', 'Сайт', 'Справка']);
  });

  it('links only to guarded routes of schema/access.ts', () => {
    const paths = flatten(NAVIGATION)
      .map((e) => e.split(' ').pop() ?? '')
      .filter((p) => p.startsWith('/'));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect(findRoute(path), path).toBeDefined();
  });
});

describe('menu helpers', () => {
  it('finds the groups above a path', () => {
    expect(menuTrail(NAVIGATION, '/warehouse/Moving')?.map((g) => g.label)).toEqual(['Склад']);
    expect(menuTrail(NAVIGATION, '/catalog')).toEqual([]);
    expect(menuTrail(NAVIGATION, '/category/5')).toBeNull();
  });

  it('makes short icon texts', () => {
    expect(initials('Новый заказ')).toBe('НЗ');
    expect(initials('Касса')).toBe('Ка');
  });
});

describe('landing order (schema/landing.ts)', () => {
  it('is the side menu order of the product links, so a user lands on their first menu page', async () => {
    const { LANDING_ORDER } = await import('../../schema/landing');
    const paths = (items: readonly NavItem[]): string[] =>
      items.flatMap((i) => (i.kind === 'group' ? paths(i.children) : i.kind === 'link' ? [i.path] : []));
    expect(paths(NAVIGATION)).toEqual(LANDING_ORDER);
  });

  it('shows demo links and «тест» labels to the SA only, unless the server says demoAreas', async () => {
    const { MENU } = await import('../../web/src/app/navigation');
    const manager = flatten(visibleMenu(MENU, USERS.manager));
    expect(manager.some((e) => e.startsWith('Демо'))).toBe(false);
    const admin = flatten(visibleMenu(MENU, USERS.admin));
    expect(admin.some((e) => e.startsWith('Демо ›'))).toBe(true);
    expect(admin).toContain('Настройки › Тест нового товара /NewProduct');
    const shown = flatten(visibleMenu(MENU, { ...USERS.manager, demoAreas: true }));
    expect(shown.some((e) => e.startsWith('Демо ›'))).toBe(true);
  });
});
