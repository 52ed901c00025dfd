import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useSyncExternalStore } from 'react';
import { WEEK_STARTS_ON } from '../app/format';

/** The list's periods (issue 4 item 5); the server knows the same names as DatePreset. */
export type PresetKey = 'TOMORROW' | 'TODAY' | 'YESTERDAY' | 'WEEK' | 'MONTH' | 'SPECIFY';

export const PRESETS: readonly { key: PresetKey; label: string }[] = [
  { key: 'TOMORROW', label: 'Завтра' },
  { key: 'TODAY', label: 'Сегодня' },
  { key: 'YESTERDAY', label: 'Вчера' },
  { key: 'WEEK', label: 'Неделя' },
  { key: 'MONTH', label: 'Месяц' },
  { key: 'SPECIFY', label: 'Период' },
];

export interface DayRange {
  /** yyyy-MM-dd, inclusive. */
  start: string;
  stop: string;
}

export const isoDay = (d: Date) => format(d, 'yyyy-MM-dd');

/** A yyyy-MM-dd as a local date at noon, so no time zone moves it to another day. */
export function dayDate(day: string): Date {
  return parseISO(`${day}T12:00:00`);
}

/**
 * The dates a preset covers as seen from `today`. The server computes the same in the shop's
 * time zone; the web shows it in the toolbar and sends SPECIFY with an explicit range.
 */
export function presetRange(key: PresetKey, today: Date, custom?: DayRange | null): DayRange {
  const one = (d: Date) => ({ start: isoDay(d), stop: isoDay(d) });
  switch (key) {
    case 'TOMORROW':
      return one(addDays(today, 1));
    case 'YESTERDAY':
      return one(addDays(today, -1));
    case 'WEEK':
      return {
        start: isoDay(startOfWeek(today, { weekStartsOn: WEEK_STARTS_ON })),
        stop: isoDay(endOfWeek(today, { weekStartsOn: WEEK_STARTS_ON })),
      };
    case 'MONTH':
      return { start: isoDay(startOfMonth(today)), stop: isoDay(endOfMonth(today)) };
    case 'SPECIFY':
      return custom ?? one(today);
    default:
      return one(today);
  }
}

export interface PresetChoice {
  key: PresetKey;
  custom: DayRange | null;
}

// The choice survives navigation and reloads of the tab, not a new session (sessionStorage).
const STORAGE_KEY = 'orders.preset';
const DEFAULT: PresetChoice = { key: 'TODAY', custom: null };
let current: PresetChoice | null = null;
const listeners = new Set<() => void>();

function read(): PresetChoice {
  if (current) return current;
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PresetChoice | null;
    const valid =
      raw &&
      PRESETS.some((p) => p.key === raw.key) &&
      (!raw.custom || (isValid(dayDate(raw.custom.start)) && isValid(dayDate(raw.custom.stop))));
    current = valid ? raw : DEFAULT;
  } catch {
    current = DEFAULT;
  }
  return current;
}

export function setPresetChoice(choice: PresetChoice) {
  current = choice;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  listeners.forEach((l) => l());
}

/** Forgets the in-memory copy (tests start each case from sessionStorage). */
export function resetPresetChoice() {
  current = null;
}

export function usePresetChoice(): PresetChoice {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
}
