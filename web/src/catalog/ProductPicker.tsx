import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { Select, type ItemListPredicate, type ItemRenderer } from '@blueprintjs/select';
import { formatRub } from '../../../schema/money';
import type { ListRecord } from '../lists/store';

const LIMIT = 50;
const norm = (s: unknown) =>
  String(s ?? '')
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е');

// A thousand products make a long menu: show the first matches and ask for a sharper query.
const filter: ItemListPredicate<ListRecord> = (query, items) => {
  const words = norm(query).split(/\s+/).filter(Boolean);
  const found = words.length
    ? items.filter((p) => {
        const text = `${norm(p.name)} ${norm(p.article)} ${norm(p.barcode)}`;
        return words.every((w) => text.includes(w));
      })
    : items;
  return found.slice(0, LIMIT);
};

const renderItem: ItemRenderer<ListRecord> = (p, { handleClick, handleFocus, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={p.id}
      active={modifiers.active}
      disabled={modifiers.disabled}
      roleStructure="listoption"
      text={String(p.name)}
      label={`${formatRub(Number(p.price) || 0)} / ${String(p.unit ?? '')}`}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  ) : null;

interface Props {
  /** The products offered (the caller leaves out the product itself). */
  products: ListRecord[];
  value: ListRecord | undefined;
  /** Text of the button when `value` is not among the products (removed from the catalogue). */
  missingText?: string;
  label: string;
  invalid?: boolean;
  onChange: (product: ListRecord) => void;
}

/** A product chooser with search by name, article or barcode. */
export function ProductPicker({ products, value, missingText, label, invalid, onChange }: Props) {
  return (
    <Select<ListRecord>
      items={products}
      itemListPredicate={filter}
      itemRenderer={renderItem}
      onItemSelect={onChange}
      itemsEqual="id"
      activeItem={value ?? null}
      noResults={<MenuItem disabled roleStructure="listoption" text="Ничего не найдено" />}
      inputProps={{ placeholder: 'Название, артикул, штрихкод', 'aria-label': `${label}: поиск` }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      resetOnClose
      fill
    >
      <Button
        fill
        alignText="start"
        endIcon="caret-down"
        aria-label={label}
        intent={invalid ? 'danger' : 'none'}
        text={value ? String(value.name) : (missingText ?? 'Выберите товар…')}
        className={value ? undefined : 'catalog-muted'}
      />
    </Select>
  );
}
