import { Button, ButtonGroup } from '@blueprintjs/core';
import { DateRangeInput } from '@blueprintjs/datetime';
import { addYears, format, parse } from 'date-fns';
import { DATE_FORMAT, DATE_LOCALE, WEEK_STARTS_ON, formatDate } from '../app/format';
import { PRESETS, dayDate, isoDay, setPresetChoice, type DayRange, type PresetChoice } from './presets';

interface Props {
  choice: PresetChoice;
  range: DayRange;
}

/** Завтра / Сегодня / Вчера / Неделя / Месяц / Период, and the dates the choice covers. */
export function PresetBar({ choice, range }: Props) {
  const label =
    range.start === range.stop
      ? formatDate(dayDate(range.start))
      : `${formatDate(dayDate(range.start))} – ${formatDate(dayDate(range.stop))}`;
  return (
    <div className="orders-presets">
      <ButtonGroup>
        {PRESETS.map((p) => (
          <Button
            key={p.key}
            text={p.label}
            active={choice.key === p.key}
            intent={choice.key === p.key ? 'primary' : 'none'}
            onClick={() => setPresetChoice({ key: p.key, custom: p.key === 'SPECIFY' ? range : null })}
          />
        ))}
      </ButtonGroup>
      {choice.key === 'SPECIFY' ? (
        <DateRangeInput
          value={[dayDate(range.start), dayDate(range.stop)]}
          onChange={([start, stop]) => {
            // Half a range is still being picked: keep the stored one until both ends exist.
            if (start && stop)
              setPresetChoice({ key: 'SPECIFY', custom: { start: isoDay(start), stop: isoDay(stop) } });
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
        <span className="orders-range" data-testid="orders-range">
          {label}
        </span>
      )}
    </div>
  );
}
