/**
 * The remote area `notification` (spec section 7 "Notifications", docs/upstream-contract.md):
 * the open notifications, dismissing one (setNotificationReady) and clearing a list of them
 * (setClearNotification). Raising is crm/notifications/raise.ts, called by the writes.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { parseId } from '../lists/checks';
import type { Domain } from '../registry';
import { actingUser } from './orders/refs';

/** The bell shows the newest; older open ones stay until cleared. */
const MAX_LIST = 200;
const MAX_CLEAR = 1000;

const SHOP_TYPES = new Set(['flower_shop', 'fastfood']);

async function openList(db: Db, shopType: string | null) {
  return db.query(
    `SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, kind, title, text,
            shop_type AS "shopType", order_id AS "orderId", product_id AS "productId",
            affiliate_id AS "affiliateId"
       FROM notifications
      WHERE NOT ready AND ($1::text IS NULL OR shop_type = $1)
      ORDER BY notifications.at DESC, id DESC
      LIMIT ${MAX_LIST}`,
    [shopType],
  );
}

function shopTypeOf(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !SHOP_TYPES.has(raw)) {
    throw new CrmError('VALIDATION', 'Поле «shopType»: flower_shop или fastfood');
  }
  return raw;
}

/** Ids of `allNotificationList`: the legacy client sends the notification objects, or bare ids. */
function idsOf(raw: unknown): number[] {
  if (!Array.isArray(raw)) throw new CrmError('VALIDATION', 'Поле «allNotificationList»: ожидается список');
  if (raw.length > MAX_CLEAR) throw new CrmError('VALIDATION', `Не больше ${MAX_CLEAR} уведомлений за раз`);
  return [
    ...new Set(
      raw.map((item, i) =>
        parseId(
          item && typeof item === 'object' ? (item as { id?: unknown }).id : item,
          `уведомление ${i + 1}`,
        ),
      ),
    ),
  ];
}

export const notification: Domain = {
  async getAllNotificationList(body, { db }) {
    return openList(db, shopTypeOf(body.shopType));
  },

  async setNotificationReady(body, { db }) {
    const id = parseId(body.notificationId, 'notificationId');
    return db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      const rows = await tx.query(
        `UPDATE notifications SET ready = true, ready_at = coalesce(ready_at, now()),
                ready_by = coalesce(ready_by, $2)
          WHERE id = $1 RETURNING id`,
        [id, userId],
      );
      if (rows.length === 0) throw new CrmError('NOT_FOUND', 'Уведомление не найдено');
      return { id };
    });
  },

  async setClearNotification(body, { db }) {
    const ids = idsOf(body.allNotificationList);
    return db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      const rows = await tx.query(
        `UPDATE notifications SET ready = true, ready_at = now(), ready_by = $2
          WHERE id = ANY($1::int[]) AND NOT ready RETURNING id`,
        [ids, userId],
      );
      return { cleared: rows.length };
    });
  },
};
