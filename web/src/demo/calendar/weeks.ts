import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { WEEK_STARTS_ON } from '../../app/format';

const week = { weekStartsOn: WEEK_STARTS_ON } as const;

/** The days of a month view: whole weeks, Monday first, covering the month of `date`. */
export function monthGrid(date: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(date), week),
    end: endOfWeek(endOfMonth(date), week),
  });
  const rows: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) rows.push(days.slice(i, i + 7));
  return rows;
}

/** The seven days of the week of `date`, Monday first. */
export function weekDays(date: Date): Date[] {
  const start = startOfWeek(date, week);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** Events that touch a day (an event spanning days shows on each). */
export function eventsOn<T extends { start: string; end: string }>(events: readonly T[], day: Date): T[] {
  return events.filter((e) => {
    const start = new Date(e.start);
    const end = new Date(e.end);
    return isSameDay(start, day) || isSameDay(end, day) || (start < day && end > addDays(day, 1));
  });
}
