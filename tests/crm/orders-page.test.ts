/**
 * Issue 26 item 4: order/getOrderPage by the day an order is due (its delivery or pick-up date,
 * the day it was taken when it has none) as well as the day it was taken, and the list's filters
 * by status, worker, payment type and sales channel. A walk by due day sees each order once, in
 * (due day, time window, id) order, forward and back; the totals are SQL's; bad filters are
 * refused; the walk reads orders_due_idx (migration 021, EXPLAIN, embedded CRM only).
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageKeysSql } from '../../crm/domains/orders/page';
import { call, PLANS } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

interface Page {
  OrderList: Order[];
  streets: Record<string, unknown>[];
  keys: { id: number; date: string; day: number; due: string; time: string }[];
  totalCount: number | null;
  totalSum: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

const page = (body: Record<string, unknown>) => ok<Page>('/order/getOrderPage', body);

/** yyyy-MM-dd `n` days after `day`. */
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A day of a far year no other test writes to, so the counts below are this run's alone; never the
 * same day twice in this file (a random pick alone once gave two tests one day, and the filter
 * test counted the due-day test's orders: a failure about 1 run in 100).
 */
const usedDays = new Set<string>();
function freshDay(): string {
  for (;;) {
    const day = `${randomInt(2040, 2099)}-${String(randomInt(1, 12)).padStart(2, '0')}-10`;
    if (!usedDays.has(day)) return (usedDays.add(day), day);
  }
}

/** Every page of a walk, `first` at a time; `between` runs after the first page. */
async function walk(body: Record<string, unknown>, first: number, between?: () => Promise<void>) {
  const seen: Page['keys'] = [];
  let after: Record<string, unknown> = {};
  for (let n = 0; n < 100; n++) {
    const p = await page({ ...body, first, ...after });
    seen.push(...p.keys);
    if (n === 0) await between?.();
    if (!p.hasNextPage) return seen;
    const k = p.keys.at(-1)!;
    after = { afterDue: k.due, afterTime: k.time, afterId: k.id, afterDate: k.date, afterDay: k.day };
  }
  throw new Error('the walk did not end');
}

/** The orders of one due day: taken before it, on it without a delivery date, and one due the day after. */
async function dueDay() {
  const day = freshDay();
  const made: Order[] = [];
  const add = async (extra: Record<string, unknown>) => {
    const o = await create(newOrderData(extra));
    made.push(o);
    return o;
  };
  const windows = ['18:00-21:00', '09:00-12:00', '', '12:00-15:00', '09:00-12:00'];
  for (const [i, w] of windows.entries())
    await add({ date: plus(day, -i), invoiceDate: day, invoiceTimeDo: w });
  // No delivery date: due the day it is taken.
  const noDate = await add({ date: day, invoiceDate: null, invoiceTimeDo: '' });
  // Taken on the day, due the next: not the day's.
  const later = await add({ date: day, invoiceDate: plus(day, 1) });
  return { day, made, noDate, later };
}

describe('getOrderPage by the day an order is due', () => {
  it('walks a due day in (day, window, id) order, each order once; totals are SQL’s', async () => {
    const { day, made, later } = await dueDay();
    const body = { dateStart: day, dateStop: day, dateBy: 'due', orderBy: 'due' };
    const seen = await walk(body, 2);
    const expected = made
      .filter((o) => o.id !== later.id)
      .map((o) => ({ id: o.id, time: String(o.invoiceTimeDo ?? '') }))
      .sort((a, b) => (a.time === b.time ? a.id - b.id : a.time < b.time ? -1 : 1));
    expect(seen.map((k) => k.id)).toEqual(expected.map((o) => o.id));
    expect(new Set(seen.map((k) => k.due))).toEqual(new Set([day]));
    const first = await page({ ...body, first: 1 });
    const sum = made.filter((o) => o.id !== later.id).reduce((s, o) => s + Number(o.itog_value), 0);
    expect([first.totalCount, first.totalSum]).toEqual([expected.length, sum]);
    // By the day taken, the same day holds what was taken on it (the next day's delivery too).
    const taken = await page({ dateStart: day, dateStop: day, first: 50, orderBy: 'date' });
    expect(taken.OrderList.map((o) => o.id).sort()).toEqual(
      made
        .filter((o) => o.date === day)
        .map((o) => o.id)
        .sort(),
    );
  });

  it('an order due earlier in the day, written during the walk, never repeats or hides another', async () => {
    const { day, made, later } = await dueDay();
    const body = { dateStart: day, dateStop: day, dateBy: 'due', orderBy: 'due' };
    let late: Order | undefined;
    const seen = await walk(body, 2, async () => {
      late = await create(newOrderData({ date: day, invoiceDate: day, invoiceTimeDo: '23:00-23:30' }));
    });
    const ids = seen.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every order that was there is seen; the new one comes last (the latest window).
    for (const o of made) if (o.id !== later.id) expect(ids).toContain(o.id);
    expect(ids.at(-1)).toBe(late!.id);
  });

  it('walks back with last/before: the forward walk in the same order', async () => {
    const { day } = await dueDay();
    const body = { dateStart: day, dateStop: plus(day, 1), dateBy: 'due', orderBy: 'due' };
    const forward = (await walk(body, 3)).map((k) => k.id);
    let back: number[] = [];
    let before: Record<string, unknown> = {};
    for (;;) {
      const p = await page({ ...body, last: 3, ...before });
      back = [...p.keys.map((k) => k.id), ...back];
      if (!p.hasPreviousPage) break;
      const k = p.keys[0];
      before = { beforeDue: k.due, beforeTime: k.time, beforeId: k.id };
    }
    expect(forward).toHaveLength(7);
    expect(back).toEqual(forward);
  });
});

describe('getOrderPage filters', () => {
  it('status, worker, payment type and sales channel narrow the page and its totals', async () => {
    const day = freshDay();
    const sources = await ok<{ id: number }[]>('/reference/getAllOrderSource', {}).catch(() => []);
    const [s1, s2] = t.statuses;
    const [w1] = t.workers;
    const [p1, p2] = t.payments;
    const a = await create(newOrderData({ date: day, idStatus: s1.id, idWorker: w1.id, paymentType: p1.id }));
    const b = await create(
      newOrderData({ date: day, idStatus: s2.id, paymentType: p2.id, social: sources[0]?.id ?? null }),
    );
    const c = await create(newOrderData({ date: day, idStatus: s2.id, idWorker: w1.id, paymentType: p2.id }));
    const ids = async (filter: Record<string, unknown>) => {
      const p = await page({ dateStart: day, dateStop: day, orderBy: 'date', first: 50, ...filter });
      const sum = p.OrderList.reduce((s, o) => s + Number(o.itog_value), 0);
      expect([p.totalCount, p.totalSum]).toEqual([p.OrderList.length, sum]);
      return p.OrderList.map((o) => o.id).sort((x, y) => x - y);
    };
    expect(await ids({})).toEqual([a.id, b.id, c.id]);
    expect(await ids({ statusIds: [s2.id] })).toEqual([b.id, c.id]);
    expect(await ids({ statusIds: [s1.id, s2.id] })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ workerIds: [w1.id] })).toEqual([a.id, c.id]);
    expect(await ids({ paymentTypeIds: [p2.id], workerIds: [w1.id] })).toEqual([c.id]);
    if (sources[0]) expect(await ids({ sourceIds: [sources[0].id] })).toEqual([b.id]);
    // An id no record has is no match here; the gateway refuses it with the list's name.
    expect(await ids({ statusIds: [2_000_000_000] })).toEqual([]);
  });

  it('refuses a malformed filter, dateBy or orderBy with the field’s name', async () => {
    for (const body of [
      { statusIds: 'x' },
      { workerIds: [0] },
      { paymentTypeIds: [1.5] },
      { sourceIds: ['1'] },
      { statusIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { dateBy: 'delivery' },
      { orderBy: 'time' },
      { orderBy: 'due', afterDue: '2031-02-30', afterId: 1 },
      { orderBy: 'due', afterDue: '2031-02-03', afterTime: 5, afterId: 1 },
    ]) {
      const reply = await call(t.crm, '/order/getOrderPage', { first: 5, ...body });
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
      expect(reply.body.message).toMatch(/Поле|Дата/);
    }
  });
});

describe('getOrderPage brings its orders’ streets', () => {
  it('each street an order names, once, as the street list’s page sends it', async () => {
    const streets = await ok<{ rows: { id: number }[] }>('/reference/getPageStreet', { first: 2 });
    expect(streets.rows).toHaveLength(2);
    const [a, b] = streets.rows.map((r) => r.id);
    const day = freshDay();
    for (const idStreet of [a, b, a, null]) await create(newOrderData({ date: day, idStreet }));
    const reply = await page({ dateStart: day, dateStop: day, orderBy: 'date' });
    expect(reply.OrderList.map((o) => o.idStreet)).toEqual([a, b, a, null]);
    const named = await ok<{ rows: unknown[] }>('/reference/getPageStreet', { ids: [a, b], first: 2 });
    const byId = (rows: unknown[]) =>
      [...rows].sort((x, y) => Number((x as { id: number }).id) - Number((y as { id: number }).id));
    expect(byId(reply.streets)).toEqual(byId(named.rows));
    // A page of orders without streets brings none.
    const none = await page({ dateStart: day, dateStop: day, orderBy: 'date', afterDate: day, afterDay: 3 });
    expect(none.OrderList.map((o) => o.idStreet)).toEqual([null]);
    expect(none.streets).toEqual([]);
  });
});

describe.runIf(PLANS)('the index a due-day page needs', () => {
  it('a florist’s day by due date reads orders_due_idx in the walk’s order', async () => {
    const day = freshDay();
    const cases = [{}, { afterDue: day, afterTime: '12:00-15:00', afterId: 5 }];
    for (const extra of cases) {
      const { sql, params } = pageKeysSql({
        dateStart: day,
        dateStop: plus(day, 1),
        dateBy: 'due',
        orderBy: 'due',
        shopType: 'flower_shop',
        first: 100,
        ...extra,
      });
      const plan = await t.crm.db!.transaction(async (tx) => {
        // The plan when the table is too big to read whole (PGlite gathers no statistics, so on
        // the seed it would pick a bitmap of the few rows it expects and sort them).
        await tx.query('SET LOCAL enable_seqscan = off');
        await tx.query('SET LOCAL enable_bitmapscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, JSON.stringify(extra)).toContain('orders_due_idx');
      // The index hands the rows over in order: no sort of the whole period.
      expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    }
  });
});
