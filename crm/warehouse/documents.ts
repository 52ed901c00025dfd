/**
 * Documents as the contract returns them (docs/warehouse.md "Document record"): header, names of
 * the people involved and the lines, built as one JSON value by the database like the orders
 * (crm/domains/orders/read.ts), so a long list is one query and one parse.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { Kind } from './kinds';

export interface DocumentLine {
  productId: number;
  productName: string;
  unit: string;
  quantity: number;
  price: number;
  sum: number;
  bookQuantity: number | null;
  difference: number | null;
}

export interface DocumentRecord {
  id: number;
  kind: Kind;
  number: string;
  date: string;
  affiliateId: number;
  toAffiliateId: number | null;
  supplierId: number | null;
  writeOffId: number | null;
  comment: string;
  status: 'draft' | 'posted';
  total: number;
  postedAt: string | null;
  postedBy: number | null;
  postedByName: string | null;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
  active: boolean;
  deleted: boolean;
  sort: number;
  lines: DocumentLine[];
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Quantities leave as float8: a plain JSON number, whatever each driver does with numeric.
const DOCUMENT_JSON = `json_build_object(
  'id', d.id, 'kind', d.kind, 'number', d.number, 'date', d.doc_date::text,
  'affiliateId', d.affiliate_id, 'toAffiliateId', d.to_affiliate_id, 'supplierId', d.supplier_id,
  'writeOffId', d.write_off_id, 'comment', d.comment, 'status', d.status, 'total', d.total,
  'postedAt', ${ISO('d.posted_at')}, 'postedBy', d.posted_by, 'postedByName', pu.name,
  'createdAt', ${ISO('d.created_at')}, 'createdBy', d.created_by, 'createdByName', cu.name,
  'active', d.active, 'deleted', d.deleted, 'sort', d.sort,
  'lines', (SELECT coalesce(json_agg(json_build_object(
      'productId', l.product_id, 'productName', p.name, 'unit', p.unit, 'quantity', l.quantity::float8,
      'price', l.price, 'sum', l.sum, 'bookQuantity', l.book_quantity::float8,
      'difference', l.difference::float8) ORDER BY l.line_no), '[]'::json)
    FROM stock_document_lines l JOIN products p ON p.id = l.product_id WHERE l.document_id = d.id))`;

/** The newest date first, then the latest created: how every document list is shown. */
async function select(db: Db, where: string, params: unknown[], limit?: number): Promise<DocumentRecord[]> {
  const [row] = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(${DOCUMENT_JSON} ORDER BY d.doc_date DESC, d.id DESC), '[]'::json)::text AS list
       FROM (SELECT * FROM stock_documents d WHERE ${where}
              ORDER BY d.doc_date DESC, d.id DESC ${limit ? `LIMIT ${Number(limit)}` : ''}) d
       LEFT JOIN users pu ON pu.id = d.posted_by
       LEFT JOIN users cu ON cu.id = d.created_by`,
    params,
  );
  return JSON.parse(row.list) as DocumentRecord[];
}

export async function documentById(db: Db, id: number): Promise<DocumentRecord | null> {
  const [doc] = await select(db, 'd.id = $1', [id]);
  return doc ?? null;
}

/** getAll{R}: every document of the kind, deleted ones too (the client filters, as for lists). */
/** The documents of a page in the list's order (crm/warehouse/page.ts found their ids). */
export function documentsByIds(db: Db, ids: number[]): Promise<DocumentRecord[]> {
  return ids.length ? select(db, 'd.id = ANY($1::int[])', [ids]) : Promise.resolve([]);
}

export function allOfKind(db: Db, kind: Kind): Promise<DocumentRecord[]> {
  return select(db, 'd.kind = $1', [kind]);
}

export interface DocumentQuery {
  kind: Kind;
  dateFrom: string | null;
  dateTo: string | null;
  /** Either side of a Moving counts: the branch sent or received the goods. */
  affiliateId: number | null;
  status: 'draft' | 'posted' | null;
  includeDeleted: boolean;
}

export const MAX_DOCUMENTS = 2000;

/** A status filter: absent or '' is either. */
export function documentStatus(value: unknown): 'draft' | 'posted' | null {
  if (value === undefined || value === null || value === '') return null;
  if (value !== 'draft' && value !== 'posted')
    throw new CrmError('VALIDATION', 'Поле «status»: draft или posted');
  return value;
}

export function findDocuments(db: Db, q: DocumentQuery): Promise<DocumentRecord[]> {
  return select(
    db,
    `d.kind = $1 AND ($2::date IS NULL OR d.doc_date >= $2::date) AND ($3::date IS NULL OR d.doc_date <= $3::date)
     AND ($4::int IS NULL OR d.affiliate_id = $4 OR d.to_affiliate_id = $4)
     AND ($5::text IS NULL OR d.status = $5) AND ($6::boolean OR NOT d.deleted)`,
    [q.kind, q.dateFrom, q.dateTo, q.affiliateId, q.status, q.includeDeleted],
    MAX_DOCUMENTS,
  );
}
