/**
 * Waits until this machine is quiet: the share of all cores busy (steal included: a host taking
 * the CPU is no quiet either) below `threshold` over two windows of `windowMs` in a row, read from
 * /proc/stat; `capMs` at the latest. A screen load that starts right after the previous one
 * shares the cores with what that one left running: the server still answering the previous
 * tab's later queries (the totals, the lists, the bell), a closed Chromium's processes exiting.
 * V2's target is on a quiet machine, so each of its loads starts on one (bench/lib.ts openScreen).
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

interface Quiet {
  /** How long it waited, ms. */
  waitedMs: number;
  /** The busy share of the last window, 0..1 (NaN without /proc/stat). */
  busy: number;
}

/** Busy and total jiffies of all cores since boot, or null off Linux. */
function jiffies(): { busy: number; total: number } | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - cpu[3] - cpu[4], total };
  } catch {
    return null;
  }
}

export async function quietMachine({ threshold = 0.1, windowMs = 250, capMs = 20_000 } = {}): Promise<Quiet> {
  const start = performance.now();
  let calm = 0;
  let busy = Number.NaN;
  let before = jiffies();
  if (!before) return { waitedMs: 0, busy };
  while (performance.now() - start < capMs) {
    await sleep(windowMs);
    const now = jiffies()!;
    busy = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    before = now;
    calm = busy < threshold ? calm + 1 : 0;
    if (calm >= 2) break;
  }
  return { waitedMs: Math.round(performance.now() - start), busy };
}
