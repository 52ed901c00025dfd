/**
 * Sales write off stock (docs/warehouse.md "Sales"): every order write brings the ledger in line
 * with the order in the same transaction — create, edit, status, bulk status, delete — through
 * the compositions, flagged when a product has no stock rule. Ends with the acceptance
 * flow at the CRM level.
 */
import { describe, expect, it } from 'vitest';
import {
  balance,
  expectLedgerAgrees,
  movements,
  newAffiliate,
  newOrder,
  newProduct,
  ok,
  posted,
  refused,
  setComposition,
  unpost,
  useWarehouseCrm,
  w,
  type Balance,
  type Order,
} from './warehouse-helper';

useWarehouseCrm();

const edit = (order: Order, lines: { id: number; count: number }[], extra: Record<string, unknown> = {}) =>
  ok<Order>('/order/EditOrderData', {
    EditOrderData: {
      id: order.id,
      date: '2031-05-17',
      products: lines.map((l) => ({ id: l.id, count_product: l.count, priceProduct: 100_00 })),
      ...extra,
    },
    userId: w.adminId,
  });

const setStatus = (id: number, idStatus: number) =>
  ok<Order>('/order/setStatusOrder', { idOrder: id, idStatus, userId: w.adminId });

describe('an order write writes its sale', () => {
  it('creating an order takes its lines from the order branch, with the order on the ledger row', async () => {
    const a = await newAffiliate();
    const [p, q] = [await newProduct(), await newProduct()];
    await posted('Consignment', a, [
      { productId: p, quantity: 10 },
      { productId: q, quantity: 10 },
    ]);
    const order = await newOrder(a, [
      { id: p, count: 3 },
      { id: q, count: 1 },
    ]);
    expect([await balance(a, p), await balance(a, q)]).toEqual([7, 9]);
    const rows = await movements({ orderId: order.id });
    expect(rows).toHaveLength(2);
    expect(rows.find((m) => m.productId === p)).toMatchObject({
      reason: 'sale',
      delta: -3,
      balanceAfter: 7,
      affiliateId: a,
      orderId: order.id,
      orderNumber: order.number,
      documentId: null,
      userId: w.adminId,
      untracked: false,
    });
  });

  it('is idempotent: a write that changes no line writes no ledger row', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 10 }]);
    const order = await newOrder(a, [{ id: p, count: 2 }]);
    await edit(order, [{ id: p, count: 2 }], { managerComment: 'без изменений в составе' });
    await ok('/order/setTypePayment', { idOrder: order.id, idPayment: w.cardTypeId, userId: w.adminId });
    await setStatus(order.id, w.firstStatusId);
    expect(await movements({ orderId: order.id })).toHaveLength(1);
    expect(await balance(a, p)).toBe(8);
  });

  it('editing sells the difference: more goes out (sale), less comes back (sale_return)', async () => {
    const a = await newAffiliate();
    const [p, q] = [await newProduct(), await newProduct()];
    await posted('Consignment', a, [
      { productId: p, quantity: 10 },
      { productId: q, quantity: 10 },
    ]);
    const order = await newOrder(a, [{ id: p, count: 2 }]);
    await edit(order, [{ id: p, count: 5 }]);
    expect(await balance(a, p)).toBe(5);
    await edit(order, [
      { id: p, count: 1 },
      { id: q, count: 4 },
    ]);
    expect([await balance(a, p), await balance(a, q)]).toEqual([9, 6]);
    await edit(order, [{ id: q, count: 4 }]);
    expect([await balance(a, p), await balance(a, q)]).toEqual([10, 6]);
    const rows = await movements({ orderId: order.id });
    expect(rows.map((m) => [m.reason, m.productId, m.delta]).reverse()).toEqual([
      ['sale', p, -2],
      ['sale', p, -3],
      ['sale_return', p, 4],
      ['sale', q, -4],
      ['sale_return', p, 1],
    ]);
    await expectLedgerAgrees([a], [p, q]);
  });

  it('a cancelling status returns the stock; a live status again sells it again', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 10 }]);
    const order = await newOrder(a, [{ id: p, count: 4 }]);
    await setStatus(order.id, w.cancelStatusId);
    expect(await balance(a, p)).toBe(10);
    await setStatus(order.id, w.firstStatusId);
    expect(await balance(a, p)).toBe(6);
    await ok('/order/setWorkerStatusOrder', {
      idOrder: order.id,
      idWorker: null,
      idStatus: w.cancelStatusId,
      userId: w.adminId,
    });
    expect(await balance(a, p)).toBe(10);
    expect((await movements({ orderId: order.id })).map((m) => m.reason)).toEqual([
      'sale_return',
      'sale',
      'sale_return',
      'sale',
    ]);
  });

  it('a bulk status change cancels several orders in one go', async () => {
    const a = await newAffiliate();
    const [p, q] = [await newProduct(), await newProduct()];
    await posted('Consignment', a, [
      { productId: p, quantity: 10 },
      { productId: q, quantity: 10 },
    ]);
    const one = await newOrder(a, [
      { id: p, count: 1 },
      { id: q, count: 2 },
    ]);
    const two = await newOrder(a, [{ id: q, count: 3 }]);
    expect([await balance(a, p), await balance(a, q)]).toEqual([9, 5]);
    await ok('/order/setStatusOrders', {
      idOrders: [two.id, one.id],
      idStatus: w.cancelStatusId,
      userId: w.adminId,
    });
    expect([await balance(a, p), await balance(a, q)]).toEqual([10, 10]);
    await expectLedgerAgrees([a], [p, q]);
  });

  it('deleting an order returns its stock; deleting it again writes nothing', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 10 }]);
    const order = await newOrder(a, [{ id: p, count: 6 }]);
    await ok('/order/deleteOrder', { idOrderDeleted: order.id, userId: w.adminId });
    await ok('/order/deleteOrder', { idOrderDeleted: order.id, userId: w.adminId });
    expect(await balance(a, p)).toBe(10);
    expect((await movements({ orderId: order.id })).map((m) => m.reason)).toEqual(['sale_return', 'sale']);
  });

  it('a sale may take a balance below zero: the till does not stop', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 1 }]);
    await newOrder(a, [{ id: p, count: 3 }]);
    expect(await balance(a, p)).toBe(-2);
  });
});

describe('compositions', () => {
  it('a composed product writes off its components, recursively and multiplied, not itself', async () => {
    const a = await newAffiliate();
    const [rose, ribbon, wrap] = [await newProduct(), await newProduct(), await newProduct()];
    const bouquet = await newProduct();
    const box = await newProduct();
    // A bouquet: 25 roses and 1.5 m of ribbon; a gift box: 2 bouquets and a wrap.
    await setComposition(bouquet, [
      { componentId: rose, quantity: 25 },
      { componentId: ribbon, quantity: 1.5 },
    ]);
    await setComposition(box, [
      { componentId: bouquet, quantity: 2 },
      { componentId: wrap, quantity: 1 },
    ]);
    await posted('Consignment', a, [
      { productId: rose, quantity: 500 },
      { productId: ribbon, quantity: 100 },
      { productId: wrap, quantity: 10 },
    ]);
    const order = await newOrder(a, [
      { id: bouquet, count: 2 },
      { id: box, count: 1 },
      { id: rose, count: 3 },
    ]);
    // Roses: 2 × 25 + 1 × 2 × 25 + 3 = 103; ribbon: 2 × 1.5 + 2 × 1.5 = 6; wrap: 1.
    expect([await balance(a, rose), await balance(a, ribbon), await balance(a, wrap)]).toEqual([397, 94, 9]);
    expect(await balance(a, bouquet)).toBe(0);
    expect((await movements({ orderId: order.id })).every((m) => m.productId !== bouquet)).toBe(true);

    // Sold bouquets come back as their parts when the order is cancelled.
    await setStatus(order.id, w.cancelStatusId);
    expect([await balance(a, rose), await balance(a, ribbon), await balance(a, wrap)]).toEqual([
      500, 100, 10,
    ]);
    await expectLedgerAgrees([a], [rose, ribbon, wrap]);
  });
});

describe('products without stock rules are flagged', () => {
  it('a product never received is sold anyway, flagged on the ledger and in the balances', async () => {
    const a = await newAffiliate();
    const [loose, known] = [await newProduct(), await newProduct()];
    await posted('Consignment', a, [{ productId: known, quantity: 5 }]);
    const order = await newOrder(a, [
      { id: loose, count: 2 },
      { id: known, count: 1 },
    ]);
    const rows = await movements({ orderId: order.id });
    expect(rows.find((m) => m.productId === loose)).toMatchObject({ untracked: true, delta: -2 });
    expect(rows.find((m) => m.productId === known)).toMatchObject({ untracked: false });
    const stock = await ok<Balance[]>('/warehouse/getBalances', { affiliateId: a });
    expect(stock.find((b) => b.productId === loose)).toMatchObject({ quantity: -2, untracked: true });
    expect(stock.find((b) => b.productId === known)).toMatchObject({ quantity: 4, untracked: false });

    // Received once (anywhere), it has a stock rule from then on.
    await posted('Consignment', await newAffiliate(), [{ productId: loose, quantity: 1 }]);
    const after = await ok<Balance[]>('/warehouse/getBalances', { affiliateId: a });
    expect(after.find((b) => b.productId === loose)).toMatchObject({ quantity: -2, untracked: false });
  });
});

describe('the acceptance flow of issue 6', () => {
  it('receive → sell (plain and composed) → write off → move → count: balances agree at each step', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    const rose = await newProduct('Роза приёмочная');
    const ribbon = await newProduct();
    const bouquet = await newProduct();
    await setComposition(bouquet, [
      { componentId: rose, quantity: 2 },
      { componentId: ribbon, quantity: 0.5 },
    ]);
    const stock = async () => [await balance(a, rose), await balance(a, ribbon), await balance(b, rose)];

    const receipt = await posted('Consignment', a, [
      { productId: rose, quantity: 10, price: 9_000 },
      { productId: ribbon, quantity: 5, price: 2_000 },
    ]);
    expect(await stock()).toEqual([10, 5, 0]);

    const order = await newOrder(a, [{ id: rose, count: 3 }]);
    expect(await stock()).toEqual([7, 5, 0]);

    await newOrder(a, [{ id: bouquet, count: 1 }]);
    expect(await stock()).toEqual([5, 4.5, 0]);

    await posted('Writing', a, [{ productId: rose, quantity: 2 }]);
    expect(await stock()).toEqual([3, 4.5, 0]);

    await posted('Moving', a, [{ productId: rose, quantity: 1 }], { toAffiliateId: b });
    expect(await stock()).toEqual([2, 4.5, 1]);

    // The count finds one rose fewer than the books.
    const count = await posted('Stocktaking', a, [
      { productId: rose, quantity: 1 },
      { productId: ribbon, quantity: 4.5 },
    ]);
    expect(count.lines.map((l) => [l.bookQuantity, l.difference])).toEqual([
      [2, -1],
      [4.5, 0],
    ]);
    expect(await stock()).toEqual([1, 4.5, 1]);
    await expectLedgerAgrees([a, b], [rose, ribbon]);

    // Cancelling the order brings its three roses back.
    await setStatus(order.id, w.cancelStatusId);
    expect(await stock()).toEqual([4, 4.5, 1]);

    // The receipt cannot be unposted: 10 roses came in, only 4 are left.
    await refused('/warehouse/unpostDocument', { id: receipt.id, userId: w.adminId }, /есть 4, нужно 10$/);
    expect(await stock()).toEqual([4, 4.5, 1]);
    expect((await ok<{ status: string }>('/warehouse/getDocument', { id: receipt.id })).status).toBe(
      'posted',
    );
    await expectLedgerAgrees([a, b], [rose, ribbon]);
  });

  it('unposting the count gives back exactly what it wrote', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await posted('Consignment', a, [{ productId: p, quantity: 10 }]);
    const count = await posted('Stocktaking', a, [{ productId: p, quantity: 12 }]);
    await newOrder(a, [{ id: p, count: 1 }]);
    expect(await balance(a, p)).toBe(11);
    await unpost(count.id);
    expect(await balance(a, p)).toBe(9);
    await expectLedgerAgrees([a], [p]);
  });
});
