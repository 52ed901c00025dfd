import { HTMLSelect, FormGroup, HTMLTable } from '@blueprintjs/core';
import { formatMoney } from '../lists/format';
import { CheckoutCodes } from './CheckoutCodes';
import { GiftSelect, MarkupSelect, PresetDiscountSelect } from './CheckoutPresets';
import { SelectField, TextField } from './FormFields';
import { draftBinder, type DraftErrors, type OrderDraft } from './form';
import { parseRubles, rublesText } from './totals';
import type { OrderRefs } from './refs';
import type { Totals } from './totals';
import { useCallback } from 'react';
import { SpendBonus } from '../loyalty/SpendBonus';
import { useExactClient } from './useExactClient';

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
  const bind = draftBinder(draft, set);
  // Bonuses are the client's: the one the phone typed above finds (the CRM links by phone).
  const client = useExactClient(draft.client.phone);
  const onBonus = useCallback((kopecks: number) => set('bonusSum', kopecks), [set]);
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
        <PresetDiscountSelect
          onPick={(t) => {
            set('discountType', t.kind);
            // Typed as the user would: a percent, or rubles (the list keeps rubles too).
            set('discountValue', String(t.value).replace('.', ','));
          }}
        />
        {draft.discountType && (
          <TextField
            {...bind('discountValue')}
            label={draft.discountType === 'percent' ? 'Скидка, %' : 'Скидка, ₽'}
            inputMode="decimal"
            error={errors.discountValue}
          />
        )}
        <MarkupSelect id="markup" label="Наценка" value={draft.markup} onChange={(m) => set('markup', m)} />
        <GiftSelect id="gift" label="Подарок" value={draft.gift} onChange={(g) => set('gift', g)} />
        <SelectField {...bind('paymentTypeId')} label="Тип оплаты" options={refs.payments.options} />
        {!compact && <TextField {...bind('paymentText')} label="Примечание к оплате" />}
        <TextField
          {...bind('advanceSum')}
          label="Предоплата, ₽"
          inputMode="decimal"
          error={errors.advanceSum}
        />
        {!compact && <TextField {...bind('advanceType')} label="Как внесена предоплата" />}
        <TextField
          {...bind('changeFor')}
          label="Сдача с купюры, ₽"
          inputMode="decimal"
          error={errors.changeFor}
          placeholder="5000"
        />
      </div>
      <CheckoutCodes
        subtotal={totals.subtotal}
        promo={draft.promo}
        onPromo={(p) => set('promo', p)}
        certificate={draft.certificate}
        onCertificate={(c) => {
          set('certificate', c);
          // As much as it covers of what is left after the advance; the user may type less.
          const left = Math.max(0, totals.total - (parseRubles(draft.advanceSum) ?? 0));
          set('certificateSum', c ? rublesText(Math.min(c.balance, left)) : '');
        }}
      />
      {draft.certificate && (
        <div className="order-form-grid">
          <TextField
            {...bind('certificateSum')}
            label="Оплата сертификатом, ₽"
            inputMode="decimal"
            error={errors.certificateSum}
          />
        </div>
      )}
      <SpendBonus
        clientId={client?.id ?? null}
        total={totals.total}
        paidOtherwise={(parseRubles(draft.advanceSum) ?? 0) + totals.certificateSum}
        value={draft.bonusSum}
        onChange={onBonus}
      />
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
          {totals.promoSum > 0 && (
            <tr>
              <th>Промокод {draft.promo?.code}</th>
              <td data-testid="promo">{formatMoney(totals.promoSum)}</td>
            </tr>
          )}
          {totals.markupSum > 0 && (
            <tr>
              <th>Наценка «{draft.markup?.name}»</th>
              <td data-testid="markup">{formatMoney(totals.markupSum)}</td>
            </tr>
          )}
          {draft.gift && (
            <tr>
              <th>Подарок: {draft.gift.name}</th>
              <td data-testid="gift">{formatMoney(0)}</td>
            </tr>
          )}
          <tr>
            <th>Доставка</th>
            <td data-testid="delivery">{formatMoney(totals.deliverySum)}</td>
          </tr>
          <tr className="order-total">
            <th>Итого</th>
            <td data-testid="total">{formatMoney(totals.total)}</td>
          </tr>
          {totals.certificateSum > 0 && (
            <tr>
              <th>Сертификат {draft.certificate?.code}</th>
              <td data-testid="certificate">{formatMoney(totals.certificateSum)}</td>
            </tr>
          )}
          {totals.bonusSum > 0 && (
            <tr>
              <th>Бонусами</th>
              <td data-testid="bonus">{formatMoney(totals.bonusSum)}</td>
            </tr>
          )}
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
