import { format } from 'date-fns';
import { ru } from 'date-fns/locale';

/** Spec section 1 and 9: dates read day.month.year everywhere in the interface. */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

// In a module of its own so the order list's first-page variables (orders/presets.ts, loaded by
// the page's early entry) need neither the Russian locale nor React.
export { WEEK_STARTS_ON } from './week';

export const DATE_LOCALE = ru;

export function formatDate(date: Date | number | string): string {
  return format(new Date(date), DATE_FORMAT, { locale: ru });
}

export function formatDateTime(date: Date | number | string): string {
  return format(new Date(date), DATE_TIME_FORMAT, { locale: ru });
}

// The relative-time helper lives in its own module (spec section 9); one import stays enough.
export { pluralRu, timeAgo, useTimeAgo } from './relativeTime';
