/**
 * The CRM area `backup` (docs/upstream-contract.md): the list of backups with the state of the
 * schedule, and taking one now. The gateway lets only the superadmin call it.
 */
import { CrmError } from '../envelope';
import type { Domain } from '../registry';
import type { BackupService } from './service';

export function backupDomain(serviceOf: () => BackupService | null): Domain {
  const need = () => {
    const service = serviceOf();
    if (!service) throw new CrmError('NOT_FOUND', 'Резервные копии в этом CRM не настроены');
    return service;
  };
  return {
    async getBackupStatus() {
      return need().status();
    },
    async getBackupList() {
      const s = need();
      return { status: s.status(), backups: s.list() };
    },
    // Answers at once: a large database takes longer than the gateway waits for a reply.
    async startBackup() {
      const s = need();
      s.run().catch(() => undefined); // logged and raised in the bell by the service
      return { status: s.status(), backups: s.list() };
    },
    // A failed backup is an answer, not a failed call: the screen shows why (and the bell has it).
    async runBackup() {
      const s = need();
      try {
        return { backup: await s.run(), error: null };
      } catch (err) {
        return { backup: null, error: (err as Error).message };
      }
    },
  };
}
