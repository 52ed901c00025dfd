/**
 * /api/catalog (spec section 7 "Catalogue") against the real embedded CRM: every route of the
 * spec is served; the reads answer the CRM's arrays (both shop types, prices in kopecks), 401
 * without a token and 502 when the CRM is down (docs/reliability.md); the writes need CATALOG or
 * NEWPRODUCT; setUpdateCategorySortable places a category in the tree and answers every
 * category in the new order. The picture upload has its own file (catalog-images.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamUnavailableError } from '../../gateway/upstream/errors';
import { MESSAGES } from '../gateway/upstream-helper';
import type { Upstream } from '../../gateway/upstream/types';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import { ACCOUNTS, bearer, login, startGateway } from '../gateway/helper';
import { startCountedGateway, type CountedGateway } from '../gateway/lists-helper';

type Rec = Record<string, unknown> & { id: number; name: string; sort: number; parentId?: number | null };

let gw: CountedGateway;
let sa: string;
let fastfood: string;
let manager: string;

const call = (method: 'GET' | 'POST', path: string, token: string | null = sa, payload?: object) =>
  gw.app.inject({
    method,
    url: `/api/catalog/${path}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const SPEC_ROUTES: ['GET' | 'POST', string][] = [
  ['GET', 'getAllCategory'],
  ['POST', 'setActiveCategory'],
  ['POST', 'setDeletedCategory'],
  ['POST', 'setUpdateCategory'],
  ['POST', 'setUpdateCategorySortable'],
  ['POST', 'setSaveNewCategory'],
  ['GET', 'getAllProductList'],
  ['POST', 'setActiveProductList'],
  ['POST', 'setDeletedProductList'],
  ['POST', 'setUpdateProductList'],
  ['POST', 'setUpdateProductListImg'],
  ['POST', 'setSaveNewProductList'],
];

async function newCategory(name: string): Promise<Rec> {
  const res = await call('POST', 'setSaveNewCategory', sa, {
    dataCategoryUpdate: { name, shopType: 'flower_shop' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Rec[]).find((c) => c.name === name)!;
}

const place = (dataCategoryUpdateSortable: unknown, token: string | null = sa) =>
  call('POST', 'setUpdateCategorySortable', token, { dataCategoryUpdateSortable } as object);

beforeAll(async () => {
  gw = await startCountedGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  fastfood = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());

describe('every route of spec section 7 is served', () => {
  it.each(SPEC_ROUTES)('%s /api/catalog/%s', async (method, path) => {
    const res = await call(method, path, sa, method === 'POST' ? {} : undefined);
    expect(res.statusCode).not.toBe(404);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/catalog/getAllCategory', () => {
  it('answers the SA the categories of both shop types, in sort order', async () => {
    const res = await call('GET', 'getAllCategory', sa);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Rec[];
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual([
      'active',
      'deleted',
      'id',
      'image',
      'name',
      'parentId',
      'shopType',
      'sort',
    ]);
    expect(body[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), active: true });
    expect(new Set(body.map((c) => c.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
    const sorts = body.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    // A shop's own staff sees its own categories only (issue 16 item 3).
    const own = (await call('GET', 'getAllCategory', fastfood)).json() as Rec[];
    expect(new Set(own.map((c) => c.shopType))).toEqual(new Set(['fastfood']));
  });
});

describe('GET /api/catalog/getAllProductList', () => {
  it('answers the products with prices in kopecks', async () => {
    const res = await call('GET', 'getAllProductList', fastfood);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Rec[];
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual([
      'active',
      'article',
      'barcode',
      'categoryId',
      'cost',
      'deleted',
      'description',
      'id',
      'image',
      'name',
      'price',
      'shopType',
      'sort',
      'unit',
    ]);
    expect(body.every((p) => Number.isInteger(p.price))).toBe(true);
  });
});

describe('writes', () => {
  it('setSaveNewProductList and setUpdateProductList answer the whole product list', async () => {
    const created = await call('POST', 'setSaveNewProductList', sa, {
      dataProductListUpdate: { name: 'Гербера', unit: 'шт', price: 12_000, shopType: 'flower_shop' },
    });
    expect(created.statusCode).toBe(200);
    const product = (created.json() as Rec[]).find((p) => p.name === 'Гербера')!;
    expect(product).toMatchObject({ price: 12_000, image: null });
    const updated = await call('POST', 'setUpdateProductList', sa, {
      dataProductListUpdate: { id: product.id, price: 13_000 },
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as Rec[]).find((p) => p.id === product.id)!.price).toBe(13_000);
  });
});

describe('POST /api/catalog/setUpdateCategorySortable', () => {
  it('places a category under a parent, then before a sibling; answers every category in order', async () => {
    const parent = await newCategory('Сортировка: родитель');
    const a = await newCategory('Сортировка: А');
    const b = await newCategory('Сортировка: Б');

    const under = await place({ id: b.id, parentId: parent.id, beforeId: null });
    expect(under.statusCode).toBe(200);
    let list = under.json() as Rec[];
    const ids = () => list.map((c) => c.id);
    expect(list.length).toBe(((await call('GET', 'getAllCategory')).json() as Rec[]).length);
    expect(list.find((c) => c.id === b.id)!.parentId).toBe(parent.id);
    expect(ids().indexOf(b.id)).toBe(ids().indexOf(parent.id) + 1);

    list = (await place({ id: a.id, parentId: parent.id, beforeId: b.id })).json() as Rec[];
    expect(ids().slice(ids().indexOf(parent.id), ids().indexOf(parent.id) + 3)).toEqual([
      parent.id,
      a.id,
      b.id,
    ]);
    expect(list.map((c) => c.sort)).toEqual([...list.map((c) => c.sort)].sort((x, y) => x - y));

    // parentId omitted: top level, after the last category.
    list = (await place({ id: a.id })).json() as Rec[];
    expect(list.at(-1)).toMatchObject({ id: a.id, parentId: null });
  });

  it('refusals: 400 for a bad payload or a cycle (the CRM’s message), 404 for an unknown id', async () => {
    const outer = await newCategory('Сортировка: внешняя');
    const inner = await newCategory('Сортировка: внутренняя');
    expect((await place({ id: inner.id, parentId: outer.id })).statusCode).toBe(200);

    const cycle = await place({ id: outer.id, parentId: inner.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toEqual({ message: 'Категорию нельзя вложить в саму себя или в её подкатегорию' });

    for (const payload of [undefined, 'x', { id: 'abc' }, { id: outer.id, parentId: 'x' }]) {
      const res = await place(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const unknown = await place({ id: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('access and faults', () => {
  it.each(['getAllCategory', 'getAllProductList'])('%s without a token is 401', async (path) => {
    const res = await call('GET', path, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it.each(SPEC_ROUTES.filter(([m]) => m === 'POST').map(([, p]) => p))(
    '%s: 401 without a token, 403 for a manager (no CATALOG/NEWPRODUCT)',
    async (path) => {
      gw.calls.length = 0;
      expect((await call('POST', path, null, {})).statusCode).toBe(401);
      const res = await call('POST', path, manager, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Недостаточно прав' });
      expect(gw.calls.filter((c) => c.startsWith('catalog/'))).toEqual([]);
    },
  );

  it.each(['getAllCategory', 'getAllProductList'])('%s when the CRM is down is 502', async (path) => {
    // Auth goes to the real CRM; only the catalogue calls fail.
    const real = createUndiciUpstream({
      url: gw.crm!.url,
      apiKey: gw.config.crmApiKey,
      settings: gw.config.upstream,
    });
    const fail = () => Promise.reject(new UpstreamUnavailableError('catalog/get', 'down'));
    const upstream: Upstream = {
      call: (area, method, body) => (area === 'catalog' ? fail() : real.call(area, method, body)),
      envelope: (area, method, body) => (area === 'catalog' ? fail() : real.envelope(area, method, body)),
      close: () => real.close(),
    };
    const broken = await startGateway({
      crmUrl: gw.crm!.url,
      upstream,
      env: { CRM_API_KEY: gw.config.crmApiKey },
    });
    try {
      const auth = await login(broken.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const res = await broken.app.inject({
        method: 'GET',
        url: `/api/catalog/${path}`,
        headers: bearer(auth),
      });
      // Not an empty catalogue: the CRM is down, and the reply says so (docs/reliability.md).
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: MESSAGES.DOWN });
      // A write while the CRM is down: the usual upstream error of /api.
      const write = await broken.app.inject({
        method: 'POST',
        url: '/api/catalog/setUpdateCategorySortable',
        headers: bearer(auth),
        payload: { dataCategoryUpdateSortable: { id: 1 } },
      });
      expect(write.statusCode).toBe(502);
      expect(write.json()).toEqual({ message: MESSAGES.DOWN });
    } finally {
      await broken.close();
      await upstream.close();
    }
  });
});
