/**
 * A second entry for the page's first requests (src/app/early-start.ts: the session check and the
 * screen's first page), loaded by index.html as `<script type="module" async>` in the head. Vite
 * folds every module script of index.html into one entry, which runs only once its whole static
 * graph has arrived; an entry of its own runs as soon as its few kilobytes have (docs/performance.md
 * V2). main.tsx imports the same module, so it runs once, whichever script gets there first, and
 * the development server (which serves main.tsx as it is) needs nothing from this plugin.
 */
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export function earlyEntry(webRoot: string, module: string): Plugin {
  const file = `${webRoot}${module}`;
  return {
    name: 'flora-early-entry',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: `${webRoot}index.html`, early: file } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && c.facadeModuleId === file,
        );
        if (!chunk) throw new Error(`early-entry: no chunk for ${module} in the build`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
