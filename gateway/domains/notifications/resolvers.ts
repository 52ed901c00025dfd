/** GraphQL notifications: thin over service.ts; every signed-in user sees their shop type's. */
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import { asksTotals, momentConnection, momentQuery } from '../../graphql/moment-pages';
import { notFoundAt, payload } from '../../graphql/payload';
import { cursors } from '../../security/cursor';
import { parseId } from '../lists/service';
import { createNotificationService, toNotification } from './service';

/** The id, or a user error at `field` (an id that cannot exist names no notification). */
const idOf = (raw: string, field: string[]) => {
  const id = parseId(raw);
  if (id === null) throw new NotFoundError('Уведомление не найдено').at(field, 'NOT_FOUND');
  return id;
};

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_p, _args, ctx) => {
      const user = await ctx.requireAccess();
      return (await createNotificationService(ctx.upstream).list(user)).map(toNotification);
    },
    notificationsConnection: async (_p, args, ctx, info) => {
      const user = await ctx.requireAccess();
      const pages = cursors(ctx.request.server.config.jwtSecret);
      const query = momentQuery(args, pages, 'notifications', asksTotals(info));
      const page = await createNotificationService(ctx.upstream).page(user, query);
      return momentConnection(page, pages, 'notifications', toNotification);
    },
  },
  Mutation: {
    // Payloads (issue 18): an unknown id is NOT_FOUND at its argument, not a top-level error.
    dismissNotification: async (_p, { id }, ctx) => {
      const user = await ctx.requireAccess();
      const service = createNotificationService(ctx.upstream);
      const out = await payload('notifications', async () => {
        await service.ready(user, idOf(id, ['id']));
        return (await service.list(user)).map(toNotification);
      });
      return notFoundAt(out);
    },
    clearNotifications: async (_p, { ids, upTo }, ctx) => {
      const user = await ctx.requireAccess();
      const service = createNotificationService(ctx.upstream);
      return payload('notifications', async () => {
        if (ids && upTo) throw new BadInputError('Укажите «ids» или «upTo», не оба').at(['upTo'], 'INVALID');
        if (upTo) await service.clearUpTo(user, idOf(upTo, ['upTo']));
        else {
          const chosen = ids
            ? ids.map((id, i) => idOf(id, ['ids', String(i)]))
            : (await service.list(user)).map((n) => Number(n.id));
          if (chosen.length > 0) await service.clear(user, chosen);
        }
        return (await service.list(user)).map(toNotification);
      });
    },
  },
};
