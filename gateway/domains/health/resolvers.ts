/** Liveness: the gateway answers, and whether the CRM behind it does. */
import type { Resolvers } from '../../__generated__/resolvers';

export const healthResolvers: Resolvers = {
  Query: {
    health: async (_parent, _args, ctx) => {
      let crm = false;
      try {
        await ctx.upstream.call('health', 'ping');
        crm = true;
      } catch (err) {
        ctx.request.log.warn({ err: { message: (err as Error).message } }, 'CRM ping failed');
      }
      return { gateway: true, crm };
    },
  },
};
