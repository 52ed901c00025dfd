/**
 * What the stored token's user may open, as the server last confirmed it: a hint that lets a
 * cold page ask for its screen's first page beside the session check (Me) instead of after it
 * (app/prefetch.ts; docs/performance.md V2). Only a hint: the server decides every read, and the
 * prefetch keeps a reply only once Me has confirmed the user and the route admits them, so a
 * stale or edited hint costs at most one refused or unread request. Kept under the token's
 * subject, with nothing personal in it (role, shop type, page keys).
 */
import type { Principal } from '../../../../schema/access';
import { tokenSubject } from './token';

const KEY = 'session.access';

export function rememberAccess(user: Principal & { id: string }): void {
  const { id, role, typeAccount, accessPage } = user;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ id, role, typeAccount, accessPage }));
  } catch {
    // Storage can be blocked or full: the next cold page waits for the check, as without a hint.
  }
}

/** The hint for `token`'s user, or null (none stored, another user's, or unreadable). */
export function recallAccess(token: string | null): Principal | null {
  try {
    const hint = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    const subject = tokenSubject(token);
    if (!hint || !subject || hint.id !== subject) return null;
    const { role, typeAccount, accessPage } = hint;
    if (typeof role !== 'string' || typeof typeAccount !== 'string' || !Array.isArray(accessPage))
      return null;
    return { role, typeAccount, accessPage: accessPage.filter((k): k is string => typeof k === 'string') };
  } catch {
    return null;
  }
}

export function forgetAccess(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}
