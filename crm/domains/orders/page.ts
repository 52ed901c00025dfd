/**
 * order/getOrderPage (ours, issue 17): one page of orders after a keyset (never OFFSET), in id
 * order (`afterId`), in the order list's order, by order date and the day's number (`orderBy:
 * 'date'`, `afterDate` + `afterDay`, over the unique index on them), or by the day the order is
 * due (`orderBy: 'due'`, `afterDue` + `afterTime` + `afterId`, over orders_due_idx of migration
 * 021; issue 26), forward (`first`) or back (`last` with the `before…` key), with the filters of
 * the order list (a period of order dates or of due dates, `dateBy`; shop type, search, statuses,
 * workers or none («Без исполнителя»), payment types, sales channels, one client) and the totals of everything that matches (count and
 * sum) computed in SQL. Id order makes a walk stable while new
 * orders arrive: they get higher ids and come at the end, so no order is seen twice or skipped.
 * The search matches as schema/order-search.ts does (number, names, phones; `wholePhones` for
 * readers who see phones masked), the phone by its last ten digits through the client phone index.
 */
import type { Db } from '../../db/connect';
import type { Body } from '../../registry';
import { phoneDigits } from '../../../schema/order-search';
import { finishPage, keyset, paramList, readWindow, type PageWindow } from '../../lib/keyset';
import { MAX_ID } from '../../lists/checks';
import { selectSql, toRecord } from '../../lists/sql';
import { findList } from '../../../schema/lists';
import { refuse, requireDate } from './input';
import { selectOrders } from './read';

interface PageQuery extends PageWindow {
  dateStart: string | null;
  dateStop: string | null;
  shopType: string | null;
  search: string;
  wholePhones: boolean;
  /** Which day the period is of: the day the order was taken, or the day it is due. */
  dateBy: 'order' | 'due';
  /** Each list given: the order's status (worker, …) is one of them. */
  statusIds: number[];
  workerIds: number[];
  paymentTypeIds: number[];
  sourceIds: number[];
  /** Also (or, with no workerIds, only) the orders nobody is assigned to: «Без исполнителя». */
  withoutWorker: boolean;
  /** One client's orders (the client card), or everyone's. */
  clientId: number | null;
  orderBy: 'id' | 'date' | 'due';
  /** The order the page starts after (forward) or ends before (backward); none: from the edge. */
  keyId: number;
  keyDate: string | null;
  keyDay: number;
  keyDue: string | null;
  keyTime: string;
  includeDeleted: boolean;
  /** false: skip the totals (a walk that does not show them pays nothing for history). */
  withTotals: boolean;
}

/** A filter's ids: absent or a list of at most 100 record ids (an id no record has matches nothing). */
function idList(v: unknown, label: string): number[] {
  if (v === undefined || v === null) return [];
  const ok = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_ID;
  if (!Array.isArray(v) || v.length > 100 || !v.every(ok))
    refuse(`Поле «${label}»: список идентификаторов (не больше 100)`);
  return v as number[];
}

/** The client filter: absent, or one client's id. */
function clientOf(v: unknown): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0 || v > MAX_ID)
    refuse('Поле «clientId»: неверный идентификатор клиента');
  return v as number;
}

/** The day an order is due: its delivery (pick-up) date, else the day it was taken (orders_due_idx). */
export const DUE = 'coalesce(o.invoice_date, o.order_date)';
/** The time window in byte order, as orders_due_idx holds it. */
export const DUE_TIME = 'o.invoice_time_do COLLATE "C"';

function readQuery(body: Body): PageQuery {
  const date = (v: unknown, label: string) =>
    v === undefined || v === null || v === '' ? null : requireDate(v, label);
  const dateStart = date(body.dateStart, 'Дата начала');
  const dateStop = date(body.dateStop, 'Дата окончания');
  if (dateStart && dateStop && dateStart > dateStop) refuse('Дата начала позже даты окончания');
  const shopType = body.shopType ?? null;
  if (shopType !== null && shopType !== 'flower_shop' && shopType !== 'fastfood')
    refuse('Тип магазина: flower_shop или fastfood');
  const window = readWindow(body);
  const orderBy = body.orderBy ?? 'id';
  if (orderBy !== 'id' && orderBy !== 'date' && orderBy !== 'due') refuse('Поле «orderBy»: id, date или due');
  const dateBy = body.dateBy ?? 'order';
  if (dateBy !== 'order' && dateBy !== 'due') refuse('Поле «dateBy»: order или due');
  const position = (v: unknown, label: string) => {
    const n = v ?? 0;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
      refuse(`Поле «${label}»: неверный курсор`);
    return n as number;
  };
  const side = window.backward ? 'before' : 'after';
  const keyId = position(body[`${side}Id`], `${side}Id`);
  const keyDay = position(body[`${side}Day`], `${side}Day`);
  const keyDate = date(body[`${side}Date`], `${side}Date`);
  const keyDue = date(body[`${side}Due`], `${side}Due`);
  const keyTime = body[`${side}Time`] ?? '';
  if (typeof keyTime !== 'string' || keyTime.length > 100) refuse(`Поле «${side}Time»: неверный курсор`);
  const search = typeof body.search === 'string' ? body.search.trim().slice(0, 100) : '';
  return {
    dateStart,
    dateStop,
    shopType: shopType as string | null,
    search,
    wholePhones: body.wholePhones === true,
    dateBy: dateBy as PageQuery['dateBy'],
    statusIds: idList(body.statusIds, 'statusIds'),
    workerIds: idList(body.workerIds, 'workerIds'),
    paymentTypeIds: idList(body.paymentTypeIds, 'paymentTypeIds'),
    sourceIds: idList(body.sourceIds, 'sourceIds'),
    withoutWorker: body.withoutWorker === true,
    clientId: clientOf(body.clientId),
    orderBy: orderBy as PageQuery['orderBy'],
    ...window,
    keyId,
    keyDate,
    keyDay,
    keyDue,
    keyTime: keyTime as string,
    includeDeleted: body.includeDeleted === true,
    withTotals: body.withTotals !== false,
  };
}

/** The WHERE of the filters (not the keyset), with its parameters from $1. */
function filters(q: PageQuery): { where: string; params: unknown[] } {
  const { params, p } = paramList();
  const parts: string[] = [];
  const day = q.dateBy === 'due' ? DUE : 'o.order_date';
  if (q.dateStart) parts.push(`${day} >= ${p(q.dateStart)}::date`);
  if (q.dateStop) parts.push(`${day} <= ${p(q.dateStop)}::date`);
  if (q.shopType) parts.push(`o.shop_type = ${p(q.shopType)}`);
  const among = (column: string, ids: number[]) => {
    if (ids.length) parts.push(`${column} = ANY(${p(ids)}::int[])`);
  };
  among('o.status_id', q.statusIds);
  if (q.withoutWorker) {
    const assigned = q.workerIds.length ? ` OR o.worker_id = ANY(${p(q.workerIds)}::int[])` : '';
    parts.push(`(o.worker_id IS NULL${assigned})`);
  } else among('o.worker_id', q.workerIds);
  if (q.clientId !== null) parts.push(`o.client_id = ${p(q.clientId)}`);
  among('o.payment_type_id', q.paymentTypeIds);
  among('o.source_id', q.sourceIds);
  if (!q.includeDeleted) parts.push('NOT o.deleted');
  const text = q.search.toLowerCase();
  if (text) {
    const digits = text.replace(/\D/g, '');
    const phoneLike = digits.length >= 3 && digits.length === text.replace(/[\s()+-]/g, '').length;
    const clientDigits = "regexp_replace(k.phone, '\\D', '', 'g')";
    const recipientDigits = "regexp_replace(o.recipient_phone, '\\D', '', 'g')";
    if (phoneLike && q.wholePhones) {
      // Every parameter pushed must be used: an unused one has no type and fails the query.
      const number = `o.number LIKE ${p(`%${text}%`)}`;
      if (digits.length < 10) parts.push(number);
      else {
        const last10 = p(phoneDigits(digits).slice(-10));
        parts.push(
          `(${number} OR right(${clientDigits}, 10) = ${last10} OR right(${recipientDigits}, 10) = ${last10})`,
        );
      }
    } else if (phoneLike) {
      const wanted = digits.startsWith('8') ? [digits, `7${digits.slice(1)}`] : [digits];
      const likes = wanted.map((w) => p(`%${w}%`));
      const phones = likes.flatMap((l) => [`${clientDigits} LIKE ${l}`, `${recipientDigits} LIKE ${l}`]);
      parts.push(`(o.number LIKE ${p(`%${text}%`)} OR ${phones.join(' OR ')})`);
    } else {
      const names =
        "lower(concat_ws(' ', k.last_name, k.first_name, k.patronymic, o.recipient_last_name, o.recipient_first_name, o.recipient_patronymic, o.number))";
      for (const word of text.split(/\s+/)) parts.push(`${names} LIKE ${p(`%${word}%`)}`);
    }
  }
  return { where: parts.length ? parts.join(' AND ') : 'true', params };
}

/** An order that counts for money: not deleted, and its status does not cancel it. */
export const LIVE_ORDER =
  'NOT o.deleted AND NOT EXISTS (SELECT 1 FROM order_statuses cs WHERE cs.id = o.status_id AND cs.cancels)';

/** Id order, and the order list's (order date, the day's number; a unique index on them). */
const ID_KEY = [{ expr: 'o.id', cast: 'int' }];
const DATE_KEY = [
  { expr: 'o.order_date', cast: 'date' },
  { expr: 'o.day_number', cast: 'int' },
];
/** The due day, the time window, the id: orders_due_idx (migration 021). */
const DUE_KEY = [
  { expr: DUE, cast: 'date' },
  { expr: DUE_TIME, cast: 'text' },
  { expr: 'o.id', cast: 'int' },
];

/** The key columns of a walk and the key the page starts after (null: from the edge). */
function walkKey(q: PageQuery) {
  if (q.orderBy === 'date') return { columns: DATE_KEY, key: q.keyDate ? [q.keyDate, q.keyDay] : null };
  if (q.orderBy === 'due') return { columns: DUE_KEY, key: q.keyDue ? [q.keyDue, q.keyTime, q.keyId] : null };
  return { columns: ID_KEY, key: q.keyId ? [q.keyId] : null };
}

/** The SQL of one page's keys (exported for the EXPLAIN checks of the tests). */
export function pageKeysSql(body: Body): { sql: string; params: unknown[] } {
  const q = readQuery(body);
  const { where, params } = filters(q);
  return keysSql(q, where, params);
}

const FROM = 'FROM orders o LEFT JOIN clients k ON k.id = o.client_id';

function keysSql(q: PageQuery, where: string, params: unknown[]) {
  const { columns, key } = walkKey(q);
  const { after, order, params: keyParams } = keyset(columns, 'asc', q, key, params.length);
  // One more than asked tells whether another page follows.
  return {
    sql: `SELECT o.id, o.order_date::text AS date, o.day_number AS day, ${DUE}::text AS due,
            o.invoice_time_do AS time ${FROM}
      WHERE ${where} AND ${after} ORDER BY ${order} LIMIT ${q.size + 1}`,
    params: [...params, ...keyParams],
    keyed: key !== null,
  };
}

const STREETS = findList('Street')!;

/**
 * The streets a page's orders name, as the street list's page call sends them: the order list
 * shows each order's street, and the caller would otherwise ask for them in a second round trip
 * once this page had arrived (docs/performance.md V2). The list's primary key finds them.
 */
async function streetsOf(db: Db, orders: readonly Record<string, unknown>[]) {
  const ids = [
    ...new Set(orders.map((o) => o.idStreet).filter((id): id is number => typeof id === 'number')),
  ];
  if (ids.length === 0) return [];
  const rows = await db.query(`${selectSql(STREETS)} WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
  return rows.map((r) => toRecord(STREETS, r));
}

export async function orderPage(db: Db, body: Body) {
  const q = readQuery(body);
  const { where, params } = filters(q);
  const [totals] = q.withTotals
    ? await db.query<{ count: number; sum: number }>(
        // The sum is the statistics' revenue (crm/stats/sql.ts): live orders only, neither
        // cancelled nor deleted, so the list's «на сумму» and the dashboard agree (docs/orders.md).
        `SELECT count(*)::int AS count,
                coalesce(sum(o.total) FILTER (WHERE ${LIVE_ORDER}), 0)::bigint::float8 AS sum
           ${FROM} WHERE ${where}`,
        params,
      )
    : [{ count: null, sum: null }];
  const { sql, params: all, keyed } = keysSql(q, where, params);
  const rows = await db.query<{ id: number; date: string; day: number; due: string; time: string }>(sql, all);
  const page = finishPage(rows, q, keyed);
  const keys = page.rows;
  const byId = new Map(
    (
      await selectOrders(
        db,
        keys.map((r) => r.id),
      )
    ).map((o) => [Number(o.id), o]),
  );
  const orders = keys.map((k) => byId.get(k.id)!);
  return {
    OrderList: orders,
    streets: await streetsOf(db, orders),
    // Where each order stands in the walk, for the caller's cursors.
    keys: keys.map((k) => ({ id: k.id, date: k.date, day: k.day, due: k.due, time: k.time })),
    totalCount: totals.count,
    totalSum: totals.sum === null ? null : Number(totals.sum),
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
