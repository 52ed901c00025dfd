/**
 * The CRM's calendar is the shop's (issue 25 item 2): started with a time zone (the gateway
 * passes SHOP_TIMEZONE, a standalone CRM reads it through crm/config.ts), an undated order or
 * stock document, the overview's today, the ledger's days and the delivery board's lateness
 * (issue 21) are that zone's, a minute either side of its midnight. Only Date is faked (timers stay real); 2099 holds no seeded data.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCrmConfig } from '../../crm/config';
import { loadConfig } from '../../gateway/config';
import { ConfigError } from '../../schema/env';
import { localInstant } from '../../schema/time-zone';
import { call, LOCAL, startTestCrm, type TestCrm } from './helper';

const ZONE = 'Asia/Vladivostok';
const BEFORE = localInstant(ZONE, '2099-05-31', '23:59');
const AFTER = localInstant(ZONE, '2099-06-01', '00:01');

describe('SHOP_TIMEZONE: one setting, read the same by both processes', () => {
  it('the CRM’s reader and the gateway’s agree, with Europe/Moscow when unset', () => {
    const env = { SHOP_TIMEZONE: ZONE, JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/tz-unused' };
    expect(loadCrmConfig(env).shopTimezone).toBe(ZONE);
    expect(loadConfig(env).shopTimezone).toBe(ZONE);
    expect(loadCrmConfig({}).shopTimezone).toBe('Europe/Moscow');
  });

  it('a misspelt zone stops either process with the setting’s name', () => {
    const bad = {
      SHOP_TIMEZONE: 'Asia/Vladivostock',
      JWT_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp/tz-unused',
    };
    expect(() => loadCrmConfig(bad)).toThrow(ConfigError);
    expect(() => loadCrmConfig(bad)).toThrow('SHOP_TIMEZONE must be an IANA time zone');
    expect(() => loadConfig(bad)).toThrow('SHOP_TIMEZONE must be an IANA time zone');
  });
});

describe.runIf(LOCAL)(`an embedded CRM started with timeZone ${ZONE}`, () => {
  let crm: TestCrm;
  let adminId: number;
  let productId: number;
  let otherId: number;
  let affiliateId: number;
  let supplierId: number;

  async function ok<T>(path: string, body: unknown): Promise<T> {
    const reply = await call<T>(crm, path, body);
    expect(reply.body.error, `${path}: ${reply.body.message}`).toBe(0);
    return reply.body.data as T;
  }

  beforeAll(async () => {
    crm = await startTestCrm({ timeZone: ZONE });
    const db = crm.db!;
    [{ id: adminId }] = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'admin@example.com'",
    );
    [{ id: productId }, { id: otherId }] = await db.query<{ id: number }>(
      "SELECT id FROM products WHERE shop_type = 'flower_shop' AND NOT deleted ORDER BY id LIMIT 2",
    );
    [{ id: affiliateId }] = await db.query<{ id: number }>('SELECT id FROM affiliates ORDER BY id LIMIT 1');
    supplierId = (await ok<{ id: number }[]>('/reference/getAllSuppliers', {}))[0].id;
  });
  afterAll(() => crm?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const clock = (at: Date) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };

  const undatedOrder = () =>
    ok<{ id: number; date: string }>('/order/newOrder', {
      newOrderData: {
        products: [{ id: productId, count_product: 1, priceProduct: 10_000 }],
        klient: { firstName: 'Анна', phone: '+7 900 000-00-09' },
      },
      userId: adminId,
    });

  it('an order without a date is of the shop’s day, a minute either side of its midnight', async () => {
    clock(BEFORE);
    expect((await undatedOrder()).date).toBe('2099-05-31');
    clock(AFTER);
    // 14:01 UTC: still 31 May in Moscow.
    expect((await undatedOrder()).date).toBe('2099-06-01');
  });

  it('the overview’s today, week and month are the shop’s', async () => {
    clock(AFTER);
    const overview = await ok<{
      today: string;
      periods: { key: string; dateFrom: string; dateTo: string }[];
    }>('/stats/getOrderOverview', { shopType: 'flower_shop' });
    expect(overview.today).toBe('2099-06-01');
  });

  it('a stock document without a date is of the shop’s day', async () => {
    clock(AFTER);
    const saved = await ok<{ record: { id: number; date: string } }>('/reference/setSaveNewConsignment', {
      dataConsignmentUpdate: {
        affiliateId,
        supplierId,
        comment: 'Без даты',
        lines: [{ productId, quantity: 1, price: 100 }],
      },
      userId: adminId,
    });
    expect(saved.record.date).toBe('2099-06-01');
  });

  it('the delivery board flags late against the window in the shop’s zone, across its midnight', async () => {
    // Two deliveries of 31 May: 21:00-23:00 is over at 23:59 there; 22:00-00:00 ends at the
    // shop's midnight, so late a minute after it (14:01 UTC: a board in UTC would call it on time).
    const delivery = (time: string) =>
      ok<{ id: number }>('/order/newOrder', {
        newOrderData: {
          deliveryType: 'delivery',
          date: '2099-05-31',
          invoiceDate: '2099-05-31',
          invoiceTimeDo: time,
          products: [{ id: productId, count_product: 1, priceProduct: 10_000 }],
          klient: { firstName: 'Анна', phone: '+7 900 000-00-09' },
        },
        userId: adminId,
      });
    const evening = await delivery('21:00-23:00');
    const midnight = await delivery('22:00-00:00');
    const late = async () => {
      const board = await ok<{ items: { orderId: number; late: boolean }[] }>('/delivery/getBoard', {
        date: '2099-05-31',
      });
      return [evening.id, midnight.id].map((id) => board.items.find((d) => d.orderId === id)?.late);
    };
    clock(BEFORE);
    expect(await late()).toEqual([true, false]);
    clock(AFTER);
    expect(await late()).toEqual([true, true]);
  });

  it('the ledger’s dateFrom/dateTo are the shop’s days, split at its midnight', async () => {
    const doc = await ok<{ record: { id: number } }>('/reference/setSaveNewConsignment', {
      dataConsignmentUpdate: {
        date: '2099-05-31',
        affiliateId,
        supplierId,
        comment: 'Две строки',
        lines: [
          { productId, quantity: 1, price: 100 },
          { productId: otherId, quantity: 2, price: 100 },
        ],
      },
      userId: adminId,
    });
    await ok('/warehouse/postDocument', { id: doc.record.id, userId: adminId });
    const rows = await crm.db!.query<{ id: string }>(
      'SELECT id::text AS id FROM stock_movements WHERE document_id = $1 ORDER BY delta',
      [doc.record.id],
    );
    expect(rows).toHaveLength(2);
    // One entry a minute before the shop's midnight, one a minute after.
    await crm.db!.query('UPDATE stock_movements SET at = $2 WHERE id = $1', [
      rows[0].id,
      BEFORE.toISOString(),
    ]);
    await crm.db!.query('UPDATE stock_movements SET at = $2 WHERE id = $1', [
      rows[1].id,
      AFTER.toISOString(),
    ]);

    const day = async (date: string) =>
      (
        await ok<{ delta: number }[]>('/warehouse/getMovements', {
          documentId: doc.record.id,
          dateFrom: date,
          dateTo: date,
        })
      ).map((m) => m.delta);
    expect(await day('2099-05-31')).toEqual([1]);
    expect(await day('2099-06-01')).toEqual([2]);
  });
});
