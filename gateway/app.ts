/**
 * The gateway as a Fastify plugin (fastify/demo's shape): our plugins in dependency order, then
 * the routes. `buildApp` wraps it in an instance with the logger and limits from config; tests
 * build it once per file and talk to it through `app.inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { DOMAINS } from './domains';
import audit from './domains/audit/record';
import authAttempts from './domains/auth/attempts';
import imageRoutes from './images/routes';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import errorsPlugin from './plugins/errors';
import eventsPlugin from './events/plugin';
import graphqlPlugin from './plugins/graphql';
import legacyApi from './plugins/legacy-api';
import securityPlugin from './plugins/security';
import { shared } from './plugins/shared';
import upstreamPlugin from './plugins/upstream';
import webPlugin from './plugins/web';
import { redactApiKeyQuery } from './upstream/redact';
import { boundJsonDepth } from '../schema/json-depth';
import type { Upstream } from './upstream/types';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The CRM's base URL (remote or embedded): for the few routes that stream a reply through. */
    crmUrl: string;
  }
}

export interface AppOptions {
  config: Config;
  /** Base URL of the CRM: config.crmUrl, or the embedded CRM's loopback URL. */
  crmUrl: string;
  /** Another CRM client (tests, benches); by default an undici Pool on crmUrl. */
  upstream?: Upstream;
}

/**
 * One list for every gateway of the process: the GraphQL plugin builds its executable schema once
 * per list (gateway/graphql/executable-schema.ts).
 */
const RESOLVERS = DOMAINS.flatMap((d) => (d.resolvers ? [d.resolvers] : []));

export const app = shared<AppOptions>(async (fastify, opts) => {
  fastify.decorate('config', opts.config);
  fastify.decorate('crmUrl', opts.crmUrl);
  // Before any route reads a body: thousands of nested levels are a 400, not a stack overflow.
  boundJsonDepth(fastify);

  await fastify.register(securityPlugin);
  await fastify.register(errorsPlugin);
  // Before any route: its onSend hook must see every reply.
  await fastify.register(compressionPlugin);
  // Before the CRM client: it publishes what each write changed (gateway/events).
  await fastify.register(eventsPlugin);
  await fastify.register(upstreamPlugin, { crmUrl: opts.crmUrl, upstream: opts.upstream });
  await fastify.register(authPlugin);
  await fastify.register(authAttempts);
  await fastify.register(audit);
  await fastify.register(graphqlPlugin, { resolvers: RESOLVERS });
  await fastify.register(legacyApi, {
    prefix: '/api',
    routes: DOMAINS.flatMap((d) => (d.legacy ? [d.legacy] : [])),
  });
  // Pictures are public (<img> sends no token) and must never fall back to the web app.
  await fastify.register(imageRoutes);
  await fastify.register(webPlugin);
}, 'gateway');

/** Never log a bearer token or the CRM key, whatever the level. */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', 'request.headers.authorization'],
      censor: '***',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactApiKeyQuery(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

export async function buildApp(
  opts: AppOptions & { logStream?: NodeJS.WritableStream },
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: loggerOptions(opts.config, opts.logStream),
    bodyLimit: opts.config.bodyLimitBytes,
    // Close idle keep-alive sockets on shutdown so a graceful close does not wait on browsers.
    forceCloseConnections: 'idle',
  });
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
