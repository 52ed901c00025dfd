/**
 * The bonus ledger (issue 21 item 6, docs/loyalty.md) through the CRM's own calls: a paid order
 * earns, an order spends within the balance and the programme's share, cancelling gives back and
 * takes back, lots lapse on the clock; refusals change nothing; two orders of one client spending
 * the same balance at once never overdraw it; and a property test: any sequence of orders,
 * payments, cancellations, deletions and days passing keeps every balance equal to the sum of its
 * ledger, equal to what its lots hold, and never negative.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, LOCAL, startTestCrm, type TestCrm } from './helper';
import { freshPhone } from './orders-helper';

const DAY = 86_400_000;
let clock = new Date('2031-03-01T09:00:00Z');
let crm: TestCrm;
let adminId: number;
let productId: number;
let cardId: number;
let cancelId: number;
let liveId: number;

async function ok<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>(crm, path, body);
  if (reply.body.error !== 0) throw new Error(`${path}: ${reply.body.message}`);
  return reply.body.data as T;
}

const program = (p: Record<string, unknown> = {}) =>
  ok('/loyalty/setProgram', {
    typeAccount: 'flower_shop',
    userId: adminId,
    program: {
      enabled: true,
      accrualPercent: 5,
      tiers: [{ fromSpent: 1_000_00, percent: 10 }],
      expiryDays: 30,
      maxSharePercent: 50,
      ...p,
    },
  });

/** An order of `price` kopecks for the client with this phone, paying `bonus` kopecks with bonuses. */
const orderData = (phone: string, price: number, bonus = 0) => ({
  customerType: 'individual',
  deliveryType: 'pickup',
  shopType: 'flower_shop',
  products: [{ id: productId, count_product: 1, priceProduct: price }],
  klient: { firstName: 'Вера', lastName: 'Бонусова', patronymic: '', phone, email: '' },
  paymentType: cardId,
  ...(bonus ? { bonus_sum: bonus } : {}),
});

const newOrder = (phone: string, price: number, bonus = 0) =>
  call<{ id: number; idKlient: number }>(crm, '/order/newOrder', {
    newOrderData: orderData(phone, price, bonus),
    userId: adminId,
  });

const pay = (id: number) => ok('/order/payOrder', { id, paymentTypeId: cardId, userId: adminId });
const setStatus = (id: number, idStatus: number) =>
  ok('/order/setStatusOrder', { idOrder: id, idStatus, userId: adminId });

interface Account {
  balance: number;
  entries: { kind: string; amount: number; orderId: number | null; reverses: string | null }[];
}
const account = (clientId: number) =>
  ok<Account>('/loyalty/getAccount', { clientId, typeAccount: 'flower_shop', first: 200 });

/** The whole history read `size` rows a page at a time (getHistoryPage), and the count it gives. */
async function history(clientId: number, size: number) {
  type Page = Account & {
    rows: Account['entries'];
    keys: { at: string; id: number }[];
    totalCount: number;
    hasNextPage: boolean;
  };
  const rows: Account['entries'] = [];
  let after: { afterAt: string; afterId: number } | object = {};
  for (;;) {
    const page: Page = await ok<Page>('/loyalty/getHistoryPage', {
      clientId,
      typeAccount: 'flower_shop',
      first: size,
      ...after,
    });
    rows.push(...page.rows);
    if (!page.hasNextPage) return { rows, total: page.totalCount };
    const last: { at: string; id: number } = page.keys.at(-1)!;
    after = { afterAt: last.at, afterId: last.id };
  }
}

/** What the stored ledger says of every account: the invariants the property checks. */
async function ledgerTruth() {
  return crm.db!.query<{ client_id: number; balance: number; ledger: number; lots: number }>(
    `SELECT b.client_id, b.balance,
            coalesce((SELECT sum(amount) FROM bonus_ledger l WHERE l.client_id = b.client_id AND l.shop_type = b.shop_type), 0)::int AS ledger,
            coalesce((SELECT sum(remaining) FROM bonus_ledger l WHERE l.client_id = b.client_id AND l.shop_type = b.shop_type), 0)::int AS lots
       FROM bonus_balances b`,
  );
}

describe.runIf(LOCAL)('bonus ledger', () => {
  beforeAll(async () => {
    crm = await startTestCrm({ now: () => clock });
    const db = crm.db!;
    [{ id: adminId }] = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'admin@example.com'",
    );
    [{ id: productId }] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE shop_type = 'flower_shop' AND NOT deleted ORDER BY id LIMIT 1",
    );
    [{ id: cardId }] = await db.query<{ id: number }>(
      'SELECT id FROM payment_types WHERE cashless AND NOT deleted ORDER BY id LIMIT 1',
    );
    [{ id: cancelId }] = await db.query<{ id: number }>(
      'SELECT id FROM order_statuses WHERE cancels LIMIT 1',
    );
    [{ id: liveId }] = await db.query<{ id: number }>(
      'SELECT id FROM order_statuses WHERE NOT cancels ORDER BY sort, id LIMIT 1',
    );
    await program();
  });
  afterAll(async () => crm?.close());

  it('a paid order earns, the next one spends within its share, cancelling gives back', async () => {
    const phone = freshPhone();
    const first = (await newOrder(phone, 2_000_00)).body.data!;
    // Unpaid: nothing earned yet.
    expect((await account(first.idKlient)).balance).toBe(0);
    await pay(first.id);
    const earned = await account(first.idKlient);
    expect(earned.balance).toBe(100_00); // 5 % of 2 000 ₽ (the tier needs 1 000 ₽ spent before)
    expect(earned.entries[0]).toMatchObject({ kind: 'accrued', amount: 100_00, orderId: first.id });

    // More than half of a 150 ₽ order: refused by the programme's share, nothing spent.
    const tooMuch = await newOrder(phone, 150_00, 80_00);
    expect(tooMuch.body).toMatchObject({ error: 1, reason: 'ORDER_TOTALS_INVALID' });
    expect(tooMuch.body.message).toContain('50 %');
    // More than the balance: BONUS_INSUFFICIENT, nothing spent.
    const over = await newOrder(phone, 1_000_00, 150_00);
    expect(over.body).toMatchObject({ error: 1, reason: 'BONUS_INSUFFICIENT', field: ['bonus_sum'] });
    expect((await account(first.idKlient)).balance).toBe(100_00);

    const second = (await newOrder(phone, 500_00, 60_00)).body.data! as Record<string, unknown> & {
      id: number;
    };
    expect((second.checkout as Record<string, unknown>).bonus_sum).toBe(60_00);
    expect((await account(first.idKlient)).balance).toBe(40_00);
    // An edit without bonus_sum (the legacy /api's) keeps the spend as it is.
    const kept = await ok<{ checkout: { bonus_sum: number } }>('/order/EditOrderData', {
      EditOrderData: { id: second.id, ...orderData(phone, 500_00) },
      userId: adminId,
    });
    expect(kept.checkout.bonus_sum).toBe(60_00);
    expect((await account(first.idKlient)).balance).toBe(40_00);
    // Paying the rest (440 ₽ of money) earns at the tier reached: 2 000 ₽ spent → 10 %.
    await pay(second.id);
    expect((await account(first.idKlient)).balance).toBe(40_00 + 44_00);

    // Cancelled: the spend comes back, the accrual is taken back.
    await setStatus(second.id, cancelId);
    const after = await account(first.idKlient);
    expect(after.balance).toBe(100_00);
    expect(after.entries.slice(0, 2).map((e) => [e.kind, e.reverses, e.amount])).toEqual([
      ['reversed', 'accrued', -44_00],
      ['reversed', 'spent', 60_00],
    ]);
    // Back to live: the spend is taken again, the accrual earned again.
    await setStatus(second.id, liveId);
    expect((await account(first.idKlient)).balance).toBe(100_00 - 60_00 + 44_00);
  });

  it('no longer paid in full (an edit raised the total) takes the accrual back; paying the rest earns again', async () => {
    const phone = freshPhone();
    const o = (await newOrder(phone, 300_00)).body.data!;
    await pay(o.id);
    expect((await account(o.idKlient)).balance).toBe(15_00);
    // An edit that leaves out bonus_sum (as the legacy /api does) keeps the order's spend: none here.
    await ok('/order/EditOrderData', {
      EditOrderData: { id: o.id, ...orderData(phone, 500_00) },
      userId: adminId,
    });
    const taken = await account(o.idKlient);
    expect(taken.balance).toBe(0);
    expect(taken.entries[0]).toMatchObject({ kind: 'reversed', reverses: 'accrued', amount: -15_00 });
    await pay(o.id);
    expect((await account(o.idKlient)).balance).toBe(25_00);
  });

  it('an accrual lapses after the programme’s days: shown on read, stored by the next write', async () => {
    const phone = freshPhone();
    const o = (await newOrder(phone, 400_00)).body.data!;
    await pay(o.id);
    expect((await account(o.idKlient)).balance).toBe(20_00);
    clock = new Date(clock.getTime() + 31 * DAY);
    const read = await account(o.idKlient);
    expect(read.balance).toBe(0);
    expect(read.entries[0]).toMatchObject({ kind: 'expired', amount: -20_00 });
    // Paged a row at a time, the history is the account's, the lapse computed on read included.
    const paged = await history(o.idKlient, 1);
    expect(paged.rows).toEqual(read.entries);
    expect(paged.total).toBe(read.entries.length);
    // The next spend sees the lapse: refused, and the lapse is now a ledger row.
    const spend = await newOrder(phone, 400_00, 10_00);
    expect(spend.body).toMatchObject({ error: 1, reason: 'BONUS_INSUFFICIENT' });
    const [truth] = (await ledgerTruth()).filter((r) => r.client_id === o.idKlient);
    expect(truth).toMatchObject({ balance: 20_00, ledger: 20_00 }); // refused: the write rolled back
  });

  it('two orders of one client spending one balance at once: one is refused, never below zero', async () => {
    const phone = freshPhone();
    const o = (await newOrder(phone, 2_000_00)).body.data!;
    await pay(o.id);
    expect((await account(o.idKlient)).balance).toBe(100_00);
    const replies = await Promise.all([
      newOrder(phone, 200_00, 70_00),
      newOrder(phone, 200_00, 70_00),
      newOrder(phone, 200_00, 70_00),
    ]);
    const taken = replies.filter((r) => r.body.error === 0);
    expect(taken).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.error !== 0))
      expect(r.body).toMatchObject({ reason: 'BONUS_INSUFFICIENT' });
    expect((await account(o.idKlient)).balance).toBe(30_00);
  });

  it('any sequence of orders, payments, cancellations and expiries keeps every balance = its ledger ≥ 0', async () => {
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    const orders: number[] = [];
    const step = fc.oneof(
      fc.record({
        op: fc.constant('order' as const),
        who: fc.nat(2),
        price: fc.integer({ min: 1_00, max: 3_000_00 }),
        bonus: fc.oneof(fc.constant(0), fc.nat(150_00)),
      }),
      fc.record({ op: fc.constant('pay' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('restore' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          const picked = 'pick' in s && orders.length ? orders[s.pick % orders.length] : null;
          if (s.op === 'order') {
            // A refusal (balance, share) is part of the game: it must change nothing.
            const r = await newOrder(phones[s.who], s.price, s.bonus);
            if (r.body.error === 0) orders.push(r.body.data!.id);
          } else if (s.op === 'days') clock = new Date(clock.getTime() + s.days * DAY);
          else if (picked === null) continue;
          else if (s.op === 'pay') await call(crm, '/order/payOrder', { id: picked, paymentTypeId: cardId });
          else if (s.op === 'cancel')
            await call(crm, '/order/setStatusOrder', { idOrder: picked, idStatus: cancelId });
          else if (s.op === 'restore')
            await call(crm, '/order/setStatusOrder', { idOrder: picked, idStatus: liveId });
          else await call(crm, '/order/deleteOrder', { idOrderDeleted: picked });
          for (const row of await ledgerTruth()) {
            expect(row.balance).toBe(row.ledger);
            expect(row.lots).toBe(row.balance);
            expect(row.balance).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 25, seed: 2111 },
    );
    // The sequences did reach every kind of row (not only refusals).
    const kinds = await crm.db!.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM bonus_ledger ORDER BY kind',
    );
    expect(kinds.map((k) => k.kind)).toEqual(['accrued', 'expired', 'reversed', 'spent']);
    // Every account's history read three rows a page neither skips nor repeats a row.
    for (const { client_id } of await ledgerTruth()) {
      const whole = await account(client_id);
      expect((await history(client_id, 3)).rows).toEqual(whole.entries);
    }
    // And what a read shows (lapses computed) is never negative either.
    const clients = await crm.db!.query<{ client_id: number }>('SELECT client_id FROM bonus_balances');
    for (const { client_id } of clients) expect((await account(client_id)).balance).toBeGreaterThanOrEqual(0);
  });

  it('refuses a programme that does not add up, with the field at fault, and keeps the old one', async () => {
    const r = await call(crm, '/loyalty/setProgram', {
      typeAccount: 'flower_shop',
      program: {
        enabled: true,
        accrualPercent: 5,
        tiers: [{ fromSpent: 0, percent: 7 }],
        maxSharePercent: 50,
      },
    });
    expect(r.body).toMatchObject({ error: 1, reason: 'FIELD_INVALID', field: ['tiers', 0, 'fromSpent'] });
    const now = await ok<{ tiers: unknown[] }>('/loyalty/getProgram', { typeAccount: 'flower_shop' });
    expect(now.tiers).toEqual([{ fromSpent: 1_000_00, percent: 10 }]);
  });
});
