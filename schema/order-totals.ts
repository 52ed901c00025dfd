/**
 * Order totals (docs/orders.md "Totals"): ONE implementation, run by the CRM, which refuses an
 * order whose totals have problems, and by the web forms, which show the same numbers and the
 * same messages while the user types. Money is integer kopecks; the only fraction is a percent
 * discount, rounded half up once.
 */
import { formatRub } from './money';

export type DiscountType = 'percent' | 'amount';

export interface TotalsInput {
  lines: readonly { count: number; price: number }[];
  discountType: DiscountType | null;
  /** Percent 0–100 (up to 2 decimals) or kopecks. */
  discountValue: number;
  /**
   * The delivery charge, kopecks (the street's «Стоимость доставки» as the form suggests it). Added
   * after the discount: a discount is on the goods, never on the delivery. Absent: 0.
   */
  deliverySum?: number;
  advanceSum: number;
  /** The banknote a cash customer hands over (sdacha_sum_kupura); null when not paying cash. */
  changeFor: number | null;
}

export interface Totals {
  lineSums: number[];
  subtotal: number;
  discountSum: number;
  deliverySum: number;
  /** subtotal − discount + delivery: what the receipt, the statistics and the cash all use. */
  total: number;
  /** What is still to pay: total − advance. */
  due: number;
  change: number;
  /** Russian messages of what makes the order impossible; empty when it is consistent. */
  problems: string[];
}

export function computeTotals(input: TotalsInput): Totals {
  const problems: string[] = [];
  const lineSums = input.lines.map((l) => l.count * l.price);
  const subtotal = lineSums.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal)) problems.push('Сумма заказа слишком велика');

  let discountSum = 0;
  if (input.discountType === 'percent') {
    if (input.discountValue < 0 || input.discountValue > 100) {
      problems.push('Скидка в процентах должна быть от 0 до 100');
    }
    // Hundredths of a percent as an integer, so 7.5 % of 1999 kopecks rounds the same everywhere.
    const basisPoints = Math.round(input.discountValue * 100);
    // Clamped so an out-of-range percent is one problem, not also a negative total.
    discountSum = Math.min(subtotal, Math.max(0, Math.floor((subtotal * basisPoints + 5000) / 10000)));
  } else if (input.discountType === 'amount') {
    if (!Number.isInteger(input.discountValue) || input.discountValue < 0) {
      problems.push('Скидка суммой — целое число копеек не меньше 0');
    } else if (input.discountValue > subtotal) {
      problems.push(`Скидка не может превышать сумму товаров (${formatRub(subtotal)})`);
    }
    discountSum = Math.min(Math.max(0, Math.round(input.discountValue)), subtotal);
  }

  const delivery = input.deliverySum ?? 0;
  if (!Number.isInteger(delivery) || delivery < 0)
    problems.push('Стоимость доставки — целое число копеек не меньше 0');
  const deliverySum = Math.max(0, Math.round(delivery) || 0);
  const total = subtotal - discountSum + deliverySum;
  if (input.advanceSum > total) {
    problems.push(`Предоплата не может превышать итоговую сумму (${formatRub(total)})`);
  }
  const due = Math.max(0, total - input.advanceSum);

  let change = 0;
  if (input.changeFor !== null && input.changeFor > 0) {
    if (input.changeFor < due)
      problems.push(`Купюра меньше суммы к оплате: нужно не меньше ${formatRub(due)}`);
    else change = input.changeFor - due;
  }
  return { lineSums, subtotal, discountSum, deliverySum, total, due, change, problems };
}
