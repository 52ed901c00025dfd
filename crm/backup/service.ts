/**
 * The backups of a running CRM: one on a schedule (every `intervalHours`, counted from the last
 * good one, so a restart does not take an extra copy), one on demand from the SA screen, never
 * two at once. A failure is logged and raised in the bell for the superadmin.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { notifyBackupFailed } from '../notifications/raise';
import { listBackups, type BackupInfo } from './files';
import { DEFAULT_RETENTION, type Retention } from './rotation';
import { PgDumpMissingError, rotate, takeBackup, type BackupPhase } from './take';

export interface BackupSettings {
  /** Where backups go (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** A second directory every backup is also copied to (BACKUP_COPY_DIR). */
  copyDir?: string | null;
  /** Hours between scheduled backups; 0 turns the schedule off (BACKUP_INTERVAL_HOURS). */
  intervalHours: number;
  retention?: Retention;
}

/** How backups are made here: PGlite's dump, pg_dump, or the PostgreSQL server's own tools. */
export type BackupMode = 'pglite' | 'pg_dump' | 'server';

export interface BackupStatus {
  mode: BackupMode;
  dir: string;
  running: boolean;
  phase: BackupPhase | null;
  lastGoodAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface BackupService {
  start(): void;
  stop(): Promise<void>;
  /** Takes a backup now (or waits for the one under way); throws what made it fail. */
  run(): Promise<BackupInfo>;
  list(): BackupInfo[];
  status(): BackupStatus;
}

/** Whether `pg_dump` is on PATH; without it the PostgreSQL server's own backups apply. */
function pgDumpOnPath(): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, 'pg_dump'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** How often the schedule looks whether a backup is due. */
const TICK_MS = 60_000;

export interface BackupServiceOptions {
  db: Db;
  settings: BackupSettings;
  databaseUrl?: string | null;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The clock; tests pass a fake one. */
  now?: () => Date;
}

export function createBackupService(opts: BackupServiceOptions): BackupService {
  const now = opts.now ?? (() => new Date());
  const { settings } = opts;
  let mode: BackupMode = !opts.databaseUrl ? 'pglite' : pgDumpOnPath() ? 'pg_dump' : 'server';
  let current: Promise<BackupInfo> | null = null;
  let phase: BackupPhase | null = null;
  let lastError: { message: string; at: string } | null = null;
  let timer: NodeJS.Timeout | null = null;

  const lastGoodAt = () => listBackups(settings.dir)[0]?.at ?? null;

  async function once(): Promise<BackupInfo> {
    const started = now();
    try {
      if (mode === 'server') throw new PgDumpMissingError();
      const info = await takeBackup(opts.db, {
        dir: settings.dir,
        copyDir: settings.copyDir,
        now: started,
        databaseUrl: opts.databaseUrl,
        onPhase: (p) => (phase = p),
      });
      phase = 'rotating';
      const removed = rotate(settings.dir, settings.retention ?? DEFAULT_RETENTION);
      if (settings.copyDir)
        removed.push(...rotate(settings.copyDir, settings.retention ?? DEFAULT_RETENTION));
      lastError = null;
      opts.log.info({ backup: info.name, bytes: info.sizeBytes, removed }, 'backup taken');
      return info;
    } catch (err) {
      if (err instanceof PgDumpMissingError) mode = 'server';
      const message = (err as Error).message;
      lastError = { message, at: started.toISOString() };
      opts.log.error({ err: { message } }, 'backup failed');
      await notifyBackupFailed(opts.db, message).catch((e: Error) =>
        opts.log.error({ err: { message: e.message } }, 'could not raise the backup notification'),
      );
      throw err;
    } finally {
      phase = null;
    }
  }

  function run(): Promise<BackupInfo> {
    current ??= once().finally(() => (current = null));
    return current;
  }

  function due(): boolean {
    if (settings.intervalHours <= 0 || mode === 'server') return false;
    const last = lastGoodAt();
    return !last || now().getTime() - Date.parse(last) >= settings.intervalHours * 3_600_000;
  }

  return {
    start() {
      if (timer || settings.intervalHours <= 0) return;
      timer = setInterval(() => {
        if (!current && due()) run().catch(() => undefined);
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current?.catch(() => undefined);
    },
    run,
    list: () => listBackups(settings.dir),
    status: () => ({
      mode,
      dir: settings.dir,
      running: current !== null,
      phase,
      lastGoodAt: lastGoodAt(),
      lastError: lastError?.message ?? null,
      lastErrorAt: lastError?.at ?? null,
    }),
  };
}
