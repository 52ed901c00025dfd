/**
 * Markups, gifts and promo batches at checkout (issue 26 item 3, docs/orders.md "Markups and
 * gifts", docs/marketing.md "Promo batches"): a markup raises the total the same way the shared
 * totals say, a gift is given at 0 ₽ within its terms, every refusal has its Russian reason and
 * changes nothing, and a batch's codes are unique, unguessable and work like a single promo code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TIMEZONE, todayIn } from '../../schema/time-zone';
import { formatRub } from '../../schema/money';
import { computeTotals } from '../../schema/order-totals';
import { call, expectFailure, LOCAL } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

/** newOrderData's goods: 3 × 250 ₽ + 1 200,50 ₽. */
const SUBTOTAL = 195_050;
const checkout = (o: Order) => o.checkout as Record<string, unknown>;
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

async function markup(name: string, kind: 'percent' | 'amount' | null, value: number, active = true) {
  const [row] = await t.crm.db!.query<{ id: number }>(
    'INSERT INTO markups (name, kind, percent, active) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, kind, value, active],
  );
  return row.id;
}

async function gift(name: string, o: { min?: number; from?: string; to?: string; active?: boolean } = {}) {
  const [row] = await t.crm.db!.query<{ id: number }>(
    `INSERT INTO gifts (name, min_order_sum, valid_from, valid_to, active) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [name, o.min ?? null, o.from ?? null, o.to ?? null, o.active ?? true],
  );
  return row.id;
}

describe.runIf(LOCAL)('markups at checkout', () => {
  it('a percent markup is of the goods, not the delivery, and the total is the shared totals’ total', async () => {
    const id = await markup('Срочная доставка', 'percent', 15);
    const order = await create(
      newOrderData({ markup_id: id, discount_type: 'percent', discount_value: 10, delivery_sum: 40_000 }),
    );
    const expected = computeTotals({
      lines: [
        { count: 3, price: 25_000 },
        { count: 1, price: 120_050 },
      ],
      discountType: 'percent',
      discountValue: 10,
      deliverySum: 40_000,
      markup: { kind: 'percent', value: 15 },
      advanceSum: 0,
      changeFor: null,
    });
    // 15 % of 1 950,50 ₽ = 292,58 ₽ (half up), discount 195,05 ₽, + 400 ₽ delivery.
    expect(expected.markupSum).toBe(29_258);
    expect(checkout(order)).toMatchObject({
      markup_id: id,
      markup_name: 'Срочная доставка',
      markup_kind: 'percent',
      markup_sum: 29_258,
    });
    expect(order.itog_value).toBe(expected.total);
    expect(order.itog_value).toBe(SUBTOTAL - 19_505 + 29_258 + 40_000);
  });

  it('a fixed markup is rubles in the list and kopecks on the order; an edit keeps the terms it was taken with', async () => {
    const id = await markup('Праздник', 'amount', 300);
    const order = await create(newOrderData({ markup_id: id }));
    expect(checkout(order)).toMatchObject({ markup_sum: 30_000, markup_kind: 'amount' });
    expect(order.itog_value).toBe(SUBTOTAL + 30_000);
    // The list changes and the markup is switched off: the order taken keeps 300 ₽ on an edit.
    await t.crm.db!.query('UPDATE markups SET percent = 900, active = false WHERE id = $1', [id]);
    await ok('/order/EditOrderData', {
      EditOrderData: { ...newOrderData({ markup_id: id }), id: order.id },
      userId: t.adminId,
    });
    const [row] = await t.crm.db!.query<{ markup_sum: number; total: number }>(
      'SELECT markup_sum, total FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toEqual({ markup_sum: 30_000, total: SUBTOTAL + 30_000 });
  });

  it('a markup saved without a kind (the /api list knows only the percent) is a percent', async () => {
    const id = await markup('Старая', null, 10);
    const order = await create(newOrderData({ markup_id: id }));
    expect(checkout(order)).toMatchObject({ markup_kind: 'percent', markup_sum: 19_505 });
  });

  it('refuses an unknown or switched-off markup with a reason and writes nothing', async () => {
    await refused({ markup_id: 999_999 }, 'Наценка с id 999999 не найдена');
    const off = await markup('Выключенная', 'percent', 5, false);
    await refused({ markup_id: off }, 'Наценка «Выключенная» отключена');
    await refused({ markup_id: 'abc' }, 'Поле «Наценка»: неверный идентификатор');
  });
});

describe.runIf(LOCAL)('gifts at checkout', () => {
  it('a gift is named on the order at 0 ₽: the total stays', async () => {
    const id = await gift('Открытка', { min: 100_000 });
    const order = await create(newOrderData({ gift_id: id }));
    expect(checkout(order)).toMatchObject({ gift_id: id, gift_name: 'Открытка' });
    expect(order.itog_value).toBe(SUBTOTAL);
  });

  it('refuses a gift below its minimum, out of its dates or switched off', async () => {
    const today = todayIn(DEFAULT_SHOP_TIMEZONE);
    const big = await gift('Мишка', { min: 500_000 });
    await refused(
      { gift_id: big },
      `Подарок «Мишка» дарится к заказу от ${formatRub(500_000)}, товаров на ${formatRub(SUBTOTAL)}`,
    );
    const old = await gift('Старый', { to: '2020-01-31' });
    await refused({ gift_id: old }, 'Подарок «Старый» дарился по 31.01.2020');
    const future = await gift('Будущий', { from: '2099-01-01' });
    await refused({ gift_id: future }, 'Подарок «Будущий» дарится с 01.01.2099');
    const off = await gift('Выключенный', { active: false, to: today });
    await refused({ gift_id: off }, 'Подарок «Выключенный» отключён');
  });
});

describe.runIf(LOCAL)('promo batches', () => {
  async function newBatch(data: Record<string, unknown>) {
    const reply = await ok<Record<string, unknown>>('/marketing/setSaveNewPromoCreate', {
      dataPromoCreateUpdate: data,
      withList: false,
    });
    const [row] = await t.crm.db!.query<{ id: number }>(
      'SELECT id FROM promo_batches WHERE name = $1 ORDER BY id DESC LIMIT 1',
      [data.name],
    );
    return { reply, id: row.id };
  }
  const codes = (id: number) =>
    ok<{
      name: string;
      codes: { code: string; usedCount: number; usageLimit: number | null; active: boolean }[];
    }>('/marketing/getPromoBatchCodes', { id });

  let batchId: number;
  let list: string[];

  beforeAll(async () => {
    if (!LOCAL) return;
    ({ id: batchId } = await newBatch({
      name: 'Флаеры у метро',
      prefix: 'flyer',
      count: 40,
      discountKind: 'percent',
      discountValue: 10,
      usageLimit: 1,
      minOrderSum: 100_000,
      validTo: '2099-12-31',
    }));
    list = (await codes(batchId)).codes.map((c) => c.code);
  });

  it('makes count unique, readable, random codes with the batch prefix', async () => {
    expect(list).toHaveLength(40);
    expect(new Set(list.map((c) => c.toLowerCase())).size).toBe(40);
    for (const c of list) expect(c).toMatch(/^FLYER-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    // Not numbered: two neighbours share no long common tail.
    expect(list[0].slice(-4)).not.toBe(list[1].slice(-4));
  });

  it('a batch code works at checkout like a single promo code: discount, minimum, limit per code', async () => {
    const order = await create(newOrderData({ promo_code: list[0].toLowerCase() }));
    expect(checkout(order)).toMatchObject({ promo_code: list[0], promo_sum: 19_505 });
    await refused({ promo_code: list[0] }, `Промокод «${list[0]}» исчерпан: его можно использовать 1 раз(а)`);
    await refused(
      { promo_code: list[1], products: [{ id: t.products[0].id, count_product: 1, priceProduct: 50_000 }] },
      `Промокод «${list[1]}» действует на заказ от ${formatRub(100_000)}, товаров на ${formatRub(50_000)}`,
    );
    const after = await codes(batchId);
    expect(after.codes[0]).toMatchObject({ code: list[0], usedCount: 1, usageLimit: 1, active: true });
  });

  it('growing the count adds codes and keeps the old ones; shrinking below what exists is refused', async () => {
    await ok('/marketing/setPromoCreateUpdate', { dataPromoCreateUpdate: { id: batchId, count: 45 } });
    const grown = (await codes(batchId)).codes.map((c) => c.code);
    expect(grown).toHaveLength(45);
    expect(grown.slice(0, 40)).toEqual(list);
    const reply = await call(t.crm, '/marketing/setPromoCreateUpdate', {
      dataPromoCreateUpdate: { id: batchId, count: 10 },
    });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe('Поле «Количество кодов»: уже создано 45 кодов, меньше сделать нельзя');
    expect((await codes(batchId)).codes).toHaveLength(45);
  });

  it('switching the batch off switches its codes off at checkout', async () => {
    await ok('/marketing/setPromoCreateActive', { id: batchId, val: false });
    await refused({ promo_code: list[2] }, `Промокод «${list[2]}» отключён`);
    await ok('/marketing/setPromoCreateActive', { id: batchId, val: true });
    const order = await create(newOrderData({ promo_code: list[2] }));
    expect(checkout(order)).toMatchObject({ promo_code: list[2] });
  });

  it('the seeded batches have their codes', async () => {
    const [row] = await t.crm.db!.query<{ n: number; made: number }>(
      `SELECT (SELECT sum(count)::int FROM promo_batches WHERE name = 'Новогодняя акция') AS n,
              (SELECT count(*)::int FROM promocodes p JOIN promo_batches b ON b.id = p.batch_id
                WHERE b.name = 'Новогодняя акция') AS made`,
    );
    expect(row.made).toBe(row.n);
  });
});
