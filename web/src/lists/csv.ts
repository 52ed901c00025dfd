import type { FieldDef } from '../../../schema/lists';
import { cellText, type RefResolver } from './format';
import type { ListRecord } from './store';

// Russian Excel opens `;`-separated files and needs the BOM to read UTF-8.
const BOM = '\uFEFF';
const SEP = ';';

function quote(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV of exactly the given rows (the editor passes what its filters and sort show). */
export function toCsv(
  fields: readonly FieldDef[],
  rows: readonly ListRecord[],
  resolveRef: RefResolver,
): string {
  const header = [...fields.map((f) => f.label), 'Активна'];
  const lines = rows.map((r) => [...fields.map((f) => cellText(f, r, resolveRef)), r.active ? 'Да' : 'Нет']);
  return BOM + [header, ...lines].map((line) => line.map(quote).join(SEP)).join('\r\n') + '\r\n';
}

export function downloadCsv(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
