/**
 * Pages of stock documents and of the movement ledger (issue 17): the CRM's
 * warehouse/getDocumentPage and getMovementPage, or, from a remote CRM of the spec alone (no such
 * calls), its whole filtered list (getDocuments, getMovements: at most 2 000 rows each) paged here
 * in the same order, with the same search and totals (gateway/graphql/moment-pages.ts). The
 * service passed in is the request's scoped one (scope.ts): either way a user reads their shop's
 * stock only.
 */
import { findList } from '../../../schema/lists';
import { pageOfMoments, type MomentPage } from '../../graphql/moment-pages';
import type { ListService } from '../lists/service';
import {
  MAX_MOVEMENTS,
  type DocumentPageQuery,
  type DocumentRecord,
  type MovementPageQuery,
  type MovementRecord,
  type WarehouseService,
} from './service';

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** A small list's names by id (the lists' cache answers it). */
async function names(lists: ListService, list: 'Suppliers' | 'WriteOff'): Promise<Map<string, string>> {
  const records = await lists.getAll(findList(list)!);
  return new Map(records.map((r) => [String(r.id), String(r.name ?? '')]));
}

export async function documentPage(
  service: WarehouseService,
  lists: ListService,
  q: DocumentPageQuery,
): Promise<MomentPage<DocumentRecord>> {
  const page = await service.documentPage(q);
  if (page) return page;
  const all = await service.documents({
    kind: q.kind,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    affiliateId: q.affiliateId,
    status: q.status,
    includeDeleted: q.includeDeleted,
  });
  const words = wordsOf(q.search);
  let rows = all;
  if (words.length) {
    // As the CRM searches: number, comment, the supplier's and the write-off reason's names.
    const [suppliers, reasons] = await Promise.all([names(lists, 'Suppliers'), names(lists, 'WriteOff')]);
    rows = all.filter((d) => {
      const text = [
        d.number,
        d.comment,
        suppliers.get(String(d.supplierId)),
        reasons.get(String(d.writeOffId)),
      ]
        .join(' ')
        .toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }
  return pageOfMoments(
    rows,
    (d) => ({ at: String(d.date), id: Number(d.id) }),
    q,
    (d) => (d.deleted === true ? 0 : Number(d.total ?? 0)),
  );
}

export async function movementPage(
  service: WarehouseService,
  q: MovementPageQuery,
): Promise<MomentPage<MovementRecord>> {
  const page = await service.movementPage(q);
  if (page) return page;
  const all = await service.movements({
    productId: q.productId,
    affiliateId: q.affiliateId,
    documentId: q.documentId,
    orderId: q.orderId,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    limit: MAX_MOVEMENTS,
  });
  return pageOfMoments(all, (m) => ({ at: String(m.at), id: Number(m.id) }), q);
}
