/**
 * The demo areas of the admin template: their paths under /demo, titles and screens. They are
 * not product routes (not in schema/access.ts ROUTES): every signed-in user may open them, and
 * the router mounts them inside RequireAuth.
 */
import type { IconName } from '@blueprintjs/icons';
import type { ComponentType } from 'react';

export interface DemoPage {
  path: string;
  title: string;
  icon?: IconName;
  /** Shown in the «Демо» menu group (detail pages are not). */
  inMenu: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    path: '/demo/ecommerce/shop',
    title: 'Магазин',
    icon: 'shop',
    inMenu: true,
    load: () => import('./shop/ShopPage'),
  },
  {
    path: '/demo/scrum-board',
    title: 'Scrum-доска',
    icon: 'column-layout',
    inMenu: true,
    load: () => import('./scrum/ScrumBoardPage'),
  },
  {
    path: '/demo/invoice/list',
    title: 'Счета',
    icon: 'document',
    inMenu: true,
    load: () => import('./invoices/InvoiceListPage'),
  },
  {
    path: '/demo/invoice/:id',
    title: 'Счёт',
    inMenu: false,
    load: () => import('./invoices/InvoiceDetailPage'),
  },
  {
    path: '/demo/calendar',
    title: 'Календарь',
    icon: 'calendar',
    inMenu: true,
    load: () => import('./calendar/CalendarPage'),
  },
  {
    path: '/demo/inbox',
    title: 'Входящие',
    icon: 'inbox',
    inMenu: true,
    load: () => import('./inbox/InboxPage'),
  },
  { path: '/demo/chat', title: 'Чат', icon: 'chat', inMenu: true, load: () => import('./chat/ChatPage') },
  {
    path: '/demo/todo',
    title: 'Задачи',
    icon: 'tick-circle',
    inMenu: true,
    load: () => import('./todo/TodoPage'),
  },
  {
    path: '/demo/users',
    title: 'Справочник людей',
    icon: 'people',
    inMenu: true,
    load: () => import('./users/UsersPage'),
  },
  // The template's sample pages (spec section 2: utilities, material, charts, forms, pages, data
  // tables) as a showcase of the product's own pieces with sample data (docs/demo.md).
  ...(
    [
      ['utilities', 'Утилиты', 'wrench', () => import('./showcase/UtilitiesPage')],
      ['material', 'Компоненты', 'widget-button', () => import('./showcase/MaterialPage')],
      ['charts', 'Графики', 'timeline-line-chart', () => import('./showcase/ChartsPage')],
      ['forms', 'Формы', 'form', () => import('./showcase/FormsPage')],
      ['pages', 'Страницы', 'document-open', () => import('./showcase/PagesPage')],
      ['data-tables', 'Таблицы', 'th', () => import('./showcase/DataTablesPage')],
    ] as const
  ).map(([slug, title, icon, load]): DemoPage => ({
    path: `/demo/${slug}`,
    title,
    icon,
    inMenu: true,
    load,
  })),
];

/** The demo page of a pathname (`:id` segments match anything). */
export function findDemoPage(pathname: string): DemoPage | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const exact = DEMO_PAGES.find((p) => p.path === parts.join('/'));
  if (exact) return exact;
  return DEMO_PAGES.find((p) => {
    const pattern = p.path.split('/');
    return pattern.length === parts.length && pattern.every((s, i) => s.startsWith(':') || s === parts[i]);
  });
}
