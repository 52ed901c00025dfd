/**
 * A CRM outbox event (crm/events/poll.ts) as the bus's DomainEvent (bus.ts), the shape the
 * subscriptions already read. The outbox holds ids only, so a shift or a notification is read
 * from the CRM here, once per event for all sockets; orders are read by each subscription (its
 * user's scope masks personal data), as before.
 */
import type { Upstream } from '../upstream/types';
import type { DomainEvent, OrderChangeKind } from './bus';

export interface CrmEvent {
  id: number;
  kind: string;
  shopType: string | null;
  subjectId: number | null;
  payload: Record<string, unknown>;
}

const ORDER_KINDS: ReadonlySet<string> = new Set([
  'created',
  'status',
  'worker',
  'payment',
  'lines',
  'deleted',
]);

type Rec = Record<string, unknown> & { id: number | string };
const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v) && 'id' in v;

/** Reads shared by the events of one batch: the open notifications are read once. */
export function translator(upstream: Pick<Upstream, 'call'>) {
  let notifications: Promise<Rec[]> | null = null;
  const openNotifications = () =>
    (notifications ??= upstream
      .call('notification', 'getAllNotificationList', { shopType: null })
      .then((rows) => (Array.isArray(rows) ? rows.filter(isRec) : [])));

  return async function translate(e: CrmEvent): Promise<DomainEvent | null> {
    const [area, what] = e.kind.split('.');
    if (area === 'order' && ORDER_KINDS.has(what) && e.subjectId !== null) {
      return { type: 'order', kind: what as OrderChangeKind, orderId: e.subjectId, shopType: e.shopType };
    }
    if (area === 'cash_shift' && (what === 'opened' || what === 'closed') && e.subjectId !== null) {
      const shift = await upstream.call('cashbox', 'getShift', { id: e.subjectId });
      return isRec(shift) ? { type: 'cashShift', kind: what, shift } : null;
    }
    if (e.kind === 'notification.added' && e.subjectId !== null) {
      // Dismissed already (or never open): there is nothing to show.
      const found = (await openNotifications()).find((n) => Number(n.id) === e.subjectId);
      return found ? { type: 'notification', notification: { ...found, id: Number(found.id) } } : null;
    }
    if (e.kind === 'session.changed') return { type: 'sessions' };
    // stock.below_minimum is told by its notification.added (the subscription picks low_stock);
    // list.changed only invalidates caches.
    return null;
  };
}
