import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { DiscountKind } from '../graphql';
import { formatMoney } from '../lists/format';
import { useList, type ListRecord } from '../lists/store';

/**
 * The checkout's picks from the shop's lists (docs/orders.md "Markups and gifts"), one component
 * each for the order form and the till: a preset discount («Скидки»), a markup («Наценки») and a
 * gift («Подарки»). The server checks them again on the save and gives its Russian reason.
 */

/** A preset discount as the list keeps it: a percent, or rubles. */
export interface PresetTerms {
  kind: DiscountKind;
  value: number;
}

/** A markup as the totals take it: a percent, or kopecks. */
export interface AppliedMarkup {
  id: string;
  name: string;
  kind: DiscountKind;
  value: number;
}

export interface AppliedGift {
  id: string;
  name: string;
}

const decimal = (v: unknown) => String(v).replace('.', ',');
const usable = (r: ListRecord) => r.active !== false && !r.deleted;

interface SelectProps<T> {
  id: string;
  label: string;
  value: T | null;
  onChange: (v: T | null) => void;
  large?: boolean;
}

/** «Готовая скидка»: picking one hands its terms over, to be changed before the save. */
export function PresetDiscountSelect({
  onPick,
  large,
}: {
  onPick: (t: PresetTerms) => void;
  large?: boolean;
}) {
  const presets = useList('Discount').visible.filter(usable);
  if (presets.length === 0) return null;
  return (
    <FormGroup label="Готовая скидка" labelFor="discountPreset">
      <HTMLSelect
        id="discountPreset"
        fill
        large={large}
        value=""
        onChange={(e) => {
          const r = presets.find((p) => p.id === e.target.value);
          if (r?.kind === 'percent' || r?.kind === 'amount') onPick({ kind: r.kind, value: Number(r.value) });
        }}
        options={[
          { value: '', label: 'Выбрать…' },
          ...presets.map((r) => ({
            value: r.id,
            label: `${String(r.name)} (${decimal(r.value)} ${r.kind === 'percent' ? '%' : '₽'})`,
          })),
        ]}
      />
    </FormGroup>
  );
}

/** The list keeps a fixed markup in rubles (as a promo code's sum); the totals take kopecks. */
export function markupOf(r: ListRecord): AppliedMarkup {
  const kind: DiscountKind = r.kind === 'amount' ? 'amount' : 'percent';
  const value = Number(r.percent) || 0;
  return { id: r.id, name: String(r.name), kind, value: kind === 'amount' ? Math.round(value * 100) : value };
}

export const markupLabel = (m: { kind: DiscountKind; value: number }) =>
  m.kind === 'percent' ? `+${decimal(m.value)} %` : `+${formatMoney(m.value)}`;

export function MarkupSelect({ id, label, value, onChange, large }: SelectProps<AppliedMarkup>) {
  const markups = useList('Markup').visible.filter(usable).map(markupOf);
  // An edited order keeps its markup as applied, even one switched off since.
  const options = value && !markups.some((m) => m.id === value.id) ? [value, ...markups] : markups;
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        large={large}
        value={value?.id ?? ''}
        onChange={(e) => onChange(options.find((m) => m.id === e.target.value) ?? null)}
        options={[
          { value: '', label: 'Без наценки' },
          ...options.map((m) => ({ value: m.id, label: `${m.name} (${markupLabel(m)})` })),
        ]}
      />
    </FormGroup>
  );
}

export function GiftSelect({ id, label, value, onChange, large }: SelectProps<AppliedGift>) {
  const gifts = useList('Gifts')
    .visible.filter(usable)
    .map((r) => ({
      id: r.id,
      name: String(r.name),
      min: typeof r.minOrderSum === 'number' ? r.minOrderSum : null,
    }));
  const options =
    value && !gifts.some((g) => g.id === value.id) ? [{ ...value, min: null }, ...gifts] : gifts;
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        large={large}
        value={value?.id ?? ''}
        onChange={(e) => {
          const g = options.find((o) => o.id === e.target.value);
          onChange(g ? { id: g.id, name: g.name } : null);
        }}
        options={[
          { value: '', label: 'Без подарка' },
          ...options.map((g) => ({
            value: g.id,
            label: g.min ? `${g.name} (к заказу от ${formatMoney(g.min)})` : g.name,
          })),
        ]}
      />
    </FormGroup>
  );
}
