/**
 * Webhooks (issue 20 item 4, crm/webhooks): outbox events fan out to the endpoints that asked for
 * them, are posted signed, retried with backoff on a refusal, given up after 24 h, never doubled
 * by a restart, and never sent to a private address unless the setting allows it. The worker runs
 * on a clock the test moves (autoRun off), against a real receiver on loopback.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookWorker, backoffMs, fanOut } from '../../crm/webhooks/worker';
import { isPrivateAddress, urlRefusal } from '../../crm/webhooks/address';
import { call, expectFailure, LOCAL, startTestCrm, type TestCrm } from './helper';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let crm: TestCrm;
let server: Server;
let base = '';
const received: Received[] = [];
/** Status codes the receiver answers with, per path, in turn; then 200. */
const script = new Map<string, number[]>();
let nowMs = Date.now();
const clock = () => new Date(nowMs);

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const codes = script.get(req.url ?? '') ?? [];
      res.statusCode = codes.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  crm = await startTestCrm({
    webhooks: { allowPrivate: true, autoRun: false, now: clock, random: () => 0.5 },
  });
});

afterAll(async () => {
  await crm?.close();
  server?.close();
});

async function ok<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>(crm, path, body);
  if (reply.body.error !== 0) throw new Error(`${path}: ${reply.body.message}`);
  return reply.body.data as T;
}

const run = () => (crm as TestCrm & { webhooks: { runOnce(): Promise<unknown> } }).webhooks.runOnce();

async function endpoint(path: string, events: string[]) {
  return ok<{ endpoint: { id: number }; secret: string }>('/webhook/createEndpoint', {
    url: `${base}${path}`,
    events,
  });
}

async function newOrder() {
  const db = crm.db!;
  const products = await db.query<{ id: number }>(
    'SELECT id FROM products WHERE NOT deleted ORDER BY id LIMIT 1',
  );
  const [payment] = await ok<{ id: number }[]>('/reference/getAllTypePayments', {});
  const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'");
  return ok<{ id: number }>('/order/newOrder', {
    userId: admin.id,
    newOrderData: {
      customerType: 'individual',
      deliveryType: 'delivery',
      products: [{ id: products[0].id, count_product: 2, priceProduct: 25_000 }],
      date: '2031-03-08',
      invoiceDate: '2031-03-08',
      invoiceTimeDo: '12:00-15:00',
      klient: {
        firstName: 'Ольга',
        lastName: 'Секретова',
        patronymic: '',
        phone: '+7 (999) 123-45-67',
        email: 'olga@secret.example',
      },
      adresDelivery: 'ул. Тайная, д. 1',
      paymentType: payment.id,
    },
  });
}

const at = (path: string) => received.filter((r) => r.path === path);
const deliveries = (endpointId: number) =>
  crm.db!.query<{ event_id: string; status: string; attempts: number; last_status_code: number | null }>(
    'SELECT event_id::text, status, attempts, last_status_code FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id',
    [endpointId],
  );

describe.runIf(LOCAL)('webhooks', () => {
  it('an order fans out to the endpoints of its event, signed, with no personal data', async () => {
    const orders = await endpoint('/orders', ['order.created', 'order.changed']);
    const shifts = await endpoint('/shifts', ['cash_shift.opened']);
    const order = await newOrder();
    const statuses = await ok<{ AllStatusOrder: { id: number }[] }>('/order/getAllStatus', {});
    const [admin] = await crm.db!.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'admin@example.com'",
    );
    await ok('/order/setStatusOrder', {
      idOrder: order.id,
      idStatus: statuses.AllStatusOrder[2].id,
      userId: admin.id,
    });
    await run();

    const got = at('/orders');
    expect(got.map((r) => JSON.parse(r.body).type)).toEqual(['order.created', 'order.changed']);
    const [created, changed] = got.map((r) => JSON.parse(r.body));
    expect(created).toMatchObject({
      id: got[0].headers['x-webhook-id'],
      shopType: 'flower_shop',
      data: { orderId: order.id, statusId: expect.any(Number), total: expect.any(Number) },
    });
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(changed.data).toMatchObject({ orderId: order.id, change: 'status' });
    for (const text of ['Ольга', 'Секретова', '123-45-67', 'secret.example', 'Тайная'])
      expect(got.map((r) => r.body).join()).not.toContain(text);
    expect(at('/shifts')).toEqual([]);

    // The receiver's check, in a few lines of node:crypto (docs/integrations.md).
    for (const r of got) {
      const ts = String(r.headers['x-webhook-timestamp']);
      expect(Number(ts)).toBe(Math.floor(nowMs / 1000));
      const expected = `sha256=${createHmac('sha256', orders.secret).update(`${ts}.${r.body}`).digest('hex')}`;
      const sent = String(r.headers['x-webhook-signature']);
      expect(timingSafeEqual(Buffer.from(sent), Buffer.from(expected))).toBe(true);
      const forged = createHmac('sha256', shifts.secret).update(`${ts}.${r.body}`).digest('hex');
      expect(sent).not.toBe(`sha256=${forged}`);
    }
    expect((await deliveries(orders.endpoint.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    await ok('/webhook/deleteEndpoint', { id: orders.endpoint.id });
    await ok('/webhook/deleteEndpoint', { id: shifts.endpoint.id });
  });

  it('internal events (sign-out, notifications) are never delivered, and an event before the endpoint is not', async () => {
    const before = await newOrder();
    const all = await endpoint('/all', [
      'order.created',
      'order.changed',
      'order.deleted',
      'stock.below_minimum',
    ]);
    await crm.db!.query(
      `INSERT INTO crm_events (kind, shop_type, subject_id) VALUES ('session.changed', NULL, 1), ('notification.added', 'flower_shop', 1)`,
    );
    await run();
    expect(at('/all')).toEqual([]);
    expect(await deliveries(all.endpoint.id)).toEqual([]);
    expect(before.id).toBeGreaterThan(0);
    await ok('/webhook/deleteEndpoint', { id: all.endpoint.id });
  });

  it('a 500 is retried with a doubling backoff until the receiver takes it', async () => {
    script.set('/flaky', [500, 503]);
    const flaky = await endpoint('/flaky', ['order.created']);
    await newOrder();
    await run();
    expect(at('/flaky')).toHaveLength(1);
    const [first] = await crm.db!.query<{ next: string; last_error: string; last_status_code: number }>(
      `SELECT (extract(epoch FROM next_attempt_at) * 1000)::float8 AS next, last_error, last_status_code
         FROM webhook_deliveries WHERE endpoint_id = $1`,
      [flaky.endpoint.id],
    );
    // random 0.5: the jitter is ±0, so the pause is exactly the schedule's 10 s.
    expect(Number(first.next) - nowMs).toBe(backoffMs(1, () => 0.5));
    expect(backoffMs(1, () => 0.5)).toBe(10_000);
    expect(first).toMatchObject({ last_status_code: 500, last_error: 'HTTP 500: receiver is down' });

    await run(); // not due yet: nothing is posted
    expect(at('/flaky')).toHaveLength(1);
    nowMs += 10_000;
    await run();
    expect(at('/flaky')).toHaveLength(2);
    nowMs += 19_000;
    await run(); // the second pause is 20 s
    expect(at('/flaky')).toHaveLength(2);
    nowMs += 1_000;
    await run();
    expect(at('/flaky')).toHaveLength(3);
    expect(await deliveries(flaky.endpoint.id)).toMatchObject([
      { status: 'delivered', attempts: 3, last_status_code: 200 },
    ]);
    // Every attempt carries the same event id: the receiver de-duplicates by it.
    expect(new Set(at('/flaky').map((r) => r.headers['x-webhook-id'])).size).toBe(1);
    await ok('/webhook/deleteEndpoint', { id: flaky.endpoint.id });
  });

  it('after 24 h of refusals a delivery is failed; «Повторить» queues it again', async () => {
    script.set('/down', Array(100).fill(500));
    const down = await endpoint('/down', ['order.created']);
    await newOrder();
    await run();
    nowMs += 23 * 3_600_000;
    await run();
    expect((await deliveries(down.endpoint.id))[0].status).toBe('pending');
    nowMs += 2 * 3_600_000;
    await run();
    const [failed] = await deliveries(down.endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_status_code: 500 });

    const [{ id }] = await crm.db!.query<{ id: string }>(
      'SELECT id::text FROM webhook_deliveries WHERE endpoint_id = $1',
      [down.endpoint.id],
    );
    script.set('/down', []);
    const retried = await ok<{ status: string }>('/webhook/retryDelivery', { id });
    expect(retried.status).toBe('pending');
    await run();
    expect((await deliveries(down.endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 4 });
    expectFailure(await call(crm, '/webhook/retryDelivery', { id }), 200, 'VALIDATION');
    expect((await call(crm, '/webhook/retryDelivery', { id })).body.reason).toBe('DELIVERY_NOT_FAILED');
    await ok('/webhook/deleteEndpoint', { id: down.endpoint.id });
  });

  it('a restart (fan-out from the start, a second worker) never makes or posts a delivery twice', async () => {
    const once = await endpoint('/once', ['order.created']);
    await newOrder();
    await newOrder();
    await run();
    expect(at('/once')).toHaveLength(2);
    await crm.db!.query('UPDATE webhook_cursor SET last_event_id = 0');
    expect(await fanOut(crm.db!, clock())).toBe(0);
    const again = createWebhookWorker(crm.db!, { allowPrivate: true, autoRun: false, now: clock });
    await again.runOnce();
    await again.stop();
    expect(at('/once')).toHaveLength(2);
    expect(await deliveries(once.endpoint.id)).toHaveLength(2);
    await ok('/webhook/deleteEndpoint', { id: once.endpoint.id });
  });

  it('without the setting, a private target is refused at delivery, by address and by name', async () => {
    const literal = await endpoint('/private', ['order.created']);
    const named = await ok<{ endpoint: { id: number } }>('/webhook/createEndpoint', {
      url: `${base.replace('127.0.0.1', 'localhost')}/private`,
      events: ['order.created'],
    });
    await newOrder();
    const guarded = createWebhookWorker(crm.db!, { allowPrivate: false, autoRun: false, now: clock });
    await guarded.runOnce();
    await guarded.stop();
    expect(at('/private')).toEqual([]);
    const errors = await crm.db!.query<{ last_error: string }>(
      'SELECT last_error FROM webhook_deliveries WHERE endpoint_id IN ($1, $2) ORDER BY endpoint_id',
      [literal.endpoint.id, named.endpoint.id],
    );
    expect(errors.map((e) => e.last_error)).toEqual([
      expect.stringContaining('внутренний IP 127.0.0.1'),
      expect.stringMatching(/localhost указывает на внутренний IP/),
    ]);
    await ok('/webhook/deleteEndpoint', { id: literal.endpoint.id });
    await ok('/webhook/deleteEndpoint', { id: named.endpoint.id });
  });

  it('bad input is refused with a Russian message and stores nothing', async () => {
    const count = async () =>
      Number((await crm.db!.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoints'))[0].n);
    const before = await count();
    for (const [body, reason] of [
      [{ url: 'ftp://example.com/x', events: ['order.created'] }, 'WEBHOOK_URL_REFUSED'],
      [{ url: 'not a url', events: ['order.created'] }, 'WEBHOOK_URL_REFUSED'],
      [{ url: `${base}/x`, events: [] }, 'FIELD_INVALID'],
      [{ url: `${base}/x`, events: ['session.changed'] }, 'FIELD_INVALID'],
      [{ url: `${base}/x`, events: ['order.created'], shopType: 'bakery' }, 'FIELD_INVALID'],
    ] as const) {
      const reply = await call(crm, '/webhook/createEndpoint', body);
      expectFailure(reply, 200, 'VALIDATION');
      expect(reply.body.reason).toBe(reason);
      expect(reply.body.message).toMatch(/[А-Яа-я]/);
    }
    expectFailure(
      await call(crm, '/webhook/updateEndpoint', { id: 999_999, active: false }),
      200,
      'NOT_FOUND',
    );
    expectFailure(await call(crm, '/webhook/deleteEndpoint', { id: 'x' }), 200, 'VALIDATION');
    expect(await count()).toBe(before);
  });

  it('the address rule: private, loopback, link-local and unique-local addresses, IPv4 and IPv6', async () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '100.64.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '77.88.8.8', '2a00:1450:4010:c05::65', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip), ip).toBe(false);
    expect(await urlRefusal('http://127.0.0.1:8080/hook', false)).toMatch(/внутреннюю сеть/);
    expect(await urlRefusal('http://[::1]/hook', false)).toMatch(/внутреннюю сеть/);
    expect(await urlRefusal('http://localhost/hook', false)).toMatch(/внутреннюю сеть/);
    expect(await urlRefusal('http://localhost/hook', true)).toBeNull();
    expect(await urlRefusal('http://93.184.216.34/hook', false)).toBeNull();
  });
});
