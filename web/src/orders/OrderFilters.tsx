import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import type { OrderFilter } from '../graphql';
import { DATE_KINDS, setDateKind, type DateKind } from './presets';
import type { OrderRefs, Ref } from './refs';

/** The order list's narrowing beyond the period and the search (issue 26 item 4): one id each, '' = all. */
export interface OrderChoice {
  statusId: string;
  workerId: string;
  paymentTypeId: string;
  sourceId: string;
}

export const ALL_ORDERS: OrderChoice = { statusId: '', workerId: '', paymentTypeId: '', sourceId: '' };

export const isNarrowed = (c: OrderChoice) => Object.values(c).some(Boolean);

/** The choice as the server's OrderFilter takes it (the server checks the ids exist). */
export function choiceFilter(c: OrderChoice): Partial<OrderFilter> {
  const one = (id: string) => (id ? [id] : undefined);
  return {
    statusIds: one(c.statusId),
    workerIds: one(c.workerId),
    paymentTypeIds: one(c.paymentTypeId),
    sourceIds: one(c.sourceId),
  };
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

/** One select per list: status, worker, payment type, sales channel. */
export function OrderFilters({ refs, value, onChange }: Props) {
  const select = (field: keyof OrderChoice, label: string, all: string, options: Ref[]) => (
    <HTMLSelect
      key={field}
      aria-label={label}
      value={value[field]}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      options={[{ value: '', label: all }, ...options.map((o) => ({ value: o.id, label: o.name }))]}
    />
  );
  return (
    <div className="orders-filters">
      {select('statusId', 'Фильтр по статусу', 'Все статусы', refs.statuses.options)}
      {select('workerId', 'Фильтр по исполнителю', 'Все исполнители', refs.workers.options)}
      {select('paymentTypeId', 'Фильтр по типу оплаты', 'Все типы оплаты', refs.payments.options)}
      {select('sourceId', 'Фильтр по каналу продаж', 'Все каналы', refs.sources.options)}
    </div>
  );
}
