/**
 * An order's status change with its history entry and the bell's notice: the order calls
 * (setStatusOrder, setStatusOrders, setWorkerStatusOrder) and the kitchen's bump and recall
 * (crm/kitchen/tickets.ts) move an order the same way.
 */
import type { Db } from '../../db/connect';
import { notifyStatusChanged } from '../../notifications/raise';
import { refuse } from './input';
import { lockOrder, nameOf, writeHistory } from './write';

export async function setStatus(tx: Db, id: number, statusId: number, userId: number | null) {
  const before = await lockOrder(tx, id);
  if (before.deleted) refuse('Удалённый заказ нельзя изменить', undefined, 'ORDER_DELETED');
  if (before.status_id === statusId) return;
  await tx.query('UPDATE orders SET status_id = $2, updated_at = now() WHERE id = $1', [id, statusId]);
  const oldName = await nameOf(tx, 'order_statuses', before.status_id);
  await writeHistory(tx, id, userId, {
    field: 'status',
    oldValue: String(before.status_id),
    newValue: String(statusId),
    oldName,
    newName: await nameOf(tx, 'order_statuses', statusId),
  });
  await notifyStatusChanged(tx, id, oldName);
}
