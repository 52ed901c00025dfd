/**
 * The CRM's HTTP face: `POST /<area>/<method>?apiKey=KEY` with a JSON object body, answered
 * with the envelope of crm/envelope.ts whatever happens (docs/upstream-contract.md).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Db } from './db/connect';
import { DOMAINS } from './domains';
import { IMAGE_UPLOADS } from './domains/catalog';
import { CrmError, fail, ok } from './envelope';
import { createEventHub, eventsDomain } from './events/poll';
import { exportRoute } from './export/route';
import { holdsNul, NUL_MESSAGE } from './lib/validate';
import { findHandler, type Body, type CrmContext, type Registry } from './registry';
import { boundJsonDepth, JSON_TOO_DEEP, JSON_TOO_DEEP_CODE } from '../schema/json-depth';
import { DEFAULT_SHOP_TIMEZONE, isTimeZone } from '../schema/time-zone';

export const BODY_LIMIT = 1024 * 1024;
/**
 * The picture uploads carry the image as base64 (a third larger): a full picture of up to 8 MiB
 * and its thumbnail of up to 1 MiB (crm/catalog/images.ts) come to just over 12 MiB of JSON.
 */
export const UPLOAD_BODY_LIMIT = 13 * 1024 * 1024;

export interface CrmAppOptions {
  db: Db;
  apiKey: string;
  /** true, pino options (level, stream, …) or a pino logger; the request serializer always applies. */
  logger?: boolean | object;
  registry?: Registry;
  bodyLimit?: number;
  /** The mail worker handlers tell about queued messages (crm/marketing/delivery.ts). */
  delivery?: CrmContext['delivery'];
  webhooks?: CrmContext['webhooks'];
  /** The shop's calendar handlers count "today" in (schema/time-zone.ts); default Europe/Moscow. */
  timeZone?: string;
  /** The clock of bonus expiry (CrmContext.now); default the real one. */
  now?: () => Date;
}

/** The apiKey travels in the query string, so logs never get the query string at all. */
function serializeRequest(req: { method: string; url: string; ip?: string }) {
  const q = req.url.indexOf('?');
  return {
    method: req.method,
    url: q < 0 ? req.url : `${req.url.slice(0, q)}?[redacted]`,
    remoteAddress: req.ip,
  };
}

interface LoggerInstance {
  child(bindings: object, options?: object): FastifyBaseLogger;
  info: unknown;
}

function isLoggerInstance(value: unknown): value is LoggerInstance {
  const v = value as Partial<LoggerInstance> | null;
  return typeof v?.child === 'function' && typeof v.info === 'function';
}

/** `logger`: true, pino options, or a running pino logger (e.g. the gateway's app.log). */
function loggerSettings(logger: CrmAppOptions['logger']): Partial<FastifyServerOptions> {
  if (!logger) return { logger: false };
  const serializers = { req: serializeRequest };
  if (isLoggerInstance(logger)) {
    return { loggerInstance: logger.child({ service: 'crm' }, { serializers }) };
  }
  const base = (logger === true ? {} : logger) as { serializers?: Record<string, unknown> };
  return { logger: { ...base, serializers: { ...base.serializers, ...serializers } } };
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function buildCrmApp(opts: CrmAppOptions): FastifyInstance {
  if (!opts.apiKey) throw new Error('The CRM needs an API key');
  const timeZone = opts.timeZone ?? DEFAULT_SHOP_TIMEZONE;
  // Checked once here: the zone also reaches SQL (AT TIME ZONE) as a parameter.
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}"`);
  const expectedKey = digest(opts.apiKey);
  // Equal-length digests let timingSafeEqual compare keys of any length in constant time.
  const keyMatches = (given: unknown) =>
    typeof given === 'string' && timingSafeEqual(digest(given), expectedKey);

  const app = Fastify({ ...loggerSettings(opts.logger), bodyLimit: opts.bodyLimit ?? BODY_LIMIT });
  // The event outbox's long poll (crm/events/poll.ts): its waits end as soon as the app closes.
  const hub = createEventHub(opts.db, app.log);
  app.addHook('preClose', async () => hub.close());
  const registry = { ...(opts.registry ?? DOMAINS), events: eventsDomain(hub) };
  // A body of thousands of nested levels is refused while parsing (schema/json-depth.ts).
  boundJsonDepth(app);

  // Before the body is read: a caller without the key gets nothing parsed, looked up or stored.
  app.addHook('onRequest', async (req, reply) => {
    if (!keyMatches((req.query as Record<string, unknown>).apiKey)) {
      return reply.code(401).send(fail('API_KEY'));
    }
  });

  async function serve(area: string, method: string, req: FastifyRequest, reply: FastifyReply) {
    const handler = findHandler(registry, area, method);
    if (!handler) return reply.code(404).send(fail('UNKNOWN_METHOD'));
    const body = req.body === undefined ? {} : req.body;
    if (!isObject(body)) return reply.code(400).send(fail('BAD_REQUEST'));
    if (holdsNul(body)) return fail('VALIDATION', NUL_MESSAGE);
    try {
      return ok(
        (await handler(body, {
          db: opts.db,
          log: req.log,
          delivery: opts.delivery,
          webhooks: opts.webhooks,
          timeZone,
          now: opts.now,
        })) ?? null,
      );
    } catch (err) {
      if (err instanceof CrmError) return fail(err.code, err.message, err);
      throw err;
    }
  }

  app.post<{ Params: { area: string; method: string } }>('/:area/:method', (req, reply) =>
    serve(req.params.area, req.params.method, req, reply),
  );
  // Static routes win over the parametric one: only these two read a large body.
  for (const method of IMAGE_UPLOADS) {
    app.post(
      `/catalog/${method}`,
      { bodyLimit: Math.max(UPLOAD_BODY_LIMIT, opts.bodyLimit ?? 0) },
      (req, reply) => serve('catalog', method, req, reply),
    );
  }

  // The CSV export is a file, not an envelope: its own static route (wins over /:area/:method).
  exportRoute(app, { db: opts.db, timeZone });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send(fail('UNKNOWN_METHOD')));

  app.setErrorHandler((err: { statusCode?: number; code?: string }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(fail('PAYLOAD_TOO_LARGE'));
    // Fastify's own 4xx: malformed JSON, an empty JSON body, an unsupported content type.
    if (status >= 400 && status < 500) {
      req.log.info({ code: err.code }, 'bad request');
      return reply
        .code(400)
        .send(err.code === JSON_TOO_DEEP_CODE ? fail('BAD_REQUEST', JSON_TOO_DEEP) : fail('BAD_REQUEST'));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(fail('INTERNAL'));
  });

  return app;
}
