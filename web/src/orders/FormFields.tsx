import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { addYears, format, parse } from 'date-fns';
import { DATE_FORMAT, DATE_LOCALE, WEEK_STARTS_ON } from '../app/format';
import type { Ref } from './refs';

interface TextProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  placeholder?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  required?: boolean;
}

/** A labelled input with its Russian error under it (the form keeps every typed character). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  multiline,
  inputMode,
  required,
}: TextProps) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      helperText={error}
      intent={error ? 'danger' : 'none'}
    >
      {multiline ? (
        <TextArea
          id={id}
          fill
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <InputGroup
          id={id}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          intent={error ? 'danger' : 'none'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormGroup>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly (Ref | { id: string; name: string })[];
  empty?: string;
  error?: string;
}

export function SelectField({ id, label, value, onChange, options, empty = '—', error }: SelectProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <HTMLSelect
        id={id}
        fill
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={[{ value: '', label: empty }, ...options.map((o) => ({ value: o.id, label: o.name }))]}
      />
    </FormGroup>
  );
}

interface DateProps {
  id: string;
  label: string;
  /** yyyy-MM-dd or ''. */
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

/** A calendar date typed and shown as dd.MM.yyyy, kept as yyyy-MM-dd (what the API takes). */
export function DateField({ id, label, value, onChange, error }: DateProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <DateInput
        inputProps={{ id }}
        value={value ? `${value}T00:00:00` : null}
        onChange={(v) => onChange(v ? v.slice(0, 10) : '')}
        formatDate={(d) => format(d, DATE_FORMAT)}
        parseDate={(s) => parse(s, DATE_FORMAT, new Date())}
        placeholder="дд.мм.гггг"
        dayPickerProps={{ weekStartsOn: WEEK_STARTS_ON }}
        locale={DATE_LOCALE}
        invalidDateMessage="Неверная дата"
        outOfRangeMessage="Дата вне допустимого диапазона"
        minDate={new Date(2000, 0, 1)}
        maxDate={addYears(new Date(), 3)}
        fill
      />
    </FormGroup>
  );
}
