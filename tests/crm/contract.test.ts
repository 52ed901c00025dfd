import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../crm/app';
import { DATABASE_URL, LOCAL, call, expectFailure, startTestCrm, uniqueEmail, type TestCrm } from './helper';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

describe('envelope', () => {
  it('wraps a success as error 0, result 1, message OK and the data', async () => {
    const reply = await call(crm, '/health/ping', {});
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      error: 0,
      errorInfo: '',
      result: 1,
      message: 'OK',
      data: { ok: true, storage: expect.stringMatching(/^(pglite|postgres)$/) },
    });
  });

  it('wraps a domain failure in HTTP 200 with error 1 and null data', async () => {
    const reply = await call(crm, '/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    expectFailure(reply, 200, 'BAD_CREDENTIALS');
  });

  it('answers a request without a body as if it were {}', async () => {
    const reply = await call(crm, '/health/ping', undefined, { noBody: true, contentType: null });
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
  });
});

describe('API key', () => {
  it('refuses a missing key with 401 API_KEY', async () => {
    expectFailure(await call(crm, '/health/ping', {}, { apiKey: null }), 401, 'API_KEY');
  });

  it('refuses a wrong key, a longer key and an empty key', async () => {
    for (const apiKey of ['wrong', `${crm.apiKey}x`, '']) {
      expectFailure(await call(crm, '/health/ping', {}, { apiKey }), 401, 'API_KEY');
    }
  });

  it('does not accept the key in the body', async () => {
    const reply = await call(crm, '/health/ping', { apiKey: crm.apiKey }, { apiKey: null });
    expectFailure(reply, 401, 'API_KEY');
  });

  it('checks the key before anything else, even on unknown paths', async () => {
    expectFailure(await call(crm, '/no/such', {}, { apiKey: 'wrong' }), 401, 'API_KEY');
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 BAD_REQUEST and writes nothing', async () => {
    const email = uniqueEmail('malformed');
    const raw = JSON.stringify({ email, username: 'x', password: 'secret-12' }).slice(0, -1);
    expectFailure(await call(crm, '/auth/register', undefined, { raw }), 400, 'BAD_REQUEST');
    const login = await call(crm, '/auth/login', { email, password: 'secret-12' });
    expectFailure(login, 200, 'BAD_CREDENTIALS');
    if (crm.db) {
      const rows = await crm.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    }
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers a body that is %s with 400 BAD_REQUEST', async (_what, raw) => {
    expectFailure(await call(crm, '/health/ping', undefined, { raw }), 400, 'BAD_REQUEST');
  });

  it('answers a non-JSON content type with 400 BAD_REQUEST', async () => {
    const reply = await call(crm, '/health/ping', undefined, { raw: 'a=1', contentType: 'text/plain' });
    expectFailure(reply, 400, 'BAD_REQUEST');
    const form = await call(crm, '/health/ping', undefined, {
      raw: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    expectFailure(form, 400, 'BAD_REQUEST');
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const raw = JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT) });
    expectFailure(await call(crm, '/health/ping', undefined, { raw }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('unknown methods', () => {
  it.each([
    '/nosuch/ping',
    '/auth/nosuch',
    '/auth/constructor',
    '/__proto__/ping',
    '/auth/hasOwnProperty',
    '/',
  ])('answers POST %s with 404 UNKNOWN_METHOD', async (path) => {
    expectFailure(await call(crm, path, {}), 404, 'UNKNOWN_METHOD');
  });

  it('answers other HTTP methods with 404 UNKNOWN_METHOD', async () => {
    expectFailure(await call(crm, '/health/ping', undefined, { method: 'GET' }), 404, 'UNKNOWN_METHOD');
  });

  it('still serves requests after all of the above', async () => {
    expect((await call(crm, '/health/ping', {})).body.error).toBe(0);
  });
});

describe.skipIf(!LOCAL)('storage kind', () => {
  it('reports the storage it runs on', async () => {
    const reply = await call<{ storage: string }>(crm, '/health/ping', {});
    expect(reply.body.data?.storage).toBe(crm.db?.kind);
    expect(crm.db?.kind).toBe(DATABASE_URL ? 'postgres' : 'pglite');
  });
});
