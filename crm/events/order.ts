/**
 * An order's event (crm/events/record.ts), with what a reader filters and shows by: the shop type,
 * the number staff and buyers know it by, status, worker and total. Read inside the write's transaction, so it is the order as committed.
 */
import type { Db } from '../db/connect';
import { recordEvent } from './record';

export type OrderEventKind = 'created' | 'status' | 'worker' | 'payment' | 'lines' | 'deleted';

export async function recordOrderEvent(tx: Db, kind: OrderEventKind, orderId: number): Promise<void> {
  const [o] = await tx.query<{
    shop_type: string;
    number: string;
    status_id: number;
    worker_id: number | null;
    total: number;
  }>('SELECT shop_type, number, status_id, worker_id, total FROM orders WHERE id = $1', [orderId]);
  if (!o) return;
  await recordEvent(tx, {
    kind: `order.${kind}`,
    shopType: o.shop_type,
    subjectId: orderId,
    payload: {
      orderId,
      number: o.number,
      statusId: o.status_id,
      workerId: o.worker_id,
      total: Number(o.total),
    },
  });
}
