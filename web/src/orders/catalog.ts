import { useApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { findList } from '../../../schema/lists';
import { ProductRecordDocument, type ShopType } from '../graphql';
import { LIST_DOCUMENTS } from '../lists/__generated__/operations';
import { useList, type ListRecord } from '../lists/store';

/** The products list: growing, so the order screens page and search it on the server (issue 17). */
export const PRODUCTS = findList('ProductList')!;

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

const idOrNull = (v: unknown) => (v == null || v === '' ? null : String(v));

/** A product as a server page or lookup brings it. */
export const toProduct = (p: ListRecord): Product => ({
  id: p.id,
  name: String(p.name),
  price: Number(p.price) || 0,
  categoryId: idOrNull(p.categoryId),
  unit: String(p.unit ?? ''),
  article: String(p.article ?? ''),
  barcode: String(p.barcode ?? ''),
  thumbnailUrl: typeof p.thumbnailUrl === 'string' ? p.thumbnailUrl : null,
});

/** What the order screens offer of one shop type: active products, its own (the server's filter). */
export const onSaleFilter = (shopType: ShopType) => ({ shopType, onlyActive: true });

/**
 * The categories of one shop type as the order screens offer them: active ones, in the
 * catalogue's order. Categories are few, so they come whole from the list store (products never
 * do: they are paged by category on the server).
 */
export function useCategories(shopType: ShopType) {
  const categories = useList('Category');
  return useMemo(
    () =>
      categories.visible
        .filter((c) => c.active && !c.deleted && c.shopType === shopType)
        .map((c): Category => ({ id: c.id, name: String(c.name), parentId: idOrNull(c.parentId) })),
    [categories.visible, shopType],
  );
}

/** How many search hits a code's lookup looks through for the exact one (codes are unique). */
const LOOKUP_PAGE = 20;

/** The product whose barcode or article is the code (codes are unique, compared case-insensitively). */
export function pickByCode(products: readonly Product[], code: string): Product | null {
  const c = code.trim().toLowerCase();
  return (
    products.find((p) => p.barcode.toLowerCase() === c) ??
    products.find((p) => p.article.toLowerCase() === c) ??
    null
  );
}

/**
 * A product by the code typed or scanned, from the server: an EAN-13 or Code-128 barcode from
 * the product card, its article, or its catalogue id (the internal number); on sale and of the
 * screen's shop type, or null. The server searches barcode and article (productsConnection), the
 * exact one is picked here; an id is read by itself. The CRM still checks the lines on save.
 */
export function useProductLookup(shopType: ShopType) {
  const client = useApolloClient();
  return useCallback(
    async (code: string): Promise<Product | null> => {
      const c = code.trim();
      if (!c || c.length > 50) return null;
      try {
        const { data } = await client.query({
          query: LIST_DOCUMENTS[PRODUCTS.name].page!,
          variables: {
            first: LOOKUP_PAGE,
            filter: { ...onSaleFilter(shopType), search: c },
            orderBy: 'LIST',
          },
          fetchPolicy: 'network-only',
        });
        const edges = (data?.productsConnection?.edges ?? []) as { node: ListRecord }[];
        const hit = pickByCode(
          edges.map((e) => toProduct(e.node)),
          c,
        );
        if (hit) return hit;
        const id = c.replace(/^0+/, '');
        if (!/^\d+$/.test(id)) return null;
        const { data: one } = await client.query({ query: ProductRecordDocument, variables: { id } });
        const p = one?.product as ListRecord | null | undefined;
        return p && p.active && !p.deleted && p.shopType === shopType ? toProduct(p) : null;
      } catch {
        return null;
      }
    },
    [client, shopType],
  );
}

/** Top-level categories (the POS tiles). */
export const topLevel = (categories: Category[]) => categories.filter((c) => !c.parentId);
