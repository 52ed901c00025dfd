/**
 * The order service as one user may use it, for GraphQL and /api alike (issue 16):
 * - shop type (item 3, `shopScope` of schema/access.ts): orders of one shop type are read and
 *   written by users of that shop type only, the SA sees both; lists keep the user's shop type,
 *   an order of another reads as not found, and a write to one is refused before the CRM is
 *   asked, so nothing changes;
 * - personal data (item 4, schema/personal-data.ts): without KLIENTS the client's and the
 *   recipient's phone and e-mail come masked, and an edit that sends a mask back unchanged keeps
 *   the stored value.
 */
import { shopScope, type ShopType } from '../../../schema/access';
import { maskEmail, maskPerson, maskPhone, seesPersonalData, unmask } from '../../../schema/personal-data';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Principal } from '../auth/service';
import type { OrderPage, OrderService, RemoteOrder } from './service';

const EMPTY_PAGE: OrderPage = {
  OrderList: [],
  keys: [],
  totalCount: 0,
  totalSum: 0,
  hasNextPage: false,
  hasPreviousPage: false,
};
const OTHER_SHOP = 'Заказ другого магазина: изменять его может только сотрудник этого магазина';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const shopOf = (order: RemoteOrder) => (order as { shopType?: unknown }).shopType;

/** The people of an order (the CRM's names) whose phone and e-mail are personal data. */
const PEOPLE = ['klient', 'recipient'] as const;

function masked(order: RemoteOrder): RemoteOrder {
  const copy: RemoteOrder = { ...order };
  for (const key of PEOPLE)
    if (isObject(copy[key])) copy[key] = maskPerson(copy[key] as Record<string, unknown>);
  return copy;
}

/** `payload`'s people with the masks the form showed replaced by `stored`'s values. */
function unmasked(payload: Record<string, unknown>, stored: RemoteOrder): Record<string, unknown> {
  const copy = { ...payload };
  for (const key of PEOPLE) {
    const sent = copy[key];
    const kept = stored[key];
    if (!isObject(sent) || !isObject(kept)) continue;
    copy[key] = {
      ...sent,
      phone: unmask(sent.phone, kept.phone, maskPhone),
      ...('email' in sent ? { email: unmask(sent.email, kept.email, maskEmail) } : {}),
    };
  }
  return copy;
}

/** The order service as `who` may use it; `who` is asked for lazily (once) when a call needs it. */
export function scopedOrders(service: OrderService, who: () => Promise<Principal | null>): OrderService {
  let scope: Promise<ShopType | null> | undefined;
  const scopeOf = () => (scope ??= who().then((p) => (p ? shopScope(p) : null)));
  let sees: Promise<boolean> | undefined;
  const seesOf = () => (sees ??= who().then(seesPersonalData));
  /** An order as the user reads it. */
  const shown = async (order: RemoteOrder) => ((await seesOf()) ? order : masked(order));

  async function readable(order: RemoteOrder): Promise<RemoteOrder> {
    const mine = await scopeOf();
    if (mine && shopOf(order) !== mine) throw new NotFoundError('Заказ не найден');
    return shown(order);
  }

  /** An edit as meant: masks sent back unchanged become the stored values. */
  async function meant(payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!isObject(payload) || (await seesOf())) return payload;
    if (!PEOPLE.some((key) => isObject(payload[key]))) return payload;
    return unmasked(payload, await service.info(Number(payload.id)));
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
    async list(start, stop, includeDeleted, search) {
      const seen = await seesOf();
      // Without KLIENTS a phone is found by the whole number only (schema/order-search.ts).
      const asAllowed = search && { ...search, wholePhones: search.wholePhones || !seen };
      const [orders, mine] = await Promise.all([
        service.list(start, stop, includeDeleted, asAllowed),
        scopeOf(),
      ]);
      if (!mine && seen) return orders;
      let list = orders.OrderList;
      if (mine) list = list.filter((o) => shopOf(o) === mine);
      if (!seen) list = list.map(masked);
      return { ...orders, OrderList: list };
    },
    async page(query) {
      const [mine, seen] = await Promise.all([scopeOf(), seesOf()]);
      // Staff page through their own shop's orders; without KLIENTS phones match whole only.
      if (mine && query.shopType && query.shopType !== mine) return { ...EMPTY_PAGE };
      const page = await service.page({
        ...query,
        shopType: mine ?? query.shopType ?? null,
        wholePhones: query.wholePhones || !seen,
      });
      return seen ? page : { ...page, OrderList: page.OrderList.map(masked) };
    },
    info: async (id) => readable(await service.info(id)),
    create: async (payload, userId, key) =>
      shown(await service.create(await payloadShop(payload), userId, key)),
    async edit(payload, userId) {
      if (isObject(payload)) await writable(payload.id);
      return shown(await service.edit(await payloadShop(await meant(payload)), userId));
    },
    async remove(id, userId) {
      await writable(id);
      return service.remove(id, userId);
    },
    async setStatus(id, statusId, userId) {
      await writable(id);
      return shown(await service.setStatus(id, statusId, userId));
    },
    async setStatuses(ids, statusId, userId) {
      await Promise.all(ids.map(writable));
      return service.setStatuses(ids, statusId, userId);
    },
    async setWorker(id, workerId, statusId, userId) {
      await writable(id);
      return shown(await service.setWorker(id, workerId, statusId, userId));
    },
    async setPayment(id, paymentTypeId, text, userId) {
      await writable(id);
      return shown(await service.setPayment(id, paymentTypeId, text, userId));
    },
    async pay(id, amount, paymentTypeId, userId, key) {
      await writable(id);
      return shown(await service.pay(id, amount, paymentTypeId, userId, key));
    },
  };
}
