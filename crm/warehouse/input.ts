/**
 * Reading a document payload (`data{R}Update`: header and lines) into a checked DocumentInput.
 * Shape checks only; what needs the database (products, branches, counterparties) is checked in
 * the writing transaction (crm/warehouse/store.ts). Every refusal names the field or the line.
 */
import { invalid } from '../envelope';
import type { FieldPath, UserErrorCode } from '../../schema/user-errors';
import type { Body } from '../registry';
import { isDate, optionalId } from '../domains/orders/input';
import { MAX_ID } from '../lists/checks';
import { formatRub } from '../../schema/money';
import { KIND_DEFS, type Kind } from './kinds';
import { MAX_QUANTITY } from './quantity';

export const MAX_LINES = 500;
export const MAX_PRICE = 100_000_000;
/** Sums are integer kopecks and GraphQL Int is 32 bits: 20 000 000 ₽ per line and per document. */
export const MAX_SUM = 2_000_000_000;
const MAX_COMMENT = 2000;

export interface LineInput {
  productId: number;
  /** Thousandths (crm/warehouse/quantity.ts). */
  quantity: number;
  price: number;
  sum: number;
}

export interface DocumentInput {
  date: string;
  affiliateId: number;
  toAffiliateId: number | null;
  supplierId: number | null;
  writeOffId: number | null;
  comment: string;
  lines: LineInput[];
  total: number;
}

/** What an update starts from: the stored header and lines (absent keys keep them). */
export type DocumentBase = Partial<Omit<DocumentInput, 'total'>>;

/** A refusal at `field` (the same names on both faces): FIELD_INVALID, or the code given. */
const refuse = (message: string, field?: FieldPath, reason?: UserErrorCode): never =>
  invalid(message, { field, reason: reason ?? (field ? 'FIELD_INVALID' : undefined) });

const has = (data: Body, key: string) => Object.hasOwn(data, key) && data[key] !== undefined;

/** A number, or a decimal written as text with a point or a comma (a form field as typed). */
function decimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(value))
    return Number(value.replace(',', '.'));
  return null;
}

function quantity(value: unknown, n: number, stocktaking: boolean): number {
  const at = ['lines', n - 1, 'quantity'];
  const q = decimal(value);
  const least = stocktaking ? 'не меньше 0' : 'больше 0';
  if (q === null || q < 0 || (!stocktaking && q === 0))
    refuse(`Строка ${n}: количество — число ${least}`, at);
  const milli = Math.round((q as number) * 1000);
  if ((q as number) > MAX_QUANTITY) {
    refuse(`Строка ${n}: количество — не больше ${MAX_QUANTITY.toLocaleString('ru-RU')}`, at);
  }
  if (Math.abs(milli / 1000 - (q as number)) > 1e-9) {
    refuse(`Строка ${n}: количество — не больше трёх знаков после запятой`, at);
  }
  return milli;
}

function price(value: unknown, n: number): number {
  if (value === undefined || value === null || value === '') return 0;
  const p = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > MAX_PRICE) {
    refuse(`Строка ${n}: цена — целое число копеек от 0 до ${MAX_PRICE.toLocaleString('ru-RU')}`, [
      'lines',
      n - 1,
      'price',
    ]);
  }
  return p as number;
}

/** A product id; one that cannot be an id is as unknown as one that is not in the catalogue. */
function lineProduct(value: unknown, n: number): number {
  if (value === undefined || value === null || value === '' || value === 0)
    refuse(`Строка ${n}: укажите товар`, ['lines', n - 1, 'productId']);
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id > MAX_ID)
    refuse(`Строка ${n}: товар не найден`, ['lines', n - 1, 'productId'], 'NOT_FOUND');
  return id as number;
}

/** Lines in the order sent; each product once (two lines of one product would hide a typo). */
export function parseLines(raw: unknown, kind: Kind): LineInput[] {
  if (!Array.isArray(raw) || raw.length === 0) refuse('Добавьте в документ хотя бы одну строку', ['lines']);
  const list = raw as unknown[];
  if (list.length > MAX_LINES) refuse(`Не больше ${MAX_LINES} строк в документе`, ['lines']);
  const seen = new Map<number, number>();
  return list.map((item, i) => {
    const n = i + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      refuse(`Строка ${n}: ожидается объект {productId, quantity, price}`, ['lines', i]);
    }
    const line = item as Body;
    const productId = lineProduct(line.productId, n);
    const first = seen.get(productId);
    if (first !== undefined)
      refuse(`Строка ${n}: этот товар уже есть в строке ${first}`, ['lines', i, 'productId']);
    seen.set(productId, n);
    const q = quantity(line.quantity, n, kind === 'Stocktaking');
    const p = price(line.price, n);
    // Exact below 2^53, and anything near that is refused by the bound anyway.
    const product = q * p;
    if (product > MAX_SUM * 1000) refuse(`Строка ${n}: сумма больше ${formatRub(MAX_SUM)}`, ['lines', i]);
    return { productId, quantity: q, price: p, sum: Math.round(product / 1000) };
  });
}

function id(data: Body, key: string, label: string, base: number | null | undefined): number | null {
  return has(data, key) ? optionalId(data[key], label, [key]) : (base ?? null);
}

/**
 * The payload over `base` (an update keeps what it does not send; a create starts from the
 * defaults). Counterparties a kind does not use are dropped, the one it needs is required.
 */
export function parseDocument(kind: Kind, data: Body, base: DocumentBase, today: string): DocumentInput {
  const def = KIND_DEFS[kind];
  let date = base.date ?? today;
  if (has(data, 'date') && data.date !== null && data.date !== '') {
    if (!isDate(data.date)) refuse('Поле «Дата»: дата в формате ГГГГ-ММ-ДД', ['date']);
    date = data.date as string;
  }
  const affiliateId = id(data, 'affiliateId', 'Филиал', base.affiliateId);
  if (affiliateId === null) refuse('Поле «Филиал» обязательно', ['affiliateId']);
  const uses = (what: 'supplier' | 'writeOff' | 'toAffiliate') => def.uses.includes(what);
  const toAffiliateId = uses('toAffiliate')
    ? id(data, 'toAffiliateId', 'Филиал-получатель', base.toAffiliateId)
    : null;
  const supplierId = uses('supplier') ? id(data, 'supplierId', 'Поставщик', base.supplierId) : null;
  const writeOffId = uses('writeOff') ? id(data, 'writeOffId', 'Причина списания', base.writeOffId) : null;
  if (def.requires === 'supplier' && supplierId === null)
    refuse(`${def.title}: укажите поставщика`, ['supplierId']);
  if (def.requires === 'writeOff' && writeOffId === null)
    refuse(`${def.title}: укажите причину списания`, ['writeOffId']);
  if (def.requires === 'toAffiliate' && toAffiliateId === null) {
    refuse(`${def.title}: укажите филиал-получатель`, ['toAffiliateId']);
  }
  if (toAffiliateId !== null && toAffiliateId === affiliateId) {
    refuse(`${def.title}: филиал-получатель должен отличаться от филиала-отправителя`, ['toAffiliateId']);
  }
  let comment = base.comment ?? '';
  if (has(data, 'comment') && data.comment !== null) {
    if (typeof data.comment !== 'string') refuse('Поле «Комментарий» должно быть строкой', ['comment']);
    comment = (data.comment as string).trim();
    if (comment.length > MAX_COMMENT)
      refuse(`Поле «Комментарий»: не длиннее ${MAX_COMMENT} символов`, ['comment']);
  }
  const lines = has(data, 'lines') || !base.lines ? parseLines(data.lines, kind) : base.lines;
  const total = lines.reduce((s, l) => s + l.sum, 0);
  if (total > MAX_SUM) refuse(`Сумма документа больше ${formatRub(MAX_SUM)}`);
  return {
    date,
    affiliateId: affiliateId as number,
    toAffiliateId,
    supplierId,
    writeOffId,
    comment,
    lines,
    total,
  };
}
