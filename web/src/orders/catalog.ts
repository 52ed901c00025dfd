import { useApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { findList } from '../../../schema/lists';
import { ProductRecordDocument, type ShopType } from '../graphql';
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

/**
 * A product by the code typed or scanned (its catalogue id), from the server: on sale and of the
 * screen's shop type, or null. The CRM still checks the order's lines when it is saved.
 */
export function useProductLookup(shopType: ShopType) {
  const client = useApolloClient();
  return useCallback(
    async (code: string): Promise<Product | null> => {
      const id = code.trim().replace(/^0+/, '');
      if (!/^\d+$/.test(id)) return null;
      try {
        const { data } = await client.query({ query: ProductRecordDocument, variables: { id } });
        const p = data?.product as ListRecord | null | undefined;
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
