/**
 * The JSON a receiver gets for one outbox event (docs/integrations.md «Что приходит»):
 * `{ id, type, createdAt, shopType, data }`. The data stays small (ids, number, status, totals):
 * fetching the order by id is how an integrator reads the rest, with a token that is allowed to.
 * No client's phone, e-mail or address ever goes out, whatever the outbox row holds.
 */
import { PUBLIC_EVENT_OF, type WebhookEvent } from '../../schema/webhooks';

export interface OutboxEvent {
  id: number | string;
  kind: string;
  shop_type: string | null;
  subject_id: number | null;
  payload: Record<string, unknown> | null;
  /** ISO 8601 in UTC. */
  created_at: string;
}

export interface WebhookBody {
  id: string;
  type: WebhookEvent;
  createdAt: string;
  shopType: string | null;
  data: Record<string, unknown>;
}

/** Personal data and free text that may name a person: never sent, at any depth. */
const WITHHELD = /phone|e-?mail|address|adres|klient|client|recipient|birth|comment|note/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4) return undefined;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!WITHHELD.test(k)) out[k] = scrub(v, depth + 1);
    return out;
  }
  return value;
}

/** What the subject id is called in `data`, by the event's family. */
const SUBJECT_KEY: Readonly<Record<string, string>> = {
  order: 'orderId',
  cash_shift: 'shiftId',
  // The low-stock notification; the product is `data.productId`.
  stock: 'notificationId',
};

export function webhookBody(e: OutboxEvent): WebhookBody {
  const type = PUBLIC_EVENT_OF[e.kind];
  const family = e.kind.split('.')[0];
  const data: Record<string, unknown> = { ...(scrub(e.payload ?? {}) as Record<string, unknown>) };
  const subjectKey = SUBJECT_KEY[family] ?? 'subjectId';
  if (e.subject_id != null && data[subjectKey] === undefined) data[subjectKey] = e.subject_id;
  // order.status / worker / payment / lines are one public event; the change says which.
  if (type === 'order.changed') data.change = e.kind.slice('order.'.length);
  return { id: String(e.id), type, createdAt: e.created_at, shopType: e.shop_type, data };
}
