/**
 * The catalogue's own calls (docs/upstream-contract.md "catalog"); the list calls of categories
 * and products (getAllCategory, setCategoryUpdate, …) are the generic ones of crm/domains/lists.ts,
 * and every write here answers like them: `{ record, list }`.
 */
import { SHOP_TYPES } from '../../schema/access';
import { findList, type ListDef } from '../../schema/lists';
import { parseItems, replaceComposition, selectAllComponents } from '../catalog/composition';
import { parseGroups, replaceGroups, selectGroups } from '../catalog/modifiers';
import { parseSlots, replaceSlots, selectSlots } from '../catalog/combos';
import { parseImage, readImage, setRecordImage } from '../catalog/images';
import { placeCategory } from '../catalog/place';
import { CrmError } from '../envelope';
import { parseId } from '../lists/checks';
import type { Body, Domain, Handler } from '../registry';
import { writeReply } from './lists';

const CATEGORIES = findList('Category')!;
const PRODUCTS = findList('ProductList')!;

/** The two upload calls: their bodies carry a picture, so crm/app.ts lets them be larger. */
export const IMAGE_UPLOADS = ['setProductListImg', 'setCategoryImg'] as const;

function imageHandler(list: ListDef): Handler {
  return async (body, { db }) => {
    const id = parseId(body.id);
    const image = parseImage(body.image);
    return db.transaction(async (tx) => {
      await setRecordImage(tx, list, id, image);
      return writeReply(tx, list, id);
    });
  };
}

/** null (or absent) or a positive id. */
function optionalId(body: Body, key: string): number | null {
  return body[key] === null || body[key] === undefined ? null : parseId(body[key], key);
}

export const catalog: Domain = {
  setProductListImg: imageHandler(PRODUCTS),
  setCategoryImg: imageHandler(CATEGORIES),

  async getImage(body, { db }) {
    const size = body.size ?? 'full';
    if (size !== 'full' && size !== 'thumb') {
      throw new CrmError('VALIDATION', 'Поле «size»: ожидается full или thumb');
    }
    return readImage(db, body.key, size);
  },

  async getAllProductComposition(_body, { db }) {
    return selectAllComponents(db);
  },

  async setProductComposition(body, { db }) {
    const productId = parseId(body.productId, 'productId');
    const items = parseItems(body.items);
    return db.transaction((tx) => replaceComposition(tx, productId, items));
  },

  /** Every product's modifier groups (docs/kitchen.md «Модификаторы и комбо»). */
  async getAllProductModifiers(_body, { db }) {
    return selectGroups(db, null);
  },

  async setProductModifiers(body, { db }) {
    const productId = parseId(body.productId, 'productId');
    const groups = parseGroups(body.groups);
    return db.transaction((tx) => replaceGroups(tx, productId, groups));
  },

  /** Every combo's slots. */
  async getAllProductCombos(_body, { db }) {
    return selectSlots(db, null);
  },

  async setProductCombo(body, { db }) {
    const productId = parseId(body.productId, 'productId');
    const slots = parseSlots(body.slots);
    return db.transaction((tx) => replaceSlots(tx, productId, slots));
  },

  /**
   * Live products per category (`[{ categoryId, count }]`, categories without any left out, a
   * null categoryId for the uncategorised), of
   * one shop type when `shopType` is given: the catalogue tree's counts, without the catalogue.
   * One pass over products_category_sort_idx's leading column.
   */
  async getProductCounts(body, { db }) {
    const shopType: unknown = body.shopType ?? null;
    if (shopType !== null && !SHOP_TYPES.some((t) => t === shopType)) {
      throw new CrmError('VALIDATION', 'Поле «shopType»: ожидается flower_shop или fastfood');
    }
    const rows = await db.query<{ category_id: number | null; n: number }>(
      `SELECT category_id, count(*)::int AS n FROM products
        WHERE NOT deleted AND ($1::text IS NULL OR shop_type = $1)
        GROUP BY category_id ORDER BY category_id NULLS LAST`,
      [shopType],
    );
    return rows.map((r) => ({ categoryId: r.category_id, count: r.n }));
  },

  async setCategoryPlace(body, { db }) {
    const place = {
      id: parseId(body.id),
      parentId: optionalId(body, 'parentId'),
      beforeId: optionalId(body, 'beforeId'),
    };
    return db.transaction(async (tx) => {
      await placeCategory(tx, place);
      return writeReply(tx, CATEGORIES, place.id);
    });
  },
};
