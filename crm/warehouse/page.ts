/**
 * warehouse/getDocumentPage and warehouse/getMovementPage (ours, issue 17): the document list of
 * a kind and the movement ledger a page at a time, newest first over a (moment, id) keyset
 * (crm/lib/keyset.ts, indexes of migration 019), with the filters of getDocuments/getMovements, a
 * search of documents and the totals in SQL. `shopType` keeps one shop's stock, as the gateway's
 * scope does for the whole-list calls: a document is a shop's when every line's product is, a
 * ledger entry when its product is.
 */
import type { Db } from '../db/connect';
import { optionalDate, optionalId, optionalShopType, refuse } from '../domains/orders/input';
import {
  DAY,
  likeLiteral,
  MOMENT,
  newestPage,
  paramList,
  readMomentPaging,
  type MomentPaging,
  type MomentTable,
} from '../lib/keyset';
import type { Body } from '../registry';
import { documentsByIds, documentStatus } from './documents';
import { requireKind } from './kinds';
import { movementsByIds, movementsWhere } from './stock';

function period(body: Body) {
  const dateFrom = optionalDate(body.dateFrom, 'Дата с');
  const dateTo = optionalDate(body.dateTo, 'Дата по');
  if (dateFrom && dateTo && dateFrom > dateTo) refuse('Дата «с» позже даты «по»');
  return { dateFrom, dateTo };
}

/**
 * The searched text of a document: number and comment (the trigram index of migration 019 is
 * built on exactly this), and the supplier's or write-off reason's name.
 */
export const DOCUMENT_SEARCH = "lower(d.number || ' ' || d.comment)";

/** The documents' table of a query (exported for the EXPLAIN checks). */
export function documentTable(body: Body): MomentTable {
  const { params, p } = paramList();
  const parts = [`d.kind = ${p(requireKind(body.kind))}`];
  const { dateFrom, dateTo } = period(body);
  if (dateFrom) parts.push(`d.doc_date >= ${p(dateFrom)}::date`);
  if (dateTo) parts.push(`d.doc_date <= ${p(dateTo)}::date`);
  const affiliateId = optionalId(body.affiliateId, 'Филиал');
  // Either side of a Moving counts: the branch sent or received the goods.
  if (affiliateId !== null) {
    const a = p(affiliateId);
    parts.push(`(d.affiliate_id = ${a} OR d.to_affiliate_id = ${a})`);
  }
  const status = documentStatus(body.status);
  if (status) parts.push(`d.status = ${p(status)}`);
  if (body.includeDeleted !== true) parts.push('NOT d.deleted');
  const shop = optionalShopType(body.shopType);
  if (shop)
    parts.push(`NOT EXISTS (SELECT 1 FROM stock_document_lines l JOIN products lp ON lp.id = l.product_id
                 WHERE l.document_id = d.id AND lp.shop_type <> ${p(shop)})`);
  if (body.search !== undefined && body.search !== null && typeof body.search !== 'string')
    refuse('Поле «search»: строка');
  const words = String(body.search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);
  for (const word of words) {
    const like = p(`%${likeLiteral(word)}%`);
    parts.push(`(${DOCUMENT_SEARCH} LIKE ${like}
      OR EXISTS (SELECT 1 FROM suppliers s WHERE s.id = d.supplier_id AND lower(s.name) LIKE ${like})
      OR EXISTS (SELECT 1 FROM write_off_reasons r WHERE r.id = d.write_off_id AND lower(r.name) LIKE ${like}))`);
  }
  return {
    from: 'stock_documents d',
    where: parts.join(' AND '),
    params,
    at: 'd.doc_date',
    id: 'd.id',
    atType: 'date',
    // What the documents are worth: deleted ones (shown on demand) are worth nothing.
    totals: 'coalesce(sum(d.total) FILTER (WHERE NOT d.deleted), 0)::bigint::float8 AS sum',
  };
}

const documentPaging = (body: Body): MomentPaging => readMomentPaging(body, (v) => DAY.test(v));

export async function documentPage(db: Db, body: Body) {
  const table = documentTable(body);
  const page = await newestPage(db, table, documentPaging(body));
  return {
    rows: await documentsByIds(
      db,
      page.keys.map((k) => k.id),
    ),
    keys: page.keys,
    totalCount: page.totals?.count ?? null,
    totalSum: page.totals ? Number(page.totals.sum) : null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}

/** The ledger's table of a query (exported for the EXPLAIN checks). */
export function movementTable(body: Body, timeZone: string): MomentTable {
  const { params, p } = paramList();
  const { dateFrom, dateTo } = period(body);
  const where = movementsWhere(p, {
    productId: optionalId(body.productId, 'Товар'),
    affiliateId: optionalId(body.affiliateId, 'Филиал'),
    documentId: optionalId(body.documentId, 'Документ'),
    orderId: optionalId(body.orderId, 'Заказ'),
    dateFrom,
    dateTo,
    timeZone,
  });
  const shop = optionalShopType(body.shopType);
  return {
    from: shop ? 'stock_movements m JOIN products p ON p.id = m.product_id' : 'stock_movements m',
    where: shop ? `${where} AND p.shop_type = ${p(shop)}` : where,
    params,
    at: 'm.at',
    id: 'm.id',
    atType: 'timestamptz',
  };
}

export async function movementPage(db: Db, body: Body, timeZone: string) {
  const page = await newestPage(
    db,
    movementTable(body, timeZone),
    readMomentPaging(body, (v) => MOMENT.test(v)),
  );
  return {
    rows: await movementsByIds(
      db,
      page.keys.map((k) => k.id),
    ),
    keys: page.keys,
    totalCount: page.totals?.count ?? null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
