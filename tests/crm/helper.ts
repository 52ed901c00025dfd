/**
 * One contract suite for any CRM: by default each test file starts an embedded CRM on an
 * in-memory PGlite (or on PostgreSQL when DATABASE_URL is set); with CRM_URL and CRM_API_KEY it
 * targets that running CRM instead, and tests that need the database handle are skipped.
 */
import { randomBytes } from 'node:crypto';
import { seededTemplate } from '../seeded-template';
import { expect, inject } from 'vitest';
import type { Db } from '../../crm/db/connect';
import type { Envelope } from '../../crm/envelope';
import { startCrm, type StartCrmOptions } from '../../crm/server';
import { isUserErrorCode } from '../../schema/user-errors';
import { copyPgTemplate } from '../pg-template';

export const REMOTE_URL = process.env.CRM_URL?.replace(/\/+$/, '') || null;
export const DATABASE_URL = process.env.DATABASE_URL || null;
/** True when tests can reach the CRM's database directly. */
export const LOCAL = REMOTE_URL === null;
/**
 * True when the query plans (EXPLAIN) are worth asserting: on the embedded PGlite each file has
 * a fresh database, so the planner's statistics are the seed's and its choice the same on every
 * run. On PostgreSQL each file has its own copy of the seeded template too, but when autovacuum
 * analyses it decides between two equally good index plans (CI saw both on a shared database).
 */
export const PLANS = LOCAL && DATABASE_URL === null;

export interface TestCrm {
  url: string;
  apiKey: string;
  /** null against a remote CRM. */
  db: Db | null;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, a fresh copy of the run's seeded template (tests/pg-template.ts) for each CRM a
 * test starts, as the in-memory PGlite is: no file sees another's writes, so files run side by side.
 */
async function ownDatabase(): Promise<string | null> {
  if (!DATABASE_URL) return null;
  const template = inject('pgTemplate');
  return template ? copyPgTemplate(DATABASE_URL, template) : DATABASE_URL;
}

export async function startTestCrm(overrides: Partial<StartCrmOptions> = {}): Promise<TestCrm> {
  if (REMOTE_URL) {
    const apiKey = process.env.CRM_API_KEY;
    if (!apiKey) throw new Error('CRM_URL is set, so CRM_API_KEY must be set too');
    return { url: REMOTE_URL, apiKey, db: null, close: async () => undefined };
  }
  const apiKey = randomBytes(18).toString('base64url');
  const crm = await startCrm({
    dataDir: 'memory://',
    databaseUrl: await ownDatabase(),
    template: seededTemplate(),
    apiKey,
    ...overrides,
  });
  return { ...crm, apiKey: overrides.apiKey ?? apiKey };
}

export interface CallOptions {
  /** Defaults to the CRM's key; null sends none. */
  apiKey?: string | null;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
  contentType?: string | null;
  method?: string;
  /** Send no body at all. */
  noBody?: boolean;
}

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export async function call<T = Record<string, unknown>>(
  crm: TestCrm,
  path: string,
  body: unknown = {},
  opts: CallOptions = {},
): Promise<Reply<T>> {
  const key = opts.apiKey === undefined ? crm.apiKey : opts.apiKey;
  const url = `${crm.url}${path}${key === null ? '' : `?apiKey=${encodeURIComponent(key)}`}`;
  const contentType = opts.contentType === undefined ? 'application/json' : opts.contentType;
  const method = opts.method ?? 'POST';
  const res = await fetch(url, {
    method,
    headers: contentType ? { 'content-type': contentType } : {},
    body: method === 'GET' || opts.noBody ? undefined : (opts.raw ?? JSON.stringify(body)),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Unique per run, so the suite also passes on a database kept from an earlier run. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${randomBytes(4).toString('hex')}@test.example.com`;
}

export const SEEDED = [
  { email: 'admin@example.com', password: 'admin123', role: 'SA', typeAccount: 'flower_shop' },
  { email: 'fastfood@example.com', password: 'fastfood123', role: 'ADMIN', typeAccount: 'fastfood' },
  { email: 'manager@example.com', password: 'manager123', role: 'MANAGER', typeAccount: 'flower_shop' },
] as const;

/** Registers a fresh GUEST account and returns its credentials and session. */
export async function registerUser(crm: TestCrm, tag = 'user') {
  const email = uniqueEmail(tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const reply = await call<{ accessToken: string; id: number }>(crm, '/auth/register', {
    email,
    username: tag,
    password,
  });
  if (reply.body.error !== 0 || !reply.body.data)
    throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return { email, password, ...reply.body.data };
}

/**
 * A failure envelope: error 1, the code, a non-empty message and no data; a domain refusal may
 * add its stable reason (schema/user-errors.ts) and the path of the field at fault, nothing else.
 */
export function expectFailure(reply: Reply, status: number, code: string): void {
  expect(reply.status).toBe(status);
  const { reason, field, ...envelope } = reply.body;
  if (reason !== undefined) expect(isUserErrorCode(reason), `reason ${reason}`).toBe(true);
  if (field !== undefined) expect(field.length).toBeGreaterThan(0);
  expect(envelope).toEqual({
    error: 1,
    errorInfo: code,
    result: 0,
    message: expect.any(String),
    data: null,
  });
  expect(reply.body.message.length).toBeGreaterThan(0);
}
