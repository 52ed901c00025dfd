/**
 * Orders as the remote contract returns them (docs/upstream-contract.md "order"): the remote
 * names of the new-order payload plus id, number, idStatus, idWorker, idPayment, textTypePayment,
 * lines, totals, the sum paid and times. One query per list whatever its length. Lines and
 * payments are per-order index lookups inside it (order_lines_order_id_idx, order_payments_order_idx):
 * joining one aggregate of all payments cost the whole table even for a day's list, and on PGlite,
 * which never gathers statistics by itself, the planner re-ran that aggregate for every order
 * (a day of 100,000 orders took 50 s; docs/performance.md, row 6).
 */
import type { Db } from '../../db/connect';

/** An order as the remote contract returns it (the shape is built in SQL below). */
export type RemoteOrder = Record<string, unknown> & { id: number; number: string; products: unknown[] };

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The lines of order `o` in line order, as the contract names them. One expression, also read by
 * the kitchen's tickets (crm/kitchen/tickets.ts), so a line field added here reaches both.
 */
export const LINES_JSON = `(SELECT coalesce(json_agg(json_build_object('id', l.product_id, 'name', l.name,
      'count_product', l.count, 'priceProduct', l.price, 'sum', l.sum,
      -- Ours (issue 22, docs/kitchen.md): the comment, the modifiers' price per unit, the chosen
      -- modifiers (partNo 0: of the line itself) and a combo's parts, as sold.
      'comment', l.comment, 'extrasPrice', l.extras_price,
      'modifiers', (SELECT coalesce(json_agg(json_build_object('partNo', m.part_no, 'optionId', m.option_id,
          'group', m.group_name, 'name', m.name, 'priceDelta', m.price_delta) ORDER BY m.part_no, m.seq), '[]'::json)
        FROM order_line_modifiers m WHERE m.order_id = l.order_id AND m.line_no = l.line_no),
      'comboParts', (SELECT coalesce(json_agg(json_build_object('partNo', p.part_no, 'slotId', p.slot_id,
          'slot', p.slot_name, 'productId', p.product_id, 'name', p.name) ORDER BY p.part_no), '[]'::json)
        FROM order_line_parts p WHERE p.order_id = l.order_id AND p.line_no = l.line_no)
      ) ORDER BY l.line_no), '[]'::json)
    FROM order_lines l WHERE l.order_id = o.id)`;

/**
 * The order record as one JSON value, built by the database: a month of orders leaves as one
 * text value parsed once, instead of ten thousand rows of fifty columns converted one by one.
 * Dates leave as text, so no driver or time zone can shift a calendar day.
 */
const ORDER_JSON = `json_build_object(
  'id', o.id, 'number', o.number, 'idAffiliate', o.affiliate_id, 'idOutlet', o.outlet_id,
  'shopType', o.shop_type, 'customerType', o.customer_type, 'deliveryType', o.delivery_type,
  'date', o.order_date::text, 'invoiceDate', o.invoice_date::text, 'invoiceTimeDo', o.invoice_time_do,
  'idKlient', o.client_id,
  'klient', CASE WHEN o.client_id IS NULL THEN NULL ELSE json_build_object(
    'id', o.client_id, 'firstName', coalesce(k.first_name, ''), 'lastName', coalesce(k.last_name, ''),
    'patronymic', coalesce(k.patronymic, ''), 'phone', coalesce(k.phone, ''), 'email', coalesce(k.email, '')) END,
  'idRecipient', o.recipient_id,
  'recipient', CASE WHEN o.recipient_id IS NULL AND o.recipient_phone = '' THEN NULL ELSE json_build_object(
    'id', o.recipient_id, 'firstName', o.recipient_first_name, 'lastName', o.recipient_last_name,
    'patronymic', o.recipient_patronymic, 'phone', o.recipient_phone) END,
  'adresDelivery', o.delivery_address, 'idStreet', o.street_id, 'klientHotel', o.klient_hotel,
  'cardToOrder', o.card_to_order, 'managerComment', o.manager_comment,
  'advance_type', o.advance_type, 'advance_sum', o.advance_sum,
  'paymentType', o.payment_type_id, 'idPayment', o.payment_type_id,
  'payment_type', o.payment_type, 'textTypePayment', o.payment_type,
  'sdacha_sum_kupura', o.change_from, 'sdacha_sum', o.change_sum,
  'discount_type', o.discount_type, 'discount_value', o.discount_value, 'discount_sum', o.discount_sum,
  'delivery_sum', o.delivery_sum,
  -- One key for the checkout codes (migration 025): json_build_object takes at most 100 arguments.
  'checkout', json_build_object('promo_code', o.promo_code, 'promo_kind', o.promo_kind,
    'promo_value', o.promo_value, 'promo_sum', o.promo_sum,
    'certificate_code', o.certificate_code, 'certificate_sum', o.certificate_sum,
    'markup_id', o.markup_id, 'markup_name', o.markup_name, 'markup_kind', o.markup_kind,
    'markup_value', o.markup_value, 'markup_sum', o.markup_sum, 'gift_id', o.gift_id, 'gift_name', o.gift_name,
    'bonus_sum', o.bonus_sum),
  'sumProducts', o.subtotal, 'itog_value', o.total, 'fromKlient', o.from_klient,
  'social', o.source_id, 'social_text', o.social_text,
  'manager_zapolnil', o.manager_filled, 'manager_privlek', o.manager_attracted,
  'idStatus', o.status_id, 'idWorker', o.worker_id, 'createdBy', o.created_by,
  'paidSum', (SELECT coalesce(sum(p.amount), 0)::int FROM order_payments p WHERE p.order_id = o.id),
  'products', ${LINES_JSON},
  'created', ${ISO('o.created_at')}, 'updated', ${ISO('o.updated_at')}, 'deleted', o.deleted,
  'version', o.version)`;

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

async function select(db: Db, where: string, params: unknown[]): Promise<RemoteOrder[]> {
  const [row] = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(${ORDER_JSON} ORDER BY o.order_date, o.day_number), '[]'::json)::text AS list
       FROM orders o LEFT JOIN clients k ON k.id = o.client_id
      WHERE ${where}`,
    params,
  );
  return JSON.parse(row.list) as RemoteOrder[];
}

/** The orders of `ids`, in id order (a page of getOrderPage). */
export async function selectOrders(db: Db, ids: readonly number[]): Promise<RemoteOrder[]> {
  if (ids.length === 0) return [];
  const [row] = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(${ORDER_JSON} ORDER BY o.id), '[]'::json)::text AS list
       FROM orders o LEFT JOIN clients k ON k.id = o.client_id
      WHERE o.id = ANY($1::int[])`,
    [ids],
  );
  return JSON.parse(row.list) as RemoteOrder[];
}

export interface RangeQuery {
  dateStart: string;
  dateStop: string;
  affiliateId: number | null;
  includeDeleted: boolean;
}

export function ordersInRange(db: Db, q: RangeQuery): Promise<RemoteOrder[]> {
  return select(
    db,
    `o.order_date BETWEEN $1::date AND $2::date
     AND ($3::int IS NULL OR o.affiliate_id = $3) AND ($4::boolean OR NOT o.deleted)`,
    [q.dateStart, q.dateStop, q.affiliateId, q.includeDeleted],
  );
}

export async function orderById(db: Db, id: number): Promise<RemoteOrder | null> {
  const [order] = await select(db, 'o.id = $1', [id]);
  return order ?? null;
}

/** The history of each of these orders, oldest change first (getOrderInfo, getOrderDetails). */
export async function orderHistories(db: Db, ids: readonly number[]) {
  const rows = await db.query<{
    order_id: number;
    id: number;
    at: string | Date;
    user_id: number | null;
    user_name: string | null;
    field: string;
    old_value: string | null;
    new_value: string | null;
    old_name: string | null;
    new_name: string | null;
  }>(
    `SELECT h.order_id, h.id, h.at, h.user_id, u.name AS user_name, h.field, h.old_value, h.new_value,
            h.old_name, h.new_name
       FROM order_history h LEFT JOIN users u ON u.id = h.user_id
      WHERE h.order_id = ANY($1::int[]) ORDER BY h.order_id, h.at, h.id`,
    [ids],
  );
  const byOrder = new Map<number, unknown[]>(ids.map((id) => [id, []]));
  for (const h of rows)
    byOrder.get(h.order_id)?.push({
      id: h.id,
      at: iso(h.at),
      userId: h.user_id,
      userName: h.user_name,
      field: h.field,
      oldValue: h.old_value,
      newValue: h.new_value,
      oldName: h.old_name,
      newName: h.new_name,
    });
  return byOrder;
}

export async function orderHistory(db: Db, id: number) {
  return (await orderHistories(db, [id])).get(id) ?? [];
}

/** Every status, deleted ones too (flagged): old orders may still carry them. */
export async function allStatuses(db: Db) {
  return db.query<{
    id: number;
    name: string;
    color: string;
    sort: number;
    active: boolean;
    deleted: boolean;
  }>('SELECT id, name, color, sort, active, deleted FROM order_statuses ORDER BY sort, id');
}
