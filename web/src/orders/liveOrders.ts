/**
 * The order list kept live by orderChanged (issue 20 item 5) instead of the «Обновить» button
 * alone: a changed order arrives whole and Apollo's cache updates its row in place; a change that
 * may add a row, drop one or move the totals (mayMove) re-reads the first page and the totals
 * line, once for a burst (debounced). The re-read is merged into the pages already scrolled to
 * (mergeFirstPage), so the user keeps their place and their selection. After a reconnection the
 * same re-read is the screen's one catch-up.
 */
import { useApolloClient } from '@apollo/client';
import { useRef } from 'react';
import {
  OrdersPageDocument,
  useDebounced,
  useLatest,
  useLive,
  useOrderChangedSubscription,
  type LiveStatus,
  type OrderChangeKind,
  type OrderFilter,
  type OrdersPageQuery,
  type OrdersPageQueryVariables,
} from '../graphql';

type Connection = NonNullable<OrdersPageQuery['ordersConnection']>;

/**
 * Whether a change of `kind` may add or drop a row under `filter`, or move the totals line. A new
 * or deleted order does; a status may cancel it (the sum leaves cancelled ones out) or leave a
 * status filter; an edit may change its days, client, source or sums. A worker or a payment type
 * matters only to a list filtered by it.
 */
export function mayMove(kind: OrderChangeKind, filter: OrderFilter | null | undefined): boolean {
  if (kind === 'worker') return Boolean(filter?.workerIds?.length || filter?.withoutWorker);
  if (kind === 'payment') return Boolean(filter?.paymentTypeIds?.length);
  return true;
}

/**
 * The list as the user should now see it: the `fresh` first page and totals, then the rows of the
 * later pages they had scrolled to (what followed, in the old list, the last row of the first
 * page that was already shown), less the rows now on the first page and the `gone` (deleted). Keyset cursors make the old end cursor still the right place
 * to go on from. With nothing in common (everything changed), the first page alone.
 */
export function mergeFirstPage(
  existing: Connection | null | undefined,
  fresh: Connection,
  gone: ReadonlySet<string>,
): Connection {
  if (!existing || !fresh.pageInfo.hasNextPage) return fresh;
  const first = new Set(fresh.edges.map((e) => e.node.id));
  const at = new Map(existing.edges.map((e, i) => [e.node.id, i]));
  // The anchor: the first page's last row that was shown before (a new row may end the page).
  const anchor = fresh.edges.findLast((e) => at.has(e.node.id));
  if (!anchor) return fresh;
  const last = at.get(anchor.node.id)!;
  const later = existing.edges.slice(last + 1).filter((e) => !first.has(e.node.id) && !gone.has(e.node.id));
  if (later.length === 0) return fresh;
  return { ...fresh, edges: [...fresh.edges, ...later], pageInfo: existing.pageInfo };
}

/** Keeps the order list of `variables` live; the banner's state for the screen. */
export function useLiveOrders(variables: OrdersPageQueryVariables): LiveStatus {
  const client = useApolloClient();
  const latest = useLatest(variables);
  /** Deleted since the last re-read: dropped from the later pages too. */
  const gone = useRef(new Set<string>());

  /** The re-read in flight, and whether an event came while it was: then it reads once more. */
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const readOnce = async () => {
    const vars = latest.current;
    const deleted = new Set(gone.current);
    gone.current.clear();
    try {
      // Not through the cache: a first page written there would replace the pages scrolled to.
      const { data } = await client.query<OrdersPageQuery, OrdersPageQueryVariables>({
        query: OrdersPageDocument,
        variables: vars,
        fetchPolicy: 'no-cache',
      });
      const fresh = data.ordersConnection;
      // A page that failed (null root) keeps the list shown: the next event reads it again.
      if (!fresh) return;
      client.cache.updateQuery<OrdersPageQuery, OrdersPageQueryVariables>(
        { query: OrdersPageDocument, variables: vars },
        (existing) => ({
          ordersConnection: mergeFirstPage(existing?.ordersConnection, fresh, deleted),
        }),
      );
      // The totals line travels apart from the page and outside the cache (OrdersTotals,
      // useOrderPages): the screen's own query is asked again.
      await client.refetchQueries({ include: ['OrdersTotals'] });
    } catch {
      // Offline or refused: the next event or the reconnection's catch-up reads it again.
    }
  };
  // One re-read at a time: Apollo hands a second identical query in flight the first one's answer,
  // which predates the later event (a site order stayed off the list in Chromium), and two answers
  // can arrive out of order. An event during a read asks for one more read after it.
  const refresh = (): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const run = async () => {
      do {
        again.current = false;
        await readOnce();
      } while (again.current);
    };
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  };
  const soon = useDebounced(refresh);

  return useLive(useOrderChangedSubscription, {
    variables: { shopType: variables.filter?.shopType ?? null },
    onData: ({ orderChanged: { kind, orderId } }) => {
      if (kind === 'deleted') gone.current.add(orderId);
      if (mayMove(kind, latest.current.filter)) soon();
    },
    catchUp: refresh,
  });
}
