/** GraphQL backups (schema/backups.graphql): the superadmin's, by the root-field rules. */
import type { Resolvers } from '../../__generated__/resolvers';
import { backupService } from './service';

export const backupResolvers: Resolvers = {
  Query: {
    backups: (_p, _args, ctx) => backupService(ctx.upstream).state(),
  },
  Mutation: {
    startBackup: (_p, _args, ctx) => backupService(ctx.upstream).start(),
  },
};
