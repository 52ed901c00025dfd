import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInYears,
  format,
} from 'date-fns';
import { ru } from 'date-fns/locale';

/** Spec section 1 and 9: dates read day.month.year everywhere in the interface. */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

/**
 * The week starts on Monday (spec section 9). Pass it to every calendar and date picker
 * (date-fns `weekStartsOn`, Blueprint DatePicker `dayPickerProps.weekStartsOn`).
 */
export const WEEK_STARTS_ON = 1 as const;

export const DATE_LOCALE = ru;

export function formatDate(date: Date | number | string): string {
  return format(new Date(date), DATE_FORMAT, { locale: ru });
}

export function formatDateTime(date: Date | number | string): string {
  return format(new Date(date), DATE_TIME_FORMAT, { locale: ru });
}

/** Russian plural forms: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function pluralRu(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

// Accusative forms, as they read after «через» and before «назад»: «1 минуту назад».
const UNITS = [
  { diff: differenceInYears, forms: ['год', 'года', 'лет'] },
  { diff: differenceInMonths, forms: ['месяц', 'месяца', 'месяцев'] },
  { diff: differenceInDays, forms: ['день', 'дня', 'дней'] },
  { diff: differenceInHours, forms: ['час', 'часа', 'часов'] },
  { diff: differenceInMinutes, forms: ['минуту', 'минуты', 'минут'] },
  { diff: differenceInSeconds, forms: ['секунду', 'секунды', 'секунд'] },
] as const;

/**
 * «5 минут назад», «через 2 дня», «только что»: the largest whole unit between the two moments
 * (spec section 9: seconds, minutes, hours, days, months, years).
 */
export function timeAgo(date: Date | number | string, now: Date | number = Date.now()): string {
  const then = new Date(date);
  for (const { diff, forms } of UNITS) {
    const amount = diff(now, then);
    if (amount !== 0) {
      const n = Math.abs(amount);
      const phrase = `${n} ${pluralRu(n, forms)}`;
      return amount > 0 ? `${phrase} назад` : `через ${phrase}`;
    }
  }
  return 'только что';
}
