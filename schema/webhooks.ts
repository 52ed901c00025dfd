/**
 * Webhooks (issue 20 item 4, docs/integrations.md «Webhooks»): the rules the gateway, the CRM and
 * the «Вебхуки» screen share. The public event names are a contract with integrators, so the
 * CRM's internal outbox kinds (crm_events.kind) are mapped onto them here, once.
 */
import type { Rule } from './access';

/** Who manages webhooks: the superadmin only (an endpoint receives both shop types' orders). */
export const MANAGE_RULE: Rule = { level: 'sa' };

/** The events an endpoint may subscribe to, with the screen's Russian labels. */
export const WEBHOOK_EVENTS = {
  'order.created': 'Новый заказ',
  'order.changed': 'Заказ изменён (статус, исполнитель, оплата, состав)',
  'order.deleted': 'Заказ удалён',
  'cash_shift.opened': 'Смена открыта',
  'cash_shift.closed': 'Смена закрыта',
  'stock.below_minimum': 'Остаток ниже минимума',
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_LIST = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

export const isWebhookEvent = (v: unknown): v is WebhookEvent =>
  typeof v === 'string' && Object.hasOwn(WEBHOOK_EVENTS, v);

/**
 * The outbox kind → the public event; the `order.*` changes become `order.changed` with the
 * change named in `data.change`. Kinds absent here (session.changed, notification.added) are
 * internal and never leave the product.
 */
export const PUBLIC_EVENT_OF: Readonly<Record<string, WebhookEvent>> = {
  'order.created': 'order.created',
  'order.status': 'order.changed',
  'order.worker': 'order.changed',
  'order.payment': 'order.changed',
  'order.lines': 'order.changed',
  'order.deleted': 'order.deleted',
  'cash_shift.opened': 'cash_shift.opened',
  'cash_shift.closed': 'cash_shift.closed',
  'stock.below_minimum': 'stock.below_minimum',
};

/** The outbox kinds an endpoint subscribed to `events` receives. */
export const internalKindsOf = (events: readonly string[]): string[] =>
  Object.entries(PUBLIC_EVENT_OF)
    .filter(([, pub]) => events.includes(pub))
    .map(([kind]) => kind);

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;

/** Retries: the pause before attempt n + 1 doubles from 10 s up to an hour, ±20 %, for 24 h. */
export const RETRY_FIRST_MS = 10_000;
export const RETRY_MAX_MS = 3_600_000;
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** One POST may take this long; then it counts as failed and is retried. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Why `raw` is not a webhook URL (Russian), or null. Only the form: whether its host is a
 * private address is the server's check (crm/webhooks/address.ts), which resolves it.
 */
export function urlFormRefusal(raw: string): string | null {
  if (raw.length > URL_MAX) return `Адрес длиннее ${URL_MAX} символов`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Неверный адрес: укажите полный URL, например https://example.com/hooks';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Адрес должен начинаться с http:// или https://';
  if (url.username || url.password) return 'Адрес не должен содержать имя пользователя и пароль';
  if (!url.hostname) return 'В адресе нет имени сервера';
  return null;
}
