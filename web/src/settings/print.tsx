import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Receipt } from './Receipt';
import type { ReceiptRow } from './receipt';
import './print.css';

/**
 * Prints one receipt through the browser's print dialog (docs/print.md). The receipt is drawn
 * into a container at the end of <body>; while it is there, the print stylesheet hides
 * everything else and the page size is the roll's width, so the driver of a receipt printer (or
 * «Сохранить как PDF») gets exactly the receipt.
 */

export const PRINT_ROOT_ID = 'receipt-print-root';
const PAGE_STYLE_ID = 'receipt-print-page';
const PRINTING_CLASS = 'is-printing-receipt';

let root: Root | null = null;

function container(): HTMLElement {
  let el = document.getElementById(PRINT_ROOT_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = PRINT_ROOT_ID;
    el.className = 'receipt-print-root';
    document.body.appendChild(el);
  }
  return el;
}

/** Takes the printed receipt away again (after the dialog closes). */
export function clearPrintedReceipt() {
  root?.unmount();
  root = null;
  document.getElementById(PRINT_ROOT_ID)?.remove();
  document.getElementById(PAGE_STYLE_ID)?.remove();
  document.body.classList.remove(PRINTING_CLASS);
}

export function printReceipt(rows: readonly ReceiptRow[], paperWidth: number) {
  clearPrintedReceipt();
  root = createRoot(container());
  // The receipt must be in the DOM before print() takes its snapshot of the page.
  flushSync(() => root!.render(<Receipt rows={rows} paperWidth={paperWidth} />));
  const page = document.createElement('style');
  page.id = PAGE_STYLE_ID;
  page.textContent = `@page { size: ${paperWidth}mm auto; margin: 0; }`;
  document.head.appendChild(page);
  document.body.classList.add(PRINTING_CLASS);
  window.addEventListener('afterprint', clearPrintedReceipt, { once: true });
  window.print();
}
