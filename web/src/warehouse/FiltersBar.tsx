import { Button, ButtonGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import PeriodInput from '../orders/PeriodInput';
import { PERIODS, periodRange, type ListFilters } from './filters';
import { formatDay } from './format';
import type { Option } from './refs';

interface Props {
  filters: ListFilters;
  onChange: (f: ListFilters) => void;
  branches: Option[];
}

/** Period presets (and dates), branch, status and «показать удалённые». */
export function FiltersBar({ filters: f, onChange, branches }: Props) {
  const set = (patch: Partial<ListFilters>) => onChange({ ...f, ...patch });
  const range = periodRange(f);
  return (
    <div className="wh-filters">
      <ButtonGroup className="wh-periods">
        {PERIODS.map((p) => (
          <Button
            key={p.key}
            text={p.label}
            active={f.period === p.key}
            intent={f.period === p.key ? 'primary' : 'none'}
            onClick={() => set({ period: p.key })}
          />
        ))}
      </ButtonGroup>
      {f.period === 'period' ? (
        <PeriodInput
          range={{ start: f.from, stop: f.to }}
          onChange={(r) => set({ from: r.start, to: r.stop })}
        />
      ) : (
        <span className="wh-range" data-testid="wh-range">
          {range
            ? range.dateFrom === range.dateTo
              ? formatDay(range.dateFrom)
              : `${formatDay(range.dateFrom)} – ${formatDay(range.dateTo)}`
            : 'за всё время'}
        </span>
      )}
      <HTMLSelect
        aria-label="Филиал"
        value={f.branch}
        onChange={(e) => set({ branch: e.target.value })}
        options={[
          { value: '', label: 'Все филиалы' },
          ...branches.map((b) => ({ value: b.id, label: b.name })),
        ]}
      />
      <HTMLSelect
        aria-label="Статус"
        value={f.status}
        onChange={(e) => set({ status: e.target.value as ListFilters['status'] })}
        options={[
          { value: '', label: 'Все статусы' },
          { value: 'draft', label: 'Черновики' },
          { value: 'posted', label: 'Проведённые' },
        ]}
      />
      <Switch
        className="wh-switch"
        label="Показать удалённые"
        checked={f.deleted}
        onChange={(e) => set({ deleted: e.currentTarget.checked })}
      />
    </div>
  );
}
