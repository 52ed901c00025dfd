/**
 * The user list: staff accounts created by the SA sign in, passwords never leave the CRM,
 * switching an account off ends its sessions, and user/setUserAccess changes what it may open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFailure, startTestCrm, type TestCrm } from './helper';
import { createSample, expectError, getAll, list, update, type WriteData } from './list-samples';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

const USERS = list('User');

async function login(email: unknown, password: unknown) {
  return call<{ accessToken: string; id: number; role: string }>(crm, '/auth/login', { email, password });
}

async function profile(accessToken: string) {
  return call<{ role: string; typeAccount: string; accessPage: string[] }>(crm, '/auth/profile', {
    accessToken,
  });
}

describe('user list', () => {
  it('creates an account that signs in, named after its name, with no password in any reply', async () => {
    const { input, record } = await createSample(crm, USERS, { role: 'EDITOR', typeAccount: 'fastfood' });
    const session = await login(input.email, input.password);
    expect(session.body.error, JSON.stringify(session.body)).toBe(0);
    expect(session.body.data).toMatchObject({ id: record.id, role: 'EDITOR', typeAccount: 'fastfood' });
    const me = await call<{ username: string }>(crm, '/auth/profile', {
      accessToken: session.body.data!.accessToken,
    });
    expect(me.body.data?.username).toBe(input.name);

    const all = await getAll(crm, USERS);
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/password|scrypt\$/);
    expect(JSON.stringify(record)).not.toMatch(/password|scrypt\$/);
  });

  it('keeps the password when an update leaves it blank or out, and changes it when given', async () => {
    const { input, record } = await createSample(crm, USERS);
    for (const password of [undefined, '', '   ']) {
      const reply = await update(crm, USERS, { id: record.id, name: 'Новое имя', password });
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      expect((await login(input.email, input.password)).body.error).toBe(0);
    }
    const changed = await update(crm, USERS, { id: record.id, password: 'brand-new-pass' });
    expect(changed.body.error).toBe(0);
    expectFailure(await login(input.email, input.password), 200, 'BAD_CREDENTIALS');
    expect((await login(input.email, 'brand-new-pass')).body.error).toBe(0);
  });

  it.each([
    ['setUserActive', 0],
    ['setUserDeleted', 1],
  ])('%s %s ends the account’s sessions at once and blocks sign-in', async (method, val) => {
    const { input, record } = await createSample(crm, USERS);
    const session = await login(input.email, input.password);
    const token = session.body.data!.accessToken;
    expect((await profile(token)).body.error).toBe(0);

    const off = await call<WriteData>(crm, `/user/${method}`, { id: record.id, val });
    expect(off.body.error).toBe(0);
    expectFailure(await profile(token), 200, 'SESSION_INVALID');
    expectFailure(await login(input.email, input.password), 200, 'BAD_CREDENTIALS');
    if (crm.db) {
      const rows = await crm.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [record.id]);
      expect(rows).toHaveLength(0);
    }
    // Switched back on, the account signs in again, but the old session stays dead.
    await call(crm, `/user/${method}`, { id: record.id, val: val === 0 ? 1 : 0 });
    expect((await login(input.email, input.password)).body.error).toBe(0);
    expectFailure(await profile(token), 200, 'SESSION_INVALID');
  });
});

describe('user/setUserAccess', () => {
  it('sets role, shop type and pages, ending the sessions; the next sign-in carries them', async () => {
    const { input, record } = await createSample(crm, USERS, { role: 'MANAGER', accessPage: ['NEWORDER'] });
    const token = (await login(input.email, input.password)).body.data!.accessToken;
    const reply = await call<WriteData>(crm, '/user/setUserAccess', {
      id: record.id,
      role: 'ADMIN',
      typeAccount: 'fastfood',
      accessPage: ['REFERENCE', 'SETTINGS', 'REFERENCE'],
    });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    expect(reply.body.data!.record).toMatchObject({
      role: 'ADMIN',
      typeAccount: 'fastfood',
      accessPage: ['REFERENCE', 'SETTINGS'],
      email: record.email,
      name: record.name,
    });
    // A change of rights ends the user's sessions (issue 16 item 0; migration 014's trigger).
    expectFailure(await profile(token), 200, 'SESSION_INVALID');
    const fresh = (await login(input.email, input.password)).body.data!.accessToken;
    expect((await profile(fresh)).body.data).toMatchObject({
      role: 'ADMIN',
      typeAccount: 'fastfood',
      accessPage: ['REFERENCE', 'SETTINGS'],
    });

    // Taking every page away.
    await call(crm, '/user/setUserAccess', { id: record.id, accessPage: [] });
    expectFailure(await profile(fresh), 200, 'SESSION_INVALID');
    const last = (await login(input.email, input.password)).body.data!.accessToken;
    expect((await profile(last)).body.data?.accessPage).toEqual([]);
  });

  it('changes nothing else and refuses bad values, unknown users and empty requests', async () => {
    const { record } = await createSample(crm, USERS);
    const access = (body: object) => call(crm, '/user/setUserAccess', body);
    // Fields other than the access ones are ignored.
    const ignored = await call<WriteData>(crm, '/user/setUserAccess', {
      id: record.id,
      role: 'GUEST',
      email: 'hijack@example.com',
      name: 'Взлом',
    });
    expect(ignored.body.data!.record).toMatchObject({
      role: 'GUEST',
      email: record.email,
      name: record.name,
    });

    expectError(
      await access({ id: record.id, role: 'ROOT' }),
      'VALIDATION',
      'Поле «Роль»: выберите значение из списка',
    );
    expectError(await access({ id: record.id, accessPage: ['NOPE'] }), 'VALIDATION');
    expectError(await access({ id: record.id, typeAccount: 'bakery' }), 'VALIDATION');
    expectError(await access({ id: record.id }), 'VALIDATION');
    expectError(await access({ id: 2_000_000_000, role: 'GUEST' }), 'NOT_FOUND');
    const stored = (await getAll(crm, USERS)).find((u) => u.id === record.id);
    expect(stored?.role).toBe('GUEST');
  });
});
