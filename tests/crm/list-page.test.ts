/**
 * getPage{R} of the lists that grow (issue 17): pages without gaps or repeats while records
 * arrive, the search (words, phone fragments), filters, totals against SQL, refusals, and the
 * indexes the pages need (EXPLAIN, embedded CRM only).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findList, LISTS } from '../../schema/lists';
import { inSubtreeSql, searchExpr } from '../../crm/lists/page';
import { call, LOCAL, startTestCrm, type TestCrm, PLANS } from './helper';
import { path, type Rec } from './list-samples';

const CLIENTS = findList('KlientDirectory')!;
const PRODUCTS = findList('ProductList')!;

interface Page {
  rows: Rec[];
  total: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

async function page(body: Record<string, unknown>, list = CLIENTS) {
  return call<Page>(crm, path(list, 'getPage'), body);
}

async function ok(body: Record<string, unknown>, list = CLIENTS): Promise<Page> {
  const reply = await page(body, list);
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return reply.body.data!;
}

/** A run's own surname, so the suite also passes on a database other tests filled. */
const surname = () => `Тест${randomBytes(3).toString('hex')}`;
/** A phone no other record has: +7 9xx from random digits. */
const phone = () =>
  `+7 (9${String(randomBytes(1)[0] % 100).padStart(2, '0')}) ${(randomBytes(4).readUInt32BE() % 900) + 100}-${String(randomBytes(1)[0] % 100).padStart(2, '0')}-${String(randomBytes(1)[0] % 100).padStart(2, '0')}`;

async function addClient(lastName: string, firstName: string, tel = phone()): Promise<Rec> {
  const reply = await call<{ record: Rec }>(crm, path(CLIENTS, 'saveNew'), {
    dataKlientDirectoryUpdate: { lastName, firstName, phone: tel },
  });
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return reply.body.data!.record;
}

/** Every page of a search, `first` at a time; `between` runs after each page. */
async function walk(body: Record<string, unknown>, first: number, between?: () => Promise<void>) {
  const seen: Rec[] = [];
  let after: Record<string, unknown> = {};
  for (;;) {
    const p = await ok({ ...body, first, ...after });
    seen.push(...p.rows);
    if (!p.hasNextPage) return seen;
    const last = p.rows.at(-1)!;
    after = { afterSort: last.sort, afterId: last.id };
    await between?.();
  }
}

describe('getPage of a growing list', () => {
  it('is offered for exactly the lists that search', async () => {
    for (const list of LISTS) {
      const reply = await page({ first: 1 }, list);
      if (list.search) expect(reply.body.error, list.name).toBe(0);
      else expect(reply.status, list.name).toBe(404);
    }
  });

  it('walks a search page by page in the list order, each record once, new ones at the end', async () => {
    const name = surname();
    const made = [];
    for (let i = 0; i < 7; i += 1) made.push(await addClient(name, `Имя${i}`));
    let added = 0;
    const seen = await walk({ search: name }, 3, async () => {
      // A client added between pages comes after the ones already shown, never among them.
      if (added < 2) made.push(await addClient(name, `Новый${(added += 1)}`));
    });
    expect(seen.map((r) => r.id)).toEqual(made.map((r) => r.id));
    const first = await ok({ search: name, first: 2 });
    expect(first.total).toBe(9);
    expect(first.hasNextPage).toBe(true);
    expect((await ok({ search: name, first: 2, withTotals: false })).total).toBeNull();
  });

  it('walks backwards with last/before: the same records, each page still in list order', async () => {
    const name = surname();
    const made = [];
    for (let i = 0; i < 7; i += 1) made.push(await addClient(name, `Имя${i}`));
    for (const orderBy of ['sort', 'newest']) {
      const forward = (await ok({ search: name, orderBy, first: 50 })).rows.map((r) => r.id);
      let shown: number[] = [];
      let before: Record<string, unknown> = {};
      for (;;) {
        const p = await ok({ search: name, orderBy, last: 3, ...before });
        expect(p.rows.length).toBeLessThanOrEqual(3);
        shown = [...p.rows.map((r) => r.id), ...shown];
        if (!p.hasPreviousPage) break;
        expect(p.hasNextPage).toBe(shown.length > p.rows.length);
        const top = p.rows[0];
        before = { beforeSort: top.sort, beforeId: top.id };
      }
      expect(shown, orderBy).toEqual(forward);
    }
    expect((await page({ first: 2, last: 2 })).body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
  });

  it('newest first walks ids downwards', async () => {
    const name = surname();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await addClient(name, `Имя${i}`));
    const seen: Rec[] = [];
    let afterId: number | undefined;
    for (;;) {
      const p = await ok({ search: name, orderBy: 'newest', first: 2, afterId });
      seen.push(...p.rows);
      if (!p.hasNextPage) break;
      afterId = p.rows.at(-1)!.id;
    }
    expect(seen.map((r) => r.id)).toEqual(made.map((r) => r.id).reverse());
  });

  it('finds by every word in any field and by a phone fragment typed any way', async () => {
    const name = surname();
    const tel = phone();
    const digits = tel.replace(/\D/g, '');
    const target = await addClient(name, 'Анастасия', tel);
    await addClient(name, 'Борис');
    const ids = async (search: string) => (await ok({ search, first: 50 })).rows.map((r) => r.id);
    expect(await ids(`${name.toLowerCase()} анаст`)).toEqual([target.id]);
    expect(await ids(`АНАСТАСИЯ ${name}`)).toEqual([target.id]);
    expect(await ids(digits.slice(4, 10))).toEqual([target.id]);
    expect(await ids(`8${digits.slice(1)}`)).toEqual([target.id]);
    expect(await ids(tel)).toEqual([target.id]);
    expect(await ids(`${name} Зинаида`)).toEqual([]);
    // LIKE's wildcards typed by the user match only themselves.
    expect(await ids(`${name} %`)).toEqual([]);
  });

  it('leaves deleted and, on request, inactive records out; counts what it leaves in', async () => {
    const name = surname();
    const [a, b, c] = [await addClient(name, 'А'), await addClient(name, 'Б'), await addClient(name, 'В')];
    await call(crm, path(CLIENTS, 'setDeleted'), { id: a.id, val: 1 });
    await call(crm, path(CLIENTS, 'setActive'), { id: b.id, val: 0 });
    const ids = async (body: Record<string, unknown>) => {
      const p = await ok({ search: name, first: 50, ...body });
      expect(p.total).toBe(p.rows.length);
      return p.rows.map((r) => r.id);
    };
    expect(await ids({})).toEqual([b.id, c.id]);
    expect(await ids({ onlyActive: true })).toEqual([c.id]);
    expect(await ids({ includeDeleted: true })).toEqual([a.id, b.id, c.id]);
  });

  it('filters products by shop type and refuses one on a list without it', async () => {
    for (const shopType of ['flower_shop', 'fastfood']) {
      const p = await ok({ shopType, first: 250 }, PRODUCTS);
      expect(p.rows.length).toBeGreaterThan(0);
      expect(p.rows.every((r) => r.shopType === shopType)).toBe(true);
    }
    const reply = await page({ shopType: 'fastfood' });
    expect(reply.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
  });

  it('keeps a category’s products with those of its subcategories, and by status and picture', async () => {
    const CATEGORIES = findList('Category')!;
    const addCategory = async (name: string, parentId: number | null) => {
      const reply = await call<{ record: Rec }>(crm, path(CATEGORIES, 'saveNew'), {
        dataCategoryUpdate: { name, parentId, shopType: 'fastfood' },
      });
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      return reply.body.data!.record;
    };
    const t = surname();
    const top = await addCategory(`${t} верх`, null);
    const mid = await addCategory(`${t} середина`, top.id);
    const leaf = await addCategory(`${t} лист`, mid.id);
    const other = await addCategory(`${t} рядом`, null);
    const addProduct = async (name: string, categoryId: number) => {
      const reply = await call<{ record: Rec }>(crm, path(PRODUCTS, 'saveNew'), {
        dataProductListUpdate: {
          name: `${t} ${name}`,
          categoryId,
          unit: 'шт',
          price: 100,
          shopType: 'fastfood',
        },
      });
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      return reply.body.data!.record;
    };
    const [a, b, c, d] = [
      await addProduct('а', top.id),
      await addProduct('б', mid.id),
      await addProduct('в', leaf.id),
      await addProduct('г', other.id),
    ];
    await call(crm, path(PRODUCTS, 'setActive'), { id: b.id, val: 0 });
    await call(crm, path(PRODUCTS, 'setDeleted'), { id: c.id, val: 1 });
    const ids = async (body: Record<string, unknown>) => {
      const p = await ok({ first: 250, ...body }, PRODUCTS);
      expect(p.total).toBe(p.rows.length);
      return p.rows.map((r) => r.id);
    };
    expect(await ids({ categoryId: top.id })).toEqual([a.id, b.id]);
    expect(await ids({ categoryId: top.id, includeDeleted: true })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ categoryId: mid.id, includeDeleted: true })).toEqual([b.id, c.id]);
    expect(await ids({ categoryId: top.id, onlyDeleted: true })).toEqual([c.id]);
    expect(await ids({ categoryId: top.id, onlyInactive: true })).toEqual([b.id]);
    expect(await ids({ categoryId: top.id, onlyActive: true, search: t })).toEqual([a.id]);
    expect(await ids({ categoryId: other.id })).toEqual([d.id]);
    expect(await ids({ categoryId: top.id, hasImage: true })).toEqual([]);
    expect(await ids({ categoryId: top.id, hasImage: false })).toEqual([a.id, b.id]);
    // Totals against SQL: the same subtree counted by hand.
    if (LOCAL) {
      const [{ n }] = await crm.db!.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM products WHERE NOT deleted AND category_id = ANY($1::int[])',
        [[top.id, mid.id, leaf.id]],
      );
      expect((await ok({ categoryId: top.id, first: 1 }, PRODUCTS)).total).toBe(n);
    }
    for (const body of [
      { categoryId: 'x' },
      { categoryId: 0 },
      { onlyActive: true, onlyInactive: true },
      { hasImage: 1 },
    ]) {
      const reply = await page({ first: 1, ...body }, PRODUCTS);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
  });

  it('reads only the ids asked for (a page of references to resolve), deleted ones included on request', async () => {
    const name = surname();
    const [a, b, c] = [await addClient(name, 'А'), await addClient(name, 'Б'), await addClient(name, 'В')];
    await call(crm, path(CLIENTS, 'setDeleted'), { id: c.id, val: 1 });
    const got = await ok({ ids: [c.id, a.id, 2_000_000_000], first: 3, includeDeleted: true });
    expect(got.rows.map((r) => r.id).sort()).toEqual([a.id, c.id].sort());
    expect(got.total).toBe(2);
    expect((await ok({ ids: [b.id, c.id], first: 2 })).rows.map((r) => r.id)).toEqual([b.id]);
  });

  it('refuses a bad page size, order, cursor or search with a reason', async () => {
    for (const body of [
      { first: 0 },
      { first: 251 },
      { last: 0 },
      { first: 2.5 },
      { first: '10' },
      { orderBy: 'name' },
      { afterId: 'x' },
      { afterSort: 1.5, afterId: 1 },
      { search: 42 },
      { ids: 7 },
      { ids: ['1'] },
      { ids: [0] },
      { ids: [2 ** 31] },
      { first: 2, ids: [1, 2, 3] },
    ]) {
      const reply = await page(body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
      expect(reply.body.message).toMatch(/Поле «\w+»/);
    }
  });
});

describe.runIf(PLANS)('the indexes a page needs', () => {
  /** The plan the server picks when a scan of the whole table is not an option. */
  async function plan(sql: string, params: unknown[]): Promise<string> {
    return crm.db!.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it.each(LISTS.filter((l) => l.search).map((l) => [l.name, l] as const))(
    '%s: the keyset by (sort, id) and the trigram search',
    async (_n, list) => {
      expect(
        await plan(
          `SELECT id FROM "${list.table}" WHERE (sort, id) > ($1, $2) ORDER BY sort, id LIMIT 51`,
          [0, 0],
        ),
      ).toContain(`${list.table}_sort_idx`);
      expect(
        await plan(`SELECT id FROM "${list.table}" WHERE ${searchExpr(list)} LIKE $1`, ['%abc%']),
      ).toContain(`${list.table}_search_idx`);
    },
  );

  it('ProductList: a category’s page reads the (category_id, sort, id) index at a shop’s size', async () => {
    const list = findList('ProductList')!;
    // 5,000 products in 50 categories (issue 17's shop), rolled back: the planner sees real sizes.
    class Explained extends Error {}
    const explained = await crm
      .db!.transaction(async (tx) => {
        const [{ first }] = await tx.query<{ first: number }>(
          `WITH made AS (INSERT INTO categories (name, shop_type)
           SELECT 'План ' || g, 'fastfood' FROM generate_series(1, 50) g RETURNING id)
         SELECT min(id)::int AS first FROM made`,
        );
        await tx.query(
          `INSERT INTO products (name, unit, price_kopecks, shop_type, category_id, sort)
         SELECT 'План ' || g, 'шт', 100, 'fastfood', $1::int + g % 50, g FROM generate_series(1, 5000) g`,
          [first],
        );
        await tx.exec('ANALYZE products');
        const sql = `SELECT id FROM products WHERE NOT deleted AND ${inSubtreeSql(list, '$1')} AND (sort, id) > ($2::int, $3::int) ORDER BY sort, id LIMIT 101`;
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, [[first + 7], 0, 0]);
        // Thrown, so the transaction rolls the made rows back.
        throw new Explained(rows.map((r) => r['QUERY PLAN']).join('\n'));
      })
      .catch((e: unknown) => (e instanceof Explained ? e.message : String(e)));
    expect(explained).toContain('products_category_sort_idx');
  });
});
