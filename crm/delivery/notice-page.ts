/**
 * delivery/getNoticePage (issue 21, docs/delivery.md): the client notices' log a page at a time,
 * newest first over a (created_at, id) keyset (crm/lib/keyset.ts newestPage; the index of
 * migration 036, and for one order its UNIQUE (order_id, event)), counted in SQL. The log grows
 * with every delivered order; getNoticeLog stays for callers of the capped list.
 */
import type { Db } from '../db/connect';
import { optionalId } from '../domains/orders/input';
import { MOMENT, newestPage, paramList, readMomentPaging, type MomentTable } from '../lib/keyset';
import type { Body } from '../registry';
import { selectNotices } from './notices';

/** The log's table of a query (exported for the EXPLAIN checks). */
export function noticeTable(body: Body): MomentTable {
  const { params, p } = paramList();
  const orderId = optionalId(body.orderId, 'Заказ', ['orderId']);
  return {
    from: 'delivery_notices n',
    where: orderId === null ? 'true' : `n.order_id = ${p(orderId)}`,
    params,
    at: 'n.created_at',
    id: 'n.id',
    atType: 'timestamptz',
  };
}

export async function noticePage(db: Db, body: Body) {
  const page = await newestPage(
    db,
    noticeTable(body),
    readMomentPaging(body, (v) => MOMENT.test(v)),
  );
  const ids = page.keys.map((k) => k.id);
  return {
    // selectNotices orders newest first too, so the rows come in the keys' order.
    rows: ids.length ? await selectNotices(db, 'n.id = ANY($1::int[])', [ids], ids.length) : [],
    keys: page.keys,
    totalCount: page.totals?.count ?? null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
