/**
 * Whether a route failed because a piece of the app's code could not be fetched: after a deploy
 * an open page asks for the old version's chunk, which the server no longer has, or offline, a
 * screen the worker never stored (web/offline-shell.ts) cannot load. The three wordings are
 * Chromium's, Firefox's and Safari's for a failed dynamic import.
 */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_FAILURES.some((text) => message.includes(text));
}
