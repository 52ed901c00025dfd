import { Button, ButtonGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { DateRangeInput } from '@blueprintjs/datetime';
import { addYears, format, parse } from 'date-fns';
import { DATE_FORMAT, DATE_LOCALE, WEEK_STARTS_ON } from '../app/format';
import { dayDate, isoDay } from '../orders/presets';
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
        <DateRangeInput
          value={[dayDate(f.from), dayDate(f.to)]}
          onChange={([start, stop]) => {
            // Half a range is still being picked: keep the stored one until both ends exist.
            if (start && stop) set({ from: isoDay(start), to: isoDay(stop) });
          }}
          formatDate={(d) => format(d, DATE_FORMAT)}
          parseDate={(s) => parse(s, DATE_FORMAT, new Date())}
          locale={DATE_LOCALE}
          dayPickerProps={{ weekStartsOn: WEEK_STARTS_ON }}
          allowSingleDayRange
          shortcuts={false}
          minDate={new Date(2000, 0, 1)}
          maxDate={addYears(new Date(), 2)}
          startInputProps={{ 'aria-label': 'Начало периода', placeholder: 'дд.мм.гггг' }}
          endInputProps={{ 'aria-label': 'Конец периода', placeholder: 'дд.мм.гггг' }}
          invalidDateMessage="Неверная дата"
          overlappingDatesMessage="Даты пересекаются"
          outOfRangeMessage="Дата вне диапазона"
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
