import type { ApolloClient } from '@apollo/client';
import { ProductRecordDocument, type OrderInput } from '../../graphql';
import { cartTotals, orderLines } from '../../orders/pos/cart';
import type { QueuedCart } from './entry';

/**
 * A refused sale priced again at today's prices (the cashier's «Отправить по текущим ценам»): each
 * line's product is read from the server, the totals come from the one implementation
 * (cartTotals → schema/order-totals.ts), and what the till takes is the new amount due. A product
 * no longer on sale cannot be repriced: the cashier opens the sale in the POS instead.
 */
export async function repriceCart(
  client: ApolloClient<object>,
  input: OrderInput,
  cart: QueuedCart,
): Promise<{ input: OrderInput; cart: QueuedCart } | { error: string }> {
  const prices = new Map<string, number>();
  for (const id of new Set(cart.lines.map((l) => l.productId))) {
    const { data } = await client.query({
      query: ProductRecordDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    const p = data?.product as { price?: number; active?: boolean; deleted?: boolean } | null | undefined;
    const name = cart.lines.find((l) => l.productId === id)?.name ?? id;
    if (!p || p.deleted || p.active === false)
      return { error: `Товар «${name}» больше не продаётся: откройте заказ в кассе и измените его` };
    prices.set(id, Number(p.price) || 0);
  }
  const lines = cart.lines.map((l) => ({ ...l, price: prices.get(l.productId) ?? l.price }));
  const t = cartTotals(
    lines,
    cart.cash,
    cart.promo,
    cart.certificate,
    cart.discount,
    cart.markup,
    cart.bonusSum,
  );
  const next: QueuedCart = { ...cart, lines };
  return {
    cart: next,
    input: {
      ...input,
      lines: orderLines(lines),
      total: t.total,
      advanceSum: t.due,
      discountValue: t.discountValue,
      certificateSum: input.certificateSum ? t.certificateSum : input.certificateSum,
      bonusSum: t.bonusSum,
    },
  };
}
