import { formatRub } from '../../../schema/money';
import type { ReceiptCode, ReceiptSettingsValue } from '../../../schema/receipt';
import { formatDateTime } from '../app/format';
import type { ReceiptOrderQuery, ReceiptSettingsFieldsFragment } from '../graphql';

/**
 * A receipt as rows (docs/print.md): what the template says to print of one order. Pure, so the
 * preview, the printed copy and the tests read the same thing.
 */

export type ReceiptOrder = NonNullable<ReceiptOrderQuery['order']>;

export type ReceiptRow =
  | { kind: 'title'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'pair'; label: string; value: string; strong?: boolean }
  | { kind: 'line'; name: string; detail: string; sum: string }
  | { kind: 'rule' }
  | { kind: 'code'; code: Exclude<ReceiptCode, 'none'>; value: string };

export type ReceiptTemplate = ReceiptSettingsValue | ReceiptSettingsFieldsFragment;

export function personName(p: { firstName?: string | null; lastName?: string | null } | null | undefined) {
  return [p?.lastName, p?.firstName].filter(Boolean).join(' ');
}

/**
 * Rows of the receipt of `order` by `settings`. `cashier` is who printed it, used when the order
 * names no employee who filled it in (the POS: the cashier at the till).
 */
export function receiptRows(
  settings: ReceiptTemplate,
  order: ReceiptOrder,
  cashier?: string | null,
): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ kind: 'title', text: settings.shopName }];
  for (const line of settings.headerText.split('\n').filter((l) => l.trim()))
    rows.push({ kind: 'text', text: line });
  rows.push({ kind: 'rule' });

  if (settings.showOrderNumber) rows.push({ kind: 'pair', label: 'Заказ', value: `№ ${order.number}` });
  if (settings.showDate) rows.push({ kind: 'pair', label: 'Дата', value: formatDateTime(order.createdAt) });
  const cashierName = order.filledBy?.fullName || cashier;
  if (settings.showCashier && cashierName) rows.push({ kind: 'pair', label: 'Кассир', value: cashierName });
  if (settings.showClient && order.client) {
    const name = personName(order.client);
    if (name) rows.push({ kind: 'pair', label: 'Клиент', value: name });
    if (order.client.phone) rows.push({ kind: 'pair', label: 'Телефон', value: order.client.phone });
  }

  if (settings.showLines && order.lines.length > 0) {
    rows.push({ kind: 'rule' });
    for (const l of order.lines) {
      // A unit's price with its modifiers (docs/kitchen.md): detail × count is the line's sum.
      rows.push({
        kind: 'line',
        name: l.name,
        detail: `${l.count} × ${formatRub(l.price + (l.modifiersPrice ?? 0))}`,
        sum: formatRub(l.sum),
      });
      for (const text of lineDetails(l)) rows.push({ kind: 'text', text });
    }
  }
  // A gift is handed over with the goods: printed at 0 ₽, whatever the template says of lines.
  if (order.giftName)
    rows.push({ kind: 'line', name: `Подарок: ${order.giftName}`, detail: '1 × 0 ₽', sum: formatRub(0) });
  rows.push({ kind: 'rule' });
  if (settings.showDiscount && order.discountSum > 0) {
    rows.push({ kind: 'pair', label: 'Сумма', value: formatRub(order.subtotal) });
    rows.push({ kind: 'pair', label: 'Скидка', value: `−${formatRub(order.discountSum)}` });
  }
  // Part of the total (schema/order-totals.ts): printed whenever applied, so ИТОГО adds up on paper.
  if (order.promoSum > 0) {
    if (!(settings.showDiscount && order.discountSum > 0))
      rows.push({ kind: 'pair', label: 'Сумма', value: formatRub(order.subtotal) });
    rows.push({ kind: 'pair', label: `Промокод ${order.promoCode}`, value: `−${formatRub(order.promoSum)}` });
  }
  if (order.markupSum > 0) {
    if (!(settings.showDiscount && order.discountSum > 0) && order.promoSum === 0)
      rows.push({ kind: 'pair', label: 'Сумма', value: formatRub(order.subtotal) });
    rows.push({
      kind: 'pair',
      label: `Наценка «${order.markupName}»`,
      value: `+${formatRub(order.markupSum)}`,
    });
  }
  if (order.deliverySum > 0)
    rows.push({ kind: 'pair', label: 'Доставка', value: formatRub(order.deliverySum) });
  rows.push({ kind: 'pair', label: 'ИТОГО', value: formatRub(order.total), strong: true });
  // A certificate is a payment: ИТОГО stays the order's (the statistics'); the rest is what was paid otherwise.
  if (order.certificateSum > 0) {
    rows.push({
      kind: 'pair',
      label: `Сертификат ${order.certificateCode}`,
      value: `−${formatRub(order.certificateSum)}`,
    });
    rows.push({ kind: 'pair', label: 'К оплате', value: formatRub(order.total - order.certificateSum) });
  }
  if (settings.showPaymentType && (order.paymentType?.name || order.paymentText))
    rows.push({ kind: 'pair', label: 'Оплата', value: order.paymentType?.name || order.paymentText });
  if (settings.showChange && order.changeFor && order.paymentType?.cashless !== true) {
    rows.push({ kind: 'pair', label: 'Получено', value: formatRub(order.changeFor) });
    rows.push({ kind: 'pair', label: 'Сдача', value: formatRub(order.change) });
  }
  if (settings.code !== 'none') rows.push({ kind: 'code', code: settings.code, value: order.number });
  const footer = settings.footerText.split('\n').filter((l) => l.trim());
  if (footer.length > 0) {
    rows.push({ kind: 'rule' });
    for (const line of footer) rows.push({ kind: 'text', text: line });
  }
  return rows;
}

type ReceiptLine = ReceiptOrder['lines'][number];

const modifierText = (m: { name: string; priceDelta: number }) =>
  m.priceDelta === 0
    ? m.name
    : `${m.name} ${m.priceDelta > 0 ? '+' : '−'}${formatRub(Math.abs(m.priceDelta))}`;

/** Under a fast-food line: its combo parts with their modifiers, its own modifiers, its comment. */
export function lineDetails(l: Pick<ReceiptLine, 'modifiers' | 'comboParts' | 'comment'>): string[] {
  const out: string[] = [];
  for (const p of l.comboParts ?? [])
    out.push(`  ${p.name}${p.modifiers.length ? `: ${p.modifiers.map(modifierText).join(', ')}` : ''}`);
  if (l.modifiers?.length) out.push(`  ${l.modifiers.map(modifierText).join(', ')}`);
  if (l.comment) out.push(`  «${l.comment}»`);
  return out;
}

/** The preview's order when none is picked: every part of a receipt has something to show. */
export function sampleOrder(now = new Date()): ReceiptOrder {
  const y = String(now.getFullYear()).slice(2);
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return {
    id: 'sample',
    number: `${y}${mm}${dd}-7`,
    shopType: 'flower_shop',
    date: now.toISOString().slice(0, 10),
    createdAt: now.toISOString(),
    client: { id: '0', firstName: 'Ирина', lastName: 'Смирнова', phone: '+7 916 123-45-67' },
    lines: [
      { productId: '1', name: 'Роза красная 60 см', count: 15, price: 150_00, sum: 2250_00 },
      { productId: '2', name: 'Эвкалипт', count: 3, price: 120_00, sum: 360_00 },
      { productId: '3', name: 'Упаковка крафт', count: 1, price: 250_00, sum: 250_00 },
    ].map((l) => ({ ...l, modifiersPrice: 0, comment: '', modifiers: [], comboParts: [] })),
    subtotal: 2860_00,
    discountSum: 286_00,
    promoCode: '',
    promoSum: 0,
    markupName: '',
    markupSum: 0,
    giftName: '',
    deliverySum: 0,
    total: 2574_00,
    certificateCode: '',
    certificateSum: 0,
    paymentText: '',
    paymentType: { id: '1', name: 'Наличные', cashless: false },
    changeFor: 3000_00,
    change: 426_00,
    filledBy: { id: '1', fullName: 'Иванова Анна' },
  };
}
