/**
 * stockBalancesConnection (issue 17): the balances of /warehouse/Stock a page at a time, over the
 * CRM's warehouse/getBalancePage (keysets by product name or quantity, the counts in SQL), or,
 * from a remote CRM of the spec alone, over its whole getBalances list paged here in the same
 * order with the same filters (the search then reads the product's name only: the whole list
 * carries no article or barcode). Cursors are signed and bound to the order they were made in.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { matchesText } from '../../../schema/list-search';
import { BadInputError } from '../../errors';
import {
  pageOfRows,
  relayWindow,
  toConnection,
  windowBody,
  type Key,
  type RelayArgs,
} from '../../graphql/relay';
import { selectedFields } from '../../graphql/selection';
import { FORGED_CURSOR, type Cursors } from '../../security/cursor';
import { parseId } from '../lists/service';
import { toBalance } from './records';
import type { BalanceRecord, WarehouseService } from './service';

export type BalanceOrder = 'name' | 'quantity';
/** The order's value (a name, or a quantity as the CRM's exact text), product, branch. */
export type BalanceKey = [string, number, number];

export interface BalancePageQuery {
  first?: number;
  last?: number;
  afterKey?: BalanceKey;
  beforeKey?: BalanceKey;
  withTotals: boolean;
  orderBy: BalanceOrder;
  affiliateId: number | null;
  includeZero: boolean;
  search: string;
  productIds: number[] | null;
  shopType?: string | null;
}

export interface BalancePage {
  rows: BalanceRecord[];
  keys: BalanceKey[];
  totalCount: number | null;
  negativeCount: number | null;
  untrackedCount: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

interface Filter {
  affiliateId?: string | null;
  includeZero?: boolean | null;
  search?: string | null;
  productIds?: readonly string[] | null;
}

const id = (value: string | null | undefined, label: string): number | null => {
  if (value == null || value === '') return null;
  const n = parseId(value);
  if (n === null) throw new BadInputError(`Поле «${label}»: неверный идентификатор`);
  return n;
};

function productIds(raw: readonly string[] | null | undefined): number[] | null {
  if (raw == null) return null;
  if (raw.length > 250) throw new BadInputError('Поле «productIds»: до 250 товаров');
  return raw.map((v) => id(v, 'productIds')!);
}

const isKey = (k: unknown): k is BalanceKey =>
  Array.isArray(k) &&
  k.length === 3 &&
  typeof k[0] === 'string' &&
  k.slice(1).every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1);

/** The CRM's page query of the GraphQL arguments; a cursor of another order or an edited one is refused. */
export function balanceQuery(
  args: RelayArgs & { filter?: Filter | null; orderBy?: 'NAME' | 'QUANTITY' | null },
  pages: Cursors,
  info: GraphQLResolveInfo,
): BalancePageQuery {
  const orderBy: BalanceOrder = args.orderBy === 'QUANTITY' ? 'quantity' : 'name';
  const window = relayWindow(args, (cursor): BalanceKey => {
    const k = pages.decode(`stock-balances:${orderBy}`, cursor).k;
    if (!isKey(k)) throw new BadInputError(FORGED_CURSOR);
    return k;
  });
  const f = args.filter ?? {};
  const selected = selectedFields(info);
  return {
    ...(windowBody(window, (key, side) => ({ [`${side}Key`]: key })) as Pick<
      BalancePageQuery,
      'first' | 'last' | 'afterKey' | 'beforeKey'
    >),
    withTotals: ['totalCount', 'negativeCount', 'untrackedCount'].some((n) => selected.has(n)),
    orderBy,
    affiliateId: id(f.affiliateId, 'Филиал'),
    includeZero: f.includeZero === true,
    search: (f.search ?? '').trim().slice(0, 100),
    productIds: productIds(f.productIds),
  };
}

/** The CRM's reply checked: rows and keys go together, a page without them is the CRM's fault. */
export function asBalancePage(data: unknown): BalancePage {
  const d = (data ?? {}) as Partial<BalancePage>;
  if (
    !Array.isArray(d.rows) ||
    !Array.isArray(d.keys) ||
    d.rows.length !== d.keys.length ||
    !d.keys.every(isKey)
  )
    throw new BadInputError('CRM не вернула страницу остатков');
  const count = (v: unknown) => (v == null ? null : Number(v));
  return {
    rows: d.rows,
    keys: d.keys,
    totalCount: count(d.totalCount),
    negativeCount: count(d.negativeCount),
    untrackedCount: count(d.untrackedCount),
    hasNextPage: d.hasNextPage === true,
    hasPreviousPage: d.hasPreviousPage === true,
  };
}

/** The page the CRM's call would give, cut from the whole (already scoped) list. */
async function pageOfAll(service: WarehouseService, q: BalancePageQuery): Promise<BalancePage> {
  const all = await service.balances({ affiliateId: q.affiliateId, includeZero: q.includeZero });
  const wanted = q.productIds && new Set(q.productIds);
  const rows = all.filter(
    (b) =>
      (!wanted || wanted.has(Number(b.productId))) &&
      matchesText(String(b.productName ?? '').toLowerCase(), q.search),
  );
  const keyOf = (b: BalanceRecord): BalanceKey => [
    q.orderBy === 'name' ? String(b.productName ?? '') : String(b.quantity),
    Number(b.productId),
    Number(b.affiliateId),
  ];
  // Quantities compare as numbers (the CRM's keys are their exact text).
  const sortKey = (k: BalanceKey): Key => (q.orderBy === 'name' ? k : [Number(k[0]), k[1], k[2]]);
  const backward = q.last !== undefined;
  const anchor = backward ? q.beforeKey : q.afterKey;
  const page = pageOfRows(rows, (b) => sortKey(keyOf(b)), {
    backward,
    size: (backward ? q.last : q.first) ?? 50,
    key: anchor ? sortKey(anchor) : null,
  });
  const negative = rows.filter((b) => Number(b.quantity) < 0).length;
  return {
    rows: page.rows,
    keys: page.rows.map(keyOf),
    totalCount: rows.length,
    negativeCount: negative,
    untrackedCount: rows.filter((b) => b.untracked === true).length,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}

export async function balancePage(service: WarehouseService, q: BalancePageQuery): Promise<BalancePage> {
  return (await service.balancePage(q)) ?? pageOfAll(service, q);
}

/** The Relay connection of a page; counts not asked for are 0 (never read). */
export function balanceConnection(page: BalancePage, pages: Cursors, orderBy: BalanceOrder) {
  const rows = page.rows.map((row, i) => ({ row, key: page.keys[i] }));
  const connection = toConnection(
    rows,
    ({ key }) => pages.encode(`stock-balances:${orderBy}`, { k: key }),
    page,
  );
  return {
    edges: connection.edges.map((e) => ({ cursor: e.cursor, node: toBalance(e.node.row) })),
    pageInfo: connection.pageInfo,
    totalCount: page.totalCount ?? 0,
    negativeCount: page.negativeCount ?? 0,
    untrackedCount: page.untrackedCount ?? 0,
  };
}
