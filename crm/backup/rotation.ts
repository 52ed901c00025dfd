/**
 * Which backups rotation keeps: the newest of each of the last `daily` days, `weekly` ISO weeks
 * and `monthly` months that have a backup (UTC calendar), and always the newest one. Counting
 * periods that have a backup, not calendar days back from today, means a server that was off for
 * a fortnight does not wake up and delete every daily copy it still has.
 */
export interface Retention {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_RETENTION: Retention = { daily: 7, weekly: 4, monthly: 12 };

const day = (t: Date) => t.toISOString().slice(0, 10);
const month = (t: Date) => t.toISOString().slice(0, 7);

/** ISO 8601 week, e.g. 2026-W48 (Monday starts it; the week belongs to its Thursday's year). */
function week(t: Date): string {
  const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
  const dow = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - dow);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const n = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(n).padStart(2, '0')}`;
}

/** The newest time of each of the `count` newest periods. */
function newestPerPeriod(times: Date[], periodOf: (t: Date) => string, count: number): Date[] {
  const newest = new Map<string, Date>();
  for (const t of times) {
    const p = periodOf(t);
    const seen = newest.get(p);
    if (!seen || t > seen) newest.set(p, t);
  }
  return [...newest.entries()]
    .sort((a, b) => (a[0] < b[0] ? 1 : -1))
    .slice(0, count)
    .map(([, t]) => t);
}

/** The times to keep out of `times` (every other backup is deleted). */
export function toKeep(times: readonly Date[], retention: Retention): Set<number> {
  const list = [...times];
  const keep = new Set<number>();
  if (list.length === 0) return keep;
  const newest = list.reduce((a, b) => (b > a ? b : a));
  keep.add(newest.getTime());
  for (const [periodOf, count] of [
    [day, retention.daily],
    [week, retention.weekly],
    [month, retention.monthly],
  ] as const) {
    for (const t of newestPerPeriod(list, periodOf, count)) keep.add(t.getTime());
  }
  return keep;
}
