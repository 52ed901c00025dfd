/**
 * Idempotent writes through the gateway (issue 24 item 1, docs/offline.md «Ключи идемпотентности»),
 * one embedded CRM for the file: the `Idempotency-Key` header on `/api/order/newOrder` and on
 * `POST /graphql`, and the `idempotencyKey` argument. 20 parallel repeats make one write and all
 * answer it; a reply lost and asked again answers the same order; the same key with another
 * request is 409 on both faces and writes nothing; malformed keys are 400 (header) or the
 * payload's IDEMPOTENCY_KEY_INVALID (argument); one key in two shops names two writes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSeeded, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let tokens: Awaited<ReturnType<typeof signInSeeded>>;
let flower: { id: number; price: number };
let fastfood: { id: number; price: number };
let cardType: number;

const PARALLEL = 20;
const ORDER = 'order { id number total paidSum dueSum } userErrors { field code message }';
const CREATE = `mutation ($input: OrderInput!, $key: String) {
  createOrder(input: $input, idempotencyKey: $key) { ${ORDER} } }`;
const PAY = `mutation ($id: ID!, $amount: Int, $type: ID, $key: String) {
  payOrder(id: $id, amount: $amount, paymentTypeId: $type, idempotencyKey: $key) { ${ORDER} } }`;
const MOVE = `mutation ($id: ID!, $amount: Int!, $key: String) {
  addCashMove(shiftId: $id, kind: in, amount: $amount, reason: "Размен", idempotencyKey: $key) {
    shift { id cashIn } userErrors { field code message } } }`;

interface Reply {
  status: number;
  body: {
    data?: Record<string, { order?: Record<string, unknown> | null; userErrors?: unknown[] } | null> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  } & Record<string, unknown>;
}

async function graphql(
  query: string,
  variables: Record<string, unknown>,
  key?: string,
  token = tokens.admin,
): Promise<Reply> {
  const res = await gw.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: {
      'content-type': 'application/json',
      ...bearer(token),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

async function api(body: Record<string, unknown>, key?: string, token = tokens.admin): Promise<Reply> {
  const res = await gw.app.inject({
    method: 'POST',
    url: '/api/order/newOrder',
    payload: body,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

const count = async (table: string) =>
  (await gw.crm!.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

const input = (product = flower, count = 1) => ({
  lines: [{ productId: String(product.id), count, price: product.price }],
});
const legacyOrder = (count = 1) => ({
  newOrderData: { products: [{ id: flower.id, count_product: count, priceProduct: flower.price }] },
});

const times = <T>(run: () => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, run));

beforeAll(async () => {
  gw = await startGateway();
  tokens = await signInSeeded(gw.app);
  const product = async (shop: string) =>
    (
      await gw.crm!.db.query<{ id: number; price: number }>(
        `SELECT id, price_kopecks AS price FROM products
          WHERE shop_type = $1 AND active AND NOT deleted AND price_kopecks > 0 ORDER BY id LIMIT 1`,
        [shop],
      )
    )[0];
  flower = await product('flower_shop');
  fastfood = await product('fastfood');
  [{ id: cardType }] = await gw.crm!.db.query<{ id: number }>(
    'SELECT id FROM payment_types WHERE cashless ORDER BY id LIMIT 1',
  );
});
afterAll(() => gw?.close());

describe('20 parallel repeats of one key make one write', () => {
  it('createOrder (header): one order, all 20 answers name it', async () => {
    const before = await count('orders');
    const key = randomUUID();
    const replies = await times(() => graphql(CREATE, { input: input() }, key));
    const orders = replies.map((r) => r.body.data!.createOrder!.order!);
    expect(replies.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(new Set(orders.map((o) => o.number)).size).toBe(1);
    expect(await count('orders')).toBe(before + 1);

    // The reply was lost: the till asks again later, with the same key, and gets the same order.
    const again = await graphql(CREATE, { input: input() }, key);
    expect(again.body.data!.createOrder!.order).toEqual(orders[0]);
    expect(await count('orders')).toBe(before + 1);
  });

  it('/api/order/newOrder (header): one order, all 20 bodies the same', async () => {
    const before = await count('orders');
    const key = randomUUID();
    const replies = await times(() => api(legacyOrder(), key));
    expect(replies.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await count('orders')).toBe(before + 1);
    const again = await api(legacyOrder(), key);
    expect(again.body).toEqual(replies[0].body);
  });

  it('payOrder (argument): one payment, the due sum right', async () => {
    const created = await graphql(CREATE, { input: input(flower, 3) }, randomUUID());
    const order = created.body.data!.createOrder!.order!;
    const payments = await count('order_payments');
    const key = randomUUID();
    const vars = { id: order.id, amount: flower.price, type: String(cardType), key };
    const replies = await times(() => graphql(PAY, vars));
    for (const r of replies)
      expect(r.body.data!.payOrder!.order).toMatchObject({ paidSum: flower.price, dueSum: 2 * flower.price });
    expect(await count('order_payments')).toBe(payments + 1);
  });

  it('addCashMove (argument): one move', async () => {
    const current = await graphql('query { currentCashShift { id } }', {});
    let shiftId = (current.body.data!.currentCashShift as { id?: string } | null)?.id;
    if (!shiftId) {
      const opened = await graphql(
        'mutation { openCashShift(openingCash: 0) { shift { id } userErrors { code message } } }',
        {},
      );
      shiftId = (opened.body.data!.openCashShift as { shift: { id: string } }).shift.id;
    }
    const moves = await count('cash_moves');
    const key = randomUUID();
    const replies = await times(() => graphql(MOVE, { id: shiftId, amount: 77_00, key }));
    const cashIn = new Set(
      replies.map((r) => (r.body.data!.addCashMove as { shift: { cashIn: number } }).shift.cashIn),
    );
    expect(cashIn.size).toBe(1);
    expect(await count('cash_moves')).toBe(moves + 1);
  });
});

describe('the same key with another request is refused', () => {
  it('GraphQL: HTTP 409, IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const key = randomUUID();
    await graphql(CREATE, { input: input(flower, 1) }, key);
    const before = await count('orders');
    const other = await graphql(CREATE, { input: input(flower, 2) }, key);
    expect(other.status).toBe(409);
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'Ключ идемпотентности уже использован для другого запроса',
      extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(other.body.data?.createOrder ?? null).toBeNull();
    // Another operation under the key is another request too.
    const pay = await graphql(PAY, { id: '1', key });
    expect(pay.status).toBe(409);
    expect(await count('orders')).toBe(before);
  });

  it('/api: HTTP 409 with {message, detail}, nothing written', async () => {
    const key = randomUUID();
    await api(legacyOrder(1), key);
    const before = await count('orders');
    const other = await api(legacyOrder(2), key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      message: 'Ключ идемпотентности уже использован для другого запроса',
      detail: expect.stringContaining('новым ключом'),
    });
    expect(await count('orders')).toBe(before);
  });
});

describe('malformed keys', () => {
  const BAD = ['short', 'has spaces in it', 'кириллица-ключ', 'x'.repeat(129)];

  it('a malformed header is 400 on both faces, before anything is written', async () => {
    const before = await count('orders');
    for (const bad of BAD) {
      const gqlReply = await graphql(CREATE, { input: input() }, encodeURIComponent(bad));
      expect(gqlReply.status, bad).toBe(400);
      expect(gqlReply.body.errors?.[0]).toMatchObject({
        message: expect.stringContaining('Ключ идемпотентности'),
        extensions: { code: 'IDEMPOTENCY_KEY_INVALID' },
      });
      const apiReply = await api(legacyOrder(), encodeURIComponent(bad));
      expect(apiReply.status, bad).toBe(400);
      expect(apiReply.body).toEqual({
        message: 'Error saving new order',
        detail: expect.stringContaining('Ключ идемпотентности'),
      });
    }
    expect(await count('orders')).toBe(before);
  });

  it('a malformed argument is the payload userError at its field', async () => {
    const before = await count('orders');
    const reply = await graphql(CREATE, { input: input(), key: 'bad key' });
    expect(reply.status).toBe(200);
    expect(reply.body.data!.createOrder).toEqual({
      order: null,
      userErrors: [
        { field: ['idempotencyKey'], code: 'IDEMPOTENCY_KEY_INVALID', message: expect.any(String) },
      ],
    });
    expect(await count('orders')).toBe(before);
  });

  it('the argument wins over the header; one header for two keyed mutations is 400', async () => {
    const header = randomUUID();
    const first = await graphql(CREATE, { input: input(), key: randomUUID() }, header);
    const second = await graphql(CREATE, { input: input(), key: randomUUID() }, header);
    expect(second.body.data!.createOrder!.order!.id).not.toBe(first.body.data!.createOrder!.order!.id);

    const before = await count('orders');
    const two = await graphql(
      `mutation ($input: OrderInput!) { a: createOrder(input: $input) { ${ORDER} } b: createOrder(input: $input) { ${ORDER} } }`,
      { input: input() },
      randomUUID(),
    );
    expect(two.status).toBe(400);
    expect(two.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    expect(await count('orders')).toBe(before);
  });
});

describe('shops', () => {
  it('one key in the flower shop and the fast-food till names two orders', async () => {
    const key = randomUUID();
    const mine = await graphql(CREATE, { input: input(flower) }, key, tokens.admin);
    const theirs = await graphql(CREATE, { input: input(fastfood) }, key, tokens.fastfood);
    const [a, b] = [mine.body.data!.createOrder!.order!, theirs.body.data!.createOrder!.order!];
    expect(a.id).not.toBe(b.id);
    // And each repeat still answers its own.
    const again = await graphql(CREATE, { input: input(fastfood) }, key, tokens.fastfood);
    expect(again.body.data!.createOrder!.order!.id).toBe(b.id);
  });
});
