/**
 * Issue 16 item 0: no escalation, no takeover. An ADMIN with SETTINGS (the fast-food admin) may
 * not change roles, shop types, page keys, the active flag or passwords, nor touch an SA's
 * account, on GraphQL or /api; what it tried leaves the accounts as they were. The SA still can,
 * and a change of rights or password ends the changed user's sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, type TestGateway, startGateway } from './helper';

let gw: TestGateway;
let sa: string;
let ff: string;

interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: string;
  typeAccount: string;
  accessPage: string[];
  active: boolean;
}

const USER_FIELDS = 'id email name role typeAccount accessPage active';

async function staff(): Promise<StaffUser[]> {
  const res = await gql(gw.app, `{ staffUsers { ${USER_FIELDS} } }`, undefined, sa);
  expect(res.errors).toBeUndefined();
  return res.data!.staffUsers as StaffUser[];
}

const byEmail = async (email: string) => (await staff()).find((u) => u.email === email)!;

async function api(token: string, url: string, payload: unknown) {
  return gw.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
}

const canSignIn = async (email: string, password: string) =>
  (await gw.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
    .statusCode === 200;

const profileStatus = async (token: string) =>
  (await gw.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  ff = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
});
afterAll(() => gw.close());

describe('an ADMIN with SETTINGS cannot escalate (GraphQL)', () => {
  it('cannot make itself SA, change its keys or shop type', async () => {
    const self = await byEmail(ACCOUNTS.fastfood.email);
    for (const input of [{ role: 'SA' }, { typeAccount: 'flower_shop' }, { accessPage: ['NEWORDER'] }]) {
      const res = await gql(
        gw.app,
        `mutation($id: ID!, $input: StaffUserUpdateInput!) { updateStaffUser(id: $id, input: $input) { staffUser { id role } } }`,
        { id: self.id, input },
        ff,
      );
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('FORBIDDEN');
    }
    expect(await byEmail(ACCOUNTS.fastfood.email)).toEqual(self);
  });

  it('cannot create accounts (an SA least of all)', async () => {
    const res = await gql(
      gw.app,
      `mutation($input: StaffUserCreateInput!) { createStaffUser(input: $input) { staffUser { id } } }`,
      {
        input: {
          email: 'evil-sa@example.com',
          name: 'Evil',
          role: 'SA',
          typeAccount: 'flower_shop',
          accessPage: [],
          password: 'evil-pass-1',
        },
      },
      ff,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await staff()).some((u) => u.email === 'evil-sa@example.com')).toBe(false);
    expect(await canSignIn('evil-sa@example.com', 'evil-pass-1')).toBe(false);
  });

  it("cannot set the SA's password, rename, deactivate or delete the SA", async () => {
    const admin = await byEmail(ACCOUNTS.admin.email);
    const attempts = [
      ['updateStaffUser(id: $id, input: { password: "taken-over-1" }) { staffUser { id } }', 'password'],
      ['updateStaffUser(id: $id, input: { name: "Взломан" }) { staffUser { id } }', 'name'],
      ['setStaffUserActive(id: $id, active: false) { staffUser { id } }', 'active'],
      ['setStaffUserDeleted(id: $id, deleted: true) { staffUser { id } }', 'deleted'],
    ];
    for (const [field, what] of attempts) {
      const res = await gql(gw.app, `mutation($id: ID!) { ${field} }`, { id: admin.id }, ff);
      expect(res.errors?.[0]?.extensions?.code, what).toBe('FORBIDDEN');
    }
    expect(await byEmail(ACCOUNTS.admin.email)).toEqual(admin);
    expect(await canSignIn(ACCOUNTS.admin.email, 'taken-over-1')).toBe(false);
    expect(await canSignIn(ACCOUNTS.admin.email, ACCOUNTS.admin.password)).toBe(true);
  });

  it("cannot change another user's rights, password or active flag, or use setUserAccess", async () => {
    const manager = await byEmail(ACCOUNTS.manager.email);
    const attempts = [
      'updateStaffUser(id: $id, input: { accessPage: ["NEWORDER", "SETTINGS"] }) { staffUser { id } }',
      'updateStaffUser(id: $id, input: { password: "manager-new-1" }) { staffUser { id } }',
      'setStaffUserActive(id: $id, active: false) { staffUser { id } }',
      'setUserAccess(id: $id, input: { role: ADMIN, typeAccount: flower_shop, accessPage: [] }) { staffUser { id } }',
    ];
    for (const field of attempts) {
      const res = await gql(gw.app, `mutation($id: ID!) { ${field} }`, { id: manager.id }, ff);
      expect(res.errors?.[0]?.extensions?.code, field).toBe('FORBIDDEN');
    }
    expect(await byEmail(ACCOUNTS.manager.email)).toEqual(manager);
    expect(await canSignIn(ACCOUNTS.manager.email, ACCOUNTS.manager.password)).toBe(true);
  });

  it("may still edit a non-SA user's name (no rights change), sending the unchanged rights along", async () => {
    const manager = await byEmail(ACCOUNTS.manager.email);
    const res = await gql(
      gw.app,
      `mutation($id: ID!, $input: StaffUserUpdateInput!) { updateStaffUser(id: $id, input: $input) { staffUser { name } } }`,
      {
        id: manager.id,
        input: {
          name: 'Менеджер Иванова',
          role: manager.role,
          typeAccount: manager.typeAccount,
          accessPage: manager.accessPage,
        },
      },
      ff,
    );
    expect(res.errors).toBeUndefined();
    expect((await byEmail(ACCOUNTS.manager.email)).name).toBe('Менеджер Иванова');
  });
});

describe('the same refusals on /api/user', () => {
  it('setUpdateUser with a role, keys or password, setActiveUser and setNewUser are refused', async () => {
    const self = await byEmail(ACCOUNTS.fastfood.email);
    const admin = await byEmail(ACCOUNTS.admin.email);
    const before = await staff();
    const calls: [string, unknown][] = [
      ['/api/user/setUpdateUser', { dataUserUpdate: { id: Number(self.id), role: 'SA' } }],
      ['/api/user/setUpdateUser', { dataUserUpdate: { id: Number(admin.id), password: 'taken-over-2' } }],
      ['/api/user/setUpdateUser', { dataUserUpdate: { id: Number(admin.id), name: 'Взломан' } }],
      ['/api/user/setActiveUser', { id: Number(admin.id), val: 0 }],
      ['/api/user/setDeletedUser', { id: Number(admin.id), val: 1 }],
      [
        '/api/user/setNewUser',
        {
          dataUserUpdate: {
            email: 'evil-sa-2@example.com',
            name: 'Evil',
            role: 'SA',
            typeAccount: 'fastfood',
            password: 'evil-pass-2',
          },
        },
      ],
    ];
    for (const [url, body] of calls) {
      const res = await api(ff, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(403);
      // The user family's envelope (spec section 7), with the reason in errorInfo.
      expect(res.json()).toMatchObject({ userList: [], result: 0, error: 1 });
      expect(res.json().errorInfo).toMatch(/суперадминистратор/);
    }
    expect(await staff()).toEqual(before);
    expect(await canSignIn(ACCOUNTS.admin.email, 'taken-over-2')).toBe(false);
  });
});

describe('the SA keeps every power, and a change of rights ends sessions', () => {
  it('creates an account, changes its keys and password; each change signs the user out', async () => {
    const created = await api(sa, '/api/user/setNewUser', {
      dataUserUpdate: {
        email: 'cashier@example.com',
        name: 'Кассир',
        role: 'MANAGER',
        typeAccount: 'flower_shop',
        accessPage: ['NEWORDER'],
        password: 'cashier-1',
      },
    });
    expect(created.statusCode).toBe(200);
    const cashier = await byEmail('cashier@example.com');
    const token = await login(gw.app, 'cashier@example.com', 'cashier-1');
    expect(await profileStatus(token)).toBe(200);

    const keys = await gql(
      gw.app,
      `mutation($id: ID!) { setUserAccess(id: $id, input: { role: MANAGER, typeAccount: flower_shop, accessPage: ["NEWORDER", "ALLORDER"] }) { staffUser { accessPage } } }`,
      { id: cashier.id },
      sa,
    );
    expect(keys.errors).toBeUndefined();
    expect(await profileStatus(token)).toBe(401);

    const again = await login(gw.app, 'cashier@example.com', 'cashier-1');
    const pass = await api(sa, '/api/user/setUpdateUser', {
      dataUserUpdate: { id: Number(cashier.id), password: 'cashier-2' },
    });
    expect(pass.statusCode).toBe(200);
    expect(await profileStatus(again)).toBe(401);
    expect(await canSignIn('cashier@example.com', 'cashier-2')).toBe(true);
  });

  it('an edit that changes no rights keeps the sessions', async () => {
    const token = await login(gw.app, 'cashier@example.com', 'cashier-2');
    const cashier = await byEmail('cashier@example.com');
    const res = await api(sa, '/api/user/setUpdateUser', {
      dataUserUpdate: { id: Number(cashier.id), name: 'Кассир Петров' },
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(token)).toBe(200);
  });

  it('nobody grants a key they do not hold, and the SA cannot switch itself off', async () => {
    const weakSa = await api(sa, '/api/user/setNewUser', {
      dataUserUpdate: {
        email: 'second-sa@example.com',
        name: 'Второй SA',
        role: 'SA',
        typeAccount: 'flower_shop',
        accessPage: ['NEWORDER'],
        password: 'second-sa-1',
      },
    });
    expect(weakSa.statusCode).toBe(200);
    const second = await login(gw.app, 'second-sa@example.com', 'second-sa-1');
    const cashier = await byEmail('cashier@example.com');
    const res = await gql(
      gw.app,
      `mutation($id: ID!) { setUserAccess(id: $id, input: { role: MANAGER, typeAccount: flower_shop, accessPage: ["NEWORDER", "MONEY"] }) { staffUser { id } } }`,
      { id: cashier.id },
      second,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toMatch(/MONEY/);

    const admin = await byEmail(ACCOUNTS.admin.email);
    const off = await gql(
      gw.app,
      `mutation($id: ID!) { setStaffUserActive(id: $id, active: false) { staffUser { id } } }`,
      { id: admin.id },
      sa,
    );
    expect(off.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await byEmail(ACCOUNTS.admin.email)).active).toBe(true);
  });
});

describe('a user changes their own password only with the current one', () => {
  const CHANGE = `mutation($c: String!, $n: String!) {
    changePassword(currentPassword: $c, newPassword: $n) { accessToken userErrors { field code message } } }`;

  it('not through the user list, even as SA', async () => {
    const admin = await byEmail(ACCOUNTS.admin.email);
    const res = await api(sa, '/api/user/setUpdateUser', {
      dataUserUpdate: { id: Number(admin.id), password: 'no-current-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(await canSignIn(ACCOUNTS.admin.email, 'no-current-1')).toBe(false);
  });

  it('a wrong current password is refused and changes nothing', async () => {
    const token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    const res = await gql(gw.app, CHANGE, { c: 'wrong-one', n: 'manager-new-2' }, token);
    expect(res.errors).toBeUndefined();
    expect((res.data!.changePassword as { userErrors: unknown[] }).userErrors).toEqual([
      { field: ['currentPassword'], code: 'INVALID', message: 'Текущий пароль указан неверно' },
    ]);
    expect(await profileStatus(token)).toBe(200);
    expect(await canSignIn(ACCOUNTS.manager.email, ACCOUNTS.manager.password)).toBe(true);
  });

  it('with the current one: a fresh session comes back, every other session ends', async () => {
    const other = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    const token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    const res = await gql(gw.app, CHANGE, { c: ACCOUNTS.manager.password, n: 'manager-new-3' }, token);
    expect(res.errors).toBeUndefined();
    const fresh = (res.data!.changePassword as { accessToken: string }).accessToken;
    expect(await profileStatus(fresh)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(token)).toBe(401);
    expect(await canSignIn(ACCOUNTS.manager.email, 'manager-new-3')).toBe(true);
    expect(await canSignIn(ACCOUNTS.manager.email, ACCOUNTS.manager.password)).toBe(false);
  });
});
