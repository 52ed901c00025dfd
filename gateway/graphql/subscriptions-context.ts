/**
 * The GraphQL context of a subscription on a socket. A socket has no HTTP request per operation,
 * so each one gets a view of the upgrade request that carries the socket's token as an
 * `Authorization: Bearer` header: the principal is then found by the very function HTTP requests
 * use (app.auth.authenticate), so whatever that function accepts (staff JWTs, integration
 * tokens) works on sockets too, and is refused on sockets when it is refused over HTTP.
 *
 * Per-request caches (DataLoaders, the principal) are keyed by the request, and a subscription
 * lives for hours: `renew` gives the context a fresh view before each event is resolved, so an
 * event is read as it is now and the session is checked again.
 */
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../plugins/auth';
import type { Upstream } from '../upstream/types';
import type { GraphQLContext } from './context';

/** `upgrade` as if it had carried `Authorization: Bearer <token>`. */
export function requestWithToken(upgrade: FastifyRequest, token: string): FastifyRequest {
  return Object.create(upgrade, {
    headers: { value: { ...upgrade.headers, authorization: `Bearer ${token}` }, enumerable: true },
  }) as FastifyRequest;
}

interface SocketContext extends GraphQLContext {
  renew(): void;
}

export function socketContext(
  upgrade: FastifyRequest,
  token: string,
  deps: { auth: Auth; upstream: Upstream },
): GraphQLContext {
  let view = requestWithToken(upgrade, token);
  const ctx: SocketContext = {
    get request() {
      return view;
    },
    // Sockets carry subscriptions only (subscriptions.ts): nothing sets headers or cookies.
    reply: null as never,
    upstream: deps.upstream,
    auth: deps.auth,
    principal: () => deps.auth.authenticate(view),
    requireAccess: (rule) => deps.auth.requireAccess(view, rule),
    renew() {
      view = requestWithToken(upgrade, token);
    },
  };
  return ctx;
}

/** Fresh caches for the next event (a no-op on an HTTP context). */
export function renew(ctx: GraphQLContext): void {
  (ctx as Partial<SocketContext>).renew?.();
}
