import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bundledCrmMain,
  crmProcessOptions,
  freePort,
  secondOnSameDir,
  startCrmProcess,
} from '../../bench/crm-process';
import { connect, type Db } from '../../crm/db/connect';
import { LOCK_FILE } from '../../crm/db/lock';
import { loadMigrations, migrate } from '../../crm/db/migrate';
import { startCrm, type RunningCrm } from '../../crm/server';
import { initdbDataDir, seededTempDir } from '../seeded-dir';
import { emptyTemplate } from '../seeded-template';
import { DATABASE_URL, LOCAL, call, registerUser, type TestCrm } from './helper';

const dirs: string[] = [];
const running: RunningCrm[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crm-test-'));
  dirs.push(dir);
  return dir;
}

/** A directory with the seeded shop in it: the lock tests are not about the first start. */
function seededDir(): string {
  const dir = seededTempDir('crm-test-');
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, databaseUrl: string | null = DATABASE_URL): Promise<TestCrm> {
  const apiKey = randomBytes(12).toString('hex');
  const crm = await startCrm({ dataDir, databaseUrl, apiKey });
  running.push(crm);
  return { ...crm, apiKey };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => c.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!LOCAL)('restarts', () => {
  it('applies migrations once, keeps data, and a user registered before a restart logs in after', async () => {
    // The cluster as initdb leaves it: the first start still migrates and seeds it all.
    const dir = initdbDataDir(tempDir());
    const first = await start(dir);
    const user = await registerUser(first, 'restart');
    const migrations = await first.db!.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY 1',
    );
    expect(migrations.map((m) => m.version)).toEqual(loadMigrations().map((m) => m.version));
    await first.close();

    const second = await start(dir);
    const login = await call<{ id: number }>(second, '/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.body.error).toBe(0);
    expect(login.body.data?.id).toBe(user.id);
    // The session issued before the restart is still valid.
    expect((await call(second, '/auth/profile', { accessToken: user.accessToken })).body.error).toBe(0);
    // Neither migrations nor the seed ran twice.
    expect(await migrate(second.db!)).toEqual([]);
    const [counts] = await second.db!.query<{ admins: number; statuses: number; migrations: number }>(
      `SELECT (SELECT count(*) FROM users WHERE email = 'admin@example.com') AS admins,
              (SELECT count(*) FROM order_statuses) AS statuses,
              (SELECT count(*) FROM schema_migrations) AS migrations`,
    );
    expect(counts.admins).toBe(1);
    expect(counts.migrations).toBe(migrations.length);
    if (!DATABASE_URL) expect(counts.statuses).toBe(7);
  });
});

describe('the data directory lock', () => {
  it('makes a second CRM on the same directory fail fast with a clear message', async () => {
    const dir = seededDir();
    const first = await start(dir, null);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    const began = Date.now();
    await expect(start(dir, null)).rejects.toThrow(
      `Data directory ${dir} is in use by another process (pid ${process.pid}). Stop it or set DATA_DIR to another directory.`,
    );
    expect(Date.now() - began).toBeLessThan(2000);
    // The first one is unharmed.
    expect((await call(first, '/health/ping', {})).body.error).toBe(0);
  });

  it('makes a second CRM process on the directory of a running one exit 1 with the reason', async () => {
    // Pre-transpiled (bench/crm-process.ts): two starts, each a second of CPU less than via tsx.
    const proc = crmProcessOptions(seededDir(), await freePort(), [await bundledCrmMain()]);
    const { crm } = await startCrmProcess(proc);
    try {
      const second = await secondOnSameDir(proc);
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `crm: Data directory ${proc.dataDir} is in use by another process (pid ${crm.pid}). Stop it or set DATA_DIR to another directory.`,
      );
      // The first one still reads and writes.
      const first: TestCrm = { url: crm.url, apiKey: proc.apiKey, db: null, close: async () => undefined };
      expect((await call(first, '/health/ping', {})).body.error).toBe(0);
      await registerUser(first, 'after-refusal');
      expect(readFileSync(join(proc.dataDir, LOCK_FILE), 'utf8')).toBe(String(crm.pid));
    } finally {
      expect(await crm.stop()).toBe(0);
    }
  }, 120_000);

  it('takes over a lock left by a process that has died', async () => {
    const dir = seededDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, LOCK_FILE), String(dead));
    const crm = await start(dir, null);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect((await call(crm, '/health/ping', {})).body.error).toBe(0);
  });

  it('is released on close, so the directory can be opened again', async () => {
    const dir = seededDir();
    const crm = await start(dir, null);
    await crm.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await start(dir, null);
    expect((await call(again, '/health/ping', {})).body.error).toBe(0);
  });
});

describe.skipIf(!LOCAL)('transactions', () => {
  let db: Db;
  let table: string;

  // One empty cluster for the three, initdb's from the run's dump (initdb itself is seconds of
  // CPU); each test has its own table.
  beforeAll(async () => {
    db = await connect({ dataDir: 'memory://', databaseUrl: DATABASE_URL, template: emptyTemplate() });
  });
  afterAll(() => db.close());

  async function open() {
    table = `tx_probe_${randomBytes(4).toString('hex')}`;
    await db.exec(`CREATE TABLE ${table} (n integer NOT NULL)`);
    return async () => {
      await db.exec(`DROP TABLE ${table}`);
    };
  }

  it('never lets a concurrent request see or join another transaction', async () => {
    const cleanup = await open();
    try {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const events: string[] = [];
      const failing = db
        .transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} VALUES (1)`);
          await gate;
          throw new Error('rolled back');
        })
        .finally(() => events.push('rolled back'));
      const reading = db
        .query<{ c: number }>(`SELECT count(*) AS c FROM ${table} WHERE n = 1`)
        .finally(() => events.push('read'));
      const writing = db.transaction((tx) => tx.query(`INSERT INTO ${table} VALUES (2)`));
      setTimeout(release, 50);
      await expect(failing).rejects.toThrow('rolled back');
      // The uncommitted row is never visible to anyone else.
      expect((await reading)[0].c).toBe(0);
      await writing;
      // PGlite has one connection: the read had to wait for the whole transaction to end.
      if (db.kind === 'pglite') expect(events).toEqual(['rolled back', 'read']);
      const rows = await db.query<{ n: number }>(`SELECT n FROM ${table}`);
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await cleanup();
    }
  });

  it('rolls a nested transaction back to its savepoint only', async () => {
    const cleanup = await open();
    try {
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${table} VALUES (1)`);
        await expect(
          tx.transaction(async (inner) => {
            await inner.query(`INSERT INTO ${table} VALUES (2)`);
            throw new Error('inner');
          }),
        ).rejects.toThrow('inner');
      });
      expect(await db.query(`SELECT n FROM ${table}`)).toEqual([{ n: 1 }]);
    } finally {
      await cleanup();
    }
  });

  it('refuses the outer handle inside a transaction instead of hanging', async () => {
    const cleanup = await open();
    try {
      await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/use the tx handle/);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await cleanup();
    }
  });
});
