/**
 * The `order` area of the remote contract (docs/upstream-contract.md "order"): totals, client by
 * phone, recipients, numbering, history, bulk status, edit, date ranges and soft delete
 * (refusals: orders-validation.test.ts). Tolerates data already in the database (PostgreSQL
 * runs, the seeded two months): every assertion is about orders made here.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, expectFailure } from './helper';
import { create, freshPhone, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

describe('statuses', () => {
  it('getAllStatus answers AllStatusOrder in sort order with colour and flags', async () => {
    expect(t.statuses.length).toBeGreaterThan(1);
    expect(t.statuses[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      color: expect.any(String),
    });
    expect(t.statuses[0]).toHaveProperty('deleted');
  });
});

describe('newOrder', () => {
  it('computes line sums, subtotal and total on the server and returns the whole order', async () => {
    const order = await create(newOrderData({ itog_value: 195_050 }));
    expect(order).toMatchObject({
      number: expect.stringMatching(/^310308-\d{3}$/),
      date: '2031-03-08',
      shopType: expect.any(String),
      sumProducts: 195_050,
      discount_sum: 0,
      itog_value: 195_050,
      idStatus: t.statuses[0].id,
      idWorker: null,
      idPayment: t.payments[0].id,
      cardToOrder: 'С 8 Марта!',
      adresDelivery: 'ул. Тверская, д. 1',
      createdBy: t.adminId,
      deleted: false,
      // No advance: nothing paid yet (payments: cashbox.test.ts).
      paidSum: 0,
    });
    // A plain line: no comment, modifiers or combo parts (ours since issue 22, docs/kitchen.md).
    const plain = { comment: '', extrasPrice: 0, modifiers: [], comboParts: [] };
    expect(order.products).toEqual([
      {
        id: t.products[0].id,
        name: t.products[0].name,
        count_product: 3,
        priceProduct: 25_000,
        sum: 75_000,
        ...plain,
      },
      {
        id: t.products[1].id,
        name: t.products[1].name,
        count_product: 1,
        priceProduct: 120_050,
        sum: 120_050,
        ...plain,
      },
    ]);
  });

  it('percent discount rounds half up once; change comes from the banknote minus what is due', async () => {
    // 195 050 × 7.5 % = 14 628.75 → 14 629; total 180 421; advance 421 → due 180 000.
    // The advance is cash: it needs the open till of branch 1 (docs/cashbox.md).
    for (const shopType of ['flower_shop', 'fastfood'])
      await call(t.crm, '/cashbox/openShift', {
        affiliateId: 1,
        openingCash: 0,
        shopType,
        userId: t.adminId,
      });
    const order = await create(
      newOrderData({
        discount_type: 'percent',
        discount_value: 7.5,
        advance_sum: 421,
        sdacha_sum_kupura: 500_000,
      }),
    );
    expect(order).toMatchObject({ discount_sum: 14_629, itog_value: 180_421, sdacha_sum: 320_000 });
  });

  it('the delivery charge is stored and added after the discount: total = subtotal − discount + delivery', async () => {
    // 195 050 − 10 % (19 505) + 400,00 ₽ delivery = 215 545; the discount never touches the delivery.
    const order = await create(
      newOrderData({
        discount_type: 'percent',
        discount_value: 10,
        delivery_sum: 40_000,
        itog_value: 215_545,
      }),
    );
    expect(order).toMatchObject({
      sumProducts: 195_050,
      discount_sum: 19_505,
      delivery_sum: 40_000,
      itog_value: 215_545,
    });
    // A total that forgets the delivery is refused with the right figure.
    const wrong = await call(t.crm, '/order/newOrder', {
      newOrderData: newOrderData({ delivery_sum: 40_000, itog_value: 195_050 }),
      userId: t.adminId,
    });
    expect(wrong.body.message).toBe('Итоговая сумма не совпадает с расчётом: ожидается 2\u00a0350,50 ₽');
    // Absent is none (an old client's order keeps its total), never guessed from the street.
    expect(await create(newOrderData())).toMatchObject({ delivery_sum: 0, itog_value: 195_050 });
    const bad = await call(t.crm, '/order/newOrder', {
      newOrderData: newOrderData({ delivery_sum: -1 }),
      userId: t.adminId,
    });
    expect(bad.body.message).toBe('Поле «Стоимость доставки»: сумма в копейках, целое число не меньше 0');
  });

  it('amount discount in kopecks', async () => {
    const order = await create(
      newOrderData({ discount_type: 'amount', discount_value: 5_050, itog_value: 190_000 }),
    );
    expect(order).toMatchObject({ discount_sum: 5_050, itog_value: 190_000 });
  });

  it('finds the client by phone whatever its spelling, or creates one', async () => {
    const phone = freshPhone();
    const digits = phone.replace(/\D/g, '');
    const first = await create(newOrderData({ klient: { firstName: 'Пётр', phone } }));
    const again = await create(newOrderData({ klient: { firstName: 'Пётр', phone: `8${digits.slice(1)}` } }));
    const other = await create(newOrderData({ klient: { firstName: 'Пётр', phone: freshPhone() } }));
    expect(first.idKlient).toEqual(expect.any(Number));
    expect(again.idKlient).toBe(first.idKlient);
    expect(other.idKlient).not.toBe(first.idKlient);
    expect(first.klient).toMatchObject({ firstName: 'Пётр', phone });
  });

  it('stores the recipient on the order and in the recipient directory', async () => {
    const order = await create(newOrderData());
    expect(order.recipient).toMatchObject({ id: expect.any(Number), firstName: 'Нина', lastName: 'Тестова' });
    const recipients = await ok<{ id: number }[]>('/reference/getAllRecipients', {});
    expect(recipients.map((r) => r.id)).toContain(order.idRecipient);
  });

  it('numbers orders per day: the next order of the day gets the next number', async () => {
    const a = await create(newOrderData({ date: '2031-05-01' }));
    const b = await create(newOrderData({ date: '2031-05-01' }));
    expect(Number(b.number.split('-')[1])).toBe(Number(a.number.split('-')[1]) + 1);
  });
});

describe('changes and history', () => {
  it('status, worker and payment changes are recorded with who, when and old → new names', async () => {
    const order = await create(newOrderData());
    const [s1, s2] = [t.statuses[1], t.statuses[2]];
    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: s1.id, userId: t.adminId });
    const moved = await ok<Order>('/order/setWorkerStatusOrder', {
      idOrder: order.id,
      idStatus: s2.id,
      idWorker: t.workers[0].id,
      userId: t.adminId,
    });
    expect(moved).toMatchObject({ idStatus: s2.id, idWorker: t.workers[0].id });
    const paid = await ok<Order>('/order/setTypePayment', {
      idOrder: order.id,
      idPayment: t.payments[1].id,
      textTypePayment: 'оплачено на сайте',
      userId: t.adminId,
    });
    expect(paid).toMatchObject({ idPayment: t.payments[1].id, textTypePayment: 'оплачено на сайте' });

    const info = await ok<{ OrderList: (Order & { history: Record<string, unknown>[] })[] }>(
      '/order/getOrderInfo',
      {
        DateOrderPull: { idOrder: order.id },
        Affiliate: { active: 0, id: 1 },
      },
    );
    expect(info.OrderList).toHaveLength(1);
    // Changing the payment type takes no money: the payments list stays empty.
    expect(info.OrderList[0]).toMatchObject({ paidSum: 0, payments: [] });
    const history = info.OrderList[0].history.map(({ field, oldName, newName, userId }) => ({
      field,
      oldName,
      newName,
      userId,
    }));
    expect(history).toEqual([
      { field: 'created', oldName: null, newName: expect.stringContaining(order.number), userId: t.adminId },
      { field: 'status', oldName: t.statuses[0].name, newName: s1.name, userId: t.adminId },
      { field: 'worker', oldName: null, newName: t.workers[0].fullName, userId: t.adminId },
      { field: 'status', oldName: s1.name, newName: s2.name, userId: t.adminId },
      {
        field: 'payment',
        oldName: t.payments[0].name,
        newName: `${t.payments[1].name} (оплачено на сайте)`,
        userId: t.adminId,
      },
    ]);
    expect(info.OrderList[0].history[0]).toMatchObject({
      at: expect.any(String),
      userName: expect.any(String),
    });
  });

  it('bulk status change is all or nothing', async () => {
    const a = await create(newOrderData());
    const b = await create(newOrderData());
    const bad = await call(t.crm, '/order/setStatusOrders', {
      idOrders: [a.id, 99_999_999],
      idStatus: t.statuses[3].id,
    });
    expectFailure(bad, 200, 'NOT_FOUND');
    const info = await ok<{ OrderList: Order[] }>('/order/getOrderInfo', {
      DateOrderPull: { idOrder: a.id },
    });
    expect(info.OrderList[0].idStatus).toBe(t.statuses[0].id);
    await ok('/order/setStatusOrders', {
      idOrders: [a.id, b.id],
      idStatus: t.statuses[3].id,
      userId: t.adminId,
    });
    for (const id of [a.id, b.id]) {
      const after = await ok<{ OrderList: Order[] }>('/order/getOrderInfo', {
        DateOrderPull: { idOrder: id },
      });
      expect(after.OrderList[0].idStatus).toBe(t.statuses[3].id);
    }
  });

  it('EditOrderData replaces the lines, recomputes totals and records the edit', async () => {
    const order = await create(newOrderData());
    const edited = await ok<Order>('/order/EditOrderData', {
      EditOrderData: newOrderData({
        id: order.id,
        products: [{ id: t.products[2].id, count_product: 2, priceProduct: 10_000 }],
        itog_value: 20_000,
        cardToOrder: 'Новый текст',
      }),
      userId: t.adminId,
    });
    expect(edited).toMatchObject({
      id: order.id,
      number: order.number,
      itog_value: 20_000,
      cardToOrder: 'Новый текст',
    });
    expect(edited.products).toHaveLength(1);
    const info = await ok<{ OrderList: { history: { field: string }[] }[] }>('/order/getOrderInfo', {
      DateOrderPull: { idOrder: order.id },
    });
    expect(info.OrderList[0].history.map((h) => h.field)).toEqual(['created', 'edited']);
  });

  it('an edit with a wrong total changes nothing', async () => {
    const order = await create(newOrderData());
    const reply = await call(t.crm, '/order/EditOrderData', {
      EditOrderData: newOrderData({ id: order.id, itog_value: 1 }),
    });
    expectFailure(reply, 200, 'VALIDATION');
    const info = await ok<{ OrderList: Order[] }>('/order/getOrderInfo', {
      DateOrderPull: { idOrder: order.id },
    });
    expect(info.OrderList[0].itog_value).toBe(order.itog_value);
  });

  it.each([
    ['/order/setStatusOrder', { idOrder: 99_999_999, idStatus: 1 }],
    ['/order/setWorkerStatusOrder', { idOrder: 99_999_999, idStatus: 1, idWorker: null }],
    ['/order/setTypePayment', { idOrder: 99_999_999, idPayment: null, textTypePayment: '' }],
    ['/order/getOrderInfo', { DateOrderPull: { idOrder: 99_999_999 } }],
    ['/order/deleteOrder', { idOrderDeleted: 99_999_999 }],
    ['/order/EditOrderData', { EditOrderData: { id: 99_999_999, products: [] } }],
  ])('%s on an unknown order is refused', async (path, body) => {
    const reply = await call(t.crm, path, body);
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(1);
    expect(['NOT_FOUND', 'VALIDATION']).toContain(reply.body.errorInfo);
  });
});

describe('getOrder, soft delete', () => {
  const range = (dateStart: string, dateStop: string, extra: Record<string, unknown> = {}) =>
    ok<{ OrderList: Order[]; AllStatusOrder: unknown[] }>('/order/getOrder', {
      DateOrderPull: { dateStart, dateStop },
      Affiliate: { active: 0, id: 1 },
      ...extra,
    });

  it('is an inclusive range on the order date, with the t.statuses alongside', async () => {
    const day = `2032-0${randomInt(1, 9)}-1${randomInt(0, 9)}`;
    const before = (await range(day, day)).OrderList.length;
    const order = await create(newOrderData({ date: day }));
    const list = await range(day, day);
    expect(list.OrderList).toHaveLength(before + 1);
    expect(list.OrderList.map((o) => o.id)).toContain(order.id);
    expect(list.AllStatusOrder.length).toBe(t.statuses.length);
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    expect((await range(next, next)).OrderList.map((o) => o.id)).not.toContain(order.id);
  });

  it('deleteOrder hides the order from lists but keeps it, with its history', async () => {
    const order = await create(newOrderData({ date: '2033-01-15' }));
    await ok('/order/deleteOrder', { idOrderDeleted: order.id, userId: t.adminId });
    expect((await range('2033-01-15', '2033-01-15')).OrderList.map((o) => o.id)).not.toContain(order.id);
    const all = await range('2033-01-15', '2033-01-15', { includeDeleted: true });
    expect(all.OrderList.find((o) => o.id === order.id)).toMatchObject({ deleted: true });
    const info = await ok<{ OrderList: { history: { field: string }[] }[] }>('/order/getOrderInfo', {
      DateOrderPull: { idOrder: order.id },
    });
    expect(info.OrderList[0].history.map((h) => h.field)).toEqual(['created', 'deleted']);
    const change = await call(t.crm, '/order/setStatusOrder', {
      idOrder: order.id,
      idStatus: t.statuses[1].id,
    });
    expectFailure(change, 200, 'VALIDATION');
  });
});
