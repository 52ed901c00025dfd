import { usePref, writePref } from '../app/layout/prefs';

/**
 * Whether the POS prints the receipt by itself after a payment, per workstation (localStorage,
 * like the scanner switch): a till with a receipt printer turns it on; off (the default), the
 * POS offers «Печать чека» for the order just paid. What the receipt holds is the shop type's
 * template (print settings, docs/print.md).
 */
export const RECEIPT_AUTO_KEY = 'receiptAutoPrint';

export function useReceiptAutoPrint(): boolean {
  return usePref(RECEIPT_AUTO_KEY) === '1';
}

export function setReceiptAutoPrint(on: boolean): void {
  writePref(RECEIPT_AUTO_KEY, on ? '1' : '0');
}
