import type { ShopType } from '../graphql';
import { initialValues, toInput, type FormValues } from '../lists/form';
import type { RecordInput } from '../lists/actions';
import { listDef, type ListRecord } from '../lists/store';

/** One composition row as typed: the quantity stays text until it is saved. */
export interface CompositionRow {
  key: string;
  componentId: string;
  quantity: string;
}

export interface ProductDraft {
  /** The list's fields as the shared form helpers hold them (money in rubles, as typed). */
  values: FormValues;
  active: boolean;
  composition: CompositionRow[];
}

export type FormMode = 'new' | 'edit' | 'copy';

let rowKey = 0;
export const newRow = (componentId = '', quantity = '1'): CompositionRow => ({
  key: `row-${++rowKey}`,
  componentId,
  quantity,
});

const quantityText = (q: number) => String(q).replace('.', ',');

/**
 * The form's starting point: blank (a category preset), the product itself, or a copy of it
 * («… (копия)», article and barcode blank because they are unique, composition kept).
 */
export function initialDraft(
  mode: FormMode,
  shopType: ShopType,
  source?: ListRecord,
  composition: readonly { componentId: string; quantity: number }[] = [],
  categoryId?: string,
): ProductDraft {
  const list = listDef('ProductList');
  const values = initialValues(list, source);
  values.shopType = shopType;
  if (!source) {
    values.unit = '';
    values.categoryId = categoryId ?? '';
  }
  if (mode === 'copy' && source) {
    values.name = `${String(source.name)} (копия)`;
    values.article = '';
    values.barcode = '';
  }
  return {
    values,
    active: source ? source.active : true,
    composition: composition.map((c) => newRow(c.componentId, quantityText(c.quantity))),
  };
}

/** Up to three decimals, more than 0, at most 10 000 (schema/catalog.graphql). */
export function parseQuantity(text: string): { value?: number; error?: string } {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return { error: 'Укажите количество' };
  if (!/^\d+(\.\d+)?$/.test(s)) return { error: 'Количество — число, например 0,5' };
  if (!/^\d+(\.\d{1,3})?$/.test(s)) return { error: 'Не больше трёх знаков после запятой' };
  const value = Number(s);
  if (value <= 0) return { error: 'Количество больше нуля' };
  if (value > 10_000) return { error: 'Не больше 10 000' };
  return { value };
}

export interface Validated {
  input: RecordInput;
  items: { componentId: string; quantity: number }[];
  /** Field name → message; composition rows as `composition.<key>.componentId|quantity`. */
  errors: Record<string, string>;
}

/** The shared validator for the fields, and the composition rules the CRM also checks. */
export function validateDraft(draft: ProductDraft, mode: 'create' | 'update', selfId?: string): Validated {
  const { input, errors } = toInput(listDef('ProductList'), draft.values, mode);
  const items: Validated['items'] = [];
  const seen = new Set<string>();
  for (const row of draft.composition) {
    const at = `composition.${row.key}`;
    if (!row.componentId) errors[`${at}.componentId`] = 'Выберите товар';
    else if (row.componentId === selfId) errors[`${at}.componentId`] = 'Товар не может входить в свой состав';
    else if (seen.has(row.componentId)) errors[`${at}.componentId`] = 'Этот товар уже есть в составе';
    const q = parseQuantity(row.quantity);
    if (q.error) errors[`${at}.quantity`] = q.error;
    if (row.componentId) seen.add(row.componentId);
    if (row.componentId && q.value !== undefined)
      items.push({ componentId: row.componentId, quantity: q.value });
  }
  return { input, items, errors };
}

/** Same lines in the same order: no need to write the composition again. */
export function sameComposition(
  a: readonly { componentId: string; quantity: number }[],
  b: readonly { componentId: string; quantity: number }[],
): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.componentId === b[i].componentId && x.quantity === b[i].quantity)
  );
}

/** Σ quantity × cost and Σ quantity × price of the components, in kopecks. */
export function compositionSums(
  rows: readonly CompositionRow[],
  byId: ReadonlyMap<string, ListRecord>,
): { cost: number; price: number; lines: number; missingCost: number } {
  let cost = 0;
  let price = 0;
  let lines = 0;
  let missingCost = 0;
  for (const row of rows) {
    const p = byId.get(row.componentId);
    const q = parseQuantity(row.quantity).value;
    if (!p || q === undefined) continue;
    lines++;
    price += q * (Number(p.price) || 0);
    if (p.cost === null || p.cost === undefined) missingCost++;
    else cost += q * Number(p.cost);
  }
  return { cost: Math.round(cost), price: Math.round(price), lines, missingCost };
}

/** Rubles as the form holds them («1234,5») → kopecks, or null when blank or not a number. */
export function kopecksOf(text: unknown): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const n = Number(text.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** Kopecks → the form's rubles text («1234,5»). */
export const rublesText = (kopecks: number) => String(kopecks / 100).replace('.', ',');
