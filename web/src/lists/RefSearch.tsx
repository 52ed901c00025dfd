import { Button, InputGroup, Menu, MenuItem, PopoverNext, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ListDef } from '../../../schema/lists';
import { useSettled } from '../app/useSettled';
import { LIST_DOCUMENTS } from './__generated__/operations';
import type { ListRecord } from './store';

/** What one search shows: enough to pick from, few enough to read. */
const RESULTS = 20;

interface Props {
  id?: string;
  /** The growing list the field refers to (a recipient's client, an order line's product). */
  target: ListDef;
  /** The chosen record's id, or '' for none. */
  value: string;
  /** How the chosen record reads (from the page or the row it came with). */
  label: string;
  intent?: 'danger' | 'none';
  /** Shown but not changeable (a sent campaign's promo code). */
  disabled?: boolean;
  labelOf: (record: ListRecord) => string;
  /** The pick: its id, and the record itself (so a caller needs no list to read its price). */
  onChange: (id: string, record?: ListRecord) => void;
  /** More of the list's filter (ListFilter): a shop type, a category; `onlyActive: false` widens. */
  filter?: Record<string, unknown>;
  /** The grey text at the right of an option (a client's phone by default; a product's price). */
  detail?: (record: ListRecord) => string | undefined;
  /** When no <label for=id> names the field (a table cell). */
  ariaLabel?: string;
  /** A record never offered (a product is not its own component). */
  exclude?: string;
}

const phoneOf = (record: ListRecord) => (typeof record.phone === 'string' ? record.phone : undefined);

/**
 * A picker over a list that grows with the shop (issue 17): it never holds the list, it asks the
 * server for the first matches as the user types (after a pause), with the keyboard (↑ ↓ Enter
 * Esc) as well as the mouse.
 */
export function RefSearch({
  id,
  target,
  value,
  label,
  intent = 'none',
  disabled,
  labelOf,
  onChange,
  filter,
  detail = phoneOf,
  ariaLabel,
  exclude,
}: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The label of what was picked here; a value set from outside (a product code) reads `label`.
  const [picked, setPicked] = useState<{ id: string; text: string } | null>(null);
  const chosen = picked && picked.id === value ? picked.text : label;
  const search = useSettled(text.trim());
  const field = useRef<HTMLInputElement>(null);
  const { data, previousData, loading, error } = useQuery<
    Record<string, { edges: { node: ListRecord }[]; totalCount: number }>
  >(LIST_DOCUMENTS[target.name].page!, {
    // Active records unless the caller's filter says otherwise (a composition may use any).
    variables: { first: RESULTS, filter: { onlyActive: true, ...filter, search: search || null } },
    skip: !open,
  });
  // While the next search travels, the last answer stays (the list does not blink empty).
  const found = (data ?? previousData)?.[`${target.plural}Connection`];
  const options = (found?.edges.map((e) => e.node) ?? []).filter((r) => r.id !== exclude);
  const current = Math.min(active, Math.max(0, options.length - 1));

  const pick = (record: ListRecord) => {
    onChange(record.id, record);
    setPicked({ id: record.id, text: labelOf(record) });
    setText('');
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.max(0, Math.min(options.length - 1, a + step)));
    } else if (e.key === 'Enter' && open && options[current]) {
      e.preventDefault();
      pick(options[current]);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };

  const more = found && found.totalCount > options.length;
  return (
    <PopoverNext
      isOpen={open && (options.length > 0 || loading || Boolean(error) || search !== '')}
      // Focus stays where the user is: the field while typing, the next field after a pick.
      autoFocus={false}
      enforceFocus={false}
      shouldReturnFocusOnClose={false}
      placement="bottom-start"
      // PopoverNext (the legacy Popover warns under React 19): minimal is no arrow, no scaling.
      arrow={false}
      animation="minimal"
      fill
      matchTargetWidth
      // A click on the field itself keeps the list open (focus opened it): only outside closes.
      onInteraction={(next, e) => {
        if (!next && !(e?.target instanceof Node && field.current?.contains(e.target))) setOpen(false);
      }}
      content={
        <Menu className="ref-search-menu" role="listbox" aria-label={`${target.title}: найдено`}>
          {loading && !found && <MenuItem disabled icon={<Spinner size={14} />} text="Поиск…" />}
          {error && <MenuItem disabled intent="danger" text="Не удалось найти: попробуйте ещё раз" />}
          {found && options.length === 0 && <MenuItem disabled text="Ничего не найдено" />}
          {options.map((record, i) => (
            <MenuItem
              key={record.id}
              role="option"
              aria-selected={i === current}
              active={i === current}
              text={labelOf(record)}
              label={detail(record)}
              onClick={() => pick(record)}
            />
          ))}
          {more && (
            <MenuItem
              disabled
              text={`Показаны первые ${options.length} из ${found.totalCount}: уточните поиск`}
            />
          )}
        </Menu>
      }
    >
      <InputGroup
        inputRef={field}
        id={id}
        fill
        intent={intent}
        disabled={disabled}
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-autocomplete="list"
        leftIcon="search"
        placeholder={value ? chosen : `Найти: ${target.title.toLowerCase()}`}
        value={open ? text : value ? chosen : ''}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        rightElement={
          value && !disabled ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label="Очистить"
              onClick={() => {
                onChange('');
                setPicked(null);
              }}
            />
          ) : undefined
        }
      />
    </PopoverNext>
  );
}
