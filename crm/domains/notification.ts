/**
 * The remote area `notification` (spec section 7 "Notifications", docs/upstream-contract.md):
 * the open notifications, dismissing one (setNotificationReady) and clearing a list of them
 * (setClearNotification). Raising is crm/notifications/raise.ts, called by the writes.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { parseId } from '../lists/checks';
import { MOMENT, newestPage, paramList, readMomentPaging, type MomentTable } from '../lib/keyset';
import type { Body, Domain } from '../registry';
import { actingUser } from './orders/refs';

/** The bell shows the newest; older open ones stay until cleared. */
const MAX_LIST = 200;
const MAX_CLEAR = 1000;

const SHOP_TYPES = new Set(['flower_shop', 'fastfood']);

const COLUMNS = `id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, kind, title, text,
            shop_type AS "shopType", order_id AS "orderId", product_id AS "productId",
            affiliate_id AS "affiliateId"`;

async function openList(db: Db, shopType: string | null) {
  return db.query(
    `SELECT ${COLUMNS}
       FROM notifications
      WHERE NOT ready AND ($1::text IS NULL OR shop_type = $1)
      ORDER BY notifications.at DESC, id DESC
      LIMIT ${MAX_LIST}`,
    [shopType],
  );
}

/**
 * The open notifications of a shop type (null: every one) as a newest-first table over the
 * partial (shop_type, at, id) and (at, id) indexes of migration 027. Exported for the EXPLAIN checks.
 */
export function openTable(body: Body): MomentTable {
  const { params, p } = paramList();
  const shopType = shopTypeOf(body.shopType);
  return {
    from: 'notifications n',
    where: shopType ? `NOT n.ready AND n.shop_type = ${p(shopType)}` : 'NOT n.ready',
    params,
    at: 'n.at',
    id: 'n.id',
    atType: 'timestamptz',
  };
}

/** One page of the open list, newest first, with how many are open in all: the bell at any volume. */
async function openPage(db: Db, body: Body) {
  const page = await newestPage(
    db,
    openTable(body),
    readMomentPaging(body, (v) => MOMENT.test(v)),
  );
  const ids = page.keys.map((k) => k.id);
  const rows = ids.length
    ? await db.query<{ id: number }>(`SELECT ${COLUMNS} FROM notifications WHERE id = ANY($1::int[])`, [ids])
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    rows: ids.map((id) => byId.get(id)),
    keys: page.keys,
    totalCount: page.totals?.count ?? null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
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

  getNotificationPage: async (body, { db }) => openPage(db, body),

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
    // `upToId` (ours, issue 17): every open one of the shop type up to the newest the user saw,
    // however many there are, in the bell's order (moment, then id); the ones raised after it stay. Otherwise the legacy list of ids.
    const upTo = body.upToId === undefined ? null : parseId(body.upToId, 'upToId');
    const shopType = upTo === null ? null : shopTypeOf(body.shopType);
    const ids = upTo === null ? idsOf(body.allNotificationList) : [];
    return db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      const rows =
        upTo === null
          ? await tx.query(
              `UPDATE notifications SET ready = true, ready_at = now(), ready_by = $2
                WHERE id = ANY($1::int[]) AND NOT ready RETURNING id`,
              [ids, userId],
            )
          : await tx.query(
              `UPDATE notifications SET ready = true, ready_at = now(), ready_by = $2
                WHERE NOT ready AND ($3::text IS NULL OR shop_type = $3)
                  AND (at, id) <= (SELECT at, id FROM notifications WHERE id = $1) RETURNING id`,
              [upTo, userId, shopType],
            );
      return { cleared: rows.length };
    });
  },
};
