/**
 * Per-request caches (DESIGN.md "DataLoaders are made per request"): the categories are fetched
 * from the CRM at most once per GraphQL request, so `Product.category` over a whole catalogue is
 * one `getAllCategory` call. The CRM has no "get one" call; a lookup by id reads the cached list.
 */
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../../graphql/context';
import { createCatalogService, toCategory, type CatalogService, type CleanCategory } from './service';

export interface CatalogLoaders {
  service: CatalogService;
  /** Every category, deleted ones included. */
  categories(): Promise<CleanCategory[]>;
  /** Categories by id (null for an unknown id), batched and cached for the request. */
  category: DataLoader<string, CleanCategory | null>;
}

const perRequest = new WeakMap<FastifyRequest, CatalogLoaders>();

function create(ctx: GraphQLContext): CatalogLoaders {
  const service = createCatalogService(ctx.upstream);
  let all: Promise<CleanCategory[]> | null = null;
  const categories = () => {
    all ??= service.categories().then((rs) => rs.map(toCategory));
    // A failed read is not cached: a later field in the request may try again.
    all.catch(() => {
      all = null;
    });
    return all;
  };
  return {
    service,
    categories,
    category: new DataLoader(async (ids) => {
      const byId = new Map((await categories()).map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export function catalogLoaders(ctx: GraphQLContext): CatalogLoaders {
  let loaders = perRequest.get(ctx.request);
  if (!loaders) {
    loaders = create(ctx);
    perRequest.set(ctx.request, loaders);
  }
  return loaders;
}
