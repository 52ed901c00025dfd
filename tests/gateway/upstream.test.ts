/**
 * The CRM client against tiny real HTTP servers that misbehave on purpose: refusing, slow,
 * trickling, malformed, refusing politely. Waits are bounded; no timing assertions.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createUndiciUpstream, type UpstreamLogger } from '../../gateway/upstream/undici';
import {
  UpstreamMalformedError,
  UpstreamRemoteError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from '../../gateway/upstream/errors';
import type { Upstream } from '../../gateway/upstream/types';
import { bearer, gql, startGateway } from './helper';

const API_KEY = 'sekret-KEY-0123456789';
const SETTINGS = {
  connections: 4,
  connectTimeoutMs: 500,
  headersTimeoutMs: 300,
  bodyTimeoutMs: 300,
  readRetries: 0,
  maxReplyBytes: 1_048_576,
  breakerFailures: 1000,
  breakerCooldownMs: 1000,
};

const servers: Server[] = [];
const clients: Upstream[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nobody listens on: bind, note it, close. */
async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const lines: string[] = [];
const captureLogger: UpstreamLogger = {
  debug: (obj, msg) => lines.push(JSON.stringify({ obj, msg })),
  warn: (obj, msg) => lines.push(JSON.stringify({ obj, msg })),
};

function client(url: string): Upstream {
  const c = createUndiciUpstream({ url, apiKey: API_KEY, settings: SETTINGS, logger: captureLogger });
  clients.push(c);
  return c;
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

function expectNoKey(err: Error) {
  expect(`${err.message} ${JSON.stringify(err)}`).not.toContain(API_KEY);
}

describe('undici upstream', () => {
  it('sends POST /area/method?apiKey= with a JSON body and unwraps data', async () => {
    let seen: { method?: string; url?: string; body?: string; type?: string } = {};
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, body, type: req.headers['content-type'] };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ error: 0, errorInfo: '', result: 1, message: 'OK', data: { ok: 42 } }));
      });
    });
    const data = await client(`${url}/crm/`).call('order', 'getOrder', { id: 1 });
    expect(data).toEqual({ ok: 42 });
    expect(seen).toEqual({
      method: 'POST',
      url: `/crm/order/getOrder?apiKey=${API_KEY}`,
      body: '{"id":1}',
      type: 'application/json',
    });
  });

  it('refused connection → UpstreamUnavailableError (UPSTREAM_UNAVAILABLE)', async () => {
    const err = await failure(client(await refusedUrl()).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect((err as UpstreamUnavailableError).code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoKey(err);
  });

  it('a reset connection → UPSTREAM_UNAVAILABLE', async () => {
    const url = await serve((req) => req.socket.destroy());
    const err = await failure(client(url).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
  });

  it('headers that never come → UpstreamTimeoutError within the configured bound', async () => {
    const url = await serve(() => undefined); // accepts, never answers
    const err = await failure(client(url).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect((err as UpstreamTimeoutError).code).toBe('UPSTREAM_TIMEOUT');
    expectNoKey(err);
  }, 10_000);

  it('a body that trickles forever → UPSTREAM_TIMEOUT (overall deadline)', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"error":0,"data":"');
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
    });
    const err = await failure(client(url).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
  }, 10_000);

  it.each([
    ['not JSON', 'text/html', `<html>oops ${API_KEY}</html>`],
    ['JSON that is no envelope', 'application/json', '{"ok":true}'],
    ['an array', 'application/json', '[1,2]'],
  ])('%s → UpstreamMalformedError (UPSTREAM_ERROR)', async (_case, type, body) => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
    const err = await failure(client(url).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamMalformedError);
    expect((err as UpstreamMalformedError).code).toBe('UPSTREAM_ERROR');
    expectNoKey(err);
  });

  it('envelope error → UpstreamRemoteError with errorInfo and the message, key redacted', async () => {
    const url = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // A careless CRM echoing the request URL, key included.
      res.end(
        JSON.stringify({
          error: 1,
          errorInfo: 'NOPE',
          result: 0,
          message: `bad call ${req.url}`,
          data: null,
        }),
      );
    });
    const c = client(url);
    const err = await failure(c.call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamRemoteError);
    expect(err).toMatchObject({ code: 'UPSTREAM_ERROR', errorInfo: 'NOPE', statusCode: 200 });
    expect((err as UpstreamRemoteError).remoteMessage).toBe('bad call /auth/login?apiKey=***');
    expectNoKey(err);
    // envelope() hands the refusal back instead of throwing.
    const env = await c.envelope('auth', 'login', {});
    expect(env).toMatchObject({ error: 1, errorInfo: 'NOPE' });
  });

  it('a non-2xx reply → UpstreamRemoteError carrying the status', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: 1,
          errorInfo: 'API_KEY',
          result: 0,
          message: 'Неверный ключ API',
          data: null,
        }),
      );
    });
    const err = await failure(client(url).envelope('auth', 'login', {}));
    expect(err).toMatchObject({ code: 'UPSTREAM_ERROR', statusCode: 401, errorInfo: 'API_KEY' });
  });

  it('never wrote the key into a log line', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(API_KEY);
  });
});

describe('the app when the CRM misbehaves', () => {
  it('maps faults to the legacy 500 and to GraphQL codes, and keeps the key out of logs', async () => {
    const captured: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        captured.push(String(chunk));
        done();
      },
    });
    const env = {
      CRM_API_KEY: API_KEY,
      LOG_LEVEL: 'debug',
      UPSTREAM_CONNECT_TIMEOUT_MS: '500',
      UPSTREAM_HEADERS_TIMEOUT_MS: '300',
      UPSTREAM_BODY_TIMEOUT_MS: '300',
    };
    const down = await startGateway({ crmUrl: await refusedUrl(), env, logStream });
    const slow = await startGateway({ crmUrl: await serve(() => undefined), env, logStream });
    try {
      for (const [gw, code] of [
        [down, 'UPSTREAM_UNAVAILABLE'],
        [slow, 'UPSTREAM_TIMEOUT'],
      ] as const) {
        const login = await gw.app.inject({
          method: 'POST',
          url: `/api/auth/login?apiKey=${API_KEY}`,
          payload: { email: 'a@example.com', password: 'x' },
        });
        expect(login.statusCode).toBe(500);
        expect(login.json()).toEqual({ message: 'Internal server error' });

        const register = await gw.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: 'a@example.com', username: 'a', password: 'secret-123' },
        });
        expect(register.statusCode).toBe(500);
        expect(register.json()).toEqual({ message: 'Internal server error' });

        // A well-signed token whose session the CRM cannot confirm: profile exception → 500.
        const token = gw.app.jwt.sign({ sub: '1', sid: 'session', role: 'SA', typeAccount: 'flower_shop' });
        const profile = await gw.app.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: bearer(token),
        });
        expect(profile.statusCode).toBe(500);
        expect(profile.json()).toEqual({ message: 'Internal server error' });
        const data = await gw.app.inject({
          method: 'GET',
          url: '/api/reference/getAllUnits',
          headers: bearer(token),
        });
        expect(data.statusCode).toBe(500);

        const gqlLogin = await gql(
          gw.app,
          'mutation { login(email: "a@example.com", password: "x") { accessToken } }',
        );
        expect(gqlLogin.errors?.[0].extensions?.code).toBe(code);
        expect(JSON.stringify(gqlLogin)).not.toContain(API_KEY);
        const me = await gql(gw.app, '{ me { id } }', undefined, token);
        expect(me.errors?.[0].extensions?.code).toBe(code);
        const health = await gql(gw.app, '{ health { gateway crm } }');
        expect(health.data).toEqual({ health: { gateway: true, crm: false } });
      }
    } finally {
      await down.close();
      await slow.close();
    }
    const log = captured.join('');
    expect(log).toContain('UPSTREAM_UNAVAILABLE');
    expect(log).toContain('UPSTREAM_TIMEOUT');
    expect(log).toContain('apiKey=***');
    expect(log).not.toContain(API_KEY);
    expect(log).not.toMatch(/"authorization":"Bearer/i);
  }, 30_000);
});
