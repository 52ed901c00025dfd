/**
 * The CRM client against real HTTP servers that misbehave on purpose (upstream-helper.ts):
 * refusing, resetting, silent, trickling, cut off, not JSON, 500 pages, endless or declared
 * too large, refusing politely. Each fault becomes one typed error; the key never shows.
 * Waits are bounded by the settings below; no timing assertions.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createUndiciUpstream, type UpstreamLogger } from '../../gateway/upstream/undici';
import {
  UpstreamMalformedError,
  UpstreamRemoteError,
  UpstreamTimeoutError,
  UpstreamTooLargeError,
  UpstreamUnavailableError,
} from '../../gateway/upstream/errors';
import type { Config } from '../../gateway/config';
import type { Upstream } from '../../gateway/upstream/types';
import {
  closeFakeCrms,
  endlessWritten,
  fakeCrm,
  FAULTS,
  ok,
  refusedUrl,
  type FaultName,
} from './upstream-helper';

export const API_KEY = 'sekret-KEY-0123456789';
const SETTINGS: Config['upstream'] = {
  connections: 4,
  connectTimeoutMs: 500,
  headersTimeoutMs: 300,
  bodyTimeoutMs: 300,
  readRetries: 0,
  maxReplyBytes: 64 * 1024,
  breakerFailures: 1000,
  breakerCooldownMs: 1000,
};

const clients: Upstream[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
});
afterAll(closeFakeCrms);

const lines: string[] = [];
const captureLogger: UpstreamLogger = {
  debug: (obj, msg) => lines.push(JSON.stringify({ obj, msg })),
  info: (obj, msg) => lines.push(JSON.stringify({ obj, msg })),
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

const crmWith = async (fault: FaultName) => client((await fakeCrm(FAULTS[fault].handler)).url);

describe('undici upstream', () => {
  it('sends POST /area/method?apiKey= with a JSON body and unwraps data', async () => {
    let seen: { method?: string; url?: string; body?: string; type?: string } = {};
    const crm = await fakeCrm((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, body, type: req.headers['content-type'] };
        ok({ ok: 42 })(req, res);
      });
    });
    const data = await client(`${crm.url}/crm/`).call('order', 'getOrder', { id: 1 });
    expect(data).toEqual({ ok: 42 });
    expect(seen).toEqual({
      method: 'POST',
      url: `/crm/order/getOrder?apiKey=${API_KEY}`,
      body: '{"id":1}',
      type: 'application/json',
    });
  });

  it('refused connection → UpstreamUnavailableError (UPSTREAM_UNAVAILABLE, 502)', async () => {
    const err = await failure(client(await refusedUrl()).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(err).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 502 });
    expectNoKey(err);
  });

  it('a reset connection → UPSTREAM_UNAVAILABLE', async () => {
    const err = await failure((await crmWith('reset')).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
  });

  it('a reply cut off before its Content-Length → UPSTREAM_UNAVAILABLE, not a half-read body', async () => {
    const err = await failure((await crmWith('truncated')).call('order', 'getOrder', {}));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expectNoKey(err);
  });

  it('headers that never come → UpstreamTimeoutError (UPSTREAM_TIMEOUT, 504)', async () => {
    const err = await failure((await crmWith('silent')).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect(err).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
    expectNoKey(err);
  }, 10_000);

  it('a body that trickles forever → UPSTREAM_TIMEOUT (overall deadline)', async () => {
    const crm = await fakeCrm((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"error":0,"data":"');
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
    });
    const err = await failure(client(crm.url).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
  }, 10_000);

  it.each([
    ['not JSON', 'text/html', `<html>oops ${API_KEY}</html>`],
    ['JSON that is no envelope', 'application/json', '{"ok":true}'],
    ['an array', 'application/json', '[1,2]'],
  ])('%s → UpstreamMalformedError (UPSTREAM_ERROR)', async (_case, type, body) => {
    const crm = await fakeCrm((_req, res) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
    const err = await failure(client(crm.url).call('auth', 'login', {}));
    expect(err).toBeInstanceOf(UpstreamMalformedError);
    expect(err).toMatchObject({ code: 'UPSTREAM_ERROR', status: 502 });
    expectNoKey(err);
  });

  it('an endless reply is cut off at maxReplyBytes: UpstreamTooLargeError, the connection dropped', async () => {
    const before = endlessWritten.length;
    const err = await failure((await crmWith('endless')).call('order', 'getOrder', {}));
    // Buffering it all would never end; reading past the limit would end in a timeout instead.
    expect(err).toBeInstanceOf(UpstreamTooLargeError);
    expect(err).toMatchObject({ code: 'UPSTREAM_ERROR', status: 502 });
    expect(err.message).toContain(`over ${SETTINGS.maxReplyBytes} bytes`);
    await expect.poll(() => endlessWritten.length).toBe(before + 1);
  }, 10_000);

  it('a Content-Length over maxReplyBytes fails before any body is read', async () => {
    // The fake sends headers only: waiting for the body would end in a timeout.
    const err = await failure((await crmWith('hugeDeclared')).call('order', 'getOrder', {}));
    expect(err).toBeInstanceOf(UpstreamTooLargeError);
  }, 10_000);

  it('a 500 HTML page → UpstreamRemoteError with the status, no page text, no key', async () => {
    const err = await failure((await crmWith('html500')).call('order', 'getOrder', {}));
    expect(err).toBeInstanceOf(UpstreamRemoteError);
    expect(err).toMatchObject({ code: 'UPSTREAM_ERROR', statusCode: 500, status: 502, remoteMessage: null });
    expectNoKey(err);
  });

  it('envelope error → UpstreamRemoteError with errorInfo and the message, key redacted', async () => {
    const crm = await fakeCrm((req, res) => {
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
    const c = client(crm.url);
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
    const crm = await fakeCrm((_req, res) => {
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
    const err = await failure(client(crm.url).envelope('auth', 'login', {}));
    expect(err).toMatchObject({ code: 'UPSTREAM_ERROR', statusCode: 401, errorInfo: 'API_KEY' });
  });

  it('a reply just under the limit is read whole', async () => {
    const text = 'я'.repeat(SETTINGS.maxReplyBytes / 4); // 2 bytes each: half the limit
    const crm = await fakeCrm(ok(text));
    expect(await client(crm.url).call('order', 'getOrder', {})).toBe(text);
  });

  it('never wrote the key into a log line', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(API_KEY);
  });
});
