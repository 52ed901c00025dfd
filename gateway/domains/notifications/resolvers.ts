/** GraphQL notifications: thin over service.ts; every signed-in user sees their shop type's. */
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import { asksTotals, momentConnection, momentQuery } from '../../graphql/moment-pages';
import { cursors } from '../../security/cursor';
import { parseId } from '../lists/service';
import { createNotificationService, toNotification } from './service';

const idOf = (raw: string) => {
  const id = parseId(raw);
  if (id === null) throw new BadInputError('Неверный идентификатор уведомления');
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
    dismissNotification: async (_p, { id }, ctx) => {
      const user = await ctx.requireAccess();
      const service = createNotificationService(ctx.upstream);
      await service.ready(user, idOf(id));
      return (await service.list(user)).map(toNotification);
    },
    clearNotifications: async (_p, { ids, upTo }, ctx) => {
      const user = await ctx.requireAccess();
      const service = createNotificationService(ctx.upstream);
      if (ids && upTo) throw new BadInputError('Укажите «ids» или «upTo», не оба');
      if (upTo) {
        await service.clearUpTo(user, idOf(upTo));
        return (await service.list(user)).map(toNotification);
      }
      const chosen = ids ? ids.map(idOf) : (await service.list(user)).map((n) => Number(n.id));
      if (chosen.length > 0) await service.clear(user, chosen);
      return (await service.list(user)).map(toNotification);
    },
  },
};
