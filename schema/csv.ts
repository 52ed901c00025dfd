/**
 * CSV as Russian Excel opens it: `;`-separated, CRLF lines, UTF-8 with a BOM. One writer for the
 * web's exports and the gateway's (/api/export/*), so a file reads the same wherever it was made.
 */
export const CSV_BOM = '\uFEFF';
const SEP = ';';

const quote = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One line, CRLF included. */
export const csvLine = (cells: readonly string[]): string => cells.map(quote).join(SEP) + '\r\n';

/** A whole file: BOM, header, rows. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}
