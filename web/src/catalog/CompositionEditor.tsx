import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { formatRub } from '../../../schema/money';
import type { ListRecord } from '../lists/store';
import { compositionSums, newRow, parseQuantity, rublesText, type CompositionRow } from './productForm';
import { ProductPicker } from './ProductPicker';

interface Props {
  rows: CompositionRow[];
  onChange: (rows: CompositionRow[]) => void;
  /** Products that may go in: the same shop type, not deleted, not the product itself. */
  candidates: ListRecord[];
  /** Every product by id (a component removed later still shows its name). */
  byId: ReadonlyMap<string, ListRecord>;
  errors: Record<string, string>;
  /** The server's refusal of the last save (a cycle, a missing product). */
  failure?: string | null;
  /** Puts the components' cost into the product's cost field. */
  onUseCost?: (kopecks: number) => void;
}

/** What one unit is made of: rows of product and quantity, with the components' sums as a hint. */
export function CompositionEditor({ rows, onChange, candidates, byId, errors, failure, onUseCost }: Props) {
  const update = (key: string, patch: Partial<CompositionRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const sums = compositionSums(rows, byId);

  return (
    <div className="catalog-composition">
      {failure && (
        <Callout
          intent="danger"
          icon="error"
          className="catalog-callout"
          role="alert"
          title="Состав не сохранён"
        >
          {failure}
        </Callout>
      )}
      {rows.length === 0 ? (
        <p className="catalog-muted">
          Простой товар. Для букета или блюда добавьте, из чего состоит одна единица: цветы, зелень, упаковку,
          ингредиенты.
        </p>
      ) : (
        <ol className="catalog-composition-rows">
          {rows.map((row, i) => {
            const product = byId.get(row.componentId);
            const err = (k: string) => errors[`composition.${row.key}.${k}`];
            const q = parseQuantity(row.quantity).value;
            return (
              <li key={row.key} className="catalog-composition-row">
                <div className="catalog-composition-pick">
                  <ProductPicker
                    label={`Компонент ${i + 1}`}
                    products={candidates}
                    value={product}
                    missingText={row.componentId ? `Товар №${row.componentId} (нет в каталоге)` : undefined}
                    invalid={Boolean(err('componentId'))}
                    onChange={(p) => update(row.key, { componentId: p.id })}
                  />
                  {err('componentId') && <div className="catalog-field-error">{err('componentId')}</div>}
                </div>
                <div className="catalog-composition-qty">
                  <InputGroup
                    aria-label={`Количество ${i + 1}`}
                    inputMode="decimal"
                    value={row.quantity}
                    intent={err('quantity') ? 'danger' : 'none'}
                    onChange={(e) => update(row.key, { quantity: e.target.value })}
                    rightElement={<span className="catalog-input-unit">{String(product?.unit ?? '')}</span>}
                  />
                  {err('quantity') && <div className="catalog-field-error">{err('quantity')}</div>}
                </div>
                <span className="catalog-composition-sum catalog-muted">
                  {product && q !== undefined ? formatRub(Math.round((Number(product.price) || 0) * q)) : ''}
                </span>
                <Button
                  variant="minimal"
                  icon="cross"
                  aria-label={`Убрать компонент ${i + 1}`}
                  title="Убрать"
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="catalog-composition-foot">
        <Button icon="add" text="Добавить компонент" onClick={() => onChange([...rows, newRow()])} />
        {sums.lines > 0 && (
          <span className="catalog-muted" data-testid="composition-sums">
            {sums.missingCost === sums.lines
              ? 'Себестоимость компонентов не указана'
              : `Себестоимость компонентов ${formatRub(sums.cost)}${sums.missingCost ? ` (без учёта ${sums.missingCost} без себестоимости)` : ''}`}
            {` · по их ценам ${formatRub(sums.price)}`}
          </span>
        )}
        {sums.lines > sums.missingCost && onUseCost && (
          <Button
            variant="minimal"
            size="small"
            intent="primary"
            icon="import"
            text="Взять в себестоимость"
            title={`Себестоимость = ${rublesText(sums.cost)} ₽`}
            onClick={() => onUseCost(sums.cost)}
          />
        )}
      </div>
    </div>
  );
}
