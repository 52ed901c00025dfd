/**
 * The CRM client as an app decorator. Tests and benches may hand in their own Upstream; the one
 * built here (undici) is closed with the app, a handed-in one belongs to whoever made it. Either
 * way the app sees it through the session and reference-list caches (gateway/cache).
 */
import { cachedUpstream, type CachedUpstream } from '../cache/cached-upstream';
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
  app.decorate('upstream', cachedUpstream(upstream, app.config));
  if (owned) app.addHook('onClose', async () => upstream.close());
}, 'upstream');
