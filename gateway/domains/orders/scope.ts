/**
 * Orders of one shop type are read and written by users of that shop type only; the SA sees
 * both (issue 16 item 3, `shopScope` of schema/access.ts). One wrapper over the order service,
 * used by GraphQL and /api alike: lists keep the user's shop type, an order of another reads as
 * not found, and a write to one is refused before the CRM is asked, so nothing changes.
 */
import { shopScope, type ShopType } from '../../../schema/access';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Principal } from '../auth/service';
import type { OrderService, RemoteOrder } from './service';

const OTHER_SHOP = 'Заказ другого магазина: изменять его может только сотрудник этого магазина';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const shopOf = (order: RemoteOrder) => (order as { shopType?: unknown }).shopType;

/** The order service as `who` may use it; `who` is asked for lazily (once) when a call needs it. */
export function scopedOrders(service: OrderService, who: () => Promise<Principal | null>): OrderService {
  let scope: Promise<ShopType | null> | undefined;
  const scopeOf = () => (scope ??= who().then((p) => (p ? shopScope(p) : null)));

  async function readable(order: RemoteOrder): Promise<RemoteOrder> {
    const mine = await scopeOf();
    if (mine && shopOf(order) !== mine) throw new NotFoundError('Заказ не найден');
    return order;
  }

  /** The order exists in the user's shop, or the write is refused. */
  async function writable(id: unknown): Promise<void> {
    const mine = await scopeOf();
    if (!mine) return;
    const order = await service.info(Number(id));
    if (shopOf(order) !== mine) throw new ForbiddenError(OTHER_SHOP);
  }

  /** A write may not move an order into (or create one in) another shop. */
  async function payloadShop(payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const mine = await scopeOf();
    // Not an object: the CRM refuses it as bad input, as it would for anyone.
    if (!mine || !isObject(payload)) return payload;
    if (payload.shopType != null && payload.shopType !== mine) throw new ForbiddenError(OTHER_SHOP);
    return { ...payload, shopType: mine };
  }

  return {
    ...service,
    async list(start, stop, includeDeleted) {
      const [orders, mine] = await Promise.all([service.list(start, stop, includeDeleted), scopeOf()]);
      if (!mine) return orders;
      return { ...orders, OrderList: orders.OrderList.filter((o) => shopOf(o as RemoteOrder) === mine) };
    },
    info: async (id) => readable(await service.info(id)),
    create: async (payload, userId) => service.create(await payloadShop(payload), userId),
    async edit(payload, userId) {
      if (isObject(payload)) await writable(payload.id);
      return service.edit(await payloadShop(payload), userId);
    },
    async remove(id, userId) {
      await writable(id);
      return service.remove(id, userId);
    },
    async setStatus(id, statusId, userId) {
      await writable(id);
      return service.setStatus(id, statusId, userId);
    },
    async setStatuses(ids, statusId, userId) {
      await Promise.all(ids.map(writable));
      return service.setStatuses(ids, statusId, userId);
    },
    async setWorker(id, workerId, statusId, userId) {
      await writable(id);
      return service.setWorker(id, workerId, statusId, userId);
    },
    async setPayment(id, paymentTypeId, text, userId) {
      await writable(id);
      return service.setPayment(id, paymentTypeId, text, userId);
    },
    async pay(id, amount, paymentTypeId, userId) {
      await writable(id);
      return service.pay(id, amount, paymentTypeId, userId);
    },
  };
}
