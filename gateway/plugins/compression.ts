/**
 * Compressed replies for GraphQL, /api and the SPA fallback (issue 17 item 5): brotli or gzip as
 * the client's Accept-Encoding allows, `Vary: Accept-Encoding` on every reply that could differ.
 * Built assets come precompressed from web/precompress.ts and are sent as they are; pictures are
 * WebP already (not compressible by mime-db) and pass untouched.
 */
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import { shared } from './shared';

/** Replies below this gain less than their headers cost. */
const THRESHOLD_BYTES = 1024;
/**
 * Dynamic replies are compressed per request: brotli 4 compresses a month of orders about as well
 * as gzip 9 at a fraction of brotli 11's time (bench/ measures it), gzip keeps its default 6.
 */
const BROTLI_QUALITY = 4;

export default shared(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}, 'compression');
