import type { OrderInput } from '../graphql';
import type { AppliedCertificate, AppliedPromo } from './CheckoutCodes';
import type { AppliedGift, AppliedMarkup } from './CheckoutPresets';
import { formatRub } from '../../../schema/money';
import { deliveryTime, isPhone } from '../../../schema/order-input';
import { isMasked } from '../../../schema/personal-data';
import { computeTotals, parseRubles, rublesText, type Totals } from './totals';
import type { OrderDetails } from './useOrders';
import { isoDay } from './presets';

export interface LineDraft {
  key: string;
  productId: string;
  name: string;
  count: string;
  /** Rubles as typed. */
  price: string;
}

export interface PersonDraft {
  phone: string;
  lastName: string;
  firstName: string;
  patronymic: string;
  email: string;
}

/** The order form as typed: strings, so nothing the user typed is lost to parsing. */
export interface OrderDraft {
  customerType: string;
  deliveryType: string;
  date: string;
  deliveryDate: string;
  deliveryTime: string;
  client: PersonDraft;
  recipient: PersonDraft;
  streetId: string;
  /** The picked street's name and «Стоимость доставки» (kopecks): the form holds no street list. */
  streetName: string;
  streetPrice: number | null;
  /** Rubles as typed; the street's «Стоимость доставки» when a street is picked. */
  deliverySum: string;
  deliveryAddress: string;
  clientWishes: string;
  cardText: string;
  managerComment: string;
  discountType: '' | 'percent' | 'amount';
  discountValue: string;
  /** The promo code as «Применить» found it (its terms are what the totals use). */
  promo: AppliedPromo | null;
  certificate: AppliedCertificate | null;
  /** A markup of «Наценки» (its terms as the totals take them) and a gift of «Подарки». */
  markup: AppliedMarkup | null;
  gift: AppliedGift | null;
  /** Rubles paid with the certificate, as typed (filled in with what it covers when applied). */
  certificateSum: string;
  /** Kopecks paid with the client's bonuses («Списать бонусы», docs/loyalty.md); 0: none. */
  bonusSum: number;
  advanceType: string;
  advanceSum: string;
  paymentTypeId: string;
  paymentText: string;
  changeFor: string;
  fromClient: boolean;
  sourceId: string;
  socialText: string;
  filledById: string;
  attractedById: string;
  statusId: string;
  workerId: string;
  lines: LineDraft[];
}

let seq = 0;
export const newLine = (p?: { id: string; name: string; price: number }): LineDraft => ({
  key: `l${++seq}`,
  productId: p?.id ?? '',
  name: p?.name ?? '',
  count: '1',
  price: p ? rublesText(p.price) : '',
});

const emptyPerson = (): PersonDraft => ({
  phone: '',
  lastName: '',
  firstName: '',
  patronymic: '',
  email: '',
});

export function emptyDraft(today = new Date()): OrderDraft {
  return {
    customerType: 'individual',
    deliveryType: 'delivery',
    date: isoDay(today),
    deliveryDate: isoDay(today),
    deliveryTime: '',
    client: emptyPerson(),
    recipient: emptyPerson(),
    streetId: '',
    streetName: '',
    streetPrice: null,
    deliverySum: '',
    deliveryAddress: '',
    clientWishes: '',
    cardText: '',
    managerComment: '',
    discountType: '',
    discountValue: '',
    promo: null,
    certificate: null,
    markup: null,
    gift: null,
    certificateSum: '',
    bonusSum: 0,
    advanceType: '',
    advanceSum: '',
    paymentTypeId: '',
    paymentText: '',
    changeFor: '',
    fromClient: false,
    sourceId: '',
    socialText: '',
    filledById: '',
    attractedById: '',
    statusId: '',
    workerId: '',
    lines: [newLine()],
  };
}

const person = (p: OrderDetails['client'] | OrderDetails['recipient']): PersonDraft => ({
  phone: p?.phone ?? '',
  lastName: p?.lastName ?? '',
  firstName: p?.firstName ?? '',
  patronymic: p?.patronymic ?? '',
  email: (p && 'email' in p ? p.email : '') ?? '',
});

export function draftFromOrder(o: OrderDetails): OrderDraft {
  return {
    customerType: o.customerType || 'individual',
    deliveryType: o.deliveryType || 'delivery',
    date: o.date,
    deliveryDate: o.deliveryDate ?? '',
    deliveryTime: o.deliveryTime,
    client: person(o.client),
    recipient: person(o.recipient),
    streetId: o.streetId ?? '',
    streetName: o.street?.name ?? '',
    streetPrice: o.street?.deliveryPrice ?? null,
    deliverySum: o.deliverySum ? rublesText(o.deliverySum) : '',
    deliveryAddress: o.deliveryAddress,
    clientWishes: o.clientWishes,
    cardText: o.cardText,
    managerComment: o.managerComment,
    discountType: o.discountType ?? '',
    discountValue:
      o.discountType === 'amount'
        ? rublesText(o.discountValue)
        : o.discountType
          ? String(o.discountValue)
          : '',
    promo: o.promoCode && o.promoKind ? { code: o.promoCode, kind: o.promoKind, value: o.promoValue } : null,
    // What the order holds comes back to the certificate before the edit is checked (the CRM).
    certificate: o.certificateCode ? { code: o.certificateCode, balance: o.certificateSum } : null,
    certificateSum: o.certificateSum ? rublesText(o.certificateSum) : '',
    bonusSum: o.bonusSum ?? 0,
    markup:
      o.markupId && o.markupKind
        ? { id: o.markupId, name: o.markupName, kind: o.markupKind, value: o.markupValue }
        : null,
    gift: o.giftId ? { id: o.giftId, name: o.giftName } : null,
    advanceType: o.advanceType,
    advanceSum: o.advanceSum ? rublesText(o.advanceSum) : '',
    paymentTypeId: o.paymentTypeId ?? '',
    paymentText: o.paymentText,
    changeFor: o.changeFor ? rublesText(o.changeFor) : '',
    fromClient: o.fromClient,
    sourceId: o.sourceId ?? '',
    socialText: o.socialText,
    filledById: o.filledById ?? '',
    attractedById: o.attractedById ?? '',
    statusId: o.statusId,
    workerId: o.workerId ?? '',
    lines: o.lines.map((l) => ({
      ...newLine(),
      productId: l.productId,
      name: l.name,
      count: String(l.count),
      price: rublesText(l.price),
    })),
  };
}

export type DraftErrors = Record<string, string>;

const int = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : null);
/** A phone by the CRM's rule (schema/order-input.ts); a masked one (no KLIENTS) left as shown is the stored one. */
const phoneOk = (s: string) => isMasked(s) || isPhone(s.trim());

/** Live totals of the draft; lines that do not parse yet count as zero. */
export function draftTotals(d: OrderDraft): Totals {
  const discount =
    d.discountType === 'amount'
      ? (parseRubles(d.discountValue) ?? 0)
      : Number(d.discountValue.replace(',', '.')) || 0;
  return computeTotals({
    lines: d.lines.map((l) => ({ count: int(l.count) ?? 0, price: parseRubles(l.price) ?? 0 })),
    discountType: d.discountType || null,
    discountValue: discount,
    // Only a delivery is charged for delivery; a pick-up keeps what was typed but pays none.
    deliverySum: d.deliveryType === 'delivery' ? (parseRubles(d.deliverySum) ?? 0) : 0,
    promo: d.promo,
    markup: d.markup,
    certificateSum: d.certificate ? (parseRubles(d.certificateSum) ?? 0) : 0,
    bonusSum: d.bonusSum,
    advanceSum: parseRubles(d.advanceSum) ?? 0,
    changeFor: d.changeFor.trim() ? parseRubles(d.changeFor) : null,
  });
}

/** Russian messages by field path ("client.phone", "lines.0.count"); empty when it can be sent. */
export function validateDraft(d: OrderDraft, { needsRecipient }: { needsRecipient: boolean }): DraftErrors {
  const e: DraftErrors = {};
  if (!phoneOk(d.client.phone)) e['client.phone'] = 'Укажите телефон клиента (от 10 до 15 цифр)';
  if (!d.client.firstName.trim()) e['client.firstName'] = 'Укажите имя клиента';
  if (needsRecipient && d.recipient.phone.trim() && !phoneOk(d.recipient.phone))
    e['recipient.phone'] = 'Телефон получателя: от 10 до 15 цифр';
  if (d.deliveryTime.trim() && !deliveryTime(d.deliveryTime))
    e.deliveryTime = 'Время доставки: ЧЧ:ММ или интервал ЧЧ:ММ-ЧЧ:ММ';
  if (d.deliveryType === 'delivery' && !d.deliveryAddress.trim())
    e.deliveryAddress = 'Укажите адрес доставки';
  if (d.lines.length === 0) e.lines = 'Добавьте хотя бы один товар';
  d.lines.forEach((l, i) => {
    if (!/^\d+$/.test(l.productId.trim())) e[`lines.${i}.productId`] = 'Выберите товар или введите его код';
    const c = int(l.count);
    if (!c || c < 1) e[`lines.${i}.count`] = 'Количество — целое число больше 0';
    if (parseRubles(l.price) === null)
      e[`lines.${i}.price`] = 'Цена — сумма в рублях, например 250 или 99,50';
  });
  if (d.discountType === 'percent') {
    const v = Number(d.discountValue.replace(',', '.'));
    if (!/^\d+([.,]\d{1,2})?$/.test(d.discountValue.trim()) || v > 100)
      e.discountValue = 'Скидка в процентах от 0 до 100';
  } else if (d.discountType === 'amount' && parseRubles(d.discountValue) === null)
    e.discountValue = 'Скидка — сумма в рублях';
  if (d.deliveryType === 'delivery' && parseRubles(d.deliverySum) === null)
    e.deliverySum = 'Стоимость доставки — сумма в рублях';
  if (parseRubles(d.advanceSum) === null) e.advanceSum = 'Предоплата — сумма в рублях';
  if (d.certificate) {
    const sum = parseRubles(d.certificateSum);
    if (sum === null) e.certificateSum = 'Оплата сертификатом — сумма в рублях';
    else if (sum > d.certificate.balance)
      e.certificateSum = `На сертификате «${d.certificate.code}» осталось ${formatRub(d.certificate.balance)}`;
  }
  if (d.changeFor.trim() && parseRubles(d.changeFor) === null) e.changeFor = 'Купюра — сумма в рублях';
  const t = draftTotals(d);
  for (const p of t.problems) {
    if (p.startsWith('Скидка')) e.discountValue ??= p;
    else if (p.startsWith('Предоплата')) e.advanceSum ??= p;
    else if (p.startsWith('Стоимость доставки')) e.deliverySum ??= p;
    else if (p.startsWith('Оплата сертификатом')) e.certificateSum ??= p;
    else if (p.startsWith('Наценка')) e.markup ??= p;
    else e.changeFor ??= p;
  }
  return e;
}

const opt = (s: string) => (s.trim() ? s.trim() : null);
const personInput = (p: PersonDraft) => ({
  phone: p.phone.trim(),
  firstName: p.firstName.trim(),
  lastName: p.lastName.trim(),
  patronymic: p.patronymic.trim(),
  email: p.email.trim() || null,
});

/** The payload: totals and change as computed here, so the CRM refuses any disagreement. */
export function draftToInput(
  d: OrderDraft,
  shopType: 'flower_shop' | 'fastfood',
  create: boolean,
): OrderInput {
  const t = draftTotals(d);
  const changeFor = d.changeFor.trim() ? parseRubles(d.changeFor) : null;
  return {
    shopType,
    customerType: d.customerType,
    deliveryType: d.deliveryType,
    // An edit is a patch (issue 18): a date left empty keeps the order's, a new order takes today.
    date: d.date || (create ? null : undefined),
    deliveryDate: opt(d.deliveryDate),
    deliveryTime: d.deliveryTime.trim(),
    client: personInput(d.client),
    recipient: d.recipient.phone.trim() ? { ...personInput(d.recipient), email: null } : null,
    deliveryAddress: d.deliveryAddress.trim(),
    streetId: opt(d.streetId),
    clientWishes: d.clientWishes.trim(),
    cardText: d.cardText.trim(),
    managerComment: d.managerComment.trim(),
    discountType: d.discountType || null,
    discountValue:
      d.discountType === 'amount'
        ? parseRubles(d.discountValue)
        : d.discountType
          ? Number(d.discountValue.replace(',', '.'))
          : 0,
    advanceType: d.advanceType.trim(),
    advanceSum: parseRubles(d.advanceSum) ?? 0,
    paymentTypeId: opt(d.paymentTypeId),
    paymentText: d.paymentText.trim(),
    changeFor: changeFor || null,
    deliverySum: t.deliverySum,
    promoCode: d.promo?.code ?? null,
    certificateCode: d.certificate && t.certificateSum > 0 ? d.certificate.code : null,
    certificateSum: d.certificate && t.certificateSum > 0 ? t.certificateSum : null,
    bonusSum: t.bonusSum,
    markupId: d.markup?.id ?? null,
    giftId: d.gift?.id ?? null,
    change: t.change,
    total: t.total,
    fromClient: d.fromClient,
    sourceId: opt(d.sourceId),
    socialText: d.socialText.trim(),
    filledById: opt(d.filledById),
    attractedById: opt(d.attractedById),
    ...(create ? { statusId: opt(d.statusId), workerId: opt(d.workerId) } : {}),
    lines: d.lines.map((l) => ({
      productId: l.productId.trim(),
      count: int(l.count) ?? 0,
      price: parseRubles(l.price) ?? 0,
    })),
  };
}

/** The draft's text fields whose value is a plain string. */
export type TextKey = { [K in keyof OrderDraft]: OrderDraft[K] extends string ? K : never }[keyof OrderDraft];

/**
 * The id, value and change handler of one text field of the draft, so a field reads
 * <TextField {...bind('cardText')} label="…" /> (the session forms' form.bind(), for orders).
 */
export function draftBinder(
  draft: OrderDraft,
  set: <K extends keyof OrderDraft>(k: K, v: OrderDraft[K]) => void,
) {
  return <K extends TextKey>(key: K) => ({
    id: key,
    value: draft[key] as string,
    onChange: (v: string) => set(key, v as OrderDraft[K]),
  });
}
