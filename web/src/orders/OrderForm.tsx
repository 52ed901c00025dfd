import { Button, Callout, Card, Checkbox, FormGroup, H5, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { findList } from '../../../schema/lists';
import { formatMoney } from '../lists/format';
import { RefSearch } from '../lists/RefSearch';
import { ClientFields } from './ClientFields';
import { DeliveryWindowField } from '../delivery/DeliveryWindowField';
import { DateField, SelectField, TextField } from './FormFields';
import { LinesEditor } from './LinesEditor';
import { PaymentFields } from './PaymentFields';
import { draftBinder, draftTotals, validateDraft, type DraftErrors, type OrderDraft } from './form';
import { useOrderRefs } from './refs';
import { rublesText } from './totals';
import './orders.css';

interface Props {
  initial: OrderDraft;
  /** «Быстрый заказ»: the essentials only. */
  compact?: boolean;
  submitText: string;
  /** Resolves to the server's message and field errors on failure; the draft stays as typed. */
  onSubmit: (draft: OrderDraft) => Promise<{ message: string; fields: DraftErrors } | null>;
  onCancel?: () => void;
}

const STREETS = findList('Street')!;

const DELIVERY = [
  { id: 'delivery', name: 'Доставка' },
  { id: 'pickup', name: 'Самовывоз' },
];
const CUSTOMER = [
  { id: 'individual', name: 'Физическое лицо' },
  { id: 'legal', name: 'Юридическое лицо' },
];

/** The flower-shop order form (new, edit and fast): sections, live totals, validation. */
export function OrderForm({ initial, compact, submitText, onSubmit, onCancel }: Props) {
  const refs = useOrderRefs();
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErr, setServerErr] = useState<{ message: string; fields: DraftErrors } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof OrderDraft>(k: K, v: OrderDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const bind = draftBinder(draft, set);
  const totals = useMemo(() => draftTotals(draft), [draft]);
  const local = useMemo(() => validateDraft(draft, { needsRecipient: !compact }), [draft, compact]);
  const errors = showErrors ? { ...serverErr?.fields, ...local } : (serverErr?.fields ?? {});
  const streetPrice = draft.streetId ? draft.streetPrice : null;

  const submit = async () => {
    setShowErrors(true);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    setServerErr(await onSubmit(draft));
    setSaving(false);
  };
  const errorCount = Object.keys(local).length;

  return (
    <form className="order-form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      {serverErr && (
        <Callout intent="danger" icon="error" title="Заказ не сохранён" className="order-form-error">
          {serverErr.message}
        </Callout>
      )}
      {showErrors && errorCount > 0 && (
        <Callout intent="warning" icon="warning-sign" className="order-form-error">
          Исправьте отмеченные поля: {Object.values(local).slice(0, 3).join('; ')}
        </Callout>
      )}
      <Card className="order-section">
        <H5>Клиент</H5>
        {!compact && (
          <div className="order-form-grid">
            <SelectField
              id="customerType"
              label="Тип клиента"
              value={draft.customerType}
              onChange={(v) => set('customerType', v || 'individual')}
              options={CUSTOMER}
              empty="—"
            />
          </div>
        )}
        <ClientFields
          value={draft.client}
          onChange={(p) => set('client', p)}
          errors={errors}
          compact={compact}
        />
      </Card>
      <Card className="order-section">
        <H5>Получатель и доставка</H5>
        <div className="order-form-grid">
          <TextField
            id="recipient-firstName"
            label="Имя получателя"
            value={draft.recipient.firstName}
            onChange={(v) => set('recipient', { ...draft.recipient, firstName: v })}
          />
          <TextField
            id="recipient-phone"
            label="Телефон получателя"
            inputMode="tel"
            value={draft.recipient.phone}
            onChange={(v) => set('recipient', { ...draft.recipient, phone: v })}
            error={errors['recipient.phone']}
          />
          <FormGroup label="Доставка" labelFor="deliveryType">
            <HTMLSelect
              id="deliveryType"
              fill
              value={draft.deliveryType}
              onChange={(e) => set('deliveryType', e.target.value)}
              options={DELIVERY.map((d) => ({ value: d.id, label: d.name }))}
            />
          </FormGroup>
          <DateField {...bind('deliveryDate')} label="Дата доставки" />
          {draft.deliveryType === 'delivery' ? (
            // A delivery goes in one of the shop's windows (issue 21, docs/delivery.md).
            <DeliveryWindowField
              {...bind('deliveryTime')}
              label="Время доставки"
              error={errors.deliveryTime}
            />
          ) : (
            <TextField
              {...bind('deliveryTime')}
              label="Время доставки"
              placeholder="12:00-15:00"
              error={errors.deliveryTime}
            />
          )}
          {draft.deliveryType === 'delivery' && (
            <>
              <FormGroup label="Улица" labelFor="streetId">
                {/* A city's streets are searched on the server as the name is typed (issue 17). */}
                <RefSearch
                  id="streetId"
                  target={STREETS}
                  value={draft.streetId}
                  label={draft.streetName}
                  labelOf={(r) => String(r.name ?? '')}
                  detail={(r) =>
                    typeof r.deliveryPrice === 'number' ? formatMoney(r.deliveryPrice) : undefined
                  }
                  // The street's price is what delivery there costs: it fills the charge, still editable.
                  onChange={(id, record) => {
                    const price = typeof record?.deliveryPrice === 'number' ? record.deliveryPrice : null;
                    setDraft((d) => ({
                      ...d,
                      streetId: id,
                      streetName: record ? String(record.name ?? '') : '',
                      streetPrice: price,
                      deliverySum: price != null ? rublesText(price) : d.deliverySum,
                    }));
                  }}
                />
              </FormGroup>
              <TextField
                {...bind('deliveryAddress')}
                label="Адрес доставки"
                required
                error={errors.deliveryAddress}
                placeholder="дом, квартира, подъезд"
              />
              <TextField
                {...bind('deliverySum')}
                label="Стоимость доставки, ₽"
                inputMode="decimal"
                error={errors.deliverySum}
                placeholder={streetPrice != null ? rublesText(streetPrice) : '0'}
              />
              <div className="order-delivery-price">
                По улице: <b>{streetPrice != null ? formatMoney(streetPrice) : '—'}</b> · входит в итог заказа
              </div>
            </>
          )}
          <TextField {...bind('cardText')} label="Текст открытки" multiline />
          {!compact && (
            <TextField {...bind('clientWishes')} label="Пожелания клиента (клиент хотел)" multiline />
          )}
        </div>
      </Card>
      <Card className="order-section">
        <H5>Товары</H5>
        <LinesEditor
          lines={draft.lines}
          lineSums={totals.lineSums}
          onChange={(l) => set('lines', l)}
          errors={errors}
          shopType="flower_shop"
        />
      </Card>
      <Card className="order-section">
        <H5>Оплата</H5>
        <PaymentFields
          draft={draft}
          set={set}
          totals={totals}
          errors={errors}
          refs={refs}
          compact={compact}
        />
      </Card>
      {!compact && (
        <Card className="order-section">
          <H5>Источник и менеджеры</H5>
          <div className="order-form-grid">
            <SelectField {...bind('sourceId')} label="Канал продаж" options={refs.sources.options} />
            <TextField {...bind('socialText')} label="Контакт в соцсети" />
            <SelectField {...bind('filledById')} label="Заполнил" options={refs.workers.options} />
            <SelectField {...bind('attractedById')} label="Привлёк" options={refs.workers.options} />
            <FormGroup label=" ">
              <Checkbox
                label="Клиент оформил сам"
                checked={draft.fromClient}
                onChange={(e) => set('fromClient', e.currentTarget.checked)}
              />
            </FormGroup>
            <TextField {...bind('managerComment')} label="Комментарий менеджера" multiline />
          </div>
        </Card>
      )}
      <div className="order-form-footer">
        <span className="order-form-total">Итого: {formatMoney(totals.total)}</span>
        {onCancel && <Button text="Отмена" onClick={onCancel} />}
        <Button type="submit" intent="primary" icon="floppy-disk" text={submitText} loading={saving} />
      </div>
    </form>
  );
}
