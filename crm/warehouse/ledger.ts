/**
 * The only writer of stock: every change of a balance goes through applyChanges, which writes the
 * balance and its ledger row (stock_movements) together, so a balance always equals the sum of
 * its ledger deltas.
 *
 * Locking: the balance rows a transaction touches are created when missing and then locked with
 * SELECT … FOR UPDATE, all at once and in one fixed order (affiliate, product). Every writer
 * (posting, unposting, sales) takes its balance locks last, after the document or order rows it
 * locks itself, so two writers never wait for each other in a circle and no update is lost.
 */
import type { Db } from '../db/connect';
import { notifyLowStock } from '../notifications/raise';
import { invalid } from '../envelope';
import { formatQuantity, milliText, toMilli } from './quantity';

export type Reason = 'post' | 'unpost' | 'sale' | 'sale_return';

export interface Change {
  affiliateId: number;
  productId: number;
  /** Thousandths; signed. */
  delta: number;
  reason: Reason;
  documentId?: number | null;
  orderId?: number | null;
  untracked?: boolean;
}

export interface ApplyOptions {
  userId: number | null;
  /**
   * Documents may not take a balance below zero (the goods are not there); sales may, so the
   * till never stops because the books are behind.
   */
  allowNegative: boolean;
}

export interface BalanceKey {
  affiliateId: number;
  productId: number;
}

const keyOf = (k: BalanceKey) => `${k.affiliateId}:${k.productId}`;
const byKey = (a: BalanceKey, b: BalanceKey) => a.affiliateId - b.affiliateId || a.productId - b.productId;

/** Locks the balances of `keys` (creating zero rows first) and returns them in thousandths. */
export async function lockBalances(tx: Db, keys: readonly BalanceKey[]): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()].sort(byKey);
  if (unique.length === 0) return new Map();
  const affiliates = unique.map((k) => k.affiliateId);
  const products = unique.map((k) => k.productId);
  // Inserted in the same order as they are locked below.
  await tx.query(
    `INSERT INTO stock_balances (affiliate_id, product_id)
     SELECT a, p FROM unnest($1::int[], $2::int[]) AS k(a, p) ORDER BY a, p
     ON CONFLICT (affiliate_id, product_id) DO NOTHING`,
    [affiliates, products],
  );
  const rows = await tx.query<{ affiliate_id: number; product_id: number; quantity: number }>(
    `SELECT b.affiliate_id, b.product_id, b.quantity::float8 AS quantity
       FROM stock_balances b JOIN unnest($1::int[], $2::int[]) AS k(a, p)
         ON b.affiliate_id = k.a AND b.product_id = k.p
      ORDER BY b.affiliate_id, b.product_id
        FOR UPDATE OF b`,
    [affiliates, products],
  );
  return new Map(
    rows.map((r) => [keyOf({ affiliateId: r.affiliate_id, productId: r.product_id }), toMilli(r.quantity)]),
  );
}

async function shortageMessage(tx: Db, key: BalanceKey, have: number, need: number): Promise<string> {
  const [row] = await tx.query<{ product: string; affiliate: string }>(
    `SELECT (SELECT name FROM products WHERE id = $1) AS product,
            (SELECT name FROM affiliates WHERE id = $2) AS affiliate`,
    [key.productId, key.affiliateId],
  );
  return (
    `Недостаточно «${row?.product ?? key.productId}» в филиале «${row?.affiliate ?? key.affiliateId}»: ` +
    `есть ${formatQuantity(have)}, нужно ${formatQuantity(need)}`
  );
}

/**
 * Writes the changes (zero deltas are skipped) with their ledger rows, or refuses all of them
 * (CrmError, nothing written) when a document would take a balance below zero.
 */
export async function applyChanges(tx: Db, changes: readonly Change[], opts: ApplyOptions): Promise<void> {
  const moves = changes.filter((c) => c.delta !== 0).sort(byKey);
  if (moves.length === 0) return;
  const balances = await lockBalances(tx, moves);

  const after: number[] = [];
  for (const m of moves) {
    const key = keyOf(m);
    const before = balances.get(key)!;
    const next = before + m.delta;
    // Only a change that takes stock out can be short: a receipt onto a negative balance helps.
    // (A document touches each balance once, so `before` is what the shelf holds.)
    if (!opts.allowNegative && m.delta < 0 && next < 0) {
      invalid(await shortageMessage(tx, m, before, -m.delta), { reason: 'STOCK_NEGATIVE' });
    }
    balances.set(key, next);
    after.push(next);
  }

  // Each touched balance once, with where it ended.
  const touched = [...new Map(moves.map((m) => [keyOf(m), m])).values()];
  await tx.query(
    `UPDATE stock_balances b SET quantity = v.q
       FROM unnest($1::int[], $2::int[], $3::numeric[]) AS v(a, p, q)
      WHERE b.affiliate_id = v.a AND b.product_id = v.p`,
    [
      touched.map((k) => k.affiliateId),
      touched.map((k) => k.productId),
      touched.map((k) => milliText(balances.get(keyOf(k))!)),
    ],
  );
  await tx.query(
    // clock_timestamp(), not now(): a transaction that waited for the locks writes after the one
    // it waited for, and the ledger's time order must say so (now() is when it began).
    `INSERT INTO stock_movements
       (at, user_id, affiliate_id, product_id, delta, balance_after, reason, document_id, order_id, untracked)
     SELECT clock_timestamp(), $1, a, p, d, b, r, doc, ord, u
       FROM unnest($2::int[], $3::int[], $4::numeric[], $5::numeric[], $6::text[], $7::int[], $8::int[],
                   $9::boolean[]) WITH ORDINALITY AS v(a, p, d, b, r, doc, ord, u, n)
      ORDER BY n`,
    [
      opts.userId,
      moves.map((m) => m.affiliateId),
      moves.map((m) => m.productId),
      moves.map((m) => milliText(m.delta)),
      after.map(milliText),
      moves.map((m) => m.reason),
      moves.map((m) => m.documentId ?? null),
      moves.map((m) => m.orderId ?? null),
      moves.map((m) => m.untracked ?? false),
    ],
  );
  // A product that ran out raises a notification (once until dismissed). An untracked product
  // has no stock to run out of: its balance only counts sales.
  for (const m of moves) {
    if (m.delta < 0 && !m.untracked) {
      await notifyLowStock(tx, m.affiliateId, m.productId, balances.get(keyOf(m))! / 1000);
    }
  }
}
