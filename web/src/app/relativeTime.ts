import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInYears,
} from 'date-fns';
import { useSyncExternalStore } from 'react';

/**
 * The relative-time helper of spec section 9: seconds, minutes, hours, days, months and years in
 * Russian units with the right plural form («1 минуту назад», «2 минуты назад», «5 минут назад»,
 * «через 3 дня»). format.ts re-exports it, so screens keep one import for every date helper.
 */

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
export const RELATIVE_UNITS = [
  { diff: differenceInYears, forms: ['год', 'года', 'лет'] },
  { diff: differenceInMonths, forms: ['месяц', 'месяца', 'месяцев'] },
  { diff: differenceInDays, forms: ['день', 'дня', 'дней'] },
  { diff: differenceInHours, forms: ['час', 'часа', 'часов'] },
  { diff: differenceInMinutes, forms: ['минуту', 'минуты', 'минут'] },
  { diff: differenceInSeconds, forms: ['секунду', 'секунды', 'секунд'] },
] as const;

/**
 * «5 минут назад», «через 2 дня», «только что»: the largest whole unit between the two moments
 * (calendar-aware for months and years, so 31 January → 28 February is not yet a month).
 */
export function timeAgo(date: Date | number | string, now: Date | number = Date.now()): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  for (const { diff, forms } of RELATIVE_UNITS) {
    const amount = diff(now, then);
    if (amount !== 0) {
      const n = Math.abs(amount);
      const phrase = `${n} ${pluralRu(n, forms)}`;
      return amount > 0 ? `${phrase} назад` : `через ${phrase}`;
    }
  }
  return 'только что';
}

const TICK_MS = 15_000;

// One clock for every relative time on screen, ticking while something shows one.
function subscribeClock(notify: () => void) {
  const timer = setInterval(notify, TICK_MS);
  return () => clearInterval(timer);
}
const clockSnapshot = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/**
 * timeAgo that stays true on screen: re-rendered every 15 s, so «только что» becomes
 * «1 минуту назад» without a reload. null/undefined gives ''.
 */
export function useTimeAgo(date: Date | number | string | null | undefined): string {
  const now = useSyncExternalStore(subscribeClock, clockSnapshot);
  if (date == null) return '';
  const at = new Date(date).getTime();
  // The clock is floored to its tick: a moment just after it is «только что», not «через 5 секунд».
  return timeAgo(date, at > now && at - now < TICK_MS ? at : now);
}
