/**
 * The GraphQL face of the catalogue (read side): thin over service.ts (mapping, filters) and
 * loaders.ts (the request's category cache). Reading needs only a signed-in user.
 */
import type { Resolvers } from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { catalogLoaders } from './loaders';
import { filterRecords, toProduct } from './service';

/** A category (or null) by id through the request's loader. */
const categoryOf = (id: string | null | undefined, ctx: GraphQLContext) =>
  id ? catalogLoaders(ctx).category.load(id) : null;

export const catalogResolvers: Resolvers = {
  Query: {
    categories: async (_p, args, ctx) => {
      await ctx.requireAccess();
      return filterRecords(await catalogLoaders(ctx).categories(), args);
    },
    products: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const products = (await catalogLoaders(ctx).service.products()).map(toProduct);
      return filterRecords(products, args);
    },
  },
  Category: {
    parent: (parent, _args, ctx) => categoryOf(parent.parentId, ctx),
  },
  Product: {
    category: (parent, _args, ctx) => categoryOf(parent.categoryId, ctx),
  },
};
