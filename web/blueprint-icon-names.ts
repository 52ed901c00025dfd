/**
 * Puts web/src/app/icon-names.ts in the place of @blueprintjs/icons' own iconNames module, for
 * the modules of that package that import it (its loader and its index): the same tables, without
 * converting every icon name with change-case while the app's entry runs (see that file).
 */
import type { Plugin } from 'vite';

export function blueprintIconNames(replacement: string): Plugin {
  const blueprintIcons = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/][^\\/]+\.js$/;
  return {
    name: 'flora-blueprint-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && blueprintIcons.test(importer)) return replacement;
      return null;
    },
  };
}
