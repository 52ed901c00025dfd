/**
 * A remote CRM that lacks order/getOrderPage (CRM_URL to a CRM of the spec alone) still pages:
 * the gateway reads the period with getOrder and pages it itself (issue 17 item 2). Slower (the
 * whole period travels for every page) and bounded by getOrder's 366 days, but the same pages,
 * keys, totals and search as our CRM gives (docs/orders.md).
 */
import { DEFAULT_PAGE } from '../../../schema/paging';
import { BadInputError } from '../../errors';
import { pageOfRows, type Key } from '../../graphql/relay';
import type { OrderPage, OrderPageQuery, PageKey, RemoteOrder } from './service';

export { isUnknownCall } from '../../upstream/errors';

export const NEEDS_PERIOD = 'Эта CRM не отдаёт заказы страницами: укажите период (не длиннее 366 дней)';

const pageKey = (o: RemoteOrder): PageKey => ({
  id: Number(o.id),
  date: String(o.date ?? ''),
  day: Number(String(o.number ?? '').split('-')[1] ?? 0),
});

/**
 * One page of `orders` (the period's orders, already searched) as getOrderPage would give it.
 * `cancelling`: ids of the statuses that cancel an order; the sum counts live orders only.
 */
export function pageOf(
  orders: RemoteOrder[],
  q: OrderPageQuery,
  cancelling: ReadonlySet<string> = new Set(),
): OrderPage {
  if (!q.dateStart || !q.dateStop) throw new BadInputError(NEEDS_PERIOD);
  const byDate = q.orderBy === 'date';
  const matching = orders.filter((o) => !q.shopType || o.shopType === q.shopType);
  // Position of an order in the walk, compared left to right as getOrderPage's SQL compares it.
  const keyOf = (k: PageKey): Key => (byDate ? [k.date, k.day] : [k.id]);
  const backward = q.last !== undefined;
  const [anchorId, anchorDate, anchorDay] = backward
    ? [q.beforeId, q.beforeDate, q.beforeDay]
    : [q.afterId, q.afterDate, q.afterDay];
  const anchor = byDate ? (anchorDate ? [anchorDate, anchorDay ?? 0] : null) : anchorId ? [anchorId] : null;
  const size = (backward ? q.last : q.first) ?? DEFAULT_PAGE;
  const page = pageOfRows(
    matching.map((o) => ({ o, k: pageKey(o) })),
    ({ k }) => keyOf(k),
    { backward, size, key: anchor },
  );
  return {
    OrderList: page.rows.map(({ o }) => o),
    keys: page.rows.map(({ k }) => k),
    totalCount: q.withTotals === false ? null : matching.length,
    totalSum:
      q.withTotals === false
        ? null
        : matching
            .filter((o) => o.deleted !== true && !cancelling.has(String(o.idStatus)))
            .reduce((s, o) => s + Number(o.itog_value ?? 0), 0),
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
