/**
 * The first requests of a cold page, sent with plain `fetch` as soon as the entry script runs,
 * not when Apollo and the generated documents have loaded (some 300 KB more of code: on a cold
 * tab the session check used to leave ~0.6 s after navigation, the order list's page only after
 * its reply; docs/performance.md V2). main.tsx is the only importer: the operations' text comes
 * from a build-time module (web/early-queries.ts), and tests render <App> without it.
 *
 * The replies are handed to the code that used to ask through Apollo: the session check
 * (session/startup.ts) and a screen's prefetch (app/prefetch.ts), which writes its page into
 * Apollo's cache once the client has loaded.
 */
import { EARLY_QUERIES } from 'virtual:early-queries';
import { notifyUnauthenticated } from '../graphql/unauthenticated';
import type { SessionUser } from './session/context';
import { tracked } from './requests';
import { readToken } from './session/token';

export type EarlyOperation = keyof typeof EARLY_QUERIES;

interface Reply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * One operation over HTTP as Apollo's link sends it (the bearer token, the operation's name);
 * resolves to its data, rejects on any error. An UNAUTHENTICATED answer is announced as
 * Apollo's error link announces it (graphql/client.ts), so the session ends the same way.
 */
export async function sendEarly<T>(operationName: EarlyOperation, variables: object = {}): Promise<T> {
  const token = readToken();
  const { res, reply } = await tracked(
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ operationName, variables, query: EARLY_QUERIES[operationName] }),
    }).then(async (res) => ({ res, reply: (await res.json().catch(() => ({}))) as Reply<T> })),
  );
  const codes = (reply.errors ?? []).map((e) => e.extensions?.code);
  if (res.status === 401 || codes.includes('UNAUTHENTICATED')) notifyUnauthenticated();
  if (!res.ok || reply.errors?.length || !reply.data)
    throw new Error(reply.errors?.[0]?.message ?? `${operationName}: HTTP ${res.status}`);
  return reply.data;
}

/** The session check (Me) without Apollo: the user of the stored token, or null. */
export const earlyMe = () => sendEarly<{ me: SessionUser | null }>('Me').then((d) => d.me ?? null);
