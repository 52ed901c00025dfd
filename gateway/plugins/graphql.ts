/**
 * Apollo Server 5 at /graphql. Introspection and the landing page are settings, never guessed
 * from NODE_ENV (STACK.md); cache control is off (it hooks every field and halves throughput).
 * Operations are bounded by gateway/graphql/limits.ts and priced by cost-plugin.ts; batching is off and CSRF prevention on,
 * both stated here rather than left to Apollo's defaults (docs/reliability.md).
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import fastifyApollo, { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../__generated__/resolvers';
import { createContext, type GraphQLContext } from '../graphql/context';
import { createFormatError } from '../graphql/errors';
import { costPlugin } from '../graphql/cost-plugin';
import { limitRules } from '../graphql/limits';
import { operationKindsPlugin } from '../graphql/operation-kinds';
import { rateLimitedStatusPlugin } from '../graphql/rate-limited';
import { idempotencyPlugin } from '../graphql/idempotency';
import { gatewaySchema } from '../graphql/executable-schema';
import { schemaDownload } from '../graphql/schema-download';
import { handleProtocols, SOCKET_LIMITS, subscriptionsHandler } from '../graphql/subscriptions';
import { createCostBudget } from '../security/cost-budget';

export interface GraphQLPluginOptions {
  resolvers: readonly Resolvers[];
}

export default async function graphql(app: FastifyInstance, opts: GraphQLPluginOptions): Promise<void> {
  const { introspection, landingPage, costBudget, costRestorePerSecond, ...limits } = app.config.graphql;
  // The process's one executable schema (executable-schema.ts), also run by the WebSocket side.
  const { schema, sdl } = gatewaySchema(opts.resolvers);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection,
    // Without introspection, "did you mean" hints would leak the schema piece by piece.
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    // The parser gives up past maxTokens, before it builds a tree of a huge document.
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitRules(limits),
    // One operation per request: an array of them would multiply every limit above.
    allowBatchedHttpRequests: false,
    // A GET, or a POST a browser could send cross-site without a preflight (text/plain, forms),
    // needs a non-simple content type or an `apollo-require-preflight` header.
    csrfPrevention: true,
    formatError: createFormatError(app.log),
    // server.ts owns the signals and closes the app, which stops Apollo (onClose below).
    stopOnTerminationSignals: false,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      operationKindsPlugin(app.log),
      // A budget per token over time (issue 18): 0 turns it off.
      costPlugin(
        limits,
        costBudget > 0
          ? createCostBudget({ capacity: costBudget, restorePerSecond: costRestorePerSecond })
          : null,
      ),
      rateLimitedStatusPlugin(),
      // Idempotency keys (issue 24): the header checked before any resolver, a reused key is 409.
      idempotencyPlugin(),
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

  // The SDL for signed-in integrators, introspection or not (docs/graphql.md).
  schemaDownload(app, sdl);
  const context = async (
    request: Parameters<typeof createContext>[0],
    reply: Parameters<typeof createContext>[1],
  ) => createContext(request, reply, { auth: app.auth, upstream: app.upstream });
  // WebSocket upgrades of GET /graphql speak graphql-ws (subscriptions, issue 20); a message
  // over the size limit is refused by ws itself (close 1009) before it is read.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_LIMITS.maxMessageBytes, handleProtocols },
    // A client's fault (an oversized frame, a torn connection): ws has closed it already, with
    // its code; nothing of ours failed, so it is not logged as an error.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: { message: error.message } }, 'WebSocket closed on a client fault');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });
  await app.register(fastifyApollo(apollo), { path: '/graphql', method: ['POST', 'OPTIONS'], context });
  app.route({
    method: 'GET',
    url: '/graphql',
    handler: fastifyApolloHandler(apollo, { context }),
    wsHandler: subscriptionsHandler(app, schema, limits),
  });
}
