/**
 * A remote CRM that lacks order/getOrderPage (CRM_URL to a CRM of the spec alone) still pages:
 * the gateway reads the period with getOrder and pages it itself (issue 17 item 2). Slower (the
 * whole period travels for every page) and bounded by getOrder's 366 days, but the same pages,
 * keys, totals and search as our CRM gives (docs/orders.md).
 */
import { DEFAULT_PAGE, keysetSlice } from '../../../schema/paging';
import { BadInputError } from '../../errors';
import type { OrderPage, OrderPageQuery, PageKey, RemoteOrder } from './service';

export { isUnknownCall } from '../../upstream/errors';

export const NEEDS_PERIOD = 'Эта CRM не отдаёт заказы страницами: укажите период (не длиннее 366 дней)';

const keyOf = (o: RemoteOrder): PageKey => ({
  id: Number(o.id),
  date: String(o.date ?? ''),
  day: Number(String(o.number ?? '').split('-')[1] ?? 0),
});

const before = (a: PageKey, b: PageKey, byDate: boolean) =>
  byDate ? a.date < b.date || (a.date === b.date && a.day < b.day) : a.id < b.id;

/** One page of `orders` (the period's orders, already searched) as getOrderPage would give it. */
export function pageOf(orders: RemoteOrder[], q: OrderPageQuery): OrderPage {
  if (!q.dateStart || !q.dateStop) throw new BadInputError(NEEDS_PERIOD);
  const byDate = q.orderBy === 'date';
  const matching = orders.filter((o) => !q.shopType || o.shopType === q.shopType);
  const keyed = matching
    .map((o) => ({ o, k: keyOf(o) }))
    .sort((a, b) => (before(a.k, b.k, byDate) ? -1 : before(b.k, a.k, byDate) ? 1 : 0));
  const backward = q.last !== undefined;
  const [anchorId, anchorDate, anchorDay] = backward
    ? [q.beforeId, q.beforeDate, q.beforeDay]
    : [q.afterId, q.afterDate, q.afterDay];
  const anchor: PageKey | null = byDate
    ? anchorDate
      ? { id: 0, date: anchorDate, day: anchorDay ?? 0 }
      : null
    : anchorId
      ? { id: anchorId, date: '', day: 0 }
      : null;
  const page = keysetSlice(
    keyed,
    (backward ? q.last : q.first) ?? DEFAULT_PAGE,
    backward,
    anchor && (({ k }) => (before(k, anchor, byDate) ? -1 : before(anchor, k, byDate) ? 1 : 0)),
  );
  return {
    OrderList: page.rows.map(({ o }) => o),
    keys: page.rows.map(({ k }) => k),
    totalCount: q.withTotals === false ? null : matching.length,
    totalSum: q.withTotals === false ? null : matching.reduce((s, o) => s + Number(o.itog_value ?? 0), 0),
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
