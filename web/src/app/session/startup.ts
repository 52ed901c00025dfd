/**
 * The stored token's check (Me), begun as the page loads (main.tsx) rather than when the session
 * first renders: the router renders nothing until the route's code has arrived, so the check used
 * to wait for every chunk of the screen and only then ask the server (docs/performance.md, V2).
 * Now both travel at once. main.tsx asks without Apollo (app/early.ts), so the check does not
 * wait for the data layer's code either; a later check (a remount) asks through Apollo.
 */
import type { SessionUser } from './context';
import { isTokenFresh, readToken } from './token';

let early: Promise<SessionUser | null> | null = null;

const check = () => import('./remote').then(({ fetchMe }) => fetchMe());

/** Starts the check (by `ask`) when a fresh-looking token is stored; nothing otherwise. */
export function beginSessionCheck(ask: () => Promise<SessionUser | null> = check): void {
  if (early || !isTokenFresh(readToken())) return;
  early = ask();
  // Whoever takes it handles the failure; until then it must not surface as unhandled.
  early.catch(() => undefined);
}

/** The check begun at page load, without taking it (the screen prefetch waits on it too). */
export function peekSessionCheck(): Promise<SessionUser | null> | null {
  return early;
}

/** The check begun at page load (once), or a new one: a later mount asks the server afresh. */
export function takeSessionCheck(): Promise<SessionUser | null> {
  const taken = early ?? check();
  early = null;
  return taken;
}
