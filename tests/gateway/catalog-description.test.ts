/**
 * Product descriptions are rich text: the gateway cleans them on the way in (so a remote CRM that
 * does not sanitise stores clean text) and on the way out, for GraphQL and /api alike, so a row
 * written around the gateway — straight into the CRM's table, here — never brings a script to a
 * browser. The editor's own formats pass unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTemplate } from '../seeded-template';
import { startCrm, type RunningCrm } from '../../crm/server';
import { buildApp } from '../../gateway/app';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import type { Upstream } from '../../gateway/upstream/types';
import { findList } from '../../schema/lists';
import { ACCOUNTS, bearer, gql, login, testConfig } from './helper';
import { picture, upload } from './catalog-helper';

const PRODUCT = findList('ProductList')!;

const FORMATTED =
  '<h2 style="text-align: center;">Букет</h2><p><strong>15</strong> роз, <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/care">уход</a></p><div data-youtube-video=""><iframe width="640" height="360" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1" frameborder="0"></iframe></div>';
const HOSTILE =
  '<p onclick="alert(1)">Розы<script>alert(document.cookie)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">жми</a><svg onload="alert(1)"></svg>';
const CLEANED = '<p>Розы</p>жми';

let crm: RunningCrm;
let app: Awaited<ReturnType<typeof buildApp>>;
let inner: Upstream;
let token: string;
/** Bodies of the CRM product writes the gateway sent. */
const sent: unknown[] = [];

beforeAll(async () => {
  // The list cache is on (its default), so cached rows are the shared frozen objects.
  const config = testConfig({ LIST_CACHE_MS: '60000' });
  crm = await startCrm({ dataDir: 'memory://', template: seededTemplate(), apiKey: config.crmApiKey });
  inner = createUndiciUpstream({ url: crm.url, apiKey: config.crmApiKey, settings: config.upstream });
  const upstream: Upstream = {
    call: (area, method, body) => {
      if (/ProductList(Update)?$/.test(method) && method.startsWith('set')) sent.push(body);
      return inner.call(area, method, body);
    },
    envelope: (area, method, body) => inner.envelope(area, method, body),
    close: () => inner.close(),
  };
  app = await buildApp({ config, crmUrl: crm.url, upstream });
  token = await login(app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(async () => {
  await app?.close();
  await inner?.close();
  await crm?.close();
});

const api = async (path: string, payload: Record<string, unknown> = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/catalog/${path}`,
    payload,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; description: string }[];
};
const apiList = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/catalog/getAllProductList',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; description: string }[];
};

async function gqlOk<T>(query: string, variables: Record<string, unknown> = {}) {
  const res = await gql(app, query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

async function createProduct(description: string): Promise<{ id: string; description: string }> {
  const data = await gqlOk<{ createProduct: { product: { id: string; description: string } } }>(
    'mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id description } } }',
    {
      input: {
        name: `Описание ${Math.random()}`,
        unit: 'шт',
        price: 10_000,
        shopType: 'flower_shop',
        description,
      },
    },
  );
  return data.createProduct.product;
}

const viaGraphQL = async (id: string) => {
  const one = await gqlOk<{ product: { description: string } }>(
    'query ($id: ID!) { product(id: $id) { description } }',
    {
      id,
    },
  );
  const all = await gqlOk<{ products: { id: string; description: string }[] }>(
    '{ products { id description } }',
  );
  return [one.product.description, all.products.find((p) => p.id === id)!.description];
};
const viaApi = async (id: string) => [(await apiList()).find((p) => String(p.id) === id)!.description];

/** Writes around the gateway and the CRM's checks, as a remote CRM or a hand edit would. */
async function writeRaw(id: string, description: string) {
  await crm.db.query(`UPDATE "${PRODUCT.table}" SET description = $1 WHERE id = $2`, [
    description,
    Number(id),
  ]);
  // The gateway caches lists; a write elsewhere is seen when the entry expires. Expire it now.
  await app.inject({
    method: 'POST',
    url: '/api/catalog/setUpdateProductList',
    payload: { dataProductListUpdate: { id: Number(id), name: `Описание ${id}` } },
    headers: bearer(token),
  });
}

describe('product description through the gateway', () => {
  it('a description with scripts and handlers is cleaned before the CRM sees it, over GraphQL and /api', async () => {
    sent.length = 0;
    const created = await createProduct(HOSTILE);
    expect(created.description).toBe(CLEANED);
    const list = await api('setSaveNewProductList', {
      dataProductListUpdate: {
        name: `Описание ${Math.random()}`,
        unit: 'шт',
        price: 1,
        shopType: 'fastfood',
        description: HOSTILE,
      },
    });
    expect(list.every((p) => !/script|onerror|onclick|javascript:|<svg/i.test(p.description ?? ''))).toBe(
      true,
    );
    expect(sent).toHaveLength(2);
    const descriptions = sent.map(
      (b) => (b as { dataProductListUpdate: { description: string } }).dataProductListUpdate.description,
    );
    expect(descriptions).toEqual([CLEANED, CLEANED]);
  });

  it("the editor's formats pass unchanged both ways", async () => {
    const { id, description } = await createProduct(FORMATTED);
    expect(description).toBe(FORMATTED);
    expect([...(await viaGraphQL(id)), ...(await viaApi(id))]).toEqual([FORMATTED, FORMATTED, FORMATTED]);
  });

  it('a row written straight into the CRM with a script is cleaned on every way out', async () => {
    const { id } = await createProduct('<p>было</p>');
    await writeRaw(id, HOSTILE);
    // Read twice: the second read comes from the gateway's list cache.
    for (let i = 0; i < 2; i++) {
      expect([...(await viaGraphQL(id)), ...(await viaApi(id))]).toEqual([CLEANED, CLEANED, CLEANED]);
    }
    // A write reply carries the whole list: it is cleaned too (the picture upload is one).
    const res = await upload(app, token, 'setUpdateProductListImg', id, [{ bytes: await picture.png() }]);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { id: number; description: string }[]).find((p) => String(p.id) === id)!;
    expect(row.description).toBe(CLEANED);
  });
});
