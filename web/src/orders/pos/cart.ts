import type { AppliedCertificate, AppliedPromo } from '../CheckoutCodes';
import type { AppliedMarkup, PresetTerms } from '../CheckoutPresets';
import { computeTotals } from '../totals';

/** A modifier option chosen at the till (docs/kitchen.md): its price delta in kopecks. */
export interface CartModifier {
  id: string;
  name: string;
  priceDelta: number;
}

/** The product chosen for one slot of a combo. */
export interface CartPart {
  slotId: string;
  slot: string;
  productId: string;
  name: string;
  modifiers: CartModifier[];
}

export interface CartLine {
  /** The line's identity: the product with its choices and comment (lineKey). */
  key: string;
  productId: string;
  name: string;
  /** Kopecks: the product's price before modifiers. */
  price: number;
  count: number;
  modifiers: CartModifier[];
  parts: CartPart[];
  comment: string;
}

export type NewLine = Omit<CartLine, 'key' | 'count'>;

/** The same product with the same choices and comment is one line (two taps: × 2). */
export const lineKey = (l: NewLine) =>
  JSON.stringify([
    l.productId,
    l.modifiers.map((m) => m.id),
    l.parts.map((p) => [p.slotId, p.productId, p.modifiers.map((m) => m.id)]),
    l.comment,
  ]);

/** A plain product as a line: no modifiers, no parts, no comment. */
export const plainLine = (product: { id: string; name: string; price: number }): NewLine => ({
  productId: product.id,
  name: product.name,
  price: product.price,
  modifiers: [],
  parts: [],
  comment: '',
});

/** What one unit costs with its modifiers and its parts' (the CRM adds the same deltas). */
export const unitPrice = (l: Pick<CartLine, 'price' | 'modifiers' | 'parts'>) =>
  l.price +
  [...l.modifiers, ...l.parts.flatMap((p) => p.modifiers)].reduce((sum, m) => sum + m.priceDelta, 0);

export type CartAction =
  | { type: 'add'; line: NewLine }
  | { type: 'inc' | 'dec' | 'remove'; key: string }
  | { type: 'comment'; key: string; comment: string }
  | { type: 'clear' }
  | { type: 'load'; lines: CartLine[] };

/** The POS basket: one line per product and choices; − on the last unit removes the line. */
export function cartReducer(lines: CartLine[], a: CartAction): CartLine[] {
  switch (a.type) {
    case 'add': {
      const key = lineKey(a.line);
      const hit = lines.find((l) => l.key === key);
      if (hit) return lines.map((l) => (l === hit ? { ...l, count: l.count + 1 } : l));
      return [...lines, { ...a.line, key, count: 1 }];
    }
    case 'inc':
      return lines.map((l) => (l.key === a.key ? { ...l, count: l.count + 1 } : l));
    case 'dec':
      return lines
        .map((l) => (l.key === a.key ? { ...l, count: l.count - 1 } : l))
        .filter((l) => l.count > 0);
    case 'remove':
      return lines.filter((l) => l.key !== a.key);
    case 'comment':
      return lines.map((l) => {
        if (l.key !== a.key) return l;
        const next = { ...l, comment: a.comment };
        return { ...next, key: lineKey(next) };
      });
    case 'clear':
      return [];
    case 'load':
      return a.lines;
  }
}

/** The lines as the order input takes them (GraphQL OrderLineInput). */
export const orderLines = (lines: readonly CartLine[]) =>
  lines.map((l) => ({
    productId: l.productId,
    count: l.count,
    price: l.price,
    modifierIds: l.modifiers.map((m) => m.id),
    comment: l.comment,
    comboParts: l.parts.map((p) => ({
      slotId: p.slotId,
      productId: p.productId,
      modifierIds: p.modifiers.map((m) => m.id),
    })),
  }));

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
  const priced = lines.map((l) => ({ count: l.count, price: unitPrice(l) }));
  const subtotal = priced.reduce((sum, l) => sum + l.count * l.price, 0);
  // A sum discount never goes past the goods: the basket may shrink after it was picked.
  const discountValue = discount
    ? discount.kind === 'amount'
      ? Math.min(discount.value, subtotal)
      : discount.value
    : 0;
  const base = {
    lines: priced,
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
