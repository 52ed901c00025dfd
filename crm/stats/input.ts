/**
 * Reading the statistics requests (docs/stats.md): a period of order dates, an optional shop
 * type and branch. Every refusal is a VALIDATION envelope with a Russian message.
 */
import { SHOP_TYPES, type ShopType } from '../../schema/access';
import { periodTooLong } from '../../schema/periods';
import { isDate, optionalId, refuse } from '../domains/orders/input';
import type { Body } from '../registry';

export interface StatsFilter {
  shopType: ShopType | null;
  /** null: every branch. */
  affiliateId: number | null;
}

export interface StatsPeriod extends StatsFilter {
  /** yyyy-MM-dd, inclusive. */
  dateFrom: string;
  dateTo: string;
}

function date(value: unknown, label: string): string {
  if (!isDate(value)) refuse(`Поле «${label}»: дата в формате ГГГГ-ММ-ДД`);
  return value as string;
}

/** Calendar arithmetic on yyyy-MM-dd (UTC, so no daylight-saving day is 23 hours long). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function readFilter(body: Body): StatsFilter {
  const shopType = body.shopType;
  if (
    shopType !== undefined &&
    shopType !== null &&
    shopType !== '' &&
    !SHOP_TYPES.includes(shopType as ShopType)
  )
    refuse('Поле «Тип магазина»: flower_shop или fastfood');
  return {
    shopType: shopType ? (shopType as ShopType) : null,
    affiliateId: optionalId(body.affiliateId, 'Филиал'),
  };
}

/** `{dateFrom, dateTo, shopType?, affiliateId?}`: at most MAX_RANGE_DAYS days (schema/periods.ts). */
export function readPeriod(body: Body): StatsPeriod {
  const dateFrom = date(body.dateFrom, 'Начало периода');
  const dateTo = date(body.dateTo, 'Конец периода');
  if (dateFrom > dateTo) refuse('Начало периода позже его конца');
  const tooLong = periodTooLong(dateFrom, dateTo);
  if (tooLong) refuse(tooLong);
  return { dateFrom, dateTo, ...readFilter(body) };
}

/** `today` of the overview: the gateway sends the shop's date; absent, the CRM's own. */
export function readToday(body: Body, fallback: string): string {
  const today = body.today;
  return today === undefined || today === null || today === '' ? fallback : date(today, 'Сегодня');
}

/** Most rows of a report's list (`maxOrders`, 0 to 100,000; absent: 100,000, a year of a busy shop). */
export function readListLimit(raw: unknown): number {
  if (raw === undefined || raw === null) return 100_000;
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0 || raw > 100_000)
    refuse('Поле «maxOrders»: целое число от 0 до 100000');
  return raw as number;
}
