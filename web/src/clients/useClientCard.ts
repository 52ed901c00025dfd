import { NetworkStatus } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useClientCardQuery, useClientOrdersQuery } from '../graphql';

/** Orders a page of the card: a screenful of the newest, then as many older ones at a time. */
export const CARD_PAGE = 10;

/**
 * The client card's data (issue 26 item 6): the client and their totals (`clientCard`), and their
 * orders newest first from the server (`ordersConnection` by `clientId`: the last page of the
 * list's order, then the page before it; relayStylePagination puts older pages in front, so the
 * card shows the edges reversed). `withOrders` false: a reader without the orders' rights.
 */
export function useClientCard(clientId: string | null, withOrders: boolean) {
  const card = useClientCardQuery({
    variables: { id: clientId ?? '' },
    skip: !clientId,
    fetchPolicy: 'cache-and-network',
  });
  const orders = useClientOrdersQuery({
    variables: { clientId: clientId ?? '', last: CARD_PAGE },
    skip: !clientId || !withOrders,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = orders.data?.ordersConnection;
  const newestFirst = useMemo(() => (connection?.edges ?? []).map((e) => e.node).reverse(), [connection]);
  const loadingOlder = orders.networkStatus === NetworkStatus.fetchMore;
  const startCursor = connection?.pageInfo.startCursor ?? null;
  const hasOlder = connection?.pageInfo.hasPreviousPage ?? false;
  const { fetchMore } = orders;
  const loadOlder = useCallback(() => {
    if (hasOlder && startCursor && !loadingOlder) void fetchMore({ variables: { before: startCursor } });
  }, [hasOlder, startCursor, loadingOlder, fetchMore]);
  return {
    card: card.data?.clientCard ?? null,
    loading: card.loading && !card.data,
    error: card.error,
    refetch: card.refetch,
    orders: newestFirst,
    ordersLoading: orders.loading && !connection,
    ordersError: orders.error,
    hasOlder,
    loadingOlder,
    loadOlder,
  };
}
