/**
 * The WebSocket that carries subscriptions (graphql-ws, docs/graphql.md#subscriptions), opened on
 * the first subscription and reopened after a drop, with its state for the screens: `connected`,
 * or `reconnecting` once a socket that was up went down (the screens show a banner and catch up
 * with one query when it is back). The token is read at each (re)connection, so a new sign-in is
 * used at once.
 */
import { createClient, type Client } from 'graphql-ws';
import { readToken } from '../app/session/token';

export type LiveState = 'connecting' | 'connected' | 'reconnecting';

let state: LiveState = 'connecting';
/** Bumped on each reconnection: a screen refetches once when it changes. */
let reconnections = 0;
const listeners = new Set<() => void>();

function set(next: LiveState) {
  if (next === 'connected' && state === 'reconnecting') reconnections += 1;
  if (next === state && next !== 'connected') return;
  state = next;
  for (const l of [...listeners]) l();
}

export const liveState = () => state;
export const liveReconnections = () => reconnections;
export function onLiveChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function socketUrl(): string {
  const url = new URL('/graphql', window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function createLiveClient(): Client {
  let wasConnected = false;
  return createClient({
    url: socketUrl(),
    lazy: true,
    connectionParams: () => {
      const token = readToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    // A kitchen screen stays open for a shift: keep trying, from 1 s up to 30 s apart.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      await new Promise((r) => setTimeout(r, Math.min(30_000, 1_000 * 2 ** Math.min(retries, 5))));
    },
    on: {
      connected: () => {
        wasConnected = true;
        set('connected');
      },
      closed: (event) => {
        // 1000: closed on purpose (the last subscription ended, `lazy`): nothing was missed.
        if ((event as { code?: number } | undefined)?.code === 1000) {
          wasConnected = false;
          set('connecting');
        } else if (wasConnected) set('reconnecting');
      },
    },
  });
}
