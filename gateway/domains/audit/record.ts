/**
 * `app.audit.record(request, entry)`: one security-relevant event into the CRM's audit log
 * (issue 16 item 5), with the client's address. Recording never fails the action it records:
 * a CRM that cannot take the entry is logged at error level and the sign-in (or sign-out) stands.
 */
import type { FastifyRequest } from 'fastify';
import { shared } from '../../plugins/shared';
import type { Upstream } from '../../upstream/types';

export type AuditEvent = 'signin.success' | 'signin.failure' | 'signout' | 'rights.changed' | 'export';

export interface AuditEntry {
  event: AuditEvent;
  actorId?: string | number | null;
  actorEmail?: string | null;
  targetUserId?: string | number | null;
  /** What happened, for the SA's screen; the CRM drops any password, token or hash in it. */
  detail?: Record<string, unknown>;
}

export interface Audit {
  record(request: FastifyRequest | null, entry: AuditEntry): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit;
  }
}

/** Sends one entry; errors are reported to `onError`, never thrown. */
export async function recordAudit(
  upstream: Upstream,
  entry: AuditEntry & { ip?: string | null },
  onError: (err: unknown) => void,
): Promise<void> {
  try {
    await upstream.call('audit', 'record', entry);
  } catch (err) {
    onError(err);
  }
}

export default shared(async (app) => {
  app.decorate('audit', {
    record: (request, entry) =>
      recordAudit(app.upstream, { ...entry, ip: request?.ip ?? null }, (err) =>
        (request?.log ?? app.log).error({ err, event: entry.event }, 'audit entry not recorded'),
      ),
  } satisfies Audit);
}, 'audit');
