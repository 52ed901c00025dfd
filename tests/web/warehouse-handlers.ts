import { graphql } from 'msw';
import { LISTS } from '../../schema/lists';
import { readableFields } from '../../scripts/lists/web-operations';
import { listDb } from './lists-handlers';
import type {
  CreateStockDocumentMutation,
  CreateStockDocumentMutationVariables,
  PostStockDocumentMutation,
  PostStockDocumentMutationVariables,
  SetStockDocumentDeletedMutation,
  SetStockDocumentDeletedMutationVariables,
  StockBalancesPageQuery,
  StockBalancesPageQueryVariables,
  StockDocumentQuery,
  StockDocumentQueryVariables,
  StockDocumentsPageQuery,
  StockDocumentsPageQueryVariables,
  StockLineBalancesQuery,
  StockLineBalancesQueryVariables,
  StockDocumentKind,
  StockMovementsPageQuery,
  StockMovementsPageQueryVariables,
  UnpostStockDocumentMutation,
  UnpostStockDocumentMutationVariables,
  UpdateStockDocumentMutation,
  UpdateStockDocumentMutationVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { dataReply, userErrors, type Reply, type UserErrorRow } from './replies';

/**
 * An in-memory gateway for web/src/warehouse/warehouse.graphql, keyed by operation name: documents
 * of every kind, posting and unposting with the CRM's refusals (same words), balances and the
 * ledger. Plus the lists the documents point to (branches, suppliers, reasons, products).
 */
export const warehouseCalls: Record<string, Record<string, unknown>[]> = {};
const record = (op: string, v: Record<string, unknown>) => (warehouseCalls[op] ??= []).push(v);

function listRow(listName: string, i: number, partial: Record<string, unknown>) {
  const list = LISTS.find((l) => l.name === listName)!;
  const row: Record<string, unknown> = { __typename: list.type };
  for (const f of readableFields(list)) row[f] = null;
  for (const f of list.fields) if (f.type === 'bool') row[f.name] = false;
  return { ...row, id: String(i + 1), active: true, deleted: false, sort: i + 1, ...partial };
}

/** Two branches, a supplier, a write-off reason and three flower products (one of fast food). */
export function seedWarehouseLists() {
  listDb.Affiliate = [
    listRow('Affiliate', 0, { name: 'Центральный' }),
    listRow('Affiliate', 1, { name: 'Северный' }),
  ] as never;
  listDb.Suppliers = [listRow('Suppliers', 0, { name: 'ООО «Цветы оптом»' })] as never;
  listDb.WriteOff = [listRow('WriteOff', 0, { name: 'Брак' })] as never;
  listDb.ProductList = [
    listRow('ProductList', 0, {
      name: 'Роза Red Naomi 60 см',
      unit: 'шт',
      price: 25000,
      cost: 9000,
      shopType: 'flower_shop',
    }),
    listRow('ProductList', 1, {
      name: 'Лента атласная',
      unit: 'м',
      price: 5000,
      cost: 1250,
      shopType: 'flower_shop',
    }),
    listRow('ProductList', 2, {
      name: 'Тюльпан',
      unit: 'шт',
      price: 12000,
      cost: null,
      shopType: 'flower_shop',
    }),
    listRow('ProductList', 3, {
      name: 'Гамбургер',
      unit: 'шт',
      price: 13900,
      cost: 6000,
      shopType: 'fastfood',
    }),
  ] as never;
}

interface Line {
  productId: string;
  productName: string | null;
  unit: string | null;
  quantity: number;
  price: number;
  sum: number;
  bookQuantity: number | null;
  difference: number | null;
}
type Doc = {
  __typename: 'StockDocument';
  id: string;
  kind: StockDocumentKind;
  number: string;
  date: string;
  affiliateId: string;
  toAffiliateId: string | null;
  supplierId: string | null;
  supplier: { __typename: 'Supplier'; id: string; name: string } | null;
  writeOffId: string | null;
  comment: string;
  status: 'draft' | 'posted';
  total: number;
  postedAt: string | null;
  postedByName: string | null;
  createdAt: string;
  createdByName: string | null;
  active: boolean;
  deleted: boolean;
  lines: (Line & { __typename: 'StockDocumentLine' })[];
};

const PREFIX: Record<string, string> = {
  Consignment: 'ПР',
  Writing: 'СП',
  SelfWriting: 'СС',
  Output: 'РС',
  Moving: 'ПМ',
  Stocktaking: 'ИН',
};

export let docDb: Doc[] = [];
/** `${affiliateId}:${productId}` → quantity. */
export let balanceDb = new Map<string, number>();
type Movement = Reply<
  NonNullable<StockMovementsPageQuery['stockMovementsConnection']>['edges'][number]['node']
>;
let movementDb: Movement[] = [];
let seq = 0;

export function resetWarehouseDb(balances: Record<string, number> = {}) {
  docDb = [];
  balanceDb = new Map(Object.entries(balances));
  movementDb = [];
  seq = 0;
  for (const k of Object.keys(warehouseCalls)) delete warehouseCalls[k];
}

const json = dataReply;
type DocumentMutation =
  | 'createStockDocument'
  | 'updateStockDocument'
  | 'setStockDocumentDeleted'
  | 'postStockDocument'
  | 'unpostStockDocument';
/** A mutation payload (issue 18 item 2): the document, or null and why in userErrors. */
const payload = (root: DocumentMutation, document: Doc | null, errors: UserErrorRow[] = []) => ({
  __typename: `${root[0].toUpperCase()}${root.slice(1)}Payload`,
  document,
  userErrors: userErrors(errors),
});
/** The gateway's refusal: a user error with its code (and field, where one is at fault). */
const refuse = (
  root: DocumentMutation,
  code: UserErrorRow['code'],
  message: string,
  field: string[] | null = null,
) => payload(root, null, [{ field, code, message }]);
const name = (list: string, id: string) =>
  String((listDb[list] as { id: string; name?: unknown }[]).find((r) => r.id === id)?.name ?? id);
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const unitOf = (id: string) =>
  String((listDb.ProductList as { id: string; unit?: unknown }[]).find((r) => r.id === id)?.unit ?? '');

/** A connection of `rows` as the gateway pages it; the cursor is a row's index (opaque to the web). */
function connection<T, E extends object>(
  typename: string,
  rows: T[],
  variables: { first?: number | null; after?: string | null },
  extra: E,
) {
  const start = variables.after ? Number(variables.after) + 1 : 0;
  const first = Number(variables.first ?? 50);
  const page = rows.slice(start, start + first);
  return {
    __typename: `${typename}Connection`,
    edges: page.map((node, i) => ({ __typename: `${typename}Edge`, cursor: String(start + i), node })),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: start + first < rows.length,
      endCursor: page.length ? String(start + page.length - 1) : null,
    },
    totalCount: rows.length,
    ...extra,
  };
}

type Input = {
  date: string;
  affiliateId: string;
  toAffiliateId?: string | null;
  supplierId?: string | null;
  writeOffId?: string | null;
  comment?: string | null;
  lines: { productId: string; quantity: number; price?: number | null }[];
};

function fill(doc: Partial<Doc>, input: Input): Doc {
  const lines = input.lines.map((l) => {
    const price = l.price ?? 0;
    return {
      __typename: 'StockDocumentLine' as const,
      productId: l.productId,
      productName: name('ProductList', l.productId),
      unit: unitOf(l.productId),
      quantity: l.quantity,
      price,
      sum: Math.round(l.quantity * price),
      bookQuantity: null,
      difference: null,
    };
  });
  return {
    ...(doc as Doc),
    date: input.date,
    affiliateId: input.affiliateId,
    toAffiliateId: input.toAffiliateId ?? null,
    supplierId: input.supplierId ?? null,
    // The document names its supplier (suppliers are paged on the server, not held by the web).
    supplier: input.supplierId
      ? { __typename: 'Supplier', id: input.supplierId, name: name('Suppliers', input.supplierId) }
      : null,
    writeOffId: input.writeOffId ?? null,
    comment: input.comment ?? '',
    lines,
    total: lines.reduce((a, l) => a + l.sum, 0),
  };
}

/** The (branch, product) → delta a document applies when posted, and Stocktaking's book values. */
function effect(doc: Doc): Map<string, number> {
  const out = new Map<string, number>();
  const add = (aff: string, p: string, d: number) =>
    out.set(`${aff}:${p}`, round3((out.get(`${aff}:${p}`) ?? 0) + d));
  for (const l of doc.lines) {
    const at = doc.affiliateId;
    if (doc.kind === 'Consignment') add(at, l.productId, l.quantity);
    else if (doc.kind === 'Moving') {
      add(at, l.productId, -l.quantity);
      add(doc.toAffiliateId!, l.productId, l.quantity);
    } else if (doc.kind === 'Stocktaking')
      add(at, l.productId, round3(l.quantity - (balanceDb.get(`${at}:${l.productId}`) ?? 0)));
    else add(at, l.productId, -l.quantity);
  }
  return out;
}

function apply(doc: Doc, deltas: Map<string, number>, reason: 'post' | 'unpost'): string | null {
  for (const [key, d] of deltas) {
    const have = balanceDb.get(key) ?? 0;
    if (have + d < 0) {
      const [aff, p] = key.split(':');
      return `Недостаточно «${name('ProductList', p)}» в филиале «${name('Affiliate', aff)}»: есть ${have}, нужно ${-d}`;
    }
  }
  for (const [key, d] of deltas) {
    const [aff, p] = key.split(':');
    const after = round3((balanceDb.get(key) ?? 0) + d);
    balanceDb.set(key, after);
    movementDb.unshift({
      __typename: 'StockMovement',
      id: String(movementDb.length + 1),
      at: new Date().toISOString(),
      userName: 'Анна Администратор',
      affiliateId: aff,
      productId: p,
      productName: name('ProductList', p),
      delta: d,
      balanceAfter: after,
      reason,
      documentId: doc.id,
      documentKind: doc.kind,
      documentNumber: doc.number,
      orderId: null,
      orderNumber: null,
      untracked: false,
    });
  }
  return null;
}

const find = (id: unknown) => docDb.find((d) => d.id === id);

/** The balances a filter keeps (StockBalanceFilter), by product name as the server orders them. */
function balanceRows(filter: Record<string, unknown>) {
  const words = String(filter.search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return [...balanceDb]
    .map(([key, quantity]) => {
      const [affiliateId, productId] = key.split(':');
      return {
        __typename: 'StockBalance',
        affiliateId,
        productId,
        productName: name('ProductList', productId),
        unit: unitOf(productId),
        quantity,
        untracked: productId === '3',
      };
    })
    .filter(
      (b) =>
        (!filter.affiliateId || b.affiliateId === filter.affiliateId) &&
        (filter.includeZero || b.quantity !== 0) &&
        words.every((w) => b.productName.toLowerCase().includes(w)),
    )
    .sort((a, b) => (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0));
}

export const warehouseHandlers = [
  graphql.query<Reply<StockDocumentsPageQuery>, StockDocumentsPageQueryVariables>(
    'StockDocumentsPage',
    ({ variables }) => {
      const filter = variables.filter as Record<string, unknown>;
      record('StockDocumentsPage', { ...filter, first: variables.first, after: variables.after ?? null });
      const words = String(filter.search ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const rows = docDb.filter(
        (d) =>
          d.kind === filter.kind &&
          (filter.includeDeleted || !d.deleted) &&
          (!filter.status || d.status === filter.status) &&
          (!filter.affiliateId || d.affiliateId === filter.affiliateId) &&
          words.every((w) => `${d.number} ${d.comment}`.toLowerCase().includes(w)),
      );
      const sum = rows.filter((d) => !d.deleted).reduce((a, d) => a + d.total, 0);
      return json({
        stockDocumentsConnection: connection('StockDocument', [...rows].reverse(), variables, {
          totalSum: sum,
        }),
      });
    },
  ),
  graphql.query<Reply<StockDocumentQuery>, StockDocumentQueryVariables>('StockDocument', ({ variables }) =>
    json({ stockDocument: find(variables.id) ?? null }),
  ),
  graphql.query<Reply<StockBalancesPageQuery>, StockBalancesPageQueryVariables>(
    'StockBalancesPage',
    ({ variables }) => {
      const filter = (variables.filter ?? {}) as Record<string, unknown>;
      record('StockBalancesPage', { ...filter, orderBy: variables.orderBy });
      const rows = balanceRows(filter);
      if (variables.orderBy === 'QUANTITY') rows.sort((a, b) => a.quantity - b.quantity);
      return json({
        stockBalancesConnection: connection('StockBalance', rows, variables, {
          negativeCount: rows.filter((b) => b.quantity < 0).length,
          untrackedCount: rows.filter((b) => b.untracked).length,
        }),
      });
    },
  ),
  graphql.query<Reply<StockLineBalancesQuery>, StockLineBalancesQueryVariables>(
    'StockLineBalances',
    ({ variables }) => {
      const filter = (variables.filter ?? {}) as Record<string, unknown>;
      record('StockLineBalances', filter);
      const ids = new Set(filter.productIds as string[]);
      const rows = balanceRows(filter).filter((b) => ids.has(b.productId));
      return json({ stockBalancesConnection: connection('StockBalance', rows, { first: 250 }, {}) });
    },
  ),
  graphql.query<Reply<StockMovementsPageQuery>, StockMovementsPageQueryVariables>(
    'StockMovementsPage',
    ({ variables }) => {
      const filter = (variables.filter ?? {}) as Record<string, unknown>;
      record('StockMovementsPage', filter);
      const rows = movementDb.filter(
        (m) =>
          (!filter.documentId || m.documentId === filter.documentId) &&
          (!filter.productId || m.productId === filter.productId),
      );
      return json({ stockMovementsConnection: connection('StockMovement', rows, variables, {}) });
    },
  ),
  graphql.mutation<Reply<CreateStockDocumentMutation>, CreateStockDocumentMutationVariables>(
    'CreateStockDocument',
    ({ variables }) => {
      record('CreateStockDocument', variables);
      const input = variables.input as Input;
      if (input.lines.length === 0)
        return json({
          createStockDocument: refuse(
            'createStockDocument',
            'FIELD_INVALID',
            'Добавьте хотя бы одну строку',
            ['lines'],
          ),
        });
      const id = String(++seq + 10);
      const count = docDb.filter((d) => d.kind === variables.kind).length + 1;
      const doc = fill(
        {
          __typename: 'StockDocument',
          id,
          kind: variables.kind,
          number: `${PREFIX[variables.kind]}-${String(count).padStart(6, '0')}`,
          status: 'draft',
          postedAt: null,
          postedByName: null,
          createdAt: new Date().toISOString(),
          createdByName: 'Анна Администратор',
          active: true,
          deleted: false,
        },
        input,
      );
      docDb.push(doc);
      return json({ createStockDocument: payload('createStockDocument', doc) });
    },
  ),
  graphql.mutation<Reply<UpdateStockDocumentMutation>, UpdateStockDocumentMutationVariables>(
    'UpdateStockDocument',
    ({ variables }) => {
      record('UpdateStockDocument', variables);
      const doc = find(variables.id)!;
      if (doc.status === 'posted')
        return json({
          updateStockDocument: refuse(
            'updateStockDocument',
            'DOCUMENT_LOCKED',
            'Проведённый документ нельзя изменить: сначала отмените проведение',
          ),
        });
      Object.assign(doc, fill(doc, variables.input as Input));
      return json({ updateStockDocument: payload('updateStockDocument', doc) });
    },
  ),
  graphql.mutation<Reply<SetStockDocumentDeletedMutation>, SetStockDocumentDeletedMutationVariables>(
    'SetStockDocumentDeleted',
    ({ variables }) => {
      record('SetStockDocumentDeleted', variables);
      const doc = find(variables.id)!;
      doc.deleted = variables.deleted as boolean;
      return json({ setStockDocumentDeleted: payload('setStockDocumentDeleted', doc) });
    },
  ),
  graphql.mutation<Reply<PostStockDocumentMutation>, PostStockDocumentMutationVariables>(
    'PostStockDocument',
    ({ variables }) => {
      record('PostStockDocument', variables);
      const doc = find(variables.id)!;
      if (doc.status === 'posted')
        return json({
          postStockDocument: refuse('postStockDocument', 'DOCUMENT_LOCKED', 'Документ уже проведён'),
        });
      if (doc.kind === 'Stocktaking')
        for (const l of doc.lines) {
          l.bookQuantity = balanceDb.get(`${doc.affiliateId}:${l.productId}`) ?? 0;
          l.difference = round3(l.quantity - l.bookQuantity);
        }
      const failed = apply(doc, effect(doc), 'post');
      if (failed) return json({ postStockDocument: refuse('postStockDocument', 'STOCK_NEGATIVE', failed) });
      Object.assign(doc, {
        status: 'posted',
        postedAt: new Date().toISOString(),
        postedByName: 'Анна Администратор',
      });
      return json({ postStockDocument: payload('postStockDocument', doc) });
    },
  ),
  graphql.mutation<Reply<UnpostStockDocumentMutation>, UnpostStockDocumentMutationVariables>(
    'UnpostStockDocument',
    ({ variables }) => {
      record('UnpostStockDocument', variables);
      const doc = find(variables.id)!;
      if (doc.status !== 'posted')
        return json({
          unpostStockDocument: refuse('unpostStockDocument', 'DOCUMENT_NOT_POSTED', 'Документ не проведён'),
        });
      const back = new Map<string, number>();
      for (const m of movementDb.filter((x) => x.documentId === doc.id)) {
        const key = `${String(m.affiliateId)}:${String(m.productId)}`;
        back.set(key, round3((back.get(key) ?? 0) - (m.delta as number)));
      }
      const failed = apply(doc, back, 'unpost');
      if (failed)
        return json({ unpostStockDocument: refuse('unpostStockDocument', 'STOCK_NEGATIVE', failed) });
      Object.assign(doc, { status: 'draft', postedAt: null, postedByName: null });
      return json({ unpostStockDocument: payload('unpostStockDocument', doc) });
    },
  ),
];
