import { ApolloProvider } from '@apollo/client';
import { HotkeysProvider } from '@blueprintjs/core';
import { loadedClient } from '../../graphql/lazy';
import { OrderQueueProvider } from '../../offline/queue/OrderQueueProvider';
import { AppShell } from './AppShell';

/**
 * Everything a signed-in page stands on: the data layer, Blueprint's hotkeys (date pickers and
 * tables register shortcuts and warn without it), the offline order queue and the shell. The router loads this module
 * and the client together, so loadedClient() is ready by the first render.
 */
export function SignedInShell() {
  return (
    <ApolloProvider client={loadedClient()}>
      <HotkeysProvider>
        <OrderQueueProvider>
          <AppShell />
        </OrderQueueProvider>
      </HotkeysProvider>
    </ApolloProvider>
  );
}
