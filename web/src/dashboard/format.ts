import { format } from 'date-fns';
import { formatRub } from '../../../schema/money';
import { formatDate } from '../app/format';
import { dayDate } from '../orders/presets';

const COUNT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const COMPACT = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });

/** Money is kopecks everywhere: «1 234,50 ₽» (schema/money.ts). */
export const money = formatRub;

/** An axis tick: «12,5 тыс. ₽» instead of a full sum that would not fit. */
export const moneyShort = (kopecks: number) => `${COMPACT.format(kopecks / 100)} ₽`;

export const count = (n: number) => COUNT.format(n);

/** yyyy-MM-dd → «21.11.2026» (a calendar day: read at local noon so no zone moves it). */
export const day = (iso: string) => formatDate(dayDate(iso));

/** yyyy-MM-dd → «21.11» for chart axes. */
export const dayShort = (iso: string) => format(dayDate(iso), 'dd.MM');

/** «21.11.2026» or «16.11.2026 – 22.11.2026». */
export const period = (start: string, stop: string) =>
  start === stop ? day(start) : `${day(start)} – ${day(stop)}`;

/** Share of a part in percent, one decimal: «12,5 %». */
export function share(part: number, whole: number): string {
  if (!whole) return '—';
  return `${(Math.round((part / whole) * 1000) / 10).toLocaleString('ru-RU')} %`;
}
