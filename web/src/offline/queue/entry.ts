import type { OrderInput } from '../../graphql';
import type { AppliedCertificate, AppliedPromo } from '../../orders/CheckoutCodes';
import type { AppliedMarkup } from '../../orders/CheckoutPresets';
import type { CartDiscount, CartLine } from '../../orders/pos/cart';

/**
 * One sale of the offline order queue (docs/offline.md «Очередь заказов без сети»). Pure: the
 * states and their transitions live here, IndexedDB (store.ts) and the network (sync.ts) apart,
 * so the rules are tested without either.
 *
 * waiting → sending → sent            the server took it (or answered the original for the key)
 *                   → waiting         no reply: resent later with the SAME key
 *                   → conflict        the server refused it; the cashier resolves it
 * conflict → waiting (resend: a new key, the body changed) | deleted (confirmed) | reopened in the POS
 */
export type QueueState = 'waiting' | 'sending' | 'conflict' | 'sent';

/** What the till had in the cart: enough to price the sale again or reopen it in the POS. */
export interface QueuedCart {
  lines: CartLine[];
  promo: AppliedPromo | null;
  certificate: AppliedCertificate | null;
  discount: CartDiscount | null;
  markup: AppliedMarkup | null;
  bonusSum: number;
  /** Cash handed over, kopecks (null: card, or no banknote typed). */
  cash: number | null;
}

export interface QueuedOrder {
  /** The entry's own id: the sale's first idempotency key (stays when a resend takes a new one). */
  id: string;
  /** `userId:shopType`: a queue is a signed-in user's till of one shop type. */
  owner: string;
  /** The device's counter: never reused, so it orders the queue and makes «Ф-N». */
  seq: number;
  /** The Idempotency-Key header of every send of this body. */
  key: string;
  input: OrderInput;
  cart: QueuedCart;
  /** ISO time the cashier pressed «Оплатить». */
  createdAt: string;
  state: QueueState;
  /** The server's refusal (a conflict), in its own Russian words. */
  message: string | null;
  /** Once sent: the server's order. */
  orderId: string | null;
  serverNumber: string | null;
  /**
   * The fiscal receipt of a sent sale was handed to the register's path (docs/fiscal.md): the
   * register needs the server's order, so it is printed after the sync, once.
   */
  fiscalDone: boolean;
}

/** The provisional number a queued sale carries until the server gives its own. */
export const provisionalNumber = (seq: number) => `Ф-${seq}`;

/** The number to show: the server's once sent, else the provisional one. */
export const shownNumber = (e: Pick<QueuedOrder, 'seq' | 'serverNumber'>) =>
  e.serverNumber ?? provisionalNumber(e.seq);

export const bySeq = (a: QueuedOrder, b: QueuedOrder) => a.seq - b.seq;

/** Still the device's to deliver: not sent yet (a conflict too: never dropped silently). */
export const isUnsent = (e: QueuedOrder) => e.state !== 'sent';

/**
 * The next entry to send: the oldest waiting one. `sending` counts as waiting: a tab closed
 * mid-send left it so, and its key makes the resend safe. Conflicts wait for the cashier.
 */
export function nextToSend(entries: readonly QueuedOrder[]): QueuedOrder | null {
  return [...entries].sort(bySeq).find((e) => e.state === 'waiting' || e.state === 'sending') ?? null;
}

export function newEntry(
  fields: Pick<QueuedOrder, 'id' | 'owner' | 'seq' | 'input' | 'cart'> & { createdAt?: string },
): QueuedOrder {
  return {
    ...fields,
    key: fields.id,
    createdAt: fields.createdAt ?? new Date().toISOString(),
    state: 'waiting',
    message: null,
    orderId: null,
    serverNumber: null,
    fiscalDone: false,
  };
}

export const markSending = (e: QueuedOrder): QueuedOrder => ({ ...e, state: 'sending' });
/** No reply: it may or may not have arrived, so it goes again with the same key. */
export const markNoReply = (e: QueuedOrder): QueuedOrder => ({ ...e, state: 'waiting' });
export const markSent = (e: QueuedOrder, order: { id: string; number: string }): QueuedOrder => ({
  ...e,
  state: 'sent',
  message: null,
  orderId: order.id,
  serverNumber: order.number,
});
export const markConflict = (e: QueuedOrder, message: string): QueuedOrder => ({
  ...e,
  state: 'conflict',
  message,
});

/**
 * A conflict sent again with a changed body (today's prices, an open shift): a new key, since the
 * server keeps the old key's body and would refuse another under it (IDEMPOTENCY_KEY_REUSED).
 */
export const resend = (e: QueuedOrder, input: OrderInput, cart: QueuedCart, key: string): QueuedOrder => ({
  ...e,
  input,
  cart,
  key,
  state: 'waiting',
  message: null,
});

/** A sent sale whose fiscal receipt is still to be registered from the server's order. */
export const needsFiscal = (e: QueuedOrder) => e.state === 'sent' && !e.fiscalDone && !!e.orderId;

/** Sent entries are kept a day for the cashier's view («Ф-17 → 000123-45»), then forgotten. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;
export const isStale = (e: QueuedOrder, now: number) =>
  e.state === 'sent' && now - Date.parse(e.createdAt) > SENT_KEPT_MS;
