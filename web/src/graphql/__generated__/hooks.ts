/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Новая запись списка «Филиалы». */
export type AffiliateCreateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Филиал */
  name: string;
  /** Телефон */
  phone?: string | null | undefined;
};

/** Изменения записи списка «Филиалы»: только переданные поля. */
export type AffiliateUpdateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Филиал */
  name?: string | null | undefined;
  /** Телефон */
  phone?: string | null | undefined;
};

/** Which entries of the log to read; every part given must hold. */
export type AuditFilter = {
  /** One event kind. */
  event?: string | null | undefined;
  /** First day of the period, yyyy-MM-dd in the shop's time zone, included (none: from the start). */
  from?: string | null | undefined;
  /** Part of the e-mail of who acted or whose account it was. */
  person?: string | null | undefined;
  /** Last day of the period, included (none: up to now). */
  to?: string | null | undefined;
};

/** How this installation's backups are made. */
export type BackupMode =
  /** pg_dump in its custom format (DATABASE_URL, pg_dump on PATH). */
  | 'pg_dump'
  /** PGlite's own dump of the data directory, gzipped. */
  | 'pglite'
  /** DATABASE_URL without pg_dump: the PostgreSQL server's own backups apply. */
  | 'server';

/** What a row of the bonus ledger records. */
export type BonusEntryKind =
  /** Earned by a paid order. */
  | 'accrued'
  /** Lapsed after the programme's days. */
  | 'expired'
  /** An order's spend given back or its accrual taken back (cancelled, deleted, payment returned). */
  | 'reversed'
  /** Spent on an order. */
  | 'spent';

/** Template demo: fields of a calendar event. */
export type CalendarEventInput = {
  /** ISO 8601 date-time, not before start. */
  end: string;
  /** Where (optional). */
  location?: string | null | undefined;
  /** A note (optional). */
  note?: string | null | undefined;
  /** ISO 8601 date-time (a String: the template's data). */
  start: string;
  /** What it is, not blank. */
  title: string;
};

/** A campaign is a draft until its first send; then it is frozen (copy it to change it). */
export type CampaignStatus =
  /** Not sent yet: can be edited and deleted. */
  | 'draft'
  /** Sent at least once: the message and segment stay as sent. */
  | 'sent';

/** What a line of the shift's cash timeline is. */
export type CashEntryKind =
  /** Cash put in. */
  | 'in'
  /** The opening float. */
  | 'opening'
  /** Cash taken out. */
  | 'out'
  /** A cash payment for an order. */
  | 'payment';

/** Cash put into the till (in) or taken out of it (out). */
export type CashMoveKind =
  | 'in'
  | 'out';

/** What happened to a cash shift. */
export type CashShiftChangeKind =
  | 'closed'
  | 'opened';

/** Which shifts cashShiftsConnection pages. */
export type CashShiftFilter = {
  /** The branch (none: every branch). */
  affiliateId?: string | null | undefined;
  /** The till (the SA: either or, left out, both; everyone else: their own). */
  shopType?: ShopType | null | undefined;
};

/** An open shift takes payments and cash moves; a closed one is frozen. */
export type CashShiftStatus =
  | 'closed'
  | 'open';

/** Новая запись списка «Категории». */
export type CategoryCreateInput = {
  /** Категория */
  name: string;
  /** Родительская категория */
  parentId?: string | null | undefined;
  /** Тип магазина */
  shopType: ShopType;
};

/** Изменения записи списка «Категории»: только переданные поля. */
export type CategoryUpdateInput = {
  /** Категория */
  name?: string | null | undefined;
  /** Родительская категория */
  parentId?: string | null | undefined;
  /** Тип магазина */
  shopType?: ShopType | null | undefined;
};

/** Новая запись списка «Сертификаты». */
export type CertificateCreateInput = {
  /** Номинал (в копейках) */
  amount: number;
  /** Остаток (в копейках) */
  balance?: number | null | undefined;
  /** Код (уникально) */
  code: string;
  /** Действует до (ГГГГ-ММ-ДД) */
  validUntil?: string | null | undefined;
};

/** Изменения записи списка «Сертификаты»: только переданные поля. */
export type CertificateUpdateInput = {
  /** Номинал (в копейках) */
  amount?: number | null | undefined;
  /** Остаток (в копейках) */
  balance?: number | null | undefined;
  /** Код (уникально) */
  code?: string | null | undefined;
  /** Действует до (ГГГГ-ММ-ДД) */
  validUntil?: string | null | undefined;
};

/** Новая запись списка «Сдача». */
export type ChangeOptionCreateInput = {
  /** Номинал (в копейках) */
  amount: number;
  /** Купюра */
  name: string;
};

/** Изменения записи списка «Сдача»: только переданные поля. */
export type ChangeOptionUpdateInput = {
  /** Номинал (в копейках) */
  amount?: number | null | undefined;
  /** Купюра */
  name?: string | null | undefined;
};

/** Template demo: presence of a chat user. */
export type ChatPresence =
  | 'offline'
  | 'online';

/** Новая запись списка «Клиенты». */
export type ClientCreateInput = {
  /** День рождения (ГГГГ-ММ-ДД) */
  birthday?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Email */
  email?: string | null | undefined;
  /** Имя */
  firstName: string;
  /** Фамилия */
  lastName?: string | null | undefined;
  /** Отчество */
  patronymic?: string | null | undefined;
  /** Телефон */
  phone: string;
};

/** An occasion as a form sends it. */
export type ClientOccasionInput = {
  /** The client. */
  clientId: string;
  /** Day of the month (a real date). */
  day: number;
  /** Its kind. */
  kind: OccasionKind;
  /** Month, 1 to 12. */
  month: number;
  /** The order a proposal came from (accepting it twice adds it once). */
  orderId?: string | null | undefined;
  /** Every year (default true). */
  recurring?: boolean | null | undefined;
  /** What it is, 1 to 200 characters. */
  title: string;
  /** The year, required when not recurring. */
  year?: number | null | undefined;
};

/** Изменения записи списка «Клиенты»: только переданные поля. */
export type ClientUpdateInput = {
  /** День рождения (ГГГГ-ММ-ДД) */
  birthday?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Email */
  email?: string | null | undefined;
  /** Имя */
  firstName?: string | null | undefined;
  /** Фамилия */
  lastName?: string | null | undefined;
  /** Отчество */
  patronymic?: string | null | undefined;
  /** Телефон */
  phone?: string | null | undefined;
};

/** A combo slot being saved. */
export type ComboSlotInput = {
  /** Name, unique within the combo. */
  name: string;
  /** Fast-food products that may be chosen (not combos), at least one. */
  productIds: Array<string>;
};

/** What a new token may do. */
export type CreateIntegrationTokenInput = {
  /** 1–100 characters. */
  name: string;
  /** At least one page key; an ADMIN may grant only keys they hold. */
  scopes: Array<string>;
  /** The SA chooses; an ADMIN's tokens are for their own shop type (the default). */
  shopType?: ShopType | null | undefined;
};

/** A new endpoint. */
export type CreateWebhookEndpointInput = {
  /** Up to 200 characters. */
  description?: string | null | undefined;
  /** At least one event. */
  events: Array<WebhookEvent>;
  /** Only this shop type's events; null: both. */
  shopType?: ShopType | null | undefined;
  /** http(s) URL; private and loopback hosts are refused unless the server allows them. */
  url: string;
};

/** A period of the order list, computed on the server in the shop's time zone (SHOP_TIMEZONE). */
export type DatePreset =
  /** First to last day of the current month. */
  | 'MONTH'
  /** The dates given in `range`. */
  | 'SPECIFY'
  /** Today (the default). */
  | 'TODAY'
  /** The day after today. */
  | 'TOMORROW'
  /** Monday to Sunday of the current week. */
  | 'WEEK'
  /** The day before today. */
  | 'YESTERDAY';

/** An inclusive range of order dates. */
export type DateRangeInput = {
  /** First day, yyyy-MM-dd. */
  start: string;
  /** Last day, yyyy-MM-dd (inclusive). */
  stop: string;
};

/** A client notice's event. */
export type DeliveryNoticeEvent =
  /** Delivered. */
  | 'DELIVERED'
  /** The bouquet is made (with the photo's link). */
  | 'MADE'
  /** Handed to the courier. */
  | 'OUT';

/** The shop's delivery slots. */
export type DeliverySettingsInput = {
  /** End of the delivery day, «ЧЧ:ММ» (not after the start: past midnight). */
  dayEnd: string;
  /** Start of the delivery day, «ЧЧ:ММ». */
  dayStart: string;
  /** Length of one window, minutes (30–720). */
  slotMinutes: number;
};

/** Where a delivery stands. */
export type DeliveryStatus =
  /** Delivered («Доставлен»): final. */
  | 'DELIVERED'
  /** Not delivered, with a reason («Не доставлен»). */
  | 'FAILED'
  /** Made, waiting for the courier («Собран»). */
  | 'MADE'
  /** With the courier («У курьера»). */
  | 'OUT'
  /** To make: the bouquet is not made yet («Собрать»). */
  | 'TO_MAKE';

/** Новая запись списка «Скидки». */
export type DiscountCreateInput = {
  /** Вид */
  kind: DiscountKind;
  /** Скидка */
  name: string;
  /** Размер */
  value: number;
};

/** Вид скидки: процент или сумма в копейках. */
export type DiscountKind =
  | 'amount'
  | 'percent';

/** Изменения записи списка «Скидки»: только переданные поля. */
export type DiscountUpdateInput = {
  /** Вид */
  kind?: DiscountKind | null | undefined;
  /** Скидка */
  name?: string | null | undefined;
  /** Размер */
  value?: number | null | undefined;
};

/** Новая запись списка «Сотрудники». */
export type EmployeeCreateInput = {
  /** Филиал */
  affiliateId?: string | null | undefined;
  /** ФИО */
  fullName: string;
  /** Телефон */
  phone?: string | null | undefined;
  /** Должность */
  positionId?: string | null | undefined;
};

/** Изменения записи списка «Сотрудники»: только переданные поля. */
export type EmployeeUpdateInput = {
  /** Филиал */
  affiliateId?: string | null | undefined;
  /** ФИО */
  fullName?: string | null | undefined;
  /** Телефон */
  phone?: string | null | undefined;
  /** Должность */
  positionId?: string | null | undefined;
};

/** A document to store before the register is asked. */
export type FiscalDocumentInput = {
  /** The receipt's total, kopecks. */
  amount: number;
  /** The payment's, order's or shift's id, as the kind says. */
  key: number;
  /** What it is. */
  kind: FiscalDocumentKind;
  /** The order (receipts). */
  orderId?: string | null | undefined;
  /** The payment (sale, prepayment). */
  paymentId?: string | null | undefined;
  /** The cash shift (shift reports). */
  shiftId?: string | null | undefined;
  /** The till. */
  shopType: ShopType;
  /** The ATOL task, JSON text. */
  task: string;
};

/** Which document the register printed. */
export type FiscalDocumentKind =
  /** The register's shift closed with the cashbox shift (the Z-report). */
  | 'closeShift'
  /** The register's shift opened with the cashbox shift. */
  | 'openShift'
  /** Money taken before delivery: «предоплата 100 %» or «предоплата». */
  | 'prepayment'
  /** A paid order cancelled: «возврат прихода». */
  | 'return'
  /** A sale paid in full as it is handed over: «полный расчёт». */
  | 'sale'
  /** Delivered or picked up: «полный расчёт» offsetting the advance. */
  | 'settlement';

/** What the register answered. */
export type FiscalReportInput = {
  /** The attempt the answer is for. */
  attempt: number;
  /** The register's time of the document (registered). */
  fiscalAt?: string | null | undefined;
  /** The driver's message (failed). */
  message?: string | null | undefined;
  /** The fiscal document number (registered). */
  number?: number | null | undefined;
  /** The fiscal sign (registered). */
  sign?: string | null | undefined;
  /** registered, failed, or pending (the wait ran out; it may yet print). */
  status: FiscalStatus;
};

/** The settings as the settings form saves them. */
export type FiscalSettingsInput = {
  /** The cashier's INN, 10 or 12 digits, or empty. */
  cashierInn: string;
  /** VAT of a position whose product names none. */
  defaultVat: VatRate;
  /** Register receipts at all. */
  enabled: boolean;
  /** The taxation system. */
  taxationType: TaxationType;
};

/** Where a document stands with the register. */
export type FiscalStatus =
  /** The register refused or failed (off, out of paper): «не пробит», with the driver's message. */
  | 'failed'
  /** Stored, the register not yet answered (or the answer was lost): not printed as far as we know. */
  | 'pending'
  /** Printed and sent to the tax service: it has a number and a sign. */
  | 'registered';

/** Новая запись списка «Подарки». */
export type GiftCreateInput = {
  /** Комментарий */
  comment?: string | null | undefined;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: number | null | undefined;
  /** Подарок */
  name: string;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: string | null | undefined;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: string | null | undefined;
};

/** Изменения записи списка «Подарки»: только переданные поля. */
export type GiftUpdateInput = {
  /** Комментарий */
  comment?: string | null | undefined;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: number | null | undefined;
  /** Подарок */
  name?: string | null | undefined;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: string | null | undefined;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: string | null | undefined;
};

/** Template demo: fields of an invoice; on update only the sent ones change. */
export type InvoiceInput = {
  /** Who buys. */
  buyer?: InvoicePartyInput | null | undefined;
  /** Currency sign or code as printed, e.g. $. */
  currency?: string | null | undefined;
  /** ISO 8601 date-time (a String: the template's data, not a DateTime). */
  date?: string | null | undefined;
  /** The lines, replaced whole when sent. */
  items?: Array<InvoiceItemInput> | null | undefined;
  /** The order number printed on the invoice. */
  orderNo?: string | null | undefined;
  /** Who sells. */
  seller?: InvoicePartyInput | null | undefined;
  /** Where it stands (new invoices: pending). */
  status?: InvoiceStatus | null | undefined;
  /** VAT, percent. */
  vat?: number | null | undefined;
};

/** Template demo: a line of an invoice. */
export type InvoiceItemInput = {
  /** What was sold. */
  name: string;
  /** Price of one unit, in the invoice's currency. */
  price: number;
  /** How many units, an integer above 0. */
  unit: number;
};

/** Template demo: buyer or seller of an invoice. */
export type InvoicePartyInput = {
  /** Postal address. */
  address: string;
  /** Name, not blank. */
  name: string;
};

/** Where a demo invoice stands. */
export type InvoiceStatus =
  | 'delivered'
  | 'pending'
  | 'processing';

/** A kitchen station to create (no id) or change. */
export type KitchenStationInput = {
  /** The station's id; absent: a new station. */
  id?: string | null | undefined;
  /** Its name, unique. */
  name: string;
  /** Print a ticket of its lines on payment. */
  print: boolean;
};

/** The shop's target times. */
export type KitchenTargetsInput = {
  /** Minutes after payment a ticket turns amber (1–240). */
  amberMinutes: number;
  /** Minutes after payment a ticket turns red (after amber, up to 240). */
  redMinutes: number;
};

/** Фильтр страниц растущего списка (клиенты, получатели, товары, сертификаты, промокоды). */
export type ListFilter = {
  /** Товары категории и всех её подкатегорий. */
  categoryId?: string | null | undefined;
  /** С изображением (true) или без него (false); у списков с изображением (товары). */
  hasImage?: boolean | null | undefined;
  /** Показывать и удалённые записи. */
  includeDeleted?: boolean | null | undefined;
  /** Только активные записи (как в выборе). */
  onlyActive?: boolean | null | undefined;
  /** Только удалённые записи. */
  onlyDeleted?: boolean | null | undefined;
  /** Только неактивные записи. */
  onlyInactive?: boolean | null | undefined;
  /** Слова, каждое из которых должно встретиться в записи; телефон можно вводить частью и в любом виде. */
  search?: string | null | undefined;
  /** Тип магазина (товары); сотрудник магазина видит только свой. */
  shopType?: ShopType | null | undefined;
};

/** Порядок страниц растущего списка. */
export type ListOrder =
  /** Порядок списка (поле sort), как на экране. */
  | 'LIST'
  /** Сначала новые записи. */
  | 'NEWEST';

/** The whole programme as the settings form saves it. */
export type LoyaltyProgramInput = {
  /** Accrual percent 0–100 (up to two decimals). */
  accrualPercent: number;
  /** Whether orders earn and may spend bonuses. */
  enabled: boolean;
  /** Days an accrual stays spendable, 1–3650; null: never lapses; left out: the stored value stays. */
  expiryDays?: number | null | undefined;
  /** The most of an order's total payable by bonuses, percent 0–100. */
  maxSharePercent: number;
  /** Up to 10 tiers, ascending by fromSpent. */
  tiers: Array<LoyaltyTierInput>;
};

/** A tier as the settings form sends it. */
export type LoyaltyTierInput = {
  /** Kopecks spent from which the tier applies, more than the previous tier's. */
  fromSpent: number;
  /** Accrual percent 0–100 (up to two decimals). */
  percent: number;
};

/** A campaign as the editor saves it. */
export type MarketingCampaignInput = {
  /** HTML from the rich-text editor; the server removes scripts, handlers and unsafe links. */
  bodyHtml: string;
  /** 1 to 200 characters. */
  name: string;
  /** A promo code to attach. */
  promocodeId?: string | null | undefined;
  /** Who it reaches. */
  segment?: MarketingSegmentInput | null | undefined;
  /** 1 to 200 characters; placeholders allowed. */
  subject: string;
};

/** Which clients a page of the marketing screen holds; every part given must hold. */
export type MarketingClientFilter = {
  /** true: only clients who asked not to be disturbed; false: only the others. */
  doNotDisturb?: boolean | null | undefined;
  /** Only clients with an occasion (the birthday included) within today … today + this many days, 0 to 366. */
  occasionDays?: number | null | undefined;
  /** Fragment of the name, phone or e-mail, matched as the client directory searches (clientsConnection). */
  search?: string | null | undefined;
};

/** A segment as a form sends it. */
export type MarketingSegmentInput = {
  /** Orders of this branch. */
  affiliateId?: string | null | undefined;
  /** Idle for more than this many days, 1 to 3660. */
  idleDays?: number | null | undefined;
  /** Look-ahead in days, 0 to 366. */
  occasionDays?: number | null | undefined;
  /** Kind of occasion (default any when occasionDays is given). */
  occasionKind?: SegmentOccasion | null | undefined;
  /** Orders of this shop type. */
  shopType?: ShopType | null | undefined;
  /** Spent more than this many kopecks. */
  spentOver?: number | null | undefined;
};

/** Новая запись списка «Наценки». */
export type MarkupCreateInput = {
  /** Вид наценки */
  kind?: DiscountKind | null | undefined;
  /** Наценка */
  name: string;
  /** Размер (% или ₽) */
  percent: number;
};

/** Изменения записи списка «Наценки»: только переданные поля. */
export type MarkupUpdateInput = {
  /** Вид наценки */
  kind?: DiscountKind | null | undefined;
  /** Наценка */
  name?: string | null | undefined;
  /** Размер (% или ₽) */
  percent?: number | null | undefined;
};

/** Stock a modifier option takes. */
export type ModifierComponentInput = {
  /** Id of a fast-food stock product. */
  componentId: string;
  /** Units per unit of the line, not 0, up to 3 decimals (negative: less than the recipe). */
  quantity: number;
};

/** A modifier group being saved. */
export type ModifierGroupInput = {
  /** Most options a sale may choose: at least 1 and `min`, at most the number of options. */
  max: number;
  /** Fewest options a sale must choose (0: optional), at most the number of options. */
  min: number;
  /** Name, unique within the product. */
  name: string;
  /** The options, in their order (at least one). */
  options: Array<ModifierOptionInput>;
};

/** A modifier option being saved. */
export type ModifierOptionInput = {
  /** Stock taken per unit of the line (default none). */
  components?: Array<ModifierComponentInput> | null | undefined;
  /** Name, unique within the group. */
  name: string;
  /** Kopecks added to one unit's price (default 0; negative: cheaper). */
  priceDelta?: number | null | undefined;
};

/** Новая запись списка «Пометки». */
export type NoteCreateInput = {
  /** Цвет (#rrggbb) */
  color?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Пометка */
  name: string;
};

/** Изменения записи списка «Пометки»: только переданные поля. */
export type NoteUpdateInput = {
  /** Цвет (#rrggbb) */
  color?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Пометка */
  name?: string | null | undefined;
};

/** The event a notification is about. */
export type NotificationKind =
  /** A backup of the database failed (superadmin only; docs/operations.md#backups). */
  | 'backup_failed'
  /** A product's stock at a branch ran out. */
  | 'low_stock'
  /** A new order from an online sales channel. */
  | 'site_order'
  /** An order's status changed. */
  | 'status';

/** What a client's occasion is. */
export type OccasionKind =
  /** A wedding anniversary, a jubilee. */
  | 'anniversary'
  /** A birthday (the client's own comes from the client card; others are occasions). */
  | 'birthday'
  /** Any other dated event. */
  | 'other';

/** Where an occasion came from. */
export type OccasionSource =
  /** Typed in by staff. */
  | 'manual'
  /** Accepted from a proposal made from a past order. */
  | 'order';

/** What happened to an order. */
export type OrderChangeKind =
  /** A new order. */
  | 'created'
  /** It was deleted. */
  | 'deleted'
  /** It was edited: lines, sums, delivery, client. */
  | 'lines'
  /** Its payment type changed or a payment was taken. */
  | 'payment'
  /** Its status changed. */
  | 'status'
  /** Its worker (florist, cook, courier) changed. */
  | 'worker';

/** The product chosen for one slot of a combo line. */
export type OrderComboPartInput = {
  /** Modifier options of that product. */
  modifierIds?: Array<string> | null | undefined;
  /** One of the slot's products. */
  productId: string;
  /** The combo's slot (`ComboSlot.id`). */
  slotId: string;
};

/** Which day of an order a period (preset or range) is of. */
export type OrderDateKind =
  /** The day it is due: the delivery or pick-up date (`deliveryDate`), the order date when it has none. */
  | 'DUE'
  /** The day the order was taken (`date`). */
  | 'TAKEN';

/**
 * Which orders a connection walks; every part given must hold. No period: every order. The search
 * is the order list's (number, names; phones by a fragment with KLIENTS, whole without).
 */
export type OrderFilter = {
  /** One client's orders (the client card); a malformed id is BAD_USER_INPUT, an unknown one matches none. */
  clientId?: string | null | undefined;
  /** Which day of an order the period is of (default: the day it was taken). */
  dateBy?: OrderDateKind | null | undefined;
  /** Also deleted orders (default false). */
  includeDeleted?: boolean | null | undefined;
  /** The payment type is one of these. */
  paymentTypeIds?: Array<string> | null | undefined;
  /** A period counted in the shop's time zone (SPECIFY: `range`). */
  preset?: DatePreset | null | undefined;
  /** The days, both included, yyyy-MM-dd (with preset SPECIFY, or alone). */
  range?: DateRangeInput | null | undefined;
  /** The order number, a client's or recipient's name, or a phone (a fragment with KLIENTS, the whole number without). */
  search?: string | null | undefined;
  /** The SA's choice; everyone else always reads their own shop type. */
  shopType?: ShopType | null | undefined;
  /** The sales channel (order source) is one of these. */
  sourceIds?: Array<string> | null | undefined;
  /** The order's status is one of these (at most 100; an id of no status is BAD_USER_INPUT). */
  statusIds?: Array<string> | null | undefined;
  /** «Без исполнителя»: orders nobody is assigned to, alone or besides `workerIds`. */
  withoutWorker?: boolean | null | undefined;
  /** The assigned worker is one of these employees (with `withoutWorker`: or nobody is assigned). */
  workerIds?: Array<string> | null | undefined;
};

/** What an order history entry records. */
export type OrderHistoryField =
  /** The order was created. */
  | 'created'
  /** The order was deleted (soft). */
  | 'deleted'
  /** The order's details or lines were edited. */
  | 'edited'
  /** The payment type or payment note changed. */
  | 'payment'
  /** The status changed. */
  | 'status'
  /** The assigned worker changed. */
  | 'worker';

/**
 * The order form. The CRM computes the totals; `total` and `change`, when given, must agree.
 * In `updateOrder` it is a patch: a field left out keeps its value, `null` clears it (text to '',
 * an id, person or discount to none, a sum to 0); `date`, `shopType` and `lines` cannot be cleared.
 */
export type OrderInput = {
  /** Advance, kopecks. */
  advanceSum?: number | null | undefined;
  /** How the advance was paid. */
  advanceType?: string | null | undefined;
  /** Employee who brought the client. */
  attractedById?: string | null | undefined;
  /**
   * Kopecks paid with the client's bonuses («Списать бонусы», docs/loyalty.md): at most the client's
   * balance (BONUS_INSUFFICIENT) and the programme's share of the total; needs a client and the
   * programme on (BONUS_INVALID). Absent: none on a new order, unchanged on an edit.
   */
  bonusSum?: number | null | undefined;
  /** Greeting card text. */
  cardText?: string | null | undefined;
  /** Gift certificate paying part of the order: its balance goes down while the order is live. */
  certificateCode?: string | null | undefined;
  /** Kopecks paid with the certificate (absent with a certificate: as much as it covers of what is due). */
  certificateSum?: number | null | undefined;
  /** Change as the form computed it; refused when it disagrees. */
  change?: number | null | undefined;
  /** Banknote a cash customer pays with, kopecks. */
  changeFor?: number | null | undefined;
  /** The paying client. */
  client?: OrderPersonInput | null | undefined;
  /** What the client asked for. */
  clientWishes?: string | null | undefined;
  /** Customer type. */
  customerType?: string | null | undefined;
  /** Order date, a day of the shop's calendar (default on create: today in the shop); cannot be cleared. */
  date?: string | null | undefined;
  /** Delivery address. */
  deliveryAddress?: string | null | undefined;
  /** Delivery or pick-up date, a day of the shop's calendar; `null` clears it in `updateOrder`. */
  deliveryDate?: string | null | undefined;
  /** Delivery charge, kopecks (the form suggests the street's «Стоимость доставки»); absent: 0. */
  deliverySum?: number | null | undefined;
  /** Delivery time window. */
  deliveryTime?: string | null | undefined;
  /** Delivery type. */
  deliveryType?: string | null | undefined;
  /** Discount kind. */
  discountType?: DiscountKind | null | undefined;
  /** Percent (0–100) or kopecks. */
  discountValue?: number | null | undefined;
  /** Employee who filled in the order. */
  filledById?: string | null | undefined;
  /** The client placed the order themselves. */
  fromClient?: boolean | null | undefined;
  /**
   * A gift of the list «Подарки», given at 0 ₽: refused when switched off, out of its dates, or the
   * goods are under its minimum sum.
   */
  giftId?: string | null | undefined;
  /** The lines, at least one: required by createOrder; in updateOrder they replace all lines when given. */
  lines?: Array<OrderLineInput> | null | undefined;
  /** Manager's comment. */
  managerComment?: string | null | undefined;
  /**
   * A markup of the list «Наценки» (issue 26): a percent of the goods or a fixed sum, added to the
   * total; refused with a reason when unknown or switched off.
   */
  markupId?: string | null | undefined;
  /** Point of sale. */
  outletId?: string | null | undefined;
  /** Payment note. */
  paymentText?: string | null | undefined;
  /** Payment type. */
  paymentTypeId?: string | null | undefined;
  /**
   * Promo code (issue 26): refused with a reason when it is unknown, switched off, out of its dates,
   * used up, or the goods are under its minimum. One use is counted while the order is live.
   */
  promoCode?: string | null | undefined;
  /** The recipient. */
  recipient?: OrderPersonInput | null | undefined;
  /** Flower shop or fast food (default: the first product's). */
  shopType?: ShopType | null | undefined;
  /** Social network contact. */
  socialText?: string | null | undefined;
  /** Sales channel. */
  sourceId?: string | null | undefined;
  /** Initial status (create only; default: the first status). */
  statusId?: string | null | undefined;
  /** Street of the address. */
  streetId?: string | null | undefined;
  /** Total as the form computed it; refused when it disagrees with the CRM's. */
  total?: number | null | undefined;
  /** Initial worker (create only). */
  workerId?: string | null | undefined;
};

/** One line of the order form. */
export type OrderLineInput = {
  /** A combo's parts: one per slot of the combo (required for a combo). */
  comboParts?: Array<OrderComboPartInput> | null | undefined;
  /** Note for the kitchen, at most 200 characters. */
  comment?: string | null | undefined;
  /** Units, a positive integer. */
  count: number;
  /** Chosen modifier options of the product (`ModifierOption.id`); required groups must be chosen. */
  modifierIds?: Array<string> | null | undefined;
  /** Price of one unit before modifiers, kopecks (the modifiers' deltas are added by the CRM). */
  price: number;
  /** Catalogue product. */
  productId: string;
};

/** Новая запись списка «Метки заказов». */
export type OrderMarkCreateInput = {
  /** Цвет (#rrggbb) */
  color: string;
  /** Метка */
  name: string;
};

/** Изменения записи списка «Метки заказов»: только переданные поля. */
export type OrderMarkUpdateInput = {
  /** Цвет (#rrggbb) */
  color?: string | null | undefined;
  /** Метка */
  name?: string | null | undefined;
};

/** A person typed on the order form. */
export type OrderPersonInput = {
  /** Email (client only). */
  email?: string | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Patronymic. */
  patronymic?: string | null | undefined;
  /** Phone: the client is found by it (digits compared) or created. */
  phone: string;
};

/** The order a connection walks in. */
export type OrderSort =
  /** By order date, then the day's number: the order list's order. */
  | 'DATE'
  /**
   * By the day the order is due (its delivery or pick-up date, the order date when it has none),
   * then the time window as typed, then id: a florist's day of deliveries.
   */
  | 'DUE'
  /**
   * By id: a new order always comes last, so a walk sees every order once (integrations). For one
   * period DATE is the faster order: it reads the period's orders only.
   */
  | 'ID';

/** Новая запись списка «Каналы продаж». */
export type OrderSourceCreateInput = {
  /** Комментарий */
  comment?: string | null | undefined;
  /** Канал продаж */
  name: string;
  /** Заказы с сайта */
  online?: boolean | null | undefined;
};

/** Изменения записи списка «Каналы продаж»: только переданные поля. */
export type OrderSourceUpdateInput = {
  /** Комментарий */
  comment?: string | null | undefined;
  /** Канал продаж */
  name?: string | null | undefined;
  /** Заказы с сайта */
  online?: boolean | null | undefined;
};

/** Новая запись списка «Статусы заказов». */
export type OrderStatusCreateInput = {
  /** Отмена заказа */
  cancels?: boolean | null | undefined;
  /** Цвет (#rrggbb) */
  color: string;
  /** Статус */
  name: string;
};

/** Изменения записи списка «Статусы заказов»: только переданные поля. */
export type OrderStatusUpdateInput = {
  /** Отмена заказа */
  cancels?: boolean | null | undefined;
  /** Цвет (#rrggbb) */
  color?: string | null | undefined;
  /** Статус */
  name?: string | null | undefined;
};

/** Новая запись списка «Организации». */
export type OrganizationCreateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Email */
  email?: string | null | undefined;
  /** ИНН */
  inn?: string | null | undefined;
  /** КПП */
  kpp?: string | null | undefined;
  /** Организация */
  name: string;
  /** Телефон */
  phone?: string | null | undefined;
};

/** Изменения записи списка «Организации»: только переданные поля. */
export type OrganizationUpdateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Email */
  email?: string | null | undefined;
  /** ИНН */
  inn?: string | null | undefined;
  /** КПП */
  kpp?: string | null | undefined;
  /** Организация */
  name?: string | null | undefined;
  /** Телефон */
  phone?: string | null | undefined;
};

/** How an outbox message goes out. */
export type OutboxChannel =
  /** E-mail to the client's address. */
  | 'email'
  /** None: the client has no usable e-mail. */
  | 'none';

/** Which messages a page of the send log holds; every part given must hold. */
export type OutboxFilter = {
  /** One campaign's messages. */
  campaignId?: string | null | undefined;
  /** Messages in this status. */
  status?: OutboxStatus | null | undefined;
};

/** Where an outbox message is. */
export type OutboxStatus =
  /** Not delivered: the error says why; it can be retried. */
  | 'failed'
  /** Waiting for the delivery worker (or for its next attempt). */
  | 'queued'
  /** Being handed to the transport right now. */
  | 'sending'
  /** Delivered by the transport. */
  | 'sent'
  /** Not sent: the client has no usable e-mail (call them instead). */
  | 'skipped';

/** Новая запись списка «Точки продаж». */
export type OutletCreateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Филиал */
  affiliateId: string;
  /** Точка продаж */
  name: string;
  /** Тип */
  shopType: ShopType;
};

/** Изменения записи списка «Точки продаж»: только переданные поля. */
export type OutletUpdateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Филиал */
  affiliateId?: string | null | undefined;
  /** Точка продаж */
  name?: string | null | undefined;
  /** Тип */
  shopType?: ShopType | null | undefined;
};

/** A period of the overview dashboards, counted from the shop's today. */
export type OverviewPeriod =
  /** First to last day of this month. */
  | 'MONTH'
  /** Today. */
  | 'TODAY'
  /** Monday to Sunday of this week. */
  | 'WEEK'
  /** Yesterday. */
  | 'YESTERDAY';

/** Новая запись списка «Типы оплат». */
export type PaymentTypeCreateInput = {
  /** Безналичный */
  cashless?: boolean | null | undefined;
  /** Тип оплаты */
  name: string;
};

/** Изменения записи списка «Типы оплат»: только переданные поля. */
export type PaymentTypeUpdateInput = {
  /** Безналичный */
  cashless?: boolean | null | undefined;
  /** Тип оплаты */
  name?: string | null | undefined;
};

/** One line of a composition being saved. */
export type ProductComponentInput = {
  /** Id of the component product (not the product itself, not a product made of it). */
  componentId: string;
  /** Units of the component per unit of the product: more than 0, at most 10 000, 3 decimals. */
  quantity: number;
};

/** Новая запись списка «Товары». */
export type ProductCreateInput = {
  /** Артикул (уникально) */
  article?: string | null | undefined;
  /** Штрихкод (уникально) */
  barcode?: string | null | undefined;
  /** Категория */
  categoryId?: string | null | undefined;
  /** Себестоимость (в копейках) */
  cost?: number | null | undefined;
  /** Описание (HTML, очищенный сервером от скриптов) */
  description?: string | null | undefined;
  /** Товар */
  name: string;
  /** Цена (в копейках) */
  price: number;
  /** Тип магазина */
  shopType: ShopType;
  /** Единица */
  unit: string;
};

/** Изменения записи списка «Товары»: только переданные поля. */
export type ProductUpdateInput = {
  /** Артикул (уникально) */
  article?: string | null | undefined;
  /** Штрихкод (уникально) */
  barcode?: string | null | undefined;
  /** Категория */
  categoryId?: string | null | undefined;
  /** Себестоимость (в копейках) */
  cost?: number | null | undefined;
  /** Описание (HTML, очищенный сервером от скриптов) */
  description?: string | null | undefined;
  /** Товар */
  name?: string | null | undefined;
  /** Цена (в копейках) */
  price?: number | null | undefined;
  /** Тип магазина */
  shopType?: ShopType | null | undefined;
  /** Единица */
  unit?: string | null | undefined;
};

/** Новая запись списка «Создание промокодов». */
export type PromoBatchCreateInput = {
  /** Количество кодов */
  count: number;
  /** Вид скидки */
  discountKind: DiscountKind;
  /** Размер скидки */
  discountValue: number;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: number | null | undefined;
  /** Акция */
  name: string;
  /** Префикс кодов */
  prefix: string;
  /** Лимит использований кода */
  usageLimit?: number | null | undefined;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: string | null | undefined;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: string | null | undefined;
};

/** Изменения записи списка «Создание промокодов»: только переданные поля. */
export type PromoBatchUpdateInput = {
  /** Количество кодов */
  count?: number | null | undefined;
  /** Вид скидки */
  discountKind?: DiscountKind | null | undefined;
  /** Размер скидки */
  discountValue?: number | null | undefined;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: number | null | undefined;
  /** Акция */
  name?: string | null | undefined;
  /** Префикс кодов */
  prefix?: string | null | undefined;
  /** Лимит использований кода */
  usageLimit?: number | null | undefined;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: string | null | undefined;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: string | null | undefined;
};

/** Новая запись списка «Промокоды». */
export type PromocodeCreateInput = {
  /** Промокод (уникально) */
  code: string;
  /** Вид скидки */
  discountKind: DiscountKind;
  /** Размер скидки */
  discountValue: number;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: number | null | undefined;
  /** Лимит использований */
  usageLimit?: number | null | undefined;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: string | null | undefined;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: string | null | undefined;
};

/** Изменения записи списка «Промокоды»: только переданные поля. */
export type PromocodeUpdateInput = {
  /** Промокод (уникально) */
  code?: string | null | undefined;
  /** Вид скидки */
  discountKind?: DiscountKind | null | undefined;
  /** Размер скидки */
  discountValue?: number | null | undefined;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: number | null | undefined;
  /** Лимит использований */
  usageLimit?: number | null | undefined;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: string | null | undefined;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: string | null | undefined;
};

/** What a receipt prints under the totals to find the order again. */
export type ReceiptCode =
  /** A Code 128 barcode of the order number. */
  | 'barcode'
  /** Nothing. */
  | 'none'
  /** A QR code of the order number. */
  | 'qr';

/** A whole receipt template; every field is required (the form always sends all of them). */
export type ReceiptSettingsInput = {
  /** Barcode, QR code or nothing. */
  code: ReceiptCode;
  /** At most 6 lines and 300 characters. */
  footerText: string;
  /** At most 6 lines and 300 characters. */
  headerText: string;
  /** 58 or 80. */
  paperWidth: number;
  /** At most 60 characters, not blank. */
  shopName: string;
  /** Print the cashier. */
  showCashier: boolean;
  /** Print the cash received and the change. */
  showChange: boolean;
  /** Print the client. */
  showClient: boolean;
  /** Print the date and time. */
  showDate: boolean;
  /** Print the discount. */
  showDiscount: boolean;
  /** Print the lines. */
  showLines: boolean;
  /** Print the order number. */
  showOrderNumber: boolean;
  /** Print the payment type. */
  showPaymentType: boolean;
};

/** Новая запись списка «Получатели». */
export type RecipientCreateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Клиент */
  clientId?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Имя */
  firstName: string;
  /** Фамилия */
  lastName?: string | null | undefined;
  /** Отчество */
  patronymic?: string | null | undefined;
  /** Телефон */
  phone: string;
};

/** Изменения записи списка «Получатели»: только переданные поля. */
export type RecipientUpdateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Клиент */
  clientId?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Имя */
  firstName?: string | null | undefined;
  /** Фамилия */
  lastName?: string | null | undefined;
  /** Отчество */
  patronymic?: string | null | undefined;
  /** Телефон */
  phone?: string | null | undefined;
};

/** A new account: it starts as GUEST on the flower_shop type with no page keys. */
export type RegisterInput = {
  /** E-mail to sign in with; must not belong to another account. */
  email: string;
  /** At least 8 characters, not a common password. */
  password: string;
  /** Display name of the new account. */
  username: string;
};

/** Role of a staff account (spec section 6). */
export type Role =
  | 'ADMIN'
  | 'EDITOR'
  | 'GUEST'
  | 'MANAGER'
  | 'SA';

/** The occasion condition of a segment: one kind or any. */
export type SegmentOccasion =
  /** Anniversaries only. */
  | 'anniversary'
  /** Any occasion, the client's birthday included. */
  | 'any'
  /** Birthdays only. */
  | 'birthday'
  /** Other events only. */
  | 'other';

/** Business type of an account: decides which screens and menus apply. */
export type ShopType =
  | 'fastfood'
  | 'flower_shop';

/** Новая запись списка «Пользователи». */
export type StaffUserCreateInput = {
  /** Доступные разделы */
  accessPage?: Array<string> | null | undefined;
  /** Email (уникально) */
  email: string;
  /** Имя */
  name: string;
  /** Пароль */
  password: string;
  /** Роль */
  role: Role;
  /** Тип аккаунта */
  typeAccount: ShopType;
};

/** Изменения записи списка «Пользователи»: только переданные поля. */
export type StaffUserUpdateInput = {
  /** Доступные разделы */
  accessPage?: Array<string> | null | undefined;
  /** Email (уникально) */
  email?: string | null | undefined;
  /** Имя */
  name?: string | null | undefined;
  /** Пароль (пусто: не менять) */
  password?: string | null | undefined;
  /** Роль */
  role?: Role | null | undefined;
  /** Тип аккаунта */
  typeAccount?: ShopType | null | undefined;
};

/** Which balances stockBalancesConnection pages; every filter is optional. */
export type StockBalanceFilter = {
  /** One branch; absent: every branch. */
  affiliateId?: string | null | undefined;
  /** Zero balances too. */
  includeZero?: boolean | null | undefined;
  /** Only these products (up to 250): a document's lines. */
  productIds?: Array<string> | null | undefined;
  /** Words of the product's name, article or barcode (each word must match). */
  search?: string | null | undefined;
};

/** The order of stockBalancesConnection. */
export type StockBalanceOrder =
  /** By product name, then product and branch (a product's branches together). */
  | 'NAME'
  /** By quantity, the shortest (the minus) first. */
  | 'QUANTITY';

/** Which documents stockDocumentsConnection pages: one kind, the rest optional. */
export type StockDocumentFilter = {
  /** Either side of a Moving counts. */
  affiliateId?: string | null | undefined;
  /** First document date, yyyy-MM-dd, inclusive. */
  dateFrom?: string | null | undefined;
  /** Last document date, yyyy-MM-dd, inclusive. */
  dateTo?: string | null | undefined;
  /** Also deleted documents (default false). */
  includeDeleted?: boolean | null | undefined;
  /** Which kind of document. */
  kind: StockDocumentKind;
  /** Words of the number, the comment, the supplier's or write-off reason's name (each word must match). */
  search?: string | null | undefined;
  /** Drafts or posted ones only (none: both). */
  status?: StockDocumentStatus | null | undefined;
};

/**
 * A document being created or changed (drafts only). createStockDocument needs `date`, `affiliateId`
 * and `lines`; in updateStockDocument it is a patch: a field left out keeps its value, `null` clears
 * an optional one (`toAffiliateId`, `supplierId`, `writeOffId`, `comment`), the lines are replaced
 * only when `lines` is given.
 */
export type StockDocumentInput = {
  /** The branch (required on create). */
  affiliateId?: string | null | undefined;
  /** A note on the document (null clears it). */
  comment?: string | null | undefined;
  /**
   * The document's day (required on create; cannot be cleared). Not a real day is refused with the
   * other malformed arguments, before anything runs (BAD_USER_INPUT, HTTP 400).
   */
  date?: string | null | undefined;
  /** 1 to 500 lines, each product once (required on create). */
  lines?: Array<StockDocumentLineInput> | null | undefined;
  /** Consignment: required; Output: optional. */
  supplierId?: string | null | undefined;
  /** Required for Moving, another branch. */
  toAffiliateId?: string | null | undefined;
  /** Writing: required. */
  writeOffId?: string | null | undefined;
};

/** The kind of a stock document; the /api and CRM names of spec section 7. */
export type StockDocumentKind =
  /** Приход: goods received from a supplier (+ at the branch). */
  | 'Consignment'
  /** Перемещение: from the branch to another one (− here, + there). */
  | 'Moving'
  /** Расход: goods out, e.g. back to a supplier (− at the branch). */
  | 'Output'
  /** Самосписание: internal use (− at the branch). */
  | 'SelfWriting'
  /** Инвентаризация: a count; posting sets each counted balance (± the difference). */
  | 'Stocktaking'
  /** Списание: write-off with a reason (− at the branch). */
  | 'Writing';

/** A line being saved. */
export type StockDocumentLineInput = {
  /** Kopecks, 0 or more; default 0. */
  price?: number | null | undefined;
  /** The product (each product once per document). */
  productId: string;
  /** More than 0 (Stocktaking: 0 or more), at most 1 000 000, 3 decimals. */
  quantity: number;
};

/** A draft changes nothing; a posted document has moved stock and is read-only until unposted. */
export type StockDocumentStatus =
  | 'draft'
  | 'posted';

/** Which ledger entries stockMovementsConnection pages; every filter is optional. */
export type StockMovementFilter = {
  /** Only this branch's entries. */
  affiliateId?: string | null | undefined;
  /** First shop day, yyyy-MM-dd, inclusive. */
  dateFrom?: string | null | undefined;
  /** Last shop day, yyyy-MM-dd, inclusive. */
  dateTo?: string | null | undefined;
  /** Only this document's entries. */
  documentId?: string | null | undefined;
  /** Only this order's entries (sales and returns). */
  orderId?: string | null | undefined;
  /** Only this product's entries. */
  productId?: string | null | undefined;
};

/** What caused a stock movement. */
export type StockMovementReason =
  | 'post'
  | 'sale'
  | 'sale_return'
  | 'unpost';

/** Новая запись списка «Улицы». */
export type StreetCreateInput = {
  /** Стоимость доставки (в копейках) */
  deliveryPrice?: number | null | undefined;
  /** Улица */
  name: string;
};

/** Изменения записи списка «Улицы»: только переданные поля. */
export type StreetUpdateInput = {
  /** Стоимость доставки (в копейках) */
  deliveryPrice?: number | null | undefined;
  /** Улица */
  name?: string | null | undefined;
};

/** Новая запись списка «Поставщики». */
export type SupplierCreateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Email */
  email?: string | null | undefined;
  /** ИНН */
  inn?: string | null | undefined;
  /** Поставщик */
  name: string;
  /** Телефон */
  phone?: string | null | undefined;
};

/** Изменения записи списка «Поставщики»: только переданные поля. */
export type SupplierUpdateInput = {
  /** Адрес */
  address?: string | null | undefined;
  /** Комментарий */
  comment?: string | null | undefined;
  /** Email */
  email?: string | null | undefined;
  /** ИНН */
  inn?: string | null | undefined;
  /** Поставщик */
  name?: string | null | undefined;
  /** Телефон */
  phone?: string | null | undefined;
};

/** Taxation systems as the register names them. */
export type TaxationType =
  /** ЕСХН. */
  | 'esn'
  /** ОСН, the general system. */
  | 'osn'
  /** Патент. */
  | 'patent'
  /** УСН «доходы». */
  | 'usnIncome'
  /** УСН «доходы минус расходы». */
  | 'usnIncomeOutcome';

/** Template demo: fields of a to-do; on update only the sent ones change. */
export type TodoInput = {
  /** Done. */
  done?: boolean | null | undefined;
  /** ISO 8601 date-time (a String: the template's data). */
  dueDate?: string | null | undefined;
  /** Marked important. */
  important?: boolean | null | undefined;
  /** A longer note. */
  note?: string | null | undefined;
  /** Read. */
  read?: boolean | null | undefined;
  /** Selected in the list. */
  selected?: boolean | null | undefined;
  /** Starred. */
  starred?: boolean | null | undefined;
  /** ISO 8601 date-time (a String: the template's data). */
  startDate?: string | null | undefined;
  /** Ids of its tags, replaced whole when sent. */
  tagIds?: Array<string> | null | undefined;
  /** What to do. */
  title?: string | null | undefined;
};

/** Новая запись списка «Единицы измерения». */
export type UnitCreateInput = {
  /** Единица */
  name: string;
  /** Сокращение */
  shortName: string;
};

/** Изменения записи списка «Единицы измерения»: только переданные поля. */
export type UnitUpdateInput = {
  /** Единица */
  name?: string | null | undefined;
  /** Сокращение */
  shortName?: string | null | undefined;
};

/** Changes to an endpoint: only the fields given change. */
export type UpdateWebhookEndpointInput = {
  /** false: nothing is posted and its deliveries wait; true: posting resumes. */
  active?: boolean | null | undefined;
  /** Up to 200 characters. */
  description?: string | null | undefined;
  /** The events it receives from now on (at least one). */
  events?: Array<WebhookEvent> | null | undefined;
  /** Give null to receive both shop types' events. */
  shopType?: ShopType | null | undefined;
  /** A new http(s) URL, checked as on creation. */
  url?: string | null | undefined;
};

/** Права пользователя: роль, тип магазина и доступные разделы. */
export type UserAccessInput = {
  /** Ключи доступных разделов (docs/access.md). */
  accessPage: Array<string>;
  /** Роль. */
  role: Role;
  /** Тип аккаунта. */
  typeAccount: ShopType;
};

/** The codes of `UserError` (and of `extensions.userErrors` on a top-level refusal): one table, schema/user-errors.ts. */
export type UserErrorCode =
  | 'BONUS_INSUFFICIENT'
  | 'BONUS_INVALID'
  | 'CASH_SHORT'
  | 'CATEGORY_PLACE_INVALID'
  | 'CERTIFICATE_INVALID'
  | 'CREDENTIALS_INVALID'
  | 'DELIVERY_NOT_FAILED'
  | 'DOCUMENT_LOCKED'
  | 'DOCUMENT_NOT_POSTED'
  | 'FIELD_INVALID'
  | 'FISCAL_PENDING'
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'INVALID'
  | 'NAME_TAKEN'
  | 'NOT_FOUND'
  | 'ORDER_CHANGE_MISMATCH'
  | 'ORDER_DELETED'
  | 'ORDER_LINE_INVALID'
  | 'ORDER_MODIFIERS_INVALID'
  | 'ORDER_NOT_PAID'
  | 'ORDER_TOTALS_INVALID'
  | 'ORDER_TOTAL_MISMATCH'
  | 'PROMO_INVALID'
  | 'SHIFT_ALREADY_OPEN'
  | 'SHIFT_CLOSED'
  | 'STOCK_NEGATIVE'
  | 'WEBHOOK_URL_REFUSED';

/** VAT rates of a receipt position as ATOL's `tax.type` names them (schema/vat.ts); `none` is «без НДС». */
export type VatRate =
  /** Без НДС. */
  | 'none'
  /** НДС 0 %. */
  | 'vat0'
  /** НДС 5 %. */
  | 'vat5'
  /** НДС 7 %. */
  | 'vat7'
  /** НДС 10 %. */
  | 'vat10'
  /** НДС 20 %. */
  | 'vat20'
  /** НДС 22 %. */
  | 'vat22'
  /** НДС по расчётной ставке 5/105. */
  | 'vat105'
  /** НДС по расчётной ставке 7/107. */
  | 'vat107'
  /** НДС по расчётной ставке 10/110. */
  | 'vat110'
  /** НДС по расчётной ставке 20/120. */
  | 'vat120'
  /** НДС по расчётной ставке 22/122. */
  | 'vat122';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** 24 h of retries without a 2xx: given up (a manual retry starts again). */
  | 'FAILED'
  /** Waiting for its first or next attempt. */
  | 'PENDING';

/** An event a webhook endpoint can subscribe to. */
export type WebhookEvent =
  /** A cash shift was closed. */
  | 'CASH_SHIFT_CLOSED'
  /** A cash shift was opened. */
  | 'CASH_SHIFT_OPENED'
  /** An order's status, worker, payment or lines changed (`data.change` says which). */
  | 'ORDER_CHANGED'
  /** A new order: ids, number, status, totals. */
  | 'ORDER_CREATED'
  /** An order was deleted. */
  | 'ORDER_DELETED'
  /** A product's stock fell below its minimum. */
  | 'STOCK_BELOW_MINIMUM';

/** Новая запись списка «Должности». */
export type WorkerPositionCreateInput = {
  /** Должность */
  name: string;
};

/** Изменения записи списка «Должности»: только переданные поля. */
export type WorkerPositionUpdateInput = {
  /** Должность */
  name?: string | null | undefined;
};

/** Новая запись списка «Причины списания». */
export type WriteOffReasonCreateInput = {
  /** Комментарий */
  comment?: string | null | undefined;
  /** Причина списания */
  name: string;
};

/** Изменения записи списка «Причины списания»: только переданные поля. */
export type WriteOffReasonUpdateInput = {
  /** Комментарий */
  comment?: string | null | undefined;
  /** Причина списания */
  name?: string | null | undefined;
};

export type SetUserAccessMutationVariables = Exact<{
  id: string;
  input: UserAccessInput;
}>;


export type SetUserAccessMutation = { setUserAccess: { staffUser: { id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { accessToken: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SearchOrdersQueryVariables = Exact<{
  filter: OrderFilter;
  last: number;
}>;


export type SearchOrdersQuery = { ordersConnection: { edges: Array<{ node: { id: string, number: string, shopType: ShopType | null, date: string, total: number, client: { id: string, firstName: string, lastName: string | null, phone: string } | null, recipient: { firstName: string, lastName: string, phone: string } | null } }> } | null };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { nextCursor: string | null, items: Array<{ id: string, at: string, event: string, actorEmail: string | null, targetEmail: string | null, ip: string | null, detail: string }> } | null };

export type SessionUserFragment = { id: string, email: string, name: string, avatar: string | null, role: Role, typeAccount: ShopType, accessPage: Array<string>, demoAreas: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, name: string, avatar: string | null, role: Role, typeAccount: ShopType, accessPage: Array<string>, demoAreas: boolean } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { accessToken: string | null, user: { id: string, email: string, name: string, avatar: string | null, role: Role, typeAccount: ShopType, accessPage: Array<string>, demoAreas: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { accessToken: string | null, user: { id: string, email: string, name: string, avatar: string | null, role: Role, typeAccount: ShopType, accessPage: Array<string>, demoAreas: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { loggedOut: boolean | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { requested: boolean | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { reset: boolean | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CashShiftFieldsFragment = { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> };

export type CurrentCashShiftQueryVariables = Exact<{
  affiliateId?: string | null | undefined;
  shopType?: ShopType | null | undefined;
}>;


export type CurrentCashShiftQuery = { currentCashShift: { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> } | null };

export type CashShiftsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: CashShiftFilter | null | undefined;
}>;


export type CashShiftsPageQuery = { cashShiftsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type OpenCashShiftMutationVariables = Exact<{
  affiliateId?: string | null | undefined;
  openingCash: number;
  shopType?: ShopType | null | undefined;
}>;


export type OpenCashShiftMutation = { openCashShift: { shift: { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CloseCashShiftMutationVariables = Exact<{
  id: string;
  countedCash: number;
  comment?: string | null | undefined;
}>;


export type CloseCashShiftMutation = { closeCashShift: { shift: { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AddCashMoveMutationVariables = Exact<{
  shiftId: string;
  kind: CashMoveKind;
  amount: number;
  reason: string;
}>;


export type AddCashMoveMutation = { addCashMove: { shift: { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CashShiftChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CashShiftChangedSubscription = { cashShiftChanged: { kind: CashShiftChangeKind, shift: { id: string, affiliateId: string, shopType: ShopType, status: CashShiftStatus, openedAt: string, openedByName: string | null, openingCash: number, closedAt: string | null, closedByName: string | null, countedCash: number | null, expectedCash: number, difference: number | null, comment: string, takingsTotal: number, cashTakings: number, cashIn: number, cashOut: number, takings: Array<{ paymentTypeId: string | null, name: string, cashless: boolean, amount: number, count: number }>, timeline: Array<{ at: string, kind: CashEntryKind, amount: number, description: string, userName: string | null, orderId: string | null, balance: number }> } } };

export type TillOrderChangedSubscriptionVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type TillOrderChangedSubscription = { orderChanged: { kind: OrderChangeKind, orderId: string } };

export type CompositionLineFragment = { componentId: string, quantity: number, component: { id: string, name: string, unit: string, price: number, cost: number | null, thumbnailUrl: string | null } | null };

export type ProductCompositionQueryVariables = Exact<{
  id: string;
}>;


export type ProductCompositionQuery = { product: { id: string, composition: Array<{ componentId: string, quantity: number, component: { id: string, name: string, unit: string, price: number, cost: number | null, thumbnailUrl: string | null } | null }> } | null };

export type SetProductCompositionMutationVariables = Exact<{
  productId: string;
  items: Array<ProductComponentInput> | ProductComponentInput;
}>;


export type SetProductCompositionMutation = { setProductComposition: { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null, composition: Array<{ componentId: string, quantity: number, component: { id: string, name: string, unit: string, price: number, cost: number | null, thumbnailUrl: string | null } | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RemoveProductImageMutationVariables = Exact<{
  id: string;
}>;


export type RemoveProductImageMutation = { removeProductImage: { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RemoveCategoryImageMutationVariables = Exact<{
  id: string;
}>;


export type RemoveCategoryImageMutation = { removeCategoryImage: { category: { id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PlaceCategoryMutationVariables = Exact<{
  id: string;
  parentId?: string | null | undefined;
  beforeId?: string | null | undefined;
}>;


export type PlaceCategoryMutation = { placeCategory: { categories: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ProductRecordQueryVariables = Exact<{
  id: string;
}>;


export type ProductRecordQuery = { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null };

export type CategoryProductCountsQueryVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type CategoryProductCountsQuery = { categoryProductCounts: Array<{ categoryId: string | null, count: number }> | null };

export type MenuModifierGroupFragment = { id: string, name: string, min: number, max: number, options: Array<{ id: string, name: string, priceDelta: number, components: Array<{ componentId: string, quantity: number }> }> };

export type MenuComboSlotFragment = { id: string, name: string, productIds: Array<string>, products: Array<{ id: string, name: string, price: number, unit: string }> };

export type ProductMenuEditQueryVariables = Exact<{
  id: string;
}>;


export type ProductMenuEditQuery = { product: { id: string, modifierGroups: Array<{ id: string, name: string, min: number, max: number, options: Array<{ id: string, name: string, priceDelta: number, components: Array<{ componentId: string, quantity: number }> }> }>, comboSlots: Array<{ id: string, name: string, productIds: Array<string>, products: Array<{ id: string, name: string, price: number, unit: string }> }> } | null };

export type SetProductModifiersMutationVariables = Exact<{
  productId: string;
  groups: Array<ModifierGroupInput> | ModifierGroupInput;
}>;


export type SetProductModifiersMutation = { setProductModifiers: { product: { id: string, modifierGroups: Array<{ id: string, name: string, min: number, max: number, options: Array<{ id: string, name: string, priceDelta: number, components: Array<{ componentId: string, quantity: number }> }> }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetProductComboMutationVariables = Exact<{
  productId: string;
  slots: Array<ComboSlotInput> | ComboSlotInput;
}>;


export type SetProductComboMutation = { setProductCombo: { product: { id: string, comboSlots: Array<{ id: string, name: string, productIds: Array<string>, products: Array<{ id: string, name: string, price: number, unit: string }> }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ClientCardQueryVariables = Exact<{
  id: string;
}>;


export type ClientCardQuery = { clientCard: { doNotDisturb: boolean, doNotDisturbAt: string | null, deliveryNotices: boolean, createdAt: string, orderCount: number, liveOrderCount: number, liveSum: number, firstOrderDate: string | null, lastOrderDate: string | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null } } | null };

export type ClientOrdersQueryVariables = Exact<{
  clientId: string;
  last: number;
  before?: string | null | undefined;
}>;


export type ClientOrdersQuery = { ordersConnection: { totalCount: number, totalSum: number, edges: Array<{ cursor: string, node: { id: string, number: string, date: string, deliveryDate: string | null, shopType: ShopType | null, statusId: string, total: number } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type StatsTotalsFragment = { orders: number, cancelled: number, revenue: number, averageCheck: number, items: number };

export type StatsDayFragment = { date: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number };

export type StatsStatusFragment = { statusId: string, name: string, color: string, cancels: boolean, orders: number, sum: number };

export type StatsGroupFragment = { refId: string | null, name: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number };

export type OrderStatsQueryVariables = Exact<{
  preset?: DatePreset | null | undefined;
  range?: DateRangeInput | null | undefined;
  shopType?: ShopType | null | undefined;
}>;


export type OrderStatsQuery = { orderStats: { start: string, stop: string, shopType: ShopType | null, totals: { orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }, days: Array<{ date: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }>, byStatus: Array<{ statusId: string, name: string, color: string, cancels: boolean, orders: number, sum: number }>, bySource: Array<{ refId: string | null, name: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }>, byPayment: Array<{ refId: string | null, name: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }>, topProducts: Array<{ productId: string, name: string, count: number, sum: number }>, topModifiers: Array<{ group: string, name: string, count: number, sum: number }>, topCombos: Array<{ productId: string, name: string, count: number, sum: number }> } | null };

export type OrderOverviewQueryVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type OrderOverviewQuery = { orderOverview: { today: string, shopType: ShopType | null, periods: Array<{ key: OverviewPeriod, start: string, stop: string, totals: { orders: number, cancelled: number, revenue: number, averageCheck: number, items: number } }>, trend: Array<{ date: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }>, todayByStatus: Array<{ statusId: string, name: string, color: string, cancels: boolean, orders: number, sum: number }> } | null };

export type OverviewByShopQueryVariables = Exact<{ [key: string]: never; }>;


export type OverviewByShopQuery = { flowers: { today: string, periods: Array<{ key: OverviewPeriod, start: string, stop: string, totals: { orders: number, cancelled: number, revenue: number, averageCheck: number, items: number } }>, trend: Array<{ date: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }> } | null, fastfood: { today: string, periods: Array<{ key: OverviewPeriod, start: string, stop: string, totals: { orders: number, cancelled: number, revenue: number, averageCheck: number, items: number } }>, trend: Array<{ date: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }> } | null };

export type SiteOrdersQueryVariables = Exact<{
  preset?: DatePreset | null | undefined;
  range?: DateRangeInput | null | undefined;
  shopType?: ShopType | null | undefined;
}>;


export type SiteOrdersQuery = { siteOrders: { start: string, stop: string, shopType: ShopType | null, channels: Array<{ id: string, name: string }>, totals: { orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }, days: Array<{ date: string, orders: number, cancelled: number, revenue: number, averageCheck: number, items: number }> } | null };

export type SiteOrderPageQueryVariables = Exact<{
  last: number;
  before?: string | null | undefined;
  filter: OrderFilter;
}>;


export type SiteOrderPageQuery = { ordersConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }> } }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } } | null };

export type DeliveryFieldsFragment = { orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> };

export type DeliveryBoardQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type DeliveryBoardQuery = { deliveryBoard: { date: string, items: Array<{ orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> }> } | null, couriers: Array<{ id: string, name: string, phone: string, hasAccount: boolean }> | null };

export type DeliverySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliverySettingsQuery = { deliverySettings: { dayStart: string, dayEnd: string, slotMinutes: number, slots: Array<{ from: string, to: string }> } | null };

export type RouteSheetQueryVariables = Exact<{
  courierId: string;
  date?: string | null | undefined;
}>;


export type RouteSheetQuery = { routeSheet: { date: string, courier: { id: string, name: string, phone: string }, items: Array<{ orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> }> } | null };

export type DeliveryNoticesQueryVariables = Exact<{
  orderId?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type DeliveryNoticesQuery = { deliveryNoticesConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, orderId: string, number: string, event: DeliveryNoticeEvent, address: string, subject: string, status: string, error: string, createdAt: string, sentAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MyDeliveriesQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type MyDeliveriesQuery = { myDeliveries: { date: string, items: Array<{ orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> }> } | null };

export type MyDeliveryQueryVariables = Exact<{
  orderId: string;
}>;


export type MyDeliveryQuery = { myDelivery: { orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> } | null };

export type SetDeliveryWindowMutationVariables = Exact<{
  orderId: string;
  date: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
  pickup?: boolean | null | undefined;
}>;


export type SetDeliveryWindowMutation = { setDeliveryWindow: { delivery: { orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AssignCourierMutationVariables = Exact<{
  orderIds: Array<string> | string;
  courierId?: string | null | undefined;
}>;


export type AssignCourierMutation = { assignCourier: { deliveries: Array<{ orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetDeliveryStatusMutationVariables = Exact<{
  orderId: string;
  status: DeliveryStatus;
  reason?: string | null | undefined;
}>;


export type SetDeliveryStatusMutation = { setDeliveryStatus: { delivery: { orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AddDeliveryPhotoMutationVariables = Exact<{
  orderId: string;
  photo: string;
}>;


export type AddDeliveryPhotoMutation = { addDeliveryPhoto: { delivery: { orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MarkMyDeliveryMutationVariables = Exact<{
  orderId: string;
  delivered: boolean;
  receiverName?: string | null | undefined;
  reason?: string | null | undefined;
  photo?: string | null | undefined;
}>;


export type MarkMyDeliveryMutation = { markMyDelivery: { delivery: { orderId: string, number: string, date: string, time: string, pickup: boolean, status: DeliveryStatus, late: boolean, clientName: string | null, recipientName: string, recipientPhone: string, address: string, mapsUrl: string | null, cardText: string, comment: string, total: number, due: number, failureReason: string, receiverName: string, deliveredAt: string | null, window: { from: string, to: string } | null, courier: { id: string, name: string, phone: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeliveryOfOrderQueryVariables = Exact<{
  orderId: string;
}>;


export type DeliveryOfOrderQuery = { delivery: { orderId: string, clientId: string | null, clientNotices: boolean | null, status: DeliveryStatus, courier: { id: string, name: string } | null, photos: Array<{ kind: string, url: string, thumbUrl: string }> } | null };

export type DeliveryNoticeTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryNoticeTemplatesQuery = { deliveryNoticeTemplates: Array<{ event: DeliveryNoticeEvent, subject: string, body: string }> | null };

export type SetDeliverySettingsMutationVariables = Exact<{
  input: DeliverySettingsInput;
}>;


export type SetDeliverySettingsMutation = { setDeliverySettings: { settings: { dayStart: string, dayEnd: string, slotMinutes: number, slots: Array<{ from: string, to: string }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SaveDeliveryNoticeTemplateMutationVariables = Exact<{
  event: DeliveryNoticeEvent;
  subject: string;
  body: string;
}>;


export type SaveDeliveryNoticeTemplateMutation = { saveDeliveryNoticeTemplate: { templates: Array<{ event: DeliveryNoticeEvent, subject: string, body: string }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetClientDeliveryNoticesMutationVariables = Exact<{
  clientId: string;
  enabled: boolean;
}>;


export type SetClientDeliveryNoticesMutation = { setClientDeliveryNotices: { enabled: boolean | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CourierAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierAccountsQuery = { couriers: Array<{ id: string, name: string, phone: string, hasAccount: boolean, accountId: string | null }> | null, courierAccounts: Array<{ id: string, name: string, email: string, courierId: string | null }> | null };

export type LinkCourierAccountMutationVariables = Exact<{
  employeeId: string;
  userId?: string | null | undefined;
}>;


export type LinkCourierAccountMutation = { linkCourierAccount: { couriers: Array<{ id: string, hasAccount: boolean, accountId: string | null }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CalendarEventFieldsFragment = { id: string, title: string, start: string, end: string, location: string, note: string };

export type CalendarEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarEventsQuery = { calendarEvents: Array<{ id: string, title: string, start: string, end: string, location: string, note: string }> | null };

export type AddCalendarEventMutationVariables = Exact<{
  input: CalendarEventInput;
}>;


export type AddCalendarEventMutation = { addCalendarEvent: Array<{ id: string, title: string, start: string, end: string, location: string, note: string }> };

export type DeleteCalendarEventMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCalendarEventMutation = { deleteCalendarEvent: Array<{ id: string, title: string, start: string, end: string, location: string, note: string }> };

export type ChatOverviewQueryVariables = Exact<{
  userId: string;
}>;


export type ChatOverviewQuery = { chatMe: { id: string, name: string, status: ChatPresence } | null, chatRecent: Array<{ chatId: string, contactId: string, unread: number, lastChatTime: string, contact: { id: string, name: string, status: ChatPresence, mood: string } }> | null };

export type ChatRoomQueryVariables = Exact<{
  currentUser: string;
  contactId: string;
}>;


export type ChatRoomQuery = { chatRoom: { chatId: string, messageList: Array<{ contactId: string, text: string, time: string }> } | null };

export type AddChatMessageMutationVariables = Exact<{
  chatId: string;
  contactId: string;
  text: string;
}>;


export type AddChatMessageMutation = { addChatMessage: { id: string, chats: Array<{ contactId: string, text: string, time: string }> } };

export type InboxMessageFieldsFragment = { id: string, date: string, selected: boolean, subject: string, message: string, sender: { name: string, photo: string } };

export type InboxMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxMessagesQuery = { inboxMessages: Array<{ id: string, date: string, selected: boolean, subject: string, message: string, sender: { name: string, photo: string } }> | null };

export type SelectInboxMessageMutationVariables = Exact<{
  id: string;
  selected: boolean;
}>;


export type SelectInboxMessageMutation = { selectInboxMessage: Array<{ id: string, date: string, selected: boolean, subject: string, message: string, sender: { name: string, photo: string } }> };

export type DeleteInboxMessageMutationVariables = Exact<{
  id: string;
}>;


export type DeleteInboxMessageMutation = { deleteInboxMessage: Array<{ id: string, date: string, selected: boolean, subject: string, message: string, sender: { name: string, photo: string } }> };

export type InvoiceFieldsFragment = { id: string, orderNo: string, status: InvoiceStatus, date: string, currency: string, vat: number, buyer: { name: string, address: string }, seller: { name: string, address: string }, items: Array<{ name: string, unit: number, price: number }> };

export type InvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoicesQuery = { invoices: Array<{ id: string, orderNo: string, status: InvoiceStatus, date: string, currency: string, vat: number, buyer: { name: string, address: string }, seller: { name: string, address: string }, items: Array<{ name: string, unit: number, price: number }> }> | null };

export type InvoiceQueryVariables = Exact<{
  id: string;
}>;


export type InvoiceQuery = { invoice: { id: string, orderNo: string, status: InvoiceStatus, date: string, currency: string, vat: number, buyer: { name: string, address: string }, seller: { name: string, address: string }, items: Array<{ name: string, unit: number, price: number }> } | null };

export type AddInvoiceMutationVariables = Exact<{
  input: InvoiceInput;
}>;


export type AddInvoiceMutation = { addInvoice: { id: string, orderNo: string, status: InvoiceStatus, date: string, currency: string, vat: number, buyer: { name: string, address: string }, seller: { name: string, address: string }, items: Array<{ name: string, unit: number, price: number }> } };

export type UpdateInvoiceMutationVariables = Exact<{
  id: string;
  input: InvoiceInput;
}>;


export type UpdateInvoiceMutation = { updateInvoice: { id: string, orderNo: string, status: InvoiceStatus, date: string, currency: string, vat: number, buyer: { name: string, address: string }, seller: { name: string, address: string }, items: Array<{ name: string, unit: number, price: number }> } };

export type DeleteInvoiceMutationVariables = Exact<{
  id: string;
}>;


export type DeleteInvoiceMutation = { deleteInvoice: Array<{ id: string }> };

export type BoardFieldsFragment = { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> };

export type BoardsQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardsQuery = { boards: Array<{ id: string, title: string }> | null, boardLabels: Array<{ id: string, title: string, color: string }> | null };

export type BoardQueryVariables = Exact<{
  id: string;
}>;


export type BoardQuery = { board: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } | null };

export type MoveCardMutationVariables = Exact<{
  boardId: string;
  sourceListId: string;
  destinationListId: string;
  source: number;
  destination: number;
}>;


export type MoveCardMutation = { moveCard: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } };

export type ReorderCardMutationVariables = Exact<{
  boardId: string;
  listId: string;
  startIndex: number;
  endIndex: number;
}>;


export type ReorderCardMutation = { reorderCard: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } };

export type AddColumnMutationVariables = Exact<{
  boardId: string;
  title: string;
}>;


export type AddColumnMutation = { addColumn: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } };

export type RenameColumnMutationVariables = Exact<{
  boardId: string;
  listId: string;
  title: string;
}>;


export type RenameColumnMutation = { renameColumn: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } };

export type DeleteColumnMutationVariables = Exact<{
  boardId: string;
  listId: string;
}>;


export type DeleteColumnMutation = { deleteColumn: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } };

export type AddCardMutationVariables = Exact<{
  boardId: string;
  listId: string;
  title: string;
}>;


export type AddCardMutation = { addCard: { id: string, title: string, members: Array<{ id: string, name: string, avatar: string }>, columns: Array<{ id: string, title: string, cardList: Array<{ id: string, title: string, labels: Array<string>, members: Array<string>, description: string }> }> } };

export type ShopProductFieldsFragment = { id: string, imgUrl: string, price: number, totalUnit: number, title: string, category: string, brand: string, rating: number, freeShipping: boolean, description: string };

export type CartItemFieldsFragment = { amount: number, product: { id: string, title: string, price: number, totalUnit: number } };

export type ShopCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopCatalogQuery = { shopProducts: Array<{ id: string, imgUrl: string, price: number, totalUnit: number, title: string, category: string, brand: string, rating: number, freeShipping: boolean, description: string }> | null, shopCategories: Array<{ title: string, product: number }> | null, shopBrands: Array<{ title: string, product: number }> | null, shopRatings: Array<{ rate: number, product: number }> | null };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { cart: Array<{ amount: number, product: { id: string, title: string, price: number, totalUnit: number } }> | null };

export type AddToCartMutationVariables = Exact<{
  productId: string;
}>;


export type AddToCartMutation = { addToCart: Array<{ amount: number, product: { id: string, title: string, price: number, totalUnit: number } }> };

export type DeleteFromCartMutationVariables = Exact<{
  productId: string;
}>;


export type DeleteFromCartMutation = { deleteFromCart: Array<{ amount: number, product: { id: string, title: string, price: number, totalUnit: number } }> };

export type UpdateCartAmountMutationVariables = Exact<{
  productId: string;
  amount: number;
}>;


export type UpdateCartAmountMutation = { updateCartAmount: Array<{ amount: number, product: { id: string, title: string, price: number, totalUnit: number } }> };

export type TodoFieldsFragment = { id: string, title: string, note: string, important: boolean, starred: boolean, done: boolean, read: boolean, selected: boolean, startDate: string, dueDate: string, tagIds: Array<string> };

export type TodosQueryVariables = Exact<{ [key: string]: never; }>;


export type TodosQuery = { todos: Array<{ id: string, title: string, note: string, important: boolean, starred: boolean, done: boolean, read: boolean, selected: boolean, startDate: string, dueDate: string, tagIds: Array<string> }> | null, todoTags: Array<{ id: string, name: string }> | null, projectEntries: Array<{ id: string, userName: string, projectName: string, comment: number, revision: number }> | null };

export type UpdateTodoMutationVariables = Exact<{
  id: string;
  input: TodoInput;
}>;


export type UpdateTodoMutation = { updateTodo: Array<{ id: string, title: string, note: string, important: boolean, starred: boolean, done: boolean, read: boolean, selected: boolean, startDate: string, dueDate: string, tagIds: Array<string> }> };

export type AddTodoMutationVariables = Exact<{
  input: TodoInput;
}>;


export type AddTodoMutation = { addTodo: Array<{ id: string, title: string, note: string, important: boolean, starred: boolean, done: boolean, read: boolean, selected: boolean, startDate: string, dueDate: string, tagIds: Array<string> }> };

export type DeleteTodoMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTodoMutation = { deleteTodo: Array<{ id: string }> };

export type ReorderTodosMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ReorderTodosMutation = { reorderTodos: Array<{ id: string, title: string, note: string, important: boolean, starred: boolean, done: boolean, read: boolean, selected: boolean, startDate: string, dueDate: string, tagIds: Array<string> }> };

export type DirectoryUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectoryUsersQuery = { directoryUsers: Array<{ id: string, index: number, isActive: boolean, balance: string, age: number, name: string, gender: string, company: string, email: string, phone: string, address: string }> | null };

export type FiscalDocumentFieldsFragment = { id: string, kind: FiscalDocumentKind, key: number, shopType: ShopType, orderId: string | null, orderNumber: string | null, paymentId: string | null, shiftId: string | null, amount: number, task: string, status: FiscalStatus, attempt: number, message: string | null, number: number | null, sign: string | null, fiscalAt: string | null, createdAt: string };

export type FiscalSettingsFieldsFragment = { shopType: ShopType, enabled: boolean, taxationType: TaxationType, defaultVat: VatRate, cashierInn: string, updatedAt: string | null };

export type FiscalSettingsQueryVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type FiscalSettingsQuery = { fiscalSettings: { shopType: ShopType, enabled: boolean, taxationType: TaxationType, defaultVat: VatRate, cashierInn: string, updatedAt: string | null } | null };

export type FiscalDocumentsQueryVariables = Exact<{
  orderId: string;
}>;


export type FiscalDocumentsQuery = { fiscalDocuments: Array<{ id: string, kind: FiscalDocumentKind, key: number, shopType: ShopType, orderId: string | null, orderNumber: string | null, paymentId: string | null, shiftId: string | null, amount: number, task: string, status: FiscalStatus, attempt: number, message: string | null, number: number | null, sign: string | null, fiscalAt: string | null, createdAt: string }> | null };

export type UnregisteredFiscalDocumentsQueryVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type UnregisteredFiscalDocumentsQuery = { unregisteredFiscalDocuments: Array<{ id: string, kind: FiscalDocumentKind, key: number, shopType: ShopType, orderId: string | null, orderNumber: string | null, paymentId: string | null, shiftId: string | null, amount: number, task: string, status: FiscalStatus, attempt: number, message: string | null, number: number | null, sign: string | null, fiscalAt: string | null, createdAt: string }> | null };

export type FiscalOrderQueryVariables = Exact<{
  id: string;
}>;


export type FiscalOrderQuery = { order: { id: string, number: string, shopType: ShopType | null, deliveryType: string, total: number, certificateSum: number, bonusSum: number, discountType: DiscountKind | null, discountValue: number, promoKind: DiscountKind | null, promoValue: number, markupKind: DiscountKind | null, markupValue: number, deliverySum: number, lines: Array<{ name: string, price: number, count: number, vat: VatRate | null }>, client: { id: string, email: string | null, phone: string } | null, payments: Array<{ id: string, amount: number, cashless: boolean }> } | null };

export type CreateFiscalDocumentMutationVariables = Exact<{
  input: FiscalDocumentInput;
}>;


export type CreateFiscalDocumentMutation = { createFiscalDocument: { document: { id: string, kind: FiscalDocumentKind, key: number, shopType: ShopType, orderId: string | null, orderNumber: string | null, paymentId: string | null, shiftId: string | null, amount: number, task: string, status: FiscalStatus, attempt: number, message: string | null, number: number | null, sign: string | null, fiscalAt: string | null, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ReportFiscalDocumentMutationVariables = Exact<{
  id: string;
  input: FiscalReportInput;
}>;


export type ReportFiscalDocumentMutation = { reportFiscalDocument: { document: { id: string, kind: FiscalDocumentKind, key: number, shopType: ShopType, orderId: string | null, orderNumber: string | null, paymentId: string | null, shiftId: string | null, amount: number, task: string, status: FiscalStatus, attempt: number, message: string | null, number: number | null, sign: string | null, fiscalAt: string | null, createdAt: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateFiscalSettingsMutationVariables = Exact<{
  shopType?: ShopType | null | undefined;
  input: FiscalSettingsInput;
}>;


export type UpdateFiscalSettingsMutation = { updateFiscalSettings: { settings: { shopType: ShopType, enabled: boolean, taxationType: TaxationType, defaultVat: VatRate, cashierInn: string, updatedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ProductVatQueryVariables = Exact<{
  id: string;
}>;


export type ProductVatQuery = { product: { id: string, vat: VatRate | null } | null };

export type SetProductVatMutationVariables = Exact<{
  productId: string;
  vat?: VatRate | null | undefined;
}>;


export type SetProductVatMutation = { setProductVat: { product: { id: string, vat: VatRate | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type KitchenTicketLineFragment = { productId: string, name: string, count: number, comment: string, modifiers: Array<{ group: string, name: string }>, comboParts: Array<{ slot: string, name: string, modifiers: Array<{ group: string, name: string }> }> };

export type KitchenStationFieldsFragment = { id: string, name: string, print: boolean };

export type KitchenBoardQueryVariables = Exact<{ [key: string]: never; }>;


export type KitchenBoardQuery = { kitchenBoard: { targets: { amberMinutes: number, redMinutes: number }, tickets: Array<{ orderId: string, number: string, paidAt: string, ageSeconds: number, lines: Array<{ id: string, bumped: boolean, station: { id: string, name: string, print: boolean } | null, line: { productId: string, name: string, count: number, comment: string, modifiers: Array<{ group: string, name: string }>, comboParts: Array<{ slot: string, name: string, modifiers: Array<{ group: string, name: string }> }> } }> }> } | null };

export type KitchenReadyQueryVariables = Exact<{ [key: string]: never; }>;


export type KitchenReadyQuery = { kitchenReady: Array<{ number: string, readyAt: string }> | null };

export type KitchenSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type KitchenSetupQuery = { kitchenStations: Array<{ id: string, name: string, print: boolean }> | null, kitchenTargets: { amberMinutes: number, redMinutes: number } | null };

export type KitchenStationsQueryVariables = Exact<{ [key: string]: never; }>;


export type KitchenStationsQuery = { kitchenStations: Array<{ id: string, name: string, print: boolean }> | null };

export type ProductStationQueryVariables = Exact<{
  productId: string;
}>;


export type ProductStationQuery = { productStation: { id: string, name: string, print: boolean } | null };

export type KitchenChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type KitchenChangedSubscription = { kitchenChanged: { kind: OrderChangeKind, orderId: string } };

export type BumpKitchenTicketMutationVariables = Exact<{
  orderId: string;
}>;


export type BumpKitchenTicketMutation = { bumpKitchenTicket: { orderId: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type BumpKitchenLineMutationVariables = Exact<{
  lineId: string;
}>;


export type BumpKitchenLineMutation = { bumpKitchenLine: { orderId: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RecallKitchenTicketMutationVariables = Exact<{ [key: string]: never; }>;


export type RecallKitchenTicketMutation = { recallKitchenTicket: { orderId: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SaveKitchenStationMutationVariables = Exact<{
  input: KitchenStationInput;
}>;


export type SaveKitchenStationMutation = { saveKitchenStation: { stations: Array<{ id: string, name: string, print: boolean }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeleteKitchenStationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteKitchenStationMutation = { deleteKitchenStation: { stations: Array<{ id: string, name: string, print: boolean }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetProductStationMutationVariables = Exact<{
  productId: string;
  stationId?: string | null | undefined;
}>;


export type SetProductStationMutation = { setProductStation: { productId: string | null, station: { id: string, name: string, print: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetKitchenTargetsMutationVariables = Exact<{
  input: KitchenTargetsInput;
}>;


export type SetKitchenTargetsMutation = { setKitchenTargets: { targets: { amberMinutes: number, redMinutes: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type KitchenPrepTimesQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
}>;


export type KitchenPrepTimesQuery = { kitchenPrepTimes: Array<{ day: string, whole: boolean, stationId: string | null, stationName: string, orders: number, avgSeconds: number, maxSeconds: number }> | null };

export type ChangeOptionFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number };

export type ChangeOptionsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeOptionsRecordsQuery = { changeOptions: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number }> | null };

export type CreateChangeOptionMutationVariables = Exact<{
  input: ChangeOptionCreateInput;
}>;


export type CreateChangeOptionMutation = { createChangeOption: { changeOption: { id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateChangeOptionMutationVariables = Exact<{
  id: string;
  input: ChangeOptionUpdateInput;
}>;


export type UpdateChangeOptionMutation = { updateChangeOption: { changeOption: { id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetChangeOptionActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetChangeOptionActiveMutation = { setChangeOptionActive: { changeOption: { id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetChangeOptionDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetChangeOptionDeletedMutation = { setChangeOptionDeleted: { changeOption: { id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MoveChangeOptionMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveChangeOptionMutation = { moveChangeOption: { changeOptions: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type NoteFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null };

export type NotesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotesRecordsQuery = { notes: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null }> | null };

export type CreateNoteMutationVariables = Exact<{
  input: NoteCreateInput;
}>;


export type CreateNoteMutation = { createNote: { note: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateNoteMutationVariables = Exact<{
  id: string;
  input: NoteUpdateInput;
}>;


export type UpdateNoteMutation = { updateNote: { note: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetNoteActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetNoteActiveMutation = { setNoteActive: { note: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetNoteDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetNoteDeletedMutation = { setNoteDeleted: { note: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MoveNoteMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveNoteMutation = { moveNote: { notes: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OrderSourceFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null };

export type OrderSourcesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderSourcesRecordsQuery = { orderSources: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null }> | null };

export type CreateOrderSourceMutationVariables = Exact<{
  input: OrderSourceCreateInput;
}>;


export type CreateOrderSourceMutation = { createOrderSource: { orderSource: { id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateOrderSourceMutationVariables = Exact<{
  id: string;
  input: OrderSourceUpdateInput;
}>;


export type UpdateOrderSourceMutation = { updateOrderSource: { orderSource: { id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderSourceActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetOrderSourceActiveMutation = { setOrderSourceActive: { orderSource: { id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderSourceDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetOrderSourceDeletedMutation = { setOrderSourceDeleted: { orderSource: { id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MoveOrderSourceMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveOrderSourceMutation = { moveOrderSource: { orderSources: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type WriteOffReasonFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null };

export type WriteOffReasonsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type WriteOffReasonsRecordsQuery = { writeOffReasons: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null }> | null };

export type CreateWriteOffReasonMutationVariables = Exact<{
  input: WriteOffReasonCreateInput;
}>;


export type CreateWriteOffReasonMutation = { createWriteOffReason: { writeOffReason: { id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateWriteOffReasonMutationVariables = Exact<{
  id: string;
  input: WriteOffReasonUpdateInput;
}>;


export type UpdateWriteOffReasonMutation = { updateWriteOffReason: { writeOffReason: { id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetWriteOffReasonActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetWriteOffReasonActiveMutation = { setWriteOffReasonActive: { writeOffReason: { id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetWriteOffReasonDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetWriteOffReasonDeletedMutation = { setWriteOffReasonDeleted: { writeOffReason: { id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OrderStatusFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean };

export type OrderStatusesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStatusesRecordsQuery = { orderStatuses: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean }> | null };

export type CreateOrderStatusMutationVariables = Exact<{
  input: OrderStatusCreateInput;
}>;


export type CreateOrderStatusMutation = { createOrderStatus: { orderStatus: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateOrderStatusMutationVariables = Exact<{
  id: string;
  input: OrderStatusUpdateInput;
}>;


export type UpdateOrderStatusMutation = { updateOrderStatus: { orderStatus: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderStatusActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetOrderStatusActiveMutation = { setOrderStatusActive: { orderStatus: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderStatusDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetOrderStatusDeletedMutation = { setOrderStatusDeleted: { orderStatus: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MoveOrderStatusMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveOrderStatusMutation = { moveOrderStatus: { orderStatuses: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PaymentTypeFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean };

export type PaymentTypesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTypesRecordsQuery = { paymentTypes: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean }> | null };

export type CreatePaymentTypeMutationVariables = Exact<{
  input: PaymentTypeCreateInput;
}>;


export type CreatePaymentTypeMutation = { createPaymentType: { paymentType: { id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdatePaymentTypeMutationVariables = Exact<{
  id: string;
  input: PaymentTypeUpdateInput;
}>;


export type UpdatePaymentTypeMutation = { updatePaymentType: { paymentType: { id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetPaymentTypeActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetPaymentTypeActiveMutation = { setPaymentTypeActive: { paymentType: { id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetPaymentTypeDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetPaymentTypeDeletedMutation = { setPaymentTypeDeleted: { paymentType: { id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MovePaymentTypeMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MovePaymentTypeMutation = { movePaymentType: { paymentTypes: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OrderMarkFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string };

export type OrderMarksRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderMarksRecordsQuery = { orderMarks: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string }> | null };

export type CreateOrderMarkMutationVariables = Exact<{
  input: OrderMarkCreateInput;
}>;


export type CreateOrderMarkMutation = { createOrderMark: { orderMark: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateOrderMarkMutationVariables = Exact<{
  id: string;
  input: OrderMarkUpdateInput;
}>;


export type UpdateOrderMarkMutation = { updateOrderMark: { orderMark: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderMarkActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetOrderMarkActiveMutation = { setOrderMarkActive: { orderMark: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderMarkDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetOrderMarkDeletedMutation = { setOrderMarkDeleted: { orderMark: { id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MoveOrderMarkMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveOrderMarkMutation = { moveOrderMark: { orderMarks: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SupplierFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null };

export type SuppliersRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type SuppliersRecordsQuery = { suppliers: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null }> | null };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierCreateInput;
}>;


export type CreateSupplierMutation = { createSupplier: { supplier: { id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateSupplierMutationVariables = Exact<{
  id: string;
  input: SupplierUpdateInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { supplier: { id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetSupplierActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetSupplierActiveMutation = { setSupplierActive: { supplier: { id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetSupplierDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetSupplierDeletedMutation = { setSupplierDeleted: { supplier: { id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SuppliersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type SuppliersPageQuery = { suppliersConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, name: string, phone: string | null, email: string | null, inn: string | null, address: string | null, comment: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type UnitFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string };

export type UnitsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitsRecordsQuery = { units: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string }> | null };

export type CreateUnitMutationVariables = Exact<{
  input: UnitCreateInput;
}>;


export type CreateUnitMutation = { createUnit: { unit: { id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateUnitMutationVariables = Exact<{
  id: string;
  input: UnitUpdateInput;
}>;


export type UpdateUnitMutation = { updateUnit: { unit: { id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetUnitActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetUnitActiveMutation = { setUnitActive: { unit: { id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetUnitDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetUnitDeletedMutation = { setUnitDeleted: { unit: { id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type StreetFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null };

export type StreetsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type StreetsRecordsQuery = { streets: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null }> | null };

export type CreateStreetMutationVariables = Exact<{
  input: StreetCreateInput;
}>;


export type CreateStreetMutation = { createStreet: { street: { id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateStreetMutationVariables = Exact<{
  id: string;
  input: StreetUpdateInput;
}>;


export type UpdateStreetMutation = { updateStreet: { street: { id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetStreetActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetStreetActiveMutation = { setStreetActive: { street: { id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetStreetDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetStreetDeletedMutation = { setStreetDeleted: { street: { id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type StreetsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type StreetsPageQuery = { streetsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, name: string, deliveryPrice: number | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MarkupFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number };

export type MarkupsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarkupsRecordsQuery = { markups: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number }> | null };

export type CreateMarkupMutationVariables = Exact<{
  input: MarkupCreateInput;
}>;


export type CreateMarkupMutation = { createMarkup: { markup: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateMarkupMutationVariables = Exact<{
  id: string;
  input: MarkupUpdateInput;
}>;


export type UpdateMarkupMutation = { updateMarkup: { markup: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetMarkupActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetMarkupActiveMutation = { setMarkupActive: { markup: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetMarkupDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetMarkupDeletedMutation = { setMarkupDeleted: { markup: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type WorkerPositionFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string };

export type WorkerPositionsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkerPositionsRecordsQuery = { workerPositions: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string }> | null };

export type CreateWorkerPositionMutationVariables = Exact<{
  input: WorkerPositionCreateInput;
}>;


export type CreateWorkerPositionMutation = { createWorkerPosition: { workerPosition: { id: string, active: boolean, deleted: boolean, sort: number, name: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateWorkerPositionMutationVariables = Exact<{
  id: string;
  input: WorkerPositionUpdateInput;
}>;


export type UpdateWorkerPositionMutation = { updateWorkerPosition: { workerPosition: { id: string, active: boolean, deleted: boolean, sort: number, name: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetWorkerPositionActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetWorkerPositionActiveMutation = { setWorkerPositionActive: { workerPosition: { id: string, active: boolean, deleted: boolean, sort: number, name: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetWorkerPositionDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetWorkerPositionDeletedMutation = { setWorkerPositionDeleted: { workerPosition: { id: string, active: boolean, deleted: boolean, sort: number, name: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DiscountFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number };

export type DiscountsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountsRecordsQuery = { discounts: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number }> | null };

export type CreateDiscountMutationVariables = Exact<{
  input: DiscountCreateInput;
}>;


export type CreateDiscountMutation = { createDiscount: { discount: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateDiscountMutationVariables = Exact<{
  id: string;
  input: DiscountUpdateInput;
}>;


export type UpdateDiscountMutation = { updateDiscount: { discount: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetDiscountActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetDiscountActiveMutation = { setDiscountActive: { discount: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetDiscountDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetDiscountDeletedMutation = { setDiscountDeleted: { discount: { id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ClientFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null };

export type ClientsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientsRecordsQuery = { clients: Array<{ id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null }> | null };

export type CreateClientMutationVariables = Exact<{
  input: ClientCreateInput;
}>;


export type CreateClientMutation = { createClient: { client: { id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateClientMutationVariables = Exact<{
  id: string;
  input: ClientUpdateInput;
  version?: number | null | undefined;
}>;


export type UpdateClientMutation = { updateClient: { client: { id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetClientActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetClientActiveMutation = { setClientActive: { client: { id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetClientDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetClientDeletedMutation = { setClientDeleted: { client: { id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ClientsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type ClientsPageQuery = { clientsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, version: number | null, lastName: string | null, firstName: string, patronymic: string | null, phone: string, email: string | null, birthday: string | null, comment: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type OrganizationFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null };

export type OrganizationsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationsRecordsQuery = { organizations: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null }> | null };

export type CreateOrganizationMutationVariables = Exact<{
  input: OrganizationCreateInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { organization: { id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  id: string;
  input: OrganizationUpdateInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { organization: { id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrganizationActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetOrganizationActiveMutation = { setOrganizationActive: { organization: { id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrganizationDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetOrganizationDeletedMutation = { setOrganizationDeleted: { organization: { id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type EmployeeFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null };

export type EmployeesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesRecordsQuery = { employees: Array<{ id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null }> | null };

export type CreateEmployeeMutationVariables = Exact<{
  input: EmployeeCreateInput;
}>;


export type CreateEmployeeMutation = { createEmployee: { employee: { id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  input: EmployeeUpdateInput;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { employee: { id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetEmployeeActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetEmployeeActiveMutation = { setEmployeeActive: { employee: { id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetEmployeeDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetEmployeeDeletedMutation = { setEmployeeDeleted: { employee: { id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CertificateFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null };

export type CertificatesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificatesRecordsQuery = { certificates: Array<{ id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null }> | null };

export type CreateCertificateMutationVariables = Exact<{
  input: CertificateCreateInput;
}>;


export type CreateCertificateMutation = { createCertificate: { certificate: { id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateCertificateMutationVariables = Exact<{
  id: string;
  input: CertificateUpdateInput;
}>;


export type UpdateCertificateMutation = { updateCertificate: { certificate: { id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetCertificateActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetCertificateActiveMutation = { setCertificateActive: { certificate: { id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetCertificateDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetCertificateDeletedMutation = { setCertificateDeleted: { certificate: { id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CertificatesPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type CertificatesPageQuery = { certificatesConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, code: string, amount: number, balance: number | null, validUntil: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type PromocodeFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null };

export type PromocodesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromocodesRecordsQuery = { promocodes: Array<{ id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null }> | null };

export type CreatePromocodeMutationVariables = Exact<{
  input: PromocodeCreateInput;
}>;


export type CreatePromocodeMutation = { createPromocode: { promocode: { id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdatePromocodeMutationVariables = Exact<{
  id: string;
  input: PromocodeUpdateInput;
}>;


export type UpdatePromocodeMutation = { updatePromocode: { promocode: { id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetPromocodeActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetPromocodeActiveMutation = { setPromocodeActive: { promocode: { id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetPromocodeDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetPromocodeDeletedMutation = { setPromocodeDeleted: { promocode: { id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PromocodesPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type PromocodesPageQuery = { promocodesConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, code: string, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type RecipientFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null };

export type RecipientsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecipientsRecordsQuery = { recipients: Array<{ id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null }> | null };

export type CreateRecipientMutationVariables = Exact<{
  input: RecipientCreateInput;
}>;


export type CreateRecipientMutation = { createRecipient: { recipient: { id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateRecipientMutationVariables = Exact<{
  id: string;
  input: RecipientUpdateInput;
}>;


export type UpdateRecipientMutation = { updateRecipient: { recipient: { id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetRecipientActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetRecipientActiveMutation = { setRecipientActive: { recipient: { id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetRecipientDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetRecipientDeletedMutation = { setRecipientDeleted: { recipient: { id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RecipientsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type RecipientsPageQuery = { recipientsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, lastName: string | null, firstName: string, patronymic: string | null, phone: string, address: string | null, clientId: string | null, comment: string | null, client: { id: string, lastName: string | null, firstName: string, patronymic: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type AffiliateFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null };

export type AffiliatesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliatesRecordsQuery = { affiliates: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null }> | null };

export type CreateAffiliateMutationVariables = Exact<{
  input: AffiliateCreateInput;
}>;


export type CreateAffiliateMutation = { createAffiliate: { affiliate: { id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateAffiliateMutationVariables = Exact<{
  id: string;
  input: AffiliateUpdateInput;
}>;


export type UpdateAffiliateMutation = { updateAffiliate: { affiliate: { id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetAffiliateActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetAffiliateActiveMutation = { setAffiliateActive: { affiliate: { id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetAffiliateDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetAffiliateDeletedMutation = { setAffiliateDeleted: { affiliate: { id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OutletFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType };

export type OutletsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type OutletsRecordsQuery = { outlets: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType }> | null };

export type CreateOutletMutationVariables = Exact<{
  input: OutletCreateInput;
}>;


export type CreateOutletMutation = { createOutlet: { outlet: { id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateOutletMutationVariables = Exact<{
  id: string;
  input: OutletUpdateInput;
}>;


export type UpdateOutletMutation = { updateOutlet: { outlet: { id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOutletActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetOutletActiveMutation = { setOutletActive: { outlet: { id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOutletDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetOutletDeletedMutation = { setOutletDeleted: { outlet: { id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type StaffUserFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> };

export type StaffUsersRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffUsersRecordsQuery = { staffUsers: Array<{ id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> }> | null };

export type CreateStaffUserMutationVariables = Exact<{
  input: StaffUserCreateInput;
}>;


export type CreateStaffUserMutation = { createStaffUser: { staffUser: { id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateStaffUserMutationVariables = Exact<{
  id: string;
  input: StaffUserUpdateInput;
}>;


export type UpdateStaffUserMutation = { updateStaffUser: { staffUser: { id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetStaffUserActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetStaffUserActiveMutation = { setStaffUserActive: { staffUser: { id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetStaffUserDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetStaffUserDeletedMutation = { setStaffUserDeleted: { staffUser: { id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type GiftFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null };

export type GiftsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftsRecordsQuery = { gifts: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null }> | null };

export type CreateGiftMutationVariables = Exact<{
  input: GiftCreateInput;
}>;


export type CreateGiftMutation = { createGift: { gift: { id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateGiftMutationVariables = Exact<{
  id: string;
  input: GiftUpdateInput;
}>;


export type UpdateGiftMutation = { updateGift: { gift: { id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetGiftActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetGiftActiveMutation = { setGiftActive: { gift: { id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetGiftDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetGiftDeletedMutation = { setGiftDeleted: { gift: { id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PromoBatchFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null };

export type PromoBatchesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromoBatchesRecordsQuery = { promoBatches: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null }> | null };

export type CreatePromoBatchMutationVariables = Exact<{
  input: PromoBatchCreateInput;
}>;


export type CreatePromoBatchMutation = { createPromoBatch: { promoBatch: { id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdatePromoBatchMutationVariables = Exact<{
  id: string;
  input: PromoBatchUpdateInput;
}>;


export type UpdatePromoBatchMutation = { updatePromoBatch: { promoBatch: { id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetPromoBatchActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetPromoBatchActiveMutation = { setPromoBatchActive: { promoBatch: { id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetPromoBatchDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetPromoBatchDeletedMutation = { setPromoBatchDeleted: { promoBatch: { id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CategoryFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null };

export type CategoriesRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesRecordsQuery = { categories: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null }> | null };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryCreateInput;
}>;


export type CreateCategoryMutation = { createCategory: { category: { id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  input: CategoryUpdateInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { category: { id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetCategoryActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetCategoryActiveMutation = { setCategoryActive: { category: { id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetCategoryDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetCategoryDeletedMutation = { setCategoryDeleted: { category: { id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type MoveCategoryMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveCategoryMutation = { moveCategory: { categories: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ProductFieldsFragment = { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null };

export type ProductsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsRecordsQuery = { products: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null }> | null };

export type CreateProductMutationVariables = Exact<{
  input: ProductCreateInput;
}>;


export type CreateProductMutation = { createProduct: { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: ProductUpdateInput;
}>;


export type UpdateProductMutation = { updateProduct: { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetProductActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetProductActiveMutation = { setProductActive: { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetProductDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetProductDeletedMutation = { setProductDeleted: { product: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ProductsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: ListFilter | null | undefined;
  orderBy?: ListOrder | null | undefined;
}>;


export type ProductsPageQuery = { productsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null, category: { id: string, name: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MoveProductMutationVariables = Exact<{
  id: string;
  toId: string;
}>;


export type MoveProductMutation = { moveProduct: { products: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, article: string | null, barcode: string | null, categoryId: string | null, unit: string, price: number, cost: number | null, description: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ListsBootstrapQueryVariables = Exact<{
  readChangeOption: boolean;
  readNote: boolean;
  readOrderSource: boolean;
  readWriteOffReason: boolean;
  readOrderStatus: boolean;
  readPaymentType: boolean;
  readOrderMark: boolean;
  readUnit: boolean;
  readMarkup: boolean;
  readWorkerPosition: boolean;
  readDiscount: boolean;
  readOrganization: boolean;
  readEmployee: boolean;
  readAffiliate: boolean;
  readOutlet: boolean;
  readStaffUser: boolean;
  readGift: boolean;
  readPromoBatch: boolean;
  readCategory: boolean;
}>;


export type ListsBootstrapQuery = { changeOptions?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, amount: number }> | null, notes?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string | null, comment: string | null }> | null, orderSources?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, online: boolean, comment: string | null }> | null, writeOffReasons?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, comment: string | null }> | null, orderStatuses?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string, cancels: boolean }> | null, paymentTypes?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, cashless: boolean }> | null, orderMarks?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, color: string }> | null, units?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, shortName: string }> | null, markups?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind | null, percent: number }> | null, workerPositions?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string }> | null, discounts?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, kind: DiscountKind, value: number }> | null, organizations?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, inn: string | null, kpp: string | null, address: string | null, phone: string | null, email: string | null }> | null, employees?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, fullName: string, positionId: string | null, phone: string | null, affiliateId: string | null }> | null, affiliates?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, address: string | null, phone: string | null }> | null, outlets?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, affiliateId: string, address: string | null, shopType: ShopType }> | null, staffUsers?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, email: string, name: string, role: Role, typeAccount: ShopType, accessPage: Array<string> }> | null, gifts?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, minOrderSum: number | null, validFrom: string | null, validTo: string | null, comment: string | null }> | null, promoBatches?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, prefix: string, count: number, discountKind: DiscountKind, discountValue: number, validFrom: string | null, validTo: string | null, usageLimit: number | null, minOrderSum: number | null }> | null, categories?: Array<{ id: string, active: boolean, deleted: boolean, sort: number, name: string, parentId: string | null, shopType: ShopType, image: string | null, imageUrl: string | null, thumbnailUrl: string | null }> | null };

export type LoyaltyProgramFieldsFragment = { shopType: ShopType, enabled: boolean, accrualPercent: number, expiryDays: number | null, maxSharePercent: number, updatedAt: string | null, updatedByName: string | null, tiers: Array<{ fromSpent: number, percent: number }> };

export type LoyaltyProgramQueryVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type LoyaltyProgramQuery = { loyaltyProgram: { shopType: ShopType, enabled: boolean, accrualPercent: number, expiryDays: number | null, maxSharePercent: number, updatedAt: string | null, updatedByName: string | null, tiers: Array<{ fromSpent: number, percent: number }> } | null };

export type BonusEntryFieldsFragment = { id: string | null, kind: BonusEntryKind, reverses: BonusEntryKind | null, amount: number, orderId: string | null, orderNumber: string | null, percent: number | null, expiresAt: string | null, at: string };

export type BonusAccountQueryVariables = Exact<{
  clientId: string;
  first?: number | null | undefined;
}>;


export type BonusAccountQuery = { bonusAccount: { clientId: string, shopType: ShopType, balance: number, spent: number, percent: number, nextExpiryAt: string | null, nextExpiryAmount: number, entries: Array<{ id: string | null, kind: BonusEntryKind, reverses: BonusEntryKind | null, amount: number, orderId: string | null, orderNumber: string | null, percent: number | null, expiresAt: string | null, at: string }> } | null };

export type BonusHistoryQueryVariables = Exact<{
  clientId: string;
  first: number;
  after?: string | null | undefined;
}>;


export type BonusHistoryQuery = { bonusHistory: { totalCount: number, edges: Array<{ cursor: string, node: { id: string | null, kind: BonusEntryKind, reverses: BonusEntryKind | null, amount: number, orderId: string | null, orderNumber: string | null, percent: number | null, expiresAt: string | null, at: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type UpdateLoyaltyProgramMutationVariables = Exact<{
  shopType: ShopType;
  input: LoyaltyProgramInput;
}>;


export type UpdateLoyaltyProgramMutation = { updateLoyaltyProgram: { program: { shopType: ShopType, enabled: boolean, accrualPercent: number, expiryDays: number | null, maxSharePercent: number, updatedAt: string | null, updatedByName: string | null, tiers: Array<{ fromSpent: number, percent: number }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CampaignFieldsFragment = { id: string, name: string, status: CampaignStatus, subject: string, bodyHtml: string, promocodeId: string | null, promocodeCode: string | null, createdAt: string, createdByName: string | null, updatedAt: string, sentAt: string | null, lastSentAt: string | null, sentByName: string | null, segment: { occasionKind: SegmentOccasion | null, occasionDays: number | null, idleDays: number | null, spentOver: number | null, shopType: ShopType | null, affiliateId: string | null }, counts: { total: number, queued: number, sent: number, failed: number, skipped: number } };

export type OccasionFieldsFragment = { kind: OccasionKind, title: string, date: string };

export type MarketingClientFieldsFragment = { id: string, name: string, phone: string, email: string, birthday: string | null, doNotDisturb: boolean, doNotDisturbAt: string | null, occasionCount: number, nextOccasion: { kind: OccasionKind, title: string, date: string } | null };

export type ClientOccasionFieldsFragment = { id: string, clientId: string, kind: OccasionKind, title: string, month: number, day: number, year: number | null, recurring: boolean, source: OccasionSource, orderId: string | null, orderNumber: string | null };

export type OutboxFieldsFragment = { id: string, campaignId: string, campaignName: string, clientId: string, clientName: string, clientPhone: string, channel: OutboxChannel, address: string, subject: string, occasion: string, status: OutboxStatus, transport: string | null, error: string, attempts: number, createdAt: string, sentAt: string | null };

export type MarketingCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketingCampaignsQuery = { marketingCampaigns: Array<{ id: string, name: string, status: CampaignStatus, subject: string, bodyHtml: string, promocodeId: string | null, promocodeCode: string | null, createdAt: string, createdByName: string | null, updatedAt: string, sentAt: string | null, lastSentAt: string | null, sentByName: string | null, segment: { occasionKind: SegmentOccasion | null, occasionDays: number | null, idleDays: number | null, spentOver: number | null, shopType: ShopType | null, affiliateId: string | null }, counts: { total: number, queued: number, sent: number, failed: number, skipped: number } }> | null };

export type AudienceMemberFieldsFragment = { clientId: string, name: string, email: string, phone: string, doNotDisturb: boolean, lastOrderDate: string | null, spent: number, outboxStatus: OutboxStatus | null, occasion: { kind: OccasionKind, title: string, date: string } | null };

export type MarketingAudiencePagesQueryVariables = Exact<{
  campaignId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MarketingAudiencePagesQuery = { marketingAudienceConnection: { totalCount: number, doNotDisturbCount: number, edges: Array<{ cursor: string, node: { clientId: string, name: string, email: string, phone: string, doNotDisturb: boolean, lastOrderDate: string | null, spent: number, outboxStatus: OutboxStatus | null, occasion: { kind: OccasionKind, title: string, date: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MarketingPreviewQueryVariables = Exact<{
  campaignId: string;
  clientId: string;
}>;


export type MarketingPreviewQuery = { marketingPreview: { campaignId: string, clientId: string, subject: string, html: string, address: string, doNotDisturb: boolean, outboxStatus: OutboxStatus | null, occasion: { kind: OccasionKind, title: string, date: string } | null } | null };

export type MarketingOutboxPagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: OutboxFilter | null | undefined;
}>;


export type MarketingOutboxPagesQuery = { marketingOutboxConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, campaignId: string, campaignName: string, clientId: string, clientName: string, clientPhone: string, channel: OutboxChannel, address: string, subject: string, occasion: string, status: OutboxStatus, transport: string | null, error: string, attempts: number, createdAt: string, sentAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MarketingClientPagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: MarketingClientFilter | null | undefined;
}>;


export type MarketingClientPagesQuery = { marketingClientsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, phone: string, email: string, birthday: string | null, doNotDisturb: boolean, doNotDisturbAt: string | null, occasionCount: number, nextOccasion: { kind: OccasionKind, title: string, date: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type MarketingClientQueryVariables = Exact<{
  id: string;
}>;


export type MarketingClientQuery = { marketingClient: { client: { id: string, name: string, phone: string, email: string, birthday: string | null, doNotDisturb: boolean, doNotDisturbAt: string | null, occasionCount: number, nextOccasion: { kind: OccasionKind, title: string, date: string } | null }, occasions: Array<{ id: string, clientId: string, kind: OccasionKind, title: string, month: number, day: number, year: number | null, recurring: boolean, source: OccasionSource, orderId: string | null, orderNumber: string | null }>, suggestions: Array<{ orderId: string, orderNumber: string, date: string, month: number, day: number, kind: OccasionKind, title: string, recipient: string, card: string }> } | null };

export type SaveMarketingCampaignMutationVariables = Exact<{
  id?: string | null | undefined;
  input: MarketingCampaignInput;
}>;


export type SaveMarketingCampaignMutation = { saveMarketingCampaign: { campaign: { id: string, name: string, status: CampaignStatus, subject: string, bodyHtml: string, promocodeId: string | null, promocodeCode: string | null, createdAt: string, createdByName: string | null, updatedAt: string, sentAt: string | null, lastSentAt: string | null, sentByName: string | null, segment: { occasionKind: SegmentOccasion | null, occasionDays: number | null, idleDays: number | null, spentOver: number | null, shopType: ShopType | null, affiliateId: string | null }, counts: { total: number, queued: number, sent: number, failed: number, skipped: number } } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type CopyMarketingCampaignMutationVariables = Exact<{
  id: string;
}>;


export type CopyMarketingCampaignMutation = { copyMarketingCampaign: { campaign: { id: string, name: string, status: CampaignStatus, subject: string, bodyHtml: string, promocodeId: string | null, promocodeCode: string | null, createdAt: string, createdByName: string | null, updatedAt: string, sentAt: string | null, lastSentAt: string | null, sentByName: string | null, segment: { occasionKind: SegmentOccasion | null, occasionDays: number | null, idleDays: number | null, spentOver: number | null, shopType: ShopType | null, affiliateId: string | null }, counts: { total: number, queued: number, sent: number, failed: number, skipped: number } } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeleteMarketingCampaignMutationVariables = Exact<{
  id: string;
}>;


export type DeleteMarketingCampaignMutation = { deleteMarketingCampaign: { deletedCampaignId: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SendMarketingCampaignMutationVariables = Exact<{
  id: string;
}>;


export type SendMarketingCampaignMutation = { sendMarketingCampaign: { result: { queued: number, noEmail: number, already: number, doNotDisturb: number, campaign: { id: string, name: string, status: CampaignStatus, subject: string, bodyHtml: string, promocodeId: string | null, promocodeCode: string | null, createdAt: string, createdByName: string | null, updatedAt: string, sentAt: string | null, lastSentAt: string | null, sentByName: string | null, segment: { occasionKind: SegmentOccasion | null, occasionDays: number | null, idleDays: number | null, spentOver: number | null, shopType: ShopType | null, affiliateId: string | null }, counts: { total: number, queued: number, sent: number, failed: number, skipped: number } } } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RetryOutboxMessageMutationVariables = Exact<{
  id: string;
}>;


export type RetryOutboxMessageMutation = { retryOutboxMessage: { message: { id: string, campaignId: string, campaignName: string, clientId: string, clientName: string, clientPhone: string, channel: OutboxChannel, address: string, subject: string, occasion: string, status: OutboxStatus, transport: string | null, error: string, attempts: number, createdAt: string, sentAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetClientDoNotDisturbMutationVariables = Exact<{
  clientId: string;
  value: boolean;
}>;


export type SetClientDoNotDisturbMutation = { setClientDoNotDisturb: { client: { id: string, name: string, phone: string, email: string, birthday: string | null, doNotDisturb: boolean, doNotDisturbAt: string | null, occasionCount: number, nextOccasion: { kind: OccasionKind, title: string, date: string } | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SaveClientOccasionMutationVariables = Exact<{
  id?: string | null | undefined;
  input: ClientOccasionInput;
}>;


export type SaveClientOccasionMutation = { saveClientOccasion: { occasion: { id: string, clientId: string, kind: OccasionKind, title: string, month: number, day: number, year: number | null, recurring: boolean, source: OccasionSource, orderId: string | null, orderNumber: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeleteClientOccasionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteClientOccasionMutation = { deleteClientOccasion: { deletedOccasionId: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PromoBatchCodesQueryVariables = Exact<{
  batchId: string;
}>;


export type PromoBatchCodesQuery = { promoBatchCodes: { name: string, csv: string, codes: Array<{ code: string, usedCount: number, usageLimit: number | null, active: boolean }> } | null };

export type NotificationFieldsFragment = { id: string, at: string, kind: NotificationKind, title: string, text: string, shopType: ShopType | null, orderId: string | null, productId: string | null, affiliateId: string | null };

export type NotificationsQueryVariables = Exact<{
  first: number;
}>;


export type NotificationsQuery = { notificationsConnection: { totalCount: number, edges: Array<{ node: { id: string, at: string, kind: NotificationKind, title: string, text: string, shopType: ShopType | null, orderId: string | null, productId: string | null, affiliateId: string | null } }> } | null };

export type DismissNotificationMutationVariables = Exact<{
  id: string;
}>;


export type DismissNotificationMutation = { dismissNotification: { notifications: Array<{ id: string }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ClearNotificationsMutationVariables = Exact<{
  upTo: string;
}>;


export type ClearNotificationsMutation = { clearNotifications: { notifications: Array<{ id: string }> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, at: string, kind: NotificationKind, title: string, text: string, shopType: ShopType | null, orderId: string | null, productId: string | null, affiliateId: string | null } };

export type ClientSearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type ClientSearchQuery = { clientSearch: Array<{ id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null }> | null };

export type OrderChangedSubscriptionVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type OrderChangedSubscription = { orderChanged: { kind: OrderChangeKind, orderId: string, order: { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }> } | null } };

export type OrderLineFieldsFragment = { productId: string, name: string, count: number, price: number, sum: number };

export type OrderRowFragment = { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }> };

export type OrderPaymentFieldsFragment = { id: string, paidSum: number, dueSum: number, payments: Array<{ id: string, at: string, userName: string | null, paymentTypeId: string | null, cashless: boolean, amount: number, shiftId: string | null }> };

export type OrderQueryVariables = Exact<{
  id: string;
}>;


export type OrderQuery = { order: { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, paidSum: number, dueSum: number, history: Array<{ id: string, at: string, userName: string | null, field: OrderHistoryField, oldValue: string | null, newValue: string | null, oldName: string | null, newName: string | null }>, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }>, payments: Array<{ id: string, at: string, userName: string | null, paymentTypeId: string | null, cashless: boolean, amount: number, shiftId: string | null }> } | null };

export type UserErrorFieldsFragment = { field: Array<string> | null, code: UserErrorCode, message: string };

export type CreateOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateOrderMutation = { createOrder: { order: { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateOrderMutationVariables = Exact<{
  id: string;
  input: OrderInput;
  version?: number | null | undefined;
}>;


export type UpdateOrderMutation = { updateOrder: { order: { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeleteOrderMutationVariables = Exact<{
  id: string;
}>;


export type DeleteOrderMutation = { deleteOrder: { deletedOrderId: string | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderStatusMutationVariables = Exact<{
  id: string;
  statusId: string;
}>;


export type SetOrderStatusMutation = { setOrderStatus: { order: { id: string, statusId: string, updatedAt: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrdersStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  statusId: string;
}>;


export type SetOrdersStatusMutation = { setOrdersStatus: { orderIds: Array<string> | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type AssignOrderWorkerMutationVariables = Exact<{
  id: string;
  workerId?: string | null | undefined;
  statusId?: string | null | undefined;
}>;


export type AssignOrderWorkerMutation = { assignOrderWorker: { order: { id: string, workerId: string | null, statusId: string, updatedAt: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetOrderPaymentMutationVariables = Exact<{
  id: string;
  paymentTypeId?: string | null | undefined;
  paymentText?: string | null | undefined;
}>;


export type SetOrderPaymentMutation = { setOrderPayment: { order: { id: string, paymentTypeId: string | null, paymentText: string, updatedAt: string } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PayOrderMutationVariables = Exact<{
  id: string;
  amount?: number | null | undefined;
  paymentTypeId?: string | null | undefined;
}>;


export type PayOrderMutation = { payOrder: { order: { updatedAt: string, id: string, paidSum: number, dueSum: number, payments: Array<{ id: string, at: string, userName: string | null, paymentTypeId: string | null, cashless: boolean, amount: number, shiftId: string | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type OrdersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: OrderFilter | null | undefined;
  orderBy?: OrderSort | null | undefined;
}>;


export type OrdersPageQuery = { ordersConnection: { edges: Array<{ cursor: string, node: { id: string, number: string, shopType: ShopType | null, customerType: string, deliveryType: string, date: string, deliveryDate: string | null, deliveryTime: string, clientId: string | null, deliveryAddress: string, streetId: string | null, clientWishes: string, cardText: string, managerComment: string, advanceType: string, advanceSum: number, paymentTypeId: string | null, paymentText: string, changeFor: number | null, change: number, discountType: DiscountKind | null, discountValue: number, discountSum: number, promoCode: string, promoKind: DiscountKind | null, promoValue: number, promoSum: number, markupId: string | null, markupName: string, markupKind: DiscountKind | null, markupValue: number, markupSum: number, giftId: string | null, giftName: string, deliverySum: number, subtotal: number, total: number, certificateCode: string, certificateSum: number, bonusSum: number, fromClient: boolean, sourceId: string | null, socialText: string, filledById: string | null, attractedById: string | null, statusId: string, workerId: string | null, outletId: string | null, createdAt: string, updatedAt: string, deleted: boolean, version: number | null, client: { id: string, firstName: string, lastName: string | null, patronymic: string | null, phone: string, email: string | null } | null, recipient: { id: string | null, firstName: string, lastName: string, patronymic: string, phone: string } | null, street: { id: string, name: string, deliveryPrice: number | null } | null, lines: Array<{ productId: string, name: string, count: number, price: number, sum: number }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type OrdersTotalsQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  orderBy?: OrderSort | null | undefined;
}>;


export type OrdersTotalsQuery = { ordersConnection: { totalCount: number, totalSum: number } | null };

export type CheckoutCodesQueryVariables = Exact<{
  promoCode?: string | null | undefined;
  certificateCode?: string | null | undefined;
  subtotal?: number | null | undefined;
}>;


export type CheckoutCodesQuery = { checkoutCodes: { promo: { code: string, kind: DiscountKind, value: number, minOrderSum: number | null } | null, certificate: { code: string, balance: number } | null } | null };

export type PosMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type PosMenuQuery = { productMenus: Array<{ productId: string, modifierGroups: Array<{ id: string, name: string, min: number, max: number, required: boolean, options: Array<{ id: string, name: string, priceDelta: number }> }>, comboSlots: Array<{ id: string, name: string, products: Array<{ id: string, name: string, price: number }> }> }> | null };

export type PosOrderLinesQueryVariables = Exact<{
  id: string;
}>;


export type PosOrderLinesQuery = { order: { id: string, deliveryType: string, lines: Array<{ productId: string, name: string, count: number, price: number, comment: string, modifiers: Array<{ optionId: string | null, name: string, priceDelta: number }>, comboParts: Array<{ slotId: string | null, slot: string, productId: string, name: string, modifiers: Array<{ optionId: string | null, name: string, priceDelta: number }> }> }> } | null };

export type BackupStateFieldsFragment = { mode: BackupMode, running: boolean, phase: string | null, lastGoodAt: string | null, lastError: string | null, lastErrorAt: string | null, backups: Array<{ name: string, at: string, sizeBytes: number, counts: Array<{ table: string, rows: number }> }> };

export type BackupsQueryVariables = Exact<{ [key: string]: never; }>;


export type BackupsQuery = { backups: { mode: BackupMode, running: boolean, phase: string | null, lastGoodAt: string | null, lastError: string | null, lastErrorAt: string | null, backups: Array<{ name: string, at: string, sizeBytes: number, counts: Array<{ table: string, rows: number }> }> } | null };

export type StartBackupMutationVariables = Exact<{ [key: string]: never; }>;


export type StartBackupMutation = { startBackup: { state: { mode: BackupMode, running: boolean, phase: string | null, lastGoodAt: string | null, lastError: string | null, lastErrorAt: string | null, backups: Array<{ name: string, at: string, sizeBytes: number, counts: Array<{ table: string, rows: number }> }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DemoAreasFieldsFragment = { shown: boolean, stored: boolean | null, envDefault: boolean, updatedAt: string | null, updatedByName: string | null };

export type DemoAreasSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoAreasSettingQuery = { demoAreasSetting: { shown: boolean, stored: boolean | null, envDefault: boolean, updatedAt: string | null, updatedByName: string | null } | null };

export type SetShowDemoAreasMutationVariables = Exact<{
  show: boolean;
}>;


export type SetShowDemoAreasMutation = { setShowDemoAreas: { setting: { shown: boolean, stored: boolean | null, envDefault: boolean, updatedAt: string | null, updatedByName: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type IntegrationTokenFieldsFragment = { id: string, name: string, shopType: ShopType, scopes: Array<string>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type IntegrationTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationTokensQuery = { integrationTokens: Array<{ id: string, name: string, shopType: ShopType, scopes: Array<string>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> | null };

export type CreateIntegrationTokenMutationVariables = Exact<{
  input: CreateIntegrationTokenInput;
}>;


export type CreateIntegrationTokenMutation = { createIntegrationToken: { secret: string | null, token: { id: string, name: string, shopType: ShopType, scopes: Array<string>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type RevokeIntegrationTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeIntegrationTokenMutation = { revokeIntegrationToken: { token: { id: string, name: string, shopType: ShopType, scopes: Array<string>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ReceiptSettingsFieldsFragment = { shopType: ShopType, shopName: string, headerText: string, footerText: string, paperWidth: number, showOrderNumber: boolean, showDate: boolean, showCashier: boolean, showClient: boolean, showLines: boolean, showDiscount: boolean, showPaymentType: boolean, showChange: boolean, code: ReceiptCode, updatedAt: string | null, updatedByName: string | null };

export type ReceiptSettingsQueryVariables = Exact<{
  shopType?: ShopType | null | undefined;
}>;


export type ReceiptSettingsQuery = { receiptSettings: { shopType: ShopType, shopName: string, headerText: string, footerText: string, paperWidth: number, showOrderNumber: boolean, showDate: boolean, showCashier: boolean, showClient: boolean, showLines: boolean, showDiscount: boolean, showPaymentType: boolean, showChange: boolean, code: ReceiptCode, updatedAt: string | null, updatedByName: string | null } | null };

export type UpdateReceiptSettingsMutationVariables = Exact<{
  shopType: ShopType;
  input: ReceiptSettingsInput;
}>;


export type UpdateReceiptSettingsMutation = { updateReceiptSettings: { receiptSettings: { shopType: ShopType, shopName: string, headerText: string, footerText: string, paperWidth: number, showOrderNumber: boolean, showDate: boolean, showCashier: boolean, showClient: boolean, showLines: boolean, showDiscount: boolean, showPaymentType: boolean, showChange: boolean, code: ReceiptCode, updatedAt: string | null, updatedByName: string | null } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type ReceiptOrderQueryVariables = Exact<{
  id: string;
}>;


export type ReceiptOrderQuery = { order: { id: string, number: string, shopType: ShopType | null, date: string, createdAt: string, subtotal: number, discountSum: number, promoCode: string, promoSum: number, markupName: string, markupSum: number, giftName: string, deliverySum: number, total: number, certificateCode: string, certificateSum: number, paymentText: string, changeFor: number | null, change: number, client: { id: string, firstName: string, lastName: string | null, phone: string } | null, lines: Array<{ productId: string, name: string, count: number, price: number, modifiersPrice: number, sum: number, comment: string, modifiers: Array<{ name: string, priceDelta: number }>, comboParts: Array<{ slot: string, name: string, modifiers: Array<{ name: string, priceDelta: number }> }> }>, paymentType: { id: string, name: string, cashless: boolean } | null, filledBy: { id: string, fullName: string } | null } | null };

export type WebhookEndpointFieldsFragment = { id: string, url: string, events: Array<WebhookEvent>, active: boolean, shopType: ShopType | null, description: string, createdAt: string, pendingCount: number, failedCount: number };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, event: WebhookEvent | null, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string, createdAt: string, nextAttemptAt: string | null, deliveredAt: string | null };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, events: Array<WebhookEvent>, active: boolean, shopType: ShopType | null, description: string, createdAt: string, pendingCount: number, failedCount: number }> | null };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, eventId: string, event: WebhookEvent | null, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string, createdAt: string, nextAttemptAt: string | null, deliveredAt: string | null } }> } | null };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string | null, endpoint: { id: string, url: string, events: Array<WebhookEvent>, active: boolean, shopType: ShopType | null, description: string, createdAt: string, pendingCount: number, failedCount: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string;
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { endpoint: { id: string, url: string, events: Array<WebhookEvent>, active: boolean, shopType: ShopType | null, description: string, createdAt: string, pendingCount: number, failedCount: number } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { endpoint: { id: string } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type RetryWebhookDeliveryMutationVariables = Exact<{
  id: string;
}>;


export type RetryWebhookDeliveryMutation = { retryWebhookDelivery: { delivery: { id: string, eventId: string, event: WebhookEvent | null, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string, createdAt: string, nextAttemptAt: string | null, deliveredAt: string | null } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type StockDocumentLineFieldsFragment = { productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null };

export type StockDocumentFieldsFragment = { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> };

export type StockDocumentsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter: StockDocumentFilter;
}>;


export type StockDocumentsPageQuery = { stockDocumentsConnection: { totalCount: number, totalSum: number, edges: Array<{ cursor: string, node: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type StockDocumentQueryVariables = Exact<{
  id: string;
}>;


export type StockDocumentQuery = { stockDocument: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } | null };

export type StockBalanceFieldsFragment = { affiliateId: string, productId: string, productName: string | null, unit: string | null, quantity: number, untracked: boolean };

export type StockBalancesPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: StockBalanceFilter | null | undefined;
  orderBy?: StockBalanceOrder | null | undefined;
}>;


export type StockBalancesPageQuery = { stockBalancesConnection: { totalCount: number, negativeCount: number, untrackedCount: number, edges: Array<{ cursor: string, node: { affiliateId: string, productId: string, productName: string | null, unit: string | null, quantity: number, untracked: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type StockLineBalancesQueryVariables = Exact<{
  filter?: StockBalanceFilter | null | undefined;
}>;


export type StockLineBalancesQuery = { stockBalancesConnection: { edges: Array<{ node: { affiliateId: string, productId: string, productName: string | null, unit: string | null, quantity: number, untracked: boolean } }> } | null };

export type StockMovementsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: StockMovementFilter | null | undefined;
}>;


export type StockMovementsPageQuery = { stockMovementsConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, at: string, userName: string | null, affiliateId: string, productId: string, productName: string | null, delta: number, balanceAfter: number, reason: StockMovementReason, documentId: string | null, documentKind: StockDocumentKind | null, documentNumber: string | null, orderId: string | null, orderNumber: string | null, untracked: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null };

export type CreateStockDocumentMutationVariables = Exact<{
  kind: StockDocumentKind;
  input: StockDocumentInput;
}>;


export type CreateStockDocumentMutation = { createStockDocument: { document: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UpdateStockDocumentMutationVariables = Exact<{
  id: string;
  input: StockDocumentInput;
}>;


export type UpdateStockDocumentMutation = { updateStockDocument: { document: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type SetStockDocumentDeletedMutationVariables = Exact<{
  id: string;
  deleted: boolean;
}>;


export type SetStockDocumentDeletedMutation = { setStockDocumentDeleted: { document: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type PostStockDocumentMutationVariables = Exact<{
  id: string;
}>;


export type PostStockDocumentMutation = { postStockDocument: { document: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export type UnpostStockDocumentMutationVariables = Exact<{
  id: string;
}>;


export type UnpostStockDocumentMutation = { unpostStockDocument: { document: { id: string, kind: StockDocumentKind, number: string, date: string, affiliateId: string, toAffiliateId: string | null, supplierId: string | null, writeOffId: string | null, comment: string, status: StockDocumentStatus, total: number, postedAt: string | null, postedByName: string | null, createdAt: string, createdByName: string | null, active: boolean, deleted: boolean, supplier: { id: string, name: string } | null, lines: Array<{ productId: string, productName: string | null, unit: string | null, quantity: number, price: number, sum: number, bookQuantity: number | null, difference: number | null }> } | null, userErrors: Array<{ field: Array<string> | null, code: UserErrorCode, message: string }> } };

export const SessionUserFragmentDoc = gql`
    fragment SessionUser on User {
  id
  email
  name
  avatar
  role
  typeAccount
  accessPage
  demoAreas
}
    `;
export const CashShiftFieldsFragmentDoc = gql`
    fragment CashShiftFields on CashShift {
  id
  affiliateId
  shopType
  status
  openedAt
  openedByName
  openingCash
  closedAt
  closedByName
  countedCash
  expectedCash
  difference
  comment
  takings {
    paymentTypeId
    name
    cashless
    amount
    count
  }
  takingsTotal
  cashTakings
  cashIn
  cashOut
  timeline {
    at
    kind
    amount
    description
    userName
    orderId
    balance
  }
}
    `;
export const CompositionLineFragmentDoc = gql`
    fragment CompositionLine on ProductComponent {
  componentId
  quantity
  component {
    id
    name
    unit
    price
    cost
    thumbnailUrl
  }
}
    `;
export const MenuModifierGroupFragmentDoc = gql`
    fragment MenuModifierGroup on ModifierGroup {
  id
  name
  min
  max
  options {
    id
    name
    priceDelta
    components {
      componentId
      quantity
    }
  }
}
    `;
export const MenuComboSlotFragmentDoc = gql`
    fragment MenuComboSlot on ComboSlot {
  id
  name
  productIds
  products {
    id
    name
    price
    unit
  }
}
    `;
export const StatsTotalsFragmentDoc = gql`
    fragment StatsTotals on OrderStatsTotals {
  orders
  cancelled
  revenue
  averageCheck
  items
}
    `;
export const StatsDayFragmentDoc = gql`
    fragment StatsDay on OrderStatsDay {
  date
  orders
  cancelled
  revenue
  averageCheck
  items
}
    `;
export const StatsStatusFragmentDoc = gql`
    fragment StatsStatus on OrderStatsStatus {
  statusId
  name
  color
  cancels
  orders
  sum
}
    `;
export const StatsGroupFragmentDoc = gql`
    fragment StatsGroup on OrderStatsGroup {
  refId
  name
  orders
  cancelled
  revenue
  averageCheck
  items
}
    `;
export const DeliveryFieldsFragmentDoc = gql`
    fragment DeliveryFields on Delivery {
  orderId
  number
  date
  time
  window {
    from
    to
  }
  pickup
  status
  late
  courier {
    id
    name
    phone
  }
  clientName
  recipientName
  recipientPhone
  address
  mapsUrl
  cardText
  comment
  total
  due
  failureReason
  receiverName
  deliveredAt
  photos {
    kind
    url
    thumbUrl
  }
}
    `;
export const CalendarEventFieldsFragmentDoc = gql`
    fragment CalendarEventFields on CalendarEvent {
  id
  title
  start
  end
  location
  note
}
    `;
export const InboxMessageFieldsFragmentDoc = gql`
    fragment InboxMessageFields on InboxMessage {
  id
  sender {
    name
    photo
  }
  date
  selected
  subject
  message
}
    `;
export const InvoiceFieldsFragmentDoc = gql`
    fragment InvoiceFields on Invoice {
  id
  orderNo
  status
  date
  currency
  vat
  buyer {
    name
    address
  }
  seller {
    name
    address
  }
  items {
    name
    unit
    price
  }
}
    `;
export const BoardFieldsFragmentDoc = gql`
    fragment BoardFields on Board {
  id
  title
  members {
    id
    name
    avatar
  }
  columns {
    id
    title
    cardList {
      id
      title
      labels
      members
      description
    }
  }
}
    `;
export const ShopProductFieldsFragmentDoc = gql`
    fragment ShopProductFields on ShopProduct {
  id
  imgUrl
  price
  totalUnit
  title
  category
  brand
  rating
  freeShipping
  description
}
    `;
export const CartItemFieldsFragmentDoc = gql`
    fragment CartItemFields on CartItem {
  amount
  product {
    id
    title
    price
    totalUnit
  }
}
    `;
export const TodoFieldsFragmentDoc = gql`
    fragment TodoFields on Todo {
  id
  title
  note
  important
  starred
  done
  read
  selected
  startDate
  dueDate
  tagIds
}
    `;
export const FiscalDocumentFieldsFragmentDoc = gql`
    fragment FiscalDocumentFields on FiscalDocument {
  id
  kind
  key
  shopType
  orderId
  orderNumber
  paymentId
  shiftId
  amount
  task
  status
  attempt
  message
  number
  sign
  fiscalAt
  createdAt
}
    `;
export const FiscalSettingsFieldsFragmentDoc = gql`
    fragment FiscalSettingsFields on FiscalSettings {
  shopType
  enabled
  taxationType
  defaultVat
  cashierInn
  updatedAt
}
    `;
export const KitchenTicketLineFragmentDoc = gql`
    fragment KitchenTicketLine on OrderLine {
  productId
  name
  count
  comment
  modifiers {
    group
    name
  }
  comboParts {
    slot
    name
    modifiers {
      group
      name
    }
  }
}
    `;
export const KitchenStationFieldsFragmentDoc = gql`
    fragment KitchenStationFields on KitchenStation {
  id
  name
  print
}
    `;
export const ChangeOptionFieldsFragmentDoc = gql`
    fragment ChangeOptionFields on ChangeOption {
  id
  active
  deleted
  sort
  name
  amount
}
    `;
export const NoteFieldsFragmentDoc = gql`
    fragment NoteFields on Note {
  id
  active
  deleted
  sort
  name
  color
  comment
}
    `;
export const OrderSourceFieldsFragmentDoc = gql`
    fragment OrderSourceFields on OrderSource {
  id
  active
  deleted
  sort
  name
  online
  comment
}
    `;
export const WriteOffReasonFieldsFragmentDoc = gql`
    fragment WriteOffReasonFields on WriteOffReason {
  id
  active
  deleted
  sort
  name
  comment
}
    `;
export const OrderStatusFieldsFragmentDoc = gql`
    fragment OrderStatusFields on OrderStatus {
  id
  active
  deleted
  sort
  name
  color
  cancels
}
    `;
export const PaymentTypeFieldsFragmentDoc = gql`
    fragment PaymentTypeFields on PaymentType {
  id
  active
  deleted
  sort
  name
  cashless
}
    `;
export const OrderMarkFieldsFragmentDoc = gql`
    fragment OrderMarkFields on OrderMark {
  id
  active
  deleted
  sort
  name
  color
}
    `;
export const SupplierFieldsFragmentDoc = gql`
    fragment SupplierFields on Supplier {
  id
  active
  deleted
  sort
  name
  phone
  email
  inn
  address
  comment
}
    `;
export const UnitFieldsFragmentDoc = gql`
    fragment UnitFields on Unit {
  id
  active
  deleted
  sort
  name
  shortName
}
    `;
export const StreetFieldsFragmentDoc = gql`
    fragment StreetFields on Street {
  id
  active
  deleted
  sort
  name
  deliveryPrice
}
    `;
export const MarkupFieldsFragmentDoc = gql`
    fragment MarkupFields on Markup {
  id
  active
  deleted
  sort
  name
  kind
  percent
}
    `;
export const WorkerPositionFieldsFragmentDoc = gql`
    fragment WorkerPositionFields on WorkerPosition {
  id
  active
  deleted
  sort
  name
}
    `;
export const DiscountFieldsFragmentDoc = gql`
    fragment DiscountFields on Discount {
  id
  active
  deleted
  sort
  name
  kind
  value
}
    `;
export const ClientFieldsFragmentDoc = gql`
    fragment ClientFields on Client {
  id
  active
  deleted
  sort
  version
  lastName
  firstName
  patronymic
  phone
  email
  birthday
  comment
}
    `;
export const OrganizationFieldsFragmentDoc = gql`
    fragment OrganizationFields on Organization {
  id
  active
  deleted
  sort
  name
  inn
  kpp
  address
  phone
  email
}
    `;
export const EmployeeFieldsFragmentDoc = gql`
    fragment EmployeeFields on Employee {
  id
  active
  deleted
  sort
  fullName
  positionId
  phone
  affiliateId
}
    `;
export const CertificateFieldsFragmentDoc = gql`
    fragment CertificateFields on Certificate {
  id
  active
  deleted
  sort
  code
  amount
  balance
  validUntil
}
    `;
export const PromocodeFieldsFragmentDoc = gql`
    fragment PromocodeFields on Promocode {
  id
  active
  deleted
  sort
  code
  discountKind
  discountValue
  validFrom
  validTo
  usageLimit
  minOrderSum
}
    `;
export const RecipientFieldsFragmentDoc = gql`
    fragment RecipientFields on Recipient {
  id
  active
  deleted
  sort
  lastName
  firstName
  patronymic
  phone
  address
  clientId
  comment
}
    `;
export const AffiliateFieldsFragmentDoc = gql`
    fragment AffiliateFields on Affiliate {
  id
  active
  deleted
  sort
  name
  address
  phone
}
    `;
export const OutletFieldsFragmentDoc = gql`
    fragment OutletFields on Outlet {
  id
  active
  deleted
  sort
  name
  affiliateId
  address
  shopType
}
    `;
export const StaffUserFieldsFragmentDoc = gql`
    fragment StaffUserFields on StaffUser {
  id
  active
  deleted
  sort
  email
  name
  role
  typeAccount
  accessPage
}
    `;
export const GiftFieldsFragmentDoc = gql`
    fragment GiftFields on Gift {
  id
  active
  deleted
  sort
  name
  minOrderSum
  validFrom
  validTo
  comment
}
    `;
export const PromoBatchFieldsFragmentDoc = gql`
    fragment PromoBatchFields on PromoBatch {
  id
  active
  deleted
  sort
  name
  prefix
  count
  discountKind
  discountValue
  validFrom
  validTo
  usageLimit
  minOrderSum
}
    `;
export const CategoryFieldsFragmentDoc = gql`
    fragment CategoryFields on Category {
  id
  active
  deleted
  sort
  name
  parentId
  shopType
  image
  imageUrl
  thumbnailUrl
}
    `;
export const ProductFieldsFragmentDoc = gql`
    fragment ProductFields on Product {
  id
  active
  deleted
  sort
  name
  article
  barcode
  categoryId
  unit
  price
  cost
  description
  shopType
  image
  imageUrl
  thumbnailUrl
}
    `;
export const LoyaltyProgramFieldsFragmentDoc = gql`
    fragment LoyaltyProgramFields on LoyaltyProgram {
  shopType
  enabled
  accrualPercent
  tiers {
    fromSpent
    percent
  }
  expiryDays
  maxSharePercent
  updatedAt
  updatedByName
}
    `;
export const BonusEntryFieldsFragmentDoc = gql`
    fragment BonusEntryFields on BonusEntry {
  id
  kind
  reverses
  amount
  orderId
  orderNumber
  percent
  expiresAt
  at
}
    `;
export const CampaignFieldsFragmentDoc = gql`
    fragment CampaignFields on MarketingCampaign {
  id
  name
  status
  subject
  bodyHtml
  promocodeId
  promocodeCode
  segment {
    occasionKind
    occasionDays
    idleDays
    spentOver
    shopType
    affiliateId
  }
  counts {
    total
    queued
    sent
    failed
    skipped
  }
  createdAt
  createdByName
  updatedAt
  sentAt
  lastSentAt
  sentByName
}
    `;
export const OccasionFieldsFragmentDoc = gql`
    fragment OccasionFields on UpcomingOccasion {
  kind
  title
  date
}
    `;
export const MarketingClientFieldsFragmentDoc = gql`
    fragment MarketingClientFields on MarketingClient {
  id
  name
  phone
  email
  birthday
  doNotDisturb
  doNotDisturbAt
  occasionCount
  nextOccasion {
    ...OccasionFields
  }
}
    `;
export const ClientOccasionFieldsFragmentDoc = gql`
    fragment ClientOccasionFields on ClientOccasion {
  id
  clientId
  kind
  title
  month
  day
  year
  recurring
  source
  orderId
  orderNumber
}
    `;
export const OutboxFieldsFragmentDoc = gql`
    fragment OutboxFields on OutboxMessage {
  id
  campaignId
  campaignName
  clientId
  clientName
  clientPhone
  channel
  address
  subject
  occasion
  status
  transport
  error
  attempts
  createdAt
  sentAt
}
    `;
export const AudienceMemberFieldsFragmentDoc = gql`
    fragment AudienceMemberFields on AudienceMember {
  clientId
  name
  email
  phone
  doNotDisturb
  lastOrderDate
  spent
  occasion {
    ...OccasionFields
  }
  outboxStatus
}
    `;
export const NotificationFieldsFragmentDoc = gql`
    fragment NotificationFields on Notification {
  id
  at
  kind
  title
  text
  shopType
  orderId
  productId
  affiliateId
}
    `;
export const OrderLineFieldsFragmentDoc = gql`
    fragment OrderLineFields on OrderLine {
  productId
  name
  count
  price
  sum
}
    `;
export const OrderRowFragmentDoc = gql`
    fragment OrderRow on Order {
  id
  number
  shopType
  customerType
  deliveryType
  date
  deliveryDate
  deliveryTime
  clientId
  client {
    id
    firstName
    lastName
    patronymic
    phone
    email
  }
  recipient {
    id
    firstName
    lastName
    patronymic
    phone
  }
  deliveryAddress
  streetId
  street {
    id
    name
    deliveryPrice
  }
  clientWishes
  cardText
  managerComment
  advanceType
  advanceSum
  paymentTypeId
  paymentText
  changeFor
  change
  discountType
  discountValue
  discountSum
  promoCode
  promoKind
  promoValue
  promoSum
  markupId
  markupName
  markupKind
  markupValue
  markupSum
  giftId
  giftName
  deliverySum
  subtotal
  total
  certificateCode
  certificateSum
  bonusSum
  fromClient
  sourceId
  socialText
  filledById
  attractedById
  statusId
  workerId
  outletId
  lines {
    ...OrderLineFields
  }
  createdAt
  updatedAt
  deleted
  version
}
    `;
export const OrderPaymentFieldsFragmentDoc = gql`
    fragment OrderPaymentFields on Order {
  id
  paidSum
  dueSum
  payments {
    id
    at
    userName
    paymentTypeId
    cashless
    amount
    shiftId
  }
}
    `;
export const UserErrorFieldsFragmentDoc = gql`
    fragment UserErrorFields on UserError {
  field
  code
  message
}
    `;
export const BackupStateFieldsFragmentDoc = gql`
    fragment BackupStateFields on BackupState {
  mode
  running
  phase
  lastGoodAt
  lastError
  lastErrorAt
  backups {
    name
    at
    sizeBytes
    counts {
      table
      rows
    }
  }
}
    `;
export const DemoAreasFieldsFragmentDoc = gql`
    fragment DemoAreasFields on DemoAreasSetting {
  shown
  stored
  envDefault
  updatedAt
  updatedByName
}
    `;
export const IntegrationTokenFieldsFragmentDoc = gql`
    fragment IntegrationTokenFields on IntegrationToken {
  id
  name
  shopType
  scopes
  createdBy
  createdAt
  lastUsedAt
  revokedAt
}
    `;
export const ReceiptSettingsFieldsFragmentDoc = gql`
    fragment ReceiptSettingsFields on ReceiptSettings {
  shopType
  shopName
  headerText
  footerText
  paperWidth
  showOrderNumber
  showDate
  showCashier
  showClient
  showLines
  showDiscount
  showPaymentType
  showChange
  code
  updatedAt
  updatedByName
}
    `;
export const WebhookEndpointFieldsFragmentDoc = gql`
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  events
  active
  shopType
  description
  createdAt
  pendingCount
  failedCount
}
    `;
export const WebhookDeliveryFieldsFragmentDoc = gql`
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  eventId
  event
  status
  attempts
  lastStatusCode
  lastError
  createdAt
  nextAttemptAt
  deliveredAt
}
    `;
export const StockDocumentLineFieldsFragmentDoc = gql`
    fragment StockDocumentLineFields on StockDocumentLine {
  productId
  productName
  unit
  quantity
  price
  sum
  bookQuantity
  difference
}
    `;
export const StockDocumentFieldsFragmentDoc = gql`
    fragment StockDocumentFields on StockDocument {
  id
  kind
  number
  date
  affiliateId
  toAffiliateId
  supplierId
  supplier {
    id
    name
  }
  writeOffId
  comment
  status
  total
  postedAt
  postedByName
  createdAt
  createdByName
  active
  deleted
  lines {
    ...StockDocumentLineFields
  }
}
    `;
export const StockBalanceFieldsFragmentDoc = gql`
    fragment StockBalanceFields on StockBalance {
  affiliateId
  productId
  productName
  unit
  quantity
  untracked
}
    `;
export const SetUserAccessDocument = gql`
    mutation SetUserAccess($id: ID!, $input: UserAccessInput!) {
  setUserAccess(id: $id, input: $input) {
    staffUser {
      ...StaffUserFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StaffUserFieldsFragmentDoc}`;
export type SetUserAccessMutationFn = Apollo.MutationFunction<SetUserAccessMutation, SetUserAccessMutationVariables>;

/**
 * __useSetUserAccessMutation__
 *
 * To run a mutation, you first call `useSetUserAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUserAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUserAccessMutation, { data, loading, error }] = useSetUserAccessMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetUserAccessMutation(baseOptions?: Apollo.MutationHookOptions<SetUserAccessMutation, SetUserAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetUserAccessMutation, SetUserAccessMutationVariables>(SetUserAccessDocument, options);
      }
export type SetUserAccessMutationHookResult = ReturnType<typeof useSetUserAccessMutation>;
export type SetUserAccessMutationResult = Apollo.MutationResult<SetUserAccessMutation>;
export type SetUserAccessMutationOptions = Apollo.BaseMutationOptions<SetUserAccessMutation, SetUserAccessMutationVariables>;
export const ChangePasswordDocument = gql`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    accessToken
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type ChangePasswordMutationFn = Apollo.MutationFunction<ChangePasswordMutation, ChangePasswordMutationVariables>;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: Apollo.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = Apollo.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = Apollo.BaseMutationOptions<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SearchOrdersDocument = gql`
    query SearchOrders($filter: OrderFilter!, $last: Int!) {
  ordersConnection(last: $last, filter: $filter, orderBy: DATE) {
    edges {
      node {
        id
        number
        shopType
        date
        total
        client {
          id
          firstName
          lastName
          phone
        }
        recipient {
          firstName
          lastName
          phone
        }
      }
    }
  }
}
    `;

/**
 * __useSearchOrdersQuery__
 *
 * To run a query within a React component, call `useSearchOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchOrdersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      last: // value for 'last'
 *   },
 * });
 */
export function useSearchOrdersQuery(baseOptions: Apollo.QueryHookOptions<SearchOrdersQuery, SearchOrdersQueryVariables> & ({ variables: SearchOrdersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SearchOrdersQuery, SearchOrdersQueryVariables>(SearchOrdersDocument, options);
      }
export function useSearchOrdersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SearchOrdersQuery, SearchOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SearchOrdersQuery, SearchOrdersQueryVariables>(SearchOrdersDocument, options);
        }
// @ts-ignore
export function useSearchOrdersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SearchOrdersQuery, SearchOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<SearchOrdersQuery, SearchOrdersQueryVariables>;
export function useSearchOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchOrdersQuery, SearchOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<SearchOrdersQuery | undefined, SearchOrdersQueryVariables>;
export function useSearchOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchOrdersQuery, SearchOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SearchOrdersQuery, SearchOrdersQueryVariables>(SearchOrdersDocument, options);
        }
export type SearchOrdersQueryHookResult = ReturnType<typeof useSearchOrdersQuery>;
export type SearchOrdersLazyQueryHookResult = ReturnType<typeof useSearchOrdersLazyQuery>;
export type SearchOrdersSuspenseQueryHookResult = ReturnType<typeof useSearchOrdersSuspenseQuery>;
export type SearchOrdersQueryResult = Apollo.QueryResult<SearchOrdersQuery, SearchOrdersQueryVariables>;
export const AuditLogDocument = gql`
    query AuditLog($filter: AuditFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    items {
      id
      at
      event
      actorEmail
      targetEmail
      ip
      detail
    }
    nextCursor
  }
}
    `;

/**
 * __useAuditLogQuery__
 *
 * To run a query within a React component, call `useAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditLogQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAuditLogQuery(baseOptions?: Apollo.QueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
      }
export function useAuditLogLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
// @ts-ignore
export function useAuditLogSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): Apollo.UseSuspenseQueryResult<AuditLogQuery, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): Apollo.UseSuspenseQueryResult<AuditLogQuery | undefined, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
export type AuditLogQueryHookResult = ReturnType<typeof useAuditLogQuery>;
export type AuditLogLazyQueryHookResult = ReturnType<typeof useAuditLogLazyQuery>;
export type AuditLogSuspenseQueryHookResult = ReturnType<typeof useAuditLogSuspenseQuery>;
export type AuditLogQueryResult = Apollo.QueryResult<AuditLogQuery, AuditLogQueryVariables>;
export const MeDocument = gql`
    query Me {
  me {
    ...SessionUser
  }
}
    ${SessionUserFragmentDoc}`;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const LoginDocument = gql`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
    user {
      ...SessionUser
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${SessionUserFragmentDoc}`;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = gql`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    accessToken
    user {
      ...SessionUser
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${SessionUserFragmentDoc}`;
export type RegisterMutationFn = Apollo.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: Apollo.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = Apollo.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = Apollo.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = gql`
    mutation Logout {
  logout {
    loggedOut
  }
}
    `;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = gql`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    requested
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type RequestPasswordResetMutationFn = Apollo.MutationFunction<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: Apollo.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = Apollo.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = Apollo.BaseMutationOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = gql`
    mutation ResetPassword($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword) {
    reset
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type ResetPasswordMutationFn = Apollo.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = Apollo.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = Apollo.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CurrentCashShiftDocument = gql`
    query CurrentCashShift($affiliateId: ID, $shopType: ShopType) {
  currentCashShift(affiliateId: $affiliateId, shopType: $shopType) {
    ...CashShiftFields
  }
}
    ${CashShiftFieldsFragmentDoc}`;

/**
 * __useCurrentCashShiftQuery__
 *
 * To run a query within a React component, call `useCurrentCashShiftQuery` and pass it any options that fit your needs.
 * When your component renders, `useCurrentCashShiftQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCurrentCashShiftQuery({
 *   variables: {
 *      affiliateId: // value for 'affiliateId'
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useCurrentCashShiftQuery(baseOptions?: Apollo.QueryHookOptions<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>(CurrentCashShiftDocument, options);
      }
export function useCurrentCashShiftLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>(CurrentCashShiftDocument, options);
        }
// @ts-ignore
export function useCurrentCashShiftSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>): Apollo.UseSuspenseQueryResult<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>;
export function useCurrentCashShiftSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>): Apollo.UseSuspenseQueryResult<CurrentCashShiftQuery | undefined, CurrentCashShiftQueryVariables>;
export function useCurrentCashShiftSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>(CurrentCashShiftDocument, options);
        }
export type CurrentCashShiftQueryHookResult = ReturnType<typeof useCurrentCashShiftQuery>;
export type CurrentCashShiftLazyQueryHookResult = ReturnType<typeof useCurrentCashShiftLazyQuery>;
export type CurrentCashShiftSuspenseQueryHookResult = ReturnType<typeof useCurrentCashShiftSuspenseQuery>;
export type CurrentCashShiftQueryResult = Apollo.QueryResult<CurrentCashShiftQuery, CurrentCashShiftQueryVariables>;
export const CashShiftsPageDocument = gql`
    query CashShiftsPage($first: Int, $after: String, $filter: CashShiftFilter) {
  cashShiftsConnection(first: $first, after: $after, filter: $filter) {
    edges {
      cursor
      node {
        ...CashShiftFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${CashShiftFieldsFragmentDoc}`;

/**
 * __useCashShiftsPageQuery__
 *
 * To run a query within a React component, call `useCashShiftsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCashShiftsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCashShiftsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useCashShiftsPageQuery(baseOptions?: Apollo.QueryHookOptions<CashShiftsPageQuery, CashShiftsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CashShiftsPageQuery, CashShiftsPageQueryVariables>(CashShiftsPageDocument, options);
      }
export function useCashShiftsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CashShiftsPageQuery, CashShiftsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CashShiftsPageQuery, CashShiftsPageQueryVariables>(CashShiftsPageDocument, options);
        }
// @ts-ignore
export function useCashShiftsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CashShiftsPageQuery, CashShiftsPageQueryVariables>): Apollo.UseSuspenseQueryResult<CashShiftsPageQuery, CashShiftsPageQueryVariables>;
export function useCashShiftsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CashShiftsPageQuery, CashShiftsPageQueryVariables>): Apollo.UseSuspenseQueryResult<CashShiftsPageQuery | undefined, CashShiftsPageQueryVariables>;
export function useCashShiftsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CashShiftsPageQuery, CashShiftsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CashShiftsPageQuery, CashShiftsPageQueryVariables>(CashShiftsPageDocument, options);
        }
export type CashShiftsPageQueryHookResult = ReturnType<typeof useCashShiftsPageQuery>;
export type CashShiftsPageLazyQueryHookResult = ReturnType<typeof useCashShiftsPageLazyQuery>;
export type CashShiftsPageSuspenseQueryHookResult = ReturnType<typeof useCashShiftsPageSuspenseQuery>;
export type CashShiftsPageQueryResult = Apollo.QueryResult<CashShiftsPageQuery, CashShiftsPageQueryVariables>;
export const OpenCashShiftDocument = gql`
    mutation OpenCashShift($affiliateId: ID, $openingCash: Int!, $shopType: ShopType) {
  openCashShift(
    affiliateId: $affiliateId
    openingCash: $openingCash
    shopType: $shopType
  ) {
    shift {
      ...CashShiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CashShiftFieldsFragmentDoc}`;
export type OpenCashShiftMutationFn = Apollo.MutationFunction<OpenCashShiftMutation, OpenCashShiftMutationVariables>;

/**
 * __useOpenCashShiftMutation__
 *
 * To run a mutation, you first call `useOpenCashShiftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOpenCashShiftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [openCashShiftMutation, { data, loading, error }] = useOpenCashShiftMutation({
 *   variables: {
 *      affiliateId: // value for 'affiliateId'
 *      openingCash: // value for 'openingCash'
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useOpenCashShiftMutation(baseOptions?: Apollo.MutationHookOptions<OpenCashShiftMutation, OpenCashShiftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<OpenCashShiftMutation, OpenCashShiftMutationVariables>(OpenCashShiftDocument, options);
      }
export type OpenCashShiftMutationHookResult = ReturnType<typeof useOpenCashShiftMutation>;
export type OpenCashShiftMutationResult = Apollo.MutationResult<OpenCashShiftMutation>;
export type OpenCashShiftMutationOptions = Apollo.BaseMutationOptions<OpenCashShiftMutation, OpenCashShiftMutationVariables>;
export const CloseCashShiftDocument = gql`
    mutation CloseCashShift($id: ID!, $countedCash: Int!, $comment: String) {
  closeCashShift(id: $id, countedCash: $countedCash, comment: $comment) {
    shift {
      ...CashShiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CashShiftFieldsFragmentDoc}`;
export type CloseCashShiftMutationFn = Apollo.MutationFunction<CloseCashShiftMutation, CloseCashShiftMutationVariables>;

/**
 * __useCloseCashShiftMutation__
 *
 * To run a mutation, you first call `useCloseCashShiftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCloseCashShiftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [closeCashShiftMutation, { data, loading, error }] = useCloseCashShiftMutation({
 *   variables: {
 *      id: // value for 'id'
 *      countedCash: // value for 'countedCash'
 *      comment: // value for 'comment'
 *   },
 * });
 */
export function useCloseCashShiftMutation(baseOptions?: Apollo.MutationHookOptions<CloseCashShiftMutation, CloseCashShiftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CloseCashShiftMutation, CloseCashShiftMutationVariables>(CloseCashShiftDocument, options);
      }
export type CloseCashShiftMutationHookResult = ReturnType<typeof useCloseCashShiftMutation>;
export type CloseCashShiftMutationResult = Apollo.MutationResult<CloseCashShiftMutation>;
export type CloseCashShiftMutationOptions = Apollo.BaseMutationOptions<CloseCashShiftMutation, CloseCashShiftMutationVariables>;
export const AddCashMoveDocument = gql`
    mutation AddCashMove($shiftId: ID!, $kind: CashMoveKind!, $amount: Int!, $reason: String!) {
  addCashMove(shiftId: $shiftId, kind: $kind, amount: $amount, reason: $reason) {
    shift {
      ...CashShiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CashShiftFieldsFragmentDoc}`;
export type AddCashMoveMutationFn = Apollo.MutationFunction<AddCashMoveMutation, AddCashMoveMutationVariables>;

/**
 * __useAddCashMoveMutation__
 *
 * To run a mutation, you first call `useAddCashMoveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCashMoveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCashMoveMutation, { data, loading, error }] = useAddCashMoveMutation({
 *   variables: {
 *      shiftId: // value for 'shiftId'
 *      kind: // value for 'kind'
 *      amount: // value for 'amount'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useAddCashMoveMutation(baseOptions?: Apollo.MutationHookOptions<AddCashMoveMutation, AddCashMoveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddCashMoveMutation, AddCashMoveMutationVariables>(AddCashMoveDocument, options);
      }
export type AddCashMoveMutationHookResult = ReturnType<typeof useAddCashMoveMutation>;
export type AddCashMoveMutationResult = Apollo.MutationResult<AddCashMoveMutation>;
export type AddCashMoveMutationOptions = Apollo.BaseMutationOptions<AddCashMoveMutation, AddCashMoveMutationVariables>;
export const CashShiftChangedDocument = gql`
    subscription CashShiftChanged {
  cashShiftChanged {
    kind
    shift {
      ...CashShiftFields
    }
  }
}
    ${CashShiftFieldsFragmentDoc}`;

/**
 * __useCashShiftChangedSubscription__
 *
 * To run a query within a React component, call `useCashShiftChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useCashShiftChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCashShiftChangedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useCashShiftChangedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<CashShiftChangedSubscription, CashShiftChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<CashShiftChangedSubscription, CashShiftChangedSubscriptionVariables>(CashShiftChangedDocument, options);
      }
export type CashShiftChangedSubscriptionHookResult = ReturnType<typeof useCashShiftChangedSubscription>;
export type CashShiftChangedSubscriptionResult = Apollo.SubscriptionResult<CashShiftChangedSubscription>;
export const TillOrderChangedDocument = gql`
    subscription TillOrderChanged($shopType: ShopType) {
  orderChanged(shopType: $shopType) {
    kind
    orderId
  }
}
    `;

/**
 * __useTillOrderChangedSubscription__
 *
 * To run a query within a React component, call `useTillOrderChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useTillOrderChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTillOrderChangedSubscription({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useTillOrderChangedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<TillOrderChangedSubscription, TillOrderChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<TillOrderChangedSubscription, TillOrderChangedSubscriptionVariables>(TillOrderChangedDocument, options);
      }
export type TillOrderChangedSubscriptionHookResult = ReturnType<typeof useTillOrderChangedSubscription>;
export type TillOrderChangedSubscriptionResult = Apollo.SubscriptionResult<TillOrderChangedSubscription>;
export const ProductCompositionDocument = gql`
    query ProductComposition($id: ID!) {
  product(id: $id) {
    id
    composition {
      ...CompositionLine
    }
  }
}
    ${CompositionLineFragmentDoc}`;

/**
 * __useProductCompositionQuery__
 *
 * To run a query within a React component, call `useProductCompositionQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductCompositionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductCompositionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductCompositionQuery(baseOptions: Apollo.QueryHookOptions<ProductCompositionQuery, ProductCompositionQueryVariables> & ({ variables: ProductCompositionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductCompositionQuery, ProductCompositionQueryVariables>(ProductCompositionDocument, options);
      }
export function useProductCompositionLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductCompositionQuery, ProductCompositionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductCompositionQuery, ProductCompositionQueryVariables>(ProductCompositionDocument, options);
        }
// @ts-ignore
export function useProductCompositionSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductCompositionQuery, ProductCompositionQueryVariables>): Apollo.UseSuspenseQueryResult<ProductCompositionQuery, ProductCompositionQueryVariables>;
export function useProductCompositionSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductCompositionQuery, ProductCompositionQueryVariables>): Apollo.UseSuspenseQueryResult<ProductCompositionQuery | undefined, ProductCompositionQueryVariables>;
export function useProductCompositionSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductCompositionQuery, ProductCompositionQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductCompositionQuery, ProductCompositionQueryVariables>(ProductCompositionDocument, options);
        }
export type ProductCompositionQueryHookResult = ReturnType<typeof useProductCompositionQuery>;
export type ProductCompositionLazyQueryHookResult = ReturnType<typeof useProductCompositionLazyQuery>;
export type ProductCompositionSuspenseQueryHookResult = ReturnType<typeof useProductCompositionSuspenseQuery>;
export type ProductCompositionQueryResult = Apollo.QueryResult<ProductCompositionQuery, ProductCompositionQueryVariables>;
export const SetProductCompositionDocument = gql`
    mutation SetProductComposition($productId: ID!, $items: [ProductComponentInput!]!) {
  setProductComposition(productId: $productId, items: $items) {
    product {
      ...ProductFields
      composition {
        ...CompositionLine
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}
${CompositionLineFragmentDoc}`;
export type SetProductCompositionMutationFn = Apollo.MutationFunction<SetProductCompositionMutation, SetProductCompositionMutationVariables>;

/**
 * __useSetProductCompositionMutation__
 *
 * To run a mutation, you first call `useSetProductCompositionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductCompositionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductCompositionMutation, { data, loading, error }] = useSetProductCompositionMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      items: // value for 'items'
 *   },
 * });
 */
export function useSetProductCompositionMutation(baseOptions?: Apollo.MutationHookOptions<SetProductCompositionMutation, SetProductCompositionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductCompositionMutation, SetProductCompositionMutationVariables>(SetProductCompositionDocument, options);
      }
export type SetProductCompositionMutationHookResult = ReturnType<typeof useSetProductCompositionMutation>;
export type SetProductCompositionMutationResult = Apollo.MutationResult<SetProductCompositionMutation>;
export type SetProductCompositionMutationOptions = Apollo.BaseMutationOptions<SetProductCompositionMutation, SetProductCompositionMutationVariables>;
export const RemoveProductImageDocument = gql`
    mutation RemoveProductImage($id: ID!) {
  removeProductImage(id: $id) {
    product {
      ...ProductFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}`;
export type RemoveProductImageMutationFn = Apollo.MutationFunction<RemoveProductImageMutation, RemoveProductImageMutationVariables>;

/**
 * __useRemoveProductImageMutation__
 *
 * To run a mutation, you first call `useRemoveProductImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveProductImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeProductImageMutation, { data, loading, error }] = useRemoveProductImageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveProductImageMutation(baseOptions?: Apollo.MutationHookOptions<RemoveProductImageMutation, RemoveProductImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RemoveProductImageMutation, RemoveProductImageMutationVariables>(RemoveProductImageDocument, options);
      }
export type RemoveProductImageMutationHookResult = ReturnType<typeof useRemoveProductImageMutation>;
export type RemoveProductImageMutationResult = Apollo.MutationResult<RemoveProductImageMutation>;
export type RemoveProductImageMutationOptions = Apollo.BaseMutationOptions<RemoveProductImageMutation, RemoveProductImageMutationVariables>;
export const RemoveCategoryImageDocument = gql`
    mutation RemoveCategoryImage($id: ID!) {
  removeCategoryImage(id: $id) {
    category {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type RemoveCategoryImageMutationFn = Apollo.MutationFunction<RemoveCategoryImageMutation, RemoveCategoryImageMutationVariables>;

/**
 * __useRemoveCategoryImageMutation__
 *
 * To run a mutation, you first call `useRemoveCategoryImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCategoryImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCategoryImageMutation, { data, loading, error }] = useRemoveCategoryImageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveCategoryImageMutation(baseOptions?: Apollo.MutationHookOptions<RemoveCategoryImageMutation, RemoveCategoryImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RemoveCategoryImageMutation, RemoveCategoryImageMutationVariables>(RemoveCategoryImageDocument, options);
      }
export type RemoveCategoryImageMutationHookResult = ReturnType<typeof useRemoveCategoryImageMutation>;
export type RemoveCategoryImageMutationResult = Apollo.MutationResult<RemoveCategoryImageMutation>;
export type RemoveCategoryImageMutationOptions = Apollo.BaseMutationOptions<RemoveCategoryImageMutation, RemoveCategoryImageMutationVariables>;
export const PlaceCategoryDocument = gql`
    mutation PlaceCategory($id: ID!, $parentId: ID, $beforeId: ID) {
  placeCategory(id: $id, parentId: $parentId, beforeId: $beforeId) {
    categories {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type PlaceCategoryMutationFn = Apollo.MutationFunction<PlaceCategoryMutation, PlaceCategoryMutationVariables>;

/**
 * __usePlaceCategoryMutation__
 *
 * To run a mutation, you first call `usePlaceCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaceCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [placeCategoryMutation, { data, loading, error }] = usePlaceCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      parentId: // value for 'parentId'
 *      beforeId: // value for 'beforeId'
 *   },
 * });
 */
export function usePlaceCategoryMutation(baseOptions?: Apollo.MutationHookOptions<PlaceCategoryMutation, PlaceCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaceCategoryMutation, PlaceCategoryMutationVariables>(PlaceCategoryDocument, options);
      }
export type PlaceCategoryMutationHookResult = ReturnType<typeof usePlaceCategoryMutation>;
export type PlaceCategoryMutationResult = Apollo.MutationResult<PlaceCategoryMutation>;
export type PlaceCategoryMutationOptions = Apollo.BaseMutationOptions<PlaceCategoryMutation, PlaceCategoryMutationVariables>;
export const ProductRecordDocument = gql`
    query ProductRecord($id: ID!) {
  product(id: $id) {
    ...ProductFields
  }
}
    ${ProductFieldsFragmentDoc}`;

/**
 * __useProductRecordQuery__
 *
 * To run a query within a React component, call `useProductRecordQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductRecordQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductRecordQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductRecordQuery(baseOptions: Apollo.QueryHookOptions<ProductRecordQuery, ProductRecordQueryVariables> & ({ variables: ProductRecordQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductRecordQuery, ProductRecordQueryVariables>(ProductRecordDocument, options);
      }
export function useProductRecordLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductRecordQuery, ProductRecordQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductRecordQuery, ProductRecordQueryVariables>(ProductRecordDocument, options);
        }
// @ts-ignore
export function useProductRecordSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductRecordQuery, ProductRecordQueryVariables>): Apollo.UseSuspenseQueryResult<ProductRecordQuery, ProductRecordQueryVariables>;
export function useProductRecordSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductRecordQuery, ProductRecordQueryVariables>): Apollo.UseSuspenseQueryResult<ProductRecordQuery | undefined, ProductRecordQueryVariables>;
export function useProductRecordSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductRecordQuery, ProductRecordQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductRecordQuery, ProductRecordQueryVariables>(ProductRecordDocument, options);
        }
export type ProductRecordQueryHookResult = ReturnType<typeof useProductRecordQuery>;
export type ProductRecordLazyQueryHookResult = ReturnType<typeof useProductRecordLazyQuery>;
export type ProductRecordSuspenseQueryHookResult = ReturnType<typeof useProductRecordSuspenseQuery>;
export type ProductRecordQueryResult = Apollo.QueryResult<ProductRecordQuery, ProductRecordQueryVariables>;
export const CategoryProductCountsDocument = gql`
    query CategoryProductCounts($shopType: ShopType) {
  categoryProductCounts(shopType: $shopType) {
    categoryId
    count
  }
}
    `;

/**
 * __useCategoryProductCountsQuery__
 *
 * To run a query within a React component, call `useCategoryProductCountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCategoryProductCountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCategoryProductCountsQuery({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useCategoryProductCountsQuery(baseOptions?: Apollo.QueryHookOptions<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>(CategoryProductCountsDocument, options);
      }
export function useCategoryProductCountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>(CategoryProductCountsDocument, options);
        }
// @ts-ignore
export function useCategoryProductCountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>): Apollo.UseSuspenseQueryResult<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>;
export function useCategoryProductCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>): Apollo.UseSuspenseQueryResult<CategoryProductCountsQuery | undefined, CategoryProductCountsQueryVariables>;
export function useCategoryProductCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>(CategoryProductCountsDocument, options);
        }
export type CategoryProductCountsQueryHookResult = ReturnType<typeof useCategoryProductCountsQuery>;
export type CategoryProductCountsLazyQueryHookResult = ReturnType<typeof useCategoryProductCountsLazyQuery>;
export type CategoryProductCountsSuspenseQueryHookResult = ReturnType<typeof useCategoryProductCountsSuspenseQuery>;
export type CategoryProductCountsQueryResult = Apollo.QueryResult<CategoryProductCountsQuery, CategoryProductCountsQueryVariables>;
export const ProductMenuEditDocument = gql`
    query ProductMenuEdit($id: ID!) {
  product(id: $id) {
    id
    modifierGroups {
      ...MenuModifierGroup
    }
    comboSlots {
      ...MenuComboSlot
    }
  }
}
    ${MenuModifierGroupFragmentDoc}
${MenuComboSlotFragmentDoc}`;

/**
 * __useProductMenuEditQuery__
 *
 * To run a query within a React component, call `useProductMenuEditQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductMenuEditQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductMenuEditQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductMenuEditQuery(baseOptions: Apollo.QueryHookOptions<ProductMenuEditQuery, ProductMenuEditQueryVariables> & ({ variables: ProductMenuEditQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductMenuEditQuery, ProductMenuEditQueryVariables>(ProductMenuEditDocument, options);
      }
export function useProductMenuEditLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductMenuEditQuery, ProductMenuEditQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductMenuEditQuery, ProductMenuEditQueryVariables>(ProductMenuEditDocument, options);
        }
// @ts-ignore
export function useProductMenuEditSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductMenuEditQuery, ProductMenuEditQueryVariables>): Apollo.UseSuspenseQueryResult<ProductMenuEditQuery, ProductMenuEditQueryVariables>;
export function useProductMenuEditSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductMenuEditQuery, ProductMenuEditQueryVariables>): Apollo.UseSuspenseQueryResult<ProductMenuEditQuery | undefined, ProductMenuEditQueryVariables>;
export function useProductMenuEditSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductMenuEditQuery, ProductMenuEditQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductMenuEditQuery, ProductMenuEditQueryVariables>(ProductMenuEditDocument, options);
        }
export type ProductMenuEditQueryHookResult = ReturnType<typeof useProductMenuEditQuery>;
export type ProductMenuEditLazyQueryHookResult = ReturnType<typeof useProductMenuEditLazyQuery>;
export type ProductMenuEditSuspenseQueryHookResult = ReturnType<typeof useProductMenuEditSuspenseQuery>;
export type ProductMenuEditQueryResult = Apollo.QueryResult<ProductMenuEditQuery, ProductMenuEditQueryVariables>;
export const SetProductModifiersDocument = gql`
    mutation SetProductModifiers($productId: ID!, $groups: [ModifierGroupInput!]!) {
  setProductModifiers(productId: $productId, groups: $groups) {
    product {
      id
      modifierGroups {
        ...MenuModifierGroup
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MenuModifierGroupFragmentDoc}`;
export type SetProductModifiersMutationFn = Apollo.MutationFunction<SetProductModifiersMutation, SetProductModifiersMutationVariables>;

/**
 * __useSetProductModifiersMutation__
 *
 * To run a mutation, you first call `useSetProductModifiersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductModifiersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductModifiersMutation, { data, loading, error }] = useSetProductModifiersMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      groups: // value for 'groups'
 *   },
 * });
 */
export function useSetProductModifiersMutation(baseOptions?: Apollo.MutationHookOptions<SetProductModifiersMutation, SetProductModifiersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductModifiersMutation, SetProductModifiersMutationVariables>(SetProductModifiersDocument, options);
      }
export type SetProductModifiersMutationHookResult = ReturnType<typeof useSetProductModifiersMutation>;
export type SetProductModifiersMutationResult = Apollo.MutationResult<SetProductModifiersMutation>;
export type SetProductModifiersMutationOptions = Apollo.BaseMutationOptions<SetProductModifiersMutation, SetProductModifiersMutationVariables>;
export const SetProductComboDocument = gql`
    mutation SetProductCombo($productId: ID!, $slots: [ComboSlotInput!]!) {
  setProductCombo(productId: $productId, slots: $slots) {
    product {
      id
      comboSlots {
        ...MenuComboSlot
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MenuComboSlotFragmentDoc}`;
export type SetProductComboMutationFn = Apollo.MutationFunction<SetProductComboMutation, SetProductComboMutationVariables>;

/**
 * __useSetProductComboMutation__
 *
 * To run a mutation, you first call `useSetProductComboMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductComboMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductComboMutation, { data, loading, error }] = useSetProductComboMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      slots: // value for 'slots'
 *   },
 * });
 */
export function useSetProductComboMutation(baseOptions?: Apollo.MutationHookOptions<SetProductComboMutation, SetProductComboMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductComboMutation, SetProductComboMutationVariables>(SetProductComboDocument, options);
      }
export type SetProductComboMutationHookResult = ReturnType<typeof useSetProductComboMutation>;
export type SetProductComboMutationResult = Apollo.MutationResult<SetProductComboMutation>;
export type SetProductComboMutationOptions = Apollo.BaseMutationOptions<SetProductComboMutation, SetProductComboMutationVariables>;
export const ClientCardDocument = gql`
    query ClientCard($id: ID!) {
  clientCard(id: $id) {
    client {
      id
      firstName
      lastName
      patronymic
      phone
      email
      birthday
      comment
    }
    doNotDisturb
    doNotDisturbAt
    deliveryNotices
    createdAt
    orderCount
    liveOrderCount
    liveSum
    firstOrderDate
    lastOrderDate
  }
}
    `;

/**
 * __useClientCardQuery__
 *
 * To run a query within a React component, call `useClientCardQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientCardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientCardQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useClientCardQuery(baseOptions: Apollo.QueryHookOptions<ClientCardQuery, ClientCardQueryVariables> & ({ variables: ClientCardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ClientCardQuery, ClientCardQueryVariables>(ClientCardDocument, options);
      }
export function useClientCardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ClientCardQuery, ClientCardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ClientCardQuery, ClientCardQueryVariables>(ClientCardDocument, options);
        }
// @ts-ignore
export function useClientCardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ClientCardQuery, ClientCardQueryVariables>): Apollo.UseSuspenseQueryResult<ClientCardQuery, ClientCardQueryVariables>;
export function useClientCardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientCardQuery, ClientCardQueryVariables>): Apollo.UseSuspenseQueryResult<ClientCardQuery | undefined, ClientCardQueryVariables>;
export function useClientCardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientCardQuery, ClientCardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ClientCardQuery, ClientCardQueryVariables>(ClientCardDocument, options);
        }
export type ClientCardQueryHookResult = ReturnType<typeof useClientCardQuery>;
export type ClientCardLazyQueryHookResult = ReturnType<typeof useClientCardLazyQuery>;
export type ClientCardSuspenseQueryHookResult = ReturnType<typeof useClientCardSuspenseQuery>;
export type ClientCardQueryResult = Apollo.QueryResult<ClientCardQuery, ClientCardQueryVariables>;
export const ClientOrdersDocument = gql`
    query ClientOrders($clientId: ID!, $last: Int!, $before: String) {
  ordersConnection(
    last: $last
    before: $before
    filter: {clientId: $clientId}
    orderBy: DATE
  ) {
    edges {
      cursor
      node {
        id
        number
        date
        deliveryDate
        shopType
        statusId
        total
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
    totalCount
    totalSum
  }
}
    `;

/**
 * __useClientOrdersQuery__
 *
 * To run a query within a React component, call `useClientOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientOrdersQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      last: // value for 'last'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useClientOrdersQuery(baseOptions: Apollo.QueryHookOptions<ClientOrdersQuery, ClientOrdersQueryVariables> & ({ variables: ClientOrdersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ClientOrdersQuery, ClientOrdersQueryVariables>(ClientOrdersDocument, options);
      }
export function useClientOrdersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ClientOrdersQuery, ClientOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ClientOrdersQuery, ClientOrdersQueryVariables>(ClientOrdersDocument, options);
        }
// @ts-ignore
export function useClientOrdersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ClientOrdersQuery, ClientOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<ClientOrdersQuery, ClientOrdersQueryVariables>;
export function useClientOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientOrdersQuery, ClientOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<ClientOrdersQuery | undefined, ClientOrdersQueryVariables>;
export function useClientOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientOrdersQuery, ClientOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ClientOrdersQuery, ClientOrdersQueryVariables>(ClientOrdersDocument, options);
        }
export type ClientOrdersQueryHookResult = ReturnType<typeof useClientOrdersQuery>;
export type ClientOrdersLazyQueryHookResult = ReturnType<typeof useClientOrdersLazyQuery>;
export type ClientOrdersSuspenseQueryHookResult = ReturnType<typeof useClientOrdersSuspenseQuery>;
export type ClientOrdersQueryResult = Apollo.QueryResult<ClientOrdersQuery, ClientOrdersQueryVariables>;
export const OrderStatsDocument = gql`
    query OrderStats($preset: DatePreset, $range: DateRangeInput, $shopType: ShopType) {
  orderStats(preset: $preset, range: $range, shopType: $shopType) {
    start
    stop
    shopType
    totals {
      ...StatsTotals
    }
    days {
      ...StatsDay
    }
    byStatus {
      ...StatsStatus
    }
    bySource {
      ...StatsGroup
    }
    byPayment {
      ...StatsGroup
    }
    topProducts {
      productId
      name
      count
      sum
    }
    topModifiers {
      group
      name
      count
      sum
    }
    topCombos {
      productId
      name
      count
      sum
    }
  }
}
    ${StatsTotalsFragmentDoc}
${StatsDayFragmentDoc}
${StatsStatusFragmentDoc}
${StatsGroupFragmentDoc}`;

/**
 * __useOrderStatsQuery__
 *
 * To run a query within a React component, call `useOrderStatsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderStatsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderStatsQuery({
 *   variables: {
 *      preset: // value for 'preset'
 *      range: // value for 'range'
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useOrderStatsQuery(baseOptions?: Apollo.QueryHookOptions<OrderStatsQuery, OrderStatsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderStatsQuery, OrderStatsQueryVariables>(OrderStatsDocument, options);
      }
export function useOrderStatsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderStatsQuery, OrderStatsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderStatsQuery, OrderStatsQueryVariables>(OrderStatsDocument, options);
        }
// @ts-ignore
export function useOrderStatsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderStatsQuery, OrderStatsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderStatsQuery, OrderStatsQueryVariables>;
export function useOrderStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderStatsQuery, OrderStatsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderStatsQuery | undefined, OrderStatsQueryVariables>;
export function useOrderStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderStatsQuery, OrderStatsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderStatsQuery, OrderStatsQueryVariables>(OrderStatsDocument, options);
        }
export type OrderStatsQueryHookResult = ReturnType<typeof useOrderStatsQuery>;
export type OrderStatsLazyQueryHookResult = ReturnType<typeof useOrderStatsLazyQuery>;
export type OrderStatsSuspenseQueryHookResult = ReturnType<typeof useOrderStatsSuspenseQuery>;
export type OrderStatsQueryResult = Apollo.QueryResult<OrderStatsQuery, OrderStatsQueryVariables>;
export const OrderOverviewDocument = gql`
    query OrderOverview($shopType: ShopType) {
  orderOverview(shopType: $shopType) {
    today
    shopType
    periods {
      key
      start
      stop
      totals {
        ...StatsTotals
      }
    }
    trend {
      ...StatsDay
    }
    todayByStatus {
      ...StatsStatus
    }
  }
}
    ${StatsTotalsFragmentDoc}
${StatsDayFragmentDoc}
${StatsStatusFragmentDoc}`;

/**
 * __useOrderOverviewQuery__
 *
 * To run a query within a React component, call `useOrderOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderOverviewQuery({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useOrderOverviewQuery(baseOptions?: Apollo.QueryHookOptions<OrderOverviewQuery, OrderOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderOverviewQuery, OrderOverviewQueryVariables>(OrderOverviewDocument, options);
      }
export function useOrderOverviewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderOverviewQuery, OrderOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderOverviewQuery, OrderOverviewQueryVariables>(OrderOverviewDocument, options);
        }
// @ts-ignore
export function useOrderOverviewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderOverviewQuery, OrderOverviewQueryVariables>): Apollo.UseSuspenseQueryResult<OrderOverviewQuery, OrderOverviewQueryVariables>;
export function useOrderOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderOverviewQuery, OrderOverviewQueryVariables>): Apollo.UseSuspenseQueryResult<OrderOverviewQuery | undefined, OrderOverviewQueryVariables>;
export function useOrderOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderOverviewQuery, OrderOverviewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderOverviewQuery, OrderOverviewQueryVariables>(OrderOverviewDocument, options);
        }
export type OrderOverviewQueryHookResult = ReturnType<typeof useOrderOverviewQuery>;
export type OrderOverviewLazyQueryHookResult = ReturnType<typeof useOrderOverviewLazyQuery>;
export type OrderOverviewSuspenseQueryHookResult = ReturnType<typeof useOrderOverviewSuspenseQuery>;
export type OrderOverviewQueryResult = Apollo.QueryResult<OrderOverviewQuery, OrderOverviewQueryVariables>;
export const OverviewByShopDocument = gql`
    query OverviewByShop {
  flowers: orderOverview(shopType: flower_shop) {
    today
    periods {
      key
      start
      stop
      totals {
        ...StatsTotals
      }
    }
    trend {
      ...StatsDay
    }
  }
  fastfood: orderOverview(shopType: fastfood) {
    today
    periods {
      key
      start
      stop
      totals {
        ...StatsTotals
      }
    }
    trend {
      ...StatsDay
    }
  }
}
    ${StatsTotalsFragmentDoc}
${StatsDayFragmentDoc}`;

/**
 * __useOverviewByShopQuery__
 *
 * To run a query within a React component, call `useOverviewByShopQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewByShopQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewByShopQuery({
 *   variables: {
 *   },
 * });
 */
export function useOverviewByShopQuery(baseOptions?: Apollo.QueryHookOptions<OverviewByShopQuery, OverviewByShopQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewByShopQuery, OverviewByShopQueryVariables>(OverviewByShopDocument, options);
      }
export function useOverviewByShopLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewByShopQuery, OverviewByShopQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewByShopQuery, OverviewByShopQueryVariables>(OverviewByShopDocument, options);
        }
// @ts-ignore
export function useOverviewByShopSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewByShopQuery, OverviewByShopQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewByShopQuery, OverviewByShopQueryVariables>;
export function useOverviewByShopSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewByShopQuery, OverviewByShopQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewByShopQuery | undefined, OverviewByShopQueryVariables>;
export function useOverviewByShopSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewByShopQuery, OverviewByShopQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewByShopQuery, OverviewByShopQueryVariables>(OverviewByShopDocument, options);
        }
export type OverviewByShopQueryHookResult = ReturnType<typeof useOverviewByShopQuery>;
export type OverviewByShopLazyQueryHookResult = ReturnType<typeof useOverviewByShopLazyQuery>;
export type OverviewByShopSuspenseQueryHookResult = ReturnType<typeof useOverviewByShopSuspenseQuery>;
export type OverviewByShopQueryResult = Apollo.QueryResult<OverviewByShopQuery, OverviewByShopQueryVariables>;
export const SiteOrdersDocument = gql`
    query SiteOrders($preset: DatePreset, $range: DateRangeInput, $shopType: ShopType) {
  siteOrders(preset: $preset, range: $range, shopType: $shopType) {
    start
    stop
    shopType
    channels {
      id
      name
    }
    totals {
      ...StatsTotals
    }
    days {
      ...StatsDay
    }
  }
}
    ${StatsTotalsFragmentDoc}
${StatsDayFragmentDoc}`;

/**
 * __useSiteOrdersQuery__
 *
 * To run a query within a React component, call `useSiteOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useSiteOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSiteOrdersQuery({
 *   variables: {
 *      preset: // value for 'preset'
 *      range: // value for 'range'
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useSiteOrdersQuery(baseOptions?: Apollo.QueryHookOptions<SiteOrdersQuery, SiteOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SiteOrdersQuery, SiteOrdersQueryVariables>(SiteOrdersDocument, options);
      }
export function useSiteOrdersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SiteOrdersQuery, SiteOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SiteOrdersQuery, SiteOrdersQueryVariables>(SiteOrdersDocument, options);
        }
// @ts-ignore
export function useSiteOrdersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SiteOrdersQuery, SiteOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<SiteOrdersQuery, SiteOrdersQueryVariables>;
export function useSiteOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteOrdersQuery, SiteOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<SiteOrdersQuery | undefined, SiteOrdersQueryVariables>;
export function useSiteOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteOrdersQuery, SiteOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SiteOrdersQuery, SiteOrdersQueryVariables>(SiteOrdersDocument, options);
        }
export type SiteOrdersQueryHookResult = ReturnType<typeof useSiteOrdersQuery>;
export type SiteOrdersLazyQueryHookResult = ReturnType<typeof useSiteOrdersLazyQuery>;
export type SiteOrdersSuspenseQueryHookResult = ReturnType<typeof useSiteOrdersSuspenseQuery>;
export type SiteOrdersQueryResult = Apollo.QueryResult<SiteOrdersQuery, SiteOrdersQueryVariables>;
export const SiteOrderPageDocument = gql`
    query SiteOrderPage($last: Int!, $before: String, $filter: OrderFilter!) {
  ordersConnection(last: $last, before: $before, filter: $filter, orderBy: DATE) {
    edges {
      cursor
      node {
        ...OrderRow
      }
    }
    pageInfo {
      hasPreviousPage
      startCursor
    }
    totalCount
  }
}
    ${OrderRowFragmentDoc}
${OrderLineFieldsFragmentDoc}`;

/**
 * __useSiteOrderPageQuery__
 *
 * To run a query within a React component, call `useSiteOrderPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSiteOrderPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSiteOrderPageQuery({
 *   variables: {
 *      last: // value for 'last'
 *      before: // value for 'before'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useSiteOrderPageQuery(baseOptions: Apollo.QueryHookOptions<SiteOrderPageQuery, SiteOrderPageQueryVariables> & ({ variables: SiteOrderPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SiteOrderPageQuery, SiteOrderPageQueryVariables>(SiteOrderPageDocument, options);
      }
export function useSiteOrderPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SiteOrderPageQuery, SiteOrderPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SiteOrderPageQuery, SiteOrderPageQueryVariables>(SiteOrderPageDocument, options);
        }
// @ts-ignore
export function useSiteOrderPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SiteOrderPageQuery, SiteOrderPageQueryVariables>): Apollo.UseSuspenseQueryResult<SiteOrderPageQuery, SiteOrderPageQueryVariables>;
export function useSiteOrderPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteOrderPageQuery, SiteOrderPageQueryVariables>): Apollo.UseSuspenseQueryResult<SiteOrderPageQuery | undefined, SiteOrderPageQueryVariables>;
export function useSiteOrderPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteOrderPageQuery, SiteOrderPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SiteOrderPageQuery, SiteOrderPageQueryVariables>(SiteOrderPageDocument, options);
        }
export type SiteOrderPageQueryHookResult = ReturnType<typeof useSiteOrderPageQuery>;
export type SiteOrderPageLazyQueryHookResult = ReturnType<typeof useSiteOrderPageLazyQuery>;
export type SiteOrderPageSuspenseQueryHookResult = ReturnType<typeof useSiteOrderPageSuspenseQuery>;
export type SiteOrderPageQueryResult = Apollo.QueryResult<SiteOrderPageQuery, SiteOrderPageQueryVariables>;
export const DeliveryBoardDocument = gql`
    query DeliveryBoard($date: Date) {
  deliveryBoard(date: $date) {
    date
    items {
      ...DeliveryFields
    }
  }
  couriers {
    id
    name
    phone
    hasAccount
  }
}
    ${DeliveryFieldsFragmentDoc}`;

/**
 * __useDeliveryBoardQuery__
 *
 * To run a query within a React component, call `useDeliveryBoardQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryBoardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryBoardQuery({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function useDeliveryBoardQuery(baseOptions?: Apollo.QueryHookOptions<DeliveryBoardQuery, DeliveryBoardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliveryBoardQuery, DeliveryBoardQueryVariables>(DeliveryBoardDocument, options);
      }
export function useDeliveryBoardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliveryBoardQuery, DeliveryBoardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliveryBoardQuery, DeliveryBoardQueryVariables>(DeliveryBoardDocument, options);
        }
// @ts-ignore
export function useDeliveryBoardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliveryBoardQuery, DeliveryBoardQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryBoardQuery, DeliveryBoardQueryVariables>;
export function useDeliveryBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryBoardQuery, DeliveryBoardQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryBoardQuery | undefined, DeliveryBoardQueryVariables>;
export function useDeliveryBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryBoardQuery, DeliveryBoardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliveryBoardQuery, DeliveryBoardQueryVariables>(DeliveryBoardDocument, options);
        }
export type DeliveryBoardQueryHookResult = ReturnType<typeof useDeliveryBoardQuery>;
export type DeliveryBoardLazyQueryHookResult = ReturnType<typeof useDeliveryBoardLazyQuery>;
export type DeliveryBoardSuspenseQueryHookResult = ReturnType<typeof useDeliveryBoardSuspenseQuery>;
export type DeliveryBoardQueryResult = Apollo.QueryResult<DeliveryBoardQuery, DeliveryBoardQueryVariables>;
export const DeliverySettingsDocument = gql`
    query DeliverySettings {
  deliverySettings {
    dayStart
    dayEnd
    slotMinutes
    slots {
      from
      to
    }
  }
}
    `;

/**
 * __useDeliverySettingsQuery__
 *
 * To run a query within a React component, call `useDeliverySettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliverySettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliverySettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDeliverySettingsQuery(baseOptions?: Apollo.QueryHookOptions<DeliverySettingsQuery, DeliverySettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliverySettingsQuery, DeliverySettingsQueryVariables>(DeliverySettingsDocument, options);
      }
export function useDeliverySettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliverySettingsQuery, DeliverySettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliverySettingsQuery, DeliverySettingsQueryVariables>(DeliverySettingsDocument, options);
        }
// @ts-ignore
export function useDeliverySettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliverySettingsQuery, DeliverySettingsQueryVariables>): Apollo.UseSuspenseQueryResult<DeliverySettingsQuery, DeliverySettingsQueryVariables>;
export function useDeliverySettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliverySettingsQuery, DeliverySettingsQueryVariables>): Apollo.UseSuspenseQueryResult<DeliverySettingsQuery | undefined, DeliverySettingsQueryVariables>;
export function useDeliverySettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliverySettingsQuery, DeliverySettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliverySettingsQuery, DeliverySettingsQueryVariables>(DeliverySettingsDocument, options);
        }
export type DeliverySettingsQueryHookResult = ReturnType<typeof useDeliverySettingsQuery>;
export type DeliverySettingsLazyQueryHookResult = ReturnType<typeof useDeliverySettingsLazyQuery>;
export type DeliverySettingsSuspenseQueryHookResult = ReturnType<typeof useDeliverySettingsSuspenseQuery>;
export type DeliverySettingsQueryResult = Apollo.QueryResult<DeliverySettingsQuery, DeliverySettingsQueryVariables>;
export const RouteSheetDocument = gql`
    query RouteSheet($courierId: ID!, $date: Date) {
  routeSheet(courierId: $courierId, date: $date) {
    date
    courier {
      id
      name
      phone
    }
    items {
      ...DeliveryFields
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;

/**
 * __useRouteSheetQuery__
 *
 * To run a query within a React component, call `useRouteSheetQuery` and pass it any options that fit your needs.
 * When your component renders, `useRouteSheetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRouteSheetQuery({
 *   variables: {
 *      courierId: // value for 'courierId'
 *      date: // value for 'date'
 *   },
 * });
 */
export function useRouteSheetQuery(baseOptions: Apollo.QueryHookOptions<RouteSheetQuery, RouteSheetQueryVariables> & ({ variables: RouteSheetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RouteSheetQuery, RouteSheetQueryVariables>(RouteSheetDocument, options);
      }
export function useRouteSheetLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RouteSheetQuery, RouteSheetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RouteSheetQuery, RouteSheetQueryVariables>(RouteSheetDocument, options);
        }
// @ts-ignore
export function useRouteSheetSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RouteSheetQuery, RouteSheetQueryVariables>): Apollo.UseSuspenseQueryResult<RouteSheetQuery, RouteSheetQueryVariables>;
export function useRouteSheetSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RouteSheetQuery, RouteSheetQueryVariables>): Apollo.UseSuspenseQueryResult<RouteSheetQuery | undefined, RouteSheetQueryVariables>;
export function useRouteSheetSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RouteSheetQuery, RouteSheetQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RouteSheetQuery, RouteSheetQueryVariables>(RouteSheetDocument, options);
        }
export type RouteSheetQueryHookResult = ReturnType<typeof useRouteSheetQuery>;
export type RouteSheetLazyQueryHookResult = ReturnType<typeof useRouteSheetLazyQuery>;
export type RouteSheetSuspenseQueryHookResult = ReturnType<typeof useRouteSheetSuspenseQuery>;
export type RouteSheetQueryResult = Apollo.QueryResult<RouteSheetQuery, RouteSheetQueryVariables>;
export const DeliveryNoticesDocument = gql`
    query DeliveryNotices($orderId: ID, $first: Int!, $after: String) {
  deliveryNoticesConnection(orderId: $orderId, first: $first, after: $after) {
    edges {
      cursor
      node {
        id
        orderId
        number
        event
        address
        subject
        status
        error
        createdAt
        sentAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    `;

/**
 * __useDeliveryNoticesQuery__
 *
 * To run a query within a React component, call `useDeliveryNoticesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryNoticesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryNoticesQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useDeliveryNoticesQuery(baseOptions: Apollo.QueryHookOptions<DeliveryNoticesQuery, DeliveryNoticesQueryVariables> & ({ variables: DeliveryNoticesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>(DeliveryNoticesDocument, options);
      }
export function useDeliveryNoticesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>(DeliveryNoticesDocument, options);
        }
// @ts-ignore
export function useDeliveryNoticesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>;
export function useDeliveryNoticesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryNoticesQuery | undefined, DeliveryNoticesQueryVariables>;
export function useDeliveryNoticesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>(DeliveryNoticesDocument, options);
        }
export type DeliveryNoticesQueryHookResult = ReturnType<typeof useDeliveryNoticesQuery>;
export type DeliveryNoticesLazyQueryHookResult = ReturnType<typeof useDeliveryNoticesLazyQuery>;
export type DeliveryNoticesSuspenseQueryHookResult = ReturnType<typeof useDeliveryNoticesSuspenseQuery>;
export type DeliveryNoticesQueryResult = Apollo.QueryResult<DeliveryNoticesQuery, DeliveryNoticesQueryVariables>;
export const MyDeliveriesDocument = gql`
    query MyDeliveries($date: Date) {
  myDeliveries(date: $date) {
    date
    items {
      ...DeliveryFields
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;

/**
 * __useMyDeliveriesQuery__
 *
 * To run a query within a React component, call `useMyDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDeliveriesQuery({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function useMyDeliveriesQuery(baseOptions?: Apollo.QueryHookOptions<MyDeliveriesQuery, MyDeliveriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyDeliveriesQuery, MyDeliveriesQueryVariables>(MyDeliveriesDocument, options);
      }
export function useMyDeliveriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyDeliveriesQuery, MyDeliveriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyDeliveriesQuery, MyDeliveriesQueryVariables>(MyDeliveriesDocument, options);
        }
// @ts-ignore
export function useMyDeliveriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyDeliveriesQuery, MyDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<MyDeliveriesQuery, MyDeliveriesQueryVariables>;
export function useMyDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyDeliveriesQuery, MyDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<MyDeliveriesQuery | undefined, MyDeliveriesQueryVariables>;
export function useMyDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyDeliveriesQuery, MyDeliveriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyDeliveriesQuery, MyDeliveriesQueryVariables>(MyDeliveriesDocument, options);
        }
export type MyDeliveriesQueryHookResult = ReturnType<typeof useMyDeliveriesQuery>;
export type MyDeliveriesLazyQueryHookResult = ReturnType<typeof useMyDeliveriesLazyQuery>;
export type MyDeliveriesSuspenseQueryHookResult = ReturnType<typeof useMyDeliveriesSuspenseQuery>;
export type MyDeliveriesQueryResult = Apollo.QueryResult<MyDeliveriesQuery, MyDeliveriesQueryVariables>;
export const MyDeliveryDocument = gql`
    query MyDelivery($orderId: ID!) {
  myDelivery(orderId: $orderId) {
    ...DeliveryFields
  }
}
    ${DeliveryFieldsFragmentDoc}`;

/**
 * __useMyDeliveryQuery__
 *
 * To run a query within a React component, call `useMyDeliveryQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDeliveryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDeliveryQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useMyDeliveryQuery(baseOptions: Apollo.QueryHookOptions<MyDeliveryQuery, MyDeliveryQueryVariables> & ({ variables: MyDeliveryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyDeliveryQuery, MyDeliveryQueryVariables>(MyDeliveryDocument, options);
      }
export function useMyDeliveryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyDeliveryQuery, MyDeliveryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyDeliveryQuery, MyDeliveryQueryVariables>(MyDeliveryDocument, options);
        }
// @ts-ignore
export function useMyDeliverySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyDeliveryQuery, MyDeliveryQueryVariables>): Apollo.UseSuspenseQueryResult<MyDeliveryQuery, MyDeliveryQueryVariables>;
export function useMyDeliverySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyDeliveryQuery, MyDeliveryQueryVariables>): Apollo.UseSuspenseQueryResult<MyDeliveryQuery | undefined, MyDeliveryQueryVariables>;
export function useMyDeliverySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyDeliveryQuery, MyDeliveryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyDeliveryQuery, MyDeliveryQueryVariables>(MyDeliveryDocument, options);
        }
export type MyDeliveryQueryHookResult = ReturnType<typeof useMyDeliveryQuery>;
export type MyDeliveryLazyQueryHookResult = ReturnType<typeof useMyDeliveryLazyQuery>;
export type MyDeliverySuspenseQueryHookResult = ReturnType<typeof useMyDeliverySuspenseQuery>;
export type MyDeliveryQueryResult = Apollo.QueryResult<MyDeliveryQuery, MyDeliveryQueryVariables>;
export const SetDeliveryWindowDocument = gql`
    mutation SetDeliveryWindow($orderId: ID!, $date: Date!, $from: String, $to: String, $pickup: Boolean) {
  setDeliveryWindow(
    orderId: $orderId
    date: $date
    from: $from
    to: $to
    pickup: $pickup
  ) {
    delivery {
      ...DeliveryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;
export type SetDeliveryWindowMutationFn = Apollo.MutationFunction<SetDeliveryWindowMutation, SetDeliveryWindowMutationVariables>;

/**
 * __useSetDeliveryWindowMutation__
 *
 * To run a mutation, you first call `useSetDeliveryWindowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDeliveryWindowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDeliveryWindowMutation, { data, loading, error }] = useSetDeliveryWindowMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      date: // value for 'date'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      pickup: // value for 'pickup'
 *   },
 * });
 */
export function useSetDeliveryWindowMutation(baseOptions?: Apollo.MutationHookOptions<SetDeliveryWindowMutation, SetDeliveryWindowMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDeliveryWindowMutation, SetDeliveryWindowMutationVariables>(SetDeliveryWindowDocument, options);
      }
export type SetDeliveryWindowMutationHookResult = ReturnType<typeof useSetDeliveryWindowMutation>;
export type SetDeliveryWindowMutationResult = Apollo.MutationResult<SetDeliveryWindowMutation>;
export type SetDeliveryWindowMutationOptions = Apollo.BaseMutationOptions<SetDeliveryWindowMutation, SetDeliveryWindowMutationVariables>;
export const AssignCourierDocument = gql`
    mutation AssignCourier($orderIds: [ID!]!, $courierId: ID) {
  assignCourier(orderIds: $orderIds, courierId: $courierId) {
    deliveries {
      ...DeliveryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;
export type AssignCourierMutationFn = Apollo.MutationFunction<AssignCourierMutation, AssignCourierMutationVariables>;

/**
 * __useAssignCourierMutation__
 *
 * To run a mutation, you first call `useAssignCourierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssignCourierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [assignCourierMutation, { data, loading, error }] = useAssignCourierMutation({
 *   variables: {
 *      orderIds: // value for 'orderIds'
 *      courierId: // value for 'courierId'
 *   },
 * });
 */
export function useAssignCourierMutation(baseOptions?: Apollo.MutationHookOptions<AssignCourierMutation, AssignCourierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AssignCourierMutation, AssignCourierMutationVariables>(AssignCourierDocument, options);
      }
export type AssignCourierMutationHookResult = ReturnType<typeof useAssignCourierMutation>;
export type AssignCourierMutationResult = Apollo.MutationResult<AssignCourierMutation>;
export type AssignCourierMutationOptions = Apollo.BaseMutationOptions<AssignCourierMutation, AssignCourierMutationVariables>;
export const SetDeliveryStatusDocument = gql`
    mutation SetDeliveryStatus($orderId: ID!, $status: DeliveryStatus!, $reason: String) {
  setDeliveryStatus(orderId: $orderId, status: $status, reason: $reason) {
    delivery {
      ...DeliveryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;
export type SetDeliveryStatusMutationFn = Apollo.MutationFunction<SetDeliveryStatusMutation, SetDeliveryStatusMutationVariables>;

/**
 * __useSetDeliveryStatusMutation__
 *
 * To run a mutation, you first call `useSetDeliveryStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDeliveryStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDeliveryStatusMutation, { data, loading, error }] = useSetDeliveryStatusMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      status: // value for 'status'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useSetDeliveryStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetDeliveryStatusMutation, SetDeliveryStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDeliveryStatusMutation, SetDeliveryStatusMutationVariables>(SetDeliveryStatusDocument, options);
      }
export type SetDeliveryStatusMutationHookResult = ReturnType<typeof useSetDeliveryStatusMutation>;
export type SetDeliveryStatusMutationResult = Apollo.MutationResult<SetDeliveryStatusMutation>;
export type SetDeliveryStatusMutationOptions = Apollo.BaseMutationOptions<SetDeliveryStatusMutation, SetDeliveryStatusMutationVariables>;
export const AddDeliveryPhotoDocument = gql`
    mutation AddDeliveryPhoto($orderId: ID!, $photo: String!) {
  addDeliveryPhoto(orderId: $orderId, photo: $photo) {
    delivery {
      ...DeliveryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;
export type AddDeliveryPhotoMutationFn = Apollo.MutationFunction<AddDeliveryPhotoMutation, AddDeliveryPhotoMutationVariables>;

/**
 * __useAddDeliveryPhotoMutation__
 *
 * To run a mutation, you first call `useAddDeliveryPhotoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddDeliveryPhotoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addDeliveryPhotoMutation, { data, loading, error }] = useAddDeliveryPhotoMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      photo: // value for 'photo'
 *   },
 * });
 */
export function useAddDeliveryPhotoMutation(baseOptions?: Apollo.MutationHookOptions<AddDeliveryPhotoMutation, AddDeliveryPhotoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddDeliveryPhotoMutation, AddDeliveryPhotoMutationVariables>(AddDeliveryPhotoDocument, options);
      }
export type AddDeliveryPhotoMutationHookResult = ReturnType<typeof useAddDeliveryPhotoMutation>;
export type AddDeliveryPhotoMutationResult = Apollo.MutationResult<AddDeliveryPhotoMutation>;
export type AddDeliveryPhotoMutationOptions = Apollo.BaseMutationOptions<AddDeliveryPhotoMutation, AddDeliveryPhotoMutationVariables>;
export const MarkMyDeliveryDocument = gql`
    mutation MarkMyDelivery($orderId: ID!, $delivered: Boolean!, $receiverName: String, $reason: String, $photo: String) {
  markMyDelivery(
    orderId: $orderId
    delivered: $delivered
    receiverName: $receiverName
    reason: $reason
    photo: $photo
  ) {
    delivery {
      ...DeliveryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DeliveryFieldsFragmentDoc}`;
export type MarkMyDeliveryMutationFn = Apollo.MutationFunction<MarkMyDeliveryMutation, MarkMyDeliveryMutationVariables>;

/**
 * __useMarkMyDeliveryMutation__
 *
 * To run a mutation, you first call `useMarkMyDeliveryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkMyDeliveryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markMyDeliveryMutation, { data, loading, error }] = useMarkMyDeliveryMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      delivered: // value for 'delivered'
 *      receiverName: // value for 'receiverName'
 *      reason: // value for 'reason'
 *      photo: // value for 'photo'
 *   },
 * });
 */
export function useMarkMyDeliveryMutation(baseOptions?: Apollo.MutationHookOptions<MarkMyDeliveryMutation, MarkMyDeliveryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkMyDeliveryMutation, MarkMyDeliveryMutationVariables>(MarkMyDeliveryDocument, options);
      }
export type MarkMyDeliveryMutationHookResult = ReturnType<typeof useMarkMyDeliveryMutation>;
export type MarkMyDeliveryMutationResult = Apollo.MutationResult<MarkMyDeliveryMutation>;
export type MarkMyDeliveryMutationOptions = Apollo.BaseMutationOptions<MarkMyDeliveryMutation, MarkMyDeliveryMutationVariables>;
export const DeliveryOfOrderDocument = gql`
    query DeliveryOfOrder($orderId: ID!) {
  delivery(orderId: $orderId) {
    orderId
    clientId
    clientNotices
    status
    courier {
      id
      name
    }
    photos {
      kind
      url
      thumbUrl
    }
  }
}
    `;

/**
 * __useDeliveryOfOrderQuery__
 *
 * To run a query within a React component, call `useDeliveryOfOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryOfOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryOfOrderQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useDeliveryOfOrderQuery(baseOptions: Apollo.QueryHookOptions<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables> & ({ variables: DeliveryOfOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>(DeliveryOfOrderDocument, options);
      }
export function useDeliveryOfOrderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>(DeliveryOfOrderDocument, options);
        }
// @ts-ignore
export function useDeliveryOfOrderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>;
export function useDeliveryOfOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryOfOrderQuery | undefined, DeliveryOfOrderQueryVariables>;
export function useDeliveryOfOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>(DeliveryOfOrderDocument, options);
        }
export type DeliveryOfOrderQueryHookResult = ReturnType<typeof useDeliveryOfOrderQuery>;
export type DeliveryOfOrderLazyQueryHookResult = ReturnType<typeof useDeliveryOfOrderLazyQuery>;
export type DeliveryOfOrderSuspenseQueryHookResult = ReturnType<typeof useDeliveryOfOrderSuspenseQuery>;
export type DeliveryOfOrderQueryResult = Apollo.QueryResult<DeliveryOfOrderQuery, DeliveryOfOrderQueryVariables>;
export const DeliveryNoticeTemplatesDocument = gql`
    query DeliveryNoticeTemplates {
  deliveryNoticeTemplates {
    event
    subject
    body
  }
}
    `;

/**
 * __useDeliveryNoticeTemplatesQuery__
 *
 * To run a query within a React component, call `useDeliveryNoticeTemplatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryNoticeTemplatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryNoticeTemplatesQuery({
 *   variables: {
 *   },
 * });
 */
export function useDeliveryNoticeTemplatesQuery(baseOptions?: Apollo.QueryHookOptions<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>(DeliveryNoticeTemplatesDocument, options);
      }
export function useDeliveryNoticeTemplatesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>(DeliveryNoticeTemplatesDocument, options);
        }
// @ts-ignore
export function useDeliveryNoticeTemplatesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>;
export function useDeliveryNoticeTemplatesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryNoticeTemplatesQuery | undefined, DeliveryNoticeTemplatesQueryVariables>;
export function useDeliveryNoticeTemplatesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>(DeliveryNoticeTemplatesDocument, options);
        }
export type DeliveryNoticeTemplatesQueryHookResult = ReturnType<typeof useDeliveryNoticeTemplatesQuery>;
export type DeliveryNoticeTemplatesLazyQueryHookResult = ReturnType<typeof useDeliveryNoticeTemplatesLazyQuery>;
export type DeliveryNoticeTemplatesSuspenseQueryHookResult = ReturnType<typeof useDeliveryNoticeTemplatesSuspenseQuery>;
export type DeliveryNoticeTemplatesQueryResult = Apollo.QueryResult<DeliveryNoticeTemplatesQuery, DeliveryNoticeTemplatesQueryVariables>;
export const SetDeliverySettingsDocument = gql`
    mutation SetDeliverySettings($input: DeliverySettingsInput!) {
  setDeliverySettings(input: $input) {
    settings {
      dayStart
      dayEnd
      slotMinutes
      slots {
        from
        to
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type SetDeliverySettingsMutationFn = Apollo.MutationFunction<SetDeliverySettingsMutation, SetDeliverySettingsMutationVariables>;

/**
 * __useSetDeliverySettingsMutation__
 *
 * To run a mutation, you first call `useSetDeliverySettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDeliverySettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDeliverySettingsMutation, { data, loading, error }] = useSetDeliverySettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetDeliverySettingsMutation(baseOptions?: Apollo.MutationHookOptions<SetDeliverySettingsMutation, SetDeliverySettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDeliverySettingsMutation, SetDeliverySettingsMutationVariables>(SetDeliverySettingsDocument, options);
      }
export type SetDeliverySettingsMutationHookResult = ReturnType<typeof useSetDeliverySettingsMutation>;
export type SetDeliverySettingsMutationResult = Apollo.MutationResult<SetDeliverySettingsMutation>;
export type SetDeliverySettingsMutationOptions = Apollo.BaseMutationOptions<SetDeliverySettingsMutation, SetDeliverySettingsMutationVariables>;
export const SaveDeliveryNoticeTemplateDocument = gql`
    mutation SaveDeliveryNoticeTemplate($event: DeliveryNoticeEvent!, $subject: String!, $body: String!) {
  saveDeliveryNoticeTemplate(event: $event, subject: $subject, body: $body) {
    templates {
      event
      subject
      body
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type SaveDeliveryNoticeTemplateMutationFn = Apollo.MutationFunction<SaveDeliveryNoticeTemplateMutation, SaveDeliveryNoticeTemplateMutationVariables>;

/**
 * __useSaveDeliveryNoticeTemplateMutation__
 *
 * To run a mutation, you first call `useSaveDeliveryNoticeTemplateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveDeliveryNoticeTemplateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveDeliveryNoticeTemplateMutation, { data, loading, error }] = useSaveDeliveryNoticeTemplateMutation({
 *   variables: {
 *      event: // value for 'event'
 *      subject: // value for 'subject'
 *      body: // value for 'body'
 *   },
 * });
 */
export function useSaveDeliveryNoticeTemplateMutation(baseOptions?: Apollo.MutationHookOptions<SaveDeliveryNoticeTemplateMutation, SaveDeliveryNoticeTemplateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveDeliveryNoticeTemplateMutation, SaveDeliveryNoticeTemplateMutationVariables>(SaveDeliveryNoticeTemplateDocument, options);
      }
export type SaveDeliveryNoticeTemplateMutationHookResult = ReturnType<typeof useSaveDeliveryNoticeTemplateMutation>;
export type SaveDeliveryNoticeTemplateMutationResult = Apollo.MutationResult<SaveDeliveryNoticeTemplateMutation>;
export type SaveDeliveryNoticeTemplateMutationOptions = Apollo.BaseMutationOptions<SaveDeliveryNoticeTemplateMutation, SaveDeliveryNoticeTemplateMutationVariables>;
export const SetClientDeliveryNoticesDocument = gql`
    mutation SetClientDeliveryNotices($clientId: ID!, $enabled: Boolean!) {
  setClientDeliveryNotices(clientId: $clientId, enabled: $enabled) {
    enabled
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type SetClientDeliveryNoticesMutationFn = Apollo.MutationFunction<SetClientDeliveryNoticesMutation, SetClientDeliveryNoticesMutationVariables>;

/**
 * __useSetClientDeliveryNoticesMutation__
 *
 * To run a mutation, you first call `useSetClientDeliveryNoticesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetClientDeliveryNoticesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setClientDeliveryNoticesMutation, { data, loading, error }] = useSetClientDeliveryNoticesMutation({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      enabled: // value for 'enabled'
 *   },
 * });
 */
export function useSetClientDeliveryNoticesMutation(baseOptions?: Apollo.MutationHookOptions<SetClientDeliveryNoticesMutation, SetClientDeliveryNoticesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetClientDeliveryNoticesMutation, SetClientDeliveryNoticesMutationVariables>(SetClientDeliveryNoticesDocument, options);
      }
export type SetClientDeliveryNoticesMutationHookResult = ReturnType<typeof useSetClientDeliveryNoticesMutation>;
export type SetClientDeliveryNoticesMutationResult = Apollo.MutationResult<SetClientDeliveryNoticesMutation>;
export type SetClientDeliveryNoticesMutationOptions = Apollo.BaseMutationOptions<SetClientDeliveryNoticesMutation, SetClientDeliveryNoticesMutationVariables>;
export const CourierAccountsDocument = gql`
    query CourierAccounts {
  couriers {
    id
    name
    phone
    hasAccount
    accountId
  }
  courierAccounts {
    id
    name
    email
    courierId
  }
}
    `;

/**
 * __useCourierAccountsQuery__
 *
 * To run a query within a React component, call `useCourierAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourierAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourierAccountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCourierAccountsQuery(baseOptions?: Apollo.QueryHookOptions<CourierAccountsQuery, CourierAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CourierAccountsQuery, CourierAccountsQueryVariables>(CourierAccountsDocument, options);
      }
export function useCourierAccountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CourierAccountsQuery, CourierAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CourierAccountsQuery, CourierAccountsQueryVariables>(CourierAccountsDocument, options);
        }
// @ts-ignore
export function useCourierAccountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CourierAccountsQuery, CourierAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<CourierAccountsQuery, CourierAccountsQueryVariables>;
export function useCourierAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CourierAccountsQuery, CourierAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<CourierAccountsQuery | undefined, CourierAccountsQueryVariables>;
export function useCourierAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CourierAccountsQuery, CourierAccountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CourierAccountsQuery, CourierAccountsQueryVariables>(CourierAccountsDocument, options);
        }
export type CourierAccountsQueryHookResult = ReturnType<typeof useCourierAccountsQuery>;
export type CourierAccountsLazyQueryHookResult = ReturnType<typeof useCourierAccountsLazyQuery>;
export type CourierAccountsSuspenseQueryHookResult = ReturnType<typeof useCourierAccountsSuspenseQuery>;
export type CourierAccountsQueryResult = Apollo.QueryResult<CourierAccountsQuery, CourierAccountsQueryVariables>;
export const LinkCourierAccountDocument = gql`
    mutation LinkCourierAccount($employeeId: ID!, $userId: ID) {
  linkCourierAccount(employeeId: $employeeId, userId: $userId) {
    couriers {
      id
      hasAccount
      accountId
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type LinkCourierAccountMutationFn = Apollo.MutationFunction<LinkCourierAccountMutation, LinkCourierAccountMutationVariables>;

/**
 * __useLinkCourierAccountMutation__
 *
 * To run a mutation, you first call `useLinkCourierAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLinkCourierAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [linkCourierAccountMutation, { data, loading, error }] = useLinkCourierAccountMutation({
 *   variables: {
 *      employeeId: // value for 'employeeId'
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useLinkCourierAccountMutation(baseOptions?: Apollo.MutationHookOptions<LinkCourierAccountMutation, LinkCourierAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LinkCourierAccountMutation, LinkCourierAccountMutationVariables>(LinkCourierAccountDocument, options);
      }
export type LinkCourierAccountMutationHookResult = ReturnType<typeof useLinkCourierAccountMutation>;
export type LinkCourierAccountMutationResult = Apollo.MutationResult<LinkCourierAccountMutation>;
export type LinkCourierAccountMutationOptions = Apollo.BaseMutationOptions<LinkCourierAccountMutation, LinkCourierAccountMutationVariables>;
export const CalendarEventsDocument = gql`
    query CalendarEvents {
  calendarEvents {
    ...CalendarEventFields
  }
}
    ${CalendarEventFieldsFragmentDoc}`;

/**
 * __useCalendarEventsQuery__
 *
 * To run a query within a React component, call `useCalendarEventsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCalendarEventsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCalendarEventsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCalendarEventsQuery(baseOptions?: Apollo.QueryHookOptions<CalendarEventsQuery, CalendarEventsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CalendarEventsQuery, CalendarEventsQueryVariables>(CalendarEventsDocument, options);
      }
export function useCalendarEventsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CalendarEventsQuery, CalendarEventsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CalendarEventsQuery, CalendarEventsQueryVariables>(CalendarEventsDocument, options);
        }
// @ts-ignore
export function useCalendarEventsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CalendarEventsQuery, CalendarEventsQueryVariables>): Apollo.UseSuspenseQueryResult<CalendarEventsQuery, CalendarEventsQueryVariables>;
export function useCalendarEventsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CalendarEventsQuery, CalendarEventsQueryVariables>): Apollo.UseSuspenseQueryResult<CalendarEventsQuery | undefined, CalendarEventsQueryVariables>;
export function useCalendarEventsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CalendarEventsQuery, CalendarEventsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CalendarEventsQuery, CalendarEventsQueryVariables>(CalendarEventsDocument, options);
        }
export type CalendarEventsQueryHookResult = ReturnType<typeof useCalendarEventsQuery>;
export type CalendarEventsLazyQueryHookResult = ReturnType<typeof useCalendarEventsLazyQuery>;
export type CalendarEventsSuspenseQueryHookResult = ReturnType<typeof useCalendarEventsSuspenseQuery>;
export type CalendarEventsQueryResult = Apollo.QueryResult<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const AddCalendarEventDocument = gql`
    mutation AddCalendarEvent($input: CalendarEventInput!) {
  addCalendarEvent(input: $input) {
    ...CalendarEventFields
  }
}
    ${CalendarEventFieldsFragmentDoc}`;
export type AddCalendarEventMutationFn = Apollo.MutationFunction<AddCalendarEventMutation, AddCalendarEventMutationVariables>;

/**
 * __useAddCalendarEventMutation__
 *
 * To run a mutation, you first call `useAddCalendarEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCalendarEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCalendarEventMutation, { data, loading, error }] = useAddCalendarEventMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCalendarEventMutation(baseOptions?: Apollo.MutationHookOptions<AddCalendarEventMutation, AddCalendarEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddCalendarEventMutation, AddCalendarEventMutationVariables>(AddCalendarEventDocument, options);
      }
export type AddCalendarEventMutationHookResult = ReturnType<typeof useAddCalendarEventMutation>;
export type AddCalendarEventMutationResult = Apollo.MutationResult<AddCalendarEventMutation>;
export type AddCalendarEventMutationOptions = Apollo.BaseMutationOptions<AddCalendarEventMutation, AddCalendarEventMutationVariables>;
export const DeleteCalendarEventDocument = gql`
    mutation DeleteCalendarEvent($id: ID!) {
  deleteCalendarEvent(id: $id) {
    ...CalendarEventFields
  }
}
    ${CalendarEventFieldsFragmentDoc}`;
export type DeleteCalendarEventMutationFn = Apollo.MutationFunction<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;

/**
 * __useDeleteCalendarEventMutation__
 *
 * To run a mutation, you first call `useDeleteCalendarEventMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCalendarEventMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCalendarEventMutation, { data, loading, error }] = useDeleteCalendarEventMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCalendarEventMutation(baseOptions?: Apollo.MutationHookOptions<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>(DeleteCalendarEventDocument, options);
      }
export type DeleteCalendarEventMutationHookResult = ReturnType<typeof useDeleteCalendarEventMutation>;
export type DeleteCalendarEventMutationResult = Apollo.MutationResult<DeleteCalendarEventMutation>;
export type DeleteCalendarEventMutationOptions = Apollo.BaseMutationOptions<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;
export const ChatOverviewDocument = gql`
    query ChatOverview($userId: ID!) {
  chatMe {
    id
    name
    status
  }
  chatRecent(userId: $userId) {
    chatId
    contactId
    unread
    lastChatTime
    contact {
      id
      name
      status
      mood
    }
  }
}
    `;

/**
 * __useChatOverviewQuery__
 *
 * To run a query within a React component, call `useChatOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useChatOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useChatOverviewQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useChatOverviewQuery(baseOptions: Apollo.QueryHookOptions<ChatOverviewQuery, ChatOverviewQueryVariables> & ({ variables: ChatOverviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ChatOverviewQuery, ChatOverviewQueryVariables>(ChatOverviewDocument, options);
      }
export function useChatOverviewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ChatOverviewQuery, ChatOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ChatOverviewQuery, ChatOverviewQueryVariables>(ChatOverviewDocument, options);
        }
// @ts-ignore
export function useChatOverviewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ChatOverviewQuery, ChatOverviewQueryVariables>): Apollo.UseSuspenseQueryResult<ChatOverviewQuery, ChatOverviewQueryVariables>;
export function useChatOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ChatOverviewQuery, ChatOverviewQueryVariables>): Apollo.UseSuspenseQueryResult<ChatOverviewQuery | undefined, ChatOverviewQueryVariables>;
export function useChatOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ChatOverviewQuery, ChatOverviewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ChatOverviewQuery, ChatOverviewQueryVariables>(ChatOverviewDocument, options);
        }
export type ChatOverviewQueryHookResult = ReturnType<typeof useChatOverviewQuery>;
export type ChatOverviewLazyQueryHookResult = ReturnType<typeof useChatOverviewLazyQuery>;
export type ChatOverviewSuspenseQueryHookResult = ReturnType<typeof useChatOverviewSuspenseQuery>;
export type ChatOverviewQueryResult = Apollo.QueryResult<ChatOverviewQuery, ChatOverviewQueryVariables>;
export const ChatRoomDocument = gql`
    query ChatRoom($currentUser: ID!, $contactId: ID!) {
  chatRoom(currentUser: $currentUser, contactId: $contactId) {
    chatId
    messageList {
      contactId
      text
      time
    }
  }
}
    `;

/**
 * __useChatRoomQuery__
 *
 * To run a query within a React component, call `useChatRoomQuery` and pass it any options that fit your needs.
 * When your component renders, `useChatRoomQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useChatRoomQuery({
 *   variables: {
 *      currentUser: // value for 'currentUser'
 *      contactId: // value for 'contactId'
 *   },
 * });
 */
export function useChatRoomQuery(baseOptions: Apollo.QueryHookOptions<ChatRoomQuery, ChatRoomQueryVariables> & ({ variables: ChatRoomQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ChatRoomQuery, ChatRoomQueryVariables>(ChatRoomDocument, options);
      }
export function useChatRoomLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ChatRoomQuery, ChatRoomQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ChatRoomQuery, ChatRoomQueryVariables>(ChatRoomDocument, options);
        }
// @ts-ignore
export function useChatRoomSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ChatRoomQuery, ChatRoomQueryVariables>): Apollo.UseSuspenseQueryResult<ChatRoomQuery, ChatRoomQueryVariables>;
export function useChatRoomSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ChatRoomQuery, ChatRoomQueryVariables>): Apollo.UseSuspenseQueryResult<ChatRoomQuery | undefined, ChatRoomQueryVariables>;
export function useChatRoomSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ChatRoomQuery, ChatRoomQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ChatRoomQuery, ChatRoomQueryVariables>(ChatRoomDocument, options);
        }
export type ChatRoomQueryHookResult = ReturnType<typeof useChatRoomQuery>;
export type ChatRoomLazyQueryHookResult = ReturnType<typeof useChatRoomLazyQuery>;
export type ChatRoomSuspenseQueryHookResult = ReturnType<typeof useChatRoomSuspenseQuery>;
export type ChatRoomQueryResult = Apollo.QueryResult<ChatRoomQuery, ChatRoomQueryVariables>;
export const AddChatMessageDocument = gql`
    mutation AddChatMessage($chatId: ID!, $contactId: ID!, $text: String!) {
  addChatMessage(chatId: $chatId, contactId: $contactId, text: $text) {
    id
    chats {
      contactId
      text
      time
    }
  }
}
    `;
export type AddChatMessageMutationFn = Apollo.MutationFunction<AddChatMessageMutation, AddChatMessageMutationVariables>;

/**
 * __useAddChatMessageMutation__
 *
 * To run a mutation, you first call `useAddChatMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddChatMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addChatMessageMutation, { data, loading, error }] = useAddChatMessageMutation({
 *   variables: {
 *      chatId: // value for 'chatId'
 *      contactId: // value for 'contactId'
 *      text: // value for 'text'
 *   },
 * });
 */
export function useAddChatMessageMutation(baseOptions?: Apollo.MutationHookOptions<AddChatMessageMutation, AddChatMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddChatMessageMutation, AddChatMessageMutationVariables>(AddChatMessageDocument, options);
      }
export type AddChatMessageMutationHookResult = ReturnType<typeof useAddChatMessageMutation>;
export type AddChatMessageMutationResult = Apollo.MutationResult<AddChatMessageMutation>;
export type AddChatMessageMutationOptions = Apollo.BaseMutationOptions<AddChatMessageMutation, AddChatMessageMutationVariables>;
export const InboxMessagesDocument = gql`
    query InboxMessages {
  inboxMessages {
    ...InboxMessageFields
  }
}
    ${InboxMessageFieldsFragmentDoc}`;

/**
 * __useInboxMessagesQuery__
 *
 * To run a query within a React component, call `useInboxMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useInboxMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInboxMessagesQuery({
 *   variables: {
 *   },
 * });
 */
export function useInboxMessagesQuery(baseOptions?: Apollo.QueryHookOptions<InboxMessagesQuery, InboxMessagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InboxMessagesQuery, InboxMessagesQueryVariables>(InboxMessagesDocument, options);
      }
export function useInboxMessagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InboxMessagesQuery, InboxMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InboxMessagesQuery, InboxMessagesQueryVariables>(InboxMessagesDocument, options);
        }
// @ts-ignore
export function useInboxMessagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InboxMessagesQuery, InboxMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<InboxMessagesQuery, InboxMessagesQueryVariables>;
export function useInboxMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxMessagesQuery, InboxMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<InboxMessagesQuery | undefined, InboxMessagesQueryVariables>;
export function useInboxMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxMessagesQuery, InboxMessagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InboxMessagesQuery, InboxMessagesQueryVariables>(InboxMessagesDocument, options);
        }
export type InboxMessagesQueryHookResult = ReturnType<typeof useInboxMessagesQuery>;
export type InboxMessagesLazyQueryHookResult = ReturnType<typeof useInboxMessagesLazyQuery>;
export type InboxMessagesSuspenseQueryHookResult = ReturnType<typeof useInboxMessagesSuspenseQuery>;
export type InboxMessagesQueryResult = Apollo.QueryResult<InboxMessagesQuery, InboxMessagesQueryVariables>;
export const SelectInboxMessageDocument = gql`
    mutation SelectInboxMessage($id: ID!, $selected: Boolean!) {
  selectInboxMessage(id: $id, selected: $selected) {
    ...InboxMessageFields
  }
}
    ${InboxMessageFieldsFragmentDoc}`;
export type SelectInboxMessageMutationFn = Apollo.MutationFunction<SelectInboxMessageMutation, SelectInboxMessageMutationVariables>;

/**
 * __useSelectInboxMessageMutation__
 *
 * To run a mutation, you first call `useSelectInboxMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSelectInboxMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [selectInboxMessageMutation, { data, loading, error }] = useSelectInboxMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *      selected: // value for 'selected'
 *   },
 * });
 */
export function useSelectInboxMessageMutation(baseOptions?: Apollo.MutationHookOptions<SelectInboxMessageMutation, SelectInboxMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SelectInboxMessageMutation, SelectInboxMessageMutationVariables>(SelectInboxMessageDocument, options);
      }
export type SelectInboxMessageMutationHookResult = ReturnType<typeof useSelectInboxMessageMutation>;
export type SelectInboxMessageMutationResult = Apollo.MutationResult<SelectInboxMessageMutation>;
export type SelectInboxMessageMutationOptions = Apollo.BaseMutationOptions<SelectInboxMessageMutation, SelectInboxMessageMutationVariables>;
export const DeleteInboxMessageDocument = gql`
    mutation DeleteInboxMessage($id: ID!) {
  deleteInboxMessage(id: $id) {
    ...InboxMessageFields
  }
}
    ${InboxMessageFieldsFragmentDoc}`;
export type DeleteInboxMessageMutationFn = Apollo.MutationFunction<DeleteInboxMessageMutation, DeleteInboxMessageMutationVariables>;

/**
 * __useDeleteInboxMessageMutation__
 *
 * To run a mutation, you first call `useDeleteInboxMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteInboxMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteInboxMessageMutation, { data, loading, error }] = useDeleteInboxMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteInboxMessageMutation(baseOptions?: Apollo.MutationHookOptions<DeleteInboxMessageMutation, DeleteInboxMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteInboxMessageMutation, DeleteInboxMessageMutationVariables>(DeleteInboxMessageDocument, options);
      }
export type DeleteInboxMessageMutationHookResult = ReturnType<typeof useDeleteInboxMessageMutation>;
export type DeleteInboxMessageMutationResult = Apollo.MutationResult<DeleteInboxMessageMutation>;
export type DeleteInboxMessageMutationOptions = Apollo.BaseMutationOptions<DeleteInboxMessageMutation, DeleteInboxMessageMutationVariables>;
export const InvoicesDocument = gql`
    query Invoices {
  invoices {
    ...InvoiceFields
  }
}
    ${InvoiceFieldsFragmentDoc}`;

/**
 * __useInvoicesQuery__
 *
 * To run a query within a React component, call `useInvoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useInvoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInvoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useInvoicesQuery(baseOptions?: Apollo.QueryHookOptions<InvoicesQuery, InvoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InvoicesQuery, InvoicesQueryVariables>(InvoicesDocument, options);
      }
export function useInvoicesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InvoicesQuery, InvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InvoicesQuery, InvoicesQueryVariables>(InvoicesDocument, options);
        }
// @ts-ignore
export function useInvoicesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InvoicesQuery, InvoicesQueryVariables>): Apollo.UseSuspenseQueryResult<InvoicesQuery, InvoicesQueryVariables>;
export function useInvoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoicesQuery, InvoicesQueryVariables>): Apollo.UseSuspenseQueryResult<InvoicesQuery | undefined, InvoicesQueryVariables>;
export function useInvoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoicesQuery, InvoicesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InvoicesQuery, InvoicesQueryVariables>(InvoicesDocument, options);
        }
export type InvoicesQueryHookResult = ReturnType<typeof useInvoicesQuery>;
export type InvoicesLazyQueryHookResult = ReturnType<typeof useInvoicesLazyQuery>;
export type InvoicesSuspenseQueryHookResult = ReturnType<typeof useInvoicesSuspenseQuery>;
export type InvoicesQueryResult = Apollo.QueryResult<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDocument = gql`
    query Invoice($id: ID!) {
  invoice(id: $id) {
    ...InvoiceFields
  }
}
    ${InvoiceFieldsFragmentDoc}`;

/**
 * __useInvoiceQuery__
 *
 * To run a query within a React component, call `useInvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useInvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInvoiceQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useInvoiceQuery(baseOptions: Apollo.QueryHookOptions<InvoiceQuery, InvoiceQueryVariables> & ({ variables: InvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InvoiceQuery, InvoiceQueryVariables>(InvoiceDocument, options);
      }
export function useInvoiceLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InvoiceQuery, InvoiceQueryVariables>(InvoiceDocument, options);
        }
// @ts-ignore
export function useInvoiceSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>): Apollo.UseSuspenseQueryResult<InvoiceQuery, InvoiceQueryVariables>;
export function useInvoiceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>): Apollo.UseSuspenseQueryResult<InvoiceQuery | undefined, InvoiceQueryVariables>;
export function useInvoiceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoiceQuery, InvoiceQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InvoiceQuery, InvoiceQueryVariables>(InvoiceDocument, options);
        }
export type InvoiceQueryHookResult = ReturnType<typeof useInvoiceQuery>;
export type InvoiceLazyQueryHookResult = ReturnType<typeof useInvoiceLazyQuery>;
export type InvoiceSuspenseQueryHookResult = ReturnType<typeof useInvoiceSuspenseQuery>;
export type InvoiceQueryResult = Apollo.QueryResult<InvoiceQuery, InvoiceQueryVariables>;
export const AddInvoiceDocument = gql`
    mutation AddInvoice($input: InvoiceInput!) {
  addInvoice(input: $input) {
    ...InvoiceFields
  }
}
    ${InvoiceFieldsFragmentDoc}`;
export type AddInvoiceMutationFn = Apollo.MutationFunction<AddInvoiceMutation, AddInvoiceMutationVariables>;

/**
 * __useAddInvoiceMutation__
 *
 * To run a mutation, you first call `useAddInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addInvoiceMutation, { data, loading, error }] = useAddInvoiceMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddInvoiceMutation(baseOptions?: Apollo.MutationHookOptions<AddInvoiceMutation, AddInvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddInvoiceMutation, AddInvoiceMutationVariables>(AddInvoiceDocument, options);
      }
export type AddInvoiceMutationHookResult = ReturnType<typeof useAddInvoiceMutation>;
export type AddInvoiceMutationResult = Apollo.MutationResult<AddInvoiceMutation>;
export type AddInvoiceMutationOptions = Apollo.BaseMutationOptions<AddInvoiceMutation, AddInvoiceMutationVariables>;
export const UpdateInvoiceDocument = gql`
    mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {
  updateInvoice(id: $id, input: $input) {
    ...InvoiceFields
  }
}
    ${InvoiceFieldsFragmentDoc}`;
export type UpdateInvoiceMutationFn = Apollo.MutationFunction<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;

/**
 * __useUpdateInvoiceMutation__
 *
 * To run a mutation, you first call `useUpdateInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateInvoiceMutation, { data, loading, error }] = useUpdateInvoiceMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateInvoiceMutation(baseOptions?: Apollo.MutationHookOptions<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>(UpdateInvoiceDocument, options);
      }
export type UpdateInvoiceMutationHookResult = ReturnType<typeof useUpdateInvoiceMutation>;
export type UpdateInvoiceMutationResult = Apollo.MutationResult<UpdateInvoiceMutation>;
export type UpdateInvoiceMutationOptions = Apollo.BaseMutationOptions<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const DeleteInvoiceDocument = gql`
    mutation DeleteInvoice($id: ID!) {
  deleteInvoice(id: $id) {
    id
  }
}
    `;
export type DeleteInvoiceMutationFn = Apollo.MutationFunction<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;

/**
 * __useDeleteInvoiceMutation__
 *
 * To run a mutation, you first call `useDeleteInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteInvoiceMutation, { data, loading, error }] = useDeleteInvoiceMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteInvoiceMutation(baseOptions?: Apollo.MutationHookOptions<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>(DeleteInvoiceDocument, options);
      }
export type DeleteInvoiceMutationHookResult = ReturnType<typeof useDeleteInvoiceMutation>;
export type DeleteInvoiceMutationResult = Apollo.MutationResult<DeleteInvoiceMutation>;
export type DeleteInvoiceMutationOptions = Apollo.BaseMutationOptions<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const BoardsDocument = gql`
    query Boards {
  boards {
    id
    title
  }
  boardLabels {
    id
    title
    color
  }
}
    `;

/**
 * __useBoardsQuery__
 *
 * To run a query within a React component, call `useBoardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBoardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBoardsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBoardsQuery(baseOptions?: Apollo.QueryHookOptions<BoardsQuery, BoardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BoardsQuery, BoardsQueryVariables>(BoardsDocument, options);
      }
export function useBoardsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BoardsQuery, BoardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BoardsQuery, BoardsQueryVariables>(BoardsDocument, options);
        }
// @ts-ignore
export function useBoardsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BoardsQuery, BoardsQueryVariables>): Apollo.UseSuspenseQueryResult<BoardsQuery, BoardsQueryVariables>;
export function useBoardsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BoardsQuery, BoardsQueryVariables>): Apollo.UseSuspenseQueryResult<BoardsQuery | undefined, BoardsQueryVariables>;
export function useBoardsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BoardsQuery, BoardsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BoardsQuery, BoardsQueryVariables>(BoardsDocument, options);
        }
export type BoardsQueryHookResult = ReturnType<typeof useBoardsQuery>;
export type BoardsLazyQueryHookResult = ReturnType<typeof useBoardsLazyQuery>;
export type BoardsSuspenseQueryHookResult = ReturnType<typeof useBoardsSuspenseQuery>;
export type BoardsQueryResult = Apollo.QueryResult<BoardsQuery, BoardsQueryVariables>;
export const BoardDocument = gql`
    query Board($id: ID!) {
  board(id: $id) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;

/**
 * __useBoardQuery__
 *
 * To run a query within a React component, call `useBoardQuery` and pass it any options that fit your needs.
 * When your component renders, `useBoardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBoardQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBoardQuery(baseOptions: Apollo.QueryHookOptions<BoardQuery, BoardQueryVariables> & ({ variables: BoardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BoardQuery, BoardQueryVariables>(BoardDocument, options);
      }
export function useBoardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BoardQuery, BoardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BoardQuery, BoardQueryVariables>(BoardDocument, options);
        }
// @ts-ignore
export function useBoardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BoardQuery, BoardQueryVariables>): Apollo.UseSuspenseQueryResult<BoardQuery, BoardQueryVariables>;
export function useBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BoardQuery, BoardQueryVariables>): Apollo.UseSuspenseQueryResult<BoardQuery | undefined, BoardQueryVariables>;
export function useBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BoardQuery, BoardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BoardQuery, BoardQueryVariables>(BoardDocument, options);
        }
export type BoardQueryHookResult = ReturnType<typeof useBoardQuery>;
export type BoardLazyQueryHookResult = ReturnType<typeof useBoardLazyQuery>;
export type BoardSuspenseQueryHookResult = ReturnType<typeof useBoardSuspenseQuery>;
export type BoardQueryResult = Apollo.QueryResult<BoardQuery, BoardQueryVariables>;
export const MoveCardDocument = gql`
    mutation MoveCard($boardId: ID!, $sourceListId: ID!, $destinationListId: ID!, $source: Int!, $destination: Int!) {
  moveCard(
    boardId: $boardId
    sourceListId: $sourceListId
    destinationListId: $destinationListId
    source: $source
    destination: $destination
  ) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;
export type MoveCardMutationFn = Apollo.MutationFunction<MoveCardMutation, MoveCardMutationVariables>;

/**
 * __useMoveCardMutation__
 *
 * To run a mutation, you first call `useMoveCardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveCardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveCardMutation, { data, loading, error }] = useMoveCardMutation({
 *   variables: {
 *      boardId: // value for 'boardId'
 *      sourceListId: // value for 'sourceListId'
 *      destinationListId: // value for 'destinationListId'
 *      source: // value for 'source'
 *      destination: // value for 'destination'
 *   },
 * });
 */
export function useMoveCardMutation(baseOptions?: Apollo.MutationHookOptions<MoveCardMutation, MoveCardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveCardMutation, MoveCardMutationVariables>(MoveCardDocument, options);
      }
export type MoveCardMutationHookResult = ReturnType<typeof useMoveCardMutation>;
export type MoveCardMutationResult = Apollo.MutationResult<MoveCardMutation>;
export type MoveCardMutationOptions = Apollo.BaseMutationOptions<MoveCardMutation, MoveCardMutationVariables>;
export const ReorderCardDocument = gql`
    mutation ReorderCard($boardId: ID!, $listId: ID!, $startIndex: Int!, $endIndex: Int!) {
  reorderCard(
    boardId: $boardId
    listId: $listId
    startIndex: $startIndex
    endIndex: $endIndex
  ) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;
export type ReorderCardMutationFn = Apollo.MutationFunction<ReorderCardMutation, ReorderCardMutationVariables>;

/**
 * __useReorderCardMutation__
 *
 * To run a mutation, you first call `useReorderCardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReorderCardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reorderCardMutation, { data, loading, error }] = useReorderCardMutation({
 *   variables: {
 *      boardId: // value for 'boardId'
 *      listId: // value for 'listId'
 *      startIndex: // value for 'startIndex'
 *      endIndex: // value for 'endIndex'
 *   },
 * });
 */
export function useReorderCardMutation(baseOptions?: Apollo.MutationHookOptions<ReorderCardMutation, ReorderCardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReorderCardMutation, ReorderCardMutationVariables>(ReorderCardDocument, options);
      }
export type ReorderCardMutationHookResult = ReturnType<typeof useReorderCardMutation>;
export type ReorderCardMutationResult = Apollo.MutationResult<ReorderCardMutation>;
export type ReorderCardMutationOptions = Apollo.BaseMutationOptions<ReorderCardMutation, ReorderCardMutationVariables>;
export const AddColumnDocument = gql`
    mutation AddColumn($boardId: ID!, $title: String!) {
  addColumn(boardId: $boardId, title: $title) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;
export type AddColumnMutationFn = Apollo.MutationFunction<AddColumnMutation, AddColumnMutationVariables>;

/**
 * __useAddColumnMutation__
 *
 * To run a mutation, you first call `useAddColumnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddColumnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addColumnMutation, { data, loading, error }] = useAddColumnMutation({
 *   variables: {
 *      boardId: // value for 'boardId'
 *      title: // value for 'title'
 *   },
 * });
 */
export function useAddColumnMutation(baseOptions?: Apollo.MutationHookOptions<AddColumnMutation, AddColumnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddColumnMutation, AddColumnMutationVariables>(AddColumnDocument, options);
      }
export type AddColumnMutationHookResult = ReturnType<typeof useAddColumnMutation>;
export type AddColumnMutationResult = Apollo.MutationResult<AddColumnMutation>;
export type AddColumnMutationOptions = Apollo.BaseMutationOptions<AddColumnMutation, AddColumnMutationVariables>;
export const RenameColumnDocument = gql`
    mutation RenameColumn($boardId: ID!, $listId: ID!, $title: String!) {
  renameColumn(boardId: $boardId, listId: $listId, title: $title) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;
export type RenameColumnMutationFn = Apollo.MutationFunction<RenameColumnMutation, RenameColumnMutationVariables>;

/**
 * __useRenameColumnMutation__
 *
 * To run a mutation, you first call `useRenameColumnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenameColumnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renameColumnMutation, { data, loading, error }] = useRenameColumnMutation({
 *   variables: {
 *      boardId: // value for 'boardId'
 *      listId: // value for 'listId'
 *      title: // value for 'title'
 *   },
 * });
 */
export function useRenameColumnMutation(baseOptions?: Apollo.MutationHookOptions<RenameColumnMutation, RenameColumnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RenameColumnMutation, RenameColumnMutationVariables>(RenameColumnDocument, options);
      }
export type RenameColumnMutationHookResult = ReturnType<typeof useRenameColumnMutation>;
export type RenameColumnMutationResult = Apollo.MutationResult<RenameColumnMutation>;
export type RenameColumnMutationOptions = Apollo.BaseMutationOptions<RenameColumnMutation, RenameColumnMutationVariables>;
export const DeleteColumnDocument = gql`
    mutation DeleteColumn($boardId: ID!, $listId: ID!) {
  deleteColumn(boardId: $boardId, listId: $listId) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;
export type DeleteColumnMutationFn = Apollo.MutationFunction<DeleteColumnMutation, DeleteColumnMutationVariables>;

/**
 * __useDeleteColumnMutation__
 *
 * To run a mutation, you first call `useDeleteColumnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteColumnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteColumnMutation, { data, loading, error }] = useDeleteColumnMutation({
 *   variables: {
 *      boardId: // value for 'boardId'
 *      listId: // value for 'listId'
 *   },
 * });
 */
export function useDeleteColumnMutation(baseOptions?: Apollo.MutationHookOptions<DeleteColumnMutation, DeleteColumnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteColumnMutation, DeleteColumnMutationVariables>(DeleteColumnDocument, options);
      }
export type DeleteColumnMutationHookResult = ReturnType<typeof useDeleteColumnMutation>;
export type DeleteColumnMutationResult = Apollo.MutationResult<DeleteColumnMutation>;
export type DeleteColumnMutationOptions = Apollo.BaseMutationOptions<DeleteColumnMutation, DeleteColumnMutationVariables>;
export const AddCardDocument = gql`
    mutation AddCard($boardId: ID!, $listId: ID!, $title: String!) {
  addCard(boardId: $boardId, listId: $listId, title: $title) {
    ...BoardFields
  }
}
    ${BoardFieldsFragmentDoc}`;
export type AddCardMutationFn = Apollo.MutationFunction<AddCardMutation, AddCardMutationVariables>;

/**
 * __useAddCardMutation__
 *
 * To run a mutation, you first call `useAddCardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCardMutation, { data, loading, error }] = useAddCardMutation({
 *   variables: {
 *      boardId: // value for 'boardId'
 *      listId: // value for 'listId'
 *      title: // value for 'title'
 *   },
 * });
 */
export function useAddCardMutation(baseOptions?: Apollo.MutationHookOptions<AddCardMutation, AddCardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddCardMutation, AddCardMutationVariables>(AddCardDocument, options);
      }
export type AddCardMutationHookResult = ReturnType<typeof useAddCardMutation>;
export type AddCardMutationResult = Apollo.MutationResult<AddCardMutation>;
export type AddCardMutationOptions = Apollo.BaseMutationOptions<AddCardMutation, AddCardMutationVariables>;
export const ShopCatalogDocument = gql`
    query ShopCatalog {
  shopProducts {
    ...ShopProductFields
  }
  shopCategories {
    title
    product
  }
  shopBrands {
    title
    product
  }
  shopRatings {
    rate
    product
  }
}
    ${ShopProductFieldsFragmentDoc}`;

/**
 * __useShopCatalogQuery__
 *
 * To run a query within a React component, call `useShopCatalogQuery` and pass it any options that fit your needs.
 * When your component renders, `useShopCatalogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShopCatalogQuery({
 *   variables: {
 *   },
 * });
 */
export function useShopCatalogQuery(baseOptions?: Apollo.QueryHookOptions<ShopCatalogQuery, ShopCatalogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShopCatalogQuery, ShopCatalogQueryVariables>(ShopCatalogDocument, options);
      }
export function useShopCatalogLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShopCatalogQuery, ShopCatalogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShopCatalogQuery, ShopCatalogQueryVariables>(ShopCatalogDocument, options);
        }
// @ts-ignore
export function useShopCatalogSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShopCatalogQuery, ShopCatalogQueryVariables>): Apollo.UseSuspenseQueryResult<ShopCatalogQuery, ShopCatalogQueryVariables>;
export function useShopCatalogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShopCatalogQuery, ShopCatalogQueryVariables>): Apollo.UseSuspenseQueryResult<ShopCatalogQuery | undefined, ShopCatalogQueryVariables>;
export function useShopCatalogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShopCatalogQuery, ShopCatalogQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShopCatalogQuery, ShopCatalogQueryVariables>(ShopCatalogDocument, options);
        }
export type ShopCatalogQueryHookResult = ReturnType<typeof useShopCatalogQuery>;
export type ShopCatalogLazyQueryHookResult = ReturnType<typeof useShopCatalogLazyQuery>;
export type ShopCatalogSuspenseQueryHookResult = ReturnType<typeof useShopCatalogSuspenseQuery>;
export type ShopCatalogQueryResult = Apollo.QueryResult<ShopCatalogQuery, ShopCatalogQueryVariables>;
export const CartDocument = gql`
    query Cart {
  cart {
    ...CartItemFields
  }
}
    ${CartItemFieldsFragmentDoc}`;

/**
 * __useCartQuery__
 *
 * To run a query within a React component, call `useCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartQuery({
 *   variables: {
 *   },
 * });
 */
export function useCartQuery(baseOptions?: Apollo.QueryHookOptions<CartQuery, CartQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CartQuery, CartQueryVariables>(CartDocument, options);
      }
export function useCartLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CartQuery, CartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CartQuery, CartQueryVariables>(CartDocument, options);
        }
// @ts-ignore
export function useCartSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CartQuery, CartQueryVariables>): Apollo.UseSuspenseQueryResult<CartQuery, CartQueryVariables>;
export function useCartSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CartQuery, CartQueryVariables>): Apollo.UseSuspenseQueryResult<CartQuery | undefined, CartQueryVariables>;
export function useCartSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CartQuery, CartQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CartQuery, CartQueryVariables>(CartDocument, options);
        }
export type CartQueryHookResult = ReturnType<typeof useCartQuery>;
export type CartLazyQueryHookResult = ReturnType<typeof useCartLazyQuery>;
export type CartSuspenseQueryHookResult = ReturnType<typeof useCartSuspenseQuery>;
export type CartQueryResult = Apollo.QueryResult<CartQuery, CartQueryVariables>;
export const AddToCartDocument = gql`
    mutation AddToCart($productId: ID!) {
  addToCart(productId: $productId) {
    ...CartItemFields
  }
}
    ${CartItemFieldsFragmentDoc}`;
export type AddToCartMutationFn = Apollo.MutationFunction<AddToCartMutation, AddToCartMutationVariables>;

/**
 * __useAddToCartMutation__
 *
 * To run a mutation, you first call `useAddToCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToCartMutation, { data, loading, error }] = useAddToCartMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useAddToCartMutation(baseOptions?: Apollo.MutationHookOptions<AddToCartMutation, AddToCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddToCartMutation, AddToCartMutationVariables>(AddToCartDocument, options);
      }
export type AddToCartMutationHookResult = ReturnType<typeof useAddToCartMutation>;
export type AddToCartMutationResult = Apollo.MutationResult<AddToCartMutation>;
export type AddToCartMutationOptions = Apollo.BaseMutationOptions<AddToCartMutation, AddToCartMutationVariables>;
export const DeleteFromCartDocument = gql`
    mutation DeleteFromCart($productId: ID!) {
  deleteFromCart(productId: $productId) {
    ...CartItemFields
  }
}
    ${CartItemFieldsFragmentDoc}`;
export type DeleteFromCartMutationFn = Apollo.MutationFunction<DeleteFromCartMutation, DeleteFromCartMutationVariables>;

/**
 * __useDeleteFromCartMutation__
 *
 * To run a mutation, you first call `useDeleteFromCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFromCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFromCartMutation, { data, loading, error }] = useDeleteFromCartMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useDeleteFromCartMutation(baseOptions?: Apollo.MutationHookOptions<DeleteFromCartMutation, DeleteFromCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteFromCartMutation, DeleteFromCartMutationVariables>(DeleteFromCartDocument, options);
      }
export type DeleteFromCartMutationHookResult = ReturnType<typeof useDeleteFromCartMutation>;
export type DeleteFromCartMutationResult = Apollo.MutationResult<DeleteFromCartMutation>;
export type DeleteFromCartMutationOptions = Apollo.BaseMutationOptions<DeleteFromCartMutation, DeleteFromCartMutationVariables>;
export const UpdateCartAmountDocument = gql`
    mutation UpdateCartAmount($productId: ID!, $amount: Int!) {
  updateCartAmount(productId: $productId, amount: $amount) {
    ...CartItemFields
  }
}
    ${CartItemFieldsFragmentDoc}`;
export type UpdateCartAmountMutationFn = Apollo.MutationFunction<UpdateCartAmountMutation, UpdateCartAmountMutationVariables>;

/**
 * __useUpdateCartAmountMutation__
 *
 * To run a mutation, you first call `useUpdateCartAmountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartAmountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartAmountMutation, { data, loading, error }] = useUpdateCartAmountMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useUpdateCartAmountMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCartAmountMutation, UpdateCartAmountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCartAmountMutation, UpdateCartAmountMutationVariables>(UpdateCartAmountDocument, options);
      }
export type UpdateCartAmountMutationHookResult = ReturnType<typeof useUpdateCartAmountMutation>;
export type UpdateCartAmountMutationResult = Apollo.MutationResult<UpdateCartAmountMutation>;
export type UpdateCartAmountMutationOptions = Apollo.BaseMutationOptions<UpdateCartAmountMutation, UpdateCartAmountMutationVariables>;
export const TodosDocument = gql`
    query Todos {
  todos {
    ...TodoFields
  }
  todoTags {
    id
    name
  }
  projectEntries {
    id
    userName
    projectName
    comment
    revision
  }
}
    ${TodoFieldsFragmentDoc}`;

/**
 * __useTodosQuery__
 *
 * To run a query within a React component, call `useTodosQuery` and pass it any options that fit your needs.
 * When your component renders, `useTodosQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTodosQuery({
 *   variables: {
 *   },
 * });
 */
export function useTodosQuery(baseOptions?: Apollo.QueryHookOptions<TodosQuery, TodosQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TodosQuery, TodosQueryVariables>(TodosDocument, options);
      }
export function useTodosLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TodosQuery, TodosQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TodosQuery, TodosQueryVariables>(TodosDocument, options);
        }
// @ts-ignore
export function useTodosSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TodosQuery, TodosQueryVariables>): Apollo.UseSuspenseQueryResult<TodosQuery, TodosQueryVariables>;
export function useTodosSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TodosQuery, TodosQueryVariables>): Apollo.UseSuspenseQueryResult<TodosQuery | undefined, TodosQueryVariables>;
export function useTodosSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TodosQuery, TodosQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TodosQuery, TodosQueryVariables>(TodosDocument, options);
        }
export type TodosQueryHookResult = ReturnType<typeof useTodosQuery>;
export type TodosLazyQueryHookResult = ReturnType<typeof useTodosLazyQuery>;
export type TodosSuspenseQueryHookResult = ReturnType<typeof useTodosSuspenseQuery>;
export type TodosQueryResult = Apollo.QueryResult<TodosQuery, TodosQueryVariables>;
export const UpdateTodoDocument = gql`
    mutation UpdateTodo($id: ID!, $input: TodoInput!) {
  updateTodo(id: $id, input: $input) {
    ...TodoFields
  }
}
    ${TodoFieldsFragmentDoc}`;
export type UpdateTodoMutationFn = Apollo.MutationFunction<UpdateTodoMutation, UpdateTodoMutationVariables>;

/**
 * __useUpdateTodoMutation__
 *
 * To run a mutation, you first call `useUpdateTodoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTodoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTodoMutation, { data, loading, error }] = useUpdateTodoMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateTodoMutation(baseOptions?: Apollo.MutationHookOptions<UpdateTodoMutation, UpdateTodoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateTodoMutation, UpdateTodoMutationVariables>(UpdateTodoDocument, options);
      }
export type UpdateTodoMutationHookResult = ReturnType<typeof useUpdateTodoMutation>;
export type UpdateTodoMutationResult = Apollo.MutationResult<UpdateTodoMutation>;
export type UpdateTodoMutationOptions = Apollo.BaseMutationOptions<UpdateTodoMutation, UpdateTodoMutationVariables>;
export const AddTodoDocument = gql`
    mutation AddTodo($input: TodoInput!) {
  addTodo(input: $input) {
    ...TodoFields
  }
}
    ${TodoFieldsFragmentDoc}`;
export type AddTodoMutationFn = Apollo.MutationFunction<AddTodoMutation, AddTodoMutationVariables>;

/**
 * __useAddTodoMutation__
 *
 * To run a mutation, you first call `useAddTodoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddTodoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addTodoMutation, { data, loading, error }] = useAddTodoMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddTodoMutation(baseOptions?: Apollo.MutationHookOptions<AddTodoMutation, AddTodoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddTodoMutation, AddTodoMutationVariables>(AddTodoDocument, options);
      }
export type AddTodoMutationHookResult = ReturnType<typeof useAddTodoMutation>;
export type AddTodoMutationResult = Apollo.MutationResult<AddTodoMutation>;
export type AddTodoMutationOptions = Apollo.BaseMutationOptions<AddTodoMutation, AddTodoMutationVariables>;
export const DeleteTodoDocument = gql`
    mutation DeleteTodo($id: ID!) {
  deleteTodo(id: $id) {
    id
  }
}
    `;
export type DeleteTodoMutationFn = Apollo.MutationFunction<DeleteTodoMutation, DeleteTodoMutationVariables>;

/**
 * __useDeleteTodoMutation__
 *
 * To run a mutation, you first call `useDeleteTodoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteTodoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteTodoMutation, { data, loading, error }] = useDeleteTodoMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteTodoMutation(baseOptions?: Apollo.MutationHookOptions<DeleteTodoMutation, DeleteTodoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteTodoMutation, DeleteTodoMutationVariables>(DeleteTodoDocument, options);
      }
export type DeleteTodoMutationHookResult = ReturnType<typeof useDeleteTodoMutation>;
export type DeleteTodoMutationResult = Apollo.MutationResult<DeleteTodoMutation>;
export type DeleteTodoMutationOptions = Apollo.BaseMutationOptions<DeleteTodoMutation, DeleteTodoMutationVariables>;
export const ReorderTodosDocument = gql`
    mutation ReorderTodos($ids: [ID!]!) {
  reorderTodos(ids: $ids) {
    ...TodoFields
  }
}
    ${TodoFieldsFragmentDoc}`;
export type ReorderTodosMutationFn = Apollo.MutationFunction<ReorderTodosMutation, ReorderTodosMutationVariables>;

/**
 * __useReorderTodosMutation__
 *
 * To run a mutation, you first call `useReorderTodosMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReorderTodosMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reorderTodosMutation, { data, loading, error }] = useReorderTodosMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useReorderTodosMutation(baseOptions?: Apollo.MutationHookOptions<ReorderTodosMutation, ReorderTodosMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReorderTodosMutation, ReorderTodosMutationVariables>(ReorderTodosDocument, options);
      }
export type ReorderTodosMutationHookResult = ReturnType<typeof useReorderTodosMutation>;
export type ReorderTodosMutationResult = Apollo.MutationResult<ReorderTodosMutation>;
export type ReorderTodosMutationOptions = Apollo.BaseMutationOptions<ReorderTodosMutation, ReorderTodosMutationVariables>;
export const DirectoryUsersDocument = gql`
    query DirectoryUsers {
  directoryUsers {
    id
    index
    isActive
    balance
    age
    name
    gender
    company
    email
    phone
    address
  }
}
    `;

/**
 * __useDirectoryUsersQuery__
 *
 * To run a query within a React component, call `useDirectoryUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useDirectoryUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDirectoryUsersQuery({
 *   variables: {
 *   },
 * });
 */
export function useDirectoryUsersQuery(baseOptions?: Apollo.QueryHookOptions<DirectoryUsersQuery, DirectoryUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DirectoryUsersQuery, DirectoryUsersQueryVariables>(DirectoryUsersDocument, options);
      }
export function useDirectoryUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DirectoryUsersQuery, DirectoryUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DirectoryUsersQuery, DirectoryUsersQueryVariables>(DirectoryUsersDocument, options);
        }
// @ts-ignore
export function useDirectoryUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DirectoryUsersQuery, DirectoryUsersQueryVariables>): Apollo.UseSuspenseQueryResult<DirectoryUsersQuery, DirectoryUsersQueryVariables>;
export function useDirectoryUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DirectoryUsersQuery, DirectoryUsersQueryVariables>): Apollo.UseSuspenseQueryResult<DirectoryUsersQuery | undefined, DirectoryUsersQueryVariables>;
export function useDirectoryUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DirectoryUsersQuery, DirectoryUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DirectoryUsersQuery, DirectoryUsersQueryVariables>(DirectoryUsersDocument, options);
        }
export type DirectoryUsersQueryHookResult = ReturnType<typeof useDirectoryUsersQuery>;
export type DirectoryUsersLazyQueryHookResult = ReturnType<typeof useDirectoryUsersLazyQuery>;
export type DirectoryUsersSuspenseQueryHookResult = ReturnType<typeof useDirectoryUsersSuspenseQuery>;
export type DirectoryUsersQueryResult = Apollo.QueryResult<DirectoryUsersQuery, DirectoryUsersQueryVariables>;
export const FiscalSettingsDocument = gql`
    query FiscalSettings($shopType: ShopType) {
  fiscalSettings(shopType: $shopType) {
    ...FiscalSettingsFields
  }
}
    ${FiscalSettingsFieldsFragmentDoc}`;

/**
 * __useFiscalSettingsQuery__
 *
 * To run a query within a React component, call `useFiscalSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFiscalSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFiscalSettingsQuery({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useFiscalSettingsQuery(baseOptions?: Apollo.QueryHookOptions<FiscalSettingsQuery, FiscalSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FiscalSettingsQuery, FiscalSettingsQueryVariables>(FiscalSettingsDocument, options);
      }
export function useFiscalSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FiscalSettingsQuery, FiscalSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FiscalSettingsQuery, FiscalSettingsQueryVariables>(FiscalSettingsDocument, options);
        }
// @ts-ignore
export function useFiscalSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FiscalSettingsQuery, FiscalSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<FiscalSettingsQuery, FiscalSettingsQueryVariables>;
export function useFiscalSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FiscalSettingsQuery, FiscalSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<FiscalSettingsQuery | undefined, FiscalSettingsQueryVariables>;
export function useFiscalSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FiscalSettingsQuery, FiscalSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FiscalSettingsQuery, FiscalSettingsQueryVariables>(FiscalSettingsDocument, options);
        }
export type FiscalSettingsQueryHookResult = ReturnType<typeof useFiscalSettingsQuery>;
export type FiscalSettingsLazyQueryHookResult = ReturnType<typeof useFiscalSettingsLazyQuery>;
export type FiscalSettingsSuspenseQueryHookResult = ReturnType<typeof useFiscalSettingsSuspenseQuery>;
export type FiscalSettingsQueryResult = Apollo.QueryResult<FiscalSettingsQuery, FiscalSettingsQueryVariables>;
export const FiscalDocumentsDocument = gql`
    query FiscalDocuments($orderId: ID!) {
  fiscalDocuments(orderId: $orderId) {
    ...FiscalDocumentFields
  }
}
    ${FiscalDocumentFieldsFragmentDoc}`;

/**
 * __useFiscalDocumentsQuery__
 *
 * To run a query within a React component, call `useFiscalDocumentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFiscalDocumentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFiscalDocumentsQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useFiscalDocumentsQuery(baseOptions: Apollo.QueryHookOptions<FiscalDocumentsQuery, FiscalDocumentsQueryVariables> & ({ variables: FiscalDocumentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>(FiscalDocumentsDocument, options);
      }
export function useFiscalDocumentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>(FiscalDocumentsDocument, options);
        }
// @ts-ignore
export function useFiscalDocumentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>): Apollo.UseSuspenseQueryResult<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>;
export function useFiscalDocumentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>): Apollo.UseSuspenseQueryResult<FiscalDocumentsQuery | undefined, FiscalDocumentsQueryVariables>;
export function useFiscalDocumentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>(FiscalDocumentsDocument, options);
        }
export type FiscalDocumentsQueryHookResult = ReturnType<typeof useFiscalDocumentsQuery>;
export type FiscalDocumentsLazyQueryHookResult = ReturnType<typeof useFiscalDocumentsLazyQuery>;
export type FiscalDocumentsSuspenseQueryHookResult = ReturnType<typeof useFiscalDocumentsSuspenseQuery>;
export type FiscalDocumentsQueryResult = Apollo.QueryResult<FiscalDocumentsQuery, FiscalDocumentsQueryVariables>;
export const UnregisteredFiscalDocumentsDocument = gql`
    query UnregisteredFiscalDocuments($shopType: ShopType) {
  unregisteredFiscalDocuments(shopType: $shopType) {
    ...FiscalDocumentFields
  }
}
    ${FiscalDocumentFieldsFragmentDoc}`;

/**
 * __useUnregisteredFiscalDocumentsQuery__
 *
 * To run a query within a React component, call `useUnregisteredFiscalDocumentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnregisteredFiscalDocumentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnregisteredFiscalDocumentsQuery({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useUnregisteredFiscalDocumentsQuery(baseOptions?: Apollo.QueryHookOptions<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>(UnregisteredFiscalDocumentsDocument, options);
      }
export function useUnregisteredFiscalDocumentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>(UnregisteredFiscalDocumentsDocument, options);
        }
// @ts-ignore
export function useUnregisteredFiscalDocumentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>): Apollo.UseSuspenseQueryResult<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>;
export function useUnregisteredFiscalDocumentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>): Apollo.UseSuspenseQueryResult<UnregisteredFiscalDocumentsQuery | undefined, UnregisteredFiscalDocumentsQueryVariables>;
export function useUnregisteredFiscalDocumentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>(UnregisteredFiscalDocumentsDocument, options);
        }
export type UnregisteredFiscalDocumentsQueryHookResult = ReturnType<typeof useUnregisteredFiscalDocumentsQuery>;
export type UnregisteredFiscalDocumentsLazyQueryHookResult = ReturnType<typeof useUnregisteredFiscalDocumentsLazyQuery>;
export type UnregisteredFiscalDocumentsSuspenseQueryHookResult = ReturnType<typeof useUnregisteredFiscalDocumentsSuspenseQuery>;
export type UnregisteredFiscalDocumentsQueryResult = Apollo.QueryResult<UnregisteredFiscalDocumentsQuery, UnregisteredFiscalDocumentsQueryVariables>;
export const FiscalOrderDocument = gql`
    query FiscalOrder($id: ID!) {
  order(id: $id) {
    id
    number
    shopType
    deliveryType
    total
    certificateSum
    bonusSum
    discountType
    discountValue
    promoKind
    promoValue
    markupKind
    markupValue
    deliverySum
    lines {
      name
      price
      count
      vat
    }
    client {
      id
      email
      phone
    }
    payments {
      id
      amount
      cashless
    }
  }
}
    `;

/**
 * __useFiscalOrderQuery__
 *
 * To run a query within a React component, call `useFiscalOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useFiscalOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFiscalOrderQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFiscalOrderQuery(baseOptions: Apollo.QueryHookOptions<FiscalOrderQuery, FiscalOrderQueryVariables> & ({ variables: FiscalOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FiscalOrderQuery, FiscalOrderQueryVariables>(FiscalOrderDocument, options);
      }
export function useFiscalOrderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FiscalOrderQuery, FiscalOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FiscalOrderQuery, FiscalOrderQueryVariables>(FiscalOrderDocument, options);
        }
// @ts-ignore
export function useFiscalOrderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FiscalOrderQuery, FiscalOrderQueryVariables>): Apollo.UseSuspenseQueryResult<FiscalOrderQuery, FiscalOrderQueryVariables>;
export function useFiscalOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FiscalOrderQuery, FiscalOrderQueryVariables>): Apollo.UseSuspenseQueryResult<FiscalOrderQuery | undefined, FiscalOrderQueryVariables>;
export function useFiscalOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FiscalOrderQuery, FiscalOrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FiscalOrderQuery, FiscalOrderQueryVariables>(FiscalOrderDocument, options);
        }
export type FiscalOrderQueryHookResult = ReturnType<typeof useFiscalOrderQuery>;
export type FiscalOrderLazyQueryHookResult = ReturnType<typeof useFiscalOrderLazyQuery>;
export type FiscalOrderSuspenseQueryHookResult = ReturnType<typeof useFiscalOrderSuspenseQuery>;
export type FiscalOrderQueryResult = Apollo.QueryResult<FiscalOrderQuery, FiscalOrderQueryVariables>;
export const CreateFiscalDocumentDocument = gql`
    mutation CreateFiscalDocument($input: FiscalDocumentInput!) {
  createFiscalDocument(input: $input) {
    document {
      ...FiscalDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${FiscalDocumentFieldsFragmentDoc}`;
export type CreateFiscalDocumentMutationFn = Apollo.MutationFunction<CreateFiscalDocumentMutation, CreateFiscalDocumentMutationVariables>;

/**
 * __useCreateFiscalDocumentMutation__
 *
 * To run a mutation, you first call `useCreateFiscalDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFiscalDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFiscalDocumentMutation, { data, loading, error }] = useCreateFiscalDocumentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFiscalDocumentMutation(baseOptions?: Apollo.MutationHookOptions<CreateFiscalDocumentMutation, CreateFiscalDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateFiscalDocumentMutation, CreateFiscalDocumentMutationVariables>(CreateFiscalDocumentDocument, options);
      }
export type CreateFiscalDocumentMutationHookResult = ReturnType<typeof useCreateFiscalDocumentMutation>;
export type CreateFiscalDocumentMutationResult = Apollo.MutationResult<CreateFiscalDocumentMutation>;
export type CreateFiscalDocumentMutationOptions = Apollo.BaseMutationOptions<CreateFiscalDocumentMutation, CreateFiscalDocumentMutationVariables>;
export const ReportFiscalDocumentDocument = gql`
    mutation ReportFiscalDocument($id: ID!, $input: FiscalReportInput!) {
  reportFiscalDocument(id: $id, input: $input) {
    document {
      ...FiscalDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${FiscalDocumentFieldsFragmentDoc}`;
export type ReportFiscalDocumentMutationFn = Apollo.MutationFunction<ReportFiscalDocumentMutation, ReportFiscalDocumentMutationVariables>;

/**
 * __useReportFiscalDocumentMutation__
 *
 * To run a mutation, you first call `useReportFiscalDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportFiscalDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportFiscalDocumentMutation, { data, loading, error }] = useReportFiscalDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useReportFiscalDocumentMutation(baseOptions?: Apollo.MutationHookOptions<ReportFiscalDocumentMutation, ReportFiscalDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReportFiscalDocumentMutation, ReportFiscalDocumentMutationVariables>(ReportFiscalDocumentDocument, options);
      }
export type ReportFiscalDocumentMutationHookResult = ReturnType<typeof useReportFiscalDocumentMutation>;
export type ReportFiscalDocumentMutationResult = Apollo.MutationResult<ReportFiscalDocumentMutation>;
export type ReportFiscalDocumentMutationOptions = Apollo.BaseMutationOptions<ReportFiscalDocumentMutation, ReportFiscalDocumentMutationVariables>;
export const UpdateFiscalSettingsDocument = gql`
    mutation UpdateFiscalSettings($shopType: ShopType, $input: FiscalSettingsInput!) {
  updateFiscalSettings(shopType: $shopType, input: $input) {
    settings {
      ...FiscalSettingsFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${FiscalSettingsFieldsFragmentDoc}`;
export type UpdateFiscalSettingsMutationFn = Apollo.MutationFunction<UpdateFiscalSettingsMutation, UpdateFiscalSettingsMutationVariables>;

/**
 * __useUpdateFiscalSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateFiscalSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFiscalSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFiscalSettingsMutation, { data, loading, error }] = useUpdateFiscalSettingsMutation({
 *   variables: {
 *      shopType: // value for 'shopType'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFiscalSettingsMutation(baseOptions?: Apollo.MutationHookOptions<UpdateFiscalSettingsMutation, UpdateFiscalSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateFiscalSettingsMutation, UpdateFiscalSettingsMutationVariables>(UpdateFiscalSettingsDocument, options);
      }
export type UpdateFiscalSettingsMutationHookResult = ReturnType<typeof useUpdateFiscalSettingsMutation>;
export type UpdateFiscalSettingsMutationResult = Apollo.MutationResult<UpdateFiscalSettingsMutation>;
export type UpdateFiscalSettingsMutationOptions = Apollo.BaseMutationOptions<UpdateFiscalSettingsMutation, UpdateFiscalSettingsMutationVariables>;
export const ProductVatDocument = gql`
    query ProductVat($id: ID!) {
  product(id: $id) {
    id
    vat
  }
}
    `;

/**
 * __useProductVatQuery__
 *
 * To run a query within a React component, call `useProductVatQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductVatQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductVatQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductVatQuery(baseOptions: Apollo.QueryHookOptions<ProductVatQuery, ProductVatQueryVariables> & ({ variables: ProductVatQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductVatQuery, ProductVatQueryVariables>(ProductVatDocument, options);
      }
export function useProductVatLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductVatQuery, ProductVatQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductVatQuery, ProductVatQueryVariables>(ProductVatDocument, options);
        }
// @ts-ignore
export function useProductVatSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductVatQuery, ProductVatQueryVariables>): Apollo.UseSuspenseQueryResult<ProductVatQuery, ProductVatQueryVariables>;
export function useProductVatSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductVatQuery, ProductVatQueryVariables>): Apollo.UseSuspenseQueryResult<ProductVatQuery | undefined, ProductVatQueryVariables>;
export function useProductVatSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductVatQuery, ProductVatQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductVatQuery, ProductVatQueryVariables>(ProductVatDocument, options);
        }
export type ProductVatQueryHookResult = ReturnType<typeof useProductVatQuery>;
export type ProductVatLazyQueryHookResult = ReturnType<typeof useProductVatLazyQuery>;
export type ProductVatSuspenseQueryHookResult = ReturnType<typeof useProductVatSuspenseQuery>;
export type ProductVatQueryResult = Apollo.QueryResult<ProductVatQuery, ProductVatQueryVariables>;
export const SetProductVatDocument = gql`
    mutation SetProductVat($productId: ID!, $vat: VatRate) {
  setProductVat(productId: $productId, vat: $vat) {
    product {
      id
      vat
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type SetProductVatMutationFn = Apollo.MutationFunction<SetProductVatMutation, SetProductVatMutationVariables>;

/**
 * __useSetProductVatMutation__
 *
 * To run a mutation, you first call `useSetProductVatMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductVatMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductVatMutation, { data, loading, error }] = useSetProductVatMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      vat: // value for 'vat'
 *   },
 * });
 */
export function useSetProductVatMutation(baseOptions?: Apollo.MutationHookOptions<SetProductVatMutation, SetProductVatMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductVatMutation, SetProductVatMutationVariables>(SetProductVatDocument, options);
      }
export type SetProductVatMutationHookResult = ReturnType<typeof useSetProductVatMutation>;
export type SetProductVatMutationResult = Apollo.MutationResult<SetProductVatMutation>;
export type SetProductVatMutationOptions = Apollo.BaseMutationOptions<SetProductVatMutation, SetProductVatMutationVariables>;
export const KitchenBoardDocument = gql`
    query KitchenBoard {
  kitchenBoard {
    targets {
      amberMinutes
      redMinutes
    }
    tickets {
      orderId
      number
      paidAt
      ageSeconds
      lines {
        id
        bumped
        station {
          id
          name
          print
        }
        line {
          ...KitchenTicketLine
        }
      }
    }
  }
}
    ${KitchenTicketLineFragmentDoc}`;

/**
 * __useKitchenBoardQuery__
 *
 * To run a query within a React component, call `useKitchenBoardQuery` and pass it any options that fit your needs.
 * When your component renders, `useKitchenBoardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKitchenBoardQuery({
 *   variables: {
 *   },
 * });
 */
export function useKitchenBoardQuery(baseOptions?: Apollo.QueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, options);
      }
export function useKitchenBoardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, options);
        }
// @ts-ignore
export function useKitchenBoardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenBoardQuery, KitchenBoardQueryVariables>;
export function useKitchenBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenBoardQuery | undefined, KitchenBoardQueryVariables>;
export function useKitchenBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenBoardQuery, KitchenBoardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<KitchenBoardQuery, KitchenBoardQueryVariables>(KitchenBoardDocument, options);
        }
export type KitchenBoardQueryHookResult = ReturnType<typeof useKitchenBoardQuery>;
export type KitchenBoardLazyQueryHookResult = ReturnType<typeof useKitchenBoardLazyQuery>;
export type KitchenBoardSuspenseQueryHookResult = ReturnType<typeof useKitchenBoardSuspenseQuery>;
export type KitchenBoardQueryResult = Apollo.QueryResult<KitchenBoardQuery, KitchenBoardQueryVariables>;
export const KitchenReadyDocument = gql`
    query KitchenReady {
  kitchenReady {
    number
    readyAt
  }
}
    `;

/**
 * __useKitchenReadyQuery__
 *
 * To run a query within a React component, call `useKitchenReadyQuery` and pass it any options that fit your needs.
 * When your component renders, `useKitchenReadyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKitchenReadyQuery({
 *   variables: {
 *   },
 * });
 */
export function useKitchenReadyQuery(baseOptions?: Apollo.QueryHookOptions<KitchenReadyQuery, KitchenReadyQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<KitchenReadyQuery, KitchenReadyQueryVariables>(KitchenReadyDocument, options);
      }
export function useKitchenReadyLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<KitchenReadyQuery, KitchenReadyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<KitchenReadyQuery, KitchenReadyQueryVariables>(KitchenReadyDocument, options);
        }
// @ts-ignore
export function useKitchenReadySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<KitchenReadyQuery, KitchenReadyQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenReadyQuery, KitchenReadyQueryVariables>;
export function useKitchenReadySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenReadyQuery, KitchenReadyQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenReadyQuery | undefined, KitchenReadyQueryVariables>;
export function useKitchenReadySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenReadyQuery, KitchenReadyQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<KitchenReadyQuery, KitchenReadyQueryVariables>(KitchenReadyDocument, options);
        }
export type KitchenReadyQueryHookResult = ReturnType<typeof useKitchenReadyQuery>;
export type KitchenReadyLazyQueryHookResult = ReturnType<typeof useKitchenReadyLazyQuery>;
export type KitchenReadySuspenseQueryHookResult = ReturnType<typeof useKitchenReadySuspenseQuery>;
export type KitchenReadyQueryResult = Apollo.QueryResult<KitchenReadyQuery, KitchenReadyQueryVariables>;
export const KitchenSetupDocument = gql`
    query KitchenSetup {
  kitchenStations {
    ...KitchenStationFields
  }
  kitchenTargets {
    amberMinutes
    redMinutes
  }
}
    ${KitchenStationFieldsFragmentDoc}`;

/**
 * __useKitchenSetupQuery__
 *
 * To run a query within a React component, call `useKitchenSetupQuery` and pass it any options that fit your needs.
 * When your component renders, `useKitchenSetupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKitchenSetupQuery({
 *   variables: {
 *   },
 * });
 */
export function useKitchenSetupQuery(baseOptions?: Apollo.QueryHookOptions<KitchenSetupQuery, KitchenSetupQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<KitchenSetupQuery, KitchenSetupQueryVariables>(KitchenSetupDocument, options);
      }
export function useKitchenSetupLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<KitchenSetupQuery, KitchenSetupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<KitchenSetupQuery, KitchenSetupQueryVariables>(KitchenSetupDocument, options);
        }
// @ts-ignore
export function useKitchenSetupSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<KitchenSetupQuery, KitchenSetupQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenSetupQuery, KitchenSetupQueryVariables>;
export function useKitchenSetupSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenSetupQuery, KitchenSetupQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenSetupQuery | undefined, KitchenSetupQueryVariables>;
export function useKitchenSetupSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenSetupQuery, KitchenSetupQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<KitchenSetupQuery, KitchenSetupQueryVariables>(KitchenSetupDocument, options);
        }
export type KitchenSetupQueryHookResult = ReturnType<typeof useKitchenSetupQuery>;
export type KitchenSetupLazyQueryHookResult = ReturnType<typeof useKitchenSetupLazyQuery>;
export type KitchenSetupSuspenseQueryHookResult = ReturnType<typeof useKitchenSetupSuspenseQuery>;
export type KitchenSetupQueryResult = Apollo.QueryResult<KitchenSetupQuery, KitchenSetupQueryVariables>;
export const KitchenStationsDocument = gql`
    query KitchenStations {
  kitchenStations {
    ...KitchenStationFields
  }
}
    ${KitchenStationFieldsFragmentDoc}`;

/**
 * __useKitchenStationsQuery__
 *
 * To run a query within a React component, call `useKitchenStationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useKitchenStationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKitchenStationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useKitchenStationsQuery(baseOptions?: Apollo.QueryHookOptions<KitchenStationsQuery, KitchenStationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<KitchenStationsQuery, KitchenStationsQueryVariables>(KitchenStationsDocument, options);
      }
export function useKitchenStationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<KitchenStationsQuery, KitchenStationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<KitchenStationsQuery, KitchenStationsQueryVariables>(KitchenStationsDocument, options);
        }
// @ts-ignore
export function useKitchenStationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<KitchenStationsQuery, KitchenStationsQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenStationsQuery, KitchenStationsQueryVariables>;
export function useKitchenStationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenStationsQuery, KitchenStationsQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenStationsQuery | undefined, KitchenStationsQueryVariables>;
export function useKitchenStationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenStationsQuery, KitchenStationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<KitchenStationsQuery, KitchenStationsQueryVariables>(KitchenStationsDocument, options);
        }
export type KitchenStationsQueryHookResult = ReturnType<typeof useKitchenStationsQuery>;
export type KitchenStationsLazyQueryHookResult = ReturnType<typeof useKitchenStationsLazyQuery>;
export type KitchenStationsSuspenseQueryHookResult = ReturnType<typeof useKitchenStationsSuspenseQuery>;
export type KitchenStationsQueryResult = Apollo.QueryResult<KitchenStationsQuery, KitchenStationsQueryVariables>;
export const ProductStationDocument = gql`
    query ProductStation($productId: ID!) {
  productStation(productId: $productId) {
    ...KitchenStationFields
  }
}
    ${KitchenStationFieldsFragmentDoc}`;

/**
 * __useProductStationQuery__
 *
 * To run a query within a React component, call `useProductStationQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductStationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductStationQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useProductStationQuery(baseOptions: Apollo.QueryHookOptions<ProductStationQuery, ProductStationQueryVariables> & ({ variables: ProductStationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductStationQuery, ProductStationQueryVariables>(ProductStationDocument, options);
      }
export function useProductStationLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductStationQuery, ProductStationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductStationQuery, ProductStationQueryVariables>(ProductStationDocument, options);
        }
// @ts-ignore
export function useProductStationSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductStationQuery, ProductStationQueryVariables>): Apollo.UseSuspenseQueryResult<ProductStationQuery, ProductStationQueryVariables>;
export function useProductStationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductStationQuery, ProductStationQueryVariables>): Apollo.UseSuspenseQueryResult<ProductStationQuery | undefined, ProductStationQueryVariables>;
export function useProductStationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductStationQuery, ProductStationQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductStationQuery, ProductStationQueryVariables>(ProductStationDocument, options);
        }
export type ProductStationQueryHookResult = ReturnType<typeof useProductStationQuery>;
export type ProductStationLazyQueryHookResult = ReturnType<typeof useProductStationLazyQuery>;
export type ProductStationSuspenseQueryHookResult = ReturnType<typeof useProductStationSuspenseQuery>;
export type ProductStationQueryResult = Apollo.QueryResult<ProductStationQuery, ProductStationQueryVariables>;
export const KitchenChangedDocument = gql`
    subscription KitchenChanged {
  kitchenChanged {
    kind
    orderId
  }
}
    `;

/**
 * __useKitchenChangedSubscription__
 *
 * To run a query within a React component, call `useKitchenChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useKitchenChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKitchenChangedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useKitchenChangedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<KitchenChangedSubscription, KitchenChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<KitchenChangedSubscription, KitchenChangedSubscriptionVariables>(KitchenChangedDocument, options);
      }
export type KitchenChangedSubscriptionHookResult = ReturnType<typeof useKitchenChangedSubscription>;
export type KitchenChangedSubscriptionResult = Apollo.SubscriptionResult<KitchenChangedSubscription>;
export const BumpKitchenTicketDocument = gql`
    mutation BumpKitchenTicket($orderId: ID!) {
  bumpKitchenTicket(orderId: $orderId) {
    orderId
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type BumpKitchenTicketMutationFn = Apollo.MutationFunction<BumpKitchenTicketMutation, BumpKitchenTicketMutationVariables>;

/**
 * __useBumpKitchenTicketMutation__
 *
 * To run a mutation, you first call `useBumpKitchenTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBumpKitchenTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bumpKitchenTicketMutation, { data, loading, error }] = useBumpKitchenTicketMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useBumpKitchenTicketMutation(baseOptions?: Apollo.MutationHookOptions<BumpKitchenTicketMutation, BumpKitchenTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BumpKitchenTicketMutation, BumpKitchenTicketMutationVariables>(BumpKitchenTicketDocument, options);
      }
export type BumpKitchenTicketMutationHookResult = ReturnType<typeof useBumpKitchenTicketMutation>;
export type BumpKitchenTicketMutationResult = Apollo.MutationResult<BumpKitchenTicketMutation>;
export type BumpKitchenTicketMutationOptions = Apollo.BaseMutationOptions<BumpKitchenTicketMutation, BumpKitchenTicketMutationVariables>;
export const BumpKitchenLineDocument = gql`
    mutation BumpKitchenLine($lineId: ID!) {
  bumpKitchenLine(lineId: $lineId) {
    orderId
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type BumpKitchenLineMutationFn = Apollo.MutationFunction<BumpKitchenLineMutation, BumpKitchenLineMutationVariables>;

/**
 * __useBumpKitchenLineMutation__
 *
 * To run a mutation, you first call `useBumpKitchenLineMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBumpKitchenLineMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bumpKitchenLineMutation, { data, loading, error }] = useBumpKitchenLineMutation({
 *   variables: {
 *      lineId: // value for 'lineId'
 *   },
 * });
 */
export function useBumpKitchenLineMutation(baseOptions?: Apollo.MutationHookOptions<BumpKitchenLineMutation, BumpKitchenLineMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BumpKitchenLineMutation, BumpKitchenLineMutationVariables>(BumpKitchenLineDocument, options);
      }
export type BumpKitchenLineMutationHookResult = ReturnType<typeof useBumpKitchenLineMutation>;
export type BumpKitchenLineMutationResult = Apollo.MutationResult<BumpKitchenLineMutation>;
export type BumpKitchenLineMutationOptions = Apollo.BaseMutationOptions<BumpKitchenLineMutation, BumpKitchenLineMutationVariables>;
export const RecallKitchenTicketDocument = gql`
    mutation RecallKitchenTicket {
  recallKitchenTicket {
    orderId
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type RecallKitchenTicketMutationFn = Apollo.MutationFunction<RecallKitchenTicketMutation, RecallKitchenTicketMutationVariables>;

/**
 * __useRecallKitchenTicketMutation__
 *
 * To run a mutation, you first call `useRecallKitchenTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecallKitchenTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recallKitchenTicketMutation, { data, loading, error }] = useRecallKitchenTicketMutation({
 *   variables: {
 *   },
 * });
 */
export function useRecallKitchenTicketMutation(baseOptions?: Apollo.MutationHookOptions<RecallKitchenTicketMutation, RecallKitchenTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RecallKitchenTicketMutation, RecallKitchenTicketMutationVariables>(RecallKitchenTicketDocument, options);
      }
export type RecallKitchenTicketMutationHookResult = ReturnType<typeof useRecallKitchenTicketMutation>;
export type RecallKitchenTicketMutationResult = Apollo.MutationResult<RecallKitchenTicketMutation>;
export type RecallKitchenTicketMutationOptions = Apollo.BaseMutationOptions<RecallKitchenTicketMutation, RecallKitchenTicketMutationVariables>;
export const SaveKitchenStationDocument = gql`
    mutation SaveKitchenStation($input: KitchenStationInput!) {
  saveKitchenStation(input: $input) {
    stations {
      ...KitchenStationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${KitchenStationFieldsFragmentDoc}`;
export type SaveKitchenStationMutationFn = Apollo.MutationFunction<SaveKitchenStationMutation, SaveKitchenStationMutationVariables>;

/**
 * __useSaveKitchenStationMutation__
 *
 * To run a mutation, you first call `useSaveKitchenStationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveKitchenStationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveKitchenStationMutation, { data, loading, error }] = useSaveKitchenStationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveKitchenStationMutation(baseOptions?: Apollo.MutationHookOptions<SaveKitchenStationMutation, SaveKitchenStationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveKitchenStationMutation, SaveKitchenStationMutationVariables>(SaveKitchenStationDocument, options);
      }
export type SaveKitchenStationMutationHookResult = ReturnType<typeof useSaveKitchenStationMutation>;
export type SaveKitchenStationMutationResult = Apollo.MutationResult<SaveKitchenStationMutation>;
export type SaveKitchenStationMutationOptions = Apollo.BaseMutationOptions<SaveKitchenStationMutation, SaveKitchenStationMutationVariables>;
export const DeleteKitchenStationDocument = gql`
    mutation DeleteKitchenStation($id: ID!) {
  deleteKitchenStation(id: $id) {
    stations {
      ...KitchenStationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${KitchenStationFieldsFragmentDoc}`;
export type DeleteKitchenStationMutationFn = Apollo.MutationFunction<DeleteKitchenStationMutation, DeleteKitchenStationMutationVariables>;

/**
 * __useDeleteKitchenStationMutation__
 *
 * To run a mutation, you first call `useDeleteKitchenStationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteKitchenStationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteKitchenStationMutation, { data, loading, error }] = useDeleteKitchenStationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteKitchenStationMutation(baseOptions?: Apollo.MutationHookOptions<DeleteKitchenStationMutation, DeleteKitchenStationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteKitchenStationMutation, DeleteKitchenStationMutationVariables>(DeleteKitchenStationDocument, options);
      }
export type DeleteKitchenStationMutationHookResult = ReturnType<typeof useDeleteKitchenStationMutation>;
export type DeleteKitchenStationMutationResult = Apollo.MutationResult<DeleteKitchenStationMutation>;
export type DeleteKitchenStationMutationOptions = Apollo.BaseMutationOptions<DeleteKitchenStationMutation, DeleteKitchenStationMutationVariables>;
export const SetProductStationDocument = gql`
    mutation SetProductStation($productId: ID!, $stationId: ID) {
  setProductStation(productId: $productId, stationId: $stationId) {
    productId
    station {
      ...KitchenStationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${KitchenStationFieldsFragmentDoc}`;
export type SetProductStationMutationFn = Apollo.MutationFunction<SetProductStationMutation, SetProductStationMutationVariables>;

/**
 * __useSetProductStationMutation__
 *
 * To run a mutation, you first call `useSetProductStationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductStationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductStationMutation, { data, loading, error }] = useSetProductStationMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      stationId: // value for 'stationId'
 *   },
 * });
 */
export function useSetProductStationMutation(baseOptions?: Apollo.MutationHookOptions<SetProductStationMutation, SetProductStationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductStationMutation, SetProductStationMutationVariables>(SetProductStationDocument, options);
      }
export type SetProductStationMutationHookResult = ReturnType<typeof useSetProductStationMutation>;
export type SetProductStationMutationResult = Apollo.MutationResult<SetProductStationMutation>;
export type SetProductStationMutationOptions = Apollo.BaseMutationOptions<SetProductStationMutation, SetProductStationMutationVariables>;
export const SetKitchenTargetsDocument = gql`
    mutation SetKitchenTargets($input: KitchenTargetsInput!) {
  setKitchenTargets(input: $input) {
    targets {
      amberMinutes
      redMinutes
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type SetKitchenTargetsMutationFn = Apollo.MutationFunction<SetKitchenTargetsMutation, SetKitchenTargetsMutationVariables>;

/**
 * __useSetKitchenTargetsMutation__
 *
 * To run a mutation, you first call `useSetKitchenTargetsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetKitchenTargetsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setKitchenTargetsMutation, { data, loading, error }] = useSetKitchenTargetsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetKitchenTargetsMutation(baseOptions?: Apollo.MutationHookOptions<SetKitchenTargetsMutation, SetKitchenTargetsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetKitchenTargetsMutation, SetKitchenTargetsMutationVariables>(SetKitchenTargetsDocument, options);
      }
export type SetKitchenTargetsMutationHookResult = ReturnType<typeof useSetKitchenTargetsMutation>;
export type SetKitchenTargetsMutationResult = Apollo.MutationResult<SetKitchenTargetsMutation>;
export type SetKitchenTargetsMutationOptions = Apollo.BaseMutationOptions<SetKitchenTargetsMutation, SetKitchenTargetsMutationVariables>;
export const KitchenPrepTimesDocument = gql`
    query KitchenPrepTimes($dateFrom: Date!, $dateTo: Date!) {
  kitchenPrepTimes(dateFrom: $dateFrom, dateTo: $dateTo) {
    day
    whole
    stationId
    stationName
    orders
    avgSeconds
    maxSeconds
  }
}
    `;

/**
 * __useKitchenPrepTimesQuery__
 *
 * To run a query within a React component, call `useKitchenPrepTimesQuery` and pass it any options that fit your needs.
 * When your component renders, `useKitchenPrepTimesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKitchenPrepTimesQuery({
 *   variables: {
 *      dateFrom: // value for 'dateFrom'
 *      dateTo: // value for 'dateTo'
 *   },
 * });
 */
export function useKitchenPrepTimesQuery(baseOptions: Apollo.QueryHookOptions<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables> & ({ variables: KitchenPrepTimesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>(KitchenPrepTimesDocument, options);
      }
export function useKitchenPrepTimesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>(KitchenPrepTimesDocument, options);
        }
// @ts-ignore
export function useKitchenPrepTimesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>;
export function useKitchenPrepTimesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>): Apollo.UseSuspenseQueryResult<KitchenPrepTimesQuery | undefined, KitchenPrepTimesQueryVariables>;
export function useKitchenPrepTimesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>(KitchenPrepTimesDocument, options);
        }
export type KitchenPrepTimesQueryHookResult = ReturnType<typeof useKitchenPrepTimesQuery>;
export type KitchenPrepTimesLazyQueryHookResult = ReturnType<typeof useKitchenPrepTimesLazyQuery>;
export type KitchenPrepTimesSuspenseQueryHookResult = ReturnType<typeof useKitchenPrepTimesSuspenseQuery>;
export type KitchenPrepTimesQueryResult = Apollo.QueryResult<KitchenPrepTimesQuery, KitchenPrepTimesQueryVariables>;
export const ChangeOptionsRecordsDocument = gql`
    query ChangeOptionsRecords {
  changeOptions(includeDeleted: true) {
    ...ChangeOptionFields
  }
}
    ${ChangeOptionFieldsFragmentDoc}`;

/**
 * __useChangeOptionsRecordsQuery__
 *
 * To run a query within a React component, call `useChangeOptionsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useChangeOptionsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useChangeOptionsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useChangeOptionsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>(ChangeOptionsRecordsDocument, options);
      }
export function useChangeOptionsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>(ChangeOptionsRecordsDocument, options);
        }
// @ts-ignore
export function useChangeOptionsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>;
export function useChangeOptionsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<ChangeOptionsRecordsQuery | undefined, ChangeOptionsRecordsQueryVariables>;
export function useChangeOptionsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>(ChangeOptionsRecordsDocument, options);
        }
export type ChangeOptionsRecordsQueryHookResult = ReturnType<typeof useChangeOptionsRecordsQuery>;
export type ChangeOptionsRecordsLazyQueryHookResult = ReturnType<typeof useChangeOptionsRecordsLazyQuery>;
export type ChangeOptionsRecordsSuspenseQueryHookResult = ReturnType<typeof useChangeOptionsRecordsSuspenseQuery>;
export type ChangeOptionsRecordsQueryResult = Apollo.QueryResult<ChangeOptionsRecordsQuery, ChangeOptionsRecordsQueryVariables>;
export const CreateChangeOptionDocument = gql`
    mutation CreateChangeOption($input: ChangeOptionCreateInput!) {
  createChangeOption(input: $input) {
    changeOption {
      ...ChangeOptionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ChangeOptionFieldsFragmentDoc}`;
export type CreateChangeOptionMutationFn = Apollo.MutationFunction<CreateChangeOptionMutation, CreateChangeOptionMutationVariables>;

/**
 * __useCreateChangeOptionMutation__
 *
 * To run a mutation, you first call `useCreateChangeOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateChangeOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createChangeOptionMutation, { data, loading, error }] = useCreateChangeOptionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateChangeOptionMutation(baseOptions?: Apollo.MutationHookOptions<CreateChangeOptionMutation, CreateChangeOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateChangeOptionMutation, CreateChangeOptionMutationVariables>(CreateChangeOptionDocument, options);
      }
export type CreateChangeOptionMutationHookResult = ReturnType<typeof useCreateChangeOptionMutation>;
export type CreateChangeOptionMutationResult = Apollo.MutationResult<CreateChangeOptionMutation>;
export type CreateChangeOptionMutationOptions = Apollo.BaseMutationOptions<CreateChangeOptionMutation, CreateChangeOptionMutationVariables>;
export const UpdateChangeOptionDocument = gql`
    mutation UpdateChangeOption($id: ID!, $input: ChangeOptionUpdateInput!) {
  updateChangeOption(id: $id, input: $input) {
    changeOption {
      ...ChangeOptionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ChangeOptionFieldsFragmentDoc}`;
export type UpdateChangeOptionMutationFn = Apollo.MutationFunction<UpdateChangeOptionMutation, UpdateChangeOptionMutationVariables>;

/**
 * __useUpdateChangeOptionMutation__
 *
 * To run a mutation, you first call `useUpdateChangeOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateChangeOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateChangeOptionMutation, { data, loading, error }] = useUpdateChangeOptionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateChangeOptionMutation(baseOptions?: Apollo.MutationHookOptions<UpdateChangeOptionMutation, UpdateChangeOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateChangeOptionMutation, UpdateChangeOptionMutationVariables>(UpdateChangeOptionDocument, options);
      }
export type UpdateChangeOptionMutationHookResult = ReturnType<typeof useUpdateChangeOptionMutation>;
export type UpdateChangeOptionMutationResult = Apollo.MutationResult<UpdateChangeOptionMutation>;
export type UpdateChangeOptionMutationOptions = Apollo.BaseMutationOptions<UpdateChangeOptionMutation, UpdateChangeOptionMutationVariables>;
export const SetChangeOptionActiveDocument = gql`
    mutation SetChangeOptionActive($id: ID!, $active: Boolean!) {
  setChangeOptionActive(id: $id, active: $active) {
    changeOption {
      ...ChangeOptionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ChangeOptionFieldsFragmentDoc}`;
export type SetChangeOptionActiveMutationFn = Apollo.MutationFunction<SetChangeOptionActiveMutation, SetChangeOptionActiveMutationVariables>;

/**
 * __useSetChangeOptionActiveMutation__
 *
 * To run a mutation, you first call `useSetChangeOptionActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetChangeOptionActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setChangeOptionActiveMutation, { data, loading, error }] = useSetChangeOptionActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetChangeOptionActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetChangeOptionActiveMutation, SetChangeOptionActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetChangeOptionActiveMutation, SetChangeOptionActiveMutationVariables>(SetChangeOptionActiveDocument, options);
      }
export type SetChangeOptionActiveMutationHookResult = ReturnType<typeof useSetChangeOptionActiveMutation>;
export type SetChangeOptionActiveMutationResult = Apollo.MutationResult<SetChangeOptionActiveMutation>;
export type SetChangeOptionActiveMutationOptions = Apollo.BaseMutationOptions<SetChangeOptionActiveMutation, SetChangeOptionActiveMutationVariables>;
export const SetChangeOptionDeletedDocument = gql`
    mutation SetChangeOptionDeleted($id: ID!, $deleted: Boolean!) {
  setChangeOptionDeleted(id: $id, deleted: $deleted) {
    changeOption {
      ...ChangeOptionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ChangeOptionFieldsFragmentDoc}`;
export type SetChangeOptionDeletedMutationFn = Apollo.MutationFunction<SetChangeOptionDeletedMutation, SetChangeOptionDeletedMutationVariables>;

/**
 * __useSetChangeOptionDeletedMutation__
 *
 * To run a mutation, you first call `useSetChangeOptionDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetChangeOptionDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setChangeOptionDeletedMutation, { data, loading, error }] = useSetChangeOptionDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetChangeOptionDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetChangeOptionDeletedMutation, SetChangeOptionDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetChangeOptionDeletedMutation, SetChangeOptionDeletedMutationVariables>(SetChangeOptionDeletedDocument, options);
      }
export type SetChangeOptionDeletedMutationHookResult = ReturnType<typeof useSetChangeOptionDeletedMutation>;
export type SetChangeOptionDeletedMutationResult = Apollo.MutationResult<SetChangeOptionDeletedMutation>;
export type SetChangeOptionDeletedMutationOptions = Apollo.BaseMutationOptions<SetChangeOptionDeletedMutation, SetChangeOptionDeletedMutationVariables>;
export const MoveChangeOptionDocument = gql`
    mutation MoveChangeOption($id: ID!, $toId: ID!) {
  moveChangeOption(id: $id, toId: $toId) {
    changeOptions {
      ...ChangeOptionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ChangeOptionFieldsFragmentDoc}`;
export type MoveChangeOptionMutationFn = Apollo.MutationFunction<MoveChangeOptionMutation, MoveChangeOptionMutationVariables>;

/**
 * __useMoveChangeOptionMutation__
 *
 * To run a mutation, you first call `useMoveChangeOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveChangeOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveChangeOptionMutation, { data, loading, error }] = useMoveChangeOptionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveChangeOptionMutation(baseOptions?: Apollo.MutationHookOptions<MoveChangeOptionMutation, MoveChangeOptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveChangeOptionMutation, MoveChangeOptionMutationVariables>(MoveChangeOptionDocument, options);
      }
export type MoveChangeOptionMutationHookResult = ReturnType<typeof useMoveChangeOptionMutation>;
export type MoveChangeOptionMutationResult = Apollo.MutationResult<MoveChangeOptionMutation>;
export type MoveChangeOptionMutationOptions = Apollo.BaseMutationOptions<MoveChangeOptionMutation, MoveChangeOptionMutationVariables>;
export const NotesRecordsDocument = gql`
    query NotesRecords {
  notes(includeDeleted: true) {
    ...NoteFields
  }
}
    ${NoteFieldsFragmentDoc}`;

/**
 * __useNotesRecordsQuery__
 *
 * To run a query within a React component, call `useNotesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useNotesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<NotesRecordsQuery, NotesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotesRecordsQuery, NotesRecordsQueryVariables>(NotesRecordsDocument, options);
      }
export function useNotesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotesRecordsQuery, NotesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotesRecordsQuery, NotesRecordsQueryVariables>(NotesRecordsDocument, options);
        }
// @ts-ignore
export function useNotesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotesRecordsQuery, NotesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<NotesRecordsQuery, NotesRecordsQueryVariables>;
export function useNotesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotesRecordsQuery, NotesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<NotesRecordsQuery | undefined, NotesRecordsQueryVariables>;
export function useNotesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotesRecordsQuery, NotesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotesRecordsQuery, NotesRecordsQueryVariables>(NotesRecordsDocument, options);
        }
export type NotesRecordsQueryHookResult = ReturnType<typeof useNotesRecordsQuery>;
export type NotesRecordsLazyQueryHookResult = ReturnType<typeof useNotesRecordsLazyQuery>;
export type NotesRecordsSuspenseQueryHookResult = ReturnType<typeof useNotesRecordsSuspenseQuery>;
export type NotesRecordsQueryResult = Apollo.QueryResult<NotesRecordsQuery, NotesRecordsQueryVariables>;
export const CreateNoteDocument = gql`
    mutation CreateNote($input: NoteCreateInput!) {
  createNote(input: $input) {
    note {
      ...NoteFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${NoteFieldsFragmentDoc}`;
export type CreateNoteMutationFn = Apollo.MutationFunction<CreateNoteMutation, CreateNoteMutationVariables>;

/**
 * __useCreateNoteMutation__
 *
 * To run a mutation, you first call `useCreateNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNoteMutation, { data, loading, error }] = useCreateNoteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNoteMutation(baseOptions?: Apollo.MutationHookOptions<CreateNoteMutation, CreateNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateNoteMutation, CreateNoteMutationVariables>(CreateNoteDocument, options);
      }
export type CreateNoteMutationHookResult = ReturnType<typeof useCreateNoteMutation>;
export type CreateNoteMutationResult = Apollo.MutationResult<CreateNoteMutation>;
export type CreateNoteMutationOptions = Apollo.BaseMutationOptions<CreateNoteMutation, CreateNoteMutationVariables>;
export const UpdateNoteDocument = gql`
    mutation UpdateNote($id: ID!, $input: NoteUpdateInput!) {
  updateNote(id: $id, input: $input) {
    note {
      ...NoteFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${NoteFieldsFragmentDoc}`;
export type UpdateNoteMutationFn = Apollo.MutationFunction<UpdateNoteMutation, UpdateNoteMutationVariables>;

/**
 * __useUpdateNoteMutation__
 *
 * To run a mutation, you first call `useUpdateNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNoteMutation, { data, loading, error }] = useUpdateNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateNoteMutation(baseOptions?: Apollo.MutationHookOptions<UpdateNoteMutation, UpdateNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateNoteMutation, UpdateNoteMutationVariables>(UpdateNoteDocument, options);
      }
export type UpdateNoteMutationHookResult = ReturnType<typeof useUpdateNoteMutation>;
export type UpdateNoteMutationResult = Apollo.MutationResult<UpdateNoteMutation>;
export type UpdateNoteMutationOptions = Apollo.BaseMutationOptions<UpdateNoteMutation, UpdateNoteMutationVariables>;
export const SetNoteActiveDocument = gql`
    mutation SetNoteActive($id: ID!, $active: Boolean!) {
  setNoteActive(id: $id, active: $active) {
    note {
      ...NoteFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${NoteFieldsFragmentDoc}`;
export type SetNoteActiveMutationFn = Apollo.MutationFunction<SetNoteActiveMutation, SetNoteActiveMutationVariables>;

/**
 * __useSetNoteActiveMutation__
 *
 * To run a mutation, you first call `useSetNoteActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetNoteActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setNoteActiveMutation, { data, loading, error }] = useSetNoteActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetNoteActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetNoteActiveMutation, SetNoteActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetNoteActiveMutation, SetNoteActiveMutationVariables>(SetNoteActiveDocument, options);
      }
export type SetNoteActiveMutationHookResult = ReturnType<typeof useSetNoteActiveMutation>;
export type SetNoteActiveMutationResult = Apollo.MutationResult<SetNoteActiveMutation>;
export type SetNoteActiveMutationOptions = Apollo.BaseMutationOptions<SetNoteActiveMutation, SetNoteActiveMutationVariables>;
export const SetNoteDeletedDocument = gql`
    mutation SetNoteDeleted($id: ID!, $deleted: Boolean!) {
  setNoteDeleted(id: $id, deleted: $deleted) {
    note {
      ...NoteFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${NoteFieldsFragmentDoc}`;
export type SetNoteDeletedMutationFn = Apollo.MutationFunction<SetNoteDeletedMutation, SetNoteDeletedMutationVariables>;

/**
 * __useSetNoteDeletedMutation__
 *
 * To run a mutation, you first call `useSetNoteDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetNoteDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setNoteDeletedMutation, { data, loading, error }] = useSetNoteDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetNoteDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetNoteDeletedMutation, SetNoteDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetNoteDeletedMutation, SetNoteDeletedMutationVariables>(SetNoteDeletedDocument, options);
      }
export type SetNoteDeletedMutationHookResult = ReturnType<typeof useSetNoteDeletedMutation>;
export type SetNoteDeletedMutationResult = Apollo.MutationResult<SetNoteDeletedMutation>;
export type SetNoteDeletedMutationOptions = Apollo.BaseMutationOptions<SetNoteDeletedMutation, SetNoteDeletedMutationVariables>;
export const MoveNoteDocument = gql`
    mutation MoveNote($id: ID!, $toId: ID!) {
  moveNote(id: $id, toId: $toId) {
    notes {
      ...NoteFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${NoteFieldsFragmentDoc}`;
export type MoveNoteMutationFn = Apollo.MutationFunction<MoveNoteMutation, MoveNoteMutationVariables>;

/**
 * __useMoveNoteMutation__
 *
 * To run a mutation, you first call `useMoveNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveNoteMutation, { data, loading, error }] = useMoveNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveNoteMutation(baseOptions?: Apollo.MutationHookOptions<MoveNoteMutation, MoveNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveNoteMutation, MoveNoteMutationVariables>(MoveNoteDocument, options);
      }
export type MoveNoteMutationHookResult = ReturnType<typeof useMoveNoteMutation>;
export type MoveNoteMutationResult = Apollo.MutationResult<MoveNoteMutation>;
export type MoveNoteMutationOptions = Apollo.BaseMutationOptions<MoveNoteMutation, MoveNoteMutationVariables>;
export const OrderSourcesRecordsDocument = gql`
    query OrderSourcesRecords {
  orderSources(includeDeleted: true) {
    ...OrderSourceFields
  }
}
    ${OrderSourceFieldsFragmentDoc}`;

/**
 * __useOrderSourcesRecordsQuery__
 *
 * To run a query within a React component, call `useOrderSourcesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderSourcesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderSourcesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOrderSourcesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>(OrderSourcesRecordsDocument, options);
      }
export function useOrderSourcesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>(OrderSourcesRecordsDocument, options);
        }
// @ts-ignore
export function useOrderSourcesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>;
export function useOrderSourcesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderSourcesRecordsQuery | undefined, OrderSourcesRecordsQueryVariables>;
export function useOrderSourcesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>(OrderSourcesRecordsDocument, options);
        }
export type OrderSourcesRecordsQueryHookResult = ReturnType<typeof useOrderSourcesRecordsQuery>;
export type OrderSourcesRecordsLazyQueryHookResult = ReturnType<typeof useOrderSourcesRecordsLazyQuery>;
export type OrderSourcesRecordsSuspenseQueryHookResult = ReturnType<typeof useOrderSourcesRecordsSuspenseQuery>;
export type OrderSourcesRecordsQueryResult = Apollo.QueryResult<OrderSourcesRecordsQuery, OrderSourcesRecordsQueryVariables>;
export const CreateOrderSourceDocument = gql`
    mutation CreateOrderSource($input: OrderSourceCreateInput!) {
  createOrderSource(input: $input) {
    orderSource {
      ...OrderSourceFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderSourceFieldsFragmentDoc}`;
export type CreateOrderSourceMutationFn = Apollo.MutationFunction<CreateOrderSourceMutation, CreateOrderSourceMutationVariables>;

/**
 * __useCreateOrderSourceMutation__
 *
 * To run a mutation, you first call `useCreateOrderSourceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOrderSourceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOrderSourceMutation, { data, loading, error }] = useCreateOrderSourceMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOrderSourceMutation(baseOptions?: Apollo.MutationHookOptions<CreateOrderSourceMutation, CreateOrderSourceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateOrderSourceMutation, CreateOrderSourceMutationVariables>(CreateOrderSourceDocument, options);
      }
export type CreateOrderSourceMutationHookResult = ReturnType<typeof useCreateOrderSourceMutation>;
export type CreateOrderSourceMutationResult = Apollo.MutationResult<CreateOrderSourceMutation>;
export type CreateOrderSourceMutationOptions = Apollo.BaseMutationOptions<CreateOrderSourceMutation, CreateOrderSourceMutationVariables>;
export const UpdateOrderSourceDocument = gql`
    mutation UpdateOrderSource($id: ID!, $input: OrderSourceUpdateInput!) {
  updateOrderSource(id: $id, input: $input) {
    orderSource {
      ...OrderSourceFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderSourceFieldsFragmentDoc}`;
export type UpdateOrderSourceMutationFn = Apollo.MutationFunction<UpdateOrderSourceMutation, UpdateOrderSourceMutationVariables>;

/**
 * __useUpdateOrderSourceMutation__
 *
 * To run a mutation, you first call `useUpdateOrderSourceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderSourceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderSourceMutation, { data, loading, error }] = useUpdateOrderSourceMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrderSourceMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOrderSourceMutation, UpdateOrderSourceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOrderSourceMutation, UpdateOrderSourceMutationVariables>(UpdateOrderSourceDocument, options);
      }
export type UpdateOrderSourceMutationHookResult = ReturnType<typeof useUpdateOrderSourceMutation>;
export type UpdateOrderSourceMutationResult = Apollo.MutationResult<UpdateOrderSourceMutation>;
export type UpdateOrderSourceMutationOptions = Apollo.BaseMutationOptions<UpdateOrderSourceMutation, UpdateOrderSourceMutationVariables>;
export const SetOrderSourceActiveDocument = gql`
    mutation SetOrderSourceActive($id: ID!, $active: Boolean!) {
  setOrderSourceActive(id: $id, active: $active) {
    orderSource {
      ...OrderSourceFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderSourceFieldsFragmentDoc}`;
export type SetOrderSourceActiveMutationFn = Apollo.MutationFunction<SetOrderSourceActiveMutation, SetOrderSourceActiveMutationVariables>;

/**
 * __useSetOrderSourceActiveMutation__
 *
 * To run a mutation, you first call `useSetOrderSourceActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderSourceActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderSourceActiveMutation, { data, loading, error }] = useSetOrderSourceActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetOrderSourceActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderSourceActiveMutation, SetOrderSourceActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderSourceActiveMutation, SetOrderSourceActiveMutationVariables>(SetOrderSourceActiveDocument, options);
      }
export type SetOrderSourceActiveMutationHookResult = ReturnType<typeof useSetOrderSourceActiveMutation>;
export type SetOrderSourceActiveMutationResult = Apollo.MutationResult<SetOrderSourceActiveMutation>;
export type SetOrderSourceActiveMutationOptions = Apollo.BaseMutationOptions<SetOrderSourceActiveMutation, SetOrderSourceActiveMutationVariables>;
export const SetOrderSourceDeletedDocument = gql`
    mutation SetOrderSourceDeleted($id: ID!, $deleted: Boolean!) {
  setOrderSourceDeleted(id: $id, deleted: $deleted) {
    orderSource {
      ...OrderSourceFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderSourceFieldsFragmentDoc}`;
export type SetOrderSourceDeletedMutationFn = Apollo.MutationFunction<SetOrderSourceDeletedMutation, SetOrderSourceDeletedMutationVariables>;

/**
 * __useSetOrderSourceDeletedMutation__
 *
 * To run a mutation, you first call `useSetOrderSourceDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderSourceDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderSourceDeletedMutation, { data, loading, error }] = useSetOrderSourceDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetOrderSourceDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderSourceDeletedMutation, SetOrderSourceDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderSourceDeletedMutation, SetOrderSourceDeletedMutationVariables>(SetOrderSourceDeletedDocument, options);
      }
export type SetOrderSourceDeletedMutationHookResult = ReturnType<typeof useSetOrderSourceDeletedMutation>;
export type SetOrderSourceDeletedMutationResult = Apollo.MutationResult<SetOrderSourceDeletedMutation>;
export type SetOrderSourceDeletedMutationOptions = Apollo.BaseMutationOptions<SetOrderSourceDeletedMutation, SetOrderSourceDeletedMutationVariables>;
export const MoveOrderSourceDocument = gql`
    mutation MoveOrderSource($id: ID!, $toId: ID!) {
  moveOrderSource(id: $id, toId: $toId) {
    orderSources {
      ...OrderSourceFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderSourceFieldsFragmentDoc}`;
export type MoveOrderSourceMutationFn = Apollo.MutationFunction<MoveOrderSourceMutation, MoveOrderSourceMutationVariables>;

/**
 * __useMoveOrderSourceMutation__
 *
 * To run a mutation, you first call `useMoveOrderSourceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveOrderSourceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveOrderSourceMutation, { data, loading, error }] = useMoveOrderSourceMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveOrderSourceMutation(baseOptions?: Apollo.MutationHookOptions<MoveOrderSourceMutation, MoveOrderSourceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveOrderSourceMutation, MoveOrderSourceMutationVariables>(MoveOrderSourceDocument, options);
      }
export type MoveOrderSourceMutationHookResult = ReturnType<typeof useMoveOrderSourceMutation>;
export type MoveOrderSourceMutationResult = Apollo.MutationResult<MoveOrderSourceMutation>;
export type MoveOrderSourceMutationOptions = Apollo.BaseMutationOptions<MoveOrderSourceMutation, MoveOrderSourceMutationVariables>;
export const WriteOffReasonsRecordsDocument = gql`
    query WriteOffReasonsRecords {
  writeOffReasons(includeDeleted: true) {
    ...WriteOffReasonFields
  }
}
    ${WriteOffReasonFieldsFragmentDoc}`;

/**
 * __useWriteOffReasonsRecordsQuery__
 *
 * To run a query within a React component, call `useWriteOffReasonsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWriteOffReasonsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWriteOffReasonsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWriteOffReasonsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>(WriteOffReasonsRecordsDocument, options);
      }
export function useWriteOffReasonsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>(WriteOffReasonsRecordsDocument, options);
        }
// @ts-ignore
export function useWriteOffReasonsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>;
export function useWriteOffReasonsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<WriteOffReasonsRecordsQuery | undefined, WriteOffReasonsRecordsQueryVariables>;
export function useWriteOffReasonsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>(WriteOffReasonsRecordsDocument, options);
        }
export type WriteOffReasonsRecordsQueryHookResult = ReturnType<typeof useWriteOffReasonsRecordsQuery>;
export type WriteOffReasonsRecordsLazyQueryHookResult = ReturnType<typeof useWriteOffReasonsRecordsLazyQuery>;
export type WriteOffReasonsRecordsSuspenseQueryHookResult = ReturnType<typeof useWriteOffReasonsRecordsSuspenseQuery>;
export type WriteOffReasonsRecordsQueryResult = Apollo.QueryResult<WriteOffReasonsRecordsQuery, WriteOffReasonsRecordsQueryVariables>;
export const CreateWriteOffReasonDocument = gql`
    mutation CreateWriteOffReason($input: WriteOffReasonCreateInput!) {
  createWriteOffReason(input: $input) {
    writeOffReason {
      ...WriteOffReasonFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WriteOffReasonFieldsFragmentDoc}`;
export type CreateWriteOffReasonMutationFn = Apollo.MutationFunction<CreateWriteOffReasonMutation, CreateWriteOffReasonMutationVariables>;

/**
 * __useCreateWriteOffReasonMutation__
 *
 * To run a mutation, you first call `useCreateWriteOffReasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWriteOffReasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWriteOffReasonMutation, { data, loading, error }] = useCreateWriteOffReasonMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWriteOffReasonMutation(baseOptions?: Apollo.MutationHookOptions<CreateWriteOffReasonMutation, CreateWriteOffReasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWriteOffReasonMutation, CreateWriteOffReasonMutationVariables>(CreateWriteOffReasonDocument, options);
      }
export type CreateWriteOffReasonMutationHookResult = ReturnType<typeof useCreateWriteOffReasonMutation>;
export type CreateWriteOffReasonMutationResult = Apollo.MutationResult<CreateWriteOffReasonMutation>;
export type CreateWriteOffReasonMutationOptions = Apollo.BaseMutationOptions<CreateWriteOffReasonMutation, CreateWriteOffReasonMutationVariables>;
export const UpdateWriteOffReasonDocument = gql`
    mutation UpdateWriteOffReason($id: ID!, $input: WriteOffReasonUpdateInput!) {
  updateWriteOffReason(id: $id, input: $input) {
    writeOffReason {
      ...WriteOffReasonFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WriteOffReasonFieldsFragmentDoc}`;
export type UpdateWriteOffReasonMutationFn = Apollo.MutationFunction<UpdateWriteOffReasonMutation, UpdateWriteOffReasonMutationVariables>;

/**
 * __useUpdateWriteOffReasonMutation__
 *
 * To run a mutation, you first call `useUpdateWriteOffReasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWriteOffReasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWriteOffReasonMutation, { data, loading, error }] = useUpdateWriteOffReasonMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWriteOffReasonMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWriteOffReasonMutation, UpdateWriteOffReasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWriteOffReasonMutation, UpdateWriteOffReasonMutationVariables>(UpdateWriteOffReasonDocument, options);
      }
export type UpdateWriteOffReasonMutationHookResult = ReturnType<typeof useUpdateWriteOffReasonMutation>;
export type UpdateWriteOffReasonMutationResult = Apollo.MutationResult<UpdateWriteOffReasonMutation>;
export type UpdateWriteOffReasonMutationOptions = Apollo.BaseMutationOptions<UpdateWriteOffReasonMutation, UpdateWriteOffReasonMutationVariables>;
export const SetWriteOffReasonActiveDocument = gql`
    mutation SetWriteOffReasonActive($id: ID!, $active: Boolean!) {
  setWriteOffReasonActive(id: $id, active: $active) {
    writeOffReason {
      ...WriteOffReasonFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WriteOffReasonFieldsFragmentDoc}`;
export type SetWriteOffReasonActiveMutationFn = Apollo.MutationFunction<SetWriteOffReasonActiveMutation, SetWriteOffReasonActiveMutationVariables>;

/**
 * __useSetWriteOffReasonActiveMutation__
 *
 * To run a mutation, you first call `useSetWriteOffReasonActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWriteOffReasonActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWriteOffReasonActiveMutation, { data, loading, error }] = useSetWriteOffReasonActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetWriteOffReasonActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetWriteOffReasonActiveMutation, SetWriteOffReasonActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetWriteOffReasonActiveMutation, SetWriteOffReasonActiveMutationVariables>(SetWriteOffReasonActiveDocument, options);
      }
export type SetWriteOffReasonActiveMutationHookResult = ReturnType<typeof useSetWriteOffReasonActiveMutation>;
export type SetWriteOffReasonActiveMutationResult = Apollo.MutationResult<SetWriteOffReasonActiveMutation>;
export type SetWriteOffReasonActiveMutationOptions = Apollo.BaseMutationOptions<SetWriteOffReasonActiveMutation, SetWriteOffReasonActiveMutationVariables>;
export const SetWriteOffReasonDeletedDocument = gql`
    mutation SetWriteOffReasonDeleted($id: ID!, $deleted: Boolean!) {
  setWriteOffReasonDeleted(id: $id, deleted: $deleted) {
    writeOffReason {
      ...WriteOffReasonFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WriteOffReasonFieldsFragmentDoc}`;
export type SetWriteOffReasonDeletedMutationFn = Apollo.MutationFunction<SetWriteOffReasonDeletedMutation, SetWriteOffReasonDeletedMutationVariables>;

/**
 * __useSetWriteOffReasonDeletedMutation__
 *
 * To run a mutation, you first call `useSetWriteOffReasonDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWriteOffReasonDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWriteOffReasonDeletedMutation, { data, loading, error }] = useSetWriteOffReasonDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetWriteOffReasonDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetWriteOffReasonDeletedMutation, SetWriteOffReasonDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetWriteOffReasonDeletedMutation, SetWriteOffReasonDeletedMutationVariables>(SetWriteOffReasonDeletedDocument, options);
      }
export type SetWriteOffReasonDeletedMutationHookResult = ReturnType<typeof useSetWriteOffReasonDeletedMutation>;
export type SetWriteOffReasonDeletedMutationResult = Apollo.MutationResult<SetWriteOffReasonDeletedMutation>;
export type SetWriteOffReasonDeletedMutationOptions = Apollo.BaseMutationOptions<SetWriteOffReasonDeletedMutation, SetWriteOffReasonDeletedMutationVariables>;
export const OrderStatusesRecordsDocument = gql`
    query OrderStatusesRecords {
  orderStatuses(includeDeleted: true) {
    ...OrderStatusFields
  }
}
    ${OrderStatusFieldsFragmentDoc}`;

/**
 * __useOrderStatusesRecordsQuery__
 *
 * To run a query within a React component, call `useOrderStatusesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderStatusesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderStatusesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOrderStatusesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>(OrderStatusesRecordsDocument, options);
      }
export function useOrderStatusesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>(OrderStatusesRecordsDocument, options);
        }
// @ts-ignore
export function useOrderStatusesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>;
export function useOrderStatusesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderStatusesRecordsQuery | undefined, OrderStatusesRecordsQueryVariables>;
export function useOrderStatusesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>(OrderStatusesRecordsDocument, options);
        }
export type OrderStatusesRecordsQueryHookResult = ReturnType<typeof useOrderStatusesRecordsQuery>;
export type OrderStatusesRecordsLazyQueryHookResult = ReturnType<typeof useOrderStatusesRecordsLazyQuery>;
export type OrderStatusesRecordsSuspenseQueryHookResult = ReturnType<typeof useOrderStatusesRecordsSuspenseQuery>;
export type OrderStatusesRecordsQueryResult = Apollo.QueryResult<OrderStatusesRecordsQuery, OrderStatusesRecordsQueryVariables>;
export const CreateOrderStatusDocument = gql`
    mutation CreateOrderStatus($input: OrderStatusCreateInput!) {
  createOrderStatus(input: $input) {
    orderStatus {
      ...OrderStatusFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderStatusFieldsFragmentDoc}`;
export type CreateOrderStatusMutationFn = Apollo.MutationFunction<CreateOrderStatusMutation, CreateOrderStatusMutationVariables>;

/**
 * __useCreateOrderStatusMutation__
 *
 * To run a mutation, you first call `useCreateOrderStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOrderStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOrderStatusMutation, { data, loading, error }] = useCreateOrderStatusMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOrderStatusMutation(baseOptions?: Apollo.MutationHookOptions<CreateOrderStatusMutation, CreateOrderStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateOrderStatusMutation, CreateOrderStatusMutationVariables>(CreateOrderStatusDocument, options);
      }
export type CreateOrderStatusMutationHookResult = ReturnType<typeof useCreateOrderStatusMutation>;
export type CreateOrderStatusMutationResult = Apollo.MutationResult<CreateOrderStatusMutation>;
export type CreateOrderStatusMutationOptions = Apollo.BaseMutationOptions<CreateOrderStatusMutation, CreateOrderStatusMutationVariables>;
export const UpdateOrderStatusDocument = gql`
    mutation UpdateOrderStatus($id: ID!, $input: OrderStatusUpdateInput!) {
  updateOrderStatus(id: $id, input: $input) {
    orderStatus {
      ...OrderStatusFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderStatusFieldsFragmentDoc}`;
export type UpdateOrderStatusMutationFn = Apollo.MutationFunction<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;

/**
 * __useUpdateOrderStatusMutation__
 *
 * To run a mutation, you first call `useUpdateOrderStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderStatusMutation, { data, loading, error }] = useUpdateOrderStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrderStatusMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>(UpdateOrderStatusDocument, options);
      }
export type UpdateOrderStatusMutationHookResult = ReturnType<typeof useUpdateOrderStatusMutation>;
export type UpdateOrderStatusMutationResult = Apollo.MutationResult<UpdateOrderStatusMutation>;
export type UpdateOrderStatusMutationOptions = Apollo.BaseMutationOptions<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const SetOrderStatusActiveDocument = gql`
    mutation SetOrderStatusActive($id: ID!, $active: Boolean!) {
  setOrderStatusActive(id: $id, active: $active) {
    orderStatus {
      ...OrderStatusFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderStatusFieldsFragmentDoc}`;
export type SetOrderStatusActiveMutationFn = Apollo.MutationFunction<SetOrderStatusActiveMutation, SetOrderStatusActiveMutationVariables>;

/**
 * __useSetOrderStatusActiveMutation__
 *
 * To run a mutation, you first call `useSetOrderStatusActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderStatusActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderStatusActiveMutation, { data, loading, error }] = useSetOrderStatusActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetOrderStatusActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderStatusActiveMutation, SetOrderStatusActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderStatusActiveMutation, SetOrderStatusActiveMutationVariables>(SetOrderStatusActiveDocument, options);
      }
export type SetOrderStatusActiveMutationHookResult = ReturnType<typeof useSetOrderStatusActiveMutation>;
export type SetOrderStatusActiveMutationResult = Apollo.MutationResult<SetOrderStatusActiveMutation>;
export type SetOrderStatusActiveMutationOptions = Apollo.BaseMutationOptions<SetOrderStatusActiveMutation, SetOrderStatusActiveMutationVariables>;
export const SetOrderStatusDeletedDocument = gql`
    mutation SetOrderStatusDeleted($id: ID!, $deleted: Boolean!) {
  setOrderStatusDeleted(id: $id, deleted: $deleted) {
    orderStatus {
      ...OrderStatusFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderStatusFieldsFragmentDoc}`;
export type SetOrderStatusDeletedMutationFn = Apollo.MutationFunction<SetOrderStatusDeletedMutation, SetOrderStatusDeletedMutationVariables>;

/**
 * __useSetOrderStatusDeletedMutation__
 *
 * To run a mutation, you first call `useSetOrderStatusDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderStatusDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderStatusDeletedMutation, { data, loading, error }] = useSetOrderStatusDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetOrderStatusDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderStatusDeletedMutation, SetOrderStatusDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderStatusDeletedMutation, SetOrderStatusDeletedMutationVariables>(SetOrderStatusDeletedDocument, options);
      }
export type SetOrderStatusDeletedMutationHookResult = ReturnType<typeof useSetOrderStatusDeletedMutation>;
export type SetOrderStatusDeletedMutationResult = Apollo.MutationResult<SetOrderStatusDeletedMutation>;
export type SetOrderStatusDeletedMutationOptions = Apollo.BaseMutationOptions<SetOrderStatusDeletedMutation, SetOrderStatusDeletedMutationVariables>;
export const MoveOrderStatusDocument = gql`
    mutation MoveOrderStatus($id: ID!, $toId: ID!) {
  moveOrderStatus(id: $id, toId: $toId) {
    orderStatuses {
      ...OrderStatusFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderStatusFieldsFragmentDoc}`;
export type MoveOrderStatusMutationFn = Apollo.MutationFunction<MoveOrderStatusMutation, MoveOrderStatusMutationVariables>;

/**
 * __useMoveOrderStatusMutation__
 *
 * To run a mutation, you first call `useMoveOrderStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveOrderStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveOrderStatusMutation, { data, loading, error }] = useMoveOrderStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveOrderStatusMutation(baseOptions?: Apollo.MutationHookOptions<MoveOrderStatusMutation, MoveOrderStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveOrderStatusMutation, MoveOrderStatusMutationVariables>(MoveOrderStatusDocument, options);
      }
export type MoveOrderStatusMutationHookResult = ReturnType<typeof useMoveOrderStatusMutation>;
export type MoveOrderStatusMutationResult = Apollo.MutationResult<MoveOrderStatusMutation>;
export type MoveOrderStatusMutationOptions = Apollo.BaseMutationOptions<MoveOrderStatusMutation, MoveOrderStatusMutationVariables>;
export const PaymentTypesRecordsDocument = gql`
    query PaymentTypesRecords {
  paymentTypes(includeDeleted: true) {
    ...PaymentTypeFields
  }
}
    ${PaymentTypeFieldsFragmentDoc}`;

/**
 * __usePaymentTypesRecordsQuery__
 *
 * To run a query within a React component, call `usePaymentTypesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentTypesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentTypesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentTypesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>(PaymentTypesRecordsDocument, options);
      }
export function usePaymentTypesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>(PaymentTypesRecordsDocument, options);
        }
// @ts-ignore
export function usePaymentTypesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>;
export function usePaymentTypesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<PaymentTypesRecordsQuery | undefined, PaymentTypesRecordsQueryVariables>;
export function usePaymentTypesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>(PaymentTypesRecordsDocument, options);
        }
export type PaymentTypesRecordsQueryHookResult = ReturnType<typeof usePaymentTypesRecordsQuery>;
export type PaymentTypesRecordsLazyQueryHookResult = ReturnType<typeof usePaymentTypesRecordsLazyQuery>;
export type PaymentTypesRecordsSuspenseQueryHookResult = ReturnType<typeof usePaymentTypesRecordsSuspenseQuery>;
export type PaymentTypesRecordsQueryResult = Apollo.QueryResult<PaymentTypesRecordsQuery, PaymentTypesRecordsQueryVariables>;
export const CreatePaymentTypeDocument = gql`
    mutation CreatePaymentType($input: PaymentTypeCreateInput!) {
  createPaymentType(input: $input) {
    paymentType {
      ...PaymentTypeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PaymentTypeFieldsFragmentDoc}`;
export type CreatePaymentTypeMutationFn = Apollo.MutationFunction<CreatePaymentTypeMutation, CreatePaymentTypeMutationVariables>;

/**
 * __useCreatePaymentTypeMutation__
 *
 * To run a mutation, you first call `useCreatePaymentTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePaymentTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPaymentTypeMutation, { data, loading, error }] = useCreatePaymentTypeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePaymentTypeMutation(baseOptions?: Apollo.MutationHookOptions<CreatePaymentTypeMutation, CreatePaymentTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePaymentTypeMutation, CreatePaymentTypeMutationVariables>(CreatePaymentTypeDocument, options);
      }
export type CreatePaymentTypeMutationHookResult = ReturnType<typeof useCreatePaymentTypeMutation>;
export type CreatePaymentTypeMutationResult = Apollo.MutationResult<CreatePaymentTypeMutation>;
export type CreatePaymentTypeMutationOptions = Apollo.BaseMutationOptions<CreatePaymentTypeMutation, CreatePaymentTypeMutationVariables>;
export const UpdatePaymentTypeDocument = gql`
    mutation UpdatePaymentType($id: ID!, $input: PaymentTypeUpdateInput!) {
  updatePaymentType(id: $id, input: $input) {
    paymentType {
      ...PaymentTypeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PaymentTypeFieldsFragmentDoc}`;
export type UpdatePaymentTypeMutationFn = Apollo.MutationFunction<UpdatePaymentTypeMutation, UpdatePaymentTypeMutationVariables>;

/**
 * __useUpdatePaymentTypeMutation__
 *
 * To run a mutation, you first call `useUpdatePaymentTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePaymentTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePaymentTypeMutation, { data, loading, error }] = useUpdatePaymentTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePaymentTypeMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePaymentTypeMutation, UpdatePaymentTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePaymentTypeMutation, UpdatePaymentTypeMutationVariables>(UpdatePaymentTypeDocument, options);
      }
export type UpdatePaymentTypeMutationHookResult = ReturnType<typeof useUpdatePaymentTypeMutation>;
export type UpdatePaymentTypeMutationResult = Apollo.MutationResult<UpdatePaymentTypeMutation>;
export type UpdatePaymentTypeMutationOptions = Apollo.BaseMutationOptions<UpdatePaymentTypeMutation, UpdatePaymentTypeMutationVariables>;
export const SetPaymentTypeActiveDocument = gql`
    mutation SetPaymentTypeActive($id: ID!, $active: Boolean!) {
  setPaymentTypeActive(id: $id, active: $active) {
    paymentType {
      ...PaymentTypeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PaymentTypeFieldsFragmentDoc}`;
export type SetPaymentTypeActiveMutationFn = Apollo.MutationFunction<SetPaymentTypeActiveMutation, SetPaymentTypeActiveMutationVariables>;

/**
 * __useSetPaymentTypeActiveMutation__
 *
 * To run a mutation, you first call `useSetPaymentTypeActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPaymentTypeActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPaymentTypeActiveMutation, { data, loading, error }] = useSetPaymentTypeActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetPaymentTypeActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetPaymentTypeActiveMutation, SetPaymentTypeActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPaymentTypeActiveMutation, SetPaymentTypeActiveMutationVariables>(SetPaymentTypeActiveDocument, options);
      }
export type SetPaymentTypeActiveMutationHookResult = ReturnType<typeof useSetPaymentTypeActiveMutation>;
export type SetPaymentTypeActiveMutationResult = Apollo.MutationResult<SetPaymentTypeActiveMutation>;
export type SetPaymentTypeActiveMutationOptions = Apollo.BaseMutationOptions<SetPaymentTypeActiveMutation, SetPaymentTypeActiveMutationVariables>;
export const SetPaymentTypeDeletedDocument = gql`
    mutation SetPaymentTypeDeleted($id: ID!, $deleted: Boolean!) {
  setPaymentTypeDeleted(id: $id, deleted: $deleted) {
    paymentType {
      ...PaymentTypeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PaymentTypeFieldsFragmentDoc}`;
export type SetPaymentTypeDeletedMutationFn = Apollo.MutationFunction<SetPaymentTypeDeletedMutation, SetPaymentTypeDeletedMutationVariables>;

/**
 * __useSetPaymentTypeDeletedMutation__
 *
 * To run a mutation, you first call `useSetPaymentTypeDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPaymentTypeDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPaymentTypeDeletedMutation, { data, loading, error }] = useSetPaymentTypeDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetPaymentTypeDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetPaymentTypeDeletedMutation, SetPaymentTypeDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPaymentTypeDeletedMutation, SetPaymentTypeDeletedMutationVariables>(SetPaymentTypeDeletedDocument, options);
      }
export type SetPaymentTypeDeletedMutationHookResult = ReturnType<typeof useSetPaymentTypeDeletedMutation>;
export type SetPaymentTypeDeletedMutationResult = Apollo.MutationResult<SetPaymentTypeDeletedMutation>;
export type SetPaymentTypeDeletedMutationOptions = Apollo.BaseMutationOptions<SetPaymentTypeDeletedMutation, SetPaymentTypeDeletedMutationVariables>;
export const MovePaymentTypeDocument = gql`
    mutation MovePaymentType($id: ID!, $toId: ID!) {
  movePaymentType(id: $id, toId: $toId) {
    paymentTypes {
      ...PaymentTypeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PaymentTypeFieldsFragmentDoc}`;
export type MovePaymentTypeMutationFn = Apollo.MutationFunction<MovePaymentTypeMutation, MovePaymentTypeMutationVariables>;

/**
 * __useMovePaymentTypeMutation__
 *
 * To run a mutation, you first call `useMovePaymentTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMovePaymentTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [movePaymentTypeMutation, { data, loading, error }] = useMovePaymentTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMovePaymentTypeMutation(baseOptions?: Apollo.MutationHookOptions<MovePaymentTypeMutation, MovePaymentTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MovePaymentTypeMutation, MovePaymentTypeMutationVariables>(MovePaymentTypeDocument, options);
      }
export type MovePaymentTypeMutationHookResult = ReturnType<typeof useMovePaymentTypeMutation>;
export type MovePaymentTypeMutationResult = Apollo.MutationResult<MovePaymentTypeMutation>;
export type MovePaymentTypeMutationOptions = Apollo.BaseMutationOptions<MovePaymentTypeMutation, MovePaymentTypeMutationVariables>;
export const OrderMarksRecordsDocument = gql`
    query OrderMarksRecords {
  orderMarks(includeDeleted: true) {
    ...OrderMarkFields
  }
}
    ${OrderMarkFieldsFragmentDoc}`;

/**
 * __useOrderMarksRecordsQuery__
 *
 * To run a query within a React component, call `useOrderMarksRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderMarksRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderMarksRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOrderMarksRecordsQuery(baseOptions?: Apollo.QueryHookOptions<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>(OrderMarksRecordsDocument, options);
      }
export function useOrderMarksRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>(OrderMarksRecordsDocument, options);
        }
// @ts-ignore
export function useOrderMarksRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>;
export function useOrderMarksRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrderMarksRecordsQuery | undefined, OrderMarksRecordsQueryVariables>;
export function useOrderMarksRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>(OrderMarksRecordsDocument, options);
        }
export type OrderMarksRecordsQueryHookResult = ReturnType<typeof useOrderMarksRecordsQuery>;
export type OrderMarksRecordsLazyQueryHookResult = ReturnType<typeof useOrderMarksRecordsLazyQuery>;
export type OrderMarksRecordsSuspenseQueryHookResult = ReturnType<typeof useOrderMarksRecordsSuspenseQuery>;
export type OrderMarksRecordsQueryResult = Apollo.QueryResult<OrderMarksRecordsQuery, OrderMarksRecordsQueryVariables>;
export const CreateOrderMarkDocument = gql`
    mutation CreateOrderMark($input: OrderMarkCreateInput!) {
  createOrderMark(input: $input) {
    orderMark {
      ...OrderMarkFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderMarkFieldsFragmentDoc}`;
export type CreateOrderMarkMutationFn = Apollo.MutationFunction<CreateOrderMarkMutation, CreateOrderMarkMutationVariables>;

/**
 * __useCreateOrderMarkMutation__
 *
 * To run a mutation, you first call `useCreateOrderMarkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOrderMarkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOrderMarkMutation, { data, loading, error }] = useCreateOrderMarkMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOrderMarkMutation(baseOptions?: Apollo.MutationHookOptions<CreateOrderMarkMutation, CreateOrderMarkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateOrderMarkMutation, CreateOrderMarkMutationVariables>(CreateOrderMarkDocument, options);
      }
export type CreateOrderMarkMutationHookResult = ReturnType<typeof useCreateOrderMarkMutation>;
export type CreateOrderMarkMutationResult = Apollo.MutationResult<CreateOrderMarkMutation>;
export type CreateOrderMarkMutationOptions = Apollo.BaseMutationOptions<CreateOrderMarkMutation, CreateOrderMarkMutationVariables>;
export const UpdateOrderMarkDocument = gql`
    mutation UpdateOrderMark($id: ID!, $input: OrderMarkUpdateInput!) {
  updateOrderMark(id: $id, input: $input) {
    orderMark {
      ...OrderMarkFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderMarkFieldsFragmentDoc}`;
export type UpdateOrderMarkMutationFn = Apollo.MutationFunction<UpdateOrderMarkMutation, UpdateOrderMarkMutationVariables>;

/**
 * __useUpdateOrderMarkMutation__
 *
 * To run a mutation, you first call `useUpdateOrderMarkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderMarkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderMarkMutation, { data, loading, error }] = useUpdateOrderMarkMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrderMarkMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOrderMarkMutation, UpdateOrderMarkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOrderMarkMutation, UpdateOrderMarkMutationVariables>(UpdateOrderMarkDocument, options);
      }
export type UpdateOrderMarkMutationHookResult = ReturnType<typeof useUpdateOrderMarkMutation>;
export type UpdateOrderMarkMutationResult = Apollo.MutationResult<UpdateOrderMarkMutation>;
export type UpdateOrderMarkMutationOptions = Apollo.BaseMutationOptions<UpdateOrderMarkMutation, UpdateOrderMarkMutationVariables>;
export const SetOrderMarkActiveDocument = gql`
    mutation SetOrderMarkActive($id: ID!, $active: Boolean!) {
  setOrderMarkActive(id: $id, active: $active) {
    orderMark {
      ...OrderMarkFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderMarkFieldsFragmentDoc}`;
export type SetOrderMarkActiveMutationFn = Apollo.MutationFunction<SetOrderMarkActiveMutation, SetOrderMarkActiveMutationVariables>;

/**
 * __useSetOrderMarkActiveMutation__
 *
 * To run a mutation, you first call `useSetOrderMarkActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderMarkActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderMarkActiveMutation, { data, loading, error }] = useSetOrderMarkActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetOrderMarkActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderMarkActiveMutation, SetOrderMarkActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderMarkActiveMutation, SetOrderMarkActiveMutationVariables>(SetOrderMarkActiveDocument, options);
      }
export type SetOrderMarkActiveMutationHookResult = ReturnType<typeof useSetOrderMarkActiveMutation>;
export type SetOrderMarkActiveMutationResult = Apollo.MutationResult<SetOrderMarkActiveMutation>;
export type SetOrderMarkActiveMutationOptions = Apollo.BaseMutationOptions<SetOrderMarkActiveMutation, SetOrderMarkActiveMutationVariables>;
export const SetOrderMarkDeletedDocument = gql`
    mutation SetOrderMarkDeleted($id: ID!, $deleted: Boolean!) {
  setOrderMarkDeleted(id: $id, deleted: $deleted) {
    orderMark {
      ...OrderMarkFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderMarkFieldsFragmentDoc}`;
export type SetOrderMarkDeletedMutationFn = Apollo.MutationFunction<SetOrderMarkDeletedMutation, SetOrderMarkDeletedMutationVariables>;

/**
 * __useSetOrderMarkDeletedMutation__
 *
 * To run a mutation, you first call `useSetOrderMarkDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderMarkDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderMarkDeletedMutation, { data, loading, error }] = useSetOrderMarkDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetOrderMarkDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderMarkDeletedMutation, SetOrderMarkDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderMarkDeletedMutation, SetOrderMarkDeletedMutationVariables>(SetOrderMarkDeletedDocument, options);
      }
export type SetOrderMarkDeletedMutationHookResult = ReturnType<typeof useSetOrderMarkDeletedMutation>;
export type SetOrderMarkDeletedMutationResult = Apollo.MutationResult<SetOrderMarkDeletedMutation>;
export type SetOrderMarkDeletedMutationOptions = Apollo.BaseMutationOptions<SetOrderMarkDeletedMutation, SetOrderMarkDeletedMutationVariables>;
export const MoveOrderMarkDocument = gql`
    mutation MoveOrderMark($id: ID!, $toId: ID!) {
  moveOrderMark(id: $id, toId: $toId) {
    orderMarks {
      ...OrderMarkFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrderMarkFieldsFragmentDoc}`;
export type MoveOrderMarkMutationFn = Apollo.MutationFunction<MoveOrderMarkMutation, MoveOrderMarkMutationVariables>;

/**
 * __useMoveOrderMarkMutation__
 *
 * To run a mutation, you first call `useMoveOrderMarkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveOrderMarkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveOrderMarkMutation, { data, loading, error }] = useMoveOrderMarkMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveOrderMarkMutation(baseOptions?: Apollo.MutationHookOptions<MoveOrderMarkMutation, MoveOrderMarkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveOrderMarkMutation, MoveOrderMarkMutationVariables>(MoveOrderMarkDocument, options);
      }
export type MoveOrderMarkMutationHookResult = ReturnType<typeof useMoveOrderMarkMutation>;
export type MoveOrderMarkMutationResult = Apollo.MutationResult<MoveOrderMarkMutation>;
export type MoveOrderMarkMutationOptions = Apollo.BaseMutationOptions<MoveOrderMarkMutation, MoveOrderMarkMutationVariables>;
export const SuppliersRecordsDocument = gql`
    query SuppliersRecords {
  suppliers(includeDeleted: true) {
    ...SupplierFields
  }
}
    ${SupplierFieldsFragmentDoc}`;

/**
 * __useSuppliersRecordsQuery__
 *
 * To run a query within a React component, call `useSuppliersRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSuppliersRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSuppliersRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSuppliersRecordsQuery(baseOptions?: Apollo.QueryHookOptions<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>(SuppliersRecordsDocument, options);
      }
export function useSuppliersRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>(SuppliersRecordsDocument, options);
        }
// @ts-ignore
export function useSuppliersRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>;
export function useSuppliersRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<SuppliersRecordsQuery | undefined, SuppliersRecordsQueryVariables>;
export function useSuppliersRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>(SuppliersRecordsDocument, options);
        }
export type SuppliersRecordsQueryHookResult = ReturnType<typeof useSuppliersRecordsQuery>;
export type SuppliersRecordsLazyQueryHookResult = ReturnType<typeof useSuppliersRecordsLazyQuery>;
export type SuppliersRecordsSuspenseQueryHookResult = ReturnType<typeof useSuppliersRecordsSuspenseQuery>;
export type SuppliersRecordsQueryResult = Apollo.QueryResult<SuppliersRecordsQuery, SuppliersRecordsQueryVariables>;
export const CreateSupplierDocument = gql`
    mutation CreateSupplier($input: SupplierCreateInput!) {
  createSupplier(input: $input) {
    supplier {
      ...SupplierFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${SupplierFieldsFragmentDoc}`;
export type CreateSupplierMutationFn = Apollo.MutationFunction<CreateSupplierMutation, CreateSupplierMutationVariables>;

/**
 * __useCreateSupplierMutation__
 *
 * To run a mutation, you first call `useCreateSupplierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSupplierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSupplierMutation, { data, loading, error }] = useCreateSupplierMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSupplierMutation(baseOptions?: Apollo.MutationHookOptions<CreateSupplierMutation, CreateSupplierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSupplierMutation, CreateSupplierMutationVariables>(CreateSupplierDocument, options);
      }
export type CreateSupplierMutationHookResult = ReturnType<typeof useCreateSupplierMutation>;
export type CreateSupplierMutationResult = Apollo.MutationResult<CreateSupplierMutation>;
export type CreateSupplierMutationOptions = Apollo.BaseMutationOptions<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = gql`
    mutation UpdateSupplier($id: ID!, $input: SupplierUpdateInput!) {
  updateSupplier(id: $id, input: $input) {
    supplier {
      ...SupplierFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${SupplierFieldsFragmentDoc}`;
export type UpdateSupplierMutationFn = Apollo.MutationFunction<UpdateSupplierMutation, UpdateSupplierMutationVariables>;

/**
 * __useUpdateSupplierMutation__
 *
 * To run a mutation, you first call `useUpdateSupplierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSupplierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSupplierMutation, { data, loading, error }] = useUpdateSupplierMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSupplierMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSupplierMutation, UpdateSupplierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSupplierMutation, UpdateSupplierMutationVariables>(UpdateSupplierDocument, options);
      }
export type UpdateSupplierMutationHookResult = ReturnType<typeof useUpdateSupplierMutation>;
export type UpdateSupplierMutationResult = Apollo.MutationResult<UpdateSupplierMutation>;
export type UpdateSupplierMutationOptions = Apollo.BaseMutationOptions<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const SetSupplierActiveDocument = gql`
    mutation SetSupplierActive($id: ID!, $active: Boolean!) {
  setSupplierActive(id: $id, active: $active) {
    supplier {
      ...SupplierFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${SupplierFieldsFragmentDoc}`;
export type SetSupplierActiveMutationFn = Apollo.MutationFunction<SetSupplierActiveMutation, SetSupplierActiveMutationVariables>;

/**
 * __useSetSupplierActiveMutation__
 *
 * To run a mutation, you first call `useSetSupplierActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetSupplierActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setSupplierActiveMutation, { data, loading, error }] = useSetSupplierActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetSupplierActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetSupplierActiveMutation, SetSupplierActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetSupplierActiveMutation, SetSupplierActiveMutationVariables>(SetSupplierActiveDocument, options);
      }
export type SetSupplierActiveMutationHookResult = ReturnType<typeof useSetSupplierActiveMutation>;
export type SetSupplierActiveMutationResult = Apollo.MutationResult<SetSupplierActiveMutation>;
export type SetSupplierActiveMutationOptions = Apollo.BaseMutationOptions<SetSupplierActiveMutation, SetSupplierActiveMutationVariables>;
export const SetSupplierDeletedDocument = gql`
    mutation SetSupplierDeleted($id: ID!, $deleted: Boolean!) {
  setSupplierDeleted(id: $id, deleted: $deleted) {
    supplier {
      ...SupplierFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${SupplierFieldsFragmentDoc}`;
export type SetSupplierDeletedMutationFn = Apollo.MutationFunction<SetSupplierDeletedMutation, SetSupplierDeletedMutationVariables>;

/**
 * __useSetSupplierDeletedMutation__
 *
 * To run a mutation, you first call `useSetSupplierDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetSupplierDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setSupplierDeletedMutation, { data, loading, error }] = useSetSupplierDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetSupplierDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetSupplierDeletedMutation, SetSupplierDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetSupplierDeletedMutation, SetSupplierDeletedMutationVariables>(SetSupplierDeletedDocument, options);
      }
export type SetSupplierDeletedMutationHookResult = ReturnType<typeof useSetSupplierDeletedMutation>;
export type SetSupplierDeletedMutationResult = Apollo.MutationResult<SetSupplierDeletedMutation>;
export type SetSupplierDeletedMutationOptions = Apollo.BaseMutationOptions<SetSupplierDeletedMutation, SetSupplierDeletedMutationVariables>;
export const SuppliersPageDocument = gql`
    query SuppliersPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  suppliersConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...SupplierFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${SupplierFieldsFragmentDoc}`;

/**
 * __useSuppliersPageQuery__
 *
 * To run a query within a React component, call `useSuppliersPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSuppliersPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSuppliersPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useSuppliersPageQuery(baseOptions?: Apollo.QueryHookOptions<SuppliersPageQuery, SuppliersPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SuppliersPageQuery, SuppliersPageQueryVariables>(SuppliersPageDocument, options);
      }
export function useSuppliersPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SuppliersPageQuery, SuppliersPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SuppliersPageQuery, SuppliersPageQueryVariables>(SuppliersPageDocument, options);
        }
// @ts-ignore
export function useSuppliersPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SuppliersPageQuery, SuppliersPageQueryVariables>): Apollo.UseSuspenseQueryResult<SuppliersPageQuery, SuppliersPageQueryVariables>;
export function useSuppliersPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SuppliersPageQuery, SuppliersPageQueryVariables>): Apollo.UseSuspenseQueryResult<SuppliersPageQuery | undefined, SuppliersPageQueryVariables>;
export function useSuppliersPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SuppliersPageQuery, SuppliersPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SuppliersPageQuery, SuppliersPageQueryVariables>(SuppliersPageDocument, options);
        }
export type SuppliersPageQueryHookResult = ReturnType<typeof useSuppliersPageQuery>;
export type SuppliersPageLazyQueryHookResult = ReturnType<typeof useSuppliersPageLazyQuery>;
export type SuppliersPageSuspenseQueryHookResult = ReturnType<typeof useSuppliersPageSuspenseQuery>;
export type SuppliersPageQueryResult = Apollo.QueryResult<SuppliersPageQuery, SuppliersPageQueryVariables>;
export const UnitsRecordsDocument = gql`
    query UnitsRecords {
  units(includeDeleted: true) {
    ...UnitFields
  }
}
    ${UnitFieldsFragmentDoc}`;

/**
 * __useUnitsRecordsQuery__
 *
 * To run a query within a React component, call `useUnitsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnitsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnitsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useUnitsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<UnitsRecordsQuery, UnitsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UnitsRecordsQuery, UnitsRecordsQueryVariables>(UnitsRecordsDocument, options);
      }
export function useUnitsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UnitsRecordsQuery, UnitsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UnitsRecordsQuery, UnitsRecordsQueryVariables>(UnitsRecordsDocument, options);
        }
// @ts-ignore
export function useUnitsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UnitsRecordsQuery, UnitsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<UnitsRecordsQuery, UnitsRecordsQueryVariables>;
export function useUnitsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnitsRecordsQuery, UnitsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<UnitsRecordsQuery | undefined, UnitsRecordsQueryVariables>;
export function useUnitsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnitsRecordsQuery, UnitsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UnitsRecordsQuery, UnitsRecordsQueryVariables>(UnitsRecordsDocument, options);
        }
export type UnitsRecordsQueryHookResult = ReturnType<typeof useUnitsRecordsQuery>;
export type UnitsRecordsLazyQueryHookResult = ReturnType<typeof useUnitsRecordsLazyQuery>;
export type UnitsRecordsSuspenseQueryHookResult = ReturnType<typeof useUnitsRecordsSuspenseQuery>;
export type UnitsRecordsQueryResult = Apollo.QueryResult<UnitsRecordsQuery, UnitsRecordsQueryVariables>;
export const CreateUnitDocument = gql`
    mutation CreateUnit($input: UnitCreateInput!) {
  createUnit(input: $input) {
    unit {
      ...UnitFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${UnitFieldsFragmentDoc}`;
export type CreateUnitMutationFn = Apollo.MutationFunction<CreateUnitMutation, CreateUnitMutationVariables>;

/**
 * __useCreateUnitMutation__
 *
 * To run a mutation, you first call `useCreateUnitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateUnitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createUnitMutation, { data, loading, error }] = useCreateUnitMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateUnitMutation(baseOptions?: Apollo.MutationHookOptions<CreateUnitMutation, CreateUnitMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateUnitMutation, CreateUnitMutationVariables>(CreateUnitDocument, options);
      }
export type CreateUnitMutationHookResult = ReturnType<typeof useCreateUnitMutation>;
export type CreateUnitMutationResult = Apollo.MutationResult<CreateUnitMutation>;
export type CreateUnitMutationOptions = Apollo.BaseMutationOptions<CreateUnitMutation, CreateUnitMutationVariables>;
export const UpdateUnitDocument = gql`
    mutation UpdateUnit($id: ID!, $input: UnitUpdateInput!) {
  updateUnit(id: $id, input: $input) {
    unit {
      ...UnitFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${UnitFieldsFragmentDoc}`;
export type UpdateUnitMutationFn = Apollo.MutationFunction<UpdateUnitMutation, UpdateUnitMutationVariables>;

/**
 * __useUpdateUnitMutation__
 *
 * To run a mutation, you first call `useUpdateUnitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUnitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUnitMutation, { data, loading, error }] = useUpdateUnitMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateUnitMutation(baseOptions?: Apollo.MutationHookOptions<UpdateUnitMutation, UpdateUnitMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateUnitMutation, UpdateUnitMutationVariables>(UpdateUnitDocument, options);
      }
export type UpdateUnitMutationHookResult = ReturnType<typeof useUpdateUnitMutation>;
export type UpdateUnitMutationResult = Apollo.MutationResult<UpdateUnitMutation>;
export type UpdateUnitMutationOptions = Apollo.BaseMutationOptions<UpdateUnitMutation, UpdateUnitMutationVariables>;
export const SetUnitActiveDocument = gql`
    mutation SetUnitActive($id: ID!, $active: Boolean!) {
  setUnitActive(id: $id, active: $active) {
    unit {
      ...UnitFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${UnitFieldsFragmentDoc}`;
export type SetUnitActiveMutationFn = Apollo.MutationFunction<SetUnitActiveMutation, SetUnitActiveMutationVariables>;

/**
 * __useSetUnitActiveMutation__
 *
 * To run a mutation, you first call `useSetUnitActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUnitActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUnitActiveMutation, { data, loading, error }] = useSetUnitActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetUnitActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetUnitActiveMutation, SetUnitActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetUnitActiveMutation, SetUnitActiveMutationVariables>(SetUnitActiveDocument, options);
      }
export type SetUnitActiveMutationHookResult = ReturnType<typeof useSetUnitActiveMutation>;
export type SetUnitActiveMutationResult = Apollo.MutationResult<SetUnitActiveMutation>;
export type SetUnitActiveMutationOptions = Apollo.BaseMutationOptions<SetUnitActiveMutation, SetUnitActiveMutationVariables>;
export const SetUnitDeletedDocument = gql`
    mutation SetUnitDeleted($id: ID!, $deleted: Boolean!) {
  setUnitDeleted(id: $id, deleted: $deleted) {
    unit {
      ...UnitFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${UnitFieldsFragmentDoc}`;
export type SetUnitDeletedMutationFn = Apollo.MutationFunction<SetUnitDeletedMutation, SetUnitDeletedMutationVariables>;

/**
 * __useSetUnitDeletedMutation__
 *
 * To run a mutation, you first call `useSetUnitDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUnitDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUnitDeletedMutation, { data, loading, error }] = useSetUnitDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetUnitDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetUnitDeletedMutation, SetUnitDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetUnitDeletedMutation, SetUnitDeletedMutationVariables>(SetUnitDeletedDocument, options);
      }
export type SetUnitDeletedMutationHookResult = ReturnType<typeof useSetUnitDeletedMutation>;
export type SetUnitDeletedMutationResult = Apollo.MutationResult<SetUnitDeletedMutation>;
export type SetUnitDeletedMutationOptions = Apollo.BaseMutationOptions<SetUnitDeletedMutation, SetUnitDeletedMutationVariables>;
export const StreetsRecordsDocument = gql`
    query StreetsRecords {
  streets(includeDeleted: true) {
    ...StreetFields
  }
}
    ${StreetFieldsFragmentDoc}`;

/**
 * __useStreetsRecordsQuery__
 *
 * To run a query within a React component, call `useStreetsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStreetsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStreetsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStreetsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<StreetsRecordsQuery, StreetsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StreetsRecordsQuery, StreetsRecordsQueryVariables>(StreetsRecordsDocument, options);
      }
export function useStreetsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StreetsRecordsQuery, StreetsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StreetsRecordsQuery, StreetsRecordsQueryVariables>(StreetsRecordsDocument, options);
        }
// @ts-ignore
export function useStreetsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StreetsRecordsQuery, StreetsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<StreetsRecordsQuery, StreetsRecordsQueryVariables>;
export function useStreetsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StreetsRecordsQuery, StreetsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<StreetsRecordsQuery | undefined, StreetsRecordsQueryVariables>;
export function useStreetsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StreetsRecordsQuery, StreetsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StreetsRecordsQuery, StreetsRecordsQueryVariables>(StreetsRecordsDocument, options);
        }
export type StreetsRecordsQueryHookResult = ReturnType<typeof useStreetsRecordsQuery>;
export type StreetsRecordsLazyQueryHookResult = ReturnType<typeof useStreetsRecordsLazyQuery>;
export type StreetsRecordsSuspenseQueryHookResult = ReturnType<typeof useStreetsRecordsSuspenseQuery>;
export type StreetsRecordsQueryResult = Apollo.QueryResult<StreetsRecordsQuery, StreetsRecordsQueryVariables>;
export const CreateStreetDocument = gql`
    mutation CreateStreet($input: StreetCreateInput!) {
  createStreet(input: $input) {
    street {
      ...StreetFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StreetFieldsFragmentDoc}`;
export type CreateStreetMutationFn = Apollo.MutationFunction<CreateStreetMutation, CreateStreetMutationVariables>;

/**
 * __useCreateStreetMutation__
 *
 * To run a mutation, you first call `useCreateStreetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStreetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStreetMutation, { data, loading, error }] = useCreateStreetMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStreetMutation(baseOptions?: Apollo.MutationHookOptions<CreateStreetMutation, CreateStreetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateStreetMutation, CreateStreetMutationVariables>(CreateStreetDocument, options);
      }
export type CreateStreetMutationHookResult = ReturnType<typeof useCreateStreetMutation>;
export type CreateStreetMutationResult = Apollo.MutationResult<CreateStreetMutation>;
export type CreateStreetMutationOptions = Apollo.BaseMutationOptions<CreateStreetMutation, CreateStreetMutationVariables>;
export const UpdateStreetDocument = gql`
    mutation UpdateStreet($id: ID!, $input: StreetUpdateInput!) {
  updateStreet(id: $id, input: $input) {
    street {
      ...StreetFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StreetFieldsFragmentDoc}`;
export type UpdateStreetMutationFn = Apollo.MutationFunction<UpdateStreetMutation, UpdateStreetMutationVariables>;

/**
 * __useUpdateStreetMutation__
 *
 * To run a mutation, you first call `useUpdateStreetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStreetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStreetMutation, { data, loading, error }] = useUpdateStreetMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStreetMutation(baseOptions?: Apollo.MutationHookOptions<UpdateStreetMutation, UpdateStreetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateStreetMutation, UpdateStreetMutationVariables>(UpdateStreetDocument, options);
      }
export type UpdateStreetMutationHookResult = ReturnType<typeof useUpdateStreetMutation>;
export type UpdateStreetMutationResult = Apollo.MutationResult<UpdateStreetMutation>;
export type UpdateStreetMutationOptions = Apollo.BaseMutationOptions<UpdateStreetMutation, UpdateStreetMutationVariables>;
export const SetStreetActiveDocument = gql`
    mutation SetStreetActive($id: ID!, $active: Boolean!) {
  setStreetActive(id: $id, active: $active) {
    street {
      ...StreetFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StreetFieldsFragmentDoc}`;
export type SetStreetActiveMutationFn = Apollo.MutationFunction<SetStreetActiveMutation, SetStreetActiveMutationVariables>;

/**
 * __useSetStreetActiveMutation__
 *
 * To run a mutation, you first call `useSetStreetActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetStreetActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setStreetActiveMutation, { data, loading, error }] = useSetStreetActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetStreetActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetStreetActiveMutation, SetStreetActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetStreetActiveMutation, SetStreetActiveMutationVariables>(SetStreetActiveDocument, options);
      }
export type SetStreetActiveMutationHookResult = ReturnType<typeof useSetStreetActiveMutation>;
export type SetStreetActiveMutationResult = Apollo.MutationResult<SetStreetActiveMutation>;
export type SetStreetActiveMutationOptions = Apollo.BaseMutationOptions<SetStreetActiveMutation, SetStreetActiveMutationVariables>;
export const SetStreetDeletedDocument = gql`
    mutation SetStreetDeleted($id: ID!, $deleted: Boolean!) {
  setStreetDeleted(id: $id, deleted: $deleted) {
    street {
      ...StreetFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StreetFieldsFragmentDoc}`;
export type SetStreetDeletedMutationFn = Apollo.MutationFunction<SetStreetDeletedMutation, SetStreetDeletedMutationVariables>;

/**
 * __useSetStreetDeletedMutation__
 *
 * To run a mutation, you first call `useSetStreetDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetStreetDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setStreetDeletedMutation, { data, loading, error }] = useSetStreetDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetStreetDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetStreetDeletedMutation, SetStreetDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetStreetDeletedMutation, SetStreetDeletedMutationVariables>(SetStreetDeletedDocument, options);
      }
export type SetStreetDeletedMutationHookResult = ReturnType<typeof useSetStreetDeletedMutation>;
export type SetStreetDeletedMutationResult = Apollo.MutationResult<SetStreetDeletedMutation>;
export type SetStreetDeletedMutationOptions = Apollo.BaseMutationOptions<SetStreetDeletedMutation, SetStreetDeletedMutationVariables>;
export const StreetsPageDocument = gql`
    query StreetsPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  streetsConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...StreetFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${StreetFieldsFragmentDoc}`;

/**
 * __useStreetsPageQuery__
 *
 * To run a query within a React component, call `useStreetsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStreetsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStreetsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useStreetsPageQuery(baseOptions?: Apollo.QueryHookOptions<StreetsPageQuery, StreetsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StreetsPageQuery, StreetsPageQueryVariables>(StreetsPageDocument, options);
      }
export function useStreetsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StreetsPageQuery, StreetsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StreetsPageQuery, StreetsPageQueryVariables>(StreetsPageDocument, options);
        }
// @ts-ignore
export function useStreetsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StreetsPageQuery, StreetsPageQueryVariables>): Apollo.UseSuspenseQueryResult<StreetsPageQuery, StreetsPageQueryVariables>;
export function useStreetsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StreetsPageQuery, StreetsPageQueryVariables>): Apollo.UseSuspenseQueryResult<StreetsPageQuery | undefined, StreetsPageQueryVariables>;
export function useStreetsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StreetsPageQuery, StreetsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StreetsPageQuery, StreetsPageQueryVariables>(StreetsPageDocument, options);
        }
export type StreetsPageQueryHookResult = ReturnType<typeof useStreetsPageQuery>;
export type StreetsPageLazyQueryHookResult = ReturnType<typeof useStreetsPageLazyQuery>;
export type StreetsPageSuspenseQueryHookResult = ReturnType<typeof useStreetsPageSuspenseQuery>;
export type StreetsPageQueryResult = Apollo.QueryResult<StreetsPageQuery, StreetsPageQueryVariables>;
export const MarkupsRecordsDocument = gql`
    query MarkupsRecords {
  markups(includeDeleted: true) {
    ...MarkupFields
  }
}
    ${MarkupFieldsFragmentDoc}`;

/**
 * __useMarkupsRecordsQuery__
 *
 * To run a query within a React component, call `useMarkupsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarkupsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarkupsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMarkupsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>(MarkupsRecordsDocument, options);
      }
export function useMarkupsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>(MarkupsRecordsDocument, options);
        }
// @ts-ignore
export function useMarkupsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>;
export function useMarkupsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<MarkupsRecordsQuery | undefined, MarkupsRecordsQueryVariables>;
export function useMarkupsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>(MarkupsRecordsDocument, options);
        }
export type MarkupsRecordsQueryHookResult = ReturnType<typeof useMarkupsRecordsQuery>;
export type MarkupsRecordsLazyQueryHookResult = ReturnType<typeof useMarkupsRecordsLazyQuery>;
export type MarkupsRecordsSuspenseQueryHookResult = ReturnType<typeof useMarkupsRecordsSuspenseQuery>;
export type MarkupsRecordsQueryResult = Apollo.QueryResult<MarkupsRecordsQuery, MarkupsRecordsQueryVariables>;
export const CreateMarkupDocument = gql`
    mutation CreateMarkup($input: MarkupCreateInput!) {
  createMarkup(input: $input) {
    markup {
      ...MarkupFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MarkupFieldsFragmentDoc}`;
export type CreateMarkupMutationFn = Apollo.MutationFunction<CreateMarkupMutation, CreateMarkupMutationVariables>;

/**
 * __useCreateMarkupMutation__
 *
 * To run a mutation, you first call `useCreateMarkupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMarkupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMarkupMutation, { data, loading, error }] = useCreateMarkupMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMarkupMutation(baseOptions?: Apollo.MutationHookOptions<CreateMarkupMutation, CreateMarkupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateMarkupMutation, CreateMarkupMutationVariables>(CreateMarkupDocument, options);
      }
export type CreateMarkupMutationHookResult = ReturnType<typeof useCreateMarkupMutation>;
export type CreateMarkupMutationResult = Apollo.MutationResult<CreateMarkupMutation>;
export type CreateMarkupMutationOptions = Apollo.BaseMutationOptions<CreateMarkupMutation, CreateMarkupMutationVariables>;
export const UpdateMarkupDocument = gql`
    mutation UpdateMarkup($id: ID!, $input: MarkupUpdateInput!) {
  updateMarkup(id: $id, input: $input) {
    markup {
      ...MarkupFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MarkupFieldsFragmentDoc}`;
export type UpdateMarkupMutationFn = Apollo.MutationFunction<UpdateMarkupMutation, UpdateMarkupMutationVariables>;

/**
 * __useUpdateMarkupMutation__
 *
 * To run a mutation, you first call `useUpdateMarkupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMarkupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMarkupMutation, { data, loading, error }] = useUpdateMarkupMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMarkupMutation(baseOptions?: Apollo.MutationHookOptions<UpdateMarkupMutation, UpdateMarkupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateMarkupMutation, UpdateMarkupMutationVariables>(UpdateMarkupDocument, options);
      }
export type UpdateMarkupMutationHookResult = ReturnType<typeof useUpdateMarkupMutation>;
export type UpdateMarkupMutationResult = Apollo.MutationResult<UpdateMarkupMutation>;
export type UpdateMarkupMutationOptions = Apollo.BaseMutationOptions<UpdateMarkupMutation, UpdateMarkupMutationVariables>;
export const SetMarkupActiveDocument = gql`
    mutation SetMarkupActive($id: ID!, $active: Boolean!) {
  setMarkupActive(id: $id, active: $active) {
    markup {
      ...MarkupFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MarkupFieldsFragmentDoc}`;
export type SetMarkupActiveMutationFn = Apollo.MutationFunction<SetMarkupActiveMutation, SetMarkupActiveMutationVariables>;

/**
 * __useSetMarkupActiveMutation__
 *
 * To run a mutation, you first call `useSetMarkupActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMarkupActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMarkupActiveMutation, { data, loading, error }] = useSetMarkupActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetMarkupActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetMarkupActiveMutation, SetMarkupActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetMarkupActiveMutation, SetMarkupActiveMutationVariables>(SetMarkupActiveDocument, options);
      }
export type SetMarkupActiveMutationHookResult = ReturnType<typeof useSetMarkupActiveMutation>;
export type SetMarkupActiveMutationResult = Apollo.MutationResult<SetMarkupActiveMutation>;
export type SetMarkupActiveMutationOptions = Apollo.BaseMutationOptions<SetMarkupActiveMutation, SetMarkupActiveMutationVariables>;
export const SetMarkupDeletedDocument = gql`
    mutation SetMarkupDeleted($id: ID!, $deleted: Boolean!) {
  setMarkupDeleted(id: $id, deleted: $deleted) {
    markup {
      ...MarkupFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MarkupFieldsFragmentDoc}`;
export type SetMarkupDeletedMutationFn = Apollo.MutationFunction<SetMarkupDeletedMutation, SetMarkupDeletedMutationVariables>;

/**
 * __useSetMarkupDeletedMutation__
 *
 * To run a mutation, you first call `useSetMarkupDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMarkupDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMarkupDeletedMutation, { data, loading, error }] = useSetMarkupDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetMarkupDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetMarkupDeletedMutation, SetMarkupDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetMarkupDeletedMutation, SetMarkupDeletedMutationVariables>(SetMarkupDeletedDocument, options);
      }
export type SetMarkupDeletedMutationHookResult = ReturnType<typeof useSetMarkupDeletedMutation>;
export type SetMarkupDeletedMutationResult = Apollo.MutationResult<SetMarkupDeletedMutation>;
export type SetMarkupDeletedMutationOptions = Apollo.BaseMutationOptions<SetMarkupDeletedMutation, SetMarkupDeletedMutationVariables>;
export const WorkerPositionsRecordsDocument = gql`
    query WorkerPositionsRecords {
  workerPositions(includeDeleted: true) {
    ...WorkerPositionFields
  }
}
    ${WorkerPositionFieldsFragmentDoc}`;

/**
 * __useWorkerPositionsRecordsQuery__
 *
 * To run a query within a React component, call `useWorkerPositionsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkerPositionsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkerPositionsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWorkerPositionsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>(WorkerPositionsRecordsDocument, options);
      }
export function useWorkerPositionsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>(WorkerPositionsRecordsDocument, options);
        }
// @ts-ignore
export function useWorkerPositionsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>;
export function useWorkerPositionsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<WorkerPositionsRecordsQuery | undefined, WorkerPositionsRecordsQueryVariables>;
export function useWorkerPositionsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>(WorkerPositionsRecordsDocument, options);
        }
export type WorkerPositionsRecordsQueryHookResult = ReturnType<typeof useWorkerPositionsRecordsQuery>;
export type WorkerPositionsRecordsLazyQueryHookResult = ReturnType<typeof useWorkerPositionsRecordsLazyQuery>;
export type WorkerPositionsRecordsSuspenseQueryHookResult = ReturnType<typeof useWorkerPositionsRecordsSuspenseQuery>;
export type WorkerPositionsRecordsQueryResult = Apollo.QueryResult<WorkerPositionsRecordsQuery, WorkerPositionsRecordsQueryVariables>;
export const CreateWorkerPositionDocument = gql`
    mutation CreateWorkerPosition($input: WorkerPositionCreateInput!) {
  createWorkerPosition(input: $input) {
    workerPosition {
      ...WorkerPositionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WorkerPositionFieldsFragmentDoc}`;
export type CreateWorkerPositionMutationFn = Apollo.MutationFunction<CreateWorkerPositionMutation, CreateWorkerPositionMutationVariables>;

/**
 * __useCreateWorkerPositionMutation__
 *
 * To run a mutation, you first call `useCreateWorkerPositionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWorkerPositionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWorkerPositionMutation, { data, loading, error }] = useCreateWorkerPositionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWorkerPositionMutation(baseOptions?: Apollo.MutationHookOptions<CreateWorkerPositionMutation, CreateWorkerPositionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWorkerPositionMutation, CreateWorkerPositionMutationVariables>(CreateWorkerPositionDocument, options);
      }
export type CreateWorkerPositionMutationHookResult = ReturnType<typeof useCreateWorkerPositionMutation>;
export type CreateWorkerPositionMutationResult = Apollo.MutationResult<CreateWorkerPositionMutation>;
export type CreateWorkerPositionMutationOptions = Apollo.BaseMutationOptions<CreateWorkerPositionMutation, CreateWorkerPositionMutationVariables>;
export const UpdateWorkerPositionDocument = gql`
    mutation UpdateWorkerPosition($id: ID!, $input: WorkerPositionUpdateInput!) {
  updateWorkerPosition(id: $id, input: $input) {
    workerPosition {
      ...WorkerPositionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WorkerPositionFieldsFragmentDoc}`;
export type UpdateWorkerPositionMutationFn = Apollo.MutationFunction<UpdateWorkerPositionMutation, UpdateWorkerPositionMutationVariables>;

/**
 * __useUpdateWorkerPositionMutation__
 *
 * To run a mutation, you first call `useUpdateWorkerPositionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWorkerPositionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWorkerPositionMutation, { data, loading, error }] = useUpdateWorkerPositionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWorkerPositionMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWorkerPositionMutation, UpdateWorkerPositionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWorkerPositionMutation, UpdateWorkerPositionMutationVariables>(UpdateWorkerPositionDocument, options);
      }
export type UpdateWorkerPositionMutationHookResult = ReturnType<typeof useUpdateWorkerPositionMutation>;
export type UpdateWorkerPositionMutationResult = Apollo.MutationResult<UpdateWorkerPositionMutation>;
export type UpdateWorkerPositionMutationOptions = Apollo.BaseMutationOptions<UpdateWorkerPositionMutation, UpdateWorkerPositionMutationVariables>;
export const SetWorkerPositionActiveDocument = gql`
    mutation SetWorkerPositionActive($id: ID!, $active: Boolean!) {
  setWorkerPositionActive(id: $id, active: $active) {
    workerPosition {
      ...WorkerPositionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WorkerPositionFieldsFragmentDoc}`;
export type SetWorkerPositionActiveMutationFn = Apollo.MutationFunction<SetWorkerPositionActiveMutation, SetWorkerPositionActiveMutationVariables>;

/**
 * __useSetWorkerPositionActiveMutation__
 *
 * To run a mutation, you first call `useSetWorkerPositionActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWorkerPositionActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWorkerPositionActiveMutation, { data, loading, error }] = useSetWorkerPositionActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetWorkerPositionActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetWorkerPositionActiveMutation, SetWorkerPositionActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetWorkerPositionActiveMutation, SetWorkerPositionActiveMutationVariables>(SetWorkerPositionActiveDocument, options);
      }
export type SetWorkerPositionActiveMutationHookResult = ReturnType<typeof useSetWorkerPositionActiveMutation>;
export type SetWorkerPositionActiveMutationResult = Apollo.MutationResult<SetWorkerPositionActiveMutation>;
export type SetWorkerPositionActiveMutationOptions = Apollo.BaseMutationOptions<SetWorkerPositionActiveMutation, SetWorkerPositionActiveMutationVariables>;
export const SetWorkerPositionDeletedDocument = gql`
    mutation SetWorkerPositionDeleted($id: ID!, $deleted: Boolean!) {
  setWorkerPositionDeleted(id: $id, deleted: $deleted) {
    workerPosition {
      ...WorkerPositionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WorkerPositionFieldsFragmentDoc}`;
export type SetWorkerPositionDeletedMutationFn = Apollo.MutationFunction<SetWorkerPositionDeletedMutation, SetWorkerPositionDeletedMutationVariables>;

/**
 * __useSetWorkerPositionDeletedMutation__
 *
 * To run a mutation, you first call `useSetWorkerPositionDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWorkerPositionDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWorkerPositionDeletedMutation, { data, loading, error }] = useSetWorkerPositionDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetWorkerPositionDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetWorkerPositionDeletedMutation, SetWorkerPositionDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetWorkerPositionDeletedMutation, SetWorkerPositionDeletedMutationVariables>(SetWorkerPositionDeletedDocument, options);
      }
export type SetWorkerPositionDeletedMutationHookResult = ReturnType<typeof useSetWorkerPositionDeletedMutation>;
export type SetWorkerPositionDeletedMutationResult = Apollo.MutationResult<SetWorkerPositionDeletedMutation>;
export type SetWorkerPositionDeletedMutationOptions = Apollo.BaseMutationOptions<SetWorkerPositionDeletedMutation, SetWorkerPositionDeletedMutationVariables>;
export const DiscountsRecordsDocument = gql`
    query DiscountsRecords {
  discounts(includeDeleted: true) {
    ...DiscountFields
  }
}
    ${DiscountFieldsFragmentDoc}`;

/**
 * __useDiscountsRecordsQuery__
 *
 * To run a query within a React component, call `useDiscountsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDiscountsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDiscountsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDiscountsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>(DiscountsRecordsDocument, options);
      }
export function useDiscountsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>(DiscountsRecordsDocument, options);
        }
// @ts-ignore
export function useDiscountsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>;
export function useDiscountsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<DiscountsRecordsQuery | undefined, DiscountsRecordsQueryVariables>;
export function useDiscountsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>(DiscountsRecordsDocument, options);
        }
export type DiscountsRecordsQueryHookResult = ReturnType<typeof useDiscountsRecordsQuery>;
export type DiscountsRecordsLazyQueryHookResult = ReturnType<typeof useDiscountsRecordsLazyQuery>;
export type DiscountsRecordsSuspenseQueryHookResult = ReturnType<typeof useDiscountsRecordsSuspenseQuery>;
export type DiscountsRecordsQueryResult = Apollo.QueryResult<DiscountsRecordsQuery, DiscountsRecordsQueryVariables>;
export const CreateDiscountDocument = gql`
    mutation CreateDiscount($input: DiscountCreateInput!) {
  createDiscount(input: $input) {
    discount {
      ...DiscountFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DiscountFieldsFragmentDoc}`;
export type CreateDiscountMutationFn = Apollo.MutationFunction<CreateDiscountMutation, CreateDiscountMutationVariables>;

/**
 * __useCreateDiscountMutation__
 *
 * To run a mutation, you first call `useCreateDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDiscountMutation, { data, loading, error }] = useCreateDiscountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDiscountMutation(baseOptions?: Apollo.MutationHookOptions<CreateDiscountMutation, CreateDiscountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateDiscountMutation, CreateDiscountMutationVariables>(CreateDiscountDocument, options);
      }
export type CreateDiscountMutationHookResult = ReturnType<typeof useCreateDiscountMutation>;
export type CreateDiscountMutationResult = Apollo.MutationResult<CreateDiscountMutation>;
export type CreateDiscountMutationOptions = Apollo.BaseMutationOptions<CreateDiscountMutation, CreateDiscountMutationVariables>;
export const UpdateDiscountDocument = gql`
    mutation UpdateDiscount($id: ID!, $input: DiscountUpdateInput!) {
  updateDiscount(id: $id, input: $input) {
    discount {
      ...DiscountFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DiscountFieldsFragmentDoc}`;
export type UpdateDiscountMutationFn = Apollo.MutationFunction<UpdateDiscountMutation, UpdateDiscountMutationVariables>;

/**
 * __useUpdateDiscountMutation__
 *
 * To run a mutation, you first call `useUpdateDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDiscountMutation, { data, loading, error }] = useUpdateDiscountMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateDiscountMutation(baseOptions?: Apollo.MutationHookOptions<UpdateDiscountMutation, UpdateDiscountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateDiscountMutation, UpdateDiscountMutationVariables>(UpdateDiscountDocument, options);
      }
export type UpdateDiscountMutationHookResult = ReturnType<typeof useUpdateDiscountMutation>;
export type UpdateDiscountMutationResult = Apollo.MutationResult<UpdateDiscountMutation>;
export type UpdateDiscountMutationOptions = Apollo.BaseMutationOptions<UpdateDiscountMutation, UpdateDiscountMutationVariables>;
export const SetDiscountActiveDocument = gql`
    mutation SetDiscountActive($id: ID!, $active: Boolean!) {
  setDiscountActive(id: $id, active: $active) {
    discount {
      ...DiscountFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DiscountFieldsFragmentDoc}`;
export type SetDiscountActiveMutationFn = Apollo.MutationFunction<SetDiscountActiveMutation, SetDiscountActiveMutationVariables>;

/**
 * __useSetDiscountActiveMutation__
 *
 * To run a mutation, you first call `useSetDiscountActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDiscountActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDiscountActiveMutation, { data, loading, error }] = useSetDiscountActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetDiscountActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetDiscountActiveMutation, SetDiscountActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDiscountActiveMutation, SetDiscountActiveMutationVariables>(SetDiscountActiveDocument, options);
      }
export type SetDiscountActiveMutationHookResult = ReturnType<typeof useSetDiscountActiveMutation>;
export type SetDiscountActiveMutationResult = Apollo.MutationResult<SetDiscountActiveMutation>;
export type SetDiscountActiveMutationOptions = Apollo.BaseMutationOptions<SetDiscountActiveMutation, SetDiscountActiveMutationVariables>;
export const SetDiscountDeletedDocument = gql`
    mutation SetDiscountDeleted($id: ID!, $deleted: Boolean!) {
  setDiscountDeleted(id: $id, deleted: $deleted) {
    discount {
      ...DiscountFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DiscountFieldsFragmentDoc}`;
export type SetDiscountDeletedMutationFn = Apollo.MutationFunction<SetDiscountDeletedMutation, SetDiscountDeletedMutationVariables>;

/**
 * __useSetDiscountDeletedMutation__
 *
 * To run a mutation, you first call `useSetDiscountDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDiscountDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDiscountDeletedMutation, { data, loading, error }] = useSetDiscountDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetDiscountDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetDiscountDeletedMutation, SetDiscountDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDiscountDeletedMutation, SetDiscountDeletedMutationVariables>(SetDiscountDeletedDocument, options);
      }
export type SetDiscountDeletedMutationHookResult = ReturnType<typeof useSetDiscountDeletedMutation>;
export type SetDiscountDeletedMutationResult = Apollo.MutationResult<SetDiscountDeletedMutation>;
export type SetDiscountDeletedMutationOptions = Apollo.BaseMutationOptions<SetDiscountDeletedMutation, SetDiscountDeletedMutationVariables>;
export const ClientsRecordsDocument = gql`
    query ClientsRecords {
  clients(includeDeleted: true) {
    ...ClientFields
  }
}
    ${ClientFieldsFragmentDoc}`;

/**
 * __useClientsRecordsQuery__
 *
 * To run a query within a React component, call `useClientsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useClientsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<ClientsRecordsQuery, ClientsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ClientsRecordsQuery, ClientsRecordsQueryVariables>(ClientsRecordsDocument, options);
      }
export function useClientsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ClientsRecordsQuery, ClientsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ClientsRecordsQuery, ClientsRecordsQueryVariables>(ClientsRecordsDocument, options);
        }
// @ts-ignore
export function useClientsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ClientsRecordsQuery, ClientsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<ClientsRecordsQuery, ClientsRecordsQueryVariables>;
export function useClientsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientsRecordsQuery, ClientsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<ClientsRecordsQuery | undefined, ClientsRecordsQueryVariables>;
export function useClientsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientsRecordsQuery, ClientsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ClientsRecordsQuery, ClientsRecordsQueryVariables>(ClientsRecordsDocument, options);
        }
export type ClientsRecordsQueryHookResult = ReturnType<typeof useClientsRecordsQuery>;
export type ClientsRecordsLazyQueryHookResult = ReturnType<typeof useClientsRecordsLazyQuery>;
export type ClientsRecordsSuspenseQueryHookResult = ReturnType<typeof useClientsRecordsSuspenseQuery>;
export type ClientsRecordsQueryResult = Apollo.QueryResult<ClientsRecordsQuery, ClientsRecordsQueryVariables>;
export const CreateClientDocument = gql`
    mutation CreateClient($input: ClientCreateInput!) {
  createClient(input: $input) {
    client {
      ...ClientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ClientFieldsFragmentDoc}`;
export type CreateClientMutationFn = Apollo.MutationFunction<CreateClientMutation, CreateClientMutationVariables>;

/**
 * __useCreateClientMutation__
 *
 * To run a mutation, you first call `useCreateClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createClientMutation, { data, loading, error }] = useCreateClientMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateClientMutation(baseOptions?: Apollo.MutationHookOptions<CreateClientMutation, CreateClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateClientMutation, CreateClientMutationVariables>(CreateClientDocument, options);
      }
export type CreateClientMutationHookResult = ReturnType<typeof useCreateClientMutation>;
export type CreateClientMutationResult = Apollo.MutationResult<CreateClientMutation>;
export type CreateClientMutationOptions = Apollo.BaseMutationOptions<CreateClientMutation, CreateClientMutationVariables>;
export const UpdateClientDocument = gql`
    mutation UpdateClient($id: ID!, $input: ClientUpdateInput!, $version: Int) {
  updateClient(id: $id, input: $input, version: $version) {
    client {
      ...ClientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ClientFieldsFragmentDoc}`;
export type UpdateClientMutationFn = Apollo.MutationFunction<UpdateClientMutation, UpdateClientMutationVariables>;

/**
 * __useUpdateClientMutation__
 *
 * To run a mutation, you first call `useUpdateClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateClientMutation, { data, loading, error }] = useUpdateClientMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateClientMutation(baseOptions?: Apollo.MutationHookOptions<UpdateClientMutation, UpdateClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateClientMutation, UpdateClientMutationVariables>(UpdateClientDocument, options);
      }
export type UpdateClientMutationHookResult = ReturnType<typeof useUpdateClientMutation>;
export type UpdateClientMutationResult = Apollo.MutationResult<UpdateClientMutation>;
export type UpdateClientMutationOptions = Apollo.BaseMutationOptions<UpdateClientMutation, UpdateClientMutationVariables>;
export const SetClientActiveDocument = gql`
    mutation SetClientActive($id: ID!, $active: Boolean!) {
  setClientActive(id: $id, active: $active) {
    client {
      ...ClientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ClientFieldsFragmentDoc}`;
export type SetClientActiveMutationFn = Apollo.MutationFunction<SetClientActiveMutation, SetClientActiveMutationVariables>;

/**
 * __useSetClientActiveMutation__
 *
 * To run a mutation, you first call `useSetClientActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetClientActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setClientActiveMutation, { data, loading, error }] = useSetClientActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetClientActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetClientActiveMutation, SetClientActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetClientActiveMutation, SetClientActiveMutationVariables>(SetClientActiveDocument, options);
      }
export type SetClientActiveMutationHookResult = ReturnType<typeof useSetClientActiveMutation>;
export type SetClientActiveMutationResult = Apollo.MutationResult<SetClientActiveMutation>;
export type SetClientActiveMutationOptions = Apollo.BaseMutationOptions<SetClientActiveMutation, SetClientActiveMutationVariables>;
export const SetClientDeletedDocument = gql`
    mutation SetClientDeleted($id: ID!, $deleted: Boolean!) {
  setClientDeleted(id: $id, deleted: $deleted) {
    client {
      ...ClientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ClientFieldsFragmentDoc}`;
export type SetClientDeletedMutationFn = Apollo.MutationFunction<SetClientDeletedMutation, SetClientDeletedMutationVariables>;

/**
 * __useSetClientDeletedMutation__
 *
 * To run a mutation, you first call `useSetClientDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetClientDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setClientDeletedMutation, { data, loading, error }] = useSetClientDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetClientDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetClientDeletedMutation, SetClientDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetClientDeletedMutation, SetClientDeletedMutationVariables>(SetClientDeletedDocument, options);
      }
export type SetClientDeletedMutationHookResult = ReturnType<typeof useSetClientDeletedMutation>;
export type SetClientDeletedMutationResult = Apollo.MutationResult<SetClientDeletedMutation>;
export type SetClientDeletedMutationOptions = Apollo.BaseMutationOptions<SetClientDeletedMutation, SetClientDeletedMutationVariables>;
export const ClientsPageDocument = gql`
    query ClientsPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  clientsConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...ClientFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${ClientFieldsFragmentDoc}`;

/**
 * __useClientsPageQuery__
 *
 * To run a query within a React component, call `useClientsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useClientsPageQuery(baseOptions?: Apollo.QueryHookOptions<ClientsPageQuery, ClientsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ClientsPageQuery, ClientsPageQueryVariables>(ClientsPageDocument, options);
      }
export function useClientsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ClientsPageQuery, ClientsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ClientsPageQuery, ClientsPageQueryVariables>(ClientsPageDocument, options);
        }
// @ts-ignore
export function useClientsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ClientsPageQuery, ClientsPageQueryVariables>): Apollo.UseSuspenseQueryResult<ClientsPageQuery, ClientsPageQueryVariables>;
export function useClientsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientsPageQuery, ClientsPageQueryVariables>): Apollo.UseSuspenseQueryResult<ClientsPageQuery | undefined, ClientsPageQueryVariables>;
export function useClientsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientsPageQuery, ClientsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ClientsPageQuery, ClientsPageQueryVariables>(ClientsPageDocument, options);
        }
export type ClientsPageQueryHookResult = ReturnType<typeof useClientsPageQuery>;
export type ClientsPageLazyQueryHookResult = ReturnType<typeof useClientsPageLazyQuery>;
export type ClientsPageSuspenseQueryHookResult = ReturnType<typeof useClientsPageSuspenseQuery>;
export type ClientsPageQueryResult = Apollo.QueryResult<ClientsPageQuery, ClientsPageQueryVariables>;
export const OrganizationsRecordsDocument = gql`
    query OrganizationsRecords {
  organizations(includeDeleted: true) {
    ...OrganizationFields
  }
}
    ${OrganizationFieldsFragmentDoc}`;

/**
 * __useOrganizationsRecordsQuery__
 *
 * To run a query within a React component, call `useOrganizationsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrganizationsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrganizationsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOrganizationsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>(OrganizationsRecordsDocument, options);
      }
export function useOrganizationsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>(OrganizationsRecordsDocument, options);
        }
// @ts-ignore
export function useOrganizationsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>;
export function useOrganizationsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OrganizationsRecordsQuery | undefined, OrganizationsRecordsQueryVariables>;
export function useOrganizationsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>(OrganizationsRecordsDocument, options);
        }
export type OrganizationsRecordsQueryHookResult = ReturnType<typeof useOrganizationsRecordsQuery>;
export type OrganizationsRecordsLazyQueryHookResult = ReturnType<typeof useOrganizationsRecordsLazyQuery>;
export type OrganizationsRecordsSuspenseQueryHookResult = ReturnType<typeof useOrganizationsRecordsSuspenseQuery>;
export type OrganizationsRecordsQueryResult = Apollo.QueryResult<OrganizationsRecordsQuery, OrganizationsRecordsQueryVariables>;
export const CreateOrganizationDocument = gql`
    mutation CreateOrganization($input: OrganizationCreateInput!) {
  createOrganization(input: $input) {
    organization {
      ...OrganizationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrganizationFieldsFragmentDoc}`;
export type CreateOrganizationMutationFn = Apollo.MutationFunction<CreateOrganizationMutation, CreateOrganizationMutationVariables>;

/**
 * __useCreateOrganizationMutation__
 *
 * To run a mutation, you first call `useCreateOrganizationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOrganizationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOrganizationMutation, { data, loading, error }] = useCreateOrganizationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOrganizationMutation(baseOptions?: Apollo.MutationHookOptions<CreateOrganizationMutation, CreateOrganizationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateOrganizationMutation, CreateOrganizationMutationVariables>(CreateOrganizationDocument, options);
      }
export type CreateOrganizationMutationHookResult = ReturnType<typeof useCreateOrganizationMutation>;
export type CreateOrganizationMutationResult = Apollo.MutationResult<CreateOrganizationMutation>;
export type CreateOrganizationMutationOptions = Apollo.BaseMutationOptions<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const UpdateOrganizationDocument = gql`
    mutation UpdateOrganization($id: ID!, $input: OrganizationUpdateInput!) {
  updateOrganization(id: $id, input: $input) {
    organization {
      ...OrganizationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrganizationFieldsFragmentDoc}`;
export type UpdateOrganizationMutationFn = Apollo.MutationFunction<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;

/**
 * __useUpdateOrganizationMutation__
 *
 * To run a mutation, you first call `useUpdateOrganizationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrganizationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrganizationMutation, { data, loading, error }] = useUpdateOrganizationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrganizationMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>(UpdateOrganizationDocument, options);
      }
export type UpdateOrganizationMutationHookResult = ReturnType<typeof useUpdateOrganizationMutation>;
export type UpdateOrganizationMutationResult = Apollo.MutationResult<UpdateOrganizationMutation>;
export type UpdateOrganizationMutationOptions = Apollo.BaseMutationOptions<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const SetOrganizationActiveDocument = gql`
    mutation SetOrganizationActive($id: ID!, $active: Boolean!) {
  setOrganizationActive(id: $id, active: $active) {
    organization {
      ...OrganizationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrganizationFieldsFragmentDoc}`;
export type SetOrganizationActiveMutationFn = Apollo.MutationFunction<SetOrganizationActiveMutation, SetOrganizationActiveMutationVariables>;

/**
 * __useSetOrganizationActiveMutation__
 *
 * To run a mutation, you first call `useSetOrganizationActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrganizationActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrganizationActiveMutation, { data, loading, error }] = useSetOrganizationActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetOrganizationActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetOrganizationActiveMutation, SetOrganizationActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrganizationActiveMutation, SetOrganizationActiveMutationVariables>(SetOrganizationActiveDocument, options);
      }
export type SetOrganizationActiveMutationHookResult = ReturnType<typeof useSetOrganizationActiveMutation>;
export type SetOrganizationActiveMutationResult = Apollo.MutationResult<SetOrganizationActiveMutation>;
export type SetOrganizationActiveMutationOptions = Apollo.BaseMutationOptions<SetOrganizationActiveMutation, SetOrganizationActiveMutationVariables>;
export const SetOrganizationDeletedDocument = gql`
    mutation SetOrganizationDeleted($id: ID!, $deleted: Boolean!) {
  setOrganizationDeleted(id: $id, deleted: $deleted) {
    organization {
      ...OrganizationFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OrganizationFieldsFragmentDoc}`;
export type SetOrganizationDeletedMutationFn = Apollo.MutationFunction<SetOrganizationDeletedMutation, SetOrganizationDeletedMutationVariables>;

/**
 * __useSetOrganizationDeletedMutation__
 *
 * To run a mutation, you first call `useSetOrganizationDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrganizationDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrganizationDeletedMutation, { data, loading, error }] = useSetOrganizationDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetOrganizationDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetOrganizationDeletedMutation, SetOrganizationDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrganizationDeletedMutation, SetOrganizationDeletedMutationVariables>(SetOrganizationDeletedDocument, options);
      }
export type SetOrganizationDeletedMutationHookResult = ReturnType<typeof useSetOrganizationDeletedMutation>;
export type SetOrganizationDeletedMutationResult = Apollo.MutationResult<SetOrganizationDeletedMutation>;
export type SetOrganizationDeletedMutationOptions = Apollo.BaseMutationOptions<SetOrganizationDeletedMutation, SetOrganizationDeletedMutationVariables>;
export const EmployeesRecordsDocument = gql`
    query EmployeesRecords {
  employees(includeDeleted: true) {
    ...EmployeeFields
  }
}
    ${EmployeeFieldsFragmentDoc}`;

/**
 * __useEmployeesRecordsQuery__
 *
 * To run a query within a React component, call `useEmployeesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEmployeesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEmployeesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useEmployeesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>(EmployeesRecordsDocument, options);
      }
export function useEmployeesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>(EmployeesRecordsDocument, options);
        }
// @ts-ignore
export function useEmployeesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>;
export function useEmployeesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<EmployeesRecordsQuery | undefined, EmployeesRecordsQueryVariables>;
export function useEmployeesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>(EmployeesRecordsDocument, options);
        }
export type EmployeesRecordsQueryHookResult = ReturnType<typeof useEmployeesRecordsQuery>;
export type EmployeesRecordsLazyQueryHookResult = ReturnType<typeof useEmployeesRecordsLazyQuery>;
export type EmployeesRecordsSuspenseQueryHookResult = ReturnType<typeof useEmployeesRecordsSuspenseQuery>;
export type EmployeesRecordsQueryResult = Apollo.QueryResult<EmployeesRecordsQuery, EmployeesRecordsQueryVariables>;
export const CreateEmployeeDocument = gql`
    mutation CreateEmployee($input: EmployeeCreateInput!) {
  createEmployee(input: $input) {
    employee {
      ...EmployeeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${EmployeeFieldsFragmentDoc}`;
export type CreateEmployeeMutationFn = Apollo.MutationFunction<CreateEmployeeMutation, CreateEmployeeMutationVariables>;

/**
 * __useCreateEmployeeMutation__
 *
 * To run a mutation, you first call `useCreateEmployeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateEmployeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createEmployeeMutation, { data, loading, error }] = useCreateEmployeeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateEmployeeMutation(baseOptions?: Apollo.MutationHookOptions<CreateEmployeeMutation, CreateEmployeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateEmployeeMutation, CreateEmployeeMutationVariables>(CreateEmployeeDocument, options);
      }
export type CreateEmployeeMutationHookResult = ReturnType<typeof useCreateEmployeeMutation>;
export type CreateEmployeeMutationResult = Apollo.MutationResult<CreateEmployeeMutation>;
export type CreateEmployeeMutationOptions = Apollo.BaseMutationOptions<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = gql`
    mutation UpdateEmployee($id: ID!, $input: EmployeeUpdateInput!) {
  updateEmployee(id: $id, input: $input) {
    employee {
      ...EmployeeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${EmployeeFieldsFragmentDoc}`;
export type UpdateEmployeeMutationFn = Apollo.MutationFunction<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;

/**
 * __useUpdateEmployeeMutation__
 *
 * To run a mutation, you first call `useUpdateEmployeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateEmployeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateEmployeeMutation, { data, loading, error }] = useUpdateEmployeeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateEmployeeMutation(baseOptions?: Apollo.MutationHookOptions<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>(UpdateEmployeeDocument, options);
      }
export type UpdateEmployeeMutationHookResult = ReturnType<typeof useUpdateEmployeeMutation>;
export type UpdateEmployeeMutationResult = Apollo.MutationResult<UpdateEmployeeMutation>;
export type UpdateEmployeeMutationOptions = Apollo.BaseMutationOptions<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const SetEmployeeActiveDocument = gql`
    mutation SetEmployeeActive($id: ID!, $active: Boolean!) {
  setEmployeeActive(id: $id, active: $active) {
    employee {
      ...EmployeeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${EmployeeFieldsFragmentDoc}`;
export type SetEmployeeActiveMutationFn = Apollo.MutationFunction<SetEmployeeActiveMutation, SetEmployeeActiveMutationVariables>;

/**
 * __useSetEmployeeActiveMutation__
 *
 * To run a mutation, you first call `useSetEmployeeActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetEmployeeActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setEmployeeActiveMutation, { data, loading, error }] = useSetEmployeeActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetEmployeeActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetEmployeeActiveMutation, SetEmployeeActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetEmployeeActiveMutation, SetEmployeeActiveMutationVariables>(SetEmployeeActiveDocument, options);
      }
export type SetEmployeeActiveMutationHookResult = ReturnType<typeof useSetEmployeeActiveMutation>;
export type SetEmployeeActiveMutationResult = Apollo.MutationResult<SetEmployeeActiveMutation>;
export type SetEmployeeActiveMutationOptions = Apollo.BaseMutationOptions<SetEmployeeActiveMutation, SetEmployeeActiveMutationVariables>;
export const SetEmployeeDeletedDocument = gql`
    mutation SetEmployeeDeleted($id: ID!, $deleted: Boolean!) {
  setEmployeeDeleted(id: $id, deleted: $deleted) {
    employee {
      ...EmployeeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${EmployeeFieldsFragmentDoc}`;
export type SetEmployeeDeletedMutationFn = Apollo.MutationFunction<SetEmployeeDeletedMutation, SetEmployeeDeletedMutationVariables>;

/**
 * __useSetEmployeeDeletedMutation__
 *
 * To run a mutation, you first call `useSetEmployeeDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetEmployeeDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setEmployeeDeletedMutation, { data, loading, error }] = useSetEmployeeDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetEmployeeDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetEmployeeDeletedMutation, SetEmployeeDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetEmployeeDeletedMutation, SetEmployeeDeletedMutationVariables>(SetEmployeeDeletedDocument, options);
      }
export type SetEmployeeDeletedMutationHookResult = ReturnType<typeof useSetEmployeeDeletedMutation>;
export type SetEmployeeDeletedMutationResult = Apollo.MutationResult<SetEmployeeDeletedMutation>;
export type SetEmployeeDeletedMutationOptions = Apollo.BaseMutationOptions<SetEmployeeDeletedMutation, SetEmployeeDeletedMutationVariables>;
export const CertificatesRecordsDocument = gql`
    query CertificatesRecords {
  certificates(includeDeleted: true) {
    ...CertificateFields
  }
}
    ${CertificateFieldsFragmentDoc}`;

/**
 * __useCertificatesRecordsQuery__
 *
 * To run a query within a React component, call `useCertificatesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCertificatesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCertificatesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCertificatesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>(CertificatesRecordsDocument, options);
      }
export function useCertificatesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>(CertificatesRecordsDocument, options);
        }
// @ts-ignore
export function useCertificatesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>;
export function useCertificatesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<CertificatesRecordsQuery | undefined, CertificatesRecordsQueryVariables>;
export function useCertificatesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>(CertificatesRecordsDocument, options);
        }
export type CertificatesRecordsQueryHookResult = ReturnType<typeof useCertificatesRecordsQuery>;
export type CertificatesRecordsLazyQueryHookResult = ReturnType<typeof useCertificatesRecordsLazyQuery>;
export type CertificatesRecordsSuspenseQueryHookResult = ReturnType<typeof useCertificatesRecordsSuspenseQuery>;
export type CertificatesRecordsQueryResult = Apollo.QueryResult<CertificatesRecordsQuery, CertificatesRecordsQueryVariables>;
export const CreateCertificateDocument = gql`
    mutation CreateCertificate($input: CertificateCreateInput!) {
  createCertificate(input: $input) {
    certificate {
      ...CertificateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CertificateFieldsFragmentDoc}`;
export type CreateCertificateMutationFn = Apollo.MutationFunction<CreateCertificateMutation, CreateCertificateMutationVariables>;

/**
 * __useCreateCertificateMutation__
 *
 * To run a mutation, you first call `useCreateCertificateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCertificateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCertificateMutation, { data, loading, error }] = useCreateCertificateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCertificateMutation(baseOptions?: Apollo.MutationHookOptions<CreateCertificateMutation, CreateCertificateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCertificateMutation, CreateCertificateMutationVariables>(CreateCertificateDocument, options);
      }
export type CreateCertificateMutationHookResult = ReturnType<typeof useCreateCertificateMutation>;
export type CreateCertificateMutationResult = Apollo.MutationResult<CreateCertificateMutation>;
export type CreateCertificateMutationOptions = Apollo.BaseMutationOptions<CreateCertificateMutation, CreateCertificateMutationVariables>;
export const UpdateCertificateDocument = gql`
    mutation UpdateCertificate($id: ID!, $input: CertificateUpdateInput!) {
  updateCertificate(id: $id, input: $input) {
    certificate {
      ...CertificateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CertificateFieldsFragmentDoc}`;
export type UpdateCertificateMutationFn = Apollo.MutationFunction<UpdateCertificateMutation, UpdateCertificateMutationVariables>;

/**
 * __useUpdateCertificateMutation__
 *
 * To run a mutation, you first call `useUpdateCertificateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCertificateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCertificateMutation, { data, loading, error }] = useUpdateCertificateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCertificateMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCertificateMutation, UpdateCertificateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCertificateMutation, UpdateCertificateMutationVariables>(UpdateCertificateDocument, options);
      }
export type UpdateCertificateMutationHookResult = ReturnType<typeof useUpdateCertificateMutation>;
export type UpdateCertificateMutationResult = Apollo.MutationResult<UpdateCertificateMutation>;
export type UpdateCertificateMutationOptions = Apollo.BaseMutationOptions<UpdateCertificateMutation, UpdateCertificateMutationVariables>;
export const SetCertificateActiveDocument = gql`
    mutation SetCertificateActive($id: ID!, $active: Boolean!) {
  setCertificateActive(id: $id, active: $active) {
    certificate {
      ...CertificateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CertificateFieldsFragmentDoc}`;
export type SetCertificateActiveMutationFn = Apollo.MutationFunction<SetCertificateActiveMutation, SetCertificateActiveMutationVariables>;

/**
 * __useSetCertificateActiveMutation__
 *
 * To run a mutation, you first call `useSetCertificateActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCertificateActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCertificateActiveMutation, { data, loading, error }] = useSetCertificateActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetCertificateActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetCertificateActiveMutation, SetCertificateActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCertificateActiveMutation, SetCertificateActiveMutationVariables>(SetCertificateActiveDocument, options);
      }
export type SetCertificateActiveMutationHookResult = ReturnType<typeof useSetCertificateActiveMutation>;
export type SetCertificateActiveMutationResult = Apollo.MutationResult<SetCertificateActiveMutation>;
export type SetCertificateActiveMutationOptions = Apollo.BaseMutationOptions<SetCertificateActiveMutation, SetCertificateActiveMutationVariables>;
export const SetCertificateDeletedDocument = gql`
    mutation SetCertificateDeleted($id: ID!, $deleted: Boolean!) {
  setCertificateDeleted(id: $id, deleted: $deleted) {
    certificate {
      ...CertificateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CertificateFieldsFragmentDoc}`;
export type SetCertificateDeletedMutationFn = Apollo.MutationFunction<SetCertificateDeletedMutation, SetCertificateDeletedMutationVariables>;

/**
 * __useSetCertificateDeletedMutation__
 *
 * To run a mutation, you first call `useSetCertificateDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCertificateDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCertificateDeletedMutation, { data, loading, error }] = useSetCertificateDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetCertificateDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetCertificateDeletedMutation, SetCertificateDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCertificateDeletedMutation, SetCertificateDeletedMutationVariables>(SetCertificateDeletedDocument, options);
      }
export type SetCertificateDeletedMutationHookResult = ReturnType<typeof useSetCertificateDeletedMutation>;
export type SetCertificateDeletedMutationResult = Apollo.MutationResult<SetCertificateDeletedMutation>;
export type SetCertificateDeletedMutationOptions = Apollo.BaseMutationOptions<SetCertificateDeletedMutation, SetCertificateDeletedMutationVariables>;
export const CertificatesPageDocument = gql`
    query CertificatesPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  certificatesConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...CertificateFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${CertificateFieldsFragmentDoc}`;

/**
 * __useCertificatesPageQuery__
 *
 * To run a query within a React component, call `useCertificatesPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCertificatesPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCertificatesPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useCertificatesPageQuery(baseOptions?: Apollo.QueryHookOptions<CertificatesPageQuery, CertificatesPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CertificatesPageQuery, CertificatesPageQueryVariables>(CertificatesPageDocument, options);
      }
export function useCertificatesPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CertificatesPageQuery, CertificatesPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CertificatesPageQuery, CertificatesPageQueryVariables>(CertificatesPageDocument, options);
        }
// @ts-ignore
export function useCertificatesPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CertificatesPageQuery, CertificatesPageQueryVariables>): Apollo.UseSuspenseQueryResult<CertificatesPageQuery, CertificatesPageQueryVariables>;
export function useCertificatesPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CertificatesPageQuery, CertificatesPageQueryVariables>): Apollo.UseSuspenseQueryResult<CertificatesPageQuery | undefined, CertificatesPageQueryVariables>;
export function useCertificatesPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CertificatesPageQuery, CertificatesPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CertificatesPageQuery, CertificatesPageQueryVariables>(CertificatesPageDocument, options);
        }
export type CertificatesPageQueryHookResult = ReturnType<typeof useCertificatesPageQuery>;
export type CertificatesPageLazyQueryHookResult = ReturnType<typeof useCertificatesPageLazyQuery>;
export type CertificatesPageSuspenseQueryHookResult = ReturnType<typeof useCertificatesPageSuspenseQuery>;
export type CertificatesPageQueryResult = Apollo.QueryResult<CertificatesPageQuery, CertificatesPageQueryVariables>;
export const PromocodesRecordsDocument = gql`
    query PromocodesRecords {
  promocodes(includeDeleted: true) {
    ...PromocodeFields
  }
}
    ${PromocodeFieldsFragmentDoc}`;

/**
 * __usePromocodesRecordsQuery__
 *
 * To run a query within a React component, call `usePromocodesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromocodesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromocodesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePromocodesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>(PromocodesRecordsDocument, options);
      }
export function usePromocodesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>(PromocodesRecordsDocument, options);
        }
// @ts-ignore
export function usePromocodesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>;
export function usePromocodesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<PromocodesRecordsQuery | undefined, PromocodesRecordsQueryVariables>;
export function usePromocodesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>(PromocodesRecordsDocument, options);
        }
export type PromocodesRecordsQueryHookResult = ReturnType<typeof usePromocodesRecordsQuery>;
export type PromocodesRecordsLazyQueryHookResult = ReturnType<typeof usePromocodesRecordsLazyQuery>;
export type PromocodesRecordsSuspenseQueryHookResult = ReturnType<typeof usePromocodesRecordsSuspenseQuery>;
export type PromocodesRecordsQueryResult = Apollo.QueryResult<PromocodesRecordsQuery, PromocodesRecordsQueryVariables>;
export const CreatePromocodeDocument = gql`
    mutation CreatePromocode($input: PromocodeCreateInput!) {
  createPromocode(input: $input) {
    promocode {
      ...PromocodeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromocodeFieldsFragmentDoc}`;
export type CreatePromocodeMutationFn = Apollo.MutationFunction<CreatePromocodeMutation, CreatePromocodeMutationVariables>;

/**
 * __useCreatePromocodeMutation__
 *
 * To run a mutation, you first call `useCreatePromocodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePromocodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPromocodeMutation, { data, loading, error }] = useCreatePromocodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePromocodeMutation(baseOptions?: Apollo.MutationHookOptions<CreatePromocodeMutation, CreatePromocodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePromocodeMutation, CreatePromocodeMutationVariables>(CreatePromocodeDocument, options);
      }
export type CreatePromocodeMutationHookResult = ReturnType<typeof useCreatePromocodeMutation>;
export type CreatePromocodeMutationResult = Apollo.MutationResult<CreatePromocodeMutation>;
export type CreatePromocodeMutationOptions = Apollo.BaseMutationOptions<CreatePromocodeMutation, CreatePromocodeMutationVariables>;
export const UpdatePromocodeDocument = gql`
    mutation UpdatePromocode($id: ID!, $input: PromocodeUpdateInput!) {
  updatePromocode(id: $id, input: $input) {
    promocode {
      ...PromocodeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromocodeFieldsFragmentDoc}`;
export type UpdatePromocodeMutationFn = Apollo.MutationFunction<UpdatePromocodeMutation, UpdatePromocodeMutationVariables>;

/**
 * __useUpdatePromocodeMutation__
 *
 * To run a mutation, you first call `useUpdatePromocodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePromocodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePromocodeMutation, { data, loading, error }] = useUpdatePromocodeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePromocodeMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePromocodeMutation, UpdatePromocodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePromocodeMutation, UpdatePromocodeMutationVariables>(UpdatePromocodeDocument, options);
      }
export type UpdatePromocodeMutationHookResult = ReturnType<typeof useUpdatePromocodeMutation>;
export type UpdatePromocodeMutationResult = Apollo.MutationResult<UpdatePromocodeMutation>;
export type UpdatePromocodeMutationOptions = Apollo.BaseMutationOptions<UpdatePromocodeMutation, UpdatePromocodeMutationVariables>;
export const SetPromocodeActiveDocument = gql`
    mutation SetPromocodeActive($id: ID!, $active: Boolean!) {
  setPromocodeActive(id: $id, active: $active) {
    promocode {
      ...PromocodeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromocodeFieldsFragmentDoc}`;
export type SetPromocodeActiveMutationFn = Apollo.MutationFunction<SetPromocodeActiveMutation, SetPromocodeActiveMutationVariables>;

/**
 * __useSetPromocodeActiveMutation__
 *
 * To run a mutation, you first call `useSetPromocodeActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPromocodeActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPromocodeActiveMutation, { data, loading, error }] = useSetPromocodeActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetPromocodeActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetPromocodeActiveMutation, SetPromocodeActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPromocodeActiveMutation, SetPromocodeActiveMutationVariables>(SetPromocodeActiveDocument, options);
      }
export type SetPromocodeActiveMutationHookResult = ReturnType<typeof useSetPromocodeActiveMutation>;
export type SetPromocodeActiveMutationResult = Apollo.MutationResult<SetPromocodeActiveMutation>;
export type SetPromocodeActiveMutationOptions = Apollo.BaseMutationOptions<SetPromocodeActiveMutation, SetPromocodeActiveMutationVariables>;
export const SetPromocodeDeletedDocument = gql`
    mutation SetPromocodeDeleted($id: ID!, $deleted: Boolean!) {
  setPromocodeDeleted(id: $id, deleted: $deleted) {
    promocode {
      ...PromocodeFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromocodeFieldsFragmentDoc}`;
export type SetPromocodeDeletedMutationFn = Apollo.MutationFunction<SetPromocodeDeletedMutation, SetPromocodeDeletedMutationVariables>;

/**
 * __useSetPromocodeDeletedMutation__
 *
 * To run a mutation, you first call `useSetPromocodeDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPromocodeDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPromocodeDeletedMutation, { data, loading, error }] = useSetPromocodeDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetPromocodeDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetPromocodeDeletedMutation, SetPromocodeDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPromocodeDeletedMutation, SetPromocodeDeletedMutationVariables>(SetPromocodeDeletedDocument, options);
      }
export type SetPromocodeDeletedMutationHookResult = ReturnType<typeof useSetPromocodeDeletedMutation>;
export type SetPromocodeDeletedMutationResult = Apollo.MutationResult<SetPromocodeDeletedMutation>;
export type SetPromocodeDeletedMutationOptions = Apollo.BaseMutationOptions<SetPromocodeDeletedMutation, SetPromocodeDeletedMutationVariables>;
export const PromocodesPageDocument = gql`
    query PromocodesPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  promocodesConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...PromocodeFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${PromocodeFieldsFragmentDoc}`;

/**
 * __usePromocodesPageQuery__
 *
 * To run a query within a React component, call `usePromocodesPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromocodesPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromocodesPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function usePromocodesPageQuery(baseOptions?: Apollo.QueryHookOptions<PromocodesPageQuery, PromocodesPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PromocodesPageQuery, PromocodesPageQueryVariables>(PromocodesPageDocument, options);
      }
export function usePromocodesPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PromocodesPageQuery, PromocodesPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PromocodesPageQuery, PromocodesPageQueryVariables>(PromocodesPageDocument, options);
        }
// @ts-ignore
export function usePromocodesPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PromocodesPageQuery, PromocodesPageQueryVariables>): Apollo.UseSuspenseQueryResult<PromocodesPageQuery, PromocodesPageQueryVariables>;
export function usePromocodesPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromocodesPageQuery, PromocodesPageQueryVariables>): Apollo.UseSuspenseQueryResult<PromocodesPageQuery | undefined, PromocodesPageQueryVariables>;
export function usePromocodesPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromocodesPageQuery, PromocodesPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PromocodesPageQuery, PromocodesPageQueryVariables>(PromocodesPageDocument, options);
        }
export type PromocodesPageQueryHookResult = ReturnType<typeof usePromocodesPageQuery>;
export type PromocodesPageLazyQueryHookResult = ReturnType<typeof usePromocodesPageLazyQuery>;
export type PromocodesPageSuspenseQueryHookResult = ReturnType<typeof usePromocodesPageSuspenseQuery>;
export type PromocodesPageQueryResult = Apollo.QueryResult<PromocodesPageQuery, PromocodesPageQueryVariables>;
export const RecipientsRecordsDocument = gql`
    query RecipientsRecords {
  recipients(includeDeleted: true) {
    ...RecipientFields
  }
}
    ${RecipientFieldsFragmentDoc}`;

/**
 * __useRecipientsRecordsQuery__
 *
 * To run a query within a React component, call `useRecipientsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecipientsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecipientsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useRecipientsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>(RecipientsRecordsDocument, options);
      }
export function useRecipientsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>(RecipientsRecordsDocument, options);
        }
// @ts-ignore
export function useRecipientsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>;
export function useRecipientsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<RecipientsRecordsQuery | undefined, RecipientsRecordsQueryVariables>;
export function useRecipientsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>(RecipientsRecordsDocument, options);
        }
export type RecipientsRecordsQueryHookResult = ReturnType<typeof useRecipientsRecordsQuery>;
export type RecipientsRecordsLazyQueryHookResult = ReturnType<typeof useRecipientsRecordsLazyQuery>;
export type RecipientsRecordsSuspenseQueryHookResult = ReturnType<typeof useRecipientsRecordsSuspenseQuery>;
export type RecipientsRecordsQueryResult = Apollo.QueryResult<RecipientsRecordsQuery, RecipientsRecordsQueryVariables>;
export const CreateRecipientDocument = gql`
    mutation CreateRecipient($input: RecipientCreateInput!) {
  createRecipient(input: $input) {
    recipient {
      ...RecipientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${RecipientFieldsFragmentDoc}`;
export type CreateRecipientMutationFn = Apollo.MutationFunction<CreateRecipientMutation, CreateRecipientMutationVariables>;

/**
 * __useCreateRecipientMutation__
 *
 * To run a mutation, you first call `useCreateRecipientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRecipientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRecipientMutation, { data, loading, error }] = useCreateRecipientMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRecipientMutation(baseOptions?: Apollo.MutationHookOptions<CreateRecipientMutation, CreateRecipientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateRecipientMutation, CreateRecipientMutationVariables>(CreateRecipientDocument, options);
      }
export type CreateRecipientMutationHookResult = ReturnType<typeof useCreateRecipientMutation>;
export type CreateRecipientMutationResult = Apollo.MutationResult<CreateRecipientMutation>;
export type CreateRecipientMutationOptions = Apollo.BaseMutationOptions<CreateRecipientMutation, CreateRecipientMutationVariables>;
export const UpdateRecipientDocument = gql`
    mutation UpdateRecipient($id: ID!, $input: RecipientUpdateInput!) {
  updateRecipient(id: $id, input: $input) {
    recipient {
      ...RecipientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${RecipientFieldsFragmentDoc}`;
export type UpdateRecipientMutationFn = Apollo.MutationFunction<UpdateRecipientMutation, UpdateRecipientMutationVariables>;

/**
 * __useUpdateRecipientMutation__
 *
 * To run a mutation, you first call `useUpdateRecipientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRecipientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRecipientMutation, { data, loading, error }] = useUpdateRecipientMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRecipientMutation(baseOptions?: Apollo.MutationHookOptions<UpdateRecipientMutation, UpdateRecipientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateRecipientMutation, UpdateRecipientMutationVariables>(UpdateRecipientDocument, options);
      }
export type UpdateRecipientMutationHookResult = ReturnType<typeof useUpdateRecipientMutation>;
export type UpdateRecipientMutationResult = Apollo.MutationResult<UpdateRecipientMutation>;
export type UpdateRecipientMutationOptions = Apollo.BaseMutationOptions<UpdateRecipientMutation, UpdateRecipientMutationVariables>;
export const SetRecipientActiveDocument = gql`
    mutation SetRecipientActive($id: ID!, $active: Boolean!) {
  setRecipientActive(id: $id, active: $active) {
    recipient {
      ...RecipientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${RecipientFieldsFragmentDoc}`;
export type SetRecipientActiveMutationFn = Apollo.MutationFunction<SetRecipientActiveMutation, SetRecipientActiveMutationVariables>;

/**
 * __useSetRecipientActiveMutation__
 *
 * To run a mutation, you first call `useSetRecipientActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetRecipientActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setRecipientActiveMutation, { data, loading, error }] = useSetRecipientActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetRecipientActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetRecipientActiveMutation, SetRecipientActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetRecipientActiveMutation, SetRecipientActiveMutationVariables>(SetRecipientActiveDocument, options);
      }
export type SetRecipientActiveMutationHookResult = ReturnType<typeof useSetRecipientActiveMutation>;
export type SetRecipientActiveMutationResult = Apollo.MutationResult<SetRecipientActiveMutation>;
export type SetRecipientActiveMutationOptions = Apollo.BaseMutationOptions<SetRecipientActiveMutation, SetRecipientActiveMutationVariables>;
export const SetRecipientDeletedDocument = gql`
    mutation SetRecipientDeleted($id: ID!, $deleted: Boolean!) {
  setRecipientDeleted(id: $id, deleted: $deleted) {
    recipient {
      ...RecipientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${RecipientFieldsFragmentDoc}`;
export type SetRecipientDeletedMutationFn = Apollo.MutationFunction<SetRecipientDeletedMutation, SetRecipientDeletedMutationVariables>;

/**
 * __useSetRecipientDeletedMutation__
 *
 * To run a mutation, you first call `useSetRecipientDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetRecipientDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setRecipientDeletedMutation, { data, loading, error }] = useSetRecipientDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetRecipientDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetRecipientDeletedMutation, SetRecipientDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetRecipientDeletedMutation, SetRecipientDeletedMutationVariables>(SetRecipientDeletedDocument, options);
      }
export type SetRecipientDeletedMutationHookResult = ReturnType<typeof useSetRecipientDeletedMutation>;
export type SetRecipientDeletedMutationResult = Apollo.MutationResult<SetRecipientDeletedMutation>;
export type SetRecipientDeletedMutationOptions = Apollo.BaseMutationOptions<SetRecipientDeletedMutation, SetRecipientDeletedMutationVariables>;
export const RecipientsPageDocument = gql`
    query RecipientsPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  recipientsConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...RecipientFields
        client {
          id
          lastName
          firstName
          patronymic
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${RecipientFieldsFragmentDoc}`;

/**
 * __useRecipientsPageQuery__
 *
 * To run a query within a React component, call `useRecipientsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecipientsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecipientsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useRecipientsPageQuery(baseOptions?: Apollo.QueryHookOptions<RecipientsPageQuery, RecipientsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RecipientsPageQuery, RecipientsPageQueryVariables>(RecipientsPageDocument, options);
      }
export function useRecipientsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RecipientsPageQuery, RecipientsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RecipientsPageQuery, RecipientsPageQueryVariables>(RecipientsPageDocument, options);
        }
// @ts-ignore
export function useRecipientsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RecipientsPageQuery, RecipientsPageQueryVariables>): Apollo.UseSuspenseQueryResult<RecipientsPageQuery, RecipientsPageQueryVariables>;
export function useRecipientsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecipientsPageQuery, RecipientsPageQueryVariables>): Apollo.UseSuspenseQueryResult<RecipientsPageQuery | undefined, RecipientsPageQueryVariables>;
export function useRecipientsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecipientsPageQuery, RecipientsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RecipientsPageQuery, RecipientsPageQueryVariables>(RecipientsPageDocument, options);
        }
export type RecipientsPageQueryHookResult = ReturnType<typeof useRecipientsPageQuery>;
export type RecipientsPageLazyQueryHookResult = ReturnType<typeof useRecipientsPageLazyQuery>;
export type RecipientsPageSuspenseQueryHookResult = ReturnType<typeof useRecipientsPageSuspenseQuery>;
export type RecipientsPageQueryResult = Apollo.QueryResult<RecipientsPageQuery, RecipientsPageQueryVariables>;
export const AffiliatesRecordsDocument = gql`
    query AffiliatesRecords {
  affiliates(includeDeleted: true) {
    ...AffiliateFields
  }
}
    ${AffiliateFieldsFragmentDoc}`;

/**
 * __useAffiliatesRecordsQuery__
 *
 * To run a query within a React component, call `useAffiliatesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAffiliatesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAffiliatesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAffiliatesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>(AffiliatesRecordsDocument, options);
      }
export function useAffiliatesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>(AffiliatesRecordsDocument, options);
        }
// @ts-ignore
export function useAffiliatesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>;
export function useAffiliatesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<AffiliatesRecordsQuery | undefined, AffiliatesRecordsQueryVariables>;
export function useAffiliatesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>(AffiliatesRecordsDocument, options);
        }
export type AffiliatesRecordsQueryHookResult = ReturnType<typeof useAffiliatesRecordsQuery>;
export type AffiliatesRecordsLazyQueryHookResult = ReturnType<typeof useAffiliatesRecordsLazyQuery>;
export type AffiliatesRecordsSuspenseQueryHookResult = ReturnType<typeof useAffiliatesRecordsSuspenseQuery>;
export type AffiliatesRecordsQueryResult = Apollo.QueryResult<AffiliatesRecordsQuery, AffiliatesRecordsQueryVariables>;
export const CreateAffiliateDocument = gql`
    mutation CreateAffiliate($input: AffiliateCreateInput!) {
  createAffiliate(input: $input) {
    affiliate {
      ...AffiliateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${AffiliateFieldsFragmentDoc}`;
export type CreateAffiliateMutationFn = Apollo.MutationFunction<CreateAffiliateMutation, CreateAffiliateMutationVariables>;

/**
 * __useCreateAffiliateMutation__
 *
 * To run a mutation, you first call `useCreateAffiliateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAffiliateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAffiliateMutation, { data, loading, error }] = useCreateAffiliateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAffiliateMutation(baseOptions?: Apollo.MutationHookOptions<CreateAffiliateMutation, CreateAffiliateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateAffiliateMutation, CreateAffiliateMutationVariables>(CreateAffiliateDocument, options);
      }
export type CreateAffiliateMutationHookResult = ReturnType<typeof useCreateAffiliateMutation>;
export type CreateAffiliateMutationResult = Apollo.MutationResult<CreateAffiliateMutation>;
export type CreateAffiliateMutationOptions = Apollo.BaseMutationOptions<CreateAffiliateMutation, CreateAffiliateMutationVariables>;
export const UpdateAffiliateDocument = gql`
    mutation UpdateAffiliate($id: ID!, $input: AffiliateUpdateInput!) {
  updateAffiliate(id: $id, input: $input) {
    affiliate {
      ...AffiliateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${AffiliateFieldsFragmentDoc}`;
export type UpdateAffiliateMutationFn = Apollo.MutationFunction<UpdateAffiliateMutation, UpdateAffiliateMutationVariables>;

/**
 * __useUpdateAffiliateMutation__
 *
 * To run a mutation, you first call `useUpdateAffiliateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAffiliateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAffiliateMutation, { data, loading, error }] = useUpdateAffiliateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAffiliateMutation(baseOptions?: Apollo.MutationHookOptions<UpdateAffiliateMutation, UpdateAffiliateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateAffiliateMutation, UpdateAffiliateMutationVariables>(UpdateAffiliateDocument, options);
      }
export type UpdateAffiliateMutationHookResult = ReturnType<typeof useUpdateAffiliateMutation>;
export type UpdateAffiliateMutationResult = Apollo.MutationResult<UpdateAffiliateMutation>;
export type UpdateAffiliateMutationOptions = Apollo.BaseMutationOptions<UpdateAffiliateMutation, UpdateAffiliateMutationVariables>;
export const SetAffiliateActiveDocument = gql`
    mutation SetAffiliateActive($id: ID!, $active: Boolean!) {
  setAffiliateActive(id: $id, active: $active) {
    affiliate {
      ...AffiliateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${AffiliateFieldsFragmentDoc}`;
export type SetAffiliateActiveMutationFn = Apollo.MutationFunction<SetAffiliateActiveMutation, SetAffiliateActiveMutationVariables>;

/**
 * __useSetAffiliateActiveMutation__
 *
 * To run a mutation, you first call `useSetAffiliateActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAffiliateActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAffiliateActiveMutation, { data, loading, error }] = useSetAffiliateActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetAffiliateActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetAffiliateActiveMutation, SetAffiliateActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetAffiliateActiveMutation, SetAffiliateActiveMutationVariables>(SetAffiliateActiveDocument, options);
      }
export type SetAffiliateActiveMutationHookResult = ReturnType<typeof useSetAffiliateActiveMutation>;
export type SetAffiliateActiveMutationResult = Apollo.MutationResult<SetAffiliateActiveMutation>;
export type SetAffiliateActiveMutationOptions = Apollo.BaseMutationOptions<SetAffiliateActiveMutation, SetAffiliateActiveMutationVariables>;
export const SetAffiliateDeletedDocument = gql`
    mutation SetAffiliateDeleted($id: ID!, $deleted: Boolean!) {
  setAffiliateDeleted(id: $id, deleted: $deleted) {
    affiliate {
      ...AffiliateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${AffiliateFieldsFragmentDoc}`;
export type SetAffiliateDeletedMutationFn = Apollo.MutationFunction<SetAffiliateDeletedMutation, SetAffiliateDeletedMutationVariables>;

/**
 * __useSetAffiliateDeletedMutation__
 *
 * To run a mutation, you first call `useSetAffiliateDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAffiliateDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAffiliateDeletedMutation, { data, loading, error }] = useSetAffiliateDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetAffiliateDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetAffiliateDeletedMutation, SetAffiliateDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetAffiliateDeletedMutation, SetAffiliateDeletedMutationVariables>(SetAffiliateDeletedDocument, options);
      }
export type SetAffiliateDeletedMutationHookResult = ReturnType<typeof useSetAffiliateDeletedMutation>;
export type SetAffiliateDeletedMutationResult = Apollo.MutationResult<SetAffiliateDeletedMutation>;
export type SetAffiliateDeletedMutationOptions = Apollo.BaseMutationOptions<SetAffiliateDeletedMutation, SetAffiliateDeletedMutationVariables>;
export const OutletsRecordsDocument = gql`
    query OutletsRecords {
  outlets(includeDeleted: true) {
    ...OutletFields
  }
}
    ${OutletFieldsFragmentDoc}`;

/**
 * __useOutletsRecordsQuery__
 *
 * To run a query within a React component, call `useOutletsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOutletsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOutletsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOutletsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<OutletsRecordsQuery, OutletsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OutletsRecordsQuery, OutletsRecordsQueryVariables>(OutletsRecordsDocument, options);
      }
export function useOutletsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OutletsRecordsQuery, OutletsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OutletsRecordsQuery, OutletsRecordsQueryVariables>(OutletsRecordsDocument, options);
        }
// @ts-ignore
export function useOutletsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OutletsRecordsQuery, OutletsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OutletsRecordsQuery, OutletsRecordsQueryVariables>;
export function useOutletsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OutletsRecordsQuery, OutletsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<OutletsRecordsQuery | undefined, OutletsRecordsQueryVariables>;
export function useOutletsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OutletsRecordsQuery, OutletsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OutletsRecordsQuery, OutletsRecordsQueryVariables>(OutletsRecordsDocument, options);
        }
export type OutletsRecordsQueryHookResult = ReturnType<typeof useOutletsRecordsQuery>;
export type OutletsRecordsLazyQueryHookResult = ReturnType<typeof useOutletsRecordsLazyQuery>;
export type OutletsRecordsSuspenseQueryHookResult = ReturnType<typeof useOutletsRecordsSuspenseQuery>;
export type OutletsRecordsQueryResult = Apollo.QueryResult<OutletsRecordsQuery, OutletsRecordsQueryVariables>;
export const CreateOutletDocument = gql`
    mutation CreateOutlet($input: OutletCreateInput!) {
  createOutlet(input: $input) {
    outlet {
      ...OutletFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OutletFieldsFragmentDoc}`;
export type CreateOutletMutationFn = Apollo.MutationFunction<CreateOutletMutation, CreateOutletMutationVariables>;

/**
 * __useCreateOutletMutation__
 *
 * To run a mutation, you first call `useCreateOutletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOutletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOutletMutation, { data, loading, error }] = useCreateOutletMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOutletMutation(baseOptions?: Apollo.MutationHookOptions<CreateOutletMutation, CreateOutletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateOutletMutation, CreateOutletMutationVariables>(CreateOutletDocument, options);
      }
export type CreateOutletMutationHookResult = ReturnType<typeof useCreateOutletMutation>;
export type CreateOutletMutationResult = Apollo.MutationResult<CreateOutletMutation>;
export type CreateOutletMutationOptions = Apollo.BaseMutationOptions<CreateOutletMutation, CreateOutletMutationVariables>;
export const UpdateOutletDocument = gql`
    mutation UpdateOutlet($id: ID!, $input: OutletUpdateInput!) {
  updateOutlet(id: $id, input: $input) {
    outlet {
      ...OutletFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OutletFieldsFragmentDoc}`;
export type UpdateOutletMutationFn = Apollo.MutationFunction<UpdateOutletMutation, UpdateOutletMutationVariables>;

/**
 * __useUpdateOutletMutation__
 *
 * To run a mutation, you first call `useUpdateOutletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOutletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOutletMutation, { data, loading, error }] = useUpdateOutletMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOutletMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOutletMutation, UpdateOutletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOutletMutation, UpdateOutletMutationVariables>(UpdateOutletDocument, options);
      }
export type UpdateOutletMutationHookResult = ReturnType<typeof useUpdateOutletMutation>;
export type UpdateOutletMutationResult = Apollo.MutationResult<UpdateOutletMutation>;
export type UpdateOutletMutationOptions = Apollo.BaseMutationOptions<UpdateOutletMutation, UpdateOutletMutationVariables>;
export const SetOutletActiveDocument = gql`
    mutation SetOutletActive($id: ID!, $active: Boolean!) {
  setOutletActive(id: $id, active: $active) {
    outlet {
      ...OutletFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OutletFieldsFragmentDoc}`;
export type SetOutletActiveMutationFn = Apollo.MutationFunction<SetOutletActiveMutation, SetOutletActiveMutationVariables>;

/**
 * __useSetOutletActiveMutation__
 *
 * To run a mutation, you first call `useSetOutletActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOutletActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOutletActiveMutation, { data, loading, error }] = useSetOutletActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetOutletActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetOutletActiveMutation, SetOutletActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOutletActiveMutation, SetOutletActiveMutationVariables>(SetOutletActiveDocument, options);
      }
export type SetOutletActiveMutationHookResult = ReturnType<typeof useSetOutletActiveMutation>;
export type SetOutletActiveMutationResult = Apollo.MutationResult<SetOutletActiveMutation>;
export type SetOutletActiveMutationOptions = Apollo.BaseMutationOptions<SetOutletActiveMutation, SetOutletActiveMutationVariables>;
export const SetOutletDeletedDocument = gql`
    mutation SetOutletDeleted($id: ID!, $deleted: Boolean!) {
  setOutletDeleted(id: $id, deleted: $deleted) {
    outlet {
      ...OutletFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OutletFieldsFragmentDoc}`;
export type SetOutletDeletedMutationFn = Apollo.MutationFunction<SetOutletDeletedMutation, SetOutletDeletedMutationVariables>;

/**
 * __useSetOutletDeletedMutation__
 *
 * To run a mutation, you first call `useSetOutletDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOutletDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOutletDeletedMutation, { data, loading, error }] = useSetOutletDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetOutletDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetOutletDeletedMutation, SetOutletDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOutletDeletedMutation, SetOutletDeletedMutationVariables>(SetOutletDeletedDocument, options);
      }
export type SetOutletDeletedMutationHookResult = ReturnType<typeof useSetOutletDeletedMutation>;
export type SetOutletDeletedMutationResult = Apollo.MutationResult<SetOutletDeletedMutation>;
export type SetOutletDeletedMutationOptions = Apollo.BaseMutationOptions<SetOutletDeletedMutation, SetOutletDeletedMutationVariables>;
export const StaffUsersRecordsDocument = gql`
    query StaffUsersRecords {
  staffUsers(includeDeleted: true) {
    ...StaffUserFields
  }
}
    ${StaffUserFieldsFragmentDoc}`;

/**
 * __useStaffUsersRecordsQuery__
 *
 * To run a query within a React component, call `useStaffUsersRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffUsersRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffUsersRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffUsersRecordsQuery(baseOptions?: Apollo.QueryHookOptions<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>(StaffUsersRecordsDocument, options);
      }
export function useStaffUsersRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>(StaffUsersRecordsDocument, options);
        }
// @ts-ignore
export function useStaffUsersRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>;
export function useStaffUsersRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<StaffUsersRecordsQuery | undefined, StaffUsersRecordsQueryVariables>;
export function useStaffUsersRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>(StaffUsersRecordsDocument, options);
        }
export type StaffUsersRecordsQueryHookResult = ReturnType<typeof useStaffUsersRecordsQuery>;
export type StaffUsersRecordsLazyQueryHookResult = ReturnType<typeof useStaffUsersRecordsLazyQuery>;
export type StaffUsersRecordsSuspenseQueryHookResult = ReturnType<typeof useStaffUsersRecordsSuspenseQuery>;
export type StaffUsersRecordsQueryResult = Apollo.QueryResult<StaffUsersRecordsQuery, StaffUsersRecordsQueryVariables>;
export const CreateStaffUserDocument = gql`
    mutation CreateStaffUser($input: StaffUserCreateInput!) {
  createStaffUser(input: $input) {
    staffUser {
      ...StaffUserFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StaffUserFieldsFragmentDoc}`;
export type CreateStaffUserMutationFn = Apollo.MutationFunction<CreateStaffUserMutation, CreateStaffUserMutationVariables>;

/**
 * __useCreateStaffUserMutation__
 *
 * To run a mutation, you first call `useCreateStaffUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStaffUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStaffUserMutation, { data, loading, error }] = useCreateStaffUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStaffUserMutation(baseOptions?: Apollo.MutationHookOptions<CreateStaffUserMutation, CreateStaffUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateStaffUserMutation, CreateStaffUserMutationVariables>(CreateStaffUserDocument, options);
      }
export type CreateStaffUserMutationHookResult = ReturnType<typeof useCreateStaffUserMutation>;
export type CreateStaffUserMutationResult = Apollo.MutationResult<CreateStaffUserMutation>;
export type CreateStaffUserMutationOptions = Apollo.BaseMutationOptions<CreateStaffUserMutation, CreateStaffUserMutationVariables>;
export const UpdateStaffUserDocument = gql`
    mutation UpdateStaffUser($id: ID!, $input: StaffUserUpdateInput!) {
  updateStaffUser(id: $id, input: $input) {
    staffUser {
      ...StaffUserFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StaffUserFieldsFragmentDoc}`;
export type UpdateStaffUserMutationFn = Apollo.MutationFunction<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>;

/**
 * __useUpdateStaffUserMutation__
 *
 * To run a mutation, you first call `useUpdateStaffUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStaffUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStaffUserMutation, { data, loading, error }] = useUpdateStaffUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStaffUserMutation(baseOptions?: Apollo.MutationHookOptions<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>(UpdateStaffUserDocument, options);
      }
export type UpdateStaffUserMutationHookResult = ReturnType<typeof useUpdateStaffUserMutation>;
export type UpdateStaffUserMutationResult = Apollo.MutationResult<UpdateStaffUserMutation>;
export type UpdateStaffUserMutationOptions = Apollo.BaseMutationOptions<UpdateStaffUserMutation, UpdateStaffUserMutationVariables>;
export const SetStaffUserActiveDocument = gql`
    mutation SetStaffUserActive($id: ID!, $active: Boolean!) {
  setStaffUserActive(id: $id, active: $active) {
    staffUser {
      ...StaffUserFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StaffUserFieldsFragmentDoc}`;
export type SetStaffUserActiveMutationFn = Apollo.MutationFunction<SetStaffUserActiveMutation, SetStaffUserActiveMutationVariables>;

/**
 * __useSetStaffUserActiveMutation__
 *
 * To run a mutation, you first call `useSetStaffUserActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetStaffUserActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setStaffUserActiveMutation, { data, loading, error }] = useSetStaffUserActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetStaffUserActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetStaffUserActiveMutation, SetStaffUserActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetStaffUserActiveMutation, SetStaffUserActiveMutationVariables>(SetStaffUserActiveDocument, options);
      }
export type SetStaffUserActiveMutationHookResult = ReturnType<typeof useSetStaffUserActiveMutation>;
export type SetStaffUserActiveMutationResult = Apollo.MutationResult<SetStaffUserActiveMutation>;
export type SetStaffUserActiveMutationOptions = Apollo.BaseMutationOptions<SetStaffUserActiveMutation, SetStaffUserActiveMutationVariables>;
export const SetStaffUserDeletedDocument = gql`
    mutation SetStaffUserDeleted($id: ID!, $deleted: Boolean!) {
  setStaffUserDeleted(id: $id, deleted: $deleted) {
    staffUser {
      ...StaffUserFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StaffUserFieldsFragmentDoc}`;
export type SetStaffUserDeletedMutationFn = Apollo.MutationFunction<SetStaffUserDeletedMutation, SetStaffUserDeletedMutationVariables>;

/**
 * __useSetStaffUserDeletedMutation__
 *
 * To run a mutation, you first call `useSetStaffUserDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetStaffUserDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setStaffUserDeletedMutation, { data, loading, error }] = useSetStaffUserDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetStaffUserDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetStaffUserDeletedMutation, SetStaffUserDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetStaffUserDeletedMutation, SetStaffUserDeletedMutationVariables>(SetStaffUserDeletedDocument, options);
      }
export type SetStaffUserDeletedMutationHookResult = ReturnType<typeof useSetStaffUserDeletedMutation>;
export type SetStaffUserDeletedMutationResult = Apollo.MutationResult<SetStaffUserDeletedMutation>;
export type SetStaffUserDeletedMutationOptions = Apollo.BaseMutationOptions<SetStaffUserDeletedMutation, SetStaffUserDeletedMutationVariables>;
export const GiftsRecordsDocument = gql`
    query GiftsRecords {
  gifts(includeDeleted: true) {
    ...GiftFields
  }
}
    ${GiftFieldsFragmentDoc}`;

/**
 * __useGiftsRecordsQuery__
 *
 * To run a query within a React component, call `useGiftsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGiftsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGiftsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGiftsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<GiftsRecordsQuery, GiftsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GiftsRecordsQuery, GiftsRecordsQueryVariables>(GiftsRecordsDocument, options);
      }
export function useGiftsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GiftsRecordsQuery, GiftsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GiftsRecordsQuery, GiftsRecordsQueryVariables>(GiftsRecordsDocument, options);
        }
// @ts-ignore
export function useGiftsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GiftsRecordsQuery, GiftsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<GiftsRecordsQuery, GiftsRecordsQueryVariables>;
export function useGiftsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GiftsRecordsQuery, GiftsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<GiftsRecordsQuery | undefined, GiftsRecordsQueryVariables>;
export function useGiftsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GiftsRecordsQuery, GiftsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GiftsRecordsQuery, GiftsRecordsQueryVariables>(GiftsRecordsDocument, options);
        }
export type GiftsRecordsQueryHookResult = ReturnType<typeof useGiftsRecordsQuery>;
export type GiftsRecordsLazyQueryHookResult = ReturnType<typeof useGiftsRecordsLazyQuery>;
export type GiftsRecordsSuspenseQueryHookResult = ReturnType<typeof useGiftsRecordsSuspenseQuery>;
export type GiftsRecordsQueryResult = Apollo.QueryResult<GiftsRecordsQuery, GiftsRecordsQueryVariables>;
export const CreateGiftDocument = gql`
    mutation CreateGift($input: GiftCreateInput!) {
  createGift(input: $input) {
    gift {
      ...GiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${GiftFieldsFragmentDoc}`;
export type CreateGiftMutationFn = Apollo.MutationFunction<CreateGiftMutation, CreateGiftMutationVariables>;

/**
 * __useCreateGiftMutation__
 *
 * To run a mutation, you first call `useCreateGiftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateGiftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createGiftMutation, { data, loading, error }] = useCreateGiftMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateGiftMutation(baseOptions?: Apollo.MutationHookOptions<CreateGiftMutation, CreateGiftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateGiftMutation, CreateGiftMutationVariables>(CreateGiftDocument, options);
      }
export type CreateGiftMutationHookResult = ReturnType<typeof useCreateGiftMutation>;
export type CreateGiftMutationResult = Apollo.MutationResult<CreateGiftMutation>;
export type CreateGiftMutationOptions = Apollo.BaseMutationOptions<CreateGiftMutation, CreateGiftMutationVariables>;
export const UpdateGiftDocument = gql`
    mutation UpdateGift($id: ID!, $input: GiftUpdateInput!) {
  updateGift(id: $id, input: $input) {
    gift {
      ...GiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${GiftFieldsFragmentDoc}`;
export type UpdateGiftMutationFn = Apollo.MutationFunction<UpdateGiftMutation, UpdateGiftMutationVariables>;

/**
 * __useUpdateGiftMutation__
 *
 * To run a mutation, you first call `useUpdateGiftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGiftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGiftMutation, { data, loading, error }] = useUpdateGiftMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateGiftMutation(baseOptions?: Apollo.MutationHookOptions<UpdateGiftMutation, UpdateGiftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateGiftMutation, UpdateGiftMutationVariables>(UpdateGiftDocument, options);
      }
export type UpdateGiftMutationHookResult = ReturnType<typeof useUpdateGiftMutation>;
export type UpdateGiftMutationResult = Apollo.MutationResult<UpdateGiftMutation>;
export type UpdateGiftMutationOptions = Apollo.BaseMutationOptions<UpdateGiftMutation, UpdateGiftMutationVariables>;
export const SetGiftActiveDocument = gql`
    mutation SetGiftActive($id: ID!, $active: Boolean!) {
  setGiftActive(id: $id, active: $active) {
    gift {
      ...GiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${GiftFieldsFragmentDoc}`;
export type SetGiftActiveMutationFn = Apollo.MutationFunction<SetGiftActiveMutation, SetGiftActiveMutationVariables>;

/**
 * __useSetGiftActiveMutation__
 *
 * To run a mutation, you first call `useSetGiftActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetGiftActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setGiftActiveMutation, { data, loading, error }] = useSetGiftActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetGiftActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetGiftActiveMutation, SetGiftActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetGiftActiveMutation, SetGiftActiveMutationVariables>(SetGiftActiveDocument, options);
      }
export type SetGiftActiveMutationHookResult = ReturnType<typeof useSetGiftActiveMutation>;
export type SetGiftActiveMutationResult = Apollo.MutationResult<SetGiftActiveMutation>;
export type SetGiftActiveMutationOptions = Apollo.BaseMutationOptions<SetGiftActiveMutation, SetGiftActiveMutationVariables>;
export const SetGiftDeletedDocument = gql`
    mutation SetGiftDeleted($id: ID!, $deleted: Boolean!) {
  setGiftDeleted(id: $id, deleted: $deleted) {
    gift {
      ...GiftFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${GiftFieldsFragmentDoc}`;
export type SetGiftDeletedMutationFn = Apollo.MutationFunction<SetGiftDeletedMutation, SetGiftDeletedMutationVariables>;

/**
 * __useSetGiftDeletedMutation__
 *
 * To run a mutation, you first call `useSetGiftDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetGiftDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setGiftDeletedMutation, { data, loading, error }] = useSetGiftDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetGiftDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetGiftDeletedMutation, SetGiftDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetGiftDeletedMutation, SetGiftDeletedMutationVariables>(SetGiftDeletedDocument, options);
      }
export type SetGiftDeletedMutationHookResult = ReturnType<typeof useSetGiftDeletedMutation>;
export type SetGiftDeletedMutationResult = Apollo.MutationResult<SetGiftDeletedMutation>;
export type SetGiftDeletedMutationOptions = Apollo.BaseMutationOptions<SetGiftDeletedMutation, SetGiftDeletedMutationVariables>;
export const PromoBatchesRecordsDocument = gql`
    query PromoBatchesRecords {
  promoBatches(includeDeleted: true) {
    ...PromoBatchFields
  }
}
    ${PromoBatchFieldsFragmentDoc}`;

/**
 * __usePromoBatchesRecordsQuery__
 *
 * To run a query within a React component, call `usePromoBatchesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromoBatchesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromoBatchesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePromoBatchesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>(PromoBatchesRecordsDocument, options);
      }
export function usePromoBatchesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>(PromoBatchesRecordsDocument, options);
        }
// @ts-ignore
export function usePromoBatchesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>;
export function usePromoBatchesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<PromoBatchesRecordsQuery | undefined, PromoBatchesRecordsQueryVariables>;
export function usePromoBatchesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>(PromoBatchesRecordsDocument, options);
        }
export type PromoBatchesRecordsQueryHookResult = ReturnType<typeof usePromoBatchesRecordsQuery>;
export type PromoBatchesRecordsLazyQueryHookResult = ReturnType<typeof usePromoBatchesRecordsLazyQuery>;
export type PromoBatchesRecordsSuspenseQueryHookResult = ReturnType<typeof usePromoBatchesRecordsSuspenseQuery>;
export type PromoBatchesRecordsQueryResult = Apollo.QueryResult<PromoBatchesRecordsQuery, PromoBatchesRecordsQueryVariables>;
export const CreatePromoBatchDocument = gql`
    mutation CreatePromoBatch($input: PromoBatchCreateInput!) {
  createPromoBatch(input: $input) {
    promoBatch {
      ...PromoBatchFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromoBatchFieldsFragmentDoc}`;
export type CreatePromoBatchMutationFn = Apollo.MutationFunction<CreatePromoBatchMutation, CreatePromoBatchMutationVariables>;

/**
 * __useCreatePromoBatchMutation__
 *
 * To run a mutation, you first call `useCreatePromoBatchMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePromoBatchMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPromoBatchMutation, { data, loading, error }] = useCreatePromoBatchMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePromoBatchMutation(baseOptions?: Apollo.MutationHookOptions<CreatePromoBatchMutation, CreatePromoBatchMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePromoBatchMutation, CreatePromoBatchMutationVariables>(CreatePromoBatchDocument, options);
      }
export type CreatePromoBatchMutationHookResult = ReturnType<typeof useCreatePromoBatchMutation>;
export type CreatePromoBatchMutationResult = Apollo.MutationResult<CreatePromoBatchMutation>;
export type CreatePromoBatchMutationOptions = Apollo.BaseMutationOptions<CreatePromoBatchMutation, CreatePromoBatchMutationVariables>;
export const UpdatePromoBatchDocument = gql`
    mutation UpdatePromoBatch($id: ID!, $input: PromoBatchUpdateInput!) {
  updatePromoBatch(id: $id, input: $input) {
    promoBatch {
      ...PromoBatchFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromoBatchFieldsFragmentDoc}`;
export type UpdatePromoBatchMutationFn = Apollo.MutationFunction<UpdatePromoBatchMutation, UpdatePromoBatchMutationVariables>;

/**
 * __useUpdatePromoBatchMutation__
 *
 * To run a mutation, you first call `useUpdatePromoBatchMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePromoBatchMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePromoBatchMutation, { data, loading, error }] = useUpdatePromoBatchMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePromoBatchMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePromoBatchMutation, UpdatePromoBatchMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePromoBatchMutation, UpdatePromoBatchMutationVariables>(UpdatePromoBatchDocument, options);
      }
export type UpdatePromoBatchMutationHookResult = ReturnType<typeof useUpdatePromoBatchMutation>;
export type UpdatePromoBatchMutationResult = Apollo.MutationResult<UpdatePromoBatchMutation>;
export type UpdatePromoBatchMutationOptions = Apollo.BaseMutationOptions<UpdatePromoBatchMutation, UpdatePromoBatchMutationVariables>;
export const SetPromoBatchActiveDocument = gql`
    mutation SetPromoBatchActive($id: ID!, $active: Boolean!) {
  setPromoBatchActive(id: $id, active: $active) {
    promoBatch {
      ...PromoBatchFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromoBatchFieldsFragmentDoc}`;
export type SetPromoBatchActiveMutationFn = Apollo.MutationFunction<SetPromoBatchActiveMutation, SetPromoBatchActiveMutationVariables>;

/**
 * __useSetPromoBatchActiveMutation__
 *
 * To run a mutation, you first call `useSetPromoBatchActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPromoBatchActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPromoBatchActiveMutation, { data, loading, error }] = useSetPromoBatchActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetPromoBatchActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetPromoBatchActiveMutation, SetPromoBatchActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPromoBatchActiveMutation, SetPromoBatchActiveMutationVariables>(SetPromoBatchActiveDocument, options);
      }
export type SetPromoBatchActiveMutationHookResult = ReturnType<typeof useSetPromoBatchActiveMutation>;
export type SetPromoBatchActiveMutationResult = Apollo.MutationResult<SetPromoBatchActiveMutation>;
export type SetPromoBatchActiveMutationOptions = Apollo.BaseMutationOptions<SetPromoBatchActiveMutation, SetPromoBatchActiveMutationVariables>;
export const SetPromoBatchDeletedDocument = gql`
    mutation SetPromoBatchDeleted($id: ID!, $deleted: Boolean!) {
  setPromoBatchDeleted(id: $id, deleted: $deleted) {
    promoBatch {
      ...PromoBatchFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${PromoBatchFieldsFragmentDoc}`;
export type SetPromoBatchDeletedMutationFn = Apollo.MutationFunction<SetPromoBatchDeletedMutation, SetPromoBatchDeletedMutationVariables>;

/**
 * __useSetPromoBatchDeletedMutation__
 *
 * To run a mutation, you first call `useSetPromoBatchDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPromoBatchDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPromoBatchDeletedMutation, { data, loading, error }] = useSetPromoBatchDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetPromoBatchDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetPromoBatchDeletedMutation, SetPromoBatchDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetPromoBatchDeletedMutation, SetPromoBatchDeletedMutationVariables>(SetPromoBatchDeletedDocument, options);
      }
export type SetPromoBatchDeletedMutationHookResult = ReturnType<typeof useSetPromoBatchDeletedMutation>;
export type SetPromoBatchDeletedMutationResult = Apollo.MutationResult<SetPromoBatchDeletedMutation>;
export type SetPromoBatchDeletedMutationOptions = Apollo.BaseMutationOptions<SetPromoBatchDeletedMutation, SetPromoBatchDeletedMutationVariables>;
export const CategoriesRecordsDocument = gql`
    query CategoriesRecords {
  categories(includeDeleted: true) {
    ...CategoryFields
  }
}
    ${CategoryFieldsFragmentDoc}`;

/**
 * __useCategoriesRecordsQuery__
 *
 * To run a query within a React component, call `useCategoriesRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCategoriesRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCategoriesRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCategoriesRecordsQuery(baseOptions?: Apollo.QueryHookOptions<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>(CategoriesRecordsDocument, options);
      }
export function useCategoriesRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>(CategoriesRecordsDocument, options);
        }
// @ts-ignore
export function useCategoriesRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>;
export function useCategoriesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<CategoriesRecordsQuery | undefined, CategoriesRecordsQueryVariables>;
export function useCategoriesRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>(CategoriesRecordsDocument, options);
        }
export type CategoriesRecordsQueryHookResult = ReturnType<typeof useCategoriesRecordsQuery>;
export type CategoriesRecordsLazyQueryHookResult = ReturnType<typeof useCategoriesRecordsLazyQuery>;
export type CategoriesRecordsSuspenseQueryHookResult = ReturnType<typeof useCategoriesRecordsSuspenseQuery>;
export type CategoriesRecordsQueryResult = Apollo.QueryResult<CategoriesRecordsQuery, CategoriesRecordsQueryVariables>;
export const CreateCategoryDocument = gql`
    mutation CreateCategory($input: CategoryCreateInput!) {
  createCategory(input: $input) {
    category {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type CreateCategoryMutationFn = Apollo.MutationFunction<CreateCategoryMutation, CreateCategoryMutationVariables>;

/**
 * __useCreateCategoryMutation__
 *
 * To run a mutation, you first call `useCreateCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCategoryMutation, { data, loading, error }] = useCreateCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateCategoryMutation, CreateCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCategoryMutation, CreateCategoryMutationVariables>(CreateCategoryDocument, options);
      }
export type CreateCategoryMutationHookResult = ReturnType<typeof useCreateCategoryMutation>;
export type CreateCategoryMutationResult = Apollo.MutationResult<CreateCategoryMutation>;
export type CreateCategoryMutationOptions = Apollo.BaseMutationOptions<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = gql`
    mutation UpdateCategory($id: ID!, $input: CategoryUpdateInput!) {
  updateCategory(id: $id, input: $input) {
    category {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type UpdateCategoryMutationFn = Apollo.MutationFunction<UpdateCategoryMutation, UpdateCategoryMutationVariables>;

/**
 * __useUpdateCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCategoryMutation, { data, loading, error }] = useUpdateCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCategoryMutation, UpdateCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCategoryMutation, UpdateCategoryMutationVariables>(UpdateCategoryDocument, options);
      }
export type UpdateCategoryMutationHookResult = ReturnType<typeof useUpdateCategoryMutation>;
export type UpdateCategoryMutationResult = Apollo.MutationResult<UpdateCategoryMutation>;
export type UpdateCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const SetCategoryActiveDocument = gql`
    mutation SetCategoryActive($id: ID!, $active: Boolean!) {
  setCategoryActive(id: $id, active: $active) {
    category {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type SetCategoryActiveMutationFn = Apollo.MutationFunction<SetCategoryActiveMutation, SetCategoryActiveMutationVariables>;

/**
 * __useSetCategoryActiveMutation__
 *
 * To run a mutation, you first call `useSetCategoryActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCategoryActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCategoryActiveMutation, { data, loading, error }] = useSetCategoryActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetCategoryActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetCategoryActiveMutation, SetCategoryActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCategoryActiveMutation, SetCategoryActiveMutationVariables>(SetCategoryActiveDocument, options);
      }
export type SetCategoryActiveMutationHookResult = ReturnType<typeof useSetCategoryActiveMutation>;
export type SetCategoryActiveMutationResult = Apollo.MutationResult<SetCategoryActiveMutation>;
export type SetCategoryActiveMutationOptions = Apollo.BaseMutationOptions<SetCategoryActiveMutation, SetCategoryActiveMutationVariables>;
export const SetCategoryDeletedDocument = gql`
    mutation SetCategoryDeleted($id: ID!, $deleted: Boolean!) {
  setCategoryDeleted(id: $id, deleted: $deleted) {
    category {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type SetCategoryDeletedMutationFn = Apollo.MutationFunction<SetCategoryDeletedMutation, SetCategoryDeletedMutationVariables>;

/**
 * __useSetCategoryDeletedMutation__
 *
 * To run a mutation, you first call `useSetCategoryDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCategoryDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCategoryDeletedMutation, { data, loading, error }] = useSetCategoryDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetCategoryDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetCategoryDeletedMutation, SetCategoryDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCategoryDeletedMutation, SetCategoryDeletedMutationVariables>(SetCategoryDeletedDocument, options);
      }
export type SetCategoryDeletedMutationHookResult = ReturnType<typeof useSetCategoryDeletedMutation>;
export type SetCategoryDeletedMutationResult = Apollo.MutationResult<SetCategoryDeletedMutation>;
export type SetCategoryDeletedMutationOptions = Apollo.BaseMutationOptions<SetCategoryDeletedMutation, SetCategoryDeletedMutationVariables>;
export const MoveCategoryDocument = gql`
    mutation MoveCategory($id: ID!, $toId: ID!) {
  moveCategory(id: $id, toId: $toId) {
    categories {
      ...CategoryFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CategoryFieldsFragmentDoc}`;
export type MoveCategoryMutationFn = Apollo.MutationFunction<MoveCategoryMutation, MoveCategoryMutationVariables>;

/**
 * __useMoveCategoryMutation__
 *
 * To run a mutation, you first call `useMoveCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveCategoryMutation, { data, loading, error }] = useMoveCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveCategoryMutation(baseOptions?: Apollo.MutationHookOptions<MoveCategoryMutation, MoveCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveCategoryMutation, MoveCategoryMutationVariables>(MoveCategoryDocument, options);
      }
export type MoveCategoryMutationHookResult = ReturnType<typeof useMoveCategoryMutation>;
export type MoveCategoryMutationResult = Apollo.MutationResult<MoveCategoryMutation>;
export type MoveCategoryMutationOptions = Apollo.BaseMutationOptions<MoveCategoryMutation, MoveCategoryMutationVariables>;
export const ProductsRecordsDocument = gql`
    query ProductsRecords {
  products(includeDeleted: true) {
    ...ProductFields
  }
}
    ${ProductFieldsFragmentDoc}`;

/**
 * __useProductsRecordsQuery__
 *
 * To run a query within a React component, call `useProductsRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductsRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductsRecordsQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductsRecordsQuery(baseOptions?: Apollo.QueryHookOptions<ProductsRecordsQuery, ProductsRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductsRecordsQuery, ProductsRecordsQueryVariables>(ProductsRecordsDocument, options);
      }
export function useProductsRecordsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductsRecordsQuery, ProductsRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductsRecordsQuery, ProductsRecordsQueryVariables>(ProductsRecordsDocument, options);
        }
// @ts-ignore
export function useProductsRecordsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductsRecordsQuery, ProductsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<ProductsRecordsQuery, ProductsRecordsQueryVariables>;
export function useProductsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductsRecordsQuery, ProductsRecordsQueryVariables>): Apollo.UseSuspenseQueryResult<ProductsRecordsQuery | undefined, ProductsRecordsQueryVariables>;
export function useProductsRecordsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductsRecordsQuery, ProductsRecordsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductsRecordsQuery, ProductsRecordsQueryVariables>(ProductsRecordsDocument, options);
        }
export type ProductsRecordsQueryHookResult = ReturnType<typeof useProductsRecordsQuery>;
export type ProductsRecordsLazyQueryHookResult = ReturnType<typeof useProductsRecordsLazyQuery>;
export type ProductsRecordsSuspenseQueryHookResult = ReturnType<typeof useProductsRecordsSuspenseQuery>;
export type ProductsRecordsQueryResult = Apollo.QueryResult<ProductsRecordsQuery, ProductsRecordsQueryVariables>;
export const CreateProductDocument = gql`
    mutation CreateProduct($input: ProductCreateInput!) {
  createProduct(input: $input) {
    product {
      ...ProductFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}`;
export type CreateProductMutationFn = Apollo.MutationFunction<CreateProductMutation, CreateProductMutationVariables>;

/**
 * __useCreateProductMutation__
 *
 * To run a mutation, you first call `useCreateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductMutation, { data, loading, error }] = useCreateProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductMutation(baseOptions?: Apollo.MutationHookOptions<CreateProductMutation, CreateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateProductMutation, CreateProductMutationVariables>(CreateProductDocument, options);
      }
export type CreateProductMutationHookResult = ReturnType<typeof useCreateProductMutation>;
export type CreateProductMutationResult = Apollo.MutationResult<CreateProductMutation>;
export type CreateProductMutationOptions = Apollo.BaseMutationOptions<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = gql`
    mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      ...ProductFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}`;
export type UpdateProductMutationFn = Apollo.MutationFunction<UpdateProductMutation, UpdateProductMutationVariables>;

/**
 * __useUpdateProductMutation__
 *
 * To run a mutation, you first call `useUpdateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductMutation, { data, loading, error }] = useUpdateProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProductMutation, UpdateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProductMutation, UpdateProductMutationVariables>(UpdateProductDocument, options);
      }
export type UpdateProductMutationHookResult = ReturnType<typeof useUpdateProductMutation>;
export type UpdateProductMutationResult = Apollo.MutationResult<UpdateProductMutation>;
export type UpdateProductMutationOptions = Apollo.BaseMutationOptions<UpdateProductMutation, UpdateProductMutationVariables>;
export const SetProductActiveDocument = gql`
    mutation SetProductActive($id: ID!, $active: Boolean!) {
  setProductActive(id: $id, active: $active) {
    product {
      ...ProductFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}`;
export type SetProductActiveMutationFn = Apollo.MutationFunction<SetProductActiveMutation, SetProductActiveMutationVariables>;

/**
 * __useSetProductActiveMutation__
 *
 * To run a mutation, you first call `useSetProductActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductActiveMutation, { data, loading, error }] = useSetProductActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetProductActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetProductActiveMutation, SetProductActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductActiveMutation, SetProductActiveMutationVariables>(SetProductActiveDocument, options);
      }
export type SetProductActiveMutationHookResult = ReturnType<typeof useSetProductActiveMutation>;
export type SetProductActiveMutationResult = Apollo.MutationResult<SetProductActiveMutation>;
export type SetProductActiveMutationOptions = Apollo.BaseMutationOptions<SetProductActiveMutation, SetProductActiveMutationVariables>;
export const SetProductDeletedDocument = gql`
    mutation SetProductDeleted($id: ID!, $deleted: Boolean!) {
  setProductDeleted(id: $id, deleted: $deleted) {
    product {
      ...ProductFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}`;
export type SetProductDeletedMutationFn = Apollo.MutationFunction<SetProductDeletedMutation, SetProductDeletedMutationVariables>;

/**
 * __useSetProductDeletedMutation__
 *
 * To run a mutation, you first call `useSetProductDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductDeletedMutation, { data, loading, error }] = useSetProductDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetProductDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetProductDeletedMutation, SetProductDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetProductDeletedMutation, SetProductDeletedMutationVariables>(SetProductDeletedDocument, options);
      }
export type SetProductDeletedMutationHookResult = ReturnType<typeof useSetProductDeletedMutation>;
export type SetProductDeletedMutationResult = Apollo.MutationResult<SetProductDeletedMutation>;
export type SetProductDeletedMutationOptions = Apollo.BaseMutationOptions<SetProductDeletedMutation, SetProductDeletedMutationVariables>;
export const ProductsPageDocument = gql`
    query ProductsPage($first: Int, $after: String, $filter: ListFilter, $orderBy: ListOrder) {
  productsConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...ProductFields
        category {
          id
          name
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${ProductFieldsFragmentDoc}`;

/**
 * __useProductsPageQuery__
 *
 * To run a query within a React component, call `useProductsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useProductsPageQuery(baseOptions?: Apollo.QueryHookOptions<ProductsPageQuery, ProductsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductsPageQuery, ProductsPageQueryVariables>(ProductsPageDocument, options);
      }
export function useProductsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductsPageQuery, ProductsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductsPageQuery, ProductsPageQueryVariables>(ProductsPageDocument, options);
        }
// @ts-ignore
export function useProductsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductsPageQuery, ProductsPageQueryVariables>): Apollo.UseSuspenseQueryResult<ProductsPageQuery, ProductsPageQueryVariables>;
export function useProductsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductsPageQuery, ProductsPageQueryVariables>): Apollo.UseSuspenseQueryResult<ProductsPageQuery | undefined, ProductsPageQueryVariables>;
export function useProductsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductsPageQuery, ProductsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductsPageQuery, ProductsPageQueryVariables>(ProductsPageDocument, options);
        }
export type ProductsPageQueryHookResult = ReturnType<typeof useProductsPageQuery>;
export type ProductsPageLazyQueryHookResult = ReturnType<typeof useProductsPageLazyQuery>;
export type ProductsPageSuspenseQueryHookResult = ReturnType<typeof useProductsPageSuspenseQuery>;
export type ProductsPageQueryResult = Apollo.QueryResult<ProductsPageQuery, ProductsPageQueryVariables>;
export const MoveProductDocument = gql`
    mutation MoveProduct($id: ID!, $toId: ID!) {
  moveProduct(id: $id, toId: $toId) {
    products {
      ...ProductFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ProductFieldsFragmentDoc}`;
export type MoveProductMutationFn = Apollo.MutationFunction<MoveProductMutation, MoveProductMutationVariables>;

/**
 * __useMoveProductMutation__
 *
 * To run a mutation, you first call `useMoveProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveProductMutation, { data, loading, error }] = useMoveProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      toId: // value for 'toId'
 *   },
 * });
 */
export function useMoveProductMutation(baseOptions?: Apollo.MutationHookOptions<MoveProductMutation, MoveProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveProductMutation, MoveProductMutationVariables>(MoveProductDocument, options);
      }
export type MoveProductMutationHookResult = ReturnType<typeof useMoveProductMutation>;
export type MoveProductMutationResult = Apollo.MutationResult<MoveProductMutation>;
export type MoveProductMutationOptions = Apollo.BaseMutationOptions<MoveProductMutation, MoveProductMutationVariables>;
export const ListsBootstrapDocument = gql`
    query ListsBootstrap($readChangeOption: Boolean!, $readNote: Boolean!, $readOrderSource: Boolean!, $readWriteOffReason: Boolean!, $readOrderStatus: Boolean!, $readPaymentType: Boolean!, $readOrderMark: Boolean!, $readUnit: Boolean!, $readMarkup: Boolean!, $readWorkerPosition: Boolean!, $readDiscount: Boolean!, $readOrganization: Boolean!, $readEmployee: Boolean!, $readAffiliate: Boolean!, $readOutlet: Boolean!, $readStaffUser: Boolean!, $readGift: Boolean!, $readPromoBatch: Boolean!, $readCategory: Boolean!) {
  changeOptions(includeDeleted: true) @include(if: $readChangeOption) {
    ...ChangeOptionFields
  }
  notes(includeDeleted: true) @include(if: $readNote) {
    ...NoteFields
  }
  orderSources(includeDeleted: true) @include(if: $readOrderSource) {
    ...OrderSourceFields
  }
  writeOffReasons(includeDeleted: true) @include(if: $readWriteOffReason) {
    ...WriteOffReasonFields
  }
  orderStatuses(includeDeleted: true) @include(if: $readOrderStatus) {
    ...OrderStatusFields
  }
  paymentTypes(includeDeleted: true) @include(if: $readPaymentType) {
    ...PaymentTypeFields
  }
  orderMarks(includeDeleted: true) @include(if: $readOrderMark) {
    ...OrderMarkFields
  }
  units(includeDeleted: true) @include(if: $readUnit) {
    ...UnitFields
  }
  markups(includeDeleted: true) @include(if: $readMarkup) {
    ...MarkupFields
  }
  workerPositions(includeDeleted: true) @include(if: $readWorkerPosition) {
    ...WorkerPositionFields
  }
  discounts(includeDeleted: true) @include(if: $readDiscount) {
    ...DiscountFields
  }
  organizations(includeDeleted: true) @include(if: $readOrganization) {
    ...OrganizationFields
  }
  employees(includeDeleted: true) @include(if: $readEmployee) {
    ...EmployeeFields
  }
  affiliates(includeDeleted: true) @include(if: $readAffiliate) {
    ...AffiliateFields
  }
  outlets(includeDeleted: true) @include(if: $readOutlet) {
    ...OutletFields
  }
  staffUsers(includeDeleted: true) @include(if: $readStaffUser) {
    ...StaffUserFields
  }
  gifts(includeDeleted: true) @include(if: $readGift) {
    ...GiftFields
  }
  promoBatches(includeDeleted: true) @include(if: $readPromoBatch) {
    ...PromoBatchFields
  }
  categories(includeDeleted: true) @include(if: $readCategory) {
    ...CategoryFields
  }
}
    ${ChangeOptionFieldsFragmentDoc}
${NoteFieldsFragmentDoc}
${OrderSourceFieldsFragmentDoc}
${WriteOffReasonFieldsFragmentDoc}
${OrderStatusFieldsFragmentDoc}
${PaymentTypeFieldsFragmentDoc}
${OrderMarkFieldsFragmentDoc}
${UnitFieldsFragmentDoc}
${MarkupFieldsFragmentDoc}
${WorkerPositionFieldsFragmentDoc}
${DiscountFieldsFragmentDoc}
${OrganizationFieldsFragmentDoc}
${EmployeeFieldsFragmentDoc}
${AffiliateFieldsFragmentDoc}
${OutletFieldsFragmentDoc}
${StaffUserFieldsFragmentDoc}
${GiftFieldsFragmentDoc}
${PromoBatchFieldsFragmentDoc}
${CategoryFieldsFragmentDoc}`;

/**
 * __useListsBootstrapQuery__
 *
 * To run a query within a React component, call `useListsBootstrapQuery` and pass it any options that fit your needs.
 * When your component renders, `useListsBootstrapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListsBootstrapQuery({
 *   variables: {
 *      readChangeOption: // value for 'readChangeOption'
 *      readNote: // value for 'readNote'
 *      readOrderSource: // value for 'readOrderSource'
 *      readWriteOffReason: // value for 'readWriteOffReason'
 *      readOrderStatus: // value for 'readOrderStatus'
 *      readPaymentType: // value for 'readPaymentType'
 *      readOrderMark: // value for 'readOrderMark'
 *      readUnit: // value for 'readUnit'
 *      readMarkup: // value for 'readMarkup'
 *      readWorkerPosition: // value for 'readWorkerPosition'
 *      readDiscount: // value for 'readDiscount'
 *      readOrganization: // value for 'readOrganization'
 *      readEmployee: // value for 'readEmployee'
 *      readAffiliate: // value for 'readAffiliate'
 *      readOutlet: // value for 'readOutlet'
 *      readStaffUser: // value for 'readStaffUser'
 *      readGift: // value for 'readGift'
 *      readPromoBatch: // value for 'readPromoBatch'
 *      readCategory: // value for 'readCategory'
 *   },
 * });
 */
export function useListsBootstrapQuery(baseOptions: Apollo.QueryHookOptions<ListsBootstrapQuery, ListsBootstrapQueryVariables> & ({ variables: ListsBootstrapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ListsBootstrapQuery, ListsBootstrapQueryVariables>(ListsBootstrapDocument, options);
      }
export function useListsBootstrapLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ListsBootstrapQuery, ListsBootstrapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ListsBootstrapQuery, ListsBootstrapQueryVariables>(ListsBootstrapDocument, options);
        }
// @ts-ignore
export function useListsBootstrapSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ListsBootstrapQuery, ListsBootstrapQueryVariables>): Apollo.UseSuspenseQueryResult<ListsBootstrapQuery, ListsBootstrapQueryVariables>;
export function useListsBootstrapSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ListsBootstrapQuery, ListsBootstrapQueryVariables>): Apollo.UseSuspenseQueryResult<ListsBootstrapQuery | undefined, ListsBootstrapQueryVariables>;
export function useListsBootstrapSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ListsBootstrapQuery, ListsBootstrapQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ListsBootstrapQuery, ListsBootstrapQueryVariables>(ListsBootstrapDocument, options);
        }
export type ListsBootstrapQueryHookResult = ReturnType<typeof useListsBootstrapQuery>;
export type ListsBootstrapLazyQueryHookResult = ReturnType<typeof useListsBootstrapLazyQuery>;
export type ListsBootstrapSuspenseQueryHookResult = ReturnType<typeof useListsBootstrapSuspenseQuery>;
export type ListsBootstrapQueryResult = Apollo.QueryResult<ListsBootstrapQuery, ListsBootstrapQueryVariables>;
export const LoyaltyProgramDocument = gql`
    query LoyaltyProgram($shopType: ShopType) {
  loyaltyProgram(shopType: $shopType) {
    ...LoyaltyProgramFields
  }
}
    ${LoyaltyProgramFieldsFragmentDoc}`;

/**
 * __useLoyaltyProgramQuery__
 *
 * To run a query within a React component, call `useLoyaltyProgramQuery` and pass it any options that fit your needs.
 * When your component renders, `useLoyaltyProgramQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLoyaltyProgramQuery({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useLoyaltyProgramQuery(baseOptions?: Apollo.QueryHookOptions<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>(LoyaltyProgramDocument, options);
      }
export function useLoyaltyProgramLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>(LoyaltyProgramDocument, options);
        }
// @ts-ignore
export function useLoyaltyProgramSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>): Apollo.UseSuspenseQueryResult<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>;
export function useLoyaltyProgramSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>): Apollo.UseSuspenseQueryResult<LoyaltyProgramQuery | undefined, LoyaltyProgramQueryVariables>;
export function useLoyaltyProgramSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>(LoyaltyProgramDocument, options);
        }
export type LoyaltyProgramQueryHookResult = ReturnType<typeof useLoyaltyProgramQuery>;
export type LoyaltyProgramLazyQueryHookResult = ReturnType<typeof useLoyaltyProgramLazyQuery>;
export type LoyaltyProgramSuspenseQueryHookResult = ReturnType<typeof useLoyaltyProgramSuspenseQuery>;
export type LoyaltyProgramQueryResult = Apollo.QueryResult<LoyaltyProgramQuery, LoyaltyProgramQueryVariables>;
export const BonusAccountDocument = gql`
    query BonusAccount($clientId: ID!, $first: Int) {
  bonusAccount(clientId: $clientId, first: $first) {
    clientId
    shopType
    balance
    spent
    percent
    nextExpiryAt
    nextExpiryAmount
    entries {
      ...BonusEntryFields
    }
  }
}
    ${BonusEntryFieldsFragmentDoc}`;

/**
 * __useBonusAccountQuery__
 *
 * To run a query within a React component, call `useBonusAccountQuery` and pass it any options that fit your needs.
 * When your component renders, `useBonusAccountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBonusAccountQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useBonusAccountQuery(baseOptions: Apollo.QueryHookOptions<BonusAccountQuery, BonusAccountQueryVariables> & ({ variables: BonusAccountQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BonusAccountQuery, BonusAccountQueryVariables>(BonusAccountDocument, options);
      }
export function useBonusAccountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BonusAccountQuery, BonusAccountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BonusAccountQuery, BonusAccountQueryVariables>(BonusAccountDocument, options);
        }
// @ts-ignore
export function useBonusAccountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BonusAccountQuery, BonusAccountQueryVariables>): Apollo.UseSuspenseQueryResult<BonusAccountQuery, BonusAccountQueryVariables>;
export function useBonusAccountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BonusAccountQuery, BonusAccountQueryVariables>): Apollo.UseSuspenseQueryResult<BonusAccountQuery | undefined, BonusAccountQueryVariables>;
export function useBonusAccountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BonusAccountQuery, BonusAccountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BonusAccountQuery, BonusAccountQueryVariables>(BonusAccountDocument, options);
        }
export type BonusAccountQueryHookResult = ReturnType<typeof useBonusAccountQuery>;
export type BonusAccountLazyQueryHookResult = ReturnType<typeof useBonusAccountLazyQuery>;
export type BonusAccountSuspenseQueryHookResult = ReturnType<typeof useBonusAccountSuspenseQuery>;
export type BonusAccountQueryResult = Apollo.QueryResult<BonusAccountQuery, BonusAccountQueryVariables>;
export const BonusHistoryDocument = gql`
    query BonusHistory($clientId: ID!, $first: Int!, $after: String) {
  bonusHistory(clientId: $clientId, first: $first, after: $after) {
    edges {
      cursor
      node {
        ...BonusEntryFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${BonusEntryFieldsFragmentDoc}`;

/**
 * __useBonusHistoryQuery__
 *
 * To run a query within a React component, call `useBonusHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useBonusHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBonusHistoryQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useBonusHistoryQuery(baseOptions: Apollo.QueryHookOptions<BonusHistoryQuery, BonusHistoryQueryVariables> & ({ variables: BonusHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BonusHistoryQuery, BonusHistoryQueryVariables>(BonusHistoryDocument, options);
      }
export function useBonusHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BonusHistoryQuery, BonusHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BonusHistoryQuery, BonusHistoryQueryVariables>(BonusHistoryDocument, options);
        }
// @ts-ignore
export function useBonusHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BonusHistoryQuery, BonusHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<BonusHistoryQuery, BonusHistoryQueryVariables>;
export function useBonusHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BonusHistoryQuery, BonusHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<BonusHistoryQuery | undefined, BonusHistoryQueryVariables>;
export function useBonusHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BonusHistoryQuery, BonusHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BonusHistoryQuery, BonusHistoryQueryVariables>(BonusHistoryDocument, options);
        }
export type BonusHistoryQueryHookResult = ReturnType<typeof useBonusHistoryQuery>;
export type BonusHistoryLazyQueryHookResult = ReturnType<typeof useBonusHistoryLazyQuery>;
export type BonusHistorySuspenseQueryHookResult = ReturnType<typeof useBonusHistorySuspenseQuery>;
export type BonusHistoryQueryResult = Apollo.QueryResult<BonusHistoryQuery, BonusHistoryQueryVariables>;
export const UpdateLoyaltyProgramDocument = gql`
    mutation UpdateLoyaltyProgram($shopType: ShopType!, $input: LoyaltyProgramInput!) {
  updateLoyaltyProgram(shopType: $shopType, input: $input) {
    program {
      ...LoyaltyProgramFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${LoyaltyProgramFieldsFragmentDoc}`;
export type UpdateLoyaltyProgramMutationFn = Apollo.MutationFunction<UpdateLoyaltyProgramMutation, UpdateLoyaltyProgramMutationVariables>;

/**
 * __useUpdateLoyaltyProgramMutation__
 *
 * To run a mutation, you first call `useUpdateLoyaltyProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLoyaltyProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLoyaltyProgramMutation, { data, loading, error }] = useUpdateLoyaltyProgramMutation({
 *   variables: {
 *      shopType: // value for 'shopType'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLoyaltyProgramMutation(baseOptions?: Apollo.MutationHookOptions<UpdateLoyaltyProgramMutation, UpdateLoyaltyProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateLoyaltyProgramMutation, UpdateLoyaltyProgramMutationVariables>(UpdateLoyaltyProgramDocument, options);
      }
export type UpdateLoyaltyProgramMutationHookResult = ReturnType<typeof useUpdateLoyaltyProgramMutation>;
export type UpdateLoyaltyProgramMutationResult = Apollo.MutationResult<UpdateLoyaltyProgramMutation>;
export type UpdateLoyaltyProgramMutationOptions = Apollo.BaseMutationOptions<UpdateLoyaltyProgramMutation, UpdateLoyaltyProgramMutationVariables>;
export const MarketingCampaignsDocument = gql`
    query MarketingCampaigns {
  marketingCampaigns {
    ...CampaignFields
  }
}
    ${CampaignFieldsFragmentDoc}`;

/**
 * __useMarketingCampaignsQuery__
 *
 * To run a query within a React component, call `useMarketingCampaignsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketingCampaignsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketingCampaignsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMarketingCampaignsQuery(baseOptions?: Apollo.QueryHookOptions<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>(MarketingCampaignsDocument, options);
      }
export function useMarketingCampaignsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>(MarketingCampaignsDocument, options);
        }
// @ts-ignore
export function useMarketingCampaignsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>;
export function useMarketingCampaignsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingCampaignsQuery | undefined, MarketingCampaignsQueryVariables>;
export function useMarketingCampaignsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>(MarketingCampaignsDocument, options);
        }
export type MarketingCampaignsQueryHookResult = ReturnType<typeof useMarketingCampaignsQuery>;
export type MarketingCampaignsLazyQueryHookResult = ReturnType<typeof useMarketingCampaignsLazyQuery>;
export type MarketingCampaignsSuspenseQueryHookResult = ReturnType<typeof useMarketingCampaignsSuspenseQuery>;
export type MarketingCampaignsQueryResult = Apollo.QueryResult<MarketingCampaignsQuery, MarketingCampaignsQueryVariables>;
export const MarketingAudiencePagesDocument = gql`
    query MarketingAudiencePages($campaignId: ID, $first: Int, $after: String) {
  marketingAudienceConnection(
    campaignId: $campaignId
    first: $first
    after: $after
  ) {
    edges {
      cursor
      node {
        ...AudienceMemberFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
    doNotDisturbCount
  }
}
    ${AudienceMemberFieldsFragmentDoc}
${OccasionFieldsFragmentDoc}`;

/**
 * __useMarketingAudiencePagesQuery__
 *
 * To run a query within a React component, call `useMarketingAudiencePagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketingAudiencePagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketingAudiencePagesQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useMarketingAudiencePagesQuery(baseOptions?: Apollo.QueryHookOptions<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>(MarketingAudiencePagesDocument, options);
      }
export function useMarketingAudiencePagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>(MarketingAudiencePagesDocument, options);
        }
// @ts-ignore
export function useMarketingAudiencePagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>;
export function useMarketingAudiencePagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingAudiencePagesQuery | undefined, MarketingAudiencePagesQueryVariables>;
export function useMarketingAudiencePagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>(MarketingAudiencePagesDocument, options);
        }
export type MarketingAudiencePagesQueryHookResult = ReturnType<typeof useMarketingAudiencePagesQuery>;
export type MarketingAudiencePagesLazyQueryHookResult = ReturnType<typeof useMarketingAudiencePagesLazyQuery>;
export type MarketingAudiencePagesSuspenseQueryHookResult = ReturnType<typeof useMarketingAudiencePagesSuspenseQuery>;
export type MarketingAudiencePagesQueryResult = Apollo.QueryResult<MarketingAudiencePagesQuery, MarketingAudiencePagesQueryVariables>;
export const MarketingPreviewDocument = gql`
    query MarketingPreview($campaignId: ID!, $clientId: ID!) {
  marketingPreview(campaignId: $campaignId, clientId: $clientId) {
    campaignId
    clientId
    subject
    html
    address
    doNotDisturb
    outboxStatus
    occasion {
      ...OccasionFields
    }
  }
}
    ${OccasionFieldsFragmentDoc}`;

/**
 * __useMarketingPreviewQuery__
 *
 * To run a query within a React component, call `useMarketingPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketingPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketingPreviewQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMarketingPreviewQuery(baseOptions: Apollo.QueryHookOptions<MarketingPreviewQuery, MarketingPreviewQueryVariables> & ({ variables: MarketingPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarketingPreviewQuery, MarketingPreviewQueryVariables>(MarketingPreviewDocument, options);
      }
export function useMarketingPreviewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarketingPreviewQuery, MarketingPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarketingPreviewQuery, MarketingPreviewQueryVariables>(MarketingPreviewDocument, options);
        }
// @ts-ignore
export function useMarketingPreviewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarketingPreviewQuery, MarketingPreviewQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingPreviewQuery, MarketingPreviewQueryVariables>;
export function useMarketingPreviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingPreviewQuery, MarketingPreviewQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingPreviewQuery | undefined, MarketingPreviewQueryVariables>;
export function useMarketingPreviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingPreviewQuery, MarketingPreviewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarketingPreviewQuery, MarketingPreviewQueryVariables>(MarketingPreviewDocument, options);
        }
export type MarketingPreviewQueryHookResult = ReturnType<typeof useMarketingPreviewQuery>;
export type MarketingPreviewLazyQueryHookResult = ReturnType<typeof useMarketingPreviewLazyQuery>;
export type MarketingPreviewSuspenseQueryHookResult = ReturnType<typeof useMarketingPreviewSuspenseQuery>;
export type MarketingPreviewQueryResult = Apollo.QueryResult<MarketingPreviewQuery, MarketingPreviewQueryVariables>;
export const MarketingOutboxPagesDocument = gql`
    query MarketingOutboxPages($first: Int, $after: String, $filter: OutboxFilter) {
  marketingOutboxConnection(first: $first, after: $after, filter: $filter) {
    edges {
      cursor
      node {
        ...OutboxFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${OutboxFieldsFragmentDoc}`;

/**
 * __useMarketingOutboxPagesQuery__
 *
 * To run a query within a React component, call `useMarketingOutboxPagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketingOutboxPagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketingOutboxPagesQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useMarketingOutboxPagesQuery(baseOptions?: Apollo.QueryHookOptions<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>(MarketingOutboxPagesDocument, options);
      }
export function useMarketingOutboxPagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>(MarketingOutboxPagesDocument, options);
        }
// @ts-ignore
export function useMarketingOutboxPagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>;
export function useMarketingOutboxPagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingOutboxPagesQuery | undefined, MarketingOutboxPagesQueryVariables>;
export function useMarketingOutboxPagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>(MarketingOutboxPagesDocument, options);
        }
export type MarketingOutboxPagesQueryHookResult = ReturnType<typeof useMarketingOutboxPagesQuery>;
export type MarketingOutboxPagesLazyQueryHookResult = ReturnType<typeof useMarketingOutboxPagesLazyQuery>;
export type MarketingOutboxPagesSuspenseQueryHookResult = ReturnType<typeof useMarketingOutboxPagesSuspenseQuery>;
export type MarketingOutboxPagesQueryResult = Apollo.QueryResult<MarketingOutboxPagesQuery, MarketingOutboxPagesQueryVariables>;
export const MarketingClientPagesDocument = gql`
    query MarketingClientPages($first: Int, $after: String, $filter: MarketingClientFilter) {
  marketingClientsConnection(first: $first, after: $after, filter: $filter) {
    edges {
      cursor
      node {
        ...MarketingClientFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    ${MarketingClientFieldsFragmentDoc}
${OccasionFieldsFragmentDoc}`;

/**
 * __useMarketingClientPagesQuery__
 *
 * To run a query within a React component, call `useMarketingClientPagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketingClientPagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketingClientPagesQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useMarketingClientPagesQuery(baseOptions?: Apollo.QueryHookOptions<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>(MarketingClientPagesDocument, options);
      }
export function useMarketingClientPagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>(MarketingClientPagesDocument, options);
        }
// @ts-ignore
export function useMarketingClientPagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>;
export function useMarketingClientPagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingClientPagesQuery | undefined, MarketingClientPagesQueryVariables>;
export function useMarketingClientPagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>(MarketingClientPagesDocument, options);
        }
export type MarketingClientPagesQueryHookResult = ReturnType<typeof useMarketingClientPagesQuery>;
export type MarketingClientPagesLazyQueryHookResult = ReturnType<typeof useMarketingClientPagesLazyQuery>;
export type MarketingClientPagesSuspenseQueryHookResult = ReturnType<typeof useMarketingClientPagesSuspenseQuery>;
export type MarketingClientPagesQueryResult = Apollo.QueryResult<MarketingClientPagesQuery, MarketingClientPagesQueryVariables>;
export const MarketingClientDocument = gql`
    query MarketingClient($id: ID!) {
  marketingClient(id: $id) {
    client {
      ...MarketingClientFields
    }
    occasions {
      ...ClientOccasionFields
    }
    suggestions {
      orderId
      orderNumber
      date
      month
      day
      kind
      title
      recipient
      card
    }
  }
}
    ${MarketingClientFieldsFragmentDoc}
${OccasionFieldsFragmentDoc}
${ClientOccasionFieldsFragmentDoc}`;

/**
 * __useMarketingClientQuery__
 *
 * To run a query within a React component, call `useMarketingClientQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketingClientQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketingClientQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMarketingClientQuery(baseOptions: Apollo.QueryHookOptions<MarketingClientQuery, MarketingClientQueryVariables> & ({ variables: MarketingClientQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MarketingClientQuery, MarketingClientQueryVariables>(MarketingClientDocument, options);
      }
export function useMarketingClientLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MarketingClientQuery, MarketingClientQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MarketingClientQuery, MarketingClientQueryVariables>(MarketingClientDocument, options);
        }
// @ts-ignore
export function useMarketingClientSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MarketingClientQuery, MarketingClientQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingClientQuery, MarketingClientQueryVariables>;
export function useMarketingClientSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingClientQuery, MarketingClientQueryVariables>): Apollo.UseSuspenseQueryResult<MarketingClientQuery | undefined, MarketingClientQueryVariables>;
export function useMarketingClientSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MarketingClientQuery, MarketingClientQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MarketingClientQuery, MarketingClientQueryVariables>(MarketingClientDocument, options);
        }
export type MarketingClientQueryHookResult = ReturnType<typeof useMarketingClientQuery>;
export type MarketingClientLazyQueryHookResult = ReturnType<typeof useMarketingClientLazyQuery>;
export type MarketingClientSuspenseQueryHookResult = ReturnType<typeof useMarketingClientSuspenseQuery>;
export type MarketingClientQueryResult = Apollo.QueryResult<MarketingClientQuery, MarketingClientQueryVariables>;
export const SaveMarketingCampaignDocument = gql`
    mutation SaveMarketingCampaign($id: ID, $input: MarketingCampaignInput!) {
  saveMarketingCampaign(id: $id, input: $input) {
    campaign {
      ...CampaignFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CampaignFieldsFragmentDoc}`;
export type SaveMarketingCampaignMutationFn = Apollo.MutationFunction<SaveMarketingCampaignMutation, SaveMarketingCampaignMutationVariables>;

/**
 * __useSaveMarketingCampaignMutation__
 *
 * To run a mutation, you first call `useSaveMarketingCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveMarketingCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveMarketingCampaignMutation, { data, loading, error }] = useSaveMarketingCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveMarketingCampaignMutation(baseOptions?: Apollo.MutationHookOptions<SaveMarketingCampaignMutation, SaveMarketingCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveMarketingCampaignMutation, SaveMarketingCampaignMutationVariables>(SaveMarketingCampaignDocument, options);
      }
export type SaveMarketingCampaignMutationHookResult = ReturnType<typeof useSaveMarketingCampaignMutation>;
export type SaveMarketingCampaignMutationResult = Apollo.MutationResult<SaveMarketingCampaignMutation>;
export type SaveMarketingCampaignMutationOptions = Apollo.BaseMutationOptions<SaveMarketingCampaignMutation, SaveMarketingCampaignMutationVariables>;
export const CopyMarketingCampaignDocument = gql`
    mutation CopyMarketingCampaign($id: ID!) {
  copyMarketingCampaign(id: $id) {
    campaign {
      ...CampaignFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CampaignFieldsFragmentDoc}`;
export type CopyMarketingCampaignMutationFn = Apollo.MutationFunction<CopyMarketingCampaignMutation, CopyMarketingCampaignMutationVariables>;

/**
 * __useCopyMarketingCampaignMutation__
 *
 * To run a mutation, you first call `useCopyMarketingCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCopyMarketingCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [copyMarketingCampaignMutation, { data, loading, error }] = useCopyMarketingCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCopyMarketingCampaignMutation(baseOptions?: Apollo.MutationHookOptions<CopyMarketingCampaignMutation, CopyMarketingCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CopyMarketingCampaignMutation, CopyMarketingCampaignMutationVariables>(CopyMarketingCampaignDocument, options);
      }
export type CopyMarketingCampaignMutationHookResult = ReturnType<typeof useCopyMarketingCampaignMutation>;
export type CopyMarketingCampaignMutationResult = Apollo.MutationResult<CopyMarketingCampaignMutation>;
export type CopyMarketingCampaignMutationOptions = Apollo.BaseMutationOptions<CopyMarketingCampaignMutation, CopyMarketingCampaignMutationVariables>;
export const DeleteMarketingCampaignDocument = gql`
    mutation DeleteMarketingCampaign($id: ID!) {
  deleteMarketingCampaign(id: $id) {
    deletedCampaignId
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type DeleteMarketingCampaignMutationFn = Apollo.MutationFunction<DeleteMarketingCampaignMutation, DeleteMarketingCampaignMutationVariables>;

/**
 * __useDeleteMarketingCampaignMutation__
 *
 * To run a mutation, you first call `useDeleteMarketingCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMarketingCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMarketingCampaignMutation, { data, loading, error }] = useDeleteMarketingCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteMarketingCampaignMutation(baseOptions?: Apollo.MutationHookOptions<DeleteMarketingCampaignMutation, DeleteMarketingCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteMarketingCampaignMutation, DeleteMarketingCampaignMutationVariables>(DeleteMarketingCampaignDocument, options);
      }
export type DeleteMarketingCampaignMutationHookResult = ReturnType<typeof useDeleteMarketingCampaignMutation>;
export type DeleteMarketingCampaignMutationResult = Apollo.MutationResult<DeleteMarketingCampaignMutation>;
export type DeleteMarketingCampaignMutationOptions = Apollo.BaseMutationOptions<DeleteMarketingCampaignMutation, DeleteMarketingCampaignMutationVariables>;
export const SendMarketingCampaignDocument = gql`
    mutation SendMarketingCampaign($id: ID!) {
  sendMarketingCampaign(id: $id) {
    result {
      queued
      noEmail
      already
      doNotDisturb
      campaign {
        ...CampaignFields
      }
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${CampaignFieldsFragmentDoc}`;
export type SendMarketingCampaignMutationFn = Apollo.MutationFunction<SendMarketingCampaignMutation, SendMarketingCampaignMutationVariables>;

/**
 * __useSendMarketingCampaignMutation__
 *
 * To run a mutation, you first call `useSendMarketingCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendMarketingCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendMarketingCampaignMutation, { data, loading, error }] = useSendMarketingCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSendMarketingCampaignMutation(baseOptions?: Apollo.MutationHookOptions<SendMarketingCampaignMutation, SendMarketingCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendMarketingCampaignMutation, SendMarketingCampaignMutationVariables>(SendMarketingCampaignDocument, options);
      }
export type SendMarketingCampaignMutationHookResult = ReturnType<typeof useSendMarketingCampaignMutation>;
export type SendMarketingCampaignMutationResult = Apollo.MutationResult<SendMarketingCampaignMutation>;
export type SendMarketingCampaignMutationOptions = Apollo.BaseMutationOptions<SendMarketingCampaignMutation, SendMarketingCampaignMutationVariables>;
export const RetryOutboxMessageDocument = gql`
    mutation RetryOutboxMessage($id: ID!) {
  retryOutboxMessage(id: $id) {
    message {
      ...OutboxFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${OutboxFieldsFragmentDoc}`;
export type RetryOutboxMessageMutationFn = Apollo.MutationFunction<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>;

/**
 * __useRetryOutboxMessageMutation__
 *
 * To run a mutation, you first call `useRetryOutboxMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRetryOutboxMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [retryOutboxMessageMutation, { data, loading, error }] = useRetryOutboxMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetryOutboxMessageMutation(baseOptions?: Apollo.MutationHookOptions<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>(RetryOutboxMessageDocument, options);
      }
export type RetryOutboxMessageMutationHookResult = ReturnType<typeof useRetryOutboxMessageMutation>;
export type RetryOutboxMessageMutationResult = Apollo.MutationResult<RetryOutboxMessageMutation>;
export type RetryOutboxMessageMutationOptions = Apollo.BaseMutationOptions<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>;
export const SetClientDoNotDisturbDocument = gql`
    mutation SetClientDoNotDisturb($clientId: ID!, $value: Boolean!) {
  setClientDoNotDisturb(clientId: $clientId, value: $value) {
    client {
      ...MarketingClientFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${MarketingClientFieldsFragmentDoc}
${OccasionFieldsFragmentDoc}`;
export type SetClientDoNotDisturbMutationFn = Apollo.MutationFunction<SetClientDoNotDisturbMutation, SetClientDoNotDisturbMutationVariables>;

/**
 * __useSetClientDoNotDisturbMutation__
 *
 * To run a mutation, you first call `useSetClientDoNotDisturbMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetClientDoNotDisturbMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setClientDoNotDisturbMutation, { data, loading, error }] = useSetClientDoNotDisturbMutation({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      value: // value for 'value'
 *   },
 * });
 */
export function useSetClientDoNotDisturbMutation(baseOptions?: Apollo.MutationHookOptions<SetClientDoNotDisturbMutation, SetClientDoNotDisturbMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetClientDoNotDisturbMutation, SetClientDoNotDisturbMutationVariables>(SetClientDoNotDisturbDocument, options);
      }
export type SetClientDoNotDisturbMutationHookResult = ReturnType<typeof useSetClientDoNotDisturbMutation>;
export type SetClientDoNotDisturbMutationResult = Apollo.MutationResult<SetClientDoNotDisturbMutation>;
export type SetClientDoNotDisturbMutationOptions = Apollo.BaseMutationOptions<SetClientDoNotDisturbMutation, SetClientDoNotDisturbMutationVariables>;
export const SaveClientOccasionDocument = gql`
    mutation SaveClientOccasion($id: ID, $input: ClientOccasionInput!) {
  saveClientOccasion(id: $id, input: $input) {
    occasion {
      ...ClientOccasionFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ClientOccasionFieldsFragmentDoc}`;
export type SaveClientOccasionMutationFn = Apollo.MutationFunction<SaveClientOccasionMutation, SaveClientOccasionMutationVariables>;

/**
 * __useSaveClientOccasionMutation__
 *
 * To run a mutation, you first call `useSaveClientOccasionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveClientOccasionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveClientOccasionMutation, { data, loading, error }] = useSaveClientOccasionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveClientOccasionMutation(baseOptions?: Apollo.MutationHookOptions<SaveClientOccasionMutation, SaveClientOccasionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveClientOccasionMutation, SaveClientOccasionMutationVariables>(SaveClientOccasionDocument, options);
      }
export type SaveClientOccasionMutationHookResult = ReturnType<typeof useSaveClientOccasionMutation>;
export type SaveClientOccasionMutationResult = Apollo.MutationResult<SaveClientOccasionMutation>;
export type SaveClientOccasionMutationOptions = Apollo.BaseMutationOptions<SaveClientOccasionMutation, SaveClientOccasionMutationVariables>;
export const DeleteClientOccasionDocument = gql`
    mutation DeleteClientOccasion($id: ID!) {
  deleteClientOccasion(id: $id) {
    deletedOccasionId
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type DeleteClientOccasionMutationFn = Apollo.MutationFunction<DeleteClientOccasionMutation, DeleteClientOccasionMutationVariables>;

/**
 * __useDeleteClientOccasionMutation__
 *
 * To run a mutation, you first call `useDeleteClientOccasionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteClientOccasionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteClientOccasionMutation, { data, loading, error }] = useDeleteClientOccasionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteClientOccasionMutation(baseOptions?: Apollo.MutationHookOptions<DeleteClientOccasionMutation, DeleteClientOccasionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteClientOccasionMutation, DeleteClientOccasionMutationVariables>(DeleteClientOccasionDocument, options);
      }
export type DeleteClientOccasionMutationHookResult = ReturnType<typeof useDeleteClientOccasionMutation>;
export type DeleteClientOccasionMutationResult = Apollo.MutationResult<DeleteClientOccasionMutation>;
export type DeleteClientOccasionMutationOptions = Apollo.BaseMutationOptions<DeleteClientOccasionMutation, DeleteClientOccasionMutationVariables>;
export const PromoBatchCodesDocument = gql`
    query PromoBatchCodes($batchId: ID!) {
  promoBatchCodes(batchId: $batchId) {
    name
    codes {
      code
      usedCount
      usageLimit
      active
    }
    csv
  }
}
    `;

/**
 * __usePromoBatchCodesQuery__
 *
 * To run a query within a React component, call `usePromoBatchCodesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromoBatchCodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromoBatchCodesQuery({
 *   variables: {
 *      batchId: // value for 'batchId'
 *   },
 * });
 */
export function usePromoBatchCodesQuery(baseOptions: Apollo.QueryHookOptions<PromoBatchCodesQuery, PromoBatchCodesQueryVariables> & ({ variables: PromoBatchCodesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>(PromoBatchCodesDocument, options);
      }
export function usePromoBatchCodesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>(PromoBatchCodesDocument, options);
        }
// @ts-ignore
export function usePromoBatchCodesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>): Apollo.UseSuspenseQueryResult<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>;
export function usePromoBatchCodesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>): Apollo.UseSuspenseQueryResult<PromoBatchCodesQuery | undefined, PromoBatchCodesQueryVariables>;
export function usePromoBatchCodesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>(PromoBatchCodesDocument, options);
        }
export type PromoBatchCodesQueryHookResult = ReturnType<typeof usePromoBatchCodesQuery>;
export type PromoBatchCodesLazyQueryHookResult = ReturnType<typeof usePromoBatchCodesLazyQuery>;
export type PromoBatchCodesSuspenseQueryHookResult = ReturnType<typeof usePromoBatchCodesSuspenseQuery>;
export type PromoBatchCodesQueryResult = Apollo.QueryResult<PromoBatchCodesQuery, PromoBatchCodesQueryVariables>;
export const NotificationsDocument = gql`
    query Notifications($first: Int!) {
  notificationsConnection(first: $first) {
    totalCount
    edges {
      node {
        ...NotificationFields
      }
    }
  }
}
    ${NotificationFieldsFragmentDoc}`;

/**
 * __useNotificationsQuery__
 *
 * To run a query within a React component, call `useNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationsQuery({
 *   variables: {
 *      first: // value for 'first'
 *   },
 * });
 */
export function useNotificationsQuery(baseOptions: Apollo.QueryHookOptions<NotificationsQuery, NotificationsQueryVariables> & ({ variables: NotificationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationsQuery, NotificationsQueryVariables>(NotificationsDocument, options);
      }
export function useNotificationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationsQuery, NotificationsQueryVariables>(NotificationsDocument, options);
        }
// @ts-ignore
export function useNotificationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationsQuery, NotificationsQueryVariables>;
export function useNotificationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationsQuery | undefined, NotificationsQueryVariables>;
export function useNotificationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationsQuery, NotificationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationsQuery, NotificationsQueryVariables>(NotificationsDocument, options);
        }
export type NotificationsQueryHookResult = ReturnType<typeof useNotificationsQuery>;
export type NotificationsLazyQueryHookResult = ReturnType<typeof useNotificationsLazyQuery>;
export type NotificationsSuspenseQueryHookResult = ReturnType<typeof useNotificationsSuspenseQuery>;
export type NotificationsQueryResult = Apollo.QueryResult<NotificationsQuery, NotificationsQueryVariables>;
export const DismissNotificationDocument = gql`
    mutation DismissNotification($id: ID!) {
  dismissNotification(id: $id) {
    notifications {
      id
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type DismissNotificationMutationFn = Apollo.MutationFunction<DismissNotificationMutation, DismissNotificationMutationVariables>;

/**
 * __useDismissNotificationMutation__
 *
 * To run a mutation, you first call `useDismissNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissNotificationMutation, { data, loading, error }] = useDismissNotificationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDismissNotificationMutation(baseOptions?: Apollo.MutationHookOptions<DismissNotificationMutation, DismissNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DismissNotificationMutation, DismissNotificationMutationVariables>(DismissNotificationDocument, options);
      }
export type DismissNotificationMutationHookResult = ReturnType<typeof useDismissNotificationMutation>;
export type DismissNotificationMutationResult = Apollo.MutationResult<DismissNotificationMutation>;
export type DismissNotificationMutationOptions = Apollo.BaseMutationOptions<DismissNotificationMutation, DismissNotificationMutationVariables>;
export const ClearNotificationsDocument = gql`
    mutation ClearNotifications($upTo: ID!) {
  clearNotifications(upTo: $upTo) {
    notifications {
      id
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `;
export type ClearNotificationsMutationFn = Apollo.MutationFunction<ClearNotificationsMutation, ClearNotificationsMutationVariables>;

/**
 * __useClearNotificationsMutation__
 *
 * To run a mutation, you first call `useClearNotificationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClearNotificationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [clearNotificationsMutation, { data, loading, error }] = useClearNotificationsMutation({
 *   variables: {
 *      upTo: // value for 'upTo'
 *   },
 * });
 */
export function useClearNotificationsMutation(baseOptions?: Apollo.MutationHookOptions<ClearNotificationsMutation, ClearNotificationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ClearNotificationsMutation, ClearNotificationsMutationVariables>(ClearNotificationsDocument, options);
      }
export type ClearNotificationsMutationHookResult = ReturnType<typeof useClearNotificationsMutation>;
export type ClearNotificationsMutationResult = Apollo.MutationResult<ClearNotificationsMutation>;
export type ClearNotificationsMutationOptions = Apollo.BaseMutationOptions<ClearNotificationsMutation, ClearNotificationsMutationVariables>;
export const NotificationAddedDocument = gql`
    subscription NotificationAdded {
  notificationAdded {
    ...NotificationFields
  }
}
    ${NotificationFieldsFragmentDoc}`;

/**
 * __useNotificationAddedSubscription__
 *
 * To run a query within a React component, call `useNotificationAddedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useNotificationAddedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationAddedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useNotificationAddedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>(NotificationAddedDocument, options);
      }
export type NotificationAddedSubscriptionHookResult = ReturnType<typeof useNotificationAddedSubscription>;
export type NotificationAddedSubscriptionResult = Apollo.SubscriptionResult<NotificationAddedSubscription>;
export const ClientSearchDocument = gql`
    query ClientSearch($query: String!, $first: Int) {
  clientSearch(query: $query, first: $first) {
    id
    firstName
    lastName
    patronymic
    phone
    email
  }
}
    `;

/**
 * __useClientSearchQuery__
 *
 * To run a query within a React component, call `useClientSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientSearchQuery({
 *   variables: {
 *      query: // value for 'query'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useClientSearchQuery(baseOptions: Apollo.QueryHookOptions<ClientSearchQuery, ClientSearchQueryVariables> & ({ variables: ClientSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ClientSearchQuery, ClientSearchQueryVariables>(ClientSearchDocument, options);
      }
export function useClientSearchLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ClientSearchQuery, ClientSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ClientSearchQuery, ClientSearchQueryVariables>(ClientSearchDocument, options);
        }
// @ts-ignore
export function useClientSearchSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ClientSearchQuery, ClientSearchQueryVariables>): Apollo.UseSuspenseQueryResult<ClientSearchQuery, ClientSearchQueryVariables>;
export function useClientSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientSearchQuery, ClientSearchQueryVariables>): Apollo.UseSuspenseQueryResult<ClientSearchQuery | undefined, ClientSearchQueryVariables>;
export function useClientSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ClientSearchQuery, ClientSearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ClientSearchQuery, ClientSearchQueryVariables>(ClientSearchDocument, options);
        }
export type ClientSearchQueryHookResult = ReturnType<typeof useClientSearchQuery>;
export type ClientSearchLazyQueryHookResult = ReturnType<typeof useClientSearchLazyQuery>;
export type ClientSearchSuspenseQueryHookResult = ReturnType<typeof useClientSearchSuspenseQuery>;
export type ClientSearchQueryResult = Apollo.QueryResult<ClientSearchQuery, ClientSearchQueryVariables>;
export const OrderChangedDocument = gql`
    subscription OrderChanged($shopType: ShopType) {
  orderChanged(shopType: $shopType) {
    kind
    orderId
    order {
      ...OrderRow
    }
  }
}
    ${OrderRowFragmentDoc}
${OrderLineFieldsFragmentDoc}`;

/**
 * __useOrderChangedSubscription__
 *
 * To run a query within a React component, call `useOrderChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useOrderChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderChangedSubscription({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useOrderChangedSubscription(baseOptions?: Apollo.SubscriptionHookOptions<OrderChangedSubscription, OrderChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<OrderChangedSubscription, OrderChangedSubscriptionVariables>(OrderChangedDocument, options);
      }
export type OrderChangedSubscriptionHookResult = ReturnType<typeof useOrderChangedSubscription>;
export type OrderChangedSubscriptionResult = Apollo.SubscriptionResult<OrderChangedSubscription>;
export const OrderDocument = gql`
    query Order($id: ID!) {
  order(id: $id) {
    ...OrderRow
    ...OrderPaymentFields
    history {
      id
      at
      userName
      field
      oldValue
      newValue
      oldName
      newName
    }
  }
}
    ${OrderRowFragmentDoc}
${OrderLineFieldsFragmentDoc}
${OrderPaymentFieldsFragmentDoc}`;

/**
 * __useOrderQuery__
 *
 * To run a query within a React component, call `useOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOrderQuery(baseOptions: Apollo.QueryHookOptions<OrderQuery, OrderQueryVariables> & ({ variables: OrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderQuery, OrderQueryVariables>(OrderDocument, options);
      }
export function useOrderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderQuery, OrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderQuery, OrderQueryVariables>(OrderDocument, options);
        }
// @ts-ignore
export function useOrderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderQuery, OrderQueryVariables>): Apollo.UseSuspenseQueryResult<OrderQuery, OrderQueryVariables>;
export function useOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderQuery, OrderQueryVariables>): Apollo.UseSuspenseQueryResult<OrderQuery | undefined, OrderQueryVariables>;
export function useOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderQuery, OrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderQuery, OrderQueryVariables>(OrderDocument, options);
        }
export type OrderQueryHookResult = ReturnType<typeof useOrderQuery>;
export type OrderLazyQueryHookResult = ReturnType<typeof useOrderLazyQuery>;
export type OrderSuspenseQueryHookResult = ReturnType<typeof useOrderSuspenseQuery>;
export type OrderQueryResult = Apollo.QueryResult<OrderQuery, OrderQueryVariables>;
export const CreateOrderDocument = gql`
    mutation CreateOrder($input: OrderInput!) {
  createOrder(input: $input) {
    order {
      ...OrderRow
    }
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${OrderRowFragmentDoc}
${OrderLineFieldsFragmentDoc}
${UserErrorFieldsFragmentDoc}`;
export type CreateOrderMutationFn = Apollo.MutationFunction<CreateOrderMutation, CreateOrderMutationVariables>;

/**
 * __useCreateOrderMutation__
 *
 * To run a mutation, you first call `useCreateOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOrderMutation, { data, loading, error }] = useCreateOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOrderMutation(baseOptions?: Apollo.MutationHookOptions<CreateOrderMutation, CreateOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateOrderMutation, CreateOrderMutationVariables>(CreateOrderDocument, options);
      }
export type CreateOrderMutationHookResult = ReturnType<typeof useCreateOrderMutation>;
export type CreateOrderMutationResult = Apollo.MutationResult<CreateOrderMutation>;
export type CreateOrderMutationOptions = Apollo.BaseMutationOptions<CreateOrderMutation, CreateOrderMutationVariables>;
export const UpdateOrderDocument = gql`
    mutation UpdateOrder($id: ID!, $input: OrderInput!, $version: Int) {
  updateOrder(id: $id, input: $input, version: $version) {
    order {
      ...OrderRow
    }
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${OrderRowFragmentDoc}
${OrderLineFieldsFragmentDoc}
${UserErrorFieldsFragmentDoc}`;
export type UpdateOrderMutationFn = Apollo.MutationFunction<UpdateOrderMutation, UpdateOrderMutationVariables>;

/**
 * __useUpdateOrderMutation__
 *
 * To run a mutation, you first call `useUpdateOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderMutation, { data, loading, error }] = useUpdateOrderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useUpdateOrderMutation(baseOptions?: Apollo.MutationHookOptions<UpdateOrderMutation, UpdateOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateOrderMutation, UpdateOrderMutationVariables>(UpdateOrderDocument, options);
      }
export type UpdateOrderMutationHookResult = ReturnType<typeof useUpdateOrderMutation>;
export type UpdateOrderMutationResult = Apollo.MutationResult<UpdateOrderMutation>;
export type UpdateOrderMutationOptions = Apollo.BaseMutationOptions<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const DeleteOrderDocument = gql`
    mutation DeleteOrder($id: ID!) {
  deleteOrder(id: $id) {
    deletedOrderId
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${UserErrorFieldsFragmentDoc}`;
export type DeleteOrderMutationFn = Apollo.MutationFunction<DeleteOrderMutation, DeleteOrderMutationVariables>;

/**
 * __useDeleteOrderMutation__
 *
 * To run a mutation, you first call `useDeleteOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteOrderMutation, { data, loading, error }] = useDeleteOrderMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteOrderMutation(baseOptions?: Apollo.MutationHookOptions<DeleteOrderMutation, DeleteOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteOrderMutation, DeleteOrderMutationVariables>(DeleteOrderDocument, options);
      }
export type DeleteOrderMutationHookResult = ReturnType<typeof useDeleteOrderMutation>;
export type DeleteOrderMutationResult = Apollo.MutationResult<DeleteOrderMutation>;
export type DeleteOrderMutationOptions = Apollo.BaseMutationOptions<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const SetOrderStatusDocument = gql`
    mutation SetOrderStatus($id: ID!, $statusId: ID!) {
  setOrderStatus(id: $id, statusId: $statusId) {
    order {
      id
      statusId
      updatedAt
    }
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${UserErrorFieldsFragmentDoc}`;
export type SetOrderStatusMutationFn = Apollo.MutationFunction<SetOrderStatusMutation, SetOrderStatusMutationVariables>;

/**
 * __useSetOrderStatusMutation__
 *
 * To run a mutation, you first call `useSetOrderStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderStatusMutation, { data, loading, error }] = useSetOrderStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      statusId: // value for 'statusId'
 *   },
 * });
 */
export function useSetOrderStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderStatusMutation, SetOrderStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderStatusMutation, SetOrderStatusMutationVariables>(SetOrderStatusDocument, options);
      }
export type SetOrderStatusMutationHookResult = ReturnType<typeof useSetOrderStatusMutation>;
export type SetOrderStatusMutationResult = Apollo.MutationResult<SetOrderStatusMutation>;
export type SetOrderStatusMutationOptions = Apollo.BaseMutationOptions<SetOrderStatusMutation, SetOrderStatusMutationVariables>;
export const SetOrdersStatusDocument = gql`
    mutation SetOrdersStatus($ids: [ID!]!, $statusId: ID!) {
  setOrdersStatus(ids: $ids, statusId: $statusId) {
    orderIds
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${UserErrorFieldsFragmentDoc}`;
export type SetOrdersStatusMutationFn = Apollo.MutationFunction<SetOrdersStatusMutation, SetOrdersStatusMutationVariables>;

/**
 * __useSetOrdersStatusMutation__
 *
 * To run a mutation, you first call `useSetOrdersStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrdersStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrdersStatusMutation, { data, loading, error }] = useSetOrdersStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      statusId: // value for 'statusId'
 *   },
 * });
 */
export function useSetOrdersStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetOrdersStatusMutation, SetOrdersStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrdersStatusMutation, SetOrdersStatusMutationVariables>(SetOrdersStatusDocument, options);
      }
export type SetOrdersStatusMutationHookResult = ReturnType<typeof useSetOrdersStatusMutation>;
export type SetOrdersStatusMutationResult = Apollo.MutationResult<SetOrdersStatusMutation>;
export type SetOrdersStatusMutationOptions = Apollo.BaseMutationOptions<SetOrdersStatusMutation, SetOrdersStatusMutationVariables>;
export const AssignOrderWorkerDocument = gql`
    mutation AssignOrderWorker($id: ID!, $workerId: ID, $statusId: ID) {
  assignOrderWorker(id: $id, workerId: $workerId, statusId: $statusId) {
    order {
      id
      workerId
      statusId
      updatedAt
    }
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${UserErrorFieldsFragmentDoc}`;
export type AssignOrderWorkerMutationFn = Apollo.MutationFunction<AssignOrderWorkerMutation, AssignOrderWorkerMutationVariables>;

/**
 * __useAssignOrderWorkerMutation__
 *
 * To run a mutation, you first call `useAssignOrderWorkerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssignOrderWorkerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [assignOrderWorkerMutation, { data, loading, error }] = useAssignOrderWorkerMutation({
 *   variables: {
 *      id: // value for 'id'
 *      workerId: // value for 'workerId'
 *      statusId: // value for 'statusId'
 *   },
 * });
 */
export function useAssignOrderWorkerMutation(baseOptions?: Apollo.MutationHookOptions<AssignOrderWorkerMutation, AssignOrderWorkerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AssignOrderWorkerMutation, AssignOrderWorkerMutationVariables>(AssignOrderWorkerDocument, options);
      }
export type AssignOrderWorkerMutationHookResult = ReturnType<typeof useAssignOrderWorkerMutation>;
export type AssignOrderWorkerMutationResult = Apollo.MutationResult<AssignOrderWorkerMutation>;
export type AssignOrderWorkerMutationOptions = Apollo.BaseMutationOptions<AssignOrderWorkerMutation, AssignOrderWorkerMutationVariables>;
export const SetOrderPaymentDocument = gql`
    mutation SetOrderPayment($id: ID!, $paymentTypeId: ID, $paymentText: String) {
  setOrderPayment(
    id: $id
    paymentTypeId: $paymentTypeId
    paymentText: $paymentText
  ) {
    order {
      id
      paymentTypeId
      paymentText
      updatedAt
    }
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${UserErrorFieldsFragmentDoc}`;
export type SetOrderPaymentMutationFn = Apollo.MutationFunction<SetOrderPaymentMutation, SetOrderPaymentMutationVariables>;

/**
 * __useSetOrderPaymentMutation__
 *
 * To run a mutation, you first call `useSetOrderPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOrderPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOrderPaymentMutation, { data, loading, error }] = useSetOrderPaymentMutation({
 *   variables: {
 *      id: // value for 'id'
 *      paymentTypeId: // value for 'paymentTypeId'
 *      paymentText: // value for 'paymentText'
 *   },
 * });
 */
export function useSetOrderPaymentMutation(baseOptions?: Apollo.MutationHookOptions<SetOrderPaymentMutation, SetOrderPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetOrderPaymentMutation, SetOrderPaymentMutationVariables>(SetOrderPaymentDocument, options);
      }
export type SetOrderPaymentMutationHookResult = ReturnType<typeof useSetOrderPaymentMutation>;
export type SetOrderPaymentMutationResult = Apollo.MutationResult<SetOrderPaymentMutation>;
export type SetOrderPaymentMutationOptions = Apollo.BaseMutationOptions<SetOrderPaymentMutation, SetOrderPaymentMutationVariables>;
export const PayOrderDocument = gql`
    mutation PayOrder($id: ID!, $amount: Int, $paymentTypeId: ID) {
  payOrder(id: $id, amount: $amount, paymentTypeId: $paymentTypeId) {
    order {
      ...OrderPaymentFields
      updatedAt
    }
    userErrors {
      ...UserErrorFields
    }
  }
}
    ${OrderPaymentFieldsFragmentDoc}
${UserErrorFieldsFragmentDoc}`;
export type PayOrderMutationFn = Apollo.MutationFunction<PayOrderMutation, PayOrderMutationVariables>;

/**
 * __usePayOrderMutation__
 *
 * To run a mutation, you first call `usePayOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payOrderMutation, { data, loading, error }] = usePayOrderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      amount: // value for 'amount'
 *      paymentTypeId: // value for 'paymentTypeId'
 *   },
 * });
 */
export function usePayOrderMutation(baseOptions?: Apollo.MutationHookOptions<PayOrderMutation, PayOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PayOrderMutation, PayOrderMutationVariables>(PayOrderDocument, options);
      }
export type PayOrderMutationHookResult = ReturnType<typeof usePayOrderMutation>;
export type PayOrderMutationResult = Apollo.MutationResult<PayOrderMutation>;
export type PayOrderMutationOptions = Apollo.BaseMutationOptions<PayOrderMutation, PayOrderMutationVariables>;
export const OrdersPageDocument = gql`
    query OrdersPage($first: Int, $after: String, $filter: OrderFilter, $orderBy: OrderSort) {
  ordersConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...OrderRow
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    ${OrderRowFragmentDoc}
${OrderLineFieldsFragmentDoc}`;

/**
 * __useOrdersPageQuery__
 *
 * To run a query within a React component, call `useOrdersPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrdersPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrdersPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useOrdersPageQuery(baseOptions?: Apollo.QueryHookOptions<OrdersPageQuery, OrdersPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrdersPageQuery, OrdersPageQueryVariables>(OrdersPageDocument, options);
      }
export function useOrdersPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrdersPageQuery, OrdersPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrdersPageQuery, OrdersPageQueryVariables>(OrdersPageDocument, options);
        }
// @ts-ignore
export function useOrdersPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrdersPageQuery, OrdersPageQueryVariables>): Apollo.UseSuspenseQueryResult<OrdersPageQuery, OrdersPageQueryVariables>;
export function useOrdersPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrdersPageQuery, OrdersPageQueryVariables>): Apollo.UseSuspenseQueryResult<OrdersPageQuery | undefined, OrdersPageQueryVariables>;
export function useOrdersPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrdersPageQuery, OrdersPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrdersPageQuery, OrdersPageQueryVariables>(OrdersPageDocument, options);
        }
export type OrdersPageQueryHookResult = ReturnType<typeof useOrdersPageQuery>;
export type OrdersPageLazyQueryHookResult = ReturnType<typeof useOrdersPageLazyQuery>;
export type OrdersPageSuspenseQueryHookResult = ReturnType<typeof useOrdersPageSuspenseQuery>;
export type OrdersPageQueryResult = Apollo.QueryResult<OrdersPageQuery, OrdersPageQueryVariables>;
export const OrdersTotalsDocument = gql`
    query OrdersTotals($filter: OrderFilter, $orderBy: OrderSort) {
  ordersConnection(first: 1, filter: $filter, orderBy: $orderBy) {
    totalCount
    totalSum
  }
}
    `;

/**
 * __useOrdersTotalsQuery__
 *
 * To run a query within a React component, call `useOrdersTotalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrdersTotalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrdersTotalsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useOrdersTotalsQuery(baseOptions?: Apollo.QueryHookOptions<OrdersTotalsQuery, OrdersTotalsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrdersTotalsQuery, OrdersTotalsQueryVariables>(OrdersTotalsDocument, options);
      }
export function useOrdersTotalsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrdersTotalsQuery, OrdersTotalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrdersTotalsQuery, OrdersTotalsQueryVariables>(OrdersTotalsDocument, options);
        }
// @ts-ignore
export function useOrdersTotalsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrdersTotalsQuery, OrdersTotalsQueryVariables>): Apollo.UseSuspenseQueryResult<OrdersTotalsQuery, OrdersTotalsQueryVariables>;
export function useOrdersTotalsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrdersTotalsQuery, OrdersTotalsQueryVariables>): Apollo.UseSuspenseQueryResult<OrdersTotalsQuery | undefined, OrdersTotalsQueryVariables>;
export function useOrdersTotalsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrdersTotalsQuery, OrdersTotalsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrdersTotalsQuery, OrdersTotalsQueryVariables>(OrdersTotalsDocument, options);
        }
export type OrdersTotalsQueryHookResult = ReturnType<typeof useOrdersTotalsQuery>;
export type OrdersTotalsLazyQueryHookResult = ReturnType<typeof useOrdersTotalsLazyQuery>;
export type OrdersTotalsSuspenseQueryHookResult = ReturnType<typeof useOrdersTotalsSuspenseQuery>;
export type OrdersTotalsQueryResult = Apollo.QueryResult<OrdersTotalsQuery, OrdersTotalsQueryVariables>;
export const CheckoutCodesDocument = gql`
    query CheckoutCodes($promoCode: String, $certificateCode: String, $subtotal: Int) {
  checkoutCodes(
    promoCode: $promoCode
    certificateCode: $certificateCode
    subtotal: $subtotal
  ) {
    promo {
      code
      kind
      value
      minOrderSum
    }
    certificate {
      code
      balance
    }
  }
}
    `;

/**
 * __useCheckoutCodesQuery__
 *
 * To run a query within a React component, call `useCheckoutCodesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutCodesQuery({
 *   variables: {
 *      promoCode: // value for 'promoCode'
 *      certificateCode: // value for 'certificateCode'
 *      subtotal: // value for 'subtotal'
 *   },
 * });
 */
export function useCheckoutCodesQuery(baseOptions?: Apollo.QueryHookOptions<CheckoutCodesQuery, CheckoutCodesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CheckoutCodesQuery, CheckoutCodesQueryVariables>(CheckoutCodesDocument, options);
      }
export function useCheckoutCodesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CheckoutCodesQuery, CheckoutCodesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CheckoutCodesQuery, CheckoutCodesQueryVariables>(CheckoutCodesDocument, options);
        }
// @ts-ignore
export function useCheckoutCodesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CheckoutCodesQuery, CheckoutCodesQueryVariables>): Apollo.UseSuspenseQueryResult<CheckoutCodesQuery, CheckoutCodesQueryVariables>;
export function useCheckoutCodesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CheckoutCodesQuery, CheckoutCodesQueryVariables>): Apollo.UseSuspenseQueryResult<CheckoutCodesQuery | undefined, CheckoutCodesQueryVariables>;
export function useCheckoutCodesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CheckoutCodesQuery, CheckoutCodesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CheckoutCodesQuery, CheckoutCodesQueryVariables>(CheckoutCodesDocument, options);
        }
export type CheckoutCodesQueryHookResult = ReturnType<typeof useCheckoutCodesQuery>;
export type CheckoutCodesLazyQueryHookResult = ReturnType<typeof useCheckoutCodesLazyQuery>;
export type CheckoutCodesSuspenseQueryHookResult = ReturnType<typeof useCheckoutCodesSuspenseQuery>;
export type CheckoutCodesQueryResult = Apollo.QueryResult<CheckoutCodesQuery, CheckoutCodesQueryVariables>;
export const PosMenuDocument = gql`
    query PosMenu {
  productMenus {
    productId
    modifierGroups {
      id
      name
      min
      max
      required
      options {
        id
        name
        priceDelta
      }
    }
    comboSlots {
      id
      name
      products {
        id
        name
        price
      }
    }
  }
}
    `;

/**
 * __usePosMenuQuery__
 *
 * To run a query within a React component, call `usePosMenuQuery` and pass it any options that fit your needs.
 * When your component renders, `usePosMenuQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePosMenuQuery({
 *   variables: {
 *   },
 * });
 */
export function usePosMenuQuery(baseOptions?: Apollo.QueryHookOptions<PosMenuQuery, PosMenuQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PosMenuQuery, PosMenuQueryVariables>(PosMenuDocument, options);
      }
export function usePosMenuLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PosMenuQuery, PosMenuQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PosMenuQuery, PosMenuQueryVariables>(PosMenuDocument, options);
        }
// @ts-ignore
export function usePosMenuSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PosMenuQuery, PosMenuQueryVariables>): Apollo.UseSuspenseQueryResult<PosMenuQuery, PosMenuQueryVariables>;
export function usePosMenuSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PosMenuQuery, PosMenuQueryVariables>): Apollo.UseSuspenseQueryResult<PosMenuQuery | undefined, PosMenuQueryVariables>;
export function usePosMenuSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PosMenuQuery, PosMenuQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PosMenuQuery, PosMenuQueryVariables>(PosMenuDocument, options);
        }
export type PosMenuQueryHookResult = ReturnType<typeof usePosMenuQuery>;
export type PosMenuLazyQueryHookResult = ReturnType<typeof usePosMenuLazyQuery>;
export type PosMenuSuspenseQueryHookResult = ReturnType<typeof usePosMenuSuspenseQuery>;
export type PosMenuQueryResult = Apollo.QueryResult<PosMenuQuery, PosMenuQueryVariables>;
export const PosOrderLinesDocument = gql`
    query PosOrderLines($id: ID!) {
  order(id: $id) {
    id
    deliveryType
    lines {
      productId
      name
      count
      price
      comment
      modifiers {
        optionId
        name
        priceDelta
      }
      comboParts {
        slotId
        slot
        productId
        name
        modifiers {
          optionId
          name
          priceDelta
        }
      }
    }
  }
}
    `;

/**
 * __usePosOrderLinesQuery__
 *
 * To run a query within a React component, call `usePosOrderLinesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePosOrderLinesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePosOrderLinesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePosOrderLinesQuery(baseOptions: Apollo.QueryHookOptions<PosOrderLinesQuery, PosOrderLinesQueryVariables> & ({ variables: PosOrderLinesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PosOrderLinesQuery, PosOrderLinesQueryVariables>(PosOrderLinesDocument, options);
      }
export function usePosOrderLinesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PosOrderLinesQuery, PosOrderLinesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PosOrderLinesQuery, PosOrderLinesQueryVariables>(PosOrderLinesDocument, options);
        }
// @ts-ignore
export function usePosOrderLinesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PosOrderLinesQuery, PosOrderLinesQueryVariables>): Apollo.UseSuspenseQueryResult<PosOrderLinesQuery, PosOrderLinesQueryVariables>;
export function usePosOrderLinesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PosOrderLinesQuery, PosOrderLinesQueryVariables>): Apollo.UseSuspenseQueryResult<PosOrderLinesQuery | undefined, PosOrderLinesQueryVariables>;
export function usePosOrderLinesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PosOrderLinesQuery, PosOrderLinesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PosOrderLinesQuery, PosOrderLinesQueryVariables>(PosOrderLinesDocument, options);
        }
export type PosOrderLinesQueryHookResult = ReturnType<typeof usePosOrderLinesQuery>;
export type PosOrderLinesLazyQueryHookResult = ReturnType<typeof usePosOrderLinesLazyQuery>;
export type PosOrderLinesSuspenseQueryHookResult = ReturnType<typeof usePosOrderLinesSuspenseQuery>;
export type PosOrderLinesQueryResult = Apollo.QueryResult<PosOrderLinesQuery, PosOrderLinesQueryVariables>;
export const BackupsDocument = gql`
    query Backups {
  backups {
    ...BackupStateFields
  }
}
    ${BackupStateFieldsFragmentDoc}`;

/**
 * __useBackupsQuery__
 *
 * To run a query within a React component, call `useBackupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBackupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBackupsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBackupsQuery(baseOptions?: Apollo.QueryHookOptions<BackupsQuery, BackupsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BackupsQuery, BackupsQueryVariables>(BackupsDocument, options);
      }
export function useBackupsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BackupsQuery, BackupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BackupsQuery, BackupsQueryVariables>(BackupsDocument, options);
        }
// @ts-ignore
export function useBackupsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BackupsQuery, BackupsQueryVariables>): Apollo.UseSuspenseQueryResult<BackupsQuery, BackupsQueryVariables>;
export function useBackupsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BackupsQuery, BackupsQueryVariables>): Apollo.UseSuspenseQueryResult<BackupsQuery | undefined, BackupsQueryVariables>;
export function useBackupsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BackupsQuery, BackupsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BackupsQuery, BackupsQueryVariables>(BackupsDocument, options);
        }
export type BackupsQueryHookResult = ReturnType<typeof useBackupsQuery>;
export type BackupsLazyQueryHookResult = ReturnType<typeof useBackupsLazyQuery>;
export type BackupsSuspenseQueryHookResult = ReturnType<typeof useBackupsSuspenseQuery>;
export type BackupsQueryResult = Apollo.QueryResult<BackupsQuery, BackupsQueryVariables>;
export const StartBackupDocument = gql`
    mutation StartBackup {
  startBackup {
    state {
      ...BackupStateFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${BackupStateFieldsFragmentDoc}`;
export type StartBackupMutationFn = Apollo.MutationFunction<StartBackupMutation, StartBackupMutationVariables>;

/**
 * __useStartBackupMutation__
 *
 * To run a mutation, you first call `useStartBackupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartBackupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startBackupMutation, { data, loading, error }] = useStartBackupMutation({
 *   variables: {
 *   },
 * });
 */
export function useStartBackupMutation(baseOptions?: Apollo.MutationHookOptions<StartBackupMutation, StartBackupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartBackupMutation, StartBackupMutationVariables>(StartBackupDocument, options);
      }
export type StartBackupMutationHookResult = ReturnType<typeof useStartBackupMutation>;
export type StartBackupMutationResult = Apollo.MutationResult<StartBackupMutation>;
export type StartBackupMutationOptions = Apollo.BaseMutationOptions<StartBackupMutation, StartBackupMutationVariables>;
export const DemoAreasSettingDocument = gql`
    query DemoAreasSetting {
  demoAreasSetting {
    ...DemoAreasFields
  }
}
    ${DemoAreasFieldsFragmentDoc}`;

/**
 * __useDemoAreasSettingQuery__
 *
 * To run a query within a React component, call `useDemoAreasSettingQuery` and pass it any options that fit your needs.
 * When your component renders, `useDemoAreasSettingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDemoAreasSettingQuery({
 *   variables: {
 *   },
 * });
 */
export function useDemoAreasSettingQuery(baseOptions?: Apollo.QueryHookOptions<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>(DemoAreasSettingDocument, options);
      }
export function useDemoAreasSettingLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>(DemoAreasSettingDocument, options);
        }
// @ts-ignore
export function useDemoAreasSettingSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>): Apollo.UseSuspenseQueryResult<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>;
export function useDemoAreasSettingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>): Apollo.UseSuspenseQueryResult<DemoAreasSettingQuery | undefined, DemoAreasSettingQueryVariables>;
export function useDemoAreasSettingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>(DemoAreasSettingDocument, options);
        }
export type DemoAreasSettingQueryHookResult = ReturnType<typeof useDemoAreasSettingQuery>;
export type DemoAreasSettingLazyQueryHookResult = ReturnType<typeof useDemoAreasSettingLazyQuery>;
export type DemoAreasSettingSuspenseQueryHookResult = ReturnType<typeof useDemoAreasSettingSuspenseQuery>;
export type DemoAreasSettingQueryResult = Apollo.QueryResult<DemoAreasSettingQuery, DemoAreasSettingQueryVariables>;
export const SetShowDemoAreasDocument = gql`
    mutation SetShowDemoAreas($show: Boolean!) {
  setShowDemoAreas(show: $show) {
    setting {
      ...DemoAreasFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${DemoAreasFieldsFragmentDoc}`;
export type SetShowDemoAreasMutationFn = Apollo.MutationFunction<SetShowDemoAreasMutation, SetShowDemoAreasMutationVariables>;

/**
 * __useSetShowDemoAreasMutation__
 *
 * To run a mutation, you first call `useSetShowDemoAreasMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetShowDemoAreasMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setShowDemoAreasMutation, { data, loading, error }] = useSetShowDemoAreasMutation({
 *   variables: {
 *      show: // value for 'show'
 *   },
 * });
 */
export function useSetShowDemoAreasMutation(baseOptions?: Apollo.MutationHookOptions<SetShowDemoAreasMutation, SetShowDemoAreasMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetShowDemoAreasMutation, SetShowDemoAreasMutationVariables>(SetShowDemoAreasDocument, options);
      }
export type SetShowDemoAreasMutationHookResult = ReturnType<typeof useSetShowDemoAreasMutation>;
export type SetShowDemoAreasMutationResult = Apollo.MutationResult<SetShowDemoAreasMutation>;
export type SetShowDemoAreasMutationOptions = Apollo.BaseMutationOptions<SetShowDemoAreasMutation, SetShowDemoAreasMutationVariables>;
export const IntegrationTokensDocument = gql`
    query IntegrationTokens {
  integrationTokens {
    ...IntegrationTokenFields
  }
}
    ${IntegrationTokenFieldsFragmentDoc}`;

/**
 * __useIntegrationTokensQuery__
 *
 * To run a query within a React component, call `useIntegrationTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useIntegrationTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIntegrationTokensQuery({
 *   variables: {
 *   },
 * });
 */
export function useIntegrationTokensQuery(baseOptions?: Apollo.QueryHookOptions<IntegrationTokensQuery, IntegrationTokensQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<IntegrationTokensQuery, IntegrationTokensQueryVariables>(IntegrationTokensDocument, options);
      }
export function useIntegrationTokensLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<IntegrationTokensQuery, IntegrationTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<IntegrationTokensQuery, IntegrationTokensQueryVariables>(IntegrationTokensDocument, options);
        }
// @ts-ignore
export function useIntegrationTokensSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<IntegrationTokensQuery, IntegrationTokensQueryVariables>): Apollo.UseSuspenseQueryResult<IntegrationTokensQuery, IntegrationTokensQueryVariables>;
export function useIntegrationTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<IntegrationTokensQuery, IntegrationTokensQueryVariables>): Apollo.UseSuspenseQueryResult<IntegrationTokensQuery | undefined, IntegrationTokensQueryVariables>;
export function useIntegrationTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<IntegrationTokensQuery, IntegrationTokensQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<IntegrationTokensQuery, IntegrationTokensQueryVariables>(IntegrationTokensDocument, options);
        }
export type IntegrationTokensQueryHookResult = ReturnType<typeof useIntegrationTokensQuery>;
export type IntegrationTokensLazyQueryHookResult = ReturnType<typeof useIntegrationTokensLazyQuery>;
export type IntegrationTokensSuspenseQueryHookResult = ReturnType<typeof useIntegrationTokensSuspenseQuery>;
export type IntegrationTokensQueryResult = Apollo.QueryResult<IntegrationTokensQuery, IntegrationTokensQueryVariables>;
export const CreateIntegrationTokenDocument = gql`
    mutation CreateIntegrationToken($input: CreateIntegrationTokenInput!) {
  createIntegrationToken(input: $input) {
    token {
      ...IntegrationTokenFields
    }
    secret
    userErrors {
      field
      code
      message
    }
  }
}
    ${IntegrationTokenFieldsFragmentDoc}`;
export type CreateIntegrationTokenMutationFn = Apollo.MutationFunction<CreateIntegrationTokenMutation, CreateIntegrationTokenMutationVariables>;

/**
 * __useCreateIntegrationTokenMutation__
 *
 * To run a mutation, you first call `useCreateIntegrationTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateIntegrationTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createIntegrationTokenMutation, { data, loading, error }] = useCreateIntegrationTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateIntegrationTokenMutation(baseOptions?: Apollo.MutationHookOptions<CreateIntegrationTokenMutation, CreateIntegrationTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateIntegrationTokenMutation, CreateIntegrationTokenMutationVariables>(CreateIntegrationTokenDocument, options);
      }
export type CreateIntegrationTokenMutationHookResult = ReturnType<typeof useCreateIntegrationTokenMutation>;
export type CreateIntegrationTokenMutationResult = Apollo.MutationResult<CreateIntegrationTokenMutation>;
export type CreateIntegrationTokenMutationOptions = Apollo.BaseMutationOptions<CreateIntegrationTokenMutation, CreateIntegrationTokenMutationVariables>;
export const RevokeIntegrationTokenDocument = gql`
    mutation RevokeIntegrationToken($id: ID!) {
  revokeIntegrationToken(id: $id) {
    token {
      ...IntegrationTokenFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${IntegrationTokenFieldsFragmentDoc}`;
export type RevokeIntegrationTokenMutationFn = Apollo.MutationFunction<RevokeIntegrationTokenMutation, RevokeIntegrationTokenMutationVariables>;

/**
 * __useRevokeIntegrationTokenMutation__
 *
 * To run a mutation, you first call `useRevokeIntegrationTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeIntegrationTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeIntegrationTokenMutation, { data, loading, error }] = useRevokeIntegrationTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeIntegrationTokenMutation(baseOptions?: Apollo.MutationHookOptions<RevokeIntegrationTokenMutation, RevokeIntegrationTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeIntegrationTokenMutation, RevokeIntegrationTokenMutationVariables>(RevokeIntegrationTokenDocument, options);
      }
export type RevokeIntegrationTokenMutationHookResult = ReturnType<typeof useRevokeIntegrationTokenMutation>;
export type RevokeIntegrationTokenMutationResult = Apollo.MutationResult<RevokeIntegrationTokenMutation>;
export type RevokeIntegrationTokenMutationOptions = Apollo.BaseMutationOptions<RevokeIntegrationTokenMutation, RevokeIntegrationTokenMutationVariables>;
export const ReceiptSettingsDocument = gql`
    query ReceiptSettings($shopType: ShopType) {
  receiptSettings(shopType: $shopType) {
    ...ReceiptSettingsFields
  }
}
    ${ReceiptSettingsFieldsFragmentDoc}`;

/**
 * __useReceiptSettingsQuery__
 *
 * To run a query within a React component, call `useReceiptSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useReceiptSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReceiptSettingsQuery({
 *   variables: {
 *      shopType: // value for 'shopType'
 *   },
 * });
 */
export function useReceiptSettingsQuery(baseOptions?: Apollo.QueryHookOptions<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>(ReceiptSettingsDocument, options);
      }
export function useReceiptSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>(ReceiptSettingsDocument, options);
        }
// @ts-ignore
export function useReceiptSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>;
export function useReceiptSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<ReceiptSettingsQuery | undefined, ReceiptSettingsQueryVariables>;
export function useReceiptSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>(ReceiptSettingsDocument, options);
        }
export type ReceiptSettingsQueryHookResult = ReturnType<typeof useReceiptSettingsQuery>;
export type ReceiptSettingsLazyQueryHookResult = ReturnType<typeof useReceiptSettingsLazyQuery>;
export type ReceiptSettingsSuspenseQueryHookResult = ReturnType<typeof useReceiptSettingsSuspenseQuery>;
export type ReceiptSettingsQueryResult = Apollo.QueryResult<ReceiptSettingsQuery, ReceiptSettingsQueryVariables>;
export const UpdateReceiptSettingsDocument = gql`
    mutation UpdateReceiptSettings($shopType: ShopType!, $input: ReceiptSettingsInput!) {
  updateReceiptSettings(shopType: $shopType, input: $input) {
    receiptSettings {
      ...ReceiptSettingsFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${ReceiptSettingsFieldsFragmentDoc}`;
export type UpdateReceiptSettingsMutationFn = Apollo.MutationFunction<UpdateReceiptSettingsMutation, UpdateReceiptSettingsMutationVariables>;

/**
 * __useUpdateReceiptSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateReceiptSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateReceiptSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateReceiptSettingsMutation, { data, loading, error }] = useUpdateReceiptSettingsMutation({
 *   variables: {
 *      shopType: // value for 'shopType'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateReceiptSettingsMutation(baseOptions?: Apollo.MutationHookOptions<UpdateReceiptSettingsMutation, UpdateReceiptSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateReceiptSettingsMutation, UpdateReceiptSettingsMutationVariables>(UpdateReceiptSettingsDocument, options);
      }
export type UpdateReceiptSettingsMutationHookResult = ReturnType<typeof useUpdateReceiptSettingsMutation>;
export type UpdateReceiptSettingsMutationResult = Apollo.MutationResult<UpdateReceiptSettingsMutation>;
export type UpdateReceiptSettingsMutationOptions = Apollo.BaseMutationOptions<UpdateReceiptSettingsMutation, UpdateReceiptSettingsMutationVariables>;
export const ReceiptOrderDocument = gql`
    query ReceiptOrder($id: ID!) {
  order(id: $id) {
    id
    number
    shopType
    date
    createdAt
    client {
      id
      firstName
      lastName
      phone
    }
    lines {
      productId
      name
      count
      price
      modifiersPrice
      sum
      comment
      modifiers {
        name
        priceDelta
      }
      comboParts {
        slot
        name
        modifiers {
          name
          priceDelta
        }
      }
    }
    subtotal
    discountSum
    promoCode
    promoSum
    markupName
    markupSum
    giftName
    deliverySum
    total
    certificateCode
    certificateSum
    paymentText
    paymentType {
      id
      name
      cashless
    }
    changeFor
    change
    filledBy {
      id
      fullName
    }
  }
}
    `;

/**
 * __useReceiptOrderQuery__
 *
 * To run a query within a React component, call `useReceiptOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useReceiptOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReceiptOrderQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReceiptOrderQuery(baseOptions: Apollo.QueryHookOptions<ReceiptOrderQuery, ReceiptOrderQueryVariables> & ({ variables: ReceiptOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReceiptOrderQuery, ReceiptOrderQueryVariables>(ReceiptOrderDocument, options);
      }
export function useReceiptOrderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReceiptOrderQuery, ReceiptOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReceiptOrderQuery, ReceiptOrderQueryVariables>(ReceiptOrderDocument, options);
        }
// @ts-ignore
export function useReceiptOrderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReceiptOrderQuery, ReceiptOrderQueryVariables>): Apollo.UseSuspenseQueryResult<ReceiptOrderQuery, ReceiptOrderQueryVariables>;
export function useReceiptOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReceiptOrderQuery, ReceiptOrderQueryVariables>): Apollo.UseSuspenseQueryResult<ReceiptOrderQuery | undefined, ReceiptOrderQueryVariables>;
export function useReceiptOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReceiptOrderQuery, ReceiptOrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReceiptOrderQuery, ReceiptOrderQueryVariables>(ReceiptOrderDocument, options);
        }
export type ReceiptOrderQueryHookResult = ReturnType<typeof useReceiptOrderQuery>;
export type ReceiptOrderLazyQueryHookResult = ReturnType<typeof useReceiptOrderLazyQuery>;
export type ReceiptOrderSuspenseQueryHookResult = ReturnType<typeof useReceiptOrderSuspenseQuery>;
export type ReceiptOrderQueryResult = Apollo.QueryResult<ReceiptOrderQuery, ReceiptOrderQueryVariables>;
export const WebhookEndpointsDocument = gql`
    query WebhookEndpoints {
  webhookEndpoints {
    ...WebhookEndpointFields
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;

/**
 * __useWebhookEndpointsQuery__
 *
 * To run a query within a React component, call `useWebhookEndpointsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookEndpointsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookEndpointsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWebhookEndpointsQuery(baseOptions?: Apollo.QueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
      }
export function useWebhookEndpointsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
        }
// @ts-ignore
export function useWebhookEndpointsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookEndpointsQuery | undefined, WebhookEndpointsQueryVariables>;
export function useWebhookEndpointsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>(WebhookEndpointsDocument, options);
        }
export type WebhookEndpointsQueryHookResult = ReturnType<typeof useWebhookEndpointsQuery>;
export type WebhookEndpointsLazyQueryHookResult = ReturnType<typeof useWebhookEndpointsLazyQuery>;
export type WebhookEndpointsSuspenseQueryHookResult = ReturnType<typeof useWebhookEndpointsSuspenseQuery>;
export type WebhookEndpointsQueryResult = Apollo.QueryResult<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = gql`
    query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        ...WebhookDeliveryFields
      }
    }
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;

/**
 * __useWebhookDeliveriesQuery__
 *
 * To run a query within a React component, call `useWebhookDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookDeliveriesQuery({
 *   variables: {
 *      endpointId: // value for 'endpointId'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useWebhookDeliveriesQuery(baseOptions: Apollo.QueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> & ({ variables: WebhookDeliveriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
      }
export function useWebhookDeliveriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery | undefined, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;
export type WebhookDeliveriesSuspenseQueryHookResult = ReturnType<typeof useWebhookDeliveriesSuspenseQuery>;
export type WebhookDeliveriesQueryResult = Apollo.QueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = gql`
    mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      ...WebhookEndpointFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;
export type CreateWebhookEndpointMutationFn = Apollo.MutationFunction<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;

/**
 * __useCreateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useCreateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWebhookEndpointMutation, { data, loading, error }] = useCreateWebhookEndpointMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>(CreateWebhookEndpointDocument, options);
      }
export type CreateWebhookEndpointMutationHookResult = ReturnType<typeof useCreateWebhookEndpointMutation>;
export type CreateWebhookEndpointMutationResult = Apollo.MutationResult<CreateWebhookEndpointMutation>;
export type CreateWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = gql`
    mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) {
    endpoint {
      ...WebhookEndpointFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${WebhookEndpointFieldsFragmentDoc}`;
export type UpdateWebhookEndpointMutationFn = Apollo.MutationFunction<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;

/**
 * __useUpdateWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useUpdateWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWebhookEndpointMutation, { data, loading, error }] = useUpdateWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>(UpdateWebhookEndpointDocument, options);
      }
export type UpdateWebhookEndpointMutationHookResult = ReturnType<typeof useUpdateWebhookEndpointMutation>;
export type UpdateWebhookEndpointMutationResult = Apollo.MutationResult<UpdateWebhookEndpointMutation>;
export type UpdateWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = gql`
    mutation DeleteWebhookEndpoint($id: ID!) {
  deleteWebhookEndpoint(id: $id) {
    endpoint {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `;
export type DeleteWebhookEndpointMutationFn = Apollo.MutationFunction<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;

/**
 * __useDeleteWebhookEndpointMutation__
 *
 * To run a mutation, you first call `useDeleteWebhookEndpointMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWebhookEndpointMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWebhookEndpointMutation, { data, loading, error }] = useDeleteWebhookEndpointMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteWebhookEndpointMutation(baseOptions?: Apollo.MutationHookOptions<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>(DeleteWebhookEndpointDocument, options);
      }
export type DeleteWebhookEndpointMutationHookResult = ReturnType<typeof useDeleteWebhookEndpointMutation>;
export type DeleteWebhookEndpointMutationResult = Apollo.MutationResult<DeleteWebhookEndpointMutation>;
export type DeleteWebhookEndpointMutationOptions = Apollo.BaseMutationOptions<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RetryWebhookDeliveryDocument = gql`
    mutation RetryWebhookDelivery($id: ID!) {
  retryWebhookDelivery(id: $id) {
    delivery {
      ...WebhookDeliveryFields
    }
    userErrors {
      code
      message
    }
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;
export type RetryWebhookDeliveryMutationFn = Apollo.MutationFunction<RetryWebhookDeliveryMutation, RetryWebhookDeliveryMutationVariables>;

/**
 * __useRetryWebhookDeliveryMutation__
 *
 * To run a mutation, you first call `useRetryWebhookDeliveryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRetryWebhookDeliveryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [retryWebhookDeliveryMutation, { data, loading, error }] = useRetryWebhookDeliveryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetryWebhookDeliveryMutation(baseOptions?: Apollo.MutationHookOptions<RetryWebhookDeliveryMutation, RetryWebhookDeliveryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RetryWebhookDeliveryMutation, RetryWebhookDeliveryMutationVariables>(RetryWebhookDeliveryDocument, options);
      }
export type RetryWebhookDeliveryMutationHookResult = ReturnType<typeof useRetryWebhookDeliveryMutation>;
export type RetryWebhookDeliveryMutationResult = Apollo.MutationResult<RetryWebhookDeliveryMutation>;
export type RetryWebhookDeliveryMutationOptions = Apollo.BaseMutationOptions<RetryWebhookDeliveryMutation, RetryWebhookDeliveryMutationVariables>;
export const StockDocumentsPageDocument = gql`
    query StockDocumentsPage($first: Int, $after: String, $filter: StockDocumentFilter!) {
  stockDocumentsConnection(first: $first, after: $after, filter: $filter) {
    edges {
      cursor
      node {
        ...StockDocumentFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
    totalSum
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;

/**
 * __useStockDocumentsPageQuery__
 *
 * To run a query within a React component, call `useStockDocumentsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockDocumentsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockDocumentsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useStockDocumentsPageQuery(baseOptions: Apollo.QueryHookOptions<StockDocumentsPageQuery, StockDocumentsPageQueryVariables> & ({ variables: StockDocumentsPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>(StockDocumentsPageDocument, options);
      }
export function useStockDocumentsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>(StockDocumentsPageDocument, options);
        }
// @ts-ignore
export function useStockDocumentsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>): Apollo.UseSuspenseQueryResult<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>;
export function useStockDocumentsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>): Apollo.UseSuspenseQueryResult<StockDocumentsPageQuery | undefined, StockDocumentsPageQueryVariables>;
export function useStockDocumentsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>(StockDocumentsPageDocument, options);
        }
export type StockDocumentsPageQueryHookResult = ReturnType<typeof useStockDocumentsPageQuery>;
export type StockDocumentsPageLazyQueryHookResult = ReturnType<typeof useStockDocumentsPageLazyQuery>;
export type StockDocumentsPageSuspenseQueryHookResult = ReturnType<typeof useStockDocumentsPageSuspenseQuery>;
export type StockDocumentsPageQueryResult = Apollo.QueryResult<StockDocumentsPageQuery, StockDocumentsPageQueryVariables>;
export const StockDocumentDocument = gql`
    query StockDocument($id: ID!) {
  stockDocument(id: $id) {
    ...StockDocumentFields
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;

/**
 * __useStockDocumentQuery__
 *
 * To run a query within a React component, call `useStockDocumentQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockDocumentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockDocumentQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStockDocumentQuery(baseOptions: Apollo.QueryHookOptions<StockDocumentQuery, StockDocumentQueryVariables> & ({ variables: StockDocumentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockDocumentQuery, StockDocumentQueryVariables>(StockDocumentDocument, options);
      }
export function useStockDocumentLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockDocumentQuery, StockDocumentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockDocumentQuery, StockDocumentQueryVariables>(StockDocumentDocument, options);
        }
// @ts-ignore
export function useStockDocumentSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockDocumentQuery, StockDocumentQueryVariables>): Apollo.UseSuspenseQueryResult<StockDocumentQuery, StockDocumentQueryVariables>;
export function useStockDocumentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockDocumentQuery, StockDocumentQueryVariables>): Apollo.UseSuspenseQueryResult<StockDocumentQuery | undefined, StockDocumentQueryVariables>;
export function useStockDocumentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockDocumentQuery, StockDocumentQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockDocumentQuery, StockDocumentQueryVariables>(StockDocumentDocument, options);
        }
export type StockDocumentQueryHookResult = ReturnType<typeof useStockDocumentQuery>;
export type StockDocumentLazyQueryHookResult = ReturnType<typeof useStockDocumentLazyQuery>;
export type StockDocumentSuspenseQueryHookResult = ReturnType<typeof useStockDocumentSuspenseQuery>;
export type StockDocumentQueryResult = Apollo.QueryResult<StockDocumentQuery, StockDocumentQueryVariables>;
export const StockBalancesPageDocument = gql`
    query StockBalancesPage($first: Int, $after: String, $filter: StockBalanceFilter, $orderBy: StockBalanceOrder) {
  stockBalancesConnection(
    first: $first
    after: $after
    filter: $filter
    orderBy: $orderBy
  ) {
    edges {
      cursor
      node {
        ...StockBalanceFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
    negativeCount
    untrackedCount
  }
}
    ${StockBalanceFieldsFragmentDoc}`;

/**
 * __useStockBalancesPageQuery__
 *
 * To run a query within a React component, call `useStockBalancesPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockBalancesPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockBalancesPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *      orderBy: // value for 'orderBy'
 *   },
 * });
 */
export function useStockBalancesPageQuery(baseOptions?: Apollo.QueryHookOptions<StockBalancesPageQuery, StockBalancesPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockBalancesPageQuery, StockBalancesPageQueryVariables>(StockBalancesPageDocument, options);
      }
export function useStockBalancesPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockBalancesPageQuery, StockBalancesPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockBalancesPageQuery, StockBalancesPageQueryVariables>(StockBalancesPageDocument, options);
        }
// @ts-ignore
export function useStockBalancesPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockBalancesPageQuery, StockBalancesPageQueryVariables>): Apollo.UseSuspenseQueryResult<StockBalancesPageQuery, StockBalancesPageQueryVariables>;
export function useStockBalancesPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockBalancesPageQuery, StockBalancesPageQueryVariables>): Apollo.UseSuspenseQueryResult<StockBalancesPageQuery | undefined, StockBalancesPageQueryVariables>;
export function useStockBalancesPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockBalancesPageQuery, StockBalancesPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockBalancesPageQuery, StockBalancesPageQueryVariables>(StockBalancesPageDocument, options);
        }
export type StockBalancesPageQueryHookResult = ReturnType<typeof useStockBalancesPageQuery>;
export type StockBalancesPageLazyQueryHookResult = ReturnType<typeof useStockBalancesPageLazyQuery>;
export type StockBalancesPageSuspenseQueryHookResult = ReturnType<typeof useStockBalancesPageSuspenseQuery>;
export type StockBalancesPageQueryResult = Apollo.QueryResult<StockBalancesPageQuery, StockBalancesPageQueryVariables>;
export const StockLineBalancesDocument = gql`
    query StockLineBalances($filter: StockBalanceFilter) {
  stockBalancesConnection(first: 250, filter: $filter) {
    edges {
      node {
        ...StockBalanceFields
      }
    }
  }
}
    ${StockBalanceFieldsFragmentDoc}`;

/**
 * __useStockLineBalancesQuery__
 *
 * To run a query within a React component, call `useStockLineBalancesQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockLineBalancesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockLineBalancesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useStockLineBalancesQuery(baseOptions?: Apollo.QueryHookOptions<StockLineBalancesQuery, StockLineBalancesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockLineBalancesQuery, StockLineBalancesQueryVariables>(StockLineBalancesDocument, options);
      }
export function useStockLineBalancesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockLineBalancesQuery, StockLineBalancesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockLineBalancesQuery, StockLineBalancesQueryVariables>(StockLineBalancesDocument, options);
        }
// @ts-ignore
export function useStockLineBalancesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockLineBalancesQuery, StockLineBalancesQueryVariables>): Apollo.UseSuspenseQueryResult<StockLineBalancesQuery, StockLineBalancesQueryVariables>;
export function useStockLineBalancesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockLineBalancesQuery, StockLineBalancesQueryVariables>): Apollo.UseSuspenseQueryResult<StockLineBalancesQuery | undefined, StockLineBalancesQueryVariables>;
export function useStockLineBalancesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockLineBalancesQuery, StockLineBalancesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockLineBalancesQuery, StockLineBalancesQueryVariables>(StockLineBalancesDocument, options);
        }
export type StockLineBalancesQueryHookResult = ReturnType<typeof useStockLineBalancesQuery>;
export type StockLineBalancesLazyQueryHookResult = ReturnType<typeof useStockLineBalancesLazyQuery>;
export type StockLineBalancesSuspenseQueryHookResult = ReturnType<typeof useStockLineBalancesSuspenseQuery>;
export type StockLineBalancesQueryResult = Apollo.QueryResult<StockLineBalancesQuery, StockLineBalancesQueryVariables>;
export const StockMovementsPageDocument = gql`
    query StockMovementsPage($first: Int, $after: String, $filter: StockMovementFilter) {
  stockMovementsConnection(first: $first, after: $after, filter: $filter) {
    edges {
      cursor
      node {
        id
        at
        userName
        affiliateId
        productId
        productName
        delta
        balanceAfter
        reason
        documentId
        documentKind
        documentNumber
        orderId
        orderNumber
        untracked
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    `;

/**
 * __useStockMovementsPageQuery__
 *
 * To run a query within a React component, call `useStockMovementsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockMovementsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockMovementsPageQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useStockMovementsPageQuery(baseOptions?: Apollo.QueryHookOptions<StockMovementsPageQuery, StockMovementsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockMovementsPageQuery, StockMovementsPageQueryVariables>(StockMovementsPageDocument, options);
      }
export function useStockMovementsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockMovementsPageQuery, StockMovementsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockMovementsPageQuery, StockMovementsPageQueryVariables>(StockMovementsPageDocument, options);
        }
// @ts-ignore
export function useStockMovementsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockMovementsPageQuery, StockMovementsPageQueryVariables>): Apollo.UseSuspenseQueryResult<StockMovementsPageQuery, StockMovementsPageQueryVariables>;
export function useStockMovementsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockMovementsPageQuery, StockMovementsPageQueryVariables>): Apollo.UseSuspenseQueryResult<StockMovementsPageQuery | undefined, StockMovementsPageQueryVariables>;
export function useStockMovementsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockMovementsPageQuery, StockMovementsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockMovementsPageQuery, StockMovementsPageQueryVariables>(StockMovementsPageDocument, options);
        }
export type StockMovementsPageQueryHookResult = ReturnType<typeof useStockMovementsPageQuery>;
export type StockMovementsPageLazyQueryHookResult = ReturnType<typeof useStockMovementsPageLazyQuery>;
export type StockMovementsPageSuspenseQueryHookResult = ReturnType<typeof useStockMovementsPageSuspenseQuery>;
export type StockMovementsPageQueryResult = Apollo.QueryResult<StockMovementsPageQuery, StockMovementsPageQueryVariables>;
export const CreateStockDocumentDocument = gql`
    mutation CreateStockDocument($kind: StockDocumentKind!, $input: StockDocumentInput!) {
  createStockDocument(kind: $kind, input: $input) {
    document {
      ...StockDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;
export type CreateStockDocumentMutationFn = Apollo.MutationFunction<CreateStockDocumentMutation, CreateStockDocumentMutationVariables>;

/**
 * __useCreateStockDocumentMutation__
 *
 * To run a mutation, you first call `useCreateStockDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStockDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStockDocumentMutation, { data, loading, error }] = useCreateStockDocumentMutation({
 *   variables: {
 *      kind: // value for 'kind'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStockDocumentMutation(baseOptions?: Apollo.MutationHookOptions<CreateStockDocumentMutation, CreateStockDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateStockDocumentMutation, CreateStockDocumentMutationVariables>(CreateStockDocumentDocument, options);
      }
export type CreateStockDocumentMutationHookResult = ReturnType<typeof useCreateStockDocumentMutation>;
export type CreateStockDocumentMutationResult = Apollo.MutationResult<CreateStockDocumentMutation>;
export type CreateStockDocumentMutationOptions = Apollo.BaseMutationOptions<CreateStockDocumentMutation, CreateStockDocumentMutationVariables>;
export const UpdateStockDocumentDocument = gql`
    mutation UpdateStockDocument($id: ID!, $input: StockDocumentInput!) {
  updateStockDocument(id: $id, input: $input) {
    document {
      ...StockDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;
export type UpdateStockDocumentMutationFn = Apollo.MutationFunction<UpdateStockDocumentMutation, UpdateStockDocumentMutationVariables>;

/**
 * __useUpdateStockDocumentMutation__
 *
 * To run a mutation, you first call `useUpdateStockDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStockDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStockDocumentMutation, { data, loading, error }] = useUpdateStockDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStockDocumentMutation(baseOptions?: Apollo.MutationHookOptions<UpdateStockDocumentMutation, UpdateStockDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateStockDocumentMutation, UpdateStockDocumentMutationVariables>(UpdateStockDocumentDocument, options);
      }
export type UpdateStockDocumentMutationHookResult = ReturnType<typeof useUpdateStockDocumentMutation>;
export type UpdateStockDocumentMutationResult = Apollo.MutationResult<UpdateStockDocumentMutation>;
export type UpdateStockDocumentMutationOptions = Apollo.BaseMutationOptions<UpdateStockDocumentMutation, UpdateStockDocumentMutationVariables>;
export const SetStockDocumentDeletedDocument = gql`
    mutation SetStockDocumentDeleted($id: ID!, $deleted: Boolean!) {
  setStockDocumentDeleted(id: $id, deleted: $deleted) {
    document {
      ...StockDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;
export type SetStockDocumentDeletedMutationFn = Apollo.MutationFunction<SetStockDocumentDeletedMutation, SetStockDocumentDeletedMutationVariables>;

/**
 * __useSetStockDocumentDeletedMutation__
 *
 * To run a mutation, you first call `useSetStockDocumentDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetStockDocumentDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setStockDocumentDeletedMutation, { data, loading, error }] = useSetStockDocumentDeletedMutation({
 *   variables: {
 *      id: // value for 'id'
 *      deleted: // value for 'deleted'
 *   },
 * });
 */
export function useSetStockDocumentDeletedMutation(baseOptions?: Apollo.MutationHookOptions<SetStockDocumentDeletedMutation, SetStockDocumentDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetStockDocumentDeletedMutation, SetStockDocumentDeletedMutationVariables>(SetStockDocumentDeletedDocument, options);
      }
export type SetStockDocumentDeletedMutationHookResult = ReturnType<typeof useSetStockDocumentDeletedMutation>;
export type SetStockDocumentDeletedMutationResult = Apollo.MutationResult<SetStockDocumentDeletedMutation>;
export type SetStockDocumentDeletedMutationOptions = Apollo.BaseMutationOptions<SetStockDocumentDeletedMutation, SetStockDocumentDeletedMutationVariables>;
export const PostStockDocumentDocument = gql`
    mutation PostStockDocument($id: ID!) {
  postStockDocument(id: $id) {
    document {
      ...StockDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;
export type PostStockDocumentMutationFn = Apollo.MutationFunction<PostStockDocumentMutation, PostStockDocumentMutationVariables>;

/**
 * __usePostStockDocumentMutation__
 *
 * To run a mutation, you first call `usePostStockDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePostStockDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [postStockDocumentMutation, { data, loading, error }] = usePostStockDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePostStockDocumentMutation(baseOptions?: Apollo.MutationHookOptions<PostStockDocumentMutation, PostStockDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PostStockDocumentMutation, PostStockDocumentMutationVariables>(PostStockDocumentDocument, options);
      }
export type PostStockDocumentMutationHookResult = ReturnType<typeof usePostStockDocumentMutation>;
export type PostStockDocumentMutationResult = Apollo.MutationResult<PostStockDocumentMutation>;
export type PostStockDocumentMutationOptions = Apollo.BaseMutationOptions<PostStockDocumentMutation, PostStockDocumentMutationVariables>;
export const UnpostStockDocumentDocument = gql`
    mutation UnpostStockDocument($id: ID!) {
  unpostStockDocument(id: $id) {
    document {
      ...StockDocumentFields
    }
    userErrors {
      field
      code
      message
    }
  }
}
    ${StockDocumentFieldsFragmentDoc}
${StockDocumentLineFieldsFragmentDoc}`;
export type UnpostStockDocumentMutationFn = Apollo.MutationFunction<UnpostStockDocumentMutation, UnpostStockDocumentMutationVariables>;

/**
 * __useUnpostStockDocumentMutation__
 *
 * To run a mutation, you first call `useUnpostStockDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnpostStockDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unpostStockDocumentMutation, { data, loading, error }] = useUnpostStockDocumentMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnpostStockDocumentMutation(baseOptions?: Apollo.MutationHookOptions<UnpostStockDocumentMutation, UnpostStockDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UnpostStockDocumentMutation, UnpostStockDocumentMutationVariables>(UnpostStockDocumentDocument, options);
      }
export type UnpostStockDocumentMutationHookResult = ReturnType<typeof useUnpostStockDocumentMutation>;
export type UnpostStockDocumentMutationResult = Apollo.MutationResult<UnpostStockDocumentMutation>;
export type UnpostStockDocumentMutationOptions = Apollo.BaseMutationOptions<UnpostStockDocumentMutation, UnpostStockDocumentMutationVariables>;