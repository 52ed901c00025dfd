/**
 * Whether what the screen shows came from the offline store (snapshot/link.ts) and from when:
 * a tiny external store, so the notice re-renders when a reply from the server arrives again.
 */
import { useSyncExternalStore } from 'react';

/** Epoch milliseconds of the oldest stored reply shown since the server last answered, or null. */
let servedSince: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null) {
  if (next === servedSince) return;
  servedSince = next;
  listeners.forEach((listener) => listener());
}

/** A stored reply saved at `savedAt` was shown instead of the server's. */
export function markServedFromStore(savedAt: number): void {
  set(servedSince === null ? savedAt : Math.min(servedSince, savedAt));
}

/** The server answered: what is shown from now on is live. */
export function markLive(): void {
  set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const offlineDataTime = (): number | null => servedSince;

export function useOfflineDataTime(): number | null {
  return useSyncExternalStore(subscribe, offlineDataTime);
}
