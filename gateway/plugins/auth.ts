/**
 * Sessions: the gateway JWT (HS256 pinned for signing and verifying, 7 days) wraps the CRM
 * session token; every authenticated request asks the CRM for the session's profile, so a session
 * ended through any gateway instance (or in the CRM) is refused here at once (issue 27 item 4).
 * Only with AUTH_CACHE_MS set does the upstream's session cache (gateway/cache) answer for that
 * long instead, unless a user or session write went through this gateway since. The helpers decorated here are the ONE way both faces
 * (GraphQL and /api) authenticate and authorize. A bearer with the `fcrm_` prefix is an
 * integration token (issue 20 item 1): checked against the CRM on every request, never cached.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { permits, type AccessRule } from '../../schema/access';
import {
  createAuthService,
  type AuthService,
  type Principal,
  type TokenClaims,
} from '../domains/auth/service';
import { TOKEN_PREFIX } from '../../schema/integrations';
import { verifyIntegrationToken } from '../domains/integrations/service';
import { AuthError, ForbiddenError } from '../errors';
import { shared } from './shared';

export interface Auth {
  service: AuthService;
  /** The token of an `Authorization: <scheme> <token>` header (spec: its second word), or null. */
  tokenOf(request: FastifyRequest): string | null;
  /** Claims of a valid, unexpired, HS256-signed gateway token, or null. */
  verify(token: string): TokenClaims | null;
  /**
   * The principal of a bearer token of either kind (a staff JWT or an integration token), or null:
   * the one check for every way in (HTTP and the subscriptions' connectionParams alike).
   */
  principalOf(token: string): Promise<Principal | null>;
  /** The signed-in user (CRM profile, session cache); null without a live session. Once per request. */
  authenticate(request: FastifyRequest): Promise<Principal | null>;
  /** The user if signed in and admitted by `rule`; else AuthError (401) or ForbiddenError (403). */
  requireAccess(request: FastifyRequest, rule?: AccessRule): Promise<Principal>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export const TOKEN_LIFETIME = '7d';

function isClaims(value: unknown): value is TokenClaims {
  const v = value as Partial<TokenClaims> | null;
  return !!v && typeof v.sub === 'string' && typeof v.sid === 'string' && v.sid.length > 0;
}

export default shared(async (app) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Pinning the algorithm refuses "alg: none" and any key-confusion trick. A token seen lately
    // is not decoded and checked again (fast-jwt still checks its expiry). The cache keys on
    // fast-jwt's own hash of the token: a raw-token key would keep bearer tokens in memory and
    // makes fast-jwt log a security warning at start.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  const service = createAuthService(app.upstream, (claims) => app.jwt.sign(claims));
  const sessions = new WeakMap<FastifyRequest, Promise<Principal | null>>();

  const tokenOf = (request: FastifyRequest): string | null => {
    const header = request.headers.authorization;
    if (typeof header !== 'string') return null;
    const token = header.trim().split(/\s+/)[1];
    return token || null;
  };

  const verify = (token: string): TokenClaims | null => {
    try {
      const claims: unknown = app.jwt.verify(token);
      return isClaims(claims) ? claims : null;
    } catch {
      return null;
    }
  };

  async function principalOf(token: string): Promise<Principal | null> {
    if (token.startsWith(TOKEN_PREFIX)) return verifyIntegrationToken(app.upstream, token);
    const claims = verify(token);
    if (!claims) return null;
    const profile = await service.profile(claims.sid);
    // A session token must belong to the user the JWT names.
    if (!profile || profile.id !== claims.sub) return null;
    return { ...profile, sid: claims.sid };
  }

  const lookup = async (request: FastifyRequest): Promise<Principal | null> => {
    const token = tokenOf(request);
    return token ? principalOf(token) : null;
  };

  const authenticate = (request: FastifyRequest): Promise<Principal | null> => {
    let pending = sessions.get(request);
    if (!pending) {
      pending = lookup(request);
      sessions.set(request, pending);
    }
    return pending;
  };

  app.decorate('auth', {
    service,
    tokenOf,
    verify,
    principalOf,
    authenticate,
    async requireAccess(request, rule) {
      const principal = await authenticate(request);
      if (!principal) throw new AuthError();
      if (rule && !permits(principal, rule)) throw new ForbiddenError();
      return principal;
    },
  } satisfies Auth);
}, 'auth');
