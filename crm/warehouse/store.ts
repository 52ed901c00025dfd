/**
 * Writing drafts: create, replace, the active and deleted flags. Each function runs inside the
 * caller's transaction; a posted document is locked against all of them except `active` (a
 * display flag that moves no stock).
 */
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import { toMilli } from './quantity';
import type { DocumentBase, DocumentInput } from './input';
import { KIND_DEFS, KINDS, type Kind } from './kinds';

export const POSTED_LOCKED = 'Проведённый документ нельзя изменить: сначала отмените проведение';
export const DELETED_LOCKED = 'Удалённый документ нельзя изменить: сначала восстановите его';

/** One advisory lock per kind: numbers of one kind are given out one at a time. */
const NUMBER_LOCK = 7_250_010;

export interface DocumentRow {
  id: number;
  kind: Kind;
  status: 'draft' | 'posted';
  deleted: boolean;
  affiliate_id: number;
  to_affiliate_id: number | null;
}

/** The document row locked for this transaction: two changes of one document take turns. */
export async function lockDocument(tx: Db, id: number, kind?: Kind): Promise<DocumentRow> {
  const [row] = await tx.query<DocumentRow>(
    `SELECT id, kind, status, deleted, affiliate_id, to_affiliate_id
       FROM stock_documents WHERE id = $1 FOR UPDATE`,
    [id],
  );
  // A document of another kind is not found through that kind's calls (getAllWriting never shows it).
  if (!row || (kind && row.kind !== kind)) throw new CrmError('NOT_FOUND', 'Документ не найден');
  return row;
}

/** The stored header and lines, as the base an update's payload is laid over. */
export async function loadBase(tx: Db, id: number): Promise<DocumentBase> {
  const [doc] = await tx.query<{
    date: string;
    affiliate_id: number;
    to_affiliate_id: number | null;
    supplier_id: number | null;
    write_off_id: number | null;
    comment: string;
  }>(
    `SELECT doc_date::text AS date, affiliate_id, to_affiliate_id, supplier_id, write_off_id, comment
       FROM stock_documents WHERE id = $1`,
    [id],
  );
  const lines = await tx.query<{ product_id: number; quantity: number; price: number; sum: number }>(
    `SELECT product_id, quantity::float8 AS quantity, price, sum
       FROM stock_document_lines WHERE document_id = $1 ORDER BY line_no`,
    [id],
  );
  return {
    date: doc.date,
    affiliateId: doc.affiliate_id,
    toAffiliateId: doc.to_affiliate_id,
    supplierId: doc.supplier_id,
    writeOffId: doc.write_off_id,
    comment: doc.comment,
    lines: lines.map((l) => ({
      productId: l.product_id,
      quantity: toMilli(l.quantity),
      price: l.price,
      sum: l.sum,
    })),
  };
}

async function requireRow(
  tx: Db,
  table: string,
  id: number | null,
  label: string,
  key: string,
): Promise<void> {
  if (id === null) return;
  // `table` comes from the calls below, never from a request.
  const rows = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  if (rows.length === 0)
    invalid(`${label}: запись с id ${id} не найдена`, { reason: 'NOT_FOUND', field: [key] });
}

/** What the input refers to must exist; products must also not be deleted. */
export async function checkRefs(tx: Db, input: DocumentInput): Promise<void> {
  await requireRow(tx, 'affiliates', input.affiliateId, 'Филиал', 'affiliateId');
  await requireRow(tx, 'affiliates', input.toAffiliateId, 'Филиал-получатель', 'toAffiliateId');
  await requireRow(tx, 'suppliers', input.supplierId, 'Поставщик', 'supplierId');
  await requireRow(tx, 'write_off_reasons', input.writeOffId, 'Причина списания', 'writeOffId');
  const ids = input.lines.map((l) => l.productId);
  const found = await tx.query<{ id: number }>(
    'SELECT id FROM products WHERE id = ANY($1::int[]) AND NOT deleted',
    [ids],
  );
  const known = new Set(found.map((r) => r.id));
  input.lines.forEach((l, i) => {
    if (!known.has(l.productId))
      invalid(`Строка ${i + 1}: товар не найден`, { reason: 'NOT_FOUND', field: ['lines', i, 'productId'] });
  });
}

async function nextNumber(tx: Db, kind: Kind): Promise<string> {
  const def = KIND_DEFS[kind];
  await tx.query('SELECT pg_advisory_xact_lock($1)', [NUMBER_LOCK + KINDS.indexOf(kind)]);
  const [{ n }] = await tx.query<{ n: number }>(
    `SELECT coalesce(max(substr(number, $2)::int), 0) + 1 AS n FROM stock_documents WHERE kind = $1`,
    [kind, def.prefix.length + 2],
  );
  return `${def.prefix}-${String(n).padStart(6, '0')}`;
}

async function insertLines(tx: Db, id: number, input: DocumentInput): Promise<void> {
  await tx.query(
    `INSERT INTO stock_document_lines (document_id, line_no, product_id, quantity, price, sum)
     SELECT $1, n, p, q / 1000, pr, s
       FROM unnest($2::int[], $3::numeric[], $4::int[], $5::int[]) WITH ORDINALITY AS v(p, q, pr, s, n)`,
    [
      id,
      input.lines.map((l) => l.productId),
      input.lines.map((l) => l.quantity),
      input.lines.map((l) => l.price),
      input.lines.map((l) => l.sum),
    ],
  );
}

export async function createDocument(
  tx: Db,
  kind: Kind,
  input: DocumentInput,
  userId: number | null,
): Promise<number> {
  await checkRefs(tx, input);
  const number = await nextNumber(tx, kind);
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO stock_documents
       (kind, number, doc_date, affiliate_id, to_affiliate_id, supplier_id, write_off_id, comment, total,
        created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      kind,
      number,
      input.date,
      input.affiliateId,
      input.toAffiliateId,
      input.supplierId,
      input.writeOffId,
      input.comment,
      input.total,
      userId,
    ],
  );
  await insertLines(tx, id, input);
  return id;
}

/** Only a live draft is edited: a posted one has moved stock, a deleted one is out of the way. */
export function requireEditable(doc: DocumentRow): void {
  if (doc.status === 'posted') invalid(POSTED_LOCKED, { reason: 'DOCUMENT_LOCKED' });
  if (doc.deleted) invalid(DELETED_LOCKED, { reason: 'DOCUMENT_LOCKED' });
}

/** Replaces a draft's header and lines (the caller has locked it and read its base). */
export async function replaceDocument(tx: Db, doc: DocumentRow, input: DocumentInput): Promise<void> {
  requireEditable(doc);
  await checkRefs(tx, input);
  await tx.query(
    `UPDATE stock_documents
        SET doc_date = $2, affiliate_id = $3, to_affiliate_id = $4, supplier_id = $5, write_off_id = $6,
            comment = $7, total = $8, updated_at = now()
      WHERE id = $1`,
    [
      doc.id,
      input.date,
      input.affiliateId,
      input.toAffiliateId,
      input.supplierId,
      input.writeOffId,
      input.comment,
      input.total,
    ],
  );
  await tx.query('DELETE FROM stock_document_lines WHERE document_id = $1', [doc.id]);
  await insertLines(tx, doc.id, input);
}

export async function setDocumentFlag(
  tx: Db,
  doc: DocumentRow,
  flag: 'active' | 'deleted',
  val: boolean,
): Promise<void> {
  // Deleting moves no stock, so a posted document must give its stock back (unpost) first.
  if (flag === 'deleted' && val && doc.status === 'posted')
    invalid(POSTED_LOCKED, { reason: 'DOCUMENT_LOCKED' });
  await tx.query(`UPDATE stock_documents SET ${flag} = $2, updated_at = now() WHERE id = $1`, [doc.id, val]);
}
