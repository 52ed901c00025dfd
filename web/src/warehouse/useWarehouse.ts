import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import {
  useCreateStockDocumentMutation,
  usePostStockDocumentMutation,
  useSetStockDocumentDeletedMutation,
  useStockBalancesQuery,
  useStockDocumentQuery,
  useStockDocumentsQuery,
  useStockMovementsQuery,
  useUnpostStockDocumentMutation,
  useUpdateStockDocumentMutation,
  type StockDocumentFieldsFragment,
  type StockDocumentInput,
  type StockDocumentKind,
  type StockDocumentStatus,
  type StockMovementsQuery,
  type StockMovementsQueryVariables,
} from '../graphql';

export type StockDocument = StockDocumentFieldsFragment;
export type StockMovement = StockMovementsQuery['stockMovements'][number];

export interface DocumentFilter {
  kind: StockDocumentKind;
  dateFrom?: string | null;
  dateTo?: string | null;
  affiliateId?: string | null;
  status?: StockDocumentStatus | null;
  includeDeleted?: boolean;
}

/** Documents of one kind as filtered on the server (newest date first). */
export function useStockDocuments(filter: DocumentFilter, { skip = false } = {}) {
  const { data, loading, error, refetch } = useStockDocumentsQuery({
    variables: filter,
    skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return {
    documents: data?.stockDocuments ?? [],
    loading: loading && !data,
    refreshing: loading,
    error,
    refetch,
  };
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

export function useStockMovements(filter: StockMovementsQueryVariables, { skip = false } = {}) {
  const { data, loading, error, refetch } = useStockMovementsQuery({
    variables: { limit: 500, ...filter },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return { movements: data?.stockMovements ?? [], loading: loading && !data, error, refetch };
}

/**
 * Every write of a document. Each resolves to the saved document (the normalised cache updates
 * the list row) or rejects with the server's error. Lists, balances and ledgers showing stock are
 * read again after a post or unpost, because those change stock everywhere.
 */
export function useWarehouseActions() {
  const client = useApolloClient();
  const stock = () => activeOnly(client, ['StockDocuments', 'StockBalances', 'StockMovements']);
  const lists = () => activeOnly(client, ['StockDocuments']);
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
