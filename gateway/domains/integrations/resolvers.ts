/** GraphQL integration tokens (schema/integrations.graphql); who may call them: schema/data-access.ts. */
import type { IntegrationToken, Resolvers, ShopType } from '../../__generated__/resolvers';
import { notFoundAt, payload } from '../../graphql/payload';
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
    // Payloads (issue 18): a refused input is in userErrors (`input.name`, `input.scopes`), an
    // unknown token NOT_FOUND at `id`; sign-in stays an error.
    createIntegrationToken: async (_p, { input }, ctx) => {
      const viewer = await ctx.requireAccess();
      let secret: string | null = null;
      const out = await payload('token', async () => {
        const made = await integrationService(ctx.upstream).create(viewer, input);
        secret = made.secret;
        return toToken(made.token);
      });
      return { ...out, secret };
    },
    revokeIntegrationToken: async (_p, { id }, ctx) => {
      const viewer = await ctx.requireAccess();
      const out = await payload('token', async () =>
        toToken(await integrationService(ctx.upstream).revoke(viewer, id)),
      );
      return notFoundAt(out);
    },
  },
};
