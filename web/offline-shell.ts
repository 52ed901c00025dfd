/**
 * Which built files the service worker precaches (docs/offline.md «Приложение и данные без сети»):
 * the app shell and the POS, found in the bundle's own import graph rather than by file-name
 * globs. web/dist/assets holds ~1,600 files besides their `.br`/`.gz` twins and maps, most of them
 * one module per Blueprint icon: precaching all of them would make every install and update
 * fetch 10 MB. Here the set is the entry chunk, the lazy modules a signed-in till opens (ROOTS),
 * and everything those import statically, with their CSS. Icons and any other screen a cashier
 * opens are cached at runtime instead (web/vite.config.ts, runtimeCaching).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Source modules (paths under web/) whose chunks a till needs offline: the signed-in shell and its
 * data layer, the session pages a lapsed session lands on, the icon maps, the POS screens.
 */
export const ROOTS = [
  'src/app/layout/SignedInShell.tsx',
  'src/graphql/client.ts',
  'src/app/session/remote.ts',
  'src/app/session/pages/SignInPage.tsx',
  'src/app/session/pages/NotFoundPage.tsx',
  'src/app/icon-paths-16.ts',
  'src/app/icon-paths-20.ts',
  'src/orders/pos/PosPage.tsx',
  'src/orders/pos/BoardPage.tsx',
];

/** The subset of Rollup's output chunk this plugin reads (Vite adds `viteMetadata`). */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

const chunksOf = (bundle: Record<string, { type: string }>) =>
  Object.values(bundle).filter((o): o is ChunkLike => o.type === 'chunk');

/** The ROOTS a chunk holds: a lazy module may share a chunk with others (Apollo's client does). */
const rootsIn = (chunk: ChunkLike, webRoot: string) =>
  chunk.moduleIds.map((id) => relative(webRoot, id).split('\\').join('/')).filter((id) => ROOTS.includes(id));

/** The file names (relative to the build's outDir) of the shell: see the module comment. */
export function shellFiles(bundle: Record<string, { type: string }>, webRoot: string): Set<string> {
  const chunks = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const chunk = chunks.get(name);
    if (!chunk) return;
    chunk.imports.forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((css) => found.add(css));
    chunk.viteMetadata?.importedAssets.forEach((asset) => found.add(asset));
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || rootsIn(chunk, webRoot).length) visit(chunk.fileName);
  }
  const sources = [...found].flatMap((f) => chunks.get(f)?.moduleIds ?? []).filter(isOurs(webRoot));
  for (const name of iconsNamedIn(sources, chunks.values())) found.add(name);
  return found;
}

/** Blueprint's path module of one icon at one size (app/icons.ts loads them by name). */
const ICON_MODULE = /@blueprintjs\/icons\/lib\/esm\/generated\/(?:16|20)px\/paths\/([a-z0-9-]+)\.js$/;

/** Our own source modules (not a package's, not a virtual one): the code that names icons. */
const isOurs = (webRoot: string) => (id: string) =>
  id.startsWith(join(webRoot, 'src')) && /\.tsx?$/.test(id) && !/icon-paths-\d+\.ts$/.test(id);

/** Where our code names an icon: `icon="trash"`, `icon: 'plus'`, `rightIcon={'caret-down'}`. */
const ICON_NAMED = /[iI]con\s*[=:]\s*\{?\s*["'`]([a-z0-9-]+)["'`]/g;

/**
 * The path modules of the icons the shell's and the POS's source name: a screen draws some icons
 * only later (the cart's −, + and bin once a line is added), so waiting for them to be drawn online
 * would leave empty squares on a till opened offline. Icons chosen in an expression are cached
 * when first drawn online (the runtime rule in vite.config.ts).
 */
function iconsNamedIn(sources: string[], all: Iterable<ChunkLike>): string[] {
  const byIcon = new Map<string, string[]>();
  for (const chunk of all) {
    for (const id of chunk.moduleIds) {
      const icon = ICON_MODULE.exec(id)?.[1];
      if (icon) byIcon.set(icon, [...(byIcon.get(icon) ?? []), chunk.fileName]);
    }
  }
  const named = new Set(
    sources.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(ICON_NAMED)].map((m) => m[1])),
  );
  return [...named].flatMap((name) => byIcon.get(name) ?? []);
}

/**
 * Records the shell's files while Vite writes the bundle; `files()` is read by the PWA plugin's
 * manifest transform, which runs after the bundle is written (closeBundle).
 */
export function offlineShell(webRoot: string): Plugin & { files(): Set<string> } {
  let files = new Set<string>();
  return {
    name: 'flora-offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      files = shellFiles(bundle, webRoot);
      const held = new Set(chunksOf(bundle).flatMap((c) => rootsIn(c, webRoot)));
      // A renamed screen must not silently fall out of the offline till.
      const missing = ROOTS.filter((root) => !held.has(root));
      if (missing.length) this.error(`offline shell: no chunk holds ${missing.join(', ')}`);
    },
    files: () => files,
  };
}
