/**
 * Issue 17: stockDocumentsConnection, stockMovementsConnection and cashShiftsConnection page on
 * the server. Walks see every row once while new ones arrive, newest first, backward pages agree,
 * totals are SQL's, a user reads their shop's stock only, forged or foreign cursors and oversized
 * pages are the caller's 400, and a CRM without the paged calls gives the same pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login } from './helper';
import { conn, walk } from './connections-helper';
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

const PAGE = `first: $first, after: $after, last: $last, before: $before`;
const VARS = `$first: Int, $after: String, $last: Int, $before: String`;
const INFO = `pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount`;
const DOCUMENTS = `query(${VARS}, $filter: StockDocumentFilter!) {
  stockDocumentsConnection(${PAGE}, filter: $filter) {
    edges { cursor node { id number date total lines { productId productName unit } } } ${INFO} totalSum } }`;
const MOVEMENTS = `query(${VARS}, $filter: StockMovementFilter) {
  stockMovementsConnection(${PAGE}, filter: $filter) {
    edges { cursor node { id productId productName delta } } ${INFO} } }`;
const SHIFTS = `query(${VARS}, $filter: CashShiftFilter) {
  cashShiftsConnection(${PAGE}, filter: $filter) { edges { cursor node { id shopType status } } ${INFO} } }`;

type App = Staff['gw']['app'];

const sqlIds = async (sql: string, params: unknown[] = []) =>
  (await staff.gw.crm!.db.query<{ id: number }>(sql, params)).map((r) => String(r.id));

/** Consignments of a fresh product with a comment of their own, on several dates. */
async function documents(comment: string, dates: string[]) {
  const product = await freshProduct(staff);
  const made = [];
  for (const date of dates)
    made.push(
      await createDocument(staff, 'Consignment', {
        date,
        comment,
        affiliateId: String(staff.affiliates[0].id),
        supplierId: String(staff.suppliers[0]),
        lines: [{ productId: product.id, quantity: 2, price: 150_00 }],
      }),
    );
  return { product, made };
}

describe('stockDocumentsConnection', () => {
  it('walks newest first without gaps or repeats while documents arrive; totals are SQL’s', async () => {
    const comment = `Поставка ${tag()}`;
    const { product } = await documents(comment, [
      '2030-01-02',
      '2030-01-05',
      '2030-01-02',
      '2030-01-01',
      '2030-01-04',
    ]);
    const filter = { kind: 'Consignment', search: comment };
    const expected = await sqlIds(
      "SELECT id FROM stock_documents WHERE kind = 'Consignment' AND comment = $1 AND NOT deleted ORDER BY doc_date DESC, id DESC",
      [comment],
    );
    const seen = await walk(staff.gw.app, staff.sa, DOCUMENTS, { first: 2, filter }, async () => {
      await createDocument(staff, 'Consignment', {
        date: '2029-12-31',
        comment: 'другой',
        affiliateId: String(staff.affiliates[0].id),
        supplierId: String(staff.suppliers[0]),
        lines: [{ productId: product.id, quantity: 1 }],
      });
    });
    expect(seen).toEqual(expected);
    const page = await conn(staff.gw.app, staff.sa, DOCUMENTS, { first: 250, filter });
    expect(page.totalCount).toBe(5);
    expect(page.totalSum).toBe(5 * 300_00);
    expect(page.edges[0].node.lines).toEqual([
      { productId: product.id, productName: product.name, unit: 'шт' },
    ]);
    const back = await conn(staff.gw.app, staff.sa, DOCUMENTS, {
      last: 2,
      before: page.edges[4].cursor,
      filter,
    });
    expect(back.edges.map((e) => e.node.id)).toEqual(expected.slice(2, 4));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('keeps a user in their shop: the fast-food admin does not see flower documents', async () => {
    const comment = `Цветы ${tag()}`;
    await documents(comment, ['2030-02-01']);
    const filter = { kind: 'Consignment', search: comment };
    expect((await conn(staff.gw.app, staff.sa, DOCUMENTS, { filter })).totalCount).toBe(1);
    expect((await conn(staff.gw.app, fastfood, DOCUMENTS, { filter })).totalCount).toBe(0);
    expect((await refused(staff, DOCUMENTS, { filter }, staff.manager)).code).toBe('FORBIDDEN');
  });
});

describe('stockMovementsConnection', () => {
  it('walks a product’s ledger newest first as the whole-list call orders it', async () => {
    const { product, made } = await documents(`Движения ${tag()}`, [
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
    ]);
    for (const d of made) await postDocument(staff, d.id);
    const whole = await gql(
      staff.gw.app,
      `query($p: ID) { stockMovements(productId: $p) { id } }`,
      { p: product.id },
      staff.sa,
    );
    const expected = (whole.data!.stockMovements as { id: string }[]).map((m) => m.id);
    const filter = { productId: product.id };
    expect(await walk(staff.gw.app, staff.sa, MOVEMENTS, { first: 2, filter })).toEqual(expected);
    const page = await conn(staff.gw.app, staff.sa, MOVEMENTS, { filter });
    expect(page.totalCount).toBe(3);
    expect(page.edges[0].node).toMatchObject({ productName: product.name, delta: 2 });
  });
});

describe('cashShiftsConnection', () => {
  it('walks the till’s shifts newest first as cashShifts lists them', async () => {
    const SHIFT = 'mutation($c: Int!) { openCashShift(openingCash: $c) { shift { id } } }';
    const opened = await gql(staff.gw.app, SHIFT, { c: 100 }, staff.sa);
    const id = (opened.data!.openCashShift as { shift: { id: string } }).shift.id;
    await gql(
      staff.gw.app,
      'mutation($id: ID!) { closeCashShift(id: $id, countedCash: 100) { shift { id } } }',
      { id },
      staff.sa,
    );
    const whole = await gql(
      staff.gw.app,
      '{ cashShifts(limit: 500, shopType: flower_shop) { id } }',
      {},
      staff.sa,
    );
    const expected = (whole.data!.cashShifts as { id: string }[]).map((s) => s.id);
    const vars = { first: 1, filter: { shopType: 'flower_shop' } };
    expect(await walk(staff.gw.app, staff.sa, SHIFTS, vars)).toEqual(expected);
    expect((await conn(staff.gw.app, staff.sa, SHIFTS, vars)).totalCount).toBe(expected.length);
    // The fast-food admin's till only; asking for the flower shop's is refused.
    const theirs = await conn(staff.gw.app, fastfood, SHIFTS, {});
    expect(theirs.edges.every((e) => e.node.shopType === 'fastfood')).toBe(true);
    expect((await refused(staff, SHIFTS, { filter: { shopType: 'flower_shop' } }, fastfood)).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('refusals', () => {
  const cases = [
    [DOCUMENTS, { filter: { kind: 'Writing' } }],
    [MOVEMENTS, {}],
    [SHIFTS, {}],
  ] as const;

  it.each(cases)(
    'over the cap, both ways, forged or another list’s cursor: 400 (%#)',
    async (query, vars) => {
      expect(await refused(staff, query, { ...vars, first: 251 })).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Размер страницы (first): от 1 до 250',
      });
      expect((await refused(staff, query, { ...vars, last: 251 })).message).toBe(
        'Размер страницы (last): от 1 до 250',
      );
      expect((await refused(staff, query, { ...vars, first: 2, last: 2 })).code).toBe('BAD_USER_INPUT');
      const other = await conn(staff.gw.app, staff.sa, DOCUMENTS, {
        first: 1,
        filter: { kind: 'Consignment' },
      });
      const mine = await conn(staff.gw.app, staff.sa, query, { ...vars, first: 1 });
      const [, mac] = (mine.pageInfo.endCursor ?? 'x.y').split('.');
      const edited = `${Buffer.from(JSON.stringify({ a: '2030-01-01', i: 1 })).toString('base64url')}.${mac}`;
      for (const after of ['garbage', edited, other.pageInfo.endCursor])
        expect(await refused(staff, query, { ...vars, first: 2, after }), after).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'Неверный курсор страницы: начните список сначала',
        });
    },
  );
});

describe('a remote CRM without the paged calls', () => {
  it('pages the whole lists itself: the same pages and totals', async () => {
    const remote = await startSpecOnlyGateway(staff.gw, /\/get(Document|Movement|Shift)Page/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const comment = `Запасная ${tag()}`;
      const { product, made } = await documents(comment, [
        '2030-04-01',
        '2030-04-03',
        '2030-04-02',
        '2030-04-03',
      ]);
      for (const d of made.slice(0, 2)) await postDocument(staff, d.id);
      const checks: [string, Record<string, unknown>][] = [
        [DOCUMENTS, { first: 3, filter: { kind: 'Consignment', search: comment } }],
        [DOCUMENTS, { first: 2, filter: { kind: 'Consignment', search: comment, status: 'posted' } }],
        [MOVEMENTS, { first: 1, filter: { productId: product.id } }],
        [SHIFTS, { first: 2 }],
      ];
      for (const [query, vars] of checks) {
        const here = await walk(remote.app, token, query, vars);
        expect(here, JSON.stringify(vars)).toEqual(await walk(staff.gw.app, staff.sa, query, vars));
        const total = (app: App, tok: string) =>
          conn(app, tok, query, vars).then((p) => [p.totalCount, p.totalSum]);
        expect(await total(remote.app, token)).toEqual(await total(staff.gw.app, staff.sa));
      }
      const filter = { kind: 'Consignment', search: comment };
      const all = await conn(remote.app, token, DOCUMENTS, { filter });
      const back = await conn(remote.app, token, DOCUMENTS, { last: 2, before: all.edges[3].cursor, filter });
      expect(back.edges.map((e) => e.node.id)).toEqual(all.edges.slice(1, 3).map((e) => e.node.id));
    } finally {
      await remote.close();
    }
  });
});
