/**
 * Money for orders (docs/cashbox.md "Payments"): the advance a create or an edit brings in, and
 * order/payOrder. Payments only ever add up: nothing is refunded automatically (a cancelled or
 * edited-down order keeps what was paid until someone gives the money back by hand).
 */
import { paidSum, recordPayment } from '../../cashbox/payments';
import type { Db } from '../../db/connect';
import { refuse } from './input';
import { requireExists } from './refs';
import { rub } from './totals';
import { lockOrder, nameOf, writeHistory } from './write';

async function orderMoney(tx: Db, id: number) {
  // What money is still owed is of the total less the certificate's and the bonuses' parts
  // (payments, not cash).
  const [row] = await tx.query<{ affiliate_id: number; shop_type: string; total: number }>(
    'SELECT affiliate_id, shop_type, total - certificate_sum - bonus_sum AS total FROM orders WHERE id = $1',
    [id],
  );
  return row;
}

/** The advance written on the order, minus what is already paid, is taken as a payment now. */
export async function settleAdvance(
  tx: Db,
  id: number,
  advanceSum: number,
  paymentTypeId: number | null,
  userId: number | null,
): Promise<void> {
  if (advanceSum <= 0) return;
  const owed = advanceSum - (await paidSum(tx, id));
  if (owed <= 0) return;
  const { affiliate_id, shop_type } = await orderMoney(tx, id);
  await recordPayment(tx, {
    orderId: id,
    affiliateId: affiliate_id,
    shopType: shop_type,
    amount: owed,
    paymentTypeId,
    userId,
  });
}

export interface PayInput {
  id: number;
  /** null: the whole sum due. */
  amount: number | null;
  /** null: the order's own payment type. */
  paymentTypeId: number | null;
}

export async function payOrder(tx: Db, input: PayInput, userId: number | null): Promise<void> {
  const order = await lockOrder(tx, input.id);
  if (order.deleted) refuse('Удалённый заказ нельзя оплатить', undefined, 'ORDER_DELETED');
  if (input.paymentTypeId !== null)
    await requireExists(tx, 'payment_types', input.paymentTypeId, 'Тип оплаты', 'paymentTypeId');
  const { affiliate_id, shop_type, total } = await orderMoney(tx, input.id);
  const due = Math.max(0, total - (await paidSum(tx, input.id)));
  if (input.amount === null && due === 0) refuse('Заказ уже оплачен полностью');
  const amount = input.amount ?? due;
  if (amount > due) refuse(`Сумма больше остатка к оплате: ${rub(due)}`, ['amount']);
  const paymentTypeId = input.paymentTypeId ?? order.payment_type_id;
  await recordPayment(tx, {
    orderId: input.id,
    affiliateId: affiliate_id,
    shopType: shop_type,
    amount,
    paymentTypeId,
    userId,
  });
  await tx.query('UPDATE orders SET updated_at = now() WHERE id = $1', [input.id]);
  await writeHistory(tx, input.id, userId, {
    field: 'payment',
    newValue: String(amount),
    newName: `Оплата ${rub(amount)} (${(await nameOf(tx, 'payment_types', paymentTypeId)) ?? 'наличные'})`,
  });
}
