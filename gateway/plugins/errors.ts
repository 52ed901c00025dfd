/**
 * The app-wide error reply for everything outside /api (which has its own, spec-shaped one):
 * a short JSON body, the real status, never a stack trace or an internal message on a 5xx.
 * Requests to /graphql that fail before Apollo sees them (bad JSON, too large) get a GraphQL-
 * shaped body, so clients can read them like any other GraphQL error.
 */
import type { FastifyError } from 'fastify';
import { AppError } from '../errors';
import { isUpstreamError } from '../upstream/errors';
import { shared } from './shared';

function statusOf(err: unknown): number {
  if (err instanceof AppError) return err.statusCode;
  if (isUpstreamError(err)) return err.status;
  const status = (err as Partial<FastifyError>).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export default shared(async (app) => {
  app.setErrorHandler(async (err, request, reply) => {
    const status = statusOf(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    const message = isUpstreamError(err)
      ? err.userMessage
      : status >= 500
        ? 'Внутренняя ошибка сервера'
        : err instanceof Error
          ? err.message
          : 'Некорректный запрос';
    if (request.url.startsWith('/graphql')) {
      const code = isUpstreamError(err) ? err.code : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
    }
    return reply.code(status).send({ message });
  });
}, 'errors');
