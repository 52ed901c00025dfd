/**
 * Promo batches (list «Создание промокодов», docs/marketing.md "Promo batches"): a batch makes
 * `count` codes in the promo codes list, each carrying the batch's terms, so the checkout treats
 * them exactly like a single promo code (crm/domains/orders/redeem.ts: dates, the limit per code,
 * the minimum sum, uses counted in SQL). Codes are random, not numbered: a customer who has
 * SPR-K7QM-X2PA cannot guess a neighbour's. The alphabet leaves out 0/O, 1/I/L so a code read off
 * a flyer is typed right; the unique index on lower(code) is the collision check, and a code
 * that collides is drawn again.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 8 characters of 31: about 40 bits, so even 10 000 codes leave a guess one chance in 85 million. */
const LENGTH = 8;
/** Rounds of redrawing collided codes before giving up (each round is one INSERT). */
const ROUNDS = 10;

export function newCode(prefix: string): string {
  let s = '';
  for (let i = 0; i < LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  const body = `${s.slice(0, 4)}-${s.slice(4)}`;
  const p = prefix.trim().toUpperCase();
  return p ? `${p}-${body}` : body;
}

interface BatchRow {
  id: number;
  prefix: string;
  count: number;
  active: boolean;
  deleted: boolean;
}

/**
 * Brings the batch's codes to its count and its terms (run in the batch write's transaction):
 * new codes are drawn, existing ones take the batch's current terms, flags follow the batch. A
 * code's uses stay, and so do the orders that applied it (they keep their own snapshot).
 */
export async function fillBatch(tx: Db, batchId: number): Promise<void> {
  const [batch] = await tx.query<BatchRow>(
    'SELECT id, prefix, count, active, deleted FROM promo_batches WHERE id = $1 FOR UPDATE',
    [batchId],
  );
  if (!batch) return;
  const [{ n }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM promocodes WHERE batch_id = $1',
    [batchId],
  );
  if (n > batch.count)
    throw new CrmError(
      'VALIDATION',
      `Поле «Количество кодов»: уже создано ${n} кодов, меньше сделать нельзя`,
    );
  let missing = batch.deleted ? 0 : batch.count - n;
  for (let round = 0; missing > 0; round++) {
    if (round === ROUNDS)
      throw new CrmError('VALIDATION', 'Не удалось подобрать уникальные коды: смените префикс');
    const codes = Array.from({ length: missing }, () => newCode(batch.prefix));
    const made = await tx.query(
      `INSERT INTO promocodes (code, discount_kind, discount_value, batch_id)
       SELECT c, b.discount_kind, b.discount_value, b.id
         FROM unnest($2::text[]) AS c, promo_batches b WHERE b.id = $1
       ON CONFLICT (lower(code)) DO NOTHING RETURNING id`,
      [batchId, codes],
    );
    missing -= made.length;
  }
  await tx.query(
    `UPDATE promocodes p
        SET discount_kind = b.discount_kind, discount_value = b.discount_value,
            valid_from = b.valid_from, valid_to = b.valid_to, usage_limit = b.usage_limit,
            min_order_sum = b.min_order_sum, active = b.active, deleted = b.deleted
       FROM promo_batches b WHERE b.id = $1 AND p.batch_id = b.id`,
    [batchId],
  );
}

export interface BatchCode {
  code: string;
  usedCount: number;
  usageLimit: number | null;
  active: boolean;
}

/** The codes of one batch in the order they were made (the CSV download and the screen). */
export async function batchCodes(db: Db, batchId: number): Promise<{ name: string; codes: BatchCode[] }> {
  const [batch] = await db.query<{ name: string }>('SELECT name FROM promo_batches WHERE id = $1', [batchId]);
  if (!batch) throw new CrmError('NOT_FOUND', `Пачка промокодов с id ${batchId} не найдена`);
  const codes = await db.query<BatchCode>(
    `SELECT code, used_count AS "usedCount", usage_limit AS "usageLimit", active AND NOT deleted AS active
       FROM promocodes WHERE batch_id = $1 ORDER BY id`,
    [batchId],
  );
  return { name: batch.name, codes };
}
