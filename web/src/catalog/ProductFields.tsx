import { FormGroup, HTMLSelect, InputGroup, Switch, Tag } from '@blueprintjs/core';
import type { ComponentProps, ReactNode } from 'react';
import { formatRub } from '../../../schema/money';
import { RichTextField } from '../app/richtext/RichTextField';
import type { FormValue, FormValues } from '../lists/form';
import { marginPercent } from './filters';
import { kopecksOf } from './productForm';
import { treeOptions, type CategoryTree } from './tree';

interface Props {
  values: FormValues;
  active: boolean;
  errors: Record<string, string>;
  tree: CategoryTree;
  /** Short names of the Units list, offered for «Единица». */
  units: string[];
  onChange: (name: string, value: FormValue) => void;
  onActive: (active: boolean) => void;
}

function Field(props: {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  children: ReactNode;
}) {
  const { name, label, required, error, help, children } = props;
  return (
    <FormGroup
      className={`catalog-field-${name}`}
      label={label}
      labelFor={`product-${name}`}
      labelInfo={required ? '(обязательно)' : undefined}
      helperText={error ?? help}
      intent={error ? 'danger' : 'none'}
    >
      {children}
    </FormGroup>
  );
}

/** The product's own fields: name, codes, category, unit, price and cost (with margin), text. */
export function ProductFields({ values, active, errors, tree, units, onChange, onActive }: Props) {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const intent = (name: string) => (errors[name] ? 'danger' : 'none');
  const input = (name: string, extra: Partial<ComponentProps<typeof InputGroup>> = {}) => (
    <InputGroup
      id={`product-${name}`}
      value={text(name)}
      intent={intent(name)}
      onChange={(e) => onChange(name, e.target.value)}
      {...extra}
    />
  );

  const price = kopecksOf(values.price);
  const cost = kopecksOf(values.cost);
  const margin = marginPercent(price, cost);
  const categoryId = text('categoryId');
  const options = treeOptions(tree);
  const lostCategory = categoryId && !options.some((o) => o.value === categoryId);

  return (
    <div className="catalog-fields">
      <Field name="name" label="Название" required error={errors.name}>
        {input('name', { autoFocus: true, placeholder: 'Например, «Букет „Нежность“» или «Чизбургер»' })}
      </Field>
      <div className="catalog-fields-row">
        <Field name="article" label="Артикул" error={errors.article}>
          {input('article', { autoComplete: 'off' })}
        </Field>
        <Field name="barcode" label="Штрихкод" error={errors.barcode}>
          {input('barcode', { autoComplete: 'off', inputMode: 'numeric', leftIcon: 'barcode' })}
        </Field>
      </div>
      <div className="catalog-fields-row">
        <Field name="categoryId" label="Категория" error={errors.categoryId}>
          <HTMLSelect
            id="product-categoryId"
            fill
            value={categoryId}
            onChange={(e) => onChange('categoryId', e.currentTarget.value)}
          >
            <option value="">— без категории —</option>
            {lostCategory && <option value={categoryId}>Категория №{categoryId} (удалена)</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
        </Field>
        <Field
          name="unit"
          label="Единица"
          required
          error={errors.unit}
          help={
            units.length > 0 && (
              <span className="catalog-unit-chips">
                {units.slice(0, 6).map((u) => (
                  <Tag
                    key={u}
                    minimal
                    interactive
                    round
                    active={text('unit') === u}
                    onClick={() => onChange('unit', u)}
                  >
                    {u}
                  </Tag>
                ))}
              </span>
            )
          }
        >
          {input('unit', { list: 'product-units', placeholder: 'шт', autoComplete: 'off' })}
          <datalist id="product-units">
            {units.map((u) => (
              <option key={u} value={u} />
            ))}
          </datalist>
        </Field>
      </div>
      <div className="catalog-fields-row">
        <Field name="price" label="Цена" required error={errors.price}>
          {input('price', {
            inputMode: 'decimal',
            placeholder: '0,00',
            rightElement: <span className="catalog-input-unit">₽</span>,
          })}
        </Field>
        <Field
          name="cost"
          label="Себестоимость"
          error={errors.cost}
          help={
            margin !== null && price !== null && cost !== null ? (
              <span className={margin < 0 ? 'catalog-margin-bad' : 'catalog-margin'} data-testid="margin">
                {margin < 0 ? 'Цена ниже себестоимости: ' : 'Маржа '}
                {margin.toLocaleString('ru-RU')} % ({formatRub(price - cost)} с единицы)
              </span>
            ) : undefined
          }
        >
          {input('cost', {
            inputMode: 'decimal',
            placeholder: '0,00',
            rightElement: <span className="catalog-input-unit">₽</span>,
          })}
        </Field>
      </div>
      <Field name="description" label="Описание" error={errors.description}>
        <RichTextField
          id="product-description"
          value={text('description')}
          placeholder="Состав, размер, уход — то, что покупатель должен знать о товаре"
          minHeight={120}
          onChange={(html) => onChange('description', html)}
        />
      </Field>
      <Switch
        label="Активен: продаётся в заказах и на кассе"
        checked={active}
        onChange={(e) => onActive(e.currentTarget.checked)}
      />
    </div>
  );
}
