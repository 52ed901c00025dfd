import type { PathsModule } from './icon-paths';

/** The 20 px icons (web/src/app/icon-paths.ts). */
export const PATHS = import.meta.glob<PathsModule>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
);
