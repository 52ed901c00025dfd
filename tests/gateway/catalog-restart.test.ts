/**
 * Catalogue changes survive a restart: gateway + embedded CRM on an on-disk PGlite directory; a
 * picture, a composition and a category placement written, both closed, started again on the
 * same directory, read back (the picture served byte for byte from a cold cache).
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { picture, upload } from './catalog-helper';
import { ACCOUNTS, bearer, gql, login, testConfig } from './helper';
import { startCountedGateway } from './lists-helper';
import { seededTempDir } from '../seeded-dir';

const dataDir = seededTempDir('catalog-restart-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a picture, a composition and a placement are still there after a restart', async () => {
  const config = testConfig();
  let gw = await startCountedGateway(dataDir, config);
  let token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);

  const list = await gw.app.inject({
    method: 'GET',
    url: '/api/catalog/getAllProductList',
    headers: bearer(token),
  });
  const [product, component] = (list.json() as { id: number; shopType: string }[]).filter(
    (p) => p.shopType === 'fastfood',
  );
  const uploaded = await upload(gw.app, token, 'setUpdateProductListImg', product.id, [
    { bytes: await picture.jpeg({ width: 700, height: 500 }), type: 'image/jpeg' },
  ]);
  expect(uploaded.statusCode).toBe(200);
  const key = (uploaded.json() as { id: number; image: string }[]).find((p) => p.id === product.id)!.image;
  const served = await gw.app.inject({ method: 'GET', url: `/images/${key}` });
  expect(served.statusCode).toBe(200);

  const composed = await gql(
    gw.app,
    'mutation ($id: ID!, $c: ID!) { setProductComposition(productId: $id, items: [{ componentId: $c, quantity: 2.5 }]) { product { id } userErrors { message } } }',
    { id: String(product.id), c: String(component.id) },
    token,
  );
  expect(composed.errors).toBeUndefined();
  expect(composed.data!.setProductComposition).toMatchObject({ userErrors: [] });

  const cats = await gw.app.inject({
    method: 'GET',
    url: '/api/catalog/getAllCategory',
    headers: bearer(token),
  });
  const [parent, child] = (cats.json() as { id: number; shopType: string; parentId: number | null }[]).filter(
    (c) => c.shopType === 'fastfood' && c.parentId === null,
  );
  const placed = await gw.app.inject({
    method: 'POST',
    url: '/api/catalog/setUpdateCategorySortable',
    headers: bearer(token),
    payload: { dataCategoryUpdateSortable: { id: child.id, parentId: parent.id, beforeId: null } },
  });
  expect(placed.statusCode).toBe(200);
  await gw.close();

  gw = await startCountedGateway(dataDir, config);
  try {
    token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const res = await gql(
      gw.app,
      `query ($id: ID!) {
        product(id: $id) { image imageUrl composition { componentId quantity } }
        categories { id parentId }
      }`,
      { id: String(product.id) },
      token,
    );
    expect(res.errors).toBeUndefined();
    const data = res.data as {
      product: { image: string; imageUrl: string; composition: unknown[] };
      categories: { id: string; parentId: string | null }[];
    };
    expect(data.product).toEqual({
      image: key,
      imageUrl: `/images/${key}`,
      composition: [{ componentId: String(component.id), quantity: 2.5 }],
    });
    expect(data.categories.find((c) => c.id === String(child.id))!.parentId).toBe(String(parent.id));

    const again = await gw.app.inject({ method: 'GET', url: `/images/${key}` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(served.rawPayload)).toBe(true);
  } finally {
    await gw.close();
  }
});
