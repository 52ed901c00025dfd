/**
 * Issue 26 item 6 and item 4: a client's orders (getOrderPage `clientId`, over
 * orders_client_date_idx of migration 026), the client card's totals (getClientCard: every order
 * counted, live orders summed as the list's «на сумму»), and «Без исполнителя» (`withoutWorker`).
 */
import { describe, expect, it } from 'vitest';
import { pageKeysSql } from '../../crm/domains/orders/page';
import { call, PLANS } from './helper';
import { create, freshPhone, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

interface Page {
  OrderList: Order[];
  keys: { id: number; date: string; day: number }[];
  totalCount: number | null;
  totalSum: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}
const page = (body: Record<string, unknown>) => ok<Page>('/order/getOrderPage', body);

interface Card {
  client: { id: number; phone: string; doNotDisturb: boolean; comment: string };
  orderCount: number;
  liveCount: number;
  liveSum: number;
  firstOrderDate: string | null;
  lastOrderDate: string | null;
}

/** A new client with three orders on three days, one of them cancelled. */
async function clientWithOrders() {
  const klient = {
    firstName: 'Вера',
    lastName: 'Карточкина',
    patronymic: '',
    phone: freshPhone(),
    email: '',
  };
  const made: Order[] = [];
  for (const date of ['2032-05-01', '2032-05-03', '2032-05-02'])
    made.push(await create(newOrderData({ date, invoiceDate: date, klient })));
  const clientId = Number(made[0].idKlient);
  const cancel = t.statuses.find((s) => /^отмен/i.test(s.name));
  if (cancel) await ok('/order/setStatusOrder', { idOrder: made[2].id, idStatus: cancel.id });
  return { clientId, made, cancelled: cancel ? made[2] : null };
}

describe('a client’s orders', () => {
  it('clientId narrows the page to the client; newest first by walking back', async () => {
    const { clientId, made } = await clientWithOrders();
    expect(made.every((o) => Number(o.idKlient) === clientId)).toBe(true);
    const forward = await page({ clientId, orderBy: 'date', first: 50 });
    expect(forward.OrderList.map((o) => o.id)).toEqual([made[0].id, made[2].id, made[1].id]);
    // The card's newest page: the last two in list order, then the one before them.
    const newest = await page({ clientId, orderBy: 'date', last: 2 });
    expect(newest.OrderList.map((o) => o.date)).toEqual(['2032-05-02', '2032-05-03']);
    expect(newest.hasPreviousPage).toBe(true);
    const k = newest.keys[0];
    const older = await page({ clientId, orderBy: 'date', last: 2, beforeDate: k.date, beforeDay: k.day });
    expect(older.OrderList.map((o) => o.id)).toEqual([made[0].id]);
    expect(older.hasPreviousPage).toBe(false);
  });

  it('getClientCard counts every order and sums the live ones, as SQL does', async () => {
    const { clientId, made, cancelled } = await clientWithOrders();
    const card = await ok<Card>('/order/getClientCard', { clientId });
    const live = made.filter((o) => o.id !== cancelled?.id);
    expect(card.client.id).toBe(clientId);
    expect(card).toMatchObject({
      orderCount: 3,
      liveCount: live.length,
      liveSum: live.reduce((s, o) => s + Number(o.itog_value), 0),
      firstOrderDate: '2032-05-01',
      lastOrderDate: '2032-05-03',
    });
    // The order list's «на сумму» for the client is the same figure.
    const listed = await page({ clientId, first: 1 });
    expect([listed.totalCount, listed.totalSum]).toEqual([card.orderCount, card.liveSum]);
    // Of the other shop type: none.
    const other = await ok<Card>('/order/getClientCard', { clientId, shopType: 'fastfood' });
    expect(other).toMatchObject({ orderCount: 0, liveSum: 0, lastOrderDate: null });
  });

  it('refuses a malformed client and answers NOT_FOUND for a missing one', async () => {
    for (const body of [{}, { clientId: 'x' }, { clientId: -1 }, { clientId: 1, shopType: 'bar' }]) {
      const reply = await call(t.crm, '/order/getClientCard', body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
    const missing = await call(t.crm, '/order/getClientCard', { clientId: 2_000_000_000 });
    expect(missing.body).toMatchObject({ error: 1, errorInfo: 'NOT_FOUND', message: 'Клиент не найден' });
    const bad = await call(t.crm, '/order/getOrderPage', { first: 5, clientId: '7' });
    expect(bad.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
  });
});

describe('«Без исполнителя»', () => {
  it('withoutWorker alone is the unassigned orders; with workerIds, those too', async () => {
    const day = '2033-07-15';
    const [w1, w2] = t.workers;
    const none = await create(newOrderData({ date: day }));
    const one = await create(newOrderData({ date: day, idWorker: w1.id }));
    const two = await create(newOrderData({ date: day, idWorker: w2.id }));
    const ids = async (filter: Record<string, unknown>) => {
      const p = await page({ dateStart: day, dateStop: day, orderBy: 'date', first: 50, ...filter });
      const sum = p.OrderList.reduce((s, o) => s + Number(o.itog_value), 0);
      expect([p.totalCount, p.totalSum]).toEqual([p.OrderList.length, sum]);
      return p.OrderList.map((o) => o.id).sort((x, y) => x - y);
    };
    const mine = (list: number[]) => list.filter((id) => [none.id, one.id, two.id].includes(id));
    expect(mine(await ids({ withoutWorker: true }))).toEqual([none.id]);
    expect(mine(await ids({ withoutWorker: true, workerIds: [w1.id] }))).toEqual([none.id, one.id]);
    expect(mine(await ids({ workerIds: [w1.id, w2.id] }))).toEqual([one.id, two.id]);
  });
});

describe.runIf(PLANS)('the index a client’s page needs', () => {
  it('a client’s newest orders read orders_client_date_idx in the walk’s order', async () => {
    const { sql, params } = pageKeysSql({ clientId: 5, orderBy: 'date', last: 20 });
    const plan = await t.crm.db!.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_client_date_idx');
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });
});
