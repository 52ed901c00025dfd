/**
 * Per-request caches (DESIGN.md "DataLoaders are made per request"): each list is fetched from
 * the CRM at most once per GraphQL request, however many records refer to it, so resolving
 * `Employee.affiliate` for a thousand employees is one `getAllAffiliate` call, not a thousand.
 * The CRM has no "get one" call; a lookup by id reads the cached list.
 *
 * Object fields (`Order.client`, `Employee.affiliate`) go through `object`: once the list is here
 * it answers synchronously, with each record converted to its GraphQL object once per request.
 * On a month of 10,000 orders that is three plain lookups per order instead of three promises
 * and three conversions, which is most of what the object fields cost (docs/performance.md).
 *
 * A list that grows with the business (ListDef.search: clients, recipients, products…) is never
 * read whole to resolve a reference: the ids a request asks for are batched into one page call
 * (`ids`), so a page of recipients with their clients reads those clients, not 50,000 of them
 * (found by `npm run bench -- volume-screens`: the recipients screen waited 10 s for it).
 */
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import { findList, type ListDef } from '../../../schema/lists';
import { MAX_PAGE } from '../../../schema/paging';
import type { GraphQLContext } from '../../graphql/context';
import { toGraphQL, type GraphQLRecord } from './records';
import type { ListService, RemoteRecord } from './service';

export interface ListLoaders {
  /** Every record of the list, deleted ones included. */
  records(list: ListDef): Promise<RemoteRecord[]>;
  /** One record by id, or null. */
  record(list: ListDef, id: number): Promise<RemoteRecord | null>;
  /**
   * One record as its GraphQL object, or null: the value itself once the list has been loaded in
   * this request (see `preload`), a promise before.
   */
  object(list: ListDef, id: number): GraphQLRecord | null | Promise<GraphQLRecord | null>;
  /** Starts loading these lists, so later `object` lookups are synchronous; resolves when loaded. */
  preload(lists: readonly ListDef[]): Promise<void>;
  /** A write returned the fresh list: later reads in this request see it without a CRM call. */
  prime(list: ListDef, records: RemoteRecord[]): void;
  /**
   * Records of a growing list that another reply brought along (an order page's streets): looking
   * them up by id in this request costs no CRM call.
   */
  primeRecords(list: ListDef, records: readonly RemoteRecord[]): void;
}

/** A loaded list by id: the CRM's records and, converted on first use, their GraphQL objects. */
interface Index {
  records: Map<string, RemoteRecord>;
  objects: Map<string, GraphQLRecord | null>;
}

/** Read by ids, never whole, to resolve a reference (unless this request reads it whole anyway). */
const grows = (list: ListDef) => list.search !== undefined;

// Keyed by the Fastify request, so the cache lives exactly as long as one HTTP request.
const perRequest = new WeakMap<FastifyRequest, ListLoaders>();

function createLoaders(service: ListService): ListLoaders {
  const lists = new DataLoader<string, RemoteRecord[]>((names) =>
    Promise.all(names.map((name) => service.getAll(findList(name)!))),
  );
  // Growing lists: one batch of ids per tick and list, through the page call (page.ts).
  const byIds = new Map<string, DataLoader<number, RemoteRecord | null>>();
  const byId = (list: ListDef) => {
    let loader = byIds.get(list.name);
    if (!loader) {
      loader = new DataLoader<number, RemoteRecord | null>(
        async (ids) => {
          const page = await service.page(list, {
            ids: [...ids],
            first: ids.length,
            orderBy: 'sort',
            search: '',
            includeDeleted: true,
            onlyActive: false,
            shopType: null,
            withTotals: false,
          });
          const found = new Map(page.rows.map((r) => [Number(r.id), r]));
          return ids.map((id) => found.get(id) ?? null);
        },
        { maxBatchSize: MAX_PAGE },
      );
      byIds.set(list.name, loader);
    }
    return loader;
  };
  const pending = new Map<string, Promise<Index>>();
  const ready = new Map<string, Index>();

  const index = (list: ListDef): Promise<Index> => {
    let p = pending.get(list.name);
    if (!p) {
      p = lists.load(list.name).then((rs) => {
        const built: Index = { records: new Map(rs.map((r) => [String(r.id), r])), objects: new Map() };
        // A prime while this was loading replaced the promise: the newer list wins.
        if (pending.get(list.name) === p) ready.set(list.name, built);
        return built;
      });
      pending.set(list.name, p);
    }
    return p;
  };

  const objectOf = (list: ListDef, idx: Index, id: number): GraphQLRecord | null => {
    const key = String(id);
    let object = idx.objects.get(key);
    if (object === undefined) {
      const record = idx.records.get(key);
      object = record ? toGraphQL(list, record) : null;
      idx.objects.set(key, object);
    }
    return object;
  };

  return {
    // Through the index, so a request that reads a list whole also looks its records up in it.
    records: (list) => index(list).then(() => lists.load(list.name)),
    record: async (list, id) =>
      grows(list) && !pending.has(list.name)
        ? byId(list).load(id)
        : ((await index(list)).records.get(String(id)) ?? null),
    object(list, id) {
      const idx = ready.get(list.name);
      if (!idx && grows(list) && !pending.has(list.name))
        return byId(list)
          .load(id)
          .then((r) => (r ? toGraphQL(list, r) : null));
      return idx ? objectOf(list, idx, id) : index(list).then((i) => objectOf(list, i, id));
    },
    async preload(defs) {
      await Promise.all(defs.map(index));
    },
    primeRecords(list, records) {
      for (const r of records) byId(list).prime(Number(r.id), r);
    },
    prime(list, records) {
      lists.clear(list.name).prime(list.name, records);
      pending.delete(list.name);
      ready.delete(list.name);
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
