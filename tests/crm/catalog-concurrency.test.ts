/**
 * Concurrent catalogue writes (on PostgreSQL they really overlap; PGlite runs them one by one):
 * moves, placements, reorders, retypes and compositions racing each other never deadlock (no
 * INTERNAL) and never leave a cycle or a branch of mixed shop types behind.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helper';
import { c, categories, newCategory, newProduct, products, useCatalogCrm } from './catalog-helper';
import type { Rec } from './list-samples';

useCatalogCrm();

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const shopType = () => (Math.random() < 0.5 ? 'fastfood' : 'flower_shop');

/** One random write among the category and product ids of this test. */
function randomWrite(cats: Rec[], prods: Rec[]) {
  const cat = () => pick(cats).id;
  const parent = () => (Math.random() < 0.2 ? null : cat());
  const writes = [
    () =>
      call(c.crm, '/catalog/setCategoryUpdate', { dataCategoryUpdate: { id: cat(), parentId: parent() } }),
    () =>
      call(c.crm, '/catalog/setCategoryUpdate', { dataCategoryUpdate: { id: cat(), shopType: shopType() } }),
    () => call(c.crm, '/catalog/setCategoryPlace', { id: cat(), parentId: parent(), beforeId: null }),
    () =>
      call(c.crm, '/reference/setUpdateSortable', {
        idOrder: { typeDataBase: 'Category', idOld: cat(), idNew: cat() },
      }),
    () =>
      call(c.crm, '/catalog/setProductListUpdate', {
        dataProductListUpdate: { id: pick(prods).id, categoryId: cat() },
      }),
    () =>
      call(c.crm, '/catalog/setProductComposition', {
        productId: pick(prods).id,
        items: [{ componentId: pick(prods).id, quantity: 1 }],
      }),
  ];
  return pick(writes)();
}

/** Throws when following parents from `id` comes back to a category already seen. */
function walkUp(parents: Map<number, number | null>, id: number): void {
  const seen = new Set<number>();
  for (let at: number | null = id; at !== null; at = parents.get(at) ?? null) {
    expect(seen.has(at), `cycle through category ${at}`).toBe(false);
    seen.add(at);
  }
}

describe('concurrent catalogue writes', () => {
  it('never deadlock, and leave the tree, the shop types and the compositions consistent', async () => {
    const cats: Rec[] = [];
    for (let i = 0; i < 8; i++) cats.push(await newCategory());
    const prods: Rec[] = [];
    for (let i = 0; i < 6; i++) prods.push(await newProduct());

    const replies = await Promise.all(Array.from({ length: 300 }, () => randomWrite(cats, prods)));
    const codes = replies.map((r) => r.body.errorInfo || 'OK');
    expect(codes.filter((code) => code !== 'OK' && code !== 'VALIDATION')).toEqual([]);

    const all = await categories();
    const byId = new Map(all.map((r) => [r.id, r]));
    const parents = new Map(all.map((r) => [r.id, r.parentId as number | null]));
    for (const cat of cats) {
      walkUp(parents, cat.id);
      const row = byId.get(cat.id)!;
      if (row.parentId !== null) expect(byId.get(row.parentId as number)!.shopType).toBe(row.shopType);
    }
    for (const p of (await products()).filter((r) => prods.some((q) => q.id === r.id))) {
      if (p.categoryId !== null) expect(byId.get(p.categoryId as number)!.shopType).toBe(p.shopType);
    }

    const rows = await call<{ productId: number; componentId: number }[]>(
      c.crm,
      '/catalog/getAllProductComposition',
      {},
    );
    const parts = new Map<number, number[]>();
    for (const r of rows.body.data!)
      parts.set(r.productId, [...(parts.get(r.productId) ?? []), r.componentId]);
    const contains = (from: number, target: number, seen = new Set<number>()): boolean =>
      (parts.get(from) ?? []).some(
        (x) => x === target || (!seen.has(x) && (seen.add(x), contains(x, target, seen))),
      );
    for (const p of prods) expect(contains(p.id, p.id), `composition cycle through ${p.id}`).toBe(false);
  });
});
