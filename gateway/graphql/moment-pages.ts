/**
 * Relay connections over the CRM's newest-first keyset pages (issue 17): stock documents, the
 * movement ledger, cash shifts (crm/lib/keyset.ts pages them). One reading of the Relay arguments
 * (`first`/`after` or `last`/`before`, capped at MAX_PAGE), signed cursors bound to the list
 * (gateway/security/cursor.ts), the connection built from a page, and the same page cut here from
 * a whole list for a remote CRM that lacks the paged call (slower, the same pages).
 */
import type { GraphQLResolveInfo } from 'graphql';
import { DEFAULT_PAGE, isPageSize, pageSizeMessage } from '../../schema/paging';
import { BadInputError } from '../errors';
import { FORGED_CURSOR, type Cursors } from '../security/cursor';
import { selectedFields } from './selection';

/** Totals cost a count over history: only when the query selects them. */
export function asksTotals(info: GraphQLResolveInfo): boolean {
  const selected = selectedFields(info);
  return selected.has('totalCount') || selected.has('totalSum');
}

export interface RelayArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Which way a page goes and how big it is, or a clear refusal (over the cap, both ways at once). */
export function pageDirection(args: RelayArgs): { backward: boolean; size: number } {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null))
    throw new BadInputError('Листайте вперёд (first, after) или назад (last, before), не одновременно');
  const size = backward ? (args.last ?? DEFAULT_PAGE) : (args.first ?? DEFAULT_PAGE);
  if (!isPageSize(size)) throw new BadInputError(pageSizeMessage(backward ? 'last' : 'first'));
  return { backward, size };
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
  const { backward, size } = pageDirection(args);
  const at = backward ? args.before : args.after;
  let key: MomentKey | null = null;
  if (at) {
    const p = pages.decode(kind, at);
    if (typeof p.a !== 'string' || typeof p.i !== 'number' || !Number.isSafeInteger(p.i) || p.i < 1)
      throw new BadInputError(FORGED_CURSOR);
    key = { at: p.a, id: p.i };
  }
  if (backward) return { last: size, ...(key ? { beforeAt: key.at, beforeId: key.id } : {}), withTotals };
  return { first: size, ...(key ? { afterAt: key.at, afterId: key.id } : {}), withTotals };
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

/** Edges and where they stand, as every Relay connection of the schema answers them. */
export function relayPage<E extends { cursor: string }>(
  edges: E[],
  more: { hasNextPage: boolean; hasPreviousPage: boolean },
) {
  return {
    edges,
    pageInfo: {
      hasNextPage: more.hasNextPage,
      hasPreviousPage: more.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The Relay connection of a page; totals not asked for are 0 (never read). */
export function toConnection<T, N>(page: MomentPage<T>, pages: Cursors, kind: string, node: (row: T) => N) {
  const edges = page.rows.map((row, i) => ({
    cursor: pages.encode(kind, { a: page.keys[i].at, i: page.keys[i].id }),
    node: node(row),
  }));
  return { ...relayPage(edges, page), totalCount: page.totalCount ?? 0, totalSum: page.totalSum ?? 0 };
}

/** Newest first: the later moment, then the higher id. */
const newer = (a: MomentKey, b: MomentKey) => (a.at !== b.at ? (a.at > b.at ? -1 : 1) : b.id - a.id);

/**
 * The page the CRM's paged call would give, cut from the whole (already filtered) list, for a
 * remote CRM without it. `sum` totals a money column when the connection has one.
 */
export function pageOfMoments<T>(
  all: T[],
  keyOf: (row: T) => MomentKey,
  q: MomentQuery,
  sum?: (row: T) => number,
): MomentPage<T> {
  const ordered = all.map((row) => ({ row, key: keyOf(row) })).sort((x, y) => newer(x.key, y.key));
  const totals = q.withTotals
    ? { totalCount: all.length, totalSum: sum ? all.reduce((s, r) => s + sum(r), 0) : null }
    : { totalCount: null, totalSum: null };
  const done = (part: typeof ordered, more: { hasNextPage: boolean; hasPreviousPage: boolean }) => ({
    rows: part.map((x) => x.row),
    keys: part.map((x) => x.key),
    ...totals,
    ...more,
  });
  if (q.last === undefined) {
    const anchor = q.afterId === undefined ? null : { at: q.afterAt ?? '', id: q.afterId };
    const rest = anchor ? ordered.filter((x) => newer(anchor, x.key) < 0) : ordered;
    const size = q.first ?? DEFAULT_PAGE;
    return done(rest.slice(0, size), { hasNextPage: rest.length > size, hasPreviousPage: anchor !== null });
  }
  const anchor = q.beforeId === undefined ? null : { at: q.beforeAt ?? '', id: q.beforeId };
  const head = anchor ? ordered.filter((x) => newer(x.key, anchor) < 0) : ordered;
  return done(head.slice(Math.max(0, head.length - q.last)), {
    hasNextPage: anchor !== null,
    hasPreviousPage: head.length > q.last,
  });
}
