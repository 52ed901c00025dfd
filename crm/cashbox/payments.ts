/**
 * Money received for orders (order_payments). A payment is taken by the open cash shift of the
 * order's branch and shop type at that moment, if there is one (a fast-food sale never lands in
 * the flower counter's till); cash or cashless comes from the payment type as
 * it is then (no type means cash), and stays with the payment if the type is changed later.
 */
import type { Db } from '../db/connect';
import { invalid } from '../envelope';
import { NO_SHIFT } from '../../schema/cash';

/*
 * Cash needs a till to land in (issue 26 item 3): without the open shift of the order's branch and
 * shop type a cash payment is refused, never left in no shift or put in another shop's till.
 * Cards need no till: a card payment is recorded anyway, in the shift open at the time, if any.
 */
export { NO_SHIFT };

export interface PaymentInput {
  orderId: number;
  affiliateId: number;
  shopType: string;
  amount: number;
  paymentTypeId: number | null;
  userId: number | null;
}

/**
 * The open shift of a branch and shop type, held (FOR SHARE) until this transaction ends: closing it waits for
 * the payment, so a closed shift's frozen totals never miss one (crm/cashbox/shifts.ts).
 */
export async function openShiftId(tx: Db, affiliateId: number, shopType: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    'SELECT id FROM cash_shifts WHERE affiliate_id = $1 AND shop_type = $2 AND closed_at IS NULL FOR SHARE',
    [affiliateId, shopType],
  );
  return row?.id ?? null;
}

export async function recordPayment(tx: Db, p: PaymentInput): Promise<void> {
  const [type] =
    p.paymentTypeId === null
      ? []
      : await tx.query<{ cashless: boolean }>('SELECT cashless FROM payment_types WHERE id = $1', [
          p.paymentTypeId,
        ]);
  const cashless = type?.cashless ?? false;
  const shiftId = await openShiftId(tx, p.affiliateId, p.shopType);
  if (!cashless && shiftId === null) invalid(NO_SHIFT, { reason: 'SHIFT_CLOSED' });
  await tx.query(
    // The moment it is written (the shift is held by then), not when the transaction began.
    `INSERT INTO order_payments (at, order_id, user_id, payment_type_id, cashless, amount, shift_id)
     VALUES (clock_timestamp(), $1, $2, $3, $4, $5, $6)`,
    [p.orderId, p.userId, p.paymentTypeId, cashless, p.amount, shiftId],
  );
}

export async function paidSum(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.query<{ paid: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS paid FROM order_payments WHERE order_id = $1',
    [orderId],
  );
  return row.paid;
}

/** The payments of one order, oldest first (getOrderInfo). */
export function orderPayments(db: Db, orderId: number) {
  return db.query(
    `SELECT p.id, to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            u.name AS "userName", p.payment_type_id AS "paymentTypeId", p.cashless, p.amount,
            p.shift_id AS "shiftId"
       FROM order_payments p LEFT JOIN users u ON u.id = p.user_id
      WHERE p.order_id = $1 ORDER BY p.at, p.id`,
    [orderId],
  );
}
