/**
 * Order totals (docs/orders.md "Totals"): ONE implementation, run by the CRM, which refuses an
 * order whose totals have problems, and by the web forms, which show the same numbers and the
 * same messages while the user types. Money is integer kopecks; the only fraction is a percent
 * discount, rounded half up once.
 */
import { bonusShareCap } from './loyalty';
import { formatRub } from './money';

export type DiscountType = 'percent' | 'amount';

export interface TotalsInput {
  lines: readonly { count: number; price: number }[];
  discountType: DiscountType | null;
  /** Percent 0–100 (up to 2 decimals) or kopecks. */
  discountValue: number;
  /**
   * The delivery charge, kopecks (the street's «Стоимость доставки» as the form suggests it). Added
   * after the discount: a discount is on the goods, never on the delivery. Absent: 0.
   */
  deliverySum?: number;
  /**
   * The promo code's discount as applied (docs/orders.md "Promo codes and certificates"): on the
   * goods after the manual discount, never on the delivery. Absent: none.
   */
  promo?: { kind: DiscountType; value: number } | null;
  /**
   * The markup as applied (list «Наценки», docs/orders.md "Markups and gifts"): a percent of the
   * goods (the subtotal, before any discount) or a fixed sum in kopecks; never on the delivery.
   * Absent: none. A gift changes no sum, so it has no place here.
   */
  markup?: { kind: DiscountType; value: number } | null;
  /**
   * Kopecks paid with a gift certificate. A payment, not a discount: the total stays, what is due
   * goes down. Absent: 0.
   */
  certificateSum?: number;
  /**
   * Kopecks paid with the client's bonuses (docs/loyalty.md): a payment like the certificate's, not
   * a discount. Absent: 0.
   */
  bonusSum?: number;
  /** The loyalty programme's most share of the total bonuses may pay, percent. Absent: 100. */
  bonusMaxSharePercent?: number;
  advanceSum: number;
  /** The banknote a cash customer hands over (sdacha_sum_kupura); null when not paying cash. */
  changeFor: number | null;
}

export interface Totals {
  lineSums: number[];
  subtotal: number;
  discountSum: number;
  deliverySum: number;
  /** The promo code's discount, kopecks. */
  promoSum: number;
  /** The markup, kopecks. */
  markupSum: number;
  /**
   * subtotal − discount − promo + markup + delivery: what the receipt, the statistics and the cash
   * all use.
   */
  total: number;
  /** Paid with a certificate, kopecks: part of the total, never cash takings. */
  certificateSum: number;
  /** Paid with bonuses, kopecks: part of the total, never cash takings. */
  bonusSum: number;
  /** What is still to pay: total − advance − certificate − bonuses. */
  due: number;
  change: number;
  /** Russian messages of what makes the order impossible; empty when it is consistent. */
  problems: string[];
}

export function computeTotals(input: TotalsInput): Totals {
  const problems: string[] = [];
  const lineSums = input.lines.map((l) => l.count * l.price);
  const subtotal = lineSums.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal)) problems.push('Сумма заказа слишком велика');

  let discountSum = 0;
  if (input.discountType === 'percent') {
    if (input.discountValue < 0 || input.discountValue > 100) {
      problems.push('Скидка в процентах должна быть от 0 до 100');
    }
    // Hundredths of a percent as an integer, so 7.5 % of 1999 kopecks rounds the same everywhere.
    const basisPoints = Math.round(input.discountValue * 100);
    // Clamped so an out-of-range percent is one problem, not also a negative total.
    discountSum = Math.min(subtotal, Math.max(0, Math.floor((subtotal * basisPoints + 5000) / 10000)));
  } else if (input.discountType === 'amount') {
    if (!Number.isInteger(input.discountValue) || input.discountValue < 0) {
      problems.push('Скидка суммой — целое число копеек не меньше 0');
    } else if (input.discountValue > subtotal) {
      problems.push(`Скидка не может превышать сумму товаров (${formatRub(subtotal)})`);
    }
    discountSum = Math.min(Math.max(0, Math.round(input.discountValue)), subtotal);
  }

  const promoSum = promoDiscount(input.promo ?? null, subtotal - discountSum, problems);

  const markupSum = markupAmount(input.markup ?? null, subtotal, problems);

  const delivery = input.deliverySum ?? 0;
  if (!Number.isInteger(delivery) || delivery < 0)
    problems.push('Стоимость доставки — целое число копеек не меньше 0');
  const deliverySum = Math.max(0, Math.round(delivery) || 0);
  const total = subtotal - discountSum - promoSum + markupSum + deliverySum;
  const certificateSum = input.certificateSum ?? 0;
  if (!Number.isInteger(certificateSum) || certificateSum < 0)
    problems.push('Оплата сертификатом — целое число копеек не меньше 0');
  if (input.advanceSum > total) {
    problems.push(`Предоплата не может превышать итоговую сумму (${formatRub(total)})`);
  } else if (input.advanceSum + certificateSum > total) {
    problems.push(
      `Оплата сертификатом больше остатка к оплате (${formatRub(Math.max(0, total - input.advanceSum))})`,
    );
  }
  const bonusSum = input.bonusSum ?? 0;
  checkBonus(input, bonusSum, total, total - input.advanceSum - Math.max(0, certificateSum), problems);
  const due = Math.max(0, total - input.advanceSum - Math.max(0, certificateSum) - Math.max(0, bonusSum));

  let change = 0;
  if (input.changeFor !== null && input.changeFor > 0) {
    if (input.changeFor < due)
      problems.push(`Купюра меньше суммы к оплате: нужно не меньше ${formatRub(due)}`);
    else change = input.changeFor - due;
  }
  return {
    lineSums,
    subtotal,
    discountSum,
    deliverySum,
    promoSum,
    markupSum,
    total,
    certificateSum: Math.max(0, certificateSum),
    bonusSum: Math.max(0, bonusSum),
    due,
    change,
    problems,
  };
}

/** Bonuses pay part of what is left after the advance and the certificate, within the programme's share. */
function checkBonus(input: TotalsInput, bonusSum: number, total: number, left: number, problems: string[]) {
  if (bonusSum === 0) return;
  if (!Number.isInteger(bonusSum) || bonusSum < 0) {
    problems.push('Оплата бонусами — целое число копеек не меньше 0');
    return;
  }
  const cap = bonusShareCap(total, input.bonusMaxSharePercent ?? 100);
  if (bonusSum > cap)
    problems.push(
      `Бонусами можно оплатить не больше ${input.bonusMaxSharePercent ?? 100} % заказа (${formatRub(cap)})`,
    );
  else if (bonusSum > left)
    problems.push(`Оплата бонусами больше остатка к оплате (${formatRub(Math.max(0, left))})`);
}

/** A percent rounds half up once, like the manual discount; a sum never goes past the goods left. */
function promoDiscount(
  promo: { kind: DiscountType; value: number } | null,
  goods: number,
  problems: string[],
): number {
  if (!promo) return 0;
  if (promo.kind === 'percent') {
    if (promo.value < 0 || promo.value > 100) problems.push('Промокод: процент должен быть от 0 до 100');
    const basisPoints = Math.round(promo.value * 100);
    return Math.min(goods, Math.max(0, Math.floor((goods * basisPoints + 5000) / 10000)));
  }
  return Math.min(goods, Math.max(0, Math.round(promo.value)));
}

/** A percent of the goods rounds half up once, like a discount; a fixed markup is whole kopecks. */
function markupAmount(
  markup: { kind: DiscountType; value: number } | null,
  subtotal: number,
  problems: string[],
): number {
  if (!markup) return 0;
  if (!Number.isFinite(markup.value) || markup.value < 0) {
    problems.push('Наценка — число не меньше 0');
    return 0;
  }
  if (markup.kind === 'percent') {
    if (markup.value > 10_000) problems.push('Наценка в процентах — не больше 10 000');
    const basisPoints = Math.round(markup.value * 100);
    return Math.floor((subtotal * basisPoints + 5000) / 10000);
  }
  if (!Number.isInteger(markup.value)) problems.push('Наценка суммой — целое число копеек');
  return Math.round(markup.value);
}

/**
 * What a stored order still owes (issue 21: the sum a courier collects): its total less the
 * certificate's part and the money paid, never below 0. The same reading as payOrder's «the whole
 * sum due» (crm/domains/orders/pay.ts) and Order.dueSum.
 */
export function owedOnOrder(o: { total: number; certificateSum: number; paidSum: number }): number {
  return Math.max(0, o.total - o.certificateSum - o.paidSum);
}
