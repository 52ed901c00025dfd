/**
 * GET /api/backups/export: the shop's data as CSV files in one zip (issue 19 item 4), the
 * superadmin's (gateway/plugins/legacy-access.ts: area `backups`). The CRM makes the archive as it
 * sends it (crm/export, `POST /export/archive`); this route passes its bytes through without
 * holding them, and a browser that hangs up ends the CRM's request, which stops the export.
 */
import type { FastifyInstance } from 'fastify';
import { request as crmRequest } from 'undici';
import { NotFoundError } from '../../errors';
import { UpstreamUnavailableError } from '../../upstream/errors';
import { redactSecret } from '../../upstream/redact';

const CALL = 'export/archive';

export function exportRoute(app: FastifyInstance): void {
  app.get('/backups/export', async (request, reply) => {
    const who = await app.auth.requireAccess(request, { level: 'sa' });
    const stop = new AbortController();
    const url = `${app.crmUrl.replace(/\/+$/, '')}/export/archive?apiKey=${encodeURIComponent(app.config.crmApiKey)}`;
    let res: Awaited<ReturnType<typeof crmRequest>>;
    try {
      // No body timeout: a slow reader may pause the archive for long (backpressure), not the CRM.
      // `reset`: the connection closes with the archive. Kept alive in the process-wide pool it
      // would outlive the gateway, and a CRM's close waited for it (its 72 s keep-alive).
      res = await crmRequest(url, { method: 'POST', signal: stop.signal, bodyTimeout: 0, reset: true });
    } catch (err) {
      const detail = redactSecret((err as Error).message, app.config.crmApiKey);
      throw new UpstreamUnavailableError(CALL, `CRM ${CALL}: ${detail}`);
    }
    if (res.statusCode !== 200) {
      await res.body.dump();
      // A remote CRM of another make has no such route (404): say so rather than fail vaguely.
      if (res.statusCode === 404) throw new NotFoundError('Этот CRM не умеет выгружать данные в CSV');
      throw new UpstreamUnavailableError(CALL, `CRM ${CALL}: HTTP ${res.statusCode}`);
    }
    // Fastify destroys the body when the browser goes away; the abort makes sure the socket to the CRM closes too.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    await app.audit.record(request, {
      event: 'export',
      actorId: who.id,
      actorEmail: who.email,
      detail: { what: 'csv-archive' },
    });
    return reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        String(res.headers['content-disposition'] ?? 'attachment; filename="export.zip"'),
      )
      .send(res.body);
  });
}
