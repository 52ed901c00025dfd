import { graphql, HttpResponse } from 'msw';

/** The bell's operations (web/src/notifications/notifications.graphql) over an in-memory list. */
export const notificationCalls: { operation: string; variables: Record<string, unknown> }[] = [];

const note = (id: string, kind: string, title: string, text: string, orderId: string | null) => ({
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

let open: ReturnType<typeof note>[] = [];

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

export const notificationHandlers = [
  graphql.query('Notifications', () => HttpResponse.json({ data: { notifications: open } })),
  graphql.mutation('DismissNotification', ({ variables }) => {
    notificationCalls.push({ operation: 'DismissNotification', variables });
    open = open.filter((n) => n.id !== variables.id);
    return HttpResponse.json({ data: { dismissNotification: open } });
  }),
  graphql.mutation('ClearNotifications', ({ variables }) => {
    notificationCalls.push({ operation: 'ClearNotifications', variables });
    const ids = new Set((variables.ids as string[] | null) ?? open.map((n) => n.id));
    open = open.filter((n) => !ids.has(n.id));
    return HttpResponse.json({ data: { clearNotifications: open } });
  }),
];
