/**
 * The catalogue over GraphQL against the real embedded CRM: categories and products (the list
 * queries) with their references; picture URLs and removal; composition through the request's
 * loader (one getAllProductComposition per request, however many products) with a round trip
 * and the CRM's Russian refusals; placement in the category tree; access on every mutation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login } from './helper';
import { picture, upload } from './catalog-helper';
import { startCountedGateway, type CountedGateway } from './lists-helper';

interface Category {
  id: string;
  name: string;
  parentId: string | null;
  parent: { id: string } | null;
  shopType: string;
  sort: number;
  deleted: boolean;
  image: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

interface Component {
  componentId: string;
  quantity: number;
  component: { id: string; name: string } | null;
}

interface Product {
  id: string;
  name: string;
  categoryId: string | null;
  category: { id: string; shopType: string } | null;
  shopType: string;
  price: number;
  deleted: boolean;
  image: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  composition: Component[];
}

let gw: CountedGateway;
let sa: string;
let manager: string;

const CATEGORY_FIELDS = 'id name parentId parent { id } shopType sort deleted image imageUrl thumbnailUrl';
const PRODUCT_FIELDS = `id name categoryId category { id shopType } shopType price deleted image imageUrl thumbnailUrl
  composition { componentId quantity component { id name } }`;

async function ok<T>(query: string, variables: Record<string, unknown> = {}, token = sa): Promise<T> {
  const res = await gql(gw.app, query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

const categories = async (includeDeleted = false) =>
  (
    await ok<{ categories: Category[] }>(
      `query ($d: Boolean) { categories(includeDeleted: $d) { ${CATEGORY_FIELDS} } }`,
      { d: includeDeleted },
    )
  ).categories;

const products = async (includeDeleted = false) =>
  (
    await ok<{ products: Product[] }>(
      `query ($d: Boolean) { products(includeDeleted: $d) { ${PRODUCT_FIELDS} } }`,
      { d: includeDeleted },
    )
  ).products;

const productById = async (id: string) =>
  (
    await ok<{ product: Product | null }>(`query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, {
      id,
    })
  ).product!;

const SET_COMPOSITION = `mutation ($id: ID!, $items: [ProductComponentInput!]!) {
  setProductComposition(productId: $id, items: $items) {
    product { ${PRODUCT_FIELDS} } userErrors { field code message }
  }
}`;
const PLACE = `mutation ($id: ID!, $parentId: ID, $beforeId: ID) {
  placeCategory(id: $id, parentId: $parentId, beforeId: $beforeId) {
    categories { id name parentId sort } userErrors { field code message }
  }
}`;

interface Refused {
  userErrors: { field: string[] | null; code: string; message: string }[];
}
type Composed = { setProductComposition: { product: Product } & Refused };
type Placed = { placeCategory: { categories: Category[] } & Refused };

async function createCategory(name: string, parentId: string | null = null): Promise<Category> {
  const data = await ok<{ createCategory: { category: Category } }>(
    `mutation ($input: CategoryCreateInput!) { createCategory(input: $input) { category { ${CATEGORY_FIELDS} } } }`,
    { input: { name, parentId, shopType: 'flower_shop' } },
  );
  return data.createCategory.category;
}

async function createProduct(name: string): Promise<Product> {
  const data = await ok<{ createProduct: { product: Product } }>(
    `mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { ${PRODUCT_FIELDS} } } }`,
    { input: { name, unit: 'шт', price: 10_000, shopType: 'flower_shop' } },
  );
  return data.createProduct.product;
}

beforeAll(async () => {
  gw = await startCountedGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());
beforeEach(() => {
  gw.calls.length = 0;
});

describe('categories and products', () => {
  it('categories of both shop types in sort order, each with its parent; no picture yet', async () => {
    const sub = await createCategory('Розы: тест');
    const roses = (await categories()).find((c) => c.shopType === 'flower_shop' && c.id !== sub.id)!;
    await ok(PLACE, { id: sub.id, parentId: roses.id });
    const all = await categories();
    expect(new Set(all.map((c) => c.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
    const sorted = [...all].sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
    expect(all.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
    const placed = all.find((c) => c.id === sub.id)!;
    expect(placed.parent).toEqual({ id: roses.id });
    expect(all.filter((c) => c.parentId === null).every((c) => c.parent === null)).toBe(true);
    expect(placed).toMatchObject({ image: null, imageUrl: null, thumbnailUrl: null });
  });

  it('products: deleted hidden unless asked, prices in kopecks, category resolved', async () => {
    const gone = await createProduct('Удалённый товар');
    await ok('mutation ($id: ID!) { setProductDeleted(id: $id, deleted: true) { product { id } } }', {
      id: gone.id,
    });
    const shown = await products();
    expect(shown.some((p) => p.deleted)).toBe(false);
    expect(shown.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
    const withCategory = shown.filter((p) => p.categoryId !== null);
    expect(withCategory.length).toBeGreaterThan(0);
    expect(
      withCategory.every((p) => p.category?.id === p.categoryId && p.category.shopType === p.shopType),
    ).toBe(true);
    expect((await products(true)).find((p) => p.id === gone.id)?.deleted).toBe(true);
  });

  it('a products query with compositions and their components costs one call per list', async () => {
    // Cold: with the lists in the gateway's list cache (LIST_CACHE_MS) only compositions are read.
    gw.app.upstream.clearCaches();
    gw.calls.length = 0;
    const all = await products(true);
    expect(all.length).toBeGreaterThan(10);
    expect(all.some((p) => p.composition.length > 0)).toBe(true);
    expect(gw.calls.filter((c) => c.startsWith('catalog/')).sort()).toEqual([
      'catalog/getAllCategory',
      'catalog/getAllProductComposition',
      'catalog/getAllProductList',
    ]);
  });

  it('the seeded bouquets carry their composition, components resolved', async () => {
    const bouquet = (await products()).find((p) => p.name === 'Букет из 25 роз')!;
    expect(bouquet.composition.map((c) => [c.component?.name, c.quantity])).toEqual([
      ['Роза Red Naomi 60 см', 25],
      ['Упаковка крафт', 1],
      ['Лента атласная', 1.5],
    ]);
    expect(bouquet.composition.every((c) => c.component?.id === c.componentId)).toBe(true);
  });
});

describe('composition', () => {
  let bouquet: Product;
  let rose: Product;
  let ribbon: Product;
  beforeAll(async () => {
    bouquet = await createProduct('Букет для теста');
    rose = await createProduct('Роза для теста');
    ribbon = await createProduct('Лента для теста');
  });

  it('round trip: set, read back in order, clear', async () => {
    const items = [
      { componentId: ribbon.id, quantity: 0.5 },
      { componentId: rose.id, quantity: 11 },
    ];
    const set = (await ok<Composed>(SET_COMPOSITION, { id: bouquet.id, items })).setProductComposition;
    expect(set.userErrors).toEqual([]);
    expect(set.product.id).toBe(bouquet.id);
    expect(set.product.composition).toEqual([
      { componentId: ribbon.id, quantity: 0.5, component: { id: ribbon.id, name: 'Лента для теста' } },
      { componentId: rose.id, quantity: 11, component: { id: rose.id, name: 'Роза для теста' } },
    ]);
    expect((await productById(bouquet.id)).composition.map((c) => [c.componentId, c.quantity])).toEqual([
      [ribbon.id, 0.5],
      [rose.id, 11],
    ]);
    const cleared = await ok<Composed>(SET_COMPOSITION, {
      id: bouquet.id,
      items: [],
    });
    expect(cleared.setProductComposition.product.composition).toEqual([]);
    expect((await productById(bouquet.id)).composition).toEqual([]);
  });

  it('the CRM’s refusals are userErrors at the line, in Russian; nothing changes', async () => {
    await ok(SET_COMPOSITION, { id: bouquet.id, items: [{ componentId: rose.id, quantity: 3 }] });
    const at = (key: string) => ['items', '0', key];
    const cases: [string, Record<string, unknown>, RegExp, string[], string][] = [
      [
        'self',
        { id: bouquet.id, items: [{ componentId: bouquet.id, quantity: 1 }] },
        /собственный состав/,
        at('componentId'),
        'FIELD_INVALID',
      ],
      [
        'zero',
        { id: bouquet.id, items: [{ componentId: rose.id, quantity: 0 }] },
        /количество/,
        at('quantity'),
        'FIELD_INVALID',
      ],
      [
        'cycle',
        { id: rose.id, items: [{ componentId: bouquet.id, quantity: 1 }] },
        /круг/,
        at('componentId'),
        'FIELD_INVALID',
      ],
      [
        'unknown component',
        { id: bouquet.id, items: [{ componentId: '999999', quantity: 1 }] },
        /не найден/,
        at('componentId'),
        'NOT_FOUND',
      ],
      [
        'bad component id',
        { id: bouquet.id, items: [{ componentId: 'abc', quantity: 1 }] },
        /компонент/,
        at('componentId'),
        'FIELD_INVALID',
      ],
    ];
    for (const [name, variables, message, field, code] of cases) {
      const res = (await ok<Composed>(SET_COMPOSITION, variables)).setProductComposition;
      expect(res.product, name).toBeNull();
      expect(res.userErrors, name).toEqual([{ field, code, message: expect.stringMatching(message) }]);
    }
    expect((await productById(bouquet.id)).composition.map((c) => c.componentId)).toEqual([rose.id]);
    expect((await productById(rose.id)).composition).toEqual([]);
  });

  it('an unknown product is NOT_FOUND at productId', async () => {
    const res = (await ok<Composed>(SET_COMPOSITION, { id: '999999', items: [] })).setProductComposition;
    expect(res).toEqual({
      product: null,
      userErrors: [{ field: ['productId'], code: 'NOT_FOUND', message: expect.any(String) }],
    });
  });
});

describe('pictures', () => {
  it('imageUrl and thumbnailUrl point at /images; removeProductImage clears them', async () => {
    const product = await createProduct('Товар с картинкой');
    const res = await upload(gw.app, sa, 'setUpdateProductListImg', product.id, [
      { bytes: await picture.png({ width: 300, height: 300 }), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const withPicture = await productById(product.id);
    expect(withPicture.image).toMatch(/^[0-9a-f]{64}$/);
    expect(withPicture.imageUrl).toBe(`/images/${withPicture.image}`);
    expect(withPicture.thumbnailUrl).toBe(`/images/${withPicture.image}?size=thumb`);
    for (const url of [withPicture.imageUrl!, withPicture.thumbnailUrl!]) {
      const img = await gw.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
    }

    const removed = await ok<{ removeProductImage: { product: Product } }>(
      `mutation ($id: ID!) { removeProductImage(id: $id) { product { ${PRODUCT_FIELDS} } } }`,
      { id: product.id },
    );
    expect(removed.removeProductImage.product).toMatchObject({
      id: product.id,
      image: null,
      imageUrl: null,
      thumbnailUrl: null,
    });
    const legacy = await gw.app.inject({
      method: 'GET',
      url: '/api/catalog/getAllProductList',
      headers: bearer(sa),
    });
    expect(
      (legacy.json() as { id: number; image: unknown }[]).find((p) => String(p.id) === product.id)!.image,
    ).toBeNull();
  });

  it('removeCategoryImage clears a category’s picture', async () => {
    const category = await createCategory('Категория с картинкой');
    await upload(gw.app, sa, 'setUpdateCategoryImg', category.id, [
      { bytes: await picture.jpeg(), type: 'image/jpeg' },
    ]);
    expect((await categories()).find((c) => c.id === category.id)!.imageUrl).toMatch(
      /^\/images\/[0-9a-f]{64}$/,
    );
    const removed = await ok<{ removeCategoryImage: { category: Category } }>(
      `mutation ($id: ID!) { removeCategoryImage(id: $id) { category { ${CATEGORY_FIELDS} } } }`,
      { id: category.id },
    );
    expect(removed.removeCategoryImage.category).toMatchObject({
      id: category.id,
      image: null,
      imageUrl: null,
    });
  });

  it('an unknown record is NOT_FOUND at id', async () => {
    for (const name of ['removeProductImage', 'removeCategoryImage']) {
      const res = await ok<Record<string, Refused>>(
        `mutation { ${name}(id: "999999") { userErrors { field code message } } }`,
      );
      expect(res[name].userErrors, name).toEqual([
        { field: ['id'], code: 'NOT_FOUND', message: expect.any(String) },
      ]);
    }
  });
});

describe('placeCategory', () => {
  it('moves a category under a parent and before a sibling; answers every category in order', async () => {
    const parent = await createCategory('Родитель');
    const first = await createCategory('Первая');
    const second = await createCategory('Вторая');

    const under = (await ok<Placed>(PLACE, { id: second.id, parentId: parent.id })).placeCategory.categories;
    expect(under.find((c) => c.id === second.id)!.parentId).toBe(parent.id);
    expect(under.length).toBe((await categories()).length);
    const ids = () => under.map((c) => c.id);
    expect(ids().indexOf(second.id)).toBe(ids().indexOf(parent.id) + 1);

    await ok(PLACE, { id: first.id, parentId: parent.id });
    const before = (
      await ok<Placed>(PLACE, {
        id: first.id,
        parentId: parent.id,
        beforeId: second.id,
      })
    ).placeCategory.categories.map((c) => c.id);
    expect(before.indexOf(first.id)).toBe(before.indexOf(parent.id) + 1);
    expect(before.indexOf(second.id)).toBe(before.indexOf(parent.id) + 2);
    const sorts = (await categories()).map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

    const top = (await ok<Placed>(PLACE, { id: first.id })).placeCategory.categories;
    expect(top.at(-1)).toMatchObject({ id: first.id, parentId: null });
  });

  it('refuses a parent inside the category itself: a user error at parentId, nothing moves', async () => {
    const outer = await createCategory('Внешняя');
    const inner = await createCategory('Внутренняя');
    await ok(PLACE, { id: inner.id, parentId: outer.id });
    const before = await categories();
    const res = (await ok<Placed>(PLACE, { id: outer.id, parentId: inner.id })).placeCategory;
    expect(res).toEqual({
      categories: null,
      userErrors: [
        {
          field: ['parentId'],
          code: 'CATEGORY_PLACE_INVALID',
          message: 'Категорию нельзя вложить в саму себя или в её подкатегорию',
        },
      ],
    });
    expect(await categories()).toEqual(before);
    const bad = (await ok<Placed>(PLACE, { id: outer.id, parentId: 'abc' })).placeCategory;
    expect(bad.userErrors).toEqual([{ field: ['parentId'], code: 'NOT_FOUND', message: expect.any(String) }]);
    const unknown = (await ok<Placed>(PLACE, { id: '999999' })).placeCategory;
    expect(unknown.userErrors).toEqual([{ field: ['id'], code: 'NOT_FOUND', message: expect.any(String) }]);
  });
});

describe('access', () => {
  const MUTATIONS: [string, string][] = [
    [
      'setProductComposition',
      'mutation { setProductComposition(productId: "1", items: []) { product { id } } }',
    ],
    ['removeProductImage', 'mutation { removeProductImage(id: "1") { product { id } } }'],
    ['removeCategoryImage', 'mutation { removeCategoryImage(id: "1") { category { id } } }'],
    ['placeCategory', 'mutation { placeCategory(id: "1") { categories { id } } }'],
  ];

  it.each(MUTATIONS)(
    '%s: UNAUTHENTICATED without a token, FORBIDDEN without CATALOG',
    async (_name, query) => {
      gw.calls.length = 0;
      const anonymous = await gql(gw.app, query, {});
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const forbidden = await gql(gw.app, query, {}, manager);
      expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(gw.calls.filter((c) => c.startsWith('catalog/'))).toEqual([]);
    },
  );

  it('the catalogue queries need a signed-in user', async () => {
    const res = await gql(gw.app, '{ products { id composition { componentId } } }', {});
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The root is nullable (issue 18): refused, it is null and nothing of it is read.
    expect(res.data?.products ?? null).toBeNull();
  });

  it('a manager may read compositions and picture URLs', async () => {
    const res = await gql(gw.app, '{ products { id imageUrl composition { componentId } } }', {}, manager);
    expect(res.errors).toBeUndefined();
  });
});
