/**
 * When a page is done starting: no GraphQL request waiting (app/requests.ts), and for `quietMs`
 * no resource finished loading and no long task ran on the main thread. The service worker's
 * install (some 140 files fetched, parsed and stored) waits for it. Registered at the first idle
 * moment after `load`, as until 2026-11-28, the install began while the order list was still
 * waiting for its first page (the main thread is idle while it waits) and ran beside the first
 * render on the same two cores: the worker's thread was busy before the first row in 4 and in 2
 * of 8 cold loads (two runs), and in none since (docs/performance.md, V2).
 */
import { requestsPending } from '../../app/requests';

/** The entry types watched, where the browser reports them (longtask: Chromium only). */
const WATCHED = ['resource', 'longtask'];

/** Resolves once the page has been quiet for `quietMs`, or after `capMs` whatever it does. */
export function whenQuiet({ quietMs = 2_000, capMs = 30_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const supported =
      typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
    const types = WATCHED.filter((type) => supported.includes(type));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = types.length ? new PerformanceObserver(() => restart()) : undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(cap);
      observer?.disconnect();
      resolve();
    };
    // A request still waiting is no quiet: looked at again one window later.
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (requestsPending() ? restart() : done()), quietMs);
    };
    const cap = setTimeout(done, capMs);
    for (const type of types) observer?.observe({ type });
    restart();
  });
}
