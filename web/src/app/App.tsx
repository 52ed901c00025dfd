import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { HotkeysProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Providers in the order they depend on each other: data, then routes (the session is a route).
 * Blueprint's date pickers and tables register keyboard shortcuts and warn without HotkeysProvider.
 */
export function App({ client, router }: { client: ApolloClient<object>; router: AppRouter }) {
  return (
    <ApolloProvider client={client}>
      <HotkeysProvider>
        <RouterProvider router={router} />
      </HotkeysProvider>
    </ApolloProvider>
  );
}
