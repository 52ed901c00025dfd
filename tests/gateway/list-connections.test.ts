/**
 * Issue 17: the growing lists page on the server (`clientsConnection`, `productsConnection`, …):
 * forward and backward walks see every record once while new ones arrive, totals are SQL's, the
 * search and filters hold, products stay in the reader's shop, forged or foreign cursors and
 * oversized pages are the caller's 400, and a CRM without getPage gives the same pages.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, signInSeeded, startGateway, type TestGateway } from './helper';
import { conn, walk, type App, type Conn } from './connections-helper';
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
    edges { cursor node { id name shopType categoryId } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function refusal(vars: Record<string, unknown>, query = CLIENTS, token = sa) {
  const res = await gql(gw.app, query, vars, token);
  return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message };
}

const surname = () => `Стр${randomBytes(3).toString('hex')}`;

async function addClient(lastName: string, firstName: string, phone = '+7 (900) 555-00-11') {
  const res = await gql(
    gw.app,
    'mutation($input: ClientCreateInput!) { createClient(input: $input) { client { id } } }',
    { input: { lastName, firstName, phone } },
    sa,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data!.createClient as { client: { id: string } }).client.id;
}

const sqlIds = async (text: string, params: unknown[] = []) =>
  (await gw.crm!.db.query<{ id: number }>(text, params)).map((r) => String(r.id));

beforeAll(async () => {
  gw = await startGateway();
  ({ admin: sa, fastfood, manager } = await signInSeeded(gw.app));
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

/** A fast-food category tree with products: top > mid > leaf, and one product in each. */
async function categoryTree(app: App, token: string) {
  const t = surname();
  const make = async (mutation: string, input: Record<string, unknown>) => {
    const res = await gql(
      app,
      `mutation($input: ${mutation}) { r: ${mutation.startsWith('Category') ? 'createCategory' : 'createProduct'}(input: $input) { ${mutation.startsWith('Category') ? 'category' : 'product'} { id } } }`,
      { input },
      token,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return Object.values(res.data!.r as Record<string, { id: string }>)[0].id;
  };
  const category = (name: string, parentId: string | null) =>
    make('CategoryCreateInput!', { name: `${t} ${name}`, parentId, shopType: 'fastfood' });
  const product = (name: string, categoryId: string) =>
    make('ProductCreateInput!', {
      name: `${t} ${name}`,
      categoryId,
      unit: 'шт',
      price: 100,
      shopType: 'fastfood',
    });
  const top = await category('верх', null);
  const mid = await category('середина', top);
  const leaf = await category('лист', mid);
  for (const [i, c] of [top, mid, leaf, top].entries()) await product(`товар ${i}`, c);
  return { t, top, mid, leaf };
}

describe('productsConnection by category', () => {
  it('pages a category with its subcategories; totals are SQL’s; a list without categories refuses', async () => {
    const { top, mid, leaf } = await categoryTree(gw.app, fastfood);
    const vars = { first: 2, filter: { categoryId: top } };
    expect(await walk(gw.app, fastfood, PRODUCTS, vars)).toEqual(
      await sqlIds(
        'SELECT id FROM products WHERE NOT deleted AND category_id = ANY($1::int[]) ORDER BY sort, id',
        [[top, mid, leaf].map(Number)],
      ),
    );
    expect(
      (await conn(gw.app, fastfood, PRODUCTS, { first: 1, filter: { categoryId: mid } })).totalCount,
    ).toBe(2);
    expect((await refusal({ first: 1, filter: { categoryId: top } })).code).toBe('BAD_USER_INPUT');
    expect((await refusal({ first: 1, filter: { hasImage: true } })).code).toBe('BAD_USER_INPUT');
    expect(
      (await refusal({ first: 1, filter: { onlyActive: true, onlyInactive: true } }, PRODUCTS)).code,
    ).toBe('BAD_USER_INPUT');
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
      // Products by category, status and picture: the gateway walks the category tree itself.
      const { t, top, mid } = await categoryTree(gw.app, fastfood);
      const ffRemote = await login(remote.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
      for (const filter of [
        { categoryId: top },
        { categoryId: mid, search: t },
        { categoryId: top, hasImage: false, onlyActive: true },
        { categoryId: top, onlyInactive: true },
        { categoryId: top, onlyDeleted: true },
        { hasImage: true },
      ]) {
        const vars = { first: 2, filter };
        expect(await walk(remote.app, ffRemote, PRODUCTS, vars), JSON.stringify(filter)).toEqual(
          await walk(gw.app, fastfood, PRODUCTS, vars),
        );
        const t2 = (app: App, tok: string) => conn(app, tok, PRODUCTS, vars).then((p) => p.totalCount);
        expect(await t2(remote.app, ffRemote)).toBe(await t2(gw.app, fastfood));
      }
      const back = await conn(remote.app, token, CLIENTS, { last: 2, filter: { search: name } });
      expect(back.edges.map((e) => e.node.firstName)).toEqual(['Имя2', 'Имя3']);
      expect(back.pageInfo.hasPreviousPage).toBe(true);
    } finally {
      await remote.close();
    }
  });
});
