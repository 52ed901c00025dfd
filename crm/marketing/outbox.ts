/** The outbox as the send log reads it, and a manual retry of a failed message. */
import type { OutboxStatus } from '../../schema/marketing';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { finishPage, keyset, paramList, type PageWindow } from '../lib/keyset';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['queued', 'sending', 'sent', 'failed', 'skipped'];

export interface OutboxRecord {
  id: number;
  campaignId: number;
  campaignName: string;
  clientId: number;
  clientName: string;
  clientPhone: string;
  channel: 'email' | 'none';
  address: string;
  subject: string;
  bodyHtml: string;
  occasion: string;
  status: OutboxStatus;
  transport: string | null;
  error: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

const SELECT = `
SELECT ob.id, ob.campaign_id AS "campaignId", cp.name AS "campaignName", ob.client_id AS "clientId",
       btrim(concat_ws(' ', nullif(c.last_name, ''), nullif(c.first_name, ''))) AS "clientName",
       c.phone AS "clientPhone", ob.channel, ob.address, ob.subject, ob.body_html AS "bodyHtml", ob.occasion,
       ob.status, ob.transport, ob.error, ob.attempts, ${ISO('ob.created_at')} AS "createdAt",
       ${ISO('ob.sent_at')} AS "sentAt"
  FROM outbox ob JOIN campaigns cp ON cp.id = ob.campaign_id JOIN clients c ON c.id = ob.client_id`;

export interface OutboxFilter {
  campaignId: number | null;
  status: OutboxStatus | null;
  limit: number;
}

/** Newest first. */
export async function readOutbox(db: Db, f: OutboxFilter): Promise<OutboxRecord[]> {
  return db.query<OutboxRecord>(
    `${SELECT}
      WHERE ($1::int IS NULL OR ob.campaign_id = $1) AND ($2::text IS NULL OR ob.status = $2)
      ORDER BY ob.created_at DESC, ob.id DESC LIMIT $3`,
    [f.campaignId, f.status, f.limit],
  );
}

export interface OutboxPageFilter {
  campaignId: number | null;
  status: OutboxStatus | null;
}

/**
 * One page of the send log, newest first by id (the primary key, or the campaign's or the
 * status's index of migration 018), after (or before) `key`, with the count of every match.
 */
export async function outboxPage(db: Db, f: OutboxPageFilter, w: PageWindow, key: number | null) {
  const { params, p } = paramList();
  const parts = [];
  if (f.campaignId !== null) parts.push(`ob.campaign_id = ${p(f.campaignId)}`);
  if (f.status !== null) parts.push(`ob.status = ${p(f.status)}`);
  const where = parts.length ? parts.join(' AND ') : 'true';
  const k = keyset([{ expr: 'ob.id', cast: 'int' }], 'desc', w, key === null ? null : [key], params.length);
  const rows = await db.query<OutboxRecord>(
    `${SELECT} WHERE ${where} AND ${k.after} ORDER BY ${k.order} LIMIT ${w.size + 1}`,
    [...params, ...k.params],
  );
  const [count] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM outbox ob WHERE ${where}`,
    params,
  );
  return { ...finishPage(rows, w, key !== null), total: count.count };
}

/** A failed e-mail goes back to the queue with fresh attempts; anything else is refused. */
export async function retryOutbox(tx: Db, id: number): Promise<OutboxRecord> {
  const [row] = await tx.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  if (!row) throw new CrmError('NOT_FOUND', 'Сообщение не найдено');
  if (row.status !== 'failed') throw new CrmError('VALIDATION', 'Повторить можно только сообщение с ошибкой');
  await tx.query(
    `UPDATE outbox SET status = 'queued', attempts = 0, next_attempt_at = now(), claimed_at = NULL WHERE id = $1`,
    [id],
  );
  const [record] = await tx.query<OutboxRecord>(`${SELECT} WHERE ob.id = $1`, [id]);
  return record;
}
