/**
 * What every resolver receives. Built per request; the principal is looked up lazily (once),
 * so public fields such as `health` never touch the CRM's auth.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessRule } from '../../schema/access';
import type { Principal } from '../domains/auth/service';
import type { Auth } from '../plugins/auth';
import type { Upstream } from '../upstream/types';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  upstream: Upstream;
  auth: Auth;
  /** The signed-in user, or null without a live session. */
  principal(): Promise<Principal | null>;
  /** The signed-in user admitted by `rule`; throws UNAUTHENTICATED or FORBIDDEN otherwise. */
  requireAccess(rule?: AccessRule): Promise<Principal>;
}

export function createContext(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { auth: Auth; upstream: Upstream },
): GraphQLContext {
  return {
    request,
    reply,
    upstream: deps.upstream,
    auth: deps.auth,
    principal: () => deps.auth.authenticate(request),
    requireAccess: (rule) => deps.auth.requireAccess(request, rule),
  };
}
