/**
 * The paged stock calls (issue 17): warehouse/getDocumentPage, warehouse/getMovementPage and
 * cashbox/getShiftPage. Pages without gaps or repeats while rows arrive, both directions, the
 * filters and the search, totals against SQL, refusals, and the indexes the pages use (EXPLAIN,
 * embedded CRM only). Each test works on branches of its own, so a shared database is fine.
 */
import { describe, expect, it } from 'vitest';
import { keysSql, readMomentPaging } from '../../crm/lib/keyset';
import { shiftTable } from '../../crm/cashbox/page';
import { openTable } from '../../crm/domains/notification';
import { documentTable, movementTable } from '../../crm/warehouse/page';
import { DEFAULT_SHOP_TIMEZONE } from '../../schema/time-zone';
import { close, open } from './cashbox-helper';
import { call, PLANS } from './helper';
import {
  newAffiliate,
  newProduct,
  ok,
  posted,
  saveDoc,
  useWarehouseCrm,
  w,
  type Doc,
} from './warehouse-helper';

useWarehouseCrm();

interface Page<T> {
  rows: T[];
  keys: { at: string; id: number }[];
  totalCount: number | null;
  totalSum?: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

type Row = { id: number } & Record<string, unknown>;

/** Every row of a filter, page by page forward; `between` runs after each page. */
async function walk(
  path: string,
  filter: Record<string, unknown>,
  size: number,
  between?: () => Promise<void>,
) {
  const seen: Row[] = [];
  let after: { at: string; id: number } | null = null;
  for (let i = 0; i < 100; i++) {
    const page: Page<Row> = await ok<Page<Row>>(path, {
      ...filter,
      first: size,
      ...(after ? { afterAt: after.at, afterId: after.id } : {}),
    });
    expect(page.rows.map((r) => Number(r.id))).toEqual(page.keys.map((k) => k.id));
    seen.push(...page.rows);
    if (between) await between();
    if (!page.hasNextPage) break;
    after = page.keys.at(-1)!;
  }
  return seen;
}

const ids = (rows: Row[]) => rows.map((r) => Number(r.id));

describe('warehouse/getDocumentPage', () => {
  it('pages a kind newest first without gaps or repeats while documents arrive', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const made: Doc[] = [];
    for (const date of [
      '2031-01-03',
      '2031-01-01',
      '2031-01-02',
      '2031-01-02',
      '2031-01-05',
      '2031-01-04',
      '2031-01-01',
    ])
      made.push(await saveDoc('Consignment', a, [{ productId: p, quantity: 1, price: 10_00 }], { date }));
    const filter = { kind: 'Consignment', affiliateId: a };
    const seen = await walk('/warehouse/getDocumentPage', filter, 3, async () => {
      // A document dated today arrives while the user scrolls: newer than everything, not in this walk.
      await saveDoc('Consignment', a, [{ productId: p, quantity: 1 }], { date: '2031-02-01' });
    });
    const expected = [...made]
      .sort((x, y) => String(y.date).localeCompare(String(x.date)) || y.id - x.id)
      .map((d) => d.id);
    expect(ids(seen)).toEqual(expected);
    expect(new Set(ids(seen)).size).toBe(seen.length);
  });

  it('pages backwards from a cursor to the same rows; totals and sums are SQL’s', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    for (let i = 0; i < 5; i++)
      await saveDoc('Writing', a, [{ productId: p, quantity: 1, price: (i + 1) * 100 }], {
        date: `2031-03-0${i + 1}`,
      });
    const all = await ok<Page<Row>>('/warehouse/getDocumentPage', {
      kind: 'Writing',
      affiliateId: a,
      first: 250,
    });
    expect(all.totalCount).toBe(5);
    const [sql] = await w.crm.db!.query<{ count: number; sum: number }>(
      "SELECT count(*)::int AS count, sum(total)::float8 AS sum FROM stock_documents WHERE kind = 'Writing' AND affiliate_id = $1 AND NOT deleted",
      [a],
    );
    expect(all.totalCount).toBe(sql.count);
    expect(all.totalSum).toBe(sql.sum);
    const last = all.keys.at(-1)!;
    const back = await ok<Page<Row>>('/warehouse/getDocumentPage', {
      kind: 'Writing',
      affiliateId: a,
      last: 2,
      beforeAt: last.at,
      beforeId: last.id,
    });
    expect(ids(back.rows)).toEqual(ids(all.rows).slice(2, 4));
    expect(back).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const noTotals = await ok<Page<Row>>('/warehouse/getDocumentPage', {
      kind: 'Writing',
      affiliateId: a,
      withTotals: false,
    });
    expect(noTotals.totalCount).toBeNull();
  });

  it('filters by status, deleted, shop type and searches number, comment and supplier', async () => {
    const a = await newAffiliate();
    const flower = await newProduct();
    const fast = await newProduct(undefined, 'fastfood');
    const draft = await saveDoc('Consignment', a, [{ productId: flower, quantity: 1 }], {
      comment: 'Розы к празднику',
    });
    const done = await posted('Consignment', a, [{ productId: fast, quantity: 1 }], { comment: 'Булки' });
    const page = (extra: Record<string, unknown>) =>
      ok<Page<Doc>>('/warehouse/getDocumentPage', { kind: 'Consignment', affiliateId: a, ...extra });
    expect(ids((await page({ status: 'posted' })).rows)).toEqual([done.id]);
    expect(ids((await page({ shopType: 'flower_shop' })).rows)).toEqual([draft.id]);
    expect(ids((await page({ search: 'розы' })).rows)).toEqual([draft.id]);
    expect(ids((await page({ search: done.number.toLowerCase() })).rows)).toEqual([done.id]);
    const [supplier] = await w.crm.db!.query<{ name: string }>('SELECT name FROM suppliers WHERE id = $1', [
      w.supplierId,
    ]);
    expect((await page({ search: supplier.name })).totalCount).toBe(2);
    expect((await page({ search: '100%_' })).totalCount).toBe(0);
    await ok('/reference/setConsignmentDeleted', { id: draft.id, val: true, userId: w.adminId });
    expect(ids((await page({})).rows)).toEqual([done.id]);
    expect(ids((await page({ includeDeleted: true })).rows).sort()).toEqual([draft.id, done.id].sort());
  });

  it('refuses what is not a page', async () => {
    for (const body of [
      { kind: 'Nope' },
      { kind: 'Writing', first: 251 },
      { kind: 'Writing', first: 0 },
      { kind: 'Writing', first: 2, last: 2 },
      { kind: 'Writing', afterId: 3, afterAt: 'yesterday' },
      { kind: 'Writing', afterId: 'x', afterAt: '2031-01-01' },
      { kind: 'Writing', status: 'lost' },
      { kind: 'Writing', dateFrom: '2031-02-01', dateTo: '2031-01-01' },
    ]) {
      const reply = await call(w.crm, '/warehouse/getDocumentPage', body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
  });
});

describe('warehouse/getMovementPage', () => {
  it('pages the ledger of a branch newest first while sales arrive, filters and counts', async () => {
    const a = await newAffiliate();
    const p1 = await newProduct();
    const p2 = await newProduct();
    for (let i = 0; i < 4; i++) await posted('Consignment', a, [{ productId: i % 2 ? p1 : p2, quantity: 2 }]);
    const before = await ok<Row[]>('/warehouse/getMovements', { affiliateId: a, limit: 2000 });
    const seen = await walk('/warehouse/getMovementPage', { affiliateId: a }, 3, async () => {
      await posted('Consignment', a, [{ productId: p1, quantity: 1 }]);
    });
    expect(ids(seen)).toEqual(ids(before));
    const one = await ok<Page<Row>>('/warehouse/getMovementPage', {
      affiliateId: a,
      productId: p1,
      first: 250,
    });
    const [sql] = await w.crm.db!.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM stock_movements WHERE affiliate_id = $1 AND product_id = $2',
      [a, p1],
    );
    expect(one.totalCount).toBe(sql.count);
    expect(one.rows.every((r) => r.productId === p1 && typeof r.productName === 'string')).toBe(true);
    const fastfood = await ok<Page<Row>>('/warehouse/getMovementPage', {
      affiliateId: a,
      shopType: 'fastfood',
    });
    expect(fastfood.totalCount).toBe(0);
    const last = one.keys.at(-1)!;
    const back = await ok<Page<Row>>('/warehouse/getMovementPage', {
      affiliateId: a,
      productId: p1,
      last: 250,
      beforeAt: last.at,
      beforeId: last.id,
    });
    expect(ids(back.rows)).toEqual(ids(one.rows).slice(0, -1));
  });
});

describe('cashbox/getShiftPage', () => {
  it('pages a branch’s shifts newest first while shifts open, filtered by till', async () => {
    const a = await newAffiliate();
    for (let i = 0; i < 4; i++) await close((await open(a, 100_00)).id, 100_00);
    const before = await ok<Row[]>('/cashbox/getShifts', { affiliateId: a, limit: 500 });
    let opened: number | null = null;
    const seen = await walk(
      '/cashbox/getShiftPage',
      { affiliateId: a, shopType: 'flower_shop' },
      3,
      async () => {
        if (opened === null) opened = (await open(a)).id;
      },
    );
    expect(ids(seen)).toEqual(ids(before));
    const page = await ok<Page<Row>>('/cashbox/getShiftPage', { affiliateId: a });
    expect(page.totalCount).toBe(5);
    expect(page.rows[0]).toMatchObject({ id: opened, status: 'open', timeline: expect.any(Array) });
    expect(
      (await ok<Page<Row>>('/cashbox/getShiftPage', { affiliateId: a, shopType: 'fastfood' })).totalCount,
    ).toBe(0);
    await close(opened!, 500_00);
  });
});

describe.runIf(PLANS)('the indexes the stock pages use', () => {
  /**
   * The plan of a page's key query when a scan of the whole table is not an option, nor a sort:
   * what the planner does at volume, where reading a page's rows in index order beats both.
   */
  async function plan(t: ReturnType<typeof documentTable>, body: Record<string, unknown>, isAt = () => true) {
    const { sql, params } = keysSql(t, readMomentPaging(body, isAt));
    return w.crm.db!.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_sort = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }
  const at = { afterAt: '2031-01-01T00:00:00.000000Z', afterId: 5 };

  it('documents of a kind by (kind, doc_date, id); the search by its trigram index', async () => {
    expect(await plan(documentTable({ kind: 'Writing' }), { afterAt: '2031-01-01', afterId: 5 })).toContain(
      'stock_documents_kind_date_idx',
    );
    expect(await plan(documentTable({ kind: 'Writing', search: 'роз' }), {})).toMatch(
      /stock_documents_(search|kind_date)_idx/,
    );
  });

  it('the ledger: whole, of a product, of a branch', async () => {
    expect(await plan(movementTable({}, DEFAULT_SHOP_TIMEZONE), at)).toContain('stock_movements_at_idx');
    expect(await plan(movementTable({ productId: 1 }, DEFAULT_SHOP_TIMEZONE), at)).toContain(
      'stock_movements_product_at_idx',
    );
    expect(await plan(movementTable({ affiliateId: 1 }, DEFAULT_SHOP_TIMEZONE), at)).toContain(
      'stock_movements_affiliate_at_idx',
    );
  });

  it('shifts: all, of a till, of a branch', async () => {
    expect(await plan(shiftTable({}), at)).toContain('cash_shifts_opened_idx');
    expect(await plan(shiftTable({ shopType: 'fastfood' }), at)).toContain('cash_shifts_shop_opened_idx');
    expect(await plan(shiftTable({ affiliateId: 1, shopType: 'fastfood' }), at)).toContain(
      'cash_shifts_affiliate_opened_idx',
    );
  });

  it('the open notifications: all (a superadmin), of a shop type', async () => {
    expect(await plan(openTable({}), at)).toContain('notifications_open_at_idx');
    expect(await plan(openTable({ shopType: 'fastfood' }), at)).toContain('notifications_shop_open_at_idx');
  });
});
