/**
 * A courier's route sheet as receipt rows (docs/print.md): printed by the receipt machinery with
 * the shop's receipt template (name, header, footer, paper width), one block per delivery with a
 * QR code that opens the courier view of that order.
 */
import { formatRub } from '../../../schema/money';
import { formatDate } from '../app/format';
import type { DeliveryFieldsFragment, ReceiptSettingsFieldsFragment } from '../graphql';
import type { ReceiptRow } from '../settings/receipt';
import { windowLabel } from './labels';

export interface SheetInput {
  date: string;
  courier: { name: string; phone: string };
  items: readonly DeliveryFieldsFragment[];
}

/** `origin`: where the courier view lives (the app's own address). */
export function routeSheetRows(
  template: ReceiptSettingsFieldsFragment,
  sheet: SheetInput,
  origin: string,
): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ kind: 'title', text: template.shopName }];
  for (const line of template.headerText.split('\n').filter((l) => l.trim()))
    rows.push({ kind: 'text', text: line });
  rows.push({ kind: 'rule' }, { kind: 'title', text: 'Маршрутный лист' });
  rows.push({ kind: 'pair', label: 'Дата', value: formatDate(sheet.date) });
  rows.push({ kind: 'pair', label: 'Курьер', value: sheet.courier.name });
  rows.push({ kind: 'pair', label: 'Доставок', value: String(sheet.items.length) });
  const collect = sheet.items.reduce((sum, d) => sum + d.due, 0);
  rows.push({ kind: 'pair', label: 'Получить всего', value: formatRub(collect), strong: true });
  sheet.items.forEach((d, i) => {
    rows.push({ kind: 'rule' });
    rows.push({ kind: 'pair', label: `${i + 1}. № ${d.number}`, value: windowLabel(d), strong: true });
    rows.push({ kind: 'pair', label: 'Получатель', value: d.recipientName || '—' });
    if (d.recipientPhone) rows.push({ kind: 'pair', label: 'Телефон', value: d.recipientPhone });
    rows.push({ kind: 'text', text: `Адрес: ${d.address || '—'}` });
    if (d.cardText) rows.push({ kind: 'text', text: `Открытка: ${d.cardText}` });
    rows.push({
      kind: 'pair',
      label: 'Получить',
      value: d.due > 0 ? formatRub(d.due) : 'оплачено',
      strong: true,
    });
    rows.push({ kind: 'code', code: 'qr', value: `${origin}/courier/${d.orderId}` });
  });
  rows.push({ kind: 'rule' });
  for (const line of template.footerText.split('\n').filter((l) => l.trim()))
    rows.push({ kind: 'text', text: line });
  return rows;
}
