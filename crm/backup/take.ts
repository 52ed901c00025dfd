/**
 * Taking one backup while the CRM serves requests. PGlite: its own dump of the data dir (taken in
 * the handle's queue between two requests, crm/db/pglite.ts), gzipped outside the queue so sales
 * wait only for the dump itself. PostgreSQL: `pg_dump -Fc` when the binary is on PATH.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  createWriteStream,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/connect';
import { dumpPglite } from '../db/pglite';
import {
  backupName,
  checksumFile,
  metaFile,
  PARTIAL,
  sha256Line,
  sha256Of,
  type BackupInfo,
  type TableCount,
} from './files';
import { listBackups, timeOfName } from './files';
import { toKeep, type Retention } from './rotation';

/** The tables a backup's listing counts and a restore checks: what a shop would miss first. */
export const MAIN_TABLES = [
  'clients',
  'orders',
  'order_lines',
  'products',
  'stock_balances',
  'cash_moves',
  'users',
] as const;

/** Row counts of the main tables present (an old backup may predate some). */
export async function countTables(db: Db): Promise<TableCount[]> {
  const present = await db.query<{ name: string }>(
    `SELECT t AS name FROM unnest($1::text[]) AS t WHERE to_regclass(t) IS NOT NULL`,
    [[...MAIN_TABLES]],
  );
  if (present.length === 0) return [];
  const sql = present.map((p) => `SELECT '${p.name}' AS "table", count(*)::int AS rows FROM ${p.name}`);
  return db.query<TableCount>(sql.join(' UNION ALL '));
}

async function lastMigration(db: Db): Promise<string | null> {
  const [row] = await db.query<{ version: string | null }>(
    `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN NULL
            ELSE (SELECT max(version) FROM schema_migrations) END AS version`,
  );
  return row?.version ?? null;
}

/** Data reaches the disk before the name says it is complete (PGlite itself does not fsync). */
function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class PgDumpMissingError extends Error {
  constructor() {
    super('pg_dump не найден: с DATABASE_URL копии делает сервер PostgreSQL (pg_dump is not on PATH)');
  }
}

function runPgDump(databaseUrl: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['-Fc', '--no-owner', '-f', out, '-d', databaseUrl], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new PgDumpMissingError() : err),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Writes `file` (then its sidecars) under temporary names, renaming each when it is whole. */
function publish(partial: string, file: string, hex: string, meta: BackupInfo): void {
  fsyncPath(partial);
  writeFileSync(checksumFile(file), sha256Line(hex, file));
  writeFileSync(metaFile(file), JSON.stringify(meta, null, 2));
  renameSync(partial, file);
}

/** The copy to a second directory (a mounted disk, a synced folder) goes the same careful way. */
function copyTo(dir: string, file: string, name: string): void {
  mkdirSync(dir, { recursive: true });
  const target = join(dir, name);
  for (const side of [checksumFile, metaFile]) copyFileSync(side(file), side(target));
  copyFileSync(file, target + PARTIAL);
  fsyncPath(target + PARTIAL);
  renameSync(target + PARTIAL, target);
}

/**
 * Each chunk of a stream costs one turn of the event loop, and beside busy tills a turn waits for
 * the orders queued on PGlite's one connection (hundreds of ms on a loaded machine). With zlib's
 * 16 KB output chunks and a second pass to hash the file, a 15 MB backup took some 1,100 turns
 * and 33× its idle time (bench row 20d, docs/operations.md); 1 MiB chunks, hashed on the way to
 * the disk, make it some 30.
 */
export const BACKUP_CHUNK = 1 << 20;

/** Gzips `tar` into `file` and answers the sha256 of the bytes written. */
async function gzipTo(tar: Uint8Array, file: string): Promise<string> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  await pipeline(
    Readable.from([tar]),
    createGzip({ level: 6, chunkSize: BACKUP_CHUNK }),
    tap,
    createWriteStream(file, { highWaterMark: BACKUP_CHUNK }),
  );
  return hash.digest('hex');
}

export interface TakeOptions {
  dir: string;
  copyDir?: string | null;
  now: Date;
  /** Set for PostgreSQL storage (pg_dump); unset for PGlite. */
  databaseUrl?: string | null;
  /** Told as the backup moves on (the SA screen shows it). */
  onPhase?: (phase: BackupPhase) => void;
}

export type BackupPhase = 'counting' | 'dumping' | 'compressing' | 'copying' | 'rotating';

export async function takeBackup(db: Db, opts: TakeOptions): Promise<BackupInfo> {
  const kind = opts.databaseUrl ? 'pg_dump' : 'pglite';
  const name = backupName(opts.now, kind);
  const file = join(opts.dir, name);
  const partial = file + PARTIAL;
  mkdirSync(opts.dir, { recursive: true });
  try {
    opts.onPhase?.('counting');
    const counts = await countTables(db);
    const migration = await lastMigration(db);
    opts.onPhase?.('dumping');
    let hex: string;
    if (kind === 'pglite') {
      const tar = await dumpPglite(db);
      opts.onPhase?.('compressing');
      hex = await gzipTo(tar, partial);
    } else {
      await runPgDump(opts.databaseUrl!, partial);
      hex = await sha256Of(partial);
    }
    const info: BackupInfo = {
      name,
      at: opts.now.toISOString(),
      sizeBytes: statSync(partial).size,
      kind,
      counts,
      migration,
    };
    publish(partial, file, hex, info);
    if (opts.copyDir) {
      opts.onPhase?.('copying');
      copyTo(opts.copyDir, file, name);
    }
    return info;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Deletes the backups of `dir` rotation does not keep; answers the names deleted. */
export function rotate(dir: string, retention: Retention): string[] {
  const all = listBackups(dir);
  const keep = toKeep(
    all.map((b) => timeOfName(b.name)!),
    retention,
  );
  const gone = all.filter((b) => !keep.has(timeOfName(b.name)!.getTime()));
  for (const b of gone) {
    const file = join(dir, b.name);
    for (const f of [file, checksumFile(file), metaFile(file)]) rmSync(f, { force: true });
  }
  return gone.map((b) => b.name);
}
