/**
 * The whole gateway in front of a CRM that is down, silent, cut off, garbled, failing or too
 * large: /api answers 502 (504 when the CRM is too slow) with a plain Russian message, GraphQL
 * gives UPSTREAM_UNAVAILABLE / UPSTREAM_TIMEOUT / UPSTREAM_ERROR, every request ends within the
 * deadline, and the CRM API key shows up in no reply and no log line. Then the breaker as a
 * user meets it: a dead CRM stops being called, and the gateway finds it again by itself.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, gql, startGateway } from './helper';
import {
  closeFakeCrms,
  fakeCrm,
  FAULTS,
  logCapture,
  MESSAGES,
  ok,
  refusedUrl,
  type FaultName,
} from './upstream-helper';

const API_KEY = 'sekret-KEY-0123456789';
const ENV = {
  CRM_API_KEY: API_KEY,
  LOG_LEVEL: 'debug',
  UPSTREAM_CONNECT_TIMEOUT_MS: '500',
  UPSTREAM_HEADERS_TIMEOUT_MS: '300',
  UPSTREAM_BODY_TIMEOUT_MS: '300',
  UPSTREAM_MAX_REPLY_BYTES: String(64 * 1024),
};

/**
 * For the CRM that never answers, a short deadline (connect + headers + body: 150 ms, a native
 * timer). With the timeouts above it was undici's headers timeout that ended each call: it runs on
 * undici's coarse clock (a 500 ms tick), so it fired about 1 s after each of the seven calls. The
 * answer is the same 504 / UPSTREAM_TIMEOUT whichever ends the wait. The other faults keep the
 * longer timeouts, so a busy machine cannot turn their prompt answers into a timeout.
 */
const SILENT_ENV = {
  UPSTREAM_CONNECT_TIMEOUT_MS: '50',
  UPSTREAM_HEADERS_TIMEOUT_MS: '50',
  UPSTREAM_BODY_TIMEOUT_MS: '50',
};

afterAll(closeFakeCrms);

/** What a user of each face sees; every reply body is kept for the key check. */
async function askEverything(app: FastifyInstance, replies: string[]) {
  const token = app.jwt.sign({ sub: '1', sid: 'session', role: 'SA', typeAccount: 'flower_shop' });
  const rest = [
    // A client that puts its own apiKey in the query: the log must not keep it either.
    { method: 'POST', url: `/api/auth/login?apiKey=${API_KEY}`, payload: { email: 'a@b.c', password: 'x' } },
    {
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@example.com', username: 'a', password: 'secret-123' },
    },
    { method: 'GET', url: '/api/auth/profile', headers: bearer(token) },
    { method: 'GET', url: '/api/reference/getAllUnits', headers: bearer(token) },
  ] as const;
  const api = [];
  for (const request of rest) {
    const res = await app.inject(request);
    replies.push(res.body);
    api.push([request.url, res.statusCode, res.json()]);
  }
  const graphql = [];
  for (const [query, auth] of [
    ['mutation { login(email: "a@example.com", password: "x") { accessToken } }', undefined],
    ['{ me { id } }', token],
  ] as const) {
    const reply = await gql(app, query, undefined, auth);
    replies.push(JSON.stringify(reply));
    graphql.push([query, reply.errors?.[0].extensions?.code, reply.errors?.[0].message]);
  }
  const health = await gql(app, '{ health { gateway crm } }');
  return { api, graphql, health: health.data };
}

interface Case {
  fault: FaultName | null;
  expected: { code: string; status: number; message: string };
}
const CASES: [string, Case][] = [
  [
    'down (closed port)',
    { fault: null, expected: { code: 'UPSTREAM_UNAVAILABLE', status: 502, message: MESSAGES.DOWN } },
  ],
  ...(Object.keys(FAULTS) as FaultName[]).map((name): [string, Case] => [
    name,
    { fault: name, expected: FAULTS[name] },
  ]),
];

describe.each(CASES)('a CRM that is %s', (_name, { fault, expected }) => {
  it(`/api ${expected.status}, GraphQL ${expected.code}, the key nowhere`, async () => {
    const crmUrl = fault ? (await fakeCrm(FAULTS[fault].handler)).url : await refusedUrl();
    const log = logCapture();
    // This file is about each fault's own answer; the breaker (which would turn later calls
    // into fast UPSTREAM_UNAVAILABLE) has its own test below.
    const env = { ...ENV, UPSTREAM_BREAKER_FAILURES: '1000', ...(fault === 'silent' ? SILENT_ENV : {}) };
    const gw = await startGateway({ crmUrl, env, logStream: log.stream });
    const replies: string[] = [];
    try {
      const seen = await askEverything(gw.app, replies);
      const body = { message: expected.message };
      expect(seen.api).toEqual([
        [`/api/auth/login?apiKey=${API_KEY}`, expected.status, body],
        ['/api/auth/register', expected.status, body],
        ['/api/auth/profile', expected.status, body],
        ['/api/reference/getAllUnits', expected.status, body],
      ]);
      expect(seen.graphql.map(([, code, message]) => [code, message])).toEqual([
        [expected.code, expected.message],
        [expected.code, expected.message],
      ]);
      expect(seen.health).toEqual({ health: { gateway: true, crm: false } });
    } finally {
      await gw.close();
    }
    const text = log.text();
    expect(text).toContain(expected.code);
    expect(text).toContain('apiKey=***');
    expect(text).not.toContain(API_KEY);
    expect(text).not.toMatch(/"authorization":"Bearer/i);
    for (const reply of replies) expect(reply).not.toContain(API_KEY);
  }, 30_000);
});

describe('the breaker, seen from outside', () => {
  it('a dead CRM stops being called; when it answers again, so does the gateway', async () => {
    const crm = await fakeCrm(FAULTS.reset.handler);
    const log = logCapture();
    const env = {
      ...ENV,
      UPSTREAM_READ_RETRIES: '0',
      UPSTREAM_BREAKER_FAILURES: '3',
      UPSTREAM_BREAKER_COOLDOWN_MS: '300',
    };
    const gw = await startGateway({ crmUrl: crm.url, env, logStream: log.stream });
    const health = async () => (await gql(gw.app, '{ health { crm } }')).data?.health;
    const login = () =>
      gw.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c', password: 'x' } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await login()).statusCode).toBe(502);
      const reached = crm.connections;
      expect(reached).toBe(3);

      for (let i = 0; i < 10; i += 1) {
        const res = await login();
        expect([res.statusCode, res.json()]).toEqual([502, { message: MESSAGES.DOWN }]);
        const me = await gql(gw.app, 'mutation { login(email: "a@b.c", password: "x") { accessToken } }');
        expect(me.errors?.[0]).toMatchObject({
          message: MESSAGES.DOWN,
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        });
      }
      expect(await health()).toEqual({ crm: false });
      expect(crm.connections).toBe(reached);

      crm.handle(ok({ ok: true }));
      await expect.poll(health, { timeout: 5000, interval: 50 }).toEqual({ crm: true });
    } finally {
      await gw.close();
    }
    const text = log.text();
    expect(text).toContain('CRM unreachable: calls fail fast until a trial call succeeds');
    expect(text).toContain('CRM reachable again');
  }, 30_000);
});
