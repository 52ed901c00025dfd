import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { PAGE_SIZE, usePages } from '../lists/usePages';
import {
  useCreateStockDocumentMutation,
  usePostStockDocumentMutation,
  useSetStockDocumentDeletedMutation,
  useStockBalancesQuery,
  useStockDocumentQuery,
  useStockDocumentsPageQuery,
  useStockMovementsPageQuery,
  useUnpostStockDocumentMutation,
  useUpdateStockDocumentMutation,
  type StockDocumentFieldsFragment,
  type StockDocumentInput,
  type StockDocumentKind,
  type StockDocumentStatus,
  type StockMovementFilter,
  type StockMovementsPageQuery,
} from '../graphql';

export type StockDocument = StockDocumentFieldsFragment;
export type StockMovement = StockMovementsPageQuery['stockMovementsConnection']['edges'][number]['node'];

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

/** Balances of one branch (or all), and a lookup by (branch, product). */
export function useStockBalances(affiliateId: string | null, { includeZero = false, skip = false } = {}) {
  const { data, loading, error, refetch } = useStockBalancesQuery({
    variables: { affiliateId, includeZero },
    skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const balances = useMemo(() => data?.stockBalances ?? [], [data]);
  const quantityOf = useCallback(
    (branch: string, productId: string) =>
      balances.find((b) => b.affiliateId === branch && b.productId === productId)?.quantity ?? 0,
    [balances],
  );
  return { balances, quantityOf, loading: loading && !data, refreshing: loading, error, refetch };
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
  const pages = usePages(query, (d) => d.stockMovementsConnection);
  return { ...pages, movements: pages.nodes };
}

/**
 * Every write of a document. Each resolves to the saved document (the normalised cache updates
 * the list row) or rejects with the server's error. Lists, balances and ledgers showing stock are
 * read again after a post or unpost, because those change stock everywhere.
 */
export function useWarehouseActions() {
  const client = useApolloClient();
  const stock = () => activeOnly(client, ['StockDocumentsPage', 'StockBalances', 'StockMovementsPage']);
  const lists = () => activeOnly(client, ['StockDocumentsPage']);
  const [create] = useCreateStockDocumentMutation({ refetchQueries: lists });
  const [update] = useUpdateStockDocumentMutation();
  const [setDeleted] = useSetStockDocumentDeletedMutation({ refetchQueries: lists });
  const [post] = usePostStockDocumentMutation({ refetchQueries: stock });
  const [unpost] = useUnpostStockDocumentMutation({ refetchQueries: stock });
  return useMemo(
    () => ({
      create: async (kind: StockDocumentKind, input: StockDocumentInput) =>
        (await create({ variables: { kind, input } })).data!.createStockDocument,
      update: async (id: string, input: StockDocumentInput) =>
        (await update({ variables: { id, input } })).data!.updateStockDocument,
      setDeleted: async (id: string, deleted: boolean) =>
        (await setDeleted({ variables: { id, deleted } })).data!.setStockDocumentDeleted,
      post: async (id: string) => (await post({ variables: { id } })).data!.postStockDocument,
      unpost: async (id: string) => (await unpost({ variables: { id } })).data!.unpostStockDocument,
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
