/**
 * Events across gateway instances (issue 20 item 3): two gateways in front of ONE CRM, each
 * following the CRM's event outbox (gateway/events/follower.ts). A change made through instance A
 * reaches a graphql-ws subscriber of instance B; a refused change tells nothing; a sign-out
 * through A ends B's socket and B's cached session at once; a list written through A is read
 * fresh through B despite B's list cache; and B keeps following after the CRM restarts.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { seededTemplate } from '../seeded-template';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import WebSocket from 'ws';
import { dumpPglite } from '../../crm/db/pglite';
import { startCrm, type RunningCrm } from '../../crm/server';
import { buildApp } from '../../gateway/app';
import { CLOSE } from '../../gateway/graphql/subscriptions';
import { ACCOUNTS, bearer, busListeners, login, testConfig, until } from './helper';

// Both instances share the JWT secret (one deployment); sessions and lists are cached for a
// minute, so only the events can make B see A's changes within these tests.
const config = testConfig({ AUTH_CACHE_MS: '60000', LIST_CACHE_MS: '60000' });
let crm: RunningCrm;
let a: FastifyInstance;
let b: FastifyInstance;
let bUrl: string;
/** Lets subscriptions on B reach it before the change they wait for (helper.ts busListeners). */
let listeningOnB: (n: number) => Promise<void>;
let token: string;
let product: { id: number; price_kopecks: number };
const clients: Client[] = [];

const startTheCrm = (port = 0, template: string | null = seededTemplate()) =>
  startCrm({ dataDir: 'memory://', template, apiKey: config.crmApiKey, port, timeZone: config.shopTimezone });

beforeAll(async () => {
  crm = await startTheCrm();
  a = await buildApp({ config, crmUrl: crm.url });
  b = await buildApp({ config, crmUrl: crm.url });
  listeningOnB = busListeners(b);
  bUrl = (await b.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws') + '/graphql';
  token = await login(a, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  // Each follower starts at its gateway's first good CRM reply.
  await login(b, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  await until(() => [a, b].every((g) => g.eventFollower.mode === 'following'), 'both followers', 10_000);
  [product] = await crm.db.query<{ id: number; price_kopecks: number }>(
    "SELECT id, price_kopecks FROM products WHERE shop_type = 'fastfood' AND NOT deleted ORDER BY id LIMIT 1",
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await a?.close();
  await b?.close();
  await crm?.close();
});

function client(bearerToken: string): Client {
  const c = createClient({
    url: bUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${bearerToken}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  clients.push(c);
  return c;
}

/** What a subscription on B receives, and a wait for the n-th one. */
function subscribe(c: Client, query: string) {
  const got: Record<string, unknown>[] = [];
  c.subscribe(
    { query },
    { next: (v) => void got.push(v as Record<string, unknown>), error: () => {}, complete: () => {} },
  );
  return {
    got,
    async take(n: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (got.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      return got;
    },
  };
}

const settle = (ms = 500) => new Promise((r) => setTimeout(r, ms));
const ORDERS = 'subscription { orderChanged { kind orderId order { id shopType } } }';

async function orderThroughA(price = product.price_kopecks) {
  const res = await a.inject({
    method: 'POST',
    url: '/api/order/newOrder',
    headers: bearer(token),
    payload: {
      newOrderData: {
        products: [{ id: product.id, count_product: 1, priceProduct: price }],
        klient: { firstName: 'Через A', phone: '+7 900 222-33-44' },
      },
    },
  });
  return res;
}

describe('two gateway instances over one CRM', () => {
  it('both follow the CRM outbox', () => {
    expect(a.eventFollower.mode).toBe('following');
    expect(b.eventFollower.mode).toBe('following');
  });

  it('an order created through A reaches a subscriber of B, once, with the order', async () => {
    const live = listeningOnB(1);
    const board = subscribe(client(token), ORDERS);
    await live;
    const res = await orderThroughA();
    expect(res.statusCode, res.body).toBe(200);
    const id = String(res.json().id);
    const got = await board.take(1);
    expect(got[0]).toEqual({
      data: { orderChanged: { kind: 'created', orderId: id, order: { id, shopType: 'fastfood' } } },
    });
    await settle();
    expect(board.got).toHaveLength(1);
  });

  it('a refused order through A tells B nothing; the next one is told alone', async () => {
    const live = listeningOnB(1);
    const board = subscribe(client(token), ORDERS);
    await live;
    const refused = await a.inject({
      method: 'POST',
      url: '/api/order/newOrder',
      headers: bearer(token),
      payload: { newOrderData: { products: [{ id: 99_999_999, count_product: 1, priceProduct: 100 }] } },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const ok = await orderThroughA();
    const got = await board.take(1);
    await settle();
    expect(got.map((g) => (g.data as { orderChanged: { orderId: string } }).orderChanged.orderId)).toEqual([
      String(ok.json().id),
    ]);
  });

  it('a list written through A is read fresh through B despite B’s minute-long list cache', async () => {
    const read = async () =>
      (
        await b.inject({ method: 'GET', url: '/api/reference/getAllOrderSource', headers: bearer(token) })
      ).json() as {
        name: string;
      }[];
    await read();
    const name = `Канал ${Date.now()}`;
    const saved = await a.inject({
      method: 'POST',
      url: '/api/reference/setSaveNewOrderSource',
      headers: bearer(token),
      payload: { dataOrderSourceUpdate: { name } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const until = Date.now() + 5_000;
    let names: string[] = [];
    while (Date.now() < until && !names.includes(name)) {
      names = (await read()).map((s) => s.name);
      if (!names.includes(name)) await settle(50);
    }
    expect(names).toContain(name);
  });

  it('a sign-out through A ends the socket on B and B’s cached session at once', async () => {
    const second = await login(a, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
    // B caches the session for a minute once it has seen it.
    expect(
      (await b.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(second) })).statusCode,
    ).toBe(200);
    const socket = new WebSocket(bUrl, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('error', () => {});
    await new Promise((r) => socket.on('open', r));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${second}` } }));
    await new Promise((r) => socket.once('message', r));
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(second) });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe(CLOSE.unauthenticated);
    expect(
      (await b.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(second) })).statusCode,
    ).toBe(401);
  });

  it('B keeps following after the CRM restarts, missing nothing committed since', async () => {
    const live = listeningOnB(1);
    const board = subscribe(client(token), ORDERS);
    await live;
    const port = Number(new URL(crm.url).port);
    const dump = join(tmpdir(), `events-follow-${process.pid}.tar`);
    writeFileSync(dump, await dumpPglite(crm.db));
    await crm.close();
    await settle(1_000);
    crm = await startTheCrm(port, dump);
    // The dump is a whole data directory (~70 MB): every run used to leave one in the temp dir.
    rmSync(dump, { force: true });
    const res = await orderThroughA();
    expect(res.statusCode, res.body).toBe(200);
    const got = await board.take(1, 40_000);
    expect((got[0]?.data as { orderChanged: { orderId: string } })?.orderChanged.orderId).toBe(
      String(res.json().id),
    );
    expect(b.eventFollower.mode).toBe('following');
  }, 90_000);
});
