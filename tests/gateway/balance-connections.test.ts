/**
 * Issue 17: stockBalancesConnection pages the balances of /warehouse/Stock on the server. A walk
 * sees every balance once while new ones arrive, by name or by quantity, the counts are SQL's, a
 * user reads their shop's stock only, forged cursors, another order's cursor and oversized pages
 * are the caller's 400, and a CRM without warehouse/getBalancePage gives the same pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login } from './helper';
import { startSpecOnlyGateway } from './spec-crm';
import {
  createDocument,
  freshProduct,
  postDocument,
  refused,
  startStaff,
  tag,
  type Staff,
} from './warehouse-helper';

let staff: Staff;
let fastfood: string;
beforeAll(async () => {
  staff = await startStaff();
  fastfood = await login(staff.gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
});
afterAll(() => staff?.gw.close());

const BALANCES = `query($first: Int, $after: String, $last: Int, $before: String,
    $filter: StockBalanceFilter, $orderBy: StockBalanceOrder) {
  stockBalancesConnection(first: $first, after: $after, last: $last, before: $before,
      filter: $filter, orderBy: $orderBy) {
    edges { cursor node { affiliateId productId productName quantity untracked } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount negativeCount untrackedCount } }`;

type App = Staff['gw']['app'];
interface Node {
  affiliateId: string;
  productId: string;
  productName: string;
  quantity: number;
  untracked: boolean;
}
interface Page {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
  totalCount: number;
  negativeCount: number;
  untrackedCount: number;
}

async function page(app: App, token: string, vars: Record<string, unknown>): Promise<Page> {
  const res = await gql(app, BALANCES, vars, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data as { stockBalancesConnection: Page }).stockBalancesConnection;
}

/** Every balance of a filter, `first` at a time; `between` runs after the first page. */
async function walk(app: App, token: string, vars: Record<string, unknown>, between?: () => Promise<void>) {
  const seen: Node[] = [];
  let after: string | null = null;
  for (let n = 0; n < 100; n++) {
    const p = await page(app, token, { ...vars, after });
    seen.push(...p.edges.map((e) => e.node));
    if (n === 0) await between?.();
    if (!p.pageInfo.hasNextPage) return seen;
    after = p.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}

const BRANCH = () => String(staff.affiliates[0].id);

/** Fresh products received at branch 1 in these quantities, named `${t} N` in the given order. */
async function received(t: string, quantities: number[]) {
  const products = [];
  for (const [i, q] of quantities.entries()) {
    const p = await freshProduct(staff);
    const name = `${t} ${String.fromCharCode(1040 + ((i * 5) % 26))}${i}`;
    await staff.gw.crm!.db.query('UPDATE products SET name = $1 WHERE id = $2', [name, Number(p.id)]);
    products.push({ id: p.id, name, quantity: q });
  }
  const doc = await createDocument(staff, 'Consignment', {
    date: '2030-05-01',
    affiliateId: BRANCH(),
    supplierId: String(staff.suppliers[0]),
    lines: products.map((p) => ({ productId: p.id, quantity: p.quantity, price: 10_00 })),
  });
  await postDocument(staff, doc.id);
  return products;
}

describe('stockBalancesConnection', () => {
  it('walks by name without gaps or repeats while balances arrive; the counts are SQL’s', async () => {
    const t = `Остаток ${tag()}`;
    const made = await received(t, [4, 2, 9, 1, 6]);
    const filter = { affiliateId: BRANCH(), search: t };
    const seen = await walk(staff.gw.app, staff.sa, { first: 2, filter }, async () => {
      await received(t, [3]);
    });
    const ids = seen.map((b) => b.productId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of made) expect(ids).toContain(p.id);
    const names = seen.map((b) => b.productName);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : 1)));

    const [sql] = await staff.gw.crm!.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM stock_balances b JOIN products p ON p.id = b.product_id
        WHERE b.affiliate_id = $1 AND p.name LIKE $2 AND b.quantity <> 0`,
      [Number(BRANCH()), `${t} %`],
    );
    const first = await page(staff.gw.app, staff.sa, { first: 1, filter });
    expect(first).toMatchObject({ totalCount: sql.count, negativeCount: 0, untrackedCount: 0 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('orders by quantity, the shortest first, and pages back to the rows just before', async () => {
    const t = `Количество ${tag()}`;
    await received(t, [4, 2, 9, 1, 6]);
    const vars = { filter: { affiliateId: BRANCH(), search: t }, orderBy: 'QUANTITY' };
    const all = await page(staff.gw.app, staff.sa, { ...vars, first: 250 });
    expect(all.edges.map((e) => e.node.quantity)).toEqual([1, 2, 4, 6, 9]);
    const back = await page(staff.gw.app, staff.sa, { ...vars, last: 2, before: all.edges[3].cursor });
    expect(back.edges.map((e) => e.node.quantity)).toEqual([2, 4]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    // Only a document's products: its lines' balances and no others.
    const two = all.edges.slice(0, 2).map((e) => e.node.productId);
    const lines = await page(staff.gw.app, staff.sa, { first: 250, filter: { productIds: two } });
    expect(lines.edges.map((e) => e.node.productId).sort()).toEqual([...two].sort());
  });

  it('keeps a user in their shop: the fast-food admin sees no flower balances', async () => {
    const t = `Цветы ${tag()}`;
    await received(t, [5]);
    const filter = { search: t };
    expect((await page(staff.gw.app, staff.sa, { filter })).totalCount).toBe(1);
    expect((await page(staff.gw.app, fastfood, { filter })).totalCount).toBe(0);
    expect((await refused(staff, BALANCES, { filter }, staff.manager)).code).toBe('FORBIDDEN');
  });

  it('over the cap, both ways, a forged cursor or another order’s: 400 with a Russian message', async () => {
    expect(await refused(staff, BALANCES, { first: 251 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Размер страницы (first): от 1 до 250',
    });
    expect((await refused(staff, BALANCES, { last: 251 })).message).toBe(
      'Размер страницы (last): от 1 до 250',
    );
    expect((await refused(staff, BALANCES, { first: 2, last: 2 })).code).toBe('BAD_USER_INPUT');
    const byName = await page(staff.gw.app, staff.sa, { first: 1, filter: { includeZero: true } });
    const [, mac] = byName.pageInfo.endCursor.split('.');
    const edited = `${Buffer.from(JSON.stringify({ k: ['А', 1, 1] })).toString('base64url')}.${mac}`;
    for (const [after, orderBy] of [
      ['garbage', 'NAME'],
      [edited, 'NAME'],
      [byName.pageInfo.endCursor, 'QUANTITY'],
    ])
      expect(await refused(staff, BALANCES, { first: 2, after, orderBy }), after).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Неверный курсор страницы: начните список сначала',
      });
    expect(await refused(staff, BALANCES, { filter: { affiliateId: 'x' } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Поле «Филиал»: неверный идентификатор',
    });
  });
});

describe('a remote CRM without warehouse/getBalancePage', () => {
  it('pages the whole balance list itself: the same pages and counts', async () => {
    const remote = await startSpecOnlyGateway(staff.gw, /\/getBalancePage/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const t = `Запасной ${tag()}`;
      await received(t, [3, 7, 1, 5]);
      for (const vars of [
        { first: 3, filter: { search: t } },
        { first: 1, filter: { search: t, affiliateId: BRANCH() }, orderBy: 'QUANTITY' },
      ]) {
        const ids = (nodes: Node[]) => nodes.map((n) => `${n.affiliateId}:${n.productId}`);
        expect(ids(await walk(remote.app, token, vars)), JSON.stringify(vars)).toEqual(
          ids(await walk(staff.gw.app, staff.sa, vars)),
        );
        const counts = (p: Page) => [p.totalCount, p.negativeCount, p.untrackedCount];
        expect(counts(await page(remote.app, token, vars))).toEqual(
          counts(await page(staff.gw.app, staff.sa, vars)),
        );
      }
    } finally {
      await remote.close();
    }
  });
});
