import type { Intent } from '@blueprintjs/core';
import {
  OCCASION_LABELS,
  OUTBOX_STATUS_LABELS,
  type OccasionKind,
  type OutboxStatus,
} from '../../../schema/marketing';
import { formatRub } from '../../../schema/money';
import type { Campaign } from './useMarketing';

/** «14.03» of a yyyy-MM-dd date: an occasion recurs, its year says little. */
export const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** «14.03.2031» of a yyyy-MM-dd date without going through Date (no time zone shifts). */
export const fullDate = (date: string) => `${dayMonth(date)}.${date.slice(0, 4)}`;

export const OCCASION_FILTER_LABELS: Record<string, string> = {
  any: 'любой повод',
  birthday: 'день рождения',
  anniversary: 'годовщина',
  other: 'другое событие',
};

export const occasionLabel = (kind: string) => OCCASION_LABELS[kind as OccasionKind] ?? kind;

export const SHOP_TYPE_LABELS: Record<string, string> = {
  flower_shop: 'Цветочный магазин',
  fastfood: 'Фастфуд',
};

/** «день рождения в ближайшие 7 дн. · последний заказ > 90 дн. назад · …», or «все клиенты». */
export function segmentSummary(segment: Campaign['segment'], branchName: (id: string) => string): string {
  const parts: string[] = [];
  if (segment.occasionKind && segment.occasionDays !== null && segment.occasionDays !== undefined) {
    parts.push(`${OCCASION_FILTER_LABELS[segment.occasionKind]} в ближайшие ${segment.occasionDays} дн.`);
  }
  if (segment.idleDays) parts.push(`последний заказ больше ${segment.idleDays} дн. назад`);
  if (segment.spentOver !== null && segment.spentOver !== undefined) {
    parts.push(`потратил больше ${formatRub(segment.spentOver)}`);
  }
  if (segment.shopType) parts.push(SHOP_TYPE_LABELS[segment.shopType]);
  if (segment.affiliateId) parts.push(`филиал «${branchName(segment.affiliateId)}»`);
  return parts.length ? parts.join(' · ') : 'все клиенты';
}

export const OUTBOX_INTENTS: Record<OutboxStatus, Intent> = {
  queued: 'primary',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
  skipped: 'warning',
};

export const outboxLabel = (status: string) => OUTBOX_STATUS_LABELS[status as OutboxStatus] ?? status;
