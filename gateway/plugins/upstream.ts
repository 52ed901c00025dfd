/**
 * The CRM client as an app decorator. Tests and benches may hand in their own Upstream; the one
 * built here (undici) is closed with the app, a handed-in one belongs to whoever made it. Either
 * way the app sees it through the session and reference-list caches (gateway/cache), and through
 * the publisher of domain events (gateway/events).
 */
import { cachedUpstream, type CachedUpstream } from '../cache/cached-upstream';
import { createFollower, type Follower } from '../events/follower';
import { publishingUpstream } from '../events/publishing-upstream';
import type { Upstream } from '../upstream/types';
import { createUndiciUpstream } from '../upstream/undici';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: CachedUpstream;
    /** Follows the CRM's event outbox (gateway/events/follower.ts). */
    eventFollower: Follower;
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
  const cached = cachedUpstream(upstream, app.config);
  // Every instance follows the CRM's event outbox (gateway/events/follower.ts): events of all
  // instances reach this one's subscribers, and stale cache entries are dropped at once.
  const follower = createFollower({
    crmUrl: opts.crmUrl,
    apiKey: app.config.crmApiKey,
    bus: app.events,
    upstream: () => app.upstream,
    onEvent: (e) => cached.invalidate(e.kind === 'session.changed' ? 'sessions' : 'lists'),
    log: app.log.child({ component: 'events' }),
  });
  // Outermost: an event is published once the caches have forgotten what the write changed.
  // Only while the follower does not run (an older CRM without the outbox): see that file.
  const published = publishingUpstream(
    cached,
    app.events,
    (err) => app.log.warn({ err }, 'publishing an event failed'),
    () => follower.mode === 'following',
  );
  // The follower starts at the CRM's first good reply, not at boot: a gateway whose CRM is down
  // or faulty makes no calls of its own to it (the breaker and its counts stay the client's).
  let started = false;
  const startFollowing = <T>(value: T): T => {
    if (!started) {
      started = true;
      void follower.start();
    }
    return value;
  };
  app.decorate('upstream', {
    ...published,
    call: <T>(area: string, method: string, body?: unknown) =>
      published.call<T>(area, method, body).then(startFollowing),
    envelope: <T>(area: string, method: string, body?: unknown) =>
      published.envelope<T>(area, method, body).then(startFollowing),
  } satisfies CachedUpstream);
  app.decorate('eventFollower', follower);
  app.addHook('onClose', async () => follower.close());
  if (owned) app.addHook('onClose', async () => upstream.close());
}, 'upstream');
