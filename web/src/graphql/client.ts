import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, from, split } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { TYPE_POLICIES } from './typePolicies';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { tracked } from '../app/requests';
import { readToken } from '../app/session/token';
import { createSnapshotLink } from '../offline/snapshot/link';
import { createLiveClient } from './live';
import { notifyUnauthenticated } from './unauthenticated';

/**
 * Operations whose UNAUTHENTICATED answer is part of their own flow (a failed sign-in), not a
 * sign that the session died.
 */
const SESSION_OPERATIONS = new Set(['Login', 'Register', 'Logout']);

function graphqlUri(): string {
  // Absolute so the same client works in the browser and in jsdom, whose fetch needs a full URL.
  return new URL('/graphql', window.location.origin).href;
}

/** The global fetch, looked up at each call (tests replace it), counted while it waits. */
const countedFetch: typeof fetch = (input, init) => tracked(fetch(input, init));

export function createApolloClient(): ApolloClient<object> {
  const authLink = setContext((_operation, { headers }) => {
    const token = readToken();
    return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
  });

  const errorLink = onError(({ graphQLErrors, networkError, operation }) => {
    if (SESSION_OPERATIONS.has(operation.operationName)) return;
    const status =
      networkError && 'statusCode' in networkError ? (networkError as { statusCode: number }).statusCode : 0;
    const unauthenticated =
      status === 401 || (graphQLErrors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated) notifyUnauthenticated();
  });

  // The POS's reference data answers from the browser's store when the network is down
  // (offline/snapshot/link.ts): only whitelisted queries, only for a network failure.
  const http = from([
    authLink,
    createSnapshotLink(),
    new HttpLink({ uri: graphqlUri(), fetch: countedFetch }),
  ]);
  // Subscriptions over the WebSocket (live.ts; the token goes in connection_init), the rest over HTTP.
  const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
    const main = getMainDefinition(query);
    return main.kind === 'OperationDefinition' && main.operation === 'subscription';
  };
  const link: ApolloLink = from([
    errorLink,
    split(isSubscription, new GraphQLWsLink(createLiveClient()), http),
  ]);
  const cache = new InMemoryCache({ typePolicies: TYPE_POLICIES });
  return new ApolloClient({ link, cache });
}
