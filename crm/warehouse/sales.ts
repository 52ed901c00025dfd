/**
 * Sales write off stock. After every order write (create, edit, status, bulk status, delete) the
 * ledger is brought to agree with the order: what a live order wants out of stock (its lines
 * expanded through the compositions, a combo through its parts, modifiers through theirs) against what the ledger already took for it. The difference
 * is written as `sale` (more goes out) or `sale_return` (some comes back), so calling it twice
 * writes nothing the second time, and cancelling or deleting an order returns everything.
 */
import type { Db } from '../db/connect';
import { applyChanges, type Change } from './ledger';
import { toMilli } from './quantity';

/** Compositions are refused when cyclic (crm/catalog/composition.ts); this only bounds a slip. */
const MAX_DEPTH = 16;

interface Row {
  order_id: number;
  affiliate_id: number;
  product_id: number;
  quantity: number;
}

/**
 * Per order, branch and product: the quantity a live order (not deleted, status not cancelling)
 * takes, each line expanded through its product's composition (a combo's: its parts'; a
 * modifier adds its own), components of components multiplied down; a product without a
 * composition is itself.
 */
function wanted(tx: Db, orderIds: number[]): Promise<Row[]> {
  return tx.query<Row>(
    `WITH RECURSIVE line AS (
       SELECT o.id AS order_id, o.affiliate_id, l.line_no, l.product_id, l.count::numeric AS count
         FROM orders o
         JOIN order_statuses s ON s.id = o.status_id
         JOIN order_lines l ON l.order_id = o.id
        WHERE o.id = ANY($1::int[]) AND NOT o.deleted AND NOT s.cancels
     ), need (order_id, affiliate_id, product_id, quantity, depth) AS (
       -- A combo line takes its chosen parts, not the combo product (migration 041).
       SELECT l.order_id, l.affiliate_id, l.product_id, l.count, 0 FROM line l
        WHERE NOT EXISTS (SELECT 1 FROM order_line_parts p WHERE p.order_id = l.order_id AND p.line_no = l.line_no)
       UNION ALL
       SELECT l.order_id, l.affiliate_id, p.product_id, l.count, 0
         FROM line l JOIN order_line_parts p ON p.order_id = l.order_id AND p.line_no = l.line_no
       UNION ALL
       -- What the modifiers' compositions add (or take away: «без лука») per unit, as sold.
       SELECT l.order_id, l.affiliate_id, st.product_id, l.count * st.quantity, 0
         FROM line l JOIN order_line_stock st ON st.order_id = l.order_id AND st.line_no = l.line_no
       UNION ALL
       SELECT n.order_id, n.affiliate_id, c.component_id, n.quantity * c.quantity, n.depth + 1
         FROM need n JOIN product_components c ON c.product_id = n.product_id
        WHERE n.depth < ${MAX_DEPTH}
     )
     SELECT order_id, affiliate_id, product_id, sum(quantity)::float8 AS quantity
       FROM need n
      WHERE NOT EXISTS (SELECT 1 FROM product_components c WHERE c.product_id = n.product_id)
      GROUP BY order_id, affiliate_id, product_id
      -- «Без лука» on a burger without onion takes nothing back that was never taken.
     HAVING sum(quantity) > 0`,
    [orderIds],
  );
}

/** What the ledger already took for the orders (as a positive quantity going out). */
function applied(tx: Db, orderIds: number[]): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT order_id, affiliate_id, product_id, (-sum(delta))::float8 AS quantity
       FROM stock_movements WHERE order_id = ANY($1::int[])
      GROUP BY order_id, affiliate_id, product_id`,
    [orderIds],
  );
}

/** Products never received (no ledger row of a posted document): sold without a stock rule. */
async function untracked(tx: Db, productIds: number[]): Promise<Set<number>> {
  const received = await tx.query<{ product_id: number }>(
    `SELECT p AS product_id FROM unnest($1::int[]) AS p
      WHERE EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p AND m.reason = 'post')`,
    [productIds],
  );
  const known = new Set(received.map((r) => r.product_id));
  return new Set(productIds.filter((id) => !known.has(id)));
}

/** Runs inside the order write's transaction, after the orders' own rows are written and locked. */
export async function syncOrderStock(
  tx: Db,
  orderIds: readonly number[],
  userId: number | null,
): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const key = (r: Row) => `${r.order_id}:${r.affiliate_id}:${r.product_id}`;
  const diff = new Map<string, { row: Row; milli: number }>();
  for (const r of await wanted(tx, ids)) diff.set(key(r), { row: r, milli: toMilli(r.quantity) });
  for (const r of await applied(tx, ids)) {
    const entry = diff.get(key(r)) ?? { row: r, milli: 0 };
    entry.milli -= toMilli(r.quantity);
    diff.set(key(r), entry);
  }
  const pending = [...diff.values()].filter((d) => d.milli !== 0);
  if (pending.length === 0) return;
  const flagged = await untracked(tx, [...new Set(pending.map((d) => d.row.product_id))]);
  const changes: Change[] = pending.map(({ row, milli }) => ({
    affiliateId: row.affiliate_id,
    productId: row.product_id,
    delta: -milli,
    reason: milli > 0 ? 'sale' : 'sale_return',
    orderId: row.order_id,
    untracked: flagged.has(row.product_id),
  }));
  await applyChanges(tx, changes, { userId, allowNegative: true });
}
