/**
 * The demo catalogue: categories, their products and the compositions of the bouquets, as ONE
 * step keyed on `categories`. Compositions are not a step of their own: a shop may clear them all
 * (product_components then is empty, as on a fresh install) and must not see them back after a
 * restart, while categories and products are only ever hidden, never removed.
 */
import { CATALOG, COMPOSITIONS } from './data';
import { insertRows, type SeedStep } from './steps';

export const CATALOG_STEP: SeedStep = {
  table: 'categories',
  async run(tx) {
    const articleNo = { flower_shop: 0, fastfood: 0 };
    // Products share one global order (ORDER BY sort, id) like every sortable list, so moving
    // one renumbers distinct places: 1..n, category after category.
    let productNo = 0;
    for (const [i, category] of CATALOG.entries()) {
      const [{ id }] = await tx.query<{ id: number }>(
        'INSERT INTO categories (name, shop_type, sort) VALUES ($1, $2, $3) RETURNING id',
        [category.name, category.shopType, i + 1],
      );
      const prefix = category.shopType === 'fastfood' ? 'FF' : 'FL';
      await insertRows(
        tx,
        'products',
        ['name', 'category_id', 'shop_type', 'price_kopecks', 'unit', 'article', 'sort'],
        category.products.map(([name, rubles, unit]) => [
          name,
          id,
          category.shopType,
          rubles * 100,
          unit,
          `${prefix}-${String(++articleNo[category.shopType]).padStart(3, '0')}`,
          ++productNo,
        ]),
      );
    }

    // The kitchen's stations (migration 043) by category: burgers on the grill, potatoes in the
    // fryer, drinks at the drinks station; sauces go with the order as they are.
    await tx.query(
      `UPDATE products p SET station_id = s.id
         FROM categories c, kitchen_stations s
        WHERE c.id = p.category_id AND c.shop_type = 'fastfood'
          AND s.name = CASE c.name WHEN 'Бургеры' THEN 'Гриль' WHEN 'Картофель' THEN 'Фритюр' WHEN 'Напитки' THEN 'Напитки' END`,
    );

    // By name, from the same data file: a misspelt one fails the seed (NOT NULL) instead of vanishing.
    const rows = await tx.query<{ id: number; name: string }>('SELECT id, name FROM products ORDER BY id');
    const id = new Map(rows.map((r) => [r.name, r.id]));
    await insertRows(
      tx,
      'product_components',
      ['product_id', 'component_id', 'quantity', 'sort'],
      COMPOSITIONS.flatMap(([product, parts]) =>
        parts.map(([component, quantity], i) => [id.get(product), id.get(component), quantity, i + 1]),
      ),
    );
  },
};
