/** The demo shop over /api/ecommerce: catalogue, cart per uid, amount bounds (spec sections 3, 4, 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startGateway();
  token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());

const get = (url: string) => gw.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object) =>
  gw.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const cart = async (uid: string) => (await get(`/api/ecommerce/get-cart-list?uid=${uid}`)).json();

describe('catalogue', () => {
  it('lists products with 100 units, ratings 1–5 and the sample categories and brands', async () => {
    const products = (await get('/api/ecommerce/get-product-list')).json();
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const p of products) {
      expect(p.totalUnit).toBe(100);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(typeof p.freeShipping).toBe('boolean');
    }
    const categories = (await get('/api/ecommerce/get-category-list')).json();
    expect(categories.map((c: { title: string }) => c.title).sort()).toEqual([
      'accessories',
      'audio',
      'cellphone',
      'fashion',
    ]);
    const count = categories.reduce((n: number, c: { product: number }) => n + c.product, 0);
    expect(count).toBe(products.length);
    const brands = (await get('/api/ecommerce/get-brand-list')).json();
    expect(brands.map((b: { title: string }) => b.title).sort()).toEqual(
      ['Beats', 'Comlion', 'Iphone', 'Kurren', 'Microlab', 'Sony'].sort(),
    );
    const ratings = (await get('/api/ecommerce/get-rating-list')).json();
    expect(ratings.map((r: { rate: number }) => r.rate)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('cart', () => {
  it('answers the cart only when the request carries a uid', async () => {
    expect((await get('/api/ecommerce/get-cart-list')).json()).toEqual([]);
    const sample = await cart('7863a3b5');
    expect(sample).toHaveLength(1);
    expect(sample[0]).toMatchObject({ id: 'p1', title: 'Wireless Headphone', amount: 2, totalUnit: 100 });
  });

  it('adds a product with amount 1, then increments it; replies merge amount into the product', async () => {
    const first = await post('/api/ecommerce/add-to-cart', { uid: 'u-add', productId: 'p3' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      expect.objectContaining({ id: 'p3', brand: 'Beats', price: 199, amount: 1 }),
    ]);
    const second = await post('/api/ecommerce/add-to-cart', { uid: 'u-add', productId: 'p3' });
    expect(second.json()).toEqual([expect.objectContaining({ id: 'p3', amount: 2 })]);
    await post('/api/ecommerce/add-to-cart', { uid: 'u-add', productId: 'p8' });
    expect((await cart('u-add')).map((i: { id: string; amount: number }) => [i.id, i.amount])).toEqual([
      ['p3', 2],
      ['p8', 1],
    ]);
    // Another uid's cart is untouched.
    expect(await cart('u-other')).toEqual([]);
  });

  it('updates the amount within 0..totalUnit; 0 drops the line', async () => {
    await post('/api/ecommerce/add-to-cart', { uid: 'u-upd', productId: 'p5' });
    const set = await post('/api/ecommerce/update-cart-amount', {
      uid: 'u-upd',
      productId: 'p5',
      amount: 100,
    });
    expect(set.json()).toEqual([expect.objectContaining({ id: 'p5', amount: 100 })]);
    for (const amount of [101, -1, 2.5, '3', null]) {
      const bad = await post('/api/ecommerce/update-cart-amount', { uid: 'u-upd', productId: 'p5', amount });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    expect((await cart('u-upd'))[0].amount).toBe(100);
    // Adding past the limit is refused too, and changes nothing.
    expect((await post('/api/ecommerce/add-to-cart', { uid: 'u-upd', productId: 'p5' })).statusCode).toBe(
      400,
    );
    expect((await cart('u-upd'))[0].amount).toBe(100);
    const down = await post('/api/ecommerce/update-cart-amount', {
      uid: 'u-upd',
      productId: 'p5',
      amount: 99,
    });
    expect(down.json()[0].amount).toBe(99);
    const zero = await post('/api/ecommerce/update-cart-amount', {
      uid: 'u-upd',
      productId: 'p5',
      amount: 0,
    });
    expect(zero.json()).toEqual([]);
  });

  it('deletes a line', async () => {
    await post('/api/ecommerce/add-to-cart', { uid: 'u-del', productId: 'p1' });
    await post('/api/ecommerce/add-to-cart', { uid: 'u-del', productId: 'p2' });
    const res = await post('/api/ecommerce/delete-from-cart', { uid: 'u-del', productId: 'p1' });
    expect(res.json().map((i: { id: string }) => i.id)).toEqual(['p2']);
  });

  it('refuses unknown products (404) and a missing uid (400) without changing anything', async () => {
    const unknown = await post('/api/ecommerce/add-to-cart', { uid: 'u-bad', productId: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
    expect((await post('/api/ecommerce/add-to-cart', { productId: 'p1' })).statusCode).toBe(400);
    expect(await cart('u-bad')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/ecommerce/get-product-list' });
    expect(res.statusCode).toBe(401);
  });
});
