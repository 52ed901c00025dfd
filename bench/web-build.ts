/**
 * The web build a bench measures: `WEB_DIST` when given, otherwise a fresh `vite build` of
 * web/vite.config.ts (what `npm run build` runs) into a temporary directory, so web/dist, which
 * tests and running gateways use, is left alone. The build also writes Vite's manifest, which
 * says what each chunk imports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export interface WebBuild {
  dir: string;
  /** Vite's .vite/manifest.json, when the build wrote one. */
  manifest: Manifest | null;
  /** Milliseconds the build took; null for a given WEB_DIST. */
  buildMs: number | null;
  /** Removes a temporary build (a given WEB_DIST stays). */
  dispose(): void;
}

export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

function readManifest(dir: string): Manifest | null {
  const file = join(dir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function webBuild(env: NodeJS.ProcessEnv = process.env): WebBuild {
  if (env.WEB_DIST) {
    const dir = env.WEB_DIST;
    return { dir, manifest: readManifest(dir), buildMs: null, dispose: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const args = ['build', '--config', 'web/vite.config.ts', '--outDir', dir, '--emptyOutDir'];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [vite, ...args, '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // What users get (scripts/ensure-web-build.mjs says why it is set here).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
  return {
    dir,
    manifest: readManifest(dir),
    buildMs: performance.now() - t0,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The chunks a page loads before any dynamic import: the entry's static import graph, plus that
 * of `lazyKeys` (manifest keys such as 'src/app/session/pages/SignInPage.tsx': the route's
 * own lazy module, which the router imports at once).
 */
export function staticChunks(manifest: Manifest, lazyKeys: string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) walk(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  lazyKeys.forEach(walk);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}
