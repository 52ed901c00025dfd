import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import {
  unwrap,
  useKitchenStationsQuery,
  useProductStationQuery,
  useSetProductStationMutation,
  type ShopType,
} from '../graphql';

/**
 * «Станция кухни» of a fast-food product in the product form (docs/kitchen.md): saved at once on
 * its own call, like the picture. A new product gets one after its first save.
 */
export function ProductStationField({ productId, shopType }: { productId?: string; shopType: ShopType }) {
  const fastfood = shopType === 'fastfood';
  const stations = useKitchenStationsQuery({ skip: !fastfood });
  const current = useProductStationQuery({
    variables: { productId: productId ?? '' },
    skip: !fastfood || !productId,
  });
  const [save, saving] = useSetProductStationMutation();
  const [error, setError] = useState<string | null>(null);
  if (!fastfood) return null;
  const value = current.data?.productStation?.id ?? '';
  return (
    <FormGroup
      className="catalog-form-section"
      label="Станция кухни"
      labelFor="product-station"
      helperText={
        error ??
        (productId
          ? 'Где готовится товар: кухонный экран группирует строки по станциям.'
          : 'Можно выбрать после сохранения товара.')
      }
      intent={error ? 'danger' : 'none'}
    >
      <HTMLSelect
        id="product-station"
        value={value}
        disabled={!productId || saving.loading || current.loading}
        options={[
          { value: '', label: 'Без станции' },
          ...(stations.data?.kitchenStations ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        onChange={(e) => {
          setError(null);
          save({
            variables: { productId: productId!, stationId: e.currentTarget.value || null },
            refetchQueries: ['ProductStation'],
            awaitRefetchQueries: true,
          })
            .then((r) => unwrap(r.data?.setProductStation, 'productId'))
            .catch((err: unknown) => setError(err instanceof Error ? err.message : 'Не удалось'));
        }}
      />
    </FormGroup>
  );
}
