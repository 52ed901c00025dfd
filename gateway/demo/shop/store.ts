/**
 * The demo shop (spec sections 3, 4 and 7): products, the filter lists counted from them, and a
 * cart per uid. Add increments a present line or adds it with amount 1; an amount is an integer
 * 0..totalUnit, 0 removes the line. Cart replies merge each line's amount into its product.
 */
import { BadInputError } from '../../errors';
import { clone, found, id, int } from '../input';
import { CARTS, PRODUCTS, type Cart, type Product } from './data';

export type CartItem = Product & { amount: number };

export interface ShopStore {
  products(): Product[];
  categories(): { title: string; product: number }[];
  brands(): { title: string; product: number }[];
  ratings(): { rate: number; product: number }[];
  cart(uid: unknown): CartItem[];
  addToCart(uid: unknown, productId: unknown): CartItem[];
  deleteFromCart(uid: unknown, productId: unknown): CartItem[];
  updateCartAmount(uid: unknown, productId: unknown, amount: unknown): CartItem[];
}

function countBy(products: readonly Product[], key: (p: Product) => string | number) {
  const counts = new Map<string | number, number>();
  for (const p of products) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return [...counts];
}

export function createShopStore(): ShopStore {
  const products = clone(PRODUCTS) as Product[];
  const carts = clone(CARTS) as Cart[];

  const productOf = (productId: unknown) =>
    found(
      products.find((p) => p.id === id(productId, 'productId')),
      'Товар',
    );
  const cartOf = (uid: string): Cart => {
    let cart = carts.find((c) => c.uid === uid);
    if (!cart) carts.push((cart = { uid, list: [] }));
    return cart;
  };
  const view = (uid: string): CartItem[] => {
    const cart = carts.find((c) => c.uid === uid);
    if (!cart) return [];
    return cart.list.flatMap((line) => {
      const p = products.find((x) => x.id === line.productId);
      return p ? [{ ...clone(p), amount: line.amount }] : [];
    });
  };

  return {
    products: () => clone(products),
    categories: () =>
      countBy(products, (p) => p.category).map(([title, n]) => ({ title: String(title), product: n })),
    brands: () =>
      countBy(products, (p) => p.brand).map(([title, n]) => ({ title: String(title), product: n })),
    ratings: () =>
      countBy(products, (p) => p.rating)
        .map(([rate, n]) => ({ rate: Number(rate), product: n }))
        .sort((a, b) => b.rate - a.rate),
    cart: (uid) => (uid === undefined || uid === null || uid === '' ? [] : view(id(uid, 'uid'))),

    addToCart(uidValue, productId) {
      const uid = id(uidValue, 'uid');
      const p = productOf(productId);
      const line = carts.find((c) => c.uid === uid)?.list.find((l) => l.productId === p.id);
      if (line && line.amount >= p.totalUnit) {
        throw new BadInputError(`Больше ${p.totalUnit} шт. добавить нельзя`);
      }
      if (line) line.amount += 1;
      else cartOf(uid).list.push({ productId: p.id, amount: 1 });
      return view(uid);
    },

    deleteFromCart(uidValue, productId) {
      const uid = id(uidValue, 'uid');
      const p = productOf(productId);
      const cart = carts.find((c) => c.uid === uid);
      if (cart) cart.list = cart.list.filter((l) => l.productId !== p.id);
      return view(uid);
    },

    updateCartAmount(uidValue, productId, amountValue) {
      const uid = id(uidValue, 'uid');
      const p = productOf(productId);
      const amount = int(amountValue, 'amount', 0, p.totalUnit);
      const cart = cartOf(uid);
      const line = cart.list.find((l) => l.productId === p.id);
      if (amount === 0) cart.list = cart.list.filter((l) => l.productId !== p.id);
      else if (line) line.amount = amount;
      else cart.list.push({ productId: p.id, amount });
      return view(uid);
    },
  };
}
