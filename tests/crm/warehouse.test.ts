/**
 * Warehouse documents (docs/warehouse.md): the legacy `reference/*{R}` calls, numbering, the
 * record shape, the `warehouse/*` reads (posting: warehouse-posting.test.ts; refusals:
 * warehouse-validation.test.ts; sales: warehouse-sales.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  balance,
  movements,
  newAffiliate,
  newProduct,
  ok,
  posted,
  saveDoc,
  useWarehouseCrm,
  w,
  type Doc,
  type Kind,
} from './warehouse-helper';

useWarehouseCrm();

const KINDS: [Kind, string][] = [
  ['Consignment', 'ПР'],
  ['Writing', 'СП'],
  ['SelfWriting', 'СС'],
  ['Output', 'РС'],
  ['Moving', 'ПМ'],
  ['Stocktaking', 'ИН'],
];

describe('reference/*{R}: the legacy list calls of the six kinds', () => {
  it('setSaveNewConsignment answers {record, list} with the whole record and a numbered draft', async () => {
    const a = await newAffiliate();
    const p = await newProduct('Роза тестовая');
    const reply = await ok<{ record: Doc; list: Doc[] }>('/reference/setSaveNewConsignment', {
      dataConsignmentUpdate: {
        date: '2031-05-17',
        affiliateId: a,
        supplierId: w.supplierId,
        toAffiliateId: a,
        writeOffId: w.writeOffId,
        comment: '  Поставка  ',
        lines: [{ productId: p, quantity: 2.5, price: 12_345 }],
      },
      userId: w.adminId,
    });
    expect(reply.record).toEqual({
      id: expect.any(Number),
      kind: 'Consignment',
      number: expect.stringMatching(/^ПР-\d{6}$/),
      date: '2031-05-17',
      affiliateId: a,
      // Counterparties a kind does not use are not stored.
      toAffiliateId: null,
      supplierId: w.supplierId,
      writeOffId: null,
      comment: 'Поставка',
      status: 'draft',
      // 2.5 × 123.45 ₽ = 308.625 ₽ → 308.63 ₽.
      total: 30_863,
      postedAt: null,
      postedBy: null,
      postedByName: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      createdBy: w.adminId,
      createdByName: 'Администратор',
      active: true,
      deleted: false,
      sort: expect.any(Number),
      lines: [
        {
          productId: p,
          productName: 'Роза тестовая',
          unit: 'шт',
          quantity: 2.5,
          price: 12_345,
          sum: 30_863,
          bookQuantity: null,
          difference: null,
        },
      ],
    });
    expect(reply.list.find((d) => d.id === reply.record.id)).toEqual(reply.record);
    expect(reply.list.every((d) => d.kind === 'Consignment')).toBe(true);
    expect(await balance(a, p)).toBe(0);
  });

  it.each(KINDS)('%s is numbered %s-NNNNNN, one running number per kind', async (kind, prefix) => {
    const a = await newAffiliate();
    const b = await newAffiliate();
    const p = await newProduct();
    const first = await saveDoc(kind, a, [{ productId: p, quantity: 1 }], { toAffiliateId: b });
    const second = await saveDoc(kind, a, [{ productId: p, quantity: 1 }], { toAffiliateId: b });
    expect(first.number).toMatch(new RegExp(`^${prefix}-\\d{6}$`));
    expect(Number(second.number.slice(3))).toBeGreaterThan(Number(first.number.slice(3)));
    const all = await ok<Doc[]>(`/reference/getAll${kind}`, {});
    expect(all.every((d) => d.kind === kind)).toBe(true);
    expect(all.findIndex((d) => d.id === second.id)).toBeLessThan(all.findIndex((d) => d.id === first.id));
  });

  it('getAll{R} lists newest date first, then id descending, deleted included', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const old = await saveDoc('SelfWriting', a, [{ productId: p, quantity: 1 }], { date: '2030-01-01' });
    const newer = await saveDoc('SelfWriting', a, [{ productId: p, quantity: 1 }], { date: '2032-01-01' });
    const later = await saveDoc('SelfWriting', a, [{ productId: p, quantity: 1 }], { date: '2032-01-01' });
    await ok('/reference/setSelfWritingDeleted', { id: old.id, val: 1 });
    const ids = (await ok<Doc[]>('/reference/getAllSelfWriting', {})).map((d) => d.id);
    const at = (id: number) => ids.indexOf(id);
    expect(at(later.id)).toBeLessThan(at(newer.id));
    expect(at(newer.id)).toBeLessThan(at(old.id));
  });

  it('set{R}Update replaces header and lines of a draft; keys not sent keep their values', async () => {
    const a = await newAffiliate();
    const [p, q] = [await newProduct(), await newProduct()];
    const doc = await saveDoc('Writing', a, [{ productId: p, quantity: 1, price: 100 }]);
    const { record } = await ok<{ record: Doc }>('/reference/setWritingUpdate', {
      dataWritingUpdate: {
        id: doc.id,
        comment: 'Исправлено',
        lines: [{ productId: q, quantity: 3, price: 50 }],
      },
      userId: w.adminId,
    });
    expect(record).toMatchObject({
      id: doc.id,
      number: doc.number,
      comment: 'Исправлено',
      writeOffId: w.writeOffId,
      affiliateId: a,
      date: '2031-05-17',
      total: 150,
      lines: [{ productId: q, quantity: 3, price: 50, sum: 150 }],
    });
    const { record: again } = await ok<{ record: Doc }>('/reference/setWritingUpdate', {
      dataWritingUpdate: { id: doc.id, date: '2031-06-01' },
    });
    expect(again).toMatchObject({ date: '2031-06-01', comment: 'Исправлено', total: 150 });
    expect(again.lines).toHaveLength(1);
  });

  it('set{R}Active and set{R}Deleted take 1/0 and answer {record, list}', async () => {
    const a = await newAffiliate();
    const doc = await saveDoc('Output', a, [{ productId: await newProduct(), quantity: 1 }]);
    const off = await ok<{ record: Doc; list: Doc[] }>('/reference/setOutputActive', { id: doc.id, val: 0 });
    expect(off.record.active).toBe(false);
    expect(off.list.find((d) => d.id === doc.id)?.active).toBe(false);
    const gone = await ok<{ record: Doc }>('/reference/setOutputDeleted', { id: String(doc.id), val: '1' });
    expect(gone.record.deleted).toBe(true);
    const back = await ok<{ record: Doc }>('/reference/setOutputDeleted', { id: doc.id, val: false });
    expect(back.record.deleted).toBe(false);
  });

  it('a posted document may still be switched inactive (a display flag, no stock moves)', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const doc = await posted('Consignment', a, [{ productId: p, quantity: 4 }]);
    const { record } = await ok<{ record: Doc }>('/reference/setConsignmentActive', { id: doc.id, val: 0 });
    expect(record).toMatchObject({ active: false, status: 'posted' });
    expect(await balance(a, p)).toBe(4);
  });
});

describe('warehouse/getDocuments and getDocument', () => {
  it('filters by dates, branch (either side of a Moving), status and deleted', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 10 }]);
    const move = await posted('Moving', a, [{ productId: p, quantity: 1 }], {
      toAffiliateId: b,
      date: '2031-05-20',
    });
    const draft = await saveDoc('Moving', a, [{ productId: p, quantity: 1 }], {
      toAffiliateId: b,
      date: '2031-05-21',
    });
    const gone = await saveDoc('Moving', a, [{ productId: p, quantity: 1 }], {
      toAffiliateId: b,
      date: '2031-05-21',
    });
    await ok('/reference/setMovingDeleted', { id: gone.id, val: 1 });

    const ids = async (filter: Record<string, unknown>) =>
      (await ok<Doc[]>('/warehouse/getDocuments', { kind: 'Moving', ...filter })).map((d) => d.id);
    expect(await ids({ affiliateId: b })).toEqual([draft.id, move.id]);
    expect(await ids({ affiliateId: a, includeDeleted: true })).toEqual([gone.id, draft.id, move.id]);
    expect(await ids({ affiliateId: b, status: 'posted' })).toEqual([move.id]);
    expect(await ids({ affiliateId: b, status: 'draft' })).toEqual([draft.id]);
    expect(await ids({ affiliateId: b, dateFrom: '2031-05-21', dateTo: '2031-05-21' })).toEqual([draft.id]);
    expect(await ids({ affiliateId: b, dateTo: '2031-05-20' })).toEqual([move.id]);
  });

  it('getDocument answers one record; an unknown id is NOT_FOUND', async () => {
    const doc = await saveDoc('SelfWriting', await newAffiliate(), [
      { productId: await newProduct(), quantity: 1 },
    ]);
    expect(await ok<Doc>('/warehouse/getDocument', { id: doc.id })).toEqual(doc);
    const reply = await ok<Doc>('/warehouse/getDocument', { id: String(doc.id) });
    expect(reply.id).toBe(doc.id);
  });
});

describe('warehouse/getBalances and getMovements', () => {
  it('balances by branch; zero balances only with includeZero', async () => {
    const a = await newAffiliate();
    const [p, q] = [await newProduct('Б товар'), await newProduct('А товар')];
    await posted('Consignment', a, [
      { productId: p, quantity: 3 },
      { productId: q, quantity: 1 },
    ]);
    await posted('Writing', a, [{ productId: q, quantity: 1 }]);
    const shown = await ok<{ productId: number }[]>('/warehouse/getBalances', { affiliateId: a });
    expect(shown).toEqual([
      { affiliateId: a, productId: p, productName: 'Б товар', unit: 'шт', quantity: 3, untracked: false },
    ]);
    const all = await ok<{ productId: number; productName: string }[]>('/warehouse/getBalances', {
      affiliateId: a,
      includeZero: true,
    });
    // By product name within a branch.
    expect(all.map((r) => r.productName)).toEqual(['А товар', 'Б товар']);
  });

  it('movements filter by product, branch, document and dates, newest first, within the limit', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const first = await posted('Consignment', a, [{ productId: p, quantity: 3 }]);
    await posted('Consignment', a, [{ productId: p, quantity: 2 }]);
    expect((await movements({ productId: p, affiliateId: a })).map((m) => m.delta)).toEqual([2, 3]);
    expect((await movements({ documentId: first.id })).map((m) => m.delta)).toEqual([3]);
    expect(await movements({ productId: p, limit: 1 })).toHaveLength(1);
    expect(await movements({ productId: p, dateTo: '2000-01-01' })).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await movements({ productId: p, dateFrom: yesterday, dateTo: tomorrow })).toHaveLength(2);
    expect(await movements({ productId: p, dateFrom: '2999-01-01' })).toEqual([]);
  });

  it('the seed leaves posted consignments and non-empty balances at the main branch', async () => {
    const seeded = await ok<Doc[]>('/warehouse/getDocuments', {
      kind: 'Consignment',
      affiliateId: 1,
      status: 'posted',
    });
    expect(seeded.length).toBeGreaterThan(0);
    const stock = await ok<{ quantity: number }[]>('/warehouse/getBalances', { affiliateId: 1 });
    expect(stock.length).toBeGreaterThan(0);
  });
});
