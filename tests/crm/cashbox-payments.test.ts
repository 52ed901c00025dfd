/**
 * Order payments (docs/cashbox.md "Payments") and what a shift makes of them: the advance on create
 * and edit, order/payOrder, paidSum in the order records, takings by payment type, the cash timeline,
 * and payments racing a close. Each test works at a branch of its own.
 */
import { describe, expect, it } from 'vitest';
import {
  NBSP,
  NO_SHIFT,
  close,
  getShift,
  move,
  open,
  pay,
  paymentsOf,
  sale,
  type Shift,
} from './cashbox-helper';
import { call } from './helper';
import { newAffiliate, newOrder, newProduct, ok, refused, useWarehouseCrm, w } from './warehouse-helper';

useWarehouseCrm();

describe('order payments', () => {
  it('an advance on a new order is a payment of the order’s type, taken by the open shift', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    // Cash needs the open till (issue 26 item 3): refused, and nothing is written.
    await refused(
      '/order/newOrder',
      {
        newOrderData: {
          date: '2031-05-17',
          products: [{ id: p, count_product: 1, priceProduct: 1000_00 }],
          advance_sum: 300_00,
          paymentType: w.cashTypeId,
        },
        Affiliate: { active: 0, id: a },
        userId: w.adminId,
      },
      NO_SHIFT,
    );
    // A card needs no till: recorded in no shift.
    const outside = await sale(a, p, 300_00, w.cardTypeId);
    const shift = await open(a);
    const cash = await sale(a, p, 1000_00);
    const card = await sale(a, p, 400_00, w.cardTypeId);
    const untyped = await sale(a, p, 100_00, null);
    const unpaid = await sale(a, p, 0);

    expect(await paymentsOf(outside.id)).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/Z$/),
        userName: 'Администратор',
        paymentTypeId: w.cardTypeId,
        cashless: true,
        amount: 300_00,
        shiftId: null,
      },
    ]);
    expect(await paymentsOf(cash.id)).toMatchObject([
      { amount: 1000_00, cashless: false, shiftId: shift.id },
    ]);
    expect(await paymentsOf(card.id)).toMatchObject([{ amount: 400_00, cashless: true, shiftId: shift.id }]);
    // No payment type counts as cash.
    expect(await paymentsOf(untyped.id)).toMatchObject([{ paymentTypeId: null, cashless: false }]);
    expect(await paymentsOf(unpaid.id)).toEqual([]);
    expect([cash.paidSum, card.paidSum, unpaid.paidSum]).toEqual([1000_00, 400_00, 0]);
  });

  it('an edit that raises the advance pays the difference; lowering it refunds nothing', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await open(a);
    const order = await sale(a, p, 200_00, w.cashTypeId, 2);
    const editTo = (advance: number) =>
      ok<{ paidSum: number }>('/order/EditOrderData', {
        EditOrderData: {
          id: order.id,
          date: '2031-05-17',
          products: [{ id: p, count_product: 2, priceProduct: 1000_00 }],
          advance_sum: advance,
          paymentType: w.cardTypeId,
        },
        userId: w.adminId,
      });
    expect((await editTo(500_00)).paidSum).toBe(500_00);
    expect((await editTo(100_00)).paidSum).toBe(500_00);
    expect((await paymentsOf(order.id)).map((x) => [x.amount, x.cashless])).toEqual([
      [200_00, false],
      [300_00, true],
    ]);
  });

  it('payOrder takes the whole due sum by default, or a part; paidSum shows in the lists too', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await open(a);
    const order = await sale(a, p, 500_00, w.cashTypeId, 2);
    const part = await pay(order.id, { amount: 300_00, paymentTypeId: w.cardTypeId });
    expect(part.paidSum).toBe(800_00);
    expect(part.payments.map((x) => [x.amount, x.paymentTypeId])).toEqual([
      [500_00, w.cashTypeId],
      [300_00, w.cardTypeId],
    ]);
    expect(part).toHaveProperty('history');
    await refused(
      '/order/payOrder',
      { id: order.id, amount: 1200_01 },
      `Сумма больше остатка к оплате: 1${NBSP}200,00 ₽`,
    );
    const rest = await pay(order.id);
    expect(rest.paidSum).toBe(2000_00);
    expect(rest.payments.at(-1)).toMatchObject({ amount: 1200_00, paymentTypeId: w.cashTypeId });
    const { OrderList } = await ok<{ OrderList: { id: number; paidSum: number }[] }>('/order/getOrder', {
      DateOrderPull: { dateStart: '2031-05-17', dateStop: '2031-05-17' },
      Affiliate: { active: 0, id: a },
    });
    expect(OrderList.find((o) => o.id === order.id)?.paidSum).toBe(2000_00);
    expect(OrderList.every((o) => typeof o.paidSum === 'number')).toBe(true);
  });

  it('payOrder refusals leave the payments alone', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const order = await sale(a, p, 0);
    const gone = await sale(a, p, 0);
    await ok('/order/deleteOrder', { idOrderDeleted: gone.id, userId: w.adminId });
    await refused('/order/payOrder', { id: order.id, amount: 0 }, 'Сумма оплаты должна быть больше 0');
    await refused('/order/payOrder', { id: order.id, amount: -5 }, 'Сумма оплаты должна быть больше 0');
    await refused('/order/payOrder', { id: order.id, amount: 1.5 }, 'Сумма оплаты — целое число копеек');
    await refused(
      '/order/payOrder',
      { id: order.id, paymentTypeId: 99_999_999 },
      'Тип оплаты: запись с id 99999999 не найдена',
    );
    await refused('/order/payOrder', { id: gone.id }, 'Удалённый заказ нельзя оплатить');
    await refused('/order/payOrder', { id: 99_999_999 }, 'Заказ с id 99999999 не найден', 'NOT_FOUND');
    // Cash with no open till is refused; a card is taken without one.
    await refused('/order/payOrder', { id: order.id }, NO_SHIFT);
    await refused('/order/payOrder', { id: order.id, amount: 100_00, paymentTypeId: w.cashTypeId }, NO_SHIFT);
    expect(await paymentsOf(order.id)).toEqual([]);
    await pay(order.id, { amount: 100_00, paymentTypeId: w.cardTypeId });
    expect(await paymentsOf(order.id)).toMatchObject([{ amount: 100_00, cashless: true, shiftId: null }]);
    await open(a);
    await pay(order.id);
    await refused('/order/payOrder', { id: order.id }, 'Заказ уже оплачен полностью');
    await refused('/order/payOrder', { id: order.id, amount: 1 }, 'Сумма больше остатка к оплате: 0,00 ₽');
    expect(await paymentsOf(order.id)).toHaveLength(2);
  });
});

describe('one till per shop type at a branch', () => {
  it('a fast-food sale lands in the fast-food shift, a flower sale in the flower one; each opens once', async () => {
    const a = await newAffiliate();
    const flower = await newProduct();
    const burger = await newProduct(undefined, 'fastfood');
    const flowerTill = await open(a);
    expect(flowerTill.shopType).toBe('flower_shop');
    const fastTill = await ok<Shift>('/cashbox/openShift', {
      affiliateId: a,
      openingCash: 100_00,
      shopType: 'fastfood',
      userId: w.adminId,
    });
    expect(fastTill.shopType).toBe('fastfood');
    await refused(
      '/cashbox/openShift',
      { affiliateId: a, shopType: 'fastfood', userId: w.adminId },
      'Смена этого магазина в этом филиале уже открыта',
    );

    const bouquet = await sale(a, flower, 1000_00);
    const meal = await newOrder(a, [{ id: burger, count: 1, price: 300_00 }], {
      shopType: 'fastfood',
      advance_sum: 300_00,
      paymentType: w.cashTypeId,
    });
    expect(await paymentsOf(bouquet.id)).toMatchObject([{ shiftId: flowerTill.id }]);
    expect(await paymentsOf(meal.id)).toMatchObject([{ shiftId: fastTill.id }]);
    expect((await getShift(fastTill.id)).cashTakings).toBe(300_00);
    expect((await getShift(flowerTill.id)).cashTakings).toBe(1000_00);

    const current = await ok<Shift>('/cashbox/getCurrentShift', { affiliateId: a, shopType: 'fastfood' });
    expect(current.id).toBe(fastTill.id);
    const fastOnly = await ok<Shift[]>('/cashbox/getShifts', { affiliateId: a, shopType: 'fastfood' });
    expect(fastOnly.map((s) => s.id)).toEqual([fastTill.id]);
    await refused('/cashbox/getShifts', { shopType: 'pizza' }, 'Тип магазина: flower_shop или fastfood');
  });
});

describe('a shift’s takings', () => {
  it('cash takings equal the cash payments of the orders made during it; expected and difference follow', async () => {
    const a = await newAffiliate();
    const elsewhere = await newAffiliate();
    const p = await newProduct();
    await sale(a, p, 100_00, w.cardTypeId); // before the shift: not its money
    const shift = await open(a, 1000_00);
    await open(elsewhere);
    const c1 = await sale(a, p, 1000_00);
    await sale(a, p, 700_00, w.cardTypeId);
    const c2 = await sale(a, p, 250_00, w.cashTypeId, 2);
    await sale(elsewhere, p, 999_00); // another branch's shift
    await move(shift.id, 'out', 500_00, 'Инкассация');
    const later = await sale(a, p, 0, w.cashTypeId, 2);
    await pay(later.id, { amount: 600_00 });
    await pay(later.id, { amount: 100_00, paymentTypeId: w.cardTypeId });

    const live = await getShift(shift.id);
    expect(live.takings).toEqual([
      { paymentTypeId: w.cashTypeId, name: 'Наличные', cashless: false, amount: 1850_00, count: 3 },
      { paymentTypeId: w.cardTypeId, name: expect.any(String), cashless: true, amount: 800_00, count: 2 },
    ]);
    expect(live).toMatchObject({
      takingsTotal: 2650_00,
      cashTakings: 1850_00,
      cashOut: 500_00,
      expectedCash: 1000_00 + 1850_00 - 500_00,
    });
    expect(live.timeline.map((e) => [e.kind, e.amount, e.orderId, e.balance])).toEqual([
      ['opening', 1000_00, null, 1000_00],
      ['payment', 1000_00, c1.id, 2000_00],
      ['payment', 250_00, c2.id, 2250_00],
      ['out', -500_00, null, 1750_00],
      ['payment', 600_00, later.id, 2350_00],
    ]);
    expect(live.timeline[1].description).toBe(`Заказ ${String(c1.number)}`);

    const closed = await close(shift.id, 2340_00);
    expect(closed).toMatchObject({ expectedCash: 2350_00, countedCash: 2340_00, difference: -10_00 });
    // After the close cash is refused; a card payment belongs to no shift and moves nothing.
    await refused('/order/payOrder', { id: later.id, amount: 100_00 }, NO_SHIFT);
    await pay(later.id, { amount: 100_00, paymentTypeId: w.cardTypeId });
    expect((await paymentsOf(later.id)).at(-1)).toMatchObject({ shiftId: null, cashless: true });
    expect(await getShift(shift.id)).toEqual(closed);
  });

  it('cash payments racing a close either make it into the frozen totals or are refused', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const shift = await open(a, 100_00);
    const sales = Array.from({ length: 24 }, (_, i) =>
      call<{ id: number }>(w.crm, '/order/newOrder', {
        newOrderData: {
          date: '2031-05-17',
          products: [{ id: p, count_product: 1, priceProduct: 1000_00 }],
          advance_sum: 10_00 * (i + 1),
          paymentType: w.cashTypeId,
        },
        Affiliate: { active: 0, id: a },
        userId: w.adminId,
      }),
    );
    const [closing] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return call<Shift>(w.crm, '/cashbox/closeShift', { id: shift.id, countedCash: 0, userId: w.adminId });
      })(),
      ...sales,
    ]);
    expect(closing.body.error).toBe(0);
    const closed = await getShift(shift.id);
    // The frozen figure and the payments the shift holds now tell the same story.
    expect(closed.expectedCash).toBe(100_00 + closed.cashTakings);
    expect(closed.timeline.at(-1)!.balance).toBe(closed.expectedCash);
    const replies = await Promise.all(sales);
    const taken = replies.filter((r) => r.body.error === 0);
    // A sale that came after the close is refused whole (no order, no payment), never left in no shift.
    for (const r of replies.filter((x) => x.body.error !== 0)) expect(r.body.message).toBe(NO_SHIFT);
    const all = (await Promise.all(taken.map((r) => paymentsOf(r.body.data!.id)))).flat();
    expect(all).toHaveLength(taken.length);
    expect(all.every((x) => x.shiftId === shift.id)).toBe(true);
    expect(all.reduce((s, x) => s + x.amount, 0)).toBe(closed.cashTakings);
  });

  it('the POS pays in full at checkout: advance = total makes paidSum = total', async () => {
    const a = await newAffiliate();
    const shift = await open(a, 0);
    const order = await sale(a, await newProduct(), 3000_00, w.cashTypeId, 3);
    expect(order).toMatchObject({ itog_value: 3000_00, paidSum: 3000_00 });
    expect((await getShift(shift.id)).cashTakings).toBe(3000_00);
  });

  it('getShifts lists newest first within the limit', async () => {
    const a = await newAffiliate();
    const first = await open(a);
    await close(first.id, first.expectedCash);
    const second = await open(a);
    const shifts = await ok<Shift[]>('/cashbox/getShifts', { affiliateId: a });
    expect(shifts.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(await ok<Shift[]>('/cashbox/getShifts', { affiliateId: a, limit: 1 })).toHaveLength(1);
  });
});
