/** Reading stock: balances per branch and product, and the movement ledger, newest first. */
import type { Db } from '../db/connect';
import { SHOP_TIMEZONE } from '../domains/orders';

export interface BalanceRecord {
  affiliateId: number;
  productId: number;
  productName: string;
  quantity: number;
  untracked: boolean;
}

/** By branch, then product name; a product never received is flagged (its balance is only sales). */
export function balances(db: Db, affiliateId: number | null, includeZero: boolean): Promise<BalanceRecord[]> {
  return db.query<BalanceRecord>(
    `SELECT b.affiliate_id AS "affiliateId", b.product_id AS "productId", p.name AS "productName",
            b.quantity::float8 AS quantity,
            NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = b.product_id AND m.reason = 'post')
              AS untracked
       FROM stock_balances b JOIN products p ON p.id = b.product_id
      WHERE ($1::int IS NULL OR b.affiliate_id = $1) AND ($2::boolean OR b.quantity <> 0)
      ORDER BY b.affiliate_id, p.name, b.product_id`,
    [affiliateId, includeZero],
  );
}

export interface MovementQuery {
  productId: number | null;
  affiliateId: number | null;
  documentId: number | null;
  orderId: number | null;
  /** Calendar days of the shop (yyyy-MM-dd). */
  dateFrom: string | null;
  dateTo: string | null;
  limit: number;
}

export const MAX_MOVEMENTS = 2000;

const ISO = `to_char(m.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function movements(db: Db, q: MovementQuery) {
  return db.query(
    `SELECT m.id::float8 AS id, ${ISO} AS at, m.user_id AS "userId", u.name AS "userName",
            m.affiliate_id AS "affiliateId", m.product_id AS "productId", p.name AS "productName",
            m.delta::float8 AS delta, m.balance_after::float8 AS "balanceAfter", m.reason,
            m.document_id AS "documentId", d.kind AS "documentKind", d.number AS "documentNumber",
            m.order_id AS "orderId", o.number AS "orderNumber", m.untracked
       FROM stock_movements m
       JOIN products p ON p.id = m.product_id
       LEFT JOIN users u ON u.id = m.user_id
       LEFT JOIN stock_documents d ON d.id = m.document_id
       LEFT JOIN orders o ON o.id = m.order_id
      WHERE ($1::int IS NULL OR m.product_id = $1) AND ($2::int IS NULL OR m.affiliate_id = $2)
        AND ($3::int IS NULL OR m.document_id = $3) AND ($4::int IS NULL OR m.order_id = $4)
        AND ($5::date IS NULL OR m.at >= ($5::date::timestamp AT TIME ZONE '${SHOP_TIMEZONE}'))
        AND ($6::date IS NULL OR m.at < (($6::date + 1)::timestamp AT TIME ZONE '${SHOP_TIMEZONE}'))
      ORDER BY m.at DESC, m.id DESC
      LIMIT $7`,
    [q.productId, q.affiliateId, q.documentId, q.orderId, q.dateFrom, q.dateTo, q.limit],
  );
}
