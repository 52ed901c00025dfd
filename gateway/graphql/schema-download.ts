/**
 * GET /graphql/schema.graphql: the whole schema as SDL for a signed-in caller (issue 18 item 4),
 * so an integrator runs codegen against production, where introspection stays off for everyone
 * (GRAPHQL_INTROSPECTION). Anonymous: 401, as every other read. Printed once per process
 * (executable-schema.ts).
 */
import type { FastifyInstance } from 'fastify';

export const SCHEMA_PATH = '/graphql/schema.graphql';

export function schemaDownload(app: FastifyInstance, sdl: string): void {
  app.get(SCHEMA_PATH, async (request, reply) => {
    const principal = await app.auth.authenticate(request);
    if (!principal) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Требуется вход в систему: заголовок Authorization: Bearer <токен>' });
    }
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(sdl);
  });
}
