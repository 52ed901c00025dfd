/**
 * The GraphQL catalogue beyond the generated list resolvers of Category and Product (lists
 * domain): picture URLs, composition, picture removal and placement in the category tree.
 * Reads ride on the list queries (a signed-in user); writes need WRITE_RULES.catalog, the rule
 * of the Category and ProductList lists. Records are the lists domain's GraphQL objects.
 */
import { shopScope, WRITE_RULES } from '../../../schema/access';
import { READ_RULES } from '../../../schema/data-access';
import { requireOwnShop } from './scope';
import type { ListDef } from '../../../schema/lists';
import type { ProductComponent, Resolvers } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundAt, payload } from '../../graphql/payload';
import { inOrder } from '../lists/records';
import { parseId, requireId, type WriteResult } from '../lists/service';
import { catalogLoaders } from './loaders';
import { asCategory, asProduct } from './objects';
import { CATEGORY, catalogService, IMAGE_KEY, PRODUCT, type ComponentLine } from './service';
import { asGroup, asSlot, comboSlotResolvers, menuMutations, menuQueries, productRecord } from './menu';

/** `/images/<key>` (relative to the gateway), optionally the thumbnail; null without a picture. */
export function imagePath(image: unknown, size: 'full' | 'thumb' = 'full'): string | null {
  if (typeof image !== 'string' || !IMAGE_KEY.test(image)) return null;
  return size === 'thumb' ? `/images/${image}?size=thumb` : `/images/${image}`;
}

const pictureFields = {
  imageUrl: (parent: { image?: string | null }) => imagePath(parent.image),
  thumbnailUrl: (parent: { image?: string | null }) => imagePath(parent.image, 'thumb'),
};

/** `component` is resolved below from the id. */
const asComponent = (line: ComponentLine): ProductComponent => ({
  componentId: String(line.componentId),
  quantity: line.quantity,
});

/** The fresh list goes into the request cache; the written record goes back to the client. */
function written(ctx: GraphQLContext, list: ListDef, result: WriteResult) {
  if (result.list.length > 0) catalogLoaders(ctx).lists.prime(list, result.list);
  return result.record;
}

/** `parentId` / `beforeId`: null or absent is "none"; an id that cannot exist is bad input. */
function optionalCategoryId(
  value: string | null | undefined,
  what: string,
  argument: 'parentId' | 'beforeId',
): number | null {
  if (value == null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw new BadInputError(`${what}: категория не найдена`).at([argument], 'NOT_FOUND');
  return id;
}

/** Composition lines as the CRM takes them; the CRM checks the rest (cycles, bounds, products). */
function componentLines(items: readonly { componentId: string; quantity: number }[]): ComponentLine[] {
  return items.map((item, i) => {
    const componentId = parseId(item.componentId);
    if (componentId === null)
      throw new BadInputError(`Строка ${i + 1}: не указан товар-компонент`).at([
        'items',
        String(i),
        'componentId',
      ]);
    return { componentId, quantity: item.quantity };
  });
}

export const catalogResolvers: Resolvers = {
  Category: pictureFields,
  Product: {
    ...pictureFields,
    composition: async (parent, _args, ctx) => {
      const id = parseId(parent.id);
      if (id === null) return [];
      return (await catalogLoaders(ctx).composition.load(id)).map(asComponent);
    },
    modifierGroups: async (parent, _args, ctx) => {
      const id = parseId(parent.id);
      return id === null ? [] : (await catalogLoaders(ctx).modifierGroups.load(id)).map(asGroup);
    },
    comboSlots: async (parent, _args, ctx) => {
      const id = parseId(parent.id);
      return id === null ? [] : (await catalogLoaders(ctx).comboSlots.load(id)).map(asSlot);
    },
  },
  ProductComponent: {
    component: async (parent, _args, ctx) => {
      const id = parseId(parent.componentId);
      const record = id === null ? null : await catalogLoaders(ctx).lists.record(PRODUCT, id);
      return record ? asProduct(record) : null;
    },
  },
  ComboSlot: comboSlotResolvers,
  Query: {
    ...menuQueries,
    categoryProductCounts: async (_p, args, ctx) => {
      const actor = await ctx.requireAccess(READ_RULES.catalog);
      // A shop's employee counts its own products whatever it asks, as productsConnection reads.
      const shopType = shopScope(actor) ?? args.shopType ?? null;
      const counts = await catalogService(ctx.upstream).productCounts(shopType);
      return [...counts].map(([id, count]) => ({ categoryId: id === null ? null : String(id), count }));
    },
  },
  Mutation: {
    ...menuMutations,
    // Payloads (gateway/graphql/payload.ts, issue 18): a refused input comes back in userErrors at
    // its argument (`items.0.quantity`, `parentId`); an unknown record is NOT_FOUND at its id. The
    // rights and the shop type (FORBIDDEN) stay errors.
    setProductComposition: async (_p, args, ctx) => {
      const actor = await ctx.requireAccess(WRITE_RULES.catalog);
      const out = await payload('product', async () => {
        const productId = requireId(args.productId, PRODUCT);
        await requireOwnShop(ctx.upstream, actor, PRODUCT, productId);
        const loaders = catalogLoaders(ctx);
        const lines = await loaders.service.setComposition(productId, componentLines(args.items));
        loaders.composition.clear(productId).prime(productId, lines);
        return productRecord(ctx, productId);
      });
      return notFoundAt(out, ['productId']);
    },
    removeProductImage: async (_p, args, ctx) => {
      const actor = await ctx.requireAccess(WRITE_RULES.catalog);
      const out = await payload('product', async () => {
        const id = requireId(args.id, PRODUCT);
        await requireOwnShop(ctx.upstream, actor, PRODUCT, id);
        const result = await catalogLoaders(ctx).service.setImage(PRODUCT, id, null);
        return asProduct(written(ctx, PRODUCT, result));
      });
      return notFoundAt(out);
    },
    removeCategoryImage: async (_p, args, ctx) => {
      const actor = await ctx.requireAccess(WRITE_RULES.catalog);
      const out = await payload('category', async () => {
        const id = requireId(args.id, CATEGORY);
        await requireOwnShop(ctx.upstream, actor, CATEGORY, id);
        const result = await catalogLoaders(ctx).service.setImage(CATEGORY, id, null);
        return asCategory(written(ctx, CATEGORY, result));
      });
      return notFoundAt(out);
    },
    placeCategory: async (_p, args, ctx) => {
      const actor = await ctx.requireAccess(WRITE_RULES.catalog);
      const out = await payload('categories', async () => {
        const id = requireId(args.id, CATEGORY);
        await requireOwnShop(ctx.upstream, actor, CATEGORY, id);
        const parentId = optionalCategoryId(args.parentId, 'Родительская категория', 'parentId');
        const beforeId = optionalCategoryId(args.beforeId, 'Место в списке', 'beforeId');
        const result = await catalogLoaders(ctx).service.placeCategory(id, parentId, beforeId);
        written(ctx, CATEGORY, result);
        // Like moveCategory: the visible categories in their new order.
        return inOrder(CATEGORY, result.list)
          .map((r) => asCategory(r))
          .filter((c) => !c.deleted);
      });
      return notFoundAt(out);
    },
  },
};
