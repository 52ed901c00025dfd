import { useMemo } from 'react';
import { useSession } from '../app/session/context';
import type { ShopType } from '../graphql';
import { toastReceipts } from '../fiscal/receiptToasts';
import { receiptOnStatus } from '../fiscal/statusReceipts';
import { useOrderReceipts } from '../fiscal/useFiscal';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import type { OrderRefs } from './refs';
import { useOrderActions, type OrderListRow } from './useOrders';

/**
 * The list's quick changes, each ending in a toast: success names the order and the new value,
 * failure shows the server's Russian message. Each resolves to whether it succeeded. A status
 * that hands the order over or cancels it then makes its receipt (fiscal/statusReceipts.ts): the
 * status is saved first, whatever the register says.
 */
export function useOrderActionsWithToasts(refs: OrderRefs) {
  const a = useOrderActions();
  const receipts = useOrderReceipts();
  const { user } = useSession();
  const ownShop = user?.role === 'SA' ? undefined : (user?.typeAccount as ShopType | undefined);
  return useMemo(() => {
    /** `shopType`: the orders' till when known (a staff member's orders are their shop type's). */
    const afterStatus = async (ids: readonly string[], statusId: string, shopType?: ShopType) => {
      const kind = receiptOnStatus(refs.statuses.options, statusId);
      if (!kind) return;
      for (const id of ids) await toastReceipts(receipts[kind](id, shopType));
    };
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
      status: (o: OrderListRow, id: string) =>
        void run(() => a.setStatus(o.id, id), `Заказ ${o.number}: статус «${refs.statuses.name(id)}»`).then(
          (ok) => {
            if (ok) void afterStatus([o.id], id, o.shopType ?? undefined);
          },
        ),
      worker: (o: OrderListRow, id: string) =>
        void run(
          () => a.assignWorker(o.id, id || null),
          id
            ? `Заказ ${o.number}: исполнитель ${refs.workers.name(id)}`
            : `Заказ ${o.number}: исполнитель снят`,
        ),
      payment: (o: OrderListRow, id: string) =>
        void run(
          () => a.setPayment(o.id, id || null, o.paymentText),
          `Заказ ${o.number}: оплата «${refs.payments.name(id) || '—'}»`,
        ),
      statusMany: async (ids: string[], id: string) => {
        const ok = await run(
          () => a.setStatusMany(ids, id),
          `Статус «${refs.statuses.name(id)}» у ${ids.length} заказов`,
        );
        if (ok) void afterStatus(ids, id, ownShop);
        return ok;
      },
      remove: (o: OrderListRow) => run(() => a.remove(o.id), `Заказ ${o.number} удалён`),
    };
  }, [a, refs, receipts, ownShop]);
}
