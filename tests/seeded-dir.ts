/**
 * A data directory that already holds the migrated, seeded shop, for tests that need the CRM on
 * disk (restarts, locks, kills, backups) but are not about the first start. A fresh directory
 * costs initdb, 38 migrations and the seed: 5–9 s of CPU per start on a 2-core machine, paid
 * again by every child process. The run's template dump (tests/crm-template.ts) unpacked into
 * `<dir>/pglite` opens in a fraction of that: the same files a first start leaves behind.
 *
 * When the template is stale (the run crossed the shop's midnight, tests/seeded-template.ts) the
 * directory is left empty and the CRM seeds it itself, as before. Tests about the first start
 * itself (migrations applied once, the seed) keep taking an empty directory.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyTemplate, seededTemplate } from './seeded-template';

/** `dir` (created when missing) gets the cluster of `template` under `pglite`; returns `dir`. */
function unpackInto(dir: string, template: string | null): string {
  mkdirSync(dir, { recursive: true });
  if (!template) return dir;
  const pgdata = join(dir, 'pglite');
  mkdirSync(pgdata);
  // PGlite's dump is a plain tar of the cluster's files with absolute member names.
  execFileSync('tar', ['-xf', template, '-C', pgdata], { stdio: 'ignore' });
  return dir;
}

/** `dir` (created when missing) gets the seeded database under `pglite`; returns `dir`. */
export function seedDataDir(dir: string): string {
  return unpackInto(dir, seededTemplate());
}

/**
 * `dir` (created when missing) gets the cluster initdb makes, not migrated, not seeded: for the
 * tests about the first start (migrations applied once, the seed), which are not about initdb.
 * A CRM's first start on it runs every migration and the seed, as on an empty directory, without
 * initdb's 2–3 s of CPU.
 */
export function initdbDataDir(dir: string): string {
  return unpackInto(dir, emptyTemplate());
}

/** A new temporary directory holding the seeded database. */
export function seededTempDir(prefix: string): string {
  return seedDataDir(mkdtempSync(join(tmpdir(), prefix)));
}
