/**
 * Posting and unposting (docs/warehouse.md "Stock rules"): what each kind does to the balances and
 * the ledger, Stocktaking's book and difference, unposting as the exact reverse; and the refusals
 * (posting twice, unposting a draft, anything that would take a balance below zero), after which
 * documents, balances and ledger are as they were.
 */
import { describe, expect, it } from 'vitest';
import {
  balance,
  balances,
  expectLedgerAgrees,
  expectUnchanged,
  movements,
  newAffiliate,
  newOrder,
  newProduct,
  ok,
  post,
  posted,
  refused,
  saveDoc,
  snapshot,
  unpost,
  useWarehouseCrm,
  w,
} from './warehouse-helper';

useWarehouseCrm();

describe('posting and unposting', () => {
  it('Consignment adds, Writing/SelfWriting/Output take away, each with its ledger rows', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const receipt = await posted('Consignment', a, [{ productId: p, quantity: 10, price: 5_000 }]);
    expect(receipt).toMatchObject({
      status: 'posted',
      postedBy: w.adminId,
      postedByName: 'Администратор',
      postedAt: expect.any(String),
    });
    expect(await balance(a, p)).toBe(10);
    await posted('Writing', a, [{ productId: p, quantity: 2 }]);
    await posted('SelfWriting', a, [{ productId: p, quantity: 0.5 }]);
    await posted('Output', a, [{ productId: p, quantity: 1.25 }]);
    expect(await balance(a, p)).toBe(6.25);

    const ledger = await movements({ productId: p });
    expect(ledger.map((m) => [m.reason, m.delta, m.balanceAfter])).toEqual([
      ['post', -1.25, 6.25],
      ['post', -0.5, 7.5],
      ['post', -2, 8],
      ['post', 10, 10],
    ]);
    expect(ledger[3]).toMatchObject({
      userId: w.adminId,
      userName: 'Администратор',
      affiliateId: a,
      documentId: receipt.id,
      documentKind: 'Consignment',
      documentNumber: receipt.number,
      orderId: null,
      orderNumber: null,
      untracked: false,
    });
    await expectLedgerAgrees([a], [p]);
  });

  it('Moving takes from one branch and adds to the other', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 5 }]);
    const move = await posted('Moving', a, [{ productId: p, quantity: 2 }], { toAffiliateId: b });
    expect([await balance(a, p), await balance(b, p)]).toEqual([3, 2]);
    const rows = await movements({ documentId: move.id });
    expect(rows.map((m) => [m.affiliateId, m.delta]).sort()).toEqual(
      [
        [a, -2],
        [b, 2],
      ].sort(),
    );
    await unpost(move.id);
    expect([await balance(a, p), await balance(b, p)]).toEqual([5, 0]);
    await expectLedgerAgrees([a, b], [p]);
  });

  it('Stocktaking keeps the book quantity and the difference, and sets the counted balance', async () => {
    const a = await newAffiliate();
    const [p, q, r] = [await newProduct(), await newProduct(), await newProduct()];
    await posted('Consignment', a, [
      { productId: p, quantity: 10 },
      { productId: q, quantity: 4 },
    ]);
    const count = await posted('Stocktaking', a, [
      { productId: p, quantity: 8 },
      { productId: q, quantity: 4 },
      { productId: r, quantity: 1.5 },
    ]);
    expect(count.lines.map((l) => [l.quantity, l.bookQuantity, l.difference])).toEqual([
      [8, 10, -2],
      [4, 4, 0],
      [1.5, 0, 1.5],
    ]);
    expect([await balance(a, p), await balance(a, q), await balance(a, r)]).toEqual([8, 4, 1.5]);
    // A line without a difference moves nothing, so it writes no ledger row.
    expect((await movements({ documentId: count.id })).map((m) => m.delta).sort()).toEqual([-2, 1.5]);

    const draft = await unpost(count.id);
    expect(draft.status).toBe('draft');
    expect(draft.lines.every((l) => l.bookQuantity === null && l.difference === null)).toBe(true);
    expect([await balance(a, p), await balance(a, q), await balance(a, r)]).toEqual([10, 4, 0]);
    await expectLedgerAgrees([a], [p, q, r]);
  });

  it('unposting writes the reverse rows (reason unpost); the draft can be edited and posted again', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const doc = await posted('Consignment', a, [{ productId: p, quantity: 7 }]);
    const draft = await unpost(doc.id);
    expect(draft).toMatchObject({ status: 'draft', postedAt: null, postedBy: null, postedByName: null });
    expect(await balance(a, p)).toBe(0);
    const rows = await movements({ documentId: doc.id });
    expect(rows.map((m) => [m.reason, m.delta])).toEqual([
      ['unpost', -7],
      ['post', 7],
    ]);
    await ok('/reference/setConsignmentUpdate', {
      dataConsignmentUpdate: { id: doc.id, lines: [{ productId: p, quantity: 9 }] },
    });
    await post(doc.id);
    expect(await balance(a, p)).toBe(9);
    await expectLedgerAgrees([a], [p]);
  });
});

describe('posting refusals (nothing changes)', () => {
  it('posting twice: «Документ уже проведён»; unposting a draft: «Документ не проведён»', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const doc = await posted('Consignment', a, [{ productId: p, quantity: 3 }]);
    const before = await snapshot('Consignment', [a], [p]);
    await refused('/warehouse/postDocument', { id: doc.id }, 'Документ уже проведён');
    await expectUnchanged(before, 'Consignment', [a], [p]);
    const draft = await saveDoc('Consignment', a, [{ productId: p, quantity: 3 }]);
    const again = await snapshot('Consignment', [a], [p]);
    await refused('/warehouse/unpostDocument', { id: draft.id }, 'Документ не проведён');
    await expectUnchanged(again, 'Consignment', [a], [p]);
  });

  it('a write-off of more than there is names the product, the branch and the numbers; all or nothing', async () => {
    const a = await newAffiliate();
    const [p, q] = [await newProduct('Роза для проверки'), await newProduct()];
    await posted('Consignment', a, [
      { productId: p, quantity: 3 },
      { productId: q, quantity: 10 },
    ]);
    const [{ name }] = await w.crm.db!.query<{ name: string }>('SELECT name FROM affiliates WHERE id = $1', [
      a,
    ]);
    // The line of q alone would pass: it must not be written when p is short.
    const doc = await saveDoc('Writing', a, [
      { productId: q, quantity: 4 },
      { productId: p, quantity: 5 },
    ]);
    const before = await snapshot('Writing', [a], [p, q]);
    await refused(
      '/warehouse/postDocument',
      { id: doc.id, userId: w.adminId },
      `Недостаточно «Роза для проверки» в филиале «${name}»: есть 3, нужно 5`,
    );
    await expectUnchanged(before, 'Writing', [a], [p, q]);
  });

  it('a Moving of more than the sending branch has is refused; the receiving branch gets nothing', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 1.5 }]);
    const doc = await saveDoc('Moving', a, [{ productId: p, quantity: 2 }], { toAffiliateId: b });
    const before = await snapshot('Moving', [a, b], [p]);
    await refused('/warehouse/postDocument', { id: doc.id }, /: есть 1,5, нужно 2$/);
    await expectUnchanged(before, 'Moving', [a, b], [p]);
  });

  it('unposting a receipt whose goods were sold since is refused; nothing changes', async () => {
    const a = await newAffiliate();
    const p = await newProduct('Тюльпан для проверки');
    const receipt = await posted('Consignment', a, [{ productId: p, quantity: 10 }]);
    await newOrder(a, [{ id: p, count: 8 }]);
    const before = await snapshot('Consignment', [a], [p]);
    await refused(
      '/warehouse/unpostDocument',
      { id: receipt.id },
      /^Недостаточно «Тюльпан для проверки» в филиале «.+»: есть 2, нужно 10$/,
    );
    await expectUnchanged(before, 'Consignment', [a], [p]);
  });

  it('unposting a Moving whose goods the receiving branch has used is refused', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 5 }]);
    const move = await posted('Moving', a, [{ productId: p, quantity: 5 }], { toAffiliateId: b });
    await posted('SelfWriting', b, [{ productId: p, quantity: 1 }]);
    const before = await snapshot('Moving', [a, b], [p]);
    await refused('/warehouse/unpostDocument', { id: move.id }, /: есть 4, нужно 5$/);
    await expectUnchanged(before, 'Moving', [a, b], [p]);
    // Once the goods are back, it goes through.
    await posted('Consignment', b, [{ productId: p, quantity: 1 }]);
    expect((await unpost(move.id)).status).toBe('draft');
  });

  it('a receipt onto a balance that sales took below zero is fine (it only helps)', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 1 }]);
    await newOrder(a, [{ id: p, count: 3 }]);
    expect((await balances([a], [p]))[`${a}:${p}`]).toBe(-2);
    await posted('Consignment', a, [{ productId: p, quantity: 1 }]);
    expect((await balances([a], [p]))[`${a}:${p}`]).toBe(-1);
    const doc = await saveDoc('Writing', a, [{ productId: p, quantity: 1 }]);
    await refused('/warehouse/postDocument', { id: doc.id }, /: есть −1, нужно 1$/);
    await post((await saveDoc('Stocktaking', a, [{ productId: p, quantity: 0 }])).id);
    expect((await balances([a], [p]))[`${a}:${p}`]).toBe(0);
  });
});
