import { useMemo } from 'react';
import { useCategoriesQuery, useProductsQuery, type ShopType } from '../graphql';

export interface Product {
  id: string;
  name: string;
  /** Kopecks. */
  price: number;
  categoryId: string | null;
  unit: string;
  article: string;
}

export interface Category {
  id: string;
  name: string;
  parentId: string | null;
}

/** Shown for sale: active and not deleted (the query already leaves deleted ones out). */
const onSale = (r: { active: boolean; deleted: boolean }) => r.active && !r.deleted;

/**
 * The catalogue of one shop type as the order screens offer it: active products and categories,
 * in the catalogue's order (sort, then id). The shop type is the screen's, which the route guard
 * makes the user's (schema/access.ts). A product missing here can still be entered by its code;
 * the CRM checks that it exists.
 */
export function useCatalog(shopType: ShopType) {
  const products = useProductsQuery({ variables: { shopType }, fetchPolicy: 'cache-first' });
  const categories = useCategoriesQuery({ variables: { shopType }, fetchPolicy: 'cache-first' });
  return useMemo(
    () => ({
      products: (products.data?.products ?? []).filter(onSale).map((p): Product => ({
        id: p.id,
        name: p.name,
        price: p.price,
        categoryId: p.categoryId ?? null,
        unit: p.unit,
        article: p.article,
      })),
      categories: (categories.data?.categories ?? [])
        .filter(onSale)
        .map((c): Category => ({ id: c.id, name: c.name, parentId: c.parentId ?? null })),
      loading: (products.loading && !products.data) || (categories.loading && !categories.data),
      error: products.error ?? categories.error,
    }),
    [products.data, products.loading, products.error, categories.data, categories.loading, categories.error],
  );
}

/** Top-level categories, and each category's top-level ancestor (for the POS tiles). */
export function topLevel(categories: Category[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const rootOf = (id: string | null): string | null => {
    const seen = new Set<string>();
    let c = id ? byId.get(id) : undefined;
    // A parent outside the shown ones (inactive) ends the climb below the top: no tile shows
    // that branch, its products stay under «Все товары». `seen` guards a cycle.
    while (c?.parentId && byId.has(c.parentId) && !seen.has(c.id)) {
      seen.add(c.id);
      c = byId.get(c.parentId);
    }
    return c?.id ?? null;
  };
  const roots = categories.filter((c) => !c.parentId);
  return { roots, rootOf };
}
