/**
 * The CRM client with two short-lived caches in front (docs/performance.md, docs/operations.md):
 *
 * - sessions: `auth/profile` per CRM session token for `authCacheMs`, so an authenticated request
 *   does not cost a second CRM call; any write in the `auth` or `user` area through this gateway
 *   (logout, sign-in, registration, a user's activity, deletion, edit or access rights) clears
 *   every session at once, so such a change is seen by the very next request;
 * - reference lists: `getAll{R}` of every list of schema/lists.ts (and the status and system colour
 *   lists) for `listCacheMs`; any write at all through this gateway clears them all, since a write
 *   of one domain may change another's rows (an order creates its client, a product's picture is a
 *   catalogue call, posting a document …). Reads are rare next to list reads; precision would buy
 *   little and risk a stale list.
 *
 * A read is a call named get…/all… (plus auth/profile and health/ping); everything else is a
 * write, before and after which the caches are cleared (TtlCache's generation keeps a read that
 * raced the write from storing the old value). Writes made elsewhere — another gateway instance,
 * straight in the CRM — are told by the CRM's event outbox (gateway/events/follower.ts calls
 * `invalidate`: a `session.changed` drops the sessions, any other event the lists); the entries'
 * expiry, AUTH_CACHE_MS and LIST_CACHE_MS, stays as the safety net (and is the only bound with a
 * CRM that has no outbox). Either setting at 0 turns its cache off. Cached values are shared between requests: callers
 * never change what the CRM sent (they copy to map it), and entries are frozen to keep it so.
 */
import { isCrmRead } from '../../schema/crm-methods';
import { LISTS, remoteNames } from '../../schema/lists';
import type { Upstream } from '../upstream/types';
import { TtlCache } from './ttl-cache';

export interface CacheSettings {
  authCacheMs: number;
  listCacheMs: number;
}

/** Sessions held at most (the oldest go first); one entry is one user's profile. */
export const MAX_SESSIONS = 10_000;
/** Records held at most over all cached lists: about 50 MB of typical list rows. */
export const MAX_LIST_RECORDS = 50_000;

/** The list reads that are cached, as `area/method` (their body is always empty). */
export const CACHED_LIST_READS: ReadonlySet<string> = new Set([
  ...LISTS.map((l) => `${l.area}/${remoteNames(l).getAll}`),
  'reference/getAllColorDefault',
  'order/getAllStatus',
]);

/** A read is served (or passed through) as is; anything else clears its area (schema/crm-methods.ts). */
export const isRead = isCrmRead;

/** Writes that may change who a session belongs to, or what that user may do. */
const touchesSessions = (area: string) => area === 'auth' || area === 'user';

const isEmpty = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export interface CachedUpstream extends Upstream {
  /** Forgets every cached session and list (tests; writes do this by themselves). */
  clearCaches(): void;
  /** Forgets what a change made elsewhere made stale (the CRM's events, gateway/events). */
  invalidate(what: 'sessions' | 'lists'): void;
}

export function cachedUpstream(inner: Upstream, settings: CacheSettings): CachedUpstream {
  const sessions =
    settings.authCacheMs > 0
      ? new TtlCache<unknown>({ ttlMs: settings.authCacheMs, maxWeight: MAX_SESSIONS })
      : null;
  const lists =
    settings.listCacheMs > 0
      ? new TtlCache<unknown>({
          ttlMs: settings.listCacheMs,
          maxWeight: MAX_LIST_RECORDS,
          weigh: (v) => (Array.isArray(v) ? Math.max(1, v.length) : 1),
        })
      : null;

  const cleared = (area: string) => {
    lists?.clear();
    if (touchesSessions(area)) sessions?.clear();
  };

  /** Runs a write between two clears: before, so no request sees the old value after it is sent. */
  async function write<T>(area: string, run: () => Promise<T>): Promise<T> {
    cleared(area);
    try {
      return await run();
    } finally {
      cleared(area);
    }
  }

  function cacheOf(area: string, method: string, body: unknown): [TtlCache<unknown>, string] | null {
    if (area === 'auth' && method === 'profile' && sessions) {
      const token = (body as { accessToken?: unknown } | null)?.accessToken;
      return typeof token === 'string' ? [sessions, token] : null;
    }
    const key = `${area}/${method}`;
    return lists && CACHED_LIST_READS.has(key) && isEmpty(body) ? [lists, key] : null;
  }

  return {
    call<T>(area: string, method: string, body?: unknown): Promise<T> {
      if (!isRead(area, method)) return write(area, () => inner.call<T>(area, method, body));
      const cached = cacheOf(area, method, body);
      if (!cached) return inner.call<T>(area, method, body);
      const [cache, key] = cached;
      return cache.get(key, async () => deepFreeze(await inner.call(area, method, body))) as Promise<T>;
    },
    envelope(area, method, body) {
      if (!isRead(area, method)) return write(area, () => inner.envelope(area, method, body));
      return inner.envelope(area, method, body);
    },
    close: () => inner.close(),
    clearCaches() {
      lists?.clear();
      sessions?.clear();
    },
    invalidate(what) {
      (what === 'sessions' ? sessions : lists)?.clear();
    },
  };
}
