/**
 * order/getOrderPage (ours, issue 17): one page of orders after a keyset (never OFFSET), in id
 * order (`afterId`) or in the order list's order, by order date and the day's number (`orderBy:
 * 'date'`, `afterDate` + `afterDay`, over the unique index on them), forward (`first`) or back
 * (`last` with `beforeId` or `beforeDate` + `beforeDay`), with the filters of the order list (period, shop type, search) and the totals of
 * everything that matches (count and sum) computed in SQL. Id order makes a walk stable while new
 * orders arrive: they get higher ids and come at the end, so no order is seen twice or skipped.
 * The search matches as schema/order-search.ts does (number, names, phones; `wholePhones` for
 * readers who see phones masked), the phone by its last ten digits through the client phone index.
 */
import type { Db } from '../../db/connect';
import type { Body } from '../../registry';
import { phoneDigits } from '../../../schema/order-search';
import { DEFAULT_PAGE, isPageSize, MAX_PAGE } from '../../../schema/paging';
import { refuse, requireDate } from './input';
import { selectOrders } from './read';

interface PageQuery {
  dateStart: string | null;
  dateStop: string | null;
  shopType: string | null;
  search: string;
  wholePhones: boolean;
  orderBy: 'id' | 'date';
  /** `last`/`before`: the orders just before the key, still returned in list order. */
  backward: boolean;
  /** The order the page starts after (forward) or ends before (backward); none: from the edge. */
  keyId: number;
  keyDate: string | null;
  keyDay: number;
  size: number;
  includeDeleted: boolean;
  /** false: skip the totals (a walk that does not show them pays nothing for history). */
  withTotals: boolean;
}

function readQuery(body: Body): PageQuery {
  const date = (v: unknown, label: string) =>
    v === undefined || v === null || v === '' ? null : requireDate(v, label);
  const dateStart = date(body.dateStart, 'Дата начала');
  const dateStop = date(body.dateStop, 'Дата окончания');
  if (dateStart && dateStop && dateStart > dateStop) refuse('Дата начала позже даты окончания');
  const shopType = body.shopType ?? null;
  if (shopType !== null && shopType !== 'flower_shop' && shopType !== 'fastfood')
    refuse('Тип магазина: flower_shop или fastfood');
  const backward = body.last !== undefined && body.last !== null;
  if (backward && body.first !== undefined && body.first !== null)
    refuse('Укажите «first» (вперёд) или «last» (назад), не оба');
  const size = backward ? body.last : (body.first ?? DEFAULT_PAGE);
  if (!isPageSize(size)) refuse(`Поле «${backward ? 'last' : 'first'}»: целое число от 1 до ${MAX_PAGE}`);
  const orderBy = body.orderBy ?? 'id';
  if (orderBy !== 'id' && orderBy !== 'date') refuse('Поле «orderBy»: id или date');
  const position = (v: unknown, label: string) => {
    const n = v ?? 0;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
      refuse(`Поле «${label}»: неверный курсор`);
    return n as number;
  };
  const side = backward ? 'before' : 'after';
  const keyId = position(body[`${side}Id`], `${side}Id`);
  const keyDay = position(body[`${side}Day`], `${side}Day`);
  const keyDate = date(body[`${side}Date`], `${side}Date`);
  const search = typeof body.search === 'string' ? body.search.trim().slice(0, 100) : '';
  return {
    dateStart,
    dateStop,
    shopType: shopType as string | null,
    search,
    wholePhones: body.wholePhones === true,
    orderBy: orderBy as PageQuery['orderBy'],
    backward,
    keyId,
    keyDate,
    keyDay,
    size: size as number,
    includeDeleted: body.includeDeleted === true,
    withTotals: body.withTotals !== false,
  };
}

/** The WHERE of the filters (not the keyset), with its parameters from $1. */
function filters(q: PageQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts: string[] = [];
  if (q.dateStart) parts.push(`o.order_date >= ${p(q.dateStart)}::date`);
  if (q.dateStop) parts.push(`o.order_date <= ${p(q.dateStop)}::date`);
  if (q.shopType) parts.push(`o.shop_type = ${p(q.shopType)}`);
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

export async function orderPage(db: Db, body: Body) {
  const q = readQuery(body);
  const { where, params } = filters(q);
  const from = 'FROM orders o LEFT JOIN clients k ON k.id = o.client_id';
  const [totals] = q.withTotals
    ? await db.query<{ count: number; sum: number }>(
        `SELECT count(*)::int AS count, coalesce(sum(o.total), 0)::bigint::float8 AS sum ${from} WHERE ${where}`,
        params,
      )
    : [{ count: null, sum: null }];
  const n = params.length;
  const byDate = q.orderBy === 'date';
  const key = byDate ? '(o.order_date, o.day_number)' : 'o.id';
  const at = byDate ? `($${n + 1}::date, $${n + 2}::int)` : `$${n + 1}`;
  const keyParams = byDate ? (q.keyDate ? [q.keyDate, q.keyDay] : []) : q.keyId ? [q.keyId] : [];
  const bound = keyParams.length ? `${key} ${q.backward ? '<' : '>'} ${at}` : 'true';
  // Backwards reads the index descending from the key; the page is turned back into list order.
  const dir = q.backward ? ' DESC' : '';
  const order = byDate ? `o.order_date${dir}, o.day_number${dir}` : `o.id${dir}`;
  // One more than asked tells whether another page follows.
  const rows = await db.query<{ id: number; date: string; day: number }>(
    `SELECT o.id, o.order_date::text AS date, o.day_number AS day ${from}
      WHERE ${where} AND ${bound} ORDER BY ${order} LIMIT ${q.size + 1}`,
    [...params, ...keyParams],
  );
  const more = rows.length > q.size;
  const keys = rows.slice(0, q.size);
  if (q.backward) keys.reverse();
  const byId = new Map(
    (
      await selectOrders(
        db,
        keys.map((r) => r.id),
      )
    ).map((o) => [Number(o.id), o]),
  );
  return {
    OrderList: keys.map((k) => byId.get(k.id)!),
    // Where each order stands in the walk, for the caller's cursors.
    keys: keys.map((k) => ({ id: k.id, date: k.date, day: k.day })),
    totalCount: totals.count,
    totalSum: totals.sum === null ? null : Number(totals.sum),
    hasNextPage: q.backward ? keyParams.length > 0 : more,
    hasPreviousPage: q.backward ? more : keyParams.length > 0,
  };
}
