import { Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { format, parse } from 'date-fns';
import { findList, type FieldDef } from '../../../schema/lists';
import { PageKeyChecks } from '../access-rights/PageKeyChecks';
import { RichTextField } from '../app/richtext/RichTextField';
import { DATE_FORMAT, DATE_LOCALE, WEEK_STARTS_ON } from '../app/format';
import type { FormValue } from './form';
import { RefSearch } from './RefSearch';
import { recordLabel } from './useListRows';
import type { ListRecord } from './store';

interface Props {
  field: FieldDef;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
  /** Visible records of the referenced list, for `ref` fields. */
  refOptions?: { record: ListRecord; label: string }[];
  /** Editing an existing user: a blank password keeps the current one. */
  editing?: boolean;
  /** How the referenced record reads, for a reference to a growing list (searched, not listed). */
  refLabel?: string;
  /** For page keys: the role and shop type chosen in the same form, which decide what is offered. */
  rightsOf?: { role: string; typeAccount: string };
}

const ISO = 'yyyy-MM-dd';

/** One labelled input of the record dialog, chosen by the field's type. */
export function FieldInput({
  field,
  value,
  error,
  onChange,
  refOptions = [],
  editing,
  refLabel = '',
  rightsOf,
}: Props) {
  const id = `field-${field.name}`;
  const intent = error ? 'danger' : 'none';
  const text = typeof value === 'string' ? value : '';
  const required = field.required || (field.requiredOnCreate && !editing);
  const labelInfo = required ? '(обязательно)' : undefined;

  let input;
  switch (field.type) {
    case 'text':
      input = (
        <TextArea
          id={id}
          fill
          rows={3}
          value={text}
          intent={intent}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'richtext':
      input = <RichTextField id={id} value={text} onChange={onChange} minHeight={100} />;
      break;
    case 'bool':
      return (
        <Checkbox
          label={field.label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'enum':
    case 'ref': {
      const target = field.type === 'ref' && field.ref ? findList(field.ref) : undefined;
      if (target?.search) {
        // A growing list is searched on the server, never offered whole.
        input = (
          <RefSearch
            id={id}
            target={target}
            value={text}
            label={refLabel}
            intent={intent}
            labelOf={(r) => recordLabel(target, r)}
            onChange={onChange}
          />
        );
        break;
      }
      const options =
        field.type === 'enum'
          ? (field.options ?? []).map((o) => ({ value: o.value, label: o.label }))
          : refOptions.map((o) => ({ value: o.record.id, label: o.label }));
      input = (
        <HTMLSelect id={id} fill value={text} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">— не выбрано —</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>
      );
      break;
    }
    case 'color':
      input = (
        <InputGroup
          id={id}
          value={text}
          intent={intent}
          placeholder="#RRGGBB"
          onChange={(e) => onChange(e.target.value)}
          leftElement={
            <input
              type="color"
              aria-label={`${field.label}: палитра`}
              className="list-color-picker"
              value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
              onChange={(e) => onChange(e.target.value)}
            />
          }
        />
      );
      break;
    case 'date':
      input = (
        <DateInput
          inputProps={{ id, intent }}
          value={text ? `${text}T00:00:00` : null}
          onChange={(v) => onChange(v ? v.slice(0, 10) : '')}
          formatDate={(d) => format(d, DATE_FORMAT)}
          parseDate={(s) => parse(s, DATE_FORMAT, new Date())}
          placeholder="дд.мм.гггг"
          dayPickerProps={{ weekStartsOn: WEEK_STARTS_ON }}
          locale={DATE_LOCALE}
          outOfRangeMessage="Дата вне допустимого диапазона"
          invalidDateMessage="Неверная дата"
          showActionsBar
          todayButtonText="Сегодня"
          clearButtonText="Очистить"
          maxDate={parse('2100-12-31', ISO, new Date())}
          minDate={parse('1900-01-01', ISO, new Date())}
          fill
        />
      );
      break;
    case 'money':
    case 'int':
    case 'number':
      input = (
        <NumericInput
          id={id}
          fill
          value={text}
          intent={intent}
          allowNumericCharactersOnly={false}
          buttonPosition="none"
          rightElement={field.type === 'money' ? <span className="list-input-unit">₽</span> : undefined}
          onValueChange={(_n, s) => onChange(s)}
        />
      );
      break;
    case 'pageKeys':
      return (
        <FormGroup label={field.label}>
          <PageKeyChecks
            value={Array.isArray(value) ? value : []}
            onChange={onChange}
            role={rightsOf?.role ?? ''}
            typeAccount={rightsOf?.typeAccount ?? ''}
          />
        </FormGroup>
      );
    default:
      input = (
        <InputGroup
          id={id}
          type={
            field.type === 'password'
              ? 'password'
              : field.type === 'email'
                ? 'email'
                : field.type === 'phone'
                  ? 'tel'
                  : 'text'
          }
          autoComplete={field.type === 'password' ? 'new-password' : 'off'}
          placeholder={field.type === 'password' && editing ? 'не менять' : undefined}
          value={text}
          intent={intent}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <FormGroup label={field.label} labelFor={id} labelInfo={labelInfo} helperText={error} intent={intent}>
      {input}
    </FormGroup>
  );
}
