/** Russian words of the «Вебхуки» screen; the event names are schema/webhooks.ts's. */
import { WEBHOOK_EVENTS, type WebhookEvent as PublicEvent } from '../../../../schema/webhooks';
import type { WebhookDeliveryStatus, WebhookEvent } from '../../graphql';

/** ORDER_CREATED → order.created, the name integrators see in the body's `type`. */
export const publicName = (e: WebhookEvent): PublicEvent =>
  (e.startsWith('CASH_SHIFT_')
    ? `cash_shift.${e.slice(11).toLowerCase()}`
    : e.toLowerCase().replace('_', '.')) as PublicEvent;

export const EVENT_LABEL = (e: WebhookEvent) => WEBHOOK_EVENTS[publicName(e)] ?? e;

export const EVENTS: readonly WebhookEvent[] = [
  'ORDER_CREATED',
  'ORDER_CHANGED',
  'ORDER_DELETED',
  'CASH_SHIFT_OPENED',
  'CASH_SHIFT_CLOSED',
  'STOCK_BELOW_MINIMUM',
];

export const STATUS_LABELS: Record<
  WebhookDeliveryStatus,
  { text: string; intent: 'primary' | 'success' | 'danger' }
> = {
  PENDING: { text: 'В очереди', intent: 'primary' },
  DELIVERED: { text: 'Доставлено', intent: 'success' },
  FAILED: { text: 'Не доставлено', intent: 'danger' },
};
