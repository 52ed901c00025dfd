/**
 * Versions of orders and clients (issue 18 item 1, migration 029), on the embedded CRM (PGlite,
 * or PostgreSQL with DATABASE_URL): every write moves the version; an edit naming an older one is
 * refused with CONFLICT and writes nothing; of two edits sent at once on one version exactly one
 * is written (the check runs under the row lock). An edit without a version is the spec's.
 */
import { describe, expect, it } from 'vitest';
import { findList, remoteNames } from '../../schema/lists';
import { call, expectFailure } from './helper';
import { path } from './list-samples';
import { create, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

const info = async (id: number) =>
  (await ok<{ OrderList: Order[] }>('/order/getOrderInfo', { DateOrderPull: { idOrder: id } })).OrderList[0];

const edit = (id: number, extra: Record<string, unknown>) =>
  call(t.crm, '/order/EditOrderData', {
    EditOrderData: { ...newOrderData(), id, ...extra },
    userId: t.adminId,
  });

describe('order versions', () => {
  it('start at 1 and move with every write', async () => {
    const order = await create(newOrderData());
    expect(order.version).toBe(1);
    const steps: [string, Record<string, unknown>][] = [
      ['/order/setStatusOrder', { idOrder: order.id, idStatus: t.statuses[1].id }],
      ['/order/setWorkerStatusOrder', { idOrder: order.id, idWorker: t.workers[0].id }],
      ['/order/setTypePayment', { idOrder: order.id, idPayment: t.payments[1].id, textTypePayment: 'x' }],
      ['/order/EditOrderData', { EditOrderData: { ...newOrderData(), id: order.id } }],
    ];
    let last = 1;
    for (const [method, body] of steps) {
      const written = await ok<Order>(method, { ...body, userId: t.adminId });
      expect(written.version, method).toBeGreaterThan(last);
      last = written.version as number;
    }
    await ok('/order/deleteOrder', { idOrderDeleted: order.id, userId: t.adminId });
    expect((await info(order.id)).version).toBeGreaterThan(last);
  });

  it('an edit on the current version is written; on an older one refused with CONFLICT, nothing changed', async () => {
    const order = await create(newOrderData());
    const written = await edit(order.id, { cardToOrder: 'Версия 1', version: 1 });
    expect(written.body.error).toBe(0);
    const now = await info(order.id);
    expect(now).toMatchObject({ cardToOrder: 'Версия 1', version: 2 });

    const stale = await edit(order.id, { cardToOrder: 'Затёрто', version: 1 });
    expectFailure(stale, 200, 'CONFLICT');
    expect(stale.body.message).toContain('Заказ изменён другим пользователем');
    expect(await info(order.id)).toEqual(now);
  });

  it('two edits sent at once on one version: exactly one is written', async () => {
    const order = await create(newOrderData());
    const replies = await Promise.all(
      ['Первая', 'Вторая'].map((text) => edit(order.id, { cardToOrder: text, version: 1 })),
    );
    const won = replies.filter((r) => r.body.error === 0);
    const lost = replies.filter((r) => r.body.errorInfo === 'CONFLICT');
    expect([won.length, lost.length]).toEqual([1, 1]);
    expect(await info(order.id)).toMatchObject({
      cardToOrder: (won[0].body.data as Order).cardToOrder,
      version: 2,
    });
  });

  it('a version that is not a positive integer is refused', async () => {
    const order = await create(newOrderData());
    const reply = await edit(order.id, { version: 'новая' });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe('Поле «version»: целое число больше 0');
  });
});

describe('client versions', () => {
  const clients = findList('KlientDirectory')!;
  const key = remoteNames(clients).payloadKey;
  const save = (value: Record<string, unknown>) =>
    call<{ record: Record<string, unknown> }>(t.crm, path(clients, 'saveNew'), {
      [key]: value,
      withList: false,
    });
  const change = (value: Record<string, unknown>) =>
    call<{ record: Record<string, unknown> }>(t.crm, path(clients, 'setUpdate'), {
      [key]: value,
      withList: false,
    });

  it('an edit on an older version is refused; of two at once on one version, one is written', async () => {
    const created = await save({ firstName: 'Ирина', phone: '+7 912 000-11-22' });
    const client = created.body.data!.record;
    expect(client.version).toBe(1);

    const replies = await Promise.all(
      ['Анна', 'Вера'].map((firstName) => change({ id: client.id, firstName, version: 1 })),
    );
    const won = replies.filter((r) => r.body.error === 0);
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.body.errorInfo === 'CONFLICT')).toHaveLength(1);
    expect(won[0].body.data!.record).toMatchObject({ version: 2 });

    const stale = await change({ id: client.id, comment: 'поздно', version: 1 });
    expectFailure(stale, 200, 'CONFLICT');
    // Without a version an edit is the spec's: written whatever the version.
    const plain = await change({ id: client.id, comment: 'без версии' });
    expect(plain.body.data!.record).toMatchObject({ comment: 'без версии', version: 3 });
  });
});
