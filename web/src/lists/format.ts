import type { FieldDef } from '../../../schema/lists';
import { formatRub } from '../../../schema/money';
import { formatDate } from '../app/format';
import { richTextPlain } from '../app/richtext/plain';
import type { ListRecord } from './store';

const NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 4 });

/** Kopecks → «1 234,50 ₽» (the one formatter, schema/money.ts). */
export const formatMoney = formatRub;

/** Looks up a referenced record's display text; given by the editor, which has the lists. */
export type RefResolver = (field: FieldDef, id: string) => string;

/** The text of one cell: what the table shows, what search matches and what CSV exports. */
export function cellText(field: FieldDef, record: ListRecord, resolveRef: RefResolver): string {
  const v = record[field.name];
  if (field.type === 'bool') return v ? 'Да' : 'Нет';
  if (v === null || v === undefined || v === '') return '';
  switch (field.type) {
    case 'money':
      return formatMoney(Number(v));
    case 'int':
    case 'number':
      return NUMBER.format(Number(v));
    case 'date':
      // yyyy-MM-dd is a calendar day: read it as local noon so no time zone shifts the day.
      return formatDate(`${String(v).slice(0, 10)}T12:00:00`);
    case 'enum':
      return field.options?.find((o) => o.value === v)?.label ?? String(v);
    case 'ref':
      return resolveRef(field, String(v));
    case 'pageKeys':
      return Array.isArray(v) ? String(v.length) : '';
    case 'richtext':
      return richTextPlain(String(v));
    default:
      return String(v);
  }
}

/** Value for sorting a column: numbers and ISO dates compare as such, the rest as shown. */
export function sortValue(field: FieldDef, record: ListRecord, resolveRef: RefResolver): string | number {
  const v = record[field.name];
  if (v === null || v === undefined) return '';
  if (field.type === 'money' || field.type === 'int' || field.type === 'number') return Number(v);
  if (field.type === 'bool') return v ? 1 : 0;
  if (field.type === 'date') return String(v);
  return cellText(field, record, resolveRef).toLocaleLowerCase('ru');
}

/** Fields that make sense as table columns (not passwords; page keys as a count). */
export function columnFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.type !== 'password');
}
