import { Button, ButtonGroup, Checkbox, PopoverNext } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  choicePairs,
  CHOICE_PARAMS,
  isNarrowed,
  NO_WORKER,
  readChoice,
  type OrderChoice,
} from '../../../schema/order-filters';
import { DATE_KINDS, setDateKind, type DateKind } from './presets';
import type { OrderRefs, Ref } from './refs';

export { ALL_ORDERS, choiceFilter, isNarrowed, type OrderChoice } from '../../../schema/order-filters';

/** The last choice of this tab: the list opened again from the menu or after saving an order keeps it. */
const KEPT = 'orders.filters';

const keep = (c: OrderChoice) => {
  try {
    if (isNarrowed(c)) sessionStorage.setItem(KEPT, JSON.stringify(choicePairs(c)));
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Storage may be off (private mode): the address still holds the choice.
  }
};

function kept(): [string, string][] {
  try {
    const pairs: unknown = JSON.parse(sessionStorage.getItem(KEPT) ?? '[]');
    return Array.isArray(pairs) ? (pairs as [string, string][]) : [];
  } catch {
    return [];
  }
}

/**
 * The order list's narrowing (issue 26 item 4), held in the page's address
 * (`?statusId=1&statusId=3&workerId=none`, schema/order-filters.ts) so a reload or a shared link
 * keeps it; an address without filters takes this tab's last choice.
 */
export function useOrderChoice() {
  const [params, setParams] = useSearchParams();
  const choice = useMemo(() => readChoice((p) => params.getAll(p)), [params]);
  const setChoice = useCallback(
    (next: OrderChoice) => {
      keep(next);
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const param of Object.values(CHOICE_PARAMS)) out.delete(param);
          for (const [k, v] of choicePairs(next)) out.append(k, v);
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  // Opened without filters in the address: the tab's last choice, written back into it.
  useEffect(() => {
    const last = kept();
    if (!isNarrowed(choice) && last.length)
      setChoice(readChoice((p) => last.filter(([k]) => k === p).map(([, v]) => v)));
    // Only on opening: a reset afterwards must stay reset.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [choice, setChoice] as const;
}

/** «По дате: приёма / доставки»: which day of an order the period is of. */
export function DateKindSwitch({ value }: { value: DateKind }) {
  return (
    <div className="orders-datekind" role="group" aria-label="По дате">
      <span>По дате:</span>
      <ButtonGroup>
        {DATE_KINDS.map((k) => (
          <Button
            key={k.key}
            text={k.label}
            active={value === k.key}
            aria-pressed={value === k.key}
            intent={value === k.key ? 'primary' : 'none'}
            onClick={() => setDateKind(k.key)}
          />
        ))}
      </ButtonGroup>
    </div>
  );
}

interface Props {
  refs: OrderRefs;
  value: OrderChoice;
  onChange: (next: OrderChoice) => void;
}

interface Option {
  id: string;
  name: string;
}

/** One filter: a button naming what is picked, opening the list's values to tick (any number). */
function ChoiceFilter(props: {
  label: string;
  all: string;
  options: Option[];
  picked: string[];
  onChange: (ids: string[]) => void;
}) {
  const { label, all, options, picked, onChange } = props;
  const name = `Фильтр по ${FILTER_WORDS[label]}`;
  const names = picked.map((id) => options.find((o) => o.id === id)?.name ?? id);
  const text = picked.length === 0 ? all : picked.length === 1 ? names[0] : `${label}: ${picked.length}`;
  const toggle = (id: string, on: boolean) => onChange(on ? [...picked, id] : picked.filter((p) => p !== id));
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="orders-filter-menu" role="group" aria-label={name}>
          {options.map((o) => (
            <Checkbox
              key={o.id}
              label={o.name}
              checked={picked.includes(o.id)}
              onChange={(e) => toggle(o.id, e.currentTarget.checked)}
            />
          ))}
          <Button
            size="small"
            variant="minimal"
            text="Все"
            disabled={picked.length === 0}
            onClick={() => onChange([])}
          />
        </div>
      }
    >
      <Button
        endIcon="caret-down"
        text={text}
        title={names.join(', ') || all}
        aria-label={name}
        intent={picked.length ? 'primary' : 'none'}
        variant={picked.length ? 'outlined' : 'solid'}
      />
    </PopoverNext>
  );
}

/** «Фильтр по статусу» and the like: the names tests and screen readers find the buttons by. */
const FILTER_WORDS: Record<string, string> = {
  Статус: 'статусу',
  Исполнитель: 'исполнителю',
  'Тип оплаты': 'типу оплаты',
  'Канал продаж': 'каналу продаж',
};

const asOptions = (refs: Ref[]): Option[] => refs.map((r) => ({ id: r.id, name: r.name }));

/** Status, worker (and «Без исполнителя»), payment type, sales channel: each any number of values. */
export function OrderFilters({ refs, value, onChange }: Props) {
  const set = (field: keyof OrderChoice) => (ids: string[]) => onChange({ ...value, [field]: ids });
  return (
    <div className="orders-filters">
      <ChoiceFilter
        label="Статус"
        all="Все статусы"
        options={asOptions(refs.statuses.options)}
        picked={value.statusIds}
        onChange={set('statusIds')}
      />
      <ChoiceFilter
        label="Исполнитель"
        all="Все исполнители"
        options={[{ id: NO_WORKER, name: 'Без исполнителя' }, ...asOptions(refs.workers.options)]}
        picked={value.workerIds}
        onChange={set('workerIds')}
      />
      <ChoiceFilter
        label="Тип оплаты"
        all="Все типы оплаты"
        options={asOptions(refs.payments.options)}
        picked={value.paymentTypeIds}
        onChange={set('paymentTypeIds')}
      />
      <ChoiceFilter
        label="Канал продаж"
        all="Все каналы"
        options={asOptions(refs.sources.options)}
        picked={value.sourceIds}
        onChange={set('sourceIds')}
      />
    </div>
  );
}
