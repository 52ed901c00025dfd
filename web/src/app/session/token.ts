/**
 * The access token lives under localStorage.accessToken (spec section 7) so that the legacy
 * client and this one share a session. Only its `exp` claim is read here: the server checks
 * the signature, the web only avoids starting with a token it already knows is dead.
 */
const KEY = 'accessToken';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (private mode, sandboxed iframes): behave as signed out.
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}

/** The claims of a JWT as written (unverified), or null when the token is not a readable JWT. */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    );
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry of a JWT in epoch milliseconds, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * The user id (`sub`) a token was issued to. Unverified, so only for keeping one user's local
 * data apart from another's on a shared till (offline/snapshot), never for deciding access.
 */
export function tokenSubject(token: string | null): string | null {
  const sub = token ? tokenClaims(token)?.sub : null;
  return typeof sub === 'string' && sub ? sub : null;
}

/** Spec section 5: a token is valid only while its expiry is later than now. */
export function isTokenFresh(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp > now;
}
