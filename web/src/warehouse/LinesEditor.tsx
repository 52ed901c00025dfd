import { Button, InputGroup } from '@blueprintjs/core';
import { findList } from '../../../schema/lists';
import { useSession } from '../app/session/context';
import { formatMoney } from '../lists/format';
import { RefSearch } from '../lists/RefSearch';
import type { ListRecord } from '../lists/store';
import { rublesText } from '../orders/totals';
import {
  draftLineSum,
  MAX_LINES,
  newLine,
  parseQuantity,
  type DraftErrors,
  type LineDraft,
} from './documentForm';
import { formatDelta, formatQuantity } from './format';
import type { KindDef } from './kinds';
import type { StockDocument } from './useWarehouse';

const PRODUCTS = findList('ProductList')!;

/** How a line's product reads: its name as the line carries it, else its number. */
export const productText = (line: Pick<LineDraft, 'productId' | 'productName'>) =>
  line.productName || (line.productId ? `Товар №${line.productId}` : '');

interface Props {
  kind: KindDef;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors: DraftErrors;
  readOnly: boolean;
  /** The stored lines (posted Stocktaking: book quantity and difference). */
  stored?: StockDocument['lines'];
  /** The current balance at the document's branch (drafts), or null while unknown. */
  balanceOf?: (productId: string) => number | null;
  /** The price a line gets when its product is picked, kopecks. */
  defaultPrice: (product: ListRecord) => number;
}

/**
 * Product lines: product (the server searches the shop's catalogue as the user types: the screen
 * never holds the catalogue), quantity with its unit, price in
 * rubles, live sum; beside them the current balance (drafts) or, for a posted count, the book
 * quantity and the difference.
 */
export function LinesEditor({
  kind,
  lines,
  onChange,
  errors,
  readOnly,
  stored,
  balanceOf,
  defaultPrice,
}: Props) {
  const { user } = useSession();
  // Documents move the shop's goods, inactive ones too (stock left on a shelf).
  const productFilter = { onlyActive: false, shopType: user?.typeAccount ?? 'flower_shop' };
  const update = (key: string, patch: Partial<LineDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const posted = readOnly && stored;
  const showBook = kind.count && posted;
  const showBalance = !readOnly && balanceOf;
  const extra = showBook ? ['По учёту', 'Разница'] : showBalance ? ['Остаток'] : [];
  const quantityTitle = kind.count ? 'Фактически' : 'Количество';

  return (
    <div className={`wh-lines${readOnly ? ' is-readonly' : ''}`} data-extra={extra.length}>
      <div className="wh-line wh-line-head" aria-hidden>
        <span>№</span>
        <span>Товар</span>
        <span>{quantityTitle}</span>
        <span>{kind.priceLabel}, ₽</span>
        <span>Сумма</span>
        {extra.map((e) => (
          <span key={e}>{e}</span>
        ))}
        <span />
      </div>
      {lines.map((line, i) => {
        const unit = line.unit ?? '';
        const err = (k: string) => errors[`lines.${line.key}.${k}`];
        const sum = draftLineSum(line);
        const s = stored?.[i];
        const balance = showBalance && line.productId ? balanceOf(line.productId) : null;
        const q = parseQuantity(line.quantity, true).value;
        const short = balance !== null && kind.sign < 0 && q !== undefined && q > balance;
        return (
          <div key={line.key} className="wh-line" data-testid="doc-line">
            <span className="wh-line-no">{i + 1}</span>
            <div className="wh-line-product">
              {readOnly ? (
                <span>{productText(line)}</span>
              ) : (
                <RefSearch
                  id={`${line.key}-product`}
                  ariaLabel={`Товар ${i + 1}`}
                  target={PRODUCTS}
                  value={line.productId}
                  label={productText(line)}
                  intent={err('productId') ? 'danger' : 'none'}
                  filter={productFilter}
                  labelOf={(p) => String(p.name ?? '')}
                  onChange={(id, p) =>
                    update(
                      line.key,
                      p
                        ? {
                            productId: p.id,
                            productName: String(p.name ?? ''),
                            unit: String(p.unit ?? ''),
                            price: rublesText(defaultPrice(p)),
                          }
                        : { productId: id, productName: undefined, unit: undefined },
                    )
                  }
                />
              )}
              {err('productId') && <div className="wh-field-error">{err('productId')}</div>}
            </div>
            <div className="wh-line-qty" data-label={quantityTitle}>
              {readOnly ? (
                <span>
                  {formatQuantity(q ?? 0)} {unit}
                </span>
              ) : (
                <InputGroup
                  aria-label={`${quantityTitle} ${i + 1}`}
                  inputMode="decimal"
                  placeholder={kind.count ? 'Посчитано' : 'Кол-во'}
                  value={line.quantity}
                  intent={err('quantity') ? 'danger' : 'none'}
                  onChange={(e) => update(line.key, { quantity: e.target.value })}
                  rightElement={<span className="wh-unit">{unit}</span>}
                />
              )}
              {err('quantity') && <div className="wh-field-error">{err('quantity')}</div>}
            </div>
            <div className="wh-line-price" data-label={kind.priceLabel}>
              {readOnly ? (
                <span>{formatMoney(s?.price ?? 0)}</span>
              ) : (
                <InputGroup
                  aria-label={`Цена ${i + 1}`}
                  inputMode="decimal"
                  placeholder="Цена, ₽"
                  value={line.price}
                  intent={err('price') ? 'danger' : 'none'}
                  onChange={(e) => update(line.key, { price: e.target.value })}
                />
              )}
              {err('price') && <div className="wh-field-error">{err('price')}</div>}
            </div>
            <span className="wh-line-sum" data-testid={`line-sum-${i + 1}`}>
              {readOnly && s ? formatMoney(s.sum) : sum === null ? '—' : formatMoney(sum)}
            </span>
            {showBook && (
              <>
                <span className="wh-line-extra" data-label="По учёту">
                  {s?.bookQuantity === null || s?.bookQuantity === undefined
                    ? '—'
                    : formatQuantity(s.bookQuantity)}
                </span>
                <span
                  className={`wh-line-extra${s?.difference ? (s.difference < 0 ? ' is-negative' : ' is-positive') : ''}`}
                  data-label="Разница"
                  data-testid={`line-difference-${i + 1}`}
                >
                  {s?.difference === null || s?.difference === undefined ? '—' : formatDelta(s.difference)}
                </span>
              </>
            )}
            {showBalance && (
              <span
                className={`wh-line-extra${short ? ' is-negative' : ''}`}
                data-label="Остаток"
                data-testid={`line-balance-${i + 1}`}
                title={short ? 'Больше, чем есть на складе' : 'Сейчас на складе филиала'}
              >
                {!line.productId ? '' : balance === null ? '…' : `${formatQuantity(balance)} ${unit}`.trim()}
              </span>
            )}
            {readOnly ? (
              <span />
            ) : (
              <Button
                variant="minimal"
                icon="cross"
                aria-label={`Убрать строку ${i + 1}`}
                title="Убрать строку"
                onClick={() =>
                  onChange(lines.length > 1 ? lines.filter((l) => l.key !== line.key) : [newLine()])
                }
              />
            )}
          </div>
        );
      })}
      {errors.lines && <div className="wh-field-error">{errors.lines}</div>}
      {!readOnly && (
        <Button
          className="wh-add-line"
          icon="add"
          text="Добавить строку"
          disabled={lines.length >= MAX_LINES}
          onClick={() => onChange([...lines, newLine()])}
        />
      )}
    </div>
  );
}
