/**
 * Reading the new-order payload (spec section 3, remote names) into a checked OrderInput.
 * Every refusal is a VALIDATION envelope with a Russian message naming the field.
 *
 * THE validation of order input for both faces (issue 27 item 3): `/api` passes the payload
 * through and GraphQL maps its names onto it, neither checks values of its own. Types are as
 * strict as GraphQL's (text is a string, money and counts are integers, a flag is a boolean): a
 * value the typed face cannot even carry is refused here too, instead of being stored from `/api`.
 */
import { formatRub } from '../../../schema/money';
import { phoneDigits } from '../../../schema/order-search';
import { deliveryTime, isEmail, isPhone } from '../../../schema/order-input';
import { isMasked } from '../../../schema/personal-data';
import { invalid } from '../../envelope';
import type { FieldPath, UserErrorCode } from '../../../schema/user-errors';
import { MAX_ID } from '../../lists/checks';
import type { Body } from '../../registry';
import type { DiscountType } from './totals';

export interface PersonInput {
  firstName: string;
  lastName: string;
  patronymic: string;
  phone: string;
  email: string;
}

export interface LineInput {
  productId: number;
  count: number;
  /** The base price of one unit as the form sent it (modifiers add to it: modifiers.ts). */
  price: number;
  /** modifiers (ours, issue 22): ids of the chosen modifier options; [] for none. */
  modifiers: number[];
  /** comment (ours): the cashier's note for the kitchen, '' for none. */
  comment: string;
  /** comboParts (ours): one chosen product per slot of a combo; [] for a plain product. */
  parts: PartInput[];
}

export interface PartInput {
  slotId: number;
  productId: number;
  modifiers: number[];
}

export interface OrderInput {
  /** The shop's today (yyyy-MM-dd): promo codes and certificates are valid on it. */
  today: string;
  shopType: 'flower_shop' | 'fastfood' | null;
  customerType: string;
  deliveryType: string;
  lines: LineInput[];
  paymentTypeId: number | null;
  paymentText: string;
  date: string;
  invoiceDate: string | null;
  invoiceTimeDo: string;
  klient: PersonInput | null;
  recipient: PersonInput | null;
  address: string;
  streetId: number | null;
  klientHotel: string;
  cardToOrder: string;
  managerComment: string;
  advanceType: string;
  advanceSum: number;
  changeFor: number | null;
  clientChange: number | null;
  discountType: DiscountType | null;
  discountValue: number;
  /** The delivery charge in kopecks (delivery_sum, our addition): absent is 0, never guessed from the street. */
  deliverySum: number;
  clientTotal: number | null;
  /** promo_code (ours): the code typed at checkout, '' for none (redeem.ts checks it). */
  promoCode: string;
  /** certificate_code (ours): the gift certificate paying part of the order, '' for none. */
  certificateCode: string;
  /** certificate_sum (ours): kopecks paid with it; absent with a code: as much as it covers. */
  certificateSum: number | null;
  /**
   * bonus_sum (ours, docs/loyalty.md): kopecks paid with the client's bonuses; absent: none on a new
   * order, unchanged on an edit (the legacy /api never sends it, so its edits keep the spend).
   */
  bonusSum: number | null;
  /** markup_id (ours): a markup of the list «Наценки», null for none (extras.ts). */
  markupId: number | null;
  /** gift_id (ours): a gift of the list «Подарки», given at 0 ₽; null for none. */
  giftId: number | null;
  fromKlient: boolean;
  sourceId: number | null;
  socialText: string;
  managerFilled: number | null;
  /**
   * window_from_slots (ours, issue 21): the caller (GraphQL, the order form) asks that a flower
   * delivery's time be one of the shop's windows (crm/delivery/order-window.ts). The legacy /api
   * never sends it: its free time text is taken as before.
   */
  windowFromSlots: boolean;
  managerAttracted: number | null;
  statusId: number | null;
  workerId: number | null;
  outletId: number | null;
}

export const MAX_LINES = 200;
/**
 * 10 000 000 ₽ in kopecks: the most one price, line or order may come to. Money columns are
 * PostgreSQL integers (at most 2 147 483 647), so a larger line would fail in the database instead
 * of being refused with a reason.
 */
export const MAX_MONEY = 1_000_000_000;

/**
 * Every refusal of the payload: the path into it (remote names, the gateway renames them) and
 * the code: FIELD_INVALID when a field is named, the line's own code inside `products`.
 */
export const refuse = (message: string, field?: FieldPath, reason?: UserErrorCode): never =>
  invalid(message, { field, reason: reason ?? (field ? 'FIELD_INVALID' : undefined) });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd. */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export function requireDate(value: unknown, label: string, field?: FieldPath): string {
  if (!isDate(value)) refuse(`Поле «${label}»: дата в формате ГГГГ-ММ-ДД`, field);
  return value as string;
}

/** An optional filter date: absent or '' is "any". */
export const optionalDate = (value: unknown, label: string): string | null =>
  value === undefined || value === null || value === '' ? null : requireDate(value, label);

/** An optional shop type filter: absent or '' is both. */
export function optionalShopType(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (value !== 'flower_shop' && value !== 'fastfood') refuse('Тип магазина: flower_shop или fastfood');
  return value as string;
}

/**
 * Ids arrive as numbers or numeric strings (old clients); null, '' and 0 mean "none". One past
 * MAX_ID is refused: the database would fail on it (integer out of range).
 */
export function optionalId(
  value: unknown,
  label: string,
  field?: FieldPath,
  reason?: UserErrorCode,
): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > MAX_ID)
    refuse(`Поле «${label}»: неверный идентификатор`, field, reason);
  return n as number;
}

export function requireId(value: unknown, label: string, field?: FieldPath, reason?: UserErrorCode): number {
  const id = optionalId(value, label, field, reason);
  if (id === null) refuse(`Поле «${label}» обязательно`, field, reason);
  return id as number;
}

/** `at`: where `body` sits in the payload (a person's fields are under its key). */
function text(body: Body, key: string, label: string, max = 2000, at: FieldPath = []): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') refuse(`Поле «${label}» должно быть строкой`, [...at, key]);
  const s = (v as string).trim();
  if (s.length > max) refuse(`Поле «${label}»: не длиннее ${max} символов`, [...at, key]);
  return s;
}

/** Kopecks: a non-negative integer. */
function money(body: Body, key: string, label: string): number | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_MONEY) {
    refuse(`Поле «${label}»: сумма в копейках, целое число не меньше 0`, [key]);
  }
  return v as number;
}

/** Yes or no: a boolean, absent is no («x» or 1 used to read as no and yes). */
function flag(v: unknown, label: string, key: string): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') refuse(`Поле «${label}»: да или нет (true или false)`, [key]);
  return v as boolean;
}

/** '' or a moment or window (schema/order-input.ts), stored in its one spelling. */
function time(body: Body, key: string, label: string): string {
  const s = text(body, key, label, 50);
  if (s === '') return s;
  return deliveryTime(s) ?? refuse(`Поле «${label}»: время ЧЧ:ММ или интервал ЧЧ:ММ-ЧЧ:ММ`, [key]);
}

function person(value: unknown, label: string, key: string, withEmail: boolean): PersonInput | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    refuse(`Поле «${label}» должно быть объектом`, [key]);
  const o = value as Body;
  // A recipient's e-mail is not kept, but a value of the wrong type is refused as GraphQL refuses it.
  const email = text(o, 'email', `${label}: email`, 254, [key]).toLowerCase();
  const p: PersonInput = {
    firstName: text(o, 'firstName', `${label}: имя`, 100, [key]),
    lastName: text(o, 'lastName', `${label}: фамилия`, 100, [key]),
    patronymic: text(o, 'patronymic', `${label}: отчество`, 100, [key]),
    phone: text(o, 'phone', `${label}: телефон`, 30, [key]),
    email: withEmail ? email : '',
  };
  if (!p.firstName && !p.lastName && !p.patronymic && !p.phone && !p.email) return null;
  if (!p.phone) refuse(`Поле «${label}: телефон» обязательно`, [key, 'phone']);
  // A mask the gateway showed (schema/personal-data.ts) is not a number to store.
  if (isMasked(p.phone) || isMasked(p.email))
    refuse(`Поле «${label}»: телефон и e-mail скрыты — введите их полностью или оставьте как были`, [
      key,
      isMasked(p.phone) ? 'phone' : 'email',
    ]);
  if (!isPhone(p.phone))
    refuse(`Поле «${label}: телефон»: от 10 до 15 цифр, например +7 900 123-45-67`, [key, 'phone']);
  if (p.email && !isEmail(p.email)) refuse(`Поле «${label}: email» указано неверно`, [key, 'email']);
  return p;
}

/** How phones are matched: one rule for the CRM, the gateway and the web. */
export const normalisePhone = phoneDigits;

/** A refusal of one line (or of the lines as a whole): ORDER_LINE_INVALID at its path. */
const refuseLine = (message: string, ...path: (string | number)[]): never =>
  refuse(message, ['products', ...path], 'ORDER_LINE_INVALID');

function lines(value: unknown): LineInput[] {
  if (!Array.isArray(value) || value.length === 0) refuseLine('Добавьте в заказ хотя бы один товар');
  const list = value as unknown[];
  if (list.length > MAX_LINES) refuseLine(`Не больше ${MAX_LINES} строк в заказе`);
  const parsed = list.map((raw, i) => {
    const n = i + 1;
    if (typeof raw !== 'object' || raw === null) refuseLine(`Товар №${n}: неверная строка заказа`, i);
    const line = raw as Body;
    const productId = requireId(
      line.id ?? line.idProduct,
      `Товар №${n}`,
      ['products', i, 'id'],
      'ORDER_LINE_INVALID',
    );
    const count = line.count_product;
    if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0 || count > 100_000) {
      refuseLine(`Товар №${n}: количество — целое число больше 0`, i, 'count_product');
    }
    const price = line.priceProduct;
    if (typeof price !== 'number' || !Number.isInteger(price) || price < 0 || price > MAX_MONEY) {
      refuseLine(`Товар №${n}: цена — целое число копеек не меньше 0`, i, 'priceProduct');
    }
    if ((count as number) * (price as number) > MAX_MONEY)
      refuseLine(`Товар №${n}: сумма строки больше ${formatRub(MAX_MONEY)}`, i);
    return {
      productId,
      count: count as number,
      price: price as number,
      modifiers: optionIds(line.modifiers, n, [i, 'modifiers']),
      comment: lineComment(line.comment, n, i),
      parts: comboParts(line.comboParts, n, i),
    };
  });
  if (parsed.reduce((sum, l) => sum + l.count * l.price, 0) > MAX_MONEY)
    refuse(`Сумма заказа больше ${formatRub(MAX_MONEY)}`, undefined, 'ORDER_TOTALS_INVALID');
  return parsed;
}

/**
 * Ids of modifier options (ours, issue 22): absent is none, so a legacy line without them reads as
 * before; whether they fit the product is crm/domains/orders/modifiers.ts's business.
 */
function optionIds(value: unknown, n: number, at: (string | number)[]): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 50)
    refuseLine(`Товар №${n}: модификаторы — список идентификаторов (не больше 50)`, ...at);
  const ids = (value as unknown[]).map((v, j) =>
    requireId(v, `Товар №${n}: модификатор`, ['products', ...at, j], 'ORDER_LINE_INVALID'),
  );
  if (new Set(ids).size !== ids.length) refuseLine(`Товар №${n}: модификатор выбран дважды`, ...at);
  return ids;
}

function lineComment(value: unknown, n: number, i: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') refuseLine(`Товар №${n}: комментарий должен быть строкой`, i, 'comment');
  const s = (value as string).trim();
  if (s.length > 200) refuseLine(`Товар №${n}: комментарий не длиннее 200 символов`, i, 'comment');
  return s;
}

function comboParts(value: unknown, n: number, i: number): PartInput[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 10)
    refuseLine(`Товар №${n}: части комбо — список (не больше 10)`, i, 'comboParts');
  return (value as unknown[]).map((raw, k) => {
    if (typeof raw !== 'object' || raw === null)
      refuseLine(`Товар №${n}: неверная часть комбо`, i, 'comboParts', k);
    const part = raw as Body;
    const at = ['products', i, 'comboParts', k];
    return {
      slotId: requireId(part.slotId, `Товар №${n}: слот комбо`, [...at, 'slotId'], 'ORDER_LINE_INVALID'),
      productId: requireId(
        part.productId,
        `Товар №${n}: товар комбо`,
        [...at, 'productId'],
        'ORDER_LINE_INVALID',
      ),
      modifiers: optionIds(part.modifiers, n, [i, 'comboParts', k, 'modifiers']),
    };
  });
}

function discountType(value: unknown): DiscountType | null {
  if (value === undefined || value === null || value === '' || value === 'none') return null;
  if (value !== 'percent' && value !== 'amount') refuse('Вид скидки: percent или amount', ['discount_type']);
  return value as DiscountType;
}

function discountValue(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    refuse('Размер скидки — число не меньше 0', ['discount_value']);
  return value as number;
}

function shopType(value: unknown): OrderInput['shopType'] {
  if (value === undefined || value === null || value === '') return null;
  if (value !== 'flower_shop' && value !== 'fastfood')
    refuse('Тип магазина: flower_shop или fastfood', ['shopType']);
  return value as OrderInput['shopType'];
}

/** `today` (yyyy-MM-dd) is the order date when the payload has none (the POS sends none). */
export function readOrder(body: Body, today: string): OrderInput {
  const invoiceDate = body.invoiceDate;
  return {
    today,
    shopType: shopType(body.shopType),
    customerType: text(body, 'customerType', 'Тип клиента', 50),
    deliveryType: text(body, 'deliveryType', 'Тип доставки', 50),
    lines: lines(body.products),
    paymentTypeId: optionalId(body.paymentType ?? body.idPayment, 'Тип оплаты', ['paymentType']),
    paymentText: text(body, 'payment_type', 'Комментарий к оплате', 200),
    date:
      body.date === undefined || body.date === null || body.date === ''
        ? today
        : requireDate(body.date, 'Дата заказа', ['date']),
    invoiceDate:
      invoiceDate === undefined || invoiceDate === null || invoiceDate === ''
        ? null
        : requireDate(invoiceDate, 'Дата доставки', ['invoiceDate']),
    invoiceTimeDo: time(body, 'invoiceTimeDo', 'Время доставки'),
    klient: person(body.klient, 'Клиент', 'klient', true),
    recipient: person(body.recipient, 'Получатель', 'recipient', false),
    address: text(body, 'adresDelivery', 'Адрес доставки', 500),
    streetId: optionalId(body.idStreet, 'Улица', ['idStreet']),
    klientHotel: text(body, 'klientHotel', 'Пожелания клиента', 2000),
    cardToOrder: text(body, 'cardToOrder', 'Текст открытки', 2000),
    managerComment: text(body, 'managerComment', 'Комментарий менеджера', 2000),
    advanceType: text(body, 'advance_type', 'Способ предоплаты', 50),
    advanceSum: money(body, 'advance_sum', 'Предоплата') ?? 0,
    changeFor: money(body, 'sdacha_sum_kupura', 'Купюра'),
    clientChange: money(body, 'sdacha_sum', 'Сдача'),
    discountType: discountType(body.discount_type),
    discountValue: discountValue(body.discount_value),
    deliverySum: money(body, 'delivery_sum', 'Стоимость доставки') ?? 0,
    clientTotal: money(body, 'itog_value', 'Итоговая сумма'),
    promoCode: text(body, 'promo_code', 'Промокод', 50),
    certificateCode: text(body, 'certificate_code', 'Сертификат', 50),
    certificateSum: money(body, 'certificate_sum', 'Оплата сертификатом'),
    bonusSum: money(body, 'bonus_sum', 'Оплата бонусами'),
    markupId: optionalId(body.markup_id, 'Наценка', ['markup_id']),
    giftId: optionalId(body.gift_id, 'Подарок', ['gift_id']),
    fromKlient: flag(body.fromKlient, 'От клиента', 'fromKlient'),
    sourceId: optionalId(body.social, 'Канал продаж', ['social']),
    socialText: text(body, 'social_text', 'Соцсеть', 200),
    managerFilled: optionalId(body.manager_zapolnil, 'Менеджер заполнил', ['manager_zapolnil']),
    windowFromSlots: flag(body.window_from_slots, 'Окно из окон магазина', 'window_from_slots'),
    managerAttracted: optionalId(body.manager_privlek, 'Менеджер привлёк', ['manager_privlek']),
    statusId: optionalId(body.idStatus, 'Статус', ['idStatus']),
    workerId: optionalId(body.idWorker, 'Исполнитель', ['idWorker']),
    outletId: optionalId(body.idOutlet, 'Точка продаж', ['idOutlet']),
  };
}

/** The payload object under `key` (newOrderData, EditOrderData). */
export function payload(body: Body, key: string): Body {
  const v = body[key];
  if (typeof v !== 'object' || v === null || Array.isArray(v)) refuse(`Нет данных заказа (${key})`);
  return v as Body;
}
