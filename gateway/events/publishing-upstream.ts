/**
 * The ONE place the gateway learns what it changed (issue 20 item 2): every write of both faces,
 * GraphQL and /api, goes through the CRM client, so the client wrapped here publishes the event
 * of each successful write. A resolver or a legacy route cannot forget to publish, and a refused
 * write publishes nothing. What is published is decided from the call and the CRM's reply:
 *
 * - order writes: `order` with the kind of change and the order's shop type (for filtering);
 * - cashbox openShift / closeShift: `cashShift` with the shift the CRM returned;
 * - writes that may make the CRM raise notifications (orders, stock documents, backups): the
 *   open notifications newer than the last one seen are read once and published;
 * - auth and user writes (sign-out, rights): `sessions`, so open sockets check their session.
 *
 * Publishing never fails or delays the write's reply: the extra reads run after it, and their
 * faults are logged only.
 *
 * This is the fallback (issue 20 item 3): while the follower of the CRM's event outbox runs
 * (gateway/events/follower.ts, `followed()` true), every event, this instance's writes included,
 * comes from there and this wrapper publishes nothing, so nothing is told twice. With a CRM that
 * has no outbox (an older remote CRM answers events/poll with 404) this stays the publisher:
 * events then reach this instance's subscribers only.
 */
import type { CachedUpstream } from '../cache/cached-upstream';
import { isCrmRead } from '../../schema/crm-methods';
import type { DomainEvent, EventBus, OrderChangeKind } from './bus';

const ORDER_KINDS: Readonly<Record<string, OrderChangeKind>> = {
  newOrder: 'created',
  EditOrderData: 'lines',
  setStatusOrder: 'status',
  setStatusOrders: 'status',
  setWorkerStatusOrder: 'worker',
  setTypePayment: 'payment',
  payOrder: 'payment',
  deleteOrder: 'deleted',
};

const SHIFT_KINDS: Readonly<Record<string, 'opened' | 'closed'>> = {
  openShift: 'opened',
  closeShift: 'closed',
};

/** Areas whose writes may raise a notification in the CRM (crm/notifications/raise.ts). */
const NOTIFYING_AREAS = new Set(['order', 'warehouse', 'reference', 'backup']);
const SESSION_AREAS = new Set(['auth', 'user']);

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);

/** The order of a reply: the record itself, or getOrderInfo's `{OrderList: [record]}`. */
function orderOf(data: unknown): Rec | null {
  if (isRec(data) && Array.isArray(data.OrderList))
    return isRec(data.OrderList[0]) ? data.OrderList[0] : null;
  return isRec(data) && data.id != null ? data : null;
}

const shopTypeOf = (order: Rec | null) => (typeof order?.shopType === 'string' ? order.shopType : null);

export function publishingUpstream(
  inner: CachedUpstream,
  bus: EventBus,
  onError: (err: unknown) => void,
  followed: () => boolean = () => false,
): CachedUpstream {
  const orderShopType = async (id: number): Promise<string | null> => {
    try {
      const data = await inner.call('order', 'getOrderInfo', {
        DateOrderPull: { idOrder: id },
        Affiliate: { active: 0, id: 1 },
      });
      return shopTypeOf(orderOf(data));
    } catch {
      return null;
    }
  };

  // The newest notification id seen; read once before the first write that may raise one, so
  // that write's notifications are told and older ones are not.
  let seen: Promise<number | null> | null = null;
  const newestId = async (): Promise<{ max: number; rows: Rec[] }> => {
    const data = await inner.call('notification', 'getAllNotificationList', { shopType: null });
    const rows = Array.isArray(data) ? data.filter(isRec) : [];
    return { max: rows.reduce((m, r) => Math.max(m, Number(r.id) || 0), 0), rows };
  };
  // Unread (the CRM did not answer): tried again at the next write, and nothing is told from a
  // guess, so a failed read never floods subscribers with every open notification.
  const watermark = () =>
    (seen ??= newestId().then(
      (r) => r.max,
      () => {
        seen = null;
        return null;
      },
    ));
  // One check at a time: two writes in a row must not tell the same notification twice.
  let checking: Promise<unknown> = Promise.resolve();
  const tellNewNotifications = () => {
    checking = checking
      .then(async () => {
        const from = await watermark();
        if (from === null) return;
        const { rows } = await newestId();
        const fresh = rows.filter((r) => Number(r.id) > from).sort((a, b) => Number(a.id) - Number(b.id));
        if (fresh.length > 0) seen = Promise.resolve(Number(fresh[fresh.length - 1].id));
        for (const notification of fresh)
          bus.publish({
            type: 'notification',
            notification: { ...notification, id: Number(notification.id) },
          });
      })
      .catch(onError);
  };

  async function published(area: string, method: string, body: unknown, data: unknown): Promise<void> {
    const b = isRec(body) ? body : {};
    const events: DomainEvent[] = [];
    if (area === 'order' && ORDER_KINDS[method]) {
      const kind = ORDER_KINDS[method];
      if (method === 'setStatusOrders') {
        const ids = Array.isArray(b.idOrders) ? b.idOrders.map(Number).filter(Number.isInteger) : [];
        for (const orderId of ids)
          events.push({ type: 'order', kind, orderId, shopType: await orderShopType(orderId) });
      } else if (method !== 'deleteOrder') {
        const order = orderOf(data);
        if (order)
          events.push({ type: 'order', kind, orderId: Number(order.id), shopType: shopTypeOf(order) });
      }
    }
    if (area === 'cashbox' && SHIFT_KINDS[method] && isRec(data)) {
      events.push({ type: 'cashShift', kind: SHIFT_KINDS[method], shift: data });
    }
    if (SESSION_AREAS.has(area)) events.push({ type: 'sessions' });
    for (const event of events) bus.publish(event);
    if (NOTIFYING_AREAS.has(area)) tellNewNotifications();
  }

  /** Runs a write and publishes what it changed, without holding the reply for it. */
  async function write<T>(area: string, method: string, body: unknown, run: () => Promise<T>): Promise<T> {
    if (NOTIFYING_AREAS.has(area)) await watermark();
    // A deleted order is no longer read by id: its shop type is taken before.
    const deleted =
      area === 'order' && method === 'deleteOrder' && isRec(body) ? Number(body.idOrderDeleted) : null;
    const deletedShop = deleted ? await orderShopType(deleted) : null;
    const data = await run();
    if (deleted) bus.publish({ type: 'order', kind: 'deleted', orderId: deleted, shopType: deletedShop });
    published(area, method, body, data).catch(onError);
    return data;
  }

  return {
    ...inner,
    call<T>(area: string, method: string, body?: unknown): Promise<T> {
      if (isCrmRead(area, method) || followed()) return inner.call<T>(area, method, body);
      return write(area, method, body, () => inner.call<T>(area, method, body));
    },
    async envelope<T>(area: string, method: string, body?: unknown) {
      if (isCrmRead(area, method) || followed()) return inner.envelope<T>(area, method, body);
      const env = await inner.envelope<T>(area, method, body);
      if (env.error === 0) published(area, method, body, env.data).catch(onError);
      return env;
    },
    close: () => inner.close(),
    clearCaches: () => inner.clearCaches(),
    invalidate: (what) => inner.invalidate(what),
  };
}
