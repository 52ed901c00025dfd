/**
 * Shared calls and shapes of the cashbox suites (cashbox.test.ts, cashbox-payments.test.ts); the
 * CRM and the builders are the warehouse suites' (warehouse-helper.ts).
 */
import { newOrder, ok, orderInfo, w } from './warehouse-helper';

export const NBSP = '\u00a0';
export { NO_SHIFT } from '../../crm/cashbox/payments';

export interface Shift {
  id: number;
  affiliateId: number;
  status: 'open' | 'closed';
  openingCash: number;
  countedCash: number | null;
  expectedCash: number;
  difference: number | null;
  takings: { paymentTypeId: number | null; name: string; cashless: boolean; amount: number; count: number }[];
  takingsTotal: number;
  cashTakings: number;
  cashIn: number;
  cashOut: number;
  timeline: { kind: string; amount: number; description: string; orderId: number | null; balance: number }[];
  [key: string]: unknown;
}

export interface Payment {
  id: number;
  at: string;
  userName: string | null;
  paymentTypeId: number | null;
  cashless: boolean;
  amount: number;
  shiftId: number | null;
}

export const open = (affiliateId: number, openingCash = 500_00) =>
  ok<Shift>('/cashbox/openShift', { affiliateId, openingCash, userId: w.adminId });
export const getShift = (id: number) => ok<Shift>('/cashbox/getShift', { id });
export const move = (shiftId: number, kind: 'in' | 'out', amount: number, reason = 'Размен') =>
  ok<Shift>('/cashbox/addCashMove', { shiftId, kind, amount, reason, userId: w.adminId });
export const close = (id: number, countedCash: number, comment = '') =>
  ok<Shift>('/cashbox/closeShift', { id, countedCash, comment, userId: w.adminId });
export const pay = (id: number, extra: Record<string, unknown> = {}) =>
  ok<{ paidSum: number; payments: Payment[] }>('/order/payOrder', { id, userId: w.adminId, ...extra });

export const paymentsOf = async (id: number) => (await orderInfo(id)).payments as Payment[];

/** A paid sale at the branch: one product at 1 000 ₽ × count, advance (paid) as given. */
export async function sale(
  a: number,
  p: number,
  advance: number,
  paymentType: number | null = w.cashTypeId,
  count = 1,
) {
  return newOrder(a, [{ id: p, count, price: 1000_00 }], { advance_sum: advance, paymentType });
}
