import { format } from 'date-fns';
import type { StockDocumentInput } from '../graphql';
import { parseRubles, rublesText } from '../orders/totals';
import type { KindDef } from './kinds';
import type { StockDocument } from './useWarehouse';

/** One line as typed: quantity and price stay text until saved (price in rubles). */
export interface LineDraft {
  key: string;
  productId: string;
  quantity: string;
  price: string;
  /** How the product reads, as the stored line or the picked search result brought it. */
  productName?: string;
  unit?: string;
}

export interface DocumentDraft {
  /** yyyy-MM-dd. */
  date: string;
  affiliateId: string;
  toAffiliateId: string;
  supplierId: string;
  /** How the picked supplier reads (the picker searches the server; nothing holds the list). */
  supplierName: string;
  writeOffId: string;
  comment: string;
  lines: LineDraft[];
}

/** Field → message; lines as `lines.<key>.productId|quantity|price`, the whole list as `lines`. */
export type DraftErrors = Record<string, string>;

export const MAX_LINES = 500;
const MAX_QUANTITY = 1_000_000;
const MAX_PRICE = 100_000_000;

let lineKey = 0;
export const newLine = (
  productId = '',
  quantity = '',
  price = '',
  product: { productName?: string; unit?: string } = {},
): LineDraft => ({
  key: `line-${++lineKey}`,
  productId,
  quantity,
  price,
  ...product,
});

export const today = () => format(new Date(), 'yyyy-MM-dd');

/** 1.5 → «1,5»: how a quantity reads in a Russian input. */
export const quantityText = (q: number) => String(q).replace('.', ',');

export function emptyDraft(affiliateId: string): DocumentDraft {
  return {
    date: today(),
    affiliateId,
    toAffiliateId: '',
    supplierId: '',
    supplierName: '',
    writeOffId: '',
    comment: '',
    lines: [newLine()],
  };
}

export function draftOf(doc: StockDocument): DocumentDraft {
  return {
    date: doc.date,
    affiliateId: doc.affiliateId,
    toAffiliateId: doc.toAffiliateId ?? '',
    supplierId: doc.supplierId ?? '',
    supplierName: doc.supplier?.name ?? (doc.supplierId ? `№${doc.supplierId}` : ''),
    writeOffId: doc.writeOffId ?? '',
    comment: doc.comment,
    lines: doc.lines.map((l) =>
      newLine(l.productId, quantityText(l.quantity), rublesText(l.price), {
        productName: l.productName ?? undefined,
        unit: l.unit ?? undefined,
      }),
    ),
  };
}

/**
 * A quantity as the CRM accepts it: a number with at most three decimals, more than 0 (a count
 * may be 0), at most 1 000 000.
 */
export function parseQuantity(text: string, allowZero: boolean): { value?: number; error?: string } {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return { error: 'Укажите количество' };
  if (!/^\d+(\.\d+)?$/.test(s)) return { error: 'Количество — число, например 2,5' };
  if (!/^\d+(\.\d{1,3})?$/.test(s)) return { error: 'Не больше трёх знаков после запятой' };
  const value = Number(s);
  if (value === 0 && !allowZero) return { error: 'Количество больше нуля' };
  if (value > MAX_QUANTITY) return { error: 'Не больше 1 000 000' };
  return { value };
}

/** Price in rubles → kopecks (blank = 0). */
export function parsePrice(text: string): { value?: number; error?: string } {
  const value = parseRubles(text);
  if (value === null) return { error: 'Цена — сумма в рублях, например 95,50' };
  if (value > MAX_PRICE) return { error: 'Не больше 1 000 000 ₽' };
  return { value };
}

/** round(quantity × price) in kopecks, computed on thousandths so 0,1 × 3 is exact. */
export function lineSum(quantity: number, price: number): number {
  return Math.round((Math.round(quantity * 1000) * price) / 1000);
}

/** The live sum of a line as typed, or null while it cannot be computed. */
export function draftLineSum(line: LineDraft): number | null {
  const q = parseQuantity(line.quantity, true).value;
  const p = parsePrice(line.price).value;
  return q === undefined || p === undefined ? null : lineSum(q, p);
}

export function draftTotal(lines: readonly LineDraft[]): number {
  return lines.reduce((a, l) => a + (draftLineSum(l) ?? 0), 0);
}

/** The CRM's rules for a document of this kind, in the same words; the input when none fails. */
export function validateDraft(
  draft: DocumentDraft,
  kind: KindDef,
): { input?: StockDocumentInput; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'Укажите дату';
  if (!draft.affiliateId) errors.affiliateId = 'Выберите филиал';
  if (kind.toAffiliate) {
    if (!draft.toAffiliateId) errors.toAffiliateId = 'Выберите филиал-получатель';
    else if (draft.toAffiliateId === draft.affiliateId)
      errors.toAffiliateId = 'Филиал-получатель должен отличаться от отправителя';
  }
  if (kind.supplier === 'required' && !draft.supplierId) errors.supplierId = 'Выберите поставщика';
  if (kind.writeOff && !draft.writeOffId) errors.writeOffId = 'Выберите причину списания';

  // A blank row at the end is the one the user has not filled yet: it is not a line.
  const rows = draft.lines.filter((l, i) => !(isBlank(l) && i === draft.lines.length - 1 && i > 0));
  if (rows.length === 0 || rows.every(isBlank)) errors.lines = 'Добавьте хотя бы одну строку';
  else if (rows.length > MAX_LINES) errors.lines = `Не больше ${MAX_LINES} строк`;
  const seen = new Map<string, number>();
  const lines: StockDocumentInput['lines'] = [];
  rows.forEach((l, i) => {
    const at = `lines.${l.key}`;
    if (!l.productId) errors[`${at}.productId`] = 'Выберите товар';
    else if (seen.has(l.productId))
      errors[`${at}.productId`] = `Этот товар уже есть в строке ${seen.get(l.productId)! + 1}`;
    else seen.set(l.productId, i);
    const q = parseQuantity(l.quantity, kind.count);
    if (q.error) errors[`${at}.quantity`] = q.error;
    const p = parsePrice(l.price);
    if (p.error) errors[`${at}.price`] = p.error;
    if (l.productId && q.value !== undefined && p.value !== undefined)
      lines.push({ productId: l.productId, quantity: q.value, price: p.value });
  });
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    input: {
      date: draft.date,
      affiliateId: draft.affiliateId,
      toAffiliateId: kind.toAffiliate ? draft.toAffiliateId : null,
      supplierId: kind.supplier ? draft.supplierId || null : null,
      writeOffId: kind.writeOff ? draft.writeOffId : null,
      comment: draft.comment.trim(),
      lines,
    },
  };
}

const isBlank = (l: LineDraft) => !l.productId && !l.quantity.trim() && !l.price.trim();

/** Whether the draft says something other than the stored document (drives «Сохранить»). */
export function sameAsStored(draft: DocumentDraft, stored: DocumentDraft): boolean {
  const plain = (d: DocumentDraft) =>
    JSON.stringify({
      ...d,
      comment: d.comment.trim(),
      lines: d.lines.filter((l) => !isBlank(l)).map(lineKeyless),
    });
  return plain(draft) === plain(stored);
}

const lineKeyless = (l: LineDraft) => ({
  productId: l.productId,
  quantity: parseQuantity(l.quantity, true).value ?? l.quantity,
  price: parsePrice(l.price).value ?? l.price,
});
