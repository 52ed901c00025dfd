/**
 * A raised notification's event (crm/events/record.ts): `notification.added`, and for a low
 * stock one also `stock.below_minimum`. Ids only: the texts stay in the notifications table.
 */
import type { Db } from '../db/connect';
import { recordEvent } from './record';

interface Raised {
  id: number;
  kind: string;
  shopType: string | null;
  orderId?: number;
  productId?: number;
  affiliateId?: number;
}

export async function recordNotificationEvent(tx: Db, n: Raised): Promise<void> {
  const payload = {
    notificationId: n.id,
    kind: n.kind,
    orderId: n.orderId ?? null,
    productId: n.productId ?? null,
    affiliateId: n.affiliateId ?? null,
  };
  await recordEvent(tx, { kind: 'notification.added', shopType: n.shopType, subjectId: n.id, payload });
  if (n.kind === 'low_stock') {
    await recordEvent(tx, { kind: 'stock.below_minimum', shopType: n.shopType, subjectId: n.id, payload });
  }
}
