/**
 * Issue 16 item 5: the audit log. Sign-ins (success and failure) and sign-outs on both faces,
 * changes of rights (who changed whose keys, from what to what), read by the SA only, newest
 * first, a page at a time, filtered; no password ever stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;

interface Entry {
  event: string;
  actorEmail: string | null;
  targetEmail: string | null;
  ip: string | null;
  detail: string;
}

const LOG = `query ($filter: AuditFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    items { event actorEmail targetEmail ip detail }
    nextCursor
  }
}`;

async function log(variables: Record<string, unknown> = {}) {
  const res = await gql(gw.app, LOG, variables, sa);
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog as { items: Entry[]; nextCursor: string | null };
}

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(() => gw?.close());

describe('the audit log', () => {
  it('records sign-in success and failure and sign-out, on /api and GraphQL, with the address', async () => {
    await gw.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.8.7',
      payload: { email: ACCOUNTS.manager.email, password: 'wrong-one' },
    });
    await gql(gw.app, 'mutation { login(email: "nobody@example.com", password: "guess") { accessToken } }');
    const token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
    await gw.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

    const { items } = await log({ filter: { person: 'manager@' } });
    expect(items.map((e) => e.event).slice(0, 3)).toEqual(['signout', 'signin.success', 'signin.failure']);
    expect(items[2]).toMatchObject({ actorEmail: ACCOUNTS.manager.email, ip: '10.9.8.7' });
    expect(JSON.stringify(items)).not.toContain('wrong-one');
    const failures = (await log({ filter: { event: 'signin.failure' } })).items;
    expect(failures.map((e) => e.actorEmail)).toEqual(expect.arrayContaining(['nobody@example.com']));
    expect(JSON.stringify(failures)).not.toContain('guess');
  });

  it('records who changed whose rights, from what to what, and never a password', async () => {
    const users = (await gql(gw.app, '{ staffUsers { id email } }', undefined, sa)).data!.staffUsers as {
      id: string;
      email: string;
    }[];
    const manager = users.find((u) => u.email === ACCOUNTS.manager.email)!;
    const res = await gql(
      gw.app,
      `mutation($id: ID!) { setUserAccess(id: $id, input: { role: MANAGER, typeAccount: flower_shop, accessPage: ["NEWORDER", "ALLORDER"] }) { staffUser { id } } }`,
      { id: manager.id },
      sa,
    );
    expect(res.errors).toBeUndefined();
    const pass = await gql(
      gw.app,
      `mutation($id: ID!) { updateStaffUser(id: $id, input: { password: "secret-777" }) { staffUser { id } } }`,
      { id: manager.id },
      sa,
    );
    expect(pass.errors).toBeUndefined();

    const { items } = await log({ filter: { event: 'rights.changed' } });
    expect(items[0]).toMatchObject({ actorEmail: ACCOUNTS.admin.email, targetEmail: ACCOUNTS.manager.email });
    expect(JSON.parse(items[0].detail)).toMatchObject({ changed: ['passwordSet'] });
    const keys = JSON.parse(items[1].detail);
    expect(keys.changed).toEqual(['accessPage']);
    expect(keys.before.accessPage).toEqual(['NEWORDER', 'ALLORDER', 'ANALITIKA']);
    expect(keys.after.accessPage).toEqual(['NEWORDER', 'ALLORDER']);
    expect(JSON.stringify(items)).not.toContain('secret-777');
  });

  it('pages newest first without repeats, and is the SA’s alone', async () => {
    const first = await log({ first: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await log({ first: 2, after: first.nextCursor });
    const all = await log({ first: 200 });
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 4));

    const forged = await gql(gw.app, LOG, { after: 'not-a-cursor' }, sa);
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const admin = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
    expect((await gql(gw.app, LOG, {}, admin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
