/**
 * What an order refers to, loaded per GraphQL request (DESIGN.md "DataLoaders are made per
 * request"): statuses, employees, payment types, clients, sources and streets each cost at most
 * one CRM call per request, however many orders a list has; the lists domain's request cache
 * is shared, so an order screen that also asks for `employees` still fetches them once.
 * Statuses come with every getOrder reply and are primed from it: no call at all.
 */
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import { findList, type ListDef } from '../../../schema/lists';
import type { GraphQLContext } from '../../graphql/context';
import { listLoaders } from '../lists/loaders';
import { toGraphQL, type GraphQLRecord } from '../lists/records';
import { createListService, type RemoteRecord } from '../lists/service';
import { createOrderService, type OrderService, type RemoteOrder, type RemoteStatus } from './service';

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
  /** A record of a list as its GraphQL object, or null (unknown id or no id). */
  ref(listName: string, id: unknown): Promise<GraphQLRecord | null>;
  /** The statuses a getOrder reply carried: later status lookups need no call. */
  primeStatuses(statuses: RemoteStatus[]): void;
  /**
   * One order as getOrderInfo answers it (history and payments), once per order per request:
   * asked for on one order, it is one call; on a list, one call per order of the list.
   */
  info: DataLoader<number, RemoteOrder>;
}

const perRequest = new WeakMap<FastifyRequest, OrderLoaders>();

function create(ctx: GraphQLContext): OrderLoaders {
  const service = createOrderService(ctx.upstream);
  const lists = listLoaders(ctx, createListService(ctx.upstream));
  const list = (name: string): ListDef => {
    const def = findList(name);
    if (!def) throw new Error(`orders: unknown list ${name}`);
    return def;
  };
  let statusesPrimed = false;
  return {
    service,
    async ref(listName, id) {
      if (id == null || id === '') return null;
      const def = list(listName);
      const record = await lists.record(def, Number(id));
      return record ? toGraphQL(def, record) : null;
    },
    primeStatuses(statuses) {
      if (statusesPrimed || statuses.length === 0) return;
      statusesPrimed = true;
      lists.prime(list(REF_LISTS.status), statuses as RemoteRecord[]);
    },
    // getOrderInfo takes one id; errors stay per order (one missing order fails only its field).
    info: new DataLoader(async (ids) =>
      Promise.all(ids.map((id) => service.info(id).catch((err: unknown) => err as Error))),
    ),
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
