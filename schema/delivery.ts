/**
 * The delivery day's rules (issue 21, docs/delivery.md), one implementation for the CRM (which
 * refuses a window off the shop's slots and says which deliveries are late) and the web (which
 * offers the same slots and flags the same rows). An order's window is its delivery date and its
 * time «ЧЧ:ММ-ЧЧ:ММ» (the order's existing fields); a window whose end is not after its start runs
 * past midnight into the next day («22:00-00:00», «23:00-01:00»). Times are wall-clock times of
 * the shop (SHOP_TIMEZONE, schema/time-zone.ts), never of the server or the browser.
 */
import { MAX_WINDOW_MINUTES } from './order-input';
import { localInstant } from './time-zone';

export const DELIVERY_STATUSES = ['to_make', 'made', 'out', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const STATUS_TITLES: Readonly<Record<DeliveryStatus, string>> = {
  to_make: 'Собрать',
  made: 'Собран',
  out: 'У курьера',
  delivered: 'Доставлен',
  failed: 'Не доставлен',
};

/**
 * Where each status may go. Delivered is final; a failed delivery goes out again or back to the
 * shop; a bouquet the courier brought back is «Собран» again.
 */
const NEXT: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  to_make: ['made'],
  made: ['to_make', 'out'],
  out: ['made', 'delivered', 'failed'],
  failed: ['made', 'out'],
  delivered: [],
};

/** The Russian refusal of a status change, or null when it is allowed. */
export function statusChangeRefusal(from: DeliveryStatus, to: DeliveryStatus): string | null {
  if (from === to) return `Доставка уже в статусе «${STATUS_TITLES[to]}»`;
  if (NEXT[from].includes(to)) return null;
  return `Из статуса «${STATUS_TITLES[from]}» нельзя перейти в «${STATUS_TITLES[to]}»`;
}

/** The shop's slots: windows of `slotMinutes` from `dayStart` to `dayEnd` (past midnight when not later). */
export interface SlotSettings {
  /** «ЧЧ:ММ» */
  dayStart: string;
  /** «ЧЧ:ММ»; not after dayStart: the day of deliveries ends after midnight. */
  dayEnd: string;
  slotMinutes: number;
}

export const DEFAULT_SLOT_SETTINGS: SlotSettings = { dayStart: '09:00', dayEnd: '21:00', slotMinutes: 120 };

export interface Window {
  /** «ЧЧ:ММ» */
  from: string;
  /** «ЧЧ:ММ» */
  to: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = 24 * 60;

/** Minutes since midnight of «ЧЧ:ММ», or null for anything else. */
export function minutesOf(time: string): number | null {
  const m = TIME.exec(time.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const timeOf = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The window's length in minutes; one that ends at or before its start ends the next day. */
export function windowLength(w: Window): number {
  const from = minutesOf(w.from) ?? 0;
  const to = minutesOf(w.to) ?? 0;
  return to > from ? to - from : to + DAY - from;
}

/** True when the window ends on the day after its date. */
export const crossesMidnight = (w: Window) => (minutesOf(w.to) ?? 0) <= (minutesOf(w.from) ?? 0);

/** What is wrong with the settings, in Russian, or null. */
export function slotSettingsRefusal(s: SlotSettings): { field: keyof SlotSettings; message: string } | null {
  if (minutesOf(s.dayStart) === null)
    return { field: 'dayStart', message: 'Начало дня доставок: время ЧЧ:ММ' };
  if (minutesOf(s.dayEnd) === null) return { field: 'dayEnd', message: 'Конец дня доставок: время ЧЧ:ММ' };
  if (!Number.isInteger(s.slotMinutes) || s.slotMinutes < 30 || s.slotMinutes > MAX_WINDOW_MINUTES)
    return { field: 'slotMinutes', message: 'Длина окна: от 30 минут до 12 часов, целым числом минут' };
  const span = windowLength({ from: s.dayStart, to: s.dayEnd });
  if (span % s.slotMinutes !== 0)
    return {
      field: 'slotMinutes',
      message: `День доставок (${s.dayStart}–${s.dayEnd}) не делится на окна по ${s.slotMinutes} мин`,
    };
  return null;
}

/** The shop's windows of one day in order: 09:00-11:00, 11:00-13:00, …; the last may end after midnight. */
export function slotsOf(s: SlotSettings): Window[] {
  if (slotSettingsRefusal(s)) return [];
  const start = minutesOf(s.dayStart) as number;
  const span = windowLength({ from: s.dayStart, to: s.dayEnd });
  const out: Window[] = [];
  for (let at = 0; at < span; at += s.slotMinutes)
    out.push({ from: timeOf(start + at), to: timeOf(start + at + s.slotMinutes) });
  return out;
}

/** «12:00-14:00» as the order keeps it. */
export const windowText = (w: Window) => `${w.from}-${w.to}`;

/**
 * The window of an order's time text: «12:00-14:00», or one time «12:00» (deliver at, a window
 * of no length); null for an empty or free text the order form let through before issue 21.
 */
export function parseWindow(text: string): Window | null {
  const [from, to, ...rest] = text.split('-').map((p) => p.trim());
  if (rest.length > 0 || minutesOf(from ?? '') === null) return null;
  if (to === undefined) return { from, to: from };
  return minutesOf(to) === null ? null : { from, to };
}

/** The refusal of a window that is not one of the shop's slots, or null. */
export function windowRefusal(w: Window, s: SlotSettings): string | null {
  if (minutesOf(w.from) === null || minutesOf(w.to) === null) return 'Окно доставки: время ЧЧ:ММ-ЧЧ:ММ';
  const slots = slotsOf(s);
  if (slots.some((x) => x.from === w.from && x.to === w.to)) return null;
  return `Окно ${windowText(w)} не из окон магазина: ${slots.map(windowText).join(', ')}`;
}

/** The next calendar day of yyyy-MM-dd. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instant the window ends in the shop's zone (the next day's for a window past midnight). */
export function windowDeadline(date: string, w: Window, timeZone: string): Date {
  const day = w.from !== w.to && crossesMidnight(w) ? nextDay(date) : date;
  return localInstant(timeZone, day, w.to);
}

/** The instant the window opens in the shop's zone. */
export const windowStart = (date: string, w: Window, timeZone: string): Date =>
  localInstant(timeZone, date, w.from);

/**
 * Late: not yet delivered (nor given up) when the window has ended. A delivery without a window
 * is late once its whole day (in the shop's zone) is over.
 */
export function isLate(
  d: { date: string; window: Window | null; status: DeliveryStatus },
  now: Date,
  timeZone: string,
): boolean {
  if (d.status === 'delivered' || d.status === 'failed') return false;
  const deadline = d.window
    ? windowDeadline(d.date, d.window, timeZone)
    : localInstant(timeZone, nextDay(d.date), '00:00');
  return now.getTime() > deadline.getTime();
}

/** A delivery as the CRM answers it (delivery/getBoard, getDelivery, …): the wire type of both sides. */
export interface DeliveryPhoto {
  key: string;
  kind: 'bouquet' | 'proof';
}

export interface DeliveryRecord {
  orderId: number;
  number: string;
  shopType: string;
  date: string;
  /** The order's time text as kept («12:00-14:00»). */
  time: string;
  window: Window | null;
  pickup: boolean;
  status: DeliveryStatus;
  late: boolean;
  courier: { id: number; name: string; phone: string } | null;
  clientId: number | null;
  clientName: string;
  /** The buyer receives delivery notices (not switched off, and there is a buyer). */
  clientNotices: boolean;
  recipientName: string;
  recipientPhone: string;
  address: string;
  cardText: string;
  comment: string;
  total: number;
  /** What the courier collects: the order's total less the certificate and what is paid. */
  due: number;
  failureReason: string;
  receiverName: string;
  deliveredAt: string | null;
  photos: DeliveryPhoto[];
}

/** The client notices of issue 21 item 5: the status that sends each. */
export const NOTICE_EVENTS = ['made', 'out', 'delivered'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_TITLES: Readonly<Record<NoticeEvent, string>> = {
  made: 'Букет собран',
  out: 'Передан курьеру',
  delivered: 'Доставлен',
};

/** Placeholders of a notice's subject and body: {{name}} → the value. */
export const NOTICE_PLACEHOLDERS = [
  'client',
  'number',
  'recipient',
  'window',
  'date',
  'photo',
  'receiver',
] as const;
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];

export const DEFAULT_NOTICES: Readonly<Record<NoticeEvent, { subject: string; body: string }>> = {
  made: {
    subject: 'Заказ {{number}}: букет собран',
    body: '<p>{{client}}, букет по заказу {{number}} собран.</p><p>Фото: {{photo}}</p><p>Доставка {{date}}, {{window}}.</p>',
  },
  out: {
    subject: 'Заказ {{number}} передан курьеру',
    body: '<p>{{client}}, заказ {{number}} у курьера и едет к получателю ({{recipient}}), окно {{window}}.</p>',
  },
  delivered: {
    subject: 'Заказ {{number}} доставлен',
    body: '<p>{{client}}, заказ {{number}} доставлен. Получил(а): {{receiver}}.</p>',
  },
};

/** Placeholders substituted; unknown ones stay as typed. Values are escaped by the caller for HTML. */
export function fillNotice(template: string, values: Readonly<Record<NoticePlaceholder, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    (NOTICE_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as NoticePlaceholder] : whole,
  );
}
