/**
 * Blueprint's table of icon names (@blueprintjs/icons lib/esm/iconNames.js), which the icon loader
 * checks every icon against, built without running change-case at load: Blueprint's own module
 * converts each of its ~700 names twice (PascalCase and SNAKE_CASE keys) while the app's entry
 * runs, some 30 ms of a cold start's main thread before the first row (docs/performance.md V2).
 * The build puts this module in its place (web/blueprint-icon-names.ts); the enum's keys are
 * already the PascalCase names, and a name's legacy key is its words in capitals joined by `_`.
 * tests/web/icon-names.test.ts checks both tables equal Blueprint's own.
 */
import { BlueprintIcons_16 } from '@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16';

const entries = Object.entries(BlueprintIcons_16) as [string, string][];

export const IconNames: Record<string, string> = {
  ...Object.fromEntries(entries),
  ...Object.fromEntries(entries.map(([, name]) => [name.replace(/-/g, '_').toUpperCase(), name])),
};

export const IconNamesSet = new Set(Object.values(IconNames));
