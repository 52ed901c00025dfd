import { graphql, HttpResponse } from 'msw';
import type {
  ClearNotificationsMutation,
  ClearNotificationsMutationVariables,
  DismissNotificationMutation,
  DismissNotificationMutationVariables,
  NotificationsQuery,
  NotificationsQueryVariables,
} from '../../web/src/graphql/__generated__/hooks';
import type { Reply } from './replies';

/** The bell's operations (web/src/notifications/notifications.graphql) over an in-memory list. */
export const notificationCalls: { operation: string; variables: Record<string, unknown> }[] = [];
/** How often the bell read its page (a push must not cost a read). */
export const notificationReads = { count: 0 };

type Note = Reply<NonNullable<NotificationsQuery['notificationsConnection']>['edges'][number]['node']>;

const note = (id: string, kind: Note['kind'], title: string, text: string, orderId: string | null): Note => ({
  __typename: 'Notification' as const,
  id,
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  kind,
  title,
  text,
  shopType: 'flower_shop',
  orderId,
  productId: null,
  affiliateId: '1',
});

let open: Note[] = [];

/** Tests that want notifications set them; every other test sees an empty bell. */
export function setNotifications(count: number) {
  open = Array.from({ length: count }, (_, i) =>
    note(
      String(i + 1),
      'site_order',
      `Новый заказ с сайта 261121-00${i + 1}`,
      'На сумму 3 500,00 ₽',
      String(100 + i),
    ),
  );
}

/** The open ones newest first (the higher id: all were raised at the same moment). */
const newest = () => [...open].reverse();
const ids = () => open.map((n) => ({ __typename: 'Notification' as const, id: n.id }));
/** A dismiss or clear payload (issue 18): the open ones left, no refusal. */
const left = (__typename: string) => ({ __typename, notifications: ids(), userErrors: [] });

export const notificationHandlers = [
  graphql.query<Reply<NotificationsQuery>, NotificationsQueryVariables>('Notifications', ({ variables }) => {
    notificationReads.count++;
    return HttpResponse.json({
      data: {
        notificationsConnection: {
          __typename: 'NotificationConnection',
          totalCount: open.length,
          edges: newest()
            .slice(0, variables.first as number)
            .map((node) => ({ __typename: 'NotificationEdge', node })),
        },
      },
    });
  }),
  graphql.mutation<Reply<DismissNotificationMutation>, DismissNotificationMutationVariables>(
    'DismissNotification',
    ({ variables }) => {
      notificationCalls.push({ operation: 'DismissNotification', variables });
      open = open.filter((n) => n.id !== variables.id);
      return HttpResponse.json({ data: { dismissNotification: left('DismissNotificationPayload') } });
    },
  ),
  graphql.mutation<Reply<ClearNotificationsMutation>, ClearNotificationsMutationVariables>(
    'ClearNotifications',
    ({ variables }) => {
      notificationCalls.push({ operation: 'ClearNotifications', variables });
      open = open.filter((n) => Number(n.id) > Number(variables.upTo));
      return HttpResponse.json({ data: { clearNotifications: left('ClearNotificationsPayload') } });
    },
  ),
];
