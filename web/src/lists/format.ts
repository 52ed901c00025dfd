import type { FieldDef } from '../../../schema/lists';
import { cellText as sharedCellText, columnFields, type RefResolver } from '../../../schema/list-cells';
import { formatRub } from '../../../schema/money';
import { richTextPlain } from '../app/richtext/plain';
import type { ListRecord } from './store';

/** Kopecks → «1 234,50 ₽» (the one formatter, schema/money.ts). */
export const formatMoney = formatRub;

export type { RefResolver };

/** The text of one cell: what the table shows, what search matches and what CSV exports. */
export const cellText = (field: FieldDef, record: ListRecord, resolveRef: RefResolver): string =>
  sharedCellText(field, record, resolveRef, richTextPlain);

/** Value for sorting a column: numbers and ISO dates compare as such, the rest as shown. */
export function sortValue(field: FieldDef, record: ListRecord, resolveRef: RefResolver): string | number {
  const v = record[field.name];
  if (v === null || v === undefined) return '';
  if (field.type === 'money' || field.type === 'int' || field.type === 'number') return Number(v);
  if (field.type === 'bool') return v ? 1 : 0;
  if (field.type === 'date') return String(v);
  return cellText(field, record, resolveRef).toLocaleLowerCase('ru');
}

export { columnFields };
