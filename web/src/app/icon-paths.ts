/**
 * Where each Blueprint icon's paths live: Vite turns each glob into a map of file path → a loader
 * of that one small module. Each size's map (~700 entries) is a chunk of its own, fetched with the
 * first icon of that size (web/src/app/icons.ts), not part of the entry script.
 */
import type { IconPaths, IconSize } from '@blueprintjs/icons';

export type PathsModule = { default: IconPaths };

export const pathsFile = (name: string, size: IconSize) =>
  `../../../node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`;
