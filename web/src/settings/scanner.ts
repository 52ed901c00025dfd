import { usePref, writePref } from '../app/layout/prefs';

/**
 * The barcode/QR scanner switch of spec section 2, per workstation (localStorage): a till
 * without a scanner, or one where the keyboard is shared with other work, turns it off, and the
 * POS then ignores digits typed outside its inputs. On by default.
 */
export const SCANNER_KEY = 'scannerEnabled';

export function useScannerEnabled(): boolean {
  return usePref(SCANNER_KEY) !== '0';
}

export function setScannerEnabled(on: boolean): void {
  writePref(SCANNER_KEY, on ? '1' : '0');
}
