/**
 * `POST /export/archive?apiKey=KEY`: the CSV export as a zip (crm/export/archive.ts), streamed as
 * it is made; not an envelope method, because the reply is the file itself
 * (docs/upstream-contract.md). A caller that hangs up stops the export at its next batch.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { exportArchive } from './archive';

/** «flora-export-2026-11-26T14-05-00Z.zip»: sorts by time, no `:` for Windows. */
export const exportName = (at: Date): string =>
  `flora-export-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.zip`;

export function exportRoute(app: FastifyInstance, opts: { db: Db; timeZone: string }): void {
  app.post('/export/archive', async (req, reply) => {
    const now = new Date();
    const { stream, done } = exportArchive(opts.db, { timeZone: opts.timeZone, now });
    void done.then((result) => {
      if (result.error) req.log.error({ export: result }, 'export failed');
      else
        req.log.info(
          { export: result },
          result.aborted ? 'export stopped: the reader went away' : 'export sent',
        );
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportName(now)}"`)
      .send(stream);
  });
}
