/**
 * The order list's first page, asked for while the screen's code loads (app/prefetch.ts,
 * orders/firstPage.ts): on a cold tab the router fetches the screen's chunks before the page
 * mounts and sends its query, so the query used to wait for all of them (docs/performance.md,
 * V2). The reply is written into Apollo's cache under the variables the page's first render
 * computes, so the table finds it there (orders/prefetched.ts).
 */
import { OrdersPageDocument, type OrdersPageQuery, type OrdersPageQueryVariables } from '../graphql';
import { loadClient } from '../graphql/lazy';

export async function storePrefetched(
  variables: OrdersPageQueryVariables,
  reply: Promise<unknown>,
): Promise<void> {
  const [client, data] = await Promise.all([loadClient(), reply]);
  client.writeQuery({ query: OrdersPageDocument, variables, data: data as OrdersPageQuery });
}
