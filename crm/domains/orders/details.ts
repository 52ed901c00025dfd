/**
 * getOrderDetails (ours, issue 18): the history and payments of many orders in one call, so a
 * GraphQL list asking for `history` or `payments` costs one CRM call per batch, not one per order
 * (getOrderInfo answers one order). Three queries whatever the number of orders.
 */
import type { Db } from '../../db/connect';
import type { Body } from '../../registry';
import { MAX_PAGE } from '../../../schema/paging';
import { refuse, requireId } from './input';
import { orderHistories } from './read';

/** The ids asked for: 1 to MAX_PAGE order ids, each a positive integer, duplicates dropped. */
function idsOf(body: Body): number[] {
  const ids = body.ids;
  if (!Array.isArray(ids) || ids.length === 0) refuse('Укажите хотя бы один заказ');
  if ((ids as unknown[]).length > MAX_PAGE) refuse(`Не больше ${MAX_PAGE} заказов за один вызов`);
  return [...new Set((ids as unknown[]).map((v, i) => requireId(v, `Заказ №${i + 1}`)))];
}

export async function orderDetails(db: Db, body: Body) {
  const ids = idsOf(body);
  const found = await db.query<{ id: number }>('SELECT id FROM orders WHERE id = ANY($1::int[])', [ids]);
  const history = await orderHistories(db, ids);
  const payments = await db.query<Record<string, unknown> & { orderId: number }>(
    `SELECT p.order_id AS "orderId", p.id,
            to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            u.name AS "userName", p.payment_type_id AS "paymentTypeId", p.cashless, p.amount,
            p.shift_id AS "shiftId"
       FROM order_payments p LEFT JOIN users u ON u.id = p.user_id
      WHERE p.order_id = ANY($1::int[]) ORDER BY p.order_id, p.at, p.id`,
    [ids],
  );
  const byId = new Map(
    found.map((o) => [o.id, { id: o.id, history: history.get(o.id) ?? [], payments: [] as unknown[] }]),
  );
  for (const { orderId, ...p } of payments) byId.get(orderId)?.payments.push(p);
  // Unknown ids are left out: the caller answers NOT_FOUND for each of them.
  return { OrderDetails: [...byId.values()] };
}
