/**
 * Shared setup of the `catalog` contract suites: a CRM per file, calls that must succeed or be
 * refused, and builders of categories, products and pictures unique to the run (the suites also
 * run against one PostgreSQL database kept between runs and shared by files running in parallel).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, startTestCrm, type TestCrm } from './helper';
import { expectError, list, saveNew, tag, update, type Rec, type WriteData } from './list-samples';

export const CATEGORY = list('Category');
export const PRODUCT = list('ProductList');

export const c = {} as { crm: TestCrm };

/** Starts a CRM for the file's tests. */
export function useCatalogCrm(): void {
  beforeAll(async () => {
    c.crm = await startTestCrm();
  });
  afterAll(() => c.crm?.close());
}

export async function ok<T = WriteData>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>(c.crm, path, body);
  expect(reply.status).toBe(200);
  expect(reply.body.error, `${path}: ${reply.body.message}`).toBe(0);
  return reply.body.data as T;
}

export async function refused(path: string, body: unknown, code: string, message?: string | RegExp) {
  expectError(await call(c.crm, path, body), code, message);
}

export type ShopType = 'flower_shop' | 'fastfood';

export async function newCategory(shopType: ShopType = 'flower_shop', extra: Record<string, unknown> = {}) {
  const reply = await saveNew(c.crm, CATEGORY, { name: `Категория ${tag()}`, shopType, ...extra });
  expect(reply.body.error, reply.body.message).toBe(0);
  return reply.body.data!.record;
}

export async function newProduct(shopType: ShopType = 'flower_shop', extra: Record<string, unknown> = {}) {
  const reply = await saveNew(c.crm, PRODUCT, {
    name: `Товар ${tag()}`,
    unit: 'шт',
    price: 100_00,
    shopType,
    ...extra,
  });
  expect(reply.body.error, reply.body.message).toBe(0);
  return reply.body.data!.record;
}

export const updateCategory = (data: Record<string, unknown>) => update(c.crm, CATEGORY, data);
export const updateProduct = (data: Record<string, unknown>) => update(c.crm, PRODUCT, data);

export const categories = () => ok<Rec[]>('/catalog/getAllCategory', {});
export const products = () => ok<Rec[]>('/catalog/getAllProductList', {});

export async function category(id: number): Promise<Rec> {
  return (await categories()).find((r) => r.id === id)!;
}

export async function product(id: number): Promise<Rec> {
  return (await products()).find((r) => r.id === id)!;
}

export interface UploadImage {
  key: string;
  mime: string;
  width: number;
  height: number;
  full: string;
  thumb: string;
}

/**
 * A picture as the gateway sends it. The CRM checks the key against the bytes but does not
 * decode the picture itself, so random bytes stand in for WebP.
 */
export function makeImage(fullBytes = 2048, extra: Partial<UploadImage> = {}): UploadImage {
  const full = randomBytes(fullBytes);
  return {
    key: createHash('sha256').update(full).digest('hex'),
    mime: 'image/webp',
    width: 1600,
    height: 1200,
    full: full.toString('base64'),
    thumb: randomBytes(512).toString('base64'),
    ...extra,
  };
}
