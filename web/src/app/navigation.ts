import type { IconName } from '@blueprintjs/icons';
import { allows, findRoute, REFERENCE_LISTS, type Principal, type ShopType } from '../../../schema/access';
import { DEMO_MENU } from '../demo/menu';

/**
 * The side menu as data (spec section 2 "Navigation and layout"). Who may open a page is decided
 * by schema/access.ts alone: a link shows only when the guard of its route would let the user
 * in. An entry's own `shopTypes` only narrows further, for menu entries that exist once per
 * business type (the flower-shop «Клиенты» group against the fast-food «Клиенты» link).
 */

interface NavBase {
  label: string;
  shopTypes?: readonly ShopType[];
}

export interface NavLabel extends NavBase {
  kind: 'label';
}

export interface NavExternal extends NavBase {
  kind: 'external';
  href: string;
  icon?: IconName;
}

export interface NavBadge {
  value: string;
  intent?: 'primary' | 'success' | 'warning' | 'danger';
}

export interface NavLink extends NavBase {
  kind: 'link';
  path: string;
  icon?: IconName;
  /** Short letters shown instead of an icon (and alone in the compact sidebar). */
  iconText?: string;
  badge?: NavBadge;
  /** A demo area of the template (not a route of schema/access.ts): shown to whom `seesDemo` admits. */
  demo?: boolean;
  /** The template's «тест» wording of a real page, shown only to whom `seesDemo` admits. */
  forDemo?: Partial<Pick<NavLink, 'label' | 'badge'>>;
}

export interface NavGroup extends NavBase {
  kind: 'group';
  icon?: IconName;
  iconText?: string;
  children: NavItem[];
}

export type NavItem = NavLabel | NavExternal | NavLink | NavGroup;

/** Two letters for the compact sidebar: initials of two words, or the start of one. */
export function initials(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return label.slice(0, 2).charAt(0).toUpperCase() + label.slice(1, 2);
}

/** A link to a product route; its label defaults to the route title so the two cannot drift. */
function link(path: string, extra: Partial<Omit<NavLink, 'kind' | 'path'>> = {}): NavLink {
  const route = findRoute(path);
  if (!route) throw new Error(`navigation: ${path} is not a route of schema/access.ts`);
  const label = extra.label ?? route.title;
  return {
    kind: 'link',
    path,
    label,
    ...extra,
    iconText: extra.icon ? undefined : (extra.iconText ?? initials(label)),
  };
}

const label = (text: string): NavLabel => ({ kind: 'label', label: text });

export const NAVIGATION: readonly NavItem[] = [
  label('Работа'),
  {
    kind: 'group',
    label: 'Дашборды',
    icon: 'dashboard',
    children: [
      link('/dashboard/alternative'),
      link('/dashboard/default'),
      link('/dashboard/statsOrder'),
      link('/dashboard/inventory-management', { shopTypes: ['flower_shop'] }),
    ],
  },
  {
    kind: 'group',
    label: 'Заказы',
    icon: 'shopping-cart',
    children: [
      link('/order/newOrder'),
      link('/order/newOrderFast'),
      link('/order/allOrder'),
      link('/delivery'),
      link('/courier'),
      link('/order/newTest', { label: 'Касса', forDemo: { badge: { value: 'тест', intent: 'warning' } } }),
      link('/order/newOrderFastFood'),
      link('/order/allOrderFastFood'),
      link('/kitchen'),
      link('/kitchen/ready'),
    ],
  },
  {
    kind: 'group',
    label: 'Клиенты',
    icon: 'people',
    shopTypes: ['flower_shop'],
    children: [link('/klientList/klientList'), link('/klientList/recipietnList')],
  },
  link('/klientList/KlientList', { icon: 'people', shopTypes: ['fastfood'] }),
  link('/catalog', { icon: 'book' }),
  label('Администрирование'),
  {
    kind: 'group',
    label: 'Справочники',
    icon: 'th-list',
    children: REFERENCE_LISTS.map((r) => link(r.path)),
  },
  {
    kind: 'group',
    label: 'Склад',
    icon: 'box',
    children: [
      link('/warehouse/SelfWriting'),
      link('/warehouse/Writing'),
      link('/warehouse/Consignment'),
      link('/warehouse/Output'),
      link('/warehouse/Moving'),
      link('/warehouse/Stocktaking'),
      link('/warehouse/Stock'),
    ],
  },
  {
    kind: 'group',
    label: 'Маркетинг',
    icon: 'announcement',
    children: [
      link('/marketing/Disturbance'),
      link('/marketing/Promocode'),
      link('/marketing/PromocodeCreate'),
      link('/marketing/Gifts'),
    ],
  },
  { kind: 'group', label: 'Деньги', icon: 'bank-account', children: [link('/money/cashbox')] },
  {
    kind: 'group',
    label: 'Настройки',
    icon: 'cog',
    children: [
      link('/Settings/AffiliateList'),
      link('/Settings/UserList'),
      link('/Settings/Outlets'),
      link('/NewProduct', { forDemo: { label: 'Тест нового товара' } }),
      link('/PrintSettingsPage'),
      link('/Settings/Backups'),
      link('/Settings/Integrations'),
      link('/Settings/Webhooks'),
      link('/Settings/Loyalty'),
      link('/Settings/Fiscal'),
    ],
  },
  {
    kind: 'group',
    label: 'Временный доступ',
    icon: 'key',
    children: [link('/AccessRightsSettings'), link('/AccessRightsSettings/audit')],
  },
];

/**
 * The template's demo areas and their «тест» labels are for the SA (issue 26: they showed to every
 * role), or for everyone when the operator shows them (SHOW_DEMO_AREAS; the server says so in
 * `User.demoAreas`).
 */
export function seesDemo(user: Pick<Principal, 'role'> & { demoAreas?: boolean | null }): boolean {
  return user.role === 'SA' || user.demoAreas === true;
}

/** The sidebar: the product menu, then the demo areas of the template. */
export const MENU: readonly NavItem[] = [...NAVIGATION, DEMO_MENU];

/**
 * The part of a menu tree one user may see. Links follow the route guard; groups stay only with
 * a visible child; labels only when an entry follows them before the next label.
 */
export function visibleMenu(
  tree: readonly NavItem[],
  user: (Principal & { demoAreas?: boolean | null }) | null | undefined,
): NavItem[] {
  if (!user) return [];
  const kept: NavItem[] = [];
  for (const item of tree) {
    if (item.shopTypes && !(item.shopTypes as readonly string[]).includes(user.typeAccount)) continue;
    if (item.kind === 'link') {
      // A link to a path the router does not guard would lead to the 404 page: never show it.
      const route = findRoute(item.path);
      const { forDemo, ...plain } = item;
      const shown = forDemo && seesDemo(user) ? { ...plain, ...forDemo } : plain;
      if ((route && allows(user, route)) || (item.demo && seesDemo(user))) kept.push(shown);
    } else if (item.kind === 'group') {
      const children = visibleMenu(item.children, user);
      if (children.some((c) => c.kind !== 'label')) kept.push({ ...item, children });
    } else {
      kept.push(item);
    }
  }
  return kept.filter(
    (item, i) => item.kind !== 'label' || (i + 1 < kept.length && kept[i + 1].kind !== 'label'),
  );
}

/** A link is current on its own path and on paths below it (e.g. /category/5 under /category). */
export function linkMatches(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function groupContains(group: NavGroup, pathname: string): boolean {
  return group.children.some((c) =>
    c.kind === 'link' ? linkMatches(c.path, pathname) : c.kind === 'group' && groupContains(c, pathname),
  );
}

/** The groups leading to the link of `pathname`, outermost first; null when no link matches. */
export function menuTrail(tree: readonly NavItem[], pathname: string): NavGroup[] | null {
  for (const item of tree) {
    if (item.kind === 'link' && linkMatches(item.path, pathname)) return [];
    if (item.kind === 'group') {
      const below = menuTrail(item.children, pathname);
      if (below) return [item, ...below];
    }
  }
  return null;
}

/** Where a group's breadcrumb leads: its first link, searched depth-first. */
export function firstLink(group: NavGroup): NavLink | undefined {
  for (const child of group.children) {
    if (child.kind === 'link') return child;
    if (child.kind === 'group') {
      const found = firstLink(child);
      if (found) return found;
    }
  }
  return undefined;
}
