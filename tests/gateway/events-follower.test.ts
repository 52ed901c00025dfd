/**
 * The follower of the CRM's event outbox (gateway/events/follower.ts) against CRMs that misbehave,
 * over real HTTP: a CRM without events/poll (404) leaves the gateway on its own publisher
 * (publishing-upstream.ts), whose subscribers still hear this instance's writes; a CRM that
 * answers garbage, errors or nothing is logged and asked again, never a crash, and once it
 * answers properly its events are published from the id reached.
 */
import { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../gateway/events/bus';
import { createEventBus } from '../../gateway/events/bus';
import { createFollower, type FollowerOptions } from '../../gateway/events/follower';
import { ACCOUNTS, bearer, login, startGateway, until, type TestGateway } from './helper';

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const silent = { info: () => {}, warn: () => {} };

/** A follower of the CRM at `crmUrl`, quiet and on a bus of its own unless told; closed after the file. */
function follow(crmUrl: string, extra: Partial<FollowerOptions> = {}) {
  const follower = createFollower({
    crmUrl,
    apiKey: 'k',
    bus: createEventBus(),
    upstream: () => ({ call: async () => null as never }),
    log: silent,
    ...extra,
  });
  closers.push(() => follower.close());
  return follower;
}

async function stub(route: (body: Record<string, unknown>) => { status: number; body: string }) {
  const app = Fastify();
  app.post('/events/poll', async (req, reply) => {
    const r = route((req.body ?? {}) as Record<string, unknown>);
    return reply.code(r.status).type('application/json').send(r.body);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return url;
}

const envelope = (data: unknown) =>
  JSON.stringify({ error: 0, errorInfo: null, result: null, message: null, data });

describe('follower', () => {
  it('a CRM without events/poll (404) is `unsupported`: the gateway publishes its own writes', async () => {
    const url = await stub(() => ({
      status: 404,
      body: JSON.stringify({ error: 1, errorInfo: 'UNKNOWN_METHOD', data: null }),
    }));
    const follower = follow(url);
    await follower.start();
    expect(follower.mode).toBe('unsupported');
  });

  it('garbage, errors and silence are retried; then the events after the reached id are published', async () => {
    let calls = 0;
    const url = await stub((body) => {
      calls++;
      if (calls === 1) return { status: 200, body: 'not json' };
      if (calls === 2) return { status: 500, body: '{}' };
      if (calls === 3) return { status: 200, body: envelope({ events: 'nope', last: 1 }) };
      if (body.after === undefined) return { status: 200, body: envelope({ events: [], last: 41 }) };
      if (body.after === 41)
        return {
          status: 200,
          body: envelope({
            events: [
              { id: 42, kind: 'order.created', shopType: 'fastfood', subjectId: 7, payload: {} },
              { id: 43, kind: 'session.changed', shopType: null, subjectId: 1, payload: {} },
            ],
            last: 43,
          }),
        };
      return { status: 200, body: envelope({ events: [], last: body.after }) };
    });
    const bus = createEventBus();
    const seen: DomainEvent[] = [];
    bus.subscribe((e) => seen.push(e));
    const warnings: unknown[] = [];
    const follower = follow(url, {
      bus,
      log: { info: () => {}, warn: (o) => warnings.push(o) },
      waitMs: 200,
      backoffMs: [20, 50],
    });
    await follower.start();
    await until(() => seen.length >= 2, 'both events published', 10_000);
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([
      { type: 'order', kind: 'created', orderId: 7, shopType: 'fastfood' },
      { type: 'sessions' },
    ]);
    expect(follower.mode).toBe('following');
    expect(follower.lastId).toBeGreaterThanOrEqual(43);
  });
});

describe('a gateway in front of a CRM without the outbox', () => {
  let gw: TestGateway;
  let proxied: FastifyInstance;

  it('falls back to publishing its own writes to its own subscribers', async () => {
    gw = await startGateway();
    closers.push(() => gw.close());
    // An "older CRM": the real one behind a proxy that does not know events/poll.
    proxied = Fastify();
    proxied.removeAllContentTypeParsers();
    proxied.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    proxied.post('/:area/:method', async (req, reply) => {
      const { area } = req.params as { area: string };
      if (area === 'events')
        return reply.code(404).send({ error: 1, errorInfo: 'UNKNOWN_METHOD', data: null });
      const q = req.url.slice(req.url.indexOf('?'));
      const res = await request(`${gw.crm!.url}${req.url.split('?')[0]}${q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: req.body as Buffer,
      });
      return reply
        .code(res.statusCode)
        .type('application/json')
        .send(Buffer.from(await res.body.arrayBuffer()));
    });
    const proxyUrl = await proxied.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => proxied.close());
    const { buildApp } = await import('../../gateway/app');
    const old = await buildApp({ config: gw.config, crmUrl: proxyUrl });
    closers.push(() => old.close());

    const seen: DomainEvent[] = [];
    old.events.subscribe((e) => seen.push(e));
    const token = await login(old, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
    await expect.poll(() => old.eventFollower.mode).toBe('unsupported');
    const [p] = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
      "SELECT id, price_kopecks FROM products WHERE shop_type = 'fastfood' AND NOT deleted ORDER BY id LIMIT 1",
    );
    const res = await old.inject({
      method: 'POST',
      url: '/api/order/newOrder',
      headers: bearer(token),
      payload: {
        newOrderData: { products: [{ id: p.id, count_product: 1, priceProduct: p.price_kopecks }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await until(() => seen.some((e) => e.type === 'order'), 'the order event', 5_000);
    expect(seen.filter((e) => e.type === 'order')).toEqual([
      { type: 'order', kind: 'created', orderId: Number(res.json().id), shopType: 'fastfood' },
    ]);
  }, 120_000);
});

describe('closing', () => {
  it('leaves no connection to the CRM open, so the CRM closing after it waits for none', async () => {
    // The CRM refuses, so the follower waits out its backoff with its connection idle (kept alive).
    const app = Fastify();
    app.post('/events/poll', async (_req, reply) => reply.code(500).send({}));
    const open = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const follower = follow(url, { backoffMs: [60_000, 60_000] });
    await follower.start();
    expect(open.size).toBe(1);
    await follower.close();
    // Through the process-wide dispatcher the idle connection stayed open for the CRM's keep-alive
    // hint (72 s), and a CRM's close waited for it: 70 s per close with two gateways on one CRM.
    await expect.poll(() => open.size, { timeout: 5_000 }).toBe(0);
  });
});
