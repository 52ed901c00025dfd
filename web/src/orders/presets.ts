/**
 * The order list's period and day kind, and the dates they cover. Plain functions and a small
 * store, no React (the hooks are in usePresets.ts): the page's early entry loads this module to
 * ask for the list's first page before the app's code has arrived (app/prefetch.ts).
 */

import {
  addDays,
  endOfMonth,
  endOfWeek,
  formatISO,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { WEEK_STARTS_ON } from '../app/week';

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

// formatISO rather than format(d, 'yyyy-MM-dd'): the same local day, without the pattern parser's
// 20 KB in the page's early entry.
export const isoDay = (d: Date) => formatISO(d, { representation: 'date' });

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

/** Which day of an order the period is of (see DATE_KINDS below). */
export type DateKind = 'TAKEN' | 'DUE';

export interface PresetChoice {
  key: PresetKey;
  custom: DayRange | null;
}

// The choice survives navigation and reloads of the tab, not a new session (sessionStorage).
const STORAGE_KEY = 'orders.preset';
const DEFAULT: PresetChoice = { key: 'TODAY', custom: null };
let current: PresetChoice | null = null;
let kind: DateKind | null = null;
const listeners = new Set<() => void>();

/** The stored choice, as the list's first render reads it (also orders/prefetch.ts). */
export function readPresetChoice(): PresetChoice {
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
  kind = null;
}

/** Calls `listener` on every change of the choice or the day kind; returns the unsubscribe. */
export function subscribePresets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Which day of an order the period is of (issue 26 item 4): the day it was taken, or the day it
 * is due (its delivery or pick-up date; the server reads the order date when it has none).
 * Chosen explicitly beside the presets; «Завтра» switches to the due day (a florist's tomorrow is
 * tomorrow's deliveries). Remembered for the tab like the preset.
 */

export const DATE_KINDS: readonly { key: DateKind; label: string }[] = [
  { key: 'TAKEN', label: 'приёма' },
  { key: 'DUE', label: 'доставки' },
];

const KIND_KEY = 'orders.dateBy';

/** The stored day kind, as the list's first render reads it. */
export function readKind(): DateKind {
  if (kind) return kind;
  const raw = window.sessionStorage.getItem(KIND_KEY);
  kind = raw === 'DUE' || raw === 'TAKEN' ? raw : 'TAKEN';
  return kind;
}

export function setDateKind(next: DateKind) {
  kind = next;
  window.sessionStorage.setItem(KIND_KEY, next);
  listeners.forEach((l) => l());
}

/** The preset a user picked, with the day kind it brings: «Завтра» means tomorrow's deliveries. */
export function pickPreset(choice: PresetChoice) {
  if (choice.key === 'TOMORROW') setDateKind('DUE');
  setPresetChoice(choice);
}
