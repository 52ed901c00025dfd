import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../lists/format';
import { RefSearch } from '../lists/RefSearch';
import { onSaleFilter, PRODUCTS, toProduct, useProductLookup, type Product } from './catalog';
import { newLine, type DraftErrors, type LineDraft } from './form';
import { rublesText } from './totals';

interface Props {
  lines: LineDraft[];
  lineSums: number[];
  onChange: (lines: LineDraft[]) => void;
  errors: DraftErrors;
  shopType: 'flower_shop' | 'fastfood';
}

const filled = (p: Product) => ({ productId: p.id, name: p.name, price: rublesText(p.price) });

/**
 * The products of the order: search the catalogue on the server as you type (issue 17: it is
 * never loaded whole) or type a product code, then count and price.
 */
export function LinesEditor({ lines, lineSums, onChange, errors, shopType }: Props) {
  const lookup = useProductLookup(shopType);
  const latest = useRef({ lines, onChange });
  useEffect(() => {
    latest.current = { lines, onChange };
  });
  const filter = onSaleFilter(shopType);
  const update = (i: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  // A typed code names its product once the server answers, if the line still has that code.
  const resolve = async (key: string, code: string) => {
    const p = code ? await lookup(code) : null;
    if (!p) return;
    const now = latest.current;
    now.onChange(now.lines.map((l) => (l.key === key && l.productId === code ? { ...l, ...filled(p) } : l)));
  };
  return (
    <div className="order-lines">
      <table className="bp6-html-table bp6-compact order-lines-table">
        <thead>
          <tr>
            <th>Товар</th>
            <th>Код</th>
            <th>Кол-во</th>
            <th>Цена, ₽</th>
            <th>Сумма</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => {
            const err = (k: string) => errors[`lines.${i}.${k}`];
            return (
              <tr key={l.key}>
                <td className="order-line-product">
                  <RefSearch
                    target={PRODUCTS}
                    ariaLabel={`Товар ${i + 1}`}
                    value={l.productId}
                    label={l.productId ? l.name || `Товар с кодом ${l.productId}` : ''}
                    filter={filter}
                    labelOf={(r) => String(r.name)}
                    detail={(r) => formatMoney(Number(r.price) || 0)}
                    onChange={(id, record) =>
                      update(i, record ? filled(toProduct(record)) : { productId: id, name: '' })
                    }
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={`Код товара ${i + 1}`}
                    className="order-line-code"
                    value={l.productId}
                    inputMode="numeric"
                    intent={err('productId') ? 'danger' : 'none'}
                    title={err('productId')}
                    onChange={(e) => {
                      update(i, { productId: e.target.value, name: '' });
                      void resolve(l.key, e.target.value.trim());
                    }}
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={`Количество ${i + 1}`}
                    className="order-line-count"
                    value={l.count}
                    inputMode="numeric"
                    intent={err('count') ? 'danger' : 'none'}
                    title={err('count')}
                    onChange={(e) => update(i, { count: e.target.value })}
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={`Цена ${i + 1}`}
                    className="order-line-price"
                    value={l.price}
                    inputMode="decimal"
                    intent={err('price') ? 'danger' : 'none'}
                    title={err('price')}
                    onChange={(e) => update(i, { price: e.target.value })}
                  />
                </td>
                <td className="order-line-sum">{formatMoney(lineSums[i] ?? 0)}</td>
                <td>
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={`Убрать товар ${i + 1}`}
                    onClick={() => onChange(lines.filter((_, j) => j !== i))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {Object.entries(errors)
        .filter(([k]) => k.startsWith('lines'))
        .slice(0, 3)
        .map(([k, m]) => (
          <div key={k} className="bp6-form-helper-text bp6-intent-danger order-line-error">
            {k === 'lines' ? m : `Строка ${Number(k.split('.')[1]) + 1}: ${m}`}
          </div>
        ))}
      <Button icon="plus" text="Добавить товар" onClick={() => onChange([...lines, newLine()])} />
    </div>
  );
}
