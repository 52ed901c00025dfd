import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { formatRub } from '../../../schema/money';
import type { ShopType } from '../graphql';
import { RefSearch } from '../lists/RefSearch';
import type { ListRecord } from '../lists/store';
import { PRODUCTS } from '../orders/catalog';
import { compositionSums, newRow, parseQuantity, rublesText, type CompositionRow } from './productForm';

interface Props {
  rows: CompositionRow[];
  onChange: (rows: CompositionRow[]) => void;
  /** Components come from this shop type's catalogue, searched on the server as typed. */
  shopType: ShopType;
  /** The product itself (never its own component), when it exists. */
  productId?: string;
  /** The products the rows name (a component removed later still shows its name). */
  byId: ReadonlyMap<string, ListRecord>;
  /** A product was picked: the form keeps it to name the row and sum its cost. */
  onPick: (product: ListRecord) => void;
  errors: Record<string, string>;
  /** The server's refusal of the last save (a cycle, a missing product). */
  failure?: string | null;
  /** Puts the components' cost into the product's cost field. */
  onUseCost?: (kopecks: number) => void;
  /** What an empty list says (a modifier option's composition is not a product's). */
  emptyText?: string;
  /** Names the rows for a screen reader when several editors share a page («Компонент 1 · сыр»). */
  labelPrefix?: string;
}

/** What one unit is made of: rows of product and quantity, with the components' sums as a hint. */
export function CompositionEditor(props: Props) {
  const { rows, onChange, shopType, productId, byId, onPick, errors, failure, onUseCost, emptyText } = props;
  const label = (what: string, i: number) =>
    `${what} ${i + 1}${props.labelPrefix ? ` · ${props.labelPrefix}` : ''}`;
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
          {emptyText ??
            'Простой товар. Для букета или блюда добавьте, из чего состоит одна единица: цветы, зелень, упаковку, ингредиенты.'}
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
                  <RefSearch
                    target={PRODUCTS}
                    ariaLabel={label('Компонент', i)}
                    value={row.componentId}
                    label={
                      product
                        ? String(product.name)
                        : row.componentId
                          ? `Товар №${row.componentId} (нет в каталоге)`
                          : ''
                    }
                    intent={err('componentId') ? 'danger' : 'none'}
                    // Any product of the shop that exists: an inactive one (a ribbon not sold
                    // alone) is still a component.
                    filter={{ shopType, onlyActive: false }}
                    exclude={productId}
                    labelOf={(r) => String(r.name)}
                    detail={(r) => `${formatRub(Number(r.price) || 0)} / ${String(r.unit ?? '')}`}
                    onChange={(id, record) => {
                      if (record) onPick(record);
                      update(row.key, { componentId: id });
                    }}
                  />
                  {err('componentId') && <div className="catalog-field-error">{err('componentId')}</div>}
                </div>
                <div className="catalog-composition-qty">
                  <InputGroup
                    aria-label={label('Количество', i)}
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
                  aria-label={label('Убрать компонент', i)}
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
