/**
 * Every 16 px Blueprint icon stays loadable now that the shell's are part of the entry
 * (web/src/app/icons.ts `SHELL`) and left out of the lazy map (web/src/app/icon-paths-16.ts): each
 * icon is in exactly one of the two, so an icon dropped from one list but not the other is caught
 * here rather than as a blank square on a screen.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IconSize, Icons } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { pathsFile } from '../../web/src/app/icon-paths';
import { PATHS } from '../../web/src/app/icon-paths-16';
import { SHELL } from '../../web/src/app/icons';

// The suite runs from the repository's root (jsdom's import.meta.url is not a file URL).
const dir = join(process.cwd(), 'node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths');
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.js') && f !== 'index.js')
  .map((f) => f.slice(0, -3));

describe('16 px icons', () => {
  it('each is either in the entry or in the lazy map, never both, never neither', () => {
    expect(Object.keys(SHELL).length).toBeGreaterThan(10);
    const wrong = names.filter((n) => {
      const file = pathsFile(n, IconSize.STANDARD);
      return file in SHELL === file in PATHS;
    });
    expect(wrong).toEqual([]);
  });

  it('loads a shell icon and a lazy one through the loader', async () => {
    const shell = Object.keys(SHELL)[0].replace(/^.*\/(.*)\.js$/, '$1');
    const lazy = names.find((n) => !(pathsFile(n, IconSize.STANDARD) in SHELL))!;
    for (const name of [shell, lazy]) {
      await Icons.load(name as never, IconSize.STANDARD);
      expect(Icons.getPaths(name as never, IconSize.STANDARD)?.length).toBeGreaterThan(0);
    }
  });
});
