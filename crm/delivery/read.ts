/**
 * Reading the delivery day (issue 21, docs/delivery.md): a flower shop's orders that are
 * delivered or picked up on a day, each with its window, status, courier, the sum to collect and
 * its photos, in window order. Lateness is judged here, in the shop's zone (schema/delivery.ts).
 */
import {
  isLate,
  parseWindow,
  type DeliveryPhoto,
  type DeliveryRecord,
  type DeliveryStatus,
} from '../../schema/delivery';
import { owedOnOrder } from '../../schema/order-totals';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';

/** A row of SELECT: the record's fields that pass through as they are, and what toRecord turns. */
type Row = Pick<
  DeliveryRecord,
  | 'orderId'
  | 'number'
  | 'shopType'
  | 'date'
  | 'time'
  | 'clientId'
  | 'clientName'
  | 'recipientName'
  | 'recipientPhone'
  | 'address'
  | 'cardText'
  | 'comment'
  | 'total'
  | 'deliveredAt'
  | 'photos'
> & {
  deliveryType: string;
  status: DeliveryStatus | null;
  courierId: number | null;
  courierName: string | null;
  courierPhone: string | null;
  noticesOff: boolean | null;
  certificateSum: number;
  paidSum: number;
  failureReason: string | null;
  receiverName: string | null;
};

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The delivery orders: of the flower shop, not deleted, delivered or picked up. */
export const DELIVERY_ORDERS = `o.shop_type = 'flower_shop' AND NOT o.deleted AND o.delivery_type IN ('delivery', 'pickup')`;

const SELECT = `
SELECT o.id AS "orderId", o.number, o.shop_type AS "shopType",
       to_char(coalesce(o.invoice_date, o.order_date), 'YYYY-MM-DD') AS date,
       o.invoice_time_do AS time, o.delivery_type AS "deliveryType",
       d.status, d.courier_id AS "courierId", e.full_name AS "courierName", e.phone AS "courierPhone",
       o.client_id AS "clientId",
       btrim(concat_ws(' ', nullif(k.last_name, ''), nullif(k.first_name, ''))) AS "clientName",
       k.delivery_notices_off AS "noticesOff",
       btrim(concat_ws(' ', nullif(o.recipient_last_name, ''), nullif(o.recipient_first_name, ''),
         nullif(o.recipient_patronymic, ''))) AS "recipientName",
       o.recipient_phone AS "recipientPhone",
       btrim(concat_ws(', ', nullif(s.name, ''), nullif(o.delivery_address, ''))) AS address,
       o.card_to_order AS "cardText", o.manager_comment AS comment,
       o.total, o.certificate_sum AS "certificateSum",
       (SELECT coalesce(sum(p.amount), 0)::int FROM order_payments p WHERE p.order_id = o.id) AS "paidSum",
       d.failure_reason AS "failureReason", d.receiver_name AS "receiverName",
       ${ISO('d.delivered_at')} AS "deliveredAt",
       (SELECT coalesce(json_agg(json_build_object('key', ph.image, 'kind', ph.kind) ORDER BY ph.id), '[]'::json)
          FROM delivery_photos ph WHERE ph.order_id = o.id) AS photos
  FROM orders o
  LEFT JOIN deliveries d ON d.order_id = o.id
  LEFT JOIN employees e ON e.id = d.courier_id
  LEFT JOIN clients k ON k.id = o.client_id
  LEFT JOIN streets s ON s.id = o.street_id`;

function toRecord(r: Row, now: Date, timeZone: string): DeliveryRecord {
  const window = parseWindow(r.time);
  const status = r.status ?? 'to_make';
  const photos = typeof r.photos === 'string' ? (JSON.parse(r.photos) as DeliveryPhoto[]) : r.photos;
  return {
    orderId: r.orderId,
    number: r.number,
    shopType: r.shopType,
    date: r.date,
    time: r.time,
    window,
    pickup: r.deliveryType === 'pickup',
    status,
    late: isLate({ date: r.date, window, status }, now, timeZone),
    courier:
      r.courierId === null
        ? null
        : { id: r.courierId, name: r.courierName ?? '', phone: r.courierPhone ?? '' },
    clientId: r.clientId,
    clientName: r.clientName,
    clientNotices: r.clientId !== null && r.noticesOff !== true,
    recipientName: r.recipientName,
    recipientPhone: r.recipientPhone,
    address: r.deliveryType === 'pickup' ? '' : r.address,
    cardText: r.cardText,
    comment: r.comment,
    total: r.total,
    due: owedOnOrder({ total: r.total, certificateSum: r.certificateSum, paidSum: r.paidSum }),
    failureReason: r.failureReason ?? '',
    receiverName: r.receiverName ?? '',
    deliveredAt: r.deliveredAt,
    photos,
  };
}

/** Window order: by the window's start («Без окна» last), then by number. */
const ORDER_BY = `ORDER BY (CASE WHEN o.invoice_time_do ~ '^\\d\\d:\\d\\d' THEN 0 ELSE 1 END),
  o.invoice_time_do COLLATE "C", o.id`;

export interface DayFilter {
  date: string;
  /** Only this courier's deliveries. */
  courierId?: number | null;
}

/** The day's deliveries and pick-ups in window order. */
export async function deliveriesOfDay(
  db: Db,
  f: DayFilter,
  timeZone: string,
  now = new Date(),
): Promise<DeliveryRecord[]> {
  const params: unknown[] = [f.date];
  let where = `${DELIVERY_ORDERS} AND coalesce(o.invoice_date, o.order_date) = $1::date`;
  if (f.courierId != null) {
    params.push(f.courierId);
    where += ` AND d.courier_id = $${params.length}`;
  }
  const rows = await db.query<Row>(`${SELECT} WHERE ${where} ${ORDER_BY} LIMIT 1000`, params);
  return rows.map((r) => toRecord(r, now, timeZone));
}

/** One delivery order; NOT_FOUND for any other order (a fast-food ticket, a deleted one). */
export async function deliveryOf(db: Db, orderId: number, timeZone: string, now = new Date()) {
  const [row] = await db.query<Row>(`${SELECT} WHERE o.id = $1 AND ${DELIVERY_ORDERS}`, [orderId]);
  if (!row) throw new CrmError('NOT_FOUND', 'Доставка не найдена');
  return toRecord(row, now, timeZone);
}

export type { DeliveryRecord };

export interface Courier {
  id: number;
  name: string;
  phone: string;
  /** The staff account the courier signs in with, if any. */
  userId: number | null;
}

/** Employees in a courier's position («Курьер…»), active, in list order. */
export async function couriers(db: Db): Promise<Courier[]> {
  return db.query<Courier>(
    `SELECT e.id, e.full_name AS name, e.phone, e.user_id AS "userId"
       FROM employees e JOIN worker_positions w ON w.id = e.position_id
      WHERE lower(w.name) LIKE 'курьер%' AND e.active AND NOT e.deleted
      ORDER BY e.sort, e.id`,
  );
}

export interface CourierAccount {
  id: number;
  name: string;
  email: string;
  /** The courier (employee) it signs in as; null: none yet. */
  courierId: number | null;
}

/**
 * The accounts a courier may sign in with: the flower shop's live staff accounts given the
 * COURIER page key (the access-rights screen), the choices of «Учётные записи курьеров». A
 * shop has a handful of couriers; the cap only bounds a misconfigured shop.
 */
export async function courierAccounts(db: Db): Promise<CourierAccount[]> {
  return db.query<CourierAccount>(
    `SELECT u.id, u.name, u.email, e.id AS "courierId"
       FROM users u LEFT JOIN employees e ON e.user_id = u.id AND NOT e.deleted
      WHERE NOT u.deleted AND u.type_account = 'flower_shop' AND 'COURIER' = ANY (u.access_page)
      ORDER BY u.name, u.id LIMIT 500`,
  );
}

/** The courier (employee) a staff account is; null when the account is nobody's courier. */
export async function courierOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM employees WHERE user_id = $1 AND active AND NOT deleted',
    [userId],
  );
  return row?.id ?? null;
}
