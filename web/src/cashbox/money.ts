import { formatRub } from '../../../schema/money';
import { parseRubles } from '../orders/totals';

const MAX = 100_000_000;

/** An amount typed in rubles → kopecks, or the Russian reason it cannot be one. */
export function parseAmount(
  text: string,
  { allowZero }: { allowZero: boolean },
): { value?: number; error?: string } {
  if (!text.trim()) return { error: 'Укажите сумму' };
  const value = parseRubles(text);
  if (value === null) return { error: 'Сумма в рублях, например 1500 или 99,50' };
  if (value === 0 && !allowZero) return { error: 'Сумма больше нуля' };
  if (value > MAX) return { error: `Не больше ${formatRub(MAX)}` };
  return { value };
}

/** A signed amount: «+10,00 ₽», «−5,00 ₽», «0,00 ₽». */
export function formatSigned(kopecks: number): string {
  if (kopecks > 0) return `+${formatRub(kopecks)}`;
  if (kopecks < 0) return `−${formatRub(-kopecks)}`;
  return formatRub(0);
}

/** What a closing difference means for the cashier. */
export function differenceText(kopecks: number): string {
  if (kopecks > 0) return `излишек ${formatRub(kopecks)}`;
  if (kopecks < 0) return `недостача ${formatRub(-kopecks)}`;
  return 'сходится';
}
