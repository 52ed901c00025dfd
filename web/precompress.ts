/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, at build time, at the
 * highest levels (issue 17 item 5): @fastify/static (`preCompressed`) then sends them as they are,
 * so no request pays for compressing a file that never changes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Source maps are fetched only by a developer's open devtools: not worth the build time.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function compressFiles(dir: string): number {
  let written = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A file that does not shrink is served raw: @fastify/static falls back when no variant exists.
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
    written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'flora-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last and alone: the service worker (vite-plugin-pwa) is written in closeBundle too, and a
    // parallel run compressed the build before sw.js existed.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressFiles(outDir);
      },
    },
  };
}
