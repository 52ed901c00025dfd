/**
 * The GraphQL face of orders: thin over service.ts (names) and loaders.ts (object fields).
 * Access from schema/access.ts ORDER_RULES, the same rules /api/order/* applies.
 */
import { mutationKey } from '../../graphql/idempotency';
import { ORDER_RULES } from '../../../schema/access';
import { findList } from '../../../schema/lists';
import { maskPerson, seesPersonalData } from '../../../schema/personal-data';
import type { GraphQLResolveInfo } from 'graphql';
import type { OrderFilter, OrderSort, Resolvers } from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { OrderParent } from '../../graphql/parents';
import { relayWindow, toConnection, windowBody, type RelayArgs } from '../../graphql/relay';
import { selectedFields } from '../../graphql/selection';
import { cursors, FORGED_CURSOR, type Cursors } from '../../security/cursor';
import { searchText } from '../../../schema/order-search';
import { toGraphQL } from '../lists/records';
import { parseId, type RemoteRecord } from '../lists/service';
import { localDate, presetRange } from './dates';
import { orderLoaders, REF_LISTS } from './loaders';
import { clientCard } from './client-card';
import { checkoutResolvers } from './checkout';
import { paymentResolvers } from './payments';
import { patchOrder } from './patch';
import {
  domainErrors,
  orderInputPath,
  toClean,
  toRemotePayload,
  type PageKey,
  type RemoteOrder,
} from './service';
import { notFoundAt, payload, type RenamePath } from '../../graphql/payload';

/** Object fields are left to the Order resolvers below; the clean record carries their ids. */
// The CRM's embedded client rides along for Order.client (not a schema field).
export const asOrder = (r: RemoteOrder): OrderParent => ({
  ...toClean(r),
  klient: (r.klient as RemoteRecord | null) ?? null,
});

/** An id argument as a number; a malformed one is NOT_FOUND at that argument (`field`). */
function id(value: string, what = 'заказа', field = 'id'): number {
  const n = parseId(value);
  if (n === null) throw new NotFoundError(`Неверный идентификатор ${what}`).at([field], 'NOT_FOUND');
  return n;
}

const optionalId = (value: string | null | undefined, what: string, field: string) =>
  value == null || value === '' ? null : id(value, what, field);

/** Runs `fn` for the admitted user with CRM refusals as GraphQL errors (the reads). */
async function act<T>(
  ctx: GraphQLContext,
  rule: (typeof ORDER_RULES)[keyof typeof ORDER_RULES],
  fn: (userId: string | number) => Promise<T>,
) {
  const principal = await ctx.requireAccess(rule);
  return domainErrors(() => fn(principal.crmId));
}

/**
 * A refusal's path into createOrder's and updateOrder's arguments: the CRM's names for the order's
 * fields become OrderInput's under `input` (['products', 0, 'count_product'] → ['input', 'lines',
 * 0, 'count']); a path the gateway already wrote in argument names (`id`, `input.date`,
 * `idempotencyKey`) is kept.
 */
const inputPath: RenamePath = (path) =>
  path[0] === 'input' || path[0] === 'id' || path[0] === 'idempotencyKey'
    ? path
    : ['input', ...orderInputPath(path)];

/** The status, worker and payment calls' own names (setStatusOrder, setWorkerStatusOrder, …). */
const REMOTE_ARGUMENTS: Record<string, string> = {
  idOrder: 'id',
  idOrders: 'ids',
  idStatus: 'statusId',
  idWorker: 'workerId',
  idPayment: 'paymentTypeId',
};
const argumentPath: RenamePath = (path) => {
  const [head, ...rest] = path;
  return typeof head === 'string' && REMOTE_ARGUMENTS[head] ? [REMOTE_ARGUMENTS[head], ...rest] : path;
};

/**
 * A mutation answering its payload (gateway/graphql/payload.ts): the refusal of the input in
 * `userErrors` with its path into the arguments; sign-in, rights, CONFLICT and faults stay errors.
 * A NOT_FOUND naming no field is the order the mutation names (`id`), when it names one.
 */
const change = async <K extends string, T>(
  key: K,
  ctx: GraphQLContext,
  rule: (typeof ORDER_RULES)[keyof typeof ORDER_RULES],
  fn: (userId: string | number) => Promise<T>,
  { rename = argumentPath, orderArgument = 'id' }: { rename?: RenamePath; orderArgument?: 'id' | null } = {},
) => {
  const out = await payload(key, () => act(ctx, rule, fn), rename);
  return orderArgument ? notFoundAt(out, [orderArgument]) : out;
};

/**
 * An object field of Order resolved from its list through the request's loader. The list's
 * record is the lists domain's GraphQL object (its own resolvers finish it), hence the cast.
 */
const ref =
  (field: keyof typeof REF_LISTS, idField: keyof OrderParent & `${string}Id`) =>
  (parent: OrderParent, _args: unknown, ctx: GraphQLContext) =>
    orderLoaders(ctx).ref(REF_LISTS[field], parent[idField]) as never;

/** What the CRM's order carries of its client (`klient`): enough for every order screen. */
const CLIENT_SUMMARY = new Set(['__typename', 'id', 'firstName', 'lastName', 'patronymic', 'phone', 'email']);
const CLIENTS = findList(REF_LISTS.client)!;

/**
 * The paying client, masked for users without KLIENTS (schema/personal-data.ts). From the order's
 * own `klient` when the query asks no more than it carries (a page of orders then costs no read
 * of a 50,000-client directory); from the directory otherwise.
 */
async function client(parent: OrderParent, args: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) {
  const embedded = parent.klient;
  // The order service has masked it already for readers without KLIENTS (scope.ts).
  if (embedded && [...selectedFields(info)].every((f) => CLIENT_SUMMARY.has(f)))
    return toGraphQL(CLIENTS, embedded);
  const record = await ref('client', 'clientId')(parent, args, ctx);
  return seesPersonalData(await ctx.principal()) ? record : maskPerson(record);
}

/** Where an order stands in a walk, as a cursor names it. */
type OrderKey = { id: number } | { date: string; day: number } | { due: string; time: string; id: number };
type Sort = 'id' | 'date' | 'due';
const SORTS: Record<OrderSort, Sort> = { ID: 'id', DATE: 'date', DUE: 'due' };

/** The order a cursor points at, in the walk's order (the cursor is bound to it). */
function position(pages: Cursors, sort: Sort, cursor: string): OrderKey {
  const p = pages.decode(`orders:${sort}`, cursor);
  const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  const day = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (sort === 'id' && whole(p.id)) return { id: p.id as number };
  if (sort === 'date' && whole(p.n) && day(p.d)) return { date: p.d, day: p.n as number };
  if (sort === 'due' && whole(p.id) && day(p.u) && typeof p.t === 'string')
    return { due: p.u, time: p.t, id: p.id as number };
  throw new BadInputError(FORGED_CURSOR);
}

/** The key as getOrderPage takes it on the window's side (afterId, beforeDate + beforeDay, …). */
function keyBody(key: OrderKey, side: 'after' | 'before') {
  if ('due' in key) return { [`${side}Due`]: key.due, [`${side}Time`]: key.time, [`${side}Id`]: key.id };
  return 'id' in key ? { [`${side}Id`]: key.id } : { [`${side}Date`]: key.date, [`${side}Day`]: key.day };
}

/** A cursor's content for an order of a page in the walk's order. */
function cursorOf(sort: Sort, o: RemoteOrder, key: PageKey | undefined) {
  if (sort === 'id') return { id: Number(o.id) };
  if (sort === 'date') return { d: key?.date, n: key?.day };
  return { u: key?.due, t: key?.time ?? '', id: Number(o.id) };
}

/** The lists a filter's ids name, with the word a refusal uses. */
const FILTER_LISTS = {
  statusIds: ['StatusOrder', 'статуса'],
  workerIds: ['Employees', 'сотрудника'],
  paymentTypeIds: ['TypePayments', 'типа оплаты'],
  sourceIds: ['OrderSource', 'канала продаж'],
} as const;

/**
 * A filter's ids as numbers, each checked against its list (the request's list loader: one read
 * per list, cached): an id of no record is the caller's mistake, not an empty page that looks
 * like "no orders", and it is refused the same whether the CRM pages or the gateway does.
 */
async function filterIds(f: OrderFilter, ctx: GraphQLContext) {
  const out: Partial<Record<keyof typeof FILTER_LISTS, number[]>> = {};
  for (const [field, [list, what]] of Object.entries(FILTER_LISTS) as [
    keyof typeof FILTER_LISTS,
    readonly [string, string],
  ][]) {
    const given = f[field];
    if (!given?.length) continue;
    if (given.length > 100) throw new BadInputError(`Фильтр: не больше 100 значений ${what}`);
    const ids = given.map((v) => {
      const n = parseId(v);
      if (n === null) throw new BadInputError(`Фильтр: неверный идентификатор ${what}: ${v}`);
      return n;
    });
    const found = await Promise.all(ids.map((n) => orderLoaders(ctx).ref(list, n)));
    const missing = ids.find((_n, i) => found[i] === null);
    if (missing !== undefined) throw new BadInputError(`Фильтр: нет ${what} с идентификатором ${missing}`);
    out[field] = ids;
  }
  return out;
}

/** The client card's filter: one client's id (one of no client matches nothing). */
function filterClient(value: string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const n = parseId(value);
  if (n === null) throw new BadInputError(`Фильтр: неверный идентификатор клиента: ${value}`);
  return n;
}

async function ordersConnection(
  args: RelayArgs & { filter?: OrderFilter | null; orderBy?: OrderSort | null },
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
) {
  const pages = cursors(ctx.request.server.config.jwtSecret);
  const selected = selectedFields(info);
  const sort = SORTS[args.orderBy ?? 'ID'];
  const window = relayWindow(args, (cursor) => position(pages, sort, cursor));
  const f = args.filter ?? {};
  const period =
    f.preset || f.range ? presetRange(f.preset, f.range, ctx.request.server.config.shopTimezone) : null;
  const page = await orderLoaders(ctx).service.page({
    dateStart: period?.start ?? null,
    dateStop: period?.stop ?? null,
    dateBy: f.dateBy === 'DUE' ? 'due' : 'order',
    shopType: f.shopType ?? null,
    search: searchText(f.search),
    ...(await filterIds(f, ctx)),
    withoutWorker: f.withoutWorker === true,
    clientId: filterClient(f.clientId),
    orderBy: sort,
    ...windowBody(window, keyBody),
    includeDeleted: f.includeDeleted === true,
    // Counting every match costs what the history holds: only when the query asks for it.
    withTotals: ['totalCount', 'totalSum'].some((t) => selected.has(t)),
  });
  if (page.streets) orderLoaders(ctx).primeRefs('street', page.streets);
  const rows = page.OrderList.map((o, i) => ({ o, key: page.keys[i] }));
  const connection = toConnection(
    rows,
    ({ o, key }) => pages.encode(`orders:${sort}`, cursorOf(sort, o, key)),
    page,
  );
  return {
    edges: connection.edges.map((e) => ({ ...e, node: asOrder(e.node.o) })),
    pageInfo: connection.pageInfo,
    // Not selected, not counted: 0 is never read.
    totalCount: page.totalCount ?? 0,
    totalSum: page.totalSum ?? 0,
  };
}

export const orderResolvers: Resolvers = {
  Query: {
    clientCard: clientCard as never,
    ...checkoutResolvers.Query,
    ordersConnection: (_p, args, ctx, info) =>
      act(ctx, ORDER_RULES.read, () => ordersConnection(args, ctx, info)),
    orders: (_p, args, ctx, info) =>
      act(ctx, ORDER_RULES.read, async () => {
        const { start, stop } = presetRange(args.preset, args.range, ctx.request.server.config.shopTimezone);
        const fields = selectedFields(info, ['orders']);
        const list = await orderLoaders(ctx).list(
          start,
          stop,
          args.includeDeleted === true,
          fields,
          args.search,
        );
        // The bound the cost model prices this list at (its @listBound in the SDL): refused, never cut.
        const bound = ctx.request.server.config.graphql.maxOrderList;
        if (list.OrderList.length > bound)
          throw new BadInputError(
            `В периоде ${list.OrderList.length} заказов, orders отдаёт не больше ${bound}: ` +
              'сократите период или листайте ordersConnection',
          );
        return { start, stop, orders: list.OrderList.map(asOrder) };
      }),
    order: (_p, args, ctx) =>
      act(ctx, ORDER_RULES.read, async () => {
        const orderId = parseId(args.id);
        if (orderId === null) return null;
        try {
          return asOrder(await orderLoaders(ctx).service.info(orderId));
        } catch (err) {
          if ((err as { errorInfo?: unknown }).errorInfo === 'NOT_FOUND') return null;
          throw err;
        }
      }),
  },
  Mutation: {
    createOrder: (_p, { input, idempotencyKey }, ctx) =>
      change(
        'order',
        ctx,
        ORDER_RULES.edit,
        async (userId) => {
          const key = mutationKey(ctx, idempotencyKey);
          // No date: today in the shop's calendar (SHOP_TIMEZONE), not the CRM's default zone.
          const today = localDate(ctx.request.server.config.shopTimezone);
          // The order form's window is one of the shop's slots (docs/delivery.md); /api sends no flag.
          return asOrder(
            await orderLoaders(ctx).service.create(
              { date: today, ...toRemotePayload(input), window_from_slots: true },
              userId,
              key,
            ),
          );
        },
        { rename: inputPath, orderArgument: null },
      ),
    // A patch over the stored order, checked against the version read (patch.ts).
    updateOrder: (_p, args, ctx) =>
      change(
        'order',
        ctx,
        ORDER_RULES.edit,
        async (userId) =>
          asOrder(
            await patchOrder(
              orderLoaders(ctx).service,
              id(args.id),
              args.input,
              args.version ?? null,
              userId,
              asOrder,
            ),
          ),
        { rename: inputPath },
      ),
    deleteOrder: (_p, args, ctx) =>
      change('deletedOrderId', ctx, ORDER_RULES.edit, async (userId) => {
        await orderLoaders(ctx).service.remove(id(args.id), userId);
        return args.id;
      }),
    setOrderStatus: (_p, args, ctx) =>
      change('order', ctx, ORDER_RULES.process, async (userId) =>
        asOrder(
          await orderLoaders(ctx).service.setStatus(
            id(args.id),
            id(args.statusId, 'статуса', 'statusId'),
            userId,
          ),
        ),
      ),
    setOrdersStatus: (_p, args, ctx) =>
      change('orderIds', ctx, ORDER_RULES.process, async (userId) => {
        if (args.ids.length === 0)
          throw new BadInputError('Выберите хотя бы один заказ').at(['ids'], 'FIELD_INVALID');
        const ids = args.ids.map((v, i) => {
          const n = parseId(v);
          if (n === null)
            throw new NotFoundError('Неверный идентификатор заказа').at(['ids', String(i)], 'NOT_FOUND');
          return n;
        });
        await orderLoaders(ctx).service.setStatuses(ids, id(args.statusId, 'статуса', 'statusId'), userId);
        return ids.map(String);
      }),
    assignOrderWorker: (_p, args, ctx) =>
      change('order', ctx, ORDER_RULES.process, async (userId) =>
        asOrder(
          await orderLoaders(ctx).service.setWorker(
            id(args.id),
            optionalId(args.workerId, 'исполнителя', 'workerId'),
            optionalId(args.statusId, 'статуса', 'statusId'),
            userId,
          ),
        ),
      ),
    setOrderPayment: (_p, args, ctx) =>
      change('order', ctx, ORDER_RULES.process, async (userId) =>
        asOrder(
          await orderLoaders(ctx).service.setPayment(
            id(args.id),
            optionalId(args.paymentTypeId, 'типа оплаты', 'paymentTypeId'),
            args.paymentText ?? '',
            userId,
          ),
        ),
      ),
    ...paymentResolvers.Mutation,
  },
  Order: {
    ...paymentResolvers.Order,
    status: ref('status', 'statusId'),
    worker: ref('worker', 'workerId'),
    filledBy: ref('filledBy', 'filledById'),
    attractedBy: ref('attractedBy', 'attractedById'),
    paymentType: ref('paymentType', 'paymentTypeId'),
    client: client as never,
    source: ref('source', 'sourceId'),
    street: ref('street', 'streetId'),
    // The services write "no delivery date" as '' (a text field); the `Date` scalar's none is null.
    deliveryDate: (parent) => parent.deliveryDate || null,
    // A remote CRM of the spec alone knows no delivery charge: its totals have none.
    deliverySum: (parent) => Number(parent.deliverySum ?? 0),
    history: async (parent, _args, ctx) => {
      const entries =
        parent.history ??
        (await domainErrors(() => orderLoaders(ctx).details.load(Number(parent.id)))).history ??
        [];
      return (entries as Record<string, unknown>[]).map((h) => ({
        id: String(h.id),
        at: String(h.at),
        userId: h.userId == null ? null : String(h.userId),
        userName: (h.userName as string | null) ?? null,
        field: h.field as never,
        oldValue: (h.oldValue as string | null) ?? null,
        newValue: (h.newValue as string | null) ?? null,
        oldName: (h.oldName as string | null) ?? null,
        newName: (h.newName as string | null) ?? null,
      }));
    },
  },
  OrderPayment: paymentResolvers.OrderPayment,
};
