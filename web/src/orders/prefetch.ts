/**
 * The order list's first page, asked for while the screen's code loads (app/prefetch.ts): on a
 * cold tab the router fetches the screen's chunks before the page mounts and sends its query, so
 * the query used to wait for all of them (docs/performance.md, V2). Now the reply is usually in
 * the cache when the table first renders. The variables are the ones the page's first render
 * computes from the stored preset and day kind and the address's filters, so the page finds the cached page as its own.
 */
import { OrdersPageDocument } from '../graphql';
import { loadClient } from '../graphql/lazy';
import { choiceFilter, readChoice } from '../../../schema/order-filters';
import { presetRange, readKind, readPresetChoice } from './presets';
import { markPrefetched } from './prefetched';
import { orderPageVariables } from './useOrders';

export async function prefetch(): Promise<void> {
  const choice = readPresetChoice();
  const params = new URLSearchParams(window.location.search);
  const variables = orderPageVariables(
    presetRange(choice.key, new Date(), choice.custom),
    '',
    readKind(),
    // The filters in the address, as the page's first render reads them (OrderFilters.tsx).
    choiceFilter(readChoice((p) => params.getAll(p))),
  );
  const client = await loadClient();
  const { data } = await client.query({ query: OrdersPageDocument, variables, fetchPolicy: 'network-only' });
  if (data) markPrefetched(variables);
}
