import type { PathsModule } from './icon-paths';

/** The 16 px icons (web/src/app/icon-paths.ts). */
export const PATHS = import.meta.glob<PathsModule>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
);
