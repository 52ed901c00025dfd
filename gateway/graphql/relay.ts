/**
 * What every Relay connection of the gateway shares (issue 17): reading `first`/`after` or
 * `last`/`before` (a size over MAX_PAGE is refused, not cut), the connection object, and the page
 * a CRM without a paged call would have given, cut from its whole list (slower, the same pages).
 */
import { DEFAULT_PAGE, isPageSize, pageSizeMessage } from '../../schema/paging';
import { BadInputError } from '../errors';

export interface RelayArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The page asked for: its direction, size and the key it starts after (or ends before). */
export interface PageWindow<K> {
  backward: boolean;
  size: number;
  key: K | null;
}

export function relayWindow<K>(args: RelayArgs, decode: (cursor: string) => K): PageWindow<K> {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null))
    throw new BadInputError('Листайте вперёд (first, after) или назад (last, before), не одновременно');
  const size = backward ? (args.last ?? DEFAULT_PAGE) : (args.first ?? DEFAULT_PAGE);
  if (!isPageSize(size)) throw new BadInputError(pageSizeMessage(backward ? 'last' : 'first'));
  const at = backward ? args.before : args.after;
  return { backward, size, key: at ? decode(at) : null };
}

/** The window as the CRM's paged calls take it: `first` or `last`, and the key's parts. */
export function windowBody<K>(w: PageWindow<K>, keyBody: (key: K, side: 'after' | 'before') => object) {
  const side = w.backward ? 'before' : 'after';
  return { [w.backward ? 'last' : 'first']: w.size, ...(w.key === null ? {} : keyBody(w.key, side)) };
}

export interface PageFlags {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export function toConnection<T>(rows: T[], cursorOf: (row: T) => string, flags: PageFlags) {
  const edges = rows.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: flags.hasNextPage,
      hasPreviousPage: flags.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Keys compared left to right, as the CRM's row comparison does. */
export type Key = readonly (number | string)[];

const compareKeys = (a: Key, b: Key) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
};

/**
 * The page a CRM's paged call gives, cut from rows already filtered, in the order of `keyOf`
 * (ascending, or `desc` for the newest-first lists).
 */
export function pageOfRows<T>(
  matching: T[],
  keyOf: (row: T) => Key,
  w: PageWindow<Key>,
  direction: 'asc' | 'desc' = 'asc',
) {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: Key, b: Key) => sign * compareKeys(a, b);
  const ordered = matching.map((r) => ({ r, k: keyOf(r) })).sort((a, b) => compare(a.k, b.k));
  const anchor = w.key;
  if (!w.backward) {
    const rest = anchor ? ordered.filter((x) => compare(x.k, anchor) > 0) : ordered;
    return {
      rows: rest.slice(0, w.size).map((x) => x.r),
      hasNextPage: rest.length > w.size,
      hasPreviousPage: anchor !== null,
    };
  }
  const head = anchor ? ordered.filter((x) => compare(x.k, anchor) < 0) : ordered;
  return {
    rows: head.slice(Math.max(0, head.length - w.size)).map((x) => x.r),
    hasNextPage: anchor !== null,
    hasPreviousPage: head.length > w.size,
  };
}
