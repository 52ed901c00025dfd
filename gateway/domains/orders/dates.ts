/**
 * Date presets of the order list (spec section 4): Tomorrow, ToDay, Yesterday, Week (Monday to
 * Sunday), Month (first to last day), Specify. Days are calendar days in the shop's time zone,
 * so a server in UTC still flips "today" at the shop's midnight.
 */
import type { DatePreset } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import { todayIn } from '../../../schema/time-zone';

export interface DateRange {
  start: string;
  stop: string;
}

/** yyyy-MM-dd of `now` in `timeZone`: the same day the CRM counts in (schema/time-zone.ts). */
export const localDate = todayIn;

/** Calendar arithmetic on yyyy-MM-dd strings (UTC noon avoids any DST edge). */
function shift(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  // Not a calendar day (month 13): '' so checkDate refuses it, not a RangeError (a 500).
  if (Number.isNaN(d.getTime())) return '';
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(value: string, label: string): string {
  if (!DATE.test(value) || shift(value, 0) !== value) {
    throw new BadInputError(`${label}: дата в формате ГГГГ-ММ-ДД`);
  }
  return value;
}

export function presetRange(
  preset: DatePreset | null | undefined,
  range: DateRange | null | undefined,
  timeZone: string,
  now: Date = new Date(),
): DateRange {
  // A range without a preset means "Specify"; nothing at all means the default, ToDay.
  const chosen = preset ?? (range ? 'SPECIFY' : 'TODAY');
  const today = localDate(timeZone, now);
  switch (chosen) {
    case 'TOMORROW':
      return { start: shift(today, 1), stop: shift(today, 1) };
    case 'TODAY':
      return { start: today, stop: today };
    case 'YESTERDAY':
      return { start: shift(today, -1), stop: shift(today, -1) };
    case 'WEEK': {
      const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      return { start: shift(today, -weekday), stop: shift(today, 6 - weekday) };
    }
    case 'MONTH': {
      const first = `${today.slice(0, 8)}01`;
      const nextMonth = shift(first, 32).slice(0, 8);
      return { start: first, stop: shift(`${nextMonth}01`, -1) };
    }
    case 'SPECIFY': {
      if (!range) throw new BadInputError('Укажите период: начало и конец');
      const start = checkDate(range.start, 'Начало периода');
      const stop = checkDate(range.stop, 'Конец периода');
      if (start > stop) throw new BadInputError('Начало периода позже конца');
      return { start, stop };
    }
  }
}
