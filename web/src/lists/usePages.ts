import { NetworkStatus } from '@apollo/client';
import { useCallback, useMemo } from 'react';

interface Connection<T> {
  edges: { node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
}

interface Query {
  loading: boolean;
  error?: Error;
  networkStatus: NetworkStatus;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
}

export interface Pages<T> {
  /** The rows loaded so far, in the server's order. */
  nodes: T[];
  /** Every row the filter matches on the server. */
  total: number;
  loading: boolean;
  /** A later page is on its way. */
  loadingMore: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A connection read page by page (issue 17): the next page is asked for with the last cursor,
 * and Apollo's relayStylePagination (typePolicies.ts) appends it.
 */
export function usePages<T>(conn: Connection<T> | undefined, query: Query): Pages<T> {
  const { fetchMore, networkStatus } = query;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const hasMore = conn?.pageInfo.hasNextPage ?? false;
  const endCursor = conn?.pageInfo.endCursor ?? null;
  const nodes = useMemo(() => conn?.edges.map((e) => e.node) ?? [], [conn]);
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore || !endCursor) return;
    void fetchMore({ variables: { after: endCursor } });
  }, [hasMore, loadingMore, endCursor, fetchMore]);
  return {
    nodes,
    total: conn?.totalCount ?? 0,
    loading: !conn && query.loading,
    loadingMore,
    error: conn ? undefined : query.error,
    hasMore,
    loadMore,
  };
}
