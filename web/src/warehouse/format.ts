import { formatDate, formatDateTime } from '../app/format';
import { dayDate } from '../orders/presets';

const QUANTITY = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** 1234.5 → «1 234,5», −2 → «−2» (a real minus sign): quantities have up to three decimals. */
export const formatQuantity = (q: number) => (q < 0 ? `−${QUANTITY.format(-q)}` : QUANTITY.format(q));

/** A signed change: «+5», «−2,5». */
export const formatDelta = (q: number) =>
  q > 0 ? `+${formatQuantity(q)}` : q < 0 ? `−${formatQuantity(-q)}` : '0';

/** A document date (yyyy-MM-dd, a calendar day) as dd.MM.yyyy. */
export const formatDay = (day: string) => formatDate(dayDate(day));

export const formatMoment = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');
