/**
 * warehouse/getBalancePage (issue 17): the stock balances a page at a time, by product name or by
 * quantity. Pages without gaps or repeats while balances arrive, both directions, the branch,
 * zero, search and shop filters, the screen's counts against SQL, refusals, and the indexes the
 * pages use (EXPLAIN). Each test works on products and branches of its own (a shared database is
 * fine); balances without a posting (untracked, or in minus) are written straight into the table.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balancePageSql, readBalanceQuery } from '../../crm/warehouse/balances';
import { PLANS } from './helper';
import { newAffiliate, newProduct, ok, posted, refused, useWarehouseCrm, w } from './warehouse-helper';

useWarehouseCrm();

interface Row {
  affiliateId: number;
  productId: number;
  productName: string;
  quantity: number;
  untracked: boolean;
}

interface Page {
  rows: Row[];
  keys: [string, number, number][];
  totalCount: number | null;
  negativeCount: number | null;
  untrackedCount: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

const PATH = '/warehouse/getBalancePage';
const tag = () => randomBytes(3).toString('hex');

/** A balance the books hold without a posting: an untracked sale's minus, a zero. */
async function rawBalance(affiliateId: number, productId: number, quantity: number) {
  await w.crm.db!.query(
    `INSERT INTO stock_balances (affiliate_id, product_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (affiliate_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [affiliateId, productId, quantity],
  );
}

/** Every row of a filter, page by page forward; `between` runs after each page. */
async function walk(filter: Record<string, unknown>, size: number, between?: () => Promise<void>) {
  const seen: Row[] = [];
  let after: Page['keys'][number] | null = null;
  for (let i = 0; i < 50; i++) {
    const page: Page = await ok<Page>(PATH, {
      ...filter,
      first: size,
      ...(after ? { afterKey: after } : {}),
    });
    expect(page.keys.map((k) => k[1])).toEqual(page.rows.map((r) => r.productId));
    seen.push(...page.rows);
    if (between) await between();
    if (!page.hasNextPage) break;
    after = page.keys.at(-1)!;
  }
  return seen;
}

const key = (r: Row) => `${r.affiliateId}:${r.productId}`;

/** A branch with seven balances of products named `${t} …`: four posted, three written raw. */
async function shop() {
  const t = tag();
  const a = await newAffiliate();
  const names = ['Роза', 'Астра', 'Пион', 'Гербера', 'Тюльпан', 'Лилия', 'Мимоза'];
  const ids: Record<string, number> = {};
  for (const n of names) ids[n] = await newProduct(`${t} ${n}`);
  await posted('Consignment', a, [
    { productId: ids['Роза'], quantity: 5, price: 1_00 },
    { productId: ids['Астра'], quantity: 3, price: 1_00 },
    { productId: ids['Пион'], quantity: 8.5, price: 1_00 },
    { productId: ids['Гербера'], quantity: 1, price: 1_00 },
  ]);
  await rawBalance(a, ids['Тюльпан'], -2);
  await rawBalance(a, ids['Лилия'], 0);
  await rawBalance(a, ids['Мимоза'], -0.5);
  return { t, a, ids };
}

describe('warehouse/getBalancePage', () => {
  it('pages a branch by product name without gaps or repeats while balances arrive', async () => {
    const { t, a, ids } = await shop();
    let n = 0;
    const seen = await walk({ affiliateId: a, search: t }, 2, async () => {
      // A product received while the user scrolls: shown where its name sorts, never twice.
      n += 1;
      await rawBalance(a, await newProduct(`${t} Ясколка ${n}`), 1);
    });
    const names = seen.map((r) => r.productName);
    expect(new Set(seen.map(key)).size).toBe(seen.length);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    // Every balance that was there from the start, once; zero ones only on request.
    for (const name of ['Астра', 'Гербера', 'Мимоза', 'Пион', 'Роза', 'Тюльпан'])
      expect(
        seen.filter((r) => r.productId === ids[name]),
        name,
      ).toHaveLength(1);
    expect(seen.some((r) => r.productId === ids['Лилия'])).toBe(false);
  });

  it('pages back with last/beforeKey to the rows just before, in the same order', async () => {
    const { t, a } = await shop();
    const all = await walk({ affiliateId: a, search: t, includeZero: true }, 250);
    expect(all).toHaveLength(7);
    const back = await ok<Page>(PATH, {
      affiliateId: a,
      search: t,
      includeZero: true,
      last: 2,
      beforeKey: [all[4].productName, all[4].productId, all[4].affiliateId],
    });
    expect(back.rows.map((r) => r.productId)).toEqual([all[2].productId, all[3].productId]);
    expect(back).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('orders by quantity, the shortest first, over every branch', async () => {
    const { t, a, ids } = await shop();
    const b = await newAffiliate();
    await rawBalance(b, ids['Роза'], -7);
    const seen = await walk({ search: t, orderBy: 'quantity' }, 3);
    expect(seen.map((r) => r.quantity)).toEqual([-7, -2, -0.5, 1, 3, 5, 8.5]);
    expect(seen[0]).toMatchObject({ affiliateId: b, productId: ids['Роза'], untracked: false });
    expect(seen.filter((r) => r.affiliateId === a)).toHaveLength(6);
  });

  it('searches the product’s name word by word; the counts are every match’s, as SQL has them', async () => {
    const { t, a, ids } = await shop();
    const page = await ok<Page>(PATH, { affiliateId: a, search: `${t} ро`, first: 1 });
    expect(page.rows.map((r) => r.productId)).toEqual([ids['Роза']]);
    const all = await ok<Page>(PATH, { affiliateId: a, search: t, includeZero: true, first: 2 });
    const [sql] = await w.crm.db!.query<{ count: number; negative: number; untracked: number }>(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE b.quantity < 0)::int AS negative,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM stock_movements m
                 WHERE m.product_id = b.product_id AND m.reason = 'post'))::int AS untracked
         FROM stock_balances b JOIN products p ON p.id = b.product_id
        WHERE b.affiliate_id = $1 AND p.name LIKE $2`,
      [a, `${t} %`],
    );
    expect(sql).toEqual({ count: 7, negative: 2, untracked: 3 });
    expect(all).toMatchObject({
      totalCount: sql.count,
      negativeCount: sql.negative,
      untrackedCount: sql.untracked,
      hasNextPage: true,
    });
    const untracked = await walk({ affiliateId: a, search: t, includeZero: true }, 250);
    expect(untracked.filter((r) => r.untracked).map((r) => r.productId)).toEqual(
      [ids['Лилия'], ids['Мимоза'], ids['Тюльпан']].sort((x, y) => {
        const name = (id: number) => untracked.find((r) => r.productId === id)!.productName;
        return name(x) < name(y) ? -1 : 1;
      }),
    );
  });

  it('keeps one shop’s stock with shopType', async () => {
    const t = tag();
    const a = await newAffiliate();
    const flower = await newProduct(`${t} Букет`);
    const food = await newProduct(`${t} Бургер`, 'fastfood');
    await rawBalance(a, flower, 2);
    await rawBalance(a, food, 3);
    const fastfood = await ok<Page>(PATH, { affiliateId: a, search: t, shopType: 'fastfood' });
    expect(fastfood.rows.map((r) => r.productId)).toEqual([food]);
    expect(fastfood.totalCount).toBe(1);
  });

  it('refuses a bad page, order, key or filter with a clear message, changing nothing', async () => {
    for (const [body, message] of [
      [{ first: 251 }, /first.*от 1 до 250/],
      [{ first: 0 }, /first/],
      [{ orderBy: 'price' }, /orderBy/],
      [{ afterKey: ['Роза', 'x', 1] }, /afterKey.*курсор/],
      [{ afterKey: 'Роза' }, /afterKey.*курсор/],
      [{ orderBy: 'quantity', afterKey: ['1; DROP', 1, 1] }, /afterKey.*курсор/],
      [{ last: 5, beforeKey: ['Роза', 1] }, /beforeKey.*курсор/],
      [{ search: 5 }, /search/],
      [{ affiliateId: 'x' }, /Филиал/],
      [{ shopType: 'bar' }, /flower_shop/],
    ] as const)
      await refused(PATH, body, message);
  });
});

describe.runIf(PLANS)('the indexes a balance page needs', () => {
  async function plan(body: Record<string, unknown>) {
    const { sql, params } = balancePageSql(readBalanceQuery(body));
    return w.crm.db!.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('by name: the products in name order, then their balances by product or by the key', async () => {
    const key = { afterKey: ['Роза', 5, 1] };
    expect(await plan(key)).toContain('products_name_idx');
    expect(await plan({ ...key, affiliateId: 1 })).toMatch(/products_name_idx|stock_balances_pkey/);
  });

  it('by quantity: over every branch and within one', async () => {
    const key = { orderBy: 'quantity', afterKey: ['1.000', 5, 1] };
    expect(await plan(key)).toContain('stock_balances_quantity_idx');
    expect(await plan({ ...key, affiliateId: 1 })).toContain('stock_balances_affiliate_quantity_idx');
  });
});
