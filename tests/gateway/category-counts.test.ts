/**
 * The catalogue tree's counts come from the server (issue 17: the catalogue no longer loads every
 * product): live products per category as SQL counts them, of the reader's own shop type, and
 * the same answer from a CRM without the call (the gateway counts the whole product list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';
import { startSpecOnlyGateway } from './spec-crm';

const COUNTS = `query($shopType: ShopType) { categoryProductCounts(shopType: $shopType) { categoryId count } }`;

let gw: TestGateway;
let admin: string;
beforeAll(async () => {
  gw = await startGateway();
  admin = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(() => gw?.close());

async function counts(app: TestGateway['app'], token: string, shopType?: string) {
  const reply = await gql(app, COUNTS, shopType ? { shopType } : {}, token);
  expect(reply.errors).toBeUndefined();
  const rows = (reply.data as { categoryProductCounts: { categoryId: string | null; count: number }[] })
    .categoryProductCounts;
  return new Map(rows.map((r) => [r.categoryId, r.count]));
}

async function sqlCounts(shopType: string | null) {
  const rows = await gw.crm!.db.query<{ category_id: number | null; n: number }>(
    `SELECT category_id, count(*)::int AS n FROM products
      WHERE NOT deleted AND ($1::text IS NULL OR shop_type = $1) GROUP BY category_id`,
    [shopType],
  );
  return new Map(rows.map((r) => [r.category_id === null ? null : String(r.category_id), r.n]));
}

describe('categoryProductCounts', () => {
  it('are SQL’s live products per category, and follow a delete', async () => {
    const before = await counts(gw.app, admin, 'flower_shop');
    expect(before).toEqual(await sqlCounts('flower_shop'));
    expect([...before.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const [victim] = await gw.crm!.db.query<{ id: number; category_id: number }>(
      `SELECT id, category_id FROM products
        WHERE NOT deleted AND shop_type = 'flower_shop' AND category_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const removed = await gql(
      gw.app,
      `mutation($id: ID!) { setProductDeleted(id: $id, deleted: true) { product { id } } }`,
      { id: String(victim.id) },
      admin,
    );
    expect(removed.errors).toBeUndefined();
    const after = await counts(gw.app, admin, 'flower_shop');
    const category = String(victim.category_id);
    expect(after.get(category) ?? 0).toBe((before.get(category) ?? 0) - 1);
    expect(after).toEqual(await sqlCounts('flower_shop'));
  });

  it('a shop’s admin counts its own shop type whatever it asks; the SA may count all', async () => {
    const fastfood = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
    const own = await sqlCounts('fastfood');
    expect(await counts(gw.app, fastfood, 'flower_shop')).toEqual(own);
    expect(await counts(gw.app, fastfood)).toEqual(own);
    expect(await counts(gw.app, admin)).toEqual(await sqlCounts(null));
  });

  it('a CRM without getProductCounts gives the same counts', async () => {
    const remote = await startSpecOnlyGateway(gw, /\/getProductCounts/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      expect(await counts(remote.app, token, 'flower_shop')).toEqual(await sqlCounts('flower_shop'));
      expect(await counts(remote.app, token)).toEqual(await sqlCounts(null));
    } finally {
      await remote.close();
    }
  });
});
