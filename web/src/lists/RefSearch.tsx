import { Button, InputGroup, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client';
import { useState, type KeyboardEvent } from 'react';
import type { ListDef } from '../../../schema/lists';
import { useSettled } from '../app/useSettled';
import { LIST_DOCUMENTS } from './__generated__/operations';
import type { ListRecord } from './store';

/** What one search shows: enough to pick from, few enough to read. */
const RESULTS = 20;

interface Props {
  id: string;
  /** The growing list the field refers to (a recipient's client). */
  target: ListDef;
  /** The chosen record's id, or '' for none. */
  value: string;
  /** How the chosen record reads when the dialog opens (from the page it came with). */
  label: string;
  intent: 'danger' | 'none';
  labelOf: (record: ListRecord) => string;
  onChange: (id: string) => void;
  /** The whole record picked, for a caller that needs more than its id (a product's unit and cost). */
  onPick?: (record: ListRecord) => void;
  /** Narrows the search: inactive records too (`onlyActive: false`), one shop's records. */
  filter?: { onlyActive?: boolean; shopType?: string | null };
  /** The field's accessible name when no <label> points at it. */
  ariaLabel?: string;
}

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
  intent,
  labelOf,
  onChange,
  onPick,
  filter,
  ariaLabel,
}: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState(label);
  const search = useSettled(text.trim());
  const { data, loading, error } = useQuery<
    Record<string, { edges: { node: ListRecord }[]; totalCount: number }>
  >(LIST_DOCUMENTS[target.name].page!, {
    variables: {
      first: RESULTS,
      filter: { search: search || null, onlyActive: filter?.onlyActive ?? true, shopType: filter?.shopType },
    },
    skip: !open,
  });
  const found = data?.[`${target.plural}Connection`];
  const options = found?.edges.map((e) => e.node) ?? [];
  const current = Math.min(active, Math.max(0, options.length - 1));

  const pick = (record: ListRecord) => {
    onChange(record.id);
    onPick?.(record);
    setChosen(labelOf(record));
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
    <Popover
      isOpen={open && (options.length > 0 || loading || Boolean(error) || search !== '')}
      autoFocus={false}
      enforceFocus={false}
      placement="bottom-start"
      minimal
      fill
      matchTargetWidth
      onInteraction={(next) => !next && setOpen(false)}
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
              label={typeof record.phone === 'string' ? record.phone : undefined}
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
        id={id}
        aria-label={ariaLabel}
        fill
        intent={intent}
        role="combobox"
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
          value ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label="Очистить"
              onClick={() => {
                onChange('');
                setChosen('');
              }}
            />
          ) : undefined
        }
      />
    </Popover>
  );
}
