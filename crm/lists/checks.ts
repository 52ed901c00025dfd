/**
 * What validateRecord cannot know: request framing (ids, flags, payload keys) and the checks that
 * need the database (unique values, references). Every failure is a CrmError with a Russian message.
 */
import { findList, type FieldDef, type ListDef } from '../../schema/lists';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { Body } from '../registry';

/** The largest id there can be: every id column is a PostgreSQL `integer`. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id, also accepted as a numeric string (the legacy client sends both). Past
 * MAX_ID it is refused here: the database would fail on it (integer out of range), a 500.
 */
export function parseId(raw: unknown, label = 'id'): number {
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > MAX_ID) {
    throw new CrmError('VALIDATION', `Поле «${label}»: ожидается положительное целое число`);
  }
  return n;
}

const TRUE = new Set<unknown>([true, 1, '1', 'true']);
const FALSE = new Set<unknown>([false, 0, '0', 'false']);

/** `val` of setActive/setDeleted: the legacy client sends booleans, 1/0 and '1'/'0'. */
export function parseFlag(raw: unknown): boolean {
  if (TRUE.has(raw)) return true;
  if (FALSE.has(raw)) return false;
  throw new CrmError('VALIDATION', 'Поле «val»: ожидается 1 или 0');
}

/** The object under the payload key (`dataStatusOrderUpdate`, `dataUpdate`, …). */
export function payload(body: Body, key: string): Record<string, unknown> {
  const data = body[key];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new CrmError('VALIDATION', `Ожидается объект «${key}» с полями записи`);
  }
  return data as Record<string, unknown>;
}

export function duplicateMessage(list: ListDef, field: FieldDef): string {
  // Users are people, not records: the message the user list screen shows.
  if (list.area === 'user' && field.type === 'email') return 'Пользователь с таким email уже существует';
  return `Запись с таким значением поля «${field.label}» уже существует`;
}

/** Unique fields are compared case-insensitively, as the lower(...) unique indexes do. */
export async function checkUnique(tx: Db, list: ListDef, value: Record<string, unknown>, id = 0) {
  for (const field of list.fields) {
    const v = value[field.name];
    if (!field.unique || typeof v !== 'string' || v === '') continue;
    const taken = await tx.query(
      `SELECT 1 FROM "${list.table}" WHERE lower("${field.column}") = lower($1) AND id <> $2 LIMIT 1`,
      [v, id],
    );
    if (taken.length > 0)
      throw new CrmError('DUPLICATE', duplicateMessage(list, field), { field: [field.name] });
  }
}

export function missingRefMessage(field: FieldDef): string {
  return `Поле «${field.label}»: запись не найдена`;
}

/** A reference must name an existing record of its list. */
export async function checkRefs(tx: Db, list: ListDef, value: Record<string, unknown>) {
  for (const field of list.fields) {
    const v = value[field.name];
    if (field.type !== 'ref' || v === null || v === undefined) continue;
    const target = findList(field.ref!)!;
    const found = await tx.query(`SELECT 1 FROM "${target.table}" WHERE id = $1`, [v]);
    if (found.length === 0)
      throw new CrmError('VALIDATION', missingRefMessage(field), {
        reason: 'NOT_FOUND',
        field: [field.name],
      });
  }
}

/** The SQLSTATE of a database error, from pg or PGlite. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The checks above run before the write, but two requests can race past them: the constraint
 * then decides, and the loser gets the same reply it would have got a moment later.
 */
export function mapConstraintError(list: ListDef, value: Record<string, unknown>, err: unknown): never {
  const state = sqlState(err);
  if (state === '23505') {
    const field = list.fields.find((f) => f.unique && value[f.name] !== undefined) ?? list.fields[0];
    throw new CrmError('DUPLICATE', duplicateMessage(list, field), { field: [field.name] });
  }
  if (state === '23503') {
    const field = list.fields.find((f) => f.type === 'ref' && value[f.name] != null);
    if (field)
      throw new CrmError('VALIDATION', missingRefMessage(field), {
        reason: 'NOT_FOUND',
        field: [field.name],
      });
    throw new CrmError('VALIDATION', 'Связанная запись не найдена', { reason: 'NOT_FOUND' });
  }
  if (state === '23514' || state === '22003') {
    // The validator checks every bound except one that spans two fields on a partial update: a
    // percent discount over 100 when only the value or only the kind was sent.
    const percent = list.fields.some((f) => f.options?.some((o) => o.value === 'percent'));
    throw new CrmError('VALIDATION', percent ? 'Скидка в процентах: не больше 100' : undefined);
  }
  throw err;
}
