// Whether web/dist is at least as new as everything it is built from. Plain JavaScript: `npm
// start` asks before tsx is loaded (ensure-web-build.mjs), and benchmarks ask too.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/precompress.ts',
  'web/early-queries.ts',
  'web/early-entry.ts',
  'web/offline-shell.ts',
  'schema',
  // How the build is made (its NODE_ENV) is part of it: a change there makes the old build stale.
  'scripts/ensure-web-build.mjs',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

/** @param {string} root the repository root */
export function isWebBuildCurrent(root) {
  const dist = join(root, 'web/dist/index.html');
  return existsSync(dist) && statSync(dist).mtimeMs >= Math.max(...SOURCES.map((p) => newest(join(root, p))));
}
