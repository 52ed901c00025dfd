/**
 * Validation of a list record from its definition: ONE implementation, run by the embedded CRM
 * (authoritative), the gateway (early BAD_USER_INPUT) and the web form (messages as you type).
 * Uniqueness and references are checked by the CRM against the database.
 */
import { PAGE_KEYS } from './access';
import { EMAIL_PATTERN } from './email';
import { isReadOnly, type FieldDef, type ListDef } from './lists';
import { passwordProblem } from './password';

export type RecordValue = string | number | boolean | null | string[];

export interface Validation {
  /** Normalised values of the fields present in the input (trimmed text, numbers, null for empty). */
  value: Record<string, RecordValue>;
  /** Field name → Russian message; empty when the input is valid. */
  errors: Record<string, string>;
}

const PHONE = /^\+?[\d\s()-]{5,25}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'phone', 'color', 'enum', 'password']);
/** Default longest value per text type; richtext is RICH_TEXT_MAX_LENGTH of schema/rich-text.ts
 * (not imported: that module carries the server-only sanitiser, and the web runs this file). */
const DEFAULT_MAX: Record<string, number> = { text: 2000, richtext: 100_000 };

/** The longest value a text field takes (the docs print the same figure). */
export const textMaxLength = (field: FieldDef) => field.max ?? DEFAULT_MAX[field.type] ?? 200;
const PAGE_KEY_SET: ReadonlySet<string> = new Set(PAGE_KEYS);

function rubles(kopecks: number): string {
  return (kopecks / 100).toLocaleString('ru-RU', { maximumFractionDigits: 2 });
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** The check digit an EAN-13 ends with, from its first twelve digits (weights 1, 3, 1, 3, …). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/**
 * Why a barcode cannot be printed or scanned, or null. Thirteen digits are an EAN-13 and must end
 * with the right check digit (a mistyped digit is caught here, not at the till); anything else is
 * Code-128 (set B): printable ASCII, no spaces at the ends (trimmed before).
 */
export function barcodeProblem(code: string): string | null {
  if (/^\d{13}$/.test(code)) {
    const want = ean13CheckDigit(code);
    return Number(code[12]) === want ? null : `неверная контрольная цифра EAN-13 (должна быть ${want})`;
  }
  if (!/^[\x20-\x7e]+$/.test(code))
    return 'EAN-13 (13 цифр) или Code-128: латинские буквы, цифры и знаки ASCII';
  return null;
}

/** Checks one present, non-empty value; returns the normalised value or a message. */
function check(field: FieldDef, raw: unknown): { ok: RecordValue } | { error: string } {
  const label = `«${field.label}»`;
  if (TEXT_TYPES.has(field.type)) {
    if (typeof raw !== 'string') return { error: `Поле ${label}: ожидается строка` };
    const s = field.type === 'password' ? raw : raw.trim();
    const max = textMaxLength(field);
    if (s.length > max) return { error: `Поле ${label}: не длиннее ${max} символов` };
    if (field.type === 'password') {
      // The one rule for new passwords (schema/password.ts), not the field's own length.
      const problem = passwordProblem(s);
      if (problem) return { error: `Поле ${label}: ${problem}` };
    }
    if (field.min !== undefined && s.length < field.min)
      return { error: `Поле ${label}: не короче ${field.min} символов` };
    if (field.format === 'barcode') {
      const problem = barcodeProblem(s);
      if (problem) return { error: `Поле ${label}: ${problem}` };
    }
    if (field.type === 'email' && !EMAIL_PATTERN.test(s))
      return { error: `Поле ${label}: некорректный email` };
    if (field.type === 'phone' && !PHONE.test(s))
      return { error: `Поле ${label}: некорректный номер телефона` };
    if (field.type === 'color' && !COLOR.test(s)) return { error: `Поле ${label}: цвет в формате #RRGGBB` };
    if (field.type === 'enum' && !field.options?.some((o) => o.value === s)) {
      return { error: `Поле ${label}: выберите значение из списка` };
    }
    return { ok: field.type === 'email' ? s.toLowerCase() : field.type === 'color' ? s.toLowerCase() : s };
  }
  switch (field.type) {
    case 'date':
      if (typeof raw !== 'string' || !validDate(raw.trim()))
        return { error: `Поле ${label}: дата в формате ГГГГ-ММ-ДД` };
      return { ok: raw.trim() };
    case 'int':
    case 'money':
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { error: `Поле ${label}: введите число` };
      if (field.type !== 'number' && !Number.isInteger(n)) {
        return {
          error: `Поле ${label}: ${field.type === 'money' ? 'сумма с точностью до копейки' : 'введите целое число'}`,
        };
      }
      const min = field.min ?? 0;
      const max = field.max ?? Number.MAX_SAFE_INTEGER;
      if (n < min || n > max) {
        // Money is typed in rubles on screen: speak rubles, not the kopecks it is stored in.
        const range =
          field.type === 'money' ? `от ${rubles(min)} до ${rubles(max)} ₽` : `число от ${min} до ${max}`;
        return { error: `Поле ${label}: ${range}` };
      }
      return { ok: n };
    }
    case 'bool':
      if (typeof raw !== 'boolean') return { error: `Поле ${label}: ожидается да или нет` };
      return { ok: raw };
    case 'ref': {
      const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0)
        return { error: `Поле ${label}: выберите запись из списка` };
      return { ok: n };
    }
    case 'pageKeys':
      if (!Array.isArray(raw) || raw.some((k) => typeof k !== 'string' || !PAGE_KEY_SET.has(k))) {
        return { error: `Поле ${label}: неизвестный раздел` };
      }
      return { ok: [...new Set(raw as string[])] };
    default:
      return { error: `Поле ${label}: неподдерживаемый тип` };
  }
}

/** The empty value stored for an optional field left blank. */
export function emptyValue(field: FieldDef): RecordValue {
  if (field.type === 'pageKeys') return [];
  if (field.type === 'bool') return false;
  return TEXT_TYPES.has(field.type) && field.type !== 'enum' ? '' : null;
}

/**
 * Validates `input` against the list. `create` requires every required field; `update` checks
 * only the fields present (a partial update), but a required field may not be blanked.
 */
export function validateRecord(list: ListDef, input: unknown, mode: 'create' | 'update'): Validation {
  const value: Record<string, RecordValue> = {};
  const errors: Record<string, string> = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { value, errors: { _: 'Ожидается объект с полями записи' } };
  }
  const data = input as Record<string, unknown>;
  for (const field of list.fields) {
    // An image is set by its upload call only; a value sent with the record is ignored.
    if (isReadOnly(field)) continue;
    const present = Object.hasOwn(data, field.name);
    const raw = data[field.name];
    const required = field.required || (mode === 'create' && field.requiredOnCreate);
    if (isEmpty(raw)) {
      if (required && (mode === 'create' || present)) errors[field.name] = `Заполните поле «${field.label}»`;
      // A blank password on update means "keep the current one".
      else if (present && field.type !== 'password') value[field.name] = emptyValue(field);
      else if (mode === 'create' && field.type !== 'password') value[field.name] = emptyValue(field);
      continue;
    }
    const result = check(field, raw);
    if ('error' in result) errors[field.name] = result.error;
    else value[field.name] = result.ok;
  }
  // A percent discount cannot exceed 100 %.
  for (const [kind, amount] of [
    ['kind', 'value'],
    ['discountKind', 'discountValue'],
  ] as const) {
    const v = value[amount];
    if (value[kind] === 'percent' && typeof v === 'number' && v > 100 && !errors[amount]) {
      errors[amount] = 'Скидка в процентах: не больше 100';
    }
  }
  return { value, errors };
}

/** One line for an error reply: the first message, or all of them joined. */
export function validationMessage(errors: Record<string, string>): string {
  return Object.values(errors).join('; ');
}
