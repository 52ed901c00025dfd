/**
 * Statistics: the remote area `stats` (docs/upstream-contract.md "stats", docs/stats.md), our
 * addition to the contract. Read-only; every figure is computed in SQL (crm/stats/sql.ts).
 *   getOrderStats     a period's orders per day, status, sales channel, payment type, top products
 *   getOrderOverview  today, yesterday, this week and month, the last 30 days, today by status
 *   getSiteOrders     the orders of the online sales channels (OrderSource.online)
 */
import type { Domain } from '../registry';
import { addDays, readFilter, readListLimit, readPeriod, readToday } from '../stats/input';
import { onlineSources, orderStats, ordersOfSources, overview, type NamedPeriod } from '../stats/sql';
import { todayIn } from '../../schema/time-zone';

/** Days of the overview's trend, today included. */
export const TREND_DAYS = 30;

/** Today, yesterday, Monday–Sunday of this week, first to last of this month. */
export function overviewPeriods(today: string): NamedPeriod[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = `${addDays(monthStart, 32).slice(0, 8)}01`;
  return [
    { key: 'TODAY', dateFrom: today, dateTo: today },
    { key: 'YESTERDAY', dateFrom: addDays(today, -1), dateTo: addDays(today, -1) },
    { key: 'WEEK', dateFrom: addDays(today, -weekday), dateTo: addDays(today, 6 - weekday) },
    { key: 'MONTH', dateFrom: monthStart, dateTo: addDays(nextMonth, -1) },
  ];
}

export const stats: Domain = {
  async getOrderStats(body, { db }) {
    const period = readPeriod(body);
    return { ...period, ...(await orderStats(db, period)) };
  },

  async getOrderOverview(body, { db, timeZone }) {
    const filter = readFilter(body);
    const today = readToday(body, todayIn(timeZone));
    const trend = { from: addDays(today, 1 - TREND_DAYS), to: today };
    return { today, ...filter, ...(await overview(db, filter, overviewPeriods(today), trend, today)) };
  },

  async getSiteOrders(body, { db }) {
    const period = readPeriod(body);
    // "The site" is every sales channel flagged online (OrderSource.online).
    const sources = await onlineSources(db);
    const report = await ordersOfSources(
      db,
      period,
      sources.map((s) => s.id),
      readListLimit(body.maxOrders),
    );
    return { ...period, sources: sources.map(({ id, name }) => ({ id, name })), ...report };
  },
};
