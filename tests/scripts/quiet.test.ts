/**
 * bench/quiet.ts: a screen load in the benches starts once the machine is quiet, and never waits
 * past its cap (a machine that stays busy, as under the test suite itself, still gets its load).
 */
import { describe, expect, it } from 'vitest';
import { quietMachine } from '../../bench/quiet';

describe('quietMachine', () => {
  it('returns after two calm windows, with the busy share it read', async () => {
    const quiet = await quietMachine({ threshold: 1.01, windowMs: 50, capMs: 10_000 });
    expect(quiet.busy).toBeGreaterThanOrEqual(0);
    expect(quiet.busy).toBeLessThanOrEqual(1);
    expect(quiet.waitedMs).toBeGreaterThanOrEqual(100);
    expect(quiet.waitedMs).toBeLessThan(10_000);
  });

  it('a machine never calm enough is waited for until the cap, not longer', async () => {
    // A threshold below 0 is never met, whatever the machine does.
    const quiet = await quietMachine({ threshold: -1, windowMs: 50, capMs: 300 });
    expect(quiet.waitedMs).toBeGreaterThanOrEqual(300);
    expect(quiet.waitedMs).toBeLessThan(5_000);
  });
});
