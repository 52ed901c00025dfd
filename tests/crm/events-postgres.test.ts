/**
 * The outbox across CRM processes on one PostgreSQL server (issue 20 item 3): two embedded CRMs on
 * ONE database, as two gateway instances each with its own embedded CRM would be. A long poll on
 * the second is woken by a commit on the first (LISTEN crm_events, crm/events/listen.ts), and ids
 * come in commit order. Runs only with DATABASE_URL (CI's PostgreSQL run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrm, type RunningCrm } from '../../crm/server';
import { call, DATABASE_URL, LOCAL, startTestCrm, type TestCrm } from './helper';

let one: TestCrm;
let two: RunningCrm;
const apiKey = 'events-postgres-test-key';

describe.runIf(LOCAL && DATABASE_URL)('events across two CRMs on one PostgreSQL database', () => {
  beforeAll(async () => {
    one = await startTestCrm({ apiKey });
    // The file's own copy of the template database: the second CRM opens the same one.
    const [{ db }] = await one.db!.query<{ db: string }>('SELECT current_database() AS db');
    const u = new URL(DATABASE_URL!);
    u.pathname = `/${db}`;
    two = await startCrm({ dataDir: 'memory://', databaseUrl: u.toString(), apiKey });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a poll waiting on the second CRM is woken by a commit on the first', async () => {
    const second = { ...one, url: two.url };
    const now = (await call<{ last: number }>(second, '/events/poll', {})).body.data!.last;
    const started = Date.now();
    const waiting = call<{ events: { kind: string; id: number }[]; last: number }>(second, '/events/poll', {
      after: now,
      waitMs: 20_000,
    });
    await new Promise((r) => setTimeout(r, 300));
    const saved = await call(one, '/reference/setSaveNewOrderSource', {
      dataOrderSourceUpdate: { name: `Канал ${Date.now()}` },
    });
    expect(saved.body.error).toBe(0);
    const got = (await waiting).body.data!;
    expect(got.events.map((e) => e.kind)).toEqual(['list.changed']);
    // Woken, not timed out (nor found by the 5 s re-read).
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
