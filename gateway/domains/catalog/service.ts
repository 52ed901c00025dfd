/**
 * The catalogue over the CRM's `catalog/*` reads (docs/upstream-contract.md "catalog"), and the
 * one mapping of a remote category or product to its GraphQL shape. The CRM answers every record
 * of both shop types; filtering is ours.
 */
import type { Upstream } from '../../upstream/types';
import { asRecords, flag, type RemoteRecord } from '../lists/service';

export interface CatalogService {
  /** Every category, deleted ones included, as the CRM sends them. */
  categories(): Promise<RemoteRecord[]>;
  /** Every product, deleted ones included, as the CRM sends them. */
  products(): Promise<RemoteRecord[]>;
}

export function createCatalogService(upstream: Upstream): CatalogService {
  return {
    categories: async () => asRecords(await upstream.call('catalog', 'getAllCategory', {})),
    products: async () => asRecords(await upstream.call('catalog', 'getAllProductList', {})),
  };
}

export interface CleanCategory {
  id: string;
  name: string;
  parentId: string | null;
  shopType: 'flower_shop' | 'fastfood';
  sort: number;
  active: boolean;
  deleted: boolean;
}

export interface CleanProduct {
  id: string;
  name: string;
  categoryId: string | null;
  shopType: 'flower_shop' | 'fastfood';
  price: number;
  unit: string;
  article: string;
  sort: number;
  active: boolean;
  deleted: boolean;
}

const idOut = (v: unknown) => (v == null || v === '' || v === 0 || v === '0' ? null : String(v));
const intOut = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n) : 0;
};
const text = (v: unknown) => (v == null ? '' : String(v));
const shopType = (v: unknown) => (v === 'fastfood' ? 'fastfood' : 'flower_shop');

export function toCategory(r: RemoteRecord): CleanCategory {
  return {
    id: String(r.id),
    name: text(r.name),
    parentId: idOut(r.parentId),
    shopType: shopType(r.shopType),
    sort: intOut(r.sort),
    active: flag(r.active),
    deleted: flag(r.deleted),
  };
}

export function toProduct(r: RemoteRecord): CleanProduct {
  return {
    id: String(r.id),
    name: text(r.name),
    categoryId: idOut(r.categoryId),
    shopType: shopType(r.shopType),
    price: intOut(r.price),
    unit: text(r.unit),
    article: text(r.article),
    sort: intOut(r.sort),
    active: flag(r.active),
    deleted: flag(r.deleted),
  };
}

export interface CatalogFilter {
  shopType?: string | null;
  categoryId?: string | null;
  includeDeleted?: boolean | null;
}

/** Keeps the records that pass the filter; the CRM's order (sort, id) is kept. */
export function filterRecords<T extends { shopType: string; deleted: boolean; categoryId?: string | null }>(
  records: T[],
  filter: CatalogFilter,
): T[] {
  return records.filter(
    (r) =>
      (filter.includeDeleted === true || !r.deleted) &&
      (filter.shopType == null || r.shopType === filter.shopType) &&
      (filter.categoryId == null || r.categoryId === filter.categoryId),
  );
}
