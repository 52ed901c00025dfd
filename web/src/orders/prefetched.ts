/**
 * The order list's first page as fetched before its screen mounted (orders/prefetch.ts). Kept
 * apart from the prefetch itself so the screen reads the mark without loading that module.
 */
import type { OrdersPageQueryVariables } from '../graphql';

/** A cached reply older than this is asked for again, as any page of the list would be. */
const FRESH_MS = 10_000;

let mark: { key: string; at: number } | null = null;

const keyOf = (variables: OrdersPageQueryVariables) => JSON.stringify(variables);

export function markPrefetched(variables: OrdersPageQueryVariables): void {
  mark = { key: keyOf(variables), at: Date.now() };
}

/** True once, when these variables' page was just prefetched into the cache. */
export function takePrefetched(variables: OrdersPageQueryVariables): boolean {
  const hit = mark !== null && mark.key === keyOf(variables) && Date.now() - mark.at < FRESH_MS;
  mark = null;
  return hit;
}
