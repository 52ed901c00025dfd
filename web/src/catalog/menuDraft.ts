import type {
  ComboSlotInput,
  MenuComboSlotFragment,
  MenuModifierGroupFragment,
  ModifierGroupInput,
} from '../graphql';
import { kopecksOf, newRow, rublesText, type CompositionRow } from './productForm';

/**
 * A fast-food product's menu as the product form edits it (docs/kitchen.md «Модификаторы и
 * комбо»): numbers stay text until saved. The rules (min ≤ max, unique names, no combo in a combo)
 * are the CRM's alone; the form only reads the numbers, and shows the server's refusals at their
 * paths (`groups.0.max`, `slots.1.productIds.0`), which is why errors are keyed by position.
 */
export interface OptionDraft {
  key: string;
  name: string;
  /** Rubles as typed («-20», «35,5»). */
  price: string;
  components: CompositionRow[];
}

export interface GroupDraft {
  key: string;
  name: string;
  min: string;
  max: string;
  options: OptionDraft[];
}

export interface SlotProduct {
  id: string;
  name: string;
}

export interface SlotDraft {
  key: string;
  name: string;
  products: SlotProduct[];
}

let menuKey = 0;
const nextKey = (kind: string) => `${kind}-${++menuKey}`;

export const newOption = (name = ''): OptionDraft => ({
  key: nextKey('o'),
  name,
  price: '0',
  components: [],
});
export const newGroup = (): GroupDraft => ({
  key: nextKey('g'),
  name: '',
  min: '0',
  max: '1',
  options: [newOption()],
});
export const newSlot = (): SlotDraft => ({ key: nextKey('s'), name: '', products: [] });

const decimalText = (q: number) => String(q).replace('.', ',');

export const groupDrafts = (groups: readonly MenuModifierGroupFragment[]): GroupDraft[] =>
  groups.map((g) => ({
    key: nextKey('g'),
    name: g.name,
    min: String(g.min),
    max: String(g.max),
    options: g.options.map((o) => ({
      key: nextKey('o'),
      name: o.name,
      price: rublesText(o.priceDelta),
      components: o.components.map((c) => newRow(c.componentId, decimalText(c.quantity))),
    })),
  }));

export const slotDrafts = (slots: readonly MenuComboSlotFragment[]): SlotDraft[] =>
  slots.map((s) => ({
    key: nextKey('s'),
    name: s.name,
    // A product removed from the catalogue is still named by its id, so saving keeps the list honest.
    products: s.productIds.map((id) => ({
      id,
      name: s.products.find((p) => p.id === id)?.name ?? `Товар №${id} (нет в каталоге)`,
    })),
  }));

/** Moves the item at `from` by `step` (−1 up, +1 down); out of range changes nothing. */
export function move<T>(items: readonly T[], from: number, step: number): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  [copy[from], copy[to]] = [copy[to], copy[from]];
  return copy;
}

/** A whole number as typed, or undefined. */
const intOf = (text: string): number | undefined => {
  const s = text.trim();
  return /^-?\d+$/.test(s) ? Number(s) : undefined;
};

/** A signed quantity up to 3 decimals («-0,02»: the option leaves it out), or undefined. */
const signedQuantityOf = (text: string): number | undefined => {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d{1,3})?$/.test(s) ? Number(s) : undefined;
};

/** The mutation's groups, or the fields that are not numbers (the server checks the rest). */
export function groupsInput(groups: readonly GroupDraft[]): {
  input: ModifierGroupInput[];
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const input = groups.map((g, gi) => {
    const at = `groups.${gi}`;
    const min = intOf(g.min);
    const max = intOf(g.max);
    if (min === undefined) errors[`${at}.min`] = 'Минимум — целое число';
    if (max === undefined) errors[`${at}.max`] = 'Максимум — целое число';
    return {
      name: g.name.trim(),
      min: min ?? 0,
      max: max ?? 0,
      options: g.options.map((o, oi) => {
        const oat = `${at}.options.${oi}`;
        const priceDelta = o.price.trim() === '' ? 0 : kopecksOf(o.price);
        if (priceDelta === null)
          errors[`${oat}.priceDelta`] = 'Надбавка — число рублей, например -20 или 35,5';
        return {
          name: o.name.trim(),
          priceDelta: priceDelta ?? 0,
          components: o.components.map((c, ci) => {
            const quantity = signedQuantityOf(c.quantity);
            if (!c.componentId) errors[`${oat}.components.${ci}.componentId`] = 'Выберите товар';
            if (quantity === undefined)
              errors[`${oat}.components.${ci}.quantity`] =
                'Количество — число до трёх знаков, например -0,02';
            return { componentId: c.componentId, quantity: quantity ?? 0 };
          }),
        };
      }),
    };
  });
  return { input, errors };
}

export const slotsInput = (slots: readonly SlotDraft[]): ComboSlotInput[] =>
  slots.map((s) => ({ name: s.name.trim(), productIds: s.products.map((p) => p.id) }));

/**
 * An option's composition errors as CompositionEditor reads them (`composition.<row key>.<field>`),
 * from the position-keyed errors of the whole menu.
 */
export function optionRowErrors(
  errors: Record<string, string>,
  at: string,
  rows: readonly CompositionRow[],
): Record<string, string> {
  const out: Record<string, string> = {};
  rows.forEach((row, i) => {
    for (const field of ['componentId', 'quantity']) {
      const message = errors[`${at}.components.${i}.${field}`];
      if (message) out[`composition.${row.key}.${field}`] = message;
    }
  });
  return out;
}
