/**
 * The legacy /api REST contract (spec sections 7 and 8): one encapsulated scope under /api with
 * its own body parsing, access guard, error bodies (`{ "message": "..." }`) and 404, into which
 * each domain's legacy.ts registers its routes (paths relative to /api).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { AppError, ForbiddenError, RateLimitedError } from '../errors';
import { isUpstreamError } from '../upstream/errors';
import { legacyAccess } from './legacy-access';
import { JSON_TOO_DEEP, JSON_TOO_DEEP_CODE } from '../../schema/json-depth';
import { staffOnlyPath } from '../../schema/integrations';

export interface LegacyApiOptions {
  /** Domain route plugins; each registers paths relative to /api (e.g. `/auth/login`). */
  routes: readonly FastifyPluginAsync[];
}

export const LEGACY_MESSAGES = {
  unauthenticated: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
  notFound: 'Маршрут не найден',
  badJson: 'Некорректный JSON в теле запроса',
  tooLarge: 'Слишком большой запрос',
  mediaType: 'Неподдерживаемый тип содержимого: ожидается application/json',
  badRequest: 'Некорректный запрос',
  internal: 'Internal server error',
} as const;

/**
 * The original mock layer answered login and order calls after 1 s (spec section 9); routes that
 * keep that behaviour await this with `app.config.legacyDelayMs` (0 in tests).
 */
export async function legacyWait(ms: number): Promise<void> {
  if (ms > 0) await sleep(ms);
}

/** The path as the router sees it (decoded, no query), so "%73etX" cannot slip past "set". */
function routePath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Status and message of the legacy error body for anything a route or the guard threw. */
export function legacyError(err: unknown): { status: number; message: string } {
  if (err instanceof AppError) return { status: err.statusCode, message: err.message };
  // The CRM failed: 502 (down, cut off, garbled, too large) or 504 (too slow), said plainly.
  if (isUpstreamError(err)) return { status: err.status, message: err.userMessage };
  const e = err as Partial<FastifyError>;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: LEGACY_MESSAGES.badJson };
    case JSON_TOO_DEEP_CODE:
      return { status: 400, message: JSON_TOO_DEEP };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: LEGACY_MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: LEGACY_MESSAGES.mediaType };
  }
  if (e.validation) return { status: 400, message: LEGACY_MESSAGES.badRequest };
  // Other client errors keep their status, but never Fastify's English internals as text.
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, message: LEGACY_MESSAGES.badRequest };
  }
  return { status: 500, message: LEGACY_MESSAGES.internal };
}

async function legacyApi(scope: FastifyInstance, opts: LegacyApiOptions): Promise<void> {
  // JSON only; text/plain bodies answer 415 (multipart routes add their own parser).
  scope.removeContentTypeParser('text/plain');

  // The guard runs before routing decides anything: unknown paths are guarded too.
  scope.addHook('onRequest', async (request) => {
    const access = legacyAccess(request.method, routePath(request)) ?? { kind: 'signedIn' };
    if (access.kind === 'public' || access.kind === 'self') return;
    const who = await scope.auth.requireAccess(request, access.kind === 'rule' ? access.rule : undefined);
    // An integration token never signs out or edits staff accounts (issue 20, schema/integrations.ts).
    if (who.integration && staffOnlyPath(request.method, routePath(request))) throw new ForbiddenError();
  });

  scope.setErrorHandler(async (err, request, reply) => {
    const { status, message } = legacyError(err);
    if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfter));
    if (status >= 500) request.log.error({ err }, 'legacy /api call failed');
    else request.log.debug({ status, code: (err as { code?: unknown }).code }, message);
    return reply.code(status).send({ message });
  });

  // Real catch-all routes rather than only a 404 handler: the web plugin's static wildcard would
  // otherwise answer unknown GET /api paths outside this scope, past the guard.
  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: LEGACY_MESSAGES.notFound });
  scope.all('/', notFound);
  scope.all('/*', notFound);
  scope.setNotFoundHandler(notFound);

  for (const routes of opts.routes) await scope.register(routes);
}

export default legacyApi;
