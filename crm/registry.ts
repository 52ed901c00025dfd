/**
 * The shape of a domain: `crm/domains/<area>.ts` exports a map of method name to handler, and
 * one line in crm/domains/index.ts serves it as `POST /<area>/<method>`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connect';
import type { OutgoingMail } from './marketing/transport';

export type Body = Record<string, unknown>;

export interface CrmContext {
  db: Db;
  log: FastifyBaseLogger;
  /** The shop's IANA time zone: "today" and calendar days of every handler (schema/time-zone.ts). */
  timeZone: string;
  /** The mail worker (crm/marketing/delivery.ts), told when messages were queued; absent in bare apps. */
  delivery?: { kick(): void; send?(mail: OutgoingMail): Promise<void> };
  /** The webhook worker (crm/webhooks/worker.ts): its address rule, and a nudge after a retry. */
  webhooks?: { allowPrivate: boolean; kick(): void };
  /**
   * The clock of time-dependent rules (bonus expiry, docs/loyalty.md); absent: the real one. Tests
   * that walk time forward (tests/crm/loyalty-ledger.test.ts) hand in their own.
   */
  now?: () => Date;
}

/** Returns the envelope's data; throws CrmError for a domain failure. */
export type Handler = (body: Body, ctx: CrmContext) => Promise<unknown>;

export type Domain = Readonly<Record<string, Handler>>;

export type Registry = Readonly<Record<string, Domain>>;

/** Own properties only, so `/auth/constructor` or `/__proto__/x` never reach Object's members. */
export function findHandler(registry: Registry, area: string, method: string): Handler | undefined {
  if (!Object.hasOwn(registry, area)) return undefined;
  const domain = registry[area];
  return Object.hasOwn(domain, method) ? domain[method] : undefined;
}
