/**
 * Sending a campaign: one outbox row per client the segment reaches, rendered now, never for a
 * do-not-disturb client and never twice. The campaign row is locked for the whole send, and the
 * INSERT … ON CONFLICT (campaign_id, client_id) DO NOTHING is the last word: two sends at once,
 * or a send repeated next week, add a row only for a client who has none. Delivery is not done
 * here: the delivery worker (delivery.ts) drains the queued rows after the commit.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { campaignById, checkPromocode, lockCampaign } from './campaigns';
import { renderMessage } from './render';
import { audience, type AudienceMember } from './segment';

export interface SendResult {
  /** Messages queued for e-mail by this send. */
  queued: number;
  /** Clients without a usable e-mail, recorded as skipped by this send. */
  noEmail: number;
  /** Clients who already had this campaign's message (earlier sends). */
  already: number;
  /** Clients of the segment left out because they asked not to be disturbed. */
  doNotDisturb: number;
}

// Stricter than schema/email.ts on purpose: an address to send to must not carry the characters
// that split or extend a mail header's address list (<>(),;:").
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
/** Rows per INSERT: well under the bind-parameter limit, small enough to keep a send's lock short. */
const CHUNK = 200;
const COLS = 9;
/** Why a client without an e-mail got nothing: the log tells staff to call instead. */
export const NO_EMAIL = 'Нет e-mail: позвоните клиенту';

export const usableEmail = (email: string) => EMAIL.test(email.trim());

function occasionText(m: AudienceMember): string {
  if (!m.occasion) return '';
  const d = m.occasion.date;
  return `${m.occasion.title}, ${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
}

async function promoStillValid(tx: Db, id: number | null, today: string): Promise<string | null> {
  if (id === null) return null;
  await checkPromocode(tx, id);
  const [p] = await tx.query<{ code: string; valid_to: string | null; valid_from: string | null }>(
    `SELECT code, to_char(valid_to, 'YYYY-MM-DD') AS valid_to, to_char(valid_from, 'YYYY-MM-DD') AS valid_from
       FROM promocodes WHERE id = $1`,
    [id],
  );
  if (p.valid_to && p.valid_to < today) {
    const d = p.valid_to;
    throw new CrmError(
      'VALIDATION',
      `Промокод «${p.code}» действовал до ${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}: выберите другой`,
    );
  }
  return p.code;
}

export async function sendCampaign(
  tx: Db,
  campaignId: number,
  today: string,
  userId: number | null,
): Promise<SendResult> {
  await lockCampaign(tx, campaignId);
  const campaign = await campaignById(tx, campaignId);
  const promocode = await promoStillValid(tx, campaign.promocodeId, today);
  const members = await audience(tx, campaign.segment, today, campaignId);
  const result: SendResult = { queued: 0, noEmail: 0, already: 0, doNotDisturb: 0 };
  const fresh: AudienceMember[] = [];
  for (const m of members) {
    if (m.doNotDisturb) result.doNotDisturb++;
    else if (m.outboxStatus) result.already++;
    else fresh.push(m);
  }

  for (let i = 0; i < fresh.length; i += CHUNK) {
    const rows = fresh.slice(i, i + CHUNK).map((m) => {
      const message = renderMessage(campaign, m, promocode);
      const ok = usableEmail(m.email);
      const channel = ok ? ['email', m.email.trim(), 'queued', ''] : ['none', '', 'skipped', NO_EMAIL];
      return [m.clientId, ...channel, message.subject, message.html, message.text, occasionText(m)];
    });
    const values = rows.map(
      (_r, r) => `($1, ${Array.from({ length: COLS }, (_c, c) => `$${2 + r * COLS + c}`).join(', ')})`,
    );
    const inserted = await tx.query<{ channel: string }>(
      `INSERT INTO outbox (campaign_id, client_id, channel, address, status, error, subject, body_html, body_text,
                           occasion)
       VALUES ${values.join(', ')}
       ON CONFLICT (campaign_id, client_id) DO NOTHING
       RETURNING channel`,
      [campaignId, ...rows.flat()],
    );
    for (const row of inserted) {
      if (row.channel === 'email') result.queued++;
      else result.noEmail++;
    }
    result.already += rows.length - inserted.length;
  }
  await tx.query(
    `UPDATE campaigns SET status = 'sent', sent_at = coalesce(sent_at, now()), sent_by = coalesce(sent_by, $2),
            last_sent_at = now()
      WHERE id = $1`,
    [campaignId, userId],
  );
  return result;
}
