import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  useAssignOrderWorkerMutation,
  useCreateOrderMutation,
  useDeleteOrderMutation,
  useOrderQuery,
  useOrdersPageQuery,
  useOrdersTotalsQuery,
  usePayOrderMutation,
  useSetOrderPaymentMutation,
  useSetOrderStatusMutation,
  useSetOrdersStatusMutation,
  useUpdateOrderMutation,
  type OrderFilter,
  type OrderInput,
  type OrderQuery,
  type OrderListRowFragment,
  type OrderRowFragment,
  type ShopType,
  unwrap,
} from '../graphql';
import { useIdempotencyKey } from '../graphql/idempotency';
import { MAX_PAGE } from '../../../schema/paging';
import { PAGE_SIZE, usePages } from '../lists/usePages';
import { orderPageVariables } from './firstPage';
import type { DateKind, DayRange } from './presets';
import { firstPolicy } from './prefetched';

export type OrderRow = OrderRowFragment;
/** A row of the order list (OrderListRow: part of OrderRow), what the table and its actions read. */
export type OrderListRow = OrderListRowFragment;
export type OrderDetails = NonNullable<OrderQuery['order']>;

/**
 * A period of the flower shop's orders as the server pages them (issue 17): by the day taken in
 * the list's order (date, then the day's number), or by the day due in delivery order (due day,
 * time window; issue 26), the search and the filters sent to the server, pages appended as the
 * table scrolls (relayStylePagination, typePolicies.ts), the count and the sum of every match
 * from SQL.
 */
export function useOrderPages(
  range: DayRange,
  search: string,
  dateBy: DateKind = 'TAKEN',
  narrow: Partial<OrderFilter> = {},
) {
  const variables = orderPageVariables(range, search, dateBy, narrow);
  // The first page may already be in the cache, or on its way there, asked for while this
  // screen's code loaded (app/prefetch.ts): then it is shown from there without asking again.
  const [firstFetch, setFirstFetch] = useState(() => firstPolicy(variables));
  const waiting = typeof firstFetch !== 'string';
  useEffect(() => {
    if (typeof firstFetch === 'string') return;
    let mounted = true;
    void firstFetch.then((policy) => mounted && setFirstFetch(policy));
    return () => {
      mounted = false;
    };
  }, [firstFetch]);
  const query = useOrdersPageQuery({
    variables,
    skip: waiting,
    fetchPolicy: waiting ? 'cache-first' : firstFetch,
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // A short first page (firstPage.ts), then full ones as the table scrolls.
  const pages = usePages(query, (d) => d.ordersConnection, { nextPage: PAGE_SIZE });
  // The count and the sum come beside the first page, not in it (orders.graphql OrdersTotals):
  // the first row does not wait for a year's sums. Refreshed with the page (live re-reads, saves).
  // Never written to the cache: a totals reply stored first in the page's connection made an
  // empty "complete" page there, and the rows never came (CI of 1421ff8, pos-layout at 390 px).
  // Asked at once, not after the page: held back until a prefetched page was in, the sums at
  // 200,000 orders were computed on the same two cores while the rows rendered, and a month's
  // first row took 1.4-1.6 s instead of 0.9-1.1 s in two quiet runs (docs/performance.md V2).
  const totals = useOrdersTotalsQuery({
    variables: { filter: variables.filter, orderBy: variables.orderBy },
    fetchPolicy: 'no-cache',
  });
  const counted = (totals.data ?? totals.previousData)?.ordersConnection;
  const { nodes } = pages;
  const orders = useMemo(() => nodes.filter((o) => !o.deleted), [nodes]);
  return {
    orders,
    /** Every match on the server; null until the totals have come. */
    total: counted?.totalCount ?? null,
    sum: counted?.totalSum ?? null,
    loading: pages.loading || waiting,
    refreshing: pages.refreshing,
    loadingMore: pages.loadingMore,
    loadMore: pages.loadMore,
    error: query.error,
    refetch: query.refetch,
    /** What was asked: the live updates (liveOrders.ts) re-read the same first page. */
    variables,
  };
}

/**
 * A day's tickets of one shop type for the board (the kitchen's screen): the server picks them
 * (that shop type, that day, list order), one page of up to 250, re-read every `poll` ms.
 */
export function useTickets(range: DayRange, shopType: ShopType, poll: number) {
  const { data, previousData, loading, error, refetch } = useOrdersPageQuery({
    variables: { first: MAX_PAGE, filter: { range, shopType }, orderBy: 'DATE' },
    fetchPolicy: 'cache-and-network',
    pollInterval: poll,
  });
  const shown = (data ?? previousData)?.ordersConnection;
  const orders = useMemo(() => (shown?.edges ?? []).map((e) => e.node).filter((o) => !o.deleted), [shown]);
  // Past a kitchen's day of 250 the board says so; the board needs no count, and counting costs.
  const more = shown?.pageInfo.hasNextPage ?? false;
  return { orders, more, loading: loading && !shown, error, refetch };
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
 * Refetch queries by name only while a screen shows them: naming one that is not on screen does
 * nothing but makes Apollo warn «Unknown query named …».
 */
export function useOnScreen() {
  const client = useApolloClient();
  return useCallback(
    (...names: string[]) =>
      () => {
        const active = new Set([...client.getObservableQueries('active').values()].map((q) => q.queryName));
        return names.filter((n) => active.has(n));
      },
    [client],
  );
}

/**
 * Every change of an order. Each resolves to the payload's object, or rejects: a refusal of the
 * input (the payload's userErrors) as UserErrorsError, which serverError reads with its fields;
 * the normalised cache updates the row, and the open order's history is refetched.
 */
export function useOrderActions() {
  const onScreen = useOnScreen();
  const refetchQueries = onScreen('Order');
  const [setStatus] = useSetOrderStatusMutation({ refetchQueries });
  const [setMany] = useSetOrdersStatusMutation({ refetchQueries: onScreen('OrdersPage', 'OrdersTotals') });
  const [assign] = useAssignOrderWorkerMutation({ refetchQueries });
  const [pay] = useSetOrderPaymentMutation({ refetchQueries });
  const [create] = useCreateOrderMutation({ refetchQueries: onScreen('OrdersPage', 'OrdersTotals') });
  const [update] = useUpdateOrderMutation({ refetchQueries });
  const [remove] = useDeleteOrderMutation({ refetchQueries: onScreen('OrdersPage', 'OrdersTotals') });
  const [takePayment] = usePayOrderMutation({ refetchQueries: onScreen('Order') });
  // One key per sale and per payment (graphql/idempotency.ts): a retried submit sends the same one.
  const createKey = useIdempotencyKey();
  const payKey = useIdempotencyKey();
  return {
    setStatus: useCallback(
      async (id: string, statusId: string) =>
        unwrap((await setStatus({ variables: { id, statusId } })).data?.setOrderStatus, 'order'),
      [setStatus],
    ),
    setStatusMany: useCallback(
      async (ids: string[], statusId: string) =>
        unwrap((await setMany({ variables: { ids, statusId } })).data?.setOrdersStatus, 'orderIds'),
      [setMany],
    ),
    assignWorker: useCallback(
      async (id: string, workerId: string | null) =>
        unwrap((await assign({ variables: { id, workerId } })).data?.assignOrderWorker, 'order'),
      [assign],
    ),
    setPayment: useCallback(
      async (id: string, paymentTypeId: string | null, paymentText?: string) =>
        unwrap((await pay({ variables: { id, paymentTypeId, paymentText } })).data?.setOrderPayment, 'order'),
      [pay],
    ),
    create: useCallback(
      (input: OrderInput) =>
        createKey.run(async (context) =>
          unwrap((await create({ variables: { input }, context })).data?.createOrder, 'order'),
        ),
      [create, createKey],
    ),
    /** `version`: the order's version as loaded; a newer one on the server refuses the edit (CONFLICT). */
    update: useCallback(
      async (id: string, input: OrderInput, version?: number | null) =>
        unwrap((await update({ variables: { id, input, version } })).data?.updateOrder, 'order'),
      [update],
    ),
    remove: useCallback(
      async (id: string) => unwrap((await remove({ variables: { id } })).data?.deleteOrder, 'deletedOrderId'),
      [remove],
    ),
    /** Takes money for an order: `amount` kopecks (default: all that is due). */
    payOrder: useCallback(
      (id: string, amount: number | null, paymentTypeId: string | null) =>
        payKey.run(async (context) =>
          unwrap(
            (await takePayment({ variables: { id, amount, paymentTypeId }, context })).data?.payOrder,
            'order',
          ),
        ),
      [takePayment, payKey],
    ),
  };
}
