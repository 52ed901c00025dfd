/**
 * The order's totals as the form shows them while typing. The rules are the CRM's
 * (crm/domains/orders/totals.ts, docs/orders.md "Totals"): the server recomputes and refuses a
 * total that disagrees, so the two must stay identical. Money is integer kopecks.
 */
export type DiscountKind = 'percent' | 'amount';

export interface TotalsInput {
  lines: readonly { count: number; price: number }[];
  discountType: DiscountKind | null;
  discountValue: number;
  advanceSum: number;
  /** The banknote handed over (null: not paying cash). */
  changeFor: number | null;
}

export interface Totals {
  lineSums: number[];
  subtotal: number;
  discountSum: number;
  total: number;
  due: number;
  change: number;
  /** Russian messages for what the CRM would refuse; empty when the totals are consistent. */
  problems: string[];
}

const MONEY = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rub = (kopecks: number) => `${MONEY.format(kopecks / 100)} ₽`;

export function computeTotals(input: TotalsInput): Totals {
  const problems: string[] = [];
  const lineSums = input.lines.map((l) => l.count * l.price);
  const subtotal = lineSums.reduce((a, b) => a + b, 0);
  let discountSum = 0;
  if (input.discountType === 'percent') {
    if (input.discountValue < 0 || input.discountValue > 100)
      problems.push('Скидка в процентах должна быть от 0 до 100');
    // Hundredths of a percent as an integer, rounded half up once: exactly the CRM's arithmetic.
    const basisPoints = Math.round(input.discountValue * 100);
    discountSum = Math.floor((subtotal * basisPoints + 5000) / 10000);
  } else if (input.discountType === 'amount') {
    if (input.discountValue > subtotal)
      problems.push(`Скидка не может превышать сумму товаров (${rub(subtotal)})`);
    discountSum = Math.min(Math.max(0, Math.round(input.discountValue)), subtotal);
  }
  const total = subtotal - discountSum;
  if (input.advanceSum > total) problems.push(`Предоплата не может превышать итоговую сумму (${rub(total)})`);
  const due = Math.max(0, total - input.advanceSum);
  let change = 0;
  if (input.changeFor !== null && input.changeFor > 0) {
    if (input.changeFor < due) problems.push(`Купюра меньше суммы к оплате: нужно не меньше ${rub(due)}`);
    else change = input.changeFor - due;
  }
  return { lineSums, subtotal, discountSum, total, due, change, problems };
}

/** «1 234,50» or «1234.5» → kopecks; null for text that is not an amount. */
export function parseRubles(text: string): number | null {
  const clean = text.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Kopecks → the text an input shows: «1234,50», «250». */
export function rublesText(kopecks: number): string {
  return kopecks % 100 ? (kopecks / 100).toFixed(2).replace('.', ',') : String(kopecks / 100);
}
