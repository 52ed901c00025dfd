import type { NotificationFieldsFragment, NotificationsQuery } from '../graphql';

/**
 * The bell's page with a pushed notification on top and counted, the page kept at `first` rows.
 * Only a notification newer than everything the bell knows joins it: ids grow with time, so one
 * at or below the page's newest, or below `floor` (the highest id the bell dismissed or cleared),
 * was read already, or dismissed, or cleared. A late push of it changes nothing: a push of a
 * notification made before the page was read, arriving after a dismiss, brought the dismissed
 * one back (the browser test saw «Уведомления: 2» stay after a dismiss, CI of 3cb7a7c).
 */
export function withAdded(
  page: NotificationsQuery,
  added: NotificationFieldsFragment,
  first: number,
  floor = 0,
): NotificationsQuery {
  // A page that failed (null root) has nothing to add to: the bell's catch-up reads it again.
  if (!page.notificationsConnection) return page;
  const { edges, totalCount } = page.notificationsConnection;
  const known = Math.max(floor, ...edges.map((e) => Number(e.node.id)));
  if (Number(added.id) <= known) return page;
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
