/**
 * The cashbox over GraphQL against the real embedded CRM: open a shift → POS-like orders paid in
 * full (cash and card) → an order paid in part, then the rest with payOrder → cash in and out →
 * close with counted cash; takings by payment type, the expected cash, the difference and the
 * timeline's running balance agree with the orders. Order.paidSum/dueSum on lists cost no extra
 * call; refusals and access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, registerUser } from './helper';
import { NO_SHIFT } from '../../crm/cashbox/payments';
import { freshProduct, ok, refused, sell, startStaff, USER_ERRORS, type Staff } from './warehouse-helper';

const SELL = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { field code message } } }`;

let staff: Staff;
let product: { id: string; name: string };

const SHIFT_FIELDS = `id affiliateId affiliate { id name } status openedAt openedByName openingCash closedAt
  closedByName countedCash expectedCash difference comment
  takings { paymentTypeId name cashless amount count } takingsTotal cashTakings cashIn cashOut
  timeline { at kind amount description userName orderId balance }`;

interface Shift {
  id: string;
  affiliateId: string;
  affiliate: { id: string; name: string } | null;
  status: 'open' | 'closed';
  openedAt: string;
  openedByName: string | null;
  openingCash: number;
  closedAt: string | null;
  closedByName: string | null;
  countedCash: number | null;
  expectedCash: number;
  difference: number | null;
  comment: string;
  takings: { paymentTypeId: string | null; name: string; cashless: boolean; amount: number; count: number }[];
  takingsTotal: number;
  cashTakings: number;
  cashIn: number;
  cashOut: number;
  timeline: {
    at: string;
    kind: string;
    amount: number;
    description: string;
    userName: string | null;
    orderId: string | null;
    balance: number;
  }[];
}

const CURRENT = `query { currentCashShift { ${SHIFT_FIELDS} } }`;
const OPEN = `mutation ($cash: Int!) { openCashShift(openingCash: $cash) { shift { ${SHIFT_FIELDS} } ${USER_ERRORS} } }`;
const CLOSE = `mutation ($id: ID!, $cash: Int!, $comment: String) {
  closeCashShift(id: $id, countedCash: $cash, comment: $comment) { shift { ${SHIFT_FIELDS} } ${USER_ERRORS} } }`;
const MOVE = `mutation ($id: ID!, $kind: CashMoveKind!, $amount: Int!, $reason: String!) {
  addCashMove(shiftId: $id, kind: $kind, amount: $amount, reason: $reason) { shift { ${SHIFT_FIELDS} } ${USER_ERRORS} } }`;
const PAY = `mutation ($id: ID!, $amount: Int, $type: ID) { payOrder(id: $id, amount: $amount, paymentTypeId: $type) { order {
  id total paidSum dueSum payments { id at userName paymentTypeId paymentType { id name } cashless amount shiftId } } userErrors { field code message } } }`;

const current = async () => (await ok<{ currentCashShift: Shift | null }>(staff, CURRENT)).currentCashShift;

beforeAll(async () => {
  staff = await startStaff();
  product = await freshProduct(staff, 12_000);
  // The seed may have left a shift open at branch 1: close it, so this file starts clean.
  const open = await current();
  if (open) await ok(staff, CLOSE, { id: open.id, cash: open.expectedCash, comment: 'before tests' });
});
afterAll(async () => staff?.gw.close());

describe('a cash shift from opening to closing', () => {
  let shift: Shift;
  let cashOrder: { id: string; number: string; total: number };
  let cardOrder: { id: string; total: number };
  let partOrder: { id: string; total: number };

  it('opens with the counted float; a second open shift at the branch is refused', async () => {
    expect(await current()).toBeNull();
    shift = (await ok<{ openCashShift: { shift: Shift } }>(staff, OPEN, { cash: 500_000 })).openCashShift
      .shift;
    expect(shift).toMatchObject({
      status: 'open',
      affiliateId: String(staff.affiliates[0].id),
      affiliate: { name: staff.affiliates[0].name },
      openingCash: 500_000,
      expectedCash: 500_000,
      closedAt: null,
      countedCash: null,
      difference: null,
      takings: [],
      takingsTotal: 0,
      timeline: [{ kind: 'opening', amount: 500_000, balance: 500_000 }],
    });
    expect(shift.openedByName).toBeTruthy();
    expect(await refused(staff, OPEN, { cash: 1 })).toEqual({
      code: 'SHIFT_ALREADY_OPEN',
      message: 'Смена этого магазина в этом филиале уже открыта',
    });
  });

  it('a POS order paid in full in cash is paid, and its payment falls into the shift', async () => {
    cashOrder = await sell(staff, [{ productId: product.id, count: 2, price: 12_000 }]);
    expect(cashOrder).toMatchObject({ total: 24_000, paidSum: 24_000, dueSum: 0 });
    const res = await ok<{ order: { payments: Record<string, unknown>[] } }>(
      staff,
      `query ($id: ID!) { order(id: $id) { payments { amount cashless shiftId paymentType { name } userName } } }`,
      { id: cashOrder.id },
    );
    expect(res.order.payments).toEqual([
      {
        amount: 24_000,
        cashless: false,
        shiftId: shift.id,
        paymentType: { name: 'Наличные' },
        userName: expect.any(String),
      },
    ]);
  });

  it('a card order is takings but not cash', async () => {
    cardOrder = await sell(staff, [{ productId: product.id, count: 1, price: 12_000 }], {
      paymentTypeId: staff.paymentTypes['Карта'],
    });
    expect(cardOrder).toMatchObject({ paidSum: 12_000, dueSum: 0 });
  });

  it('an order paid in part; payOrder takes the rest, and refuses more than is due', async () => {
    partOrder = await sell(staff, [{ productId: product.id, count: 3, price: 12_000 }], {
      advanceSum: 10_000,
    });
    expect(partOrder).toMatchObject({ total: 36_000, paidSum: 10_000, dueSum: 26_000 });
    // payOrder answers a payload (issue 18): refusals are userErrors at their field.
    const tooMuch = await refused(staff, PAY, { id: partOrder.id, amount: 26_001 });
    expect(tooMuch).toMatchObject({ code: 'FIELD_INVALID', field: ['amount'] });
    expect(tooMuch.message).toMatch(/^Сумма больше остатка к оплате: /);
    expect(await refused(staff, PAY, { id: partOrder.id, amount: 0 })).toMatchObject({
      code: 'FIELD_INVALID',
      field: ['amount'],
    });

    // The manager takes orders (NEWORDER): paying is theirs too.
    const paid = (
      await ok<{ payOrder: { order: Record<string, unknown> } }>(
        staff,
        PAY,
        { id: partOrder.id },
        staff.manager,
      )
    ).payOrder.order;
    expect(paid).toMatchObject({ id: partOrder.id, paidSum: 36_000, dueSum: 0 });
    expect(paid.payments).toEqual([
      expect.objectContaining({ amount: 10_000, cashless: false, shiftId: shift.id }),
      expect.objectContaining({ amount: 26_000, cashless: false, shiftId: shift.id }),
    ]);
    const again = await refused(staff, PAY, { id: partOrder.id });
    expect(again.message).toBe('Заказ уже оплачен полностью');
    expect(again.code).toBe('INVALID');
    expect((await refused(staff, PAY, { id: '999999' })).code).toBe('NOT_FOUND');
  });

  it('cash in and out with a reason; out may not exceed the till; bad moves change nothing', async () => {
    await ok(staff, MOVE, { id: shift.id, kind: 'in', amount: 10_000, reason: 'Размен' });
    const after = (
      await ok<{ addCashMove: { shift: Shift } }>(staff, MOVE, {
        id: shift.id,
        kind: 'out',
        amount: 50_000,
        reason: 'Инкассация',
      })
    ).addCashMove.shift;
    // 500 000 + 24 000 + 36 000 cash takings + 10 000 in − 50 000 out.
    expect(after).toMatchObject({
      cashIn: 10_000,
      cashOut: 50_000,
      cashTakings: 60_000,
      expectedCash: 520_000,
    });

    const tooMuch = await refused(staff, MOVE, { id: shift.id, kind: 'out', amount: 520_001, reason: 'Всё' });
    expect(tooMuch).toMatchObject({ code: 'CASH_SHORT', field: ['amount'] });
    expect(tooMuch.message).toMatch(/^В кассе только /);
    for (const [bad, field] of [
      [{ amount: 0, reason: 'Ноль' }, 'amount'],
      [{ amount: -5, reason: 'Минус' }, 'amount'],
      [{ amount: 100, reason: '' }, 'reason'],
      [{ amount: 100, reason: 'x'.repeat(201) }, 'reason'],
    ] as const) {
      expect(await refused(staff, MOVE, { id: shift.id, kind: 'in', ...bad })).toMatchObject({
        code: 'FIELD_INVALID',
        field: [field],
      });
    }
    expect(await current()).toMatchObject({ cashIn: 10_000, cashOut: 50_000, expectedCash: 520_000 });
  });

  it('takings by payment type and the timeline with its running balance', async () => {
    const live = (await current())!;
    const byName = Object.fromEntries(live.takings.map((t) => [t.name, t]));
    expect(byName['Наличные']).toMatchObject({ cashless: false, amount: 60_000, count: 3 });
    expect(byName['Карта']).toMatchObject({ cashless: true, amount: 12_000, count: 1 });
    expect(live.takingsTotal).toBe(72_000);
    expect(live.timeline.map((e) => [e.kind, e.amount])).toEqual([
      ['opening', 500_000],
      ['payment', 24_000],
      ['payment', 10_000],
      ['payment', 26_000],
      ['in', 10_000],
      ['out', -50_000],
    ]);
    let balance = 0;
    for (const entry of live.timeline) {
      balance += entry.amount;
      expect(entry.balance).toBe(balance);
    }
    expect(balance).toBe(live.expectedCash);
    expect(live.timeline[1]).toMatchObject({ orderId: cashOrder.id });
    expect(live.timeline[1].description).toContain(cashOrder.number);
    expect(live.timeline[4].description).toBe('Размен');
  });

  it('closes with the counted cash: expected frozen, the difference; closed means closed', async () => {
    const closed = (
      await ok<{ closeCashShift: { shift: Shift } }>(staff, CLOSE, {
        id: shift.id,
        cash: 519_000,
        comment: 'Недостача',
      })
    ).closeCashShift.shift;
    expect(closed).toMatchObject({
      id: shift.id,
      status: 'closed',
      countedCash: 519_000,
      expectedCash: 520_000,
      difference: -1_000,
      comment: 'Недостача',
    });
    expect(closed.closedAt).toBeTruthy();
    expect(closed.closedByName).toBeTruthy();
    expect((await refused(staff, CLOSE, { id: shift.id, cash: 1 })).code).toBe('SHIFT_CLOSED');
    expect((await refused(staff, MOVE, { id: shift.id, kind: 'in', amount: 1, reason: 'Поздно' })).code).toBe(
      'SHIFT_CLOSED',
    );
    expect(await current()).toBeNull();

    // After closing, cash is refused (issue 26 item 3) and a card payment belongs to no shift;
    // the closed shift's totals stay.
    const noTill = await refused(staff, SELL, {
      input: {
        date: '2030-03-02',
        shopType: 'flower_shop',
        paymentTypeId: String(staff.paymentTypes['Наличные']),
        advanceSum: 12_000,
        lines: [{ productId: product.id, count: 1, price: 12_000 }],
      },
    });
    expect(noTill).toMatchObject({ code: 'SHIFT_CLOSED', message: NO_SHIFT });
    const later = await sell(staff, [{ productId: product.id, count: 1, price: 12_000 }], {
      paymentTypeId: staff.paymentTypes['Карта'],
    });
    expect(later.paidSum).toBe(12_000);
    const unpaid = await sell(staff, [{ productId: product.id, count: 1, price: 12_000 }], { advanceSum: 0 });
    expect(await refused(staff, PAY, { id: unpaid.id })).toMatchObject({
      code: 'SHIFT_CLOSED',
      message: NO_SHIFT,
    });
    const byCard = (
      await ok<{
        payOrder: { order: { paidSum: number; payments: { shiftId: string | null; cashless: boolean }[] } };
      }>(staff, PAY, { id: unpaid.id, type: String(staff.paymentTypes['Карта']) })
    ).payOrder.order;
    expect(byCard).toMatchObject({ paidSum: 12_000, payments: [{ shiftId: null, cashless: true }] });
    const again = await ok<{ cashShift: Shift }>(
      staff,
      `query ($id: ID!) { cashShift(id: $id) { ${SHIFT_FIELDS} } }`,
      {
        id: shift.id,
      },
    );
    expect(again.cashShift).toMatchObject({
      expectedCash: 520_000,
      takingsTotal: 72_000,
      difference: -1_000,
    });

    const list = await ok<{ cashShifts: Shift[] }>(staff, `{ cashShifts(limit: 5) { id status } }`);
    expect(list.cashShifts[0]).toEqual({ id: shift.id, status: 'closed' });
    expect(
      (await ok<{ cashShift: Shift | null }>(staff, `{ cashShift(id: "999999") { id } }`)).cashShift,
    ).toBeNull();
  });

  it('a shift cannot open with a negative float, nor close with negative cash', async () => {
    expect(await refused(staff, OPEN, { cash: -1 })).toMatchObject({
      code: 'FIELD_INVALID',
      field: ['openingCash'],
    });
    expect(await current()).toBeNull();
    const open = (await ok<{ openCashShift: { shift: Shift } }>(staff, OPEN, { cash: 0 })).openCashShift
      .shift;
    expect(await refused(staff, CLOSE, { id: open.id, cash: -1 })).toMatchObject({
      code: 'FIELD_INVALID',
      field: ['countedCash'],
    });
    await ok(staff, CLOSE, { id: open.id, cash: 0 });
  });
});

describe('access', () => {
  it('reading and writing shifts and moves need MONEY or CASHBOXX; paying needs an order key', async () => {
    expect((await gql(staff.gw.app, CURRENT)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Issue 16: the cashbox is the money screen's data, not every signed-in user's.
    expect((await refused(staff, CURRENT, {}, staff.manager)).code).toBe('FORBIDDEN');

    expect((await refused(staff, OPEN, { cash: 100 }, staff.manager)).code).toBe('FORBIDDEN');
    expect(await current()).toBeNull();
    const shift = (await ok<{ openCashShift: { shift: Shift } }>(staff, OPEN, { cash: 100 })).openCashShift
      .shift;
    expect(
      (await refused(staff, MOVE, { id: shift.id, kind: 'in', amount: 1, reason: 'x' }, staff.manager)).code,
    ).toBe('FORBIDDEN');
    expect((await refused(staff, CLOSE, { id: shift.id, cash: 100 }, staff.manager)).code).toBe('FORBIDDEN');

    const order = await sell(staff, [{ productId: product.id, count: 1, price: 12_000 }], { advanceSum: 0 });
    const guest = await registerUser(staff.gw.app, 'cash-guest');
    expect((await refused(staff, PAY, { id: order.id }, guest.token)).code).toBe('FORBIDDEN');
    await ok(staff, CLOSE, { id: shift.id, cash: 100 });
  });
});

describe('an order edited below what was paid', () => {
  it('keeps its payments (no automatic refund) and owes nothing', async () => {
    const till = (await ok<{ openCashShift: { shift: Shift } }>(staff, OPEN, { cash: 0 })).openCashShift
      .shift;
    const order = await sell(staff, [{ productId: product.id, count: 2, price: 12_000 }]);
    const res = await ok<{ updateOrder: { order: { total: number; paidSum: number; dueSum: number } } }>(
      staff,
      `mutation ($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { order { total paidSum dueSum } userErrors { field code message } } }`,
      {
        id: order.id,
        input: {
          date: '2030-03-02',
          shopType: 'flower_shop',
          paymentTypeId: String(staff.paymentTypes['Наличные']),
          advanceSum: 12_000,
          total: 12_000,
          lines: [{ productId: product.id, count: 1, price: 12_000 }],
        },
      },
    );
    expect(res.updateOrder.order).toEqual({ total: 12_000, paidSum: 24_000, dueSum: 0 });
    await ok(staff, CLOSE, { id: till.id, cash: 24_000 });
  });
});

describe('paidSum and dueSum on a list cost no extra call', () => {
  it('the orders list answers them from getOrder; payments on a list cost one getOrderDetails', async () => {
    const ORDERS = `query ($fields: Boolean!) { orders(range: { start: "2030-03-02", stop: "2030-03-02" }) {
      orders { id total paidSum dueSum payments @include(if: $fields) { amount } } } }`;
    staff.gw.calls.length = 0;
    const res = await ok<{ orders: { orders: { total: number; paidSum: number; dueSum: number }[] } }>(
      staff,
      ORDERS,
      {
        fields: false,
      },
    );
    expect(res.orders.orders.length).toBeGreaterThan(3);
    for (const o of res.orders.orders) expect(o.dueSum).toBe(Math.max(0, o.total - o.paidSum));
    const calls = staff.gw.calls.filter((c) => !c.startsWith('auth/'));
    expect(calls).toEqual(['order/getOrder']);

    staff.gw.calls.length = 0;
    await ok(staff, ORDERS, { fields: true });
    // Batched per request (issue 18): one getOrderDetails for the whole list, no getOrderInfo.
    const batched = staff.gw.calls.filter((c) => c.startsWith('order/'));
    expect(batched).toEqual(['order/getOrder', 'order/getOrderDetails']);
  });
});
