/**
 * orderChanged reads the changed order from the CRM once per event on a gateway, however many
 * sockets follow it (gateway/graphql/subscriptions-resolvers.ts, orderFor): a shop with many open
 * screens must not multiply CRM reads by its screens. Each subscriber still gets the order as its
 * own `order` query shows it: the SA sees the client's phone whole, the manager (no KLIENTS)
 * masked, from the same single read.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { gql, signInSeeded, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let url: string;
let tokens: Awaited<ReturnType<typeof signInSeeded>>;
let product: { id: number; price_kopecks: number };
const clients: Client[] = [];
/** What a socket was refused with, shown when a subscriber misses its event. */
const errors: unknown[] = [];
/** getOrderInfo calls the gateway made to the CRM, counted at its upstream client. */
let infoReads = 0;

beforeAll(async () => {
  gw = await startGateway();
  const address = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/graphql`;
  tokens = await signInSeeded(gw.app);
  [product] = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
    "SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' AND NOT deleted ORDER BY id LIMIT 1",
  );
  const call = gw.app.upstream.call.bind(gw.app.upstream);
  vi.spyOn(gw.app.upstream, 'call').mockImplementation((area, method, body) => {
    if (method === 'getOrderInfo') infoReads++;
    return call(area, method, body);
  });
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all(clients.map((c) => c.dispose()));
  await gw?.close();
});

interface Change {
  kind: string;
  orderId: string;
  order: { id: string; client: { phone: string } | null } | null;
}

/** A socket with one orderChanged subscription; `ready` once the server has it. */
async function follower(token: string) {
  const got: Change[] = [];
  const c = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(c);
  c.subscribe(
    {
      query: `subscription { orderChanged(shopType: flower_shop) {
        kind orderId order { id client { phone } } } }`,
    },
    {
      next: (v) => got.push((v.data as { orderChanged: Change }).orderChanged),
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  return got;
}

const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

async function createOrder(name: string) {
  const r = await gql(
    gw.app,
    `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { code message } } }`,
    {
      input: {
        client: { firstName: name, phone: '+7 900 555-66-77' },
        lines: [{ productId: String(product.id), count: 1, price: product.price_kopecks }],
      },
    },
    tokens.admin,
  );
  expect(r.errors).toBeUndefined();
  const made = r.data!.createOrder as { order: { id: string } | null; userErrors: unknown[] };
  expect(made.userErrors).toEqual([]);
  return made.order!.id;
}

/** The CRM reads one order creation costs while `followers` sockets listen. */
async function readsOfOneOrder(followers: Change[][]) {
  await settle(1_500);
  const before = infoReads;
  const id = await createOrder('Общий');
  const until = Date.now() + 10_000;
  while (followers.some((f) => !f.some((c) => c.orderId === id)) && Date.now() < until) await settle(50);
  for (const f of followers)
    expect(
      f.map((c) => c.orderId),
      JSON.stringify(errors),
    ).toContain(id);
  return { reads: infoReads - before, id };
}

describe('orderChanged with many subscribers', () => {
  it('reads the order from the CRM once per event, and masks it per subscriber', async () => {
    const alone = await readsOfOneOrder([await follower(tokens.admin)]);
    expect(alone.reads).toBeGreaterThanOrEqual(1);

    const admins = await Promise.all([1, 2, 3].map(() => follower(tokens.admin)));
    const managers = await Promise.all([1, 2].map(() => follower(tokens.manager)));
    const many = await readsOfOneOrder([...admins, ...managers]);
    // One more listener or five: the same reads (the write's own, and one for the event).
    expect(many.reads).toBe(alone.reads);

    const shown = (f: Change[]) => f.find((c) => c.orderId === many.id)!.order!.client!.phone;
    const whole = shown(admins[0]);
    expect(whole.replace(/\D/g, '')).toBe('79005556677');
    for (const f of admins) expect(shown(f)).toBe(whole);
    for (const f of managers) expect(shown(f)).not.toBe(whole);
  });
});
