import type { NotificationFieldsFragment, NotificationsQuery } from '../graphql';

/**
 * The bell's page with a pushed notification on top and counted, the page kept at `first` rows.
 * One already shown (the catch-up read it, or the event came twice) changes nothing.
 */
export function withAdded(
  page: NotificationsQuery,
  added: NotificationFieldsFragment,
  first: number,
): NotificationsQuery {
  // A page that failed (null root) has nothing to add to: the bell's catch-up reads it again.
  if (!page.notificationsConnection) return page;
  const { edges, totalCount } = page.notificationsConnection;
  if (edges.some((e) => e.node.id === added.id)) return page;
  // Typed by the query, which names no __typename; the cache needs it to store the edge.
  const edge = { __typename: 'NotificationEdge' as const, node: added };
  return {
    ...page,
    notificationsConnection: {
      ...page.notificationsConnection,
      totalCount: totalCount + 1,
      edges: [edge, ...edges].slice(0, first),
    },
  };
}
