/**
 * Per-request caches of the catalogue (DESIGN.md "DataLoaders are made per request"). The CRM
 * answers every product's composition in one call, so `products { composition }` costs one
 * getAllProductComposition per GraphQL request, however many products the list has; the lines'
 * products come from the lists domain's request cache of ProductList (also one call).
 */
import DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../../graphql/context';
import { listLoaders, type ListLoaders } from '../lists/loaders';
import { listService } from '../lists/service';
import {
  catalogService,
  type CatalogService,
  type ComponentLine,
  type MenuGroup,
  type MenuSlot,
} from './service';

export interface CatalogLoaders {
  service: CatalogService;
  /** A product's composition by product id ([] for a simple product). */
  composition: DataLoader<number, ComponentLine[]>;
  /** A product's modifier groups ([] without), every product's in one CRM call per request. */
  modifierGroups: DataLoader<number, MenuGroup[]>;
  /** A combo's slots ([] for a plain product), one CRM call per request. */
  comboSlots: DataLoader<number, MenuSlot[]>;
  /** The lists domain's loaders of this request (Category and ProductList records). */
  lists: ListLoaders;
}

const perRequest = new WeakMap<FastifyRequest, CatalogLoaders>();

function create(ctx: GraphQLContext): CatalogLoaders {
  const service = catalogService(ctx.upstream);
  // Fetched on first use and kept for the request: later batches (nested fields) reuse it.
  let all: Promise<Map<number, ComponentLine[]>> | null = null;
  const composition = new DataLoader<number, ComponentLine[]>(async (ids) => {
    all ??= service.compositions();
    const byProduct = await all;
    return ids.map((id) => byProduct.get(id) ?? []);
  });
  let groupsAll: Promise<MenuGroup[]> | null = null;
  let slotsAll: Promise<MenuSlot[]> | null = null;
  const modifierGroups = new DataLoader<number, MenuGroup[]>(async (ids) => {
    groupsAll ??= service.modifierGroups();
    const groups = await groupsAll;
    return ids.map((id) => groups.filter((g) => g.productId === id));
  });
  const comboSlots = new DataLoader<number, MenuSlot[]>(async (ids) => {
    slotsAll ??= service.comboSlots();
    const slots = await slotsAll;
    return ids.map((id) => slots.filter((s) => s.productId === id));
  });
  return {
    service,
    composition,
    modifierGroups,
    comboSlots,
    lists: listLoaders(ctx, listService(ctx.upstream)),
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
