import { NetworkStatus } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useSiteOrderPageQuery, type ShopType } from '../graphql';
import type { DayRange } from '../orders/presets';

/** Rows a page brings: a screenful of cards or table rows. */
const PAGE = 50;

/**
 * The site's orders of a period, newest first, a page at a time (issue 17): the server pages
 * ordersConnection backwards from the period's end (`last`/`before`), Apollo's
 * relayStylePagination puts each older page in front (typePolicies.ts), and the rows are shown
 * in reverse. Nothing is asked while the channels are unknown or there are none.
 */
export function useSiteOrderPages(range: DayRange, shopType: ShopType | null, channelIds: string[] | null) {
  const filter = { range, sourceIds: channelIds ?? [], ...(shopType ? { shopType } : {}) };
  const query = useSiteOrderPageQuery({
    variables: { last: PAGE, filter },
    skip: !channelIds || channelIds.length === 0,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, networkStatus, fetchMore } = query;
  const shown = (data ?? previousData)?.ordersConnection;
  const orders = useMemo(() => (shown?.edges ?? []).map((e) => e.node).reverse(), [shown]);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const before = data?.ordersConnection?.pageInfo.startCursor ?? null;
  const hasMore = data?.ordersConnection?.pageInfo.hasPreviousPage ?? false;
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore && before) void fetchMore({ variables: { before } });
  }, [hasMore, loadingMore, before, fetchMore]);
  return {
    orders,
    total: shown?.totalCount ?? 0,
    loading: query.loading && !shown,
    loadingMore,
    hasMore,
    loadMore,
    error: query.error,
    refetch: query.refetch,
  };
}
