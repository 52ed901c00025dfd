/**
 * The `stats` area (docs/upstream-contract.md "stats", docs/stats.md): every figure the CRM
 * computes in SQL is computed again here in JavaScript from the order list (order/getOrder) and
 * the reference lists, for every date preset and shop type, and compared. A hand-made week of
 * orders on a far-away date pins the definitions (cancelled, deleted, «Не указан», rounding).
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '../../gateway/domains/orders/dates';
import type { DatePreset } from '../../gateway/__generated__/resolvers';
import { call, expectFailure } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';
import { expectedStats, fromRemote, type Refs } from './stats-expected';

useOrdersCrm();

type Stats = ReturnType<typeof expectedStats> & Record<string, unknown>;

const stats = (body: Record<string, unknown>) => ok<Stats>('/stats/getOrderStats', body);

const sections = (s: Stats) => ({
  totals: s.totals,
  days: s.days,
  byStatus: s.byStatus.map((g) => ({ ...g, statusId: String(g.statusId) })),
  bySource: s.bySource.map((g) => ({ ...g, id: g.id === null ? null : String(g.id) })),
  byPayment: s.byPayment.map((g) => ({ ...g, id: g.id === null ? null : String(g.id) })),
  topProducts: s.topProducts.map((p) => ({ ...p, productId: String(p.productId) })),
});

const asRefs = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({ ...r, id: String(r.id), name: String(r.name) }));

let refs: Refs;

async function loadRefs(): Promise<Refs> {
  const statuses = await ok<Record<string, unknown>[]>('/reference/getAllStatusOrder', {});
  return {
    statuses: statuses.map((s) => ({
      id: String(s.id),
      name: String(s.name),
      color: String(s.color),
      cancels: s.cancels === true,
    })),
    sources: asRefs(await ok('/reference/getAllOrderSource', {})),
    payments: asRefs(await ok('/reference/getAllTypePayments', {})),
    products: asRefs(await ok('/catalog/getAllProductList', {})),
  };
}

/** Every order of every branch in the range, deleted ones too: the filter is the check's own. */
async function ordersOf(dateFrom: string, dateTo: string) {
  const list = await ok<{ OrderList: Order[] }>('/order/getOrder', {
    DateOrderPull: { dateStart: dateFrom, dateStop: dateTo },
    Affiliate: { active: 0, id: 0 },
    includeDeleted: true,
  });
  return list.OrderList.map(fromRemote);
}

/** A Monday between 2040 and 2090 no earlier run is likely to have used. */
function farMonday(): string {
  const d = new Date(Date.UTC(randomInt(2040, 2090), randomInt(0, 12), randomInt(1, 28)));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const plus = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const week = { monday: '', site: 0, cancelStatus: 0 };

beforeAll(async () => {
  refs = await loadRefs();
  week.monday = farMonday();
  week.site = Number(refs.sources.find((s) => s.name === 'Сайт')!.id);
  week.cancelStatus = Number(refs.statuses.find((s) => s.cancels)!.id);
  const tue = plus(week.monday, 1);
  const wed = plus(week.monday, 2);
  // A: from the site, paid with the first payment type: 3 × 250 + 1 × 1 200,50 = 1 950,50 ₽.
  await create(newOrderData({ date: tue, social: week.site, paymentType: t.payments[0].id }));
  // B: no channel, no payment type, 50,50 ₽ off: 1 900,00 ₽.
  await create(
    newOrderData({ date: tue, paymentType: null, discount_type: 'amount', discount_value: 5_050 }),
  );
  // C: cancelled; D: deleted. Neither brings revenue; C still counts as placed.
  await create(newOrderData({ date: wed, idStatus: week.cancelStatus }));
  const d = await create(newOrderData({ date: wed, social: week.site }));
  await ok('/order/deleteOrder', { idOrderDeleted: d.id });
});

describe('stats/getOrderStats', () => {
  it('a hand-made week: placed, cancelled, deleted, «Не указан», average check rounded half up', async () => {
    const s = await stats({ dateFrom: week.monday, dateTo: plus(week.monday, 6) });
    expect(s).toMatchObject({ dateFrom: week.monday, dateTo: plus(week.monday, 6), shopType: null });
    expect(s.totals).toEqual({ orders: 3, cancelled: 1, revenue: 385_050, averageCheck: 192_525, items: 8 });
    expect(s.days.map((d) => [d.date, d.orders, d.cancelled, d.revenue])).toEqual([
      [week.monday, 0, 0, 0],
      [plus(week.monday, 1), 2, 0, 385_050],
      [plus(week.monday, 2), 1, 1, 0],
      ...[3, 4, 5, 6].map((n) => [plus(week.monday, n), 0, 0, 0]),
    ]);
    expect(s.bySource.map((g) => [g.name, g.orders, g.cancelled, g.revenue])).toEqual([
      ['Сайт', 1, 0, 195_050],
      ['Не указан', 2, 1, 190_000],
    ]);
    expect(s.byPayment.map((g) => g.name)).toEqual([refs.payments[0].name, 'Не указан']);
    expect(s.byStatus.map((g) => [g.orders, g.cancels])).toEqual([
      [2, false],
      [1, true],
    ]);
    // Line sums before the discount, of live orders only: 2 × 1 200,50 and 6 × 250,00.
    expect(s.topProducts).toEqual([
      { productId: t.products[1].id, name: t.products[1].name, count: 2, sum: 240_100 },
      { productId: t.products[0].id, name: t.products[0].name, count: 6, sum: 150_000 },
    ]);
    const other = await stats({ dateFrom: week.monday, dateTo: plus(week.monday, 6), shopType: 'fastfood' });
    expect(other.totals).toEqual({ orders: 0, cancelled: 0, revenue: 0, averageCheck: 0, items: 0 });
    expect(other.days).toHaveLength(7);
    expect(other.bySource).toEqual([]);
  });

  const presets: DatePreset[] = ['TOMORROW', 'TODAY', 'YESTERDAY', 'WEEK', 'MONTH', 'SPECIFY'];
  for (const preset of presets)
    it(`${preset}: every figure equals the one computed from the order list`, async () => {
      const today = new Date();
      const specify = {
        start: plus(today.toISOString().slice(0, 10), -61),
        stop: today.toISOString().slice(0, 10),
      };
      const { start, stop } = presetRange(preset, preset === 'SPECIFY' ? specify : null, 'Europe/Moscow');
      const orders = await ordersOf(start, stop);
      for (const shopType of [null, 'flower_shop', 'fastfood']) {
        const got = await stats({ dateFrom: start, dateTo: stop, shopType });
        expect(sections(got), `${preset} ${shopType}`).toEqual(
          expectedStats(orders, refs, { dateFrom: start, dateTo: stop, shopType }),
        );
      }
      if (preset === 'SPECIFY')
        expect((await stats({ dateFrom: start, dateTo: stop })).totals.orders).toBeGreaterThan(100);
    });

  it('refuses bad periods and filters with Russian messages', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /«Начало периода»: дата в формате ГГГГ-ММ-ДД/],
      [{ dateFrom: '2026-02-30', dateTo: '2026-03-01' }, /«Начало периода»/],
      [{ dateFrom: '2026-03-01', dateTo: '01.03.2026' }, /«Конец периода»/],
      [{ dateFrom: '2026-03-02', dateTo: '2026-03-01' }, /Начало периода позже его конца/],
      [{ dateFrom: '2025-01-01', dateTo: '2026-01-02' }, /не длиннее 366 дней/],
      [{ dateFrom: '2026-03-01', dateTo: '2026-03-01', shopType: 'bakery' }, /Тип магазина/],
      [{ dateFrom: '2026-03-01', dateTo: '2026-03-01', affiliateId: 'x' }, /Филиал/],
    ];
    for (const [body, message] of cases) {
      const reply = await call(t.crm, '/stats/getOrderStats', body);
      expectFailure(reply, 200, 'VALIDATION');
      expect(reply.body.message).toMatch(message);
    }
    // A leap year's whole 366 days is allowed.
    expect((await stats({ dateFrom: '2028-01-01', dateTo: '2028-12-31' })).days).toHaveLength(366);
  });
});

describe('stats/getOrderOverview', () => {
  it('today, yesterday, the week and month of `today`, 30 days of trend, today by status', async () => {
    const wed = plus(week.monday, 2);
    const o = await ok<Record<string, unknown> & { periods: Stats[] & Record<string, unknown>[] }>(
      '/stats/getOrderOverview',
      { today: wed, shopType: 'flower_shop' },
    );
    const month = wed.slice(0, 8);
    const monthEnd = plus(`${plus(`${month}01`, 32).slice(0, 8)}01`, -1);
    expect(o.periods.map((p) => [p.key, p.dateFrom, p.dateTo])).toEqual([
      ['TODAY', wed, wed],
      ['YESTERDAY', plus(wed, -1), plus(wed, -1)],
      ['WEEK', week.monday, plus(week.monday, 6)],
      ['MONTH', `${month}01`, monthEnd],
    ]);
    for (const p of o.periods) {
      const s = await stats({ dateFrom: p.dateFrom, dateTo: p.dateTo, shopType: 'flower_shop' });
      const { key: _k, dateFrom: _f, dateTo: _t, ...figures } = p;
      expect(figures, String(p.key)).toEqual(s.totals);
    }
    const trend = await stats({ dateFrom: plus(wed, -29), dateTo: wed, shopType: 'flower_shop' });
    expect(o.trend).toEqual(trend.days);
    expect(o.todayByStatus).toEqual(
      (await stats({ dateFrom: wed, dateTo: wed, shopType: 'flower_shop' })).byStatus,
    );
    expect(o.todayByStatus).toEqual([expect.objectContaining({ orders: 1, cancels: true })]);
  });

  it('without `today` counts from the shop’s today', async () => {
    const o = await ok<{ today: string; trend: unknown[] }>('/stats/getOrderOverview', {});
    expect(o.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(o.trend).toHaveLength(30);
    expectFailure(await call(t.crm, '/stats/getOrderOverview', { today: 'завтра' }), 200, 'VALIDATION');
  });
});

describe('stats/getSiteOrders', () => {
  it('the orders of the site channels: list newest first, per day, totals', async () => {
    const r = await ok<Record<string, unknown> & { OrderList: Record<string, unknown>[]; days: unknown[] }>(
      '/stats/getSiteOrders',
      { dateFrom: week.monday, dateTo: plus(week.monday, 6) },
    );
    expect(r.sources).toEqual([{ id: week.site, name: 'Сайт' }]);
    expect(r.totals).toEqual({ orders: 1, cancelled: 0, revenue: 195_050, averageCheck: 195_050, items: 4 });
    expect(r.days).toHaveLength(7);
    expect(r.OrderList).toEqual([
      expect.objectContaining({
        date: plus(week.monday, 1),
        total: 195_050,
        sourceName: 'Сайт',
        clientName: 'Тестова Ольга',
        cancelled: false,
        lines: [
          expect.objectContaining({ productId: t.products[0].id, count: 3, sum: 75_000 }),
          expect.objectContaining({ productId: t.products[1].id, count: 1, sum: 120_050 }),
        ],
      }),
    ]);
  });

  it('over the seeded month: the same orders as the order list filtered by channel', async () => {
    const { start, stop } = presetRange('MONTH', null, 'Europe/Moscow');
    const sources = await ok<{ id: number; online: boolean }[]>('/reference/getAllOrderSource', {});
    const site = new Set(sources.filter((s) => s.online).map((s) => String(s.id)));
    const list = await ok<{ OrderList: Order[] }>('/order/getOrder', {
      DateOrderPull: { dateStart: start, dateStop: stop },
      Affiliate: { active: 0, id: 0 },
    });
    const expected = list.OrderList.filter((o) => site.has(String(o.social)))
      .sort((a, b) => String(b.number).localeCompare(String(a.number)))
      .map((o) => o.id);
    const r = await ok<{ OrderList: { id: number }[]; totals: { orders: number } }>('/stats/getSiteOrders', {
      dateFrom: start,
      dateTo: stop,
    });
    expect(r.OrderList.map((o) => o.id)).toEqual(expected);
    expect(r.totals.orders).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);

    // `maxOrders` (issue 17): the newest few, or none; the figures are the whole period's either way.
    const period = { dateFrom: start, dateTo: stop };
    const few = await ok<{ OrderList: { id: number }[]; totals: { orders: number } }>(
      '/stats/getSiteOrders',
      {
        ...period,
        maxOrders: 2,
      },
    );
    expect(few.OrderList.map((o) => o.id)).toEqual(expected.slice(0, 2));
    expect(few.totals.orders).toBe(expected.length);
    const none = await ok<{ OrderList: unknown[] }>('/stats/getSiteOrders', { ...period, maxOrders: 0 });
    expect(none.OrderList).toEqual([]);
    for (const maxOrders of [-1, 1.5, '10', 100_001]) {
      const bad = await call(t.crm, '/stats/getSiteOrders', { ...period, maxOrders });
      expect(bad.body, String(maxOrders)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
  });
});
