/**
 * The text of one list cell: what the table shows, what search matches and what CSV exports, in
 * the browser and in the gateway's exports alike. Rich text is made plain by the caller (the
 * browser parses it with DOMParser; the gateway strips tags).
 */
import { format } from 'date-fns';
import { csvText } from './csv';
import type { FieldDef } from './lists';
import { formatRub } from './money';

const NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 4 });

/** Looks up a referenced record's display text; given by whoever holds the lists. */
export type RefResolver = (field: FieldDef, id: string) => string;

/** A calendar day yyyy-MM-dd as «25.11.2026» (read at noon, so no time zone shifts it). */
export const dayText = (day: string): string =>
  format(new Date(`${day.slice(0, 10)}T12:00:00`), 'dd.MM.yyyy');

export function cellText(
  field: FieldDef,
  record: Readonly<Record<string, unknown>>,
  resolveRef: RefResolver,
  plain: (html: string) => string,
): string {
  const v = record[field.name];
  if (field.type === 'bool') return v ? 'Да' : 'Нет';
  if (v === null || v === undefined || v === '') return '';
  switch (field.type) {
    case 'money':
      return formatRub(Number(v));
    case 'int':
    case 'number':
      return NUMBER.format(Number(v));
    case 'date':
      return dayText(String(v));
    case 'enum':
      return field.options?.find((o) => o.value === v)?.label ?? String(v);
    case 'ref':
      return resolveRef(field, String(v));
    case 'pageKeys':
      return Array.isArray(v) ? String(v.length) : '';
    case 'richtext':
      return plain(String(v));
    default:
      return String(v);
  }
}

/** Fields that make sense as table columns (not passwords; page keys as a count). */
export function columnFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.type !== 'password');
}

/** A list as CSV: its columns and «Активна», one line per record, as the list editor shows them. */
export function listCsv(
  fields: readonly FieldDef[],
  records: readonly Readonly<Record<string, unknown>>[],
  resolveRef: RefResolver,
  plain: (html: string) => string,
): string {
  return csvText(
    [...fields.map((f) => f.label), 'Активна'],
    records.map((r) => [...fields.map((f) => cellText(f, r, resolveRef, plain)), r.active ? 'Да' : 'Нет']),
  );
}
