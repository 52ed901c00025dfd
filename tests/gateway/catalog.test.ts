/**
 * The catalogue over GraphQL: `categories` and `products` with their filters, `Product.category`
 * and `Category.parent` through the request's loader (one getAllCategory per request, counted on
 * a wrapping Upstream), and sign-in (UNAUTHENTICATED without a token).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrm, type RunningCrm } from '../../crm/server';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import type { Upstream } from '../../gateway/upstream/types';
import { ACCOUNTS, gql, login, startGateway, testConfig, type TestGateway } from './helper';

interface Category {
  id: string;
  name: string;
  parentId: string | null;
  parent: { id: string } | null;
  shopType: string;
  sort: number;
  active: boolean;
  deleted: boolean;
}

interface Product {
  id: string;
  name: string;
  categoryId: string | null;
  category: { id: string; name: string; shopType: string } | null;
  shopType: string;
  price: number;
  unit: string;
  article: string;
  sort: number;
  active: boolean;
  deleted: boolean;
}

let crm: RunningCrm;
let inner: Upstream;
let gw: TestGateway;
let token: string;
let calls: string[] = [];

function counting(inner: Upstream): Upstream {
  return {
    call: (area, method, body) => (calls.push(`${area}/${method}`), inner.call(area, method, body)),
    envelope: (area, method, body) => (calls.push(`${area}/${method}`), inner.envelope(area, method, body)),
    close: () => inner.close(),
  };
}

const CATEGORIES = `query Categories($shopType: ShopType, $includeDeleted: Boolean) {
  categories(shopType: $shopType, includeDeleted: $includeDeleted) {
    id name parentId parent { id } shopType sort active deleted
  }
}`;

const PRODUCTS = `query Products($shopType: ShopType, $categoryId: ID, $includeDeleted: Boolean) {
  products(shopType: $shopType, categoryId: $categoryId, includeDeleted: $includeDeleted) {
    id name categoryId category { id name shopType } shopType price unit article sort active deleted
  }
}`;

async function categories(variables: Record<string, unknown> = {}) {
  const res = await gql(gw.app, CATEGORIES, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data!.categories as Category[];
}

async function products(variables: Record<string, unknown> = {}) {
  const res = await gql(gw.app, PRODUCTS, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data!.products as Product[];
}

beforeAll(async () => {
  const config = testConfig();
  crm = await startCrm({ dataDir: 'memory://', apiKey: config.crmApiKey });
  inner = createUndiciUpstream({ url: crm.url, apiKey: config.crmApiKey, settings: config.upstream });
  gw = await startGateway({
    crmUrl: crm.url,
    upstream: counting(inner),
    env: { CRM_API_KEY: config.crmApiKey },
  });
  token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  // A subcategory and a deleted product, so parent and includeDeleted have something to show.
  const [roses] = await crm.db.query<{ id: number }>(
    "SELECT id FROM categories WHERE shop_type = 'flower_shop' ORDER BY sort, id LIMIT 1",
  );
  const [sub] = await crm.db.query<{ id: number }>(
    "INSERT INTO categories (name, parent_id, shop_type, sort) VALUES ('Розы: тест', $1, 'flower_shop', 99) RETURNING id",
    [roses.id],
  );
  await crm.db.query(
    "INSERT INTO products (name, category_id, shop_type, price_kopecks, deleted) VALUES ('Удалённый', $1, 'flower_shop', 100, true)",
    [sub.id],
  );
});
afterAll(async () => {
  await gw?.close();
  await inner?.close();
  await crm?.close();
});

describe('categories', () => {
  it('answers both shop types in sort order, each with its parent', async () => {
    const all = await categories();
    expect(new Set(all.map((c) => c.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
    const sorted = [...all].sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
    expect(all.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
    const sub = all.find((c) => c.name === 'Розы: тест')!;
    expect(sub.parentId).not.toBeNull();
    expect(sub.parent).toEqual({ id: sub.parentId });
    expect(all.filter((c) => c.parentId === null).every((c) => c.parent === null)).toBe(true);
  });

  it('filters by shop type', async () => {
    const fastfood = await categories({ shopType: 'fastfood' });
    expect(fastfood.length).toBeGreaterThan(0);
    expect(fastfood.every((c) => c.shopType === 'fastfood')).toBe(true);
  });
});

describe('products', () => {
  it('hides deleted products unless asked, prices in kopecks', async () => {
    const shown = await products();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((p) => p.deleted)).toBe(false);
    expect(shown.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
    const all = await products({ includeDeleted: true });
    expect(all.filter((p) => p.deleted).map((p) => p.name)).toContain('Удалённый');
  });

  it('filters by shop type and category; category resolves to the product’s own', async () => {
    const fastfood = await products({ shopType: 'fastfood' });
    expect(fastfood.length).toBeGreaterThan(0);
    expect(fastfood.every((p) => p.shopType === 'fastfood' && p.category?.shopType === 'fastfood')).toBe(
      true,
    );
    const categoryId = fastfood[0].categoryId!;
    const inCategory = await products({ categoryId });
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((p) => p.categoryId === categoryId && p.category?.id === categoryId)).toBe(true);
  });

  it('resolves every product’s category with one getAllCategory call per request', async () => {
    calls = [];
    const all = await products({ includeDeleted: true });
    expect(all.length).toBeGreaterThan(10);
    expect(calls.filter((c) => c.startsWith('catalog/'))).toEqual([
      'catalog/getAllProductList',
      'catalog/getAllCategory',
    ]);
  });
});

describe('access', () => {
  it.each([
    ['categories', CATEGORIES],
    ['products', PRODUCTS],
  ])('%s without a token: UNAUTHENTICATED and no data', async (_name, query) => {
    // GraphQL answers 200 with the error (as every domain here); /api answers 401.
    const res = await gql(gw.app, query, {});
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  });
});
