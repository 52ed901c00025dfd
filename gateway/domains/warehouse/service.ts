/**
 * Stock documents, balances and the movement ledger over the CRM (docs/upstream-contract.md
 * "warehouse"). The six kinds keep the legacy list calls of area `reference` (getAll{R},
 * set{R}Active, …, with R the kind's name, as spec section 7 has them); posting, filtered reads,
 * balances and the ledger are area `warehouse`. CRM refusals become our errors here (VALIDATION →
 * 400 / BAD_USER_INPUT with the CRM's Russian message, NOT_FOUND → 404), for both faces.
 */
import { NotFoundError } from '../../errors';
import { asMomentPage, type MomentPage, type MomentQuery } from '../../graphql/moment-pages';
import { isUnknownCall, UpstreamRemoteError } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { asRecords, mapRemoteError } from '../lists/service';
import { asBalancePage, type BalancePage, type BalancePageQuery } from './balances';
import type { DocumentPayload } from './input';
import { perUpstream } from '../../upstream/per-upstream';

/** The six kinds of spec section 7: the /api name X, the CRM name R and the GraphQL enum value. */
export const DOCUMENT_KINDS = [
  'Consignment',
  'Writing',
  'SelfWriting',
  'Output',
  'Moving',
  'Stocktaking',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

export const DOCUMENT_NOT_FOUND = 'Документ не найден';

/** The most ledger entries one whole-list read returns; the CRM caps a read at the same number. */
export const MAX_MOVEMENTS = 2000;

/** A document as the CRM sends it (camelCase JSON; see docs/upstream-contract.md). */
export type DocumentRecord = Record<string, unknown> & {
  id: number | string;
  kind: DocumentKind;
  lines?: unknown;
};

/** What every document write answers: the document and every document of its kind after it. */
export interface DocumentWrite {
  record: DocumentRecord;
  list: DocumentRecord[];
}

export interface DocumentFilter {
  kind: DocumentKind;
  dateFrom?: string | null;
  dateTo?: string | null;
  affiliateId?: number | null;
  status?: 'draft' | 'posted' | null;
  includeDeleted?: boolean;
}

export interface MovementFilter {
  productId?: number | null;
  affiliateId?: number | null;
  documentId?: number | null;
  orderId?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  limit?: number | null;
}

/** A page of documents (warehouse/getDocumentPage): the filter, a search, and the page. */
export type DocumentPageQuery = Omit<DocumentFilter, 'includeDeleted'> &
  MomentQuery & { includeDeleted: boolean; search: string; shopType?: string | null };

/** A page of the ledger (warehouse/getMovementPage). */
export type MovementPageQuery = Omit<MovementFilter, 'limit'> & MomentQuery & { shopType?: string | null };

export type BalanceRecord = Record<string, unknown>;
export type MovementRecord = Record<string, unknown>;

/** Who acts; the CRM writes it into the document and the ledger. */
export type Actor = number | string | null;

export interface WarehouseService {
  /** Every document of a kind, deleted ones included (reference/getAll{R}). */
  all(kind: DocumentKind): Promise<DocumentRecord[]>;
  setFlag(
    kind: DocumentKind,
    which: 'active' | 'deleted',
    id: number,
    val: boolean,
    userId: Actor,
  ): Promise<DocumentWrite>;
  update(kind: DocumentKind, id: number, payload: DocumentPayload, userId: Actor): Promise<DocumentWrite>;
  create(kind: DocumentKind, payload: DocumentPayload, userId: Actor): Promise<DocumentWrite>;
  documents(filter: DocumentFilter): Promise<DocumentRecord[]>;
  /** One document, or null for an unknown id. */
  document(id: number): Promise<DocumentRecord | null>;
  post(id: number, userId: Actor): Promise<DocumentRecord>;
  unpost(id: number, userId: Actor): Promise<DocumentRecord>;
  balances(filter: { affiliateId?: number | null; includeZero?: boolean }): Promise<BalanceRecord[]>;
  movements(filter: MovementFilter): Promise<MovementRecord[]>;
  /** One page (ours, issue 17), or null from a CRM without the call (warehouse/page.ts pages then). */
  documentPage(query: DocumentPageQuery): Promise<MomentPage<DocumentRecord> | null>;
  movementPage(query: MovementPageQuery): Promise<MomentPage<MovementRecord> | null>;
  /** A page of balances (ours, issue 17), or null from a CRM without the call (balances.ts pages then). */
  balancePage(query: BalancePageQuery): Promise<BalancePage | null>;
}

const isNotFound = (err: unknown) =>
  err instanceof UpstreamRemoteError && err.statusCode === 200 && err.errorInfo === 'NOT_FOUND';

function asDocument(data: unknown): DocumentRecord {
  const d = data as Partial<DocumentRecord> | null;
  if (!d || typeof d !== 'object' || d.id == null) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return d as DocumentRecord;
}

function asDocumentWrite(data: unknown): DocumentWrite {
  const d = (data ?? {}) as { record?: unknown; list?: unknown };
  return { record: asDocument(d.record), list: asRecords(d.list) as DocumentRecord[] };
}

/** Only the filters that are set: the CRM reads an absent key as "any". */
function defined<T extends object>(filter: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

export function createWarehouseService(upstream: Upstream): WarehouseService {
  async function call<T>(area: string, method: string, body: unknown): Promise<T> {
    try {
      return await upstream.call<T>(area, method, body);
    } catch (err) {
      throw mapRemoteError(err);
    }
  }
  const payloadKey = (kind: DocumentKind) => `data${kind}Update`;
  /** A paged call, or null when the CRM does not know it (a CRM of the spec alone). */
  async function page<T>(method: string, query: object): Promise<MomentPage<T> | null> {
    try {
      return asMomentPage<T>(await upstream.call('warehouse', method, defined(query)));
    } catch (err) {
      if (isUnknownCall(err)) return null;
      throw mapRemoteError(err);
    }
  }

  return {
    async all(kind) {
      return asRecords(await call('reference', `getAll${kind}`, {})) as DocumentRecord[];
    },
    async setFlag(kind, which, id, val, userId) {
      const method = which === 'active' ? `set${kind}Active` : `set${kind}Deleted`;
      return asDocumentWrite(await call('reference', method, { id, val, userId }));
    },
    async update(kind, id, payload, userId) {
      const body = { [payloadKey(kind)]: { ...payload, id }, userId };
      return asDocumentWrite(await call('reference', `set${kind}Update`, body));
    },
    async create(kind, payload, userId) {
      const body = { [payloadKey(kind)]: payload, userId };
      return asDocumentWrite(await call('reference', `setSaveNew${kind}`, body));
    },
    async documents(filter) {
      return asRecords(await call('warehouse', 'getDocuments', defined(filter))) as DocumentRecord[];
    },
    async document(id) {
      try {
        const data = await upstream.call('warehouse', 'getDocument', { id });
        return data && typeof data === 'object' ? asDocument(data) : null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw mapRemoteError(err);
      }
    },
    post: async (id, userId) => asDocument(await call('warehouse', 'postDocument', { id, userId })),
    unpost: async (id, userId) => asDocument(await call('warehouse', 'unpostDocument', { id, userId })),
    async balances(filter) {
      return asRecords(await call('warehouse', 'getBalances', defined(filter)));
    },
    async movements(filter) {
      return asRecords(await call('warehouse', 'getMovements', defined(filter)));
    },
    documentPage: (query) => page<DocumentRecord>('getDocumentPage', query),
    movementPage: (query) => page<MovementRecord>('getMovementPage', query),
    async balancePage(query) {
      try {
        return asBalancePage(await upstream.call('warehouse', 'getBalancePage', defined(query)));
      } catch (err) {
        if (isUnknownCall(err)) return null;
        throw mapRemoteError(err);
      }
    },
  };
}

/** One service per CRM client. */
export const warehouseService = perUpstream(createWarehouseService);
