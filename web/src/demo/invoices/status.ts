import type { Intent } from '@blueprintjs/core';
import type { InvoiceStatus } from '../../graphql';

export const STATUS_LABEL: Record<InvoiceStatus, string> = {
  pending: 'Ожидает',
  processing: 'В работе',
  delivered: 'Доставлен',
};

export const STATUS_INTENT: Record<InvoiceStatus, Intent> = {
  pending: 'warning',
  processing: 'primary',
  delivered: 'success',
};

/** Subtotal, VAT and total of invoice lines (vat in percent). */
export function invoiceTotals(items: readonly { unit: number; price: number }[], vat: number) {
  const subtotal = items.reduce((sum, i) => sum + i.unit * i.price, 0);
  const tax = (subtotal * vat) / 100;
  return { subtotal, tax, total: subtotal + tax };
}
