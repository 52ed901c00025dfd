import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { unwrap, useProductVatQuery, useSetProductVatMutation, type VatRate } from '../graphql';
import { serverError } from '../lists/errors';
import { VAT_OPTIONS } from './FiscalSettingsCard';

/**
 * «НДС в чеке» of a product in the product form (docs/fiscal.md «VAT per product»): the rate its
 * receipt positions carry, or the shop type's default. Saved at once on its own call, like the
 * kitchen station; a new product gets one after its first save.
 */
export function ProductVatField({ productId }: { productId?: string }) {
  const current = useProductVatQuery({ variables: { id: productId ?? '' }, skip: !productId });
  const [save, saving] = useSetProductVatMutation();
  const [error, setError] = useState<string | null>(null);
  const value = current.data?.product?.vat ?? '';
  return (
    <FormGroup
      className="catalog-form-section"
      label="НДС в чеке"
      labelFor="product-vat"
      helperText={
        error ??
        (productId
          ? 'Ставка позиции в фискальном чеке; «По умолчанию» — из настроек кассового аппарата.'
          : 'Можно выбрать после сохранения товара.')
      }
      intent={error ? 'danger' : 'none'}
    >
      <HTMLSelect
        id="product-vat"
        value={value}
        disabled={!productId || saving.loading || current.loading}
        options={[{ value: '', label: 'По умолчанию' }, ...VAT_OPTIONS]}
        onChange={(e) => {
          setError(null);
          const vat = (e.currentTarget.value || null) as VatRate | null;
          save({ variables: { productId: productId!, vat } })
            .then((r) => unwrap(r.data?.setProductVat, 'product'))
            .catch((err: unknown) => setError(serverError(err).message));
        }}
      />
    </FormGroup>
  );
}
