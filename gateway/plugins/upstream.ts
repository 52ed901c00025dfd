/**
 * The CRM client as an app decorator. Tests and benches may hand in their own Upstream; the one
 * built here (undici) is closed with the app, a handed-in one belongs to whoever made it. Either
 * way the app sees it through the session and reference-list caches (gateway/cache), and through
 * the publisher of domain events (gateway/events).
 */
import { cachedUpstream, type CachedUpstream } from '../cache/cached-upstream';
import { publishingUpstream } from '../events/publishing-upstream';
import type { Upstream } from '../upstream/types';
import { createUndiciUpstream } from '../upstream/undici';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: CachedUpstream;
  }
}

export interface UpstreamPluginOptions {
  crmUrl: string;
  upstream?: Upstream;
}

export default shared<UpstreamPluginOptions>(async (app, opts) => {
  const owned = !opts.upstream;
  const upstream =
    opts.upstream ??
    createUndiciUpstream({
      url: opts.crmUrl,
      apiKey: app.config.crmApiKey,
      settings: app.config.upstream,
      logger: app.log.child({ component: 'upstream' }),
    });
  // Outermost: an event is published once the caches have forgotten what the write changed.
  const published = publishingUpstream(cachedUpstream(upstream, app.config), app.events, (err) =>
    app.log.warn({ err }, 'publishing an event failed'),
  );
  app.decorate('upstream', published);
  if (owned) app.addHook('onClose', async () => upstream.close());
}, 'upstream');
