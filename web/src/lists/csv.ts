import { listCsv, type RefResolver } from '../../../schema/list-cells';
import type { FieldDef } from '../../../schema/lists';
import { richTextPlain } from '../app/richtext/plain';
import { saveFile } from '../app/serverExport';
import type { ListRecord } from './store';

/** CSV of exactly the given rows (the editor passes what its filters and sort show). */
export const toCsv = (fields: readonly FieldDef[], rows: readonly ListRecord[], resolveRef: RefResolver) =>
  listCsv(fields, rows, resolveRef, richTextPlain);

export function downloadCsv(fileName: string, content: string) {
  saveFile(fileName, new Blob([content], { type: 'text/csv;charset=utf-8' }));
}
