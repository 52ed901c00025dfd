/**
 * A backup's file name, `flora-<UTC time>.tar.gz` (PGlite) or `.dump` (pg_dump -Fc): made by the
 * CRM's backups (crm/backup) and checked by the gateway's download (gateway/domains/backups), so a
 * request can only name a backup, never another file.
 */
const NAME = /^flora-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(tar\.gz|dump)$/;

export type BackupKind = 'pglite' | 'pg_dump';

export function backupName(at: Date, kind: BackupKind): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `flora-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** The time a backup's name holds, or null for a file that is not one. */
export function timeOfName(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

export function kindOfName(name: string): BackupKind {
  return name.endsWith('.dump') ? 'pg_dump' : 'pglite';
}
