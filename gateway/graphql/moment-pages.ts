/**
 * Relay connections over the CRM's newest-first keyset pages (issue 17): stock documents, the
 * movement ledger, cash shifts (crm/lib/keyset.ts newestPage). The Relay reading, the connection
 * and the in-memory paging are relay.ts's; this adds the (moment, id) key those lists page by,
 * signed in cursors bound to the list (gateway/security/cursor.ts), and the CRM's reply shape.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { DEFAULT_PAGE } from '../../schema/paging';
import { BadInputError } from '../errors';
import { FORGED_CURSOR, type Cursors } from '../security/cursor';
import { pageOfRows, relayWindow, toConnection, windowBody, type RelayArgs } from './relay';
import { selectedFields } from './selection';

/** Totals cost a count over history: only when the query selects them. */
export function asksTotals(info: GraphQLResolveInfo): boolean {
  const selected = selectedFields(info);
  return selected.has('totalCount') || selected.has('totalSum');
}

/** Where a row stands in a newest-first list: its moment (a day or an ISO moment) and id. */
export interface MomentKey {
  at: string;
  id: number;
}

/** A page as the CRM's paged calls take it (their `first`/`afterAt`/`afterId` or `last`/`before…`). */
export interface MomentQuery {
  first?: number;
  last?: number;
  afterAt?: string;
  afterId?: number;
  beforeAt?: string;
  beforeId?: number;
  withTotals: boolean;
}

export interface MomentPage<T> {
  rows: T[];
  keys: MomentKey[];
  totalCount: number | null;
  totalSum?: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The CRM's page query of the Relay arguments; a cursor of another list or an edited one is refused. */
export function momentQuery(args: RelayArgs, pages: Cursors, kind: string, withTotals: boolean): MomentQuery {
  const window = relayWindow(args, (cursor): MomentKey => {
    const p = pages.decode(kind, cursor);
    if (typeof p.a !== 'string' || typeof p.i !== 'number' || !Number.isSafeInteger(p.i) || p.i < 1)
      throw new BadInputError(FORGED_CURSOR);
    return { at: p.a, id: p.i };
  });
  const body = windowBody(window, (key, side) => ({ [`${side}At`]: key.at, [`${side}Id`]: key.id }));
  return { ...body, withTotals };
}

/** The CRM's reply checked: rows and keys go together, a page without them is the CRM's fault. */
export function asMomentPage<T>(data: unknown): MomentPage<T> {
  const d = (data ?? {}) as Partial<MomentPage<T>>;
  if (!Array.isArray(d.rows) || !Array.isArray(d.keys) || d.rows.length !== d.keys.length)
    throw new BadInputError('CRM не вернула страницу списка');
  const count = (v: unknown) => (v == null ? null : Number(v));
  return {
    rows: d.rows,
    keys: d.keys.map((k) => ({ at: String(k.at), id: Number(k.id) })),
    totalCount: count(d.totalCount),
    totalSum: count(d.totalSum),
    hasNextPage: d.hasNextPage === true,
    hasPreviousPage: d.hasPreviousPage === true,
  };
}

/** The Relay connection of a page; totals not asked for are 0 (never read). */
export function momentConnection<T, N>(
  page: MomentPage<T>,
  pages: Cursors,
  kind: string,
  node: (row: T) => N,
) {
  const rows = page.rows.map((row, i) => ({ row, key: page.keys[i] }));
  const connection = toConnection(rows, ({ key }) => pages.encode(kind, { a: key.at, i: key.id }), page);
  return {
    edges: connection.edges.map((e) => ({ cursor: e.cursor, node: node(e.node.row) })),
    pageInfo: connection.pageInfo,
    totalCount: page.totalCount ?? 0,
    totalSum: page.totalSum ?? 0,
  };
}

/**
 * The page the CRM's paged call would give, cut from the whole (already filtered) list, for a
 * remote CRM without it: newest first, the later moment then the higher id. `sum` totals a money
 * column when the connection has one.
 */
export function pageOfMoments<T>(
  all: T[],
  keyOf: (row: T) => MomentKey,
  q: MomentQuery,
  sum?: (row: T) => number,
): MomentPage<T> {
  const backward = q.last !== undefined;
  const [at, id] = backward ? [q.beforeAt, q.beforeId] : [q.afterAt, q.afterId];
  const size = (backward ? q.last : q.first) ?? DEFAULT_PAGE;
  const keyed = all.map((row) => ({ row, key: keyOf(row) }));
  const page = pageOfRows(
    keyed,
    ({ key }) => [key.at, key.id],
    { backward, size, key: id === undefined ? null : [at ?? '', id] },
    'desc',
  );
  return {
    rows: page.rows.map((x) => x.row),
    keys: page.rows.map((x) => x.key),
    totalCount: q.withTotals ? all.length : null,
    totalSum: q.withTotals && sum ? all.reduce((s, r) => s + sum(r), 0) : null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
