import { useMemo } from 'react';
import type { ShopType } from '../graphql';
import { useList, type ListRecord } from '../lists/store';

export interface Product {
  id: string;
  name: string;
  /** Kopecks. */
  price: number;
  categoryId: string | null;
  unit: string;
  article: string;
  barcode: string;
  thumbnailUrl: string | null;
}

export interface Category {
  id: string;
  name: string;
  parentId: string | null;
}

/** Shown for sale: active, not deleted, of the screen's shop type. */
const onSale = (shopType: ShopType) => (r: ListRecord) => r.active && !r.deleted && r.shopType === shopType;
const idOrNull = (v: unknown) => (v == null || v === '' ? null : String(v));

/**
 * The catalogue of one shop type as the order screens offer it: active products and categories,
 * in the catalogue's order (sort, then id). They come from the shared list store, so a product
 * the catalogue screens just created or changed shows here at once. The shop type is the
 * screen's, which the route guard makes the user's (schema/access.ts). A product missing here
 * can still be entered by its code; the CRM checks that it exists.
 */
export function useCatalog(shopType: ShopType) {
  const products = useList('ProductList');
  const categories = useList('Category');
  return useMemo(
    () => ({
      products: products.visible.filter(onSale(shopType)).map((p): Product => ({
        id: p.id,
        name: String(p.name),
        price: Number(p.price) || 0,
        categoryId: idOrNull(p.categoryId),
        unit: String(p.unit ?? ''),
        article: String(p.article ?? ''),
        barcode: String(p.barcode ?? ''),
        thumbnailUrl: typeof p.thumbnailUrl === 'string' ? p.thumbnailUrl : null,
      })),
      categories: categories.visible
        .filter(onSale(shopType))
        .map((c): Category => ({ id: c.id, name: String(c.name), parentId: idOrNull(c.parentId) })),
      loading: products.loading || categories.loading,
      error: products.error ?? categories.error,
    }),
    [
      shopType,
      products.visible,
      products.loading,
      products.error,
      categories.visible,
      categories.loading,
      categories.error,
    ],
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
