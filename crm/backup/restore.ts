/**
 * `npm run restore -- <file>` (scripts/restore.ts): check the backup, build a new database from
 * it beside the current one, migrate it to this version, open it and count its main tables, and
 * only then swap it in; the old database is kept aside as `data.before-restore-<time>`. Nothing
 * in DATA_DIR changes until every check passed.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { connect } from '../db/connect';
import { DataDirLockedError, lockDataDir, type DirLock } from '../db/lock';
import { migrate } from '../db/migrate';
import { PGLITE_OPTIONS } from '../db/pglite';
import { checksumFile, kindOfName, sha256Of, type TableCount } from './files';
import { countTables } from './take';

/** A restore that must not go on; the message is Russian, then English, for the console. */
export class BadBackupError extends Error {
  constructor(ru: string, en: string) {
    super(`${ru} (${en})`);
    this.name = 'BadBackupError';
  }
}

const TAR_BLOCK = 512;

/** The tarball inside a backup, after its checksum, its gzip stream and its shape were checked. */
export async function verifyBackup(file: string): Promise<Uint8Array> {
  const name = basename(file);
  if (!existsSync(file)) throw new BadBackupError(`Файл ${name} не найден`, 'file not found');
  if (kindOfName(name) !== 'pglite')
    throw new BadBackupError(
      'Это копия PostgreSQL: восстанавливайте её через pg_restore',
      'a pg_dump backup: restore it with pg_restore',
    );
  const sidecar = checksumFile(file);
  if (!existsSync(sidecar))
    throw new BadBackupError(
      `Нет файла контрольной суммы ${basename(sidecar)}: копия неполная`,
      'checksum file missing',
    );
  const expected = readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0]?.toLowerCase();
  if ((await sha256Of(file)) !== expected)
    throw new BadBackupError(
      'Контрольная сумма не совпадает: копия повреждена или обрезана',
      'checksum mismatch: the backup is corrupted or truncated',
    );
  let tar: Buffer;
  try {
    tar = gunzipSync(readFileSync(file));
  } catch {
    throw new BadBackupError('Архив копии повреждён или обрезан', 'the gzip stream is damaged or cut off');
  }
  // A PGlite dump is a tar of a PostgreSQL data dir: whole 512-byte blocks, PG_VERSION inside.
  if (tar.length < TAR_BLOCK * 2 || tar.length % TAR_BLOCK !== 0 || !tar.includes('PG_VERSION'))
    throw new BadBackupError('В архиве нет базы данных', 'the archive holds no database');
  return tar;
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  now?: Date;
  /** Progress lines for the console. */
  log?: (line: string) => void;
}

export interface RestoreResult {
  /** Where the previous database was put (null when DATA_DIR held none). */
  keptAside: string | null;
  migrationsApplied: string[];
  counts: TableCount[];
}

const stamp = (t: Date) =>
  t
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  mkdirSync(opts.dataDir, { recursive: true });
  // The running server holds this lock: a restore under it would swap the files it writes to.
  let lock: DirLock;
  try {
    lock = lockDataDir(opts.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BadBackupError(
      `Папка данных ${opts.dataDir} занята работающим сервером (pid ${err.pid}): остановите его и повторите`,
      'the data directory is in use by a running server: stop it first',
    );
  }
  const fresh = join(opts.dataDir, `.restore-${stamp(now)}`);
  try {
    log('Проверка копии (checking the backup)…');
    const tar = await verifyBackup(opts.file);
    rmSync(fresh, { recursive: true, force: true });
    mkdirSync(fresh, { recursive: true });
    log('Распаковка в новую папку (unpacking into a fresh directory)…');
    try {
      const pg = await PGlite.create(join(fresh, 'pglite'), {
        ...PGLITE_OPTIONS,
        loadDataDir: new Blob([new Uint8Array(tar)]),
      });
      await pg.close();
    } catch (err) {
      throw new BadBackupError(
        'База из копии не открывается',
        `the database does not open: ${(err as Error).message}`,
      );
    }
    log('Миграции и проверка (migrations and checks)…');
    const db = await connect({ dataDir: fresh });
    let migrationsApplied: string[];
    let counts: TableCount[];
    try {
      migrationsApplied = await migrate(db);
      counts = await countTables(db);
      if (!counts.some((c) => c.table === 'orders'))
        throw new BadBackupError(
          'В базе из копии нет таблицы заказов',
          'no orders table in the restored database',
        );
    } finally {
      await db.close();
    }
    const current = join(opts.dataDir, 'pglite');
    let keptAside: string | null = null;
    if (existsSync(current)) {
      keptAside = join(opts.dataDir, `data.before-restore-${stamp(now)}`);
      mkdirSync(keptAside);
      renameSync(current, join(keptAside, 'pglite'));
    }
    renameSync(join(fresh, 'pglite'), current);
    return { keptAside, migrationsApplied, counts };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    lock.release();
  }
}
