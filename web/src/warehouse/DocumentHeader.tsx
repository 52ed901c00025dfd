import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { format, parse } from 'date-fns';
import { DATE_FORMAT, DATE_LOCALE, WEEK_STARTS_ON } from '../app/format';
import type { DocumentDraft, DraftErrors } from './documentForm';
import { formatDay } from './format';
import type { KindDef } from './kinds';
import type { Option, WarehouseRefs } from './refs';
import { findList } from '../../../schema/lists';
import { RefSearch } from '../lists/RefSearch';

const SUPPLIERS = findList('Suppliers')!;

interface Props {
  kind: KindDef;
  draft: DocumentDraft;
  set: <K extends keyof DocumentDraft>(k: K, v: DocumentDraft[K]) => void;
  errors: DraftErrors;
  refs: WarehouseRefs;
  readOnly: boolean;
}

/** The header fields a kind has: date, branch (and receiving branch), supplier or reason, comment. */
export function DocumentHeader({ kind, draft, set, errors, refs, readOnly }: Props) {
  const select = (
    id: keyof DocumentDraft & string,
    label: string,
    options: Option[],
    named: { name: (id?: string | null) => string },
    blank: string,
  ) => {
    const value = String(draft[id] ?? '');
    // A record removed from its list since still shows by name.
    const all =
      value && !options.some((o) => o.id === value)
        ? [...options, { id: value, name: named.name(value) }]
        : options;
    return (
      <FormGroup
        label={label}
        labelFor={`doc-${id}`}
        intent={errors[id] ? 'danger' : 'none'}
        helperText={errors[id]}
      >
        {readOnly ? (
          <div className="wh-readonly" id={`doc-${id}`}>
            {named.name(value) || '—'}
          </div>
        ) : (
          <HTMLSelect
            id={`doc-${id}`}
            fill
            value={value}
            onChange={(e) => set(id, e.target.value as never)}
            options={[{ value: '', label: blank }, ...all.map((o) => ({ value: o.id, label: o.name }))]}
          />
        )}
      </FormGroup>
    );
  };
  return (
    <div className="wh-header-grid">
      <FormGroup
        label="Дата"
        labelFor="doc-date"
        intent={errors.date ? 'danger' : 'none'}
        helperText={errors.date}
      >
        {readOnly ? (
          <div className="wh-readonly" id="doc-date">
            {formatDay(draft.date)}
          </div>
        ) : (
          <DateInput
            inputProps={{ id: 'doc-date', intent: errors.date ? 'danger' : 'none' }}
            value={draft.date ? `${draft.date}T00:00:00` : null}
            onChange={(v) => set('date', v ? v.slice(0, 10) : '')}
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
            minDate={new Date(2000, 0, 1)}
            maxDate={new Date(2100, 11, 31)}
            fill
          />
        )}
      </FormGroup>
      {select(
        'affiliateId',
        kind.toAffiliate ? 'Откуда (филиал)' : 'Филиал',
        refs.affiliates.options,
        refs.affiliates,
        'Выберите филиал…',
      )}
      {kind.toAffiliate &&
        select(
          'toAffiliateId',
          'Куда (филиал)',
          refs.affiliates.options.filter((o) => o.id !== draft.affiliateId),
          refs.affiliates,
          'Выберите филиал…',
        )}
      {kind.supplier && (
        <FormGroup
          label={kind.supplier === 'required' ? 'Поставщик' : 'Поставщик (если возврат)'}
          labelFor="doc-supplierId"
          intent={errors.supplierId ? 'danger' : 'none'}
          helperText={errors.supplierId}
        >
          {readOnly ? (
            <div className="wh-readonly" id="doc-supplierId">
              {draft.supplierName || '—'}
            </div>
          ) : (
            <RefSearch
              id="doc-supplierId"
              target={SUPPLIERS}
              value={draft.supplierId}
              label={draft.supplierName}
              intent={errors.supplierId ? 'danger' : 'none'}
              labelOf={(r) => String(r.name ?? '')}
              detail={(r) => (r.inn ? `ИНН ${String(r.inn)}` : undefined)}
              onChange={(id, record) => {
                set('supplierId', id);
                set('supplierName', record ? String(record.name ?? '') : '');
              }}
            />
          )}
        </FormGroup>
      )}
      {kind.writeOff &&
        select('writeOffId', 'Причина списания', refs.writeOffs.options, refs.writeOffs, 'Выберите причину…')}
      <FormGroup label="Комментарий" labelFor="doc-comment" className="wh-header-wide">
        {readOnly ? (
          <div className="wh-readonly" id="doc-comment">
            {draft.comment || '—'}
          </div>
        ) : (
          <InputGroup
            id="doc-comment"
            value={draft.comment}
            maxLength={1000}
            onChange={(e) => set('comment', e.target.value)}
          />
        )}
      </FormGroup>
    </div>
  );
}
