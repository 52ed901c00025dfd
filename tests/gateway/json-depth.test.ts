/**
 * Issue 27 item 1: a JSON body nested thousands of levels deep is refused while it is parsed,
 * with a clear 400, on every /api route, on GraphQL and on the CRM, and changes nothing. Before,
 * 4–10 KB of nesting made 13 /api routes answer 500 (the upstream client's and the demo reader's
 * recursion overflowed the stack).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, jsonTooDeep } from '../../schema/json-depth';
import { registeredRoutes } from './api-routes';
import { fuzzContext, storeProbe, type StoreProbe } from './fuzz-store';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from './helper';

const arrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

let gw: TestGateway;
let auth: Record<string, string>;
let probe: StoreProbe;

beforeAll(async () => {
  gw = await startGateway();
  auth = bearer(await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password));
  await fuzzContext(gw);
  probe = await storeProbe(gw);
});
afterAll(async () => {
  await gw?.close();
});

describe('the depth scan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonTooDeep(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    // An escaped quote does not end the string, so its brackets stay text.
    expect(jsonTooDeep(JSON.stringify({ text: `"${'{'.repeat(1000)}` }))).toBe(false);
    // Siblings are not depth: a long flat array is one level.
    expect(jsonTooDeep(`[${'[],'.repeat(10_000)}[]]`)).toBe(false);
  });
});

describe('bodies nested too deep', () => {
  it('every /api POST route answers 400 «Слишком глубокая вложенность данных» and stores nothing', async () => {
    const posts = registeredRoutes(gw.app).filter((r) => r.startsWith('POST '));
    expect(posts.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const route of posts) {
      const url = route.slice('POST '.length);
      for (const payload of [arrays(5_000), objects(5_000), `{"id":1,"val":${objects(2_000)}}`]) {
        const res = await gw.app.inject({
          method: 'POST',
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
        });
        const message = (res.json() as { message?: string }).message;
        if (res.statusCode !== 400 || message !== JSON_TOO_DEEP)
          wrong.push(`${route} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await probe.changes()).toEqual([]);
  });

  it('a body at the bound still reaches the route', async () => {
    // 64 levels is within the bound: the route itself answers (here: not an object it reads).
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/order/all',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"period":${arrays(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(res.json().message).not.toBe(JSON_TOO_DEEP);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('GraphQL answers 400 BAD_REQUEST with the message, before any resolver', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"query":"mutation($i: OrderInput!) { createOrder(input: $i) { order { id } userErrors { field code message } } }","variables":{"i":${objects(5_000)}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message: JSON_TOO_DEEP, extensions: { code: 'BAD_REQUEST' } }] });
    expect(await probe.changes()).toEqual([]);
  });

  it('the CRM answers 400 BAD_REQUEST with the message', async () => {
    const res = await fetch(`${gw.crm!.url}/orders/newOrder?apiKey=${gw.config.crmApiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"order":${arrays(10_000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 1,
      errorInfo: 'BAD_REQUEST',
      data: null,
      message: JSON_TOO_DEEP,
    });
    expect(await probe.changes()).toEqual([]);
  });
});
