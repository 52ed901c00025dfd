/**
 * Whether a request failed for want of a network rather than because the server refused it.
 * Apollo-free, so the session (in the entry chunk) can ask it too.
 */

/** Statuses a proxy answers with when the gateway behind it is down: no server spoke either. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** No reply from the gateway at all: fetch rejected (offline, refused, reset), or a proxy's 502-504. */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ((error as { name?: string }).name === 'AbortError') return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return GATEWAY_DOWN.has(status);
  // An ApolloError carries the transport's failure as `networkError`.
  const inner = (error as { networkError?: unknown }).networkError;
  return inner ? isNetworkFailure(inner) : error instanceof TypeError;
}
