/**
 * GET /images/:key[?size=thumb|full]: the catalogue's pictures, outside /api and without a token.
 * <img> tags cannot send a bearer token, and a key is the SHA-256 of the picture's bytes, so it
 * can only be known from a record the caller was allowed to read (docs/catalog.md "Serving").
 * The bytes behind a key never change: cached for a year as immutable, a strong ETag, 304 on a
 * matching If-None-Match (answered without asking the CRM), and a small memory cache here.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { catalogService, IMAGE_KEY, type ImageSize } from '../domains/catalog/service';
import { isUpstreamError } from '../upstream/errors';
import { ImageCache } from './cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const MESSAGES = {
  notFound: 'Изображение не найдено',
  badSize: 'Параметр size: thumb или full',
} as const;

/** Only picture types are ever served as such; anything else would be a CRM fault. */
const SERVED_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/gif']);

export const etagOf = (key: string, size: ImageSize) => `"${key}${size === 'thumb' ? '-thumb' : ''}"`;

/** If-None-Match holds `etag` (or `*`); weak validators compare equal (RFC 9110 13.1.2). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim());
  return tags.some((t) => t === '*' || t.replace(/^W\//, '') === etag);
}

function sizeOf(value: unknown): ImageSize | null {
  if (value === undefined || value === '' || value === 'full') return 'full';
  return value === 'thumb' ? 'thumb' : null;
}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ message });

export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const service = catalogService(app.upstream);
  const cache = new ImageCache(app.config.imageCacheBytes);

  app.get<{ Params: { key: string }; Querystring: { size?: unknown } }>(
    '/images/:key',
    async (request, reply) => {
      const { key } = request.params;
      if (!IMAGE_KEY.test(key)) return fail(reply, 404, MESSAGES.notFound);
      const size = sizeOf(request.query.size);
      if (!size) return fail(reply, 400, MESSAGES.badSize);

      const etag = etagOf(key, size);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }

      let image;
      try {
        image = await cache.through(`${key}:${size}`, async () => {
          const found = await service.image(key, size);
          return found && { mime: found.mime, data: found.data };
        });
      } catch (err) {
        if (!isUpstreamError(err)) throw err;
        request.log.warn({ err: { message: err.message }, key, size }, 'picture read failed');
        return fail(reply, err.status, err.userMessage);
      }
      if (!image) return fail(reply, 404, MESSAGES.notFound);

      return reply
        .header('content-type', SERVED_TYPES.has(image.mime) ? image.mime : 'application/octet-stream')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );

  // Every other /images path is a missing picture, never the web app's index.html.
  const notFound = async (_request: unknown, reply: FastifyReply) => fail(reply, 404, MESSAGES.notFound);
  app.all('/images', notFound);
  app.all('/images/*', notFound);
}
