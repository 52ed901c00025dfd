/**
 * The receipts a status change makes by itself (docs/fiscal.md «The receipts each case
 * produces»): the order handed over (delivered or picked up) gets «полный расчёт» offsetting its
 * prepayment, a cancelled paid order its return. Order statuses are the shop's own list: a
 * cancelling status (`cancels`) cancels, and the end of the flow (the last status in the list's
 * order that does not cancel, «Выполнен» in the seed) means the buyer has the order.
 */
import { nextStatus } from '../orders/pos/board';
import type { Ref } from '../orders/refs';

export type StatusReceipt = 'settle' | 'refund';

export function receiptOnStatus(statuses: readonly Ref[], statusId: string): StatusReceipt | null {
  const status = statuses.find((s) => s.id === statusId);
  if (!status) return null;
  if (status.cancels) return 'refund';
  return nextStatus(statuses, statusId) === null ? 'settle' : null;
}
