/**
 * GET /api/backups/<name>: downloads one backup file (the superadmin's: gateway/plugins/
 * legacy-access.ts). Streamed from BACKUP_DIR, which only the embedded CRM writes; with a remote
 * CRM the backups are on its machine.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { timeOfName } from '../../../schema/backup-name';
import { NotFoundError } from '../../errors';
import { exportRoute } from './export';

export default async function backupsLegacy(app: FastifyInstance): Promise<void> {
  exportRoute(app);
  app.get<{ Params: { name: string } }>('/backups/:name', async (request, reply) => {
    await app.auth.requireAccess(request, { level: 'sa' });
    if (app.config.crmUrl) throw new NotFoundError('Копии хранятся на сервере CRM, а не у шлюза');
    // Only a backup's own name is a path here (no `../`, no other file of the directory).
    const { name } = request.params;
    const file = timeOfName(name) === null ? null : join(app.config.backup.dir, name);
    if (!file || !existsSync(file)) throw new NotFoundError('Копия не найдена');
    // gzip already: application/gzip is not compressed again (and no content-length to mismatch).
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(createReadStream(file));
  });
}
