/**
 * The CRM's use of the shared totals (schema/order-totals.ts): an order with a problem is
 * refused, and totals the client sent are checked against the computed ones, never stored as is.
 */
import { formatRub } from '../../../schema/money';
import { computeTotals as compute, type Totals, type TotalsInput } from '../../../schema/order-totals';
import { invalid } from '../../envelope';

export type { DiscountType } from '../../../schema/order-totals';
export const rub = formatRub;

export interface CheckedTotalsInput extends TotalsInput {
  /** itog_value as the client computed it. */
  clientTotal: number | null;
  /** sdacha_sum as the client computed it. */
  clientChange: number | null;
}

export function computeTotals(input: CheckedTotalsInput): Totals {
  const totals = compute(input);
  const [problem] = totals.problems;
  if (problem) invalid(problem, { reason: 'ORDER_TOTALS_INVALID' });
  if (input.clientTotal !== null && input.clientTotal !== totals.total) {
    invalid(`Итоговая сумма не совпадает с расчётом: ожидается ${rub(totals.total)}`, {
      reason: 'ORDER_TOTAL_MISMATCH',
      field: ['itog_value'],
    });
  }
  if (input.clientChange !== null && input.clientChange !== totals.change) {
    invalid(`Сдача не совпадает с расчётом: ожидается ${rub(totals.change)}`, {
      reason: 'ORDER_CHANGE_MISMATCH',
      field: ['sdacha_sum'],
    });
  }
  return totals;
}
