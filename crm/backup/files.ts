/**
 * A backup on disk: `flora-<UTC time>.tar.gz` (PGlite) or `.dump` (pg_dump -Fc), beside it
 * `<name>.sha256` (the `sha256sum` line, so `sha256sum -c` checks it by hand too) and
 * `<name>.json` (time, size, table counts). A file is written as `<name>.partial` and renamed
 * when whole, so a name without `.partial` is always a complete backup.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { kindOfName, timeOfName, type BackupKind } from '../../schema/backup-name';

export const PARTIAL = '.partial';
export { backupName, kindOfName, timeOfName, type BackupKind } from '../../schema/backup-name';

export interface TableCount {
  table: string;
  rows: number;
}

export interface BackupInfo {
  name: string;
  /** ISO 8601, when the backup started. */
  at: string;
  sizeBytes: number;
  kind: BackupKind;
  /** Rows of the main tables when it was taken (empty when the meta file is missing). */
  counts: TableCount[];
  /** The newest migration the database had. */
  migration: string | null;
}

export const checksumFile = (file: string) => `${file}.sha256`;
export const metaFile = (file: string) => `${file}.json`;

export function sha256Line(hex: string, file: string): string {
  return `${hex}  ${basename(file)}\n`;
}

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    // Large chunks: fewer turns of an event loop busy tills may be filling (crm/backup/take.ts).
    createReadStream(file, { highWaterMark: 1 << 20 })
      .on('data', (c) => hash.update(c))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

function readMeta(file: string): Pick<BackupInfo, 'counts' | 'migration'> {
  try {
    const meta = JSON.parse(readFileSync(metaFile(file), 'utf8')) as Partial<BackupInfo>;
    return { counts: Array.isArray(meta.counts) ? meta.counts : [], migration: meta.migration ?? null };
  } catch {
    return { counts: [], migration: null };
  }
}

/** The complete backups in `dir`, newest first. */
export function listBackups(dir: string): BackupInfo[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // not made yet, or not a directory: the failed backup says why
  }
  return names
    .map((name) => ({ name, at: timeOfName(name) }))
    .filter((f): f is { name: string; at: Date } => f.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map(({ name, at }) => {
      const file = join(dir, name);
      return {
        name,
        at: at.toISOString(),
        sizeBytes: statSync(file).size,
        kind: kindOfName(name),
        ...readMeta(file),
      };
    });
}

/** The full path of a backup in `dir` by its name; null for anything that is not one (no `../`). */
export function backupPath(dir: string, name: string): string | null {
  if (timeOfName(name) === null) return null;
  const file = join(dir, name);
  return existsSync(file) ? file : null;
}
