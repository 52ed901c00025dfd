/** GraphQL face of the demo shop; the cart is the signed-in user's own (uid = user id). */
import type { CartItem, Resolvers } from '../../__generated__/resolvers';
import type { CartItem as StoreItem } from './store';
import { demoStores } from '../stores';

const toCart = (items: StoreItem[]): CartItem[] =>
  items.map(({ amount, ...product }) => ({ amount, product }));

export const shopResolvers: Resolvers = {
  Query: {
    shopProducts: async (_p, _a, ctx) => (await ctx.requireAccess(), demoStores(ctx.auth).shop.products()),
    shopCategories: async (_p, _a, ctx) => (
      await ctx.requireAccess(),
      demoStores(ctx.auth).shop.categories()
    ),
    shopBrands: async (_p, _a, ctx) => (await ctx.requireAccess(), demoStores(ctx.auth).shop.brands()),
    shopRatings: async (_p, _a, ctx) => (await ctx.requireAccess(), demoStores(ctx.auth).shop.ratings()),
    cart: async (_p, _a, ctx) => {
      const user = await ctx.requireAccess();
      return toCart(demoStores(ctx.auth).shop.cart(user.id));
    },
  },
  Mutation: {
    addToCart: async (_p, { productId }, ctx) => {
      const user = await ctx.requireAccess();
      return toCart(demoStores(ctx.auth).shop.addToCart(user.id, productId));
    },
    deleteFromCart: async (_p, { productId }, ctx) => {
      const user = await ctx.requireAccess();
      return toCart(demoStores(ctx.auth).shop.deleteFromCart(user.id, productId));
    },
    updateCartAmount: async (_p, { productId, amount }, ctx) => {
      const user = await ctx.requireAccess();
      return toCart(demoStores(ctx.auth).shop.updateCartAmount(user.id, productId, amount));
    },
  },
};
