/**
 * Issue 27 item 4: a password change (by the user or by an SA, through GraphQL or /api), a
 * deactivation and a rights change end the user's other sessions, on this gateway instance and on a
 * second one in front of the same CRM, at once: no instance keeps a session it saw (AUTH_CACHE_MS
 * is 0 by default, docs/access.md); and one password rule (schema/password.ts: 8 characters, not
 * on the common list) refuses weak new passwords on every path with the same Russian message.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import {
  ACCOUNTS,
  bearer,
  gql,
  login,
  registerUser,
  startGateway,
  testConfig,
  type TestGateway,
} from './helper';

let gw: TestGateway;
/** A second instance: the same CRM, JWT secret and API key, its own session cache. */
let b: FastifyInstance;
let sa: string;

beforeAll(async () => {
  gw = await startGateway();
  b = await buildApp({
    config: testConfig({ JWT_SECRET: gw.config.jwtSecret, CRM_API_KEY: gw.config.crmApiKey }),
    crmUrl: gw.crm!.url,
  });
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await gw?.close();
});

const status = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;

/** Refused at once on the instance that made the change and on the other: no waiting. */
async function expectEnded(token: string) {
  expect(await status(gw.app, token)).toBe(401);
  expect(await status(b, token)).toBe(401);
}

/** A fresh GUEST signed in twice, once per instance, both sessions seen by both. */
async function userWithSessions(prefix: string) {
  const user = await registerUser(gw.app, prefix);
  const onB = await login(b, user.email, user.password);
  for (const t of [user.token, onB]) {
    expect(await status(gw.app, t)).toBe(200);
    expect(await status(b, t)).toBe(200);
  }
  return { ...user, onB };
}

const api = (token: string, url: string, payload: unknown) =>
  gw.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

const CHANGE = `mutation($c: String!, $n: String!) {
  changePassword(currentPassword: $c, newPassword: $n) { accessToken userErrors { field code message } } }`;
const UPDATE = `mutation($id: ID!, $input: StaffUserUpdateInput!) {
  updateStaffUser(id: $id, input: $input) { staffUser { id } userErrors { field code message } } }`;

/** A list write's refusal is data (issue 18): the payload's userErrors. */
const refusals = (res: { data?: unknown }, field: string) =>
  (res.data as Record<string, { userErrors: unknown[] }> | undefined)?.[field]?.userErrors;

describe('sessions end when the password or the rights change', () => {
  it('no instance keeps a session it saw by default (AUTH_CACHE_MS=0)', () => {
    expect(gw.config.authCacheMs).toBe(0);
  });

  it('a password set by an SA (GraphQL) ends every session of the user, on both instances', async () => {
    const user = await userWithSessions('sa-pass-gql');
    const res = await gql(gw.app, UPDATE, { id: user.id, input: { password: 'Fresh-pass-1' } }, sa);
    expect(res.errors).toBeUndefined();
    await expectEnded(user.token);
    await expectEnded(user.onB);
    expect(await status(b, await login(b, user.email, 'Fresh-pass-1'))).toBe(200);
  });

  it('a password set by an SA through /api ends them too', async () => {
    const user = await userWithSessions('sa-pass-api');
    const res = await api(sa, '/api/user/setUpdateUser', {
      dataUserUpdate: { id: Number(user.id), password: 'Fresh-pass-2' },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(user.token);
    await expectEnded(user.onB);
  });

  it("the user's own change: the reply carries a new token; every older one, the asking one included, ends", async () => {
    const user = await userWithSessions('self-pass');
    const res = await gql(b, CHANGE, { c: user.password, n: 'Own-new-pass-1' }, user.onB);
    expect(res.errors).toBeUndefined();
    const fresh = (res.data!.changePassword as { accessToken: string }).accessToken;
    // Made through B: refused at once there and on A, which served both a moment ago.
    for (const token of [user.token, user.onB]) {
      expect(await status(b, token)).toBe(401);
      expect(await status(gw.app, token)).toBe(401);
    }
    expect(await status(b, fresh)).toBe(200);
    expect(await status(gw.app, fresh)).toBe(200);
  });

  it('a deactivation ends them', async () => {
    const user = await userWithSessions('deactivated');
    const res = await gql(
      gw.app,
      'mutation($id: ID!) { setStaffUserActive(id: $id, active: false) { staffUser { id } } }',
      { id: user.id },
      sa,
    );
    expect(res.errors).toBeUndefined();
    await expectEnded(user.token);
    await expectEnded(user.onB);
  });

  it('a deletion ends them', async () => {
    const user = await userWithSessions('deleted');
    const res = await gql(
      gw.app,
      'mutation($id: ID!) { setStaffUserDeleted(id: $id, deleted: true) { staffUser { id } } }',
      { id: user.id },
      sa,
    );
    expect(res.errors).toBeUndefined();
    await expectEnded(user.token);
    await expectEnded(user.onB);
  });

  it('a rights change ends them', async () => {
    const user = await userWithSessions('rights');
    const res = await gql(
      gw.app,
      'mutation($id: ID!, $input: UserAccessInput!) { setUserAccess(id: $id, input: $input) { staffUser { id } } }',
      { id: user.id, input: { role: 'MANAGER', typeAccount: 'flower_shop', accessPage: ['NEWORDER'] } },
      sa,
    );
    expect(res.errors).toBeUndefined();
    await expectEnded(user.token);
    await expectEnded(user.onB);
  });
});

describe('one password rule on every path', () => {
  const SHORT = 'не короче 8 символов';
  const COMMON = 'слишком распространённый, его подбирают первым — придумайте другой';
  const WEAK: [string, string][] = [
    ['123456', SHORT],
    ['password', COMMON],
    ['qwerty123', COMMON],
    ['QWERTY123', COMMON],
    ['abcdefg', SHORT],
  ];
  /** An uncommon 8-character password. */
  const GOOD = 'lilac-7z';

  it.each(WEAK)('GraphQL and /api registration refuse %s', async (password, why) => {
    const email = `weak-${Math.random().toString(36).slice(2)}@example.com`;
    const reg = await gql(
      gw.app,
      'mutation($input: RegisterInput!) { register(input: $input) { accessToken userErrors { field code message } } }',
      { input: { email, username: 'weak', password } },
      '',
    );
    expect(reg.data?.register).toEqual({
      accessToken: null,
      userErrors: [{ field: ['input', 'password'], code: 'FIELD_INVALID', message: `Поле «Пароль»: ${why}` }],
    });
    const legacy = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, username: 'weak', password },
    });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.body).toContain(why);
    expect((await gql(gw.app, '{ staffUsers { email } }', {}, sa)).data!.staffUsers).not.toContainEqual({
      email,
    });
  });

  it.each(WEAK)('the users list (create and update, both faces) refuses %s', async (password, why) => {
    const email = `weak-list-${Math.random().toString(36).slice(2)}@example.com`;
    const input = { email, name: 'Слабый', role: 'MANAGER', typeAccount: 'flower_shop', password };
    const created = await gql(
      gw.app,
      'mutation($input: StaffUserCreateInput!) { createStaffUser(input: $input) { staffUser { id } userErrors { field code message } } }',
      { input },
      sa,
    );
    expect(refusals(created, 'createStaffUser')).toEqual([
      {
        field: ['input', 'password'],
        code: 'FIELD_INVALID',
        message: expect.stringContaining(`Поле «Пароль»: ${why}`),
      },
    ]);
    const legacyCreate = await api(sa, '/api/user/setNewUser', { dataUserUpdate: input });
    expect(legacyCreate.statusCode).toBe(400);
    expect(legacyCreate.body).toContain(why);

    const user = await registerUser(gw.app, 'weak-update');
    const updated = await gql(gw.app, UPDATE, { id: user.id, input: { password } }, sa);
    expect(refusals(updated, 'updateStaffUser')).toEqual([
      {
        field: ['input', 'password'],
        code: 'FIELD_INVALID',
        message: expect.stringContaining(`Поле «Пароль»: ${why}`),
      },
    ]);
    const legacyUpdate = await api(sa, '/api/user/setUpdateUser', {
      dataUserUpdate: { id: Number(user.id), password },
    });
    expect(legacyUpdate.statusCode).toBe(400);
    expect(legacyUpdate.body).toContain(why);
    // Nothing changed: the old password still opens the account, its session still lives.
    expect(await status(gw.app, user.token)).toBe(200);
    expect(await login(gw.app, user.email, user.password)).toBeTruthy();
  });

  it.each(WEAK)('changePassword and the password reset refuse %s', async (password, why) => {
    const user = await registerUser(gw.app, 'weak-change');
    const change = await gql(gw.app, CHANGE, { c: user.password, n: password }, user.token);
    expect(refusals(change, 'changePassword')).toEqual([
      { field: ['newPassword'], code: 'FIELD_INVALID', message: `Поле «Новый пароль»: ${why}` },
    ]);
    expect(await status(gw.app, user.token)).toBe(200);
    const reset = await gql(
      gw.app,
      'mutation($t: String!, $n: String!) { resetPassword(token: $t, newPassword: $n) { reset userErrors { field code message } } }',
      { t: 'some-link-token', n: password },
      '',
    );
    expect(refusals(reset, 'resetPassword')).toEqual([
      { field: ['newPassword'], code: 'FIELD_INVALID', message: `Поле «Новый пароль»: ${why}` },
    ]);
  });

  it('an uncommon 8-character password is accepted on every path', async () => {
    const reg = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `good-${Date.now()}@example.com`, username: 'good', password: GOOD },
    });
    expect(reg.statusCode).toBe(200);
    const user = await registerUser(gw.app, 'good-change');
    const change = await gql(gw.app, CHANGE, { c: user.password, n: GOOD }, user.token);
    expect(change.errors).toBeUndefined();
    const created = await gql(
      gw.app,
      'mutation($input: StaffUserCreateInput!) { createStaffUser(input: $input) { staffUser { id } } }',
      {
        input: {
          email: `good-list-${Date.now()}@example.com`,
          name: 'Надёжный',
          role: 'MANAGER',
          typeAccount: 'flower_shop',
          password: GOOD,
        },
      },
      sa,
    );
    expect(created.errors).toBeUndefined();
    expect(refusals(created, 'createStaffUser')).toBeUndefined();
    const updated = await gql(gw.app, UPDATE, { id: user.id, input: { password: 'rose-9q-x' } }, sa);
    expect(updated.errors).toBeUndefined();
    expect(refusals(updated, 'updateStaffUser')).toEqual([]);
  });
});
