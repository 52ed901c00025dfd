import { DateRangeInput } from '@blueprintjs/datetime';
import { addYears, format, parse } from 'date-fns';
import { DATE_FORMAT, DATE_LOCALE, WEEK_STARTS_ON } from '../app/format';
import { dayDate, isoDay, type DayRange } from './presets';

/**
 * «Период»: the two dates of a chosen range, for the order list, the dashboards and the warehouse
 * lists alike. The order list and dashboards load it as its own chunk when «Период» is chosen: the
 * date picker is ~25 KB brotli they do not need on arrival.
 */
export default function PeriodInput({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (r: DayRange) => void;
}) {
  return (
    <DateRangeInput
      value={[dayDate(range.start), dayDate(range.stop)]}
      onChange={([start, stop]) => {
        // Half a range is still being picked: keep the stored one until both ends exist.
        if (start && stop) onChange({ start: isoDay(start), stop: isoDay(stop) });
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
  );
}
