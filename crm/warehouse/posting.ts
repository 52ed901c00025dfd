/**
 * Posting moves a document's stock; unposting gives back exactly what posting wrote, read from the
 * ledger rows of that document (not recomputed from the lines: a Stocktaking's differences depend
 * on the balances of the moment it was posted). Either is refused as a whole when a balance would
 * go below zero.
 */
import type { Db } from '../db/connect';
import { invalid } from '../envelope';
import { KIND_DEFS } from './kinds';
import { applyChanges, lockBalances, type Change } from './ledger';
import { milliText, toMilli } from './quantity';
import { lockDocument, type DocumentRow } from './store';

interface Line {
  line_no: number;
  product_id: number;
  quantity: number;
}

async function documentLines(tx: Db, id: number): Promise<Line[]> {
  return tx.query<Line>(
    `SELECT line_no, product_id, quantity::float8 AS quantity
       FROM stock_document_lines WHERE document_id = $1 ORDER BY line_no`,
    [id],
  );
}

/** Stocktaking: book = the balance now (locked), delta = counted − book; both kept in the line. */
async function stocktakingChanges(tx: Db, doc: DocumentRow, lines: Line[]): Promise<Change[]> {
  const keys = lines.map((l) => ({ affiliateId: doc.affiliate_id, productId: l.product_id }));
  const balances = await lockBalances(tx, keys);
  const book = lines.map((l) => balances.get(`${doc.affiliate_id}:${l.product_id}`) ?? 0);
  const difference = lines.map((l, i) => toMilli(l.quantity) - book[i]);
  await tx.query(
    `UPDATE stock_document_lines l SET book_quantity = v.b, difference = v.d
       FROM unnest($2::int[], $3::numeric[], $4::numeric[]) AS v(n, b, d)
      WHERE l.document_id = $1 AND l.line_no = v.n`,
    [doc.id, lines.map((l) => l.line_no), book.map(milliText), difference.map(milliText)],
  );
  return lines.map((l, i) => ({
    affiliateId: doc.affiliate_id,
    productId: l.product_id,
    delta: difference[i],
    reason: 'post' as const,
  }));
}

function lineChanges(doc: DocumentRow, lines: Line[]): Change[] {
  const sign = KIND_DEFS[doc.kind].sign;
  return lines.flatMap((l) => {
    const q = toMilli(l.quantity);
    const here: Change = {
      affiliateId: doc.affiliate_id,
      productId: l.product_id,
      delta: sign * q,
      reason: 'post',
    };
    if (doc.kind !== 'Moving') return [here];
    return [here, { affiliateId: doc.to_affiliate_id!, productId: l.product_id, delta: q, reason: 'post' }];
  });
}

export async function postDocument(tx: Db, id: number, userId: number | null): Promise<void> {
  const doc = await lockDocument(tx, id);
  if (doc.status === 'posted') invalid('Документ уже проведён', { reason: 'DOCUMENT_LOCKED' });
  if (doc.deleted) invalid('Удалённый документ нельзя провести', { reason: 'DOCUMENT_LOCKED' });
  const lines = await documentLines(tx, id);
  const changes =
    doc.kind === 'Stocktaking' ? await stocktakingChanges(tx, doc, lines) : lineChanges(doc, lines);
  await applyChanges(
    tx,
    changes.map((c) => ({ ...c, documentId: id })),
    { userId, allowNegative: false },
  );
  await tx.query(
    `UPDATE stock_documents SET status = 'posted', posted_at = now(), posted_by = $2, updated_at = now()
      WHERE id = $1`,
    [id, userId],
  );
}

export async function unpostDocument(tx: Db, id: number, userId: number | null): Promise<void> {
  const doc = await lockDocument(tx, id);
  if (doc.status !== 'posted') invalid('Документ не проведён', { reason: 'DOCUMENT_NOT_POSTED' });
  const written = await tx.query<{ affiliate_id: number; product_id: number; delta: number }>(
    `SELECT affiliate_id, product_id, sum(delta)::float8 AS delta
       FROM stock_movements WHERE document_id = $1 GROUP BY affiliate_id, product_id`,
    [id],
  );
  await applyChanges(
    tx,
    written.map((w) => ({
      affiliateId: w.affiliate_id,
      productId: w.product_id,
      delta: -toMilli(w.delta),
      reason: 'unpost' as const,
      documentId: id,
    })),
    { userId, allowNegative: false },
  );
  await tx.query(
    `UPDATE stock_documents SET status = 'draft', posted_at = NULL, posted_by = NULL, updated_at = now()
      WHERE id = $1`,
    [id],
  );
  // The book quantities were those of the moment it was posted; a re-post reads them afresh.
  await tx.query(
    'UPDATE stock_document_lines SET book_quantity = NULL, difference = NULL WHERE document_id = $1',
    [id],
  );
}
