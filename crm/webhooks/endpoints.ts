/**
 * Webhook endpoints as the CRM stores them (migration 034), and their checks. The secret is made
 * here, answered once by createEndpoint and never read back out: it is kept as is because every
 * delivery is signed with it.
 */
import {
  DESCRIPTION_MAX,
  WEBHOOK_EVENT_LIST,
  isWebhookEvent,
  type WebhookEvent,
} from '../../schema/webhooks';
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import { MAX_ID } from '../lists/checks';
import type { Body } from '../registry';
import { urlRefusal } from './address';

export interface EndpointRecord {
  id: number;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  shopType: string | null;
  description: string;
  createdAt: string;
  /** Deliveries waiting for their next attempt, and those given up. */
  pending: number;
  failed: number;
}

const ISO = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const ENDPOINT_SELECT = `
SELECT ep.id, ep.url, ep.events, ep.active, ep.shop_type AS "shopType", ep.description,
       ${ISO('ep.created_at')} AS "createdAt",
       (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = ep.id AND d.status = 'pending') AS pending,
       (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = ep.id AND d.status = 'failed') AS failed
  FROM webhook_endpoints ep`;

export function endpointId(v: unknown, label = 'Вебхук'): number {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0)
    invalid(`${label}: неверный идентификатор`, { reason: 'FIELD_INVALID', field: ['id'] });
  if ((n as number) > MAX_ID) throw new CrmError('NOT_FOUND', `${label} не найден`);
  return n as number;
}

export async function oneEndpoint(db: Db, id: number): Promise<EndpointRecord> {
  const [row] = await db.query<EndpointRecord>(`${ENDPOINT_SELECT} WHERE ep.id = $1`, [id]);
  if (!row) throw new CrmError('NOT_FOUND', 'Вебхук не найден');
  return row;
}

export async function checkedUrl(body: Body, allowPrivate: boolean): Promise<string> {
  const raw = body.url;
  if (typeof raw !== 'string' || !raw.trim())
    invalid('Укажите адрес вебхука', { reason: 'FIELD_INVALID', field: ['url'] });
  const url = (raw as string).trim();
  const refusal = await urlRefusal(url, allowPrivate);
  if (refusal) invalid(refusal, { reason: 'WEBHOOK_URL_REFUSED', field: ['url'] });
  return url;
}

export function checkedEvents(v: unknown): WebhookEvent[] {
  if (!Array.isArray(v) || v.length === 0)
    invalid('Выберите хотя бы одно событие', { reason: 'FIELD_INVALID', field: ['events'] });
  const unknown = (v as unknown[]).filter((e) => !isWebhookEvent(e));
  if (unknown.length > 0)
    invalid(
      `Неизвестные события: ${unknown.map(String).join(', ')}. Доступны: ${WEBHOOK_EVENT_LIST.join(', ')}`,
      {
        reason: 'FIELD_INVALID',
        field: ['events'],
      },
    );
  return [...new Set(v as WebhookEvent[])];
}

export function checkedShopType(v: unknown): string | null {
  if (v == null || v === '') return null;
  if (v !== 'flower_shop' && v !== 'fastfood')
    invalid('Неизвестный тип магазина', { reason: 'FIELD_INVALID', field: ['shopType'] });
  return v as string;
}

export function checkedDescription(v: unknown): string {
  if (v == null) return '';
  if (typeof v !== 'string') invalid('Описание: строка', { reason: 'FIELD_INVALID', field: ['description'] });
  const s = (v as string).trim();
  if (s.length > DESCRIPTION_MAX)
    invalid(`Описание: не длиннее ${DESCRIPTION_MAX} символов`, {
      reason: 'FIELD_INVALID',
      field: ['description'],
    });
  return s;
}

export function checkedActive(v: unknown): boolean {
  if (typeof v !== 'boolean')
    invalid('Поле «active»: true или false', { reason: 'FIELD_INVALID', field: ['active'] });
  return v as boolean;
}
