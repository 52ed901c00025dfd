import type { ApolloCache } from '@apollo/client';
import {
  CartDocument,
  useAddToCartMutation,
  useCartQuery,
  useDeleteFromCartMutation,
  useShopCatalogQuery,
  useUpdateCartAmountMutation,
  type CartItemFieldsFragment,
  type CartQuery,
} from '../../graphql';

/** Every cart mutation answers the whole cart: write it where the Cart query reads it. */
const storeCart = (cache: ApolloCache<unknown>, cart: CartItemFieldsFragment[] | undefined) => {
  if (cart) cache.writeQuery<CartQuery>({ query: CartDocument, data: { cart } });
};

/** The demo shop: catalogue, the signed-in user's cart and its three calls. */
export function useShop() {
  const catalog = useShopCatalogQuery();
  const cartQuery = useCartQuery();
  const [add, added] = useAddToCartMutation({ update: (c, r) => storeCart(c, r.data?.addToCart) });
  const [remove, removed] = useDeleteFromCartMutation({
    update: (c, r) => storeCart(c, r.data?.deleteFromCart),
  });
  const [update, updated] = useUpdateCartAmountMutation({
    update: (c, r) => storeCart(c, r.data?.updateCartAmount),
  });
  const cart = cartQuery.data?.cart ?? [];
  return {
    products: catalog.data?.shopProducts ?? [],
    categories: catalog.data?.shopCategories ?? [],
    brands: catalog.data?.shopBrands ?? [],
    ratings: catalog.data?.shopRatings ?? [],
    cart,
    amountOf: (productId: string) => cart.find((i) => i.product.id === productId)?.amount ?? 0,
    loading: catalog.loading || cartQuery.loading,
    error: catalog.error ?? cartQuery.error ?? added.error ?? removed.error ?? updated.error,
    busy: added.loading || removed.loading || updated.loading,
    addToCart: (productId: string) => add({ variables: { productId } }),
    deleteFromCart: (productId: string) => remove({ variables: { productId } }),
    updateAmount: (productId: string, amount: number) => update({ variables: { productId, amount } }),
  };
}
