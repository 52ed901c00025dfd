/**
 * The `catalog` area's lists (docs/upstream-contract.md "catalog"): categories and products
 * through the generic list calls, and the rules the CRM adds to them: a category tree without
 * cycles, one shop type per branch, products only in a category of their shop type.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_URL, LOCAL } from './helper';
import {
  CATEGORY,
  PRODUCT,
  c,
  categories,
  category,
  newCategory,
  newProduct,
  ok,
  product,
  products,
  updateCategory,
  updateProduct,
  useCatalogCrm,
} from './catalog-helper';
import { expectError, saveNew, tag } from './list-samples';

useCatalogCrm();

const CYCLE = 'Категорию нельзя вложить в саму себя или в её подкатегорию';
const PARENT_TYPE = 'Родительская категория относится к другому типу магазина';
const CATEGORY_TYPE = 'Категория относится к другому типу магазина, чем товар';
const RETYPE_CATEGORY = /^Нельзя сменить тип магазина категории/;

describe('catalog reads', () => {
  it('answers categories and products of both shop types with their picture key, in (sort, id) order', async () => {
    for (const rows of [await categories(), await products()]) {
      expect(new Set(rows.map((r) => r.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
      expect(rows.every((r) => r.image === null || /^[0-9a-f]{64}$/.test(String(r.image)))).toBe(true);
      const order = rows.map((r) => [r.sort, r.id]);
      expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    }
    const product = (await products())[0];
    expect(Object.keys(product).sort()).toEqual(
      ['id', 'active', 'deleted', 'sort', ...PRODUCT.fields.map((f) => f.name)].sort(),
    );
  });

  it.skipIf(!LOCAL || DATABASE_URL)(
    'seeds products in one global order, category after category',
    async () => {
      const rows = await products();
      expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i + 1));
      const byCategory = rows.map((r) => r.categoryId);
      // Each category's products are contiguous.
      expect(new Set(byCategory).size).toBe(byCategory.filter((id, i) => id !== byCategory[i - 1]).length);
    },
  );
});

describe('products through the generic list calls', () => {
  it('creates a product with every field and answers it with the whole list', async () => {
    const cat = await newCategory('fastfood');
    const t = tag();
    const input = {
      name: `Бургер ${t}`,
      article: `A-${t}`,
      barcode: `46${t}`,
      categoryId: cat.id,
      unit: 'шт',
      price: 199_00,
      cost: 80_50,
      description: 'Булочка, котлета, соус',
      shopType: 'fastfood',
      image: 'ignored: set by setProductListImg only',
    };
    const reply = await saveNew(c.crm, PRODUCT, input);
    expect(reply.body.error, reply.body.message).toBe(0);
    const { record, list } = reply.body.data!;
    expect(record).toEqual({
      ...input,
      image: null,
      id: expect.any(Number),
      active: true,
      deleted: false,
      sort: expect.any(Number),
    });
    expect(list.find((r) => r.id === record.id)).toEqual(record);
  });

  it('refuses a duplicate article or barcode, whatever the case, with DUPLICATE', async () => {
    const t = tag();
    await newProduct('flower_shop', { article: `art-${t}`, barcode: `bar-${t}` });
    const dup = await saveNew(c.crm, PRODUCT, {
      name: `Дубль ${t}`,
      unit: 'шт',
      price: 1,
      shopType: 'flower_shop',
      article: `ART-${t}`,
    });
    expectError(dup, 'DUPLICATE', 'Запись с таким значением поля «Артикул» уже существует');
    const other = await newProduct();
    expectError(
      await updateProduct({ id: other.id, barcode: `BAR-${t}` }),
      'DUPLICATE',
      'Запись с таким значением поля «Штрихкод» уже существует',
    );
    expect((await products()).filter((p) => p.name === `Дубль ${t}`)).toEqual([]);
  });

  it('refuses a product in a category of the other shop type, on create and on update', async () => {
    const flowers = await newCategory('flower_shop');
    const food = await newCategory('fastfood');
    const name = `Чужой ${tag()}`;
    const created = await saveNew(c.crm, PRODUCT, {
      name,
      unit: 'шт',
      price: 1,
      shopType: 'fastfood',
      categoryId: flowers.id,
    });
    expectError(created, 'VALIDATION', CATEGORY_TYPE);
    expect((await products()).some((p) => p.name === name)).toBe(false);

    const burger = await newProduct('fastfood', { categoryId: food.id });
    expectError(await updateProduct({ id: burger.id, categoryId: flowers.id }), 'VALIDATION', CATEGORY_TYPE);
    // The stored category counts when only the shop type is sent.
    expectError(await updateProduct({ id: burger.id, shopType: 'flower_shop' }), 'VALIDATION', CATEGORY_TYPE);
    expect(await product(burger.id)).toEqual(burger);

    const moved = await ok('/catalog/setProductListUpdate', {
      dataProductListUpdate: { id: burger.id, shopType: 'flower_shop', categoryId: flowers.id },
    });
    expect(moved.record).toMatchObject({ shopType: 'flower_shop', categoryId: flowers.id });
  });
});

describe('categories through the generic list calls', () => {
  it('nests a category under a parent of its shop type and refuses one of the other type', async () => {
    const parent = await newCategory('flower_shop');
    const child = await newCategory('flower_shop', { parentId: parent.id });
    expect(child.parentId).toBe(parent.id);
    const name = `Чужая ${tag()}`;
    const reply = await saveNew(c.crm, CATEGORY, { name, shopType: 'fastfood', parentId: parent.id });
    expectError(reply, 'VALIDATION', PARENT_TYPE);
    expect((await categories()).some((r) => r.name === name)).toBe(false);
    expectError(
      await saveNew(c.crm, CATEGORY, { name, shopType: 'fastfood', parentId: 2_000_000_000 }),
      'VALIDATION',
    );
  });

  it('refuses a parent that is the category itself or one of its descendants', async () => {
    const root = await newCategory();
    const child = await newCategory('flower_shop', { parentId: root.id });
    const grandchild = await newCategory('flower_shop', { parentId: child.id });
    for (const parentId of [root.id, child.id, grandchild.id]) {
      expectError(await updateCategory({ id: root.id, parentId }), 'VALIDATION', CYCLE);
    }
    expectError(await updateCategory({ id: child.id, parentId: grandchild.id }), 'VALIDATION', CYCLE);
    expect(await category(root.id)).toEqual(root);
    expect(await category(child.id)).toEqual(child);

    const other = await newCategory();
    const moved = await ok('/catalog/setCategoryUpdate', {
      dataCategoryUpdate: { id: child.id, parentId: other.id },
    });
    expect(moved.record.parentId).toBe(other.id);
  });

  it('refuses to change the shop type of a category with subcategories or products, or under a parent', async () => {
    const parent = await newCategory('flower_shop');
    await newCategory('flower_shop', { parentId: parent.id });
    expectError(await updateCategory({ id: parent.id, shopType: 'fastfood' }), 'VALIDATION', RETYPE_CATEGORY);

    const filled = await newCategory('flower_shop');
    await newProduct('flower_shop', { categoryId: filled.id });
    expectError(await updateCategory({ id: filled.id, shopType: 'fastfood' }), 'VALIDATION', RETYPE_CATEGORY);

    const nested = await newCategory('flower_shop', { parentId: parent.id });
    expectError(await updateCategory({ id: nested.id, shopType: 'fastfood' }), 'VALIDATION', PARENT_TYPE);
    expect((await category(parent.id)).shopType).toBe('flower_shop');
    expect((await category(filled.id)).shopType).toBe('flower_shop');

    const empty = await newCategory('flower_shop');
    const retyped = await ok('/catalog/setCategoryUpdate', {
      dataCategoryUpdate: { id: empty.id, shopType: 'fastfood' },
    });
    expect(retyped.record.shopType).toBe('fastfood');
    const detached = await ok('/catalog/setCategoryUpdate', {
      dataCategoryUpdate: { id: nested.id, shopType: 'fastfood', parentId: null },
    });
    expect(detached.record).toMatchObject({ shopType: 'fastfood', parentId: null });
  });

  it('refuses to change the shop type of a product that has a composition or is part of one', async () => {
    const [bouquet, rose] = [await newProduct(), await newProduct()];
    await ok('/catalog/setProductComposition', {
      productId: bouquet.id,
      items: [{ componentId: rose.id, quantity: 5 }],
    });
    for (const id of [bouquet.id, rose.id]) {
      expectError(
        await updateProduct({ id, shopType: 'fastfood' }),
        'VALIDATION',
        /^Нельзя сменить тип магазина товара/,
      );
    }
    expect((await product(rose.id)).shopType).toBe('flower_shop');
  });
});
