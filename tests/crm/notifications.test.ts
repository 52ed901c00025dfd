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

interface NotePage {
  rows: Note[];
  keys: { at: string; id: number }[];
  totalCount: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}
const page = (body: Record<string, unknown>) => ok<NotePage>('/notification/getNotificationPage', body);

/** Every page of the flower shop's open list forward, `first` at a time, with `between` after the first. */
async function walkOpen(first: number, between?: () => Promise<void>): Promise<number[]> {
  const ids: number[] = [];
  let key: { at: string; id: number } | null = null;
  for (let n = 0; n < 1000; n++) {
    const p: NotePage = await page({
      shopType: 'flower_shop',
      first,
      ...(key && { afterAt: key.at, afterId: key.id }),
    });
    expect(p.rows.map((r) => r.id)).toEqual(p.keys.map((k) => k.id));
    ids.push(...p.rows.map((r) => r.id));
    if (n === 0) await between?.();
    if (!p.hasNextPage) return ids;
    key = p.keys[p.keys.length - 1];
  }
  throw new Error('the walk did not end');
}

describe('getNotificationPage (issue 17): the bell at any volume', () => {
  it('pages the open list newest first, each once, while new ones arrive; the count is SQL’s', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await create(newOrderData({ social: await sourceId(true) }))).id);
    const mine = new Map<number, number>();
    for (const orderId of made) mine.set((await ofOrder(orderId))[0].id, orderId);

    const arrived: number[] = [];
    const walked = await walkOpen(2, async () => {
      arrived.push((await create(newOrderData({ social: await sourceId(true) }))).id);
    });
    expect(new Set(walked).size).toBe(walked.length);
    // Ours are there, newest first; the one raised during the walk is newer than the first page.
    const ours = walked.filter((id) => mine.has(id));
    expect(ours).toEqual([...mine.keys()].sort((a, b) => b - a));
    const [late] = await ofOrder(arrived[0]);
    expect(walked).not.toContain(late.id);

    const first = await page({ shopType: 'flower_shop', first: 3 });
    expect(first.rows).toHaveLength(3);
    expect(first.rows[0]).toMatchObject({ kind: expect.any(String), title: expect.any(String) });
    if (t.crm.db) {
      const [{ count }] = await t.crm.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications WHERE NOT ready AND shop_type = 'flower_shop'`,
      );
      expect(first.totalCount).toBe(count);
    }
    // Backward from the first page's end gives the page's first rows back.
    const back = await page({
      shopType: 'flower_shop',
      last: 2,
      beforeAt: first.keys[2].at,
      beforeId: first.keys[2].id,
    });
    expect(back.rows.map((r) => r.id)).toEqual(first.rows.slice(0, 2).map((r) => r.id));
  });

  it('setClearNotification with upToId clears every open one up to it, and keeps the newer ones', async () => {
    const older = await create(newOrderData({ social: await sourceId(true) }));
    const upTo = await create(newOrderData({ social: await sourceId(true) }));
    const newer = await create(newOrderData({ social: await sourceId(true) }));
    const [mark] = await ofOrder(upTo.id);
    const reply = await ok<{ cleared: number }>('/notification/setClearNotification', {
      upToId: mark.id,
      shopType: 'flower_shop',
      userId: t.adminId,
    });
    expect(reply.cleared).toBeGreaterThanOrEqual(2);
    expect(await ofOrder(older.id)).toEqual([]);
    expect(await ofOrder(upTo.id)).toEqual([]);
    expect(await ofOrder(newer.id)).toHaveLength(1);
  });

  it('refuses forged keys and oversized pages', async () => {
    for (const body of [
      { first: 0 },
      { first: 251 },
      { first: 2, afterId: 1, afterAt: 'yesterday' },
      { first: 2, afterId: -1, afterAt: '2026-01-01T00:00:00.000000Z' },
      { shopType: 'bakery' },
      { upToId: 'x' },
    ]) {
      const path =
        'upToId' in body ? '/notification/setClearNotification' : '/notification/getNotificationPage';
      const r = await call(t.crm, path, body);
      expect(r.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
  });
});
