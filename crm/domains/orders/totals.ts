/**
 * Order totals, computed by the CRM and never taken from the client (docs/orders.md "Totals").
 * All money is integer kopecks; the only fraction is a percent discount, rounded half up once.
 */
import { CrmError } from '../../envelope';

export type DiscountType = 'percent' | 'amount';

export interface TotalsInput {
  lines: readonly { count: number; price: number }[];
  discountType: DiscountType | null;
  /** Percent 0–100 (up to 2 decimals) or kopecks. */
  discountValue: number;
  advanceSum: number;
  /** The banknote a cash customer hands over (sdacha_sum_kupura); null when not paying cash. */
  changeFrom: number | null;
  /** itog_value as the client computed it; checked, never stored as is. */
  clientTotal: number | null;
  /** sdacha_sum as the client computed it; checked like the total. */
  clientChange: number | null;
}

export interface Totals {
  lineSums: number[];
  subtotal: number;
  discountSum: number;
  total: number;
  /** What is still to pay: total − advance. */
  due: number;
  change: number;
}

/** "1 234,50 ₽": how the CRM's messages show kopecks. */
export function rub(kopecks: number): string {
  const sign = kopecks < 0 ? '−' : '';
  const abs = Math.abs(kopecks);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const rest = abs % 100;
  return `${sign}${whole}${rest ? `,${String(rest).padStart(2, '0')}` : ''} ₽`;
}

const refuse = (message: string): never => {
  throw new CrmError('VALIDATION', message);
};

export function computeTotals(input: TotalsInput): Totals {
  const lineSums = input.lines.map((l) => l.count * l.price);
  const subtotal = lineSums.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal)) refuse('Сумма заказа слишком велика');

  let discountSum = 0;
  if (input.discountType === 'percent') {
    if (input.discountValue < 0 || input.discountValue > 100) {
      refuse('Скидка в процентах должна быть от 0 до 100');
    }
    // Hundredths of a percent as an integer, so 7.5 % of 1999 kopecks rounds the same everywhere.
    const basisPoints = Math.round(input.discountValue * 100);
    discountSum = Math.floor((subtotal * basisPoints + 5000) / 10000);
  } else if (input.discountType === 'amount') {
    if (!Number.isInteger(input.discountValue) || input.discountValue < 0) {
      refuse('Скидка суммой — целое число копеек не меньше 0');
    }
    if (input.discountValue > subtotal) refuse(`Скидка не может превышать сумму товаров (${rub(subtotal)})`);
    discountSum = input.discountValue;
  }

  const total = subtotal - discountSum;
  if (input.advanceSum > total) refuse(`Предоплата не может превышать итоговую сумму (${rub(total)})`);
  const due = total - input.advanceSum;

  let change = 0;
  if (input.changeFrom !== null && input.changeFrom > 0) {
    if (input.changeFrom < due) refuse(`Купюра меньше суммы к оплате: нужно не меньше ${rub(due)}`);
    change = input.changeFrom - due;
  }

  if (input.clientTotal !== null && input.clientTotal !== total) {
    refuse(`Итоговая сумма не совпадает с расчётом: ожидается ${rub(total)}`);
  }
  if (input.clientChange !== null && input.clientChange !== change) {
    refuse(`Сдача не совпадает с расчётом: ожидается ${rub(change)}`);
  }
  return { lineSums, subtotal, discountSum, total, due, change };
}
