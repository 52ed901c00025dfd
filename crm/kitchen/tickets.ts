/**
 * Kitchen tickets (issue 22 item 4, docs/kitchen.md): a fast-food order gets its ticket the moment
 * it is paid in full, in the payment's own transaction (syncTicket); the cook bumps lines or the
 * whole ticket, and a bumped order moves to «Собран»; a recall undoes the last bump. paid_at and
 * bumped_at are the database's clock, so the preparation time is theirs, in SQL (crm/stats/prep.ts).
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { refuse } from '../domains/orders/input';
import { LINES_JSON } from '../domains/orders/read';
import { setStatus } from '../domains/orders/status';
import { lockOrder } from '../domains/orders/write';
import { recordOrderEvent } from '../events/order';

/** Paid in full: payments cover the total less its certificate's and bonuses' parts (payOrder's due). */
const PAID = `(SELECT coalesce(sum(p.amount), 0) FROM order_payments p WHERE p.order_id = o.id)
  >= o.total - o.certificate_sum - o.bonus_sum`;
/** Neither deleted nor cancelled: what the kitchen still cooks. */
const LIVE = `NOT o.deleted AND NOT EXISTS (SELECT 1 FROM order_statuses s WHERE s.id = o.status_id AND s.cancels)`;
const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Of the shop's day `$2` in its time zone `$1`: a range on the column, so its index serves. */
export const OF_DAYS = (col: string, from = '$2', to = '$2') =>
  `${col} >= (${from}::date::timestamp AT TIME ZONE $1) AND ${col} < ((${to}::date + 1)::timestamp AT TIME ZONE $1)`;
const OF_DAY = (col: string) => OF_DAYS(col);

/**
 * Opens the ticket of a fast-food order paid in full, once: a second payment or an edit after it
 * keeps the first paid_at. Run by every order write and payOrder (crm/domains/orders.ts).
 */
export async function syncTicket(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO kitchen_tickets (order_id, paid_at)
     SELECT o.id, clock_timestamp() FROM orders o
      WHERE o.id = $1 AND o.shop_type = 'fastfood' AND ${LIVE} AND ${PAID}
     ON CONFLICT (order_id) DO NOTHING`,
    [orderId],
  );
}

export interface KitchenLine {
  id: number;
  stationId: number | null;
  stationName: string | null;
  /** The station prints its own ticket on payment. */
  stationPrint: boolean | null;
  bumped: boolean;
  /** The line as the order contract has it (crm/domains/orders/read.ts LINES_JSON). */
  product: Record<string, unknown>;
}

export interface KitchenTicket {
  orderId: number;
  number: string;
  paidAt: string;
  ageSeconds: number;
  lines: KitchenLine[];
}

/** Today's open tickets (shop day, time zone), oldest first: a kitchen's screen, never a period. */
export async function openTickets(db: Db, timeZone: string, today: string): Promise<KitchenTicket[]> {
  const rows = await db.query<Omit<KitchenTicket, 'lines'> & { products: unknown[]; kitchen: unknown[] }>(
    `SELECT t.order_id AS "orderId", o.number, ${ISO('t.paid_at')} AS "paidAt",
            floor(extract(epoch FROM clock_timestamp() - t.paid_at))::int AS "ageSeconds",
            ${LINES_JSON} AS products,
            (SELECT coalesce(json_agg(json_build_object('id', l.id, 'stationId', st.id, 'stationName', st.name,
                    'stationPrint', st.print, 'bumped', b.order_line_id IS NOT NULL) ORDER BY l.line_no), '[]'::json)
               FROM order_lines l JOIN products p ON p.id = l.product_id
               LEFT JOIN kitchen_stations st ON st.id = p.station_id AND NOT st.deleted
               LEFT JOIN kitchen_line_bumps b ON b.order_line_id = l.id
              WHERE l.order_id = o.id) AS kitchen
       FROM kitchen_tickets t JOIN orders o ON o.id = t.order_id
      WHERE t.bumped_at IS NULL AND ${OF_DAY('t.paid_at')} AND ${LIVE}
      ORDER BY t.paid_at, t.order_id LIMIT 200`,
    [timeZone, today],
  );
  // Both lists are in line order (line_no), so they pair by position.
  return rows.map(({ products, kitchen, ...t }) => ({
    ...t,
    lines: (kitchen as Omit<KitchenLine, 'product'>[]).map((k, i) => ({
      ...k,
      product: products[i] as Record<string, unknown>,
    })),
  }));
}

/** The ready screen: numbers of today's bumped orders still «Собран», newest first. Nothing personal. */
export async function readyNumbers(db: Db, timeZone: string, today: string) {
  const ready = await readyStatus(db, false);
  if (ready === null) return [];
  return db.query<{ number: string; bumpedAt: string }>(
    `SELECT o.number, ${ISO('t.bumped_at')} AS "bumpedAt"
       FROM kitchen_tickets t JOIN orders o ON o.id = t.order_id
      WHERE t.bumped_at IS NOT NULL AND ${OF_DAY('t.bumped_at')} AND o.status_id = $3 AND NOT o.deleted
      ORDER BY t.bumped_at DESC LIMIT 30`,
    [timeZone, today, ready],
  );
}

/** The status a bumped order moves to: the spec's «Собран» of the statuses list. */
async function readyStatus(db: Db, required: boolean): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM order_statuses WHERE lower(name) = 'собран' AND NOT deleted ORDER BY id LIMIT 1`,
  );
  if (!row && required) refuse('В списке статусов заказов нет статуса «Собран»: добавьте его');
  return row?.id ?? null;
}

async function ticketOf(tx: Db, orderId: number) {
  const order = await lockOrder(tx, orderId);
  const [ticket] = await tx.query<{
    open: boolean;
    bumped: boolean;
    number: string;
    shop_type: string;
    cancels: boolean;
  }>(
    `SELECT t.order_id IS NOT NULL AS open, t.bumped_at IS NOT NULL AS bumped, o.number, o.shop_type,
            coalesce((SELECT s.cancels FROM order_statuses s WHERE s.id = o.status_id), false) AS cancels
       FROM orders o LEFT JOIN kitchen_tickets t ON t.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  if (order.deleted) refuse(`Заказ ${ticket.number} удалён`, undefined, 'ORDER_DELETED');
  if (ticket.shop_type !== 'fastfood') refuse(`Заказ ${ticket.number} не фастфуд: у него нет кухни`);
  if (ticket.cancels) refuse(`Заказ ${ticket.number} отменён`);
  if (!ticket.open)
    refuse(
      `Заказ ${ticket.number} ещё не оплачен: на кухню попадают только оплаченные заказы`,
      undefined,
      'ORDER_NOT_PAID',
    );
  return { statusId: order.status_id, bumped: ticket.bumped };
}

/**
 * The kitchen is done with the order: bumped_at, and the order moves to «Собран». A second bump
 * (another screen, a double tap) changes nothing.
 */
export async function bumpTicket(tx: Db, orderId: number, userId: number | null): Promise<void> {
  const { statusId, bumped } = await ticketOf(tx, orderId);
  if (bumped) return;
  const ready = (await readyStatus(tx, true)) as number;
  await tx.query(
    `UPDATE kitchen_tickets SET bumped_at = greatest(clock_timestamp(), paid_at), bumped_by = $2,
            status_before = $3 WHERE order_id = $1`,
    [orderId, userId, statusId],
  );
  await setStatus(tx, orderId, ready, userId);
  await recordOrderEvent(tx, 'status', orderId);
}

/** One line done; the last line of a ticket bumps the ticket. Returns the line's order. */
export async function bumpLine(tx: Db, lineId: number, userId: number | null): Promise<number> {
  const [line] = await tx.query<{ order_id: number }>('SELECT order_id FROM order_lines WHERE id = $1', [
    lineId,
  ]);
  if (!line) throw new CrmError('NOT_FOUND', `Строка заказа с id ${lineId} не найдена`);
  const { bumped } = await ticketOf(tx, line.order_id);
  if (bumped) return line.order_id;
  await tx.query(
    `INSERT INTO kitchen_line_bumps (order_line_id, order_id, bumped_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (order_line_id) DO NOTHING`,
    [lineId, line.order_id],
  );
  const [left] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM order_lines l
      WHERE l.order_id = $1 AND NOT EXISTS (SELECT 1 FROM kitchen_line_bumps b WHERE b.order_line_id = l.id)`,
    [line.order_id],
  );
  if (left.n === 0) await bumpTicket(tx, line.order_id, userId);
  return line.order_id;
}

/**
 * Brings back the last ticket bumped today: open again, its lines not done, and the order back
 * to the status it had, unless someone has moved it on from «Собран» meanwhile.
 */
export async function recallLast(
  tx: Db,
  timeZone: string,
  today: string,
  userId: number | null,
): Promise<number> {
  const [last] = await tx.query<{ order_id: number; status_before: number | null }>(
    `SELECT t.order_id, t.status_before FROM kitchen_tickets t JOIN orders o ON o.id = t.order_id
      WHERE t.bumped_at IS NOT NULL AND ${OF_DAY('t.bumped_at')} AND NOT o.deleted
      ORDER BY t.bumped_at DESC, t.order_id DESC LIMIT 1 FOR UPDATE OF t`,
    [timeZone, today],
  );
  if (!last) refuse('Сегодня ещё нет собранных заказов: возвращать нечего');
  const order = await lockOrder(tx, last.order_id);
  await tx.query(
    'UPDATE kitchen_tickets SET bumped_at = NULL, bumped_by = NULL, status_before = NULL WHERE order_id = $1',
    [last.order_id],
  );
  await tx.query('DELETE FROM kitchen_line_bumps WHERE order_id = $1', [last.order_id]);
  const ready = await readyStatus(tx, false);
  if (last.status_before !== null && order.status_id === ready)
    await setStatus(tx, last.order_id, last.status_before, userId);
  await recordOrderEvent(tx, 'status', last.order_id);
  return last.order_id;
}
