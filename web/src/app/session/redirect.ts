import { HOME_PATH } from '../../../../schema/access';

export const SIGN_IN_PATH = '/session/signin';

/**
 * Where to go after sign-in. Only same-site product paths are accepted, so a crafted
 * `?redirect=//evil.example` link cannot bounce a fresh session to another site.
 */
export function safeTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return HOME_PATH;
  if (raw.startsWith('/session/')) return HOME_PATH;
  return raw;
}

/** The sign-in URL remembering `target` (kept in the query so it survives a reload). */
export function signInPath(target?: string | null): string {
  if (!target || target === HOME_PATH || target === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}
