/**
 * CRM warehouse records → GraphQL objects: string ids, numbers for quantities (the CRM's numeric
 * may arrive as "5.000"), null for what is not set. Object fields (affiliate, supplier, product,
 * …) are left to the resolvers, which read them through the request's list loaders.
 */
import type {
  StockBalance,
  StockDocument,
  StockDocumentLine,
  StockMovement,
} from '../../__generated__/resolvers';
import { flag } from '../lists/service';
import type { DocumentRecord } from './service';

type Raw = Record<string, unknown>;

export const idOrNull = (v: unknown) => (v == null || v === '' || v === 0 ? null : String(v));
const num = (v: unknown) => Number(v ?? 0) || 0;
const numOrNull = (v: unknown) => (v == null || v === '' ? null : Number(v));
const text = (v: unknown) => (v == null ? '' : String(v));
const textOrNull = (v: unknown) => (v == null || v === '' ? null : String(v));

function toLine(l: Raw): StockDocumentLine {
  return {
    productId: String(l.productId),
    productName: textOrNull(l.productName),
    unit: textOrNull(l.unit),
    quantity: num(l.quantity),
    price: num(l.price),
    sum: num(l.sum),
    bookQuantity: numOrNull(l.bookQuantity),
    difference: numOrNull(l.difference),
  };
}

export function toDocument(r: DocumentRecord): StockDocument {
  const lines = Array.isArray(r.lines) ? (r.lines as Raw[]) : [];
  return {
    id: String(r.id),
    kind: r.kind,
    number: text(r.number),
    date: text(r.date),
    affiliateId: String(r.affiliateId),
    toAffiliateId: idOrNull(r.toAffiliateId),
    supplierId: idOrNull(r.supplierId),
    writeOffId: idOrNull(r.writeOffId),
    comment: text(r.comment),
    status: r.status === 'posted' ? 'posted' : 'draft',
    total: num(r.total),
    lines: lines.map(toLine),
    postedAt: textOrNull(r.postedAt),
    postedByName: textOrNull(r.postedByName),
    createdAt: text(r.createdAt),
    createdByName: textOrNull(r.createdByName),
    active: flag(r.active),
    deleted: flag(r.deleted),
  };
}

export function toBalance(r: Raw): StockBalance {
  return {
    affiliateId: String(r.affiliateId),
    productId: String(r.productId),
    productName: textOrNull(r.productName),
    unit: textOrNull(r.unit),
    quantity: num(r.quantity),
    untracked: flag(r.untracked),
  };
}

export function toMovement(r: Raw): StockMovement {
  return {
    id: String(r.id),
    at: text(r.at),
    userName: textOrNull(r.userName),
    affiliateId: String(r.affiliateId),
    productId: String(r.productId),
    productName: textOrNull(r.productName),
    delta: num(r.delta),
    balanceAfter: num(r.balanceAfter),
    reason: r.reason as StockMovement['reason'],
    documentId: idOrNull(r.documentId),
    documentKind: (textOrNull(r.documentKind) as StockMovement['documentKind']) ?? null,
    documentNumber: textOrNull(r.documentNumber),
    orderId: idOrNull(r.orderId),
    orderNumber: textOrNull(r.orderNumber),
    untracked: flag(r.untracked),
  };
}
