/** The GraphQL face of the audit log: the SA's screen reads it a page at a time. */
import type { Resolvers } from '../../__generated__/resolvers';
import { domainErrors } from '../orders/service';

interface CrmEntry {
  id: string;
  at: string;
  event: string;
  actorId: number | null;
  actorEmail: string | null;
  targetUserId: number | null;
  targetEmail: string | null;
  ip: string | null;
  detail: unknown;
}

const idOrNull = (v: number | null) => (v == null ? null : String(v));

export const auditResolvers: Resolvers = {
  Query: {
    // The rule (level sa) is checked before this runs: schema/data-access.ts.
    auditLog: async (_p, args, ctx) => {
      const page = await domainErrors(() =>
        ctx.upstream.call<{ items: CrmEntry[]; nextCursor: string | null }>('audit', 'list', {
          ...(args.filter ?? {}),
          first: args.first ?? 50,
          after: args.after ?? null,
        }),
      );
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((e) => ({
          ...e,
          actorId: idOrNull(e.actorId),
          targetUserId: idOrNull(e.targetUserId),
          detail: JSON.stringify(e.detail ?? {}),
        })),
      };
    },
  },
};
