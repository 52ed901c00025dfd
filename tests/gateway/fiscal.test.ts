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
import {
  paymentDocuments,
  registerDocument,
  returnDocument,
  storeAndRegister,
  type FiscalApi,
  type OrderForFiscal,
  type StoredDocument,
} from '../../web/src/fiscal/flow';
import { accepted, ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

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
    // Money before the goods: the calculated rates (20 % → 20/120); the settlement names the rates.
    expect(advance.items.map((i) => i.tax.type)).toEqual(['vat120', 'vat110', 'vat120']);
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
    expect(settle.items.map((i) => i.tax.type)).toEqual(['vat20', 'vat10', 'vat20']);
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
    const payment = { kind: TASK_KINDS.sale, key: 90_001, request };

    sim.mode = 'down';
    const lost = await registerOnce(sim.base, { ...payment, attempt: 0 }, fast);
    expect(lost).toMatchObject({ ok: false, attempt: 0 });
    sim.mode = 'off';
    const off = await registerOnce(sim.base, { ...payment, attempt: lost.attempt }, fast);
    expect(off).toMatchObject({ ok: false, message: 'Нет связи с ККТ', attempt: 1 });
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

/**
 * The CRM's record of the documents, over GraphQL, with the register simulator: a POS day of the
 * fast-food till, from opening the shift to closing it.
 */
describe('a till day with the register', () => {
  let gw: TestGateway;
  let token: string;
  let manager: string;
  let products: { id: number; price_kopecks: number; name: string }[];
  let cash: number;
  let card: number;

  const DOC = 'id kind key paymentId amount task status attempt message number sign fiscalAt orderNumber';
  const ORDER = `id number shopType deliveryType total certificateSum bonusSum discountType discountValue
    promoKind promoValue markupKind markupValue deliverySum lines { name price count }
    client { email phone } payments { id amount cashless }`;

  async function call<T>(query: string, variables: Record<string, unknown> = {}, as = token): Promise<T> {
    const r = await gql(gw.app, query, variables, as);
    expect(r.errors).toBeUndefined();
    return r.data as T;
  }

  const api: FiscalApi = {
    save: async (input) =>
      accepted<StoredDocument>(
        await call(
          `mutation ($input: FiscalDocumentInput!) { createFiscalDocument(input: $input) { document { ${DOC} } userErrors { field code message } } }`,
          { input },
        ),
        'createFiscalDocument',
      ),
    report: async (id, input) =>
      accepted<StoredDocument>(
        await call(
          `mutation ($id: ID!, $input: FiscalReportInput!) { reportFiscalDocument(id: $id, input: $input) { document { ${DOC} } userErrors { field code message } } }`,
          { id, input },
        ),
        'reportFiscalDocument',
      ),
  };

  async function sale(lines: { product: number; count: number }[], paymentTypeId: number) {
    const priced = lines.map((l) => ({
      productId: String(products[l.product]!.id),
      count: l.count,
      price: products[l.product]!.price_kopecks,
    }));
    const total = priced.reduce((a, l) => a + l.count * l.price, 0);
    const made = await call<{ createOrder: { order: { id: string } } }>(
      `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { field code message } } }`,
      {
        input: {
          shopType: 'fastfood',
          deliveryType: 'here',
          paymentTypeId: String(paymentTypeId),
          advanceSum: total,
          total,
          lines: priced,
        },
      },
    );
    const id = accepted<{ id: string }>(made, 'createOrder').id;
    return (await call<{ order: OrderForFiscal }>(`query ($id: ID!) { order(id: $id) { ${ORDER} } }`, { id }))
      .order;
  }

  const settings: FiscalSettings = {
    taxationType: 'usnIncome',
    defaultVat: 'none',
    operator: { name: 'Кассир' },
  };
  const toFiscal = (
    o: OrderForFiscal & { client?: { email?: string | null; phone?: string | null } | null },
  ) => ({
    ...o,
    email: o.client?.email ?? null,
    phone: o.client?.phone ?? null,
  });

  beforeAll(async () => {
    gw = await startGateway();
    token = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
    manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    products = await gw.crm!.db.query(
      "SELECT id, price_kopecks, name FROM products WHERE shop_type = 'fastfood' AND NOT deleted AND price_kopecks > 0 ORDER BY id LIMIT 3",
    );
    const types = await gw.crm!.db.query<{ id: number; cashless: boolean }>(
      'SELECT id, cashless FROM payment_types WHERE NOT deleted ORDER BY id',
    );
    cash = types.find((t) => !t.cashless)!.id;
    card = types.find((t) => t.cashless)!.id;
    const open = await call<{ currentCashShift: { id: string; expectedCash: number } | null }>(
      '{ currentCashShift(shopType: fastfood) { id expectedCash } }',
    );
    if (open.currentCashShift)
      await call(
        'mutation ($id: ID!, $c: Int!) { closeCashShift(id: $id, countedCash: $c) { userErrors { message } } }',
        { id: open.currentCashShift.id, c: open.currentCashShift.expectedCash },
      );
  });
  afterAll(() => gw?.close());

  it('settings per shop type: off by default, saved with SETTINGS, a bad INN refused', async () => {
    const before = await call<{ fiscalSettings: { enabled: boolean } }>(
      '{ fiscalSettings { shopType enabled taxationType defaultVat } }',
    );
    expect(before.fiscalSettings).toMatchObject({ shopType: 'fastfood', enabled: false });
    const SAVE = `mutation ($input: FiscalSettingsInput!) { updateFiscalSettings(input: $input) { settings { enabled taxationType cashierInn } userErrors { field code message } } }`;
    const bad = await call<{ updateFiscalSettings: { userErrors: unknown[] } }>(SAVE, {
      input: { enabled: true, taxationType: 'usnIncome', defaultVat: 'none', cashierInn: '12' },
    });
    expect(bad.updateFiscalSettings.userErrors).toEqual([
      { field: ['input', 'cashierInn'], code: 'FIELD_INVALID', message: 'ИНН кассира: 10 или 12 цифр' },
    ]);
    const saved = accepted<unknown>(
      await call(SAVE, {
        input: { enabled: true, taxationType: 'usnIncome', defaultVat: 'none', cashierInn: '123456789047' },
      }),
      'updateFiscalSettings',
    );
    expect(saved).toEqual({ enabled: true, taxationType: 'usnIncome', cashierInn: '123456789047' });
  });

  it('the receipts of a shift add up to its takings; an unprinted one blocks the close until printed', async () => {
    sim.mode = 'on';
    const shift = accepted<{ id: string }>(
      await call(
        'mutation { openCashShift(openingCash: 100000, shopType: fastfood) { shift { id } userErrors { field code message } } }',
      ),
      'openCashShift',
    );
    const orders = [
      await sale(
        [
          { product: 0, count: 2 },
          { product: 1, count: 1 },
        ],
        cash,
      ),
      await sale([{ product: 2, count: 3 }], card),
      await sale([{ product: 1, count: 1 }], cash),
    ];
    const docs: StoredDocument[] = [];
    for (const [i, order] of orders.entries()) {
      sim.mode = i === 2 ? 'off' : 'on';
      const inputs = paymentDocuments(toFiscal(order), settings, []);
      expect(inputs.map((d) => d.kind)).toEqual(['sale']);
      docs.push(...(await storeAndRegister(api, sim.base, inputs, fast)));
    }
    expect(docs.map((d) => d.status)).toEqual(['registered', 'registered', 'failed']);
    expect(docs[2]).toMatchObject({ message: 'Нет связи с ККТ', number: null });
    // Saved first: asking again for the same payment answers the stored document, not a second one.
    const again = await api.save(paymentDocuments(toFiscal(orders[2]!), settings, [])[0]!);
    expect(again.id).toBe(docs[2]!.id);

    const list = await call<{ unregisteredFiscalDocuments: { id: string; orderNumber: string }[] }>(
      '{ unregisteredFiscalDocuments { id orderNumber status message } }',
    );
    expect(list.unregisteredFiscalDocuments.map((d) => d.id)).toEqual([docs[2]!.id]);
    const CLOSE =
      'mutation ($id: ID!) { closeCashShift(id: $id, countedCash: 0) { shift { status } userErrors { field code message } } }';
    const blocked = await call<{
      closeCashShift: { userErrors: { field: string[] | null; code: string; message: string }[] };
    }>(CLOSE, { id: shift.id });
    expect(blocked.closeCashShift.userErrors).toEqual([
      {
        // The shift as a whole: no one field of the input is wrong.
        field: null,
        code: 'FISCAL_PENDING',
        message: 'Непробитых чеков: 1. Пробейте их на экране кассы, затем закройте смену',
      },
    ]);

    // «Пробить снова» with the register back on: printed once.
    sim.mode = 'on';
    const retried = await registerDocument(api, sim.base, docs[2]!, fast);
    expect(retried).toMatchObject({ status: 'registered', attempt: 1, message: null });
    expect(retried.number).toBeGreaterThan(0);
    expect(
      (await call<{ unregisteredFiscalDocuments: unknown[] }>('{ unregisteredFiscalDocuments { id } }'))
        .unregisteredFiscalDocuments,
    ).toEqual([]);

    const printed = sim
      .receipts()
      .filter((r) => docs.some((d) => r.uuid.endsWith(d.key.toString(16).padStart(12, '0'))));
    expect(printed).toHaveLength(3);
    const takings = await call<{ cashShift: { takingsTotal: number } }>(
      'query ($id: ID!) { cashShift(id: $id) { takingsTotal } }',
      { id: shift.id },
    );
    const receiptsSum = printed.reduce((a, r) => a + cents(r.task.total as number), 0);
    expect(receiptsSum).toBe(takings.cashShift.takingsTotal);

    const docsOf = await call<{ fiscalDocuments: { kind: string; status: string; number: number }[] }>(
      'query ($id: ID!) { fiscalDocuments(orderId: $id) { kind status number sign fiscalAt } }',
      { id: orders[0]!.id },
    );
    expect(docsOf.fiscalDocuments).toEqual([expect.objectContaining({ kind: 'sale', status: 'registered' })]);
    // The flower manager has no access to the fast-food till's documents.
    const other = await gql(
      gw.app,
      '{ unregisteredFiscalDocuments(shopType: fastfood) { id } }',
      {},
      manager,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const closed = await call<{ closeCashShift: { shift: { status: string } } }>(CLOSE, { id: shift.id });
    expect(closed.closeCashShift.shift.status).toBe('closed');
  });

  it('a cancelled paid order gets its return receipt, stored and printed once', async () => {
    sim.mode = 'on';
    await call(
      'mutation { openCashShift(openingCash: 0, shopType: fastfood) { shift { id } userErrors { message } } }',
    );
    const order = await sale([{ product: 0, count: 1 }], card);
    const [paid] = await storeAndRegister(
      api,
      sim.base,
      paymentDocuments(toFiscal(order), settings, []),
      fast,
    );
    const back = returnDocument(toFiscal(order), settings, [paid!])!;
    expect(JSON.parse(back.task)).toMatchObject({
      type: 'sellReturn',
      payments: [{ type: 'electronically' }],
    });
    const [returned] = await storeAndRegister(api, sim.base, [back], fast);
    expect(returned).toMatchObject({ kind: 'return', status: 'registered' });
    expect(returnDocument(toFiscal(order), settings, [paid!, returned!])).toBeNull();
    expect(sim.receipts().at(-1)!.type).toBe('sellReturn');
  });

  it("a product's own VAT: set by its shop's catalogue writers, on the order's lines and the receipt", async () => {
    const SET = `mutation ($p: ID!, $v: VatRate) { setProductVat(productId: $p, vat: $v) { product { id vat } userErrors { field code message } } }`;
    const id = String(products[0]!.id);
    expect(accepted(await call(SET, { p: id, v: 'vat10' }), 'setProductVat')).toEqual({ id, vat: 'vat10' });
    const order = await sale(
      [
        { product: 0, count: 1 },
        { product: 1, count: 2 },
      ],
      cash,
    );
    const { lines } = (
      await call<{ order: { lines: { vat: 'vat10' | null }[] } }>(
        'query ($id: ID!) { order(id: $id) { lines { vat } } }',
        {
          id: order.id,
        },
      )
    ).order;
    expect(lines.map((l) => l.vat)).toEqual(['vat10', null]);
    const withVat = { ...toFiscal(order), lines: order.lines.map((l, i) => ({ ...l, vat: lines[i]!.vat })) };
    const task = buildReceipt(withVat, osn, {
      kind: 'sale',
      money: [{ cashless: false, amount: order.total }],
    });
    expect(task.items.map((i) => i.tax.type)).toEqual(['vat10', 'vat20']);

    // Nothing changes on bad input: an unknown product, a rate ATOL does not name, another shop's product.
    const missing = await call<{ setProductVat: { userErrors: unknown[] } }>(SET, {
      p: '999999',
      v: 'vat10',
    });
    expect(missing.setProductVat.userErrors).toEqual([
      expect.objectContaining({ field: ['productId'], code: 'NOT_FOUND' }),
    ]);
    expect((await gql(gw.app, SET, { p: id, v: 'vat18' }, token)).errors).toBeDefined();
    const [flower] = await gw.crm!.db.query<{ id: number }>(
      "SELECT id FROM products WHERE shop_type = 'flower_shop' AND NOT deleted ORDER BY id LIMIT 1",
    );
    const other = await gql(gw.app, SET, { p: String(flower!.id), v: 'vat10' }, token);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await gw.crm!.db.query<{ vat: string | null }>('SELECT vat FROM products WHERE id = $1', [
      flower!.id,
    ]);
    expect(row!.vat).toBeNull();
    expect(accepted(await call(SET, { p: id, v: null }), 'setProductVat')).toEqual({ id, vat: null });
  });
});
