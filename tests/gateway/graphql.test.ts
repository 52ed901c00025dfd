/** /graphql: auth resolvers, error codes, and introspection / landing page as settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upstream } from '../../gateway/upstream/types';
import { ACCOUNTS, gql, startGateway, type TestGateway } from './helper';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken user { id email role typeAccount accessPage } userErrors { field code message }
  }
}`;
const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { accessToken user { id email role } userErrors { field code message } }
}`;
const ME = '{ me { id email name avatar role typeAccount accessPage } }';
const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('with introspection and landing page on', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ env: { GRAPHQL_INTROSPECTION: 'true', GRAPHQL_LANDING_PAGE: 'true' } });
  });
  afterAll(async () => gw?.close());

  it('health reports the gateway and the CRM', async () => {
    const res = await gql(gw.app, '{ health { gateway crm } }');
    expect(res.data).toEqual({ health: { gateway: true, crm: true } });
  });

  it('login, me and logout', async () => {
    const login = await gql(gw.app, LOGIN, ACCOUNTS.fastfood);
    expect(login.errors).toBeUndefined();
    const session = (login.data as { login: { accessToken: string; user: Record<string, unknown> } }).login;
    expect(session.user).toMatchObject({
      email: ACCOUNTS.fastfood.email,
      role: 'ADMIN',
      typeAccount: 'fastfood',
    });

    const me = await gql(gw.app, ME, undefined, session.accessToken);
    expect(me.data?.me).toMatchObject({ email: ACCOUNTS.fastfood.email, role: 'ADMIN' });
    expect((me.data?.me as { accessPage: string[] }).accessPage).toContain('NEWORDER');

    const LOGOUT = 'mutation { logout { loggedOut userErrors { code } } }';
    const logout = await gql(gw.app, LOGOUT, undefined, session.accessToken);
    expect(logout.data).toEqual({ logout: { loggedOut: true, userErrors: [] } });
    const after = await gql(gw.app, ME, undefined, session.accessToken);
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const again = await gql(gw.app, LOGOUT, undefined, session.accessToken);
    expect(again.data).toEqual({ logout: { loggedOut: false, userErrors: [] } });
  });

  it('me without a token is UNAUTHENTICATED', async () => {
    const res = await gql(gw.app, ME);
    // `me` is nullable (issue 18 item 2): the refusal nulls the field, not the whole reply.
    expect(res.data).toEqual({ me: null });
    expect(res.errors?.[0]).toMatchObject({
      path: ['me'],
      message: 'Требуется вход в систему',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('a wrong password or an unknown e-mail is the same CREDENTIALS_INVALID, in Russian, naming no field', async () => {
    const refused = {
      accessToken: null,
      user: null,
      userErrors: [{ field: null, code: 'CREDENTIALS_INVALID', message: 'Неверный email или пароль' }],
    };
    const wrong = await gql(gw.app, LOGIN, { email: ACCOUNTS.admin.email, password: 'nope-nope' });
    expect(wrong).toMatchObject({ data: { login: refused } });
    expect(wrong.errors).toBeUndefined();
    const unknown = await gql(gw.app, LOGIN, { email: 'nobody-here@example.com', password: 'nope-nope' });
    expect(unknown.data?.login).toEqual(refused);
    const empty = await gql(gw.app, LOGIN, { email: ACCOUNTS.admin.email, password: '' });
    expect((empty.data?.login as { userErrors: unknown }).userErrors).toEqual([
      { field: ['password'], code: 'FIELD_INVALID', message: 'Введите пароль' },
    ]);
  });

  it('register, then a duplicate and an invalid one are user errors at their field of input', async () => {
    const input = { email: `gql-${Date.now()}@example.com`, username: 'Гость', password: 'secret-123' };
    const first = await gql(gw.app, REGISTER, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data?.register).toMatchObject({ user: { email: input.email, role: 'GUEST' } });

    const duplicate = await gql(gw.app, REGISTER, { input });
    expect(duplicate.data?.register).toEqual({
      accessToken: null,
      user: null,
      userErrors: [
        {
          field: ['input', 'email'],
          code: 'NAME_TAKEN',
          message: 'Пользователь с таким email уже существует',
        },
      ],
    });
    const invalid = await gql(gw.app, REGISTER, { input: { ...input, email: 'nope' } });
    expect((invalid.data?.register as { userErrors: unknown }).userErrors).toEqual([
      { field: ['input', 'email'], code: 'FIELD_INVALID', message: 'Email указан неверно' },
    ]);
    const nameless = await gql(gw.app, REGISTER, { input: { ...input, username: ' ' } });
    expect((nameless.data?.register as { userErrors: unknown }).userErrors).toEqual([
      { field: ['input', 'username'], code: 'FIELD_INVALID', message: 'Введите имя пользователя' },
    ]);
  });

  it('errors carry no stack trace', async () => {
    const res = await gql(gw.app, ME);
    expect(JSON.stringify(res)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('introspection is allowed', async () => {
    const res = await gql(gw.app, INTROSPECTION);
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('the landing page is served to a browser', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('with introspection and landing page off', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ env: { GRAPHQL_INTROSPECTION: 'false', GRAPHQL_LANDING_PAGE: 'false' } });
  });
  afterAll(async () => gw?.close());

  it('introspection is refused', async () => {
    const res = await gql(gw.app, INTROSPECTION);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('no landing page', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.headers['content-type'] ?? '').not.toMatch(/text\/html/);
  });

  it('queries still work', async () => {
    const res = await gql(gw.app, '{ health { gateway } }');
    expect(res.data).toEqual({ health: { gateway: true } });
  });
});

describe('when something unexpected breaks', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    // A handed-in client that fails the way a bug would: a plain Error with internals in it.
    const broken: Upstream = {
      call: async () => {
        throw new Error('db password is hunter2');
      },
      envelope: async () => {
        throw new Error('db password is hunter2');
      },
      close: async () => undefined,
    };
    gw = await startGateway({ crmUrl: 'http://127.0.0.1:9', upstream: broken });
  });
  afterAll(async () => gw?.close());

  it('answers INTERNAL_SERVER_ERROR without the internals', async () => {
    const token = gw.app.jwt.sign({ sub: '1', sid: 'session', role: 'SA', typeAccount: 'flower_shop' });
    const res = await gql(gw.app, ME, undefined, token);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Внутренняя ошибка сервера',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(res)).not.toContain('hunter2');
  });

  it('a malformed request body gets a GraphQL-shaped 400', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
