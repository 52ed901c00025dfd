import { unwrap, useProductVatQuery, useSetProductVatMutation, type VatRate } from '../graphql';
import { ProductSettingSelect } from '../catalog/ProductSettingSelect';
import { VAT_OPTIONS } from './FiscalSettingsCard';

/**
 * «НДС в чеке» of a product in the product form (docs/fiscal.md «VAT per product»): the rate its
 * receipt positions carry, or the shop type's default. Saved at once on its own call, like the
 * kitchen station; a new product gets one after its first save.
 */
export function ProductVatField({ productId }: { productId?: string }) {
  const current = useProductVatQuery({ variables: { id: productId ?? '' }, skip: !productId });
  const [save] = useSetProductVatMutation();
  return (
    <ProductSettingSelect
      title="НДС в чеке"
      id="product-vat"
      productId={productId}
      help="Ставка позиции в фискальном чеке; «По умолчанию» — из настроек кассового аппарата."
      value={current.data?.product?.vat ?? ''}
      options={[{ value: '', label: 'По умолчанию' }, ...VAT_OPTIONS]}
      loading={current.loading}
      onSave={(id, value) =>
        save({ variables: { productId: id, vat: (value || null) as VatRate | null } }).then((r) =>
          unwrap(r.data?.setProductVat, 'product'),
        )
      }
    />
  );
}
