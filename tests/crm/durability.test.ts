/**
 * Durability of the embedded CRM on PGlite (docs/reliability.md "Durability"): the short run of
 * bench/kill-cycle.ts, the driver bench/durability.ts runs for 50 cycles. Real processes, SIGKILL
 * while orders are being written, restart on the same directory, every acknowledged order back.
 * PostgreSQL's durability is PostgreSQL's own, and a remote CRM cannot be killed from here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledCrmMain } from '../../bench/crm-process';
import { readAckLog, runKillCycles } from '../../bench/kill-cycle';
import { seedDataDir } from '../seeded-dir';
import { DATABASE_URL, LOCAL } from './helper';

const root = mkdtempSync(join(tmpdir(), 'crm-durability-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!LOCAL || DATABASE_URL)('SIGKILL during a stream of order writes', () => {
  it('keeps every acknowledged order, lands none twice, and restarts each time', async () => {
    const ackLog = join(root, 'ack.log');
    const r = await runKillCycles({
      // The shop already in place: the test is about the kills, not the first start.
      dataDir: seedDataDir(join(root, 'data')),
      ackLog,
      cycles: 3,
      cleanEvery: 3,
      killAfterMs: [100, 1000],
      // The CRM pre-transpiled once (bench/crm-process.ts): five starts, each a second of CPU
      // less than through tsx's loader. The same code; the kills and restarts are the test.
      nodeArgs: [await bundledCrmMain()],
    });

    expect(r.failures).toEqual([]);
    expect(r.cycles).toHaveLength(3);
    // The kill came while writes were on their way, every time.
    for (const c of r.cycles) expect(c.inFlight).toBeGreaterThan(0);
    // The ack log on disk holds what was acknowledged, and all of it survived every restart.
    expect(readAckLog(ackLog)).toHaveLength(r.cycles.reduce((n, c) => n + c.acked, 0));
    expect(r.acked).toBeGreaterThan(0);
    expect(r.lost).toEqual([]);
    expect(r.duplicates).toEqual([]);
    expect(r.phantoms).toEqual([]);
    // Each restart took over the lock the killed process left behind.
    expect(r.lockTakenOver).toBe(true);
    expect(r.cleanRestartMs).toHaveLength(1);
    // Nothing the order list would not show either: every index agrees with its table.
    expect(r.corruption).toEqual([]);
    expect(r.indexesChecked).toBeGreaterThan(50);
  }, 240_000);
});
