/**
 * Stock quantities are numeric(14, 3) in the database and whole thousandths ("milli") in the
 * code: 0.1 + 0.2 of a metre of ribbon must come to exactly 0.3, which floats do not promise.
 */

/** The largest quantity a line may carry (and far below what numeric(14, 3) holds). */
export const MAX_QUANTITY = 1_000_000;

/** A database value (numeric read as float8, or its text) → thousandths. */
export function toMilli(value: number | string): number {
  return Math.round(Number(value) * 1000);
}

/** Thousandths → the exact decimal text a numeric parameter takes. */
export function milliText(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

const RU = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** For messages: «1,5», «12», «−2». */
export function formatQuantity(milli: number): string {
  return RU.format(milli / 1000).replace('-', '−');
}
