/**
 * A `subscription` sent over HTTP (issue 27 item 2): subscriptions run only over WebSocket
 * (graphql-ws on the same path, gateway/graphql/subscriptions.ts), and graphql-js refused one sent
 * over HTTP only while executing, as an internal error with HTTP 200
 * and an error-level log line. It is now the caller's mistake, said as such: 400 `BAD_REQUEST`,
 * before any resolver, logged at info.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';

export const NO_SUBSCRIPTIONS =
  'Подписки (subscription) по HTTP не поддерживаются: подключитесь по WebSocket (протокол graphql-ws) к тому же адресу';

export function operationKindsPlugin(log: FastifyBaseLogger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          log.info('GraphQL: a subscription over HTTP refused');
          throw new GraphQLError(NO_SUBSCRIPTIONS, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        },
      };
    },
  };
}
