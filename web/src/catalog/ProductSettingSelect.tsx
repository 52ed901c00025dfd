import { FormGroup, HTMLSelect, type OptionProps } from '@blueprintjs/core';
import { useState } from 'react';
import { serverError } from '../lists/errors';

interface Props {
  /** The section's title and the select's name: «НДС в чеке», «Станция кухни». */
  title: string;
  /** The select's id (the title is its label; browser tests find it by it). */
  id: string;
  /** The product edited; none on a new product's form. */
  productId?: string;
  /** What the choice does, under the select once there is a product to save it on. */
  help: string;
  /** The stored choice ('' for the first option, «По умолчанию» / «Без станции»). */
  value: string;
  options: OptionProps[];
  /** The stored choice is still being read. */
  loading: boolean;
  /** Saves `value` on the product's own call; a rejection is shown under the select. */
  onSave: (productId: string, value: string) => Promise<unknown>;
}

/**
 * One setting of a product kept by its own call rather than by the form's «Сохранить» (the VAT
 * rate, the kitchen station): a select in a section of the product form, saved as soon as it is
 * picked. A new product has no id to save it on yet, so the select waits for the first save.
 */
export function ProductSettingSelect({ title, id, productId, help, value, options, loading, onSave }: Props) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="catalog-form-section">
      <h3 className="catalog-section-title">
        <label htmlFor={id}>{title}</label>
      </h3>
      <FormGroup
        helperText={error ?? (productId ? help : 'Можно выбрать после сохранения товара.')}
        intent={error ? 'danger' : 'none'}
      >
        <HTMLSelect
          id={id}
          value={value}
          disabled={!productId || saving || loading}
          options={options}
          onChange={(e) => {
            setError(null);
            setSaving(true);
            onSave(productId!, e.currentTarget.value)
              .catch((err: unknown) => setError(serverError(err).message))
              .finally(() => setSaving(false));
          }}
        />
      </FormGroup>
    </section>
  );
}
