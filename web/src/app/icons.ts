/**
 * Blueprint icon paths, one small module per icon and size, loaded the first time a screen
 * shows that icon. Blueprint's default loader brings every icon of a size in one chunk (~80 KB
 * brotli for the ~30 icons a screen shows), and its icon-font fallback (blueprint-icons.css,
 * deliberately not imported) fetched a 146 KB font while the paths were on their way
 * (bench volume V1).
 */
import { IconSize, Icons, type IconName } from '@blueprintjs/icons';
import { pathsFile } from './icon-paths';

const mapOf = (size: IconSize) =>
  size === IconSize.STANDARD ? import('./icon-paths-16') : import('./icon-paths-20');

Icons.setLoaderOptions({
  loader: async (name: IconName, size: IconSize) => {
    const load = (await mapOf(size)).PATHS[pathsFile(name, size)];
    if (!load) throw new Error(`icons: no paths for ${name} (${size}px)`);
    return (await load()).default;
  },
});
