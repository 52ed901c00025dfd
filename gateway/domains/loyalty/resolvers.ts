/**
 * The GraphQL face of loyalty (docs/loyalty.md): the programme (read by the settings, order and
 * client screens; replaced with SETTINGS) and a client's bonus account (whoever may open the
 * client's card). Staff of one shop type read and change their own shop type's; the SA any.
 */
import { READ_RULES } from '../../../schema/data-access';
import { WRITE_RULES } from '../../../schema/access';
import type { BonusEntry, Resolvers } from '../../__generated__/resolvers';
import { NotFoundError } from '../../errors';
import { asksTotals, momentConnection, momentQuery } from '../../graphql/moment-pages';
import { payload } from '../../graphql/payload';
import { cursors } from '../../security/cursor';
import { parseId } from '../lists/service';
import { shopTypeFor } from '../shop-type';
import { loyaltyService, type BonusEntryRecord } from './service';

export const loyaltyResolvers: Resolvers = {
  Query: {
    loyaltyProgram: async (_p, args, ctx) => {
      const user = await ctx.requireAccess(READ_RULES.loyalty);
      return loyaltyService(ctx.upstream).program(shopTypeFor(user, args.shopType));
    },
    bonusAccount: async (_p, args, ctx) => {
      const user = await ctx.requireAccess(READ_RULES.orderClients);
      const id = parseId(args.clientId);
      if (id === null) throw new NotFoundError('Клиент не найден');
      return loyaltyService(ctx.upstream).account(id, shopTypeFor(user, args.shopType), args.first ?? 50);
    },
    bonusHistory: async (_p, args, ctx, info) => {
      const user = await ctx.requireAccess(READ_RULES.orderClients);
      const id = parseId(args.clientId);
      if (id === null) throw new NotFoundError('Клиент не найден');
      const pages = cursors(ctx.request.server.config.jwtSecret);
      const query = momentQuery(args, pages, 'bonus-history', asksTotals(info));
      const page = await loyaltyService(ctx.upstream).historyPage(
        id,
        shopTypeFor(user, args.shopType),
        query,
      );
      return momentConnection(page, pages, 'bonus-history', (e: BonusEntryRecord) => e as BonusEntry);
    },
  },
  Mutation: {
    updateLoyaltyProgram: async (_p, { shopType, input }, ctx) => {
      const user = await ctx.requireAccess(WRITE_RULES.settings);
      const own = shopTypeFor(user, shopType);
      const service = loyaltyService(ctx.upstream);
      // A patch like every update* (docs/graphql.md section 8): the one optional field, left out,
      // keeps the stored expiry; an explicit null clears it (bonuses never lapse).
      const expiryDays =
        input.expiryDays === undefined ? (await service.program(own)).expiryDays : input.expiryDays;
      const program = { ...input, expiryDays };
      // The CRM names the field inside the programme; the mutation's argument holding it is `input`.
      return payload(
        'program',
        () => service.setProgram(own, program, user.crmId),
        (path) => ['input', ...path],
      );
    },
  },
};
