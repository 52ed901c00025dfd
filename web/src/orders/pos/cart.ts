import type { AppliedCertificate, AppliedPromo } from '../CheckoutCodes';
import type { AppliedMarkup, PresetTerms } from '../CheckoutPresets';
import { computeTotals } from '../totals';

export interface CartLine {
  productId: string;
  name: string;
  /** Kopecks. */
  price: number;
  count: number;
}

export type CartAction =
  | { type: 'add'; product: { id: string; name: string; price: number } }
  | { type: 'inc' | 'dec' | 'remove'; productId: string }
  | { type: 'clear' }
  | { type: 'load'; lines: CartLine[] };

/** The POS basket: one line per product; − on the last unit removes the line. */
export function cartReducer(lines: CartLine[], a: CartAction): CartLine[] {
  switch (a.type) {
    case 'add': {
      const hit = lines.find((l) => l.productId === a.product.id);
      if (hit) return lines.map((l) => (l === hit ? { ...l, count: l.count + 1 } : l));
      return [...lines, { productId: a.product.id, name: a.product.name, price: a.product.price, count: 1 }];
    }
    case 'inc':
      return lines.map((l) => (l.productId === a.productId ? { ...l, count: l.count + 1 } : l));
    case 'dec':
      return lines
        .map((l) => (l.productId === a.productId ? { ...l, count: l.count - 1 } : l))
        .filter((l) => l.count > 0);
    case 'remove':
      return lines.filter((l) => l.productId !== a.productId);
    case 'clear':
      return [];
    case 'load':
      return a.lines;
  }
}

/** The till's discount: a preset's terms, a percent or (unlike the list) kopecks. */
export type CartDiscount = PresetTerms;

/** A preset as the list keeps it (rubles for a sum) → the till's discount (kopecks). */
export const cartDiscount = (t: PresetTerms): CartDiscount =>
  t.kind === 'amount' ? { kind: 'amount', value: Math.round(t.value * 100) } : t;

/**
 * Total, what is left to pay in money and the change from the cash received (kopecks), by the
 * CRM's rules; null cash: no change. A certificate pays as much of the total as it holds; the
 * client's bonuses (`bonusSum`, capped by «Списать бонусы») pay part of the rest.
 */
export function cartTotals(
  lines: readonly CartLine[],
  cash: number | null,
  promo: AppliedPromo | null = null,
  certificate: AppliedCertificate | null = null,
  discount: CartDiscount | null = null,
  markup: AppliedMarkup | null = null,
  bonusSum = 0,
) {
  const subtotal = lines.reduce((sum, l) => sum + l.count * l.price, 0);
  // A sum discount never goes past the goods: the basket may shrink after it was picked.
  const discountValue = discount
    ? discount.kind === 'amount'
      ? Math.min(discount.value, subtotal)
      : discount.value
    : 0;
  const base = {
    lines,
    discountType: discount?.kind ?? null,
    discountValue,
    promo,
    markup,
    advanceSum: 0,
  };
  const before = computeTotals({ ...base, changeFor: null });
  const certificateSum = certificate ? Math.min(certificate.balance, before.total) : 0;
  const t = computeTotals({ ...base, certificateSum, bonusSum, changeFor: cash });
  return {
    total: t.total,
    discountType: base.discountType,
    discountValue,
    discountSum: t.discountSum,
    markupSum: t.markupSum,
    promoSum: t.promoSum,
    certificateSum,
    bonusSum: t.bonusSum,
    due: t.due,
    change: t.change,
    short: cash !== null && cash > 0 && cash < t.due,
  };
}

/**
 * A keyboard-wedge barcode scanner "types" the code then Enter. Collects the printable characters
 * typed outside inputs (EAN-13 is digits, Code-128 any printable ASCII); Enter hands over the
 * code. Slow typing works too (the cashier keys in a code).
 */
export function createCodeCapture(onCode: (code: string) => void, onBuffer?: (code: string) => void) {
  let buffer = '';
  return (e: KeyboardEvent) => {
    const t = e.target as HTMLElement | null;
    if (
      t &&
      (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)
    )
      return;
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    if (/^[!-~]$/.test(e.key)) buffer += e.key;
    else if (e.key === 'Backspace') buffer = buffer.slice(0, -1);
    else if (e.key === 'Escape') buffer = '';
    else if (e.key === 'Enter' && buffer) {
      e.preventDefault();
      const code = buffer;
      buffer = '';
      onBuffer?.('');
      onCode(code);
      return;
    } else return;
    onBuffer?.(buffer);
  };
}
