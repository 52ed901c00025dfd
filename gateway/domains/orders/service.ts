/**
 * Orders over the CRM's `order/*` calls (docs/upstream-contract.md "order"), and THE mapping
 * between the remote names (sdacha_sum, adresDelivery, klient, …) and the clean GraphQL names
 * (change, deliveryAddress, client, …): FIELDS below is the only place that pairs them.
 */
import { orderMatches, type SearchablePerson } from '../../../schema/order-search';
import { BadInputError } from '../../errors';
import { withKey } from '../../idempotency';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError, parseId, type RemoteRecord } from '../lists/service';
import { isUnknownCall, NEEDS_PERIOD, pageOf, takenPeriod } from './page-fallback';
import type { Order as GqlOrder } from '../../__generated__/resolvers';

/** An order as the CRM sends it (remote names; see crm/domains/orders/read.ts). */
export type RemoteOrder = Record<string, unknown> & { id: number | string };
export type RemoteStatus = Record<string, unknown> & { id: number | string };

type Kind = 'text' | 'id' | 'int' | 'number' | 'bool' | 'enum';

/** [clean name, remote name, kind]: both directions of every scalar field of the payload. */
const FIELDS: readonly (readonly [string, string, Kind])[] = [
  ['shopType', 'shopType', 'enum'],
  ['customerType', 'customerType', 'text'],
  ['deliveryType', 'deliveryType', 'text'],
  ['date', 'date', 'text'],
  ['deliveryDate', 'invoiceDate', 'text'],
  ['deliveryTime', 'invoiceTimeDo', 'text'],
  ['deliveryAddress', 'adresDelivery', 'text'],
  ['streetId', 'idStreet', 'id'],
  ['clientWishes', 'klientHotel', 'text'],
  ['cardText', 'cardToOrder', 'text'],
  ['managerComment', 'managerComment', 'text'],
  ['advanceType', 'advance_type', 'text'],
  ['advanceSum', 'advance_sum', 'int'],
  ['paymentTypeId', 'paymentType', 'id'],
  ['paymentText', 'payment_type', 'text'],
  ['changeFor', 'sdacha_sum_kupura', 'int'],
  ['change', 'sdacha_sum', 'int'],
  ['discountType', 'discount_type', 'enum'],
  ['discountValue', 'discount_value', 'number'],
  // Our addition (issue 26): the delivery charge is part of the total.
  ['deliverySum', 'delivery_sum', 'int'],
  ['total', 'itog_value', 'int'],
  // Ours (issue 26 item 2): the checkout's promo code and gift certificate. They come back in
  // the order's `checkout` object (toClean).
  ['promoCode', 'promo_code', 'text'],
  ['certificateCode', 'certificate_code', 'text'],
  ['certificateSum', 'certificate_sum', 'int'],
  // Ours (issue 21 item 6, docs/loyalty.md): paid with bonuses; comes back in `checkout` too.
  ['bonusSum', 'bonus_sum', 'int'],
  // Ours (issue 26 item 3): a markup of «Наценки» and a gift of «Подарки», also in `checkout`.
  ['markupId', 'markup_id', 'id'],
  ['giftId', 'gift_id', 'id'],
  ['fromClient', 'fromKlient', 'bool'],
  ['sourceId', 'social', 'id'],
  ['socialText', 'social_text', 'text'],
  ['filledById', 'manager_zapolnil', 'id'],
  ['attractedById', 'manager_privlek', 'id'],
  ['statusId', 'idStatus', 'id'],
  ['workerId', 'idWorker', 'id'],
  ['outletId', 'idOutlet', 'id'],
];

/** The CRM's names inside a line and a person, paired with OrderInput's (lines, client). */
const NESTED: Readonly<Record<string, string>> = {
  products: 'lines',
  klient: 'client',
  id: 'productId',
  idProduct: 'productId',
  count_product: 'count',
  priceProduct: 'price',
  // Ours (issue 22): a line's modifiers and a combo part's (comboParts, comment keep their names).
  modifiers: 'modifierIds',
};

/** A refusal's path into the remote payload → into OrderInput: ['products', 0, 'count_product'] → ['lines', 0, 'count']. */
export const orderInputPath = (path: readonly (string | number)[]) =>
  path.map((step, i) => {
    if (typeof step === 'number') return step;
    if (i === 0) return FIELDS.find(([, remote]) => remote === step)?.[0] ?? NESTED[step] ?? step;
    return path[0] === 'products' ? (NESTED[step] ?? step) : step;
  });

/** Fields only the CRM fills in (read-only on the clean side). */
const OUTPUT_ONLY: readonly (readonly [string, string, Kind])[] = [
  ['id', 'id', 'id'],
  ['number', 'number', 'text'],
  ['affiliateId', 'idAffiliate', 'id'],
  ['clientId', 'idKlient', 'id'],
  ['recipientId', 'idRecipient', 'id'],
  ['discountSum', 'discount_sum', 'int'],
  ['subtotal', 'sumProducts', 'int'],
  ['createdById', 'createdBy', 'id'],
  ['createdAt', 'created', 'text'],
  ['updatedAt', 'updated', 'text'],
  ['deleted', 'deleted', 'bool'],
  // Bumped by every write (issue 18, migration 029): updateOrder(version:) checks it.
  ['version', 'version', 'int'],
  // Money received so far (order_payments; docs/cashbox.md).
  ['paidSum', 'paidSum', 'int'],
];

const idOut = (v: unknown) => (v == null || v === '' || v === 0 ? null : String(v));
const intOut = (v: unknown) => (v == null || v === '' ? null : Number(v));

function out(kind: Kind, v: unknown): unknown {
  switch (kind) {
    case 'id':
      return idOut(v);
    case 'int':
    case 'number':
      return intOut(v);
    case 'bool':
      return v === true || v === 1 || v === '1';
    case 'enum':
      return v == null || v === '' ? null : v;
    default:
      return v == null ? '' : String(v);
  }
}

export interface OrderPerson {
  id: string | null;
  firstName: string;
  lastName: string;
  patronymic: string;
  phone: string;
  email: string;
}

export interface OrderLineModifier {
  optionId: string | null;
  group: string;
  name: string;
  priceDelta: number;
}

export interface OrderLineComboPart {
  slotId: string | null;
  slot: string;
  productId: string;
  name: string;
  modifiers: OrderLineModifier[];
}

export interface OrderLine {
  productId: string;
  name: string;
  count: number;
  price: number;
  modifiersPrice: number;
  sum: number;
  comment: string;
  modifiers: OrderLineModifier[];
  comboParts: OrderLineComboPart[];
}

/**
 * The fields of GraphQL's Order that the Order resolvers answer from the clean record's ids
 * (status, worker, …) or compute (payments, sums); the clean record carries every other one.
 */
type ResolvedOrderFields =
  | '__typename'
  | 'status'
  | 'worker'
  | 'filledBy'
  | 'attractedBy'
  | 'paymentType'
  | 'client'
  | 'source'
  | 'street'
  | 'history'
  | 'payments'
  | 'paidSum'
  | 'dueSum'
  | 'recipient'
  | 'lines'
  | 'id';

/**
 * The clean order: GraphQL's Order without its object fields (resolved by loaders). Typed from
 * the schema's Order, so a new schema field the record lacks fails the resolver completeness
 * test (tests/gateway/completeness.test.ts reads this type as Order's mapper).
 */
export type CleanOrder = Omit<GqlOrder, ResolvedOrderFields> & {
  id: string;
  lines: OrderLine[];
  recipient: OrderPerson | null;
  history?: unknown[];
  /** Only getOrderInfo (and payOrder) replies carry them; a list resolves them per order. */
  payments?: unknown[];
  paidSum?: number;
};

function person(v: unknown): OrderPerson | null {
  if (!v || typeof v !== 'object') return null;
  const p = v as Record<string, unknown>;
  const s = (k: string) => (p[k] == null ? '' : String(p[k]));
  return {
    id: idOut(p.id),
    firstName: s('firstName'),
    lastName: s('lastName'),
    patronymic: s('patronymic'),
    phone: s('phone'),
    email: s('email'),
  };
}

const ALL_FIELDS = [...FIELDS, ...OUTPUT_ONLY];

/** Runs once per order of a list (10,000 for a busy month): one object, built in place. */
export function toClean(r: RemoteOrder): CleanOrder {
  const o: Record<string, unknown> = {};
  for (const [clean, remote, kind] of ALL_FIELDS) o[clean] = out(kind, r[remote]);
  const lines = Array.isArray(r.products) ? (r.products as Record<string, unknown>[]) : [];
  o.id = String(r.id);
  o.recipient = person(r.recipient);
  o.lines = lines.map(toLine);
  o.dining = DINING[String(r.deliveryType)] ?? null;
  checkoutOf(o, r.checkout);
  if (Array.isArray(r.history)) o.history = r.history;
  if (Array.isArray(r.payments)) o.payments = r.payments;
  // Built field by field from the CRM's names above (FIELDS, checkoutOf): every Order scalar.
  return o as CleanOrder;
}

/** Fast food's eat in / take away is the order's deliveryType (the POS sends here or takeaway). */
const DINING: Readonly<Record<string, 'EAT_IN' | 'TAKE_AWAY'>> = { here: 'EAT_IN', takeaway: 'TAKE_AWAY' };

const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);

/**
 * A line of the CRM's `products` as OrderLine, the orders' and the kitchen tickets' (one mapping);
 * ours since issue 22: comment, extrasPrice, modifiers with their partNo, comboParts.
 */
export function toLine(l: Record<string, unknown>): OrderLine {
  const mods = list(l.modifiers).map((m) => ({
    partNo: Number(m.partNo) || 0,
    modifier: {
      optionId: idOut(m.optionId) as string | null,
      group: String(m.group ?? ''),
      name: String(m.name ?? ''),
      priceDelta: Number(m.priceDelta) || 0,
    },
  }));
  const of = (partNo: number) => mods.filter((m) => m.partNo === partNo).map((m) => m.modifier);
  return {
    productId: String(l.id),
    name: String(l.name ?? ''),
    count: Number(l.count_product),
    price: Number(l.priceProduct),
    modifiersPrice: Number(l.extrasPrice) || 0,
    sum: Number(l.sum),
    comment: l.comment == null ? '' : String(l.comment),
    modifiers: of(0),
    comboParts: list(l.comboParts).map((p) => ({
      slotId: idOut(p.slotId) as string | null,
      slot: String(p.slot ?? ''),
      productId: String(p.productId),
      name: String(p.name ?? ''),
      modifiers: of(Number(p.partNo)),
    })),
  };
}

/** What the checkout applied; a CRM without promo codes and certificates applied none. */
function checkoutOf(o: Record<string, unknown>, v: unknown): void {
  const c = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  o.promoCode = c.promo_code == null ? '' : String(c.promo_code);
  o.promoKind = c.promo_kind === 'percent' || c.promo_kind === 'amount' ? c.promo_kind : null;
  o.promoValue = Number(c.promo_value) || 0;
  o.promoSum = Number(c.promo_sum) || 0;
  o.certificateCode = c.certificate_code == null ? '' : String(c.certificate_code);
  o.certificateSum = Number(c.certificate_sum) || 0;
  o.bonusSum = Number(c.bonus_sum) || 0;
  o.markupId = c.markup_id == null ? null : String(c.markup_id);
  o.markupName = c.markup_name == null ? '' : String(c.markup_name);
  o.markupKind = c.markup_kind === 'percent' || c.markup_kind === 'amount' ? c.markup_kind : null;
  o.markupValue = Number(c.markup_value) || 0;
  o.markupSum = Number(c.markup_sum) || 0;
  o.giftId = c.gift_id == null ? null : String(c.gift_id);
  o.giftName = c.gift_name == null ? '' : String(c.gift_name);
}

/**
 * The clean input (GraphQL OrderInput) → the remote new-order payload: names only. Values,
 * ids (GraphQL's strings) included, go as given: the CRM's reading of the payload
 * (crm/domains/orders/input.ts) is the one validation both faces share, so `createOrder` and
 * `/api/order/newOrder` refuse the same values with the same message (issue 27 item 3).
 */
export function toRemotePayload(input: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [clean, remote] of FIELDS) {
    const v = input[clean];
    if (v === undefined || v === null) continue;
    payload[remote] = v;
  }
  if (input.client) payload.klient = input.client;
  if (input.recipient) payload.recipient = input.recipient;
  const lines = Array.isArray(input.lines) ? (input.lines as Record<string, unknown>[]) : [];
  payload.products = lines.map(remoteLine);
  return payload;
}

/** A clean line → the CRM's; the fast-food keys only when given, so a plain line is as before. */
function remoteLine(l: Record<string, unknown>): Record<string, unknown> {
  const line: Record<string, unknown> = { id: l.productId, count_product: l.count, priceProduct: l.price };
  if (l.modifierIds != null) line.modifiers = l.modifierIds;
  if (l.comment != null) line.comment = l.comment;
  if (Array.isArray(l.comboParts))
    line.comboParts = (l.comboParts as Record<string, unknown>[]).map((p) => ({
      slotId: p.slotId,
      productId: p.productId,
      ...(p.modifierIds == null ? {} : { modifiers: p.modifierIds }),
    }));
  return line;
}

export interface OrderList {
  OrderList: RemoteOrder[];
  AllStatusOrder: RemoteStatus[];
}

/** Who acts: the CRM records it in the order's history (`userId`, our addition). */
export type Actor = number | string | null;

/** The list's search box (schema/order-search.ts); `wholePhones` for users who see masked phones. */
export interface OrderSearch {
  text: string;
  wholePhones: boolean;
}

/** Whether a CRM order matches `search`: its number, its client's and recipient's names and phones. */
export const remoteMatches = (order: RemoteOrder, search: OrderSearch): boolean =>
  orderMatches(
    {
      number: String(order.number ?? ''),
      people: [order.klient, order.recipient] as SearchablePerson[],
    },
    search.text,
    search,
  );

/** A keyset page of orders (order/getOrderPage): the CRM's filters, `afterId` the last id seen. */
export interface OrderPageQuery {
  dateStart?: string | null;
  dateStop?: string | null;
  shopType?: string | null;
  search?: string;
  wholePhones?: boolean;
  /** Which day the period is of: taken (default) or due (delivery or pick-up, else taken). */
  dateBy?: 'order' | 'due';
  /** Each list given: the order's status (worker, payment type, sales channel) is one of them. */
  statusIds?: number[];
  workerIds?: number[];
  paymentTypeIds?: number[];
  sourceIds?: number[];
  /** «Без исполнителя»: also (or, with no workerIds, only) the orders nobody is assigned to. */
  withoutWorker?: boolean;
  /** One client's orders (the client card). */
  clientId?: number | null;
  /** id (default): stable while orders are written; date: the order list's order; due: by due day. */
  orderBy?: 'id' | 'date' | 'due';
  afterId?: number;
  afterDate?: string;
  afterDay?: number;
  afterDue?: string;
  afterTime?: string;
  /** Forward: `first` after the key; backward: `last` before the key (`before*`). */
  first?: number;
  last?: number;
  beforeId?: number;
  beforeDate?: string;
  beforeDay?: number;
  beforeDue?: string;
  beforeTime?: string;
  includeDeleted?: boolean;
  /** false: the CRM skips counting and summing every match. */
  withTotals?: boolean;
}

/** Where an order of a page stands: its id, order date and number of the day, due day and window. */
export interface PageKey {
  id: number;
  date: string;
  day: number;
  /** Absent from a CRM older than issue 26 (it cannot page by due day either). */
  due?: string;
  time?: string;
}

const isRecord = (r: unknown): r is RemoteRecord =>
  !!r && typeof r === 'object' && Number.isSafeInteger((r as RemoteRecord).id);

export interface OrderPage {
  OrderList: RemoteOrder[];
  /**
   * The streets the page's orders name, as the street list's page sends them (our CRM's
   * getOrderPage brings them: the list then needs no second call); absent from other CRMs.
   */
  streets?: RemoteRecord[];
  keys: PageKey[];
  /** null when asked without totals. */
  totalCount: number | null;
  totalSum: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface CheckoutCodesQuery {
  promo_code?: string;
  certificate_code?: string;
  sumProducts?: number;
}

export interface CheckoutCodesReply {
  promo: { code: string; kind: 'percent' | 'amount'; value: number; minOrderSum: number | null } | null;
  certificate: { code: string; balance: number } | null;
}

export interface OrderService {
  /** One page in id order with the totals of every match (the order list at any size). */
  page(query: OrderPageQuery): Promise<OrderPage>;
  list(
    dateStart: string,
    dateStop: string,
    includeDeleted?: boolean,
    search?: OrderSearch,
  ): Promise<OrderList>;
  info(id: number): Promise<RemoteOrder>;
  statuses(): Promise<RemoteStatus[]>;
  /** `key`: the write's idempotency key (docs/offline.md), passed to the CRM as `idempotencyKey`. */
  create(payload: Record<string, unknown>, userId: Actor, key?: string | null): Promise<RemoteOrder>;
  edit(payload: Record<string, unknown>, userId: Actor): Promise<RemoteOrder>;
  /** The CRM's reply: `{idOrder, deleted: true}`. */
  remove(id: number, userId: Actor): Promise<unknown>;
  setStatus(id: number, statusId: number, userId: Actor): Promise<RemoteOrder>;
  setStatuses(ids: number[], statusId: number, userId: Actor): Promise<void>;
  setWorker(
    id: number,
    workerId: number | null,
    statusId: number | null,
    userId: Actor,
  ): Promise<RemoteOrder>;
  setPayment(id: number, paymentTypeId: number | null, text: string, userId: Actor): Promise<RemoteOrder>;
  /** Checks a promo code and a certificate before the save (the CRM's checkCheckoutCodes reply). */
  checkCodes(body: CheckoutCodesQuery): Promise<CheckoutCodesReply>;
  /** Takes a payment: `amount` null is the whole due sum, `paymentTypeId` null the order's type. */
  pay(
    id: number,
    amount: number | null,
    paymentTypeId: number | null,
    userId: Actor,
    key?: string | null,
  ): Promise<RemoteOrder>;
}

/** Spec section 9: order queries always name the branch as {active 0, id 1}. */
export const AFFILIATE = { active: 0, id: 1 } as const;

const userOf = (userId: Actor) => (typeof userId === 'number' ? userId : parseId(userId));

export function createOrderService(upstream: Upstream): OrderService {
  /** Raw CRM call: errors stay upstream errors (the legacy face maps them itself). */
  const call = <T>(method: string, body: Record<string, unknown>) => upstream.call<T>('order', method, body);
  const order = (data: unknown): RemoteOrder => {
    if (!data || typeof data !== 'object' || (data as RemoteOrder).id == null) {
      throw new BadInputError('CRM не вернула заказ');
    }
    return data as RemoteOrder;
  };
  const withUser = (userId: Actor, body: Record<string, unknown>) => ({ ...body, userId: userOf(userId) });

  const list: OrderService['list'] = async (dateStart, dateStop, includeDeleted = false, search) => {
    const data = await call<Partial<OrderList> | null>('getOrder', {
      DateOrderPull: { dateStart, dateStop },
      Affiliate: AFFILIATE,
      ...(includeDeleted ? { includeDeleted: true } : {}),
    });
    // A reply without the list is a failure (spec section 8 "Order list is absent"), not "no orders".
    if (!Array.isArray(data?.OrderList)) throw new BadInputError('CRM не вернула список заказов');
    const orders = data.OrderList as RemoteOrder[];
    return {
      OrderList: search?.text ? orders.filter((o) => remoteMatches(o, search)) : orders,
      AllStatusOrder: Array.isArray(data.AllStatusOrder) ? data.AllStatusOrder : [],
    };
  };

  // A walk over a CRM without pages (an export) reads its period once, not once a page: the last
  // period read is kept for the life of this service, which is one request.
  let lastPeriod: { key: string; list: Promise<OrderList> } | null = null;
  const periodOnce = (q: OrderPageQuery) => {
    const search = { text: q.search ?? '', wholePhones: q.wholePhones === true };
    const { start, stop } = takenPeriod(q);
    const key = JSON.stringify([start, stop, q.includeDeleted === true, search]);
    if (lastPeriod?.key !== key) lastPeriod = { key, list: list(start, stop, q.includeDeleted, search) };
    return lastPeriod.list;
  };

  /** The statuses that cancel an order (the StatusOrder list's `cancels`), for the fallback's sum. */
  const cancellingStatuses = async (): Promise<Set<string>> => {
    const data = await upstream.call<unknown>('reference', 'getAllStatusOrder', {});
    const rows = Array.isArray(data) ? data : [];
    return new Set(
      rows
        .filter((r): r is Record<string, unknown> => !!r && (r as Record<string, unknown>).cancels === true)
        .map((r) => String(r.id)),
    );
  };

  return {
    page: async (query) => {
      let data: Partial<OrderPage> | null;
      try {
        data = await call<Partial<OrderPage> | null>('getOrderPage', { ...query, Affiliate: AFFILIATE });
      } catch (err) {
        if (!isUnknownCall(err)) throw err;
        // A CRM without pages: the period whole, paged here (page-fallback.ts).
        if (!query.dateStart || !query.dateStop) throw new BadInputError(NEEDS_PERIOD);
        const [period, cancelling] = await Promise.all([periodOnce(query), cancellingStatuses()]);
        return pageOf(period.OrderList, query, cancelling);
      }
      if (!Array.isArray(data?.OrderList)) throw new BadInputError('CRM не вернула список заказов');
      return {
        OrderList: data.OrderList,
        // Only well-formed records stand in for the street list's own answer (others are asked for).
        streets: Array.isArray(data.streets) ? data.streets.filter(isRecord) : undefined,
        keys: Array.isArray(data.keys) ? data.keys : [],
        totalCount: data.totalCount == null ? null : Number(data.totalCount),
        totalSum: data.totalSum == null ? null : Number(data.totalSum),
        hasNextPage: data.hasNextPage === true,
        hasPreviousPage: data.hasPreviousPage === true,
      };
    },
    list,
    async info(id) {
      const data = await call<{ OrderList?: unknown } | null>('getOrderInfo', {
        DateOrderPull: { idOrder: id },
        Affiliate: AFFILIATE,
      });
      return order(Array.isArray(data?.OrderList) ? data.OrderList[0] : null);
    },
    async statuses() {
      const data = await call<{ AllStatusOrder?: unknown } | null>('getAllStatus', {});
      if (!Array.isArray(data?.AllStatusOrder)) throw new BadInputError('CRM не вернула список статусов');
      return data.AllStatusOrder as RemoteStatus[];
    },
    create: async (payload, userId, key) =>
      order(
        await call(
          'newOrder',
          withKey(withUser(userId, { newOrderData: payload, Affiliate: AFFILIATE }), key),
        ),
      ),
    edit: async (payload, userId) =>
      order(await call('EditOrderData', withUser(userId, { EditOrderData: payload }))),
    remove: (id, userId) => call('deleteOrder', withUser(userId, { idOrderDeleted: id })),
    setStatus: async (id, statusId, userId) =>
      order(await call('setStatusOrder', withUser(userId, { idOrder: id, idStatus: statusId }))),
    async setStatuses(ids, statusId, userId) {
      await call('setStatusOrders', withUser(userId, { idOrders: ids, idStatus: statusId }));
    },
    setWorker: async (id, workerId, statusId, userId) =>
      order(
        await call(
          'setWorkerStatusOrder',
          withUser(userId, { idOrder: id, idStatus: statusId, idWorker: workerId }),
        ),
      ),
    setPayment: async (id, paymentTypeId, text, userId) =>
      order(
        await call(
          'setTypePayment',
          withUser(userId, { idOrder: id, idPayment: paymentTypeId, textTypePayment: text }),
        ),
      ),
    checkCodes: async (body) =>
      (await call<CheckoutCodesReply | null>('checkCheckoutCodes', { ...body })) ?? {
        promo: null,
        certificate: null,
      },
    async pay(id, amount, paymentTypeId, userId, key) {
      const body: Record<string, unknown> = { id };
      if (amount !== null) body.amount = amount;
      if (paymentTypeId !== null) body.paymentTypeId = paymentTypeId;
      const data = await call<{ OrderList?: unknown } | null>(
        'payOrder',
        withKey(withUser(userId, body), key),
      );
      // The record as getOrderInfo has it; a reply wrapped like getOrderInfo's is taken too.
      return order(Array.isArray(data?.OrderList) ? data.OrderList[0] : data);
    },
  };
}

/** For GraphQL: CRM refusals become BAD_USER_INPUT / NOT_FOUND with the CRM's Russian text. */
export async function domainErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw mapRemoteError(err);
  }
}
