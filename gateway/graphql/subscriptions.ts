/**
 * GraphQL subscriptions over WebSocket (issue 20 item 2): the graphql-ws protocol, served by the
 * library's own server (`makeServer`) on the GET route of /graphql, beside Apollo's HTTP handler.
 * The few lines of socket glue are ours rather than graphql-ws/use/@fastify/websocket's so the
 * limits below sit where the bytes are, and faults go to our log instead of console.error.
 *
 * A socket signs in with the token in connection_init's payload (`authorization: "Bearer …"`, or
 * `token`), checked by app.auth like an HTTP request (subscriptions-context.ts). Close codes (all
 * clean closes; nothing a client sends can crash the gateway):
 *
 *   4400  a message that is not graphql-ws (graphql-ws's own check)
 *   4401  no valid token, or the session ended (sign-out, a disabled user) while open
 *   4403  signed in, but with no page key that opens any subscription
 *   4408  no connection_init within GRAPHQL_WS_INIT_TIMEOUT_MS, 5 s (graphql-ws)
 *   4429  too many sockets for one user
 *   1009  a message over MAX_MESSAGE_BYTES (ws's maxPayload)
 *   1013  a slow consumer: more than MAX_BUFFERED_BYTES waiting to be sent
 */
import type { WebsocketHandler } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentNode, ExecutionResult, FormattedExecutionResult, GraphQLSchema } from 'graphql';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import { permits } from '../../schema/access';
import { fieldRule } from '../../schema/data-access';
import type { Principal } from '../domains/auth/service';
import { createFormatError } from './errors';
import { GraphQLError, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { limitRules, type GraphQLLimits } from './limits';
import { socketContext, requestWithToken } from './subscriptions-context';

export const SOCKET_LIMITS = {
  socketsPerUser: 10,
  subscriptionsPerSocket: 20,
  maxMessageBytes: 64 * 1024,
  /** Bytes queued to one socket before it is dropped as a slow consumer. */
  maxBufferedBytes: 1024 * 1024,
  /** How often an open socket's session is checked again (sign-outs here are told at once). */
  sessionCheckMs: 60_000,
  keepAliveMs: 12_000,
};

export const CLOSE = {
  unauthenticated: 4401,
  forbidden: 4403,
  tooManySockets: 4429,
  slowConsumer: 1013,
} as const;

interface SocketState {
  socket: import('@fastify/websocket').WebSocket;
  request: FastifyRequest;
  token: string | null;
  user: Principal | null;
}

/** The token of connection_init's payload: `authorization` ("Bearer …" or bare) or `token`. */
function tokenOf(params: unknown): string | null {
  const p = (params ?? {}) as { authorization?: unknown; Authorization?: unknown; token?: unknown };
  const raw = p.authorization ?? p.Authorization ?? p.token;
  if (typeof raw !== 'string') return null;
  const words = raw.trim().split(/\s+/);
  const token = words.length > 1 ? words[1] : words[0];
  return token || null;
}

/** The Subscription fields `user` may subscribe to (their rules, schema/data-access.ts). */
function mayListen(user: Principal, schema: GraphQLSchema): boolean {
  const fields = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
  return fields.some((f) => {
    const rule = fieldRule('Subscription', f);
    return (
      rule === 'signedIn' || rule === 'public' || (!!rule && typeof rule === 'object' && permits(user, rule))
    );
  });
}

const refused = (message: string, code: string) => [new GraphQLError(message, { extensions: { code } })];

export function subscriptionsHandler(
  app: FastifyInstance,
  schema: GraphQLSchema,
  limits: GraphQLLimits,
): WebsocketHandler {
  const log = app.log.child({ component: 'subscriptions' });
  const formatError = createFormatError(log);
  const open = new Set<SocketState>();
  const socketsOf = new Map<string, number>();

  const authenticate = (state: SocketState) =>
    state.token ? app.auth.authenticate(requestWithToken(state.request, state.token)) : null;

  /** Closes the sockets whose session is over; a sign-out through this gateway asks at once. */
  async function checkSessions(): Promise<void> {
    await Promise.all(
      [...open].map(async (state) => {
        if (!state.user) return;
        const user = await Promise.resolve(authenticate(state)).catch(() => state.user);
        if (!user || user.id !== state.user?.id) state.socket.close(CLOSE.unauthenticated, 'Сеанс завершён');
      }),
    );
  }
  const stopListening = app.events.subscribe((event) => {
    if (event.type === 'sessions') checkSessions().catch((err) => log.warn({ err }, 'session check failed'));
  });
  const timer = setInterval(() => {
    checkSessions().catch((err) => log.warn({ err }, 'session check failed'));
  }, SOCKET_LIMITS.sessionCheckMs);
  timer.unref();
  app.addHook('onClose', async () => {
    stopListening();
    clearInterval(timer);
  });

  const server = makeServer<Record<string, unknown> | undefined, { state: SocketState }>({
    schema,
    connectionInitWaitTimeout: app.config.graphql.socketInitTimeoutMs,
    async onConnect(ctx) {
      const { state } = ctx.extra;
      state.token = tokenOf(ctx.connectionParams);
      const user = await authenticate(state);
      if (!user) {
        state.socket.close(CLOSE.unauthenticated, 'Требуется вход в систему');
        return false;
      }
      if (!mayListen(user, schema)) {
        state.socket.close(CLOSE.forbidden, 'Недостаточно прав');
        return false;
      }
      const count = socketsOf.get(user.id) ?? 0;
      if (count >= SOCKET_LIMITS.socketsPerUser) {
        state.socket.close(CLOSE.tooManySockets, 'Слишком много соединений');
        return false;
      }
      socketsOf.set(user.id, count + 1);
      state.user = user;
      return true;
    },
    onSubscribe(ctx, _id, payload) {
      const { state } = ctx.extra;
      // This one is already counted in ctx.subscriptions.
      if (Object.keys(ctx.subscriptions).length > SOCKET_LIMITS.subscriptionsPerSocket) {
        return refused(
          `Не больше ${SOCKET_LIMITS.subscriptionsPerSocket} подписок на одно соединение`,
          'BAD_USER_INPUT',
        );
      }
      let document: DocumentNode;
      try {
        document = parse(payload.query, { maxTokens: limits.maxTokens });
      } catch (err) {
        return refused((err as Error).message, 'GRAPHQL_PARSE_FAILED');
      }
      const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits)]);
      if (errors.length > 0) return refused(errors[0].message, 'GRAPHQL_VALIDATION_FAILED');
      const operation = getOperationAST(document, payload.operationName);
      if (operation?.operation !== 'subscription') {
        return refused('По WebSocket — только подписки; запросы и изменения — по HTTP', 'BAD_REQUEST');
      }
      return {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: socketContext(state.request, state.token!, { auth: app.auth, upstream: app.upstream }),
      };
    },
    // Errors leave as they do over HTTP: our codes and Russian messages, nothing internal.
    onNext: (_ctx, _id, _payload, _args, result) => formatted(result),
    onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
  });

  function formatted(result: ExecutionResult): FormattedExecutionResult | void {
    if (!result.errors?.length) return;
    return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
  }

  return function handler(socket, request) {
    const state: SocketState = { socket, request, token: null, user: null };
    open.add(state);
    const ping = setInterval(() => {
      if (socket.readyState === socket.OPEN) socket.ping();
    }, SOCKET_LIMITS.keepAliveMs);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        // Not waiting for the write: a client that does not read would hold its subscriptions'
        // events in memory. What it has not read is bounded instead, and past the bound the
        // client is dropped (it reconnects and catches up with one query).
        send: (data) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes) {
            log.info({ bufferedAmount: socket.bufferedAmount }, 'slow consumer dropped');
            socket.close(CLOSE.slowConsumer, 'Клиент не успевает читать');
            setTimeout(() => socket.terminate(), 1_000).unref();
            return;
          }
          socket.send(data);
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on('message', (data: Buffer, isBinary: boolean) => {
            if (isBinary) return socket.close(CloseCode.BadRequest, 'Только текстовые сообщения');
            cb(data.toString('utf8')).catch((err: unknown) => {
              log.warn({ err }, 'subscription message failed');
              socket.close(CloseCode.InternalServerError, 'Внутренняя ошибка сервера');
            });
          }),
      },
      { state },
    );

    socket.once('close', (code, reason) => {
      clearInterval(ping);
      open.delete(state);
      if (state.user) {
        const left = (socketsOf.get(state.user.id) ?? 1) - 1;
        if (left > 0) socketsOf.set(state.user.id, left);
        else socketsOf.delete(state.user.id);
      }
      closed(code, reason.toString()).catch((err: unknown) => log.warn({ err }, 'socket close failed'));
    });
  };
}

/** ws asks which subprotocol to speak: graphql-transport-ws only. */
export { handleProtocols };
