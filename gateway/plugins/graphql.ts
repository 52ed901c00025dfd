/**
 * Apollo Server 5 at /graphql. Introspection and the landing page are settings, never guessed
 * from NODE_ENV (STACK.md); cache control is off (it hooks every field and halves throughput).
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../__generated__/resolvers';
import { createContext, type GraphQLContext } from '../graphql/context';
import { createFormatError } from '../graphql/errors';
import { loadTypeDefs, mergeResolvers } from '../graphql/schema';

export interface GraphQLPluginOptions {
  resolvers: readonly Resolvers[];
}

export default async function graphql(app: FastifyInstance, opts: GraphQLPluginOptions): Promise<void> {
  const { introspection, landingPage } = app.config.graphql;
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: mergeResolvers(opts.resolvers),
    introspection,
    // Without introspection, "did you mean" hints would leak the schema piece by piece.
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(app.log),
    // server.ts owns the signals and closes the app, which stops Apollo (onClose below).
    stopOnTerminationSignals: false,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      landingPage
        ? ApolloServerPluginLandingPageLocalDefault({ embed: false, footer: false })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  // Not awaited: the drain plugin's drainServer calls fastify.close(), which waits for this very
  // hook, so awaiting would deadlock. Apollo finishes stopping as soon as the close completes.
  app.addHook('onClose', async () => {
    apollo.stop().catch((err: unknown) => app.log.warn({ err }, 'Apollo stop failed'));
  });

  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request, reply) =>
      createContext(request, reply, { auth: app.auth, upstream: app.upstream }),
  });
}
