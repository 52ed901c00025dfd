/**
 * The event outbox (migration 033, crm/events/record.ts): each write a subscriber, a webhook or
 * another gateway instance must learn about leaves one row in crm_events, written in the
 * transaction of the change, so a change that rolls back leaves no event. Payloads hold ids and
 * numbers, never the client's personal data.
 */
import { describe, expect, it } from 'vitest';
import { recordEvent } from '../../crm/events/record';
import { LOCAL } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm } from './orders-helper';
import { call } from './helper';

useOrdersCrm();

interface EventRow {
  id: number;
  kind: string;
  shop_type: string | null;
  subject_id: number | null;
  payload: Record<string, unknown>;
}

const lastId = async () =>
  Number((await t.crm.db!.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM crm_events'))[0].id);

const eventsAfter = (id: number) =>
  t.crm.db!.query<EventRow>(
    'SELECT id, kind, shop_type, subject_id, payload FROM crm_events WHERE id > $1 ORDER BY id',
    [id],
  );

describe.runIf(LOCAL)('crm_events', () => {
  it('a new order records order.created with its shop type and ids, and no personal data', async () => {
    const from = await lastId();
    const order = await create(newOrderData());
    const rows = await eventsAfter(from);
    expect(rows.map((r) => r.kind)).toEqual(['order.created']);
    expect(rows[0]).toMatchObject({
      shop_type: 'flower_shop',
      subject_id: order.id,
      payload: {
        orderId: order.id,
        number: order.number,
        statusId: expect.any(Number),
        total: expect.any(Number),
      },
    });
    const text = JSON.stringify(rows);
    for (const secret of ['Ольга', 'Тестова', 'olga@example.com', 'Тверская'])
      expect(text).not.toContain(secret);
  });

  it('each order write records its kind; a status change also records its notification', async () => {
    const order = await create(newOrderData());
    const from = await lastId();
    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: t.statuses[2].id, userId: t.adminId });
    await ok('/order/setWorkerStatusOrder', { idOrder: order.id, idWorker: t.workers[0].id });
    await ok('/order/setTypePayment', { idOrder: order.id, idPayment: t.payments[1].id });
    await ok('/order/deleteOrder', { idOrderDeleted: order.id });
    const kinds = (await eventsAfter(from)).map((r) => r.kind);
    expect(kinds).toEqual([
      'notification.added',
      'order.status',
      'order.worker',
      'order.payment',
      'order.deleted',
    ]);
  });

  it('a bulk status change that fails on its second order records nothing at all', async () => {
    const a = await create(newOrderData());
    const from = await lastId();
    const bad = await call(t.crm, '/order/setStatusOrders', {
      idOrders: [a.id, 99_999_999],
      idStatus: t.statuses[3].id,
    });
    expect(bad.body.error).toBe(1);
    expect(await eventsAfter(from)).toEqual([]);
  });

  it('a refused order write records nothing', async () => {
    const from = await lastId();
    const bad = await call(t.crm, '/order/newOrder', {
      newOrderData: newOrderData({ products: [{ id: 99_999_999, count_product: 1, priceProduct: 100 }] }),
    });
    expect(bad.body.error).toBe(1);
    expect(await eventsAfter(from)).toEqual([]);
  });

  it('an event recorded inside a savepoint that rolls back is dropped with it, the others kept', async () => {
    const from = await lastId();
    await t.crm.db!.transaction(async (tx) => {
      await recordEvent(tx, { kind: 'list.changed', payload: { list: 'kept' } });
      await tx
        .transaction(async (inner) => {
          await recordEvent(inner, { kind: 'list.changed', payload: { list: 'dropped' } });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    });
    expect((await eventsAfter(from)).map((r) => r.payload.list)).toEqual(['kept']);
  });

  it('sign-out and a reference list write record session.changed and list.changed', async () => {
    const session = await ok<{ accessToken: string }>('/auth/login', {
      email: 'manager@example.com',
      password: 'manager123',
    });
    const from = await lastId();
    await ok('/auth/logout', { accessToken: session.accessToken });
    await ok('/reference/setSaveNewOrderSource', { dataOrderSourceUpdate: { name: `Канал ${Date.now()}` } });
    const rows = await eventsAfter(from);
    expect(rows.map((r) => [r.kind, r.payload.list ?? null])).toEqual([
      ['session.changed', null],
      ['list.changed', 'OrderSource'],
    ]);
    expect(rows[0].subject_id).toEqual(expect.any(Number));
  });

  it('cash shifts record opened and closed', async () => {
    const from = await lastId();
    const shift = await ok<{ id: number }>('/cashbox/openShift', {
      affiliateId: 1,
      shopType: 'fastfood',
      userId: t.adminId,
    });
    await ok('/cashbox/closeShift', { id: shift.id, countedCash: 0, userId: t.adminId });
    const rows = await eventsAfter(from);
    expect(rows.map((r) => [r.kind, r.subject_id, r.shop_type])).toEqual([
      ['cash_shift.opened', shift.id, 'fastfood'],
      ['cash_shift.closed', shift.id, 'fastfood'],
    ]);
  });
});

interface Poll {
  events: { id: number; kind: string; shopType: string | null; subjectId: number | null }[];
  last: number;
}

describe('events/poll', () => {
  it('without `after` answers where "now" is; with it, the events after that id in order', async () => {
    const now = await ok<Poll>('/events/poll', {});
    expect(now.events).toEqual([]);
    const order = await create(newOrderData());
    const next = await ok<Poll>('/events/poll', { after: now.last });
    expect(next.events.map((e) => [e.kind, e.subjectId, e.shopType])).toEqual([
      ['order.created', order.id, 'flower_shop'],
    ]);
    expect(next.last).toBe(next.events[0].id);
    expect(await ok<Poll>('/events/poll', { after: next.last })).toEqual({ events: [], last: next.last });
  });

  it('a waiting poll answers as soon as a change commits, not at the end of its wait', async () => {
    const { last } = await ok<Poll>('/events/poll', {});
    const started = Date.now();
    const waiting = ok<Poll>('/events/poll', { after: last, waitMs: 20_000 });
    await new Promise((r) => setTimeout(r, 200));
    const order = await create(newOrderData());
    const got = await waiting;
    expect(got.events.map((e) => e.subjectId)).toEqual([order.id]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('bad arguments are refused with a Russian message; no key, no events', async () => {
    for (const body of [
      { after: -1 },
      { after: 'x' },
      { waitMs: 60_000, after: 0 },
      { limit: 0, after: 0 },
    ]) {
      const bad = await call(t.crm, '/events/poll', body);
      expect(bad.body).toMatchObject({
        error: 1,
        message: expect.stringMatching(/^Поле «\w+»: целое число/),
      });
    }
    expect((await call(t.crm, '/events/poll', {}, { apiKey: 'wrong' })).status).toBe(401);
  });
});
