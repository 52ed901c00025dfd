/**
 * Integration tokens (issue 20 item 1, docs/integrations.md): made by an SA (or an ADMIN for their
 * shop type) with chosen page keys, shown once and stored only as a SHA-256, usable as a bearer on
 * GraphQL and /api under the same access policy as a staff member with those keys, refused (401)
 * from the next request on after revocation on every gateway instance (two gateways in front of
 * one CRM here, like scale-out), never able to touch staff accounts or tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';

let a: TestGateway;
let b: TestGateway;
let sa: string;

const CREATE = `mutation ($input: CreateIntegrationTokenInput!) {
  createIntegrationToken(input: $input) {
    secret token { id name shopType scopes createdBy lastUsedAt revokedAt } userErrors { field code message }
  }
}`;
const REVOKE = `mutation ($id: ID!) {
  revokeIntegrationToken(id: $id) { token { id revokedAt } userErrors { field code message } }
}`;

/** A payload's refusals (issue 18): data, not errors. */
const refusals = (res: { data?: unknown }, field: string) =>
  (res.data as Record<string, { userErrors: unknown[] }>)[field].userErrors;
const LIST = `{ integrationTokens { id name shopType revokedAt } }`;
const ORDERS = `{ orders(range: { start: "2026-11-01", stop: "2026-11-02" }) { orders { id } } }`;
const CLIENTS = `{ clients { id } }`;

interface Created {
  secret: string;
  token: { id: string; name: string; shopType: string; scopes: string[]; createdBy: string | null };
}

async function create(
  app: FastifyInstance,
  who: string,
  input: { name: string; scopes: string[]; shopType?: string },
): Promise<Created> {
  const res = await gql(app, CREATE, { input }, who);
  expect(res.errors).toBeUndefined();
  return res.data!.createIntegrationToken as Created;
}

const api = (app: FastifyInstance, url: string, token: string, method: 'GET' | 'POST' = 'POST') =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(method === 'POST' ? { payload: { dateStart: '2026-11-01', dateStop: '2026-11-02' } } : {}),
  });

const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  a = await startGateway();
  // A second instance, configured as a second machine would be: same CRM, its own everything else.
  b = await startGateway({
    crmUrl: a.crm!.url,
    env: { CRM_URL: a.crm!.url, CRM_API_KEY: a.config.crmApiKey, JWT_SECRET: a.config.jwtSecret },
  });
  sa = await login(a.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('a token with the ALLORDER key', () => {
  let made: Created;
  beforeAll(async () => {
    made = await create(a.app, sa, { name: 'Сайт', scopes: ['ALLORDER'], shopType: 'flower_shop' });
  });

  it('is shown once, recognisable, and only its SHA-256 is stored', async () => {
    expect(made.secret).toMatch(/^fcrm_[A-Za-z0-9_-]{43}$/);
    expect(made.token).toMatchObject({ name: 'Сайт', shopType: 'flower_shop', scopes: ['ALLORDER'] });
    expect(made.token.createdBy).toBe(ACCOUNTS.admin.email);
    const rows = await a.crm!.db.query<Record<string, unknown>>(
      'SELECT * FROM integration_tokens WHERE id = $1',
      [Number(made.token.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toBe(createHash('sha256').update(made.secret).digest('hex'));
    const secretPart = made.secret.slice('fcrm_'.length);
    expect(JSON.stringify(rows[0])).not.toContain(secretPart);
    // Nor does the list, nor the audit log, ever hand it out again.
    const list = await gql(a.app, LIST, {}, sa);
    expect(JSON.stringify(list)).not.toContain(secretPart);
    const audit = await a.crm!.db.query<{ event: string; detail: unknown }>(
      `SELECT event, detail FROM audit_log WHERE event = 'integration.created'`,
    );
    expect(audit.map((e) => e.event)).toContain('integration.created');
    expect(JSON.stringify(audit)).not.toContain(secretPart);
  });

  it('reads orders on GraphQL and /api, and is refused FORBIDDEN on clients', async () => {
    const orders = await gql(a.app, ORDERS, {}, made.secret);
    expect(orders.errors).toBeUndefined();
    expect(Array.isArray((orders.data!.orders as { orders: unknown[] }).orders)).toBe(true);
    expect((await api(a.app, '/api/order/all', made.secret)).statusCode).toBe(200);

    // `me` says what the token is: its name, shop type and keys.
    const me = await gql(a.app, '{ me { name role typeAccount accessPage } }', {}, made.secret);
    expect(me.data!.me).toEqual({
      name: 'Сайт',
      role: 'ADMIN',
      typeAccount: 'flower_shop',
      accessPage: ['ALLORDER'],
    });

    const clients = await gql(a.app, CLIENTS, {}, made.secret);
    expect(code(clients)).toBe('FORBIDDEN');
    const res = await api(a.app, '/api/reference/getAllKlientDirectory', made.secret, 'GET');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Недостаточно прав');
  });

  it('cannot touch staff accounts or tokens, whatever its keys', async () => {
    const wide = await create(a.app, sa, {
      name: 'Широкий',
      scopes: ['SETTINGS', 'ACCESSRIGHTS', 'ALLORDER'],
      shopType: 'flower_shop',
    });
    const t = wide.secret;
    for (const [query, variables] of [
      [CREATE, { input: { name: 'ещё', scopes: ['ALLORDER'] } }],
      [REVOKE, { id: made.token.id }],
      [LIST, {}],
      [`mutation { changePassword(currentPassword: "x", newPassword: "y-123456789") { accessToken } }`, {}],
      [`mutation { logout { loggedOut } }`, {}],
      [`mutation { setStaffUserActive(id: "1", active: false) { staffUser { id } } }`, {}],
    ] as const) {
      const res = await gql(a.app, query, variables, t);
      expect(code(res), query).toBe('FORBIDDEN');
    }
    expect((await api(a.app, '/api/auth/logout', t)).statusCode).toBe(403);
    expect((await api(a.app, '/api/user/setActiveUser', t)).statusCode).toBe(403);
    // The SA's own session is untouched, and the token it tried to revoke still works.
    expect((await gql(a.app, LIST, {}, sa)).errors).toBeUndefined();
    expect((await gql(a.app, ORDERS, {}, made.secret)).errors).toBeUndefined();
  });

  it('records its last use, at most once a minute', async () => {
    await gql(a.app, ORDERS, {}, made.secret);
    const lastUsed = async () =>
      (
        await a.crm!.db.query<{ t: string | null }>(
          'SELECT last_used_at::text AS t FROM integration_tokens WHERE id = $1',
          [Number(made.token.id)],
        )
      )[0].t;
    expect(await lastUsed()).not.toBeNull();
    await a.crm!.db.query(
      `UPDATE integration_tokens SET last_used_at = now() - interval '10 seconds' WHERE id = $1`,
      [Number(made.token.id)],
    );
    const recent = await lastUsed();
    await gql(a.app, ORDERS, {}, made.secret);
    expect(await lastUsed()).toBe(recent);
    await a.crm!.db.query(
      `UPDATE integration_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`,
      [Number(made.token.id)],
    );
    const old = await lastUsed();
    await gql(a.app, ORDERS, {}, made.secret);
    expect(await lastUsed()).not.toBe(old);
  });
});

describe('revocation', () => {
  it('is effective at once on the other gateway instance, for GraphQL and /api', async () => {
    const made = await create(a.app, sa, { name: 'Касса', scopes: ['ALLORDER'], shopType: 'flower_shop' });
    expect((await gql(b.app, ORDERS, {}, made.secret)).errors).toBeUndefined();
    expect((await api(b.app, '/api/order/all', made.secret)).statusCode).toBe(200);

    const revoked = await gql(a.app, REVOKE, { id: made.token.id }, sa);
    expect(revoked.errors).toBeUndefined();
    expect(
      (revoked.data!.revokeIntegrationToken as { token: { revokedAt: string | null } }).token.revokedAt,
    ).toBeTruthy();

    const res = await gql(b.app, ORDERS, {}, made.secret);
    expect(code(res)).toBe('UNAUTHENTICATED');
    expect((await api(b.app, '/api/order/all', made.secret)).statusCode).toBe(401);
    expect((await api(a.app, '/api/order/all', made.secret)).statusCode).toBe(401);
    const audit = await a.crm!.db.query<{ actor_email: string }>(
      `SELECT actor_email FROM audit_log WHERE event = 'integration.revoked'`,
    );
    expect(audit.map((e) => e.actor_email)).toContain(ACCOUNTS.admin.email);
  });

  it('refuses unknown and malformed tokens with 401', async () => {
    const unknown = `fcrm_${randomBytes(32).toString('base64url')}`;
    for (const t of [unknown, 'fcrm_short', `fcrm_${'!'.repeat(43)}`, 'fcrm_']) {
      expect(code(await gql(a.app, ORDERS, {}, t)), t).toBe('UNAUTHENTICATED');
      expect((await api(a.app, '/api/order/all', t)).statusCode, t).toBe(401);
    }
  });

  it('keeps staff JWTs working as before', async () => {
    expect((await gql(b.app, ORDERS, {}, sa)).errors).toBeUndefined();
    expect((await api(b.app, '/api/order/all', sa)).statusCode).toBe(200);
  });
});

describe('an ADMIN', () => {
  let admin: string;
  beforeAll(async () => {
    // The fast-food ADMIN without MARKETING, so there is a key they lack.
    await a.crm!.db.query(
      `UPDATE users SET access_page = array_remove(access_page, 'MARKETING') WHERE email = $1`,
      [ACCOUNTS.fastfood.email],
    );
    admin = await login(a.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  });

  it('cannot grant a key they lack, nor make a token for another shop type, and nothing is stored', async () => {
    const before = (
      await a.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM integration_tokens')
    )[0].n;
    const lacking = await gql(a.app, CREATE, { input: { name: 'Рассылки', scopes: ['MARKETING'] } }, admin);
    expect(refusals(lacking, 'createIntegrationToken')).toEqual([
      {
        field: ['input', 'scopes'],
        code: 'FIELD_INVALID',
        message: 'Нельзя выдать ключи, которых у вас нет: MARKETING',
      },
    ]);
    const other = await gql(
      a.app,
      CREATE,
      { input: { name: 'Чужой', scopes: ['ALLORDER'], shopType: 'flower_shop' } },
      admin,
    );
    expect(refusals(other, 'createIntegrationToken')).toEqual([
      {
        field: ['input', 'shopType'],
        code: 'FIELD_INVALID',
        message: 'Токен можно создать только для своего типа магазина',
      },
    ]);
    const unknownKey = await gql(a.app, CREATE, { input: { name: 'x', scopes: ['ROOT'] } }, admin);
    expect(refusals(unknownKey, 'createIntegrationToken')).toEqual([
      { field: ['input', 'scopes'], code: 'FIELD_INVALID', message: 'Неизвестные ключи доступа: ROOT' },
    ]);
    const unnamed = await gql(a.app, CREATE, { input: { name: ' ', scopes: ['ALLORDER'] } }, admin);
    expect(refusals(unnamed, 'createIntegrationToken')).toEqual([
      { field: ['input', 'name'], code: 'FIELD_INVALID', message: 'Введите название токена' },
    ]);
    const after = (
      await a.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM integration_tokens')
    )[0].n;
    expect(after).toBe(before);
  });

  it("makes tokens for their own shop type, sees only those, and cannot revoke the SA's", async () => {
    const mine = await create(a.app, admin, { name: 'Доставка', scopes: ['ALLORDER'] });
    expect(mine.token.shopType).toBe('fastfood');
    const list = (await gql(a.app, LIST, {}, admin)).data!.integrationTokens as { shopType: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((t) => t.shopType === 'fastfood')).toBe(true);

    const flower = await create(a.app, sa, { name: 'Цветы', scopes: ['ALLORDER'], shopType: 'flower_shop' });
    expect(
      refusals(await gql(a.app, REVOKE, { id: flower.token.id }, admin), 'revokeIntegrationToken'),
    ).toEqual([{ field: ['id'], code: 'NOT_FOUND', message: expect.any(String) }]);
    expect((await gql(a.app, ORDERS, {}, flower.secret)).errors).toBeUndefined();
    // A fast-food token reads fast-food orders only: its shop type is its creator's.
    const orders = await gql(a.app, ORDERS, {}, mine.secret);
    expect(orders.errors).toBeUndefined();
  });

  it('a MANAGER cannot manage tokens at all', async () => {
    const manager = await login(a.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    expect(code(await gql(a.app, LIST, {}, manager))).toBe('FORBIDDEN');
    expect(code(await gql(a.app, CREATE, { input: { name: 'x', scopes: ['ALLORDER'] } }, manager))).toBe(
      'FORBIDDEN',
    );
  });
});
