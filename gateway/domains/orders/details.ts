/**
 * The history and payments of orders, batched per GraphQL request (issue 18 item 3): every
 * `history` or `payments` field of one request is collected by DataLoader and asked for in one
 * getOrderDetails call per MAX_PAGE orders, so a month of orders with their history is a constant
 * number of CRM calls, not one getOrderInfo per order. A CRM without getOrderDetails (the spec's
 * own) is asked order by order, as before.
 */
import DataLoader from 'dataloader';
import { MAX_PAGE } from '../../../schema/paging';
import { NotFoundError } from '../../errors';
import { isUnknownCall } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';

export interface OrderDetails {
  history: unknown[];
  payments: unknown[];
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function orderDetailsLoader(
  upstream: Upstream,
  /** One order by getOrderInfo: the fallback for a CRM without the batch call. */
  info: (id: number) => Promise<object>,
): DataLoader<number, OrderDetails> {
  const oneByOne = (ids: readonly number[]) =>
    Promise.all(
      ids.map((id) =>
        info(id).then(
          (o: { history?: unknown; payments?: unknown }) => ({
            history: asList(o.history),
            payments: asList(o.payments),
          }),
          (err: unknown) => err as Error,
        ),
      ),
    );
  return new DataLoader(
    async (ids) => {
      let data: { OrderDetails?: unknown } | null;
      try {
        data = await upstream.call<{ OrderDetails?: unknown } | null>('order', 'getOrderDetails', {
          ids: [...ids],
        });
      } catch (err) {
        if (isUnknownCall(err)) return oneByOne(ids);
        throw mapRemoteError(err);
      }
      const byId = new Map<number, OrderDetails>();
      for (const row of asList(data?.OrderDetails) as Record<string, unknown>[])
        byId.set(Number(row.id), { history: asList(row.history), payments: asList(row.payments) });
      // An order gone between the list and this call fails its own field only.
      return ids.map((id) => byId.get(id) ?? new NotFoundError(`Заказ с id ${id} не найден`));
    },
    { maxBatchSize: MAX_PAGE },
  );
}
