import { HTMLSelect, FormGroup, HTMLTable } from '@blueprintjs/core';
import { formatMoney } from '../lists/format';
import { SelectField, TextField } from './FormFields';
import type { DraftErrors, OrderDraft } from './form';
import type { OrderRefs } from './refs';
import type { Totals } from './totals';

interface Props {
  draft: OrderDraft;
  set: <K extends keyof OrderDraft>(k: K, v: OrderDraft[K]) => void;
  totals: Totals;
  errors: DraftErrors;
  refs: OrderRefs;
  compact?: boolean;
}

/** Discount, advance, payment type and the banknote, with the live totals beside them. */
export function PaymentFields({ draft, set, totals, errors, refs, compact }: Props) {
  return (
    <div className="order-payment">
      <div className="order-form-grid">
        <FormGroup label="Скидка" labelFor="discountType">
          <HTMLSelect
            id="discountType"
            fill
            value={draft.discountType}
            onChange={(e) => set('discountType', e.target.value as OrderDraft['discountType'])}
            options={[
              { value: '', label: 'Без скидки' },
              { value: 'percent', label: 'Процент' },
              { value: 'amount', label: 'Сумма, ₽' },
            ]}
          />
        </FormGroup>
        {draft.discountType && (
          <TextField
            id="discountValue"
            label={draft.discountType === 'percent' ? 'Скидка, %' : 'Скидка, ₽'}
            inputMode="decimal"
            value={draft.discountValue}
            onChange={(v) => set('discountValue', v)}
            error={errors.discountValue}
          />
        )}
        <SelectField
          id="paymentTypeId"
          label="Тип оплаты"
          value={draft.paymentTypeId}
          onChange={(v) => set('paymentTypeId', v)}
          options={refs.payments.options}
        />
        {!compact && (
          <TextField
            id="paymentText"
            label="Примечание к оплате"
            value={draft.paymentText}
            onChange={(v) => set('paymentText', v)}
          />
        )}
        <TextField
          id="advanceSum"
          label="Предоплата, ₽"
          inputMode="decimal"
          value={draft.advanceSum}
          onChange={(v) => set('advanceSum', v)}
          error={errors.advanceSum}
        />
        {!compact && (
          <TextField
            id="advanceType"
            label="Как внесена предоплата"
            value={draft.advanceType}
            onChange={(v) => set('advanceType', v)}
          />
        )}
        <TextField
          id="changeFor"
          label="Сдача с купюры, ₽"
          inputMode="decimal"
          value={draft.changeFor}
          onChange={(v) => set('changeFor', v)}
          error={errors.changeFor}
          placeholder="5000"
        />
      </div>
      <HTMLTable compact className="order-totals" aria-label="Итоги">
        <tbody>
          <tr>
            <th>Сумма товаров</th>
            <td data-testid="subtotal">{formatMoney(totals.subtotal)}</td>
          </tr>
          <tr>
            <th>Скидка</th>
            <td data-testid="discount">{formatMoney(totals.discountSum)}</td>
          </tr>
          <tr className="order-total">
            <th>Итого</th>
            <td data-testid="total">{formatMoney(totals.total)}</td>
          </tr>
          <tr>
            <th>К оплате</th>
            <td data-testid="due">{formatMoney(totals.due)}</td>
          </tr>
          <tr>
            <th>Сдача</th>
            <td data-testid="change">{formatMoney(totals.change)}</td>
          </tr>
        </tbody>
      </HTMLTable>
    </div>
  );
}
