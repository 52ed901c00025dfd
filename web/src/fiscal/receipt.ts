/**
 * What goes on a fiscal receipt (docs/fiscal.md «Receipts»): an order's lines, sums and payments as
 * an ATOL `sell` / `sellReturn` task. The sums come from the one totals implementation
 * (schema/order-totals.ts), so a receipt equals its order to the kopeck; every order-level change
 * of the goods (discount, promo code, markup) is spread over the lines in proportion to their
 * sums, the rounding difference on the last line, as 54-ФЗ wants the price of each position.
 */
import { computeTotals, type DiscountType } from '../../../schema/order-totals';
import { calculatedRate } from '../../../schema/vat';
import {
  rub,
  type Operator,
  type PaymentMethod,
  type PaymentType,
  type Position,
  type ReceiptTask,
  type TaxationType,
  type VatType,
} from './atol';

export interface FiscalOrder {
  number: string;
  lines: readonly { name: string; price: number; count: number; vat?: VatType | null }[];
  discountType: DiscountType | null;
  discountValue: number;
  promoKind?: DiscountType | null;
  promoValue?: number | null;
  markupKind?: DiscountType | null;
  markupValue?: number | null;
  deliverySum?: number;
  certificateSum?: number;
  bonusSum?: number;
  /** The buyer's contact for an electronic receipt, when given. */
  email?: string | null;
  phone?: string | null;
}

export interface FiscalSettings {
  taxationType: TaxationType;
  /** VAT of a position whose product names none; simplified taxation is always «без НДС». */
  defaultVat: VatType;
  operator: Operator;
  /** Send the receipt to the buyer's e-mail or phone instead of printing it. */
  electronic?: boolean;
}

/** Money that came in (or goes back) for the order, kopecks. */
export interface Money {
  cashless: boolean;
  amount: number;
}

/**
 * The cases a flower shop or a café meets:
 * - `sale`: paid in full as it is handed over (the POS): «полный расчёт»;
 * - `prepayment`: money taken before delivery: «предоплата 100 %» when it completes the order's
 *   money, else «предоплата»;
 * - `settlement`: delivered or picked up: «полный расчёт» offsetting the advance (`advance`, the
 *   sum of the prepayment receipts) plus what is paid now;
 * - `return`: a paid order cancelled: the money back, as it came in.
 */
export type ReceiptCase =
  | { kind: 'sale'; money: readonly Money[] }
  | { kind: 'prepayment'; money: Money; paidBefore: number }
  | { kind: 'settlement'; advance: number; money: readonly Money[] }
  | { kind: 'return'; settled: boolean; money: readonly Money[] };

/**
 * `target` kopecks shared out in proportion to `weights`: each share rounded down, the last takes
 * the difference, so the shares always add up to the target exactly.
 */
export function spread(weights: readonly number[], target: number): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (sum > 0 ? Math.floor((w * target) / sum) : 0));
  shares[shares.length - 1] = target - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  return shares;
}

interface Line {
  name: string;
  price: number;
  count: number;
  amount: number;
  vat: VatType;
  object: 'commodity' | 'service';
}

/** The order's positions at their final sums (after discounts, with the delivery), kopecks. */
export function orderLines(order: FiscalOrder, settings: FiscalSettings): { lines: Line[]; total: number } {
  const totals = computeTotals({
    lines: order.lines,
    discountType: order.discountType,
    discountValue: order.discountValue,
    promo: order.promoKind ? { kind: order.promoKind, value: order.promoValue ?? 0 } : null,
    markup: order.markupKind ? { kind: order.markupKind, value: order.markupValue ?? 0 } : null,
    deliverySum: order.deliverySum ?? 0,
    certificateSum: order.certificateSum ?? 0,
    bonusSum: order.bonusSum ?? 0,
    advanceSum: 0,
    changeFor: null,
  });
  const vatOf = (v?: VatType | null): VatType =>
    settings.taxationType === 'osn' ? (v ?? settings.defaultVat) : 'none';
  const goods = spread(totals.lineSums, totals.total - totals.deliverySum);
  const lines: Line[] = order.lines.map((l, i) => ({
    name: l.name,
    price: l.price,
    count: l.count,
    amount: goods[i]!,
    vat: vatOf(l.vat),
    object: 'commodity',
  }));
  if (totals.deliverySum > 0)
    lines.push({
      name: 'Доставка',
      price: totals.deliverySum,
      count: 1,
      amount: totals.deliverySum,
      vat: vatOf(null),
      object: 'service',
    });
  return { lines, total: totals.total };
}

/** Money before the goods (a prepayment) carries VAT at the calculated rate: 20 % → 20/120. */
const ADVANCE: readonly PaymentMethod[] = ['fullPrepayment', 'prepayment', 'advance'];

function position(line: Line, amount: number, method: PaymentMethod): Position {
  return {
    type: 'position',
    name: line.name,
    price: rub(line.price),
    quantity: line.count,
    amount: rub(amount),
    tax: { type: ADVANCE.includes(method) ? calculatedRate(line.vat) : line.vat },
    paymentMethod: method,
    paymentObject: line.object,
  };
}

/** Payments merged by type, in the protocol's order: cash, card, offsets, bonuses. */
function payments(money: readonly Money[], prepaid: number, other: number) {
  const by = new Map<PaymentType, number>();
  const add = (type: PaymentType, sum: number) => sum > 0 && by.set(type, (by.get(type) ?? 0) + sum);
  for (const m of money) add(m.cashless ? 'electronically' : 'cash', m.amount);
  add('prepaid', prepaid);
  add('other', other);
  return [...by].map(([type, sum]) => ({ type, sum }));
}

/**
 * The `sell` or `sellReturn` task of one receipt case. Throws (a Russian message) when the money
 * does not add up to what the receipt must hold: such a receipt would not match the order.
 */
export function buildReceipt(order: FiscalOrder, settings: FiscalSettings, c: ReceiptCase): ReceiptTask {
  const { lines, total } = orderLines(order, settings);
  const certificate = order.certificateSum ?? 0;
  const bonus = order.bonusSum ?? 0;
  const full = (method: PaymentMethod) => lines.map((l) => position(l, l.amount, method));
  const part = (sum: number, method: PaymentMethod) => {
    const shares = spread(
      lines.map((l) => l.amount),
      sum,
    );
    return lines.map((l, i) => position(l, shares[i]!, method));
  };
  const moneySum = (money: readonly Money[]) => money.reduce((a, m) => a + m.amount, 0);

  let type: ReceiptTask['type'] = 'sell';
  let items: Position[];
  let pays: ReturnType<typeof payments>;
  switch (c.kind) {
    case 'sale':
    case 'settlement': {
      const advance = c.kind === 'settlement' ? c.advance : 0;
      items = full('fullPayment');
      pays = payments(c.money, advance + certificate, bonus);
      break;
    }
    case 'prepayment': {
      const complete = c.paidBefore + c.money.amount + certificate + bonus >= total;
      items = part(c.money.amount, complete ? 'fullPrepayment' : 'prepayment');
      pays = payments([c.money], 0, 0);
      break;
    }
    case 'return': {
      type = 'sellReturn';
      if (c.settled) {
        items = full('fullPayment');
        pays = payments(c.money, certificate, bonus);
      } else {
        const paid = moneySum(c.money);
        items = part(paid, paid + certificate + bonus >= total ? 'fullPrepayment' : 'prepayment');
        pays = payments(c.money, 0, 0);
      }
      break;
    }
  }
  const itemsSum = Math.round(items.reduce((a, p) => a + p.amount * 100, 0));
  const paySum = Math.round(pays.reduce((a, p) => a + p.sum, 0));
  if (itemsSum !== paySum)
    throw new Error(
      `Чек заказа ${order.number} не сходится: позиции ${rub(itemsSum)} ₽, оплаты ${rub(paySum)} ₽`,
    );
  const contact = (order.email || order.phone || '').trim();
  return {
    type,
    taxationType: settings.taxationType,
    ...(settings.electronic && contact ? { electronically: true } : {}),
    operator: settings.operator,
    ...(contact ? { clientInfo: { emailOrPhone: contact } } : {}),
    items,
    payments: pays.map((p) => ({ type: p.type, sum: rub(p.sum) })),
    total: rub(itemsSum),
  };
}
