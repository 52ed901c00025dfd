/**
 * Reading and checking demo payloads. Every store checks its whole input before it changes
 * anything, so a refused call never leaves half a change behind.
 */
import { BadInputError, NotFoundError } from '../errors';

export type Body = Record<string, unknown>;

export const asBody = (value: unknown): Body =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};

/** An id sent as a string or a number, compared as a string. */
export function id(value: unknown, name: string): string {
  if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  throw new BadInputError(`Не указан ${name}`);
}

export function text(value: unknown, name: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw new BadInputError(`Не заполнено поле ${name}`);
}

/** An integer within [min, max]. */
export function int(value: unknown, name: string, min: number, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  throw new BadInputError(`${name} должно быть целым числом от ${min} до ${max}`);
}

export function object(value: unknown, name: string): Body {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Body;
  throw new BadInputError(`Не передан объект ${name}`);
}

export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new NotFoundError(`${what} не найден`);
  return value;
}

export const clone = <T>(value: T): T => structuredClone(value);

let counter = 0;
/** A fresh id for records added at run time: unique within the process, short enough to read. */
export const newId = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${(++counter).toString(36)}`;

/** Moves the item at `from` to `to` in a copy of `list`; both indices must be in range. */
export function move<T>(list: readonly T[], from: unknown, to: unknown): T[] {
  const last = list.length - 1;
  if (last < 0) throw new BadInputError('Список пуст');
  const start = int(from, 'startIndex', 0, last);
  const end = int(to, 'endIndex', 0, last);
  const copy = [...list];
  const [item] = copy.splice(start, 1);
  copy.splice(end, 0, item);
  return copy;
}

/** The fields of a GraphQL input that were sent (null and undefined dropped). */
export function sent<T extends object>(input: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<{
    [K in keyof T]: NonNullable<T[K]>;
  }>;
}
