/**
 * The columns of the order list, shared by the web's table, its CSV and the gateway's export
 * (/api/export/orders), so the three never disagree.
 */
import { csvText } from './csv';
import { dayText } from './list-cells';
import { formatRub } from './money';

interface Person {
  firstName?: string | null;
  lastName?: string | null;
  patronymic?: string | null;
  phone?: string | null;
}

/** What the columns read of an order (GraphQL's Order and the gateway's clean order alike). */
export interface ColumnOrder {
  number: string;
  date: string;
  deliveryDate?: string | null;
  deliveryTime?: string | null;
  statusId?: string | null;
  client?: Person | null;
  recipient?: Person | null;
  deliveryAddress: string;
  streetId?: string | null;
  /** The street as the order names it (the web's orders); absent, `streets` names it. */
  street?: { name: string } | null;
  lines: readonly { name: string; count: number }[];
  total: number;
  paymentTypeId?: string | null;
  workerId?: string | null;
}

/** Display names of the lists an order points to (the web's order refs, the gateway's lists). */
interface Names {
  name(id: string | null | undefined): string;
}
export interface OrderNames {
  statuses: Names;
  streets: Names;
  payments: Names;
  workers: Names;
}

export const fullName = (p: Person | null | undefined) =>
  p ? [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ') : '';

export const personText = (p: Person | null | undefined) =>
  p ? [fullName(p), p.phone].filter(Boolean).join(', ') : '';

export const linesText = (o: ColumnOrder) => o.lines.map((l) => `${l.name} × ${l.count}`).join(', ');

/** Street and address; many addresses already name their street, so it is not said twice. */
export function addressText(o: ColumnOrder, refs: OrderNames): string {
  const street = o.street?.name || refs.streets.name(o.streetId);
  return street && !o.deliveryAddress.includes(street)
    ? [street, o.deliveryAddress].filter(Boolean).join(', ')
    : o.deliveryAddress;
}

/** Order date plus delivery window: what the «дата и время» column shows. */
export function whenText(o: ColumnOrder): string {
  const day = dayText(o.deliveryDate || o.date);
  return o.deliveryTime ? `${day} ${o.deliveryTime}` : day;
}

export function orderColumns<O extends ColumnOrder>(refs: OrderNames) {
  return [
    { key: 'number', title: '№', width: 112, text: (o: O) => o.number },
    { key: 'when', title: 'Дата и время', width: 150, text: (o: O) => whenText(o) },
    // Status early: it is what staff scan the list for; the rest scrolls on narrow screens.
    { key: 'status', title: 'Статус', width: 125, text: (o: O) => refs.statuses.name(o.statusId) },
    { key: 'client', title: 'Клиент', width: 160, text: (o: O) => personText(o.client) },
    { key: 'recipient', title: 'Получатель', width: 150, text: (o: O) => personText(o.recipient) },
    { key: 'address', title: 'Адрес', width: 170, text: (o: O) => addressText(o, refs) },
    { key: 'lines', title: 'Товары', width: 190, text: (o: O) => linesText(o) },
    { key: 'total', title: 'Сумма', width: 100, text: (o: O) => formatRub(o.total) },
    { key: 'payment', title: 'Оплата', width: 115, text: (o: O) => refs.payments.name(o.paymentTypeId) },
    { key: 'worker', title: 'Исполнитель', width: 160, text: (o: O) => refs.workers.name(o.workerId) },
  ];
}

export function ordersCsv(rows: readonly ColumnOrder[], refs: OrderNames): string {
  const cols = orderColumns(refs);
  return csvText(
    cols.map((c) => c.title),
    rows.map((o) => cols.map((c) => c.text(o))),
  );
}
