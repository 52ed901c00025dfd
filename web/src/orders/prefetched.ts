/**
 * The order list's first page as asked for before its screen mounted (app/prefetch.ts). Kept
 * apart from the prefetch itself so the screen reads the mark without loading that module, and
 * so the mark can be set before Apollo has loaded (orders/firstPage.ts).
 */
import type { WatchQueryFetchPolicy } from '@apollo/client';
import type { OrdersPageQueryVariables } from '../graphql';

/** A cached reply older than this is asked for again, as any page of the list would be. */
const FRESH_MS = 10_000;

/** The page asked for; `stored` settles once its reply is in Apollo's cache (or failed). */
let mark: { key: string; at: number; stored: Promise<void> | null } | null = null;

const keyOf = (variables: OrdersPageQueryVariables) => JSON.stringify(variables);

/** The page of `variables` is on its way into the cache; `stored` says when it is there. */
export function markPending(variables: OrdersPageQueryVariables, stored: Promise<void>): void {
  const key = keyOf(variables);
  const entry = { key, at: Date.now(), stored };
  mark = entry;
  stored.then(
    () => {
      if (mark === entry) mark = { key, at: Date.now(), stored: null };
    },
    () => {
      if (mark === entry) mark = null;
    },
  );
}

/**
 * How the list's first render asks for the page of `variables`: from the cache when it was just
 * prefetched ('cache-first', once), from the server otherwise; while the prefetch is still on its
 * way, a promise of that answer, so the list waits for the reply instead of asking a second time.
 */
export function firstPolicy(
  variables: OrdersPageQueryVariables,
): WatchQueryFetchPolicy | Promise<WatchQueryFetchPolicy> {
  const key = keyOf(variables);
  const m = mark;
  if (m?.key === key && m.stored)
    return m.stored.then(
      () => 'cache-first',
      () => 'cache-and-network',
    );
  const hit = m !== null && m.key === key && Date.now() - m.at < FRESH_MS;
  mark = null;
  return hit ? 'cache-first' : 'cache-and-network';
}
