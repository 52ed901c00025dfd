import { useMemo } from 'react';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import type { OrderRefs } from './refs';
import { useOrderActions, type OrderRow } from './useOrders';

/**
 * The list's quick changes, each ending in a toast: success names the order and the new value,
 * failure shows the server's Russian message. Each resolves to whether it succeeded.
 */
export function useOrderActionsWithToasts(refs: OrderRefs) {
  const a = useOrderActions();
  return useMemo(() => {
    const run = async (work: () => Promise<unknown>, ok: string) => {
      try {
        await work();
        toastSuccess(ok);
        return true;
      } catch (e) {
        toastError(serverError(e).message);
        return false;
      }
    };
    return {
      status: (o: OrderRow, id: string) =>
        void run(() => a.setStatus(o.id, id), `Заказ ${o.number}: статус «${refs.statuses.name(id)}»`),
      worker: (o: OrderRow, id: string) =>
        void run(
          () => a.assignWorker(o.id, id || null),
          id
            ? `Заказ ${o.number}: исполнитель ${refs.workers.name(id)}`
            : `Заказ ${o.number}: исполнитель снят`,
        ),
      payment: (o: OrderRow, id: string) =>
        void run(
          () => a.setPayment(o.id, id || null, o.paymentText),
          `Заказ ${o.number}: оплата «${refs.payments.name(id) || '—'}»`,
        ),
      statusMany: (ids: string[], id: string) =>
        run(() => a.setStatusMany(ids, id), `Статус «${refs.statuses.name(id)}» у ${ids.length} заказов`),
      remove: (o: OrderRow) => run(() => a.remove(o.id), `Заказ ${o.number} удалён`),
    };
  }, [a, refs]);
}
