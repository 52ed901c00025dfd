/**
 * A burst of concurrent sales, posts, unposts, edits and cancellations (on PostgreSQL they really
 * overlap; PGlite runs them one by one) never deadlocks or fails (no INTERNAL), never loses an
 * update, and leaves every balance equal to the sum of its ledger deltas, each ledger row's
 * balanceAfter the running sum in the order the rows were written.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helper';
import {
  expectLedgerAgrees,
  header,
  movements,
  newAffiliate,
  newOrder,
  newProduct,
  orderInfo,
  posted,
  setComposition,
  useWarehouseCrm,
  w,
  type Doc,
  type Order,
} from './warehouse-helper';

useWarehouseCrm();

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const qty = () => 1 + Math.floor(Math.random() * 3);

describe('concurrent stock writers', () => {
  it('keep balances = Σ ledger deltas, with no lost update and no deadlock', async () => {
    const branches = [await newAffiliate(), await newAffiliate()];
    const products = [await newProduct(), await newProduct(), await newProduct()];
    const bouquet = await newProduct();
    await setComposition(bouquet, [
      { componentId: products[0], quantity: 2 },
      { componentId: products[1], quantity: 0.5 },
    ]);
    for (const a of branches) {
      await posted(
        'Consignment',
        a,
        products.map((p) => ({ productId: p, quantity: 20 })),
      );
    }
    const orders: Order[] = [await newOrder(branches[0], [{ id: products[0], count: 1 }])];
    const docs: Doc[] = [];

    const saveAndPost = async (kind: string, a: number, extra: Record<string, unknown> = {}) => {
      const lines = [...new Set([pick(products), pick(products)])].map((p) => ({
        productId: p,
        quantity: qty(),
      }));
      const saved = await call<{ record: Doc }>(w.crm, `/reference/setSaveNew${kind}`, {
        [`data${kind}Update`]: { ...header(a, extra), lines },
        userId: w.adminId,
      });
      if (saved.body.error) return saved;
      docs.push(saved.body.data!.record);
      return call(w.crm, '/warehouse/postDocument', { id: saved.body.data!.record.id, userId: w.adminId });
    };
    const sell = async () => {
      const reply = await call<Order>(w.crm, '/order/newOrder', {
        newOrderData: {
          date: '2031-05-17',
          products: [...new Set([pick([...products, bouquet]), pick(products)])].map((id) => ({
            id,
            count_product: qty(),
            priceProduct: 100_00,
          })),
        },
        Affiliate: { active: 0, id: pick(branches) },
        userId: w.adminId,
      });
      if (!reply.body.error) orders.push(reply.body.data!);
      return reply;
    };
    const writers = [
      sell,
      sell,
      () => saveAndPost('Consignment', pick(branches)),
      () => saveAndPost('Writing', pick(branches)),
      () => saveAndPost('Moving', branches[0], { toAffiliateId: branches[1] }),
      () => saveAndPost('Stocktaking', pick(branches)),
      () =>
        call(w.crm, '/order/setStatusOrder', {
          idOrder: pick(orders).id,
          idStatus: pick([w.cancelStatusId, w.firstStatusId]),
          userId: w.adminId,
        }),
      () =>
        call(w.crm, '/order/setStatusOrders', {
          idOrders: [pick(orders).id, pick(orders).id],
          idStatus: pick([w.cancelStatusId, w.firstStatusId]),
          userId: w.adminId,
        }),
      () =>
        call(w.crm, '/order/EditOrderData', {
          EditOrderData: {
            id: pick(orders).id,
            date: '2031-05-17',
            products: [{ id: pick(products), count_product: qty(), priceProduct: 100_00 }],
          },
          userId: w.adminId,
        }),
      () => call(w.crm, '/order/deleteOrder', { idOrderDeleted: pick(orders).id, userId: w.adminId }),
      () =>
        docs.length
          ? call(w.crm, '/warehouse/unpostDocument', { id: pick(docs).id, userId: w.adminId })
          : saveAndPost('Consignment', pick(branches)),
    ];

    const replies = await Promise.all(Array.from({ length: 160 }, () => pick(writers)()));
    const codes = replies.map((r) => r.body.errorInfo || 'OK');
    // Shortages, posting twice and editing deleted orders are refusals; anything else is a bug.
    expect(codes.filter((c) => c !== 'OK' && c !== 'VALIDATION')).toEqual([]);
    expect(codes.filter((c) => c === 'OK').length).toBeGreaterThan(40);

    const tracked = [...products, bouquet];
    await expectLedgerAgrees(branches, tracked);
    for (const p of tracked) {
      const rows = (await movements({ productId: p })).slice().sort((x, y) => Number(x.id) - Number(y.id));
      for (const a of branches) {
        let running = 0;
        for (const m of rows.filter((r) => r.affiliateId === a)) {
          running = Math.round((running + m.delta) * 1000) / 1000;
          expect(m.balanceAfter, `ledger row ${String(m.id)}`).toBeCloseTo(running, 6);
        }
      }
    }
    // A bouquet is never on the shelf: only its components move.
    expect(await movements({ productId: bouquet })).toEqual([]);

    // Each order's ledger rows add up to what the order, as it ended, takes from stock.
    for (const { id } of orders) {
      const order = await orderInfo(id);
      const want = new Map<number, number>();
      const add = (p: number, q: number) => want.set(p, (want.get(p) ?? 0) + q);
      if (!order.deleted && order.idStatus !== w.cancelStatusId) {
        for (const line of order.products as { id: number; count_product: number }[]) {
          if (line.id !== bouquet) add(line.id, line.count_product);
          else {
            add(products[0], 2 * line.count_product);
            add(products[1], 0.5 * line.count_product);
          }
        }
      }
      const took = new Map<number, number>();
      for (const m of await movements({ orderId: id }))
        took.set(m.productId, (took.get(m.productId) ?? 0) - m.delta);
      for (const p of products)
        expect(took.get(p) ?? 0, `order ${id}, product ${p}`).toBeCloseTo(want.get(p) ?? 0, 6);
    }
  });
});
