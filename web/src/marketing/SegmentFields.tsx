import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useList } from '../lists/store';
import type { CampaignForm } from './campaignForm';
import { OCCASION_FILTER_LABELS, SHOP_TYPE_LABELS } from './format';

interface Props {
  form: CampaignForm;
  set(patch: Partial<CampaignForm>): void;
  disabled?: boolean;
}

/** Who the campaign reaches: every condition is optional; all given ones must hold. */
export function SegmentFields({ form, set, disabled }: Props) {
  const branches = useList('Affiliate').visible;
  return (
    <fieldset className="mk-segment" disabled={disabled}>
      <legend>Кому</legend>
      <div className="mk-segment-row">
        <FormGroup label="Повод" labelFor="mk-occasion">
          <HTMLSelect
            id="mk-occasion"
            value={form.occasionKind}
            onChange={(e) => set({ occasionKind: e.target.value as CampaignForm['occasionKind'] })}
            options={[
              { value: '', label: 'без повода' },
              ...Object.entries(OCCASION_FILTER_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FormGroup>
        <FormGroup label="В ближайшие, дней" labelFor="mk-days" helperText="0 — только сегодня">
          <InputGroup
            id="mk-days"
            inputMode="numeric"
            value={form.occasionDays}
            disabled={disabled || form.occasionKind === ''}
            onChange={(e) => set({ occasionDays: e.target.value })}
          />
        </FormGroup>
      </div>
      <div className="mk-segment-row">
        <FormGroup
          label="Последний заказ больше, дней назад"
          labelFor="mk-idle"
          helperText="пусто — не важно"
        >
          <InputGroup
            id="mk-idle"
            inputMode="numeric"
            value={form.idleDays}
            onChange={(e) => set({ idleDays: e.target.value })}
          />
        </FormGroup>
        <FormGroup label="Потратил больше, ₽" labelFor="mk-spent" helperText="сумма заказов без отменённых">
          <InputGroup
            id="mk-spent"
            inputMode="decimal"
            value={form.spentOverRub}
            onChange={(e) => set({ spentOverRub: e.target.value })}
          />
        </FormGroup>
      </div>
      <div className="mk-segment-row">
        <FormGroup label="Тип магазина" labelFor="mk-shop">
          <HTMLSelect
            id="mk-shop"
            value={form.shopType}
            onChange={(e) => set({ shopType: e.target.value as CampaignForm['shopType'] })}
            options={[
              { value: '', label: 'любой' },
              ...Object.entries(SHOP_TYPE_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FormGroup>
        <FormGroup label="Филиал" labelFor="mk-branch">
          <HTMLSelect
            id="mk-branch"
            value={form.affiliateId}
            onChange={(e) => set({ affiliateId: e.target.value })}
            options={[
              { value: '', label: 'любой' },
              ...branches.map((b) => ({ value: b.id, label: String(b.name) })),
            ]}
          />
        </FormGroup>
      </div>
    </fieldset>
  );
}
