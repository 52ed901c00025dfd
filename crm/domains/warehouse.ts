/**
 * Warehouse documents and stock (docs/warehouse.md). Two faces over crm/warehouse/:
 * - area `reference`: the generic legacy names of spec section 7 for the six document kinds, like
 *   the lists (getAll{R}, set{R}Active, set{R}Deleted, set{R}Update, setSaveNew{R}), each write
 *   answering `{record, list}`;
 * - area `warehouse`: filtered document lists, one document, post and unpost, balances, ledger.
 * Every write runs in one transaction; a refusal leaves documents, balances and ledger untouched.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { parseFlag, parseId, payload } from '../lists/checks';
import type { Body, Domain, Handler } from '../registry';
import {
  allOfKind,
  documentById,
  documentStatus,
  findDocuments,
  type DocumentRecord,
} from '../warehouse/documents';
import { parseDocument } from '../warehouse/input';
import { KINDS, requireKind, type Kind } from '../warehouse/kinds';
import { documentPage, movementPage } from '../warehouse/page';
import { postDocument, unpostDocument } from '../warehouse/posting';
import { balancePage } from '../warehouse/balances';
import { balances, MAX_MOVEMENTS, movements } from '../warehouse/stock';
import {
  createDocument,
  loadBase,
  lockDocument,
  replaceDocument,
  requireEditable,
  setDocumentFlag,
} from '../warehouse/store';
import { todayIn } from '../../schema/time-zone';
import { optionalDate, optionalId } from './orders/input';
import { actingUser } from './orders/refs';

async function found(db: Db, id: number): Promise<DocumentRecord> {
  const doc = await documentById(db, id);
  if (!doc) throw new CrmError('NOT_FOUND', 'Документ не найден');
  return doc;
}

/** The legacy writes answer the document and the whole list of its kind, so a client reloads nothing. */
async function writeReply(tx: Db, kind: Kind, id: number) {
  return { record: await found(tx, id), list: await allOfKind(tx, kind) };
}

function referenceCalls(kind: Kind): Record<string, Handler> {
  const key = `data${kind}Update`;
  const flag =
    (name: 'active' | 'deleted'): Handler =>
    async (body, { db }) => {
      const id = parseId(body.id);
      const val = parseFlag(body.val);
      return db.transaction(async (tx) => {
        await setDocumentFlag(tx, await lockDocument(tx, id, kind), name, val);
        return writeReply(tx, kind, id);
      });
    };
  return {
    [`getAll${kind}`]: async (_body, { db }) => allOfKind(db, kind),
    [`set${kind}Active`]: flag('active'),
    [`set${kind}Deleted`]: flag('deleted'),

    [`setSaveNew${kind}`]: async (body, { db, timeZone }) => {
      const input = parseDocument(kind, payload(body, key), {}, todayIn(timeZone));
      return db.transaction(async (tx) => {
        const id = await createDocument(tx, kind, input, await actingUser(tx, body.userId));
        return writeReply(tx, kind, id);
      });
    },

    [`set${kind}Update`]: async (body, { db, timeZone }) => {
      const data = payload(body, key);
      const id = parseId(data.id);
      return db.transaction(async (tx) => {
        await actingUser(tx, body.userId);
        const doc = await lockDocument(tx, id, kind);
        // Refused before the payload is read: the message that matters is "unpost it first".
        requireEditable(doc);
        const input = parseDocument(kind, data, await loadBase(tx, id), todayIn(timeZone));
        await replaceDocument(tx, doc, input);
        return writeReply(tx, kind, id);
      });
    },
  };
}

/** The document calls of area `reference`, merged with the lists there (crm/domains/index.ts). */
export const documentReference: Domain = Object.assign({}, ...KINDS.map(referenceCalls));

function limit(value: unknown): number {
  if (value === undefined || value === null) return 500;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_MOVEMENTS) {
    throw new CrmError('VALIDATION', `Поле «limit»: целое число от 1 до ${MAX_MOVEMENTS}`);
  }
  return value;
}

/** post/unpost: one transaction, then the document as it is after it. */
function posting(fn: typeof postDocument): Handler {
  return async (body, { db }) => {
    const id = parseId(body.id);
    await db.transaction(async (tx) => fn(tx, id, await actingUser(tx, body.userId)));
    return found(db, id);
  };
}

export const warehouse: Domain = {
  async getDocuments(body, { db }) {
    return findDocuments(db, {
      kind: requireKind(body.kind),
      dateFrom: optionalDate(body.dateFrom, 'Дата с'),
      dateTo: optionalDate(body.dateTo, 'Дата по'),
      affiliateId: optionalId(body.affiliateId, 'Филиал'),
      status: documentStatus(body.status),
      includeDeleted: body.includeDeleted === true,
    });
  },

  /** Ours (issue 17): a page of a kind's documents, newest first, with search and totals. */
  getDocumentPage: async (body, { db }) => documentPage(db, body),

  async getDocument(body, { db }) {
    return found(db, parseId(body.id));
  },

  postDocument: posting(postDocument),
  unpostDocument: posting(unpostDocument),

  async getBalances(body, { db }) {
    return balances(db, optionalId(body.affiliateId, 'Филиал'), body.includeZero === true);
  },

  /** Ours (issue 17): a page of the balances, by name or quantity, with the screen's counts. */
  getBalancePage: async (body, { db }) => balancePage(db, body),

  /** Ours (issue 17): a page of the ledger, newest first, with its count. */
  getMovementPage: async (body, { db, timeZone }) => movementPage(db, body, timeZone),

  async getMovements(body: Body, { db, timeZone }) {
    return movements(db, {
      timeZone,
      productId: optionalId(body.productId, 'Товар'),
      affiliateId: optionalId(body.affiliateId, 'Филиал'),
      documentId: optionalId(body.documentId, 'Документ'),
      orderId: optionalId(body.orderId, 'Заказ'),
      dateFrom: optionalDate(body.dateFrom, 'Дата с'),
      dateTo: optionalDate(body.dateTo, 'Дата по'),
      limit: limit(body.limit),
    });
  },
};
