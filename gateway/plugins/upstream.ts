/**
 * The CRM client as an app decorator. Tests and benches may hand in their own Upstream; the one
 * built here (undici) is closed with the app, a handed-in one belongs to whoever made it.
 */
import type { Upstream } from '../upstream/types';
import { createUndiciUpstream } from '../upstream/undici';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
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
  app.decorate('upstream', upstream);
  if (owned) app.addHook('onClose', async () => upstream.close());
}, 'upstream');
