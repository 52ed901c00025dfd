/**
 * A remote CRM that lacks order/getOrderPage (CRM_URL to a CRM of the spec alone) still pages:
 * the gateway reads the period with getOrder and pages it itself (issue 17 item 2). Slower (the
 * whole period travels for every page) and bounded by getOrder's 366 days, but the same pages,
 * keys, totals, search and filters as our CRM gives (docs/orders.md). A period of due days is
 * read as the orders taken in the year up to its last day (getOrder filters by the day an order
 * was taken): an order taken more than a year before it is due is not found this way.
 */
import { DEFAULT_PAGE } from '../../../schema/paging';
import { MAX_RANGE_DAYS, periodTooLong } from '../../../schema/periods';
import { BadInputError } from '../../errors';
import { pageOfRows, type Key } from '../../graphql/relay';
import type { OrderPage, OrderPageQuery, PageKey, RemoteOrder } from './service';

export { isUnknownCall } from '../../upstream/errors';

export const NEEDS_PERIOD = 'Эта CRM не отдаёт заказы страницами: укажите период (не длиннее 366 дней)';

/** The day an order is due: its delivery (pick-up) date, else the day it was taken (as the CRM's DUE). */
const dueOf = (o: RemoteOrder) => String(o.invoiceDate || o.date || '');

const pageKey = (o: RemoteOrder): PageKey => ({
  id: Number(o.id),
  date: String(o.date ?? ''),
  day: Number(String(o.number ?? '').split('-')[1] ?? 0),
  due: dueOf(o),
  time: String(o.invoiceTimeDo ?? ''),
});

const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The days of taking getOrder is asked for: the period itself, or for a period of due days the
 * year up to its last day (an order is taken before it is due).
 */
export function takenPeriod(q: OrderPageQuery): { start: string; stop: string } {
  if (!q.dateStart || !q.dateStop) throw new BadInputError(NEEDS_PERIOD);
  if (q.dateBy !== 'due') return { start: q.dateStart, stop: q.dateStop };
  const tooLong = periodTooLong(q.dateStart, q.dateStop);
  if (tooLong) throw new BadInputError(tooLong);
  return { start: dayShift(q.dateStop, 1 - MAX_RANGE_DAYS), stop: q.dateStop };
}

/** Whether `id` (a CRM record id, number or text) is one of `ids` (no list: any). */
const among = (ids: number[] | undefined, id: unknown) =>
  !ids?.length || (id != null && id !== '' && ids.includes(Number(id)));

/** The filters getOrderPage applies in SQL, on orders of the period already searched. */
function matches(o: RemoteOrder, q: OrderPageQuery): boolean {
  if (q.shopType && o.shopType !== q.shopType) return false;
  if (q.dateBy === 'due') {
    const due = dueOf(o);
    if (due < q.dateStart! || due > q.dateStop!) return false;
  }
  if (q.clientId && Number(o.idKlient) !== q.clientId) return false;
  const unassigned = o.idWorker == null || o.idWorker === '' || o.idWorker === 0;
  const worker = q.withoutWorker
    ? unassigned || (!!q.workerIds?.length && among(q.workerIds, o.idWorker))
    : among(q.workerIds, o.idWorker);
  return (
    among(q.statusIds, o.idStatus) &&
    worker &&
    among(q.paymentTypeIds, o.idPayment ?? o.paymentType) &&
    among(q.sourceIds, o.social)
  );
}

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
  const matching = orders.filter((o) => matches(o, q));
  // Position of an order in the walk, compared left to right as getOrderPage's SQL compares it.
  const keyOf = (k: PageKey): Key =>
    q.orderBy === 'date' ? [k.date, k.day] : q.orderBy === 'due' ? [k.due!, k.time!, k.id] : [k.id];
  const backward = q.last !== undefined;
  const side = backward ? 'before' : 'after';
  const at = (name: string) => q[`${side}${name}` as keyof OrderPageQuery] as string | number | undefined;
  const anchor =
    q.orderBy === 'date'
      ? at('Date')
        ? [at('Date')!, at('Day') ?? 0]
        : null
      : q.orderBy === 'due'
        ? at('Due')
          ? [at('Due')!, at('Time') ?? '', at('Id') ?? 0]
          : null
        : at('Id')
          ? [at('Id')!]
          : null;
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
