/**
 * The executable schema (the SDL of schema/**\/*.graphql, every domain's resolvers behind their
 * access rules, the subscriptions and the scalars) and its printed SDL, built once per process
 * and shared by every gateway in it. Building it (parsing and validating the SDL three times,
 * binding the resolvers) cost each gateway about half a second of CPU: a test file starting
 * several gateways, a restart in one process, or a second gateway beside the first paid it each
 * time. Sharing is sound because nothing in it belongs to one gateway: the resolver maps are
 * module constants, and everything a gateway owns (config, CRM client, loaders, caches, event
 * bus, limits, cost budget) reaches a resolver through the request's context or is an Apollo
 * option of that gateway. graphql-js also caches the schema's validation and the cost model its
 * fields' prices (cost.ts) on these objects, so a later gateway gets those for free as well.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildASTSchema, concatAST, parse, printSchema, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers';
import { withFieldAccess } from './field-access';
import { loadTypeDefs, mergeResolvers, scalarResolvers } from './schema';
import { subscriptionResolvers } from './subscriptions-resolvers';

export interface GatewaySchema {
  /** What Apollo executes and the WebSocket side (subscriptions) runs. */
  schema: GraphQLSchema;
  /** The SDL as served at /graphql/schema.graphql (schema-download.ts). */
  sdl: string;
}

/**
 * Keyed by the list of domain resolver maps (app.ts passes one constant list): another list, as a
 * test or bench might pass, gets its own schema rather than a stale one.
 */
const built = new WeakMap<readonly Resolvers[], GatewaySchema>();

export function gatewaySchema(resolvers: readonly Resolvers[]): GatewaySchema {
  let found = built.get(resolvers);
  if (!found) {
    const typeDefs = loadTypeDefs();
    // The SDL's own schema, validated here once: graphql-js's SDL validation was most of a build
    // (and about 0.3 s of a cold process's start), and it ran three times, once per use below.
    const sdlSchema = buildASTSchema(concatAST(typeDefs.map((t) => parse(t))));
    found = {
      schema: makeExecutableSchema({
        typeDefs,
        // The same SDL, valid as just checked.
        assumeValidSDL: true,
        // Every root field behind its rule of schema/data-access.ts (issue 16 item 1).
        resolvers: withFieldAccess(
          sdlSchema,
          mergeResolvers([...resolvers, subscriptionResolvers, scalarResolvers]),
        ),
      }),
      // Printed from the SDL alone, as before: the scalars' resolvers would add their own details.
      sdl: printSchema(sdlSchema),
    };
    built.set(resolvers, found);
  }
  return found;
}
