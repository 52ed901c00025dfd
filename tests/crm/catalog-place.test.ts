/**
 * setCategoryPlace: drag-and-drop in the category tree. The categories keep one global order and
 * the tree is derived from it, so a category moves together with its whole subtree.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_URL, LOCAL } from './helper';
import { categories, newCategory, ok, refused, useCatalogCrm, type ShopType } from './catalog-helper';
import type { Rec, WriteData } from './list-samples';

useCatalogCrm();

const place = (id: number, parentId: number | null, beforeId: number | null = null) =>
  ok<WriteData>('/catalog/setCategoryPlace', { id, parentId, beforeId });

/** A small tree of its own: R → (R1 → R1a, R2), S → S1, and an empty E, all at the end. */
async function tree(shopType: ShopType = 'flower_shop') {
  const R = await newCategory(shopType);
  const R1 = await newCategory(shopType, { parentId: R.id });
  const R1a = await newCategory(shopType, { parentId: R1.id });
  const R2 = await newCategory(shopType, { parentId: R.id });
  const S = await newCategory(shopType);
  const S1 = await newCategory(shopType, { parentId: S.id });
  const E = await newCategory(shopType);
  const t = { R, R1, R1a, R2, S, S1, E };
  const names = new Map(Object.entries(t).map(([k, v]) => [v.id, k]));
  /** The tree's categories in the global order, as [name, parent name]. */
  const order = (list: Rec[]) =>
    list
      .filter((r) => names.has(r.id))
      .map((r) => [names.get(r.id), r.parentId === null ? null : names.get(r.parentId as number)]);
  return { ...t, order };
}

describe('setCategoryPlace', () => {
  it('moves a category with its subtree before a sibling under a new parent', async () => {
    const t = await tree();
    const { record, list } = await place(t.R1.id, t.S.id, t.S1.id);
    expect(record).toMatchObject({ id: t.R1.id, parentId: t.S.id, name: t.R1.name });
    expect(t.order(list)).toEqual([
      ['R', null],
      ['R2', 'R'],
      ['S', null],
      ['R1', 'S'],
      ['R1a', 'R1'],
      ['S1', 'S'],
      ['E', null],
    ]);
    expect(list).toEqual(await categories());
  });

  it('puts it after the last descendant of the parent when beforeId is null', async () => {
    const t = await tree();
    const under = await place(t.R1.id, t.S.id);
    expect(t.order(under.list).map(([n]) => n)).toEqual(['R', 'R2', 'S', 'S1', 'R1', 'R1a', 'E']);
    // Right after a parent without children.
    const empty = await place(t.R2.id, t.E.id);
    expect(t.order(empty.list)).toEqual([
      ['R', null],
      ['S', null],
      ['S1', 'S'],
      ['R1', 'S'],
      ['R1a', 'R1'],
      ['E', null],
      ['R2', 'E'],
    ]);
  });

  it('moves to the top level: at the very end, or before a top-level category', async () => {
    const t = await tree();
    const last = await place(t.R1.id, null);
    // Categories other test files create meanwhile (one shared PostgreSQL) have larger ids.
    const existing = last.list.filter((r) => r.id <= t.E.id);
    expect(existing.slice(-2).map((r) => r.id)).toEqual([t.R1.id, t.R1a.id]);
    expect(last.record.parentId).toBeNull();
    const first = await place(t.S.id, null, t.R.id);
    expect(t.order(first.list).map(([n]) => n)).toEqual(['S', 'S1', 'R', 'R2', 'E', 'R1', 'R1a']);
  });

  it.skipIf(!LOCAL || DATABASE_URL)('renumbers the whole table 1..n', async () => {
    const t = await tree();
    const { list } = await place(t.E.id, null, t.R.id);
    expect(list.map((r) => r.sort)).toEqual(list.map((_, i) => i + 1));
  });

  const CYCLE = 'Категорию нельзя вложить в саму себя или в её подкатегорию';
  const cases: [
    string,
    (t: Awaited<ReturnType<typeof tree>>, food: Rec) => unknown[],
    string,
    RegExp | string,
  ][] = [
    ['an unknown id', () => [2_000_000_000, null, null], 'NOT_FOUND', 'Категория не найдена'],
    ['a malformed id', () => ['abc', null, null], 'VALIDATION', /«id»/],
    ['a malformed parentId', (t) => [t.R1.id, 'x', null], 'VALIDATION', /«parentId»/],
    [
      'an unknown parent',
      (t) => [t.R1.id, 2_000_000_000, null],
      'VALIDATION',
      'Родительская категория не найдена',
    ],
    ['the category as its own parent', (t) => [t.R1.id, t.R1.id, null], 'VALIDATION', CYCLE],
    ['a child as the parent', (t) => [t.R.id, t.R1.id, null], 'VALIDATION', CYCLE],
    ['a grandchild as the parent', (t) => [t.R.id, t.R1a.id, null], 'VALIDATION', CYCLE],
    [
      'a parent of the other shop type',
      (t, food) => [t.R1.id, food.id, null],
      'VALIDATION',
      /другому типу магазина/,
    ],
    ['an unknown beforeId', (t) => [t.R1.id, t.S.id, 2_000_000_000], 'VALIDATION', /не найдена/],
    [
      'a beforeId under another parent',
      (t) => [t.R1.id, t.S.id, t.R2.id],
      'VALIDATION',
      /с тем же родителем/,
    ],
    [
      'a top-level beforeId under a parent',
      (t) => [t.R1.id, t.S.id, t.E.id],
      'VALIDATION',
      /с тем же родителем/,
    ],
    [
      'a child beforeId at the top level',
      (t) => [t.R1.id, null, t.S1.id],
      'VALIDATION',
      /с тем же родителем/,
    ],
    [
      'the category itself as beforeId',
      (t) => [t.R1.id, t.R.id, t.R1.id],
      'VALIDATION',
      /с тем же родителем/,
    ],
  ];

  it.each(cases)('refuses %s and changes nothing', async (_name, args, code, message) => {
    const t = await tree();
    const food = await newCategory('fastfood');
    const before = t.order(await categories());
    const [id, parentId, beforeId] = args(t, food);
    await refused('/catalog/setCategoryPlace', { id, parentId, beforeId }, code, message);
    expect(t.order(await categories())).toEqual(before);
  });
});
