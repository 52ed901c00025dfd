import { addDays, format, isValid, parse } from 'date-fns';
import { allows, findRoute, type Principal } from '../../../../schema/access';

/**
 * The top search box's matching (docs/web.md "Shell"): orders as the server found them, clients
 * by name or phone. Pure, so the rules are tested without a screen.
 */

export interface SearchOrder {
  id: string;
  number: string;
  shopType?: string | null;
  date: string;
  total: number;
  client?: { firstName?: string | null; lastName?: string | null; phone?: string | null } | null;
  recipient?: { firstName?: string | null; lastName?: string | null; phone?: string | null } | null;
}

export interface SearchClient {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  patronymic?: string | null;
  phone?: string | null;
}

/** How far back (and ahead: delivery dates) the box looks for orders by phone. */
export const SEARCH_DAYS_BACK = 90;
export const SEARCH_DAYS_AHEAD = 30;
export const SEARCH_LIMIT = 6;
export const MIN_QUERY = 2;

const ISO = 'yyyy-MM-dd';

export function searchWindow(today = new Date()): { start: string; stop: string } {
  return {
    start: format(addDays(today, -SEARCH_DAYS_BACK), ISO),
    stop: format(addDays(today, SEARCH_DAYS_AHEAD), ISO),
  };
}

/**
 * An order number is yyMMdd-n (the n-th order of its date): a typed number names its day, so
 * an order outside the window is still found. null when the text is not such a number.
 */
export function orderNumberDate(query: string): string | null {
  const m = /^\s*(\d{6})(?:-\d*)?\s*$/.exec(query);
  if (!m) return null;
  const date = parse(m[1], 'yyMMdd', new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO) : null;
}

/** Typed digits match a phone anywhere; a typed «8 916…» also matches «+7 916…». */
/**
 * The orders the server found (it matches number, names and phones: a user without KLIENTS
 * sees phones masked, so only the server can), once each, newest first: the order being asked
 * about is usually today's.
 */
export function newestOrders(orders: readonly SearchOrder[], limit = SEARCH_LIMIT): SearchOrder[] {
  const once = [...new Map(orders.map((o) => [o.id, o])).values()];
  return once
    .sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number))
    .slice(0, limit);
}

export function clientName(c: SearchClient | SearchOrder['client']): string {
  if (!c) return '';
  return [c.lastName, c.firstName, 'patronymic' in c ? c.patronymic : null].filter(Boolean).join(' ');
}

/** Where an order opens: its editor, if the user may open it (else the result is not offered). */
export function orderPath(order: SearchOrder, user: Principal | null | undefined): string | null {
  const path =
    order.shopType === 'fastfood'
      ? `/order/editOrderFastFood/${order.id}`
      : `/order/editOrder?id=${order.id}`;
  const route = findRoute(path.split('?')[0]);
  return route && allows(user, route) ? path : null;
}

/** The first client list this user may open (flower shop, fast food, the reference list). */
export function clientsPath(user: Principal | null | undefined): string | null {
  for (const path of ['/klientList/klientList', '/klientList/KlientList', '/reference/KlientDirectory']) {
    const route = findRoute(path);
    if (route && allows(user, route)) {
      // The menu offers one «Клиенты» per shop type; follow the same split.
      if (path === '/klientList/klientList' && user?.typeAccount === 'fastfood') continue;
      if (path === '/klientList/KlientList' && user?.typeAccount !== 'fastfood') continue;
      return path;
    }
  }
  return null;
}
