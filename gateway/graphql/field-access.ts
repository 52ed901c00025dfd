/**
 * Every root field is checked against its rule in schema/data-access.ts before its resolver runs
 * (issue 16 item 1), so a resolver cannot forget the check and a new field is readable by nobody
 * until the table names who may read it: a root field without an entry stops the gateway at
 * start. Resolvers keep their own finer checks (shop type, per-record rights).
 */
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { permits } from '../../schema/access';
import { fieldRule } from '../../schema/data-access';
import { STAFF_ONLY_FIELDS } from '../../schema/integrations';
import type { Resolvers } from '../__generated__/resolvers';
import { AuthError, ForbiddenError } from '../errors';
import type { GraphQLContext } from './context';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

type Resolver = (parent: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => unknown;

const isSubscriber = (v: unknown): v is { subscribe: Resolver } =>
  !!v && typeof v === 'object' && typeof (v as { subscribe?: unknown }).subscribe === 'function';

/** The root fields of the schema, as `Type.field`. */
export function rootFields(schema: GraphQLSchema): string[] {
  return ROOT_TYPES.flatMap((t) => {
    const type = schema.getType(t) as GraphQLObjectType | undefined;
    return type ? Object.keys(type.getFields()).map((f) => `${t}.${f}`) : [];
  });
}

/** Checks the rule of `type.field` for the request's user; throws 401/403 as GraphQL errors. */
async function check(ctx: GraphQLContext, type: string, field: string): Promise<void> {
  const rule = fieldRule(type, field)!;
  // An integration token never touches staff accounts or tokens, whatever its scopes (issue 20);
  // asked before the public rule, since signing out is public.
  if (STAFF_ONLY_FIELDS.has(`${type}.${field}`) && (await ctx.principal())?.integration) {
    throw new ForbiddenError();
  }
  if (rule === 'public') return;
  const user = await ctx.principal();
  if (!user) throw new AuthError();
  if (rule !== 'signedIn' && !permits(user, rule)) throw new ForbiddenError();
}

/**
 * The resolver map with every root field behind its rule; throws at start for a field without one.
 * `schema` is the SDL's (executable-schema.ts), for its root fields.
 */
export function withFieldAccess(schema: GraphQLSchema, resolvers: Resolvers): Resolvers {
  const missing = rootFields(schema).filter((f) => {
    const [type, field] = f.split('.');
    return fieldRule(type, field) === undefined;
  });
  if (missing.length > 0) {
    throw new Error(`schema/data-access.ts: no access rule for ${missing.join(', ')}`);
  }
  const map = resolvers as Record<string, Record<string, unknown>>;
  const out: Record<string, Record<string, unknown>> = { ...map };
  for (const type of ROOT_TYPES) {
    const fields = map[type];
    if (!fields) continue;
    out[type] = Object.fromEntries(
      Object.entries(fields).map(([field, resolve]) => {
        // A subscription is checked when it is subscribed (its events: subscriptions-resolvers.ts).
        if (isSubscriber(resolve)) {
          const inner = resolve.subscribe;
          const subscribe: Resolver = async (parent, args, ctx, info) => {
            await check(ctx, type, field);
            return inner(parent, args, ctx, info);
          };
          return [field, { ...resolve, subscribe }];
        }
        if (typeof resolve !== 'function') return [field, resolve];
        const inner = resolve as Resolver;
        const guarded: Resolver = async (parent, args, ctx, info) => {
          await check(ctx, type, field);
          return inner(parent, args, ctx, info);
        };
        return [field, guarded];
      }),
    );
  }
  return out as Resolvers;
}
