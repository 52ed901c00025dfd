/**
 * The delivery day of the flower shop (issue 21, docs/delivery.md): delivery/getSettings,
 * setSettings, getBoard, getDelivery, getCouriers, getCourierAccounts, getCourierDay, getRouteSheet, setWindow,
 * assignCourier, setStatus, addPhoto, linkCourierAccount, getNoticePage. Who may call them is the gateway's rule
 * (schema/data-access.ts); a courier's calls carry `courierUserId`, and then only that courier's
 * own deliveries exist for them: the filter is in the query, not in the caller.
 */
import { DELIVERY_STATUSES, parseWindow, type DeliveryStatus } from '../../schema/delivery';
import { todayIn } from '../../schema/time-zone';
import { parseImage } from '../catalog/images';
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { Body, CrmContext, Domain } from '../registry';
import { noticePage } from '../delivery/notice-page';
import { courierAccounts, couriers, courierOfUser, deliveriesOfDay, deliveryOf } from '../delivery/read';
import {
  noticeLog,
  noticeTemplates,
  queueNotice,
  saveNoticeTemplate,
  sendQueuedNotices,
  setNoticesOff,
} from '../delivery/notices';
import {
  addPhoto,
  assignCourier,
  linkCourierAccount,
  readSettings,
  saveSettings,
  setStatus,
  setWindow,
} from '../delivery/write';
import { optionalId, requireDate, requireId } from './orders/input';
import { actingUser } from './orders/refs';

const text = (body: Body, key: string, label: string, max: number): string => {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') invalid(`Поле «${label}» должно быть строкой`, { field: [key] });
  const s = (v as string).trim();
  if (s.length > max) invalid(`Поле «${label}»: не длиннее ${max} символов`, { field: [key] });
  return s;
};

const dayOf = (body: Body, ctx: CrmContext) =>
  body.date === undefined || body.date === null || body.date === ''
    ? todayIn(ctx.timeZone)
    : requireDate(body.date, 'Дата', ['date']);

/**
 * The courier a courier's call acts as: `courierUserId` names the signed-in account (the gateway
 * sets it from the session, never from the caller's input). undefined: staff, who see every delivery.
 */
async function actingCourier(db: Db, body: Body): Promise<number | null | undefined> {
  if (body.courierUserId === undefined || body.courierUserId === null) return undefined;
  const userId = requireId(body.courierUserId, 'Курьер', ['courierUserId']);
  return courierOfUser(db, userId);
}

/** A courier's view of one order: theirs, or not found (never «forbidden»: it says nothing about it). */
async function ownDelivery(db: Db, body: Body, ctx: CrmContext, orderId: number) {
  const courier = await actingCourier(db, body);
  const record = await deliveryOf(db, orderId, ctx.timeZone);
  if (courier !== undefined && (courier === null || record.courier?.id !== courier))
    throw new CrmError('NOT_FOUND', 'Доставка не найдена');
  return { record, courier };
}

function statusOf(value: unknown): DeliveryStatus {
  if (typeof value !== 'string' || !(DELIVERY_STATUSES as readonly string[]).includes(value))
    invalid(`Статус доставки: одно из ${DELIVERY_STATUSES.join(', ')}`, { field: ['status'] });
  return value as DeliveryStatus;
}

export const delivery: Domain = {
  async getSettings(_body, { db }) {
    return readSettings(db);
  },

  async setSettings(body, { db }) {
    const userId = await actingUser(db, body.userId);
    return db.transaction((tx) =>
      saveSettings(
        tx,
        {
          dayStart: text(body, 'dayStart', 'Начало дня доставок', 5),
          dayEnd: text(body, 'dayEnd', 'Конец дня доставок', 5),
          slotMinutes: typeof body.slotMinutes === 'number' ? body.slotMinutes : Number.NaN,
        },
        userId,
      ),
    );
  },

  async getBoard(body, ctx) {
    const date = dayOf(body, ctx);
    return { date, items: await deliveriesOfDay(ctx.db, { date }, ctx.timeZone) };
  },

  async getDelivery(body, ctx) {
    return (await ownDelivery(ctx.db, body, ctx, requireId(body.orderId, 'Заказ', ['orderId']))).record;
  },

  async getCouriers(_body, { db }) {
    return { items: await couriers(db) };
  },

  /** The staff accounts a courier may be linked to (COURIER page key), with whom each is linked to. */
  async getCourierAccounts(_body, { db }) {
    return { items: await courierAccounts(db) };
  },

  /** A signed-in courier's day; an account that is nobody's courier has no deliveries. */
  async getCourierDay(body, ctx) {
    const date = dayOf(body, ctx);
    const courierId = await courierOfUser(ctx.db, requireId(body.userId, 'Пользователь', ['userId']));
    const items = courierId === null ? [] : await deliveriesOfDay(ctx.db, { date, courierId }, ctx.timeZone);
    return { date, courierId, items };
  },

  /** One courier's deliveries of a day, for the printed route sheet. */
  async getRouteSheet(body, ctx) {
    const date = dayOf(body, ctx);
    const courierId = requireId(body.courierId, 'Курьер', ['courierId']);
    const courier = (await couriers(ctx.db)).find((c) => c.id === courierId);
    if (!courier) throw new CrmError('NOT_FOUND', 'Курьер не найден');
    const items = (await deliveriesOfDay(ctx.db, { date, courierId }, ctx.timeZone)).filter((d) => !d.pickup);
    return { date, courier, items };
  },

  async setWindow(body, ctx) {
    const orderId = requireId(body.orderId, 'Заказ', ['orderId']);
    const date = requireDate(body.date, 'Дата доставки', ['date']);
    const pickup = body.pickup === true;
    const window = pickup ? null : parseWindow(`${text(body, 'from', 'С', 5)}-${text(body, 'to', 'До', 5)}`);
    if (!pickup && !window) invalid('Окно доставки: время ЧЧ:ММ-ЧЧ:ММ', { field: ['window'] });
    await ctx.db.transaction((tx) => setWindow(tx, { orderId, date, window }));
    return deliveryOf(ctx.db, orderId, ctx.timeZone);
  },

  async assignCourier(body, ctx) {
    const raw = body.orderIds;
    if (!Array.isArray(raw)) invalid('Поле «orderIds»: список заказов', { field: ['orderIds'] });
    const orderIds = (raw as unknown[]).map((v, i) => requireId(v, 'Заказ', ['orderIds', i]));
    const courierId = optionalId(body.courierId, 'Курьер', ['courierId']);
    const userId = await actingUser(ctx.db, body.userId);
    await ctx.db.transaction((tx) => assignCourier(tx, orderIds, courierId, userId));
    return { items: await Promise.all(orderIds.map((id) => deliveryOf(ctx.db, id, ctx.timeZone))) };
  },

  async setStatus(body, ctx) {
    const orderId = requireId(body.orderId, 'Заказ', ['orderId']);
    const status = statusOf(body.status);
    const userId = await actingUser(ctx.db, body.userId);
    const courier = await actingCourier(ctx.db, body);
    if (courier === null) throw new CrmError('NOT_FOUND', 'Доставка не найдена');
    const image = body.photo === undefined || body.photo === null ? null : parseImage(body.photo);
    const queued = await ctx.db.transaction(async (tx) => {
      await setStatus(tx, {
        orderId,
        status,
        reason: text(body, 'reason', 'Причина', 500),
        receiverName: text(body, 'receiverName', 'Кто получил', 200),
        courierId: courier ?? null,
        userId,
      });
      if (image) await addPhoto(tx, orderId, 'proof', image, userId);
      return queueNotice(tx, orderId, status, text(body, 'linkBase', 'Адрес магазина', 300));
    });
    // After commit: a rolled-back change sends nothing; the row is claimed before its mail goes.
    if (queued) await sendQueuedNotices(ctx.db, ctx.delivery?.send);
    return deliveryOf(ctx.db, orderId, ctx.timeZone);
  },

  async addPhoto(body, ctx) {
    const orderId = requireId(body.orderId, 'Заказ', ['orderId']);
    const image = parseImage(body.photo ?? null);
    if (!image) invalid('Выберите файл изображения', { field: ['photo'] });
    const userId = await actingUser(ctx.db, body.userId);
    const { courier } = await ownDelivery(ctx.db, body, ctx, orderId);
    const kind = courier === undefined && body.kind !== 'proof' ? 'bouquet' : 'proof';
    await ctx.db.transaction((tx) => addPhoto(tx, orderId, kind, image!, userId));
    return deliveryOf(ctx.db, orderId, ctx.timeZone);
  },

  async getNoticeTemplates(_body, { db }) {
    return { items: await noticeTemplates(db) };
  },

  async setNoticeTemplate(body, ctx) {
    const userId = await actingUser(ctx.db, body.userId);
    await ctx.db.transaction((tx) =>
      saveNoticeTemplate(
        tx,
        {
          event: body.event as never,
          subject: text(body, 'subject', 'Тема', 200),
          body: text(body, 'body', 'Текст', 20_000),
        },
        userId,
      ),
    );
    return { items: await noticeTemplates(ctx.db) };
  },

  async getNoticeLog(body, { db }) {
    return { items: await noticeLog(db, optionalId(body.orderId, 'Заказ', ['orderId'])) };
  },

  /** The log a page at a time, newest first (the screens' «Журнал уведомлений»). */
  getNoticePage: (body, { db }) => noticePage(db, body),

  async setClientNoticesOff(body, { db }) {
    const clientId = requireId(body.clientId, 'Клиент', ['clientId']);
    await db.transaction((tx) => setNoticesOff(tx, clientId, body.off === true));
    return { clientId, off: body.off === true };
  },

  async linkCourierAccount(body, ctx) {
    const employeeId = requireId(body.employeeId, 'Курьер', ['employeeId']);
    const userId = optionalId(body.userId, 'Пользователь', ['userId']);
    await ctx.db.transaction((tx) => linkCourierAccount(tx, employeeId, userId));
    return { items: await couriers(ctx.db) };
  },
};
