/**
 * Raising notifications on real events (docs/notifications.md). Each function runs inside the
 * transaction of the write that caused it, so a notification exists exactly when its event
 * committed. The texts are what the bell shows.
 */
import type { Db } from '../db/connect';
import { rub } from '../domains/orders/totals';
import { recordNotificationEvent } from '../events/notification';

export type NotificationKind = 'site_order' | 'status' | 'low_stock' | 'backup_failed';

interface OrderFacts {
  number: string;
  total: number;
  shop_type: string;
  affiliate_id: number;
  online: boolean;
  status: string;
}

async function orderFacts(tx: Db, orderId: number): Promise<OrderFacts | undefined> {
  const [row] = await tx.query<OrderFacts>(
    `SELECT o.number, o.total, o.shop_type, o.affiliate_id, coalesce(s.online, false) AS online,
            st.name AS status
       FROM orders o
       LEFT JOIN order_sources s ON s.id = o.source_id
       JOIN order_statuses st ON st.id = o.status_id
      WHERE o.id = $1`,
    [orderId],
  );
  return row;
}

async function insert(
  tx: Db,
  n: {
    kind: NotificationKind;
    title: string;
    text: string;
    shopType: string;
    orderId?: number;
    productId?: number;
    affiliateId?: number;
  },
) {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO notifications (kind, title, text, shop_type, order_id, product_id, affiliate_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [n.kind, n.title, n.text, n.shopType, n.orderId ?? null, n.productId ?? null, n.affiliateId ?? null],
  );
  await recordNotificationEvent(tx, { id, ...n });
}

/** A new order of an online channel: the shop must see it without watching the list. */
export async function notifyOrderCreated(tx: Db, orderId: number): Promise<void> {
  const o = await orderFacts(tx, orderId);
  if (!o?.online) return;
  await insert(tx, {
    kind: 'site_order',
    title: `Новый заказ с сайта ${o.number}`,
    text: `На сумму ${rub(o.total)}`,
    shopType: o.shop_type,
    orderId,
    affiliateId: o.affiliate_id,
  });
}

/** A status change, worded with the names at the time of the change. */
export async function notifyStatusChanged(tx: Db, orderId: number, oldStatus: string | null): Promise<void> {
  const o = await orderFacts(tx, orderId);
  if (!o || oldStatus === o.status) return;
  await insert(tx, {
    kind: 'status',
    title: `Заказ ${o.number}: ${o.status}`,
    text: oldStatus ? `Статус «${oldStatus}» → «${o.status}»` : `Статус «${o.status}»`,
    shopType: o.shop_type,
    orderId,
    affiliateId: o.affiliate_id,
  });
}

/** The stock of a product ran out (0 or below) at a branch. */
export const LOW_STOCK_LEVEL = 0;

/**
 * Called after a balance changed. Raises once per running-out: while an undismissed low-stock
 * notification for the same product and branch exists, no second one is added.
 */
export async function notifyLowStock(
  tx: Db,
  affiliateId: number,
  productId: number,
  balance: number,
): Promise<void> {
  if (balance > LOW_STOCK_LEVEL) return;
  const open = await tx.query(
    `SELECT 1 FROM notifications
      WHERE kind = 'low_stock' AND NOT ready AND product_id = $1 AND affiliate_id = $2 LIMIT 1`,
    [productId, affiliateId],
  );
  if (open.length > 0) return;
  const [p] = await tx.query<{ name: string; shop_type: string; branch: string }>(
    `SELECT p.name, p.shop_type, a.name AS branch FROM products p, affiliates a
      WHERE p.id = $1 AND a.id = $2`,
    [productId, affiliateId],
  );
  if (!p) return;
  await insert(tx, {
    kind: 'low_stock',
    title: `Заканчивается «${p.name}»`,
    text: `Филиал «${p.branch}»: осталось ${balance.toLocaleString('ru-RU', { maximumFractionDigits: 3 })}`,
    shopType: p.shop_type,
    productId,
    affiliateId,
  });
}

/**
 * A backup failed (crm/backup/service.ts). For the superadmin only (no shop type). One open
 * notification at a time: a later failure freshens it instead of piling up one a day.
 */
export async function notifyBackupFailed(db: Db, reason: string): Promise<void> {
  const text = reason.slice(0, 500);
  const freshened = await db.query(
    `UPDATE notifications SET at = now(), text = $1 WHERE kind = 'backup_failed' AND NOT ready RETURNING id`,
    [text],
  );
  if (freshened.length > 0) return;
  await db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO notifications (kind, title, text, shop_type) VALUES ('backup_failed', $1, $2, NULL)
       RETURNING id`,
      ['Резервная копия не сделана', text],
    );
    await recordNotificationEvent(tx, { id, kind: 'backup_failed', shopType: null });
  });
}
