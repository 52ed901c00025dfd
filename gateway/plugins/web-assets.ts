/**
 * Vite's hashed files (`/assets/<name>`), held in memory once read: a name never changes content,
 * so each file and its `.br`/`.gz` twins (web/precompress.ts) are read from disk once per process.
 *
 * Why not @fastify/static, which serves the rest of web/dist: for every request its wildcard route
 * lists each directory of the path to check the name's spelling, and web/dist/assets holds some
 * 3,500 files (one small module per icon, their maps and compressed twins), so each asset cost
 * about 7 ms of the gateway's event loop and a signed-in page's sixty chunks queued behind one
 * another (docs/performance.md, V2). Here a name is looked up exactly as written, only within the
 * assets directory, so no path can reach outside it.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shared } from './shared';

/** One file name: no directory, no `..`, nothing to decode. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

type Encoding = 'br' | 'gzip';

interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** The encodings the client accepts with a non-zero weight (RFC 9110 §12.5.3), `*` included. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
}

function pick(asset: Asset, header: string | undefined): { body: Buffer; encoding: Encoding | null } {
  const accepted = acceptedEncodings(header);
  const any = accepted.has('*');
  if (asset.br && (accepted.has('br') || any)) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && (accepted.has('gzip') || any)) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.raw, encoding: null };
}

const optional = (path: string) => readFile(path).catch(() => null);

async function load(dir: string, name: string): Promise<Asset | null> {
  const path = join(dir, name);
  const raw = await optional(path);
  if (!raw) return null;
  const [br, gzip] = await Promise.all([optional(`${path}.br`), optional(`${path}.gz`)]);
  return { type: TYPES[extname(name)] ?? 'application/octet-stream', raw, br, gzip };
}

export default shared(async (app) => {
  const dir = join(app.config.webDist, 'assets');
  // Found files only: a name missing now may be written by a build made while the gateway runs.
  const held = new Map<string, Promise<Asset | null>>();

  const find = async (name: string): Promise<Asset | null> => {
    const known = held.get(name);
    if (known) return known;
    const loading = load(dir, name);
    held.set(name, loading);
    const asset = await loading;
    if (!asset) held.delete(name);
    return asset;
  };

  app.get(
    '/assets/*',
    // Sent as built: compressing again per request is what precompress.ts exists to avoid.
    { compress: false },
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const name = request.params['*'];
      const asset = ASSET_NAME.test(name) ? await find(name) : null;
      // The not-found handler decides: a page path gets the app, a file path a 404 (web.ts).
      if (!asset) return reply.callNotFound();
      const { body, encoding } = pick(asset, request.headers['accept-encoding']);
      reply
        .header('content-type', asset.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', body.length);
      if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );
}, 'web-assets');
