import { NetworkStatus, type OperationVariables, type QueryResult } from '@apollo/client';
import { useCallback, useMemo, useState } from 'react';

export { PAGE_SIZE } from './pageSize';

interface Connection {
  edges: { node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  /** Absent when the list asks for its count apart (the order list's OrdersTotals). */
  totalCount?: number;
}

export interface Pages<T, C = Connection> {
  /** The rows loaded so far, in the server's order. */
  nodes: T[];
  /** The connection shown (the current answer, or the last one while a new filter travels). */
  connection: C | undefined;
  /** Every row the filter matches on the server. */
  total: number;
  loading: boolean;
  /** The first page of a new filter is on its way (the last rows stay on screen). */
  refreshing: boolean;
  /** A later page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A Relay connection read a page at a time (issue 17), for every paged screen: the rows loaded so
 * far (Apollo's relayStylePagination merges the pages, typePolicies.ts), the server's count, and
 * `loadMore` for the table to call near its end. While a new filter travels, the last rows stay on
 * screen; further pages follow the current answer only (never the last filter's cursor).
 *
 * `subject`: what the rows are of (a product's ledger, a client's bonuses), where a screen shows
 * one after another. The rows of the last subject are not shown as the next one's while it loads
 * (the ledger titled with a product listed other products' movements): the list loads afresh.
 * Without one, every answer is of the same list (a search narrows it).
 */
export function usePages<D, V extends OperationVariables, C extends Connection>(
  query: QueryResult<D, V>,
  pick: (data: D) => C | null | undefined,
  {
    nextPage,
    subject,
  }: {
    /** Rows of each later page; by default as many as the first page asked for. */
    nextPage?: number;
    subject?: string;
  } = {},
): Pages<C['edges'][number]['node'], C> {
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = query;
  // A root is null when it failed (issue 18): no connection, so the screen shows its error state.
  const current = (data ? pick(data) : undefined) ?? undefined;
  // The subject of the last answer, kept from render to render (React's «previous renders» pattern).
  const [answered, setAnswered] = useState(subject);
  if (current && answered !== subject) setAnswered(subject);
  const previous = previousData && answered === subject ? pick(previousData) : undefined;
  const shown = current ?? previous ?? undefined;
  const nodes = useMemo(() => (shown?.edges ?? []).map((e) => e.node as C['edges'][number]['node']), [shown]);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const endCursor = current?.pageInfo.endCursor ?? null;
  const hasMore = current?.pageInfo.hasNextPage ?? false;
  const loadMore = useCallback(() => {
    // `first` is not part of the connection's key (typePolicies.ts), so pages of another size merge.
    const more = nextPage === undefined ? { after: endCursor } : { after: endCursor, first: nextPage };
    if (hasMore && !loadingMore && endCursor) void fetchMore({ variables: more as unknown as Partial<V> });
  }, [hasMore, loadingMore, endCursor, fetchMore, nextPage]);
  return {
    nodes,
    connection: shown,
    total: shown?.totalCount ?? 0,
    loading: loading && !shown,
    refreshing: loading && !loadingMore,
    loadingMore,
    hasMore,
    loadMore,
    error: shown ? undefined : error,
    refetch,
  };
}
