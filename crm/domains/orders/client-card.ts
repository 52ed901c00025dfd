/**
 * order/getClientCard (ours, issue 26 item 6): what the client card shows beside the client's
 * orders: the directory record with its marketing flag, and the totals of the client's orders,
 * counted in SQL with the order list's definitions: `orderCount` every order (cancelled ones
 * too, not deleted), `liveSum` the live orders only (LIVE_ORDER, the list's «на сумму» and the
 * statistics' revenue), `lastOrderDate` the newest order's date. `shopType` limits the orders to
 * one shop type (staff read their own shop's). The orders themselves are getOrderPage's with
 * `clientId` (page.ts, over orders_client_date_idx of migration 026).
 */
import type { Db } from '../../db/connect';
import { CrmError } from '../../envelope';
import type { Body } from '../../registry';
import { refuse, requireId } from './input';
import { LIVE_ORDER } from './page';

export interface ClientCard {
  client: {
    id: number;
    lastName: string;
    firstName: string;
    patronymic: string;
    phone: string;
    email: string;
    birthday: string | null;
    comment: string;
    active: boolean;
    createdAt: string;
    /** Marketing: the client asked for no mailings (docs/marketing.md). */
    doNotDisturb: boolean;
    doNotDisturbAt: string | null;
    /** Delivery notices (issue 21, docs/delivery.md): false when the client said no. */
    deliveryNotices: boolean;
  };
  orderCount: number;
  liveCount: number;
  liveSum: number;
  firstOrderDate: string | null;
  lastOrderDate: string | null;
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function clientCard(db: Db, body: Body): Promise<ClientCard> {
  const id = requireId(body.clientId, 'Клиент');
  const shopType = body.shopType ?? null;
  if (shopType !== null && shopType !== 'flower_shop' && shopType !== 'fastfood')
    refuse('Тип магазина: flower_shop или fastfood');
  const [client] = await db.query<ClientCard['client']>(
    `SELECT id, last_name AS "lastName", first_name AS "firstName", patronymic, phone, email,
            to_char(birthday, 'YYYY-MM-DD') AS birthday, comment, active, ${ISO('created_at')} AS "createdAt",
            do_not_disturb AS "doNotDisturb", ${ISO('do_not_disturb_at')} AS "doNotDisturbAt",
            NOT delivery_notices_off AS "deliveryNotices"
       FROM clients WHERE id = $1 AND NOT deleted`,
    [id],
  );
  if (!client) throw new CrmError('NOT_FOUND', 'Клиент не найден');
  const [totals] = await db.query<Omit<ClientCard, 'client'>>(
    `SELECT count(*)::int AS "orderCount",
            (count(*) FILTER (WHERE ${LIVE_ORDER}))::int AS "liveCount",
            coalesce(sum(o.total) FILTER (WHERE ${LIVE_ORDER}), 0)::bigint::float8 AS "liveSum",
            to_char(min(o.order_date), 'YYYY-MM-DD') AS "firstOrderDate",
            to_char(max(o.order_date), 'YYYY-MM-DD') AS "lastOrderDate"
       FROM orders o
      WHERE o.client_id = $1 AND NOT o.deleted AND ($2::text IS NULL OR o.shop_type = $2::text)`,
    [id, shopType],
  );
  return { client, ...totals, liveSum: Number(totals.liveSum) };
}
