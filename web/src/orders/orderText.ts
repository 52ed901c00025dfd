import { formatMoney } from '../lists/format';
import { formatDate } from '../app/format';
import { dayDate } from './presets';
import type { OrderRefs } from './refs';
import type { OrderRow } from './useOrders';

interface Person {
  firstName?: string | null;
  lastName?: string | null;
  patronymic?: string | null;
  phone?: string | null;
}

export const fullName = (p: Person | null | undefined) =>
  p ? [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ') : '';

export const personText = (p: Person | null | undefined) =>
  p ? [fullName(p), p.phone].filter(Boolean).join(', ') : '';

export const linesText = (o: OrderRow) => o.lines.map((l) => `${l.name} × ${l.count}`).join(', ');

/** Street and address; many addresses already name their street, so it is not said twice. */
export function addressText(o: OrderRow, refs: OrderRefs): string {
  const street = refs.streets.name(o.streetId);
  return street && !o.deliveryAddress.includes(street)
    ? [street, o.deliveryAddress].filter(Boolean).join(', ')
    : o.deliveryAddress;
}

/** Order date plus delivery window: what the «дата и время» column shows. */
export function whenText(o: OrderRow): string {
  const day = formatDate(dayDate(o.deliveryDate || o.date));
  return o.deliveryTime ? `${day} ${o.deliveryTime}` : day;
}

/** The columns of the list, shared by the table and the CSV export so they never disagree. */
export function orderColumns(refs: OrderRefs) {
  return [
    { key: 'number', title: '№', width: 112, text: (o: OrderRow) => o.number },
    { key: 'when', title: 'Дата и время', width: 150, text: whenText },
    // Status early: it is what staff scan the list for; the rest scrolls on narrow screens.
    { key: 'status', title: 'Статус', width: 125, text: (o: OrderRow) => refs.statuses.name(o.statusId) },
    { key: 'client', title: 'Клиент', width: 160, text: (o: OrderRow) => personText(o.client) },
    { key: 'recipient', title: 'Получатель', width: 150, text: (o: OrderRow) => personText(o.recipient) },
    {
      key: 'address',
      title: 'Адрес',
      width: 170,
      text: (o: OrderRow) => addressText(o, refs),
    },
    { key: 'lines', title: 'Товары', width: 190, text: linesText },
    { key: 'total', title: 'Сумма', width: 100, text: (o: OrderRow) => formatMoney(o.total) },
    {
      key: 'payment',
      title: 'Оплата',
      width: 115,
      text: (o: OrderRow) => refs.payments.name(o.paymentTypeId),
    },
    { key: 'worker', title: 'Исполнитель', width: 160, text: (o: OrderRow) => refs.workers.name(o.workerId) },
  ];
}

/** Search by phone (digits anywhere in the client's or recipient's phone), name or number. */
export function matchesSearch(o: OrderRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  const phones = [o.client?.phone, o.recipient?.phone].map((p) => (p ?? '').replace(/\D/g, ''));
  if (digits.length >= 3 && digits.length === q.replace(/[\s()+-]/g, '').length)
    return phones.some((p) => p.includes(digits)) || o.number.includes(q);
  const names = [fullName(o.client), fullName(o.recipient), o.number].join(' ').toLowerCase();
  return q.split(/\s+/).every((w) => names.includes(w));
}

// Russian Excel opens `;`-separated files and needs the BOM to read UTF-8.
const quote = (v: string) => (/[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function ordersCsv(rows: readonly OrderRow[], refs: OrderRefs): string {
  const cols = orderColumns(refs);
  const lines = [cols.map((c) => c.title), ...rows.map((o) => cols.map((c) => c.text(o)))];
  return '\uFEFF' + lines.map((l) => l.map(quote).join(';')).join('\r\n') + '\r\n';
}
