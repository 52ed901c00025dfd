import { useApolloClient, type Reference, type StoreObject } from '@apollo/client';
import { useCallback, useMemo, useState } from 'react';
import {
  CategoriesRecordsDocument,
  PlaceCategoryDocument,
  ProductRecordDocument,
  RemoveCategoryImageDocument,
  RemoveProductImageDocument,
  SetProductCompositionDocument,
  unwrap,
  useCategoryProductCountsQuery,
  type CompositionLineFragment,
  type ShopType,
} from '../graphql';
import { useSession } from '../app/session/context';
import { useListActions } from '../lists/actions';
import { useList, type ListRecord } from '../lists/store';
import { applyPlacement, buildTree, productCounts, type CategoryTree, type Placement } from './tree';
import { uploadImage, type ImageOwner } from './upload';

export const SHOP_TYPES: { value: ShopType; label: string }[] = [
  { value: 'flower_shop', label: 'Цветочный магазин' },
  { value: 'fastfood', label: 'Фастфуд' },
];

const SHOP_KEY = 'catalog.shopType';

/**
 * The shop type the catalogue shows: the user's own; a superadmin may look at the other one, and
 * that choice is remembered (the product form of a new product follows it).
 */
export function useShopType(): {
  shopType: ShopType;
  canSwitch: boolean;
  setShopType: (s: ShopType) => void;
} {
  const { user } = useSession();
  const own = (user?.typeAccount ?? 'flower_shop') as ShopType;
  const canSwitch = user?.role === 'SA';
  const [chosen, setChosen] = useState<ShopType | null>(() => {
    const stored = readStored(SHOP_KEY);
    return SHOP_TYPES.some((s) => s.value === stored) ? (stored as ShopType) : null;
  });
  const setShopType = useCallback((s: ShopType) => {
    setChosen(s);
    writeStored(SHOP_KEY, s);
  }, []);
  return { shopType: canSwitch && chosen ? chosen : own, canSwitch, setShopType };
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

/**
 * The categories of one shop type from the shared list store, deleted ones included (screens
 * decide what to show), and the category tree. Categories are few and travel whole; products
 * grow with the shop and are paged by the server where they are shown (ProductsPanel, issue 17).
 */
export function useCatalogData(shopType: ShopType) {
  const { all, loading, error, refetch } = useList('Category');
  return useMemo(() => {
    const categories = all.filter((r: ListRecord) => r.shopType === shopType);
    return {
      categories,
      /** Every category of the shop type, deleted ones too. */
      fullTree: buildTree(categories),
      /** Categories that exist (not deleted): what selects and the tree offer. */
      tree: buildTree(categories.filter((c) => !c.deleted)),
      loading,
      error,
      refetch,
    };
  }, [shopType, all, loading, error, refetch]);
}

export type CatalogData = ReturnType<typeof useCatalogData>;

/**
 * The tree's product counts from the server (live products per category, issue 17: the
 * catalogue no longer loads every product), read again each time the catalogue opens, so a
 * product made or deleted elsewhere is counted.
 */
export function useProductCounts(shopType: ShopType, tree: CategoryTree) {
  const { data } = useCategoryProductCountsQuery({
    variables: { shopType },
    fetchPolicy: 'cache-and-network',
  });
  const own = data?.categoryProductCounts;
  return useMemo(() => (own ? productCounts(tree, own) : null), [tree, own]);
}

export type CompositionLine = CompositionLineFragment;

/** The writes of the catalogue beyond the generic list ones; each keeps the shared cache exact. */
export function useCatalogActions() {
  const client = useApolloClient();
  const categories = useListActions('Category');
  const products = useListActions('ProductList');
  return useMemo(
    () => ({
      categories,
      products,
      /** Moves a category in the tree; the screen shows the new order before the reply. */
      place: async (p: Placement, current: readonly ListRecord[]) => {
        const { data: reply } = await client.mutate({
          mutation: PlaceCategoryDocument,
          variables: p,
          optimisticResponse: {
            placeCategory: {
              __typename: 'PlaceCategoryPayload',
              categories: applyPlacement(current, p) as never,
              userErrors: [],
            },
          },
          update(cache, { data }) {
            const placed = data?.placeCategory.categories;
            if (!placed) return;
            // The reply is every category in its new order; deleted ones it may leave out stay.
            cache.modify({
              fields: {
                categories(existing, { toReference }) {
                  const refs: Reference[] = [];
                  for (const c of placed) {
                    const ref = toReference(c as StoreObject);
                    if (ref) refs.push(ref);
                  }
                  const ids = new Set(refs.map((r) => r.__ref));
                  const kept = ((existing ?? []) as readonly Reference[]).filter((r) => !ids.has(r.__ref));
                  return [...refs, ...kept];
                },
              },
            });
          },
        });
        // A refused place (a parent inside the category itself) undoes the optimistic order.
        unwrap(reply?.placeCategory, 'categories');
      },
      setComposition: async (productId: string, items: { componentId: string; quantity: number }[]) => {
        const { data } = await client.mutate({
          mutation: SetProductCompositionDocument,
          variables: { productId, items },
        });
        unwrap(data?.setProductComposition, 'product');
      },
      removeImage: async (owner: ImageOwner, id: string) => {
        if (owner === 'product') {
          const { data } = await client.mutate({ mutation: RemoveProductImageDocument, variables: { id } });
          unwrap(data?.removeProductImage, 'product');
        } else {
          const { data } = await client.mutate({ mutation: RemoveCategoryImageDocument, variables: { id } });
          unwrap(data?.removeCategoryImage, 'category');
        }
      },
      /**
       * Uploads, then reads the record back so every screen shows the new picture: a product by
       * itself (the cache updates it wherever it shows), the categories whole (they are few).
       */
      upload: async (owner: ImageOwner, id: string, file: File) => {
        await uploadImage(owner, id, file);
        if (owner === 'product')
          await client.query({
            query: ProductRecordDocument,
            variables: { id },
            fetchPolicy: 'network-only',
          });
        else await client.query({ query: CategoriesRecordsDocument, fetchPolicy: 'network-only' });
      },
    }),
    [client, categories, products],
  );
}
