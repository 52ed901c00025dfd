/** The delivery log of one endpoint, newest first, and the manual retry of a failed delivery. */
import { PUBLIC_EVENT_OF, type DeliveryStatus } from '../../schema/webhooks';
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import { finishPage, keyset, readWindow } from '../lib/keyset';
import type { Body } from '../registry';

export interface DeliveryRecord {
  id: string;
  endpointId: number;
  eventId: string;
  eventType: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

interface Row extends Omit<DeliveryRecord, 'eventType'> {
  kind: string | null;
}

const ISO = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = `
SELECT d.id::text AS id, d.endpoint_id AS "endpointId", d.event_id::text AS "eventId", e.kind, d.status,
       d.attempts, d.last_status_code AS "lastStatusCode", d.last_error AS "lastError",
       ${ISO('d.created_at')} AS "createdAt",
       CASE WHEN d.status = 'pending' THEN ${ISO('d.next_attempt_at')} END AS "nextAttemptAt",
       ${ISO('d.delivered_at')} AS "deliveredAt"
  FROM webhook_deliveries d LEFT JOIN crm_events e ON e.id = d.event_id`;

const toRecord = ({ kind, ...r }: Row): DeliveryRecord => ({
  ...r,
  eventType: kind ? (PUBLIC_EVENT_OF[kind] ?? null) : null,
});

const KEY = /^\d{1,18}$/;

function keyOf(v: unknown, field: string): string | null {
  if (v == null) return null;
  if ((typeof v !== 'string' && typeof v !== 'number') || !KEY.test(String(v)))
    invalid(`Поле «${field}»: неверный курсор`, { reason: 'FIELD_INVALID', field: [field] });
  return String(v);
}

export async function deliveryPage(db: Db, endpointId: number, body: Body) {
  const w = readWindow(body);
  const key = keyOf(w.backward ? body.beforeId : body.afterId, w.backward ? 'beforeId' : 'afterId');
  const k = keyset([{ expr: 'd.id', cast: 'bigint' }], 'desc', w, key === null ? null : [key], 1);
  const rows = await db.query<Row>(
    `${SELECT} WHERE d.endpoint_id = $1 AND ${k.after} ORDER BY ${k.order} LIMIT ${w.size + 1}`,
    [endpointId, ...k.params],
  );
  const [count] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM webhook_deliveries WHERE endpoint_id = $1',
    [endpointId],
  );
  const page = finishPage(rows.map(toRecord), w, key !== null);
  return {
    items: page.rows,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    total: count.count,
  };
}

export function deliveryId(v: unknown): string {
  const s = typeof v === 'number' ? String(v) : v;
  if (typeof s !== 'string' || !KEY.test(s) || s === '0' || BigInt(s) > 9_223_372_036_854_775_807n)
    invalid('Доставка: неверный идентификатор', { reason: 'FIELD_INVALID', field: ['id'] });
  return s as string;
}

/**
 * A failed delivery goes back to the queue with a fresh 24 h; a delivered or still pending one is
 * refused (the receiver has it, or the worker is on it).
 */
export async function retryDelivery(tx: Db, id: string): Promise<DeliveryRecord> {
  const [before] = await tx.query<{ status: string }>(
    'SELECT status FROM webhook_deliveries WHERE id = $1::bigint FOR UPDATE',
    [id],
  );
  if (!before) throw new CrmError('NOT_FOUND', 'Доставка не найдена');
  if (before.status !== 'failed')
    invalid(
      before.status === 'delivered'
        ? 'Эта доставка уже выполнена'
        : 'Эта доставка ещё в очереди: повторять рано',
      { reason: 'DELIVERY_NOT_FAILED' },
    );
  await tx.query(
    `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), leased_until = NULL,
            give_up_at = now() + interval '24 hours' WHERE id = $1::bigint`,
    [id],
  );
  const [row] = await tx.query<Row>(`${SELECT} WHERE d.id = $1::bigint`, [id]);
  return toRecord(row);
}
