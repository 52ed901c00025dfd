/**
 * What an order refers to, loaded per GraphQL request (DESIGN.md "DataLoaders are made per
 * request"): statuses, employees, payment types, clients, sources and streets each cost at most
 * one CRM call per request, however many orders a list has; the lists domain's request cache
 * is shared, so an order screen that also asks for `employees` still fetches them once.
 * Statuses come with every getOrder reply and are primed from it: no call at all.
 * A list query preloads the lists its object fields need, alongside getOrder, so each order's
 * `client`, `worker`… is then a synchronous lookup (no promise per field of 10,000 orders).
 */
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import { findList, type ListDef } from '../../../schema/lists';
import { searchText } from '../../../schema/order-search';
import type { GraphQLContext } from '../../graphql/context';
import { listLoaders } from '../lists/loaders';
import type { GraphQLRecord } from '../lists/records';
import { listService, type RemoteRecord } from '../lists/service';
import {
  createOrderService,
  type OrderList,
  type OrderService,
  type RemoteOrder,
  type RemoteStatus,
} from './service';
import { orderDetailsLoader, type OrderDetails } from './details';
import { scopedOrders } from './scope';

/** The list behind each object field of Order (schema/lists.ts names). */
export const REF_LISTS = {
  status: 'StatusOrder',
  worker: 'Employees',
  filledBy: 'Employees',
  attractedBy: 'Employees',
  paymentType: 'TypePayments',
  client: 'KlientDirectory',
  source: 'OrderSource',
  street: 'Street',
} as const;

export interface OrderLoaders {
  service: OrderService;
  /** A record of a list as its GraphQL object, or null (unknown id or no id); a value once preloaded. */
  ref(listName: string, id: unknown): GraphQLRecord | null | Promise<GraphQLRecord | null>;
  /**
   * The orders of a date range (getOrder), with the lists behind the Order `fields` a query
   * selects (REF_LISTS keys; others are ignored) loaded alongside and the statuses primed from the
   * reply, so every object field of every order resolves synchronously.
   */
  list(
    start: string,
    stop: string,
    includeDeleted: boolean,
    fields: Iterable<string>,
    search?: string | null,
  ): Promise<OrderList>;
  /** The statuses a getOrder reply carried: later status lookups need no call. */
  primeStatuses(statuses: RemoteStatus[]): void;
  /** The records of a reference an order page carried (its `streets`): their lookups need no call. */
  primeRefs(field: keyof typeof REF_LISTS, records: readonly RemoteRecord[]): void;
  /**
   * One order as getOrderInfo answers it (history and payments), once per order per request:
   * asked for on one order, it is one call; on a list, one call per order of the list.
   */
  info: DataLoader<number, RemoteOrder>;
  /** History and payments of many orders, one getOrderDetails call per batch (details.ts). */
  details: DataLoader<number, OrderDetails>;
}

const perRequest = new WeakMap<FastifyRequest, OrderLoaders>();

function create(ctx: GraphQLContext): OrderLoaders {
  // Shop-type scoping for every order call of the request (scope.ts).
  const service = scopedOrders(createOrderService(ctx.upstream), () => ctx.principal());
  const lists = listLoaders(ctx, listService(ctx.upstream));
  const list = (name: string): ListDef => {
    const def = findList(name);
    if (!def) throw new Error(`orders: unknown list ${name}`);
    return def;
  };
  let statusesPrimed = false;
  const primeStatuses = (statuses: RemoteStatus[]) => {
    if (statusesPrimed || statuses.length === 0) return;
    statusesPrimed = true;
    lists.prime(list(REF_LISTS.status), statuses as RemoteRecord[]);
  };
  return {
    service,
    ref(listName, id) {
      if (id == null || id === '') return null;
      return lists.object(list(listName), Number(id));
    },
    async list(start, stop, includeDeleted, fields, search) {
      const wanted = new Set<string>();
      for (const f of fields)
        if (Object.hasOwn(REF_LISTS, f)) wanted.add(REF_LISTS[f as keyof typeof REF_LISTS]);
      const status = wanted.delete(REF_LISTS.status);
      // Not awaited yet: the lists travel while the CRM reads the orders. Caught here so a failed
      // list read surfaces on its fields (as without the preload), not as the whole query's error.
      const others = lists.preload([...wanted].map(list)).catch(() => undefined);
      const text = searchText(search);
      const orders = await service.list(
        start,
        stop,
        includeDeleted,
        text ? { text, wholePhones: false } : undefined,
      );
      primeStatuses(orders.AllStatusOrder);
      await Promise.all([others, status ? lists.preload([list(REF_LISTS.status)]) : null]);
      return orders;
    },
    primeStatuses,
    primeRefs: (field, records) => lists.primeRecords(list(REF_LISTS[field]), records),
    // getOrderInfo takes one id; errors stay per order (one missing order fails only its field).
    info: new DataLoader(async (ids) =>
      Promise.all(ids.map((id) => service.info(id).catch((err: unknown) => err as Error))),
    ),
    details: orderDetailsLoader(ctx.upstream, (id) => service.info(id)),
  };
}

export function orderLoaders(ctx: GraphQLContext): OrderLoaders {
  let loaders = perRequest.get(ctx.request);
  if (!loaders) {
    loaders = create(ctx);
    perRequest.set(ctx.request, loaders);
  }
  return loaders;
}
