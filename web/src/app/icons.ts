/**
 * Blueprint icon paths, one small module per icon and size, loaded the first time a screen
 * shows that icon. Blueprint's default loader brings every icon of a size in one chunk (~80 KB
 * brotli for the ~30 icons a screen shows), and its icon-font fallback (blueprint-icons.css,
 * deliberately not imported) fetched a 146 KB font while the paths were on their way
 * (bench volume V1).
 */
import { IconSize, Icons, type IconName } from '@blueprintjs/icons';
import { pathsFile, type PathsModule } from './icon-paths';

/**
 * The 16 px icons a signed-in tab shows first (the side menu, the top bar, the order list's
 * toolbar; seen in Chromium on /order/allOrder), in the entry itself: a cold tab used to fetch the
 * 16 KB map and then these two dozen modules of a few hundred bytes each, one request apiece,
 * while the list's first page was on its way (docs/performance.md V2). About 4 KB compressed.
 */
export const SHELL = import.meta.glob<PathsModule>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{announcement,bank-account,barcode,book,box,calculator,caret-down,chat,chevron-right,cog,dashboard,download,filter-remove,home,key,lab-test,menu,notifications,page-layout,people,refresh,search,shopping-cart,th-list}.js',
  { eager: true },
);

const mapOf = (size: IconSize) =>
  size === IconSize.STANDARD ? import('./icon-paths-16') : import('./icon-paths-20');

Icons.setLoaderOptions({
  loader: async (name: IconName, size: IconSize) => {
    const shell = SHELL[pathsFile(name, size)];
    if (shell) return shell.default;
    const load = (await mapOf(size)).PATHS[pathsFile(name, size)];
    if (!load) throw new Error(`icons: no paths for ${name} (${size}px)`);
    return (await load()).default;
  },
});
