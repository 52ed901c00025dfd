import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { formatMoney } from '../lists/format';
import { useCatalog } from './catalog';
import { newLine, type DraftErrors, type LineDraft } from './form';
import { rublesText } from './totals';

interface Props {
  lines: LineDraft[];
  lineSums: number[];
  onChange: (lines: LineDraft[]) => void;
  errors: DraftErrors;
  shopType: 'flower_shop' | 'fastfood';
}

/** The products of the order: pick from the catalogue or type a product code, count and price. */
export function LinesEditor({ lines, lineSums, onChange, errors, shopType }: Props) {
  const { products } = useCatalog(shopType);
  const update = (i: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const pick = (i: number, id: string) => {
    const p = products.find((x) => x.id === id);
    update(
      i,
      p ? { productId: p.id, name: p.name, price: rublesText(p.price) } : { productId: '', name: '' },
    );
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
            const known = products.some((p) => p.id === l.productId);
            return (
              <tr key={l.key}>
                <td>
                  <HTMLSelect
                    aria-label={`Товар ${i + 1}`}
                    value={known ? l.productId : ''}
                    onChange={(e) => pick(i, e.target.value)}
                    options={[
                      {
                        value: '',
                        label:
                          l.productId && !known
                            ? l.name || `Товар с кодом ${l.productId}`
                            : 'Выберите товар…',
                      },
                      ...products.map((p) => ({ value: p.id, label: `${p.name} — ${formatMoney(p.price)}` })),
                    ]}
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
                      const p = products.find((x) => x.id === e.target.value.trim());
                      update(
                        i,
                        p
                          ? { productId: p.id, name: p.name, price: rublesText(p.price) }
                          : { productId: e.target.value, name: '' },
                      );
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
