/**
 * Changing the delivery day (issue 21, docs/delivery.md). Every function runs in the caller's
 * transaction; the order row is locked first so a window, a courier and a status change of one
 * order take turns. Refusals are Russian VALIDATION errors with the field at fault.
 */
import {
  DEFAULT_SLOT_SETTINGS,
  slotSettingsRefusal,
  statusChangeRefusal,
  windowRefusal,
  windowText,
  type DeliveryStatus,
  type SlotSettings,
  type Window,
} from '../../schema/delivery';
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { NewImage } from '../catalog/images';
import { DELIVERY_ORDERS } from './read';

export async function readSettings(db: Db, shopType = 'flower_shop'): Promise<SlotSettings> {
  const [row] = await db.query<SlotSettings>(
    `SELECT day_start AS "dayStart", day_end AS "dayEnd", slot_minutes AS "slotMinutes"
       FROM delivery_settings WHERE shop_type = $1`,
    [shopType],
  );
  return row ?? DEFAULT_SLOT_SETTINGS;
}

export async function saveSettings(tx: Db, s: SlotSettings, userId: number | null): Promise<SlotSettings> {
  const refusal = slotSettingsRefusal(s);
  if (refusal) invalid(refusal.message, { field: [refusal.field] });
  await tx.query(
    `INSERT INTO delivery_settings (shop_type, day_start, day_end, slot_minutes, updated_by)
     VALUES ('flower_shop', $1, $2, $3, $4)
     ON CONFLICT (shop_type) DO UPDATE SET day_start = $1, day_end = $2, slot_minutes = $3,
       updated_by = $4, updated_at = now()`,
    [s.dayStart, s.dayEnd, s.slotMinutes, userId],
  );
  return readSettings(tx);
}

/** The delivery order locked; NOT_FOUND for any other order. Its row in deliveries exists after. */
export async function lockDelivery(tx: Db, orderId: number) {
  const [order] = await tx.query<{ id: number }>(
    `SELECT o.id FROM orders o WHERE o.id = $1 AND ${DELIVERY_ORDERS} FOR UPDATE`,
    [orderId],
  );
  if (!order)
    throw new CrmError(
      'NOT_FOUND',
      'Доставка не найдена: заказ цветочного магазина с доставкой или самовывозом',
    );
  await tx.query('INSERT INTO deliveries (order_id) VALUES ($1) ON CONFLICT (order_id) DO NOTHING', [
    orderId,
  ]);
  const [row] = await tx.query<{ status: DeliveryStatus; courier_id: number | null }>(
    'SELECT status, courier_id FROM deliveries WHERE order_id = $1',
    [orderId],
  );
  return row;
}

/** Bumps the order's version and time, so an open order form sees it changed (issue 18). */
const touchOrder = (tx: Db, orderId: number) =>
  tx.query('UPDATE orders SET updated_at = now(), version = version + 1 WHERE id = $1', [orderId]);

export interface WindowInput {
  orderId: number;
  date: string;
  /** null: pick-up at the shop, no window. */
  window: Window | null;
}

/** Sets the order's day and window (one of the shop's slots) or makes it a pick-up. */
export async function setWindow(tx: Db, input: WindowInput): Promise<void> {
  const { status } = await lockDelivery(tx, input.orderId);
  if (status === 'delivered') invalid('Доставленный заказ нельзя перенести', { field: ['date'] });
  if (input.window) {
    const refusal = windowRefusal(input.window, await readSettings(tx));
    if (refusal) invalid(refusal, { field: ['window'], reason: 'FIELD_INVALID' });
  }
  await tx.query(
    `UPDATE orders SET invoice_date = $2::date, invoice_time_do = $3, delivery_type = $4 WHERE id = $1`,
    [
      input.orderId,
      input.date,
      input.window ? windowText(input.window) : '',
      input.window ? 'delivery' : 'pickup',
    ],
  );
  await touchOrder(tx, input.orderId);
}

/** A courier (an active employee in a courier's position) by id, or a refusal at `courierId`. */
async function requireCourier(tx: Db, id: number): Promise<void> {
  const [row] = await tx.query(
    `SELECT 1 FROM employees e JOIN worker_positions w ON w.id = e.position_id
      WHERE e.id = $1 AND lower(w.name) LIKE 'курьер%' AND e.active AND NOT e.deleted`,
    [id],
  );
  if (!row)
    invalid('Курьер не найден: сотрудник с должностью «Курьер»', {
      field: ['courierId'],
      reason: 'NOT_FOUND',
    });
}

/** Gives several orders to one courier at once (or takes them back with null); all or none. */
export async function assignCourier(
  tx: Db,
  orderIds: readonly number[],
  courierId: number | null,
  userId: number | null,
): Promise<void> {
  if (orderIds.length === 0) invalid('Выберите хотя бы одну доставку', { field: ['orderIds'] });
  if (orderIds.length > 200) invalid('Не больше 200 доставок за раз', { field: ['orderIds'] });
  if (courierId !== null) await requireCourier(tx, courierId);
  // In id order, so two assignments of overlapping orders lock them in the same order.
  for (const orderId of [...new Set(orderIds)].sort((a, b) => a - b)) {
    const { status } = await lockDelivery(tx, orderId);
    if (status === 'delivered' || (status === 'out' && courierId === null))
      invalid(`Заказ уже ${status === 'out' ? 'у курьера' : 'доставлен'}: курьера не сменить`, {
        field: ['orderIds'],
      });
    await tx.query(
      'UPDATE deliveries SET courier_id = $2, updated_at = now(), updated_by = $3 WHERE order_id = $1',
      [orderId, courierId, userId],
    );
    await touchOrder(tx, orderId);
  }
}

export interface StatusInput {
  orderId: number;
  status: DeliveryStatus;
  reason: string;
  receiverName: string;
  /** Set when a courier acts: the delivery must be theirs, and they only finish it. */
  courierId: number | null;
  userId: number | null;
}

/** Moves a delivery along its statuses (schema/delivery.ts); the new status for the notices. */
export async function setStatus(tx: Db, input: StatusInput): Promise<DeliveryStatus> {
  const before = await lockDelivery(tx, input.orderId);
  if (input.courierId !== null) {
    if (before.courier_id !== input.courierId) throw new CrmError('NOT_FOUND', 'Доставка не найдена');
    if (input.status !== 'delivered' && input.status !== 'failed')
      invalid('Курьер отмечает только «Доставлен» или «Не доставлен»', { field: ['status'] });
  }
  const refusal = statusChangeRefusal(before.status, input.status);
  if (refusal) invalid(refusal, { field: ['status'] });
  if (input.status === 'out' && before.courier_id === null)
    invalid('Сначала назначьте курьера', { field: ['status'] });
  if (input.status === 'failed' && input.reason === '')
    invalid('Укажите причину, по которой заказ не доставлен', { field: ['reason'] });
  await tx.query(
    `UPDATE deliveries SET status = $2, failure_reason = $3, receiver_name = $4,
       delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE NULL END,
       updated_at = now(), updated_by = $5
     WHERE order_id = $1`,
    [
      input.orderId,
      input.status,
      input.status === 'failed' ? input.reason : '',
      input.status === 'delivered' ? input.receiverName : '',
      input.userId,
    ],
  );
  await touchOrder(tx, input.orderId);
  return input.status;
}

/** Keeps a normalised picture (crm/catalog/images.ts) as a photo of the order. */
export async function addPhoto(
  tx: Db,
  orderId: number,
  kind: 'bouquet' | 'proof',
  image: NewImage,
  userId: number | null,
): Promise<void> {
  await lockDelivery(tx, orderId);
  const [{ n }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM delivery_photos WHERE order_id = $1',
    [orderId],
  );
  if (n >= 10) invalid('У заказа уже 10 фото: больше не добавить', { field: ['photo'] });
  await tx.query(
    `INSERT INTO images (key, mime, width, height, full_bytes, thumb_bytes)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
    [image.key, image.mime, image.width, image.height, image.full, image.thumb],
  );
  await tx.query(
    `INSERT INTO delivery_photos (order_id, image, kind, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, image, kind) DO NOTHING`,
    [orderId, image.key, kind, userId],
  );
}

/** Makes a staff account the courier's sign-in (null: none); an account is one courier's only. */
export async function linkCourierAccount(tx: Db, employeeId: number, userId: number | null): Promise<void> {
  await requireCourier(tx, employeeId).catch(() =>
    invalid('Сотрудник не курьер: назначьте ему должность «Курьер»', { field: ['employeeId'] }),
  );
  if (userId !== null) {
    const [user] = await tx.query('SELECT 1 FROM users WHERE id = $1 AND NOT deleted', [userId]);
    if (!user) invalid('Пользователь не найден', { field: ['userId'], reason: 'NOT_FOUND' });
    await tx.query('UPDATE employees SET user_id = NULL WHERE user_id = $1 AND id <> $2', [
      userId,
      employeeId,
    ]);
  }
  await tx.query('UPDATE employees SET user_id = $2 WHERE id = $1', [employeeId, userId]);
}
