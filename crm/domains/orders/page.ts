/**
 * order/getOrderPage (ours, issue 17): one page of orders in id order after a keyset (`afterId`,
 * never OFFSET), with the filters of the order list (period, shop type, search) and the totals of
 * everything that matches (count and sum) computed in SQL. Id order makes a walk stable while new
 * orders arrive: they get higher ids and come at the end, so no order is seen twice or skipped.
 * The search matches as schema/order-search.ts does (number, names, phones; `wholePhones` for
 * readers who see phones masked), the phone by its last ten digits through the client phone index.
 */
import type { Db } from '../../db/connect';
import type { Body } from '../../registry';
import { phoneDigits } from '../../../schema/order-search';
import { refuse, requireDate } from './input';
import { selectOrders } from './read';

export const MAX_PAGE = 250;

interface PageQuery {
  dateStart: string | null;
  dateStop: string | null;
  shopType: string | null;
  search: string;
  wholePhones: boolean;
  afterId: number;
  first: number;
  includeDeleted: boolean;
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
  const first = body.first ?? 50;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_PAGE)
    refuse(`Поле «first»: целое число от 1 до ${MAX_PAGE}`);
  const afterId = body.afterId ?? 0;
  if (typeof afterId !== 'number' || !Number.isSafeInteger(afterId) || afterId < 0)
    refuse('Поле «afterId»: неверный курсор');
  const search = typeof body.search === 'string' ? body.search.trim().slice(0, 100) : '';
  return {
    dateStart,
    dateStop,
    shopType: shopType as string | null,
    search,
    wholePhones: body.wholePhones === true,
    afterId: afterId as number,
    first: first as number,
    includeDeleted: body.includeDeleted === true,
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
  const [totals] = await db.query<{ count: number; sum: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(o.total), 0)::bigint::float8 AS sum ${from} WHERE ${where}`,
    params,
  );
  // One more than asked tells whether another page follows.
  const rows = await db.query<{ id: number }>(
    `SELECT o.id ${from} WHERE ${where} AND o.id > $${params.length + 1} ORDER BY o.id LIMIT ${q.first + 1}`,
    [...params, q.afterId],
  );
  const ids = rows.slice(0, q.first).map((r) => r.id);
  return {
    OrderList: await selectOrders(db, ids),
    totalCount: totals.count,
    totalSum: Number(totals.sum),
    hasNextPage: rows.length > q.first,
  };
}
