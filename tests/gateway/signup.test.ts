/**
 * Issue 16 item 2 on the server: ALLOW_SIGNUP off refuses `register` on both faces (403, the
 * Russian reason) and creates nothing; `signupAllowed` tells the public page; on (the default),
 * a new account is a GUEST with no keys that reads its own profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, gql, startGateway, type TestGateway } from './helper';

const CLOSED = 'Регистрация отключена администратором';

describe('ALLOW_SIGNUP=false', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ env: { ALLOW_SIGNUP: 'false' } });
  });
  afterAll(() => gw?.close());

  const canSignIn = async (email: string) =>
    (
      await gw.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'secret-123' },
      })
    ).statusCode === 200;

  it('refuses /api/auth/register with 403 and creates nothing', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'stranger@example.com', username: 'Чужой', password: 'secret-123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CLOSED });
    expect(await canSignIn('stranger@example.com')).toBe(false);
  });

  it('refuses the GraphQL register with FORBIDDEN and creates nothing; signupAllowed says so', async () => {
    const res = await gql(
      gw.app,
      'mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }',
      { input: { email: 'stranger2@example.com', username: 'Чужой', password: 'secret-123' } },
    );
    expect(res.errors?.[0]).toMatchObject({ message: CLOSED, extensions: { code: 'FORBIDDEN' } });
    expect(await canSignIn('stranger2@example.com')).toBe(false);
    expect((await gql(gw.app, '{ signupAllowed }')).data).toEqual({ signupAllowed: false });
  });
});

describe('ALLOW_SIGNUP by default', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw?.close());

  it('is on, and the new account is a GUEST without keys that reads its own profile', async () => {
    expect((await gql(gw.app, '{ signupAllowed }')).data).toEqual({ signupAllowed: true });
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'newcomer@example.com', username: 'Новичок', password: 'secret-123' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().accessToken as string;
    const me = await gql(gw.app, '{ me { email role accessPage } }', undefined, token);
    expect(me.data).toEqual({ me: { email: 'newcomer@example.com', role: 'GUEST', accessPage: [] } });
    const profile = await gw.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.json().user).toMatchObject({ role: 'GUEST', accessPage: [] });
  });
});
