/**
 * Issue 27 item 2: GraphQL refusals of the caller's mistakes carry their documented code and a
 * 4xx, and are logged at info, never as an internal error.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APQ_MISMATCH_MESSAGE } from '../../gateway/graphql/errors';
import { NO_SUBSCRIPTIONS } from '../../gateway/graphql/operation-kinds';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let auth: Record<string, string>;
const lines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  gw = await startGateway({ env: { LOG_LEVEL: 'info' }, logStream });
  auth = bearer(await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password));
});
afterAll(async () => {
  await gw?.close();
});

const post = (body: object) =>
  gw.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Error-level lines (pino: 50 and up) written since `from`. */
const errorsSince = (from: number) => lines.slice(from).filter((l) => l.level >= 50);

describe('GraphQL refusals', () => {
  it('a subscription over HTTP: 400 BAD_REQUEST, logged at info', async () => {
    const from = lines.length;
    const res = await post({ query: 'subscription { orderChanged { kind orderId } }' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ message: NO_SUBSCRIPTIONS, extensions: { code: 'BAD_REQUEST' } }]);
    expect(errorsSince(from)).toEqual([]);
    expect(lines.slice(from).some((l) => l.level === 30 && l.msg.includes('subscription'))).toBe(true);
  });

  it('a persisted query whose hash does not match its text: 400 BAD_REQUEST, logged at info', async () => {
    const from = lines.length;
    const res = await post({
      query: '{ me { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { message: APQ_MISMATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(errorsSince(from)).toEqual([]);
  });

  it('a persisted query with its right hash still runs, and an unknown hash alone asks for the text', async () => {
    const query = '{ me { email } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const res = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.me.email).toBe(ACCOUNTS.admin.email);
    const unknown = await post({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'cd'.repeat(32) } },
    });
    expect(unknown.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
