/**
 * The order form's money helpers. The totals themselves are schema/order-totals.ts, the same code
 * the CRM runs, so the form shows exactly what the server will compute and refuse.
 */
export { computeTotals, type DiscountType as DiscountKind, type Totals } from '../../../schema/order-totals';

/** «1 234,50» or «1234.5» → kopecks; null for text that is not an amount. */
export function parseRubles(text: string): number | null {
  const clean = text.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Kopecks → the text an input shows: «1234,50», «250». */
export function rublesText(kopecks: number): string {
  return kopecks % 100 ? (kopecks / 100).toFixed(2).replace('.', ',') : String(kopecks / 100);
}
