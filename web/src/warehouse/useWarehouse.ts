import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { PAGE_SIZE, usePages } from '../lists/usePages';
import {
  useCreateStockDocumentMutation,
  usePostStockDocumentMutation,
  useSetStockDocumentDeletedMutation,
  useStockBalancesPageQuery,
  useStockLineBalancesQuery,
  useStockDocumentQuery,
  useStockDocumentsPageQuery,
  useStockMovementsPageQuery,
  useUnpostStockDocumentMutation,
  useUpdateStockDocumentMutation,
  type StockDocumentFieldsFragment,
  type StockDocumentInput,
  type StockDocumentKind,
  type StockBalanceFilter,
  type StockBalanceOrder,
  type StockDocumentStatus,
  unwrap,
  type StockMovementFilter,
  type StockMovementsPageQuery,
} from '../graphql';

export type StockDocument = StockDocumentFieldsFragment;
export type StockMovement = NonNullable<
  StockMovementsPageQuery['stockMovementsConnection']
>['edges'][number]['node'];

export interface DocumentFilter {
  kind: StockDocumentKind;
  dateFrom?: string | null;
  dateTo?: string | null;
  affiliateId?: string | null;
  status?: StockDocumentStatus | null;
  includeDeleted?: boolean;
  /** Words of the number, comment, supplier or write-off reason. */
  search?: string | null;
}

/**
 * Documents of one kind as the server pages them (newest date first, issue 17): the rows loaded
 * so far, `loadMore` for the table's end, the count and sum of every match from the server.
 */
export function useDocumentPages(filter: DocumentFilter, { skip = false } = {}) {
  const query = useStockDocumentsPageQuery({
    variables: { first: PAGE_SIZE, filter },
    skip,
    // Another screen may have changed the list since: show the cache, then the server's answer.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const pages = usePages(query, (d) => d.stockDocumentsConnection);
  return { ...pages, documents: pages.nodes, sum: pages.connection?.totalSum ?? 0 };
}

/** One document; always read fresh (another user may have posted it meanwhile). */
export function useStockDocument(id: string | null) {
  const { data, loading, error, refetch } = useStockDocumentQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { document: data?.stockDocument ?? null, loading: loading && !data, error, refetch };
}

/**
 * Balances as the server pages them (issue 17), by name or quantity: the rows loaded so far,
 * `loadMore` for the table's end, and the counts of every match (in minus, untracked).
 */
export function useBalancePages(filter: StockBalanceFilter, orderBy: StockBalanceOrder) {
  const query = useStockBalancesPageQuery({
    variables: { first: PAGE_SIZE, filter, orderBy },
    // Posting elsewhere changes stock: show the cache, then the server's answer.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const pages = usePages(query, (d) => d.stockBalancesConnection);
  return {
    ...pages,
    balances: pages.nodes,
    negative: pages.connection?.negativeCount ?? 0,
    untracked: pages.connection?.untrackedCount ?? 0,
  };
}

/** The most products one read of a document's balances names (the server's page cap). */
const LINE_BALANCES = 250;

/**
 * The balances of a document's products at its branch (the book quantity beside each line): the
 * lines' products only, never the branch's whole stock. A product without a row holds 0.
 */
export function useLineBalances(affiliateId: string | null, productIds: string[], { skip = false } = {}) {
  const ids = useMemo(
    () => [...new Set(productIds.filter(Boolean))].sort().slice(0, LINE_BALANCES),
    [productIds],
  );
  const { data, previousData, loading } = useStockLineBalancesQuery({
    variables: { filter: { affiliateId, productIds: ids, includeZero: true } },
    skip: skip || !affiliateId || ids.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const quantities = useMemo(
    () =>
      new Map((shown?.stockBalancesConnection?.edges ?? []).map((e) => [e.node.productId, e.node.quantity])),
    [shown],
  );
  const quantityOf = useCallback(
    (productId: string) => (ids.includes(productId) ? (quantities.get(productId) ?? 0) : null),
    [ids, quantities],
  );
  return { quantityOf, loading: loading && !data };
}

/** The ledger as the server pages it, newest first (issue 17). */
export function useMovementPages(filter: StockMovementFilter, { skip = false } = {}) {
  const query = useStockMovementsPageQuery({
    variables: { first: PAGE_SIZE, filter },
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // A document's, a product's or a branch's ledger: each its own subject (a filter is nothing more).
  const pages = usePages(query, (d) => d.stockMovementsConnection, { subject: JSON.stringify(filter) });
  return { ...pages, movements: pages.nodes };
}

/**
 * Every write of a document. Each resolves to the saved document (the normalised cache updates
 * the list row) or rejects with the server's error. Lists, balances and ledgers showing stock are
 * read again after a post or unpost, because those change stock everywhere.
 */
export function useWarehouseActions() {
  const client = useApolloClient();
  const stock = () =>
    activeOnly(client, [
      'StockDocumentsPage',
      'StockBalancesPage',
      'StockLineBalances',
      'StockMovementsPage',
    ]);
  const lists = () => activeOnly(client, ['StockDocumentsPage']);
  const [create] = useCreateStockDocumentMutation({ refetchQueries: lists });
  const [update] = useUpdateStockDocumentMutation();
  const [setDeleted] = useSetStockDocumentDeletedMutation({ refetchQueries: lists });
  const [post] = usePostStockDocumentMutation({ refetchQueries: stock });
  const [unpost] = useUnpostStockDocumentMutation({ refetchQueries: stock });
  return useMemo(
    () => ({
      create: async (kind: StockDocumentKind, input: StockDocumentInput) =>
        unwrap((await create({ variables: { kind, input } })).data?.createStockDocument, 'document'),
      update: async (id: string, input: StockDocumentInput) =>
        unwrap((await update({ variables: { id, input } })).data?.updateStockDocument, 'document'),
      setDeleted: async (id: string, deleted: boolean) =>
        unwrap((await setDeleted({ variables: { id, deleted } })).data?.setStockDocumentDeleted, 'document'),
      post: async (id: string) =>
        unwrap((await post({ variables: { id } })).data?.postStockDocument, 'document'),
      unpost: async (id: string) =>
        unwrap((await unpost({ variables: { id } })).data?.unpostStockDocument, 'document'),
    }),
    [create, update, setDeleted, post, unpost],
  );
}

/**
 * The named queries that are on screen now. Naming a query that is not (the list while the editor
 * is open) would make Apollo warn, and there is nothing to refetch: it reads fresh when it mounts.
 */
function activeOnly(client: ApolloClient<unknown>, names: string[]): string[] {
  const active = new Set([...client.getObservableQueries('active').values()].map((q) => q.queryName));
  return names.filter((n) => active.has(n));
}
