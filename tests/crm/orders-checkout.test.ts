/**
 * Promo codes and gift certificates at checkout (issue 26 item 2, docs/orders.md "Promo codes and
 * certificates"): every refusal with its Russian reason and nothing changed, the order showing
 * what was applied, cancelling and deleting giving the use and the balance back, and concurrent
 * orders never passing a usage limit or overdrawing a certificate (run on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the orders really run on separate connections).
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../../schema/time-zone';
import { formatRub } from '../../schema/money';
import { call, expectFailure, LOCAL } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

const NB = '\u00a0';
/** newOrderData's goods: 3 × 250 ₽ + 1 200,50 ₽. */
const SUBTOTAL = 195_050;
const unique = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}`.toUpperCase();
const day = (offset: number) => {
  const d = new Date(`${todayIn(SHOP_TIMEZONE)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface PromoOptions {
  kind?: 'percent' | 'amount';
  value?: number;
  validFrom?: string | null;
  validTo?: string | null;
  limit?: number | null;
  minOrderSum?: number | null;
  active?: boolean;
  deleted?: boolean;
}

async function promo(o: PromoOptions = {}): Promise<string> {
  const code = unique('promo');
  await t.crm.db!.query(
    `INSERT INTO promocodes (code, discount_kind, discount_value, valid_from, valid_to, usage_limit,
                             min_order_sum, active, deleted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      code,
      o.kind ?? 'percent',
      o.value ?? 10,
      o.validFrom ?? null,
      o.validTo ?? null,
      o.limit === undefined ? null : o.limit,
      o.minOrderSum ?? null,
      o.active ?? true,
      o.deleted ?? false,
    ],
  );
  return code;
}

async function certificate(balance: number, o: { validUntil?: string; active?: boolean } = {}) {
  const code = unique('cert');
  await t.crm.db!.query(
    'INSERT INTO certificates (code, amount, balance, valid_until, active) VALUES ($1, $2, $3, $4, $5)',
    [code, Math.max(balance, 100_000), balance, o.validUntil ?? null, o.active ?? true],
  );
  return code;
}

const used = async (code: string) =>
  (await t.crm.db!.query<{ n: number }>('SELECT used_count AS n FROM promocodes WHERE code = $1', [code]))[0]
    .n;
const balance = async (code: string) =>
  (await t.crm.db!.query<{ b: number }>('SELECT balance AS b FROM certificates WHERE code = $1', [code]))[0]
    .b;
const orderCount = async () =>
  (await t.crm.db!.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;

async function refused(extra: Record<string, unknown>, message: string) {
  const before = await orderCount();
  const reply = await call(t.crm, '/order/newOrder', {
    newOrderData: newOrderData(extra),
    userId: t.adminId,
  });
  expectFailure(reply, 200, 'VALIDATION');
  expect(reply.body.message).toBe(message);
  expect(await orderCount()).toBe(before);
}

const checkout = (o: Order) => o.checkout as Record<string, unknown>;
let cancelId: number;
let liveId: number;

beforeAll(async () => {
  if (!LOCAL) return;
  const [c] = await t.crm.db!.query<{ id: number }>('SELECT id FROM order_statuses WHERE cancels LIMIT 1');
  const [l] = await t.crm.db!.query<{ id: number }>(
    'SELECT id FROM order_statuses WHERE NOT cancels AND active AND NOT deleted ORDER BY sort, id LIMIT 1',
  );
  cancelId = c.id;
  liveId = l.id;
});

describe.runIf(LOCAL)('promo codes at checkout', () => {
  it('takes the discount off the goods after the manual one, stores what was applied and counts one use', async () => {
    const code = await promo({ kind: 'percent', value: 10, limit: 3 });
    const order = await create(
      newOrderData({
        promo_code: code.toLowerCase(),
        discount_type: 'amount',
        discount_value: 5_050,
        delivery_sum: 40_000,
      }),
    );
    // (1 950,50 − 50,50) × 10 % = 190 ₽ off; + 400 ₽ delivery.
    expect(checkout(order)).toMatchObject({
      promo_code: code,
      promo_sum: 19_000,
      certificate_code: '',
      certificate_sum: 0,
    });
    expect(order.itog_value).toBe(SUBTOTAL - 5_050 - 19_000 + 40_000);
    expect(await used(code)).toBe(1);
  });

  it('refuses a sum larger than the goods by giving the goods, never a negative total', async () => {
    const code = await promo({ kind: 'amount', value: 5_000 });
    const order = await create(newOrderData({ promo_code: code }));
    expect(order.itog_value).toBe(0);
    expect(checkout(order).promo_sum).toBe(SUBTOTAL);
  });

  it.each<[string, PromoOptions, (code: string) => string]>([
    ['deleted', { deleted: true }, (c) => `Промокод «${c}» не найден`],
    ['switched off', { active: false }, (c) => `Промокод «${c}» отключён`],
    ['not yet valid', { validFrom: day(1) }, (c) => `Промокод «${c}» действует с ${ddmmyyyy(day(1))}`],
    ['expired', { validTo: day(-1) }, (c) => `Срок действия промокода «${c}» истёк ${ddmmyyyy(day(-1))}`],
    ['used up', { limit: 0 }, (c) => `Промокод «${c}» исчерпан: его можно использовать 0 раз(а)`],
    [
      'under the minimum',
      { minOrderSum: 200_000 },
      (c) => `Промокод «${c}» действует на заказ от 2${NB}000,00 ₽, товаров на 1${NB}950,50 ₽`,
    ],
  ])('refuses a code that is %s, with its reason, and changes nothing', async (_name, options, message) => {
    const code = await promo(options);
    await refused({ promo_code: code }, message(code));
    expect(await used(code)).toBe(0);
    // The form's «Применить» gives the same reason before the save.
    const check = await call(t.crm, '/order/checkCheckoutCodes', { promo_code: code, sumProducts: SUBTOTAL });
    expectFailure(check, 200, 'VALIDATION');
    expect(check.body.message).toBe(message(code));
  });

  it('refuses a code that does not exist', async () => {
    await refused({ promo_code: 'НЕТ-ТАКОГО' }, 'Промокод «НЕТ-ТАКОГО» не найден');
  });

  it('answers a valid code to the form with its terms', async () => {
    // The list keeps a sum in rubles (the seed's MINUS300); the checkout answers kopecks.
    const code = await promo({ kind: 'amount', value: 300, minOrderSum: 100_000 });
    expect(await ok('/order/checkCheckoutCodes', { promo_code: code, sumProducts: SUBTOTAL })).toEqual({
      promo: { code, kind: 'amount', value: 30_000, minOrderSum: 100_000 },
      certificate: null,
    });
  });

  it('gives the use back when the order is cancelled or deleted, and takes it again when un-cancelled', async () => {
    const code = await promo({ limit: 1 });
    const order = await create(newOrderData({ promo_code: code }));
    expect(await used(code)).toBe(1);
    await refused({ promo_code: code }, `Промокод «${code}» исчерпан: его можно использовать 1 раз(а)`);

    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: cancelId, userId: t.adminId });
    expect(await used(code)).toBe(0);
    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: liveId, userId: t.adminId });
    expect(await used(code)).toBe(1);

    await ok('/order/deleteOrder', { idOrderDeleted: order.id, userId: t.adminId });
    expect(await used(code)).toBe(0);
    const again = await create(newOrderData({ promo_code: code }));
    expect(checkout(again).promo_code).toBe(code);
  });

  it('refuses to un-cancel an order whose code was used up meanwhile, and leaves it cancelled', async () => {
    const code = await promo({ limit: 1 });
    const first = await create(newOrderData({ promo_code: code }));
    await ok('/order/setStatusOrder', { idOrder: first.id, idStatus: cancelId, userId: t.adminId });
    await create(newOrderData({ promo_code: code }));
    const reply = await call(t.crm, '/order/setStatusOrder', {
      idOrder: first.id,
      idStatus: liveId,
      userId: t.adminId,
    });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(`Промокод «${code}» исчерпан: его можно использовать 1 раз(а)`);
    const info = await ok<{ OrderList: Order[] }>('/order/getOrderInfo', {
      DateOrderPull: { idOrder: first.id },
    });
    expect(info.OrderList[0].idStatus).toBe(cancelId);
    expect(await used(code)).toBe(1);
  });

  it('keeps one use through edits, keeps the terms applied, and moves the use when the code changes', async () => {
    const a = await promo({ kind: 'percent', value: 10, limit: 1 });
    const b = await promo({ kind: 'percent', value: 20 });
    const order = await create(newOrderData({ promo_code: a }));
    // The list entry changes later: the order keeps the 10 % it was given.
    await t.crm.db!.query(
      "UPDATE promocodes SET discount_value = 50, valid_to = '2000-01-01' WHERE code = $1",
      [a],
    );
    const edited = await ok<Order>('/order/EditOrderData', {
      EditOrderData: { ...newOrderData({ promo_code: a }), id: order.id },
      userId: t.adminId,
    });
    expect(checkout(edited).promo_sum).toBe(checkout(order).promo_sum);
    expect(await used(a)).toBe(1);

    const moved = await ok<Order>('/order/EditOrderData', {
      EditOrderData: { ...newOrderData({ promo_code: b }), id: order.id },
      userId: t.adminId,
    });
    expect(checkout(moved).promo_sum).toBe(39_010);
    expect([await used(a), await used(b)]).toEqual([0, 1]);
  });

  it('never passes the usage limit under concurrent orders: 20 at once against a limit of 5', async () => {
    const code = await promo({ limit: 5 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.crm, '/order/newOrder', {
          newOrderData: newOrderData({ promo_code: code }),
          userId: t.adminId,
        }),
      ),
    );
    const passed = replies.filter((r) => r.body.error === 0);
    expect(passed).toHaveLength(5);
    for (const r of replies.filter((x) => x.body.error !== 0))
      expect(r.body.message).toBe(`Промокод «${code}» исчерпан: его можно использовать 5 раз(а)`);
    expect(await used(code)).toBe(5);
    const [{ n }] = await t.crm.db!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders o JOIN promocodes p ON p.id = o.promocode_id WHERE p.code = $1',
      [code],
    );
    expect(n).toBe(5);
  });
});

describe.runIf(LOCAL)('gift certificates as a payment', () => {
  it('pays part of the order: the total stays, the balance and what is due go down', async () => {
    const code = await certificate(100_000);
    const order = await create(newOrderData({ certificate_code: code, certificate_sum: 60_000 }));
    expect(order.itog_value).toBe(SUBTOTAL);
    expect(checkout(order)).toMatchObject({ certificate_code: code, certificate_sum: 60_000 });
    expect(await balance(code)).toBe(40_000);
  });

  it('takes as much as the certificate covers when no sum is given', async () => {
    const small = await certificate(50_000);
    expect(checkout(await create(newOrderData({ certificate_code: small }))).certificate_sum).toBe(50_000);
    expect(await balance(small)).toBe(0);
    const big = await certificate(500_000);
    expect(checkout(await create(newOrderData({ certificate_code: big }))).certificate_sum).toBe(SUBTOTAL);
    expect(await balance(big)).toBe(500_000 - SUBTOTAL);
  });

  it.each<[string, () => Promise<[Record<string, unknown>, string]>]>([
    ['unknown', async () => [{ certificate_code: 'НЕТ-1' }, 'Сертификат «НЕТ-1» не найден']],
    [
      'switched off',
      async () => {
        const c = await certificate(10_000, { active: false });
        return [{ certificate_code: c }, `Сертификат «${c}» отключён`];
      },
    ],
    [
      'expired',
      async () => {
        const c = await certificate(10_000, { validUntil: day(-1) });
        return [{ certificate_code: c }, `Срок действия сертификата «${c}» истёк ${ddmmyyyy(day(-1))}`];
      },
    ],
    [
      'empty',
      async () => {
        const c = await certificate(0);
        return [{ certificate_code: c }, `На сертификате «${c}» не осталось денег`];
      },
    ],
    [
      'short of the sum',
      async () => {
        const c = await certificate(10_000);
        return [
          { certificate_code: c, certificate_sum: 20_000 },
          `На сертификате «${c}» осталось ${formatRub(10_000)}`,
        ];
      },
    ],
    ['a sum without a number', async () => [{ certificate_sum: 10_000 }, 'Укажите номер сертификата']],
    [
      'more than the order',
      async () => {
        const c = await certificate(500_000);
        return [
          { certificate_code: c, certificate_sum: 300_000 },
          `Оплата сертификатом больше остатка к оплате (1${NB}950,50 ₽)`,
        ];
      },
    ],
  ])('refuses a certificate that is %s and leaves its balance', async (_name, make) => {
    const [extra, message] = await make();
    const before =
      typeof extra.certificate_code === 'string' && extra.certificate_code.startsWith('CERT')
        ? await balance(extra.certificate_code)
        : null;
    await refused(extra, message);
    if (before !== null) expect(await balance(extra.certificate_code as string)).toBe(before);
  });

  it('is not cash: payOrder asks only the rest, and cancelling or deleting gives the balance back', async () => {
    const code = await certificate(100_000);
    const order = await create(newOrderData({ certificate_code: code, certificate_sum: 100_000 }));
    const cashless = t.payments.find((p) => /карт/i.test(p.name)) ?? t.payments[0];
    const paid = await ok<{ paidSum: number; payments: { amount: number }[] }>('/order/payOrder', {
      id: order.id,
      paymentTypeId: cashless.id,
      userId: t.adminId,
    });
    expect(paid.payments.map((p) => p.amount)).toEqual([SUBTOTAL - 100_000]);

    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: cancelId, userId: t.adminId });
    expect(await balance(code)).toBe(100_000);
    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: liveId, userId: t.adminId });
    expect(await balance(code)).toBe(0);
    await ok('/order/deleteOrder', { idOrderDeleted: order.id, userId: t.adminId });
    expect(await balance(code)).toBe(100_000);
  });

  it('an edit is checked against the balance without its own part, and moves only the difference', async () => {
    const code = await certificate(100_000);
    const order = await create(newOrderData({ certificate_code: code, certificate_sum: 80_000 }));
    await ok('/order/EditOrderData', {
      EditOrderData: { ...newOrderData({ certificate_code: code, certificate_sum: 100_000 }), id: order.id },
      userId: t.adminId,
    });
    expect(await balance(code)).toBe(0);
  });

  it('never drives the balance below 0 under concurrent payments: 10 × 300 ₽ against 1 000 ₽', async () => {
    const code = await certificate(100_000);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.crm, '/order/newOrder', {
          newOrderData: newOrderData({ certificate_code: code, certificate_sum: 30_000 }),
          userId: t.adminId,
        }),
      ),
    );
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(3);
    expect(await balance(code)).toBe(10_000);
  });
});
