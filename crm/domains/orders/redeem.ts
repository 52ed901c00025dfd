/**
 * Promo codes and gift certificates at checkout (docs/orders.md "Promo codes and certificates").
 *
 * Checking happens before the totals (findPromo, findCertificate: every refusal has its Russian
 * reason); holding happens after the order row is written (syncRedemptions), in the order's
 * transaction: a live order holds one use of its promo code and its certificate sum, a cancelled
 * or deleted one gives them back. The hold is a conditional UPDATE (… WHERE used_count <
 * usage_limit, … WHERE balance >= sum): PostgreSQL re-checks the condition on the locked row, so
 * orders saved at the same moment on other connections never pass a limit or overdraw a balance.
 * Lock order, everywhere: the order row, then the promo code, then the certificate.
 */
import type { Db } from '../../db/connect';
import type { DiscountType } from '../../../schema/order-totals';
import { refuse } from './input';

/** Refusals of the codes typed at checkout: their code, at the field that holds them. */
const refusePromo = (message: string): never => refuse(message, ['promo_code'], 'PROMO_INVALID');
const refuseCertificate = (message: string): never =>
  refuse(message, ['certificate_code'], 'CERTIFICATE_INVALID');
import { rub } from './totals';

export interface PromoApplied {
  id: number;
  code: string;
  kind: DiscountType;
  value: number;
  minOrderSum: number | null;
}

export interface CertificateFound {
  id: number;
  code: string;
  balance: number;
}

/** What an order has applied now (an edit keeps a kept code as it was applied). */
export interface AppliedBefore {
  promocode_id: number | null;
  promo_code: string;
  promo_kind: DiscountType | null;
  promo_value: number;
  certificate_id: number | null;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface PromoRow {
  id: number;
  code: string;
  discount_kind: DiscountType;
  discount_value: number;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  used_count: number;
  min_order_sum: number | null;
  active: boolean;
  deleted: boolean;
}

async function promoRow(tx: Db, code: string): Promise<PromoRow | undefined> {
  const [row] = await tx.query<PromoRow>(
    `SELECT id, code, discount_kind, discount_value::float8 AS discount_value, valid_from::text AS valid_from,
            valid_to::text AS valid_to, usage_limit, used_count, min_order_sum, active, deleted
       FROM promocodes WHERE lower(code) = lower($1)`,
    [code],
  );
  return row;
}

/**
 * The promo code typed at checkout, checked, or null for none. A code the order already carries
 * (an edit) keeps the terms it was applied with and is not refused for dates or a switch-off that
 * came later: the customer was promised them.
 */
export async function findPromo(
  tx: Db,
  code: string,
  today: string,
  before: AppliedBefore | null,
): Promise<PromoApplied | null> {
  if (code === '') return null;
  const row = await promoRow(tx, code);
  if (!row || row.deleted) refusePromo(`Промокод «${code}» не найден`);
  const r = row as PromoRow;
  if (before && before.promocode_id === r.id && before.promo_kind) {
    return {
      id: r.id,
      code: before.promo_code,
      kind: before.promo_kind,
      value: before.promo_value,
      minOrderSum: r.min_order_sum,
    };
  }
  if (!r.active) refusePromo(`Промокод «${r.code}» отключён`);
  if (r.valid_from !== null && today < r.valid_from)
    refusePromo(`Промокод «${r.code}» действует с ${ddmmyyyy(r.valid_from)}`);
  if (r.valid_to !== null && today > r.valid_to)
    refusePromo(`Срок действия промокода «${r.code}» истёк ${ddmmyyyy(r.valid_to)}`);
  if (r.usage_limit !== null && r.used_count >= r.usage_limit) refusePromo(usedUp(r));
  return {
    id: r.id,
    code: r.code,
    kind: r.discount_kind,
    value: terms(r),
    minOrderSum: r.min_order_sum,
  };
}

/**
 * The list keeps a sum discount in rubles, as typed in its editor (the seed's MINUS300 is 300 ₽);
 * the totals and the order take kopecks, like the order's own discount.
 */
const terms = (r: PromoRow) =>
  r.discount_kind === 'amount' ? Math.round(r.discount_value * 100) : r.discount_value;

const usedUp = (r: { code: string; usage_limit: number | null }) =>
  `Промокод «${r.code}» исчерпан: его можно использовать ${r.usage_limit} раз(а)`;

/** The minimum is of the goods (the lines' sum), before any discount. */
export function checkMinimum(promo: PromoApplied | null, subtotal: number): void {
  if (promo?.minOrderSum && subtotal < promo.minOrderSum)
    refusePromo(
      `Промокод «${promo.code}» действует на заказ от ${rub(promo.minOrderSum)}, товаров на ${rub(subtotal)}`,
    );
}

interface CertificateRow {
  id: number;
  code: string;
  balance: number;
  valid_until: string | null;
  active: boolean;
  deleted: boolean;
}

/** The certificate typed at checkout, checked, or null for none. */
export async function findCertificate(
  tx: Db,
  code: string,
  today: string,
  before: AppliedBefore | null,
): Promise<CertificateFound | null> {
  if (code === '') return null;
  const [row] = await tx.query<CertificateRow>(
    `SELECT id, code, coalesce(balance, amount) AS balance, valid_until::text AS valid_until, active, deleted
       FROM certificates WHERE lower(code) = lower($1)`,
    [code],
  );
  if (!row || row.deleted) refuseCertificate(`Сертификат «${code}» не найден`);
  const kept = before?.certificate_id === row.id;
  if (!kept && !row.active) refuseCertificate(`Сертификат «${row.code}» отключён`);
  if (!kept && row.valid_until !== null && today > row.valid_until)
    refuseCertificate(`Срок действия сертификата «${row.code}» истёк ${ddmmyyyy(row.valid_until)}`);
  if (row.balance <= 0) refuseCertificate(`На сертификате «${row.code}» не осталось денег`);
  return { id: row.id, code: row.code, balance: row.balance };
}

interface Held {
  live: boolean;
  redeemed: boolean;
  promocode_id: number | null;
  certificate_id: number | null;
  certificate_code: string;
  certificate_sum: number;
}

async function held(tx: Db, orderId: number): Promise<Held> {
  const [row] = await tx.query<Held>(
    `SELECT NOT o.deleted AND NOT s.cancels AS live, o.redeemed, o.promocode_id, o.certificate_id,
            o.certificate_code, o.certificate_sum
       FROM orders o JOIN order_statuses s ON s.id = o.status_id WHERE o.id = $1`,
    [orderId],
  );
  return row;
}

/** Gives back what the order holds (before an edit replaces it, or when it is cancelled or deleted). */
export async function releaseRedemptions(tx: Db, orderId: number): Promise<void> {
  const h = await held(tx, orderId);
  if (!h.redeemed) return;
  if (h.promocode_id !== null)
    await tx.query('UPDATE promocodes SET used_count = greatest(used_count - 1, 0) WHERE id = $1', [
      h.promocode_id,
    ]);
  if (h.certificate_id !== null && h.certificate_sum > 0)
    await tx.query('UPDATE certificates SET balance = coalesce(balance, amount) + $2 WHERE id = $1', [
      h.certificate_id,
      h.certificate_sum,
    ]);
  await tx.query('UPDATE orders SET redeemed = false WHERE id = $1', [orderId]);
}

/** Brings what the order holds in line with it being live or not; refuses what is no longer there. */
export async function syncRedemptions(tx: Db, orderId: number): Promise<void> {
  const h = await held(tx, orderId);
  if (!h.live) return releaseRedemptions(tx, orderId);
  if (h.redeemed || (h.promocode_id === null && h.certificate_id === null)) return;
  if (h.promocode_id !== null) {
    const taken = await tx.query(
      `UPDATE promocodes SET used_count = used_count + 1
        WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id`,
      [h.promocode_id],
    );
    if (taken.length === 0) {
      const [r] = await tx.query<{ code: string; usage_limit: number | null }>(
        'SELECT code, usage_limit FROM promocodes WHERE id = $1',
        [h.promocode_id],
      );
      refusePromo(usedUp(r));
    }
  }
  if (h.certificate_id !== null && h.certificate_sum > 0) {
    const taken = await tx.query(
      `UPDATE certificates SET balance = coalesce(balance, amount) - $2
        WHERE id = $1 AND coalesce(balance, amount) >= $2 RETURNING id`,
      [h.certificate_id, h.certificate_sum],
    );
    if (taken.length === 0) {
      const [c] = await tx.query<{ balance: number }>(
        'SELECT coalesce(balance, amount) AS balance FROM certificates WHERE id = $1',
        [h.certificate_id],
      );
      refuseCertificate(`На сертификате «${h.certificate_code}» осталось ${rub(c.balance)}`);
    }
  }
  await tx.query('UPDATE orders SET redeemed = true WHERE id = $1', [orderId]);
}

/** Many orders at once (a bulk status change), in id order so two such changes take turns. */
export async function syncRedemptionsOf(tx: Db, orderIds: readonly number[]): Promise<void> {
  for (const id of [...orderIds].sort((a, b) => a - b)) await syncRedemptions(tx, id);
}
