/**
 * cashbox/getShiftPage (ours, issue 17): past shifts a page at a time, newest first over an
 * (opened_at, id) keyset (crm/lib/keyset.ts, indexes of migration 019), filtered by branch and
 * till (shop type), counted in SQL. Each row is the full shift record of getShifts.
 */
import type { Db } from '../db/connect';
import { optionalId, optionalShopType } from '../domains/orders/input';
import { MOMENT, newestPage, paramList, readMomentPaging, type MomentTable } from '../lib/keyset';
import type { Body } from '../registry';
import { selectShifts } from './read';

/** The shifts' table of a query (exported for the EXPLAIN checks). */
export function shiftTable(body: Body): MomentTable {
  const { params, p } = paramList();
  const parts = ['true'];
  const affiliateId = optionalId(body.affiliateId, 'Филиал');
  if (affiliateId !== null) parts.push(`s.affiliate_id = ${p(affiliateId)}`);
  const shopType = optionalShopType(body.shopType);
  if (shopType) parts.push(`s.shop_type = ${p(shopType)}`);
  return {
    from: 'cash_shifts s',
    where: parts.join(' AND '),
    params,
    at: 's.opened_at',
    id: 's.id',
    atType: 'timestamptz',
  };
}

export async function shiftPage(db: Db, body: Body) {
  const table = shiftTable(body);
  const page = await newestPage(
    db,
    table,
    readMomentPaging(body, (v) => MOMENT.test(v)),
  );
  const ids = page.keys.map((k) => k.id);
  return {
    // selectShifts orders newest first too, so the rows come in the keys' order.
    rows: ids.length ? await selectShifts(db, 's.id = ANY($1::int[])', [ids], ids.length) : [],
    keys: page.keys,
    totalCount: page.totals?.count ?? null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
