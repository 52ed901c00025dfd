/**
 * Compositions of bouquets and dishes: getAllProductComposition and setProductComposition, which
 * replaces one product's rows and refuses anything the warehouse could not write off: unknown or
 * foreign components, odd quantities, and cycles at any depth.
 */
import { describe, expect, it } from 'vitest';
import { newProduct, ok, refused, useCatalogCrm } from './catalog-helper';

useCatalogCrm();

interface Row {
  productId: number;
  componentId: number;
  quantity: number;
  sort: number;
}

const all = () => ok<Row[]>('/catalog/getAllProductComposition', {});
const compositionOf = async (productId: number) => (await all()).filter((r) => r.productId === productId);
const set = (productId: unknown, items: unknown) =>
  ok<{ productId: number; items: Row[] }>('/catalog/setProductComposition', { productId, items });

describe('getAllProductComposition', () => {
  it('answers every row with a numeric quantity, ordered by product, then sort', async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThan(0); // seeded bouquets
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['componentId', 'productId', 'quantity', 'sort']);
      expect(typeof r.quantity).toBe('number');
    }
    expect(rows.some((r) => r.quantity === 1.5)).toBe(true); // 1.5 m of ribbon
    const order = rows.map((r) => [r.productId, r.sort]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });
});

describe('setProductComposition', () => {
  it('replaces the composition and answers it in order', async () => {
    const [bouquet, rose, ribbon, pack] = [
      await newProduct(),
      await newProduct(),
      await newProduct(),
      await newProduct(),
    ];
    const first = await set(bouquet.id, [
      { componentId: rose.id, quantity: 25 },
      { componentId: String(ribbon.id), quantity: 0.125 },
    ]);
    expect(first).toEqual({
      productId: bouquet.id,
      items: [
        { productId: bouquet.id, componentId: rose.id, quantity: 25, sort: 1 },
        { productId: bouquet.id, componentId: ribbon.id, quantity: 0.125, sort: 2 },
      ],
    });
    expect(await compositionOf(bouquet.id)).toEqual(first.items);

    const second = await set(bouquet.id, [
      { componentId: pack.id, quantity: 10_000 },
      { componentId: rose.id, quantity: 0.001 },
    ]);
    expect(second.items.map((r) => [r.componentId, r.quantity, r.sort])).toEqual([
      [pack.id, 10_000, 1],
      [rose.id, 0.001, 2],
    ]);
    expect(await compositionOf(bouquet.id)).toEqual(second.items);

    expect(await set(bouquet.id, [])).toEqual({ productId: bouquet.id, items: [] });
    expect(await compositionOf(bouquet.id)).toEqual([]);
  });

  it('refuses a cycle at any depth and keeps what was stored', async () => {
    const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
    await set(a.id, [{ componentId: b.id, quantity: 1 }]);
    const loop = { productId: b.id, items: [{ componentId: a.id, quantity: 1 }] };
    await refused('/catalog/setProductComposition', loop, 'VALIDATION', /замкнулся бы в круг/);
    expect(await compositionOf(b.id)).toEqual([]);

    await set(b.id, [{ componentId: c.id, quantity: 2 }]);
    const deep = { productId: c.id, items: [{ componentId: a.id, quantity: 1 }] };
    await refused('/catalog/setProductComposition', deep, 'VALIDATION', /строка 1: .*замкнулся бы в круг/);
    expect(await compositionOf(c.id)).toEqual([]);
    // The same component twice at different depths is no cycle.
    await set(c.id, []);
    await set(a.id, [
      { componentId: b.id, quantity: 1 },
      { componentId: c.id, quantity: 3 },
    ]);
  });

  it('refuses an unknown product with NOT_FOUND', async () => {
    const part = await newProduct();
    const body = { productId: 2_000_000_000, items: [{ componentId: part.id, quantity: 1 }] };
    await refused('/catalog/setProductComposition', body, 'NOT_FOUND', 'Товар не найден');
  });

  const cases: [string, (ids: { self: number; part: number; food: number }) => unknown, RegExp][] = [
    ['items that are not a list', () => ({ componentId: 1 }), /«items»/],
    [
      'more than 100 items',
      ({ part }) => Array.from({ length: 101 }, () => ({ componentId: part, quantity: 1 })),
      /100/,
    ],
    ['an item that is not an object', () => [5], /строка 1/],
    ['a componentId of 0', () => [{ componentId: 0, quantity: 1 }], /строка 1: компонент/],
    ['a fractional componentId', () => [{ componentId: 1.5, quantity: 1 }], /строка 1: компонент/],
    ['a componentId that is not a number', () => [{ componentId: 'abc', quantity: 1 }], /компонент/],
    [
      'an unknown component',
      () => [{ componentId: 2_000_000_000, quantity: 1 }],
      /строка 1: товар не найден/,
    ],
    ['the product itself', ({ self }) => [{ componentId: self, quantity: 1 }], /собственный состав/],
    [
      'a duplicate component',
      ({ part }) => [
        { componentId: part, quantity: 1 },
        { componentId: part, quantity: 2 },
      ],
      /строка 2: этот компонент уже есть/,
    ],
    [
      'a quantity as text',
      ({ part }) => [{ componentId: part, quantity: '1' }],
      /количество — введите число/,
    ],
    ['a missing quantity', ({ part }) => [{ componentId: part }], /введите число/],
    ['a quantity of 0', ({ part }) => [{ componentId: part, quantity: 0 }], /больше 0/],
    ['a negative quantity', ({ part }) => [{ componentId: part, quantity: -1 }], /больше 0/],
    ['a quantity over 10000', ({ part }) => [{ componentId: part, quantity: 10_000.5 }], /не больше 10/],
    ['a quantity with 4 decimals', ({ part }) => [{ componentId: part, quantity: 1.2345 }], /трёх знаков/],
    [
      'a component of the other shop type',
      ({ food }) => [{ componentId: food, quantity: 1 }],
      /другому типу/,
    ],
  ];

  it.each(cases)('refuses %s with VALIDATION and keeps what was stored', async (_name, items, message) => {
    const [self, part, kept] = [await newProduct(), await newProduct(), await newProduct()];
    const food = await newProduct('fastfood');
    const stored = await set(self.id, [{ componentId: kept.id, quantity: 2 }]);
    const body = { productId: self.id, items: items({ self: self.id, part: part.id, food: food.id }) };
    await refused('/catalog/setProductComposition', body, 'VALIDATION', message);
    expect(await compositionOf(self.id)).toEqual(stored.items);
  });

  it('refuses a malformed productId with VALIDATION', async () => {
    await refused(
      '/catalog/setProductComposition',
      { productId: 'x', items: [] },
      'VALIDATION',
      /«productId»/,
    );
  });
});
