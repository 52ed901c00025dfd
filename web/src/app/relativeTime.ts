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
 * «через 3 дня»). The words and plural forms are the platform's (`Intl.RelativeTimeFormat`,
 * `Intl.PluralRules`, CLDR data), not a table of ours; format.ts re-exports it, so screens keep one
 * import for every date helper.
 */

const PLURAL = new Intl.PluralRules('ru-RU');
const FORM_INDEX: Partial<Record<Intl.LDMLPluralRule, number>> = { one: 0, few: 1 };

/** Russian plural forms: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…, and fractions). */
export function pluralRu(n: number, forms: readonly [one: string, few: string, many: string]): string {
  return forms[FORM_INDEX[PLURAL.select(Math.abs(n))] ?? 2];
}

const RELATIVE = new Intl.RelativeTimeFormat('ru-RU', { numeric: 'always' });

/** Largest first; months and years calendar-aware (date-fns), the words from Intl. */
export const RELATIVE_UNITS = [
  { diff: differenceInYears, unit: 'year' },
  { diff: differenceInMonths, unit: 'month' },
  { diff: differenceInDays, unit: 'day' },
  { diff: differenceInHours, unit: 'hour' },
  { diff: differenceInMinutes, unit: 'minute' },
  { diff: differenceInSeconds, unit: 'second' },
] as const;

/**
 * «5 минут назад», «через 2 дня», «только что»: the largest whole unit between the two moments
 * (calendar-aware for months and years, so 31 January → 28 February is not yet a month).
 */
export function timeAgo(date: Date | number | string, now: Date | number = Date.now()): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  for (const { diff, unit } of RELATIVE_UNITS) {
    const amount = diff(now, then);
    // Intl counts forward: a moment in the past is a negative amount («5 минут назад»).
    if (amount !== 0) return RELATIVE.format(-amount, unit);
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
