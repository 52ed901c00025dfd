/** Liveness: the gateway answers, and whether the CRM behind it does. */
import type { Resolvers } from '../../__generated__/resolvers';
import { backupService } from '../backups/service';

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
      // The age of the last good backup: a monitor alerts when it grows past a day or two.
      const backups = crm ? await backupService(ctx.upstream).status() : null;
      const lastBackupAgeSeconds = backups?.lastGoodAt
        ? Math.max(0, Math.round((Date.now() - Date.parse(backups.lastGoodAt)) / 1000))
        : null;
      return { gateway: true, crm, lastBackupAgeSeconds, backupMode: backups?.mode ?? null };
    },
  },
};
