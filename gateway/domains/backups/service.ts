/**
 * Backups on the CRM (area `backup`, crm/backup/domain.ts): the CRM's list and state as the
 * GraphQL BackupState. A remote CRM without the area answers UNKNOWN_METHOD: mapped to a clear
 * Russian message by mapRemoteError.
 */
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';

export type BackupMode = 'pglite' | 'pg_dump' | 'server';

export interface BackupRecord {
  name: string;
  at: string;
  sizeBytes: number;
  counts: { table: string; rows: number }[];
}

export interface BackupStatusRecord {
  mode: BackupMode;
  running: boolean;
  phase: string | null;
  lastGoodAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

export type BackupStateRecord = BackupStatusRecord & { backups: BackupRecord[] };

interface RemoteList {
  status: BackupStatusRecord;
  backups: BackupRecord[];
}

const toState = (r: RemoteList): BackupStateRecord => ({
  ...r.status,
  backups: r.backups.map((b) => ({ name: b.name, at: b.at, sizeBytes: b.sizeBytes, counts: b.counts })),
});

export function backupService(upstream: Upstream) {
  const call = async <T>(method: string) => {
    try {
      return await upstream.call<T>('backup', method);
    } catch (err) {
      throw mapRemoteError(err);
    }
  };
  return {
    state: async () => toState(await call<RemoteList>('getBackupList')),
    start: async () => toState(await call<RemoteList>('startBackup')),
    /** For the health query: never throws (a CRM without backups reports nulls). */
    async status(): Promise<BackupStatusRecord | null> {
      try {
        return await upstream.call<BackupStatusRecord>('backup', 'getBackupStatus');
      } catch {
        return null;
      }
    },
  };
}
