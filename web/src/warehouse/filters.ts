import { endOfMonth, endOfWeek, endOfYear, startOfMonth, startOfWeek, startOfYear } from 'date-fns';
import { WEEK_STARTS_ON } from '../app/format';
import type { StockDocumentStatus } from '../graphql';
import { isoDay } from '../orders/presets';

/** The periods of the document lists. The choice lives in the URL, so Back and links keep it. */
export type Period = 'today' | 'week' | 'month' | 'year' | 'all' | 'period';

export const PERIODS: readonly { key: Period; label: string }[] = [
  { key: 'today', label: 'Сегодня' },
  { key: 'week', label: 'Неделя' },
  { key: 'month', label: 'Месяц' },
  { key: 'year', label: 'Год' },
  { key: 'all', label: 'Всё время' },
  { key: 'period', label: 'Период' },
];

export interface ListFilters {
  period: Period;
  /** yyyy-MM-dd of «Период». */
  from: string;
  to: string;
  branch: string;
  status: StockDocumentStatus | '';
  deleted: boolean;
  /** The server-side search of the list (number, comment, supplier, reason). */
  search: string;
}

const DEFAULT_PERIOD: Period = 'month';

export function readFilters(params: URLSearchParams, now = new Date()): ListFilters {
  const period = PERIODS.some((p) => p.key === params.get('period'))
    ? (params.get('period') as Period)
    : DEFAULT_PERIOD;
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : isoDay(now));
  const status = params.get('status');
  return {
    period,
    from: day(params.get('from')),
    to: day(params.get('to')),
    branch: params.get('branch') ?? '',
    status: status === 'draft' || status === 'posted' ? status : '',
    deleted: params.get('deleted') === '1',
    search: params.get('q') ?? '',
  };
}

/** The filters written back into the URL (defaults left out, so a plain link stays plain). */
export function writeFilters(params: URLSearchParams, f: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (k: string, v: string | null) => (v ? next.set(k, v) : next.delete(k));
  set('period', f.period === DEFAULT_PERIOD ? null : f.period);
  set('from', f.period === 'period' ? f.from : null);
  set('to', f.period === 'period' ? f.to : null);
  set('branch', f.branch || null);
  set('status', f.status || null);
  set('deleted', f.deleted ? '1' : null);
  set('q', f.search || null);
  return next;
}

/** The dates a period covers, inclusive; null for «Всё время». */
export function periodRange(f: ListFilters, now = new Date()): { dateFrom: string; dateTo: string } | null {
  const range = (a: Date, b: Date) => ({ dateFrom: isoDay(a), dateTo: isoDay(b) });
  switch (f.period) {
    case 'today':
      return range(now, now);
    case 'week':
      return range(
        startOfWeek(now, { weekStartsOn: WEEK_STARTS_ON }),
        endOfWeek(now, { weekStartsOn: WEEK_STARTS_ON }),
      );
    case 'month':
      return range(startOfMonth(now), endOfMonth(now));
    case 'year':
      return range(startOfYear(now), endOfYear(now));
    case 'period':
      return f.from <= f.to ? { dateFrom: f.from, dateTo: f.to } : { dateFrom: f.to, dateTo: f.from };
    default:
      return null;
  }
}
