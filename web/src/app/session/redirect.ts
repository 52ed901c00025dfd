import { allows, findRoute, HOME_PATH, type Principal } from '../../../../schema/access';
import { landingPath } from '../../../../schema/landing';

export const SIGN_IN_PATH = '/session/signin';

/**
 * Where to go after sign-in. Only same-site product paths are accepted, so a crafted
 * `?redirect=//evil.example` link cannot bounce a fresh session to another site.
 */
export function safeTarget(raw: string | null | undefined, fallback = HOME_PATH): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  if (raw.startsWith('/session/')) return fallback;
  return raw;
}

/**
 * Where this user goes after sign-in: the remembered page when their rights open it, else their
 * landing page (a page remembered from another account's session would only say «Доступ запрещен!»).
 */
export function afterSignIn(raw: string | null | undefined, user: Principal): string {
  const landing = landingPath(user);
  const target = safeTarget(raw, landing);
  const route = findRoute(target.split(/[?#]/)[0]);
  return route && !allows(user, route) ? landing : target;
}

/** The sign-in URL remembering `target` (kept in the query so it survives a reload). */
export function signInPath(target?: string | null): string {
  if (!target || target === HOME_PATH || target === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}
