/**
 * A promo batch's codes as the screen and its CSV download show them (docs/marketing.md "Promo
 * batches"). The CSV is written here with the shared writer (schema/csv.ts), so the file is the
 * same whoever asks for it.
 */
import { csvText } from '../../../schema/csv';

interface Code {
  code: string;
  usedCount: number;
  usageLimit: number | null;
  active: boolean;
}

export function promoBatchCodesOf(raw: Record<string, unknown>) {
  const list = Array.isArray(raw.codes) ? (raw.codes as Record<string, unknown>[]) : [];
  const codes: Code[] = list.map((c) => ({
    code: String(c.code ?? ''),
    usedCount: Number(c.usedCount) || 0,
    usageLimit: c.usageLimit == null ? null : Number(c.usageLimit),
    active: c.active === true,
  }));
  const csv = csvText(
    ['Промокод', 'Использован', 'Лимит', 'Действует'],
    codes.map((c) => [
      c.code,
      String(c.usedCount),
      c.usageLimit === null ? '' : String(c.usageLimit),
      c.active ? 'да' : 'нет',
    ]),
  );
  return { name: String(raw.name ?? ''), codes, csv };
}
