/**
 * The catalogue read side: the remote area `catalog` (docs/upstream-contract.md "catalog").
 * getAllCategory and getAllProductList answer every record, deleted ones included (the client
 * keeps a full and a visible list, spec section 3); prices are integer kopecks. Writes and
 * images come with the catalogue screens.
 */
import type { Domain } from '../registry';

export const catalog: Domain = {
  async getAllCategory(_body, { db }) {
    return db.query(
      `SELECT id, name, parent_id AS "parentId", shop_type AS "shopType", sort, active, deleted
         FROM categories ORDER BY sort, id`,
    );
  },

  async getAllProductList(_body, { db }) {
    return db.query(
      `SELECT id, name, category_id AS "categoryId", shop_type AS "shopType", price_kopecks AS price,
              unit, article, sort, active, deleted
         FROM products ORDER BY sort, id`,
    );
  },
};
