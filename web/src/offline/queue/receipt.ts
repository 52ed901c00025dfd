import { cartTotals, unitPrice } from '../../orders/pos/cart';
import type { ReceiptOrder } from '../../settings/receipt';
import { provisionalNumber, shownNumber, type QueuedOrder } from './entry';

/** How a receipt printed before the sync names the sale: the cashier and the customer know. */
export const provisionalLabel = (seq: number) => `${provisionalNumber(seq)} (предварительный номер)`;

/**
 * A queued sale as the receipt template reads an order (settings/receipt.ts receiptRows): the same
 * rows as the server's order would print, the totals from the one implementation, the number the
 * provisional one until the server gave its own.
 */
export function queuedReceiptOrder(
  e: QueuedOrder,
  paymentType: { id: string; name: string; cashless: boolean } | null,
): ReceiptOrder {
  const { cart } = e;
  const t = cartTotals(
    cart.lines,
    cart.cash,
    cart.promo,
    cart.certificate,
    cart.discount,
    cart.markup,
    cart.bonusSum,
  );
  const person = e.input.client;
  return {
    id: e.id,
    number: e.serverNumber ? shownNumber(e) : provisionalLabel(e.seq),
    shopType: e.input.shopType ?? 'fastfood',
    date: e.createdAt.slice(0, 10),
    createdAt: e.createdAt,
    client: person
      ? {
          id: '',
          firstName: person.firstName ?? '',
          lastName: person.lastName ?? '',
          phone: person.phone ?? '',
        }
      : null,
    lines: cart.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      count: l.count,
      price: l.price,
      modifiersPrice: unitPrice(l) - l.price,
      sum: unitPrice(l) * l.count,
      comment: l.comment,
      modifiers: l.modifiers.map((m) => ({ name: m.name, priceDelta: m.priceDelta })),
      comboParts: l.parts.map((p) => ({
        slot: p.slot,
        name: p.name,
        modifiers: p.modifiers.map((m) => ({ name: m.name, priceDelta: m.priceDelta })),
      })),
    })),
    subtotal: cart.lines.reduce((sum, l) => sum + unitPrice(l) * l.count, 0),
    discountSum: t.discountSum,
    promoCode: cart.promo?.code ?? '',
    promoSum: t.promoSum,
    markupName: cart.markup?.name ?? '',
    markupSum: t.markupSum,
    giftName: '',
    deliverySum: 0,
    total: t.total,
    certificateCode: cart.certificate?.code ?? '',
    certificateSum: t.certificateSum,
    paymentText: e.input.paymentText ?? '',
    paymentType,
    changeFor: cart.cash,
    change: t.change,
    filledBy: null,
  } as ReceiptOrder;
}
