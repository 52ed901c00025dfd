/**
 * The demo areas' switch (issue 26 item 6): stored by the CRM (settings/getAppSettings,
 * migration 026), changed by the SA on the settings screen. The stored choice wins; until one is
 * saved, the operator's SHOW_DEMO_AREAS is the default (docs/demo.md). A remote CRM without the
 * call leaves the variable in charge. Read once per request (every `me` of a non-SA asks).
 */
import type { FastifyRequest } from 'fastify';
import { WRITE_RULES } from '../../../schema/access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { payload } from '../../graphql/payload';
import { isUnknownCall } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { domainErrors } from '../orders/service';

interface Stored {
  showDemoAreas: boolean | null;
  updatedAt: string | null;
  updatedByName: string | null;
}

const NEVER: Stored = { showDemoAreas: null, updatedAt: null, updatedByName: null };

async function stored(upstream: Upstream): Promise<Stored> {
  try {
    return { ...NEVER, ...(await upstream.call<Stored>('settings', 'getAppSettings', {})) };
  } catch (err) {
    if (isUnknownCall(err)) return NEVER;
    throw err;
  }
}

const setting = (s: Stored, envDefault: boolean) => ({
  shown: s.showDemoAreas ?? envDefault,
  stored: s.showDemoAreas,
  envDefault,
  updatedAt: s.updatedAt,
  updatedByName: s.updatedByName,
});

const perRequest = new WeakMap<FastifyRequest, Promise<boolean>>();

/** Whether every account sees the demo areas now (the SA always does). */
export function demoAreasShown(ctx: GraphQLContext): Promise<boolean> {
  let shown = perRequest.get(ctx.request);
  if (!shown) {
    const env = ctx.request.server.config.showDemoAreas;
    shown = stored(ctx.upstream).then((s) => s.showDemoAreas ?? env);
    perRequest.set(ctx.request, shown);
  }
  return shown;
}

export const demoAreasResolvers: Resolvers = {
  Query: {
    demoAreasSetting: async (_p, _args, ctx) => {
      await ctx.requireAccess(WRITE_RULES.printSettings);
      return setting(await stored(ctx.upstream), ctx.request.server.config.showDemoAreas);
    },
  },
  Mutation: {
    setShowDemoAreas: async (_p, { show }, ctx) => {
      const sa = await ctx.requireAccess(WRITE_RULES.printSettings);
      // A payload (issue 18): a CRM's refusal of the switch is a user error, not a fault.
      return payload('setting', async () => {
        if (typeof show !== 'boolean')
          throw new BadInputError('Укажите, показывать ли демо-разделы').at(['show']);
        const saved = await domainErrors(() =>
          ctx.upstream.call<Stored>('settings', 'setAppSettings', { showDemoAreas: show, userId: sa.crmId }),
        );
        return setting({ ...NEVER, ...saved }, ctx.request.server.config.showDemoAreas);
      });
    },
  },
};
