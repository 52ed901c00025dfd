/**
 * The GraphQL face of the statistics. Access is the rule of the screen that shows the figures
 * (schema/access.ts ROUTES), the very object the web's route guard applies.
 */
import { allows, findRoute, shopScope, type Rule, type ShopType } from '../../../schema/access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError, ForbiddenError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { selectedFields } from '../../graphql/selection';
import { localDate, presetRange } from '../orders/dates';
import { domainErrors } from '../orders/service';
import { createStatsService } from './service';

function routeRule(path: string): Rule {
  const route = findRoute(path);
  if (!route) throw new Error(`schema/access.ts has no route ${path}`);
  return route;
}

/** /dashboard/statsOrder: test level and ANALITIKA. */
export const STATS_RULE = routeRule('/dashboard/statsOrder');
/** The overview serves /dashboard/default (admin) and /dashboard/alternative (SA). */
export const OVERVIEW_RULES = [routeRule('/dashboard/default'), routeRule('/dashboard/alternative')];
/** /dashboard/inventory-management («Заказы с сайта»). */
export const SITE_RULE = routeRule('/dashboard/inventory-management');

/** The signed-in user admitted by any of `rules`; UNAUTHENTICATED or FORBIDDEN otherwise. */
async function requireAny(ctx: GraphQLContext, rules: readonly Rule[]) {
  const principal = await ctx.requireAccess();
  if (!rules.some((r) => allows(principal, r))) throw new ForbiddenError();
  return principal;
}

const timeZone = (ctx: GraphQLContext) => ctx.request.server.config.shopTimezone;

/**
 * The shop type the figures are for: the SA's choice (null: both, «Все магазины»), anyone else's
 * own shop type; asking for another shop's figures is refused (issue 16 item 3).
 */
async function statsShop(ctx: GraphQLContext, asked: ShopType | null | undefined): Promise<ShopType | null> {
  const mine = shopScope(await ctx.requireAccess());
  if (mine === null) return asked ?? null;
  if (asked && asked !== mine) throw new ForbiddenError('Статистика другого магазина недоступна');
  return mine;
}

export const statsResolvers: Resolvers = {
  Query: {
    orderStats: async (_p, args, ctx) => {
      await ctx.requireAccess(STATS_RULE);
      const { start, stop } = presetRange(args.preset, args.range, timeZone(ctx));
      const shopType = await statsShop(ctx, args.shopType);
      return domainErrors(() =>
        createStatsService(ctx.upstream).orderStats({
          dateFrom: start,
          dateTo: stop,
          shopType,
        }),
      );
    },
    orderOverview: async (_p, args, ctx) => {
      await requireAny(ctx, OVERVIEW_RULES);
      const shopType = await statsShop(ctx, args.shopType);
      return domainErrors(() =>
        createStatsService(ctx.upstream).overview(localDate(timeZone(ctx)), shopType),
      );
    },
    siteOrders: async (_p, args, ctx, info) => {
      await ctx.requireAccess(SITE_RULE);
      const { start, stop } = presetRange(args.preset, args.range, timeZone(ctx));
      const shopType = await statsShop(ctx, args.shopType);
      // The list only when asked for, and one more than the bound tells a period over it.
      const bound = ctx.request.server.config.graphql.maxOrderList;
      const asked = selectedFields(info).has('orders');
      const report = await domainErrors(() =>
        createStatsService(ctx.upstream).siteOrders(
          { dateFrom: start, dateTo: stop, shopType },
          asked ? bound + 1 : 0,
        ),
      );
      // The bound the cost model prices this list at (its @listBound in the SDL): refused, never cut.
      if (report.orders.length > bound)
        throw new BadInputError(
          `В периоде больше ${bound} заказов с сайта, siteOrders.orders отдаёт не больше: ` +
            'сократите период или листайте ordersConnection(filter: {sourceIds})',
        );
      return report;
    },
  },
};
