/**
 * The Apollo client, loaded when first needed. Apollo, graphql-js and the generated documents
 * are about a third of the app's start-up JavaScript, and the sign-in route needs none of them
 * to show its form (docs/performance.md, row 4): the session loads the client to confirm a
 * stored token or to sign in, and the signed-in shell renders inside it (router.tsx).
 * Only types are imported from Apollo here, so this module costs the entry chunk nothing.
 */
import type { ApolloClient } from '@apollo/client';

type Client = ApolloClient<object>;

let loading: Promise<Client> | null = null;
let loaded: Client | null = null;

/** The one client of the page, created on the first call. */
export function loadClient(): Promise<Client> {
  loading ??= import('./client').then(({ createApolloClient }) => (loaded = createApolloClient()));
  return loading;
}

/** Uses `client` instead of creating one (tests hand in theirs through <App client>). */
export function provideClient(client: Client): void {
  if (loaded === client) return;
  loaded = client;
  loading = Promise.resolve(client);
}

/** The client once loadClient() has resolved; the signed-in shell's route waits for that. */
export function loadedClient(): Client {
  if (!loaded) throw new Error('loadedClient() before loadClient() resolved');
  return loaded;
}

/** Drops cached data after sign-out; nothing to drop when the client was never loaded. */
export async function clearClientStore(): Promise<void> {
  if (loaded) await loaded.clearStore();
}
