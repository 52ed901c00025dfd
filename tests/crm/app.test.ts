/** The HTTP layer alone, through app.inject, with a stub database and handlers made to fail. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildCrmApp } from '../../crm/app';
import type { Db } from '../../crm/db/connect';
import { DOMAINS } from '../../crm/domains';
import { CrmError } from '../../crm/envelope';
import type { Registry } from '../../crm/registry';

const KEY = 'k3y-that-must-never-be-logged';

const stubDb: Db = {
  kind: 'pglite',
  query: async () => [],
  exec: async () => undefined,
  transaction: (fn) => fn(stubDb),
  close: async () => undefined,
};

const registry: Registry = {
  ...DOMAINS,
  test: {
    boom: async () => {
      throw new Error('database password is hunter2');
    },
    missing: async () => {
      throw new CrmError('NOT_FOUND');
    },
    nothing: async () => undefined,
  },
};

function build(logLines?: string[]) {
  const logger = logLines
    ? { level: 'trace', stream: { write: (line: string) => logLines.push(line) } }
    : false;
  return buildCrmApp({ db: stubDb, apiKey: KEY, registry, logger });
}

const post = (app: ReturnType<typeof build>, path: string, payload: unknown = {}, key = KEY) =>
  app.inject({
    method: 'POST',
    url: `${path}?apiKey=${encodeURIComponent(key)}`,
    payload: payload as object,
  });

describe('the CRM app', () => {
  it('answers an unexpected error with 500 INTERNAL and no details', async () => {
    const app = build();
    const res = await post(app, '/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 1,
      errorInfo: 'INTERNAL',
      result: 0,
      message: expect.any(String),
      data: null,
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    await app.close();
  });

  it('turns a thrown CrmError into a 200 failure envelope', async () => {
    const app = build();
    const res = await post(app, '/test/missing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: 1, errorInfo: 'NOT_FOUND', result: 0, data: null });
    await app.close();
  });

  it('sends data null when a handler returns nothing', async () => {
    const app = build();
    const res = await post(app, '/test/nothing');
    expect(res.json()).toEqual({ error: 0, errorInfo: '', result: 1, message: 'OK', data: null });
    await app.close();
  });

  it('refuses to build without an API key', () => {
    expect(() => buildCrmApp({ db: stubDb, apiKey: '' })).toThrow(/API key/);
  });

  it('never writes the API key, right or wrong, to the log', async () => {
    const lines: string[] = [];
    const app = build(lines);
    await post(app, '/health/ping');
    await post(app, '/health/ping', {}, `${KEY}-wrong`);
    await post(app, '/test/boom');
    await app.inject({
      method: 'POST',
      url: `/health/ping?apiKey=${KEY}`,
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    await post(app, '/no/such');
    await app.close();
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.includes('/health/ping'))).toBe(true);
    for (const line of lines) expect(line).not.toContain(KEY);
  });

  it("logs through a logger it is handed (the gateway's), still without the key", async () => {
    const lines: string[] = [];
    const host = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const app = buildCrmApp({ db: stubDb, apiKey: KEY, registry, logger: host.log });
    await post(app, '/health/ping');
    await post(app, '/test/boom');
    await app.close();
    await host.close();
    const crmLines = lines.filter((l) => l.includes('"service":"crm"'));
    expect(crmLines.some((l) => l.includes('/health/ping?[redacted]'))).toBe(true);
    expect(crmLines.some((l) => l.includes('hunter2'))).toBe(true);
    for (const line of lines) expect(line).not.toContain(KEY);
  });
});
