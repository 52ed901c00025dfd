/**
 * The `notification` area: raised by real events (an order of an online channel, a status
 * change), listed per shop type, dismissed one by one or cleared together. The suite also runs on
 * a shared PostgreSQL database, so it only looks at the notifications of the orders it made.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm } from './orders-helper';

useOrdersCrm();

interface Note {
  id: number;
  kind: string;
  title: string;
  text: string;
  shopType: string;
  orderId: number | null;
}

const open = (shopType?: string) => ok<Note[]>('/notification/getAllNotificationList', { shopType });
const ofOrder = async (orderId: number) => (await open()).filter((n) => n.orderId === orderId);

async function sourceId(online: boolean): Promise<number> {
  const sources = await ok<{ id: number; online: boolean; deleted: boolean }[]>(
    '/reference/getAllOrderSource',
    {},
  );
  const found = sources.find((s) => s.online === online && !s.deleted);
  expect(found, `a ${online ? 'online' : 'offline'} sales channel is seeded`).toBeDefined();
  return found!.id;
}

describe('notifications raised by orders', () => {
  it('an order of an online channel raises «новый заказ с сайта»; another channel does not', async () => {
    const site = await create(newOrderData({ social: await sourceId(true) }));
    const shop = await create(newOrderData({ social: await sourceId(false) }));
    const notes = await ofOrder(site.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'site_order', shopType: 'flower_shop' });
    expect(notes[0].title).toBe(`Новый заказ с сайта ${site.number}`);
    expect(notes[0].text).toMatch(/^На сумму \d/);
    expect(await ofOrder(shop.id)).toEqual([]);
  });

  it('a status change raises one notification worded with the old and new status', async () => {
    const order = await create(newOrderData());
    const { AllStatusOrder: statuses } = await ok<{ AllStatusOrder: { id: number; name: string }[] }>(
      '/order/getAllStatus',
      {},
    );
    const next = statuses.find((s) => s.id !== order.idStatus)!;
    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: next.id, userId: t.adminId });
    const notes = (await ofOrder(order.id)).filter((n) => n.kind === 'status');
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe(`Заказ ${order.number}: ${next.name}`);
    expect(notes[0].text).toContain(`→ «${next.name}»`);
    // The same status again is no change and no notification.
    await ok('/order/setStatusOrder', { idOrder: order.id, idStatus: next.id, userId: t.adminId });
    expect((await ofOrder(order.id)).filter((n) => n.kind === 'status')).toHaveLength(1);
  });

  it('lists per shop type: fast-food users do not see flower orders', async () => {
    const site = await create(newOrderData({ social: await sourceId(true) }));
    expect((await open('flower_shop')).some((n) => n.orderId === site.id)).toBe(true);
    expect((await open('fastfood')).some((n) => n.orderId === site.id)).toBe(false);
  });
});

describe('dismissing', () => {
  it('setNotificationReady takes one off the list; an unknown id is NOT_FOUND', async () => {
    const site = await create(newOrderData({ social: await sourceId(true) }));
    const [note] = await ofOrder(site.id);
    expect(
      await ok('/notification/setNotificationReady', { notificationId: note.id, userId: t.adminId }),
    ).toEqual({
      id: note.id,
    });
    expect(await ofOrder(site.id)).toEqual([]);
    const unknown = await call(t.crm, '/notification/setNotificationReady', {
      notificationId: 2_000_000_000,
    });
    expect(unknown.body).toMatchObject({ error: 1, errorInfo: 'NOT_FOUND' });
  });

  it('setClearNotification clears the given list (objects or ids) and nothing else', async () => {
    const a = await create(newOrderData({ social: await sourceId(true) }));
    const b = await create(newOrderData({ social: await sourceId(true) }));
    const c = await create(newOrderData({ social: await sourceId(true) }));
    const [na] = await ofOrder(a.id);
    const [nb] = await ofOrder(b.id);
    const reply = await ok<{ cleared: number }>('/notification/setClearNotification', {
      allNotificationList: [na, nb.id],
    });
    expect(reply.cleared).toBe(2);
    expect(await ofOrder(a.id)).toEqual([]);
    expect(await ofOrder(b.id)).toEqual([]);
    expect(await ofOrder(c.id)).toHaveLength(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const site = await create(newOrderData({ social: await sourceId(true) }));
    for (const body of [{}, { allNotificationList: 'all' }, { allNotificationList: [{ id: 'x' }] }]) {
      const r = await call(t.crm, '/notification/setClearNotification', body);
      expect(r.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
    const bad = await call(t.crm, '/notification/setNotificationReady', { notificationId: 'abc' });
    expect(bad.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    const shop = await call(t.crm, '/notification/getAllNotificationList', { shopType: 'bakery' });
    expect(shop.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    expect(await ofOrder(site.id)).toHaveLength(1);
  });
});
