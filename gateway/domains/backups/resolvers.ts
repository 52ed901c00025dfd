/** GraphQL backups (schema/backups.graphql): the superadmin's, by the root-field rules. */
import type { Resolvers } from '../../__generated__/resolvers';
import { payload } from '../../graphql/payload';
import { backupService } from './service';

export const backupResolvers: Resolvers = {
  Query: {
    backups: (_p, _args, ctx) => backupService(ctx.upstream).state(),
  },
  Mutation: {
    // A payload (issue 18): a CRM that makes no backups is a NOT_FOUND user error with no field.
    startBackup: (_p, _args, ctx) => payload('state', () => backupService(ctx.upstream).start()),
  },
};
