import { InMemoryCache, type ApolloClient } from '@apollo/client';

const done = new WeakSet<object>();

/**
 * Demo calls answer whole lists (a board's columns and cards, the cart, the to-dos) that replace
 * what the cache holds: say so once per client, so Apollo neither merges them nor warns about
 * the items that left.
 */
export function useDemoCachePolicies(client: ApolloClient<unknown>): void {
  const cache = client.cache;
  if (!(cache instanceof InMemoryCache) || done.has(cache)) return;
  done.add(cache);
  cache.policies.addTypePolicies({
    Query: {
      fields: {
        cart: { merge: false },
        todos: { merge: false },
        invoices: { merge: false },
        calendarEvents: { merge: false },
        inboxMessages: { merge: false },
      },
    },
    Board: { fields: { columns: { merge: false }, members: { merge: false } } },
    BoardColumn: { fields: { cardList: { merge: false } } },
    Todo: { fields: { tagIds: { merge: false } } },
  });
}
