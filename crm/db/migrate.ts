/**
 * Numbered SQL migrations (migrations/NNN_name.sql), applied in order at start, each in its own
 * transaction and recorded in schema_migrations so a restart applies only what is new.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './connect';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * Several processes may share one PostgreSQL server (and CI runs test files in parallel against
 * it): a transaction-scoped advisory lock makes them take turns, and each re-checks what is done.
 */
export const MIGRATION_LOCK = 7_250_001;

export function loadMigrations(dir: string = DIR): Migration[] {
  const seen = new Set<string>();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const m = FILE.exec(file);
      if (!m) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      if (seen.has(m[1])) throw new Error(`Two migrations share the number ${m[1]}`);
      seen.add(m[1]);
      return { version: m[1], name: m[2], sql: readFileSync(`${dir}/${file}`, 'utf8') };
    });
}

async function appliedVersions(db: Db): Promise<Set<string>> {
  const [{ present }] = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!present) return new Set();
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((r) => r.version));
}

/** Returns the versions applied by this call (empty when the schema was already current). */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  // A restart with nothing new (the usual case) reads once instead of taking the lock per file:
  // part of the cold start of docs/performance.md row 5. Anything missing takes the full path.
  const known = await appliedVersions(db);
  if (migrations.every((m) => known.has(m.version))) return [];

  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (rows.length > 0) return true;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return false;
    });
    if (!done) applied.push(m.version);
  }
  return applied;
}
