/**
 * Vitest globalSetup for the CRM and gateway suites: builds one migrated, seeded in-memory
 * database, dumps it to a file, and gives the path to the test files (`inject('crmTemplate')`).
 * Each test file's CRM then starts as a copy of it: a fresh cluster, the migrations and the seed
 * cost about 6 s per start on a 2-core machine, loading the dump well under one (crm/db/connect.ts).
 * Built on every run, so it is always the current migrations and seed.
 *
 * With DATABASE_URL (CI's PostgreSQL pass) it also builds a template database on that server the
 * same way, and each CRM test file gets its own copy (`CREATE DATABASE … TEMPLATE`, a file copy on
 * the server: tests/crm/helper.ts). Files then see only their own writes, so they run in parallel
 * workers instead of one after another on a shared database.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, MEMORY, type Db } from '../crm/db/connect';
import { loadMigrations, migrate } from '../crm/db/migrate';
import { dumpPglite } from '../crm/db/pglite';
import { seedIfEmpty } from '../crm/db/seed';
import { ACCOUNTS } from '../crm/db/seed/data';
import { DEFAULT_SHOP_TIMEZONE, todayIn } from '../schema/time-zone';
import { useRunDir } from '../scripts/run-dir';
import { createPgTemplate, dropPgCopies } from './pg-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dump every test CRM on 'memory://' starts from. */
    crmTemplate: string;
    /** With DATABASE_URL: the migrated, seeded database each CRM test file copies; else ''. */
    pgTemplate: string;
    /** The shop's day (default zone) the template was seeded on: its orders run up to it. */
    crmTemplateDay: string;
    /** Path of the dump of a fresh cluster (initdb only, no migration): `emptyTemplate()`. */
    crmEmptyTemplate: string;
    /** Path of the dump of a cluster migrated to all but the last OLDER_BY migrations: `olderTemplate()`. */
    crmOlderTemplate: string;
  }
}

/** Both projects (crm, gateway) name this setup; the main process builds the dump once for both. */
interface Built {
  file: string;
  empty: string;
  older: string;
  day: string;
  users: number;
}

/** How many migrations the older template lacks: a backup from before them is restored and migrated up. */
export const OLDER_BY = 3;

const shared = globalThis as {
  crmTemplate?: Promise<Built>;
  pgTemplate?: Promise<string>;
  /** The run's temporary directory and its end (scripts/run-dir.ts), the template's dir inside. */
  endRun?: () => void;
};

/**
 * The seeded accounts' passwords stored at scrypt N = 1024 instead of the product's 16384. The
 * test files sign the seeded SA, ADMIN and MANAGER in some hundreds of times per run, and each
 * sign-in verified a 16 MiB scrypt: 43 ms of CPU, 2.5 ms at this cost. The stored format names its
 * cost (crm/lib/password.ts), so the product's own verifyPassword checks these hashes unchanged,
 * as it would a hash stored before a cost was raised; what the product hashes (registration, a
 * changed or reset password, new staff) keeps its cost, and tests/crm/passwords.test.ts checks
 * that cost on hashPassword itself. The browser suite's seeded data dir takes the same
 * (tests/e2e/globalSetup.ts).
 */
export async function cheapenSeededPasswords(db: Db): Promise<void> {
  const [n, r, p] = [1024, 8, 1];
  for (const account of ACCOUNTS) {
    const salt = randomBytes(16);
    const key = scryptSync(account.password.normalize('NFC'), salt, 32, { N: n, r, p });
    const stored = ['scrypt', n, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
    await db.query('UPDATE users SET password_hash = $1 WHERE lower(email) = lower($2)', [
      stored,
      account.email,
    ]);
  }
}

async function build(): Promise<Built> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-template-'));
  const file = join(dir, 'seeded.tar');
  const empty = join(dir, 'empty.tar');
  const older = join(dir, 'older.tar');
  const db = await connect({ dataDir: MEMORY });
  const day = todayIn(DEFAULT_SHOP_TIMEZONE);
  try {
    // A checkpoint recycles the WAL segments it no longer needs into spare ones named for the
    // future (16 MB each, never read on a start): one was a quarter of the seeded dump (68.8 →
    // 52.0 MB), which every test CRM loads, untars and writes into its memory. Removed instead of
    // recycled, it is not there: a CRM start costs about 90 ms less CPU (1.07 → 0.98 s, a gateway
    // test file's start measured twice each way), and a copy makes a segment when it needs one.
    // A setting of this build's session only: the copies start with PostgreSQL's defaults.
    await db.exec('SET wal_recycle = off');
    // The cluster as initdb left it, for the tests about migrating a database from scratch or
    // from an old version: loading it costs about 0.7 s of CPU, initdb 2.2 s (0.2 s to dump here).
    await db.exec('CHECKPOINT');
    writeFileSync(empty, await dumpPglite(db));
    // The same cluster some migrations back, on the way up (a checkpoint and a dump, 0.2 s of CPU):
    // the test of restoring an older backup starts from it instead of migrating a cluster itself.
    await migrate(db, loadMigrations().slice(0, -OLDER_BY));
    await db.exec('CHECKPOINT');
    writeFileSync(older, await dumpPglite(db));
    await migrate(db);
    await seedIfEmpty(db);
    await cheapenSeededPasswords(db);
    // A dump of a running cluster opens as after a crash: without this checkpoint every copy
    // replayed the WAL of the migrations and the seed on its start (about 0.27 of its 1.17 s of
    // CPU, and a CRM start is paid by every server test file). The data are the same either way.
    await db.exec('CHECKPOINT');
    writeFileSync(file, await dumpPglite(db));
  } finally {
    await db.close();
  }
  return { file, empty, older, day, users: 0 };
}

export default async function setup(project: TestProject): Promise<() => void> {
  shared.endRun ??= useRunDir('unit-run-');
  const template = await (shared.crmTemplate ??= build());
  template.users += 1;
  project.provide('crmTemplate', template.file);
  project.provide('crmTemplateDay', template.day);
  project.provide('crmEmptyTemplate', template.empty);
  project.provide('crmOlderTemplate', template.older);
  // Only the CRM suite copies databases; the gateway's PostgreSQL tests (scale-out) use the URL as given.
  const url = process.env.DATABASE_URL;
  const pg = url && project.name === 'crm' ? await (shared.pgTemplate ??= createPgTemplate(url)) : '';
  project.provide('pgTemplate', pg);
  return async () => {
    if (pg) await dropPgCopies(url!, pg);
    if (--template.users > 0) return;
    rmSync(dirname(template.file), { recursive: true, force: true });
    shared.endRun?.();
    shared.endRun = undefined;
  };
}
