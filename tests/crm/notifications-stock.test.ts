/**
 * Low-stock notifications: a sale or a posted document that leaves a received product at 0 or
 * below at a branch raises «Заканчивается …» once (until dismissed); products never received
 * (untracked) raise nothing, whatever their balance.
 */
import { describe, expect, it } from 'vitest';
import { newAffiliate, newOrder, newProduct, ok, posted, useWarehouseCrm } from './warehouse-helper';

useWarehouseCrm();

type Note = {
  id: number;
  kind: string;
  title: string;
  text: string;
  productId: number | null;
  affiliateId: number;
};

const lowStock = async (productId: number) =>
  (await ok<Note[]>('/notification/getAllNotificationList', {})).filter(
    (n) => n.kind === 'low_stock' && n.productId === productId,
  );

describe('low-stock notifications', () => {
  it('a sale that empties the shelf raises one; a further sale adds none until it is dismissed', async () => {
    const branch = await newAffiliate();
    const product = await newProduct('Пион Сара Бернар тест');
    await posted('Consignment', branch, [{ productId: product, quantity: 3, price: 90_00 }]);
    await newOrder(branch, [{ id: product, count: 2 }]);
    expect(await lowStock(product)).toEqual([]);

    await newOrder(branch, [{ id: product, count: 1 }]);
    const [note] = await lowStock(product);
    expect(note).toMatchObject({
      title: 'Заканчивается «Пион Сара Бернар тест»',
      affiliateId: branch,
    });
    expect(note.text).toMatch(/осталось 0$/);

    await newOrder(branch, [{ id: product, count: 1 }]);
    expect(await lowStock(product)).toHaveLength(1);

    await ok('/notification/setNotificationReady', { notificationId: note.id });
    await newOrder(branch, [{ id: product, count: 1 }]);
    const [again] = await lowStock(product);
    expect(again.text).toMatch(/осталось -2$/);
  });

  it('a write-off down to zero raises it too; a product never received raises nothing', async () => {
    const branch = await newAffiliate();
    const counted = await newProduct();
    await posted('Consignment', branch, [{ productId: counted, quantity: 1.5, price: 10_00 }]);
    await posted('Writing', branch, [{ productId: counted, quantity: 1.5, price: 10_00 }]);
    expect(await lowStock(counted)).toHaveLength(1);

    const untracked = await newProduct();
    await newOrder(branch, [{ id: untracked, count: 5 }]);
    expect(await lowStock(untracked)).toEqual([]);
  });
});
