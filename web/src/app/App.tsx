import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import { provideClient } from '../graphql/lazy';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The routes, the session being one of them. The data layer (Apollo) and Blueprint's hotkeys
 * come with the signed-in shell (layout/SignedInShell.tsx), so the sign-in route loads neither.
 * The page creates its client on demand (graphql/lazy.ts); tests hand in theirs as `client`.
 */
export function App({ client, router }: { client?: ApolloClient<object>; router: AppRouter }) {
  // Idempotent, and before any child effect asks for the client.
  if (client) provideClient(client);
  return <RouterProvider router={router} />;
}
