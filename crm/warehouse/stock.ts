/** Reading stock: balances per branch and product, and the movement ledger, newest first. */
import type { Db } from '../db/connect';
import { paramList } from '../lib/keyset';

export interface BalanceRecord {
  affiliateId: number;
  productId: number;
  productName: string;
  unit: string;
  quantity: number;
  untracked: boolean;
}

/** By branch, then product name; a product never received is flagged (its balance is only sales). */
export function balances(db: Db, affiliateId: number | null, includeZero: boolean): Promise<BalanceRecord[]> {
  return db.query<BalanceRecord>(
    `SELECT b.affiliate_id AS "affiliateId", b.product_id AS "productId", p.name AS "productName", p.unit,
            b.quantity::float8 AS quantity,
            NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = b.product_id AND m.reason = 'post')
              AS untracked
       FROM stock_balances b JOIN products p ON p.id = b.product_id
      WHERE ($1::int IS NULL OR b.affiliate_id = $1) AND ($2::boolean OR b.quantity <> 0)
      ORDER BY b.affiliate_id, p.name, b.product_id`,
    [affiliateId, includeZero],
  );
}

export interface MovementFilter {
  productId: number | null;
  affiliateId: number | null;
  documentId: number | null;
  orderId: number | null;
  /** Calendar days of the shop (yyyy-MM-dd). */
  dateFrom: string | null;
  dateTo: string | null;
  /** The shop's zone those days are in (CrmContext.timeZone). */
  timeZone: string;
}

export interface MovementQuery extends MovementFilter {
  limit: number;
}

export const MAX_MOVEMENTS = 2000;

const ISO = `to_char(m.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The ledger's filters on stock_movements m, parameters numbered by `p` (crm/lib/keyset.ts). */
export function movementsWhere(p: (v: unknown) => string, q: MovementFilter): string {
  const parts = ['true'];
  if (q.productId !== null) parts.push(`m.product_id = ${p(q.productId)}`);
  if (q.affiliateId !== null) parts.push(`m.affiliate_id = ${p(q.affiliateId)}`);
  if (q.documentId !== null) parts.push(`m.document_id = ${p(q.documentId)}`);
  if (q.orderId !== null) parts.push(`m.order_id = ${p(q.orderId)}`);
  // A shop's day, whatever the server's time zone.
  if (q.dateFrom)
    parts.push(`m.at >= (${p(q.dateFrom)}::date::timestamp AT TIME ZONE ${p(q.timeZone)}::text)`);
  if (q.dateTo)
    parts.push(`m.at < ((${p(q.dateTo)}::date + 1)::timestamp AT TIME ZONE ${p(q.timeZone)}::text)`);
  return parts.join(' AND ');
}

async function selectMovements(db: Db, where: string, params: unknown[], tail: string) {
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
      WHERE ${where}
      ORDER BY m.at DESC, m.id DESC ${tail}`,
    params,
  );
}

export function movements(db: Db, q: MovementQuery) {
  const { params, p } = paramList();
  const where = movementsWhere(p, q);
  return selectMovements(db, where, params, `LIMIT ${p(q.limit)}`);
}

/** The ledger entries of a page, newest first (crm/warehouse/page.ts found their ids). */
export function movementsByIds(db: Db, ids: number[]) {
  return ids.length ? selectMovements(db, 'm.id = ANY($1::bigint[])', [ids], '') : Promise.resolve([]);
}
