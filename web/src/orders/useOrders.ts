import { NetworkStatus } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import {
  OrdersDocument,
  useAssignOrderWorkerMutation,
  useCreateOrderMutation,
  useDeleteOrderMutation,
  useOrderQuery,
  useOrdersPageQuery,
  useOrdersQuery,
  usePayOrderMutation,
  useSetOrderPaymentMutation,
  useSetOrderStatusMutation,
  useSetOrdersStatusMutation,
  useUpdateOrderMutation,
  type OrderInput,
  type OrderQuery,
  type OrderRowFragment,
} from '../graphql';
import type { DayRange } from './presets';

export type OrderRow = OrderRowFragment;
export type OrderDetails = NonNullable<OrderQuery['order']>;

/**
 * Orders of an explicit day range. The web always sends the range it shows (the presets are
 * computed in the browser's calendar), so what the toolbar says is what the server filters on.
 * `search` is matched by the server too: it sees the phones the screen shows masked.
 */
export function useOrderList(
  range: DayRange | null,
  { poll = 0, search = '' }: { poll?: number; search?: string } = {},
) {
  const period = range ? ({ preset: 'SPECIFY', range } as const) : ({ preset: 'TODAY' } as const);
  const { data, previousData, loading, error, refetch } = useOrdersQuery({
    variables: search.trim() ? { ...period, search: search.trim() } : period,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    pollInterval: poll,
  });
  // While a new search or period travels, the rows of the last one stay on screen.
  const shown = data ?? previousData;
  const orders = useMemo(() => (shown?.orders.orders ?? []).filter((o) => !o.deleted), [shown]);
  return { orders, loading: loading && !shown, refreshing: loading, error, refetch };
}

/** Orders a page brings: a screenful and more, so scrolling rarely waits. */
const ORDER_PAGE = 100;

/**
 * A period of the flower shop's orders as the server pages them (issue 17): the list's order
 * (date, then the day's number), the search sent to the server, pages appended as the table
 * scrolls (relayStylePagination, typePolicies.ts), the count and the sum of every match from SQL.
 */
export function useOrderPages(range: DayRange, search: string) {
  const text = search.trim();
  const query = useOrdersPageQuery({
    variables: {
      first: ORDER_PAGE,
      filter: { range, shopType: 'flower_shop', ...(text ? { search: text } : {}) },
      orderBy: 'DATE',
    },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = query;
  // While a new search or period travels, the rows of the last one stay on screen.
  const shown = (data ?? previousData)?.ordersConnection;
  const orders = useMemo(() => (shown?.edges ?? []).map((e) => e.node).filter((o) => !o.deleted), [shown]);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const endCursor = data?.ordersConnection.pageInfo.endCursor ?? null;
  const hasMore = data?.ordersConnection.pageInfo.hasNextPage ?? false;
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore && endCursor) void fetchMore({ variables: { after: endCursor } });
  }, [hasMore, loadingMore, endCursor, fetchMore]);
  return {
    orders,
    total: shown?.totalCount ?? 0,
    sum: shown?.totalSum ?? 0,
    loading: loading && !shown,
    refreshing: loading && !loadingMore,
    loadingMore,
    loadMore,
    error,
    refetch,
  };
}

/** One order with its history; history is always read fresh (another user may have changed it). */
export function useOrderDetails(id: string | null) {
  const { data, loading, error, refetch } = useOrderQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { order: data?.order ?? null, loading: loading && !data, error, refetch };
}

/**
 * Every change of an order. Each resolves to the server's answer (or rejects with its error);
 * the normalised cache updates the row, and the open order's history is refetched.
 */
export function useOrderActions() {
  const refetchQueries = ['Order'];
  const [setStatus] = useSetOrderStatusMutation({ refetchQueries });
  const [setMany] = useSetOrdersStatusMutation({ refetchQueries: ['Orders', 'OrdersPage'] });
  const [assign] = useAssignOrderWorkerMutation({ refetchQueries });
  const [pay] = useSetOrderPaymentMutation({ refetchQueries });
  const [create] = useCreateOrderMutation({ refetchQueries: [OrdersDocument, 'OrdersPage'] });
  const [update] = useUpdateOrderMutation({ refetchQueries });
  const [remove] = useDeleteOrderMutation({ refetchQueries: ['Orders', 'OrdersPage'] });
  const [takePayment] = usePayOrderMutation({ refetchQueries: ['Order'] });
  return {
    setStatus: useCallback(
      (id: string, statusId: string) => setStatus({ variables: { id, statusId } }),
      [setStatus],
    ),
    setStatusMany: useCallback(
      (ids: string[], statusId: string) => setMany({ variables: { ids, statusId } }),
      [setMany],
    ),
    assignWorker: useCallback(
      (id: string, workerId: string | null) => assign({ variables: { id, workerId } }),
      [assign],
    ),
    setPayment: useCallback(
      (id: string, paymentTypeId: string | null, paymentText?: string) =>
        pay({ variables: { id, paymentTypeId, paymentText } }),
      [pay],
    ),
    create: useCallback(
      async (input: OrderInput) => (await create({ variables: { input } })).data!.createOrder,
      [create],
    ),
    update: useCallback(
      async (id: string, input: OrderInput) => (await update({ variables: { id, input } })).data!.updateOrder,
      [update],
    ),
    remove: useCallback((id: string) => remove({ variables: { id } }), [remove]),
    /** Takes money for an order: `amount` kopecks (default: all that is due). */
    payOrder: useCallback(
      async (id: string, amount: number | null, paymentTypeId: string | null) =>
        (await takePayment({ variables: { id, amount, paymentTypeId } })).data!.payOrder,
      [takePayment],
    ),
  };
}
