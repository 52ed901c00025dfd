/**
 * /api/order/* when the CRM fails, against real failing CRMs for the order calls (a closed port,
 * a server answering garbage, one that never answers) while sign-in still reaches a real embedded
 * CRM: 502, or 504 for the silent one (spec section 8 said 500; issue 9 made CRM faults plain,
 * docs/reliability.md "Upstream faults"); and the CRM replies without a list (400 «Order list is
 * absent» / «Status list is absent»).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import type { Upstream } from '../../gateway/upstream/types';
import { ACCOUNTS, bearer, login, startGateway, testConfig, type TestGateway } from '../gateway/helper';
import { MESSAGES } from '../gateway/upstream-helper';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const ROUTES = [
  ['POST', '/api/order/all', { dateStart: '2030-01-01', dateStop: '2030-01-01' }],
  ['POST', '/api/order/getOrderInfo', { idOrder: 1 }],
  ['GET', '/api/order/getAllStatus', undefined],
  ['POST', '/api/order/newOrder', { newOrderData: { products: [] } }],
  ['POST', '/api/order/EditOrderData', { EditOrderData: { id: 1 } }],
  ['POST', '/api/order/deleteOrder', { idOrderDeleted: 1 }],
  ['POST', '/api/order/setStatusOrder', { idOrder: 1, idStatus: 1 }],
  ['POST', '/api/order/setWorkerStatusOrder', { idOrder: 1, idStatus: 1, idWorker: 1 }],
  ['POST', '/api/order/setTypePayment', { idOrder: 1, idPayment: 1, textTypePayment: '' }],
] as const;

/** The gateway in front of a CRM whose order calls fail; auth still goes to the real CRM. */
async function gatewayWithBrokenOrders(broken: Upstream) {
  const env = { CRM_API_KEY: gw.config.crmApiKey };
  const real = createUndiciUpstream({
    url: gw.crm!.url,
    apiKey: gw.config.crmApiKey,
    settings: gw.config.upstream,
  });
  const upstream: Upstream = {
    call: (area, method, body) => (area === 'order' ? broken : real).call(area, method, body),
    envelope: (area, method, body) => (area === 'order' ? broken : real).envelope(area, method, body),
    close: async () => {
      await Promise.all([real.close(), broken.close()]);
    },
  };
  const started = await startGateway({ crmUrl: gw.crm!.url, upstream, env });
  return {
    app: started.app,
    close: async () => {
      await started.close();
      await upstream.close();
    },
  };
}

describe('a CRM fault in an order call → 502, or 504 when the CRM is too slow', () => {
  const servers: Server[] = [];
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterAll(() => servers.forEach((s) => s.close()));

  const failing = async (url: string, settings = testConfig().upstream) =>
    createUndiciUpstream({ url, apiKey: 'k', settings });

  const UNAVAILABLE = { message: MESSAGES.DOWN };
  const GARBLED = { message: MESSAGES.GARBLED };
  const SLOW = { message: MESSAGES.SLOW };
  it.each([
    ['a closed port', 502, UNAVAILABLE, async () => failing(`http://127.0.0.1:${await closedPort()}`)],
    [
      'a server answering garbage',
      502,
      GARBLED,
      async () => failing(await listen((_req, res) => res.end('<html>oops'))),
    ],
    [
      'a server that never answers',
      504,
      SLOW,
      async () =>
        failing(await listen(() => undefined), {
          ...testConfig().upstream,
          // The call's overall deadline (connect + headers + body, a native timer) ends the wait
          // at 150 ms. undici's own headers timeout runs on its coarse clock (a 500 ms tick): with
          // the default 2 s connect timeout it was that one that fired, about 1 s after each of
          // the nine calls. Both end in the same 504; loopback connects in well under 50 ms.
          connectTimeoutMs: 50,
          headersTimeoutMs: 50,
          bodyTimeoutMs: 50,
          readRetries: 0,
          // Nine calls in a row: an open breaker would answer the later ones 502 at once.
          breakerFailures: 1000,
        }),
    ],
  ])('%s → %i', async (_name, status, body, make) => {
    const broken = await gatewayWithBrokenOrders(await make());
    try {
      const token = await login(broken.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      for (const [method, url, payload] of ROUTES) {
        const r = await broken.app.inject({ method, url, payload, headers: bearer(token) });
        expect([url, r.statusCode, r.json()]).toEqual([url, status, body]);
      }
    } finally {
      await broken.close();
    }
  });

  it('a CRM reply without the list is 400 «Order list is absent» / «Status list is absent»', async () => {
    const url = await listen((_req, res) =>
      res.end(JSON.stringify({ error: 0, errorInfo: '', result: 1, message: 'OK', data: null })),
    );
    const broken = await gatewayWithBrokenOrders(await failing(url));
    try {
      const token = await login(broken.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const all = await broken.app.inject({
        method: 'POST',
        url: '/api/order/all',
        payload: {},
        headers: bearer(token),
      });
      expect([all.statusCode, all.json().message]).toEqual([400, 'Order list is absent']);
      const info = await broken.app.inject({
        method: 'POST',
        url: '/api/order/getOrderInfo',
        payload: { idOrder: 1 },
        headers: bearer(token),
      });
      expect([info.statusCode, info.json().message]).toEqual([400, 'Order list is absent']);
      const statuses = await broken.app.inject({
        method: 'GET',
        url: '/api/order/getAllStatus',
        headers: bearer(token),
      });
      expect([statuses.statusCode, statuses.json().message]).toEqual([400, 'Status list is absent']);
    } finally {
      await broken.close();
    }
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
