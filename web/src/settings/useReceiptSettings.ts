import { useMemo } from 'react';
import type { ShopType } from '../../../schema/access';
import {
  unwrap,
  useReceiptSettingsQuery,
  useUpdateReceiptSettingsMutation,
  type ReceiptSettingsInput,
} from '../graphql';

/** The receipt template of a shop type, and its save. */
export function useReceiptSettings(shopType: ShopType) {
  const query = useReceiptSettingsQuery({ variables: { shopType }, fetchPolicy: 'cache-and-network' });
  const [mutate, mutation] = useUpdateReceiptSettingsMutation();
  return useMemo(
    () => ({
      settings: query.data?.receiptSettings ?? null,
      loading: query.loading && !query.data,
      error: query.error,
      refetch: query.refetch,
      saving: mutation.loading,
      save: async (input: ReceiptSettingsInput) => {
        const { data } = await mutate({ variables: { shopType, input } });
        // A refused field comes back in the payload: the editor shows it at that field.
        return unwrap(data?.updateReceiptSettings, 'receiptSettings');
      },
    }),
    [query.data, query.loading, query.error, query.refetch, mutation.loading, mutate, shopType],
  );
}
