/**
 * Campaigns: reading them with their outbox counts, saving drafts, copying and deleting. A sent
 * campaign is frozen: its outbox holds what went out, so its message and segment stay as sent
 * (a copy makes a new draft). Writes run inside the caller's transaction.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { CampaignInput, Segment } from './input';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface CampaignRecord {
  id: number;
  name: string;
  segment: Segment;
  subject: string;
  bodyHtml: string;
  promocodeId: number | null;
  /** The promo code's text, or null. */
  promocode: string | null;
  status: 'draft' | 'sent';
  createdAt: string;
  createdByName: string | null;
  updatedAt: string;
  sentAt: string | null;
  lastSentAt: string | null;
  sentByName: string | null;
  /** Outbox rows by status: what this campaign has queued, sent, failed and skipped. */
  counts: { total: number; queued: number; sent: number; failed: number; skipped: number };
}

const SELECT = `
SELECT c.id, c.name, c.occasion_kind, c.occasion_days, c.idle_days, c.spent_over::float8 AS spent_over,
       c.shop_type, c.affiliate_id, c.subject, c.body_html, c.promocode_id, p.code AS promocode, c.status,
       ${ISO('c.created_at')} AS created_at, cu.name AS created_by_name, ${ISO('c.updated_at')} AS updated_at,
       ${ISO('c.sent_at')} AS sent_at, ${ISO('c.last_sent_at')} AS last_sent_at, su.name AS sent_by_name,
       coalesce(n.total, 0)::int AS total, coalesce(n.queued, 0)::int AS queued, coalesce(n.sent, 0)::int AS sent,
       coalesce(n.failed, 0)::int AS failed, coalesce(n.skipped, 0)::int AS skipped
  FROM campaigns c
  LEFT JOIN promocodes p ON p.id = c.promocode_id
  LEFT JOIN users cu ON cu.id = c.created_by
  LEFT JOIN users su ON su.id = c.sent_by
  LEFT JOIN (
    SELECT campaign_id, count(*) AS total,
           count(*) FILTER (WHERE status IN ('queued', 'sending')) AS queued,
           count(*) FILTER (WHERE status = 'sent') AS sent,
           count(*) FILTER (WHERE status = 'failed') AS failed,
           count(*) FILTER (WHERE status = 'skipped') AS skipped
      FROM outbox GROUP BY campaign_id
  ) n ON n.campaign_id = c.id`;

type Row = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toCampaign(r: Row): CampaignRecord {
  return {
    id: r.id as number,
    name: r.name as string,
    segment: {
      occasionKind: r.occasion_kind as Segment['occasionKind'],
      occasionDays: num(r.occasion_days),
      idleDays: num(r.idle_days),
      spentOver: num(r.spent_over),
      shopType: r.shop_type as Segment['shopType'],
      affiliateId: num(r.affiliate_id),
    },
    subject: r.subject as string,
    bodyHtml: r.body_html as string,
    promocodeId: num(r.promocode_id),
    promocode: (r.promocode as string | null) ?? null,
    status: r.status as 'draft' | 'sent',
    createdAt: r.created_at as string,
    createdByName: (r.created_by_name as string | null) ?? null,
    updatedAt: r.updated_at as string,
    sentAt: (r.sent_at as string | null) ?? null,
    lastSentAt: (r.last_sent_at as string | null) ?? null,
    sentByName: (r.sent_by_name as string | null) ?? null,
    counts: {
      total: r.total as number,
      queued: r.queued as number,
      sent: r.sent as number,
      failed: r.failed as number,
      skipped: r.skipped as number,
    },
  };
}

export async function listCampaigns(db: Db): Promise<CampaignRecord[]> {
  return (await db.query(`${SELECT} ORDER BY c.created_at DESC, c.id DESC`)).map(toCampaign);
}

export async function campaignById(db: Db, id: number): Promise<CampaignRecord> {
  const [row] = await db.query(`${SELECT} WHERE c.id = $1`, [id]);
  if (!row) throw new CrmError('NOT_FOUND', 'Рассылка не найдена');
  return toCampaign(row);
}

/** Locks the campaign row: saving, sending and deleting one campaign take turns. */
export async function lockCampaign(tx: Db, id: number): Promise<'draft' | 'sent'> {
  const [row] = await tx.query<{ status: 'draft' | 'sent' }>(
    'SELECT status FROM campaigns WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new CrmError('NOT_FOUND', 'Рассылка не найдена');
  return row.status;
}

const frozen = (): never => {
  throw new CrmError('VALIDATION', 'Рассылка уже отправлена: её нельзя изменить. Сделайте копию');
};

/** The promo code must exist and not be deleted or switched off. */
export async function checkPromocode(tx: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const [p] = await tx.query<{ active: boolean; deleted: boolean }>(
    'SELECT active, deleted FROM promocodes WHERE id = $1',
    [id],
  );
  if (!p || p.deleted) throw new CrmError('VALIDATION', 'Поле «Промокод»: запись не найдена');
  if (!p.active) throw new CrmError('VALIDATION', 'Промокод выключен: выберите другой');
}

async function checkAffiliate(tx: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const [a] = await tx.query('SELECT 1 FROM affiliates WHERE id = $1 AND NOT deleted', [id]);
  if (!a) throw new CrmError('VALIDATION', 'Поле «Филиал»: запись не найдена');
}

const COLUMNS = (c: CampaignInput) => [
  c.name,
  c.segment.occasionKind,
  c.segment.occasionDays,
  c.segment.idleDays,
  c.segment.spentOver,
  c.segment.shopType,
  c.segment.affiliateId,
  c.subject,
  c.bodyHtml,
  c.promocodeId,
];

/** Creates (id null) or updates a draft; answers its id. */
export async function saveCampaign(
  tx: Db,
  id: number | null,
  input: CampaignInput,
  userId: number | null,
): Promise<number> {
  await checkPromocode(tx, input.promocodeId);
  await checkAffiliate(tx, input.segment.affiliateId);
  if (id === null) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO campaigns (name, occasion_kind, occasion_days, idle_days, spent_over, shop_type, affiliate_id,
                              subject, body_html, promocode_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [...COLUMNS(input), userId],
    );
    return row.id;
  }
  if ((await lockCampaign(tx, id)) === 'sent') frozen();
  await tx.query(
    `UPDATE campaigns SET name = $1, occasion_kind = $2, occasion_days = $3, idle_days = $4, spent_over = $5,
            shop_type = $6, affiliate_id = $7, subject = $8, body_html = $9, promocode_id = $10, updated_at = now()
      WHERE id = $11`,
    [...COLUMNS(input), id],
  );
  return id;
}

/** A new draft with the same segment and message («Копия: …»). */
export async function copyCampaign(tx: Db, id: number, userId: number | null): Promise<number> {
  await lockCampaign(tx, id);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO campaigns (name, occasion_kind, occasion_days, idle_days, spent_over, shop_type, affiliate_id,
                            subject, body_html, promocode_id, created_by)
     SELECT left('Копия: ' || name, 200), occasion_kind, occasion_days, idle_days, spent_over, shop_type,
            affiliate_id, subject, body_html, promocode_id, $2
       FROM campaigns WHERE id = $1 RETURNING id`,
    [id, userId],
  );
  return row.id;
}

/** Drafts only: a sent campaign is the send log's subject and stays. */
export async function deleteCampaign(tx: Db, id: number): Promise<void> {
  if ((await lockCampaign(tx, id)) === 'sent') {
    throw new CrmError('VALIDATION', 'Отправленную рассылку удалить нельзя: она нужна журналу отправки');
  }
  await tx.query('DELETE FROM campaigns WHERE id = $1', [id]);
}
