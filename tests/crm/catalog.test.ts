/**
 * The `catalog` area's read calls (docs/upstream-contract.md "catalog"): getAllCategory and
 * getAllProductList answer every record of both shop types, in sort order, prices in kopecks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestCrm, type TestCrm } from './helper';

interface Category {
  id: number;
  name: string;
  parentId: number | null;
  shopType: string;
  sort: number;
  active: boolean;
  deleted: boolean;
}

interface Product {
  id: number;
  name: string;
  categoryId: number | null;
  shopType: string;
  price: number;
  unit: string;
  article: string;
  sort: number;
  active: boolean;
  deleted: boolean;
}

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

async function data<T>(path: string): Promise<T> {
  const reply = await call<T>(crm, path, {});
  expect(reply.status).toBe(200);
  expect(reply.body.error).toBe(0);
  return reply.body.data as T;
}

function expectSorted(rows: { id: number; sort: number }[]): void {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
}

describe('catalog/getAllCategory', () => {
  it('answers every category with its parent, shop type, sort and flags', async () => {
    const categories = await data<Category[]>('/catalog/getAllCategory');
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) {
      expect(Object.keys(c).sort()).toEqual([
        'active',
        'deleted',
        'id',
        'name',
        'parentId',
        'shopType',
        'sort',
      ]);
      expect(c).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        shopType: expect.stringMatching(/^(flower_shop|fastfood)$/),
        sort: expect.any(Number),
        active: expect.any(Boolean),
        deleted: expect.any(Boolean),
      });
      expect(c.parentId === null || typeof c.parentId === 'number').toBe(true);
    }
    expect(new Set(categories.map((c) => c.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
  });

  it('orders by sort, then id', async () => {
    expectSorted(await data<Category[]>('/catalog/getAllCategory'));
  });
});

describe('catalog/getAllProductList', () => {
  it('answers every product with its category, price in kopecks, unit and article', async () => {
    const [products, categories] = await Promise.all([
      data<Product[]>('/catalog/getAllProductList'),
      data<Category[]>('/catalog/getAllCategory'),
    ]);
    expect(products.length).toBeGreaterThan(0);
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const p of products) {
      expect(Object.keys(p).sort()).toEqual([
        'active',
        'article',
        'categoryId',
        'deleted',
        'id',
        'name',
        'price',
        'shopType',
        'sort',
        'unit',
      ]);
      expect(p).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        shopType: expect.stringMatching(/^(flower_shop|fastfood)$/),
        unit: expect.any(String),
        article: expect.any(String),
        sort: expect.any(Number),
        active: expect.any(Boolean),
        deleted: expect.any(Boolean),
      });
      expect(Number.isInteger(p.price) && p.price >= 0).toBe(true);
      if (p.categoryId !== null) expect(categoryIds.has(p.categoryId)).toBe(true);
    }
    expect(new Set(products.map((p) => p.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
  });

  it('orders by sort, then id', async () => {
    expectSorted(await data<Product[]>('/catalog/getAllProductList'));
  });
});

describe('catalog access', () => {
  it('refuses a call without the API key', async () => {
    const reply = await call(crm, '/catalog/getAllProductList', {}, { apiKey: null });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe(1);
  });
});
