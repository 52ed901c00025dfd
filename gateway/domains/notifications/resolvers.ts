/** GraphQL notifications: thin over service.ts; every signed-in user sees their shop type's. */
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
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
  },
  Mutation: {
    dismissNotification: async (_p, { id }, ctx) => {
      const user = await ctx.requireAccess();
      const service = createNotificationService(ctx.upstream);
      await service.ready(user, idOf(id));
      return (await service.list(user)).map(toNotification);
    },
    clearNotifications: async (_p, { ids }, ctx) => {
      const user = await ctx.requireAccess();
      const service = createNotificationService(ctx.upstream);
      const chosen = ids ? ids.map(idOf) : (await service.list(user)).map((n) => Number(n.id));
      if (chosen.length > 0) await service.clear(user, chosen);
      return (await service.list(user)).map(toNotification);
    },
  },
};
