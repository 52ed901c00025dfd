import type { PathsModule } from './icon-paths';

/**
 * The 16 px icons (web/src/app/icon-paths.ts), but for the shell's, which the entry carries
 * (web/src/app/icons.ts: `SHELL`, the same list; tests/web/icons.test.ts keeps them equal).
 * Left in this map too, each of those would stay a chunk of its own that the entry preloads.
 */
export const PATHS = import.meta.glob<PathsModule>([
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
  '!../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{announcement,bank-account,barcode,book,box,calculator,caret-down,chat,chevron-right,cog,dashboard,download,filter-remove,home,key,lab-test,menu,notifications,page-layout,people,refresh,search,shopping-cart,th-list}.js',
]);
