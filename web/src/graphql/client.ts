import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { readToken } from '../app/session/token';

/**
 * Operations whose UNAUTHENTICATED answer is part of their own flow (a failed sign-in), not a
 * sign that the session died.
 */
const SESSION_OPERATIONS = new Set(['Login', 'Register', 'Logout']);

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/**
 * The client lives outside React, the session inside it: the session subscribes here to learn
 * that the server rejected its token during an ordinary data call.
 */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

function graphqlUri(): string {
  // Absolute so the same client works in the browser and in jsdom, whose fetch needs a full URL.
  return new URL('/graphql', window.location.origin).href;
}

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
    if (unauthenticated) unauthenticatedListeners.forEach((listener) => listener());
  });

  const link: ApolloLink = from([errorLink, authLink, new HttpLink({ uri: graphqlUri() })]);
  // Fields whose answer is the whole list: an answer replaces what the cache holds (no merge,
  // no warning about the entries that left). Screens with their own policies add them lazily.
  const cache = new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          notifications: { merge: false },
          stockDocuments: { merge: false },
          stockBalances: { merge: false },
          stockMovements: { merge: false },
          cashShifts: { merge: false },
        },
      },
    },
  });
  return new ApolloClient({ link, cache });
}
