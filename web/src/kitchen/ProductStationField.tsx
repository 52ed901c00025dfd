import {
  unwrap,
  useKitchenStationsQuery,
  useProductStationQuery,
  useSetProductStationMutation,
  type ShopType,
} from '../graphql';
import { ProductSettingSelect } from '../catalog/ProductSettingSelect';

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
  const [save] = useSetProductStationMutation();
  if (!fastfood) return null;
  return (
    <ProductSettingSelect
      title="Станция кухни"
      id="product-station"
      productId={productId}
      help="Где готовится товар: кухонный экран группирует строки по станциям."
      value={current.data?.productStation?.id ?? ''}
      options={[
        { value: '', label: 'Без станции' },
        ...(stations.data?.kitchenStations ?? []).map((s) => ({ value: s.id, label: s.name })),
      ]}
      loading={current.loading}
      onSave={(id, stationId) =>
        save({
          variables: { productId: id, stationId: stationId || null },
          refetchQueries: ['ProductStation'],
          awaitRefetchQueries: true,
        }).then((r) => unwrap(r.data?.setProductStation, 'productId'))
      }
    />
  );
}
