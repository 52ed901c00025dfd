/**
 * Idempotency keys in the CRM (issue 24 item 1, migration 047, docs/offline.md): 20 parallel
 * repeats of a keyed write make one write and all answer it. In CI's PostgreSQL stage the repeats
 * really overlap (the unique index decides, the losers wait and re-read); on PGlite they run one
 * after another. Same key, other request: IDEMPOTENCY_KEY_REUSED, nothing written.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from './helper';
import { expectError } from './list-samples';
import { newAffiliate, newProduct, ok, orderInfo, useWarehouseCrm, w } from './warehouse-helper';
import type { Shift } from './cashbox-helper';

useWarehouseCrm();

const PARALLEL = 20;

const count = async (sql: string, params: unknown[]) =>
  (await w.crm.db!.query<{ n: number }>(sql, params))[0].n;

const orderBody = (affiliateId: number, productId: number, key: string) => ({
  newOrderData: {
    date: '2031-05-17',
    products: [{ id: productId, count_product: 2, priceProduct: 100_00 }],
  },
  Affiliate: { active: 0, id: affiliateId },
  userId: w.adminId,
  idempotencyKey: key,
});

const all = <T>(path: string, body: unknown) =>
  Promise.all(Array.from({ length: PARALLEL }, () => call<T>(w.crm, path, body)));

describe('keyed writes, 20 at once', () => {
  it('newOrder: one order, every reply names it; another body under the key is refused', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const key = randomUUID();
    const replies = await all<{ id: number; number: string }>('/order/newOrder', orderBody(a, p, key));
    for (const r of replies) expect(r.body.error, r.body.message).toBe(0);
    const ids = new Set(replies.map((r) => r.body.data!.id));
    const numbers = new Set(replies.map((r) => r.body.data!.number));
    expect(ids.size).toBe(1);
    expect(numbers.size).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE affiliate_id = $1', [a])).toBe(1);

    const other = orderBody(a, p, key);
    other.newOrderData.products[0].count_product = 3;
    const refused = await call(w.crm, '/order/newOrder', other);
    expectError(
      refused,
      'IDEMPOTENCY_KEY_REUSED',
      'Ключ идемпотентности уже использован для другого запроса',
    );
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE affiliate_id = $1', [a])).toBe(1);
  });

  it('payOrder: one payment, the due sum right; addCashMove: one move', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const shift = await ok<Shift>('/cashbox/openShift', {
      affiliateId: a,
      openingCash: 0,
      userId: w.adminId,
    });
    const order = await ok<{ id: number }>('/order/newOrder', { ...orderBody(a, p, randomUUID()) });
    const pay = { id: order.id, amount: 50_00, paymentTypeId: w.cashTypeId, userId: w.adminId };
    const paid = await all<{ paidSum: number }>('/order/payOrder', { ...pay, idempotencyKey: randomUUID() });
    for (const r of paid) expect(r.body.error, r.body.message).toBe(0);
    expect(paid.map((r) => r.body.data!.paidSum)).toEqual(Array(PARALLEL).fill(50_00));
    expect((await orderInfo(order.id)).paidSum).toBe(50_00);

    const move = { shiftId: shift.id, kind: 'in', amount: 10_00, reason: 'Размен', userId: w.adminId };
    const moved = await all<Shift>('/cashbox/addCashMove', { ...move, idempotencyKey: randomUUID() });
    for (const r of moved) expect(r.body.error, r.body.message).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM cash_moves WHERE shift_id = $1', [shift.id])).toBe(1);
    expect(new Set(moved.map((r) => r.body.data!.cashIn))).toEqual(new Set([10_00]));
  });
});

describe('keys', () => {
  it('a malformed key is refused at its field and nothing is written', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 12345678]) {
      const reply = await call(w.crm, '/order/newOrder', { ...orderBody(a, p, 'x'), idempotencyKey: bad });
      expectError(reply, 'VALIDATION', /Ключ идемпотентности/);
      expect(reply.body).toMatchObject({ reason: 'IDEMPOTENCY_KEY_INVALID', field: ['idempotencyKey'] });
    }
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE affiliate_id = $1', [a])).toBe(0);
  });

  it('a refused write keeps no key: the corrected repeat writes', async () => {
    const a = await newAffiliate();
    const shift = await ok<Shift>('/cashbox/openShift', {
      affiliateId: a,
      openingCash: 0,
      userId: w.adminId,
    });
    const key = randomUUID();
    const move = {
      shiftId: shift.id,
      kind: 'out',
      reason: 'Инкассация',
      userId: w.adminId,
      idempotencyKey: key,
    };
    const short = await call(w.crm, '/cashbox/addCashMove', { ...move, amount: 10_00 });
    expectError(short, 'VALIDATION', /В кассе только/);
    await ok('/cashbox/addCashMove', { ...move, kind: 'in', amount: 10_00 });
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key])).toBe(1);
  });

  it('one key in two branches names two writes; another operation under a key is refused', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    const p = await newProduct();
    const key = randomUUID();
    const first = await ok<{ id: number }>('/order/newOrder', orderBody(a, p, key));
    const second = await ok<{ id: number }>('/order/newOrder', orderBody(b, p, key));
    expect(second.id).not.toBe(first.id);
    const open = { affiliateId: a, openingCash: 0, userId: w.adminId, shopType: 'flower_shop' };
    const refused = await call(w.crm, '/cashbox/openShift', { ...open, idempotencyKey: key });
    expectError(refused, 'IDEMPOTENCY_KEY_REUSED', /другого запроса/);
    expect(await count('SELECT count(*)::int AS n FROM cash_shifts WHERE affiliate_id = $1', [a])).toBe(0);
  });
});
