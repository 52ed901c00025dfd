/**
 * Issue 16 item 3: orders, products and categories, and statistics of one shop type are read and
 * written by users of that shop type only; the SA sees both. On GraphQL and /api, writes as much
 * as reads: a refused write changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;
let fastfood: string;
let manager: string;
let flowerOrder: { id: number; status_id: number; shop_type: string };
let fastOrder: { id: number; status_id: number };
let flowerProduct: { id: number; price_kopecks: number };

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  fastfood = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const one = async <T>(sql: string) => (await gw.crm!.db.query<T>(sql))[0];
  flowerOrder = await one(
    "SELECT id, status_id, shop_type FROM orders WHERE shop_type = 'flower_shop' AND NOT deleted ORDER BY id DESC LIMIT 1",
  );
  fastOrder = await one(
    "SELECT id, status_id FROM orders WHERE shop_type = 'fastfood' AND NOT deleted ORDER BY id DESC LIMIT 1",
  );
  flowerProduct = await one(
    "SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
  );
});
afterAll(() => gw?.close());

const otherStatus = async (current: number) =>
  String(
    (
      await gw.crm!.db.query<{ id: number }>('SELECT id FROM order_statuses WHERE id <> $1 LIMIT 1', [
        current,
      ])
    )[0].id,
  );
const orderRow = async (id: number) =>
  (await gw.crm!.db.query('SELECT status_id, deleted, updated_at FROM orders WHERE id = $1', [id]))[0];

describe('orders', () => {
  it('the fast-food admin lists only fast-food orders; a flower order by id reads as absent', async () => {
    const [span] = await gw.crm!.db.query<{ start: string; stop: string }>(
      "SELECT to_char(min(order_date), 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    const query = `{ orders(preset: SPECIFY, range: { start: "${span.start}", stop: "${span.stop}" }) { orders { id shopType } } }`;
    const mine = (await gql(gw.app, query, undefined, fastfood)).data!.orders as {
      orders: { shopType: string }[];
    };
    expect(mine.orders.length).toBeGreaterThan(0);
    expect(new Set(mine.orders.map((o) => o.shopType))).toEqual(new Set(['fastfood']));
    const all = (await gql(gw.app, query, undefined, sa)).data!.orders as { orders: { shopType: string }[] };
    expect(new Set(all.orders.map((o) => o.shopType))).toEqual(new Set(['fastfood', 'flower_shop']));

    const one = await gql(gw.app, `{ order(id: "${flowerOrder.id}") { id } }`, undefined, fastfood);
    expect(one.data).toEqual({ order: null });
    const legacy = await gw.app.inject({
      method: 'POST',
      url: '/api/order/getOrderInfo',
      headers: bearer(fastfood),
      payload: { idOrder: flowerOrder.id },
    });
    expect(legacy.statusCode).toBe(400);
  });

  it('the fast-food admin cannot change, edit or delete a flower order; nothing changes', async () => {
    const before = await orderRow(flowerOrder.id);
    const status = await otherStatus(flowerOrder.status_id);
    for (const [query, variables] of [
      [
        'mutation($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { id } }',
        { id: String(flowerOrder.id), s: status },
      ],
      ['mutation($id: ID!) { deleteOrder(id: $id) }', { id: String(flowerOrder.id) }],
      [
        'mutation($id: ID!) { setOrderPayment(id: $id, paymentTypeId: null) { id } }',
        { id: String(flowerOrder.id) },
      ],
    ] as const) {
      const res = await gql(gw.app, query, variables, fastfood);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const api = await gw.app.inject({
      method: 'POST',
      url: '/api/order/setStatusOrder',
      headers: bearer(fastfood),
      payload: { idOrder: flowerOrder.id, idStatus: Number(status) },
    });
    expect(api.statusCode).toBe(403);
    const del = await gw.app.inject({
      method: 'POST',
      url: '/api/order/deleteOrder',
      headers: bearer(fastfood),
      payload: { idOrderDeleted: flowerOrder.id },
    });
    expect(del.statusCode).toBe(403);
    expect(await orderRow(flowerOrder.id)).toEqual(before);
  });

  it('the flower manager cannot move a fast-food order; the SA can move both', async () => {
    const before = await orderRow(fastOrder.id);
    const status = await otherStatus(fastOrder.status_id);
    const set = (token: string) =>
      gql(
        gw.app,
        'mutation($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { id } }',
        { id: String(fastOrder.id), s: status },
        token,
      );
    expect((await set(manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await orderRow(fastOrder.id)).toEqual(before);
    expect((await set(sa)).errors).toBeUndefined();
  });
});

describe('catalogue and statistics', () => {
  it('the fast-food admin sees only fast-food products and cannot reprice a flower product', async () => {
    const products = (await gql(gw.app, '{ products { id shopType } }', undefined, fastfood)).data!
      .products as { shopType: string }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.shopType === 'fastfood')).toBe(true);
    const res = await gql(
      gw.app,
      'mutation($id: ID!) { updateProduct(id: $id, input: { price: 1 }) { id } }',
      { id: String(flowerProduct.id) },
      fastfood,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const api = await gw.app.inject({
      method: 'POST',
      url: '/api/catalog/setUpdateProductList',
      headers: bearer(fastfood),
      payload: { dataProductListUpdate: { id: flowerProduct.id, price: 1 } },
    });
    expect(api.statusCode).toBe(403);
    const legacyList = await gw.app.inject({
      method: 'GET',
      url: '/api/catalog/getAllProductList',
      headers: bearer(fastfood),
    });
    expect((legacyList.json() as { shopType: string }[]).every((p) => p.shopType === 'fastfood')).toBe(true);
    const [row] = await gw.crm!.db.query<{ price_kopecks: number }>(
      'SELECT price_kopecks FROM products WHERE id = $1',
      [flowerProduct.id],
    );
    expect(row.price_kopecks).toBe(flowerProduct.price_kopecks);
  });

  it('nor change its composition, picture or place in the tree, on either face', async () => {
    const id = String(flowerProduct.id);
    const [category] = await gw.crm!.db.query<{ id: number }>(
      "SELECT id FROM categories WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
    );
    for (const [query, variables] of [
      ['mutation($id: ID!) { setProductComposition(productId: $id, items: []) { id } }', { id }],
      ['mutation($id: ID!) { removeProductImage(id: $id) { id } }', { id }],
      ['mutation($id: ID!) { removeCategoryImage(id: $id) { id } }', { id: String(category.id) }],
      ['mutation($id: ID!) { placeCategory(id: $id) { id } }', { id: String(category.id) }],
    ] as const) {
      expect((await gql(gw.app, query, variables, fastfood)).errors?.[0]?.extensions?.code, query).toBe(
        'FORBIDDEN',
      );
    }
    const place = await gw.app.inject({
      method: 'POST',
      url: '/api/catalog/setUpdateCategorySortable',
      headers: bearer(fastfood),
      payload: { dataCategoryUpdateSortable: { id: category.id, parentId: null, beforeId: null } },
    });
    expect(place.statusCode).toBe(403);
  });

  it("statistics of the other shop are refused; one's own are answered", async () => {
    const stats = (shop: string, token: string) =>
      gql(gw.app, `{ orderStats(preset: MONTH, shopType: ${shop}) { __typename } }`, undefined, token);
    expect((await stats('flower_shop', fastfood)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stats('fastfood', fastfood)).errors).toBeUndefined();
    expect((await stats('fastfood', sa)).errors).toBeUndefined();
  });
});
