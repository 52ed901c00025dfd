/**
 * Builds the gateway once per test file (fastify/demo's test/helper.ts), in front of a real
 * embedded CRM on an in-memory PGlite; tests talk to it through `app.inject`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { seededTemplate } from '../seeded-template';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { startCrm, type RunningCrm } from '../../crm/server';
import { buildApp } from '../../gateway/app';
import { loadConfig, type Config } from '../../gateway/config';
import type { Upstream } from '../../gateway/upstream/types';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123', role: 'SA', typeAccount: 'flower_shop' },
  fastfood: {
    email: 'fastfood@example.com',
    password: 'fastfood123',
    role: 'ADMIN',
    typeAccount: 'fastfood',
  },
  manager: {
    email: 'manager@example.com',
    password: 'manager123',
    role: 'MANAGER',
    typeAccount: 'flower_shop',
  },
} as const;

/** A config as loadConfig makes it, with test defaults: no delay, silent, a fixed JWT secret. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: join(tmpdir(), 'gateway-tests-unused'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LEGACY_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    // Test files sign in far more often than people do; the rate-limit tests set their own.
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    // Likewise the GraphQL cost budget (fuzzing spends it in seconds); graphql-cost.test.ts sets its own.
    GRAPHQL_COST_BUDGET: '0',
    WEB_DIST: join(tmpdir(), `gateway-tests-no-web-${process.pid}`),
    ...env,
  });
}

export interface TestGateway {
  app: FastifyInstance;
  config: Config;
  /** null when built without a CRM (fault tests). */
  crm: RunningCrm | null;
  close(): Promise<void>;
}

export interface GatewayOptions {
  env?: Record<string, string>;
  /** Point the gateway at this URL instead of starting an embedded CRM. */
  crmUrl?: string;
  upstream?: Upstream;
  /** Start the embedded CRM with backups on (BACKUP_DIR etc. from `env`). */
  crmBackup?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Mail settings of the embedded CRM (a fake SMTP server's URL to capture mails). */
  crmMail?: { smtpUrl: string | null; from: string };
}

export async function startGateway(opts: GatewayOptions = {}): Promise<TestGateway> {
  const config = testConfig(opts.env);
  const crm = opts.crmUrl
    ? null
    : await startCrm({
        dataDir: 'memory://',
        template: seededTemplate(),
        apiKey: config.crmApiKey,
        mail: opts.crmMail,
        // As gateway/server.ts does: the embedded CRM keeps the gateway's calendar (SHOP_TIMEZONE).
        timeZone: config.shopTimezone,
        // The online backups of issue 19, into the config's BACKUP_DIR (tests/gateway/backups.test.ts).
        backup: opts.crmBackup ? config.backup : null,
      });
  const crmUrl = opts.crmUrl ?? (crm as RunningCrm).url;
  const app = await buildApp({ config, crmUrl, upstream: opts.upstream, logStream: opts.logStream });
  return {
    app,
    config,
    crm,
    async close() {
      await app.close();
      await crm?.close();
    },
  };
}

/** The CRM client `inner` recording each call as "area/method" in `calls`: the tests' count of remote calls. */
export function countingUpstream(inner: Upstream, calls: string[]): Upstream {
  return {
    call: (area, method, body) => (calls.push(`${area}/${method}`), inner.call(area, method, body)),
    envelope: (area, method, body) => (calls.push(`${area}/${method}`), inner.envelope(area, method, body)),
    close: () => inner.close(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().accessToken;
}

/** A token for each seeded account (the SA, the fast-food ADMIN, the flower MANAGER), signed in at once. */
export async function signInSeeded(app: FastifyInstance): Promise<Record<keyof typeof ACCOUNTS, string>> {
  const [admin, fastfood, manager] = await Promise.all(
    [ACCOUNTS.admin, ACCOUNTS.fastfood, ACCOUNTS.manager].map((a) => login(app, a.email, a.password)),
  );
  return { admin, fastfood, manager };
}

/** Registers a fresh GUEST with a unique email. */
export async function registerUser(app: FastifyInstance, prefix = 'user') {
  const email = `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'secret-123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, username: prefix, password },
  });
  if (res.statusCode !== 200) throw new Error(`register ${email}: ${res.statusCode} ${res.body}`);
  return { email, password, token: res.json().accessToken as string, id: String(res.json().user.id) };
}

export interface GqlReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function gql(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GqlReply & { status: number }> {
  const options: InjectOptions = {
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  };
  const res = await app.inject(options);
  return { status: res.statusCode, ...(res.json() as GqlReply) };
}

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A hand-made JWT, to forge what @fastify/jwt would never sign (alg none, other key, expired). */
export function forgeJwt(
  payload: Record<string, unknown>,
  opts: { alg?: 'HS256' | 'HS512' | 'none'; secret?: string } = {},
): string {
  const alg = opts.alg ?? 'HS256';
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hash = alg === 'HS512' ? 'sha512' : 'sha256';
  return `${head}.${createHmac(hash, opts.secret ?? 'x')
    .update(head)
    .digest('base64url')}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * The object of a mutation payload (issue 18 item 2) that must have been accepted: the test fails
 * with the userErrors when the input was refused. `accepted(res.data, 'createOrder')` is the order.
 */
export function accepted<T = Record<string, unknown>>(
  data: Record<string, unknown> | null | undefined,
  field: string,
): T {
  const payload = data?.[field] as ({ userErrors?: unknown[] } & Record<string, unknown>) | null | undefined;
  if (!payload) throw new Error(`${field}: no payload in ${JSON.stringify(data)}`);
  if (payload.userErrors?.length) throw new Error(`${field} refused: ${JSON.stringify(payload.userErrors)}`);
  const [key] = Object.keys(payload).filter((k) => k !== 'userErrors');
  return payload[key] as T;
}

/** The userErrors of a mutation payload (empty when it was accepted). */
export const userErrorsOf = (data: Record<string, unknown> | null | undefined, field: string) =>
  ((data?.[field] as { userErrors?: unknown[] } | null)?.userErrors ?? []) as {
    field: string[] | null;
    code: string;
    message: string;
  }[];

/** Resolves when `check` holds, asked every 10 ms; fails after `ms` naming `what`. */
export async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Counts the listeners added to `app`'s event bus (by wrapping its own subscribe, which still
 * does all the work). Each live GraphQL subscription adds one when its resolver starts listening
 * (gateway/events/bus.ts `listen`), so the answer, `listening(n)`, lets `n` subscriptions made
 * after the call reach the server before the change they wait for is made, instead of a pause:
 * `const live = listening(1); subscribe(…); await live`.
 */
export function busListeners(app: FastifyInstance): (n: number) => Promise<void> {
  const bus = app.events;
  const subscribeOnBus = bus.subscribe.bind(bus);
  let added = 0;
  bus.subscribe = (listener) => ((added += 1), subscribeOnBus(listener));
  return (n) => {
    const mark = added;
    return until(() => added >= mark + n, `${n} live subscription(s)`);
  };
}
