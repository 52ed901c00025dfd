/**
 * getOrderDetails (ours, issue 18; docs/upstream-contract.md): the history and payments of many
 * orders in one call, each equal to what getOrderInfo shows for that order; unknown ids left out;
 * bad input refused with VALIDATION.
 */
import { describe, expect, it } from 'vitest';
import { call, expectFailure } from './helper';
import { create, newOrderData, ok, t, useOrdersCrm, type Order } from './orders-helper';

useOrdersCrm();

type Details = { id: number; history: unknown[]; payments: unknown[] };

describe('getOrderDetails', () => {
  it('answers the history and payments of several orders as getOrderInfo does, one by one', async () => {
    const a = await create(newOrderData());
    const b = await create(newOrderData());
    await ok('/order/setStatusOrder', { idOrder: b.id, idStatus: t.statuses[1].id, userId: t.adminId });
    const { OrderDetails } = await ok<{ OrderDetails: Details[] }>('/order/getOrderDetails', {
      ids: [a.id, b.id, 99_999_999],
    });
    expect(OrderDetails.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
    for (const order of [a, b]) {
      const info = await ok<{ OrderList: (Order & { history: unknown[]; payments: unknown[] })[] }>(
        '/order/getOrderInfo',
        { DateOrderPull: { idOrder: order.id }, Affiliate: { active: 0, id: 1 } },
      );
      const details = OrderDetails.find((d) => d.id === order.id)!;
      expect(details.history).toEqual(info.OrderList[0].history);
      expect(details.payments).toEqual(info.OrderList[0].payments);
    }
    expect(OrderDetails.find((d) => d.id === b.id)!.history).toHaveLength(2);
  });

  it('refuses no ids, more than 250 and an id that is not a positive integer', async () => {
    for (const ids of [undefined, [], Array.from({ length: 251 }, (_, i) => i + 1), [1, 'x'], [0]]) {
      const reply = await call(t.crm, '/order/getOrderDetails', { ids });
      expectFailure(reply, 200, 'VALIDATION');
    }
  });
});
