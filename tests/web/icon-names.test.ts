/**
 * The build replaces @blueprintjs/icons' iconNames module with web/src/app/icon-names.ts (a cold
 * start's main thread no longer runs change-case over every icon name): both tables must stay
 * exactly Blueprint's, whatever names a Blueprint upgrade brings.
 */
import * as blueprint from '@blueprintjs/icons/lib/esm/iconNames.js';
import { describe, expect, it } from 'vitest';
import * as ours from '../../web/src/app/icon-names';

describe('icon names', () => {
  it('equal Blueprint’s own tables, every key and name', () => {
    expect(Object.keys(ours.IconNames).length).toBeGreaterThan(1000);
    expect(ours.IconNames).toEqual(blueprint.IconNames);
    expect([...ours.IconNamesSet].sort()).toEqual([...blueprint.IconNamesSet].sort());
  });
});
