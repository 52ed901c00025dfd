/**
 * Orders: the remote area `order` (docs/upstream-contract.md "order", docs/orders.md).
 * Reads: getOrder, getOrderInfo, getAllStatus, getOrderPage and getClientCard (ours). Writes (each
 * in one transaction, each recorded in the order's history with the `userId` the gateway passes):
 * newOrder, EditOrderData, deleteOrder, setStatusOrder, setStatusOrders (bulk, our addition),
 * setWorkerStatusOrder, setTypePayment, payOrder (ours). Every write also brings the stock ledger
 * in line with the order (crm/warehouse/sales.ts) in the same transaction; an advance on the order
 * is taken as a payment. newOrder and payOrder take an idempotency key (`idempotencyKey`, issue 24,
 * crm/lib/idempotency.ts): a repeat of the key's request answers the first result, writing nothing.
 */
import { orderPayments } from '../cashbox/payments';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { Body, Domain } from '../registry';
import { notifyOrderCreated } from '../notifications/raise';
import { syncOrderStock } from '../warehouse/sales';
import { expectedVersion } from '../lib/version';
import { keyedCall, once, type KeyedCall, type Till } from '../lib/idempotency';
import {
  optionalId,
  payload,
  readOrder,
  refuse,
  requireDate,
  requireId,
  type OrderInput,
} from './orders/input';
import { clientCard } from './orders/client-card';
import { orderDetails } from './orders/details';
import { orderPage } from './orders/page';
import { payOrder, settleAdvance } from './orders/pay';
import { setStatus } from './orders/status';
import { checkCodes } from './orders/check-codes';
import { syncRedemptions, syncRedemptionsOf } from './orders/redeem';
import { allStatuses, orderById, orderHistory, ordersInRange } from './orders/read';
import { periodTooLong } from '../../schema/periods';
// An order without a date is an order of today in the shop's calendar (ctx.timeZone).
import { todayIn } from '../../schema/time-zone';
import { actingUser, requireExists } from './orders/refs';
import { createOrder, lockOrder, nameOf, recordPayment, updateOrder, writeHistory } from './orders/write';
import { recordOrderEvent, type OrderEventKind } from '../events/order';
import { syncBonus, syncBonusOf } from '../loyalty/orders';
import { syncTicket } from '../kitchen/tickets';

function object(body: Body, key: string): Body {
  const v = body[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : {};
}

/** Affiliate{active 0, id 1} of spec section 9; `id` missing or 0 means every branch. */
function affiliateOf(body: Body): number | null {
  return optionalId(object(body, 'Affiliate').id, 'Филиал');
}

async function found(db: Db, id: number) {
  const order = await orderById(db, id);
  if (!order) throw new CrmError('NOT_FOUND', `Заказ с id ${id} не найден`);
  return order;
}

/** A write's idempotency key (crm/lib/idempotency.ts) and the till it is unique in. */
interface Keyed {
  call: KeyedCall | null;
  till: (tx: Db) => Promise<Till>;
}

/**
 * Runs a write in one transaction, brings the order's stock in line with it, and answers the
 * order as it is after it. With a key, a repeat of the key's request answers its order unwritten.
 */
async function write(
  db: Db,
  body: Body,
  kind: OrderEventKind,
  now: Date,
  fn: (tx: Db, userId: number | null) => Promise<number>,
  keyed: Keyed | null = null,
) {
  const { orderId } = await db.transaction((tx) =>
    once(
      tx,
      keyed?.call ?? null,
      () => keyed!.till(tx),
      async () => {
        const userId = await actingUser(tx, body.userId);
        const orderId = await fn(tx, userId);
        await syncRedemptions(tx, orderId);
        await syncBonus(tx, orderId, now, userId);
        await syncOrderStock(tx, [orderId], userId);
        // Paid in full now, a fast-food order goes to the kitchen (docs/kitchen.md).
        await syncTicket(tx, orderId);
        await recordOrderEvent(tx, kind, orderId);
        return { orderId };
      },
    ),
  );
  return found(db, orderId!);
}

/** The till of an order (its branch and shop type): where its idempotency keys are unique. */
async function tillOfOrder(tx: Db, id: number): Promise<Till> {
  const [row] = await tx.query<{ affiliate_id: number; shop_type: string }>(
    'SELECT affiliate_id, shop_type FROM orders WHERE id = $1',
    [id],
  );
  if (!row) throw new CrmError('NOT_FOUND', `Заказ с id ${id} не найден`);
  return { affiliateId: row.affiliate_id, shopType: row.shop_type };
}

/** A new order's till: its branch, and its shop type as createOrder decides it (else its first line's). */
async function tillOfNew(tx: Db, input: OrderInput, affiliateId: number): Promise<Till> {
  if (input.shopType) return { affiliateId, shopType: input.shopType };
  const [row] = await tx.query<{ shop_type: string }>('SELECT shop_type FROM products WHERE id = $1', [
    input.lines[0]?.productId ?? null,
  ]);
  // An unknown product: createOrder refuses it right after, and the key goes with the rollback.
  return { affiliateId, shopType: row?.shop_type ?? 'flower_shop' };
}

/** One order with its payments and history, as getOrderInfo shows it. */
async function orderInfo(db: Db, id: number) {
  const order = await found(db, id);
  return { ...order, payments: await orderPayments(db, id), history: await orderHistory(db, id) };
}

/** `amount` of payOrder: absent means the whole sum due. */
function payAmount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isInteger(value))
    refuse('Сумма оплаты — целое число копеек', ['amount']);
  if ((value as number) <= 0) refuse('Сумма оплаты должна быть больше 0', ['amount']);
  return value as number;
}

export const order: Domain = {
  async getOrder(body, { db }) {
    const pull = object(body, 'DateOrderPull');
    const dateStart = requireDate(pull.dateStart, 'Дата начала');
    const dateStop = requireDate(pull.dateStop, 'Дата окончания');
    if (dateStart > dateStop) refuse('Дата начала позже даты окончания');
    const tooLong = periodTooLong(dateStart, dateStop);
    if (tooLong) refuse(tooLong);
    const OrderList = await ordersInRange(db, {
      dateStart,
      dateStop,
      affiliateId: affiliateOf(body),
      includeDeleted: body.includeDeleted === true,
    });
    return { OrderList, AllStatusOrder: await allStatuses(db) };
  },

  // Ours (issue 17): a keyset page with the list's filters and totals (orders/page.ts).
  getOrderPage: (body, { db }) => orderPage(db, body),

  // Ours (issue 26): a client's record, marketing flag and order totals (orders/client-card.ts).
  getClientCard: (body, { db }) => clientCard(db, body),

  async getOrderInfo(body, { db }) {
    const id = requireId(object(body, 'DateOrderPull').idOrder, 'Заказ');
    return { OrderList: [await orderInfo(db, id)] };
  },

  // Ours (issue 18): history and payments of many orders in one call (orders/details.ts).
  getOrderDetails: (body, { db }) => orderDetails(db, body),

  async getAllStatus(_body, { db }) {
    return { AllStatusOrder: await allStatuses(db) };
  },

  async newOrder(body, { db, timeZone, now }) {
    const input = readOrder(payload(body, 'newOrderData'), todayIn(timeZone));
    const affiliateId = affiliateOf(body) ?? 1;
    const call = keyedCall(body, 'order/newOrder');
    return write(
      db,
      body,
      'created',
      now?.() ?? new Date(),
      async (tx, userId) => {
        await requireExists(tx, 'affiliates', affiliateId, 'Филиал');
        const id = await createOrder(tx, input, userId, affiliateId);
        await settleAdvance(tx, id, input.advanceSum, input.paymentTypeId, userId);
        await notifyOrderCreated(tx, id);
        return id;
      },
      { call, till: (tx) => tillOfNew(tx, input, affiliateId) },
    );
  },

  async EditOrderData(body, { db, timeZone, now }) {
    const data = payload(body, 'EditOrderData');
    const id = requireId(data.id ?? data.idOrder, 'Заказ');
    const input = readOrder(data, todayIn(timeZone));
    const expected = expectedVersion(data.version);
    return write(db, body, 'lines', now?.() ?? new Date(), async (tx, userId) => {
      await updateOrder(tx, id, input, userId, expected);
      await settleAdvance(tx, id, input.advanceSum, input.paymentTypeId, userId);
      return id;
    });
  },

  async deleteOrder(body, { db, now }) {
    const id = requireId(body.idOrderDeleted, 'Заказ');
    await db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      const before = await lockOrder(tx, id);
      if (before.deleted) return;
      await tx.query('UPDATE orders SET deleted = true, updated_at = now() WHERE id = $1', [id]);
      await writeHistory(tx, id, userId, { field: 'deleted', oldValue: 'false', newValue: 'true' });
      // A deleted order takes nothing from stock, no promo use, no certificate money: all comes back.
      await syncRedemptions(tx, id);
      await syncBonus(tx, id, now?.() ?? new Date(), userId);
      await syncOrderStock(tx, [id], userId);
      await recordOrderEvent(tx, 'deleted', id);
    });
    return { idOrder: id, deleted: true };
  },

  async setStatusOrder(body, { db, now }) {
    const id = requireId(body.idOrder, 'Заказ');
    const statusId = requireId(body.idStatus, 'Статус');
    return write(db, body, 'status', now?.() ?? new Date(), async (tx, userId) => {
      await requireExists(tx, 'order_statuses', statusId, 'Статус', 'idStatus');
      await setStatus(tx, id, statusId, userId);
      return id;
    });
  },

  /** Bulk status change (our addition): all or nothing, one history entry per changed order. */
  async setStatusOrders(body, { db, now }) {
    const ids = body.idOrders;
    if (!Array.isArray(ids) || ids.length === 0) refuse('Выберите хотя бы один заказ', ['idOrders']);
    if ((ids as unknown[]).length > 1000) refuse('Не больше 1000 заказов за раз', ['idOrders']);
    const orderIds = [...new Set((ids as unknown[]).map((v) => requireId(v, 'Заказ')))];
    const statusId = requireId(body.idStatus, 'Статус');
    await db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      await requireExists(tx, 'order_statuses', statusId, 'Статус', 'idStatus');
      for (const id of orderIds.sort((a, b) => a - b)) await setStatus(tx, id, statusId, userId);
      // Once for all of them: the balance rows are then locked in one go, in one order.
      await syncRedemptionsOf(tx, orderIds);
      await syncBonusOf(tx, orderIds, now?.() ?? new Date(), userId);
      await syncOrderStock(tx, orderIds, userId);
      for (const id of orderIds) await recordOrderEvent(tx, 'status', id);
    });
    return { idOrders: orderIds, idStatus: statusId };
  },

  async setWorkerStatusOrder(body, { db, now }) {
    const id = requireId(body.idOrder, 'Заказ');
    const workerId = optionalId(body.idWorker, 'Исполнитель');
    const statusId = optionalId(body.idStatus, 'Статус');
    return write(db, body, 'worker', now?.() ?? new Date(), async (tx, userId) => {
      if (workerId !== null) await requireExists(tx, 'employees', workerId, 'Исполнитель', 'idWorker');
      if (statusId !== null) await requireExists(tx, 'order_statuses', statusId, 'Статус', 'idStatus');
      const before = await lockOrder(tx, id);
      if (before.deleted) refuse('Удалённый заказ нельзя изменить', undefined, 'ORDER_DELETED');
      if (before.worker_id !== workerId) {
        await tx.query('UPDATE orders SET worker_id = $2, updated_at = now() WHERE id = $1', [id, workerId]);
        await writeHistory(tx, id, userId, {
          field: 'worker',
          oldValue: before.worker_id === null ? null : String(before.worker_id),
          newValue: workerId === null ? null : String(workerId),
          oldName: await nameOf(tx, 'employees', before.worker_id),
          newName: await nameOf(tx, 'employees', workerId),
        });
      }
      if (statusId !== null) await setStatus(tx, id, statusId, userId);
      return id;
    });
  },

  async setTypePayment(body, { db, now }) {
    const id = requireId(body.idOrder, 'Заказ');
    const paymentTypeId = optionalId(body.idPayment, 'Тип оплаты');
    const raw = body.textTypePayment;
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      refuse('Поле «Комментарий к оплате» должно быть строкой');
    const text = typeof raw === 'string' ? raw.trim().slice(0, 200) : '';
    return write(db, body, 'payment', now?.() ?? new Date(), async (tx, userId) => {
      if (paymentTypeId !== null)
        await requireExists(tx, 'payment_types', paymentTypeId, 'Тип оплаты', 'idPayment');
      const before = await lockOrder(tx, id);
      if (before.deleted) refuse('Удалённый заказ нельзя изменить', undefined, 'ORDER_DELETED');
      if (before.payment_type_id === paymentTypeId && before.payment_type === text) return id;
      await tx.query(
        'UPDATE orders SET payment_type_id = $2, payment_type = $3, updated_at = now() WHERE id = $1',
        [id, paymentTypeId, text],
      );
      await recordPayment(tx, id, userId, before, paymentTypeId, text);
      return id;
    });
  },

  /** Checks a promo code and a certificate before the order is saved (ours): the form's «Применить». */
  checkCheckoutCodes: (body, { db, timeZone }) => checkCodes(db, body, todayIn(timeZone)),

  /** Takes money for an order (our addition): by default the whole sum due, the order's type. */
  async payOrder(body, { db, now }) {
    const id = requireId(body.id, 'Заказ');
    const input = {
      id,
      amount: payAmount(body.amount),
      paymentTypeId: optionalId(body.paymentTypeId, 'Тип оплаты'),
    };
    const call = keyedCall(body, 'order/payOrder');
    // Money only: the order's stock is what it was. A repeat of a key's payment takes nothing more.
    await db.transaction((tx) =>
      once(
        tx,
        call,
        () => tillOfOrder(tx, id),
        async () => {
          const userId = await actingUser(tx, body.userId);
          await payOrder(tx, input, userId);
          // Paid in full, the order earns its bonuses (docs/loyalty.md).
          await syncBonus(tx, id, now?.() ?? new Date(), userId);
          await syncTicket(tx, id);
          await recordOrderEvent(tx, 'payment', id);
          return { orderId: id };
        },
      ),
    );
    return orderInfo(db, id);
  },
};
