/**
 * The delivery day on the CRM (issue 21, docs/delivery.md): windows from the shop's slots,
 * couriers assigned several at once, a courier's calls that find only their own deliveries, the
 * status rules, photos, and client notices sent once per event.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, LOCAL, registerUser } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm } from './orders-helper';

useOrdersCrm();

interface Delivery {
  orderId: number;
  number: string;
  status: string;
  window: { from: string; to: string } | null;
  courier: { id: number; name: string } | null;
  due: number;
  late: boolean;
  receiverName: string;
  failureReason: string;
  photos: { key: string; kind: string }[];
}
interface Courier {
  id: number;
  name: string;
  userId: number | null;
}

const DAY = '2031-03-08';

async function refusal(path: string, body: unknown) {
  const reply = await call(t.crm, path, body);
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(1);
  return reply.body;
}

async function couriers() {
  return (await ok<{ items: Courier[] }>('/delivery/getCouriers', {})).items;
}

/** A signed-in courier: a fresh account made the courier's sign-in. */
async function courierAccount(courierId: number) {
  const user = await registerUser(t.crm, 'courier');
  const [{ id }] = await t.crm.db!.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    user.email,
  ]);
  await ok('/delivery/linkCourierAccount', { employeeId: courierId, userId: id });
  return id;
}

function picture(seed: string) {
  const full = Buffer.from(`webp-${seed}`);
  return {
    key: createHash('sha256').update(full).digest('hex'),
    mime: 'image/webp',
    width: 10,
    height: 10,
    full: full.toString('base64'),
    thumb: full.toString('base64'),
  };
}

describe.runIf(LOCAL)('delivery day', () => {
  it('lists the couriers: employees in the courier position', async () => {
    const list = await couriers();
    expect(list.map((c) => c.name)).toEqual(['Кузнецов Дмитрий Олегович', 'Попов Артём Викторович']);
  });

  it('takes a window only from the shop’s slots, and keeps the order’s own fields', async () => {
    const order = await create(newOrderData());
    const off = await refusal('/delivery/setWindow', {
      orderId: order.id,
      date: DAY,
      from: '12:00',
      to: '15:00',
    });
    expect(off.message).toMatch(/не из окон магазина: 09:00-11:00/);
    expect(off.field).toEqual(['window']);

    const set = await ok<Delivery>('/delivery/setWindow', {
      orderId: order.id,
      date: DAY,
      from: '13:00',
      to: '15:00',
    });
    expect(set.window).toEqual({ from: '13:00', to: '15:00' });
    expect(set.status).toBe('to_make');
    const [row] = await t.crm.db!.query<{ time: string }>(
      'SELECT invoice_time_do AS time FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row.time).toBe('13:00-15:00');

    // A late-night shop: its settings change the slots, and a window past midnight is accepted.
    await ok('/delivery/setSettings', { dayStart: '18:00', dayEnd: '02:00', slotMinutes: 120 });
    const night = await ok<Delivery>('/delivery/setWindow', {
      orderId: order.id,
      date: DAY,
      from: '00:00',
      to: '02:00',
    });
    expect(night.window).toEqual({ from: '00:00', to: '02:00' });
    const bad = await refusal('/delivery/setSettings', {
      dayStart: '09:00',
      dayEnd: '20:00',
      slotMinutes: 120,
    });
    expect(bad.message).toMatch(/не делится/);
    await ok('/delivery/setSettings', { dayStart: '09:00', dayEnd: '21:00', slotMinutes: 120 });
  });

  it('assigns a courier to several orders at once, all or none', async () => {
    const [a, b] = [await create(newOrderData()), await create(newOrderData())];
    const [first] = await couriers();
    const notCourier = t.workers.find((w) => !/Кузнецов|Попов/.test(w.fullName))!;
    const refused = await refusal('/delivery/assignCourier', {
      orderIds: [a.id, b.id],
      courierId: notCourier.id,
    });
    expect(refused.message).toMatch(/Курьер не найден/);

    const reply = await ok<{ items: Delivery[] }>('/delivery/assignCourier', {
      orderIds: [a.id, b.id],
      courierId: first.id,
    });
    expect(reply.items.map((d) => d.courier?.id)).toEqual([first.id, first.id]);
    const board = await ok<{ items: Delivery[] }>('/delivery/getBoard', { date: DAY });
    expect(board.items.filter((d) => d.orderId === a.id || d.orderId === b.id)).toHaveLength(2);
    // The due sum: the order's total less what is paid (no advance here).
    expect(board.items.find((d) => d.orderId === a.id)!.due).toBe(195_050);
  });

  it('a courier reads only their own deliveries, and nothing else', async () => {
    const [first, second] = await couriers();
    const mine = await create(newOrderData());
    const theirs = await create(newOrderData());
    await ok('/delivery/assignCourier', { orderIds: [mine.id], courierId: first.id });
    await ok('/delivery/assignCourier', { orderIds: [theirs.id], courierId: second.id });
    const userId = await courierAccount(first.id);

    const day = await ok<{ items: Delivery[] }>('/delivery/getCourierDay', { userId, date: DAY });
    expect(day.items.map((d) => d.orderId)).toContain(mine.id);
    expect(day.items.map((d) => d.orderId)).not.toContain(theirs.id);
    expect(day.items.every((d) => d.courier?.id === first.id)).toBe(true);

    expect(
      (await ok<Delivery>('/delivery/getDelivery', { orderId: mine.id, courierUserId: userId })).orderId,
    ).toBe(mine.id);
    for (const orderId of [theirs.id, 1]) {
      const r = await call(t.crm, '/delivery/getDelivery', { orderId, courierUserId: userId });
      expect(r.body.errorInfo).toBe('NOT_FOUND');
    }
    // Nor can they finish another courier's delivery.
    const r = await call(t.crm, '/delivery/setStatus', {
      orderId: theirs.id,
      status: 'delivered',
      courierUserId: userId,
    });
    expect(r.body.errorInfo).toBe('NOT_FOUND');
    // An account that is nobody's courier has an empty day.
    const stranger = await registerUser(t.crm, 'nobody');
    const [{ id }] = await t.crm.db!.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      stranger.email,
    ]);
    expect(
      (await ok<{ items: Delivery[] }>('/delivery/getCourierDay', { userId: id, date: DAY })).items,
    ).toEqual([]);
  });

  it('moves through the statuses; a courier only finishes, a failure needs a reason; photos attach', async () => {
    const [first] = await couriers();
    const order = await create(newOrderData());
    const userId = await courierAccount(first.id);
    expect(
      (await refusal('/delivery/setStatus', { orderId: order.id, status: 'delivered' })).message,
    ).toMatch(/нельзя перейти/);
    await ok('/delivery/setStatus', { orderId: order.id, status: 'made' });
    await ok('/delivery/addPhoto', { orderId: order.id, photo: picture('bouquet') });
    expect((await refusal('/delivery/setStatus', { orderId: order.id, status: 'out' })).message).toMatch(
      /назначьте курьера/,
    );
    await ok('/delivery/assignCourier', { orderIds: [order.id], courierId: first.id });
    await ok('/delivery/setStatus', { orderId: order.id, status: 'out' });
    expect(
      (await refusal('/delivery/setStatus', { orderId: order.id, status: 'made', courierUserId: userId }))
        .message,
    ).toMatch(/Курьер отмечает только/);
    expect(
      (await refusal('/delivery/setStatus', { orderId: order.id, status: 'failed', courierUserId: userId }))
        .message,
    ).toMatch(/Укажите причину/);
    const done = await ok<Delivery>('/delivery/setStatus', {
      orderId: order.id,
      status: 'delivered',
      receiverName: 'Нина',
      photo: picture('door'),
      courierUserId: userId,
    });
    expect(done.status).toBe('delivered');
    expect(done.receiverName).toBe('Нина');
    expect(done.photos.map((p) => p.kind)).toEqual(['bouquet', 'proof']);
  });

  it('sends each notice once per order and event, and none to a client who said no', async () => {
    const [first] = await couriers();
    const order = await create(newOrderData());
    await ok('/delivery/assignCourier', { orderIds: [order.id], courierId: first.id });
    await ok('/delivery/addPhoto', { orderId: order.id, photo: picture('made') });
    const linkBase = 'https://shop.example';
    // Made, out, back to made and out again (the courier returned), then delivered.
    for (const status of ['made', 'out', 'made', 'out', 'delivered'])
      await ok('/delivery/setStatus', { orderId: order.id, status, linkBase, receiverName: 'Нина' });
    const log = (
      await ok<{ items: { event: string; status: string; bodyHtml: string; address: string }[] }>(
        '/delivery/getNoticeLog',
        { orderId: order.id },
      )
    ).items;
    expect(log.map((n) => n.event).sort()).toEqual(['delivered', 'made', 'out']);
    expect(log.every((n) => n.status === 'sent' && n.address === 'olga@example.com')).toBe(true);
    expect(log.find((n) => n.event === 'made')!.bodyHtml).toContain(
      `${linkBase}/images/${picture('made').key}`,
    );

    const other = await create(newOrderData());
    const [{ client_id }] = await t.crm.db!.query<{ client_id: number }>(
      'SELECT client_id FROM orders WHERE id = $1',
      [other.id],
    );
    await ok('/delivery/setClientNoticesOff', { clientId: client_id, off: true });
    await ok('/delivery/setStatus', { orderId: other.id, status: 'made' });
    const [skipped] = (
      await ok<{ items: { status: string; error: string }[] }>('/delivery/getNoticeLog', {
        orderId: other.id,
      })
    ).items;
    expect(skipped).toMatchObject({ status: 'skipped', error: 'Клиент отказался от уведомлений' });
  });

  it('refuses a fast-food ticket as a delivery', async () => {
    const [ticket] = await t.crm.db!.query<{ id: number }>(
      "SELECT id FROM orders WHERE shop_type = 'fastfood' LIMIT 1",
    );
    const r = await call(t.crm, '/delivery/setWindow', {
      orderId: ticket.id,
      date: DAY,
      from: '09:00',
      to: '11:00',
    });
    expect(r.body.errorInfo).toBe('NOT_FOUND');
  });
});
