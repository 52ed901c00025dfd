/**
 * /api/catalog reads (spec section 7 "Catalogue"): getAllCategory and getAllProductList answer
 * the CRM's arrays as they are; 401 without a token; 200 [] when the CRM fails (section 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamUnavailableError } from '../../gateway/upstream/errors';
import type { Upstream } from '../../gateway/upstream/types';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from '../gateway/helper';

let gw: TestGateway;
let token: string;

const get = (app: TestGateway['app'], path: string, auth: string | null = token) =>
  app.inject({ method: 'GET', url: `/api/catalog/${path}`, headers: auth ? bearer(auth) : {} });

beforeAll(async () => {
  gw = await startGateway();
  token = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
});
afterAll(async () => gw?.close());

describe('GET /api/catalog/getAllCategory', () => {
  it('answers the CRM’s categories of both shop types, in sort order', async () => {
    const res = await get(gw.app, 'getAllCategory');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[];
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual([
      'active',
      'deleted',
      'id',
      'name',
      'parentId',
      'shopType',
      'sort',
    ]);
    expect(body[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), active: true });
    expect(new Set(body.map((c) => c.shopType))).toEqual(new Set(['flower_shop', 'fastfood']));
  });
});

describe('GET /api/catalog/getAllProductList', () => {
  it('answers the CRM’s products with prices in kopecks', async () => {
    const res = await get(gw.app, 'getAllProductList');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[];
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual([
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
    expect(body.every((p) => Number.isInteger(p.price))).toBe(true);
  });
});

describe('access and faults', () => {
  it.each(['getAllCategory', 'getAllProductList'])('%s without a token is 401', async (path) => {
    const res = await get(gw.app, path, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it.each(['getAllCategory', 'getAllProductList'])('%s when the CRM fails is 200 []', async (path) => {
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
      const res = await get(broken.app, path, auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    } finally {
      await broken.close();
      await upstream.close();
    }
  });
});
