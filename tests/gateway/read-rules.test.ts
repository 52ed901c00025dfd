/**
 * Issue 16 item 1: reads by the rules of schema/data-access.ts on both faces. A fresh sign-up
 * reads nothing but its profile; the manager (NEWORDER, ALLORDER, ANALITIKA) reads what taking
 * and processing orders needs, not the client directory, the staff list or the cashbox; an order
 * worker is a name and a position; a cashier finds a client by the whole phone only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, registerUser, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;
let manager: string;
let guest: string;
let client: { phone: string; firstName: string };

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  guest = (await registerUser(gw.app, 'stranger')).token;
  const [row] = await gw.crm!.db.query<{ phone: string; first_name: string }>(
    'SELECT phone, first_name FROM clients WHERE NOT deleted AND active ORDER BY id LIMIT 1',
  );
  client = { phone: row.phone, firstName: row.first_name };
});
afterAll(() => gw?.close());

const code = async (query: string, token: string, variables?: Record<string, unknown>) =>
  (await gql(gw.app, query, variables, token)).errors?.[0]?.extensions?.code;
const status = async (url: string, token: string) =>
  (await gw.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;

describe('a fresh sign-up (GUEST, no keys)', () => {
  it.each([
    '{ clients { id phone } }',
    '{ staffUsers { id email } }',
    '{ cashShifts { id } }',
    '{ orderStatuses { id } }',
    '{ orders { start } }',
    '{ products { id } }',
    '{ notifications { id } }',
    '{ clientSearch(query: "79001112233") { id } }',
  ])('is refused %s', async (query) => {
    expect(await code(query, guest)).toBe('FORBIDDEN');
  });

  it('reads its own profile, and nothing on /api', async () => {
    expect(await code('{ me { email } }', guest)).toBeUndefined();
    for (const url of [
      '/api/reference/getAllKlientDirectory',
      '/api/user/getUserList',
      '/api/reference/getAllStatusOrder',
      '/api/catalog/getAllProductList',
    ]) {
      expect(await status(url, guest), url).toBe(403);
    }
    expect(await status('/api/auth/profile', guest)).toBe(200);
  });
});

describe('the manager', () => {
  it('reads the order screens’ data, not the directory, the staff or the cashbox', async () => {
    for (const q of [
      '{ orderStatuses { id } }',
      '{ products { id } }',
      '{ orders { start } }',
      '{ employees { id } }',
    ]) {
      expect(await code(q, manager), q).toBeUndefined();
    }
    for (const q of [
      '{ clients { id } }',
      '{ recipients { id } }',
      '{ staffUsers { id } }',
      '{ cashShifts { id } }',
    ]) {
      expect(await code(q, manager), q).toBe('FORBIDDEN');
    }
  });

  it('sees order workers as names and positions: no phones, on GraphQL and /api', async () => {
    const mine = await gql(gw.app, '{ employees { fullName phone } }', undefined, manager);
    const full = await gql(gw.app, '{ employees { fullName phone } }', undefined, sa);
    const rows = mine.data!.employees as { fullName: string; phone: string | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => e.phone === null && e.fullName)).toBe(true);
    expect((full.data!.employees as { phone: string | null }[]).some((e) => e.phone)).toBe(true);
    const legacy = await gw.app.inject({
      method: 'GET',
      url: '/api/reference/getAllEmployees',
      headers: bearer(manager),
    });
    expect((legacy.json() as { phone: unknown }[]).every((e) => e.phone === null)).toBe(true);
  });

  it('finds a client by the whole phone only; the SA by a fragment too', async () => {
    const search = (query: string, token: string) =>
      gql(gw.app, 'query ($q: String!) { clientSearch(query: $q) { firstName phone } }', { q: query }, token);
    const digits = client.phone.replace(/\D/g, '');
    const whole = await search(client.phone, manager);
    expect(whole.data!.clientSearch).toEqual([expect.objectContaining({ firstName: client.firstName })]);
    expect((await search(digits.slice(-4), manager)).data!.clientSearch).toEqual([]);
    const fragment = (await search(digits.slice(-4), sa)).data!.clientSearch as { phone: string }[];
    expect(fragment.length).toBeGreaterThan(0);
    expect((await search('x', sa)).data!.clientSearch).toEqual([]);
    expect((await search(client.phone, sa)).errors).toBeUndefined();
  });
});
