/**
 * Per-request caches (DESIGN.md "DataLoaders are made per request"): each list is fetched from
 * the CRM at most once per GraphQL request, however many records refer to it, so resolving
 * `Employee.affiliate` for a thousand employees is one `getAllAffiliate` call, not a thousand.
 * The CRM has no "get one" call; a lookup by id reads the cached list.
 */
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import { findList, type ListDef } from '../../../schema/lists';
import type { GraphQLContext } from '../../graphql/context';
import type { ListService, RemoteRecord } from './service';

export interface ListLoaders {
  /** Every record of the list, deleted ones included. */
  records(list: ListDef): Promise<RemoteRecord[]>;
  /** One record by id, or null. */
  record(list: ListDef, id: number): Promise<RemoteRecord | null>;
  /** A write returned the fresh list: later reads in this request see it without a CRM call. */
  prime(list: ListDef, records: RemoteRecord[]): void;
}

// Keyed by the Fastify request, so the cache lives exactly as long as one HTTP request.
const perRequest = new WeakMap<FastifyRequest, ListLoaders>();

function createLoaders(service: ListService): ListLoaders {
  const lists = new DataLoader<string, RemoteRecord[]>((names) =>
    Promise.all(names.map((name) => service.getAll(findList(name)!))),
  );
  const indexes = new Map<string, Promise<Map<string, RemoteRecord>>>();

  const index = (list: ListDef) => {
    let pending = indexes.get(list.name);
    if (!pending) {
      pending = lists.load(list.name).then((rs) => new Map(rs.map((r) => [String(r.id), r])));
      indexes.set(list.name, pending);
    }
    return pending;
  };

  return {
    records: (list) => lists.load(list.name),
    record: async (list, id) => (await index(list)).get(String(id)) ?? null,
    prime(list, records) {
      lists.clear(list.name).prime(list.name, records);
      indexes.delete(list.name);
    },
  };
}

export function listLoaders(ctx: GraphQLContext, service: ListService): ListLoaders {
  let loaders = perRequest.get(ctx.request);
  if (!loaders) {
    loaders = createLoaders(service);
    perRequest.set(ctx.request, loaders);
  }
  return loaders;
}
