/**
 * Issue 17: the growing lists page on the server (`clientsConnection`, `productsConnection`, …):
 * forward and backward walks see every record once while new ones arrive, totals are SQL's, the
 * search and filters hold, products stay in the reader's shop, forged or foreign cursors and
 * oversized pages are the caller's 400, and a CRM without getPage gives the same pages.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';
import { conn, walk, type Conn } from './paging-helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let sa: string;
let fastfood: string;
let manager: string;

const CLIENTS = `query($first: Int, $after: String, $last: Int, $before: String, $filter: ListFilter, $orderBy: ListOrder) {
  clientsConnection(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {
    edges { cursor node { id lastName firstName phone } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;
const PRODUCTS = `query($first: Int, $after: String, $filter: ListFilter) {
  productsConnection(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id name shopType } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

type App = TestGateway['app'];

async function refusal(vars: Record<string, unknown>, query = CLIENTS, token = sa) {
  const res = await gql(gw.app, query, vars, token);
  return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message };
}

const surname = () => `Стр${randomBytes(3).toString('hex')}`;

async function addClient(lastName: string, firstName: string, phone = '+7 (900) 555-00-11') {
  const res = await gql(
    gw.app,
    'mutation($input: ClientCreateInput!) { createClient(input: $input) { id } }',
    { input: { lastName, firstName, phone } },
    sa,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data!.createClient as { id: string }).id;
}

const sqlIds = async (text: string, params: unknown[] = []) =>
  (await gw.crm!.db.query<{ id: number }>(text, params)).map((r) => String(r.id));

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  fastfood = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(() => gw?.close());

describe('clientsConnection', () => {
  it('walks every client once in the list order, clients added meanwhile included; totals are SQL’s', async () => {
    const all = await walk(gw.app, sa, CLIENTS, { first: 2 }, async () => {
      await addClient(surname(), 'Пока листали');
    });
    expect(all).toEqual(await sqlIds('SELECT id FROM clients WHERE NOT deleted ORDER BY sort, id'));
    const first = await conn(gw.app, sa, CLIENTS, { first: 1 });
    expect(first.totalCount).toBe(all.length);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('walks backwards with last/before to the same records', async () => {
    const name = surname();
    for (let i = 0; i < 5; i += 1) await addClient(name, `Имя${i}`);
    for (const orderBy of ['LIST', 'NEWEST']) {
      const filter = { search: name };
      const forward = await walk(gw.app, sa, CLIENTS, { first: 2, filter, orderBy });
      let shown: string[] = [];
      let before: string | null = null;
      for (;;) {
        const p: Conn = await conn(gw.app, sa, CLIENTS, { last: 2, before, filter, orderBy });
        shown = [...p.edges.map((e) => e.node.id), ...shown];
        if (!p.pageInfo.hasPreviousPage) break;
        before = p.pageInfo.startCursor;
      }
      expect(shown, orderBy).toEqual(forward);
      expect(forward).toHaveLength(5);
    }
  });

  it('searches names and phone fragments on the server', async () => {
    const name = surname();
    const target = await addClient(name, 'Таисия', '+7 (931) 472-58-16');
    await addClient(name, 'Ульяна');
    const found = async (search: string) =>
      (await conn(gw.app, sa, CLIENTS, { first: 20, filter: { search } })).edges.map((e) => e.node.id);
    expect(await found(`${name} таис`)).toEqual([target]);
    expect(await found('931 472-58')).toContain(target);
    expect(await found('89314725816')).toContain(target);
    expect((await conn(gw.app, sa, CLIENTS, { first: 1, filter: { search: name } })).totalCount).toBe(2);
  });

  it('is the KLIENTS screen’s: a manager without it is refused', async () => {
    expect((await refusal({ first: 5 }, CLIENTS, manager)).code).toBe('FORBIDDEN');
  });
});

describe('productsConnection', () => {
  it('keeps a shop’s employee to its own products whatever the filter; the SA chooses', async () => {
    const mine = await walk(gw.app, fastfood, PRODUCTS, { first: 100, filter: { shopType: 'flower_shop' } });
    expect(mine).toEqual(
      await sqlIds("SELECT id FROM products WHERE NOT deleted AND shop_type = 'fastfood' ORDER BY sort, id"),
    );
    const flowers = await walk(gw.app, sa, PRODUCTS, { first: 100, filter: { shopType: 'flower_shop' } });
    expect(flowers).toEqual(
      await sqlIds(
        "SELECT id FROM products WHERE NOT deleted AND shop_type = 'flower_shop' ORDER BY sort, id",
      ),
    );
    expect((await refusal({ first: 5, filter: { shopType: 'fastfood' } })).code).toBe('BAD_USER_INPUT');
  });
});

describe('refusals', () => {
  it('a page over the cap, both directions at once, a forged cursor or another list’s cursor', async () => {
    expect(await refusal({ first: 251 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Размер страницы (first): от 1 до 250',
    });
    expect((await refusal({ last: 0 })).message).toBe('Размер страницы (last): от 1 до 250');
    expect((await refusal({ first: 2, last: 2 })).code).toBe('BAD_USER_INPUT');
    const page = await conn(gw.app, sa, CLIENTS, { first: 2 });
    const [body, mac] = page.pageInfo.endCursor.split('.');
    const edited = `${Buffer.from(JSON.stringify({ s: 0, i: 1 })).toString('base64url')}.${mac}`;
    const products = await conn(gw.app, sa, PRODUCTS, { first: 1 });
    const newest = await conn(gw.app, sa, CLIENTS, { first: 1, orderBy: 'NEWEST' });
    for (const after of [
      `${body}.${mac.slice(0, -2)}xx`,
      edited,
      'garbage',
      products.pageInfo.endCursor,
      newest.pageInfo.endCursor,
    ]) {
      expect(await refusal({ first: 2, after }), after).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Неверный курсор страницы: начните список сначала',
      });
    }
  });
});

describe('a remote CRM without getPage', () => {
  it('pages the whole list itself: the same pages, totals and search', async () => {
    const remote = await startSpecOnlyGateway(gw, /\/getPage/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const name = surname();
      for (let i = 0; i < 4; i += 1) await addClient(name, `Имя${i}`);
      for (const vars of [
        { first: 9 },
        { first: 2, filter: { search: name } },
        { first: 3, filter: { search: name }, orderBy: 'NEWEST' },
      ]) {
        const here = await walk(remote.app, token, CLIENTS, vars);
        expect(here, JSON.stringify(vars)).toEqual(await walk(gw.app, sa, CLIENTS, vars));
        const t = (app: App, tok: string) => conn(app, tok, CLIENTS, vars).then((p) => p.totalCount);
        expect(await t(remote.app, token)).toBe(await t(gw.app, sa));
      }
      const back = await conn(remote.app, token, CLIENTS, { last: 2, filter: { search: name } });
      expect(back.edges.map((e) => e.node.firstName)).toEqual(['Имя2', 'Имя3']);
      expect(back.pageInfo.hasPreviousPage).toBe(true);
    } finally {
      await remote.close();
    }
  });
});
