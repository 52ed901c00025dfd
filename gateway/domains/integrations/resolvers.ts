/** GraphQL integration tokens (schema/integrations.graphql); who may call them: schema/data-access.ts. */
import type { IntegrationToken, Resolvers, ShopType } from '../../__generated__/resolvers';
import { integrationService, type IntegrationTokenRecord } from './service';

const toToken = (t: IntegrationTokenRecord): IntegrationToken => ({
  id: t.id,
  name: t.name,
  shopType: t.shopType as ShopType,
  scopes: t.scopes,
  createdBy: t.createdByEmail,
  createdAt: t.createdAt,
  lastUsedAt: t.lastUsedAt,
  revokedAt: t.revokedAt,
});

export const integrationResolvers: Resolvers = {
  Query: {
    integrationTokens: async (_p, _args, ctx) =>
      (await integrationService(ctx.upstream).list(await ctx.requireAccess())).map(toToken),
  },
  Mutation: {
    createIntegrationToken: async (_p, { input }, ctx) => {
      const viewer = await ctx.requireAccess();
      const { token, secret } = await integrationService(ctx.upstream).create(viewer, input);
      return { token: toToken(token), secret };
    },
    revokeIntegrationToken: async (_p, { id }, ctx) =>
      toToken(await integrationService(ctx.upstream).revoke(await ctx.requireAccess(), id)),
  },
};
