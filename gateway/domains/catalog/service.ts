/**
 * The catalogue's own CRM calls (docs/upstream-contract.md "catalog"): pictures, composition and
 * the category tree. The list calls of Category and ProductList (getAll, update, …) are the lists
 * domain's; this module reuses its error mapping, so a CRM NOT_FOUND is our 404 and VALIDATION
 * our BAD_USER_INPUT with the CRM's Russian message, wherever the call comes from.
 */
import { findList, type ListDef } from '../../../schema/lists';
import type { StoredImage } from '../../images/intake';
import { isUnknownCall, UpstreamMalformedError, UpstreamRemoteError } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { asWrite, listService, mapRemoteError, type WriteResult } from '../lists/service';
import { perUpstream } from '../../upstream/per-upstream';

export const CATEGORY: ListDef = findList('Category')!;
export const PRODUCT: ListDef = findList('ProductList')!;

/** A picture's address: the SHA-256 (hex) of its stored bytes. */
export const IMAGE_KEY = /^[0-9a-f]{64}$/;

export type ImageSize = 'full' | 'thumb';

export interface ImageData {
  key: string;
  mime: string;
  width: number;
  height: number;
  data: Buffer;
}

/** One line of a composition: `quantity` units of `componentId` go into one unit of the product. */
export interface ComponentLine {
  componentId: number;
  quantity: number;
}

/** A modifier group as the CRM answers it (crm/catalog/modifiers.ts). */
export interface MenuGroup {
  id: number;
  productId: number;
  name: string;
  min: number;
  max: number;
  options: { id: number; name: string; priceDelta: number; components: ComponentLine[] }[];
}

/** A combo slot as the CRM answers it (crm/catalog/combos.ts). */
export interface MenuSlot {
  id: number;
  productId: number;
  name: string;
  productIds: number[];
}

export interface CatalogService {
  /** Sets (or with null removes) the picture of a product or category. */
  setImage(list: ListDef, id: number, image: StoredImage | null): Promise<WriteResult>;
  /** The stored bytes of a picture, or null for an unknown key. */
  image(key: string, size: ImageSize): Promise<ImageData | null>;
  /** Every product's composition, by product id, lines in their order. */
  compositions(): Promise<Map<number, ComponentLine[]>>;
  /** Replaces one product's composition; answers the lines as stored. */
  setComposition(productId: number, items: ComponentLine[]): Promise<ComponentLine[]>;
  /**
   * Live (not deleted) products per category id (null: uncategorised), of one shop type or (null)
   * all: each category's own products; the tree sums its subcategories. A CRM without the call is answered from the
   * whole product list (docs/upstream-contract.md).
   */
  productCounts(shopType: string | null): Promise<Map<number | null, number>>;
  /** Every product's modifier groups ([] from a CRM without them). */
  modifierGroups(): Promise<MenuGroup[]>;
  /** Replaces one product's modifier groups; answers them as stored. */
  setModifierGroups(productId: number, groups: unknown[]): Promise<MenuGroup[]>;
  /** Every combo's slots ([] from a CRM without combos). */
  comboSlots(): Promise<MenuSlot[]>;
  /** Replaces one combo's slots; answers them as stored. */
  setComboSlots(productId: number, slots: unknown[]): Promise<MenuSlot[]>;
  /** Moves a category under `parentId` (null: top level) before `beforeId` (null: last). */
  placeCategory(id: number, parentId: number | null, beforeId: number | null): Promise<WriteResult>;
}

/** The remote call that sets a list's picture: setProductListImg, setCategoryImg. */
const imageMethod = (list: ListDef) => `set${list.remote}Img`;

function asLine(value: unknown): (ComponentLine & { sort: number }) | null {
  const v = (value ?? {}) as Record<string, unknown>;
  const componentId = Number(v.componentId);
  const quantity = Number(v.quantity);
  if (!Number.isSafeInteger(componentId) || !Number.isFinite(quantity)) return null;
  return { componentId, quantity, sort: Number(v.sort) || 0 };
}

const inLineOrder = (lines: (ComponentLine & { sort: number })[]): ComponentLine[] =>
  [...lines].sort((a, b) => a.sort - b.sort).map(({ componentId, quantity }) => ({ componentId, quantity }));

const isNotFound = (err: unknown) =>
  err instanceof UpstreamRemoteError && err.statusCode === 200 && err.errorInfo === 'NOT_FOUND';

/** A remote CRM of the spec alone has no menus: its products have no modifiers and no combos. */
async function optionalCall(read: () => Promise<unknown>): Promise<unknown> {
  try {
    return await read();
  } catch (err) {
    if (isUnknownCall(err)) return [];
    throw mapRemoteError(err, PRODUCT);
  }
}

function menuList<T>(rows: unknown): T[] {
  if (!Array.isArray(rows))
    throw new UpstreamMalformedError('catalog/menu', 'CRM catalog: menu is not a list');
  return rows as T[];
}

export function createCatalogService(upstream: Upstream): CatalogService {
  async function call<T>(list: ListDef | undefined, method: string, body: unknown) {
    try {
      return await upstream.call<T>('catalog', method, body);
    } catch (err) {
      throw mapRemoteError(err, list);
    }
  }

  return {
    async setImage(list, id, image) {
      const payload = image && {
        key: image.key,
        mime: image.mime,
        width: image.width,
        height: image.height,
        full: image.full.toString('base64'),
        thumb: image.thumb.toString('base64'),
      };
      return asWrite(list, await call(list, imageMethod(list), { id, image: payload }));
    },

    async image(key, size) {
      let data: unknown;
      try {
        data = await upstream.call('catalog', 'getImage', { key, size });
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      if (data === null) return null;
      const d = data as Partial<Record<'key' | 'mime' | 'data', unknown>> & {
        width?: unknown;
        height?: unknown;
      };
      if (typeof d.data !== 'string' || typeof d.mime !== 'string') {
        throw new UpstreamMalformedError('catalog/getImage', 'CRM catalog/getImage: no picture data');
      }
      return {
        key,
        mime: d.mime,
        width: Number(d.width) || 0,
        height: Number(d.height) || 0,
        data: Buffer.from(d.data, 'base64'),
      };
    },

    async compositions() {
      const rows = await call<unknown>(PRODUCT, 'getAllProductComposition', {});
      const byProduct = new Map<number, (ComponentLine & { sort: number })[]>();
      for (const row of Array.isArray(rows) ? rows : []) {
        const productId = Number((row as { productId?: unknown } | null)?.productId);
        const line = asLine(row);
        if (!line || !Number.isSafeInteger(productId)) continue;
        const lines = byProduct.get(productId) ?? [];
        lines.push(line);
        byProduct.set(productId, lines);
      }
      return new Map([...byProduct].map(([id, lines]) => [id, inLineOrder(lines)]));
    },

    async setComposition(productId, items) {
      const data = await call<{ items?: unknown } | null>(PRODUCT, 'setProductComposition', {
        productId,
        items,
      });
      const lines = Array.isArray(data?.items) ? data.items : [];
      return inLineOrder(lines.map(asLine).filter((l) => l !== null));
    },

    async productCounts(shopType) {
      let rows: unknown;
      try {
        rows = await upstream.call<unknown>('catalog', 'getProductCounts', { shopType });
      } catch (err) {
        if (!isUnknownCall(err)) throw mapRemoteError(err, PRODUCT);
        const counts = new Map<number | null, number>();
        for (const p of await listService(upstream).getAll(PRODUCT)) {
          if (p.deleted || (shopType && p.shopType !== shopType)) continue;
          const id = p.categoryId == null ? null : Number(p.categoryId);
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        return counts;
      }
      if (!Array.isArray(rows))
        throw new UpstreamMalformedError(
          'catalog/getProductCounts',
          'CRM catalog/getProductCounts: not an array',
        );
      const counts = new Map<number | null, number>();
      for (const row of rows as { categoryId?: unknown; count?: unknown }[]) {
        const id = row?.categoryId == null ? null : Number(row.categoryId);
        const n = Number(row?.count);
        if ((id === null || Number.isSafeInteger(id)) && Number.isSafeInteger(n)) counts.set(id, n);
      }
      return counts;
    },

    async modifierGroups() {
      return menuList<MenuGroup>(
        await optionalCall(() => upstream.call('catalog', 'getAllProductModifiers', {})),
      );
    },

    async setModifierGroups(productId, groups) {
      const data = await call<{ groups?: unknown }>(PRODUCT, 'setProductModifiers', { productId, groups });
      return menuList<MenuGroup>(data?.groups);
    },

    async comboSlots() {
      return menuList<MenuSlot>(
        await optionalCall(() => upstream.call('catalog', 'getAllProductCombos', {})),
      );
    },

    async setComboSlots(productId, slots) {
      const data = await call<{ slots?: unknown }>(PRODUCT, 'setProductCombo', { productId, slots });
      return menuList<MenuSlot>(data?.slots);
    },

    async placeCategory(id, parentId, beforeId) {
      return asWrite(CATEGORY, await call(CATEGORY, 'setCategoryPlace', { id, parentId, beforeId }));
    },
  };
}

/** One service per CRM client. */
export const catalogService = perUpstream(createCatalogService);
