/**
 * Fiscal receipts (issue 23, docs/fiscal.md): the ATOL task protocol of web/src/fiscal against
 * the register simulator (tests/fiscal-simulator.ts, a real loopback HTTP server), the receipts
 * each case produces, exactly one receipt per payment when the register fails and recovers, the
 * register's shift, and the receipts of a cashbox shift adding up to its takings.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFiscalSimulator, type FiscalSimulator } from '../fiscal-simulator';
import {
  AtolError,
  postTask,
  runTask,
  shiftStatus,
  fiscalParams,
  oneOffUuid,
} from '../../web/src/fiscal/atol';
import { buildReceipt, spread, type FiscalOrder, type FiscalSettings } from '../../web/src/fiscal/receipt';
import { registerOnce, TASK_KINDS } from '../../web/src/fiscal/register';

let sim: FiscalSimulator;
const fast = { pollMs: 5, timeoutMs: 5_000 };

const osn: FiscalSettings = {
  taxationType: 'osn',
  defaultVat: 'vat20',
  operator: { name: 'Иванова Мария', vatin: '123456789047' },
};
const usn: FiscalSettings = { ...osn, taxationType: 'usnIncome' };

const bouquet: FiscalOrder = {
  number: '271126-001',
  lines: [
    { name: 'Роза красная', price: 15_000, count: 3 },
    { name: 'Упаковка', price: 9_999, count: 1, vat: 'vat10' },
  ],
  discountType: null,
  discountValue: 0,
};

const cents = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  sim = await startFiscalSimulator();
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.mode = 'on';
});

describe('receipts', () => {
  it('a plain sale: each line with its VAT, paid in cash, equal to the order', () => {
    const task = buildReceipt(bouquet, osn, { kind: 'sale', money: [{ cashless: false, amount: 54_999 }] });
    expect(task).toMatchObject({
      type: 'sell',
      taxationType: 'osn',
      operator: { name: 'Иванова Мария', vatin: '123456789047' },
      total: 549.99,
      payments: [{ type: 'cash', sum: 549.99 }],
    });
    expect(task.items).toEqual([
      expect.objectContaining({
        name: 'Роза красная',
        price: 150,
        quantity: 3,
        amount: 450,
        tax: { type: 'vat20' },
      }),
      expect.objectContaining({
        name: 'Упаковка',
        price: 99.99,
        quantity: 1,
        amount: 99.99,
        tax: { type: 'vat10' },
      }),
    ]);
    expect(
      task.items.every((i) => i.paymentMethod === 'fullPayment' && i.paymentObject === 'commodity'),
    ).toBe(true);
  });

  it('simplified taxation prints «без НДС» whatever the product says', () => {
    const task = buildReceipt(bouquet, usn, { kind: 'sale', money: [{ cashless: true, amount: 54_999 }] });
    expect(task.items.map((i) => i.tax.type)).toEqual(['none', 'none']);
    expect(task.payments).toEqual([{ type: 'electronically', sum: 549.99 }]);
  });

  it('a discount is spread over the lines, the rounding difference on the last one', () => {
    const order: FiscalOrder = {
      number: '1',
      lines: [
        { name: 'A', price: 100, count: 1 },
        { name: 'B', price: 100, count: 1 },
        { name: 'C', price: 100, count: 1 },
      ],
      discountType: 'amount',
      discountValue: 100,
    };
    const task = buildReceipt(order, osn, { kind: 'sale', money: [{ cashless: false, amount: 200 }] });
    expect(task.items.map((i) => cents(i.amount))).toEqual([66, 66, 68]);
    expect(task.total).toBe(2);
    expect(spread([1, 1, 1], 10)).toEqual([3, 3, 4]);
  });

  it('mixed payments: cash and card, the certificate as an offset, bonuses as other', () => {
    const order = { ...bouquet, certificateSum: 10_000, bonusSum: 999 };
    const task = buildReceipt(order, osn, {
      kind: 'sale',
      money: [
        { cashless: false, amount: 20_000 },
        { cashless: true, amount: 24_000 },
      ],
    });
    expect(task.payments).toEqual([
      { type: 'cash', sum: 200 },
      { type: 'electronically', sum: 240 },
      { type: 'prepaid', sum: 100 },
      { type: 'other', sum: 9.99 },
    ]);
    expect(() =>
      buildReceipt(order, osn, { kind: 'sale', money: [{ cashless: false, amount: 100 }] }),
    ).toThrow(/не сходится/);
  });

  it('prepayment then full settlement offsetting the advance; a delivery is a service', () => {
    const order = { ...bouquet, deliverySum: 30_000, email: 'buyer@example.com' };
    const advance = buildReceipt(
      order,
      { ...osn, electronic: true },
      {
        kind: 'prepayment',
        money: { cashless: true, amount: 84_999 },
        paidBefore: 0,
      },
    );
    expect(advance.items.map((i) => i.paymentMethod)).toEqual([
      'fullPrepayment',
      'fullPrepayment',
      'fullPrepayment',
    ]);
    expect(advance.items[2]).toMatchObject({ name: 'Доставка', paymentObject: 'service', amount: 300 });
    expect(advance).toMatchObject({
      electronically: true,
      clientInfo: { emailOrPhone: 'buyer@example.com' },
    });

    const half = buildReceipt(order, osn, {
      kind: 'prepayment',
      money: { cashless: false, amount: 40_000 },
      paidBefore: 0,
    });
    expect(half.items.every((i) => i.paymentMethod === 'prepayment')).toBe(true);
    expect(half.total).toBe(400);

    const settle = buildReceipt(order, osn, { kind: 'settlement', advance: 84_999, money: [] });
    expect(settle.items.every((i) => i.paymentMethod === 'fullPayment')).toBe(true);
    expect(settle.payments).toEqual([{ type: 'prepaid', sum: 849.99 }]);
  });

  it('a cancelled paid order gets a return receipt of the money as it came in', () => {
    const back = buildReceipt(bouquet, osn, {
      kind: 'return',
      settled: false,
      money: [{ cashless: true, amount: 54_999 }],
    });
    expect(back).toMatchObject({
      type: 'sellReturn',
      total: 549.99,
      payments: [{ type: 'electronically', sum: 549.99 }],
    });
    expect(back.items.every((i) => i.paymentMethod === 'fullPrepayment')).toBe(true);
  });

  it('the receipt equals the order to the kopeck, whatever the lines and discounts', () => {
    const line = fc.record({
      name: fc.constant('Товар'),
      price: fc.integer({ min: 0, max: 500_000 }),
      count: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (lines, basisPoints, deliverySum) => {
          const order: FiscalOrder = {
            number: 'p',
            lines,
            deliverySum,
            discountType: 'percent',
            discountValue: basisPoints / 100,
          };
          const subtotal = lines.reduce((a, l) => a + l.price * l.count, 0);
          const total = subtotal - Math.floor((subtotal * basisPoints + 5000) / 10000) + deliverySum;
          const task = buildReceipt(order, osn, {
            kind: 'sale',
            money: [{ cashless: false, amount: total }],
          });
          expect(task.items.reduce((a, i) => a + cents(i.amount), 0)).toBe(total);
          expect(cents(task.total)).toBe(total);
          expect(task.items.every((i) => i.amount >= 0)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the register protocol', () => {
  it('a sale is registered with its number, sign and time', async () => {
    const task = buildReceipt(bouquet, osn, { kind: 'sale', money: [{ cashless: false, amount: 54_999 }] });
    const params = fiscalParams(await runTask(sim.base, oneOffUuid(), [task], fast));
    expect(params.number).toBeGreaterThan(0);
    expect(params.sign).toMatch(/^\d+$/);
    expect(params.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(sim.receipts().at(-1)!.task).toMatchObject({ type: 'sell', total: 549.99 });
  });

  it('a register that is off or out of paper answers the driver message; a dead server is unreachable', async () => {
    const task = buildReceipt(bouquet, osn, { kind: 'sale', money: [{ cashless: false, amount: 54_999 }] });
    sim.mode = 'noPaper';
    await expect(runTask(sim.base, oneOffUuid(), [task], fast)).rejects.toMatchObject({
      kind: 'register',
      message: 'Нет бумаги',
      code: 44,
    });
    sim.mode = 'down';
    await expect(postTask(sim.base, oneOffUuid(), [task], fast)).rejects.toBeInstanceOf(AtolError);
    await expect(postTask(sim.base, oneOffUuid(), [task], fast)).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('a register that fails then recovers registers exactly one receipt per payment', async () => {
    const before = sim.receipts().length;
    const request = [
      buildReceipt(bouquet, osn, { kind: 'sale', money: [{ cashless: true, amount: 54_999 }] }),
    ];
    const payment = { kind: TASK_KINDS.sell, key: 90_001, request };

    sim.mode = 'down';
    const lost = await registerOnce(sim.base, { ...payment, attempt: 0 }, fast);
    expect(lost).toMatchObject({ ok: false, attempt: 0 });
    sim.mode = 'off';
    const off = await registerOnce(sim.base, { ...payment, attempt: lost.attempt }, fast);
    expect(off).toMatchObject({ ok: false, message: 'Нет связи с ККТ', attempt: 0 });
    sim.mode = 'on';
    const done = await registerOnce(sim.base, { ...payment, attempt: off.attempt }, fast);
    expect(done).toMatchObject({ ok: true, attempt: 1 });
    // «Пробить снова» pressed twice, or the answer lost: the register already holds it.
    const again = await registerOnce(sim.base, { ...payment, attempt: 1 }, fast);
    expect(again).toMatchObject({ ok: true, attempt: 1 });
    expect(again.ok && done.ok && again.params.number).toBe(done.ok && done.params.number);
    expect(sim.receipts().length - before).toBe(1);
  });

  it('shifts: open, X-report, the 24-hour state, close with its Z-report', async () => {
    if (sim.shift.open)
      await runTask(sim.base, oneOffUuid(), [{ type: 'closeShift', operator: osn.operator }], fast);
    expect((await shiftStatus(sim.base, fast)).state).toBe('closed');
    await runTask(sim.base, oneOffUuid(), [{ type: 'openShift', operator: osn.operator }], fast);
    const open = await shiftStatus(sim.base, fast);
    expect(open.state).toBe('opened');
    expect(Date.parse(open.expiresAt!)).toBeGreaterThan(Date.now());
    await expect(
      runTask(sim.base, oneOffUuid(), [{ type: 'openShift', operator: osn.operator }], fast),
    ).rejects.toMatchObject({ kind: 'register' });
    await runTask(sim.base, oneOffUuid(), [{ type: 'reportX', operator: osn.operator }], fast);
    const realNow = sim.now;
    sim.now = () => realNow() + 25 * 60 * 60 * 1000;
    try {
      expect((await shiftStatus(sim.base, fast)).state).toBe('expired');
    } finally {
      sim.now = realNow;
    }
    const z = fiscalParams(
      await runTask(sim.base, oneOffUuid(), [{ type: 'closeShift', operator: osn.operator }], fast),
    );
    expect(z.shiftNumber).toBe(sim.shift.number);
    expect(sim.shift.open).toBe(false);
  });
});
