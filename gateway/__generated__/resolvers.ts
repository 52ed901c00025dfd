import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderParent, ProductParent, CategoryParent, ComboSlotParent } from '../graphql/parents';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A calendar day, `yyyy-MM-dd` (RFC 3339 full-date, e.g. `2026-11-26`), counted in the shop's time
   * zone (SHOP_TIMEZONE, default Europe/Moscow): an order's date, a report's period. Anything else,
   * `2026-13-45` included, is refused with BAD_USER_INPUT.
   */
  Date: { input: string; output: string; }
  /**
   * An instant, ISO 8601 / RFC 3339 date-time with its offset. The server answers in UTC
   * (`2026-11-26T09:30:00.000Z`); an argument may carry any offset (`2026-11-26T12:30:00+03:00`).
   */
  DateTime: { input: string; output: string; }
};

/** The shift with the move, or why not (SHIFT_CLOSED, CASH_SHORT at `amount`, FIELD_INVALID at `reason`, …). */
export type AddCashMovePayload = {
  __typename?: 'AddCashMovePayload';
  /** Null when refused. */
  shift?: Maybe<CashShift>;
  userErrors: Array<UserError>;
};

/** Филиалы (экран /Settings/AffiliateList). */
export type Affiliate = ListRecord & {
  __typename?: 'Affiliate';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Адрес */
  address?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Филиал */
  name: Scalars['String']['output'];
  /** Телефон */
  phone?: Maybe<Scalars['String']['output']>;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Филиалы». */
export type AffiliateCreateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Филиал */
  name: Scalars['String']['input'];
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Изменения записи списка «Филиалы»: только переданные поля. */
export type AffiliateUpdateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Филиал */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The deliveries given to the courier, or why not. */
export type AssignCourierPayload = {
  __typename?: 'AssignCourierPayload';
  /** Null when refused. */
  deliveries?: Maybe<Array<Delivery>>;
  userErrors: Array<UserError>;
};

/** The order with its worker, or why not (NOT_FOUND at `id`, `workerId` or `statusId`, ORDER_DELETED). */
export type AssignOrderWorkerPayload = {
  __typename?: 'AssignOrderWorkerPayload';
  /** Null when refused. */
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** A page of a campaign's audience: soonest occasion first (none last), then by client id. */
export type AudienceConnection = {
  __typename?: 'AudienceConnection';
  /** How many of them asked not to be disturbed (they are never sent to). */
  doNotDisturbCount: Scalars['Int']['output'];
  /** The clients of the page. */
  edges: Array<AudienceMemberEdge>;
  /** Whether pages follow, and the cursors of this page's ends. */
  pageInfo: PageInfo;
  /** How many clients the segment reaches today (every page), do-not-disturb ones included. */
  totalCount: Scalars['Int']['output'];
};

/** A client a segment reaches. */
export type AudienceMember = {
  __typename?: 'AudienceMember';
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** Asked not to be disturbed: no campaign sends to them. */
  doNotDisturb: Scalars['Boolean']['output'];
  /** E-mail as stored (may be empty). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Date of the last counted order, yyyy-MM-dd. */
  lastOrderDate?: Maybe<Scalars['Date']['output']>;
  /** Last name, first name and patronymic. */
  name: Scalars['String']['output'];
  /** The nearest occasion in the window (segments with an occasion condition). */
  occasion?: Maybe<UpcomingOccasion>;
  /** This campaign's message to the client, if it already has one. */
  outboxStatus?: Maybe<OutboxStatus>;
  /** Phone. */
  phone: Scalars['String']['output'];
  /** Kopecks of the counted orders (Float: a lifetime can exceed Int). */
  spent: Scalars['Float']['output'];
};

/** A client on a page of marketingAudienceConnection. */
export type AudienceMemberEdge = {
  __typename?: 'AudienceMemberEdge';
  /** This member's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  /** The client. */
  node: AudienceMember;
};

/** One security-relevant event: a sign-in, a sign-out, a change of access rights, an export. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  actorEmail?: Maybe<Scalars['String']['output']>;
  /** Who acted (for a failed sign-in: the e-mail tried). */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** When, ISO 8601 in UTC. */
  at: Scalars['DateTime']['output'];
  /** What happened, as JSON text (never a password, token or hash). */
  detail: Scalars['String']['output'];
  /** signin.success, signin.failure, signout, rights.changed or export. */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The client's address as the gateway saw it. */
  ip?: Maybe<Scalars['String']['output']>;
  targetEmail?: Maybe<Scalars['String']['output']>;
  /** Whose account it was about (rights.changed). */
  targetUserId?: Maybe<Scalars['ID']['output']>;
};

/** Which entries of the log to read; every part given must hold. */
export type AuditFilter = {
  /** One event kind. */
  event?: InputMaybe<Scalars['String']['input']>;
  /** First day of the period, yyyy-MM-dd in the shop's time zone, included (none: from the start). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the e-mail of who acted or whose account it was. */
  person?: InputMaybe<Scalars['String']['input']>;
  /** Last day of the period, included (none: up to now). */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** A page of the log, newest first; pass `nextCursor` as `after` for the next one (null: no more). */
export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A fresh session after `login` or `register`, or why there is none. Send the token as
 * `Authorization: Bearer <accessToken>`.
 */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** JWT (HS256), valid 7 days unless revoked by logout; null when `userErrors` is not empty. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The signed-in user; null when `userErrors` is not empty. */
  user?: Maybe<User>;
  /**
   * Why there is no session: `login` answers CREDENTIALS_INVALID with no field (which of the e-mail
   * and password is wrong is never said); `register` a field of `input` (FIELD_INVALID, NAME_TAKEN at
   * `["input", "email"]`). Empty on success.
   */
  userErrors: Array<UserError>;
};

/** One complete backup in BACKUP_DIR. */
export type Backup = {
  __typename?: 'Backup';
  /** ISO 8601, when it was taken. */
  at: Scalars['DateTime']['output'];
  counts: Array<BackupTableCount>;
  /** File name, e.g. flora-2026-11-26T10-00-00Z.tar.gz; the download is GET /api/backups/<name>. */
  name: Scalars['String']['output'];
  sizeBytes: Scalars['Float']['output'];
};

/** How this installation's backups are made. */
export type BackupMode =
  /** pg_dump in its custom format (DATABASE_URL, pg_dump on PATH). */
  | 'pg_dump'
  /** PGlite's own dump of the data directory, gzipped. */
  | 'pglite'
  /** DATABASE_URL without pg_dump: the PostgreSQL server's own backups apply. */
  | 'server';

/** The backups and what the schedule is doing. */
export type BackupState = {
  __typename?: 'BackupState';
  /** Newest first. */
  backups: Array<Backup>;
  /** Why the last attempt failed (null once one succeeds again). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the last attempt failed, ISO 8601 (null once one succeeds again). */
  lastErrorAt?: Maybe<Scalars['DateTime']['output']>;
  /** ISO 8601 of the newest complete backup. */
  lastGoodAt?: Maybe<Scalars['DateTime']['output']>;
  mode: BackupMode;
  /** While running: counting, dumping, compressing, copying or rotating. */
  phase?: Maybe<Scalars['String']['output']>;
  /** True while a backup is being taken. */
  running: Scalars['Boolean']['output'];
};

/** Rows of one main table when a backup was taken. */
export type BackupTableCount = {
  __typename?: 'BackupTableCount';
  rows: Scalars['Int']['output'];
  table: Scalars['String']['output'];
};

/** A demo scrum board. */
export type Board = {
  __typename?: 'Board';
  columns: Array<BoardColumn>;
  id: Scalars['ID']['output'];
  members: Array<BoardMember>;
  title: Scalars['String']['output'];
};

/** Template demo: a card of a scrum board column. */
export type BoardCard = {
  __typename?: 'BoardCard';
  attachments: Array<CardAttachment>;
  comments: Array<CardComment>;
  coverImage?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Label ids. */
  labels: Array<Scalars['ID']['output']>;
  /** Member ids. */
  members: Array<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
};

/** Template demo: a column (list) of a scrum board, its cards in order. */
export type BoardColumn = {
  __typename?: 'BoardColumn';
  cardList: Array<BoardCard>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** Template demo: a card label: Active, Complete, Ready, High Priority. */
export type BoardLabel = {
  __typename?: 'BoardLabel';
  /** primary, green, secondary or error. */
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A person who can be put on a demo scrum board. */
export type BoardMember = {
  __typename?: 'BoardMember';
  avatar: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A client's bonuses with one shop type. */
export type BonusAccount = {
  __typename?: 'BonusAccount';
  /** Spendable now, kopecks: the sum of the ledger less what has lapsed; never negative. */
  balance: Scalars['Int']['output'];
  /** The client's id. */
  clientId: Scalars['ID']['output'];
  /** The newest history rows first. */
  entries: Array<BonusEntry>;
  /** Kopecks that lapse then. */
  nextExpiryAmount: Scalars['Int']['output'];
  /** The soonest lapse still ahead (null: nothing lapses). */
  nextExpiryAt?: Maybe<Scalars['DateTime']['output']>;
  /** The accrual percent the client's next paid order earns (0 with the programme off). */
  percent: Scalars['Float']['output'];
  /** The shop type of the account (each shop type has its programme and balance). */
  shopType: ShopType;
  /** Kopecks spent on paid orders so far: what the tiers measure. */
  spent: Scalars['Float']['output'];
};

/** One row of a client's bonus history. */
export type BonusEntry = {
  __typename?: 'BonusEntry';
  /** Kopecks: positive credits the balance, negative debits it. */
  amount: Scalars['Int']['output'];
  /** When it happened, ISO 8601 (a lapse: when the bonuses lapsed). */
  at: Scalars['DateTime']['output'];
  /** For a credit: when what is left of it lapses (null: never). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The row's id (null: a lapse computed on read, stored by the next write to the account). */
  id?: Maybe<Scalars['ID']['output']>;
  /** What happened. */
  kind: BonusEntryKind;
  /** The order it belongs to (null: a lapse). */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** That order's number (261126-014). */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** For `accrued`: the percent earned at. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** For `reversed`: what it undoes (accrued or spent). */
  reverses?: Maybe<BonusEntryKind>;
};

/** A page of a client's bonus history, newest first. */
export type BonusEntryConnection = {
  __typename?: 'BonusEntryConnection';
  /** The rows of the page. */
  edges: Array<BonusEntryEdge>;
  /** Whether pages follow, and the cursors of this page's ends. */
  pageInfo: PageInfo;
  /** How many rows the history holds (lapses computed on read included): every page. */
  totalCount: Scalars['Int']['output'];
};

/** A row on a page of bonusHistory. */
export type BonusEntryEdge = {
  __typename?: 'BonusEntryEdge';
  /** This row's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  /** The history row. */
  node: BonusEntry;
};

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

/** A demo calendar event. */
export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  /** ISO date-time, not before start. */
  end: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  note: Scalars['String']['output'];
  /** ISO date-time. */
  start: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Template demo: fields of a calendar event. */
export type CalendarEventInput = {
  /** ISO 8601 date-time, not before start. */
  end: Scalars['String']['input'];
  /** Where (optional). */
  location?: InputMaybe<Scalars['String']['input']>;
  /** A note (optional). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 date-time (a String: the template's data). */
  start: Scalars['String']['input'];
  /** What it is, not blank. */
  title: Scalars['String']['input'];
};

/** How many outbox messages a campaign has, by status. */
export type CampaignCounts = {
  __typename?: 'CampaignCounts';
  /** Failed. */
  failed: Scalars['Int']['output'];
  /** Queued or being sent. */
  queued: Scalars['Int']['output'];
  /** Delivered. */
  sent: Scalars['Int']['output'];
  /** Skipped (no e-mail). */
  skipped: Scalars['Int']['output'];
  /** All messages. */
  total: Scalars['Int']['output'];
};

/** A campaign is a draft until its first send; then it is frozen (copy it to change it). */
export type CampaignStatus =
  /** Not sent yet: can be edited and deleted. */
  | 'draft'
  /** Sent at least once: the message and segment stay as sent. */
  | 'sent';

/** Template demo: a file attached to a card. */
export type CardAttachment = {
  __typename?: 'CardAttachment';
  name: Scalars['String']['output'];
  size: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Template demo: a comment on a card. */
export type CardComment = {
  __typename?: 'CardComment';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  time: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

/** Template demo: the editable fields of a card. */
export type CardInput = {
  /** New description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The card to change. */
  id: Scalars['ID']['input'];
  /** Ids of its labels, replaced whole when sent. */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Ids of its members, replaced whole when sent. */
  members?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** New title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A line of the signed-in user's demo cart. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Units in the cart, 1..totalUnit. */
  amount: Scalars['Int']['output'];
  product: ShopProduct;
};

/** One entry of the shift's cash timeline with the running balance of the till. */
export type CashEntry = {
  __typename?: 'CashEntry';
  /** Signed change of the cash in the till, kopecks. */
  amount: Scalars['Int']['output'];
  /** ISO 8601. */
  at: Scalars['DateTime']['output'];
  /** Cash in the till after this entry. */
  balance: Scalars['Int']['output'];
  /** Order number, or the reason of a cash move. */
  description: Scalars['String']['output'];
  kind: CashEntryKind;
  orderId?: Maybe<Scalars['ID']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

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

/** A cash shift of one branch. */
export type CashShift = {
  __typename?: 'CashShift';
  affiliate?: Maybe<Affiliate>;
  affiliateId: Scalars['ID']['output'];
  cashIn: Scalars['Int']['output'];
  cashOut: Scalars['Int']['output'];
  cashTakings: Scalars['Int']['output'];
  /** When it was closed, ISO 8601 (null while open). */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  closedByName?: Maybe<Scalars['String']['output']>;
  comment: Scalars['String']['output'];
  /** Counted at closing. */
  countedCash?: Maybe<Scalars['Int']['output']>;
  /** countedCash − expectedCash once closed. */
  difference?: Maybe<Scalars['Int']['output']>;
  /** Opening + cash takings + cash in − cash out (live while open, frozen at closing). */
  expectedCash: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** When it was opened, ISO 8601. */
  openedAt: Scalars['DateTime']['output'];
  openedByName?: Maybe<Scalars['String']['output']>;
  openingCash: Scalars['Int']['output'];
  /** Whose till: a branch may run a flower counter and a fast-food till, each with its own shift. */
  shopType: ShopType;
  status: CashShiftStatus;
  takings: Array<ShiftTakings>;
  /** All payments of the shift, every type. */
  takingsTotal: Scalars['Int']['output'];
  timeline: Array<CashEntry>;
};

/** A cash shift opened or closed. */
export type CashShiftChange = {
  __typename?: 'CashShiftChange';
  kind: CashShiftChangeKind;
  shift: CashShift;
};

/** What happened to a cash shift. */
export type CashShiftChangeKind =
  | 'closed'
  | 'opened';

/** A page of shifts, newest first. */
export type CashShiftConnection = {
  __typename?: 'CashShiftConnection';
  edges: Array<CashShiftEdge>;
  pageInfo: PageInfo;
  /** How many shifts match the filter (all pages). */
  totalCount: Scalars['Int']['output'];
};

/** A shift on a page. */
export type CashShiftEdge = {
  __typename?: 'CashShiftEdge';
  /** This shift's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  node: CashShift;
};

/** Which shifts cashShiftsConnection pages. */
export type CashShiftFilter = {
  /** The branch (none: every branch). */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** The till (the SA: either or, left out, both; everyone else: their own). */
  shopType?: InputMaybe<ShopType>;
};

/** An open shift takes payments and cash moves; a closed one is frozen. */
export type CashShiftStatus =
  | 'closed'
  | 'open';

/** Категории. */
export type Category = ListRecord & {
  __typename?: 'Category';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Изображение (ключ изображения, задаётся загрузкой) */
  image?: Maybe<Scalars['String']['output']>;
  /**
   * Path of the picture on this gateway (`/images/<key>`: WebP, at most 1600 px a side), or null
   * without one. Public (no token) and cached for ever: a new picture gets a new path.
   */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Категория */
  name: Scalars['String']['output'];
  /** Родительская категория: сама запись. */
  parent?: Maybe<Category>;
  /** Родительская категория */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Тип магазина */
  shopType: ShopType;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Path of the picture's thumbnail (`/images/<key>?size=thumb`: WebP, at most 240 px a side), or null. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
};

/** Новая запись списка «Категории». */
export type CategoryCreateInput = {
  /** Категория */
  name: Scalars['String']['input'];
  /** Родительская категория */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Тип магазина */
  shopType: ShopType;
};

/** Live (not deleted) products of one category, not counting its subcategories. */
export type CategoryProductCount = {
  __typename?: 'CategoryProductCount';
  /** The category; null for the products that have none. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  count: Scalars['Int']['output'];
};

/** Изменения записи списка «Категории»: только переданные поля. */
export type CategoryUpdateInput = {
  /** Категория */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Родительская категория */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Тип магазина */
  shopType?: InputMaybe<ShopType>;
};

/** Сертификаты (экран /reference/Certificate). */
export type Certificate = ListRecord & {
  __typename?: 'Certificate';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Номинал (в копейках) */
  amount: Scalars['Int']['output'];
  /** Остаток (в копейках) */
  balance?: Maybe<Scalars['Int']['output']>;
  /** Код (уникально) */
  code: Scalars['String']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Действует до (ГГГГ-ММ-ДД) */
  validUntil?: Maybe<Scalars['Date']['output']>;
};

/** Страница списка «Сертификаты». */
export type CertificateConnection = {
  __typename?: 'CertificateConnection';
  /** Записи страницы. */
  edges: Array<CertificateEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Сертификаты». */
export type CertificateCreateInput = {
  /** Номинал (в копейках) */
  amount: Scalars['Int']['input'];
  /** Остаток (в копейках) */
  balance?: InputMaybe<Scalars['Int']['input']>;
  /** Код (уникально) */
  code: Scalars['String']['input'];
  /** Действует до (ГГГГ-ММ-ДД) */
  validUntil?: InputMaybe<Scalars['Date']['input']>;
};

/** Запись списка «Сертификаты» на странице. */
export type CertificateEdge = {
  __typename?: 'CertificateEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Certificate;
};

/** Изменения записи списка «Сертификаты»: только переданные поля. */
export type CertificateUpdateInput = {
  /** Номинал (в копейках) */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Остаток (в копейках) */
  balance?: InputMaybe<Scalars['Int']['input']>;
  /** Код (уникально) */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Действует до (ГГГГ-ММ-ДД) */
  validUntil?: InputMaybe<Scalars['Date']['input']>;
};

/** Сдача (экран /reference/changeList). */
export type ChangeOption = ListRecord & {
  __typename?: 'ChangeOption';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Номинал (в копейках) */
  amount: Scalars['Int']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Купюра */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Сдача». */
export type ChangeOptionCreateInput = {
  /** Номинал (в копейках) */
  amount: Scalars['Int']['input'];
  /** Купюра */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Сдача»: только переданные поля. */
export type ChangeOptionUpdateInput = {
  /** Номинал (в копейках) */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Купюра */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A fresh session after `changePassword`, or why the change was refused. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** JWT of the new session (every earlier one has ended); null when `userErrors` is not empty. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The signed-in user; null when `userErrors` is not empty. */
  user?: Maybe<User>;
  /** Why it was refused (a wrong current password at `currentPassword`, a weak new one at `newPassword`); empty on success. */
  userErrors: Array<UserError>;
};

/** A person of the demo chat. */
export type ChatContact = {
  __typename?: 'ChatContact';
  avatar: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mood: Scalars['String']['output'];
  name: Scalars['String']['output'];
  status: ChatPresence;
};

/** Template demo: a conversation with its messages. */
export type ChatConversation = {
  __typename?: 'ChatConversation';
  chats: Array<ChatMessage>;
  id: Scalars['ID']['output'];
};

/** Template demo: a chat message. */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** Who wrote it. */
  contactId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  time: Scalars['String']['output'];
};

/** Template demo: presence of a chat user. */
export type ChatPresence =
  | 'offline'
  | 'online';

/** Template demo: an entry of a user's recent chats. */
export type ChatRecent = {
  __typename?: 'ChatRecent';
  chatId: Scalars['ID']['output'];
  contact: ChatContact;
  contactId: Scalars['ID']['output'];
  lastChatTime: Scalars['String']['output'];
  unread: Scalars['Int']['output'];
};

/** Template demo: a chat room between two users. */
export type ChatRoom = {
  __typename?: 'ChatRoom';
  chatId: Scalars['ID']['output'];
  messageList: Array<ChatMessage>;
  recentListUpdated: Array<ChatRecent>;
};

/** A gift certificate as the checkout would take it. */
export type CheckoutCertificate = {
  __typename?: 'CheckoutCertificate';
  /** What is left on it, kopecks. */
  balance: Scalars['Int']['output'];
  /** The number as written in the list. */
  code: Scalars['String']['output'];
};

/** What checkoutCodes found (null for a code not asked). */
export type CheckoutCodes = {
  __typename?: 'CheckoutCodes';
  certificate?: Maybe<CheckoutCertificate>;
  promo?: Maybe<CheckoutPromo>;
};

/** A promo code as the checkout would apply it. */
export type CheckoutPromo = {
  __typename?: 'CheckoutPromo';
  /** The code as written in the list. */
  code: Scalars['String']['output'];
  /** Percent or a sum. */
  kind: DiscountKind;
  /** The least sum of goods it applies to, kopecks (null: any). */
  minOrderSum?: Maybe<Scalars['Int']['output']>;
  /** Percent (0–100) or kopecks. */
  value: Scalars['Float']['output'];
};

/** The open notifications left after `clearNotifications`, or why it was refused. */
export type ClearNotificationsPayload = {
  __typename?: 'ClearNotificationsPayload';
  /** The open ones the user sees now, newest first; null when `userErrors` is not empty. */
  notifications?: Maybe<Array<Notification>>;
  /**
   * Why it was refused: `ids` and `upTo` together (INVALID at `upTo`), an id that names no
   * notification (NOT_FOUND at `["ids", "0"]` or `upTo`); empty on success.
   */
  userErrors: Array<UserError>;
};

/** Клиенты (экран /reference/KlientDirectory). */
export type Client = ListRecord & {
  __typename?: 'Client';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** День рождения (ГГГГ-ММ-ДД) */
  birthday?: Maybe<Scalars['Date']['output']>;
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Email */
  email?: Maybe<Scalars['String']['output']>;
  /** Имя */
  firstName: Scalars['String']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Фамилия */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Отчество */
  patronymic?: Maybe<Scalars['String']['output']>;
  /** Телефон */
  phone: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Версия записи: растёт с каждым изменением; передайте её в изменение, чтобы не затереть чужое. */
  version?: Maybe<Scalars['Int']['output']>;
};

/**
 * The client card (issue 26 item 6): a client of the directory with what the shop knows of them.
 * The orders themselves are `ordersConnection(filter: { clientId })`, newest first with
 * `orderBy: DATE, last:` and `before:`.
 */
export type ClientCard = {
  __typename?: 'ClientCard';
  /** The directory record; phone and e-mail masked, birthday hidden, without KLIENTS. */
  client: Client;
  /** Client since, ISO 8601: when the record was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Delivery notices (docs/delivery.md): false when the client asked for none; separate from `doNotDisturb`. */
  deliveryNotices: Scalars['Boolean']['output'];
  /** Marketing: the client asked for no mailings («Не беспокоить»). */
  doNotDisturb: Scalars['Boolean']['output'];
  /** Since when, ISO 8601 (null: not set). */
  doNotDisturbAt?: Maybe<Scalars['DateTime']['output']>;
  /** The first order's date, yyyy-MM-dd (null: none). */
  firstOrderDate?: Maybe<Scalars['Date']['output']>;
  /** The newest order's date, yyyy-MM-dd (null: none). */
  lastOrderDate?: Maybe<Scalars['Date']['output']>;
  /** Of them live: neither cancelled nor deleted. */
  liveOrderCount: Scalars['Int']['output'];
  /** Their total, kopecks: the order list's «на сумму» definition (Float: a regular outgrows Int). */
  liveSum: Scalars['Float']['output'];
  /** Orders of the client (cancelled included, deleted not), of the reader's shop type. */
  orderCount: Scalars['Int']['output'];
};

/** Страница списка «Клиенты». */
export type ClientConnection = {
  __typename?: 'ClientConnection';
  /** Записи страницы. */
  edges: Array<ClientEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Клиенты». */
export type ClientCreateInput = {
  /** День рождения (ГГГГ-ММ-ДД) */
  birthday?: InputMaybe<Scalars['Date']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Имя */
  firstName: Scalars['String']['input'];
  /** Фамилия */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Отчество */
  patronymic?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone: Scalars['String']['input'];
};

/** A client's notice setting, or why not. */
export type ClientDeliveryNoticesPayload = {
  __typename?: 'ClientDeliveryNoticesPayload';
  /** Whether the client receives delivery notices; null when refused. */
  enabled?: Maybe<Scalars['Boolean']['output']>;
  userErrors: Array<UserError>;
};

/** Запись списка «Клиенты» на странице. */
export type ClientEdge = {
  __typename?: 'ClientEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Client;
};

/** A dated occasion of a client. */
export type ClientOccasion = {
  __typename?: 'ClientOccasion';
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Day of the month. */
  day: Scalars['Int']['output'];
  /** Occasion id. */
  id: Scalars['ID']['output'];
  /** Its kind. */
  kind: OccasionKind;
  /** Month, 1 to 12. */
  month: Scalars['Int']['output'];
  /** The order it was proposed from. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** That order's number. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Every year (true) or once. */
  recurring: Scalars['Boolean']['output'];
  /** Typed in or accepted from an order. */
  source: OccasionSource;
  /** What it is. */
  title: Scalars['String']['output'];
  /** The year, when known (required for a one-off event). */
  year?: Maybe<Scalars['Int']['output']>;
};

/** An occasion as a form sends it. */
export type ClientOccasionInput = {
  /** The client. */
  clientId: Scalars['ID']['input'];
  /** Day of the month (a real date). */
  day: Scalars['Int']['input'];
  /** Its kind. */
  kind: OccasionKind;
  /** Month, 1 to 12. */
  month: Scalars['Int']['input'];
  /** The order a proposal came from (accepting it twice adds it once). */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Every year (default true). */
  recurring?: InputMaybe<Scalars['Boolean']['input']>;
  /** What it is, 1 to 200 characters. */
  title: Scalars['String']['input'];
  /** The year, required when not recurring. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Изменения записи списка «Клиенты»: только переданные поля. */
export type ClientUpdateInput = {
  /** День рождения (ГГГГ-ММ-ДД) */
  birthday?: InputMaybe<Scalars['Date']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Имя */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Фамилия */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Отчество */
  patronymic?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The closed shift, or why not (SHIFT_CLOSED, NOT_FOUND, FIELD_INVALID at `countedCash`, …). */
export type CloseCashShiftPayload = {
  __typename?: 'CloseCashShiftPayload';
  /** Null when refused. */
  shift?: Maybe<CashShift>;
  userErrors: Array<UserError>;
};

/** A slot of a combo: one product of `productIds` is chosen in a sale, e.g. «Напиток». */
export type ComboSlot = {
  __typename?: 'ComboSlot';
  /** Slot id: what an order line's `comboParts.slotId` names. */
  id: Scalars['ID']['output'];
  /** Name, e.g. «Бургер», «Гарнир», «Напиток». */
  name: Scalars['String']['output'];
  /** The products that may be chosen, in their order. */
  productIds: Array<Scalars['ID']['output']>;
  /** Those products (one cached product list per request; a removed one is left out). */
  products: Array<Product>;
};

/** A combo slot being saved. */
export type ComboSlotInput = {
  /** Name, unique within the combo. */
  name: Scalars['String']['input'];
  /** Fast-food products that may be chosen (not combos), at least one. */
  productIds: Array<Scalars['ID']['input']>;
};

/** The new draft of `copyMarketingCampaign`, or why the input was refused. */
export type CopyMarketingCampaignPayload = {
  __typename?: 'CopyMarketingCampaignPayload';
  /** The new draft; null when `userErrors` is not empty. */
  campaign?: Maybe<MarketingCampaign>;
  /** Why the input was refused (an unknown campaign: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** An employee in the courier position. */
export type Courier = {
  __typename?: 'Courier';
  /** The id of the staff account that signs in as this courier; null: none. */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** Whether a staff account signs in as this courier (the courier view). */
  hasAccount: Scalars['Boolean']['output'];
  /** The employee's id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** The courier's work phone. */
  phone: Scalars['String']['output'];
};

/** A staff account a courier may sign in with: the flower shop's, with the COURIER page key. */
export type CourierAccount = {
  __typename?: 'CourierAccount';
  /** The courier (employee id) it signs in as; null: none yet. */
  courierId?: Maybe<Scalars['ID']['output']>;
  /** The e-mail it signs in with. */
  email: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** The account's name. */
  name: Scalars['String']['output'];
};

/** The couriers after linking an account, or why not. */
export type CouriersPayload = {
  __typename?: 'CouriersPayload';
  /** Null when refused. */
  couriers?: Maybe<Array<Courier>>;
  userErrors: Array<UserError>;
};

/** Филиалы: созданная запись, или отказ в userErrors. */
export type CreateAffiliatePayload = {
  __typename?: 'CreateAffiliatePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  affiliate?: Maybe<Affiliate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Категории: созданная запись, или отказ в userErrors. */
export type CreateCategoryPayload = {
  __typename?: 'CreateCategoryPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  category?: Maybe<Category>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сертификаты: созданная запись, или отказ в userErrors. */
export type CreateCertificatePayload = {
  __typename?: 'CreateCertificatePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  certificate?: Maybe<Certificate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сдача: созданная запись, или отказ в userErrors. */
export type CreateChangeOptionPayload = {
  __typename?: 'CreateChangeOptionPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  changeOption?: Maybe<ChangeOption>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Клиенты: созданная запись, или отказ в userErrors. */
export type CreateClientPayload = {
  __typename?: 'CreateClientPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  client?: Maybe<Client>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Скидки: созданная запись, или отказ в userErrors. */
export type CreateDiscountPayload = {
  __typename?: 'CreateDiscountPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  discount?: Maybe<Discount>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сотрудники: созданная запись, или отказ в userErrors. */
export type CreateEmployeePayload = {
  __typename?: 'CreateEmployeePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  employee?: Maybe<Employee>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Подарки: созданная запись, или отказ в userErrors. */
export type CreateGiftPayload = {
  __typename?: 'CreateGiftPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  gift?: Maybe<Gift>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** What a new token may do. */
export type CreateIntegrationTokenInput = {
  /** 1–100 characters. */
  name: Scalars['String']['input'];
  /** At least one page key; an ADMIN may grant only keys they hold. */
  scopes: Array<Scalars['String']['input']>;
  /** The SA chooses; an ADMIN's tokens are for their own shop type (the default). */
  shopType?: InputMaybe<ShopType>;
};

/** A new token and its secret, or why the input was refused. */
export type CreateIntegrationTokenPayload = {
  __typename?: 'CreateIntegrationTokenPayload';
  /** Send as `Authorization: Bearer <secret>`. Shown this once: only a hash of it is stored. Null when `userErrors` is not empty. */
  secret?: Maybe<Scalars['String']['output']>;
  /** The new token; null when `userErrors` is not empty. */
  token?: Maybe<IntegrationToken>;
  /** Why the input was refused (no name: `["input", "name"]`, keys the viewer cannot grant: `["input", "scopes"]`); empty on success. */
  userErrors: Array<UserError>;
};

/** Наценки: созданная запись, или отказ в userErrors. */
export type CreateMarkupPayload = {
  __typename?: 'CreateMarkupPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  markup?: Maybe<Markup>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пометки: созданная запись, или отказ в userErrors. */
export type CreateNotePayload = {
  __typename?: 'CreateNotePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  note?: Maybe<Note>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Метки заказов: созданная запись, или отказ в userErrors. */
export type CreateOrderMarkPayload = {
  __typename?: 'CreateOrderMarkPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderMark?: Maybe<OrderMark>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The created order, or why not (ORDER_TOTAL_MISMATCH at `input.total`, ORDER_LINE_INVALID at `input.lines.N.count`, …). */
export type CreateOrderPayload = {
  __typename?: 'CreateOrderPayload';
  /** Null when refused. */
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** Каналы продаж: созданная запись, или отказ в userErrors. */
export type CreateOrderSourcePayload = {
  __typename?: 'CreateOrderSourcePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderSource?: Maybe<OrderSource>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Статусы заказов: созданная запись, или отказ в userErrors. */
export type CreateOrderStatusPayload = {
  __typename?: 'CreateOrderStatusPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderStatus?: Maybe<OrderStatus>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Организации: созданная запись, или отказ в userErrors. */
export type CreateOrganizationPayload = {
  __typename?: 'CreateOrganizationPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  organization?: Maybe<Organization>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Точки продаж: созданная запись, или отказ в userErrors. */
export type CreateOutletPayload = {
  __typename?: 'CreateOutletPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  outlet?: Maybe<Outlet>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Типы оплат: созданная запись, или отказ в userErrors. */
export type CreatePaymentTypePayload = {
  __typename?: 'CreatePaymentTypePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  paymentType?: Maybe<PaymentType>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Товары: созданная запись, или отказ в userErrors. */
export type CreateProductPayload = {
  __typename?: 'CreateProductPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  product?: Maybe<Product>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Создание промокодов: созданная запись, или отказ в userErrors. */
export type CreatePromoBatchPayload = {
  __typename?: 'CreatePromoBatchPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promoBatch?: Maybe<PromoBatch>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Промокоды: созданная запись, или отказ в userErrors. */
export type CreatePromocodePayload = {
  __typename?: 'CreatePromocodePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promocode?: Maybe<Promocode>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Получатели: созданная запись, или отказ в userErrors. */
export type CreateRecipientPayload = {
  __typename?: 'CreateRecipientPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  recipient?: Maybe<Recipient>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пользователи: созданная запись, или отказ в userErrors. */
export type CreateStaffUserPayload = {
  __typename?: 'CreateStaffUserPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  staffUser?: Maybe<StaffUser>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The document after `createStockDocument`, or why not (FIELD_INVALID or NOT_FOUND at the field of `input`, …). */
export type CreateStockDocumentPayload = {
  __typename?: 'CreateStockDocumentPayload';
  /** Null when refused. */
  document?: Maybe<StockDocument>;
  userErrors: Array<UserError>;
};

/** Улицы: созданная запись, или отказ в userErrors. */
export type CreateStreetPayload = {
  __typename?: 'CreateStreetPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  street?: Maybe<Street>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Поставщики: созданная запись, или отказ в userErrors. */
export type CreateSupplierPayload = {
  __typename?: 'CreateSupplierPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  supplier?: Maybe<Supplier>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Единицы измерения: созданная запись, или отказ в userErrors. */
export type CreateUnitPayload = {
  __typename?: 'CreateUnitPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  unit?: Maybe<Unit>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** A new endpoint. */
export type CreateWebhookEndpointInput = {
  /** Up to 200 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At least one event. */
  events: Array<WebhookEvent>;
  /** Only this shop type's events; null: both. */
  shopType?: InputMaybe<ShopType>;
  /** http(s) URL; private and loopback hosts are refused unless the server allows them. */
  url: Scalars['String']['input'];
};

/** The new endpoint and its secret, or why not (WEBHOOK_URL_REFUSED, FIELD_INVALID). */
export type CreateWebhookEndpointPayload = {
  __typename?: 'CreateWebhookEndpointPayload';
  /** Null when refused. */
  endpoint?: Maybe<WebhookEndpoint>;
  /** Verifies `X-Webhook-Signature`. Shown this once; null when refused. */
  secret?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

/** Должности: созданная запись, или отказ в userErrors. */
export type CreateWorkerPositionPayload = {
  __typename?: 'CreateWorkerPositionPayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  workerPosition?: Maybe<WorkerPosition>;
};

/** Причины списания: созданная запись, или отказ в userErrors. */
export type CreateWriteOffReasonPayload = {
  __typename?: 'CreateWriteOffReasonPayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  writeOffReason?: Maybe<WriteOffReason>;
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
  start: Scalars['Date']['input'];
  /** Last day, yyyy-MM-dd (inclusive). */
  stop: Scalars['Date']['input'];
};

/** The id `deleteClientOccasion` deleted, or why the input was refused. */
export type DeleteClientOccasionPayload = {
  __typename?: 'DeleteClientOccasionPayload';
  /** The deleted occasion's id; null when `userErrors` is not empty. */
  deletedOccasionId?: Maybe<Scalars['ID']['output']>;
  /** Why the input was refused (an unknown occasion: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** The id `deleteMarketingCampaign` deleted, or why the input was refused. */
export type DeleteMarketingCampaignPayload = {
  __typename?: 'DeleteMarketingCampaignPayload';
  /** The deleted draft's id; null when `userErrors` is not empty. */
  deletedCampaignId?: Maybe<Scalars['ID']['output']>;
  /** Why the input was refused (a sent campaign stays; an unknown one: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** The id of the deleted order, or why not (ORDER_DELETED: already deleted, NOT_FOUND at `id`). */
export type DeleteOrderPayload = {
  __typename?: 'DeleteOrderPayload';
  /** Null when refused. */
  deletedOrderId?: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

/** The deleted endpoint (as it was), or why not (NOT_FOUND). */
export type DeleteWebhookEndpointPayload = {
  __typename?: 'DeleteWebhookEndpointPayload';
  /** Null when refused. */
  endpoint?: Maybe<WebhookEndpoint>;
  userErrors: Array<UserError>;
};

/** A flower-shop order delivered or picked up on a day, as the delivery day sees it. */
export type Delivery = {
  __typename?: 'Delivery';
  /** Street and address; empty for a pick-up. */
  address: Scalars['String']['output'];
  /** The card's text. */
  cardText: Scalars['String']['output'];
  /** The buyer's id; null for a courier, or without a buyer. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** The buyer's name; null for a courier (not theirs to know). */
  clientName?: Maybe<Scalars['String']['output']>;
  /** Whether the buyer receives delivery notices; null for a courier. */
  clientNotices?: Maybe<Scalars['Boolean']['output']>;
  /** The manager's comment. */
  comment: Scalars['String']['output'];
  /** The assigned courier; null: none yet. */
  courier?: Maybe<Courier>;
  /** The delivery (or pick-up) day. */
  date: Scalars['Date']['output'];
  /** When it was delivered. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the courier collects on delivery, kopecks: the total less the certificate and what is paid. */
  due: Scalars['Int']['output'];
  /** Why it was not delivered (FAILED). */
  failureReason: Scalars['String']['output'];
  /** Not delivered and its window is over, in the shop's time zone. */
  late: Scalars['Boolean']['output'];
  /** A maps link for the address (no API key): opens the phone's maps app. */
  mapsUrl?: Maybe<Scalars['String']['output']>;
  /** The order's number (261126-014). */
  number: Scalars['String']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** Photos of the bouquet and of the delivery. */
  photos: Array<DeliveryPhoto>;
  /** A pick-up at the shop: no courier, no address. */
  pickup: Scalars['Boolean']['output'];
  /** Who took the bouquet, as the courier wrote it (DELIVERED). */
  receiverName: Scalars['String']['output'];
  /** Who receives the bouquet. */
  recipientName: Scalars['String']['output'];
  /** The recipient's phone. */
  recipientPhone: Scalars['String']['output'];
  /** Where it stands. */
  status: DeliveryStatus;
  /** The order's time text as kept («12:00-14:00»). */
  time: Scalars['String']['output'];
  /** The order's total, kopecks. */
  total: Scalars['Int']['output'];
  /** The window read from `time`; null when the order has none. */
  window?: Maybe<DeliveryWindow>;
};

/** The deliveries of one day, in window order. */
export type DeliveryDay = {
  __typename?: 'DeliveryDay';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Its deliveries and pick-ups. */
  items: Array<Delivery>;
};

/** One client notice in the log. */
export type DeliveryNotice = {
  __typename?: 'DeliveryNotice';
  /** The e-mail it went to; empty when skipped. */
  address: Scalars['String']['output'];
  /** Body as sent (sanitised HTML). */
  bodyHtml: Scalars['String']['output'];
  /** When it was logged. */
  createdAt: Scalars['DateTime']['output'];
  /** Why it failed or was skipped. */
  error: Scalars['String']['output'];
  /** The event it was sent on. */
  event: DeliveryNoticeEvent;
  /** The log row's id. */
  id: Scalars['ID']['output'];
  /** The order's number. */
  number: Scalars['String']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** When it was sent. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** queued, sent, failed or skipped. */
  status: Scalars['String']['output'];
  /** Subject as sent. */
  subject: Scalars['String']['output'];
};

/** A page of the client notices' log, newest first. */
export type DeliveryNoticeConnection = {
  __typename?: 'DeliveryNoticeConnection';
  /** The notices of the page. */
  edges: Array<DeliveryNoticeEdge>;
  /** Whether pages follow, and the cursors of this page's ends. */
  pageInfo: PageInfo;
  /** How many notices the log holds (of the order, when one is named): every page. */
  totalCount: Scalars['Int']['output'];
};

/** A notice on a page of deliveryNoticesConnection. */
export type DeliveryNoticeEdge = {
  __typename?: 'DeliveryNoticeEdge';
  /** This notice's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  /** The notice. */
  node: DeliveryNotice;
};

/** A client notice's event. */
export type DeliveryNoticeEvent =
  /** Delivered. */
  | 'DELIVERED'
  /** The bouquet is made (with the photo's link). */
  | 'MADE'
  /** Handed to the courier. */
  | 'OUT';

/** A client notice's editable text. */
export type DeliveryNoticeTemplate = {
  __typename?: 'DeliveryNoticeTemplate';
  /** Rich-text body with the same placeholders. */
  body: Scalars['String']['output'];
  /** The event it is sent on. */
  event: DeliveryNoticeEvent;
  /** Subject; placeholders {{number}}, {{client}}, {{recipient}}, {{date}}, {{window}}, {{photo}}, {{receiver}}. */
  subject: Scalars['String']['output'];
};

/** The notice texts after saving, or why not. */
export type DeliveryNoticeTemplatesPayload = {
  __typename?: 'DeliveryNoticeTemplatesPayload';
  /** Null when refused. */
  templates?: Maybe<Array<DeliveryNoticeTemplate>>;
  userErrors: Array<UserError>;
};

/** A changed delivery, or why not. */
export type DeliveryPayload = {
  __typename?: 'DeliveryPayload';
  /** Null when refused. */
  delivery?: Maybe<Delivery>;
  userErrors: Array<UserError>;
};

/** A photo of a delivery, stored through the catalogue's picture pipeline. */
export type DeliveryPhoto = {
  __typename?: 'DeliveryPhoto';
  /** BOUQUET: the made bouquet, by staff; PROOF: at the door, by the courier. */
  kind: Scalars['String']['output'];
  /** Its thumbnail. */
  thumbUrl: Scalars['String']['output'];
  /** The picture, relative to the gateway (`/images/<key>`). */
  url: Scalars['String']['output'];
};

/** The shop's delivery slots: windows of `slotMinutes` from `dayStart` to `dayEnd`. */
export type DeliverySettings = {
  __typename?: 'DeliverySettings';
  /** End of the delivery day, «ЧЧ:ММ»; not after `dayStart`: past midnight. */
  dayEnd: Scalars['String']['output'];
  /** Start of the delivery day, «ЧЧ:ММ». */
  dayStart: Scalars['String']['output'];
  /** Length of one window, minutes (30–720). */
  slotMinutes: Scalars['Int']['output'];
  /** The windows an order may have, in order. */
  slots: Array<DeliveryWindow>;
};

/** The shop's delivery slots. */
export type DeliverySettingsInput = {
  /** End of the delivery day, «ЧЧ:ММ» (not after the start: past midnight). */
  dayEnd: Scalars['String']['input'];
  /** Start of the delivery day, «ЧЧ:ММ». */
  dayStart: Scalars['String']['input'];
  /** Length of one window, minutes (30–720). */
  slotMinutes: Scalars['Int']['input'];
};

/** The saved slots, or why not. */
export type DeliverySettingsPayload = {
  __typename?: 'DeliverySettingsPayload';
  /** Null when refused. */
  settings?: Maybe<DeliverySettings>;
  userErrors: Array<UserError>;
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

/** A delivery window: wall-clock times of the shop (SHOP_TIMEZONE). A `to` not after `from` ends on the next day. */
export type DeliveryWindow = {
  __typename?: 'DeliveryWindow';
  /** Start, «ЧЧ:ММ». */
  from: Scalars['String']['output'];
  /** End, «ЧЧ:ММ». */
  to: Scalars['String']['output'];
};

/**
 * Whether the template's demo areas («Демо» menu, «тест» labels) show to every account or to the SA
 * only (issue 26). The stored setting wins; until the SA first saves it, SHOW_DEMO_AREAS decides.
 */
export type DemoAreasSetting = {
  __typename?: 'DemoAreasSetting';
  /** The operator's SHOW_DEMO_AREAS: the default until a choice is stored. */
  envDefault: Scalars['Boolean']['output'];
  /** What applies now: shown to every account (true) or to the SA only (false). */
  shown: Scalars['Boolean']['output'];
  /** The stored choice (null: never saved, the operator's SHOW_DEMO_AREAS applies). */
  stored?: Maybe<Scalars['Boolean']['output']>;
  /** When the choice was last saved, ISO 8601. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who saved it last. */
  updatedByName?: Maybe<Scalars['String']['output']>;
};

/** Where a fast-food order is eaten (the order's `deliveryType`: here or takeaway). */
export type Dining =
  /** In the outlet (deliveryType «here»). */
  | 'EAT_IN'
  /** Taken away (deliveryType «takeaway»). */
  | 'TAKE_AWAY';

/** A person of the demo user directory (not a staff account). */
export type DirectoryUser = {
  __typename?: 'DirectoryUser';
  address: Scalars['String']['output'];
  age: Scalars['Int']['output'];
  balance: Scalars['String']['output'];
  /** Birthday, ISO date. */
  bd: Scalars['String']['output'];
  company: Scalars['String']['output'];
  email: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  guid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imgUrl: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** Скидки (экран /reference/Discount). */
export type Discount = ListRecord & {
  __typename?: 'Discount';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Вид */
  kind: DiscountKind;
  /** Скидка */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Размер */
  value: Scalars['Float']['output'];
};

/** Новая запись списка «Скидки». */
export type DiscountCreateInput = {
  /** Вид */
  kind: DiscountKind;
  /** Скидка */
  name: Scalars['String']['input'];
  /** Размер */
  value: Scalars['Float']['input'];
};

/** Вид скидки: процент или сумма в копейках. */
export type DiscountKind =
  | 'amount'
  | 'percent';

/** Изменения записи списка «Скидки»: только переданные поля. */
export type DiscountUpdateInput = {
  /** Вид */
  kind?: InputMaybe<DiscountKind>;
  /** Скидка */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Размер */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** The open notifications left after `dismissNotification`, or why it was refused. */
export type DismissNotificationPayload = {
  __typename?: 'DismissNotificationPayload';
  /** The open ones the user sees now, newest first; null when `userErrors` is not empty. */
  notifications?: Maybe<Array<Notification>>;
  /** Why it was refused (an id that names no notification: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** Сотрудники (экран /reference/employeesList). */
export type Employee = ListRecord & {
  __typename?: 'Employee';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Филиал: сама запись. */
  affiliate?: Maybe<Affiliate>;
  /** Филиал */
  affiliateId?: Maybe<Scalars['ID']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** ФИО */
  fullName: Scalars['String']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Телефон */
  phone?: Maybe<Scalars['String']['output']>;
  /** Должность: сама запись. */
  position?: Maybe<WorkerPosition>;
  /** Должность */
  positionId?: Maybe<Scalars['ID']['output']>;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Сотрудники». */
export type EmployeeCreateInput = {
  /** Филиал */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** ФИО */
  fullName: Scalars['String']['input'];
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Должность */
  positionId?: InputMaybe<Scalars['ID']['input']>;
};

/** Изменения записи списка «Сотрудники»: только переданные поля. */
export type EmployeeUpdateInput = {
  /** Филиал */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** ФИО */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Должность */
  positionId?: InputMaybe<Scalars['ID']['input']>;
};

/** One fiscal document of an order or a shift. */
export type FiscalDocument = {
  __typename?: 'FiscalDocument';
  /** The receipt's total, kopecks (0 for shift reports). */
  amount: Scalars['Int']['output'];
  /** How many times the register failed it: the next task uuid's attempt. */
  attempt: Scalars['Int']['output'];
  /** When it was stored. */
  createdAt: Scalars['DateTime']['output'];
  /** When the register printed it, as it says (ISO 8601 with its offset). */
  fiscalAt?: Maybe<Scalars['String']['output']>;
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** What it is for, unique per kind: the payment (sale, prepayment), the order (settlement, return) or the cash shift. */
  key: Scalars['Int']['output'];
  /** What it is. */
  kind: FiscalDocumentKind;
  /** The driver's message of the last failure. */
  message?: Maybe<Scalars['String']['output']>;
  /** The fiscal document number (tag 1040) once registered. */
  number?: Maybe<Scalars['Int']['output']>;
  /** The order (null: a shift report). */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** That order's number (261126-014). */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** The payment it registers (sale, prepayment). */
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** The cash shift (shift reports). */
  shiftId?: Maybe<Scalars['ID']['output']>;
  /** The till it belongs to. */
  shopType: ShopType;
  /** The fiscal sign (tag 1077) once registered. */
  sign?: Maybe<Scalars['String']['output']>;
  /** Where it stands with the register. */
  status: FiscalStatus;
  /** The ATOL task as sent, JSON text; the buyer's contact is left out for readers without access to clients' data. */
  task: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A document to store before the register is asked. */
export type FiscalDocumentInput = {
  /** The receipt's total, kopecks. */
  amount: Scalars['Int']['input'];
  /** The payment's, order's or shift's id, as the kind says. */
  key: Scalars['Int']['input'];
  /** What it is. */
  kind: FiscalDocumentKind;
  /** The order (receipts). */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** The payment (sale, prepayment). */
  paymentId?: InputMaybe<Scalars['ID']['input']>;
  /** The cash shift (shift reports). */
  shiftId?: InputMaybe<Scalars['ID']['input']>;
  /** The till. */
  shopType: ShopType;
  /** The ATOL task, JSON text. */
  task: Scalars['String']['input'];
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

/** The stored document, or why not. */
export type FiscalDocumentPayload = {
  __typename?: 'FiscalDocumentPayload';
  /** The document as stored. */
  document?: Maybe<FiscalDocument>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** What the register answered. */
export type FiscalReportInput = {
  /** The attempt the answer is for. */
  attempt: Scalars['Int']['input'];
  /** The register's time of the document (registered). */
  fiscalAt?: InputMaybe<Scalars['String']['input']>;
  /** The driver's message (failed). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The fiscal document number (registered). */
  number?: InputMaybe<Scalars['Int']['input']>;
  /** The fiscal sign (registered). */
  sign?: InputMaybe<Scalars['String']['input']>;
  /** registered, failed, or pending (the wait ran out; it may yet print). */
  status: FiscalStatus;
};

/** The fiscal settings of one shop type. */
export type FiscalSettings = {
  __typename?: 'FiscalSettings';
  /** The cashier's INN printed as the operator's (10 or 12 digits, empty: not printed). */
  cashierInn: Scalars['String']['output'];
  /** VAT of a position whose product names none (simplified systems print «без НДС» anyway). */
  defaultVat: VatRate;
  /** Off: no receipts are registered, the till prints as before. */
  enabled: Scalars['Boolean']['output'];
  /** The shop type they are for. */
  shopType: ShopType;
  /** The taxation system printed on every receipt. */
  taxationType: TaxationType;
  /** When they were last saved (null: never; fiscalisation is off). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The settings as the settings form saves them. */
export type FiscalSettingsInput = {
  /** The cashier's INN, 10 or 12 digits, or empty. */
  cashierInn: Scalars['String']['input'];
  /** VAT of a position whose product names none. */
  defaultVat: VatRate;
  /** Register receipts at all. */
  enabled: Scalars['Boolean']['input'];
  /** The taxation system. */
  taxationType: TaxationType;
};

/** The saved settings, or why not. */
export type FiscalSettingsPayload = {
  __typename?: 'FiscalSettingsPayload';
  /** The settings as saved. */
  settings?: Maybe<FiscalSettings>;
  /** Why not (FIELD_INVALID at `input.cashierInn`, …). */
  userErrors: Array<UserError>;
};

/** Where a document stands with the register. */
export type FiscalStatus =
  /** The register refused or failed (off, out of paper): «не пробит», with the driver's message. */
  | 'failed'
  /** Stored, the register not yet answered (or the answer was lost): not printed as far as we know. */
  | 'pending'
  /** Printed and sent to the tax service: it has a number and a sign. */
  | 'registered';

/** Подарки (экран /marketing/Gifts). */
export type Gift = ListRecord & {
  __typename?: 'Gift';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: Maybe<Scalars['Int']['output']>;
  /** Подарок */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: Maybe<Scalars['Date']['output']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: Maybe<Scalars['Date']['output']>;
};

/** Новая запись списка «Подарки». */
export type GiftCreateInput = {
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: InputMaybe<Scalars['Int']['input']>;
  /** Подарок */
  name: Scalars['String']['input'];
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/** Изменения записи списка «Подарки»: только переданные поля. */
export type GiftUpdateInput = {
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: InputMaybe<Scalars['Int']['input']>;
  /** Подарок */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/** Liveness report. */
export type Health = {
  __typename?: 'Health';
  /** How backups are made here (null: a remote CRM that does not say). */
  backupMode?: Maybe<BackupMode>;
  /** True when the CRM behind the gateway answered the probe. */
  crm: Scalars['Boolean']['output'];
  /** Always true when the gateway answers. */
  gateway: Scalars['Boolean']['output'];
  /** Seconds since the last good backup; null when there is none yet or the server makes them. */
  lastBackupAgeSeconds?: Maybe<Scalars['Int']['output']>;
};

/** A demo inbox message. */
export type InboxMessage = {
  __typename?: 'InboxMessage';
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** HTML. */
  message: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  sender: InboxSender;
  subject: Scalars['String']['output'];
};

/** Template demo: who sent an inbox message. */
export type InboxSender = {
  __typename?: 'InboxSender';
  name: Scalars['String']['output'];
  photo: Scalars['String']['output'];
};

/** A named integration token. The secret itself is shown once, in `createIntegrationToken`'s reply. */
export type IntegrationToken = {
  __typename?: 'IntegrationToken';
  /** ISO 8601 in UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail of who made it (null once that account is gone). */
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** ISO 8601, updated at most once a minute; null: never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the token is for, e.g. «Сайт» or «1С». */
  name: Scalars['String']['output'];
  /** ISO 8601; null while the token works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The page keys of schema/access.ts the token holds: it may do what a staff member with them may. */
  scopes: Array<Scalars['String']['output']>;
  /** The shop type whose data the token reads and writes. */
  shopType: ShopType;
};

/** A demo invoice (template canned data). */
export type Invoice = {
  __typename?: 'Invoice';
  buyer: InvoiceParty;
  currency: Scalars['String']['output'];
  /** ISO date-time. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<InvoiceItem>;
  orderNo: Scalars['String']['output'];
  seller: InvoiceParty;
  status: InvoiceStatus;
  /** VAT, percent. */
  vat: Scalars['Float']['output'];
};

/** Template demo: fields of an invoice; on update only the sent ones change. */
export type InvoiceInput = {
  /** Who buys. */
  buyer?: InputMaybe<InvoicePartyInput>;
  /** Currency sign or code as printed, e.g. $. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 date-time (a String: the template's data, not a DateTime). */
  date?: InputMaybe<Scalars['String']['input']>;
  /** The lines, replaced whole when sent. */
  items?: InputMaybe<Array<InvoiceItemInput>>;
  /** The order number printed on the invoice. */
  orderNo?: InputMaybe<Scalars['String']['input']>;
  /** Who sells. */
  seller?: InputMaybe<InvoicePartyInput>;
  /** Where it stands (new invoices: pending). */
  status?: InputMaybe<InvoiceStatus>;
  /** VAT, percent. */
  vat?: InputMaybe<Scalars['Float']['input']>;
};

/** Template demo: a line of an invoice. */
export type InvoiceItem = {
  __typename?: 'InvoiceItem';
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  unit: Scalars['Int']['output'];
};

/** Template demo: a line of an invoice. */
export type InvoiceItemInput = {
  /** What was sold. */
  name: Scalars['String']['input'];
  /** Price of one unit, in the invoice's currency. */
  price: Scalars['Float']['input'];
  /** How many units, an integer above 0. */
  unit: Scalars['Int']['input'];
};

/** Template demo: buyer or seller of an invoice. */
export type InvoiceParty = {
  __typename?: 'InvoiceParty';
  address: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Template demo: buyer or seller of an invoice. */
export type InvoicePartyInput = {
  /** Postal address. */
  address: Scalars['String']['input'];
  /** Name, not blank. */
  name: Scalars['String']['input'];
};

/** Where a demo invoice stands. */
export type InvoiceStatus =
  | 'delivered'
  | 'pending'
  | 'processing';

/** What the kitchen display shows: today's open tickets, oldest first, and the target times. */
export type KitchenBoard = {
  __typename?: 'KitchenBoard';
  /** The shop's target times. */
  targets: KitchenTargets;
  /** Today's paid, not yet bumped fast-food orders, oldest first. */
  tickets: Array<KitchenTicket>;
};

/** The order a bump or a recall acted on, or why not. */
export type KitchenBumpPayload = {
  __typename?: 'KitchenBumpPayload';
  /** The order's id; null when refused. */
  orderId?: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

/** A fast-food order changed: the kitchen display and the ready screen read themselves again. */
export type KitchenChange = {
  __typename?: 'KitchenChange';
  /** What happened to the order. */
  kind: OrderChangeKind;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
};

/** One line of a kitchen ticket: the order line, where it is cooked and whether it is done. */
export type KitchenLine = {
  __typename?: 'KitchenLine';
  /** The cook has finished it. */
  bumped: Scalars['Boolean']['output'];
  /** The order line's id (bumpKitchenLine takes it). */
  id: Scalars['ID']['output'];
  /** The line as the order has it (product, count, and what the till added to it). */
  line: OrderLine;
  /** Where it is cooked; null: no station («Без станции»). */
  station?: Maybe<KitchenStation>;
};

/** The preparation time (paid → bumped) of one day, for the whole order or one station. */
export type KitchenPrepTime = {
  __typename?: 'KitchenPrepTime';
  /** Average seconds from payment to done. */
  avgSeconds: Scalars['Int']['output'];
  /** The day of payment in the shop's calendar. */
  day: Scalars['Date']['output'];
  /** Longest seconds from payment to done. */
  maxSeconds: Scalars['Int']['output'];
  /** Orders bumped (with lines at this station). */
  orders: Scalars['Int']['output'];
  /** The station's id; null for the whole order and for products without a station. */
  stationId?: Maybe<Scalars['ID']['output']>;
  /** «Весь заказ», the station's name, or «Без станции». */
  stationName: Scalars['String']['output'];
  /** The row of the whole order (every station); false: one station's. */
  whole: Scalars['Boolean']['output'];
};

/** A kitchen station (grill, fryer, drinks): the kitchen display groups a ticket's lines by it. */
export type KitchenStation = {
  __typename?: 'KitchenStation';
  /** Station id. */
  id: Scalars['ID']['output'];
  /** Its name («Гриль»). */
  name: Scalars['String']['output'];
  /** A ticket of this station's lines is printed on payment (with the receipt settings). */
  print: Scalars['Boolean']['output'];
};

/** A kitchen station to create (no id) or change. */
export type KitchenStationInput = {
  /** The station's id; absent: a new station. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Its name, unique. */
  name: Scalars['String']['input'];
  /** Print a ticket of its lines on payment. */
  print: Scalars['Boolean']['input'];
};

/** The stations after the change, or why not. */
export type KitchenStationsPayload = {
  __typename?: 'KitchenStationsPayload';
  /** Null when refused. */
  stations?: Maybe<Array<KitchenStation>>;
  userErrors: Array<UserError>;
};

/** The shop's target times: a ticket older than amberMinutes is amber, older than redMinutes red. */
export type KitchenTargets = {
  __typename?: 'KitchenTargets';
  /** Minutes after payment a ticket turns amber. */
  amberMinutes: Scalars['Int']['output'];
  /** Minutes after payment a ticket turns red. */
  redMinutes: Scalars['Int']['output'];
};

/** The shop's target times. */
export type KitchenTargetsInput = {
  /** Minutes after payment a ticket turns amber (1–240). */
  amberMinutes: Scalars['Int']['input'];
  /** Minutes after payment a ticket turns red (after amber, up to 240). */
  redMinutes: Scalars['Int']['input'];
};

/** The target times after saving, or why not. */
export type KitchenTargetsPayload = {
  __typename?: 'KitchenTargetsPayload';
  /** Null when refused. */
  targets?: Maybe<KitchenTargets>;
  userErrors: Array<UserError>;
};

/** A paid fast-food order the kitchen has not finished yet. */
export type KitchenTicket = {
  __typename?: 'KitchenTicket';
  /** Seconds since it was paid, by the server's clock when read. */
  ageSeconds: Scalars['Int']['output'];
  /** Its lines in order. */
  lines: Array<KitchenLine>;
  /** The order's number, as the receipt and the ready screen show it. */
  number: Scalars['String']['output'];
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** When it was paid in full: the ticket's start. */
  paidAt: Scalars['DateTime']['output'];
};

/** Фильтр страниц растущего списка (клиенты, получатели, товары, сертификаты, промокоды). */
export type ListFilter = {
  /** Товары категории и всех её подкатегорий. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** С изображением (true) или без него (false); у списков с изображением (товары). */
  hasImage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Показывать и удалённые записи. */
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Только активные записи (как в выборе). */
  onlyActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Только удалённые записи. */
  onlyDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Только неактивные записи. */
  onlyInactive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Слова, каждое из которых должно встретиться в записи; телефон можно вводить частью и в любом виде. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Тип магазина (товары); сотрудник магазина видит только свой. */
  shopType?: InputMaybe<ShopType>;
};

/** Порядок страниц растущего списка. */
export type ListOrder =
  /** Порядок списка (поле sort), как на экране. */
  | 'LIST'
  /** Сначала новые записи. */
  | 'NEWEST';

/** Общие поля каждой записи любого справочника. */
export type ListRecord = {
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Порядок в списке (0 у списков без ручного порядка). */
  sort: Scalars['Int']['output'];
};

/** Whether `logout` ended a session. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** true: the token's session ended; false: there was no live session to end (logout is idempotent). */
  loggedOut?: Maybe<Scalars['Boolean']['output']>;
  /** Always empty: logout refuses nothing (kept so every mutation answers alike). */
  userErrors: Array<UserError>;
};

/** The bonus programme of one shop type. */
export type LoyaltyProgram = {
  __typename?: 'LoyaltyProgram';
  /** Accrual percent of the money paid for an order, below the first tier. */
  accrualPercent: Scalars['Float']['output'];
  /** Off: no order earns and no order may spend (a spend an order already holds stays). */
  enabled: Scalars['Boolean']['output'];
  /** Days an accrual stays spendable (null: bonuses never lapse). */
  expiryDays?: Maybe<Scalars['Int']['output']>;
  /** The most of an order's total payable by bonuses, percent 0–100. */
  maxSharePercent: Scalars['Float']['output'];
  /** The shop type the programme is for. */
  shopType: ShopType;
  /** Tiers by total spent, ascending; the highest reached applies. */
  tiers: Array<LoyaltyTier>;
  /** When it was last saved, ISO 8601 (null: never; the programme is off). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who saved it last. */
  updatedByName?: Maybe<Scalars['String']['output']>;
};

/** The whole programme as the settings form saves it. */
export type LoyaltyProgramInput = {
  /** Accrual percent 0–100 (up to two decimals). */
  accrualPercent: Scalars['Float']['input'];
  /** Whether orders earn and may spend bonuses. */
  enabled: Scalars['Boolean']['input'];
  /** Days an accrual stays spendable, 1–3650; null: never lapses; left out: the stored value stays. */
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  /** The most of an order's total payable by bonuses, percent 0–100. */
  maxSharePercent: Scalars['Float']['input'];
  /** Up to 10 tiers, ascending by fromSpent. */
  tiers: Array<LoyaltyTierInput>;
};

/** A tier of the programme: from this much spent, this accrual percent. */
export type LoyaltyTier = {
  __typename?: 'LoyaltyTier';
  /** Kopecks the client has spent on paid orders of the shop type from which the tier applies. */
  fromSpent: Scalars['Float']['output'];
  /** Accrual percent of the tier, 0–100. */
  percent: Scalars['Float']['output'];
};

/** A tier as the settings form sends it. */
export type LoyaltyTierInput = {
  /** Kopecks spent from which the tier applies, more than the previous tier's. */
  fromSpent: Scalars['Float']['input'];
  /** Accrual percent 0–100 (up to two decimals). */
  percent: Scalars['Float']['input'];
};

/** A mailing: a segment and a message. */
export type MarketingCampaign = {
  __typename?: 'MarketingCampaign';
  /** The message as sanitised HTML with placeholders. */
  bodyHtml: Scalars['String']['output'];
  /** Its outbox messages by status. */
  counts: CampaignCounts;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Who created it. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Campaign id. */
  id: Scalars['ID']['output'];
  /** The latest send (a later send reaches only newcomers to the segment). */
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Name staff see in the list. */
  name: Scalars['String']['output'];
  /** The promo code's text. */
  promocodeCode?: Maybe<Scalars['String']['output']>;
  /** The attached promo code ({{промокод}}), if any. */
  promocodeId?: Maybe<Scalars['ID']['output']>;
  /** Who it reaches. */
  segment: MarketingSegment;
  /** The first send. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who sent it first. */
  sentByName?: Maybe<Scalars['String']['output']>;
  /** Draft or sent. */
  status: CampaignStatus;
  /** Subject line; may hold placeholders. */
  subject: Scalars['String']['output'];
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A campaign as the editor saves it. */
export type MarketingCampaignInput = {
  /** HTML from the rich-text editor; the server removes scripts, handlers and unsafe links. */
  bodyHtml: Scalars['String']['input'];
  /** 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** A promo code to attach. */
  promocodeId?: InputMaybe<Scalars['ID']['input']>;
  /** Who it reaches. */
  segment?: InputMaybe<MarketingSegmentInput>;
  /** 1 to 200 characters; placeholders allowed. */
  subject: Scalars['String']['input'];
};

/** A client as marketing sees them. */
export type MarketingClient = {
  __typename?: 'MarketingClient';
  /** Birthday from the client card, yyyy-MM-dd. */
  birthday?: Maybe<Scalars['Date']['output']>;
  /** Asked not to be disturbed. */
  doNotDisturb: Scalars['Boolean']['output'];
  /** When the flag last changed. */
  doNotDisturbAt?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail (may be empty). */
  email: Scalars['String']['output'];
  /** Client id. */
  id: Scalars['ID']['output'];
  /** Last name, first name and patronymic. */
  name: Scalars['String']['output'];
  /** The next occasion from today, the birthday included. */
  nextOccasion?: Maybe<UpcomingOccasion>;
  /** How many occasions the client has (the birthday not counted). */
  occasionCount: Scalars['Int']['output'];
  /** Phone. */
  phone: Scalars['String']['output'];
};

/** A page of the marketing screen's clients, in the client directory's order. */
export type MarketingClientConnection = {
  __typename?: 'MarketingClientConnection';
  /** The clients of the page. */
  edges: Array<MarketingClientEdge>;
  /** Whether pages follow, and the cursors of this page's ends. */
  pageInfo: PageInfo;
  /** How many clients match the filter (every page). */
  totalCount: Scalars['Int']['output'];
};

/** One client with their occasions and the proposals from their orders. */
export type MarketingClientDetails = {
  __typename?: 'MarketingClientDetails';
  /** The client. */
  client: MarketingClient;
  /** Their occasions, by month and day. */
  occasions: Array<ClientOccasion>;
  /** Proposals from past orders not yet accepted (at most 20). */
  suggestions: Array<OccasionSuggestion>;
};

/** A client on a page of marketingClientsConnection. */
export type MarketingClientEdge = {
  __typename?: 'MarketingClientEdge';
  /** This client's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  /** The client. */
  node: MarketingClient;
};

/** Which clients a page of the marketing screen holds; every part given must hold. */
export type MarketingClientFilter = {
  /** true: only clients who asked not to be disturbed; false: only the others. */
  doNotDisturb?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only clients with an occasion (the birthday included) within today … today + this many days, 0 to 366. */
  occasionDays?: InputMaybe<Scalars['Int']['input']>;
  /** Fragment of the name, phone or e-mail, matched as the client directory searches (clientsConnection). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A campaign's message for one client. */
export type MarketingPreview = {
  __typename?: 'MarketingPreview';
  /** Where it goes; empty when the client has no usable e-mail. */
  address: Scalars['String']['output'];
  /** The campaign. */
  campaignId: Scalars['ID']['output'];
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** The client asked not to be disturbed: it will not be sent. */
  doNotDisturb: Scalars['Boolean']['output'];
  /** Sanitised HTML with the client's values (escaped). */
  html: Scalars['String']['output'];
  /** The occasion it is about. */
  occasion?: Maybe<UpcomingOccasion>;
  /** Set when the message is already in the outbox (the preview is then what was sent). */
  outboxStatus?: Maybe<OutboxStatus>;
  /** Subject with the client's values. */
  subject: Scalars['String']['output'];
  /** The same as plain text. */
  text: Scalars['String']['output'];
};

/** Which clients a campaign reaches. A null condition is not applied; all conditions must hold. */
export type MarketingSegment = {
  __typename?: 'MarketingSegment';
  /** The branch of affiliateId. */
  affiliate?: Maybe<Affiliate>;
  /** Only orders of this branch count (the client must have one). */
  affiliateId?: Maybe<Scalars['ID']['output']>;
  /** The last order is more than this many days old (clients without orders are not idle ones). */
  idleDays?: Maybe<Scalars['Int']['output']>;
  /** The occasion falls within today … today + occasionDays (the shop's calendar, over the new year). */
  occasionDays?: Maybe<Scalars['Int']['output']>;
  /** The kind of occasion; null without an occasion condition. */
  occasionKind?: Maybe<SegmentOccasion>;
  /** Only orders of this shop type count (the client must have one). */
  shopType?: Maybe<ShopType>;
  /** Orders total more than this many kopecks. */
  spentOver?: Maybe<Scalars['Int']['output']>;
};

/** A segment as a form sends it. */
export type MarketingSegmentInput = {
  /** Orders of this branch. */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** Idle for more than this many days, 1 to 3660. */
  idleDays?: InputMaybe<Scalars['Int']['input']>;
  /** Look-ahead in days, 0 to 366. */
  occasionDays?: InputMaybe<Scalars['Int']['input']>;
  /** Kind of occasion (default any when occasionDays is given). */
  occasionKind?: InputMaybe<SegmentOccasion>;
  /** Orders of this shop type. */
  shopType?: InputMaybe<ShopType>;
  /** Spent more than this many kopecks. */
  spentOver?: InputMaybe<Scalars['Int']['input']>;
};

/** Наценки (экран /reference/Markup). */
export type Markup = ListRecord & {
  __typename?: 'Markup';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Вид наценки */
  kind?: Maybe<DiscountKind>;
  /** Наценка */
  name: Scalars['String']['output'];
  /** Размер (% или ₽) */
  percent: Scalars['Float']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Наценки». */
export type MarkupCreateInput = {
  /** Вид наценки */
  kind?: InputMaybe<DiscountKind>;
  /** Наценка */
  name: Scalars['String']['input'];
  /** Размер (% или ₽) */
  percent: Scalars['Float']['input'];
};

/** Изменения записи списка «Наценки»: только переданные поля. */
export type MarkupUpdateInput = {
  /** Вид наценки */
  kind?: InputMaybe<DiscountKind>;
  /** Наценка */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Размер (% или ₽) */
  percent?: InputMaybe<Scalars['Float']['input']>;
};

/** Stock one modifier option takes per unit of the line. */
export type ModifierComponent = {
  __typename?: 'ModifierComponent';
  /** Id of the stock product (cheese, onion). */
  componentId: Scalars['ID']['output'];
  /** Units per unit of the line, up to 3 decimals; negative: the option leaves it out. */
  quantity: Scalars['Float']['output'];
};

/** Stock a modifier option takes. */
export type ModifierComponentInput = {
  /** Id of a fast-food stock product. */
  componentId: Scalars['ID']['input'];
  /** Units per unit of the line, not 0, up to 3 decimals (negative: less than the recipe). */
  quantity: Scalars['Float']['input'];
};

/**
 * A modifier group of a fast-food product: «Соус» (pick 1–2), «Без» (any), «Размер» (exactly one).
 * A sale must choose between `min` and `max` of its options (the CRM refuses a line that does not).
 */
export type ModifierGroup = {
  __typename?: 'ModifierGroup';
  /** Group id (changes when the product's groups are saved again). */
  id: Scalars['ID']['output'];
  /** Most options a sale may choose. */
  max: Scalars['Int']['output'];
  /** Fewest options a sale must choose (0: optional). */
  min: Scalars['Int']['output'];
  /** Name shown on the POS, the receipt and the kitchen ticket, e.g. «Соус». */
  name: Scalars['String']['output'];
  /** The options, in their order. */
  options: Array<ModifierOption>;
  /** Whether a sale must choose at least one (`min` > 0): the POS opens these first. */
  required: Scalars['Boolean']['output'];
};

/** A modifier group being saved. */
export type ModifierGroupInput = {
  /** Most options a sale may choose: at least 1 and `min`, at most the number of options. */
  max: Scalars['Int']['input'];
  /** Fewest options a sale must choose (0: optional), at most the number of options. */
  min: Scalars['Int']['input'];
  /** Name, unique within the product. */
  name: Scalars['String']['input'];
  /** The options, in their order (at least one). */
  options: Array<ModifierOptionInput>;
};

/** One option of a modifier group, e.g. «+ сыр» or «без лука». */
export type ModifierOption = {
  __typename?: 'ModifierOption';
  /** What one unit of the line takes from stock through this option (negative: less than the recipe). */
  components: Array<ModifierComponent>;
  /** Option id: what an order line names in `modifierIds`. */
  id: Scalars['ID']['output'];
  /** Name, e.g. «без лука». */
  name: Scalars['String']['output'];
  /** What the option adds to one unit's price, kopecks: 0 or negative too. */
  priceDelta: Scalars['Int']['output'];
};

/** A modifier option being saved. */
export type ModifierOptionInput = {
  /** Stock taken per unit of the line (default none). */
  components?: InputMaybe<Array<ModifierComponentInput>>;
  /** Name, unique within the group. */
  name: Scalars['String']['input'];
  /** Kopecks added to one unit's price (default 0; negative: cheaper). */
  priceDelta?: InputMaybe<Scalars['Int']['input']>;
};

/** Категории: список в новом порядке, или отказ в userErrors. */
export type MoveCategoryPayload = {
  __typename?: 'MoveCategoryPayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  categories?: Maybe<Array<Category>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сдача: список в новом порядке, или отказ в userErrors. */
export type MoveChangeOptionPayload = {
  __typename?: 'MoveChangeOptionPayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  changeOptions?: Maybe<Array<ChangeOption>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пометки: список в новом порядке, или отказ в userErrors. */
export type MoveNotePayload = {
  __typename?: 'MoveNotePayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  notes?: Maybe<Array<Note>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Метки заказов: список в новом порядке, или отказ в userErrors. */
export type MoveOrderMarkPayload = {
  __typename?: 'MoveOrderMarkPayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  orderMarks?: Maybe<Array<OrderMark>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Каналы продаж: список в новом порядке, или отказ в userErrors. */
export type MoveOrderSourcePayload = {
  __typename?: 'MoveOrderSourcePayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  orderSources?: Maybe<Array<OrderSource>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Статусы заказов: список в новом порядке, или отказ в userErrors. */
export type MoveOrderStatusPayload = {
  __typename?: 'MoveOrderStatusPayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  orderStatuses?: Maybe<Array<OrderStatus>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Типы оплат: список в новом порядке, или отказ в userErrors. */
export type MovePaymentTypePayload = {
  __typename?: 'MovePaymentTypePayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  paymentTypes?: Maybe<Array<PaymentType>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Товары: список в новом порядке, или отказ в userErrors. */
export type MoveProductPayload = {
  __typename?: 'MoveProductPayload';
  /** Записи списка в новом порядке (без удалённых); null, если userErrors не пуст. */
  products?: Maybe<Array<Product>>;
  /** Почему перемещение отклонено; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Template demo (sample data in memory, not the shop's; reset on restart): Creates an empty board. */
  addBoard: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Puts a member on a board. */
  addBoardMember: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a calendar event; answers all events. */
  addCalendarEvent: Array<CalendarEvent>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a card at the end of a column. */
  addCard: Board;
  /** Cash in or out of an open shift; the reason is required; out may not exceed the cash in the till. */
  addCashMove: AddCashMovePayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a message (non-blank text) to a conversation; answers the conversation. */
  addChatMessage: ChatConversation;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a column at the end. */
  addColumn: Board;
  /** Attaches a photo of the made bouquet (JPEG, PNG, WebP or GIF, checked by content, base64). */
  addDeliveryPhoto: DeliveryPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a demo invoice (status defaults to pending). */
  addInvoice: Invoice;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds one unit: increments the line when present, else adds it with amount 1. Answers the cart. */
  addToCart: Array<CartItem>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a to-do; answers all to-dos. */
  addTodo: Array<Todo>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Adds a tag; answers all tags. */
  addTodoTag: Array<TodoTag>;
  /** Gives one or several deliveries to a courier (null takes them back); all or none. */
  assignCourier: AssignCourierPayload;
  /** Assigns a worker (null: none) and optionally a status. */
  assignOrderWorker: AssignOrderWorkerPayload;
  /** One line is done; the ticket's last line bumps the ticket. */
  bumpKitchenLine: KitchenBumpPayload;
  /** The kitchen is done with the order: it moves to «Собран» and onto the ready screen. A second bump changes nothing. */
  bumpKitchenTicket: KitchenBumpPayload;
  /**
   * Changes the signed-in user's own password; the current one must be given (a user error at
   * `currentPassword` when it is wrong). Every session of the account ends, this one included: use
   * the fresh session returned.
   */
  changePassword: ChangePasswordPayload;
  /**
   * Dismisses every given notification, or with `upTo` every open one the user sees up to that one
   * in the bell's order (the ones raised after it stay), or, with neither, the newest 200 open
   * ones; answers the open ones left.
   */
  clearNotifications: ClearNotificationsPayload;
  /** Closes an open shift with the counted cash; a closed one is refused (SHIFT_CLOSED). */
  closeCashShift: CloseCashShiftPayload;
  /** A new draft with the same segment and message. */
  copyMarketingCampaign: CopyMarketingCampaignPayload;
  /** Филиалы: создаёт запись. */
  createAffiliate: CreateAffiliatePayload;
  /** Категории: создаёт запись. */
  createCategory: CreateCategoryPayload;
  /** Сертификаты: создаёт запись. */
  createCertificate: CreateCertificatePayload;
  /** Сдача: создаёт запись. */
  createChangeOption: CreateChangeOptionPayload;
  /** Клиенты: создаёт запись. */
  createClient: CreateClientPayload;
  /** Скидки: создаёт запись. */
  createDiscount: CreateDiscountPayload;
  /** Сотрудники: создаёт запись. */
  createEmployee: CreateEmployeePayload;
  /** Store a document before the register is asked; the same kind and key answer the one stored. */
  createFiscalDocument: FiscalDocumentPayload;
  /** Подарки: создаёт запись. */
  createGift: CreateGiftPayload;
  /** Makes a token; its secret is in the reply and nowhere else. */
  createIntegrationToken: CreateIntegrationTokenPayload;
  /** Наценки: создаёт запись. */
  createMarkup: CreateMarkupPayload;
  /** Пометки: создаёт запись. */
  createNote: CreateNotePayload;
  /**
   * Creates an order (NEWORDER). An expected refusal (a wrong total, a line out of range, an unknown
   * promo code…) comes back in `userErrors` with its code and the path into the arguments
   * (`["input", "lines", "0", "count"]`), and nothing is written.
   */
  createOrder: CreateOrderPayload;
  /** Метки заказов: создаёт запись. */
  createOrderMark: CreateOrderMarkPayload;
  /** Каналы продаж: создаёт запись. */
  createOrderSource: CreateOrderSourcePayload;
  /** Статусы заказов: создаёт запись. */
  createOrderStatus: CreateOrderStatusPayload;
  /** Организации: создаёт запись. */
  createOrganization: CreateOrganizationPayload;
  /** Точки продаж: создаёт запись. */
  createOutlet: CreateOutletPayload;
  /** Типы оплат: создаёт запись. */
  createPaymentType: CreatePaymentTypePayload;
  /** Товары: создаёт запись. */
  createProduct: CreateProductPayload;
  /** Создание промокодов: создаёт запись. */
  createPromoBatch: CreatePromoBatchPayload;
  /** Промокоды: создаёт запись. */
  createPromocode: CreatePromocodePayload;
  /** Получатели: создаёт запись. */
  createRecipient: CreateRecipientPayload;
  /** Пользователи: создаёт запись. */
  createStaffUser: CreateStaffUserPayload;
  /** Creates a draft. */
  createStockDocument: CreateStockDocumentPayload;
  /** Улицы: создаёт запись. */
  createStreet: CreateStreetPayload;
  /** Поставщики: создаёт запись. */
  createSupplier: CreateSupplierPayload;
  /** Единицы измерения: создаёт запись. */
  createUnit: CreateUnitPayload;
  /** Registers an endpoint; its signing secret is in the reply and never again. */
  createWebhookEndpoint: CreateWebhookEndpointPayload;
  /** Должности: создаёт запись. */
  createWorkerPosition: CreateWorkerPositionPayload;
  /** Причины списания: создаёт запись. */
  createWriteOffReason: CreateWriteOffReasonPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Takes a member off a board. */
  deleteBoardMember: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Deletes a calendar event; answers the remaining ones. */
  deleteCalendarEvent: Array<CalendarEvent>;
  /** Deletes an occasion; answers its id. */
  deleteClientOccasion: DeleteClientOccasionPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Deletes a column with its cards. */
  deleteColumn: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Removes the line of a product. Answers the cart. */
  deleteFromCart: Array<CartItem>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Deletes an inbox message; answers the remaining ones. */
  deleteInboxMessage: Array<InboxMessage>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Deletes an invoice; answers the remaining ones. */
  deleteInvoice: Array<Invoice>;
  /** Removes a kitchen station; its products are then without a station. */
  deleteKitchenStation: KitchenStationsPayload;
  /** Deletes a draft (a sent campaign stays for the log); answers its id. */
  deleteMarketingCampaign: DeleteMarketingCampaignPayload;
  /** Soft-deletes an order (NEWORDER); a deleted order is refused with ORDER_DELETED. */
  deleteOrder: DeleteOrderPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Deletes a to-do; answers the remaining ones. */
  deleteTodo: Array<Todo>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Deletes a tag and takes it off every to-do; answers the remaining tags. */
  deleteTodoTag: Array<TodoTag>;
  /** Deletes an endpoint and its delivery log. */
  deleteWebhookEndpoint: DeleteWebhookEndpointPayload;
  /** Dismisses one notification; answers the open ones left. */
  dismissNotification: DismissNotificationPayload;
  /** Makes a staff account the courier's sign-in (null: none). */
  linkCourierAccount: CouriersPayload;
  /**
   * Signs in with email and password. A wrong pair is the user error CREDENTIALS_INVALID (the same
   * for an unknown e-mail, a wrong password and a disabled account); an empty one FIELD_INVALID at
   * `email` or `password`. Too many attempts: the top-level RATE_LIMITED with the wait.
   */
  login: AuthPayload;
  /** Ends the current session: the token stops working at once (`loggedOut` false: there was none). */
  logout: LogoutPayload;
  /** The signed-in courier marks their own delivery delivered (with an optional photo) or not delivered (with a reason). */
  markMyDelivery: DeliveryPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Removes the card at `source` of one column and inserts it at `destination` of another (or the same). */
  moveCard: Board;
  /** Категории: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveCategory: MoveCategoryPayload;
  /** Сдача: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveChangeOption: MoveChangeOptionPayload;
  /** Пометки: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveNote: MoveNotePayload;
  /** Метки заказов: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveOrderMark: MoveOrderMarkPayload;
  /** Каналы продаж: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveOrderSource: MoveOrderSourcePayload;
  /** Статусы заказов: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveOrderStatus: MoveOrderStatusPayload;
  /** Типы оплат: ставит запись id на место записи toId; возвращает список в новом порядке. */
  movePaymentType: MovePaymentTypePayload;
  /** Товары: ставит запись id на место записи toId; возвращает список в новом порядке. */
  moveProduct: MoveProductPayload;
  /** Opens a shift with the counted opening float; refused while the till has one open at the branch. */
  openCashShift: OpenCashShiftPayload;
  /**
   * Takes a payment for an order (default: the whole due sum, the order's payment type); cash needs
   * an open cash shift (SHIFT_CLOSED otherwise).
   */
  payOrder: PayOrderPayload;
  /**
   * Places a category in the tree: under `parentId` (null: top level), just before its sibling
   * `beforeId` (null: after the last sibling). Refuses a parent inside the category itself.
   * Answers every category in the new order.
   */
  placeCategory: PlaceCategoryPayload;
  /** Moves the stock; refused when already posted or when a balance would go below zero. */
  postStockDocument: PostStockDocumentPayload;
  /** Brings back the last ticket bumped today, and its order to the status it had. */
  recallKitchenTicket: KitchenBumpPayload;
  /**
   * Creates a GUEST account (no page keys: it reads only its own profile until an SA grants access)
   * and signs it in. User errors at the field of `input`: NAME_TAKEN when the e-mail is taken,
   * FIELD_INVALID for an empty name, a malformed e-mail or a weak password. FORBIDDEN (top-level)
   * when sign-up is off; RATE_LIMITED when too many accounts come from one client.
   */
  register: AuthPayload;
  /** Removes a category's picture. */
  removeCategoryImage: RemoveCategoryImagePayload;
  /** Removes a product's picture (the upload sets one: docs/catalog.md). */
  removeProductImage: RemoveProductImagePayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Renames a column. */
  renameColumn: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Moves a card within its column from startIndex to endIndex. */
  reorderCard: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Moves a column from startIndex to endIndex. */
  reorderColumns: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Puts the to-dos in this order (the same ids, each once). */
  reorderTodos: Array<Todo>;
  /** Record what the register answered; a registered document stays registered. */
  reportFiscalDocument: FiscalDocumentPayload;
  /**
   * Sends a one-time password-reset link (valid 30 minutes) to the e-mail when it belongs to an
   * active account. Public. The answer is true whether or not the address exists, so it tells
   * nobody which e-mails have accounts. An empty or malformed e-mail: FIELD_INVALID at `email`; too
   * many requests: the top-level RATE_LIMITED with the wait.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Sets a new password (at least 8 characters) with the token of a reset link. The link then stops
   * working and every session of the account ends. A user error when the link is unknown, used or
   * expired (at `token`), or the password is too weak (at `newPassword`).
   */
  resetPassword: ResetPasswordPayload;
  /** Puts a failed message back in the queue. */
  retryOutboxMessage: RetryOutboxMessagePayload;
  /** Queues a failed delivery again, at once, with a fresh 24 h of retries. */
  retryWebhookDelivery: RetryWebhookDeliveryPayload;
  /** Revokes a token: it is refused (401) from the next request on, on every gateway instance. */
  revokeIntegrationToken: RevokeIntegrationTokenPayload;
  /** Adds (no id) or changes an occasion. */
  saveClientOccasion: SaveClientOccasionPayload;
  /** Saves the text of one client notice. */
  saveDeliveryNoticeTemplate: DeliveryNoticeTemplatesPayload;
  /** Creates or changes a kitchen station. */
  saveKitchenStation: KitchenStationsPayload;
  /** Creates (no id) or updates a draft campaign; the body is sanitised before it is stored. */
  saveMarketingCampaign: SaveMarketingCampaignPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Marks an inbox message selected or not; answers all messages. */
  selectInboxMessage: Array<InboxMessage>;
  /** Queues the message for every client of the segment who has none yet, except do-not-disturb ones. */
  sendMarketingCampaign: SendMarketingCampaignPayload;
  /** Филиалы: включает или выключает запись. */
  setAffiliateActive: SetAffiliateActivePayload;
  /** Филиалы: удаляет запись или восстанавливает её. */
  setAffiliateDeleted: SetAffiliateDeletedPayload;
  /** Категории: включает или выключает запись. */
  setCategoryActive: SetCategoryActivePayload;
  /** Категории: удаляет запись или восстанавливает её. */
  setCategoryDeleted: SetCategoryDeletedPayload;
  /** Сертификаты: включает или выключает запись. */
  setCertificateActive: SetCertificateActivePayload;
  /** Сертификаты: удаляет запись или восстанавливает её. */
  setCertificateDeleted: SetCertificateDeletedPayload;
  /** Сдача: включает или выключает запись. */
  setChangeOptionActive: SetChangeOptionActivePayload;
  /** Сдача: удаляет запись или восстанавливает её. */
  setChangeOptionDeleted: SetChangeOptionDeletedPayload;
  /** Клиенты: включает или выключает запись. */
  setClientActive: SetClientActivePayload;
  /** Клиенты: удаляет запись или восстанавливает её. */
  setClientDeleted: SetClientDeletedPayload;
  /** Turns a client's delivery notices on or off. */
  setClientDeliveryNotices: ClientDeliveryNoticesPayload;
  /** Sets or clears a client's do-not-disturb flag. */
  setClientDoNotDisturb: SetClientDoNotDisturbPayload;
  /** Saves the shop's delivery slots. */
  setDeliverySettings: DeliverySettingsPayload;
  /** Moves a delivery to a status (staff); the client's notice goes once per event. */
  setDeliveryStatus: DeliveryPayload;
  /** Sets an order's delivery day and window (one of the shop's slots), or makes it a pick-up. */
  setDeliveryWindow: DeliveryPayload;
  /** Скидки: включает или выключает запись. */
  setDiscountActive: SetDiscountActivePayload;
  /** Скидки: удаляет запись или восстанавливает её. */
  setDiscountDeleted: SetDiscountDeletedPayload;
  /** Сотрудники: включает или выключает запись. */
  setEmployeeActive: SetEmployeeActivePayload;
  /** Сотрудники: удаляет запись или восстанавливает её. */
  setEmployeeDeleted: SetEmployeeDeletedPayload;
  /** Подарки: включает или выключает запись. */
  setGiftActive: SetGiftActivePayload;
  /** Подарки: удаляет запись или восстанавливает её. */
  setGiftDeleted: SetGiftDeletedPayload;
  /** Saves the shop's target times. */
  setKitchenTargets: KitchenTargetsPayload;
  /** Наценки: включает или выключает запись. */
  setMarkupActive: SetMarkupActivePayload;
  /** Наценки: удаляет запись или восстанавливает её. */
  setMarkupDeleted: SetMarkupDeletedPayload;
  /** Пометки: включает или выключает запись. */
  setNoteActive: SetNoteActivePayload;
  /** Пометки: удаляет запись или восстанавливает её. */
  setNoteDeleted: SetNoteDeletedPayload;
  /** Метки заказов: включает или выключает запись. */
  setOrderMarkActive: SetOrderMarkActivePayload;
  /** Метки заказов: удаляет запись или восстанавливает её. */
  setOrderMarkDeleted: SetOrderMarkDeletedPayload;
  /** Sets the payment type and payment note. */
  setOrderPayment: SetOrderPaymentPayload;
  /** Каналы продаж: включает или выключает запись. */
  setOrderSourceActive: SetOrderSourceActivePayload;
  /** Каналы продаж: удаляет запись или восстанавливает её. */
  setOrderSourceDeleted: SetOrderSourceDeletedPayload;
  /** Sets the status (ALLORDER or NEWORDER). */
  setOrderStatus: SetOrderStatusPayload;
  /** Статусы заказов: включает или выключает запись. */
  setOrderStatusActive: SetOrderStatusActivePayload;
  /** Статусы заказов: удаляет запись или восстанавливает её. */
  setOrderStatusDeleted: SetOrderStatusDeletedPayload;
  /** Sets the status of several orders at once, all or nothing. */
  setOrdersStatus: SetOrdersStatusPayload;
  /** Организации: включает или выключает запись. */
  setOrganizationActive: SetOrganizationActivePayload;
  /** Организации: удаляет запись или восстанавливает её. */
  setOrganizationDeleted: SetOrganizationDeletedPayload;
  /** Точки продаж: включает или выключает запись. */
  setOutletActive: SetOutletActivePayload;
  /** Точки продаж: удаляет запись или восстанавливает её. */
  setOutletDeleted: SetOutletDeletedPayload;
  /** Типы оплат: включает или выключает запись. */
  setPaymentTypeActive: SetPaymentTypeActivePayload;
  /** Типы оплат: удаляет запись или восстанавливает её. */
  setPaymentTypeDeleted: SetPaymentTypeDeletedPayload;
  /** Товары: включает или выключает запись. */
  setProductActive: SetProductActivePayload;
  /** Makes a fast-food product a combo of these slots ([]: a plain product again); its price is the combo price. */
  setProductCombo: SetProductComboPayload;
  /** Replaces a product's composition; an empty list makes it a simple product again. */
  setProductComposition: SetProductCompositionPayload;
  /** Товары: удаляет запись или восстанавливает её. */
  setProductDeleted: SetProductDeletedPayload;
  /** Replaces a fast-food product's modifier groups ([]: none). Orders keep what they sold. */
  setProductModifiers: SetProductModifiersPayload;
  /** Sets where a product is cooked (null: no station). */
  setProductStation: ProductStationPayload;
  /** Set a product's VAT rate for its receipts (CATALOG or NEWPRODUCT, the product's own shop type). */
  setProductVat: ProductVatPayload;
  /** Создание промокодов: включает или выключает запись. */
  setPromoBatchActive: SetPromoBatchActivePayload;
  /** Создание промокодов: удаляет запись или восстанавливает её. */
  setPromoBatchDeleted: SetPromoBatchDeletedPayload;
  /** Промокоды: включает или выключает запись. */
  setPromocodeActive: SetPromocodeActivePayload;
  /** Промокоды: удаляет запись или восстанавливает её. */
  setPromocodeDeleted: SetPromocodeDeletedPayload;
  /** Получатели: включает или выключает запись. */
  setRecipientActive: SetRecipientActivePayload;
  /** Получатели: удаляет запись или восстанавливает её. */
  setRecipientDeleted: SetRecipientDeletedPayload;
  /** Shows the demo areas to every account (true) or to the SA only (false). Superadmin only. */
  setShowDemoAreas: SetShowDemoAreasPayload;
  /** Пользователи: включает или выключает запись. */
  setStaffUserActive: SetStaffUserActivePayload;
  /** Пользователи: удаляет запись или восстанавливает её. */
  setStaffUserDeleted: SetStaffUserDeletedPayload;
  setStockDocumentActive: SetStockDocumentActivePayload;
  /** Soft delete or restore; a posted document is refused. */
  setStockDocumentDeleted: SetStockDocumentDeletedPayload;
  /** Улицы: включает или выключает запись. */
  setStreetActive: SetStreetActivePayload;
  /** Улицы: удаляет запись или восстанавливает её. */
  setStreetDeleted: SetStreetDeletedPayload;
  /** Поставщики: включает или выключает запись. */
  setSupplierActive: SetSupplierActivePayload;
  /** Поставщики: удаляет запись или восстанавливает её. */
  setSupplierDeleted: SetSupplierDeletedPayload;
  /** Единицы измерения: включает или выключает запись. */
  setUnitActive: SetUnitActivePayload;
  /** Единицы измерения: удаляет запись или восстанавливает её. */
  setUnitDeleted: SetUnitDeletedPayload;
  /** Меняет роль, тип аккаунта и разделы пользователя (только SA). */
  setUserAccess: SetUserAccessPayload;
  /** Должности: включает или выключает запись. */
  setWorkerPositionActive: SetWorkerPositionActivePayload;
  /** Должности: удаляет запись или восстанавливает её. */
  setWorkerPositionDeleted: SetWorkerPositionDeletedPayload;
  /** Причины списания: включает или выключает запись. */
  setWriteOffReasonActive: SetWriteOffReasonActivePayload;
  /** Причины списания: удаляет запись или восстанавливает её. */
  setWriteOffReasonDeleted: SetWriteOffReasonDeletedPayload;
  /** Starts a backup now and answers at once; poll `backups` for its progress (SA). */
  startBackup: StartBackupPayload;
  /** Reverses the posting; refused when a balance would go below zero (the goods were sold since). */
  unpostStockDocument: UnpostStockDocumentPayload;
  /** Филиалы: изменяет запись (только переданные поля). */
  updateAffiliate: UpdateAffiliatePayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Changes a calendar event; answers all events. */
  updateCalendarEvent: Array<CalendarEvent>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Changes the sent fields of a card. */
  updateCard: Board;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Sets the amount, an integer 0..totalUnit (0 removes the line). Answers the cart. */
  updateCartAmount: Array<CartItem>;
  /** Категории: изменяет запись (только переданные поля). */
  updateCategory: UpdateCategoryPayload;
  /** Сертификаты: изменяет запись (только переданные поля). */
  updateCertificate: UpdateCertificatePayload;
  /** Сдача: изменяет запись (только переданные поля). */
  updateChangeOption: UpdateChangeOptionPayload;
  /** Клиенты: изменяет запись (только переданные поля; null очищает поле). С version: только если запись ещё этой версии, иначе ошибка CONFLICT с текущей записью в extensions.current. */
  updateClient: UpdateClientPayload;
  /** Скидки: изменяет запись (только переданные поля). */
  updateDiscount: UpdateDiscountPayload;
  /** Сотрудники: изменяет запись (только переданные поля). */
  updateEmployee: UpdateEmployeePayload;
  /** Save a shop type's fiscal settings (an admin with SETTINGS). */
  updateFiscalSettings: FiscalSettingsPayload;
  /** Подарки: изменяет запись (только переданные поля). */
  updateGift: UpdateGiftPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Changes the sent fields of an invoice. */
  updateInvoice: Invoice;
  /** Saves the bonus programme of a shop type (SETTINGS; another shop type than one's own needs the SA): every field but expiryDays is required; expiryDays left out keeps the stored one. */
  updateLoyaltyProgram: UpdateLoyaltyProgramPayload;
  /** Наценки: изменяет запись (только переданные поля). */
  updateMarkup: UpdateMarkupPayload;
  /** Пометки: изменяет запись (только переданные поля). */
  updateNote: UpdateNotePayload;
  /**
   * Changes an order's details (NEWORDER): only the fields `input` names (null clears one), the lines
   * only when `lines` is given; status, worker and payment have their own mutations. With `version`
   * (the order's `version` as read): written only if the order is still that version, otherwise a
   * CONFLICT error with the order as it is now in `extensions.current`, and nothing changes.
   */
  updateOrder: UpdateOrderPayload;
  /** Метки заказов: изменяет запись (только переданные поля). */
  updateOrderMark: UpdateOrderMarkPayload;
  /** Каналы продаж: изменяет запись (только переданные поля). */
  updateOrderSource: UpdateOrderSourcePayload;
  /** Статусы заказов: изменяет запись (только переданные поля). */
  updateOrderStatus: UpdateOrderStatusPayload;
  /** Организации: изменяет запись (только переданные поля). */
  updateOrganization: UpdateOrganizationPayload;
  /** Точки продаж: изменяет запись (только переданные поля). */
  updateOutlet: UpdateOutletPayload;
  /** Типы оплат: изменяет запись (только переданные поля). */
  updatePaymentType: UpdatePaymentTypePayload;
  /** Товары: изменяет запись (только переданные поля). */
  updateProduct: UpdateProductPayload;
  /** Создание промокодов: изменяет запись (только переданные поля). */
  updatePromoBatch: UpdatePromoBatchPayload;
  /** Промокоды: изменяет запись (только переданные поля). */
  updatePromocode: UpdatePromocodePayload;
  /** Replaces the receipt template of a shop type. Superadmin only; a refused field is a user error at its path. */
  updateReceiptSettings: UpdateReceiptSettingsPayload;
  /** Получатели: изменяет запись (только переданные поля). */
  updateRecipient: UpdateRecipientPayload;
  /** Пользователи: изменяет запись (только переданные поля). */
  updateStaffUser: UpdateStaffUserPayload;
  /**
   * Changes a draft: only the fields `input` names (a patch, see StockDocumentInput); a posted
   * document is refused (unpost it first).
   */
  updateStockDocument: UpdateStockDocumentPayload;
  /** Улицы: изменяет запись (только переданные поля). */
  updateStreet: UpdateStreetPayload;
  /** Поставщики: изменяет запись (только переданные поля). */
  updateSupplier: UpdateSupplierPayload;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Changes the sent fields of a to-do; answers all to-dos. */
  updateTodo: Array<Todo>;
  /** Единицы измерения: изменяет запись (только переданные поля). */
  updateUnit: UpdateUnitPayload;
  /** Changes an endpoint (URL, events, active, shop type, description). */
  updateWebhookEndpoint: UpdateWebhookEndpointPayload;
  /** Должности: изменяет запись (только переданные поля). */
  updateWorkerPosition: UpdateWorkerPositionPayload;
  /** Причины списания: изменяет запись (только переданные поля). */
  updateWriteOffReason: UpdateWriteOffReasonPayload;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddBoardArgs = {
  title: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddBoardMemberArgs = {
  boardId: Scalars['ID']['input'];
  memberId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddCalendarEventArgs = {
  input: CalendarEventInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddCardArgs = {
  boardId: Scalars['ID']['input'];
  listId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddCashMoveArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kind: CashMoveKind;
  reason: Scalars['String']['input'];
  shiftId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddChatMessageArgs = {
  chatId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddColumnArgs = {
  boardId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddDeliveryPhotoArgs = {
  orderId: Scalars['ID']['input'];
  photo: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddInvoiceArgs = {
  input: InvoiceInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddTodoArgs = {
  input: TodoInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAddTodoTagArgs = {
  name: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAssignCourierArgs = {
  courierId?: InputMaybe<Scalars['ID']['input']>;
  orderIds: Array<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationAssignOrderWorkerArgs = {
  id: Scalars['ID']['input'];
  statusId?: InputMaybe<Scalars['ID']['input']>;
  workerId?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationBumpKitchenLineArgs = {
  lineId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationBumpKitchenTicketArgs = {
  orderId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationClearNotificationsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  upTo?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCloseCashShiftArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  countedCash: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCopyMarketingCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateAffiliateArgs = {
  input: AffiliateCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateCategoryArgs = {
  input: CategoryCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateCertificateArgs = {
  input: CertificateCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateChangeOptionArgs = {
  input: ChangeOptionCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateClientArgs = {
  input: ClientCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateDiscountArgs = {
  input: DiscountCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateEmployeeArgs = {
  input: EmployeeCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateFiscalDocumentArgs = {
  input: FiscalDocumentInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateGiftArgs = {
  input: GiftCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateIntegrationTokenArgs = {
  input: CreateIntegrationTokenInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateMarkupArgs = {
  input: MarkupCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateNoteArgs = {
  input: NoteCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: OrderInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateOrderMarkArgs = {
  input: OrderMarkCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateOrderSourceArgs = {
  input: OrderSourceCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateOrderStatusArgs = {
  input: OrderStatusCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateOrganizationArgs = {
  input: OrganizationCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateOutletArgs = {
  input: OutletCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreatePaymentTypeArgs = {
  input: PaymentTypeCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateProductArgs = {
  input: ProductCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreatePromoBatchArgs = {
  input: PromoBatchCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreatePromocodeArgs = {
  input: PromocodeCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateRecipientArgs = {
  input: RecipientCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateStaffUserArgs = {
  input: StaffUserCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateStockDocumentArgs = {
  input: StockDocumentInput;
  kind: StockDocumentKind;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateStreetArgs = {
  input: StreetCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateSupplierArgs = {
  input: SupplierCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateUnitArgs = {
  input: UnitCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateWorkerPositionArgs = {
  input: WorkerPositionCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationCreateWriteOffReasonArgs = {
  input: WriteOffReasonCreateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteBoardMemberArgs = {
  boardId: Scalars['ID']['input'];
  memberId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteCalendarEventArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteClientOccasionArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteColumnArgs = {
  boardId: Scalars['ID']['input'];
  listId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteFromCartArgs = {
  productId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteInboxMessageArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteKitchenStationArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteMarketingCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteTodoArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteTodoTagArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationDismissNotificationArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationLinkCourierAccountArgs = {
  employeeId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMarkMyDeliveryArgs = {
  delivered: Scalars['Boolean']['input'];
  orderId: Scalars['ID']['input'];
  photo?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  receiverName?: InputMaybe<Scalars['String']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveCardArgs = {
  boardId: Scalars['ID']['input'];
  destination: Scalars['Int']['input'];
  destinationListId: Scalars['ID']['input'];
  source: Scalars['Int']['input'];
  sourceListId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveCategoryArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveChangeOptionArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveNoteArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveOrderMarkArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveOrderSourceArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveOrderStatusArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMovePaymentTypeArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationMoveProductArgs = {
  id: Scalars['ID']['input'];
  toId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationOpenCashShiftArgs = {
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  openingCash: Scalars['Int']['input'];
  shopType?: InputMaybe<ShopType>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationPayOrderArgs = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  paymentTypeId?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationPlaceCategoryArgs = {
  beforeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationPostStockDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRemoveCategoryImageArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRemoveProductImageArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRenameColumnArgs = {
  boardId: Scalars['ID']['input'];
  listId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationReorderCardArgs = {
  boardId: Scalars['ID']['input'];
  endIndex: Scalars['Int']['input'];
  listId: Scalars['ID']['input'];
  startIndex: Scalars['Int']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationReorderColumnsArgs = {
  boardId: Scalars['ID']['input'];
  endIndex: Scalars['Int']['input'];
  startIndex: Scalars['Int']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationReorderTodosArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationReportFiscalDocumentArgs = {
  id: Scalars['ID']['input'];
  input: FiscalReportInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRetryOutboxMessageArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRetryWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationRevokeIntegrationTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSaveClientOccasionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: ClientOccasionInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSaveDeliveryNoticeTemplateArgs = {
  body: Scalars['String']['input'];
  event: DeliveryNoticeEvent;
  subject: Scalars['String']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSaveKitchenStationArgs = {
  input: KitchenStationInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSaveMarketingCampaignArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: MarketingCampaignInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSelectInboxMessageArgs = {
  id: Scalars['ID']['input'];
  selected: Scalars['Boolean']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSendMarketingCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetAffiliateActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetAffiliateDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetCategoryActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetCategoryDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetCertificateActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetCertificateDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetChangeOptionActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetChangeOptionDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetClientActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetClientDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetClientDeliveryNoticesArgs = {
  clientId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetClientDoNotDisturbArgs = {
  clientId: Scalars['ID']['input'];
  value: Scalars['Boolean']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetDeliverySettingsArgs = {
  input: DeliverySettingsInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetDeliveryStatusArgs = {
  orderId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  receiverName?: InputMaybe<Scalars['String']['input']>;
  status: DeliveryStatus;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetDeliveryWindowArgs = {
  date: Scalars['Date']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  pickup?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetDiscountActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetDiscountDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetEmployeeActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetEmployeeDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetGiftActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetGiftDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetKitchenTargetsArgs = {
  input: KitchenTargetsInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetMarkupActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetMarkupDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetNoteActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetNoteDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderMarkActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderMarkDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderPaymentArgs = {
  id: Scalars['ID']['input'];
  paymentText?: InputMaybe<Scalars['String']['input']>;
  paymentTypeId?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderSourceActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderSourceDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderStatusArgs = {
  id: Scalars['ID']['input'];
  statusId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderStatusActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrderStatusDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrdersStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  statusId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrganizationActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOrganizationDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOutletActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetOutletDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetPaymentTypeActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetPaymentTypeDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductComboArgs = {
  productId: Scalars['ID']['input'];
  slots: Array<ComboSlotInput>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductCompositionArgs = {
  items: Array<ProductComponentInput>;
  productId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductModifiersArgs = {
  groups: Array<ModifierGroupInput>;
  productId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductStationArgs = {
  productId: Scalars['ID']['input'];
  stationId?: InputMaybe<Scalars['ID']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetProductVatArgs = {
  productId: Scalars['ID']['input'];
  vat?: InputMaybe<VatRate>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetPromoBatchActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetPromoBatchDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetPromocodeActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetPromocodeDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetRecipientActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetRecipientDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetShowDemoAreasArgs = {
  show: Scalars['Boolean']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetStaffUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetStaffUserDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetStockDocumentActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetStockDocumentDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetStreetActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetStreetDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetSupplierActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetSupplierDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetUnitActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetUnitDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetUserAccessArgs = {
  id: Scalars['ID']['input'];
  input: UserAccessInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetWorkerPositionActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetWorkerPositionDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetWriteOffReasonActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationSetWriteOffReasonDeletedArgs = {
  deleted: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUnpostStockDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateAffiliateArgs = {
  id: Scalars['ID']['input'];
  input: AffiliateUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateCalendarEventArgs = {
  id: Scalars['ID']['input'];
  input: CalendarEventInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateCardArgs = {
  boardId: Scalars['ID']['input'];
  card: CardInput;
  listId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateCartAmountArgs = {
  amount: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateCertificateArgs = {
  id: Scalars['ID']['input'];
  input: CertificateUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateChangeOptionArgs = {
  id: Scalars['ID']['input'];
  input: ChangeOptionUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: ClientUpdateInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateDiscountArgs = {
  id: Scalars['ID']['input'];
  input: DiscountUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateFiscalSettingsArgs = {
  input: FiscalSettingsInput;
  shopType?: InputMaybe<ShopType>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateGiftArgs = {
  id: Scalars['ID']['input'];
  input: GiftUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: InvoiceInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateLoyaltyProgramArgs = {
  input: LoyaltyProgramInput;
  shopType: ShopType;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateMarkupArgs = {
  id: Scalars['ID']['input'];
  input: MarkupUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateNoteArgs = {
  id: Scalars['ID']['input'];
  input: NoteUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateOrderMarkArgs = {
  id: Scalars['ID']['input'];
  input: OrderMarkUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateOrderSourceArgs = {
  id: Scalars['ID']['input'];
  input: OrderSourceUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateOrderStatusArgs = {
  id: Scalars['ID']['input'];
  input: OrderStatusUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  input: OrganizationUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateOutletArgs = {
  id: Scalars['ID']['input'];
  input: OutletUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdatePaymentTypeArgs = {
  id: Scalars['ID']['input'];
  input: PaymentTypeUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdatePromoBatchArgs = {
  id: Scalars['ID']['input'];
  input: PromoBatchUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdatePromocodeArgs = {
  id: Scalars['ID']['input'];
  input: PromocodeUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateReceiptSettingsArgs = {
  input: ReceiptSettingsInput;
  shopType: ShopType;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateRecipientArgs = {
  id: Scalars['ID']['input'];
  input: RecipientUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateStaffUserArgs = {
  id: Scalars['ID']['input'];
  input: StaffUserUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateStockDocumentArgs = {
  id: Scalars['ID']['input'];
  input: StockDocumentInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateStreetArgs = {
  id: Scalars['ID']['input'];
  input: StreetUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateSupplierArgs = {
  id: Scalars['ID']['input'];
  input: SupplierUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateTodoArgs = {
  id: Scalars['ID']['input'];
  input: TodoInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateUnitArgs = {
  id: Scalars['ID']['input'];
  input: UnitUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateWorkerPositionArgs = {
  id: Scalars['ID']['input'];
  input: WorkerPositionUpdateInput;
};


/** Changes; every write needs the page key of the screen that edits that data (docs/access.md). */
export type MutationUpdateWriteOffReasonArgs = {
  id: Scalars['ID']['input'];
  input: WriteOffReasonUpdateInput;
};

/** Пометки (экран /reference/statusNotes). */
export type Note = ListRecord & {
  __typename?: 'Note';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Цвет (#rrggbb) */
  color?: Maybe<Scalars['String']['output']>;
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Пометка */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Пометки». */
export type NoteCreateInput = {
  /** Цвет (#rrggbb) */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Пометка */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Пометки»: только переданные поля. */
export type NoteUpdateInput = {
  /** Цвет (#rrggbb) */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Пометка */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** An open notification as the bell shows it. */
export type Notification = {
  __typename?: 'Notification';
  affiliateId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601. */
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The order it is about, if any. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The product it is about, if any. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Null for the whole installation (a failed backup): the superadmin's alone. */
  shopType?: Maybe<ShopType>;
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A page of the open notifications, newest first. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
  /** How many notifications are open for the user (all pages). */
  totalCount: Scalars['Int']['output'];
};

/** A notification on a page. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** This notification's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  node: Notification;
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

/** An occasion proposed from a past order: nothing is stored until staff accept it. */
export type OccasionSuggestion = {
  __typename?: 'OccasionSuggestion';
  /** The card's text. */
  card: Scalars['String']['output'];
  /** Delivery date, yyyy-MM-dd. */
  date: Scalars['Date']['output'];
  /** Day of the delivery. */
  day: Scalars['Int']['output'];
  /** What the card says it is. */
  kind: OccasionKind;
  /** Month of the delivery. */
  month: Scalars['Int']['output'];
  /** The order. */
  orderId: Scalars['ID']['output'];
  /** Its number. */
  orderNumber: Scalars['String']['output'];
  /** The recipient of that order. */
  recipient: Scalars['String']['output'];
  /** Proposed title: «День рождения: Мария Иванова». */
  title: Scalars['String']['output'];
};

/** The opened shift, or why not (SHIFT_ALREADY_OPEN, FIELD_INVALID at `openingCash`, …). */
export type OpenCashShiftPayload = {
  __typename?: 'OpenCashShiftPayload';
  /** Null when refused. */
  shift?: Maybe<CashShift>;
  userErrors: Array<UserError>;
};

/** An order. Totals are computed by the CRM; the object fields resolve through per-request loaders. */
export type Order = {
  __typename?: 'Order';
  /** Advance paid, kopecks. */
  advanceSum: Scalars['Int']['output'];
  /** How the advance was paid, free text. */
  advanceType: Scalars['String']['output'];
  /** Branch. */
  affiliateId?: Maybe<Scalars['ID']['output']>;
  /** Employee who brought the client. */
  attractedBy?: Maybe<Employee>;
  /** Employee who brought the client. */
  attractedById?: Maybe<Scalars['ID']['output']>;
  /** Paid with the client's bonuses, kopecks (docs/loyalty.md): part of the total like the certificate, never cash takings. */
  bonusSum: Scalars['Int']['output'];
  /** Text of the greeting card. */
  cardText: Scalars['String']['output'];
  /** The gift certificate paying part of the order ('' for none). */
  certificateCode: Scalars['String']['output'];
  /** Paid with that certificate, kopecks: part of the total, never cash takings (no cash shift sees it). */
  certificateSum: Scalars['Int']['output'];
  /** Change to give back from that banknote, kopecks. */
  change: Scalars['Int']['output'];
  /** Banknote a cash customer pays with, kopecks (null: not paying cash). */
  changeFor?: Maybe<Scalars['Int']['output']>;
  /** The paying client (client directory). */
  client?: Maybe<Client>;
  /** The paying client's id. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** What the client asked for, free text. */
  clientWishes: Scalars['String']['output'];
  /** Created, ISO 8601. */
  createdAt: Scalars['DateTime']['output'];
  /** Creating user. */
  createdById?: Maybe<Scalars['ID']['output']>;
  /** Customer type as the form sends it (individual, legal, …). */
  customerType: Scalars['String']['output'];
  /** Order date (the day it was taken), yyyy-MM-dd: what lists and presets filter on by default. */
  date: Scalars['Date']['output'];
  /** Soft-deleted. */
  deleted: Scalars['Boolean']['output'];
  /** Delivery address. */
  deliveryAddress: Scalars['String']['output'];
  /** Delivery or pick-up date, yyyy-MM-dd: the day the order is due (`dateBy: DUE`; none: `date`). */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** Delivery charge, kopecks (0: none). Not discounted. */
  deliverySum: Scalars['Int']['output'];
  /** Delivery time window as typed (e.g. 12:00-15:00). */
  deliveryTime: Scalars['String']['output'];
  /** Delivery type as the form sends it (delivery, pickup, here, takeaway, …). */
  deliveryType: Scalars['String']['output'];
  /** Fast food: eaten in or taken away (from `deliveryType` here / takeaway); null for other types. */
  dining?: Maybe<Dining>;
  /** Discount in kopecks. */
  discountSum: Scalars['Int']['output'];
  /** Discount kind, null when there is none. */
  discountType?: Maybe<DiscountKind>;
  /** Percent (0–100) or kopecks, by discountType. */
  discountValue: Scalars['Float']['output'];
  /** What is still to pay: total − certificateSum − bonusSum − paidSum, never below 0 (payOrder's default amount). */
  dueSum: Scalars['Int']['output'];
  /** Employee who filled in the order. */
  filledBy?: Maybe<Employee>;
  /** Employee who filled in the order. */
  filledById?: Maybe<Scalars['ID']['output']>;
  /** The client placed the order themselves. */
  fromClient: Scalars['Boolean']['output'];
  /** The gift given with the order at 0 ₽ (list «Подарки»; null: none). */
  giftId?: Maybe<Scalars['ID']['output']>;
  /** The gift's name as given ('' for none). */
  giftName: Scalars['String']['output'];
  /** Every change, oldest first (batched: one CRM call per 250 orders of a request). */
  history: Array<OrderHistoryEntry>;
  /** Order id. */
  id: Scalars['ID']['output'];
  /** The lines. */
  lines: Array<OrderLine>;
  /** Manager's comment. */
  managerComment: Scalars['String']['output'];
  /** The markup applied (list «Наценки»; null: none). */
  markupId?: Maybe<Scalars['ID']['output']>;
  /** The markup's terms as applied (kept by the order even if the list entry changes later). */
  markupKind?: Maybe<DiscountKind>;
  /** The markup's name as applied ('' for none). */
  markupName: Scalars['String']['output'];
  /** The markup, kopecks: of the goods (subtotal), never of the delivery. */
  markupSum: Scalars['Int']['output'];
  /** Percent of the goods or kopecks, by markupKind (0 without a markup). */
  markupValue: Scalars['Float']['output'];
  /** Human-readable number: yyMMdd-n, the n-th order of its date. */
  number: Scalars['String']['output'];
  /** Point of sale, when set. */
  outletId?: Maybe<Scalars['ID']['output']>;
  /** Sum received so far, kopecks. */
  paidSum: Scalars['Int']['output'];
  /** Payment note. */
  paymentText: Scalars['String']['output'];
  /** Payment type (payment types list). */
  paymentType?: Maybe<PaymentType>;
  /** Payment type id. */
  paymentTypeId?: Maybe<Scalars['ID']['output']>;
  /** The order's payments and refunds (batched: one CRM call per 250 orders of a request). */
  payments: Array<OrderPayment>;
  /** The promo code applied at checkout as typed in the promo codes list ('' for none). */
  promoCode: Scalars['String']['output'];
  /** The promo code's terms as applied (kept by the order even if the list entry changes later). */
  promoKind?: Maybe<DiscountKind>;
  /** The promo code's discount, kopecks: on the goods after discountSum, never on the delivery. */
  promoSum: Scalars['Int']['output'];
  /** Percent (0–100) or kopecks, by promoKind (0 without a promo code). */
  promoValue: Scalars['Float']['output'];
  /** The recipient as typed on the order. */
  recipient?: Maybe<OrderPerson>;
  /** Recipient directory id. */
  recipientId?: Maybe<Scalars['ID']['output']>;
  /** Flower shop or fast food. */
  shopType?: Maybe<ShopType>;
  /** Social network contact, free text. */
  socialText: Scalars['String']['output'];
  /** Sales channel (order sources list). */
  source?: Maybe<OrderSource>;
  /** Sales channel id. */
  sourceId?: Maybe<Scalars['ID']['output']>;
  /** Status (order statuses list). */
  status?: Maybe<OrderStatus>;
  /** Status id. */
  statusId: Scalars['ID']['output'];
  /** Street of the address (streets list). */
  street?: Maybe<Street>;
  /** Street of the address. */
  streetId?: Maybe<Scalars['ID']['output']>;
  /** Sum of the lines, kopecks. */
  subtotal: Scalars['Int']['output'];
  /**
   * subtotal − discountSum − promoSum + markupSum + deliverySum, kopecks: the receipt's, the
   * statistics' and the cash's total.
   */
  total: Scalars['Int']['output'];
  /** Last changed, ISO 8601. */
  updatedAt: Scalars['DateTime']['output'];
  /**
   * Bumped by every change of the order (edit, status, worker, payment, deletion): pass it to
   * `updateOrder(version:)` so an edit made on an older copy is refused, not written over a newer
   * one. Null from a CRM that keeps no versions.
   */
  version?: Maybe<Scalars['Int']['output']>;
  /** Assigned worker (employees list). */
  worker?: Maybe<Employee>;
  /** Assigned worker id. */
  workerId?: Maybe<Scalars['ID']['output']>;
};

/** One change of one order. */
export type OrderChange = {
  __typename?: 'OrderChange';
  kind: OrderChangeKind;
  /** The order after the change, as the `order` query shows it; null once deleted. */
  order?: Maybe<Order>;
  orderId: Scalars['ID']['output'];
};

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
  modifierIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One of the slot's products. */
  productId: Scalars['ID']['input'];
  /** The combo's slot (`ComboSlot.id`). */
  slotId: Scalars['ID']['input'];
};

/**
 * A page of orders in id order (new orders come at the end, so a walk sees each once) with the
 * totals of every order the filter matches.
 */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  /** How many orders match the filter (all pages). */
  totalCount: Scalars['Int']['output'];
  /** Their total, kopecks (whole; Float because a year of a shop outgrows Int's 21 474 836,47 ₽). */
  totalSum: Scalars['Float']['output'];
};

/** Which day of an order a period (preset or range) is of. */
export type OrderDateKind =
  /** The day it is due: the delivery or pick-up date (`deliveryDate`), the order date when it has none. */
  | 'DUE'
  /** The day the order was taken (`date`). */
  | 'TAKEN';

/** One order of a connection page. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

/**
 * Which orders a connection walks; every part given must hold. No period: every order. The search
 * is the order list's (number, names; phones by a fragment with KLIENTS, whole without).
 */
export type OrderFilter = {
  /** One client's orders (the client card); a malformed id is BAD_USER_INPUT, an unknown one matches none. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Which day of an order the period is of (default: the day it was taken). */
  dateBy?: InputMaybe<OrderDateKind>;
  /** Also deleted orders (default false). */
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** The payment type is one of these. */
  paymentTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A period counted in the shop's time zone (SPECIFY: `range`). */
  preset?: InputMaybe<DatePreset>;
  /** The days, both included, yyyy-MM-dd (with preset SPECIFY, or alone). */
  range?: InputMaybe<DateRangeInput>;
  /** The order number, a client's or recipient's name, or a phone (a fragment with KLIENTS, the whole number without). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The SA's choice; everyone else always reads their own shop type. */
  shopType?: InputMaybe<ShopType>;
  /** The sales channel (order source) is one of these. */
  sourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The order's status is one of these (at most 100; an id of no status is BAD_USER_INPUT). */
  statusIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** «Без исполнителя»: orders nobody is assigned to, alone or besides `workerIds`. */
  withoutWorker?: InputMaybe<Scalars['Boolean']['input']>;
  /** The assigned worker is one of these employees (with `withoutWorker`: or nobody is assigned). */
  workerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One change of an order: who, when, old → new. */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** When, ISO 8601. */
  at: Scalars['DateTime']['output'];
  /** What changed. */
  field: OrderHistoryField;
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** New value as a reader sees it. */
  newName?: Maybe<Scalars['String']['output']>;
  /** New value. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** Old value as a reader sees it (a status name, a worker's name). */
  oldName?: Maybe<Scalars['String']['output']>;
  /** Old value (an id for status, worker and payment). */
  oldValue?: Maybe<Scalars['String']['output']>;
  /** The user who made the change (null: the system). */
  userId?: Maybe<Scalars['ID']['output']>;
  /** That user's name. */
  userName?: Maybe<Scalars['String']['output']>;
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
  advanceSum?: InputMaybe<Scalars['Int']['input']>;
  /** How the advance was paid. */
  advanceType?: InputMaybe<Scalars['String']['input']>;
  /** Employee who brought the client. */
  attractedById?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Kopecks paid with the client's bonuses («Списать бонусы», docs/loyalty.md): at most the client's
   * balance (BONUS_INSUFFICIENT) and the programme's share of the total; needs a client and the
   * programme on (BONUS_INVALID). Absent: none on a new order, unchanged on an edit.
   */
  bonusSum?: InputMaybe<Scalars['Int']['input']>;
  /** Greeting card text. */
  cardText?: InputMaybe<Scalars['String']['input']>;
  /** Gift certificate paying part of the order: its balance goes down while the order is live. */
  certificateCode?: InputMaybe<Scalars['String']['input']>;
  /** Kopecks paid with the certificate (absent with a certificate: as much as it covers of what is due). */
  certificateSum?: InputMaybe<Scalars['Int']['input']>;
  /** Change as the form computed it; refused when it disagrees. */
  change?: InputMaybe<Scalars['Int']['input']>;
  /** Banknote a cash customer pays with, kopecks. */
  changeFor?: InputMaybe<Scalars['Int']['input']>;
  /** The paying client. */
  client?: InputMaybe<OrderPersonInput>;
  /** What the client asked for. */
  clientWishes?: InputMaybe<Scalars['String']['input']>;
  /** Customer type. */
  customerType?: InputMaybe<Scalars['String']['input']>;
  /** Order date, a day of the shop's calendar (default on create: today in the shop); cannot be cleared. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** Delivery address. */
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  /** Delivery or pick-up date, a day of the shop's calendar; `null` clears it in `updateOrder`. */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** Delivery charge, kopecks (the form suggests the street's «Стоимость доставки»); absent: 0. */
  deliverySum?: InputMaybe<Scalars['Int']['input']>;
  /** Delivery time window. */
  deliveryTime?: InputMaybe<Scalars['String']['input']>;
  /** Delivery type. */
  deliveryType?: InputMaybe<Scalars['String']['input']>;
  /** Discount kind. */
  discountType?: InputMaybe<DiscountKind>;
  /** Percent (0–100) or kopecks. */
  discountValue?: InputMaybe<Scalars['Float']['input']>;
  /** Employee who filled in the order. */
  filledById?: InputMaybe<Scalars['ID']['input']>;
  /** The client placed the order themselves. */
  fromClient?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * A gift of the list «Подарки», given at 0 ₽: refused when switched off, out of its dates, or the
   * goods are under its minimum sum.
   */
  giftId?: InputMaybe<Scalars['ID']['input']>;
  /** The lines, at least one: required by createOrder; in updateOrder they replace all lines when given. */
  lines?: InputMaybe<Array<OrderLineInput>>;
  /** Manager's comment. */
  managerComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * A markup of the list «Наценки» (issue 26): a percent of the goods or a fixed sum, added to the
   * total; refused with a reason when unknown or switched off.
   */
  markupId?: InputMaybe<Scalars['ID']['input']>;
  /** Point of sale. */
  outletId?: InputMaybe<Scalars['ID']['input']>;
  /** Payment note. */
  paymentText?: InputMaybe<Scalars['String']['input']>;
  /** Payment type. */
  paymentTypeId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Promo code (issue 26): refused with a reason when it is unknown, switched off, out of its dates,
   * used up, or the goods are under its minimum. One use is counted while the order is live.
   */
  promoCode?: InputMaybe<Scalars['String']['input']>;
  /** The recipient. */
  recipient?: InputMaybe<OrderPersonInput>;
  /** Flower shop or fast food (default: the first product's). */
  shopType?: InputMaybe<ShopType>;
  /** Social network contact. */
  socialText?: InputMaybe<Scalars['String']['input']>;
  /** Sales channel. */
  sourceId?: InputMaybe<Scalars['ID']['input']>;
  /** Initial status (create only; default: the first status). */
  statusId?: InputMaybe<Scalars['ID']['input']>;
  /** Street of the address. */
  streetId?: InputMaybe<Scalars['ID']['input']>;
  /** Total as the form computed it; refused when it disagrees with the CRM's. */
  total?: InputMaybe<Scalars['Int']['input']>;
  /** Initial worker (create only). */
  workerId?: InputMaybe<Scalars['ID']['input']>;
};

/** One line of an order: a product with the count and price of this sale. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** A combo's chosen parts, in slot order; empty for a plain product. */
  comboParts: Array<OrderLineComboPart>;
  /** The cashier's note for the kitchen («без соли»), '' for none. */
  comment: Scalars['String']['output'];
  /** Units sold, a positive integer. */
  count: Scalars['Int']['output'];
  /** Modifiers chosen for the line's own product, in the order chosen. */
  modifiers: Array<OrderLineModifier>;
  /** What the modifiers add to one unit, kopecks (the line's and its combo parts'; 0 without). */
  modifiersPrice: Scalars['Int']['output'];
  /** Product name at the time of the sale. */
  name: Scalars['String']['output'];
  /** Price of one unit in kopecks, before modifiers (the price the form sent). */
  price: Scalars['Int']['output'];
  /** The catalogue product. */
  productId: Scalars['ID']['output'];
  /** count × (price + modifiersPrice) in kopecks. */
  sum: Scalars['Int']['output'];
  /** The VAT rate of the line's product (its combo parts and modifiers share it); null: the shop type's default. */
  vat?: Maybe<VatRate>;
};

/** One chosen part of a combo line, e.g. «Напиток»: «Кола» with «0,5 л». */
export type OrderLineComboPart = {
  __typename?: 'OrderLineComboPart';
  /** Modifiers chosen for this part. */
  modifiers: Array<OrderLineModifier>;
  /** Its name as sold. */
  name: Scalars['String']['output'];
  /** The chosen product. */
  productId: Scalars['ID']['output'];
  /** Slot name as sold. */
  slot: Scalars['String']['output'];
  /** The slot (null if the combo was saved again since). */
  slotId?: Maybe<Scalars['ID']['output']>;
};

/** One line of the order form. */
export type OrderLineInput = {
  /** A combo's parts: one per slot of the combo (required for a combo). */
  comboParts?: InputMaybe<Array<OrderComboPartInput>>;
  /** Note for the kitchen, at most 200 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Units, a positive integer. */
  count: Scalars['Int']['input'];
  /** Chosen modifier options of the product (`ModifierOption.id`); required groups must be chosen. */
  modifierIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Price of one unit before modifiers, kopecks (the modifiers' deltas are added by the CRM). */
  price: Scalars['Int']['input'];
  /** Catalogue product. */
  productId: Scalars['ID']['input'];
};

/** A modifier as sold: names and price of the sale, whatever the menu says now. */
export type OrderLineModifier = {
  __typename?: 'OrderLineModifier';
  /** Its group, e.g. «Без». */
  group: Scalars['String']['output'];
  /** The option, e.g. «без лука». */
  name: Scalars['String']['output'];
  /** The option (null if the menu was saved again since and the option is gone). */
  optionId?: Maybe<Scalars['ID']['output']>;
  /** Kopecks it added to one unit (0 or negative too). */
  priceDelta: Scalars['Int']['output'];
};

/** Orders of a date range. */
export type OrderList = {
  __typename?: 'OrderList';
  /** The orders, by date and number; at most GRAPHQL_MAX_ORDER_LIST (a period holding more is BAD_USER_INPUT). */
  orders: Array<Order>;
  /** First day of the range, yyyy-MM-dd. */
  start: Scalars['Date']['output'];
  /** Last day of the range, yyyy-MM-dd. */
  stop: Scalars['Date']['output'];
};

/** Метки заказов (экран /reference/Marks). */
export type OrderMark = ListRecord & {
  __typename?: 'OrderMark';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Цвет (#rrggbb) */
  color: Scalars['String']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Метка */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Метки заказов». */
export type OrderMarkCreateInput = {
  /** Цвет (#rrggbb) */
  color: Scalars['String']['input'];
  /** Метка */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Метки заказов»: только переданные поля. */
export type OrderMarkUpdateInput = {
  /** Цвет (#rrggbb) */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Метка */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What the overview dashboards show: the current periods, a 30-day trend and today's statuses. */
export type OrderOverview = {
  __typename?: 'OrderOverview';
  /** Today, yesterday, this week, this month. */
  periods: Array<OrderOverviewPeriod>;
  /** The shop type counted (null: both). */
  shopType?: Maybe<ShopType>;
  /** Today in the shop's time zone, yyyy-MM-dd. */
  today: Scalars['Date']['output'];
  /** Today's orders per status. */
  todayByStatus: Array<OrderStatsStatus>;
  /** The last 30 days up to today. */
  trend: Array<OrderStatsDay>;
};

/** The totals of one overview period. */
export type OrderOverviewPeriod = {
  __typename?: 'OrderOverviewPeriod';
  /** Which period. */
  key: OverviewPeriod;
  /** First day, yyyy-MM-dd. */
  start: Scalars['Date']['output'];
  /** Last day, yyyy-MM-dd. */
  stop: Scalars['Date']['output'];
  /** Its figures. */
  totals: OrderStatsTotals;
};

/** Money received for an order. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  amount: Scalars['Int']['output'];
  /** When it was received, ISO 8601. */
  at: Scalars['DateTime']['output'];
  cashless: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  paymentType?: Maybe<PaymentType>;
  paymentTypeId?: Maybe<Scalars['ID']['output']>;
  shiftId?: Maybe<Scalars['ID']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

/** A person on an order as typed there (the recipient). */
export type OrderPerson = {
  __typename?: 'OrderPerson';
  /** Email (empty for recipients). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Directory record (recipients list), when linked. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Patronymic. */
  patronymic: Scalars['String']['output'];
  /** Phone as typed. */
  phone: Scalars['String']['output'];
};

/** A person typed on the order form. */
export type OrderPersonInput = {
  /** Email (client only). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Patronymic. */
  patronymic?: InputMaybe<Scalars['String']['input']>;
  /** Phone: the client is found by it (digits compared) or created. */
  phone: Scalars['String']['input'];
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

/** Каналы продаж (экран /reference/orderSource). */
export type OrderSource = ListRecord & {
  __typename?: 'OrderSource';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Канал продаж */
  name: Scalars['String']['output'];
  /** Заказы с сайта */
  online: Scalars['Boolean']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Каналы продаж». */
export type OrderSourceCreateInput = {
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Канал продаж */
  name: Scalars['String']['input'];
  /** Заказы с сайта */
  online?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Изменения записи списка «Каналы продаж»: только переданные поля. */
export type OrderSourceUpdateInput = {
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Канал продаж */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Заказы с сайта */
  online?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Statistics of the orders of a period. */
export type OrderStats = {
  __typename?: 'OrderStats';
  /** Per payment type, by revenue (highest first). */
  byPayment: Array<OrderStatsGroup>;
  /** Per sales channel, by revenue (highest first). */
  bySource: Array<OrderStatsGroup>;
  /** Per status, in the statuses' order. */
  byStatus: Array<OrderStatsStatus>;
  /** Every day of the period, in order. */
  days: Array<OrderStatsDay>;
  /** The shop type counted (null: both). */
  shopType?: Maybe<ShopType>;
  /** First day, yyyy-MM-dd. */
  start: Scalars['Date']['output'];
  /** Last day, yyyy-MM-dd (inclusive). */
  stop: Scalars['Date']['output'];
  /** Fast food: the 10 combos sold most, by Σ units; `sum` is their lines' sums. */
  topCombos: Array<OrderStatsProduct>;
  /** Fast food: the 10 modifiers sold most (options on combo parts too), by Σ units. */
  topModifiers: Array<OrderStatsModifier>;
  /** The 10 products with the highest Σ line sums. */
  topProducts: Array<OrderStatsProduct>;
  /** The whole period. */
  totals: OrderStatsTotals;
};

/** One day of a period: its figures (days without orders are zeros). */
export type OrderStatsDay = {
  __typename?: 'OrderStatsDay';
  /** revenue ÷ live orders, kopecks. */
  averageCheck: Scalars['Float']['output'];
  /** Of them, cancelled. */
  cancelled: Scalars['Int']['output'];
  /** The day, yyyy-MM-dd. */
  date: Scalars['Date']['output'];
  /** Units sold in the live orders. */
  items: Scalars['Int']['output'];
  /** Orders placed, cancelled ones included. */
  orders: Scalars['Int']['output'];
  /** Σ total of the live orders, kopecks. */
  revenue: Scalars['Float']['output'];
};

/**
 * Orders of one sales channel or payment type; `refId` null is the «Не указан» group. Not an
 * entity (the same channel has other figures in another period), hence no `id` field that a
 * normalising client cache would merge by.
 */
export type OrderStatsGroup = {
  __typename?: 'OrderStatsGroup';
  /** revenue ÷ live orders, kopecks. */
  averageCheck: Scalars['Float']['output'];
  /** Of them, cancelled. */
  cancelled: Scalars['Int']['output'];
  /** Units sold in the live orders. */
  items: Scalars['Int']['output'];
  /** Its name, «Не указан» when not set. */
  name: Scalars['String']['output'];
  /** Orders placed, cancelled ones included. */
  orders: Scalars['Int']['output'];
  /** The channel or payment type (null: not set on the order). */
  refId?: Maybe<Scalars['ID']['output']>;
  /** Σ total of the live orders, kopecks. */
  revenue: Scalars['Float']['output'];
};

/** A modifier option's sales in a period. */
export type OrderStatsModifier = {
  __typename?: 'OrderStatsModifier';
  /** Σ units of the lines it was chosen on. */
  count: Scalars['Int']['output'];
  /** Its group as sold, e.g. «Без». */
  group: Scalars['String']['output'];
  /** The option as sold, e.g. «без лука». */
  name: Scalars['String']['output'];
  /** Σ what it added to those lines, kopecks (negative for a cheaper option). */
  sum: Scalars['Float']['output'];
};

/** A product among the best sellers: its lines in live orders. */
export type OrderStatsProduct = {
  __typename?: 'OrderStatsProduct';
  /** Σ units sold. */
  count: Scalars['Int']['output'];
  /** Its current name. */
  name: Scalars['String']['output'];
  /** The catalogue product. */
  productId: Scalars['ID']['output'];
  /** Σ line sums (count × price, before the order's discount), kopecks. */
  sum: Scalars['Float']['output'];
};

/** Orders of one status: how many and their Σ total (cancelling statuses included). */
export type OrderStatsStatus = {
  __typename?: 'OrderStatsStatus';
  /** The status cancels the order. */
  cancels: Scalars['Boolean']['output'];
  /** Its colour, #rrggbb. */
  color: Scalars['String']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Orders in this status. */
  orders: Scalars['Int']['output'];
  /** The status. */
  statusId: Scalars['ID']['output'];
  /** Σ total of those orders, kopecks. */
  sum: Scalars['Float']['output'];
};

/** Figures of a group of orders. */
export type OrderStatsTotals = {
  __typename?: 'OrderStatsTotals';
  /** Average check: revenue ÷ live orders, kopecks rounded half up (0 without live orders). */
  averageCheck: Scalars['Float']['output'];
  /** Of them, cancelled. */
  cancelled: Scalars['Int']['output'];
  /** Units sold in the live orders. */
  items: Scalars['Int']['output'];
  /** Orders placed (not deleted), cancelled ones included. */
  orders: Scalars['Int']['output'];
  /** Σ total of the live orders, kopecks. */
  revenue: Scalars['Float']['output'];
};

/** Статусы заказов (экран /reference/orderNotes). */
export type OrderStatus = ListRecord & {
  __typename?: 'OrderStatus';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Отмена заказа */
  cancels: Scalars['Boolean']['output'];
  /** Цвет (#rrggbb) */
  color: Scalars['String']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Статус */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Статусы заказов». */
export type OrderStatusCreateInput = {
  /** Отмена заказа */
  cancels?: InputMaybe<Scalars['Boolean']['input']>;
  /** Цвет (#rrggbb) */
  color: Scalars['String']['input'];
  /** Статус */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Статусы заказов»: только переданные поля. */
export type OrderStatusUpdateInput = {
  /** Отмена заказа */
  cancels?: InputMaybe<Scalars['Boolean']['input']>;
  /** Цвет (#rrggbb) */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Статус */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Организации (экран /reference/Organization). */
export type Organization = ListRecord & {
  __typename?: 'Organization';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Адрес */
  address?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Email */
  email?: Maybe<Scalars['String']['output']>;
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** ИНН */
  inn?: Maybe<Scalars['String']['output']>;
  /** КПП */
  kpp?: Maybe<Scalars['String']['output']>;
  /** Организация */
  name: Scalars['String']['output'];
  /** Телефон */
  phone?: Maybe<Scalars['String']['output']>;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Организации». */
export type OrganizationCreateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** ИНН */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** КПП */
  kpp?: InputMaybe<Scalars['String']['input']>;
  /** Организация */
  name: Scalars['String']['input'];
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Изменения записи списка «Организации»: только переданные поля. */
export type OrganizationUpdateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** ИНН */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** КПП */
  kpp?: InputMaybe<Scalars['String']['input']>;
  /** Организация */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
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
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  /** Messages in this status. */
  status?: InputMaybe<OutboxStatus>;
};

/** A message in the outbox: the send log. */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  /** The address it goes to. */
  address: Scalars['String']['output'];
  /** Delivery attempts so far. */
  attempts: Scalars['Int']['output'];
  /** Rendered, sanitised HTML. */
  bodyHtml: Scalars['String']['output'];
  /** Its campaign. */
  campaignId: Scalars['ID']['output'];
  /** The campaign's name. */
  campaignName: Scalars['String']['output'];
  /** E-mail or none. */
  channel: OutboxChannel;
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The client's phone (to call when there is no e-mail). */
  clientPhone: Scalars['String']['output'];
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** Why it failed or was skipped. */
  error: Scalars['String']['output'];
  /** Message id. */
  id: Scalars['ID']['output'];
  /** The occasion it is about, as it read at send time. */
  occasion: Scalars['String']['output'];
  /** When it was delivered. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it is. */
  status: OutboxStatus;
  /** Rendered subject. */
  subject: Scalars['String']['output'];
  /** The transport that delivered it: log or smtp. */
  transport?: Maybe<Scalars['String']['output']>;
};

/** A page of the send log, newest first. */
export type OutboxMessageConnection = {
  __typename?: 'OutboxMessageConnection';
  /** The messages of the page. */
  edges: Array<OutboxMessageEdge>;
  /** Whether pages follow, and the cursors of this page's ends. */
  pageInfo: PageInfo;
  /** How many messages match the filter (every page). */
  totalCount: Scalars['Int']['output'];
};

/** A message on a page of marketingOutboxConnection. */
export type OutboxMessageEdge = {
  __typename?: 'OutboxMessageEdge';
  /** This message's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: OutboxMessage;
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

/** Точки продаж (экран /Settings/Outlets). */
export type Outlet = ListRecord & {
  __typename?: 'Outlet';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Адрес */
  address?: Maybe<Scalars['String']['output']>;
  /** Филиал: сама запись. */
  affiliate?: Maybe<Affiliate>;
  /** Филиал */
  affiliateId: Scalars['ID']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Точка продаж */
  name: Scalars['String']['output'];
  /** Тип */
  shopType: ShopType;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Точки продаж». */
export type OutletCreateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Филиал */
  affiliateId: Scalars['ID']['input'];
  /** Точка продаж */
  name: Scalars['String']['input'];
  /** Тип */
  shopType: ShopType;
};

/** Изменения записи списка «Точки продаж»: только переданные поля. */
export type OutletUpdateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Филиал */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** Точка продаж */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Тип */
  shopType?: InputMaybe<ShopType>;
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

/** Where a cursor page stands (Relay connections): cursors are opaque and signed; a forged one is BAD_USER_INPUT. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Backwards (`last`/`before`): whether records come before this page. Forwards: true after a
   * cursor (at least the record it points at), false on the first page. Orders page forward only.
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** The paid order, or why not (SHIFT_CLOSED for cash, FIELD_INVALID at `amount`, NOT_FOUND at `id`, …). */
export type PayOrderPayload = {
  __typename?: 'PayOrderPayload';
  /** Null when refused. */
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** Типы оплат (экран /reference/typePayments). */
export type PaymentType = ListRecord & {
  __typename?: 'PaymentType';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Безналичный */
  cashless: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Тип оплаты */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Типы оплат». */
export type PaymentTypeCreateInput = {
  /** Безналичный */
  cashless?: InputMaybe<Scalars['Boolean']['input']>;
  /** Тип оплаты */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Типы оплат»: только переданные поля. */
export type PaymentTypeUpdateInput = {
  /** Безналичный */
  cashless?: InputMaybe<Scalars['Boolean']['input']>;
  /** Тип оплаты */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Every category in its new order after `placeCategory`, or why the place was refused. */
export type PlaceCategoryPayload = {
  __typename?: 'PlaceCategoryPayload';
  /** The visible categories in the new order; null when `userErrors` is not empty. */
  categories?: Maybe<Array<Category>>;
  /** Why the place was refused (CATEGORY_PLACE_INVALID at `parentId` or `beforeId`, NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** The document after `postStockDocument`, or why not (STOCK_NEGATIVE, DOCUMENT_LOCKED, …). */
export type PostStockDocumentPayload = {
  __typename?: 'PostStockDocumentPayload';
  /** Null when refused. */
  document?: Maybe<StockDocument>;
  userErrors: Array<UserError>;
};

/** Товары. */
export type Product = ListRecord & {
  __typename?: 'Product';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Артикул (уникально) */
  article?: Maybe<Scalars['String']['output']>;
  /** Штрихкод (уникально) */
  barcode?: Maybe<Scalars['String']['output']>;
  /** Категория: сама запись. */
  category?: Maybe<Category>;
  /** Категория */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** A combo's slots, in their order; empty for a product that is not a combo. */
  comboSlots: Array<ComboSlot>;
  /** What one unit is made of, in order; empty for a simple product. */
  composition: Array<ProductComponent>;
  /** Себестоимость (в копейках) */
  cost?: Maybe<Scalars['Int']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Описание (HTML, очищенный сервером от скриптов) */
  description?: Maybe<Scalars['String']['output']>;
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Изображение (ключ изображения, задаётся загрузкой) */
  image?: Maybe<Scalars['String']['output']>;
  /**
   * Path of the picture on this gateway (`/images/<key>`: WebP, at most 1600 px a side), or null
   * without one. Public (no token) and cached for ever: a new picture gets a new path.
   */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Modifier groups, in their order; empty for a product without modifiers. */
  modifierGroups: Array<ModifierGroup>;
  /** Товар */
  name: Scalars['String']['output'];
  /** Цена (в копейках) */
  price: Scalars['Int']['output'];
  /** Тип магазина */
  shopType: ShopType;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Path of the picture's thumbnail (`/images/<key>?size=thumb`: WebP, at most 240 px a side), or null. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Единица */
  unit: Scalars['String']['output'];
  /** The product's own VAT rate on receipts; null: the shop type's default (`FiscalSettings.defaultVat`). */
  vat?: Maybe<VatRate>;
};

/** One component of a composed product: `quantity` units of `component` go into one unit. */
export type ProductComponent = {
  __typename?: 'ProductComponent';
  /** The component product (null if it was removed from the catalogue). */
  component?: Maybe<Product>;
  /** Id of the component product. */
  componentId: Scalars['ID']['output'];
  /** Units of the component per unit of the product (up to 3 decimals). */
  quantity: Scalars['Float']['output'];
};

/** One line of a composition being saved. */
export type ProductComponentInput = {
  /** Id of the component product (not the product itself, not a product made of it). */
  componentId: Scalars['ID']['input'];
  /** Units of the component per unit of the product: more than 0, at most 10 000, 3 decimals. */
  quantity: Scalars['Float']['input'];
};

/** Страница списка «Товары». */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** Записи страницы. */
  edges: Array<ProductEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Товары». */
export type ProductCreateInput = {
  /** Артикул (уникально) */
  article?: InputMaybe<Scalars['String']['input']>;
  /** Штрихкод (уникально) */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Категория */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Себестоимость (в копейках) */
  cost?: InputMaybe<Scalars['Int']['input']>;
  /** Описание (HTML, очищенный сервером от скриптов) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Товар */
  name: Scalars['String']['input'];
  /** Цена (в копейках) */
  price: Scalars['Int']['input'];
  /** Тип магазина */
  shopType: ShopType;
  /** Единица */
  unit: Scalars['String']['input'];
};

/** Запись списка «Товары» на странице. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Product;
};

/** A product's menu: what the POS asks before the product is a line. */
export type ProductMenu = {
  __typename?: 'ProductMenu';
  /** Its combo slots, in their order (empty: not a combo). */
  comboSlots: Array<ComboSlot>;
  /** Its modifier groups, in their order. */
  modifierGroups: Array<ModifierGroup>;
  /** The product. */
  productId: Scalars['ID']['output'];
};

/** A product's station after the change, or why not. */
export type ProductStationPayload = {
  __typename?: 'ProductStationPayload';
  /** The product's id; null when refused. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Its station now; null: none. */
  station?: Maybe<KitchenStation>;
  userErrors: Array<UserError>;
};

/** Изменения записи списка «Товары»: только переданные поля. */
export type ProductUpdateInput = {
  /** Артикул (уникально) */
  article?: InputMaybe<Scalars['String']['input']>;
  /** Штрихкод (уникально) */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Категория */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Себестоимость (в копейках) */
  cost?: InputMaybe<Scalars['Int']['input']>;
  /** Описание (HTML, очищенный сервером от скриптов) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Товар */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Цена (в копейках) */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Тип магазина */
  shopType?: InputMaybe<ShopType>;
  /** Единица */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** A product's VAT rate as saved, or why not. */
export type ProductVatPayload = {
  __typename?: 'ProductVatPayload';
  /** The product with its rate. */
  product?: Maybe<Product>;
  /** Why not (NOT_FOUND at `productId`). */
  userErrors: Array<UserError>;
};

/** An entry of the demo project list (/api/list/all). */
export type ProjectEntry = {
  __typename?: 'ProjectEntry';
  comment: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  projectImage: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  userImage: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** Создание промокодов (экран /marketing/PromocodeCreate). */
export type PromoBatch = ListRecord & {
  __typename?: 'PromoBatch';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Количество кодов */
  count: Scalars['Int']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Вид скидки */
  discountKind: DiscountKind;
  /** Размер скидки */
  discountValue: Scalars['Float']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: Maybe<Scalars['Int']['output']>;
  /** Акция */
  name: Scalars['String']['output'];
  /** Префикс кодов */
  prefix: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Лимит использований кода */
  usageLimit?: Maybe<Scalars['Int']['output']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: Maybe<Scalars['Date']['output']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: Maybe<Scalars['Date']['output']>;
};

/** A code a promo batch made (list «Создание промокодов»): it works at checkout like any promo code. */
export type PromoBatchCode = {
  __typename?: 'PromoBatchCode';
  /** Whether the checkout takes it (the batch is on and not deleted). */
  active: Scalars['Boolean']['output'];
  /** The code as the customer types it (any letter case). */
  code: Scalars['String']['output'];
  /** How many times it may be used (null: no limit). */
  usageLimit?: Maybe<Scalars['Int']['output']>;
  /** Orders holding it now (cancelled and deleted ones give their use back). */
  usedCount: Scalars['Int']['output'];
};

/** The codes of one promo batch, for the screen and the CSV download. */
export type PromoBatchCodes = {
  __typename?: 'PromoBatchCodes';
  /** The codes, in the order they were made. */
  codes: Array<PromoBatchCode>;
  /** The same codes as CSV for Excel (`;`, CRLF, UTF-8 with BOM): code, used, limit, active. */
  csv: Scalars['String']['output'];
  /** The batch's name (the file is named after it). */
  name: Scalars['String']['output'];
};

/** Новая запись списка «Создание промокодов». */
export type PromoBatchCreateInput = {
  /** Количество кодов */
  count: Scalars['Int']['input'];
  /** Вид скидки */
  discountKind: DiscountKind;
  /** Размер скидки */
  discountValue: Scalars['Float']['input'];
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: InputMaybe<Scalars['Int']['input']>;
  /** Акция */
  name: Scalars['String']['input'];
  /** Префикс кодов */
  prefix: Scalars['String']['input'];
  /** Лимит использований кода */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/** Изменения записи списка «Создание промокодов»: только переданные поля. */
export type PromoBatchUpdateInput = {
  /** Количество кодов */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Вид скидки */
  discountKind?: InputMaybe<DiscountKind>;
  /** Размер скидки */
  discountValue?: InputMaybe<Scalars['Float']['input']>;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: InputMaybe<Scalars['Int']['input']>;
  /** Акция */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Префикс кодов */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Лимит использований кода */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/** Промокоды (экран /reference/Promocode). */
export type Promocode = ListRecord & {
  __typename?: 'Promocode';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Промокод (уникально) */
  code: Scalars['String']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Вид скидки */
  discountKind: DiscountKind;
  /** Размер скидки */
  discountValue: Scalars['Float']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: Maybe<Scalars['Int']['output']>;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Лимит использований */
  usageLimit?: Maybe<Scalars['Int']['output']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: Maybe<Scalars['Date']['output']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: Maybe<Scalars['Date']['output']>;
};

/** Страница списка «Промокоды». */
export type PromocodeConnection = {
  __typename?: 'PromocodeConnection';
  /** Записи страницы. */
  edges: Array<PromocodeEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Промокоды». */
export type PromocodeCreateInput = {
  /** Промокод (уникально) */
  code: Scalars['String']['input'];
  /** Вид скидки */
  discountKind: DiscountKind;
  /** Размер скидки */
  discountValue: Scalars['Float']['input'];
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: InputMaybe<Scalars['Int']['input']>;
  /** Лимит использований */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/** Запись списка «Промокоды» на странице. */
export type PromocodeEdge = {
  __typename?: 'PromocodeEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Promocode;
};

/** Изменения записи списка «Промокоды»: только переданные поля. */
export type PromocodeUpdateInput = {
  /** Промокод (уникально) */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Вид скидки */
  discountKind?: InputMaybe<DiscountKind>;
  /** Размер скидки */
  discountValue?: InputMaybe<Scalars['Float']['input']>;
  /** Минимальная сумма заказа (в копейках) */
  minOrderSum?: InputMaybe<Scalars['Int']['input']>;
  /** Лимит использований */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Действует с (ГГГГ-ММ-ДД) */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Действует по (ГГГГ-ММ-ДД) */
  validTo?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type Query = {
  __typename?: 'Query';
  /** Филиалы: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  affiliate?: Maybe<Affiliate>;
  /** Филиалы: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  affiliates?: Maybe<Array<Affiliate>>;
  /** The audit log, newest first; `first` 1–200 (default 50). The superadmin only. Null when it failed; see `errors`. */
  auditLog?: Maybe<AuditPage>;
  /** The backups and the schedule's state (SA). Null when it failed; see `errors`. */
  backups?: Maybe<BackupState>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): One board; NOT_FOUND when unknown. Null when it failed; see `errors`. */
  board?: Maybe<Board>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): The card labels. Null when it failed; see `errors`. */
  boardLabels?: Maybe<Array<BoardLabel>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Everyone who can join a board. Null when it failed; see `errors`. */
  boardMembers?: Maybe<Array<BoardMember>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): All demo scrum boards. Null when it failed; see `errors`. */
  boards?: Maybe<Array<Board>>;
  /**
   * A client's bonus balance and history with the reader's shop type (the SA may name another).
   * Whoever may open the client's card may read it (KLIENTS, NEWORDER, ALLORDER).
   * Null when it failed; see `errors`.
   */
  bonusAccount?: Maybe<BonusAccount>;
  /**
   * A client's bonus history a page at a time, newest first (first/after or last/before, up to
   * 250), with the lapses a read computes; the same readers and shop types as bonusAccount.
   * Null when it failed; see `errors`.
   */
  bonusHistory?: Maybe<BonusEntryConnection>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo calendar events. Null when it failed; see `errors`. */
  calendarEvents?: Maybe<Array<CalendarEvent>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): The signed-in user's demo cart. Null when it failed; see `errors`. */
  cart?: Maybe<Array<CartItem>>;
  /** One shift (null when there is none). Null when it failed; see `errors`. */
  cashShift?: Maybe<CashShift>;
  /**
   * Shifts of a branch, newest first; the user's shop type's till (the SA: `shopType`, or both). Null when it failed; see `errors`.
   * @deprecated Смены растут с магазином: читайте cashShiftsConnection.
   */
  cashShifts?: Maybe<Array<CashShift>>;
  /** Shifts a page at a time, newest first (first/after or last/before, up to 250). Null when it failed; see `errors`. */
  cashShiftsConnection?: Maybe<CashShiftConnection>;
  /** Категории: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  categories?: Maybe<Array<Category>>;
  /** Категории: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  category?: Maybe<Category>;
  /**
   * Live products per category (categories without any left out; null: uncategorised), for the catalogue tree's counts.
   * A shop's staff count their own shop type's products; the SA counts `shopType`'s, or all.
   * Null when it failed; see `errors`.
   */
  categoryProductCounts?: Maybe<Array<CategoryProductCount>>;
  /** Сертификаты: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  certificate?: Maybe<Certificate>;
  /**
   * Сертификаты: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`.
   * @deprecated Весь список растёт с магазином: читайте certificatesConnection.
   */
  certificates?: Maybe<Array<Certificate>>;
  /** Сертификаты страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: код. Null when it failed; see `errors`. */
  certificatesConnection?: Maybe<CertificateConnection>;
  /** Сдача: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  changeOption?: Maybe<ChangeOption>;
  /** Сдача: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  changeOptions?: Maybe<Array<ChangeOption>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): One conversation. Null when it failed; see `errors`. */
  chat?: Maybe<ChatConversation>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Everyone but the given user. Null when it failed; see `errors`. */
  chatContacts?: Maybe<Array<ChatContact>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): The chat user of the demo (the template's sample account). Null when it failed; see `errors`. */
  chatMe?: Maybe<ChatContact>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): A user's recent chats, newest first. Null when it failed; see `errors`. */
  chatRecent?: Maybe<Array<ChatRecent>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): The room of two users; an empty one is started when they have none. Null when it failed; see `errors`. */
  chatRoom?: Maybe<ChatRoom>;
  /**
   * Checks a promo code and/or a gift certificate as the order form or the till types them (NEWORDER):
   * the same Russian reason as the save when refused. `subtotal`, the goods in kopecks, checks the
   * code's minimum. A preview: the save checks again and holds the use and the balance.
   * Null when it failed; see `errors`.
   */
  checkoutCodes?: Maybe<CheckoutCodes>;
  /** Клиенты: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  client?: Maybe<Client>;
  /**
   * One client's card: from the client directory (KLIENTS) or beside the client picked on the order
   * form (NEWORDER, ALLORDER). Without KLIENTS the phone and e-mail come masked, the birthday not at
   * all, and only a client with an order of the reader's shop type is found (the orders already name
   * them); otherwise NOT_FOUND.
   * Null when it failed; see `errors`.
   */
  clientCard?: Maybe<ClientCard>;
  /**
   * Clients found while taking an order (at most `first`, up to 20; deleted and inactive ones left
   * out). With the KLIENTS page key: by four or more digits of the phone (any position) or a part of
   * the name. Without it (a cashier with NEWORDER or ALLORDER): only by the whole phone number (ten or
   * more digits), so the directory cannot be read piece by piece.
   * Null when it failed; see `errors`.
   */
  clientSearch?: Maybe<Array<Client>>;
  /**
   * Клиенты: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`.
   * @deprecated Весь список растёт с магазином: читайте clientsConnection.
   */
  clients?: Maybe<Array<Client>>;
  /** Клиенты страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: фамилия, имя, отчество, телефон, email. Null when it failed; see `errors`. */
  clientsConnection?: Maybe<ClientConnection>;
  /** The staff accounts a courier may be linked to (the COURIER page key), for «Учётные записи курьеров». Null when it failed; see `errors`. */
  courierAccounts?: Maybe<Array<CourierAccount>>;
  /** Employees in the courier position. Null when it failed; see `errors`. */
  couriers?: Maybe<Array<Courier>>;
  /**
   * The open shift of a branch's till (default: the user's branch), or null. `shopType`: the till
   * (default and, except for the SA, only: the user's shop type).
   * Null when it failed; see `errors`.
   */
  currentCashShift?: Maybe<CashShift>;
  /** One delivery order. Null when it failed; see `errors`. */
  delivery?: Maybe<Delivery>;
  /** A day's deliveries and pick-ups of the flower shop, in window order, late ones flagged. Null when it failed; see `errors`. */
  deliveryBoard?: Maybe<DeliveryDay>;
  /** The texts of the client notices. Null when it failed; see `errors`. */
  deliveryNoticeTemplates?: Maybe<Array<DeliveryNoticeTemplate>>;
  /**
   * The client notices sent, newest first (100). Null when it failed; see `errors`.
   * @deprecated Журнал растёт с каждой доставкой: читайте deliveryNoticesConnection.
   */
  deliveryNotices?: Maybe<Array<DeliveryNotice>>;
  /** The client notices' log a page at a time, newest first (first/after or last/before, up to 250). Null when it failed; see `errors`. */
  deliveryNoticesConnection?: Maybe<DeliveryNoticeConnection>;
  /** The shop's delivery slots (the order form and the board offer them). Null when it failed; see `errors`. */
  deliverySettings?: Maybe<DeliverySettings>;
  /** The demo areas' switch of the settings screen. Superadmin only. Null when it failed; see `errors`. */
  demoAreasSetting?: Maybe<DemoAreasSetting>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): The demo user directory. Null when it failed; see `errors`. */
  directoryUsers?: Maybe<Array<DirectoryUser>>;
  /** Скидки: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  discount?: Maybe<Discount>;
  /** Скидки: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  discounts?: Maybe<Array<Discount>>;
  /** Сотрудники: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  employee?: Maybe<Employee>;
  /** Сотрудники: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  employees?: Maybe<Array<Employee>>;
  /** An order's fiscal documents, oldest first (whoever may read orders). Null when it failed; see `errors`. */
  fiscalDocuments?: Maybe<Array<FiscalDocument>>;
  /** The fiscal settings of a shop type (default: the reader's own; another one is the SA's). Null when it failed; see `errors`. */
  fiscalSettings?: Maybe<FiscalSettings>;
  /** Подарки: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  gift?: Maybe<Gift>;
  /** Подарки: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  gifts?: Maybe<Array<Gift>>;
  /** Liveness of the API and of the CRM behind it. */
  health: Health;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo inbox messages. Null when it failed; see `errors`. */
  inboxMessages?: Maybe<Array<InboxMessage>>;
  /** Tokens of the viewer's shop type (the SA: all), working ones first. Null when it failed; see `errors`. */
  integrationTokens?: Maybe<Array<IntegrationToken>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): One demo invoice; NOT_FOUND when unknown. Null when it failed; see `errors`. */
  invoice?: Maybe<Invoice>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo invoices. Null when it failed; see `errors`. */
  invoices?: Maybe<Array<Invoice>>;
  /** The kitchen display: today's open tickets of the fast-food shop and the target times. Null when it failed; see `errors`. */
  kitchenBoard?: Maybe<KitchenBoard>;
  /** Preparation time (paid → bumped) per day and station of a period of payment days. Null when it failed; see `errors`. */
  kitchenPrepTimes?: Maybe<Array<KitchenPrepTime>>;
  /** The customers' ready screen: numbers of today's orders waiting at «Собран», newest first. Null when it failed; see `errors`. */
  kitchenReady?: Maybe<Array<ReadyOrder>>;
  /** The kitchen stations. Null when it failed; see `errors`. */
  kitchenStations?: Maybe<Array<KitchenStation>>;
  /** The shop's target times (the display's colours). Null when it failed; see `errors`. */
  kitchenTargets?: Maybe<KitchenTargets>;
  /** The bonus programme of a shop type (default: the reader's). For the settings, order and client screens. Null when it failed; see `errors`. */
  loyaltyProgram?: Maybe<LoyaltyProgram>;
  /**
   * The clients a saved campaign, or an unsaved segment, reaches today (do-not-disturb ones flagged). Null when it failed; see `errors`.
   * @deprecated Тысячи клиентов целиком: читайте marketingAudienceConnection.
   */
  marketingAudience?: Maybe<Array<AudienceMember>>;
  /**
   * The clients a saved campaign, or an unsaved segment, reaches today, a page at a time (first up
   * to 250 after after, or last up to 250 before before), with the counts of the whole audience.
   * Null when it failed; see `errors`.
   */
  marketingAudienceConnection?: Maybe<AudienceConnection>;
  /** One campaign, or null. Null when it failed; see `errors`. */
  marketingCampaign?: Maybe<MarketingCampaign>;
  /** Every campaign, newest first. Null when it failed; see `errors`. */
  marketingCampaigns?: Maybe<Array<MarketingCampaign>>;
  /** One client with occasions and proposals from orders, or null. Null when it failed; see `errors`. */
  marketingClient?: Maybe<MarketingClientDetails>;
  /**
   * Every client with the do-not-disturb flag and the next occasion, soonest first. Null when it failed; see `errors`.
   * @deprecated Весь список растёт с магазином: читайте marketingClientsConnection.
   */
  marketingClients?: Maybe<Array<MarketingClient>>;
  /**
   * Clients with the do-not-disturb flag and the next occasion, a page at a time in the client
   * directory's order (first up to 250 after after, or last up to 250 before before), searched and
   * filtered on the server.
   * Null when it failed; see `errors`.
   */
  marketingClientsConnection?: Maybe<MarketingClientConnection>;
  /**
   * The outbox, newest first: all campaigns or one, any status or one (limit 1 to 1000). Null when it failed; see `errors`.
   * @deprecated Журнал растёт с каждой рассылкой: читайте marketingOutboxConnection.
   */
  marketingOutbox?: Maybe<Array<OutboxMessage>>;
  /** The send log, newest first, a page at a time (first up to 250 after after, or last before before). Null when it failed; see `errors`. */
  marketingOutboxConnection?: Maybe<OutboxMessageConnection>;
  /** A campaign's message for one client of its audience (or as sent). Null when it failed; see `errors`. */
  marketingPreview?: Maybe<MarketingPreview>;
  /** Наценки: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  markup?: Maybe<Markup>;
  /** Наценки: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  markups?: Maybe<Array<Markup>>;
  /** The signed-in user; UNAUTHENTICATED without a valid token. Null when it failed; see `errors`. */
  me?: Maybe<User>;
  /** The signed-in courier's deliveries of a day, in window order: theirs only. Null when it failed; see `errors`. */
  myDeliveries?: Maybe<DeliveryDay>;
  /** One of the signed-in courier's deliveries; null when it is not theirs. Null when it failed; see `errors`. */
  myDelivery?: Maybe<Delivery>;
  /** Пометки: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  note?: Maybe<Note>;
  /** Пометки: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  notes?: Maybe<Array<Note>>;
  /** Open (not dismissed) notifications for the signed-in user, newest first (at most 200). Null when it failed; see `errors`. */
  notifications?: Maybe<Array<Notification>>;
  /**
   * Open notifications a page at a time, newest first (first/after or last/before, up to 250),
   * with how many are open: what the bell polls, the same size at any volume.
   * Null when it failed; see `errors`.
   */
  notificationsConnection?: Maybe<NotificationConnection>;
  /** One order with its history (null when there is none). Null when it failed; see `errors`. */
  order?: Maybe<Order>;
  /** Метки заказов: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  orderMark?: Maybe<OrderMark>;
  /** Метки заказов: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  orderMarks?: Maybe<Array<OrderMark>>;
  /**
   * The overview dashboards' figures (/dashboard/default, /dashboard/alternative: admin level; it
   * asks for both shop types at once). Null when it failed; see `errors`.
   */
  orderOverview?: Maybe<OrderOverview>;
  /** Каналы продаж: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  orderSource?: Maybe<OrderSource>;
  /** Каналы продаж: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  orderSources?: Maybe<Array<OrderSource>>;
  /**
   * Order statistics of a preset period (default TODAY) or of `range` (SPECIFY), in the shop's time zone. Needs what /dashboard/statsOrder needs (ANALITIKA).
   * Null when it failed; see `errors`.
   */
  orderStats?: Maybe<OrderStats>;
  /** Статусы заказов: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  orderStatus?: Maybe<OrderStatus>;
  /** Статусы заказов: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  orderStatuses?: Maybe<Array<OrderStatus>>;
  /**
   * Orders of a preset period (default TODAY) or of `range` (SPECIFY), computed in the shop's time zone.
   * `search`: the order number, the client's or recipient's name, or a phone (a fragment of at least
   * 3 digits with KLIENTS, the whole number without it).
   * Null when it failed; see `errors`.
   */
  orders?: Maybe<OrderList>;
  /**
   * Orders page by page: forward with `first` (1 to 250, default 50) after the last page's
   * `endCursor`, or back with `last` before a page's `startCursor` (never both). For integrators
   * walking the history and for the screens at any size.
   * Null when it failed; see `errors`.
   */
  ordersConnection?: Maybe<OrderConnection>;
  /** Организации: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  organization?: Maybe<Organization>;
  /** Организации: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  organizations?: Maybe<Array<Organization>>;
  /** Точки продаж: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  outlet?: Maybe<Outlet>;
  /** Точки продаж: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  outlets?: Maybe<Array<Outlet>>;
  /** Типы оплат: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  paymentType?: Maybe<PaymentType>;
  /** Типы оплат: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  paymentTypes?: Maybe<Array<PaymentType>>;
  /** Товары: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  product?: Maybe<Product>;
  /**
   * Every product with modifier groups or combo slots, with them, in one call: the POS loads it once
   * and opens its sheet without another request. Menus are fast food's: a flower-shop user gets [].
   * Null when it failed; see `errors`.
   */
  productMenus?: Maybe<Array<ProductMenu>>;
  /** A product's station; null: none. Null when it failed; see `errors`. */
  productStation?: Maybe<KitchenStation>;
  /** Товары: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  products?: Maybe<Array<Product>>;
  /** Товары страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: товар, артикул, штрихкод. Null when it failed; see `errors`. */
  productsConnection?: Maybe<ProductConnection>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): The demo project list. Null when it failed; see `errors`. */
  projectEntries?: Maybe<Array<ProjectEntry>>;
  /** Создание промокодов: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  promoBatch?: Maybe<PromoBatch>;
  /** The codes a promo batch made (MARKETING). NOT_FOUND for an unknown batch. Null when it failed; see `errors`. */
  promoBatchCodes?: Maybe<PromoBatchCodes>;
  /** Создание промокодов: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  promoBatches?: Maybe<Array<PromoBatch>>;
  /** Промокоды: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  promocode?: Maybe<Promocode>;
  /** Промокоды: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  promocodes?: Maybe<Array<Promocode>>;
  /** Промокоды страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: промокод. Null when it failed; see `errors`. */
  promocodesConnection?: Maybe<PromocodeConnection>;
  /** The receipt template of a shop type (default: the signed-in user's). Any signed-in user. Null when it failed; see `errors`. */
  receiptSettings?: Maybe<ReceiptSettings>;
  /** Получатели: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  recipient?: Maybe<Recipient>;
  /**
   * Получатели: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`.
   * @deprecated Весь список растёт с магазином: читайте recipientsConnection.
   */
  recipients?: Maybe<Array<Recipient>>;
  /** Получатели страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: фамилия, имя, отчество, телефон, адрес. Null when it failed; see `errors`. */
  recipientsConnection?: Maybe<RecipientConnection>;
  /** A courier's route sheet of a day. Null when it failed; see `errors`. */
  routeSheet?: Maybe<RouteSheet>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo shop brands with product counts. Null when it failed; see `errors`. */
  shopBrands?: Maybe<Array<ShopFacet>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo shop categories with product counts. Null when it failed; see `errors`. */
  shopCategories?: Maybe<Array<ShopFacet>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo shop products. Null when it failed; see `errors`. */
  shopProducts?: Maybe<Array<ShopProduct>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo shop ratings with product counts, highest first. Null when it failed; see `errors`. */
  shopRatings?: Maybe<Array<ShopRatingFacet>>;
  /** Whether anyone may create an account with `register` (the ALLOW_SIGNUP setting). Public. */
  signupAllowed: Scalars['Boolean']['output'];
  /** Orders from the site of a period (/dashboard/inventory-management: admin level). Null when it failed; see `errors`. */
  siteOrders?: Maybe<SiteOrders>;
  /** Пользователи: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  staffUser?: Maybe<StaffUser>;
  /** Пользователи: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  staffUsers?: Maybe<Array<StaffUser>>;
  /**
   * Balances, by branch then product; zero balances only with includeZero. Null when it failed; see `errors`.
   * @deprecated Остатки растут с каталогом: читайте stockBalancesConnection.
   */
  stockBalances?: Maybe<Array<StockBalance>>;
  /**
   * Balances a page at a time (first up to 250 after `after`, or last up to 250 before `before`),
   * by product name or by quantity, with the filter, search and counts computed by the server.
   * Null when it failed; see `errors`.
   */
  stockBalancesConnection?: Maybe<StockBalanceConnection>;
  /** One stock document with its lines (null when there is none). Null when it failed; see `errors`. */
  stockDocument?: Maybe<StockDocument>;
  /**
   * Documents of one kind, newest date first; filters are optional. At most 2 000. Null when it failed; see `errors`.
   * @deprecated Документы растут с магазином: читайте stockDocumentsConnection.
   */
  stockDocuments?: Maybe<Array<StockDocument>>;
  /**
   * Documents of one kind a page at a time, newest date first (first up to 250 after `after`, or
   * last up to 250 before `before`), with the filter and search computed by the server.
   * Null when it failed; see `errors`.
   */
  stockDocumentsConnection?: Maybe<StockDocumentConnection>;
  /**
   * Ledger entries, newest first, at most `limit` (≤ 2 000). Null when it failed; see `errors`.
   * @deprecated Журнал растёт с магазином: читайте stockMovementsConnection.
   */
  stockMovements?: Maybe<Array<StockMovement>>;
  /** Ledger entries a page at a time, newest first (first/after or last/before, up to 250). Null when it failed; see `errors`. */
  stockMovementsConnection?: Maybe<StockMovementConnection>;
  /** Улицы: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  street?: Maybe<Street>;
  /**
   * Улицы: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`.
   * @deprecated Весь список растёт с магазином: читайте streetsConnection.
   */
  streets?: Maybe<Array<Street>>;
  /** Улицы страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: улица. Null when it failed; see `errors`. */
  streetsConnection?: Maybe<StreetConnection>;
  /** Поставщики: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  supplier?: Maybe<Supplier>;
  /**
   * Поставщики: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`.
   * @deprecated Весь список растёт с магазином: читайте suppliersConnection.
   */
  suppliers?: Maybe<Array<Supplier>>;
  /** Поставщики страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: поставщик, телефон, инн. Null when it failed; see `errors`. */
  suppliersConnection?: Maybe<SupplierConnection>;
  /** Системные цвета для статусов и меток. Null when it failed; see `errors`. */
  systemColors?: Maybe<Array<SystemColor>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): One to-do; NOT_FOUND when unknown. Null when it failed; see `errors`. */
  todo?: Maybe<Todo>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): To-do tags. Null when it failed; see `errors`. */
  todoTags?: Maybe<Array<TodoTag>>;
  /** Template demo (sample data in memory, not the shop's; reset on restart): Demo to-dos in their order. Null when it failed; see `errors`. */
  todos?: Maybe<Array<Todo>>;
  /** Единицы измерения: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  unit?: Maybe<Unit>;
  /** Единицы измерения: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  units?: Maybe<Array<Unit>>;
  /** Documents of a till the register has not printed yet, oldest first (MONEY or CASHBOXX, or an order key). Null when it failed; see `errors`. */
  unregisteredFiscalDocuments?: Maybe<Array<FiscalDocument>>;
  /** An endpoint's delivery log, newest first, a page at a time (first up to 250 after after). Null when it failed; see `errors`. */
  webhookDeliveries?: Maybe<WebhookDeliveryConnection>;
  /** Every webhook endpoint, newest first. Null when it failed; see `errors`. */
  webhookEndpoints?: Maybe<Array<WebhookEndpoint>>;
  /** Должности: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  workerPosition?: Maybe<WorkerPosition>;
  /** Должности: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  workerPositions?: Maybe<Array<WorkerPosition>>;
  /** Причины списания: одна запись по id (null, если её нет). Null when it failed; see `errors`. */
  writeOffReason?: Maybe<WriteOffReason>;
  /** Причины списания: записи списка; удалённые только с includeDeleted. Null when it failed; see `errors`. */
  writeOffReasons?: Maybe<Array<WriteOffReason>>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryAffiliateArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryAffiliatesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryBoardArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryBonusAccountArgs = {
  clientId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryBonusHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  clientId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCashShiftArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCashShiftsArgs = {
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCashShiftsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CashShiftFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCategoriesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCategoryProductCountsArgs = {
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCertificateArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCertificatesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCertificatesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryChangeOptionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryChangeOptionsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryChatArgs = {
  chatId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryChatContactsArgs = {
  currentUser?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryChatRecentArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryChatRoomArgs = {
  contactId: Scalars['ID']['input'];
  currentUser: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCheckoutCodesArgs = {
  certificateCode?: InputMaybe<Scalars['String']['input']>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  subtotal?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryClientCardArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryClientSearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryClientsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryClientsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryCurrentCashShiftArgs = {
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryDeliveryArgs = {
  orderId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryDeliveryBoardArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryDeliveryNoticesArgs = {
  orderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryDeliveryNoticesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryDiscountArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryDiscountsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryEmployeeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryEmployeesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryFiscalDocumentsArgs = {
  orderId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryFiscalSettingsArgs = {
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryGiftArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryGiftsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryKitchenPrepTimesArgs = {
  dateFrom: Scalars['Date']['input'];
  dateTo: Scalars['Date']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryLoyaltyProgramArgs = {
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingAudienceArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  segment?: InputMaybe<MarketingSegmentInput>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingAudienceConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  segment?: InputMaybe<MarketingSegmentInput>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingCampaignArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingClientArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingClientsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MarketingClientFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingOutboxArgs = {
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OutboxStatus>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingOutboxConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OutboxFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarketingPreviewArgs = {
  campaignId: Scalars['ID']['input'];
  clientId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarkupArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMarkupsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMyDeliveriesArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryMyDeliveryArgs = {
  orderId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryNoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryNotesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryNotificationsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderMarkArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderMarksArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderOverviewArgs = {
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderSourceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderSourcesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderStatsArgs = {
  preset?: InputMaybe<DatePreset>;
  range?: InputMaybe<DateRangeInput>;
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderStatusArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrderStatusesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrdersArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  preset?: InputMaybe<DatePreset>;
  range?: InputMaybe<DateRangeInput>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrdersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<OrderSort>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOrganizationsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOutletArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryOutletsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPaymentTypeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPaymentTypesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryProductStationArgs = {
  productId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryProductsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryProductsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPromoBatchArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPromoBatchCodesArgs = {
  batchId: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPromoBatchesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPromocodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPromocodesArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryPromocodesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryReceiptSettingsArgs = {
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryRecipientArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryRecipientsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryRecipientsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryRouteSheetArgs = {
  courierId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QuerySiteOrdersArgs = {
  preset?: InputMaybe<DatePreset>;
  range?: InputMaybe<DateRangeInput>;
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStaffUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStaffUsersArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockBalancesArgs = {
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  includeZero?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockBalancesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StockBalanceFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<StockBalanceOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockDocumentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockDocumentsArgs = {
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  kind: StockDocumentKind;
  status?: InputMaybe<StockDocumentStatus>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockDocumentsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter: StockDocumentFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockMovementsArgs = {
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  documentId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStockMovementsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StockMovementFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStreetArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStreetsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryStreetsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QuerySupplierArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QuerySuppliersArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QuerySuppliersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListOrder>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryTodoArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryUnitArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryUnitsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryUnregisteredFiscalDocumentsArgs = {
  shopType?: InputMaybe<ShopType>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryWorkerPositionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryWorkerPositionsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryWriteOffReasonArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Base of the schema: root types and enums shared by every domain. Domains add their fields in
 * schema/<domain>.graphql with `extend type Query` / `extend type Mutation`.
 */
export type QueryWriteOffReasonsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An order ready for pick-up as the customers' screen shows it: its number and nothing personal. */
export type ReadyOrder = {
  __typename?: 'ReadyOrder';
  /** The order's number. */
  number: Scalars['String']['output'];
  /** When the kitchen finished it. */
  readyAt: Scalars['DateTime']['output'];
};

/** What a receipt prints under the totals to find the order again. */
export type ReceiptCode =
  /** A Code 128 barcode of the order number. */
  | 'barcode'
  /** Nothing. */
  | 'none'
  /** A QR code of the order number. */
  | 'qr';

/** The receipt template of one shop type: texts, paper width and which parts print. */
export type ReceiptSettings = {
  __typename?: 'ReceiptSettings';
  /** Barcode or QR code of the order number under the totals. */
  code: ReceiptCode;
  /** Printed at the very end: a thank-you, a returns policy (at most 6 lines, 300 characters). */
  footerText: Scalars['String']['output'];
  /** Printed under the shop name: address, phone, tax number (at most 6 lines, 300 characters). */
  headerText: Scalars['String']['output'];
  /** Paper roll width in millimetres: 58 or 80. */
  paperWidth: Scalars['Int']['output'];
  /** Printed in bold at the top (at most 60 characters). */
  shopName: Scalars['String']['output'];
  /** The shop type this template is for. */
  shopType: ShopType;
  /** Print the cashier (the employee who filled in the order, else the user printing). */
  showCashier: Scalars['Boolean']['output'];
  /** Print the cash received and the change when paid in cash. */
  showChange: Scalars['Boolean']['output'];
  /** Print the client's name and phone. */
  showClient: Scalars['Boolean']['output'];
  /** Print the date and time of the sale. */
  showDate: Scalars['Boolean']['output'];
  /** Print the subtotal and the discount when there is one. */
  showDiscount: Scalars['Boolean']['output'];
  /** Print the lines (product, count × price, sum); off: the total only. */
  showLines: Scalars['Boolean']['output'];
  /** Print the order number. */
  showOrderNumber: Scalars['Boolean']['output'];
  /** Print the payment type. */
  showPaymentType: Scalars['Boolean']['output'];
  /** When the template was last saved, ISO 8601 (null: never changed, the defaults apply). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who saved it last. */
  updatedByName?: Maybe<Scalars['String']['output']>;
};

/** A whole receipt template; every field is required (the form always sends all of them). */
export type ReceiptSettingsInput = {
  /** Barcode, QR code or nothing. */
  code: ReceiptCode;
  /** At most 6 lines and 300 characters. */
  footerText: Scalars['String']['input'];
  /** At most 6 lines and 300 characters. */
  headerText: Scalars['String']['input'];
  /** 58 or 80. */
  paperWidth: Scalars['Int']['input'];
  /** At most 60 characters, not blank. */
  shopName: Scalars['String']['input'];
  /** Print the cashier. */
  showCashier: Scalars['Boolean']['input'];
  /** Print the cash received and the change. */
  showChange: Scalars['Boolean']['input'];
  /** Print the client. */
  showClient: Scalars['Boolean']['input'];
  /** Print the date and time. */
  showDate: Scalars['Boolean']['input'];
  /** Print the discount. */
  showDiscount: Scalars['Boolean']['input'];
  /** Print the lines. */
  showLines: Scalars['Boolean']['input'];
  /** Print the order number. */
  showOrderNumber: Scalars['Boolean']['input'];
  /** Print the payment type. */
  showPaymentType: Scalars['Boolean']['input'];
};

/** Получатели (экран /klientList/recipietnList). */
export type Recipient = ListRecord & {
  __typename?: 'Recipient';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Адрес */
  address?: Maybe<Scalars['String']['output']>;
  /** Клиент: сама запись. */
  client?: Maybe<Client>;
  /** Клиент */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Имя */
  firstName: Scalars['String']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Фамилия */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Отчество */
  patronymic?: Maybe<Scalars['String']['output']>;
  /** Телефон */
  phone: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Страница списка «Получатели». */
export type RecipientConnection = {
  __typename?: 'RecipientConnection';
  /** Записи страницы. */
  edges: Array<RecipientEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Получатели». */
export type RecipientCreateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Клиент */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Имя */
  firstName: Scalars['String']['input'];
  /** Фамилия */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Отчество */
  patronymic?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone: Scalars['String']['input'];
};

/** Запись списка «Получатели» на странице. */
export type RecipientEdge = {
  __typename?: 'RecipientEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Recipient;
};

/** Изменения записи списка «Получатели»: только переданные поля. */
export type RecipientUpdateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Клиент */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Имя */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Фамилия */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Отчество */
  patronymic?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A new account: it starts as GUEST on the flower_shop type with no page keys. */
export type RegisterInput = {
  /** E-mail to sign in with; must not belong to another account. */
  email: Scalars['String']['input'];
  /** At least 8 characters, not a common password. */
  password: Scalars['String']['input'];
  /** Display name of the new account. */
  username: Scalars['String']['input'];
};

/** The category after `removeCategoryImage`, or why it was refused. */
export type RemoveCategoryImagePayload = {
  __typename?: 'RemoveCategoryImagePayload';
  /** The category without its picture; null when `userErrors` is not empty. */
  category?: Maybe<Category>;
  /** Why the input was refused (an unknown category: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** The product after `removeProductImage`, or why it was refused. */
export type RemoveProductImagePayload = {
  __typename?: 'RemoveProductImagePayload';
  /** The product without its picture; null when `userErrors` is not empty. */
  product?: Maybe<Product>;
  /** Why the input was refused (an unknown product: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** Whether `requestPasswordReset` took the request, or why not. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /**
   * true whether or not the e-mail has an account (the answer tells nobody which e-mails exist);
   * null when `userErrors` is not empty.
   */
  requested?: Maybe<Scalars['Boolean']['output']>;
  /** Why it was refused (an empty or malformed e-mail: FIELD_INVALID at `email`); empty on success. */
  userErrors: Array<UserError>;
};

/** Whether `resetPassword` set the new password, or why it was refused. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** true: the password is set and every session of the account has ended; null when `userErrors` is not empty. */
  reset?: Maybe<Scalars['Boolean']['output']>;
  /** Why it was refused (an unknown, used or expired link at `token`, a weak password at `newPassword`); empty on success. */
  userErrors: Array<UserError>;
};

/** The message `retryOutboxMessage` queued again, or why the input was refused. */
export type RetryOutboxMessagePayload = {
  __typename?: 'RetryOutboxMessagePayload';
  /** The message back in the queue; null when `userErrors` is not empty. */
  message?: Maybe<OutboxMessage>;
  /** Why the input was refused (a message that did not fail; an unknown one: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** The delivery, queued again, or why not (NOT_FOUND, DELIVERY_NOT_FAILED). */
export type RetryWebhookDeliveryPayload = {
  __typename?: 'RetryWebhookDeliveryPayload';
  /** Null when refused. */
  delivery?: Maybe<WebhookDelivery>;
  userErrors: Array<UserError>;
};

/** The revoked token, or why the revocation was refused. */
export type RevokeIntegrationTokenPayload = {
  __typename?: 'RevokeIntegrationTokenPayload';
  /** The token with its `revokedAt`; null when `userErrors` is not empty. */
  token?: Maybe<IntegrationToken>;
  /** Why it was refused (an unknown token or another shop type's: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** Role of a staff account (spec section 6). */
export type Role =
  | 'ADMIN'
  | 'EDITOR'
  | 'GUEST'
  | 'MANAGER'
  | 'SA';

/** One courier's deliveries of a day, for the printed route sheet. */
export type RouteSheet = {
  __typename?: 'RouteSheet';
  /** The courier. */
  courier: Courier;
  /** The day. */
  date: Scalars['Date']['output'];
  /** Their deliveries in window order (pick-ups are not on a route). */
  items: Array<Delivery>;
};

/** The occasion `saveClientOccasion` stored, or why the input was refused. */
export type SaveClientOccasionPayload = {
  __typename?: 'SaveClientOccasionPayload';
  /** The stored occasion; null when `userErrors` is not empty. */
  occasion?: Maybe<ClientOccasion>;
  /** Why the input was refused (a field of the occasion; an unknown occasion: NOT_FOUND at `id`, an unknown client at `input.clientId`); empty on success. */
  userErrors: Array<UserError>;
};

/** The campaign `saveMarketingCampaign` stored, or why the input was refused. */
export type SaveMarketingCampaignPayload = {
  __typename?: 'SaveMarketingCampaignPayload';
  /** The stored campaign; null when `userErrors` is not empty. */
  campaign?: Maybe<MarketingCampaign>;
  /** Why the input was refused (a field of the campaign, a sent campaign, an unknown one: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

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

/** What one send did. */
export type SendCampaignResult = {
  __typename?: 'SendCampaignResult';
  /** Clients who already had this campaign's message. */
  already: Scalars['Int']['output'];
  /** The campaign after the send. */
  campaign: MarketingCampaign;
  /** Clients of the segment left out: do not disturb. */
  doNotDisturb: Scalars['Int']['output'];
  /** Clients without a usable e-mail, recorded as skipped by this send. */
  noEmail: Scalars['Int']['output'];
  /** Messages queued for e-mail by this send. */
  queued: Scalars['Int']['output'];
};

/** What `sendMarketingCampaign` did, or why the input was refused. */
export type SendMarketingCampaignPayload = {
  __typename?: 'SendMarketingCampaignPayload';
  /** The send's counts and the campaign after it; null when `userErrors` is not empty. */
  result?: Maybe<SendCampaignResult>;
  /** Why the input was refused (an unknown campaign: NOT_FOUND at `id`); empty on success. */
  userErrors: Array<UserError>;
};

/** Филиалы: запись после включения или выключения, или отказ в userErrors. */
export type SetAffiliateActivePayload = {
  __typename?: 'SetAffiliateActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  affiliate?: Maybe<Affiliate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Филиалы: запись после удаления или восстановления, или отказ в userErrors. */
export type SetAffiliateDeletedPayload = {
  __typename?: 'SetAffiliateDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  affiliate?: Maybe<Affiliate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Категории: запись после включения или выключения, или отказ в userErrors. */
export type SetCategoryActivePayload = {
  __typename?: 'SetCategoryActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  category?: Maybe<Category>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Категории: запись после удаления или восстановления, или отказ в userErrors. */
export type SetCategoryDeletedPayload = {
  __typename?: 'SetCategoryDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  category?: Maybe<Category>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сертификаты: запись после включения или выключения, или отказ в userErrors. */
export type SetCertificateActivePayload = {
  __typename?: 'SetCertificateActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  certificate?: Maybe<Certificate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сертификаты: запись после удаления или восстановления, или отказ в userErrors. */
export type SetCertificateDeletedPayload = {
  __typename?: 'SetCertificateDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  certificate?: Maybe<Certificate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сдача: запись после включения или выключения, или отказ в userErrors. */
export type SetChangeOptionActivePayload = {
  __typename?: 'SetChangeOptionActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  changeOption?: Maybe<ChangeOption>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сдача: запись после удаления или восстановления, или отказ в userErrors. */
export type SetChangeOptionDeletedPayload = {
  __typename?: 'SetChangeOptionDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  changeOption?: Maybe<ChangeOption>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Клиенты: запись после включения или выключения, или отказ в userErrors. */
export type SetClientActivePayload = {
  __typename?: 'SetClientActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  client?: Maybe<Client>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Клиенты: запись после удаления или восстановления, или отказ в userErrors. */
export type SetClientDeletedPayload = {
  __typename?: 'SetClientDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  client?: Maybe<Client>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The client after `setClientDoNotDisturb`, or why the input was refused. */
export type SetClientDoNotDisturbPayload = {
  __typename?: 'SetClientDoNotDisturbPayload';
  /** The client with the flag set; null when `userErrors` is not empty. */
  client?: Maybe<MarketingClient>;
  /** Why the input was refused (an unknown client: NOT_FOUND at `clientId`); empty on success. */
  userErrors: Array<UserError>;
};

/** Скидки: запись после включения или выключения, или отказ в userErrors. */
export type SetDiscountActivePayload = {
  __typename?: 'SetDiscountActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  discount?: Maybe<Discount>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Скидки: запись после удаления или восстановления, или отказ в userErrors. */
export type SetDiscountDeletedPayload = {
  __typename?: 'SetDiscountDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  discount?: Maybe<Discount>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сотрудники: запись после включения или выключения, или отказ в userErrors. */
export type SetEmployeeActivePayload = {
  __typename?: 'SetEmployeeActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  employee?: Maybe<Employee>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сотрудники: запись после удаления или восстановления, или отказ в userErrors. */
export type SetEmployeeDeletedPayload = {
  __typename?: 'SetEmployeeDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  employee?: Maybe<Employee>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Подарки: запись после включения или выключения, или отказ в userErrors. */
export type SetGiftActivePayload = {
  __typename?: 'SetGiftActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  gift?: Maybe<Gift>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Подарки: запись после удаления или восстановления, или отказ в userErrors. */
export type SetGiftDeletedPayload = {
  __typename?: 'SetGiftDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  gift?: Maybe<Gift>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Наценки: запись после включения или выключения, или отказ в userErrors. */
export type SetMarkupActivePayload = {
  __typename?: 'SetMarkupActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  markup?: Maybe<Markup>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Наценки: запись после удаления или восстановления, или отказ в userErrors. */
export type SetMarkupDeletedPayload = {
  __typename?: 'SetMarkupDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  markup?: Maybe<Markup>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пометки: запись после включения или выключения, или отказ в userErrors. */
export type SetNoteActivePayload = {
  __typename?: 'SetNoteActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  note?: Maybe<Note>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пометки: запись после удаления или восстановления, или отказ в userErrors. */
export type SetNoteDeletedPayload = {
  __typename?: 'SetNoteDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  note?: Maybe<Note>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Метки заказов: запись после включения или выключения, или отказ в userErrors. */
export type SetOrderMarkActivePayload = {
  __typename?: 'SetOrderMarkActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderMark?: Maybe<OrderMark>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Метки заказов: запись после удаления или восстановления, или отказ в userErrors. */
export type SetOrderMarkDeletedPayload = {
  __typename?: 'SetOrderMarkDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderMark?: Maybe<OrderMark>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The order with its payment type, or why not (NOT_FOUND at `id` or `paymentTypeId`, ORDER_DELETED). */
export type SetOrderPaymentPayload = {
  __typename?: 'SetOrderPaymentPayload';
  /** Null when refused. */
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** Каналы продаж: запись после включения или выключения, или отказ в userErrors. */
export type SetOrderSourceActivePayload = {
  __typename?: 'SetOrderSourceActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderSource?: Maybe<OrderSource>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Каналы продаж: запись после удаления или восстановления, или отказ в userErrors. */
export type SetOrderSourceDeletedPayload = {
  __typename?: 'SetOrderSourceDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderSource?: Maybe<OrderSource>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Статусы заказов: запись после включения или выключения, или отказ в userErrors. */
export type SetOrderStatusActivePayload = {
  __typename?: 'SetOrderStatusActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderStatus?: Maybe<OrderStatus>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Статусы заказов: запись после удаления или восстановления, или отказ в userErrors. */
export type SetOrderStatusDeletedPayload = {
  __typename?: 'SetOrderStatusDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderStatus?: Maybe<OrderStatus>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The order with its new status, or why not (NOT_FOUND at `id` or `statusId`, ORDER_DELETED). */
export type SetOrderStatusPayload = {
  __typename?: 'SetOrderStatusPayload';
  /** Null when refused. */
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** The ids of the orders changed, or why none was (INVALID at `ids`: an empty list, NOT_FOUND, …). */
export type SetOrdersStatusPayload = {
  __typename?: 'SetOrdersStatusPayload';
  /** Null when refused. */
  orderIds?: Maybe<Array<Scalars['ID']['output']>>;
  userErrors: Array<UserError>;
};

/** Организации: запись после включения или выключения, или отказ в userErrors. */
export type SetOrganizationActivePayload = {
  __typename?: 'SetOrganizationActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  organization?: Maybe<Organization>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Организации: запись после удаления или восстановления, или отказ в userErrors. */
export type SetOrganizationDeletedPayload = {
  __typename?: 'SetOrganizationDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  organization?: Maybe<Organization>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Точки продаж: запись после включения или выключения, или отказ в userErrors. */
export type SetOutletActivePayload = {
  __typename?: 'SetOutletActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  outlet?: Maybe<Outlet>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Точки продаж: запись после удаления или восстановления, или отказ в userErrors. */
export type SetOutletDeletedPayload = {
  __typename?: 'SetOutletDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  outlet?: Maybe<Outlet>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Типы оплат: запись после включения или выключения, или отказ в userErrors. */
export type SetPaymentTypeActivePayload = {
  __typename?: 'SetPaymentTypeActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  paymentType?: Maybe<PaymentType>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Типы оплат: запись после удаления или восстановления, или отказ в userErrors. */
export type SetPaymentTypeDeletedPayload = {
  __typename?: 'SetPaymentTypeDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  paymentType?: Maybe<PaymentType>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Товары: запись после включения или выключения, или отказ в userErrors. */
export type SetProductActivePayload = {
  __typename?: 'SetProductActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  product?: Maybe<Product>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The product after `setProductCombo`, or why the slots were refused. */
export type SetProductComboPayload = {
  __typename?: 'SetProductComboPayload';
  /** The product with its new slots; null when `userErrors` is not empty. */
  product?: Maybe<Product>;
  /** Why the input was refused (a slot at `["slots", "0", "productIds", "1"]`, a combo in a combo); empty on success. */
  userErrors: Array<UserError>;
};

/** The product after `setProductComposition`, or why the composition was refused. */
export type SetProductCompositionPayload = {
  __typename?: 'SetProductCompositionPayload';
  /** The product with its new composition; null when `userErrors` is not empty. */
  product?: Maybe<Product>;
  /** Why the input was refused (a line at `["items", "0", "quantity"]`, a cycle, another shop type); empty on success. */
  userErrors: Array<UserError>;
};

/** Товары: запись после удаления или восстановления, или отказ в userErrors. */
export type SetProductDeletedPayload = {
  __typename?: 'SetProductDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  product?: Maybe<Product>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The product after `setProductModifiers`, or why the groups were refused. */
export type SetProductModifiersPayload = {
  __typename?: 'SetProductModifiersPayload';
  /** The product with its new groups; null when `userErrors` is not empty. */
  product?: Maybe<Product>;
  /** Why the input was refused (a group at `["groups", "0", "max"]`, a flower-shop product at `productId`); empty on success. */
  userErrors: Array<UserError>;
};

/** Создание промокодов: запись после включения или выключения, или отказ в userErrors. */
export type SetPromoBatchActivePayload = {
  __typename?: 'SetPromoBatchActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promoBatch?: Maybe<PromoBatch>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Создание промокодов: запись после удаления или восстановления, или отказ в userErrors. */
export type SetPromoBatchDeletedPayload = {
  __typename?: 'SetPromoBatchDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promoBatch?: Maybe<PromoBatch>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Промокоды: запись после включения или выключения, или отказ в userErrors. */
export type SetPromocodeActivePayload = {
  __typename?: 'SetPromocodeActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promocode?: Maybe<Promocode>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Промокоды: запись после удаления или восстановления, или отказ в userErrors. */
export type SetPromocodeDeletedPayload = {
  __typename?: 'SetPromocodeDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promocode?: Maybe<Promocode>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Получатели: запись после включения или выключения, или отказ в userErrors. */
export type SetRecipientActivePayload = {
  __typename?: 'SetRecipientActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  recipient?: Maybe<Recipient>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Получатели: запись после удаления или восстановления, или отказ в userErrors. */
export type SetRecipientDeletedPayload = {
  __typename?: 'SetRecipientDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  recipient?: Maybe<Recipient>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The demo areas' switch after `setShowDemoAreas`, or why it was refused. */
export type SetShowDemoAreasPayload = {
  __typename?: 'SetShowDemoAreasPayload';
  /** The switch as stored now; null when `userErrors` is not empty. */
  setting?: Maybe<DemoAreasSetting>;
  /** Why it was refused (a CRM that keeps no settings: INVALID); empty on success. */
  userErrors: Array<UserError>;
};

/** Пользователи: запись после включения или выключения, или отказ в userErrors. */
export type SetStaffUserActivePayload = {
  __typename?: 'SetStaffUserActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  staffUser?: Maybe<StaffUser>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пользователи: запись после удаления или восстановления, или отказ в userErrors. */
export type SetStaffUserDeletedPayload = {
  __typename?: 'SetStaffUserDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  staffUser?: Maybe<StaffUser>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The document after `setStockDocumentActive`, or why not (NOT_FOUND, …). */
export type SetStockDocumentActivePayload = {
  __typename?: 'SetStockDocumentActivePayload';
  /** Null when refused. */
  document?: Maybe<StockDocument>;
  userErrors: Array<UserError>;
};

/** The document after `setStockDocumentDeleted`, or why not (DOCUMENT_LOCKED: a posted document, …). */
export type SetStockDocumentDeletedPayload = {
  __typename?: 'SetStockDocumentDeletedPayload';
  /** Null when refused. */
  document?: Maybe<StockDocument>;
  userErrors: Array<UserError>;
};

/** Улицы: запись после включения или выключения, или отказ в userErrors. */
export type SetStreetActivePayload = {
  __typename?: 'SetStreetActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  street?: Maybe<Street>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Улицы: запись после удаления или восстановления, или отказ в userErrors. */
export type SetStreetDeletedPayload = {
  __typename?: 'SetStreetDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  street?: Maybe<Street>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Поставщики: запись после включения или выключения, или отказ в userErrors. */
export type SetSupplierActivePayload = {
  __typename?: 'SetSupplierActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  supplier?: Maybe<Supplier>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Поставщики: запись после удаления или восстановления, или отказ в userErrors. */
export type SetSupplierDeletedPayload = {
  __typename?: 'SetSupplierDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  supplier?: Maybe<Supplier>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Единицы измерения: запись после включения или выключения, или отказ в userErrors. */
export type SetUnitActivePayload = {
  __typename?: 'SetUnitActivePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  unit?: Maybe<Unit>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Единицы измерения: запись после удаления или восстановления, или отказ в userErrors. */
export type SetUnitDeletedPayload = {
  __typename?: 'SetUnitDeletedPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  unit?: Maybe<Unit>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пользователь после смены прав, или отказ в userErrors. */
export type SetUserAccessPayload = {
  __typename?: 'SetUserAccessPayload';
  /** Пользователь с новыми правами; null, если userErrors не пуст. */
  staffUser?: Maybe<StaffUser>;
  /** Почему права не изменены: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Должности: запись после включения или выключения, или отказ в userErrors. */
export type SetWorkerPositionActivePayload = {
  __typename?: 'SetWorkerPositionActivePayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  workerPosition?: Maybe<WorkerPosition>;
};

/** Должности: запись после удаления или восстановления, или отказ в userErrors. */
export type SetWorkerPositionDeletedPayload = {
  __typename?: 'SetWorkerPositionDeletedPayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  workerPosition?: Maybe<WorkerPosition>;
};

/** Причины списания: запись после включения или выключения, или отказ в userErrors. */
export type SetWriteOffReasonActivePayload = {
  __typename?: 'SetWriteOffReasonActivePayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  writeOffReason?: Maybe<WriteOffReason>;
};

/** Причины списания: запись после удаления или восстановления, или отказ в userErrors. */
export type SetWriteOffReasonDeletedPayload = {
  __typename?: 'SetWriteOffReasonDeletedPayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  writeOffReason?: Maybe<WriteOffReason>;
};

/** Takings of one payment type in a shift. */
export type ShiftTakings = {
  __typename?: 'ShiftTakings';
  /** Sum of payments, kopecks (refunds are negative payments). */
  amount: Scalars['Int']['output'];
  cashless: Scalars['Boolean']['output'];
  /** Number of payments. */
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Null: payments without a type (counted as cash). */
  paymentTypeId?: Maybe<Scalars['ID']['output']>;
};

/** How many demo products share a category or a brand. */
export type ShopFacet = {
  __typename?: 'ShopFacet';
  product: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A product of the demo shop (template canned data, not the product catalogue). */
export type ShopProduct = {
  __typename?: 'ShopProduct';
  brand: Scalars['String']['output'];
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  freeShipping: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imgUrl: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  /** 1 to 5. */
  rating: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Units available: the most a cart may hold (100 in all samples). */
  totalUnit: Scalars['Int']['output'];
};

/** How many demo products have a rating. */
export type ShopRatingFacet = {
  __typename?: 'ShopRatingFacet';
  product: Scalars['Int']['output'];
  rate: Scalars['Int']['output'];
};

/** Business type of an account: decides which screens and menus apply. */
export type ShopType =
  | 'fastfood'
  | 'flower_shop';

/** A sales channel counted as the site (its name says «Сайт», «Интернет…», «Online»). */
export type SiteChannel = {
  __typename?: 'SiteChannel';
  /** The channel (order sources list). */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** An order that came through the site. */
export type SiteOrder = {
  __typename?: 'SiteOrder';
  /** Delivery address. */
  address: Scalars['String']['output'];
  /** The status cancels the order. */
  cancelled: Scalars['Boolean']['output'];
  /** The paying client: last, first name and patronymic. */
  clientName: Scalars['String']['output'];
  /** The client's phone. */
  clientPhone: Scalars['String']['output'];
  /** Order date, yyyy-MM-dd. */
  date: Scalars['Date']['output'];
  /** Delivery date, yyyy-MM-dd. */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** Delivery time window as typed. */
  deliveryTime: Scalars['String']['output'];
  /** Order id. */
  id: Scalars['ID']['output'];
  /** The lines. */
  lines: Array<OrderLine>;
  /** Human-readable number, yyMMdd-n. */
  number: Scalars['String']['output'];
  /** Payment type name (empty when not set). */
  paymentName: Scalars['String']['output'];
  /** The recipient's name as typed on the order. */
  recipientName: Scalars['String']['output'];
  /** The recipient's phone. */
  recipientPhone: Scalars['String']['output'];
  /** Flower shop or fast food. */
  shopType: ShopType;
  /** Contact in the channel, free text. */
  socialText: Scalars['String']['output'];
  /** The sales channel. */
  sourceId: Scalars['ID']['output'];
  /** Its name. */
  sourceName: Scalars['String']['output'];
  /** Status colour, #rrggbb. */
  statusColor: Scalars['String']['output'];
  /** Status id. */
  statusId: Scalars['ID']['output'];
  /** Status name. */
  statusName: Scalars['String']['output'];
  /** Total, kopecks. */
  total: Scalars['Int']['output'];
};

/** The orders that came through the site in a period. */
export type SiteOrders = {
  __typename?: 'SiteOrders';
  /** The channels counted as the site. */
  channels: Array<SiteChannel>;
  /** Every day of the period. */
  days: Array<OrderStatsDay>;
  /**
   * The orders, newest first, at most GRAPHQL_MAX_ORDER_LIST (1,000; a period holding more is
   * BAD_USER_INPUT).
   * @deprecated A period's whole list does not scale: page ordersConnection(filter: {range, sourceIds: channels}) instead. Kept, bounded, for one release.
   */
  orders: Array<SiteOrder>;
  /** The shop type counted (null: both). */
  shopType?: Maybe<ShopType>;
  /** First day, yyyy-MM-dd. */
  start: Scalars['Date']['output'];
  /** Last day, yyyy-MM-dd (inclusive). */
  stop: Scalars['Date']['output'];
  /** The whole period. */
  totals: OrderStatsTotals;
};

/** Пользователи (экран /Settings/UserList). */
export type StaffUser = ListRecord & {
  __typename?: 'StaffUser';
  /** Доступные разделы */
  accessPage: Array<Scalars['String']['output']>;
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Email (уникально) */
  email: Scalars['String']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Имя */
  name: Scalars['String']['output'];
  /** Роль */
  role: Role;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
  /** Тип аккаунта */
  typeAccount: ShopType;
};

/** Новая запись списка «Пользователи». */
export type StaffUserCreateInput = {
  /** Доступные разделы */
  accessPage?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Email (уникально) */
  email: Scalars['String']['input'];
  /** Имя */
  name: Scalars['String']['input'];
  /** Пароль */
  password: Scalars['String']['input'];
  /** Роль */
  role: Role;
  /** Тип аккаунта */
  typeAccount: ShopType;
};

/** Изменения записи списка «Пользователи»: только переданные поля. */
export type StaffUserUpdateInput = {
  /** Доступные разделы */
  accessPage?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Email (уникально) */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Имя */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Пароль (пусто: не менять) */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Роль */
  role?: InputMaybe<Role>;
  /** Тип аккаунта */
  typeAccount?: InputMaybe<ShopType>;
};

/** The backups' state after `startBackup`, or why it did not start. */
export type StartBackupPayload = {
  __typename?: 'StartBackupPayload';
  /** The state with the new backup running; null when `userErrors` is not empty. */
  state?: Maybe<BackupState>;
  /** Why no backup started (NOT_FOUND: this CRM makes no backups); empty on success. */
  userErrors: Array<UserError>;
};

/** Stock of one product at one branch. */
export type StockBalance = {
  __typename?: 'StockBalance';
  affiliate?: Maybe<Affiliate>;
  affiliateId: Scalars['ID']['output'];
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** The product's name as the balance row carries it (no catalogue load). */
  productName?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Float']['output'];
  /** The product's unit as the balance row carries it. */
  unit?: Maybe<Scalars['String']['output']>;
  /** Sold without a stock rule (no composition and never received): the balance is not to be trusted. */
  untracked: Scalars['Boolean']['output'];
};

/** A page of balances, with the counts the stock screen shows over every match. */
export type StockBalanceConnection = {
  __typename?: 'StockBalanceConnection';
  edges: Array<StockBalanceEdge>;
  /** How many of them are below zero. */
  negativeCount: Scalars['Int']['output'];
  pageInfo: PageInfo;
  /** How many balances match the filter (all pages). */
  totalCount: Scalars['Int']['output'];
  /** How many of them are untracked (sold, never received). */
  untrackedCount: Scalars['Int']['output'];
};

/** A balance on a page. */
export type StockBalanceEdge = {
  __typename?: 'StockBalanceEdge';
  /** This balance's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  node: StockBalance;
};

/** Which balances stockBalancesConnection pages; every filter is optional. */
export type StockBalanceFilter = {
  /** One branch; absent: every branch. */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** Zero balances too. */
  includeZero?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these products (up to 250): a document's lines. */
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Words of the product's name, article or barcode (each word must match). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** The order of stockBalancesConnection. */
export type StockBalanceOrder =
  /** By product name, then product and branch (a product's branches together). */
  | 'NAME'
  /** By quantity, the shortest (the minus) first. */
  | 'QUANTITY';

/** A warehouse document. */
export type StockDocument = {
  __typename?: 'StockDocument';
  active: Scalars['Boolean']['output'];
  affiliate?: Maybe<Affiliate>;
  /** The branch whose stock the document moves. */
  affiliateId: Scalars['ID']['output'];
  comment: Scalars['String']['output'];
  /** When it was made, ISO 8601. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Document date, yyyy-MM-dd. */
  date: Scalars['Date']['output'];
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: StockDocumentKind;
  lines: Array<StockDocumentLine>;
  /** Number per kind: ПР-000012 (Consignment), СП-, СС-, РС-, ПМ-, ИН-. */
  number: Scalars['String']['output'];
  /** When and by whom it was posted (null for a draft). */
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who posted it. */
  postedByName?: Maybe<Scalars['String']['output']>;
  status: StockDocumentStatus;
  supplier?: Maybe<Supplier>;
  /** Consignment, Output: the supplier. */
  supplierId?: Maybe<Scalars['ID']['output']>;
  toAffiliate?: Maybe<Affiliate>;
  /** Moving: the receiving branch. */
  toAffiliateId?: Maybe<Scalars['ID']['output']>;
  /** Sum of the lines, kopecks. */
  total: Scalars['Int']['output'];
  writeOff?: Maybe<WriteOffReason>;
  /** Writing: the reason. */
  writeOffId?: Maybe<Scalars['ID']['output']>;
};

/** A page of documents, newest date first. */
export type StockDocumentConnection = {
  __typename?: 'StockDocumentConnection';
  edges: Array<StockDocumentEdge>;
  pageInfo: PageInfo;
  /** How many documents match the filter (all pages). */
  totalCount: Scalars['Int']['output'];
  /** Their total, kopecks (Float: a long history outgrows Int). */
  totalSum: Scalars['Float']['output'];
};

/** A document on a page. */
export type StockDocumentEdge = {
  __typename?: 'StockDocumentEdge';
  /** This document's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  node: StockDocument;
};

/** Which documents stockDocumentsConnection pages: one kind, the rest optional. */
export type StockDocumentFilter = {
  /** Either side of a Moving counts. */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** First document date, yyyy-MM-dd, inclusive. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Last document date, yyyy-MM-dd, inclusive. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Also deleted documents (default false). */
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which kind of document. */
  kind: StockDocumentKind;
  /** Words of the number, the comment, the supplier's or write-off reason's name (each word must match). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Drafts or posted ones only (none: both). */
  status?: InputMaybe<StockDocumentStatus>;
};

/**
 * A document being created or changed (drafts only). createStockDocument needs `date`, `affiliateId`
 * and `lines`; in updateStockDocument it is a patch: a field left out keeps its value, `null` clears
 * an optional one (`toAffiliateId`, `supplierId`, `writeOffId`, `comment`), the lines are replaced
 * only when `lines` is given.
 */
export type StockDocumentInput = {
  /** The branch (required on create). */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** A note on the document (null clears it). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /**
   * The document's day (required on create; cannot be cleared). Not a real day is refused with the
   * other malformed arguments, before anything runs (BAD_USER_INPUT, HTTP 400).
   */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** 1 to 500 lines, each product once (required on create). */
  lines?: InputMaybe<Array<StockDocumentLineInput>>;
  /** Consignment: required; Output: optional. */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  /** Required for Moving, another branch. */
  toAffiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** Writing: required. */
  writeOffId?: InputMaybe<Scalars['ID']['input']>;
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

/** One line of a document. */
export type StockDocumentLine = {
  __typename?: 'StockDocumentLine';
  /** Stocktaking, once posted: the balance the books showed. */
  bookQuantity?: Maybe<Scalars['Float']['output']>;
  /** Stocktaking, once posted: counted − book. */
  difference?: Maybe<Scalars['Float']['output']>;
  /** Price per unit, kopecks (purchase price for Consignment, cost otherwise). */
  price: Scalars['Int']['output'];
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** The product's name as the document's row carries it (no catalogue load). */
  productName?: Maybe<Scalars['String']['output']>;
  /** Moved quantity; for Stocktaking the counted quantity. */
  quantity: Scalars['Float']['output'];
  /** quantity × price, rounded to the kopeck. */
  sum: Scalars['Int']['output'];
  /** The product's unit as the row carries it. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** A line being saved. */
export type StockDocumentLineInput = {
  /** Kopecks, 0 or more; default 0. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The product (each product once per document). */
  productId: Scalars['ID']['input'];
  /** More than 0 (Stocktaking: 0 or more), at most 1 000 000, 3 decimals. */
  quantity: Scalars['Float']['input'];
};

/** A draft changes nothing; a posted document has moved stock and is read-only until unposted. */
export type StockDocumentStatus =
  | 'draft'
  | 'posted';

/** One entry of the movement ledger. */
export type StockMovement = {
  __typename?: 'StockMovement';
  affiliate?: Maybe<Affiliate>;
  /** The branch. */
  affiliateId: Scalars['ID']['output'];
  /** ISO 8601. */
  at: Scalars['DateTime']['output'];
  /** The balance right after this change. */
  balanceAfter: Scalars['Float']['output'];
  /** Signed change. */
  delta: Scalars['Float']['output'];
  /** The document (post/unpost) or the order (sale/sale_return). */
  documentId?: Maybe<Scalars['ID']['output']>;
  documentKind?: Maybe<StockDocumentKind>;
  documentNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** The product's name as the ledger row carries it (no catalogue load). */
  productName?: Maybe<Scalars['String']['output']>;
  reason: StockMovementReason;
  /** A sale of a product with no stock rule. */
  untracked: Scalars['Boolean']['output'];
  /** Who made the change (null: the system). */
  userName?: Maybe<Scalars['String']['output']>;
};

/** A page of the ledger, newest first. */
export type StockMovementConnection = {
  __typename?: 'StockMovementConnection';
  edges: Array<StockMovementEdge>;
  pageInfo: PageInfo;
  /** How many entries match the filter (all pages). */
  totalCount: Scalars['Int']['output'];
};

/** A ledger entry on a page. */
export type StockMovementEdge = {
  __typename?: 'StockMovementEdge';
  /** This entry's cursor: pass it as after (or before) to go on from it. */
  cursor: Scalars['String']['output'];
  node: StockMovement;
};

/** Which ledger entries stockMovementsConnection pages; every filter is optional. */
export type StockMovementFilter = {
  /** Only this branch's entries. */
  affiliateId?: InputMaybe<Scalars['ID']['input']>;
  /** First shop day, yyyy-MM-dd, inclusive. */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Last shop day, yyyy-MM-dd, inclusive. */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Only this document's entries. */
  documentId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this order's entries (sales and returns). */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this product's entries. */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

/** What caused a stock movement. */
export type StockMovementReason =
  | 'post'
  | 'sale'
  | 'sale_return'
  | 'unpost';

/** Улицы (экран /reference/Street). */
export type Street = ListRecord & {
  __typename?: 'Street';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Стоимость доставки (в копейках) */
  deliveryPrice?: Maybe<Scalars['Int']['output']>;
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Улица */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Страница списка «Улицы». */
export type StreetConnection = {
  __typename?: 'StreetConnection';
  /** Записи страницы. */
  edges: Array<StreetEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Улицы». */
export type StreetCreateInput = {
  /** Стоимость доставки (в копейках) */
  deliveryPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Улица */
  name: Scalars['String']['input'];
};

/** Запись списка «Улицы» на странице. */
export type StreetEdge = {
  __typename?: 'StreetEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Street;
};

/** Изменения записи списка «Улицы»: только переданные поля. */
export type StreetUpdateInput = {
  /** Стоимость доставки (в копейках) */
  deliveryPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Улица */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Live events. Only over WebSocket (graphql-ws); a socket carries subscriptions only: queries and
 * mutations go over HTTP.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** A cash shift of the subscriber's shop type was opened or closed. Needs MONEY or CASHBOXX. */
  cashShiftChanged: CashShiftChange;
  /** A fast-food order was paid, changed or bumped. Needs the kitchen's page key (KITCHEN or KITCHENREADY); carries no order data. */
  kitchenChanged: KitchenChange;
  /** A notification of the bell for the signed-in user (their shop type's; the superadmin's: all). */
  notificationAdded: Notification;
  /**
   * An order was created or changed: its status, worker, payment or lines, or it was deleted. Orders
   * of the subscriber's shop type (the superadmin: both, or the one named by `shopType`). Needs the
   * page key of the order screens (NEWORDER or ALLORDER).
   */
  orderChanged: OrderChange;
  /** A product's stock at a branch fell below its minimum (the low-stock notification). Needs WAREHOUSE. */
  stockBelowMinimum: Notification;
};


/**
 * Live events. Only over WebSocket (graphql-ws); a socket carries subscriptions only: queries and
 * mutations go over HTTP.
 */
export type SubscriptionOrderChangedArgs = {
  shopType?: InputMaybe<ShopType>;
};

/** Поставщики (экран /reference/Suppliers). */
export type Supplier = ListRecord & {
  __typename?: 'Supplier';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Адрес */
  address?: Maybe<Scalars['String']['output']>;
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Email */
  email?: Maybe<Scalars['String']['output']>;
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** ИНН */
  inn?: Maybe<Scalars['String']['output']>;
  /** Поставщик */
  name: Scalars['String']['output'];
  /** Телефон */
  phone?: Maybe<Scalars['String']['output']>;
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Страница списка «Поставщики». */
export type SupplierConnection = {
  __typename?: 'SupplierConnection';
  /** Записи страницы. */
  edges: Array<SupplierEdge>;
  /** Есть ли страницы дальше и курсоры краёв этой. */
  pageInfo: PageInfo;
  /** Сколько записей подходит под фильтр (всех страниц). */
  totalCount: Scalars['Int']['output'];
};

/** Новая запись списка «Поставщики». */
export type SupplierCreateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** ИНН */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** Поставщик */
  name: Scalars['String']['input'];
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Запись списка «Поставщики» на странице. */
export type SupplierEdge = {
  __typename?: 'SupplierEdge';
  /** Курсор этой записи: передайте в after (или before), чтобы продолжить с неё. */
  cursor: Scalars['String']['output'];
  /** Запись. */
  node: Supplier;
};

/** Изменения записи списка «Поставщики»: только переданные поля. */
export type SupplierUpdateInput = {
  /** Адрес */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** ИНН */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** Поставщик */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Телефон */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Системный цвет (для статусов и меток). */
export type SystemColor = {
  __typename?: 'SystemColor';
  /** Цвет #rrggbb. */
  color: Scalars['String']['output'];
  /** Идентификатор цвета. */
  id: Scalars['ID']['output'];
  /** Название цвета. */
  name: Scalars['String']['output'];
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

/** A demo to-do. */
export type Todo = {
  __typename?: 'Todo';
  done: Scalars['Boolean']['output'];
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  important: Scalars['Boolean']['output'];
  note: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  selected: Scalars['Boolean']['output'];
  starred: Scalars['Boolean']['output'];
  startDate: Scalars['String']['output'];
  /** Ids of its tags. */
  tagIds: Array<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
};

/** Template demo: fields of a to-do; on update only the sent ones change. */
export type TodoInput = {
  /** Done. */
  done?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 8601 date-time (a String: the template's data). */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** Marked important. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  /** A longer note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Read. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
  /** Selected in the list. */
  selected?: InputMaybe<Scalars['Boolean']['input']>;
  /** Starred. */
  starred?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 8601 date-time (a String: the template's data). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Ids of its tags, replaced whole when sent. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** What to do. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Template demo: a to-do tag. */
export type TodoTag = {
  __typename?: 'TodoTag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Единицы измерения (экран /reference/Units). */
export type Unit = ListRecord & {
  __typename?: 'Unit';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Единица */
  name: Scalars['String']['output'];
  /** Сокращение */
  shortName: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Единицы измерения». */
export type UnitCreateInput = {
  /** Единица */
  name: Scalars['String']['input'];
  /** Сокращение */
  shortName: Scalars['String']['input'];
};

/** Изменения записи списка «Единицы измерения»: только переданные поля. */
export type UnitUpdateInput = {
  /** Единица */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Сокращение */
  shortName?: InputMaybe<Scalars['String']['input']>;
};

/** The document after `unpostStockDocument`, or why not (STOCK_NEGATIVE, DOCUMENT_NOT_POSTED, …). */
export type UnpostStockDocumentPayload = {
  __typename?: 'UnpostStockDocumentPayload';
  /** Null when refused. */
  document?: Maybe<StockDocument>;
  userErrors: Array<UserError>;
};

/** An occasion on a concrete date. */
export type UpcomingOccasion = {
  __typename?: 'UpcomingOccasion';
  /** The date it falls on next, yyyy-MM-dd. */
  date: Scalars['Date']['output'];
  /** Its kind. */
  kind: OccasionKind;
  /** What it is: «День рождения», «Годовщина свадьбы». */
  title: Scalars['String']['output'];
};

/** Филиалы: изменённая запись, или отказ в userErrors. */
export type UpdateAffiliatePayload = {
  __typename?: 'UpdateAffiliatePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  affiliate?: Maybe<Affiliate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Категории: изменённая запись, или отказ в userErrors. */
export type UpdateCategoryPayload = {
  __typename?: 'UpdateCategoryPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  category?: Maybe<Category>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сертификаты: изменённая запись, или отказ в userErrors. */
export type UpdateCertificatePayload = {
  __typename?: 'UpdateCertificatePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  certificate?: Maybe<Certificate>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сдача: изменённая запись, или отказ в userErrors. */
export type UpdateChangeOptionPayload = {
  __typename?: 'UpdateChangeOptionPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  changeOption?: Maybe<ChangeOption>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Клиенты: изменённая запись, или отказ в userErrors. */
export type UpdateClientPayload = {
  __typename?: 'UpdateClientPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  client?: Maybe<Client>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Скидки: изменённая запись, или отказ в userErrors. */
export type UpdateDiscountPayload = {
  __typename?: 'UpdateDiscountPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  discount?: Maybe<Discount>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Сотрудники: изменённая запись, или отказ в userErrors. */
export type UpdateEmployeePayload = {
  __typename?: 'UpdateEmployeePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  employee?: Maybe<Employee>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Подарки: изменённая запись, или отказ в userErrors. */
export type UpdateGiftPayload = {
  __typename?: 'UpdateGiftPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  gift?: Maybe<Gift>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** What updateLoyaltyProgram answers. */
export type UpdateLoyaltyProgramPayload = {
  __typename?: 'UpdateLoyaltyProgramPayload';
  /** The programme as saved (null when refused). */
  program?: Maybe<LoyaltyProgram>;
  /** Why the programme was refused (FIELD_INVALID at the field), empty when saved. */
  userErrors: Array<UserError>;
};

/** Наценки: изменённая запись, или отказ в userErrors. */
export type UpdateMarkupPayload = {
  __typename?: 'UpdateMarkupPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  markup?: Maybe<Markup>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пометки: изменённая запись, или отказ в userErrors. */
export type UpdateNotePayload = {
  __typename?: 'UpdateNotePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  note?: Maybe<Note>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Метки заказов: изменённая запись, или отказ в userErrors. */
export type UpdateOrderMarkPayload = {
  __typename?: 'UpdateOrderMarkPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderMark?: Maybe<OrderMark>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The changed order, or why not (ORDER_DELETED, NOT_FOUND at `id`, FIELD_INVALID at `input.…`, …). */
export type UpdateOrderPayload = {
  __typename?: 'UpdateOrderPayload';
  /** Null when refused. */
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** Каналы продаж: изменённая запись, или отказ в userErrors. */
export type UpdateOrderSourcePayload = {
  __typename?: 'UpdateOrderSourcePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderSource?: Maybe<OrderSource>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Статусы заказов: изменённая запись, или отказ в userErrors. */
export type UpdateOrderStatusPayload = {
  __typename?: 'UpdateOrderStatusPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  orderStatus?: Maybe<OrderStatus>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Организации: изменённая запись, или отказ в userErrors. */
export type UpdateOrganizationPayload = {
  __typename?: 'UpdateOrganizationPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  organization?: Maybe<Organization>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Точки продаж: изменённая запись, или отказ в userErrors. */
export type UpdateOutletPayload = {
  __typename?: 'UpdateOutletPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  outlet?: Maybe<Outlet>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Типы оплат: изменённая запись, или отказ в userErrors. */
export type UpdatePaymentTypePayload = {
  __typename?: 'UpdatePaymentTypePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  paymentType?: Maybe<PaymentType>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Товары: изменённая запись, или отказ в userErrors. */
export type UpdateProductPayload = {
  __typename?: 'UpdateProductPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  product?: Maybe<Product>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Создание промокодов: изменённая запись, или отказ в userErrors. */
export type UpdatePromoBatchPayload = {
  __typename?: 'UpdatePromoBatchPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promoBatch?: Maybe<PromoBatch>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Промокоды: изменённая запись, или отказ в userErrors. */
export type UpdatePromocodePayload = {
  __typename?: 'UpdatePromocodePayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  promocode?: Maybe<Promocode>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The template `updateReceiptSettings` stored, or why it was refused. */
export type UpdateReceiptSettingsPayload = {
  __typename?: 'UpdateReceiptSettingsPayload';
  /** The stored template; null when `userErrors` is not empty. */
  receiptSettings?: Maybe<ReceiptSettings>;
  /** Each field at fault (FIELD_INVALID at `["input", "paperWidth"]`, …) with its message; empty on success. */
  userErrors: Array<UserError>;
};

/** Получатели: изменённая запись, или отказ в userErrors. */
export type UpdateRecipientPayload = {
  __typename?: 'UpdateRecipientPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  recipient?: Maybe<Recipient>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Пользователи: изменённая запись, или отказ в userErrors. */
export type UpdateStaffUserPayload = {
  __typename?: 'UpdateStaffUserPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  staffUser?: Maybe<StaffUser>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** The document after `updateStockDocument`, or why not (DOCUMENT_LOCKED, FIELD_INVALID or NOT_FOUND at the field of `input`, …). */
export type UpdateStockDocumentPayload = {
  __typename?: 'UpdateStockDocumentPayload';
  /** Null when refused. */
  document?: Maybe<StockDocument>;
  userErrors: Array<UserError>;
};

/** Улицы: изменённая запись, или отказ в userErrors. */
export type UpdateStreetPayload = {
  __typename?: 'UpdateStreetPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  street?: Maybe<Street>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Поставщики: изменённая запись, или отказ в userErrors. */
export type UpdateSupplierPayload = {
  __typename?: 'UpdateSupplierPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  supplier?: Maybe<Supplier>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Единицы измерения: изменённая запись, или отказ в userErrors. */
export type UpdateUnitPayload = {
  __typename?: 'UpdateUnitPayload';
  /** Запись после изменения; null, если userErrors не пуст. */
  unit?: Maybe<Unit>;
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
};

/** Changes to an endpoint: only the fields given change. */
export type UpdateWebhookEndpointInput = {
  /** false: nothing is posted and its deliveries wait; true: posting resumes. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Up to 200 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The events it receives from now on (at least one). */
  events?: InputMaybe<Array<WebhookEvent>>;
  /** Give null to receive both shop types' events. */
  shopType?: InputMaybe<ShopType>;
  /** A new http(s) URL, checked as on creation. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The changed endpoint, or why not (NOT_FOUND, WEBHOOK_URL_REFUSED, FIELD_INVALID). */
export type UpdateWebhookEndpointPayload = {
  __typename?: 'UpdateWebhookEndpointPayload';
  /** Null when refused. */
  endpoint?: Maybe<WebhookEndpoint>;
  userErrors: Array<UserError>;
};

/** Должности: изменённая запись, или отказ в userErrors. */
export type UpdateWorkerPositionPayload = {
  __typename?: 'UpdateWorkerPositionPayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  workerPosition?: Maybe<WorkerPosition>;
};

/** Причины списания: изменённая запись, или отказ в userErrors. */
export type UpdateWriteOffReasonPayload = {
  __typename?: 'UpdateWriteOffReasonPayload';
  /** Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе. */
  userErrors: Array<UserError>;
  /** Запись после изменения; null, если userErrors не пуст. */
  writeOffReason?: Maybe<WriteOffReason>;
};

/** A staff account as the signed-in user sees it. */
export type User = {
  __typename?: 'User';
  /** Page keys this account may open (see docs/access.md). */
  accessPage: Array<Scalars['String']['output']>;
  /** URL or path of the avatar picture, if any. */
  avatar?: Maybe<Scalars['String']['output']>;
  /**
   * Whether this user sees the template's demo areas and «тест» labels: the SA always, others only
   * when the operator shows them (SHOW_DEMO_AREAS).
   */
  demoAreas: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  /**
   * Where this user lands after sign-in: the home page when their rights open it, else the first
   * page of the side menu they may open; /session/awaiting when none (schema/landing.ts).
   */
  homePath: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  role: Role;
  typeAccount: ShopType;
};

/** Права пользователя: роль, тип магазина и доступные разделы. */
export type UserAccessInput = {
  /** Ключи доступных разделов (docs/access.md). */
  accessPage: Array<Scalars['String']['input']>;
  /** Роль. */
  role: Role;
  /** Тип аккаунта. */
  typeAccount: ShopType;
};

/**
 * An expected refusal of a mutation's input, in its payload's `userErrors` (issue 18 item 2). Branch
 * on `code`; `message` is Russian, for people, and may change. docs/graphql.md section 5 lists the
 * codes.
 */
export type UserError = {
  __typename?: 'UserError';
  /** Stable: what was refused (schema/user-errors.ts). */
  code: UserErrorCode;
  /** The path into the mutation's arguments at fault (`["input", "lines", "0", "count"]`, `["openingCash"]`); null when no one field is. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What to tell the person, in Russian. */
  message: Scalars['String']['output'];
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

/** One event posted (or to be posted) to one endpoint. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Posts made so far. */
  attempts: Scalars['Int']['output'];
  /** ISO 8601: when the event was queued for this endpoint. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 8601: when the receiver took it. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event; null when the event is gone from the log. */
  event?: Maybe<WebhookEvent>;
  /** The event id the receiver sees (`X-Webhook-Id`, body `id`): the key to de-duplicate by. */
  eventId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Why the last attempt failed (short); empty when it did not. */
  lastError: Scalars['String']['output'];
  /** The HTTP status of the last answer; null: none (timeout, refused connection). */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601: the next attempt of a pending delivery; null otherwise. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  status: WebhookDeliveryStatus;
};

/** A page of an endpoint's delivery log, newest first. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The deliveries of the page. */
  edges: Array<WebhookDeliveryEdge>;
  /** Whether pages follow, and the cursors of this page's ends. */
  pageInfo: PageInfo;
  /** How many deliveries the endpoint has (every page). */
  totalCount: Scalars['Int']['output'];
};

/** A delivery on a page of webhookDeliveries. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** This delivery's cursor: pass it as after to go on from it. */
  cursor: Scalars['String']['output'];
  /** The delivery. */
  node: WebhookDelivery;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** 24 h of retries without a 2xx: given up (a manual retry starts again). */
  | 'FAILED'
  /** Waiting for its first or next attempt. */
  | 'PENDING';

/** A URL the product posts events to. Its secret is shown once, in `createWebhookEndpoint`'s reply. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** Inactive: nothing is posted; its deliveries wait. */
  active: Scalars['Boolean']['output'];
  /** ISO 8601 in UTC. */
  createdAt: Scalars['DateTime']['output'];
  /** What the endpoint is for (up to 200 characters). */
  description: Scalars['String']['output'];
  /** The events it receives. */
  events: Array<WebhookEvent>;
  /** Deliveries given up after 24 h. */
  failedCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Deliveries waiting for an attempt. */
  pendingCount: Scalars['Int']['output'];
  /** Events of this shop type only; null: both. */
  shopType?: Maybe<ShopType>;
  /** http(s) URL the events are posted to. */
  url: Scalars['String']['output'];
};

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

/** Должности (экран /reference/PositionWorker). */
export type WorkerPosition = ListRecord & {
  __typename?: 'WorkerPosition';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Должность */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Должности». */
export type WorkerPositionCreateInput = {
  /** Должность */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Должности»: только переданные поля. */
export type WorkerPositionUpdateInput = {
  /** Должность */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Причины списания (экран /reference/writeOff). */
export type WriteOffReason = ListRecord & {
  __typename?: 'WriteOffReason';
  /** Активна ли запись (неактивные не предлагаются в выборе). */
  active: Scalars['Boolean']['output'];
  /** Комментарий */
  comment?: Maybe<Scalars['String']['output']>;
  /** Удалена ли запись (удалённые можно восстановить). */
  deleted: Scalars['Boolean']['output'];
  /** Идентификатор записи. */
  id: Scalars['ID']['output'];
  /** Причина списания */
  name: Scalars['String']['output'];
  /** Порядок в списке. */
  sort: Scalars['Int']['output'];
};

/** Новая запись списка «Причины списания». */
export type WriteOffReasonCreateInput = {
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Причина списания */
  name: Scalars['String']['input'];
};

/** Изменения записи списка «Причины списания»: только переданные поля. */
export type WriteOffReasonUpdateInput = {
  /** Комментарий */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Причина списания */
  name?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ListRecord:
    | ( Affiliate )
    | ( CategoryParent )
    | ( Certificate )
    | ( ChangeOption )
    | ( Client )
    | ( Discount )
    | ( Employee )
    | ( Gift )
    | ( Markup )
    | ( Note )
    | ( OrderMark )
    | ( OrderSource )
    | ( OrderStatus )
    | ( Organization )
    | ( Outlet )
    | ( PaymentType )
    | ( ProductParent )
    | ( PromoBatch )
    | ( Promocode )
    | ( Recipient )
    | ( StaffUser )
    | ( Street )
    | ( Supplier )
    | ( Unit )
    | ( WorkerPosition )
    | ( WriteOffReason )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddCashMovePayload: ResolverTypeWrapper<AddCashMovePayload>;
  Affiliate: ResolverTypeWrapper<Affiliate>;
  AffiliateCreateInput: AffiliateCreateInput;
  AffiliateUpdateInput: AffiliateUpdateInput;
  AssignCourierPayload: ResolverTypeWrapper<AssignCourierPayload>;
  AssignOrderWorkerPayload: ResolverTypeWrapper<Omit<AssignOrderWorkerPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  AudienceConnection: ResolverTypeWrapper<AudienceConnection>;
  AudienceMember: ResolverTypeWrapper<AudienceMember>;
  AudienceMemberEdge: ResolverTypeWrapper<AudienceMemberEdge>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Backup: ResolverTypeWrapper<Backup>;
  BackupMode: BackupMode;
  BackupState: ResolverTypeWrapper<BackupState>;
  BackupTableCount: ResolverTypeWrapper<BackupTableCount>;
  Board: ResolverTypeWrapper<Board>;
  BoardCard: ResolverTypeWrapper<BoardCard>;
  BoardColumn: ResolverTypeWrapper<BoardColumn>;
  BoardLabel: ResolverTypeWrapper<BoardLabel>;
  BoardMember: ResolverTypeWrapper<BoardMember>;
  BonusAccount: ResolverTypeWrapper<BonusAccount>;
  BonusEntry: ResolverTypeWrapper<BonusEntry>;
  BonusEntryConnection: ResolverTypeWrapper<BonusEntryConnection>;
  BonusEntryEdge: ResolverTypeWrapper<BonusEntryEdge>;
  BonusEntryKind: BonusEntryKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarEvent: ResolverTypeWrapper<CalendarEvent>;
  CalendarEventInput: CalendarEventInput;
  CampaignCounts: ResolverTypeWrapper<CampaignCounts>;
  CampaignStatus: CampaignStatus;
  CardAttachment: ResolverTypeWrapper<CardAttachment>;
  CardComment: ResolverTypeWrapper<CardComment>;
  CardInput: CardInput;
  CartItem: ResolverTypeWrapper<CartItem>;
  CashEntry: ResolverTypeWrapper<CashEntry>;
  CashEntryKind: CashEntryKind;
  CashMoveKind: CashMoveKind;
  CashShift: ResolverTypeWrapper<CashShift>;
  CashShiftChange: ResolverTypeWrapper<CashShiftChange>;
  CashShiftChangeKind: CashShiftChangeKind;
  CashShiftConnection: ResolverTypeWrapper<CashShiftConnection>;
  CashShiftEdge: ResolverTypeWrapper<CashShiftEdge>;
  CashShiftFilter: CashShiftFilter;
  CashShiftStatus: CashShiftStatus;
  Category: ResolverTypeWrapper<CategoryParent>;
  CategoryCreateInput: CategoryCreateInput;
  CategoryProductCount: ResolverTypeWrapper<CategoryProductCount>;
  CategoryUpdateInput: CategoryUpdateInput;
  Certificate: ResolverTypeWrapper<Certificate>;
  CertificateConnection: ResolverTypeWrapper<CertificateConnection>;
  CertificateCreateInput: CertificateCreateInput;
  CertificateEdge: ResolverTypeWrapper<CertificateEdge>;
  CertificateUpdateInput: CertificateUpdateInput;
  ChangeOption: ResolverTypeWrapper<ChangeOption>;
  ChangeOptionCreateInput: ChangeOptionCreateInput;
  ChangeOptionUpdateInput: ChangeOptionUpdateInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ChatContact: ResolverTypeWrapper<ChatContact>;
  ChatConversation: ResolverTypeWrapper<ChatConversation>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatPresence: ChatPresence;
  ChatRecent: ResolverTypeWrapper<ChatRecent>;
  ChatRoom: ResolverTypeWrapper<ChatRoom>;
  CheckoutCertificate: ResolverTypeWrapper<CheckoutCertificate>;
  CheckoutCodes: ResolverTypeWrapper<CheckoutCodes>;
  CheckoutPromo: ResolverTypeWrapper<CheckoutPromo>;
  ClearNotificationsPayload: ResolverTypeWrapper<ClearNotificationsPayload>;
  Client: ResolverTypeWrapper<Client>;
  ClientCard: ResolverTypeWrapper<ClientCard>;
  ClientConnection: ResolverTypeWrapper<ClientConnection>;
  ClientCreateInput: ClientCreateInput;
  ClientDeliveryNoticesPayload: ResolverTypeWrapper<ClientDeliveryNoticesPayload>;
  ClientEdge: ResolverTypeWrapper<ClientEdge>;
  ClientOccasion: ResolverTypeWrapper<ClientOccasion>;
  ClientOccasionInput: ClientOccasionInput;
  ClientUpdateInput: ClientUpdateInput;
  CloseCashShiftPayload: ResolverTypeWrapper<CloseCashShiftPayload>;
  ComboSlot: ResolverTypeWrapper<ComboSlotParent>;
  ComboSlotInput: ComboSlotInput;
  CopyMarketingCampaignPayload: ResolverTypeWrapper<CopyMarketingCampaignPayload>;
  Courier: ResolverTypeWrapper<Courier>;
  CourierAccount: ResolverTypeWrapper<CourierAccount>;
  CouriersPayload: ResolverTypeWrapper<CouriersPayload>;
  CreateAffiliatePayload: ResolverTypeWrapper<CreateAffiliatePayload>;
  CreateCategoryPayload: ResolverTypeWrapper<Omit<CreateCategoryPayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  CreateCertificatePayload: ResolverTypeWrapper<CreateCertificatePayload>;
  CreateChangeOptionPayload: ResolverTypeWrapper<CreateChangeOptionPayload>;
  CreateClientPayload: ResolverTypeWrapper<CreateClientPayload>;
  CreateDiscountPayload: ResolverTypeWrapper<CreateDiscountPayload>;
  CreateEmployeePayload: ResolverTypeWrapper<CreateEmployeePayload>;
  CreateGiftPayload: ResolverTypeWrapper<CreateGiftPayload>;
  CreateIntegrationTokenInput: CreateIntegrationTokenInput;
  CreateIntegrationTokenPayload: ResolverTypeWrapper<CreateIntegrationTokenPayload>;
  CreateMarkupPayload: ResolverTypeWrapper<CreateMarkupPayload>;
  CreateNotePayload: ResolverTypeWrapper<CreateNotePayload>;
  CreateOrderMarkPayload: ResolverTypeWrapper<CreateOrderMarkPayload>;
  CreateOrderPayload: ResolverTypeWrapper<Omit<CreateOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  CreateOrderSourcePayload: ResolverTypeWrapper<CreateOrderSourcePayload>;
  CreateOrderStatusPayload: ResolverTypeWrapper<CreateOrderStatusPayload>;
  CreateOrganizationPayload: ResolverTypeWrapper<CreateOrganizationPayload>;
  CreateOutletPayload: ResolverTypeWrapper<CreateOutletPayload>;
  CreatePaymentTypePayload: ResolverTypeWrapper<CreatePaymentTypePayload>;
  CreateProductPayload: ResolverTypeWrapper<Omit<CreateProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  CreatePromoBatchPayload: ResolverTypeWrapper<CreatePromoBatchPayload>;
  CreatePromocodePayload: ResolverTypeWrapper<CreatePromocodePayload>;
  CreateRecipientPayload: ResolverTypeWrapper<CreateRecipientPayload>;
  CreateStaffUserPayload: ResolverTypeWrapper<CreateStaffUserPayload>;
  CreateStockDocumentPayload: ResolverTypeWrapper<Omit<CreateStockDocumentPayload, 'document'> & { document?: Maybe<ResolversTypes['StockDocument']> }>;
  CreateStreetPayload: ResolverTypeWrapper<CreateStreetPayload>;
  CreateSupplierPayload: ResolverTypeWrapper<CreateSupplierPayload>;
  CreateUnitPayload: ResolverTypeWrapper<CreateUnitPayload>;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWebhookEndpointPayload: ResolverTypeWrapper<CreateWebhookEndpointPayload>;
  CreateWorkerPositionPayload: ResolverTypeWrapper<CreateWorkerPositionPayload>;
  CreateWriteOffReasonPayload: ResolverTypeWrapper<CreateWriteOffReasonPayload>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DatePreset: DatePreset;
  DateRangeInput: DateRangeInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteClientOccasionPayload: ResolverTypeWrapper<DeleteClientOccasionPayload>;
  DeleteMarketingCampaignPayload: ResolverTypeWrapper<DeleteMarketingCampaignPayload>;
  DeleteOrderPayload: ResolverTypeWrapper<DeleteOrderPayload>;
  DeleteWebhookEndpointPayload: ResolverTypeWrapper<DeleteWebhookEndpointPayload>;
  Delivery: ResolverTypeWrapper<Delivery>;
  DeliveryDay: ResolverTypeWrapper<DeliveryDay>;
  DeliveryNotice: ResolverTypeWrapper<DeliveryNotice>;
  DeliveryNoticeConnection: ResolverTypeWrapper<DeliveryNoticeConnection>;
  DeliveryNoticeEdge: ResolverTypeWrapper<DeliveryNoticeEdge>;
  DeliveryNoticeEvent: DeliveryNoticeEvent;
  DeliveryNoticeTemplate: ResolverTypeWrapper<DeliveryNoticeTemplate>;
  DeliveryNoticeTemplatesPayload: ResolverTypeWrapper<DeliveryNoticeTemplatesPayload>;
  DeliveryPayload: ResolverTypeWrapper<DeliveryPayload>;
  DeliveryPhoto: ResolverTypeWrapper<DeliveryPhoto>;
  DeliverySettings: ResolverTypeWrapper<DeliverySettings>;
  DeliverySettingsInput: DeliverySettingsInput;
  DeliverySettingsPayload: ResolverTypeWrapper<DeliverySettingsPayload>;
  DeliveryStatus: DeliveryStatus;
  DeliveryWindow: ResolverTypeWrapper<DeliveryWindow>;
  DemoAreasSetting: ResolverTypeWrapper<DemoAreasSetting>;
  Dining: Dining;
  DirectoryUser: ResolverTypeWrapper<DirectoryUser>;
  Discount: ResolverTypeWrapper<Discount>;
  DiscountCreateInput: DiscountCreateInput;
  DiscountKind: DiscountKind;
  DiscountUpdateInput: DiscountUpdateInput;
  DismissNotificationPayload: ResolverTypeWrapper<DismissNotificationPayload>;
  Employee: ResolverTypeWrapper<Employee>;
  EmployeeCreateInput: EmployeeCreateInput;
  EmployeeUpdateInput: EmployeeUpdateInput;
  FiscalDocument: ResolverTypeWrapper<FiscalDocument>;
  FiscalDocumentInput: FiscalDocumentInput;
  FiscalDocumentKind: FiscalDocumentKind;
  FiscalDocumentPayload: ResolverTypeWrapper<FiscalDocumentPayload>;
  FiscalReportInput: FiscalReportInput;
  FiscalSettings: ResolverTypeWrapper<FiscalSettings>;
  FiscalSettingsInput: FiscalSettingsInput;
  FiscalSettingsPayload: ResolverTypeWrapper<FiscalSettingsPayload>;
  FiscalStatus: FiscalStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gift: ResolverTypeWrapper<Gift>;
  GiftCreateInput: GiftCreateInput;
  GiftUpdateInput: GiftUpdateInput;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxMessage: ResolverTypeWrapper<InboxMessage>;
  InboxSender: ResolverTypeWrapper<InboxSender>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationToken: ResolverTypeWrapper<IntegrationToken>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceInput: InvoiceInput;
  InvoiceItem: ResolverTypeWrapper<InvoiceItem>;
  InvoiceItemInput: InvoiceItemInput;
  InvoiceParty: ResolverTypeWrapper<InvoiceParty>;
  InvoicePartyInput: InvoicePartyInput;
  InvoiceStatus: InvoiceStatus;
  KitchenBoard: ResolverTypeWrapper<KitchenBoard>;
  KitchenBumpPayload: ResolverTypeWrapper<KitchenBumpPayload>;
  KitchenChange: ResolverTypeWrapper<KitchenChange>;
  KitchenLine: ResolverTypeWrapper<KitchenLine>;
  KitchenPrepTime: ResolverTypeWrapper<KitchenPrepTime>;
  KitchenStation: ResolverTypeWrapper<KitchenStation>;
  KitchenStationInput: KitchenStationInput;
  KitchenStationsPayload: ResolverTypeWrapper<KitchenStationsPayload>;
  KitchenTargets: ResolverTypeWrapper<KitchenTargets>;
  KitchenTargetsInput: KitchenTargetsInput;
  KitchenTargetsPayload: ResolverTypeWrapper<KitchenTargetsPayload>;
  KitchenTicket: ResolverTypeWrapper<KitchenTicket>;
  ListFilter: ListFilter;
  ListOrder: ListOrder;
  ListRecord: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ListRecord']>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  LoyaltyProgram: ResolverTypeWrapper<LoyaltyProgram>;
  LoyaltyProgramInput: LoyaltyProgramInput;
  LoyaltyTier: ResolverTypeWrapper<LoyaltyTier>;
  LoyaltyTierInput: LoyaltyTierInput;
  MarketingCampaign: ResolverTypeWrapper<MarketingCampaign>;
  MarketingCampaignInput: MarketingCampaignInput;
  MarketingClient: ResolverTypeWrapper<MarketingClient>;
  MarketingClientConnection: ResolverTypeWrapper<MarketingClientConnection>;
  MarketingClientDetails: ResolverTypeWrapper<MarketingClientDetails>;
  MarketingClientEdge: ResolverTypeWrapper<MarketingClientEdge>;
  MarketingClientFilter: MarketingClientFilter;
  MarketingPreview: ResolverTypeWrapper<MarketingPreview>;
  MarketingSegment: ResolverTypeWrapper<MarketingSegment>;
  MarketingSegmentInput: MarketingSegmentInput;
  Markup: ResolverTypeWrapper<Markup>;
  MarkupCreateInput: MarkupCreateInput;
  MarkupUpdateInput: MarkupUpdateInput;
  ModifierComponent: ResolverTypeWrapper<ModifierComponent>;
  ModifierComponentInput: ModifierComponentInput;
  ModifierGroup: ResolverTypeWrapper<ModifierGroup>;
  ModifierGroupInput: ModifierGroupInput;
  ModifierOption: ResolverTypeWrapper<ModifierOption>;
  ModifierOptionInput: ModifierOptionInput;
  MoveCategoryPayload: ResolverTypeWrapper<Omit<MoveCategoryPayload, 'categories'> & { categories?: Maybe<Array<ResolversTypes['Category']>> }>;
  MoveChangeOptionPayload: ResolverTypeWrapper<MoveChangeOptionPayload>;
  MoveNotePayload: ResolverTypeWrapper<MoveNotePayload>;
  MoveOrderMarkPayload: ResolverTypeWrapper<MoveOrderMarkPayload>;
  MoveOrderSourcePayload: ResolverTypeWrapper<MoveOrderSourcePayload>;
  MoveOrderStatusPayload: ResolverTypeWrapper<MoveOrderStatusPayload>;
  MovePaymentTypePayload: ResolverTypeWrapper<MovePaymentTypePayload>;
  MoveProductPayload: ResolverTypeWrapper<Omit<MoveProductPayload, 'products'> & { products?: Maybe<Array<ResolversTypes['Product']>> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Note: ResolverTypeWrapper<Note>;
  NoteCreateInput: NoteCreateInput;
  NoteUpdateInput: NoteUpdateInput;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnection>;
  NotificationEdge: ResolverTypeWrapper<NotificationEdge>;
  NotificationKind: NotificationKind;
  OccasionKind: OccasionKind;
  OccasionSource: OccasionSource;
  OccasionSuggestion: ResolverTypeWrapper<OccasionSuggestion>;
  OpenCashShiftPayload: ResolverTypeWrapper<OpenCashShiftPayload>;
  Order: ResolverTypeWrapper<OrderParent>;
  OrderChange: ResolverTypeWrapper<Omit<OrderChange, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderChangeKind: OrderChangeKind;
  OrderComboPartInput: OrderComboPartInput;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderDateKind: OrderDateKind;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderFilter: OrderFilter;
  OrderHistoryEntry: ResolverTypeWrapper<OrderHistoryEntry>;
  OrderHistoryField: OrderHistoryField;
  OrderInput: OrderInput;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderLineComboPart: ResolverTypeWrapper<OrderLineComboPart>;
  OrderLineInput: OrderLineInput;
  OrderLineModifier: ResolverTypeWrapper<OrderLineModifier>;
  OrderList: ResolverTypeWrapper<Omit<OrderList, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderMark: ResolverTypeWrapper<OrderMark>;
  OrderMarkCreateInput: OrderMarkCreateInput;
  OrderMarkUpdateInput: OrderMarkUpdateInput;
  OrderOverview: ResolverTypeWrapper<OrderOverview>;
  OrderOverviewPeriod: ResolverTypeWrapper<OrderOverviewPeriod>;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderPerson: ResolverTypeWrapper<OrderPerson>;
  OrderPersonInput: OrderPersonInput;
  OrderSort: OrderSort;
  OrderSource: ResolverTypeWrapper<OrderSource>;
  OrderSourceCreateInput: OrderSourceCreateInput;
  OrderSourceUpdateInput: OrderSourceUpdateInput;
  OrderStats: ResolverTypeWrapper<OrderStats>;
  OrderStatsDay: ResolverTypeWrapper<OrderStatsDay>;
  OrderStatsGroup: ResolverTypeWrapper<OrderStatsGroup>;
  OrderStatsModifier: ResolverTypeWrapper<OrderStatsModifier>;
  OrderStatsProduct: ResolverTypeWrapper<OrderStatsProduct>;
  OrderStatsStatus: ResolverTypeWrapper<OrderStatsStatus>;
  OrderStatsTotals: ResolverTypeWrapper<OrderStatsTotals>;
  OrderStatus: ResolverTypeWrapper<OrderStatus>;
  OrderStatusCreateInput: OrderStatusCreateInput;
  OrderStatusUpdateInput: OrderStatusUpdateInput;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationCreateInput: OrganizationCreateInput;
  OrganizationUpdateInput: OrganizationUpdateInput;
  OutboxChannel: OutboxChannel;
  OutboxFilter: OutboxFilter;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  OutboxMessageConnection: ResolverTypeWrapper<OutboxMessageConnection>;
  OutboxMessageEdge: ResolverTypeWrapper<OutboxMessageEdge>;
  OutboxStatus: OutboxStatus;
  Outlet: ResolverTypeWrapper<Outlet>;
  OutletCreateInput: OutletCreateInput;
  OutletUpdateInput: OutletUpdateInput;
  OverviewPeriod: OverviewPeriod;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PayOrderPayload: ResolverTypeWrapper<Omit<PayOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  PaymentType: ResolverTypeWrapper<PaymentType>;
  PaymentTypeCreateInput: PaymentTypeCreateInput;
  PaymentTypeUpdateInput: PaymentTypeUpdateInput;
  PlaceCategoryPayload: ResolverTypeWrapper<Omit<PlaceCategoryPayload, 'categories'> & { categories?: Maybe<Array<ResolversTypes['Category']>> }>;
  PostStockDocumentPayload: ResolverTypeWrapper<Omit<PostStockDocumentPayload, 'document'> & { document?: Maybe<ResolversTypes['StockDocument']> }>;
  Product: ResolverTypeWrapper<ProductParent>;
  ProductComponent: ResolverTypeWrapper<Omit<ProductComponent, 'component'> & { component?: Maybe<ResolversTypes['Product']> }>;
  ProductComponentInput: ProductComponentInput;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'edges'> & { edges: Array<ResolversTypes['ProductEdge']> }>;
  ProductCreateInput: ProductCreateInput;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductMenu: ResolverTypeWrapper<Omit<ProductMenu, 'comboSlots'> & { comboSlots: Array<ResolversTypes['ComboSlot']> }>;
  ProductStationPayload: ResolverTypeWrapper<ProductStationPayload>;
  ProductUpdateInput: ProductUpdateInput;
  ProductVatPayload: ResolverTypeWrapper<Omit<ProductVatPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProjectEntry: ResolverTypeWrapper<ProjectEntry>;
  PromoBatch: ResolverTypeWrapper<PromoBatch>;
  PromoBatchCode: ResolverTypeWrapper<PromoBatchCode>;
  PromoBatchCodes: ResolverTypeWrapper<PromoBatchCodes>;
  PromoBatchCreateInput: PromoBatchCreateInput;
  PromoBatchUpdateInput: PromoBatchUpdateInput;
  Promocode: ResolverTypeWrapper<Promocode>;
  PromocodeConnection: ResolverTypeWrapper<PromocodeConnection>;
  PromocodeCreateInput: PromocodeCreateInput;
  PromocodeEdge: ResolverTypeWrapper<PromocodeEdge>;
  PromocodeUpdateInput: PromocodeUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadyOrder: ResolverTypeWrapper<ReadyOrder>;
  ReceiptCode: ReceiptCode;
  ReceiptSettings: ResolverTypeWrapper<ReceiptSettings>;
  ReceiptSettingsInput: ReceiptSettingsInput;
  Recipient: ResolverTypeWrapper<Recipient>;
  RecipientConnection: ResolverTypeWrapper<RecipientConnection>;
  RecipientCreateInput: RecipientCreateInput;
  RecipientEdge: ResolverTypeWrapper<RecipientEdge>;
  RecipientUpdateInput: RecipientUpdateInput;
  RegisterInput: RegisterInput;
  RemoveCategoryImagePayload: ResolverTypeWrapper<Omit<RemoveCategoryImagePayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  RemoveProductImagePayload: ResolverTypeWrapper<Omit<RemoveProductImagePayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RetryOutboxMessagePayload: ResolverTypeWrapper<RetryOutboxMessagePayload>;
  RetryWebhookDeliveryPayload: ResolverTypeWrapper<RetryWebhookDeliveryPayload>;
  RevokeIntegrationTokenPayload: ResolverTypeWrapper<RevokeIntegrationTokenPayload>;
  Role: Role;
  RouteSheet: ResolverTypeWrapper<RouteSheet>;
  SaveClientOccasionPayload: ResolverTypeWrapper<SaveClientOccasionPayload>;
  SaveMarketingCampaignPayload: ResolverTypeWrapper<SaveMarketingCampaignPayload>;
  SegmentOccasion: SegmentOccasion;
  SendCampaignResult: ResolverTypeWrapper<SendCampaignResult>;
  SendMarketingCampaignPayload: ResolverTypeWrapper<SendMarketingCampaignPayload>;
  SetAffiliateActivePayload: ResolverTypeWrapper<SetAffiliateActivePayload>;
  SetAffiliateDeletedPayload: ResolverTypeWrapper<SetAffiliateDeletedPayload>;
  SetCategoryActivePayload: ResolverTypeWrapper<Omit<SetCategoryActivePayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  SetCategoryDeletedPayload: ResolverTypeWrapper<Omit<SetCategoryDeletedPayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  SetCertificateActivePayload: ResolverTypeWrapper<SetCertificateActivePayload>;
  SetCertificateDeletedPayload: ResolverTypeWrapper<SetCertificateDeletedPayload>;
  SetChangeOptionActivePayload: ResolverTypeWrapper<SetChangeOptionActivePayload>;
  SetChangeOptionDeletedPayload: ResolverTypeWrapper<SetChangeOptionDeletedPayload>;
  SetClientActivePayload: ResolverTypeWrapper<SetClientActivePayload>;
  SetClientDeletedPayload: ResolverTypeWrapper<SetClientDeletedPayload>;
  SetClientDoNotDisturbPayload: ResolverTypeWrapper<SetClientDoNotDisturbPayload>;
  SetDiscountActivePayload: ResolverTypeWrapper<SetDiscountActivePayload>;
  SetDiscountDeletedPayload: ResolverTypeWrapper<SetDiscountDeletedPayload>;
  SetEmployeeActivePayload: ResolverTypeWrapper<SetEmployeeActivePayload>;
  SetEmployeeDeletedPayload: ResolverTypeWrapper<SetEmployeeDeletedPayload>;
  SetGiftActivePayload: ResolverTypeWrapper<SetGiftActivePayload>;
  SetGiftDeletedPayload: ResolverTypeWrapper<SetGiftDeletedPayload>;
  SetMarkupActivePayload: ResolverTypeWrapper<SetMarkupActivePayload>;
  SetMarkupDeletedPayload: ResolverTypeWrapper<SetMarkupDeletedPayload>;
  SetNoteActivePayload: ResolverTypeWrapper<SetNoteActivePayload>;
  SetNoteDeletedPayload: ResolverTypeWrapper<SetNoteDeletedPayload>;
  SetOrderMarkActivePayload: ResolverTypeWrapper<SetOrderMarkActivePayload>;
  SetOrderMarkDeletedPayload: ResolverTypeWrapper<SetOrderMarkDeletedPayload>;
  SetOrderPaymentPayload: ResolverTypeWrapper<Omit<SetOrderPaymentPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  SetOrderSourceActivePayload: ResolverTypeWrapper<SetOrderSourceActivePayload>;
  SetOrderSourceDeletedPayload: ResolverTypeWrapper<SetOrderSourceDeletedPayload>;
  SetOrderStatusActivePayload: ResolverTypeWrapper<SetOrderStatusActivePayload>;
  SetOrderStatusDeletedPayload: ResolverTypeWrapper<SetOrderStatusDeletedPayload>;
  SetOrderStatusPayload: ResolverTypeWrapper<Omit<SetOrderStatusPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  SetOrdersStatusPayload: ResolverTypeWrapper<SetOrdersStatusPayload>;
  SetOrganizationActivePayload: ResolverTypeWrapper<SetOrganizationActivePayload>;
  SetOrganizationDeletedPayload: ResolverTypeWrapper<SetOrganizationDeletedPayload>;
  SetOutletActivePayload: ResolverTypeWrapper<SetOutletActivePayload>;
  SetOutletDeletedPayload: ResolverTypeWrapper<SetOutletDeletedPayload>;
  SetPaymentTypeActivePayload: ResolverTypeWrapper<SetPaymentTypeActivePayload>;
  SetPaymentTypeDeletedPayload: ResolverTypeWrapper<SetPaymentTypeDeletedPayload>;
  SetProductActivePayload: ResolverTypeWrapper<Omit<SetProductActivePayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  SetProductComboPayload: ResolverTypeWrapper<Omit<SetProductComboPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  SetProductCompositionPayload: ResolverTypeWrapper<Omit<SetProductCompositionPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  SetProductDeletedPayload: ResolverTypeWrapper<Omit<SetProductDeletedPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  SetProductModifiersPayload: ResolverTypeWrapper<Omit<SetProductModifiersPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  SetPromoBatchActivePayload: ResolverTypeWrapper<SetPromoBatchActivePayload>;
  SetPromoBatchDeletedPayload: ResolverTypeWrapper<SetPromoBatchDeletedPayload>;
  SetPromocodeActivePayload: ResolverTypeWrapper<SetPromocodeActivePayload>;
  SetPromocodeDeletedPayload: ResolverTypeWrapper<SetPromocodeDeletedPayload>;
  SetRecipientActivePayload: ResolverTypeWrapper<SetRecipientActivePayload>;
  SetRecipientDeletedPayload: ResolverTypeWrapper<SetRecipientDeletedPayload>;
  SetShowDemoAreasPayload: ResolverTypeWrapper<SetShowDemoAreasPayload>;
  SetStaffUserActivePayload: ResolverTypeWrapper<SetStaffUserActivePayload>;
  SetStaffUserDeletedPayload: ResolverTypeWrapper<SetStaffUserDeletedPayload>;
  SetStockDocumentActivePayload: ResolverTypeWrapper<Omit<SetStockDocumentActivePayload, 'document'> & { document?: Maybe<ResolversTypes['StockDocument']> }>;
  SetStockDocumentDeletedPayload: ResolverTypeWrapper<Omit<SetStockDocumentDeletedPayload, 'document'> & { document?: Maybe<ResolversTypes['StockDocument']> }>;
  SetStreetActivePayload: ResolverTypeWrapper<SetStreetActivePayload>;
  SetStreetDeletedPayload: ResolverTypeWrapper<SetStreetDeletedPayload>;
  SetSupplierActivePayload: ResolverTypeWrapper<SetSupplierActivePayload>;
  SetSupplierDeletedPayload: ResolverTypeWrapper<SetSupplierDeletedPayload>;
  SetUnitActivePayload: ResolverTypeWrapper<SetUnitActivePayload>;
  SetUnitDeletedPayload: ResolverTypeWrapper<SetUnitDeletedPayload>;
  SetUserAccessPayload: ResolverTypeWrapper<SetUserAccessPayload>;
  SetWorkerPositionActivePayload: ResolverTypeWrapper<SetWorkerPositionActivePayload>;
  SetWorkerPositionDeletedPayload: ResolverTypeWrapper<SetWorkerPositionDeletedPayload>;
  SetWriteOffReasonActivePayload: ResolverTypeWrapper<SetWriteOffReasonActivePayload>;
  SetWriteOffReasonDeletedPayload: ResolverTypeWrapper<SetWriteOffReasonDeletedPayload>;
  ShiftTakings: ResolverTypeWrapper<ShiftTakings>;
  ShopFacet: ResolverTypeWrapper<ShopFacet>;
  ShopProduct: ResolverTypeWrapper<ShopProduct>;
  ShopRatingFacet: ResolverTypeWrapper<ShopRatingFacet>;
  ShopType: ShopType;
  SiteChannel: ResolverTypeWrapper<SiteChannel>;
  SiteOrder: ResolverTypeWrapper<SiteOrder>;
  SiteOrders: ResolverTypeWrapper<SiteOrders>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StaffUserCreateInput: StaffUserCreateInput;
  StaffUserUpdateInput: StaffUserUpdateInput;
  StartBackupPayload: ResolverTypeWrapper<StartBackupPayload>;
  StockBalance: ResolverTypeWrapper<Omit<StockBalance, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  StockBalanceConnection: ResolverTypeWrapper<Omit<StockBalanceConnection, 'edges'> & { edges: Array<ResolversTypes['StockBalanceEdge']> }>;
  StockBalanceEdge: ResolverTypeWrapper<Omit<StockBalanceEdge, 'node'> & { node: ResolversTypes['StockBalance'] }>;
  StockBalanceFilter: StockBalanceFilter;
  StockBalanceOrder: StockBalanceOrder;
  StockDocument: ResolverTypeWrapper<Omit<StockDocument, 'lines'> & { lines: Array<ResolversTypes['StockDocumentLine']> }>;
  StockDocumentConnection: ResolverTypeWrapper<Omit<StockDocumentConnection, 'edges'> & { edges: Array<ResolversTypes['StockDocumentEdge']> }>;
  StockDocumentEdge: ResolverTypeWrapper<Omit<StockDocumentEdge, 'node'> & { node: ResolversTypes['StockDocument'] }>;
  StockDocumentFilter: StockDocumentFilter;
  StockDocumentInput: StockDocumentInput;
  StockDocumentKind: StockDocumentKind;
  StockDocumentLine: ResolverTypeWrapper<Omit<StockDocumentLine, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  StockDocumentLineInput: StockDocumentLineInput;
  StockDocumentStatus: StockDocumentStatus;
  StockMovement: ResolverTypeWrapper<Omit<StockMovement, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  StockMovementConnection: ResolverTypeWrapper<Omit<StockMovementConnection, 'edges'> & { edges: Array<ResolversTypes['StockMovementEdge']> }>;
  StockMovementEdge: ResolverTypeWrapper<Omit<StockMovementEdge, 'node'> & { node: ResolversTypes['StockMovement'] }>;
  StockMovementFilter: StockMovementFilter;
  StockMovementReason: StockMovementReason;
  Street: ResolverTypeWrapper<Street>;
  StreetConnection: ResolverTypeWrapper<StreetConnection>;
  StreetCreateInput: StreetCreateInput;
  StreetEdge: ResolverTypeWrapper<StreetEdge>;
  StreetUpdateInput: StreetUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Supplier: ResolverTypeWrapper<Supplier>;
  SupplierConnection: ResolverTypeWrapper<SupplierConnection>;
  SupplierCreateInput: SupplierCreateInput;
  SupplierEdge: ResolverTypeWrapper<SupplierEdge>;
  SupplierUpdateInput: SupplierUpdateInput;
  SystemColor: ResolverTypeWrapper<SystemColor>;
  TaxationType: TaxationType;
  Todo: ResolverTypeWrapper<Todo>;
  TodoInput: TodoInput;
  TodoTag: ResolverTypeWrapper<TodoTag>;
  Unit: ResolverTypeWrapper<Unit>;
  UnitCreateInput: UnitCreateInput;
  UnitUpdateInput: UnitUpdateInput;
  UnpostStockDocumentPayload: ResolverTypeWrapper<Omit<UnpostStockDocumentPayload, 'document'> & { document?: Maybe<ResolversTypes['StockDocument']> }>;
  UpcomingOccasion: ResolverTypeWrapper<UpcomingOccasion>;
  UpdateAffiliatePayload: ResolverTypeWrapper<UpdateAffiliatePayload>;
  UpdateCategoryPayload: ResolverTypeWrapper<Omit<UpdateCategoryPayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  UpdateCertificatePayload: ResolverTypeWrapper<UpdateCertificatePayload>;
  UpdateChangeOptionPayload: ResolverTypeWrapper<UpdateChangeOptionPayload>;
  UpdateClientPayload: ResolverTypeWrapper<UpdateClientPayload>;
  UpdateDiscountPayload: ResolverTypeWrapper<UpdateDiscountPayload>;
  UpdateEmployeePayload: ResolverTypeWrapper<UpdateEmployeePayload>;
  UpdateGiftPayload: ResolverTypeWrapper<UpdateGiftPayload>;
  UpdateLoyaltyProgramPayload: ResolverTypeWrapper<UpdateLoyaltyProgramPayload>;
  UpdateMarkupPayload: ResolverTypeWrapper<UpdateMarkupPayload>;
  UpdateNotePayload: ResolverTypeWrapper<UpdateNotePayload>;
  UpdateOrderMarkPayload: ResolverTypeWrapper<UpdateOrderMarkPayload>;
  UpdateOrderPayload: ResolverTypeWrapper<Omit<UpdateOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  UpdateOrderSourcePayload: ResolverTypeWrapper<UpdateOrderSourcePayload>;
  UpdateOrderStatusPayload: ResolverTypeWrapper<UpdateOrderStatusPayload>;
  UpdateOrganizationPayload: ResolverTypeWrapper<UpdateOrganizationPayload>;
  UpdateOutletPayload: ResolverTypeWrapper<UpdateOutletPayload>;
  UpdatePaymentTypePayload: ResolverTypeWrapper<UpdatePaymentTypePayload>;
  UpdateProductPayload: ResolverTypeWrapper<Omit<UpdateProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  UpdatePromoBatchPayload: ResolverTypeWrapper<UpdatePromoBatchPayload>;
  UpdatePromocodePayload: ResolverTypeWrapper<UpdatePromocodePayload>;
  UpdateReceiptSettingsPayload: ResolverTypeWrapper<UpdateReceiptSettingsPayload>;
  UpdateRecipientPayload: ResolverTypeWrapper<UpdateRecipientPayload>;
  UpdateStaffUserPayload: ResolverTypeWrapper<UpdateStaffUserPayload>;
  UpdateStockDocumentPayload: ResolverTypeWrapper<Omit<UpdateStockDocumentPayload, 'document'> & { document?: Maybe<ResolversTypes['StockDocument']> }>;
  UpdateStreetPayload: ResolverTypeWrapper<UpdateStreetPayload>;
  UpdateSupplierPayload: ResolverTypeWrapper<UpdateSupplierPayload>;
  UpdateUnitPayload: ResolverTypeWrapper<UpdateUnitPayload>;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWebhookEndpointPayload: ResolverTypeWrapper<UpdateWebhookEndpointPayload>;
  UpdateWorkerPositionPayload: ResolverTypeWrapper<UpdateWorkerPositionPayload>;
  UpdateWriteOffReasonPayload: ResolverTypeWrapper<UpdateWriteOffReasonPayload>;
  User: ResolverTypeWrapper<User>;
  UserAccessInput: UserAccessInput;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  VatRate: VatRate;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryConnection: ResolverTypeWrapper<WebhookDeliveryConnection>;
  WebhookDeliveryEdge: ResolverTypeWrapper<WebhookDeliveryEdge>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEvent: WebhookEvent;
  WorkerPosition: ResolverTypeWrapper<WorkerPosition>;
  WorkerPositionCreateInput: WorkerPositionCreateInput;
  WorkerPositionUpdateInput: WorkerPositionUpdateInput;
  WriteOffReason: ResolverTypeWrapper<WriteOffReason>;
  WriteOffReasonCreateInput: WriteOffReasonCreateInput;
  WriteOffReasonUpdateInput: WriteOffReasonUpdateInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddCashMovePayload: AddCashMovePayload;
  Affiliate: Affiliate;
  AffiliateCreateInput: AffiliateCreateInput;
  AffiliateUpdateInput: AffiliateUpdateInput;
  AssignCourierPayload: AssignCourierPayload;
  AssignOrderWorkerPayload: Omit<AssignOrderWorkerPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  AudienceConnection: AudienceConnection;
  AudienceMember: AudienceMember;
  AudienceMemberEdge: AudienceMemberEdge;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  AuthPayload: AuthPayload;
  Backup: Backup;
  BackupState: BackupState;
  BackupTableCount: BackupTableCount;
  Board: Board;
  BoardCard: BoardCard;
  BoardColumn: BoardColumn;
  BoardLabel: BoardLabel;
  BoardMember: BoardMember;
  BonusAccount: BonusAccount;
  BonusEntry: BonusEntry;
  BonusEntryConnection: BonusEntryConnection;
  BonusEntryEdge: BonusEntryEdge;
  Boolean: Scalars['Boolean']['output'];
  CalendarEvent: CalendarEvent;
  CalendarEventInput: CalendarEventInput;
  CampaignCounts: CampaignCounts;
  CardAttachment: CardAttachment;
  CardComment: CardComment;
  CardInput: CardInput;
  CartItem: CartItem;
  CashEntry: CashEntry;
  CashShift: CashShift;
  CashShiftChange: CashShiftChange;
  CashShiftConnection: CashShiftConnection;
  CashShiftEdge: CashShiftEdge;
  CashShiftFilter: CashShiftFilter;
  Category: CategoryParent;
  CategoryCreateInput: CategoryCreateInput;
  CategoryProductCount: CategoryProductCount;
  CategoryUpdateInput: CategoryUpdateInput;
  Certificate: Certificate;
  CertificateConnection: CertificateConnection;
  CertificateCreateInput: CertificateCreateInput;
  CertificateEdge: CertificateEdge;
  CertificateUpdateInput: CertificateUpdateInput;
  ChangeOption: ChangeOption;
  ChangeOptionCreateInput: ChangeOptionCreateInput;
  ChangeOptionUpdateInput: ChangeOptionUpdateInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ChatContact: ChatContact;
  ChatConversation: ChatConversation;
  ChatMessage: ChatMessage;
  ChatRecent: ChatRecent;
  ChatRoom: ChatRoom;
  CheckoutCertificate: CheckoutCertificate;
  CheckoutCodes: CheckoutCodes;
  CheckoutPromo: CheckoutPromo;
  ClearNotificationsPayload: ClearNotificationsPayload;
  Client: Client;
  ClientCard: ClientCard;
  ClientConnection: ClientConnection;
  ClientCreateInput: ClientCreateInput;
  ClientDeliveryNoticesPayload: ClientDeliveryNoticesPayload;
  ClientEdge: ClientEdge;
  ClientOccasion: ClientOccasion;
  ClientOccasionInput: ClientOccasionInput;
  ClientUpdateInput: ClientUpdateInput;
  CloseCashShiftPayload: CloseCashShiftPayload;
  ComboSlot: ComboSlotParent;
  ComboSlotInput: ComboSlotInput;
  CopyMarketingCampaignPayload: CopyMarketingCampaignPayload;
  Courier: Courier;
  CourierAccount: CourierAccount;
  CouriersPayload: CouriersPayload;
  CreateAffiliatePayload: CreateAffiliatePayload;
  CreateCategoryPayload: Omit<CreateCategoryPayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  CreateCertificatePayload: CreateCertificatePayload;
  CreateChangeOptionPayload: CreateChangeOptionPayload;
  CreateClientPayload: CreateClientPayload;
  CreateDiscountPayload: CreateDiscountPayload;
  CreateEmployeePayload: CreateEmployeePayload;
  CreateGiftPayload: CreateGiftPayload;
  CreateIntegrationTokenInput: CreateIntegrationTokenInput;
  CreateIntegrationTokenPayload: CreateIntegrationTokenPayload;
  CreateMarkupPayload: CreateMarkupPayload;
  CreateNotePayload: CreateNotePayload;
  CreateOrderMarkPayload: CreateOrderMarkPayload;
  CreateOrderPayload: Omit<CreateOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  CreateOrderSourcePayload: CreateOrderSourcePayload;
  CreateOrderStatusPayload: CreateOrderStatusPayload;
  CreateOrganizationPayload: CreateOrganizationPayload;
  CreateOutletPayload: CreateOutletPayload;
  CreatePaymentTypePayload: CreatePaymentTypePayload;
  CreateProductPayload: Omit<CreateProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  CreatePromoBatchPayload: CreatePromoBatchPayload;
  CreatePromocodePayload: CreatePromocodePayload;
  CreateRecipientPayload: CreateRecipientPayload;
  CreateStaffUserPayload: CreateStaffUserPayload;
  CreateStockDocumentPayload: Omit<CreateStockDocumentPayload, 'document'> & { document?: Maybe<ResolversParentTypes['StockDocument']> };
  CreateStreetPayload: CreateStreetPayload;
  CreateSupplierPayload: CreateSupplierPayload;
  CreateUnitPayload: CreateUnitPayload;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWebhookEndpointPayload: CreateWebhookEndpointPayload;
  CreateWorkerPositionPayload: CreateWorkerPositionPayload;
  CreateWriteOffReasonPayload: CreateWriteOffReasonPayload;
  Date: Scalars['Date']['output'];
  DateRangeInput: DateRangeInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteClientOccasionPayload: DeleteClientOccasionPayload;
  DeleteMarketingCampaignPayload: DeleteMarketingCampaignPayload;
  DeleteOrderPayload: DeleteOrderPayload;
  DeleteWebhookEndpointPayload: DeleteWebhookEndpointPayload;
  Delivery: Delivery;
  DeliveryDay: DeliveryDay;
  DeliveryNotice: DeliveryNotice;
  DeliveryNoticeConnection: DeliveryNoticeConnection;
  DeliveryNoticeEdge: DeliveryNoticeEdge;
  DeliveryNoticeTemplate: DeliveryNoticeTemplate;
  DeliveryNoticeTemplatesPayload: DeliveryNoticeTemplatesPayload;
  DeliveryPayload: DeliveryPayload;
  DeliveryPhoto: DeliveryPhoto;
  DeliverySettings: DeliverySettings;
  DeliverySettingsInput: DeliverySettingsInput;
  DeliverySettingsPayload: DeliverySettingsPayload;
  DeliveryWindow: DeliveryWindow;
  DemoAreasSetting: DemoAreasSetting;
  DirectoryUser: DirectoryUser;
  Discount: Discount;
  DiscountCreateInput: DiscountCreateInput;
  DiscountUpdateInput: DiscountUpdateInput;
  DismissNotificationPayload: DismissNotificationPayload;
  Employee: Employee;
  EmployeeCreateInput: EmployeeCreateInput;
  EmployeeUpdateInput: EmployeeUpdateInput;
  FiscalDocument: FiscalDocument;
  FiscalDocumentInput: FiscalDocumentInput;
  FiscalDocumentPayload: FiscalDocumentPayload;
  FiscalReportInput: FiscalReportInput;
  FiscalSettings: FiscalSettings;
  FiscalSettingsInput: FiscalSettingsInput;
  FiscalSettingsPayload: FiscalSettingsPayload;
  Float: Scalars['Float']['output'];
  Gift: Gift;
  GiftCreateInput: GiftCreateInput;
  GiftUpdateInput: GiftUpdateInput;
  Health: Health;
  ID: Scalars['ID']['output'];
  InboxMessage: InboxMessage;
  InboxSender: InboxSender;
  Int: Scalars['Int']['output'];
  IntegrationToken: IntegrationToken;
  Invoice: Invoice;
  InvoiceInput: InvoiceInput;
  InvoiceItem: InvoiceItem;
  InvoiceItemInput: InvoiceItemInput;
  InvoiceParty: InvoiceParty;
  InvoicePartyInput: InvoicePartyInput;
  KitchenBoard: KitchenBoard;
  KitchenBumpPayload: KitchenBumpPayload;
  KitchenChange: KitchenChange;
  KitchenLine: KitchenLine;
  KitchenPrepTime: KitchenPrepTime;
  KitchenStation: KitchenStation;
  KitchenStationInput: KitchenStationInput;
  KitchenStationsPayload: KitchenStationsPayload;
  KitchenTargets: KitchenTargets;
  KitchenTargetsInput: KitchenTargetsInput;
  KitchenTargetsPayload: KitchenTargetsPayload;
  KitchenTicket: KitchenTicket;
  ListFilter: ListFilter;
  ListRecord: ResolversInterfaceTypes<ResolversParentTypes>['ListRecord'];
  LogoutPayload: LogoutPayload;
  LoyaltyProgram: LoyaltyProgram;
  LoyaltyProgramInput: LoyaltyProgramInput;
  LoyaltyTier: LoyaltyTier;
  LoyaltyTierInput: LoyaltyTierInput;
  MarketingCampaign: MarketingCampaign;
  MarketingCampaignInput: MarketingCampaignInput;
  MarketingClient: MarketingClient;
  MarketingClientConnection: MarketingClientConnection;
  MarketingClientDetails: MarketingClientDetails;
  MarketingClientEdge: MarketingClientEdge;
  MarketingClientFilter: MarketingClientFilter;
  MarketingPreview: MarketingPreview;
  MarketingSegment: MarketingSegment;
  MarketingSegmentInput: MarketingSegmentInput;
  Markup: Markup;
  MarkupCreateInput: MarkupCreateInput;
  MarkupUpdateInput: MarkupUpdateInput;
  ModifierComponent: ModifierComponent;
  ModifierComponentInput: ModifierComponentInput;
  ModifierGroup: ModifierGroup;
  ModifierGroupInput: ModifierGroupInput;
  ModifierOption: ModifierOption;
  ModifierOptionInput: ModifierOptionInput;
  MoveCategoryPayload: Omit<MoveCategoryPayload, 'categories'> & { categories?: Maybe<Array<ResolversParentTypes['Category']>> };
  MoveChangeOptionPayload: MoveChangeOptionPayload;
  MoveNotePayload: MoveNotePayload;
  MoveOrderMarkPayload: MoveOrderMarkPayload;
  MoveOrderSourcePayload: MoveOrderSourcePayload;
  MoveOrderStatusPayload: MoveOrderStatusPayload;
  MovePaymentTypePayload: MovePaymentTypePayload;
  MoveProductPayload: Omit<MoveProductPayload, 'products'> & { products?: Maybe<Array<ResolversParentTypes['Product']>> };
  Mutation: Record<PropertyKey, never>;
  Note: Note;
  NoteCreateInput: NoteCreateInput;
  NoteUpdateInput: NoteUpdateInput;
  Notification: Notification;
  NotificationConnection: NotificationConnection;
  NotificationEdge: NotificationEdge;
  OccasionSuggestion: OccasionSuggestion;
  OpenCashShiftPayload: OpenCashShiftPayload;
  Order: OrderParent;
  OrderChange: Omit<OrderChange, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderComboPartInput: OrderComboPartInput;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderFilter: OrderFilter;
  OrderHistoryEntry: OrderHistoryEntry;
  OrderInput: OrderInput;
  OrderLine: OrderLine;
  OrderLineComboPart: OrderLineComboPart;
  OrderLineInput: OrderLineInput;
  OrderLineModifier: OrderLineModifier;
  OrderList: Omit<OrderList, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderMark: OrderMark;
  OrderMarkCreateInput: OrderMarkCreateInput;
  OrderMarkUpdateInput: OrderMarkUpdateInput;
  OrderOverview: OrderOverview;
  OrderOverviewPeriod: OrderOverviewPeriod;
  OrderPayment: OrderPayment;
  OrderPerson: OrderPerson;
  OrderPersonInput: OrderPersonInput;
  OrderSource: OrderSource;
  OrderSourceCreateInput: OrderSourceCreateInput;
  OrderSourceUpdateInput: OrderSourceUpdateInput;
  OrderStats: OrderStats;
  OrderStatsDay: OrderStatsDay;
  OrderStatsGroup: OrderStatsGroup;
  OrderStatsModifier: OrderStatsModifier;
  OrderStatsProduct: OrderStatsProduct;
  OrderStatsStatus: OrderStatsStatus;
  OrderStatsTotals: OrderStatsTotals;
  OrderStatus: OrderStatus;
  OrderStatusCreateInput: OrderStatusCreateInput;
  OrderStatusUpdateInput: OrderStatusUpdateInput;
  Organization: Organization;
  OrganizationCreateInput: OrganizationCreateInput;
  OrganizationUpdateInput: OrganizationUpdateInput;
  OutboxFilter: OutboxFilter;
  OutboxMessage: OutboxMessage;
  OutboxMessageConnection: OutboxMessageConnection;
  OutboxMessageEdge: OutboxMessageEdge;
  Outlet: Outlet;
  OutletCreateInput: OutletCreateInput;
  OutletUpdateInput: OutletUpdateInput;
  PageInfo: PageInfo;
  PayOrderPayload: Omit<PayOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  PaymentType: PaymentType;
  PaymentTypeCreateInput: PaymentTypeCreateInput;
  PaymentTypeUpdateInput: PaymentTypeUpdateInput;
  PlaceCategoryPayload: Omit<PlaceCategoryPayload, 'categories'> & { categories?: Maybe<Array<ResolversParentTypes['Category']>> };
  PostStockDocumentPayload: Omit<PostStockDocumentPayload, 'document'> & { document?: Maybe<ResolversParentTypes['StockDocument']> };
  Product: ProductParent;
  ProductComponent: Omit<ProductComponent, 'component'> & { component?: Maybe<ResolversParentTypes['Product']> };
  ProductComponentInput: ProductComponentInput;
  ProductConnection: Omit<ProductConnection, 'edges'> & { edges: Array<ResolversParentTypes['ProductEdge']> };
  ProductCreateInput: ProductCreateInput;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductMenu: Omit<ProductMenu, 'comboSlots'> & { comboSlots: Array<ResolversParentTypes['ComboSlot']> };
  ProductStationPayload: ProductStationPayload;
  ProductUpdateInput: ProductUpdateInput;
  ProductVatPayload: Omit<ProductVatPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProjectEntry: ProjectEntry;
  PromoBatch: PromoBatch;
  PromoBatchCode: PromoBatchCode;
  PromoBatchCodes: PromoBatchCodes;
  PromoBatchCreateInput: PromoBatchCreateInput;
  PromoBatchUpdateInput: PromoBatchUpdateInput;
  Promocode: Promocode;
  PromocodeConnection: PromocodeConnection;
  PromocodeCreateInput: PromocodeCreateInput;
  PromocodeEdge: PromocodeEdge;
  PromocodeUpdateInput: PromocodeUpdateInput;
  Query: Record<PropertyKey, never>;
  ReadyOrder: ReadyOrder;
  ReceiptSettings: ReceiptSettings;
  ReceiptSettingsInput: ReceiptSettingsInput;
  Recipient: Recipient;
  RecipientConnection: RecipientConnection;
  RecipientCreateInput: RecipientCreateInput;
  RecipientEdge: RecipientEdge;
  RecipientUpdateInput: RecipientUpdateInput;
  RegisterInput: RegisterInput;
  RemoveCategoryImagePayload: Omit<RemoveCategoryImagePayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  RemoveProductImagePayload: Omit<RemoveProductImagePayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordPayload: ResetPasswordPayload;
  RetryOutboxMessagePayload: RetryOutboxMessagePayload;
  RetryWebhookDeliveryPayload: RetryWebhookDeliveryPayload;
  RevokeIntegrationTokenPayload: RevokeIntegrationTokenPayload;
  RouteSheet: RouteSheet;
  SaveClientOccasionPayload: SaveClientOccasionPayload;
  SaveMarketingCampaignPayload: SaveMarketingCampaignPayload;
  SendCampaignResult: SendCampaignResult;
  SendMarketingCampaignPayload: SendMarketingCampaignPayload;
  SetAffiliateActivePayload: SetAffiliateActivePayload;
  SetAffiliateDeletedPayload: SetAffiliateDeletedPayload;
  SetCategoryActivePayload: Omit<SetCategoryActivePayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  SetCategoryDeletedPayload: Omit<SetCategoryDeletedPayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  SetCertificateActivePayload: SetCertificateActivePayload;
  SetCertificateDeletedPayload: SetCertificateDeletedPayload;
  SetChangeOptionActivePayload: SetChangeOptionActivePayload;
  SetChangeOptionDeletedPayload: SetChangeOptionDeletedPayload;
  SetClientActivePayload: SetClientActivePayload;
  SetClientDeletedPayload: SetClientDeletedPayload;
  SetClientDoNotDisturbPayload: SetClientDoNotDisturbPayload;
  SetDiscountActivePayload: SetDiscountActivePayload;
  SetDiscountDeletedPayload: SetDiscountDeletedPayload;
  SetEmployeeActivePayload: SetEmployeeActivePayload;
  SetEmployeeDeletedPayload: SetEmployeeDeletedPayload;
  SetGiftActivePayload: SetGiftActivePayload;
  SetGiftDeletedPayload: SetGiftDeletedPayload;
  SetMarkupActivePayload: SetMarkupActivePayload;
  SetMarkupDeletedPayload: SetMarkupDeletedPayload;
  SetNoteActivePayload: SetNoteActivePayload;
  SetNoteDeletedPayload: SetNoteDeletedPayload;
  SetOrderMarkActivePayload: SetOrderMarkActivePayload;
  SetOrderMarkDeletedPayload: SetOrderMarkDeletedPayload;
  SetOrderPaymentPayload: Omit<SetOrderPaymentPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  SetOrderSourceActivePayload: SetOrderSourceActivePayload;
  SetOrderSourceDeletedPayload: SetOrderSourceDeletedPayload;
  SetOrderStatusActivePayload: SetOrderStatusActivePayload;
  SetOrderStatusDeletedPayload: SetOrderStatusDeletedPayload;
  SetOrderStatusPayload: Omit<SetOrderStatusPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  SetOrdersStatusPayload: SetOrdersStatusPayload;
  SetOrganizationActivePayload: SetOrganizationActivePayload;
  SetOrganizationDeletedPayload: SetOrganizationDeletedPayload;
  SetOutletActivePayload: SetOutletActivePayload;
  SetOutletDeletedPayload: SetOutletDeletedPayload;
  SetPaymentTypeActivePayload: SetPaymentTypeActivePayload;
  SetPaymentTypeDeletedPayload: SetPaymentTypeDeletedPayload;
  SetProductActivePayload: Omit<SetProductActivePayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  SetProductComboPayload: Omit<SetProductComboPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  SetProductCompositionPayload: Omit<SetProductCompositionPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  SetProductDeletedPayload: Omit<SetProductDeletedPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  SetProductModifiersPayload: Omit<SetProductModifiersPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  SetPromoBatchActivePayload: SetPromoBatchActivePayload;
  SetPromoBatchDeletedPayload: SetPromoBatchDeletedPayload;
  SetPromocodeActivePayload: SetPromocodeActivePayload;
  SetPromocodeDeletedPayload: SetPromocodeDeletedPayload;
  SetRecipientActivePayload: SetRecipientActivePayload;
  SetRecipientDeletedPayload: SetRecipientDeletedPayload;
  SetShowDemoAreasPayload: SetShowDemoAreasPayload;
  SetStaffUserActivePayload: SetStaffUserActivePayload;
  SetStaffUserDeletedPayload: SetStaffUserDeletedPayload;
  SetStockDocumentActivePayload: Omit<SetStockDocumentActivePayload, 'document'> & { document?: Maybe<ResolversParentTypes['StockDocument']> };
  SetStockDocumentDeletedPayload: Omit<SetStockDocumentDeletedPayload, 'document'> & { document?: Maybe<ResolversParentTypes['StockDocument']> };
  SetStreetActivePayload: SetStreetActivePayload;
  SetStreetDeletedPayload: SetStreetDeletedPayload;
  SetSupplierActivePayload: SetSupplierActivePayload;
  SetSupplierDeletedPayload: SetSupplierDeletedPayload;
  SetUnitActivePayload: SetUnitActivePayload;
  SetUnitDeletedPayload: SetUnitDeletedPayload;
  SetUserAccessPayload: SetUserAccessPayload;
  SetWorkerPositionActivePayload: SetWorkerPositionActivePayload;
  SetWorkerPositionDeletedPayload: SetWorkerPositionDeletedPayload;
  SetWriteOffReasonActivePayload: SetWriteOffReasonActivePayload;
  SetWriteOffReasonDeletedPayload: SetWriteOffReasonDeletedPayload;
  ShiftTakings: ShiftTakings;
  ShopFacet: ShopFacet;
  ShopProduct: ShopProduct;
  ShopRatingFacet: ShopRatingFacet;
  SiteChannel: SiteChannel;
  SiteOrder: SiteOrder;
  SiteOrders: SiteOrders;
  StaffUser: StaffUser;
  StaffUserCreateInput: StaffUserCreateInput;
  StaffUserUpdateInput: StaffUserUpdateInput;
  StartBackupPayload: StartBackupPayload;
  StockBalance: Omit<StockBalance, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  StockBalanceConnection: Omit<StockBalanceConnection, 'edges'> & { edges: Array<ResolversParentTypes['StockBalanceEdge']> };
  StockBalanceEdge: Omit<StockBalanceEdge, 'node'> & { node: ResolversParentTypes['StockBalance'] };
  StockBalanceFilter: StockBalanceFilter;
  StockDocument: Omit<StockDocument, 'lines'> & { lines: Array<ResolversParentTypes['StockDocumentLine']> };
  StockDocumentConnection: Omit<StockDocumentConnection, 'edges'> & { edges: Array<ResolversParentTypes['StockDocumentEdge']> };
  StockDocumentEdge: Omit<StockDocumentEdge, 'node'> & { node: ResolversParentTypes['StockDocument'] };
  StockDocumentFilter: StockDocumentFilter;
  StockDocumentInput: StockDocumentInput;
  StockDocumentLine: Omit<StockDocumentLine, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  StockDocumentLineInput: StockDocumentLineInput;
  StockMovement: Omit<StockMovement, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  StockMovementConnection: Omit<StockMovementConnection, 'edges'> & { edges: Array<ResolversParentTypes['StockMovementEdge']> };
  StockMovementEdge: Omit<StockMovementEdge, 'node'> & { node: ResolversParentTypes['StockMovement'] };
  StockMovementFilter: StockMovementFilter;
  Street: Street;
  StreetConnection: StreetConnection;
  StreetCreateInput: StreetCreateInput;
  StreetEdge: StreetEdge;
  StreetUpdateInput: StreetUpdateInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Supplier: Supplier;
  SupplierConnection: SupplierConnection;
  SupplierCreateInput: SupplierCreateInput;
  SupplierEdge: SupplierEdge;
  SupplierUpdateInput: SupplierUpdateInput;
  SystemColor: SystemColor;
  Todo: Todo;
  TodoInput: TodoInput;
  TodoTag: TodoTag;
  Unit: Unit;
  UnitCreateInput: UnitCreateInput;
  UnitUpdateInput: UnitUpdateInput;
  UnpostStockDocumentPayload: Omit<UnpostStockDocumentPayload, 'document'> & { document?: Maybe<ResolversParentTypes['StockDocument']> };
  UpcomingOccasion: UpcomingOccasion;
  UpdateAffiliatePayload: UpdateAffiliatePayload;
  UpdateCategoryPayload: Omit<UpdateCategoryPayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  UpdateCertificatePayload: UpdateCertificatePayload;
  UpdateChangeOptionPayload: UpdateChangeOptionPayload;
  UpdateClientPayload: UpdateClientPayload;
  UpdateDiscountPayload: UpdateDiscountPayload;
  UpdateEmployeePayload: UpdateEmployeePayload;
  UpdateGiftPayload: UpdateGiftPayload;
  UpdateLoyaltyProgramPayload: UpdateLoyaltyProgramPayload;
  UpdateMarkupPayload: UpdateMarkupPayload;
  UpdateNotePayload: UpdateNotePayload;
  UpdateOrderMarkPayload: UpdateOrderMarkPayload;
  UpdateOrderPayload: Omit<UpdateOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  UpdateOrderSourcePayload: UpdateOrderSourcePayload;
  UpdateOrderStatusPayload: UpdateOrderStatusPayload;
  UpdateOrganizationPayload: UpdateOrganizationPayload;
  UpdateOutletPayload: UpdateOutletPayload;
  UpdatePaymentTypePayload: UpdatePaymentTypePayload;
  UpdateProductPayload: Omit<UpdateProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  UpdatePromoBatchPayload: UpdatePromoBatchPayload;
  UpdatePromocodePayload: UpdatePromocodePayload;
  UpdateReceiptSettingsPayload: UpdateReceiptSettingsPayload;
  UpdateRecipientPayload: UpdateRecipientPayload;
  UpdateStaffUserPayload: UpdateStaffUserPayload;
  UpdateStockDocumentPayload: Omit<UpdateStockDocumentPayload, 'document'> & { document?: Maybe<ResolversParentTypes['StockDocument']> };
  UpdateStreetPayload: UpdateStreetPayload;
  UpdateSupplierPayload: UpdateSupplierPayload;
  UpdateUnitPayload: UpdateUnitPayload;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWebhookEndpointPayload: UpdateWebhookEndpointPayload;
  UpdateWorkerPositionPayload: UpdateWorkerPositionPayload;
  UpdateWriteOffReasonPayload: UpdateWriteOffReasonPayload;
  User: User;
  UserAccessInput: UserAccessInput;
  UserError: UserError;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryConnection: WebhookDeliveryConnection;
  WebhookDeliveryEdge: WebhookDeliveryEdge;
  WebhookEndpoint: WebhookEndpoint;
  WorkerPosition: WorkerPosition;
  WorkerPositionCreateInput: WorkerPositionCreateInput;
  WorkerPositionUpdateInput: WorkerPositionUpdateInput;
  WriteOffReason: WriteOffReason;
  WriteOffReasonCreateInput: WriteOffReasonCreateInput;
  WriteOffReasonUpdateInput: WriteOffReasonUpdateInput;
};

export type CostDirectiveArgs = {
  value: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ListBoundDirectiveArgs = {
  setting: Scalars['String']['input'];
};

export type ListBoundDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListBoundDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddCashMovePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddCashMovePayload'] = ResolversParentTypes['AddCashMovePayload']> = {
  shift?: Resolver<Maybe<ResolversTypes['CashShift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AffiliateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Affiliate'] = ResolversParentTypes['Affiliate']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AssignCourierPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssignCourierPayload'] = ResolversParentTypes['AssignCourierPayload']> = {
  deliveries?: Resolver<Maybe<Array<ResolversTypes['Delivery']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AssignOrderWorkerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssignOrderWorkerPayload'] = ResolversParentTypes['AssignOrderWorkerPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AudienceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceConnection'] = ResolversParentTypes['AudienceConnection']> = {
  doNotDisturbCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['AudienceMemberEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceMember'] = ResolversParentTypes['AudienceMember']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  doNotDisturb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastOrderDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occasion?: Resolver<Maybe<ResolversTypes['UpcomingOccasion']>, ParentType, ContextType>;
  outboxStatus?: Resolver<Maybe<ResolversTypes['OutboxStatus']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AudienceMemberEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceMemberEdge'] = ResolversParentTypes['AudienceMemberEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AudienceMember'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BackupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Backup'] = ResolversParentTypes['Backup']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['BackupTableCount']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BackupStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackupState'] = ResolversParentTypes['BackupState']> = {
  backups?: Resolver<Array<ResolversTypes['Backup']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastErrorAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastGoodAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['BackupMode'], ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BackupTableCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackupTableCount'] = ResolversParentTypes['BackupTableCount']> = {
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board']> = {
  columns?: Resolver<Array<ResolversTypes['BoardColumn']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['BoardMember']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardCard'] = ResolversParentTypes['BoardCard']> = {
  attachments?: Resolver<Array<ResolversTypes['CardAttachment']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['CardComment']>, ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardColumn'] = ResolversParentTypes['BoardColumn']> = {
  cardList?: Resolver<Array<ResolversTypes['BoardCard']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardLabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardLabel'] = ResolversParentTypes['BoardLabel']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardMember'] = ResolversParentTypes['BoardMember']> = {
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BonusAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BonusAccount'] = ResolversParentTypes['BonusAccount']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['BonusEntry']>, ParentType, ContextType>;
  nextExpiryAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextExpiryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BonusEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BonusEntry'] = ResolversParentTypes['BonusEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BonusEntryKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reverses?: Resolver<Maybe<ResolversTypes['BonusEntryKind']>, ParentType, ContextType>;
};

export type BonusEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BonusEntryConnection'] = ResolversParentTypes['BonusEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BonusEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BonusEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BonusEntryEdge'] = ResolversParentTypes['BonusEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BonusEntry'], ParentType, ContextType>;
};

export type CalendarEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignCounts'] = ResolversParentTypes['CampaignCounts']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CardAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardAttachment'] = ResolversParentTypes['CardAttachment']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardComment'] = ResolversParentTypes['CardComment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ShopProduct'], ParentType, ContextType>;
};

export type CashEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashEntry'] = ResolversParentTypes['CashEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CashEntryKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CashShiftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashShift'] = ResolversParentTypes['CashShift']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cashIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashOut?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashTakings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countedCash?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expectedCash?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  openedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openingCash?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CashShiftStatus'], ParentType, ContextType>;
  takings?: Resolver<Array<ResolversTypes['ShiftTakings']>, ParentType, ContextType>;
  takingsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['CashEntry']>, ParentType, ContextType>;
};

export type CashShiftChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashShiftChange'] = ResolversParentTypes['CashShiftChange']> = {
  kind?: Resolver<ResolversTypes['CashShiftChangeKind'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['CashShift'], ParentType, ContextType>;
};

export type CashShiftConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashShiftConnection'] = ResolversParentTypes['CashShiftConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CashShiftEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CashShiftEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashShiftEdge'] = ResolversParentTypes['CashShiftEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CashShift'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryProductCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryProductCount'] = ResolversParentTypes['CategoryProductCount']> = {
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CertificateConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CertificateConnection'] = ResolversParentTypes['CertificateConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CertificateEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CertificateEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CertificateEdge'] = ResolversParentTypes['CertificateEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Certificate'], ParentType, ContextType>;
};

export type ChangeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeOption'] = ResolversParentTypes['ChangeOption']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ChatContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatContact'] = ResolversParentTypes['ChatContact']> = {
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mood?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChatPresence'], ParentType, ContextType>;
};

export type ChatConversationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatConversation'] = ResolversParentTypes['ChatConversation']> = {
  chats?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatRecentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatRecent'] = ResolversParentTypes['ChatRecent']> = {
  chatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['ChatContact'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastChatTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatRoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatRoom'] = ResolversParentTypes['ChatRoom']> = {
  chatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageList?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  recentListUpdated?: Resolver<Array<ResolversTypes['ChatRecent']>, ParentType, ContextType>;
};

export type CheckoutCertificateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutCertificate'] = ResolversParentTypes['CheckoutCertificate']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutCodes'] = ResolversParentTypes['CheckoutCodes']> = {
  certificate?: Resolver<Maybe<ResolversTypes['CheckoutCertificate']>, ParentType, ContextType>;
  promo?: Resolver<Maybe<ResolversTypes['CheckoutPromo']>, ParentType, ContextType>;
};

export type CheckoutPromoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutPromo'] = ResolversParentTypes['CheckoutPromo']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  minOrderSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ClearNotificationsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClearNotificationsPayload'] = ResolversParentTypes['ClearNotificationsPayload']> = {
  notifications?: Resolver<Maybe<Array<ResolversTypes['Notification']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patronymic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClientCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientCard'] = ResolversParentTypes['ClientCard']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryNotices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doNotDisturb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doNotDisturbAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstOrderDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  lastOrderDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  liveOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liveSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientConnection'] = ResolversParentTypes['ClientConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ClientEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientDeliveryNoticesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientDeliveryNoticesPayload'] = ResolversParentTypes['ClientDeliveryNoticesPayload']> = {
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ClientEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientEdge'] = ResolversParentTypes['ClientEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
};

export type ClientOccasionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientOccasion'] = ResolversParentTypes['ClientOccasion']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OccasionKind'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['OccasionSource'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CloseCashShiftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CloseCashShiftPayload'] = ResolversParentTypes['CloseCashShiftPayload']> = {
  shift?: Resolver<Maybe<ResolversTypes['CashShift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ComboSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComboSlot'] = ResolversParentTypes['ComboSlot']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type CopyMarketingCampaignPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CopyMarketingCampaignPayload'] = ResolversParentTypes['CopyMarketingCampaignPayload']> = {
  campaign?: Resolver<Maybe<ResolversTypes['MarketingCampaign']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CourierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Courier'] = ResolversParentTypes['Courier']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourierAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierAccount'] = ResolversParentTypes['CourierAccount']> = {
  courierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouriersPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouriersPayload'] = ResolversParentTypes['CouriersPayload']> = {
  couriers?: Resolver<Maybe<Array<ResolversTypes['Courier']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateAffiliatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateAffiliatePayload'] = ResolversParentTypes['CreateAffiliatePayload']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCategoryPayload'] = ResolversParentTypes['CreateCategoryPayload']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateCertificatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCertificatePayload'] = ResolversParentTypes['CreateCertificatePayload']> = {
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateChangeOptionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateChangeOptionPayload'] = ResolversParentTypes['CreateChangeOptionPayload']> = {
  changeOption?: Resolver<Maybe<ResolversTypes['ChangeOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateClientPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateClientPayload'] = ResolversParentTypes['CreateClientPayload']> = {
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateDiscountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateDiscountPayload'] = ResolversParentTypes['CreateDiscountPayload']> = {
  discount?: Resolver<Maybe<ResolversTypes['Discount']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateEmployeePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateEmployeePayload'] = ResolversParentTypes['CreateEmployeePayload']> = {
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateGiftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGiftPayload'] = ResolversParentTypes['CreateGiftPayload']> = {
  gift?: Resolver<Maybe<ResolversTypes['Gift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateIntegrationTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateIntegrationTokenPayload'] = ResolversParentTypes['CreateIntegrationTokenPayload']> = {
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['IntegrationToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateMarkupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMarkupPayload'] = ResolversParentTypes['CreateMarkupPayload']> = {
  markup?: Resolver<Maybe<ResolversTypes['Markup']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateNotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateNotePayload'] = ResolversParentTypes['CreateNotePayload']> = {
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOrderMarkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderMarkPayload'] = ResolversParentTypes['CreateOrderMarkPayload']> = {
  orderMark?: Resolver<Maybe<ResolversTypes['OrderMark']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderPayload'] = ResolversParentTypes['CreateOrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOrderSourcePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderSourcePayload'] = ResolversParentTypes['CreateOrderSourcePayload']> = {
  orderSource?: Resolver<Maybe<ResolversTypes['OrderSource']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOrderStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderStatusPayload'] = ResolversParentTypes['CreateOrderStatusPayload']> = {
  orderStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOrganizationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrganizationPayload'] = ResolversParentTypes['CreateOrganizationPayload']> = {
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOutletPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOutletPayload'] = ResolversParentTypes['CreateOutletPayload']> = {
  outlet?: Resolver<Maybe<ResolversTypes['Outlet']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreatePaymentTypePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePaymentTypePayload'] = ResolversParentTypes['CreatePaymentTypePayload']> = {
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProductPayload'] = ResolversParentTypes['CreateProductPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreatePromoBatchPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePromoBatchPayload'] = ResolversParentTypes['CreatePromoBatchPayload']> = {
  promoBatch?: Resolver<Maybe<ResolversTypes['PromoBatch']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreatePromocodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePromocodePayload'] = ResolversParentTypes['CreatePromocodePayload']> = {
  promocode?: Resolver<Maybe<ResolversTypes['Promocode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateRecipientPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateRecipientPayload'] = ResolversParentTypes['CreateRecipientPayload']> = {
  recipient?: Resolver<Maybe<ResolversTypes['Recipient']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateStaffUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStaffUserPayload'] = ResolversParentTypes['CreateStaffUserPayload']> = {
  staffUser?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateStockDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStockDocumentPayload'] = ResolversParentTypes['CreateStockDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateStreetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStreetPayload'] = ResolversParentTypes['CreateStreetPayload']> = {
  street?: Resolver<Maybe<ResolversTypes['Street']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateSupplierPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateSupplierPayload'] = ResolversParentTypes['CreateSupplierPayload']> = {
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateUnitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateUnitPayload'] = ResolversParentTypes['CreateUnitPayload']> = {
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWebhookEndpointPayload'] = ResolversParentTypes['CreateWebhookEndpointPayload']> = {
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateWorkerPositionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWorkerPositionPayload'] = ResolversParentTypes['CreateWorkerPositionPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  workerPosition?: Resolver<Maybe<ResolversTypes['WorkerPosition']>, ParentType, ContextType>;
};

export type CreateWriteOffReasonPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWriteOffReasonPayload'] = ResolversParentTypes['CreateWriteOffReasonPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  writeOffReason?: Resolver<Maybe<ResolversTypes['WriteOffReason']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteClientOccasionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteClientOccasionPayload'] = ResolversParentTypes['DeleteClientOccasionPayload']> = {
  deletedOccasionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteMarketingCampaignPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteMarketingCampaignPayload'] = ResolversParentTypes['DeleteMarketingCampaignPayload']> = {
  deletedCampaignId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteOrderPayload'] = ResolversParentTypes['DeleteOrderPayload']> = {
  deletedOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteWebhookEndpointPayload'] = ResolversParentTypes['DeleteWebhookEndpointPayload']> = {
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientNotices?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['Courier']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failureReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mapsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['DeliveryPhoto']>, ParentType, ContextType>;
  pickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receiverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  window?: Resolver<Maybe<ResolversTypes['DeliveryWindow']>, ParentType, ContextType>;
};

export type DeliveryDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryDay'] = ResolversParentTypes['DeliveryDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
};

export type DeliveryNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryNotice'] = ResolversParentTypes['DeliveryNotice']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['DeliveryNoticeEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryNoticeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryNoticeConnection'] = ResolversParentTypes['DeliveryNoticeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DeliveryNoticeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryNoticeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryNoticeEdge'] = ResolversParentTypes['DeliveryNoticeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DeliveryNotice'], ParentType, ContextType>;
};

export type DeliveryNoticeTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryNoticeTemplate'] = ResolversParentTypes['DeliveryNoticeTemplate']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['DeliveryNoticeEvent'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryNoticeTemplatesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryNoticeTemplatesPayload'] = ResolversParentTypes['DeliveryNoticeTemplatesPayload']> = {
  templates?: Resolver<Maybe<Array<ResolversTypes['DeliveryNoticeTemplate']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryPayload'] = ResolversParentTypes['DeliveryPayload']> = {
  delivery?: Resolver<Maybe<ResolversTypes['Delivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeliveryPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryPhoto'] = ResolversParentTypes['DeliveryPhoto']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliverySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliverySettings'] = ResolversParentTypes['DeliverySettings']> = {
  dayEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dayStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['DeliveryWindow']>, ParentType, ContextType>;
};

export type DeliverySettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliverySettingsPayload'] = ResolversParentTypes['DeliverySettingsPayload']> = {
  settings?: Resolver<Maybe<ResolversTypes['DeliverySettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeliveryWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryWindow'] = ResolversParentTypes['DeliveryWindow']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DemoAreasSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DemoAreasSetting'] = ResolversParentTypes['DemoAreasSetting']> = {
  envDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stored?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DirectoryUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DirectoryUser'] = ResolversParentTypes['DirectoryUser']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imgUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DismissNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DismissNotificationPayload'] = ResolversParentTypes['DismissNotificationPayload']> = {
  notifications?: Resolver<Maybe<Array<ResolversTypes['Notification']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type EmployeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['WorkerPosition']>, ParentType, ContextType>;
  positionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FiscalDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiscalDocument'] = ResolversParentTypes['FiscalDocument']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fiscalAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FiscalDocumentKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shiftId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  sign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FiscalStatus'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FiscalDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiscalDocumentPayload'] = ResolversParentTypes['FiscalDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['FiscalDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type FiscalSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiscalSettings'] = ResolversParentTypes['FiscalSettings']> = {
  cashierInn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultVat?: Resolver<ResolversTypes['VatRate'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  taxationType?: Resolver<ResolversTypes['TaxationType'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type FiscalSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiscalSettingsPayload'] = ResolversParentTypes['FiscalSettingsPayload']> = {
  settings?: Resolver<Maybe<ResolversTypes['FiscalSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type GiftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Gift'] = ResolversParentTypes['Gift']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minOrderSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  backupMode?: Resolver<Maybe<ResolversTypes['BackupMode']>, ParentType, ContextType>;
  crm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastBackupAgeSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InboxMessage'] = ResolversParentTypes['InboxMessage']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['InboxSender'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InboxSenderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InboxSender'] = ResolversParentTypes['InboxSender']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IntegrationToken'] = ResolversParentTypes['IntegrationToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  buyer?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceItem']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoicePartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceParty'] = ResolversParentTypes['InvoiceParty']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KitchenBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenBoard'] = ResolversParentTypes['KitchenBoard']> = {
  targets?: Resolver<ResolversTypes['KitchenTargets'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['KitchenTicket']>, ParentType, ContextType>;
};

export type KitchenBumpPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenBumpPayload'] = ResolversParentTypes['KitchenBumpPayload']> = {
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type KitchenChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenChange'] = ResolversParentTypes['KitchenChange']> = {
  kind?: Resolver<ResolversTypes['OrderChangeKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type KitchenLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenLine'] = ResolversParentTypes['KitchenLine']> = {
  bumped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['OrderLine'], ParentType, ContextType>;
  station?: Resolver<Maybe<ResolversTypes['KitchenStation']>, ParentType, ContextType>;
};

export type KitchenPrepTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenPrepTime'] = ResolversParentTypes['KitchenPrepTime']> = {
  avgSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  maxSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KitchenStationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenStation'] = ResolversParentTypes['KitchenStation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  print?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KitchenStationsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenStationsPayload'] = ResolversParentTypes['KitchenStationsPayload']> = {
  stations?: Resolver<Maybe<Array<ResolversTypes['KitchenStation']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type KitchenTargetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenTargets'] = ResolversParentTypes['KitchenTargets']> = {
  amberMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KitchenTargetsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenTargetsPayload'] = ResolversParentTypes['KitchenTargetsPayload']> = {
  targets?: Resolver<Maybe<ResolversTypes['KitchenTargets']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type KitchenTicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenTicket'] = ResolversParentTypes['KitchenTicket']> = {
  ageSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['KitchenLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ListRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListRecord'] = ResolversParentTypes['ListRecord']> = {
  __resolveType: TypeResolveFn<'Affiliate' | 'Category' | 'Certificate' | 'ChangeOption' | 'Client' | 'Discount' | 'Employee' | 'Gift' | 'Markup' | 'Note' | 'OrderMark' | 'OrderSource' | 'OrderStatus' | 'Organization' | 'Outlet' | 'PaymentType' | 'Product' | 'PromoBatch' | 'Promocode' | 'Recipient' | 'StaffUser' | 'Street' | 'Supplier' | 'Unit' | 'WorkerPosition' | 'WriteOffReason', ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  loggedOut?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LoyaltyProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyProgram'] = ResolversParentTypes['LoyaltyProgram']> = {
  accrualPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxSharePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['LoyaltyTier']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoyaltyTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyTier'] = ResolversParentTypes['LoyaltyTier']> = {
  fromSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MarketingCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingCampaign'] = ResolversParentTypes['MarketingCampaign']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['CampaignCounts'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promocodeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promocodeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['MarketingSegment'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MarketingClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingClient'] = ResolversParentTypes['MarketingClient']> = {
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  doNotDisturb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doNotDisturbAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextOccasion?: Resolver<Maybe<ResolversTypes['UpcomingOccasion']>, ParentType, ContextType>;
  occasionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketingClientConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingClientConnection'] = ResolversParentTypes['MarketingClientConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MarketingClientEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketingClientDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingClientDetails'] = ResolversParentTypes['MarketingClientDetails']> = {
  client?: Resolver<ResolversTypes['MarketingClient'], ParentType, ContextType>;
  occasions?: Resolver<Array<ResolversTypes['ClientOccasion']>, ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['OccasionSuggestion']>, ParentType, ContextType>;
};

export type MarketingClientEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingClientEdge'] = ResolversParentTypes['MarketingClientEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MarketingClient'], ParentType, ContextType>;
};

export type MarketingPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingPreview'] = ResolversParentTypes['MarketingPreview']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  doNotDisturb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occasion?: Resolver<Maybe<ResolversTypes['UpcomingOccasion']>, ParentType, ContextType>;
  outboxStatus?: Resolver<Maybe<ResolversTypes['OutboxStatus']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketingSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingSegment'] = ResolversParentTypes['MarketingSegment']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  idleDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  occasionDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  occasionKind?: Resolver<Maybe<ResolversTypes['SegmentOccasion']>, ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  spentOver?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MarkupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Markup'] = ResolversParentTypes['Markup']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['DiscountKind']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModifierComponentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifierComponent'] = ResolversParentTypes['ModifierComponent']> = {
  componentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ModifierGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifierGroup'] = ResolversParentTypes['ModifierGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ModifierOption']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModifierOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModifierOption'] = ResolversParentTypes['ModifierOption']> = {
  components?: Resolver<Array<ResolversTypes['ModifierComponent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceDelta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MoveCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveCategoryPayload'] = ResolversParentTypes['MoveCategoryPayload']> = {
  categories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MoveChangeOptionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveChangeOptionPayload'] = ResolversParentTypes['MoveChangeOptionPayload']> = {
  changeOptions?: Resolver<Maybe<Array<ResolversTypes['ChangeOption']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MoveNotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveNotePayload'] = ResolversParentTypes['MoveNotePayload']> = {
  notes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MoveOrderMarkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveOrderMarkPayload'] = ResolversParentTypes['MoveOrderMarkPayload']> = {
  orderMarks?: Resolver<Maybe<Array<ResolversTypes['OrderMark']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MoveOrderSourcePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveOrderSourcePayload'] = ResolversParentTypes['MoveOrderSourcePayload']> = {
  orderSources?: Resolver<Maybe<Array<ResolversTypes['OrderSource']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MoveOrderStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveOrderStatusPayload'] = ResolversParentTypes['MoveOrderStatusPayload']> = {
  orderStatuses?: Resolver<Maybe<Array<ResolversTypes['OrderStatus']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MovePaymentTypePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MovePaymentTypePayload'] = ResolversParentTypes['MovePaymentTypePayload']> = {
  paymentTypes?: Resolver<Maybe<Array<ResolversTypes['PaymentType']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MoveProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveProductPayload'] = ResolversParentTypes['MoveProductPayload']> = {
  products?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBoard?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationAddBoardArgs, 'title'>>;
  addBoardMember?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationAddBoardMemberArgs, 'boardId' | 'memberId'>>;
  addCalendarEvent?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<MutationAddCalendarEventArgs, 'input'>>;
  addCard?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationAddCardArgs, 'boardId' | 'listId' | 'title'>>;
  addCashMove?: Resolver<ResolversTypes['AddCashMovePayload'], ParentType, ContextType, RequireFields<MutationAddCashMoveArgs, 'amount' | 'kind' | 'reason' | 'shiftId'>>;
  addChatMessage?: Resolver<ResolversTypes['ChatConversation'], ParentType, ContextType, RequireFields<MutationAddChatMessageArgs, 'chatId' | 'contactId' | 'text'>>;
  addColumn?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationAddColumnArgs, 'boardId' | 'title'>>;
  addDeliveryPhoto?: Resolver<ResolversTypes['DeliveryPayload'], ParentType, ContextType, RequireFields<MutationAddDeliveryPhotoArgs, 'orderId' | 'photo'>>;
  addInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationAddInvoiceArgs, 'input'>>;
  addToCart?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId'>>;
  addTodo?: Resolver<Array<ResolversTypes['Todo']>, ParentType, ContextType, RequireFields<MutationAddTodoArgs, 'input'>>;
  addTodoTag?: Resolver<Array<ResolversTypes['TodoTag']>, ParentType, ContextType, RequireFields<MutationAddTodoTagArgs, 'name'>>;
  assignCourier?: Resolver<ResolversTypes['AssignCourierPayload'], ParentType, ContextType, RequireFields<MutationAssignCourierArgs, 'orderIds'>>;
  assignOrderWorker?: Resolver<ResolversTypes['AssignOrderWorkerPayload'], ParentType, ContextType, RequireFields<MutationAssignOrderWorkerArgs, 'id'>>;
  bumpKitchenLine?: Resolver<ResolversTypes['KitchenBumpPayload'], ParentType, ContextType, RequireFields<MutationBumpKitchenLineArgs, 'lineId'>>;
  bumpKitchenTicket?: Resolver<ResolversTypes['KitchenBumpPayload'], ParentType, ContextType, RequireFields<MutationBumpKitchenTicketArgs, 'orderId'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  clearNotifications?: Resolver<ResolversTypes['ClearNotificationsPayload'], ParentType, ContextType, Partial<MutationClearNotificationsArgs>>;
  closeCashShift?: Resolver<ResolversTypes['CloseCashShiftPayload'], ParentType, ContextType, RequireFields<MutationCloseCashShiftArgs, 'countedCash' | 'id'>>;
  copyMarketingCampaign?: Resolver<ResolversTypes['CopyMarketingCampaignPayload'], ParentType, ContextType, RequireFields<MutationCopyMarketingCampaignArgs, 'id'>>;
  createAffiliate?: Resolver<ResolversTypes['CreateAffiliatePayload'], ParentType, ContextType, RequireFields<MutationCreateAffiliateArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['CreateCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCertificate?: Resolver<ResolversTypes['CreateCertificatePayload'], ParentType, ContextType, RequireFields<MutationCreateCertificateArgs, 'input'>>;
  createChangeOption?: Resolver<ResolversTypes['CreateChangeOptionPayload'], ParentType, ContextType, RequireFields<MutationCreateChangeOptionArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['CreateClientPayload'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createDiscount?: Resolver<ResolversTypes['CreateDiscountPayload'], ParentType, ContextType, RequireFields<MutationCreateDiscountArgs, 'input'>>;
  createEmployee?: Resolver<ResolversTypes['CreateEmployeePayload'], ParentType, ContextType, RequireFields<MutationCreateEmployeeArgs, 'input'>>;
  createFiscalDocument?: Resolver<ResolversTypes['FiscalDocumentPayload'], ParentType, ContextType, RequireFields<MutationCreateFiscalDocumentArgs, 'input'>>;
  createGift?: Resolver<ResolversTypes['CreateGiftPayload'], ParentType, ContextType, RequireFields<MutationCreateGiftArgs, 'input'>>;
  createIntegrationToken?: Resolver<ResolversTypes['CreateIntegrationTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateIntegrationTokenArgs, 'input'>>;
  createMarkup?: Resolver<ResolversTypes['CreateMarkupPayload'], ParentType, ContextType, RequireFields<MutationCreateMarkupArgs, 'input'>>;
  createNote?: Resolver<ResolversTypes['CreateNotePayload'], ParentType, ContextType, RequireFields<MutationCreateNoteArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['CreateOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createOrderMark?: Resolver<ResolversTypes['CreateOrderMarkPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderMarkArgs, 'input'>>;
  createOrderSource?: Resolver<ResolversTypes['CreateOrderSourcePayload'], ParentType, ContextType, RequireFields<MutationCreateOrderSourceArgs, 'input'>>;
  createOrderStatus?: Resolver<ResolversTypes['CreateOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderStatusArgs, 'input'>>;
  createOrganization?: Resolver<ResolversTypes['CreateOrganizationPayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createOutlet?: Resolver<ResolversTypes['CreateOutletPayload'], ParentType, ContextType, RequireFields<MutationCreateOutletArgs, 'input'>>;
  createPaymentType?: Resolver<ResolversTypes['CreatePaymentTypePayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentTypeArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['CreateProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createPromoBatch?: Resolver<ResolversTypes['CreatePromoBatchPayload'], ParentType, ContextType, RequireFields<MutationCreatePromoBatchArgs, 'input'>>;
  createPromocode?: Resolver<ResolversTypes['CreatePromocodePayload'], ParentType, ContextType, RequireFields<MutationCreatePromocodeArgs, 'input'>>;
  createRecipient?: Resolver<ResolversTypes['CreateRecipientPayload'], ParentType, ContextType, RequireFields<MutationCreateRecipientArgs, 'input'>>;
  createStaffUser?: Resolver<ResolversTypes['CreateStaffUserPayload'], ParentType, ContextType, RequireFields<MutationCreateStaffUserArgs, 'input'>>;
  createStockDocument?: Resolver<ResolversTypes['CreateStockDocumentPayload'], ParentType, ContextType, RequireFields<MutationCreateStockDocumentArgs, 'input' | 'kind'>>;
  createStreet?: Resolver<ResolversTypes['CreateStreetPayload'], ParentType, ContextType, RequireFields<MutationCreateStreetArgs, 'input'>>;
  createSupplier?: Resolver<ResolversTypes['CreateSupplierPayload'], ParentType, ContextType, RequireFields<MutationCreateSupplierArgs, 'input'>>;
  createUnit?: Resolver<ResolversTypes['CreateUnitPayload'], ParentType, ContextType, RequireFields<MutationCreateUnitArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreateWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  createWorkerPosition?: Resolver<ResolversTypes['CreateWorkerPositionPayload'], ParentType, ContextType, RequireFields<MutationCreateWorkerPositionArgs, 'input'>>;
  createWriteOffReason?: Resolver<ResolversTypes['CreateWriteOffReasonPayload'], ParentType, ContextType, RequireFields<MutationCreateWriteOffReasonArgs, 'input'>>;
  deleteBoardMember?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationDeleteBoardMemberArgs, 'boardId' | 'memberId'>>;
  deleteCalendarEvent?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<MutationDeleteCalendarEventArgs, 'id'>>;
  deleteClientOccasion?: Resolver<ResolversTypes['DeleteClientOccasionPayload'], ParentType, ContextType, RequireFields<MutationDeleteClientOccasionArgs, 'id'>>;
  deleteColumn?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationDeleteColumnArgs, 'boardId' | 'listId'>>;
  deleteFromCart?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType, RequireFields<MutationDeleteFromCartArgs, 'productId'>>;
  deleteInboxMessage?: Resolver<Array<ResolversTypes['InboxMessage']>, ParentType, ContextType, RequireFields<MutationDeleteInboxMessageArgs, 'id'>>;
  deleteInvoice?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<MutationDeleteInvoiceArgs, 'id'>>;
  deleteKitchenStation?: Resolver<ResolversTypes['KitchenStationsPayload'], ParentType, ContextType, RequireFields<MutationDeleteKitchenStationArgs, 'id'>>;
  deleteMarketingCampaign?: Resolver<ResolversTypes['DeleteMarketingCampaignPayload'], ParentType, ContextType, RequireFields<MutationDeleteMarketingCampaignArgs, 'id'>>;
  deleteOrder?: Resolver<ResolversTypes['DeleteOrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'id'>>;
  deleteTodo?: Resolver<Array<ResolversTypes['Todo']>, ParentType, ContextType, RequireFields<MutationDeleteTodoArgs, 'id'>>;
  deleteTodoTag?: Resolver<Array<ResolversTypes['TodoTag']>, ParentType, ContextType, RequireFields<MutationDeleteTodoTagArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['DeleteWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  dismissNotification?: Resolver<ResolversTypes['DismissNotificationPayload'], ParentType, ContextType, RequireFields<MutationDismissNotificationArgs, 'id'>>;
  linkCourierAccount?: Resolver<ResolversTypes['CouriersPayload'], ParentType, ContextType, RequireFields<MutationLinkCourierAccountArgs, 'employeeId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markMyDelivery?: Resolver<ResolversTypes['DeliveryPayload'], ParentType, ContextType, RequireFields<MutationMarkMyDeliveryArgs, 'delivered' | 'orderId'>>;
  moveCard?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationMoveCardArgs, 'boardId' | 'destination' | 'destinationListId' | 'source' | 'sourceListId'>>;
  moveCategory?: Resolver<ResolversTypes['MoveCategoryPayload'], ParentType, ContextType, RequireFields<MutationMoveCategoryArgs, 'id' | 'toId'>>;
  moveChangeOption?: Resolver<ResolversTypes['MoveChangeOptionPayload'], ParentType, ContextType, RequireFields<MutationMoveChangeOptionArgs, 'id' | 'toId'>>;
  moveNote?: Resolver<ResolversTypes['MoveNotePayload'], ParentType, ContextType, RequireFields<MutationMoveNoteArgs, 'id' | 'toId'>>;
  moveOrderMark?: Resolver<ResolversTypes['MoveOrderMarkPayload'], ParentType, ContextType, RequireFields<MutationMoveOrderMarkArgs, 'id' | 'toId'>>;
  moveOrderSource?: Resolver<ResolversTypes['MoveOrderSourcePayload'], ParentType, ContextType, RequireFields<MutationMoveOrderSourceArgs, 'id' | 'toId'>>;
  moveOrderStatus?: Resolver<ResolversTypes['MoveOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationMoveOrderStatusArgs, 'id' | 'toId'>>;
  movePaymentType?: Resolver<ResolversTypes['MovePaymentTypePayload'], ParentType, ContextType, RequireFields<MutationMovePaymentTypeArgs, 'id' | 'toId'>>;
  moveProduct?: Resolver<ResolversTypes['MoveProductPayload'], ParentType, ContextType, RequireFields<MutationMoveProductArgs, 'id' | 'toId'>>;
  openCashShift?: Resolver<ResolversTypes['OpenCashShiftPayload'], ParentType, ContextType, RequireFields<MutationOpenCashShiftArgs, 'openingCash'>>;
  payOrder?: Resolver<ResolversTypes['PayOrderPayload'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'id'>>;
  placeCategory?: Resolver<ResolversTypes['PlaceCategoryPayload'], ParentType, ContextType, RequireFields<MutationPlaceCategoryArgs, 'id'>>;
  postStockDocument?: Resolver<ResolversTypes['PostStockDocumentPayload'], ParentType, ContextType, RequireFields<MutationPostStockDocumentArgs, 'id'>>;
  recallKitchenTicket?: Resolver<ResolversTypes['KitchenBumpPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCategoryImage?: Resolver<ResolversTypes['RemoveCategoryImagePayload'], ParentType, ContextType, RequireFields<MutationRemoveCategoryImageArgs, 'id'>>;
  removeProductImage?: Resolver<ResolversTypes['RemoveProductImagePayload'], ParentType, ContextType, RequireFields<MutationRemoveProductImageArgs, 'id'>>;
  renameColumn?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationRenameColumnArgs, 'boardId' | 'listId' | 'title'>>;
  reorderCard?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationReorderCardArgs, 'boardId' | 'endIndex' | 'listId' | 'startIndex'>>;
  reorderColumns?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationReorderColumnsArgs, 'boardId' | 'endIndex' | 'startIndex'>>;
  reorderTodos?: Resolver<Array<ResolversTypes['Todo']>, ParentType, ContextType, RequireFields<MutationReorderTodosArgs, 'ids'>>;
  reportFiscalDocument?: Resolver<ResolversTypes['FiscalDocumentPayload'], ParentType, ContextType, RequireFields<MutationReportFiscalDocumentArgs, 'id' | 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  retryOutboxMessage?: Resolver<ResolversTypes['RetryOutboxMessagePayload'], ParentType, ContextType, RequireFields<MutationRetryOutboxMessageArgs, 'id'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['RetryWebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'id'>>;
  revokeIntegrationToken?: Resolver<ResolversTypes['RevokeIntegrationTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeIntegrationTokenArgs, 'id'>>;
  saveClientOccasion?: Resolver<ResolversTypes['SaveClientOccasionPayload'], ParentType, ContextType, RequireFields<MutationSaveClientOccasionArgs, 'input'>>;
  saveDeliveryNoticeTemplate?: Resolver<ResolversTypes['DeliveryNoticeTemplatesPayload'], ParentType, ContextType, RequireFields<MutationSaveDeliveryNoticeTemplateArgs, 'body' | 'event' | 'subject'>>;
  saveKitchenStation?: Resolver<ResolversTypes['KitchenStationsPayload'], ParentType, ContextType, RequireFields<MutationSaveKitchenStationArgs, 'input'>>;
  saveMarketingCampaign?: Resolver<ResolversTypes['SaveMarketingCampaignPayload'], ParentType, ContextType, RequireFields<MutationSaveMarketingCampaignArgs, 'input'>>;
  selectInboxMessage?: Resolver<Array<ResolversTypes['InboxMessage']>, ParentType, ContextType, RequireFields<MutationSelectInboxMessageArgs, 'id' | 'selected'>>;
  sendMarketingCampaign?: Resolver<ResolversTypes['SendMarketingCampaignPayload'], ParentType, ContextType, RequireFields<MutationSendMarketingCampaignArgs, 'id'>>;
  setAffiliateActive?: Resolver<ResolversTypes['SetAffiliateActivePayload'], ParentType, ContextType, RequireFields<MutationSetAffiliateActiveArgs, 'active' | 'id'>>;
  setAffiliateDeleted?: Resolver<ResolversTypes['SetAffiliateDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetAffiliateDeletedArgs, 'deleted' | 'id'>>;
  setCategoryActive?: Resolver<ResolversTypes['SetCategoryActivePayload'], ParentType, ContextType, RequireFields<MutationSetCategoryActiveArgs, 'active' | 'id'>>;
  setCategoryDeleted?: Resolver<ResolversTypes['SetCategoryDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetCategoryDeletedArgs, 'deleted' | 'id'>>;
  setCertificateActive?: Resolver<ResolversTypes['SetCertificateActivePayload'], ParentType, ContextType, RequireFields<MutationSetCertificateActiveArgs, 'active' | 'id'>>;
  setCertificateDeleted?: Resolver<ResolversTypes['SetCertificateDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetCertificateDeletedArgs, 'deleted' | 'id'>>;
  setChangeOptionActive?: Resolver<ResolversTypes['SetChangeOptionActivePayload'], ParentType, ContextType, RequireFields<MutationSetChangeOptionActiveArgs, 'active' | 'id'>>;
  setChangeOptionDeleted?: Resolver<ResolversTypes['SetChangeOptionDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetChangeOptionDeletedArgs, 'deleted' | 'id'>>;
  setClientActive?: Resolver<ResolversTypes['SetClientActivePayload'], ParentType, ContextType, RequireFields<MutationSetClientActiveArgs, 'active' | 'id'>>;
  setClientDeleted?: Resolver<ResolversTypes['SetClientDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetClientDeletedArgs, 'deleted' | 'id'>>;
  setClientDeliveryNotices?: Resolver<ResolversTypes['ClientDeliveryNoticesPayload'], ParentType, ContextType, RequireFields<MutationSetClientDeliveryNoticesArgs, 'clientId' | 'enabled'>>;
  setClientDoNotDisturb?: Resolver<ResolversTypes['SetClientDoNotDisturbPayload'], ParentType, ContextType, RequireFields<MutationSetClientDoNotDisturbArgs, 'clientId' | 'value'>>;
  setDeliverySettings?: Resolver<ResolversTypes['DeliverySettingsPayload'], ParentType, ContextType, RequireFields<MutationSetDeliverySettingsArgs, 'input'>>;
  setDeliveryStatus?: Resolver<ResolversTypes['DeliveryPayload'], ParentType, ContextType, RequireFields<MutationSetDeliveryStatusArgs, 'orderId' | 'status'>>;
  setDeliveryWindow?: Resolver<ResolversTypes['DeliveryPayload'], ParentType, ContextType, RequireFields<MutationSetDeliveryWindowArgs, 'date' | 'orderId'>>;
  setDiscountActive?: Resolver<ResolversTypes['SetDiscountActivePayload'], ParentType, ContextType, RequireFields<MutationSetDiscountActiveArgs, 'active' | 'id'>>;
  setDiscountDeleted?: Resolver<ResolversTypes['SetDiscountDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetDiscountDeletedArgs, 'deleted' | 'id'>>;
  setEmployeeActive?: Resolver<ResolversTypes['SetEmployeeActivePayload'], ParentType, ContextType, RequireFields<MutationSetEmployeeActiveArgs, 'active' | 'id'>>;
  setEmployeeDeleted?: Resolver<ResolversTypes['SetEmployeeDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetEmployeeDeletedArgs, 'deleted' | 'id'>>;
  setGiftActive?: Resolver<ResolversTypes['SetGiftActivePayload'], ParentType, ContextType, RequireFields<MutationSetGiftActiveArgs, 'active' | 'id'>>;
  setGiftDeleted?: Resolver<ResolversTypes['SetGiftDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetGiftDeletedArgs, 'deleted' | 'id'>>;
  setKitchenTargets?: Resolver<ResolversTypes['KitchenTargetsPayload'], ParentType, ContextType, RequireFields<MutationSetKitchenTargetsArgs, 'input'>>;
  setMarkupActive?: Resolver<ResolversTypes['SetMarkupActivePayload'], ParentType, ContextType, RequireFields<MutationSetMarkupActiveArgs, 'active' | 'id'>>;
  setMarkupDeleted?: Resolver<ResolversTypes['SetMarkupDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetMarkupDeletedArgs, 'deleted' | 'id'>>;
  setNoteActive?: Resolver<ResolversTypes['SetNoteActivePayload'], ParentType, ContextType, RequireFields<MutationSetNoteActiveArgs, 'active' | 'id'>>;
  setNoteDeleted?: Resolver<ResolversTypes['SetNoteDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetNoteDeletedArgs, 'deleted' | 'id'>>;
  setOrderMarkActive?: Resolver<ResolversTypes['SetOrderMarkActivePayload'], ParentType, ContextType, RequireFields<MutationSetOrderMarkActiveArgs, 'active' | 'id'>>;
  setOrderMarkDeleted?: Resolver<ResolversTypes['SetOrderMarkDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetOrderMarkDeletedArgs, 'deleted' | 'id'>>;
  setOrderPayment?: Resolver<ResolversTypes['SetOrderPaymentPayload'], ParentType, ContextType, RequireFields<MutationSetOrderPaymentArgs, 'id'>>;
  setOrderSourceActive?: Resolver<ResolversTypes['SetOrderSourceActivePayload'], ParentType, ContextType, RequireFields<MutationSetOrderSourceActiveArgs, 'active' | 'id'>>;
  setOrderSourceDeleted?: Resolver<ResolversTypes['SetOrderSourceDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetOrderSourceDeletedArgs, 'deleted' | 'id'>>;
  setOrderStatus?: Resolver<ResolversTypes['SetOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusArgs, 'id' | 'statusId'>>;
  setOrderStatusActive?: Resolver<ResolversTypes['SetOrderStatusActivePayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusActiveArgs, 'active' | 'id'>>;
  setOrderStatusDeleted?: Resolver<ResolversTypes['SetOrderStatusDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusDeletedArgs, 'deleted' | 'id'>>;
  setOrdersStatus?: Resolver<ResolversTypes['SetOrdersStatusPayload'], ParentType, ContextType, RequireFields<MutationSetOrdersStatusArgs, 'ids' | 'statusId'>>;
  setOrganizationActive?: Resolver<ResolversTypes['SetOrganizationActivePayload'], ParentType, ContextType, RequireFields<MutationSetOrganizationActiveArgs, 'active' | 'id'>>;
  setOrganizationDeleted?: Resolver<ResolversTypes['SetOrganizationDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetOrganizationDeletedArgs, 'deleted' | 'id'>>;
  setOutletActive?: Resolver<ResolversTypes['SetOutletActivePayload'], ParentType, ContextType, RequireFields<MutationSetOutletActiveArgs, 'active' | 'id'>>;
  setOutletDeleted?: Resolver<ResolversTypes['SetOutletDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetOutletDeletedArgs, 'deleted' | 'id'>>;
  setPaymentTypeActive?: Resolver<ResolversTypes['SetPaymentTypeActivePayload'], ParentType, ContextType, RequireFields<MutationSetPaymentTypeActiveArgs, 'active' | 'id'>>;
  setPaymentTypeDeleted?: Resolver<ResolversTypes['SetPaymentTypeDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetPaymentTypeDeletedArgs, 'deleted' | 'id'>>;
  setProductActive?: Resolver<ResolversTypes['SetProductActivePayload'], ParentType, ContextType, RequireFields<MutationSetProductActiveArgs, 'active' | 'id'>>;
  setProductCombo?: Resolver<ResolversTypes['SetProductComboPayload'], ParentType, ContextType, RequireFields<MutationSetProductComboArgs, 'productId' | 'slots'>>;
  setProductComposition?: Resolver<ResolversTypes['SetProductCompositionPayload'], ParentType, ContextType, RequireFields<MutationSetProductCompositionArgs, 'items' | 'productId'>>;
  setProductDeleted?: Resolver<ResolversTypes['SetProductDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetProductDeletedArgs, 'deleted' | 'id'>>;
  setProductModifiers?: Resolver<ResolversTypes['SetProductModifiersPayload'], ParentType, ContextType, RequireFields<MutationSetProductModifiersArgs, 'groups' | 'productId'>>;
  setProductStation?: Resolver<ResolversTypes['ProductStationPayload'], ParentType, ContextType, RequireFields<MutationSetProductStationArgs, 'productId'>>;
  setProductVat?: Resolver<ResolversTypes['ProductVatPayload'], ParentType, ContextType, RequireFields<MutationSetProductVatArgs, 'productId'>>;
  setPromoBatchActive?: Resolver<ResolversTypes['SetPromoBatchActivePayload'], ParentType, ContextType, RequireFields<MutationSetPromoBatchActiveArgs, 'active' | 'id'>>;
  setPromoBatchDeleted?: Resolver<ResolversTypes['SetPromoBatchDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetPromoBatchDeletedArgs, 'deleted' | 'id'>>;
  setPromocodeActive?: Resolver<ResolversTypes['SetPromocodeActivePayload'], ParentType, ContextType, RequireFields<MutationSetPromocodeActiveArgs, 'active' | 'id'>>;
  setPromocodeDeleted?: Resolver<ResolversTypes['SetPromocodeDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetPromocodeDeletedArgs, 'deleted' | 'id'>>;
  setRecipientActive?: Resolver<ResolversTypes['SetRecipientActivePayload'], ParentType, ContextType, RequireFields<MutationSetRecipientActiveArgs, 'active' | 'id'>>;
  setRecipientDeleted?: Resolver<ResolversTypes['SetRecipientDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetRecipientDeletedArgs, 'deleted' | 'id'>>;
  setShowDemoAreas?: Resolver<ResolversTypes['SetShowDemoAreasPayload'], ParentType, ContextType, RequireFields<MutationSetShowDemoAreasArgs, 'show'>>;
  setStaffUserActive?: Resolver<ResolversTypes['SetStaffUserActivePayload'], ParentType, ContextType, RequireFields<MutationSetStaffUserActiveArgs, 'active' | 'id'>>;
  setStaffUserDeleted?: Resolver<ResolversTypes['SetStaffUserDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetStaffUserDeletedArgs, 'deleted' | 'id'>>;
  setStockDocumentActive?: Resolver<ResolversTypes['SetStockDocumentActivePayload'], ParentType, ContextType, RequireFields<MutationSetStockDocumentActiveArgs, 'active' | 'id'>>;
  setStockDocumentDeleted?: Resolver<ResolversTypes['SetStockDocumentDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetStockDocumentDeletedArgs, 'deleted' | 'id'>>;
  setStreetActive?: Resolver<ResolversTypes['SetStreetActivePayload'], ParentType, ContextType, RequireFields<MutationSetStreetActiveArgs, 'active' | 'id'>>;
  setStreetDeleted?: Resolver<ResolversTypes['SetStreetDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetStreetDeletedArgs, 'deleted' | 'id'>>;
  setSupplierActive?: Resolver<ResolversTypes['SetSupplierActivePayload'], ParentType, ContextType, RequireFields<MutationSetSupplierActiveArgs, 'active' | 'id'>>;
  setSupplierDeleted?: Resolver<ResolversTypes['SetSupplierDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetSupplierDeletedArgs, 'deleted' | 'id'>>;
  setUnitActive?: Resolver<ResolversTypes['SetUnitActivePayload'], ParentType, ContextType, RequireFields<MutationSetUnitActiveArgs, 'active' | 'id'>>;
  setUnitDeleted?: Resolver<ResolversTypes['SetUnitDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetUnitDeletedArgs, 'deleted' | 'id'>>;
  setUserAccess?: Resolver<ResolversTypes['SetUserAccessPayload'], ParentType, ContextType, RequireFields<MutationSetUserAccessArgs, 'id' | 'input'>>;
  setWorkerPositionActive?: Resolver<ResolversTypes['SetWorkerPositionActivePayload'], ParentType, ContextType, RequireFields<MutationSetWorkerPositionActiveArgs, 'active' | 'id'>>;
  setWorkerPositionDeleted?: Resolver<ResolversTypes['SetWorkerPositionDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetWorkerPositionDeletedArgs, 'deleted' | 'id'>>;
  setWriteOffReasonActive?: Resolver<ResolversTypes['SetWriteOffReasonActivePayload'], ParentType, ContextType, RequireFields<MutationSetWriteOffReasonActiveArgs, 'active' | 'id'>>;
  setWriteOffReasonDeleted?: Resolver<ResolversTypes['SetWriteOffReasonDeletedPayload'], ParentType, ContextType, RequireFields<MutationSetWriteOffReasonDeletedArgs, 'deleted' | 'id'>>;
  startBackup?: Resolver<ResolversTypes['StartBackupPayload'], ParentType, ContextType>;
  unpostStockDocument?: Resolver<ResolversTypes['UnpostStockDocumentPayload'], ParentType, ContextType, RequireFields<MutationUnpostStockDocumentArgs, 'id'>>;
  updateAffiliate?: Resolver<ResolversTypes['UpdateAffiliatePayload'], ParentType, ContextType, RequireFields<MutationUpdateAffiliateArgs, 'id' | 'input'>>;
  updateCalendarEvent?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<MutationUpdateCalendarEventArgs, 'id' | 'input'>>;
  updateCard?: Resolver<ResolversTypes['Board'], ParentType, ContextType, RequireFields<MutationUpdateCardArgs, 'boardId' | 'card' | 'listId'>>;
  updateCartAmount?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType, RequireFields<MutationUpdateCartAmountArgs, 'amount' | 'productId'>>;
  updateCategory?: Resolver<ResolversTypes['UpdateCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCertificate?: Resolver<ResolversTypes['UpdateCertificatePayload'], ParentType, ContextType, RequireFields<MutationUpdateCertificateArgs, 'id' | 'input'>>;
  updateChangeOption?: Resolver<ResolversTypes['UpdateChangeOptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateChangeOptionArgs, 'id' | 'input'>>;
  updateClient?: Resolver<ResolversTypes['UpdateClientPayload'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'id' | 'input'>>;
  updateDiscount?: Resolver<ResolversTypes['UpdateDiscountPayload'], ParentType, ContextType, RequireFields<MutationUpdateDiscountArgs, 'id' | 'input'>>;
  updateEmployee?: Resolver<ResolversTypes['UpdateEmployeePayload'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeArgs, 'id' | 'input'>>;
  updateFiscalSettings?: Resolver<ResolversTypes['FiscalSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateFiscalSettingsArgs, 'input'>>;
  updateGift?: Resolver<ResolversTypes['UpdateGiftPayload'], ParentType, ContextType, RequireFields<MutationUpdateGiftArgs, 'id' | 'input'>>;
  updateInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceArgs, 'id' | 'input'>>;
  updateLoyaltyProgram?: Resolver<ResolversTypes['UpdateLoyaltyProgramPayload'], ParentType, ContextType, RequireFields<MutationUpdateLoyaltyProgramArgs, 'input' | 'shopType'>>;
  updateMarkup?: Resolver<ResolversTypes['UpdateMarkupPayload'], ParentType, ContextType, RequireFields<MutationUpdateMarkupArgs, 'id' | 'input'>>;
  updateNote?: Resolver<ResolversTypes['UpdateNotePayload'], ParentType, ContextType, RequireFields<MutationUpdateNoteArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['UpdateOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderMark?: Resolver<ResolversTypes['UpdateOrderMarkPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderMarkArgs, 'id' | 'input'>>;
  updateOrderSource?: Resolver<ResolversTypes['UpdateOrderSourcePayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderSourceArgs, 'id' | 'input'>>;
  updateOrderStatus?: Resolver<ResolversTypes['UpdateOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'id' | 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['UpdateOrganizationPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updateOutlet?: Resolver<ResolversTypes['UpdateOutletPayload'], ParentType, ContextType, RequireFields<MutationUpdateOutletArgs, 'id' | 'input'>>;
  updatePaymentType?: Resolver<ResolversTypes['UpdatePaymentTypePayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentTypeArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['UpdateProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updatePromoBatch?: Resolver<ResolversTypes['UpdatePromoBatchPayload'], ParentType, ContextType, RequireFields<MutationUpdatePromoBatchArgs, 'id' | 'input'>>;
  updatePromocode?: Resolver<ResolversTypes['UpdatePromocodePayload'], ParentType, ContextType, RequireFields<MutationUpdatePromocodeArgs, 'id' | 'input'>>;
  updateReceiptSettings?: Resolver<ResolversTypes['UpdateReceiptSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateReceiptSettingsArgs, 'input' | 'shopType'>>;
  updateRecipient?: Resolver<ResolversTypes['UpdateRecipientPayload'], ParentType, ContextType, RequireFields<MutationUpdateRecipientArgs, 'id' | 'input'>>;
  updateStaffUser?: Resolver<ResolversTypes['UpdateStaffUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateStaffUserArgs, 'id' | 'input'>>;
  updateStockDocument?: Resolver<ResolversTypes['UpdateStockDocumentPayload'], ParentType, ContextType, RequireFields<MutationUpdateStockDocumentArgs, 'id' | 'input'>>;
  updateStreet?: Resolver<ResolversTypes['UpdateStreetPayload'], ParentType, ContextType, RequireFields<MutationUpdateStreetArgs, 'id' | 'input'>>;
  updateSupplier?: Resolver<ResolversTypes['UpdateSupplierPayload'], ParentType, ContextType, RequireFields<MutationUpdateSupplierArgs, 'id' | 'input'>>;
  updateTodo?: Resolver<Array<ResolversTypes['Todo']>, ParentType, ContextType, RequireFields<MutationUpdateTodoArgs, 'id' | 'input'>>;
  updateUnit?: Resolver<ResolversTypes['UpdateUnitPayload'], ParentType, ContextType, RequireFields<MutationUpdateUnitArgs, 'id' | 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['UpdateWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
  updateWorkerPosition?: Resolver<ResolversTypes['UpdateWorkerPositionPayload'], ParentType, ContextType, RequireFields<MutationUpdateWorkerPositionArgs, 'id' | 'input'>>;
  updateWriteOffReason?: Resolver<ResolversTypes['UpdateWriteOffReasonPayload'], ParentType, ContextType, RequireFields<MutationUpdateWriteOffReasonArgs, 'id' | 'input'>>;
};

export type NoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  affiliateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type OccasionSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OccasionSuggestion'] = ResolversParentTypes['OccasionSuggestion']> = {
  card?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OccasionKind'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpenCashShiftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenCashShiftPayload'] = ResolversParentTypes['OpenCashShiftPayload']> = {
  shift?: Resolver<Maybe<ResolversTypes['CashShift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  advanceSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  advanceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  affiliateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  attractedBy?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  attractedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bonusSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificateSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeFor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientWishes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliverySum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dining?: Resolver<Maybe<ResolversTypes['Dining']>, ParentType, ContextType>;
  discountSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountType?: Resolver<Maybe<ResolversTypes['DiscountKind']>, ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filledBy?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  filledById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  giftId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  giftName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  managerComment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  markupKind?: Resolver<Maybe<ResolversTypes['DiscountKind']>, ParentType, ContextType>;
  markupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markupSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markupValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outletId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  paymentTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  promoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promoKind?: Resolver<Maybe<ResolversTypes['DiscountKind']>, ParentType, ContextType>;
  promoSum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promoValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['OrderPerson']>, ParentType, ContextType>;
  recipientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  socialText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['OrderSource']>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  statusId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['Street']>, ParentType, ContextType>;
  streetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  worker?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  workerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderChange'] = ResolversParentTypes['OrderChange']> = {
  kind?: Resolver<ResolversTypes['OrderChangeKind'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['OrderHistoryField'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  comboParts?: Resolver<Array<ResolversTypes['OrderLineComboPart']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['OrderLineModifier']>, ParentType, ContextType>;
  modifiersPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vat?: Resolver<Maybe<ResolversTypes['VatRate']>, ParentType, ContextType>;
};

export type OrderLineComboPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineComboPart'] = ResolversParentTypes['OrderLineComboPart']> = {
  modifiers?: Resolver<Array<ResolversTypes['OrderLineModifier']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderLineModifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineModifier'] = ResolversParentTypes['OrderLineModifier']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceDelta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type OrderMarkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderMark'] = ResolversParentTypes['OrderMark']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderOverview'] = ResolversParentTypes['OrderOverview']> = {
  periods?: Resolver<Array<ResolversTypes['OrderOverviewPeriod']>, ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  todayByStatus?: Resolver<Array<ResolversTypes['OrderStatsStatus']>, ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['OrderStatsDay']>, ParentType, ContextType>;
};

export type OrderOverviewPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderOverviewPeriod'] = ResolversParentTypes['OrderOverviewPeriod']> = {
  key?: Resolver<ResolversTypes['OverviewPeriod'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderStatsTotals'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cashless?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  paymentTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shiftId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPerson'] = ResolversParentTypes['OrderPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patronymic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSource'] = ResolversParentTypes['OrderSource']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStats'] = ResolversParentTypes['OrderStats']> = {
  byPayment?: Resolver<Array<ResolversTypes['OrderStatsGroup']>, ParentType, ContextType>;
  bySource?: Resolver<Array<ResolversTypes['OrderStatsGroup']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['OrderStatsStatus']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['OrderStatsDay']>, ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  topCombos?: Resolver<Array<ResolversTypes['OrderStatsProduct']>, ParentType, ContextType>;
  topModifiers?: Resolver<Array<ResolversTypes['OrderStatsModifier']>, ParentType, ContextType>;
  topProducts?: Resolver<Array<ResolversTypes['OrderStatsProduct']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderStatsTotals'], ParentType, ContextType>;
};

export type OrderStatsDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatsDay'] = ResolversParentTypes['OrderStatsDay']> = {
  averageCheck?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderStatsGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatsGroup'] = ResolversParentTypes['OrderStatsGroup']> = {
  averageCheck?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderStatsModifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatsModifier'] = ResolversParentTypes['OrderStatsModifier']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderStatsProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatsProduct'] = ResolversParentTypes['OrderStatsProduct']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderStatsStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatsStatus'] = ResolversParentTypes['OrderStatsStatus']> = {
  cancels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderStatsTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatsTotals'] = ResolversParentTypes['OrderStatsTotals']> = {
  averageCheck?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatus'] = ResolversParentTypes['OrderStatus']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kpp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['OutboxChannel'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occasion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OutboxStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OutboxMessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessageConnection'] = ResolversParentTypes['OutboxMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OutboxMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutboxMessageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessageEdge'] = ResolversParentTypes['OutboxMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OutboxMessage'], ParentType, ContextType>;
};

export type OutletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Outlet'] = ResolversParentTypes['Outlet']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayOrderPayload'] = ResolversParentTypes['PayOrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PaymentTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentType'] = ResolversParentTypes['PaymentType']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cashless?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlaceCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceCategoryPayload'] = ResolversParentTypes['PlaceCategoryPayload']> = {
  categories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PostStockDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostStockDocumentPayload'] = ResolversParentTypes['PostStockDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  article?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  comboSlots?: Resolver<Array<ResolversTypes['ComboSlot']>, ParentType, ContextType>;
  composition?: Resolver<Array<ResolversTypes['ProductComponent']>, ParentType, ContextType>;
  cost?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifierGroups?: Resolver<Array<ResolversTypes['ModifierGroup']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat?: Resolver<Maybe<ResolversTypes['VatRate']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductComponentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductComponent'] = ResolversParentTypes['ProductComponent']> = {
  component?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  componentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductMenu'] = ResolversParentTypes['ProductMenu']> = {
  comboSlots?: Resolver<Array<ResolversTypes['ComboSlot']>, ParentType, ContextType>;
  modifierGroups?: Resolver<Array<ResolversTypes['ModifierGroup']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductStationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductStationPayload'] = ResolversParentTypes['ProductStationPayload']> = {
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  station?: Resolver<Maybe<ResolversTypes['KitchenStation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProductVatPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVatPayload'] = ResolversParentTypes['ProductVatPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProjectEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectEntry'] = ResolversParentTypes['ProjectEntry']> = {
  comment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromoBatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoBatch'] = ResolversParentTypes['PromoBatch']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountKind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minOrderSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromoBatchCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoBatchCode'] = ResolversParentTypes['PromoBatchCode']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromoBatchCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoBatchCodes'] = ResolversParentTypes['PromoBatchCodes']> = {
  codes?: Resolver<Array<ResolversTypes['PromoBatchCode']>, ParentType, ContextType>;
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromocodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Promocode'] = ResolversParentTypes['Promocode']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountKind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minOrderSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromocodeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromocodeConnection'] = ResolversParentTypes['PromocodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PromocodeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromocodeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromocodeEdge'] = ResolversParentTypes['PromocodeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Promocode'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType, RequireFields<QueryAffiliateArgs, 'id'>>;
  affiliates?: Resolver<Maybe<Array<ResolversTypes['Affiliate']>>, ParentType, ContextType, RequireFields<QueryAffiliatesArgs, 'includeDeleted'>>;
  auditLog?: Resolver<Maybe<ResolversTypes['AuditPage']>, ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  backups?: Resolver<Maybe<ResolversTypes['BackupState']>, ParentType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<QueryBoardArgs, 'id'>>;
  boardLabels?: Resolver<Maybe<Array<ResolversTypes['BoardLabel']>>, ParentType, ContextType>;
  boardMembers?: Resolver<Maybe<Array<ResolversTypes['BoardMember']>>, ParentType, ContextType>;
  boards?: Resolver<Maybe<Array<ResolversTypes['Board']>>, ParentType, ContextType>;
  bonusAccount?: Resolver<Maybe<ResolversTypes['BonusAccount']>, ParentType, ContextType, RequireFields<QueryBonusAccountArgs, 'clientId' | 'first'>>;
  bonusHistory?: Resolver<Maybe<ResolversTypes['BonusEntryConnection']>, ParentType, ContextType, RequireFields<QueryBonusHistoryArgs, 'clientId'>>;
  calendarEvents?: Resolver<Maybe<Array<ResolversTypes['CalendarEvent']>>, ParentType, ContextType>;
  cart?: Resolver<Maybe<Array<ResolversTypes['CartItem']>>, ParentType, ContextType>;
  cashShift?: Resolver<Maybe<ResolversTypes['CashShift']>, ParentType, ContextType, RequireFields<QueryCashShiftArgs, 'id'>>;
  cashShifts?: Resolver<Maybe<Array<ResolversTypes['CashShift']>>, ParentType, ContextType, RequireFields<QueryCashShiftsArgs, 'limit'>>;
  cashShiftsConnection?: Resolver<Maybe<ResolversTypes['CashShiftConnection']>, ParentType, ContextType, Partial<QueryCashShiftsConnectionArgs>>;
  categories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'includeDeleted'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryProductCounts?: Resolver<Maybe<Array<ResolversTypes['CategoryProductCount']>>, ParentType, ContextType, Partial<QueryCategoryProductCountsArgs>>;
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType, RequireFields<QueryCertificateArgs, 'id'>>;
  certificates?: Resolver<Maybe<Array<ResolversTypes['Certificate']>>, ParentType, ContextType, RequireFields<QueryCertificatesArgs, 'includeDeleted'>>;
  certificatesConnection?: Resolver<Maybe<ResolversTypes['CertificateConnection']>, ParentType, ContextType, RequireFields<QueryCertificatesConnectionArgs, 'orderBy'>>;
  changeOption?: Resolver<Maybe<ResolversTypes['ChangeOption']>, ParentType, ContextType, RequireFields<QueryChangeOptionArgs, 'id'>>;
  changeOptions?: Resolver<Maybe<Array<ResolversTypes['ChangeOption']>>, ParentType, ContextType, RequireFields<QueryChangeOptionsArgs, 'includeDeleted'>>;
  chat?: Resolver<Maybe<ResolversTypes['ChatConversation']>, ParentType, ContextType, RequireFields<QueryChatArgs, 'chatId'>>;
  chatContacts?: Resolver<Maybe<Array<ResolversTypes['ChatContact']>>, ParentType, ContextType, Partial<QueryChatContactsArgs>>;
  chatMe?: Resolver<Maybe<ResolversTypes['ChatContact']>, ParentType, ContextType>;
  chatRecent?: Resolver<Maybe<Array<ResolversTypes['ChatRecent']>>, ParentType, ContextType, RequireFields<QueryChatRecentArgs, 'userId'>>;
  chatRoom?: Resolver<Maybe<ResolversTypes['ChatRoom']>, ParentType, ContextType, RequireFields<QueryChatRoomArgs, 'contactId' | 'currentUser'>>;
  checkoutCodes?: Resolver<Maybe<ResolversTypes['CheckoutCodes']>, ParentType, ContextType, Partial<QueryCheckoutCodesArgs>>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientCard?: Resolver<Maybe<ResolversTypes['ClientCard']>, ParentType, ContextType, RequireFields<QueryClientCardArgs, 'id'>>;
  clientSearch?: Resolver<Maybe<Array<ResolversTypes['Client']>>, ParentType, ContextType, RequireFields<QueryClientSearchArgs, 'first' | 'query'>>;
  clients?: Resolver<Maybe<Array<ResolversTypes['Client']>>, ParentType, ContextType, RequireFields<QueryClientsArgs, 'includeDeleted'>>;
  clientsConnection?: Resolver<Maybe<ResolversTypes['ClientConnection']>, ParentType, ContextType, RequireFields<QueryClientsConnectionArgs, 'orderBy'>>;
  courierAccounts?: Resolver<Maybe<Array<ResolversTypes['CourierAccount']>>, ParentType, ContextType>;
  couriers?: Resolver<Maybe<Array<ResolversTypes['Courier']>>, ParentType, ContextType>;
  currentCashShift?: Resolver<Maybe<ResolversTypes['CashShift']>, ParentType, ContextType, Partial<QueryCurrentCashShiftArgs>>;
  delivery?: Resolver<Maybe<ResolversTypes['Delivery']>, ParentType, ContextType, RequireFields<QueryDeliveryArgs, 'orderId'>>;
  deliveryBoard?: Resolver<Maybe<ResolversTypes['DeliveryDay']>, ParentType, ContextType, Partial<QueryDeliveryBoardArgs>>;
  deliveryNoticeTemplates?: Resolver<Maybe<Array<ResolversTypes['DeliveryNoticeTemplate']>>, ParentType, ContextType>;
  deliveryNotices?: Resolver<Maybe<Array<ResolversTypes['DeliveryNotice']>>, ParentType, ContextType, Partial<QueryDeliveryNoticesArgs>>;
  deliveryNoticesConnection?: Resolver<Maybe<ResolversTypes['DeliveryNoticeConnection']>, ParentType, ContextType, Partial<QueryDeliveryNoticesConnectionArgs>>;
  deliverySettings?: Resolver<Maybe<ResolversTypes['DeliverySettings']>, ParentType, ContextType>;
  demoAreasSetting?: Resolver<Maybe<ResolversTypes['DemoAreasSetting']>, ParentType, ContextType>;
  directoryUsers?: Resolver<Maybe<Array<ResolversTypes['DirectoryUser']>>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Discount']>, ParentType, ContextType, RequireFields<QueryDiscountArgs, 'id'>>;
  discounts?: Resolver<Maybe<Array<ResolversTypes['Discount']>>, ParentType, ContextType, RequireFields<QueryDiscountsArgs, 'includeDeleted'>>;
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType, RequireFields<QueryEmployeeArgs, 'id'>>;
  employees?: Resolver<Maybe<Array<ResolversTypes['Employee']>>, ParentType, ContextType, RequireFields<QueryEmployeesArgs, 'includeDeleted'>>;
  fiscalDocuments?: Resolver<Maybe<Array<ResolversTypes['FiscalDocument']>>, ParentType, ContextType, RequireFields<QueryFiscalDocumentsArgs, 'orderId'>>;
  fiscalSettings?: Resolver<Maybe<ResolversTypes['FiscalSettings']>, ParentType, ContextType, Partial<QueryFiscalSettingsArgs>>;
  gift?: Resolver<Maybe<ResolversTypes['Gift']>, ParentType, ContextType, RequireFields<QueryGiftArgs, 'id'>>;
  gifts?: Resolver<Maybe<Array<ResolversTypes['Gift']>>, ParentType, ContextType, RequireFields<QueryGiftsArgs, 'includeDeleted'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  inboxMessages?: Resolver<Maybe<Array<ResolversTypes['InboxMessage']>>, ParentType, ContextType>;
  integrationTokens?: Resolver<Maybe<Array<ResolversTypes['IntegrationToken']>>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoices?: Resolver<Maybe<Array<ResolversTypes['Invoice']>>, ParentType, ContextType>;
  kitchenBoard?: Resolver<Maybe<ResolversTypes['KitchenBoard']>, ParentType, ContextType>;
  kitchenPrepTimes?: Resolver<Maybe<Array<ResolversTypes['KitchenPrepTime']>>, ParentType, ContextType, RequireFields<QueryKitchenPrepTimesArgs, 'dateFrom' | 'dateTo'>>;
  kitchenReady?: Resolver<Maybe<Array<ResolversTypes['ReadyOrder']>>, ParentType, ContextType>;
  kitchenStations?: Resolver<Maybe<Array<ResolversTypes['KitchenStation']>>, ParentType, ContextType>;
  kitchenTargets?: Resolver<Maybe<ResolversTypes['KitchenTargets']>, ParentType, ContextType>;
  loyaltyProgram?: Resolver<Maybe<ResolversTypes['LoyaltyProgram']>, ParentType, ContextType, Partial<QueryLoyaltyProgramArgs>>;
  marketingAudience?: Resolver<Maybe<Array<ResolversTypes['AudienceMember']>>, ParentType, ContextType, Partial<QueryMarketingAudienceArgs>>;
  marketingAudienceConnection?: Resolver<Maybe<ResolversTypes['AudienceConnection']>, ParentType, ContextType, Partial<QueryMarketingAudienceConnectionArgs>>;
  marketingCampaign?: Resolver<Maybe<ResolversTypes['MarketingCampaign']>, ParentType, ContextType, RequireFields<QueryMarketingCampaignArgs, 'id'>>;
  marketingCampaigns?: Resolver<Maybe<Array<ResolversTypes['MarketingCampaign']>>, ParentType, ContextType>;
  marketingClient?: Resolver<Maybe<ResolversTypes['MarketingClientDetails']>, ParentType, ContextType, RequireFields<QueryMarketingClientArgs, 'id'>>;
  marketingClients?: Resolver<Maybe<Array<ResolversTypes['MarketingClient']>>, ParentType, ContextType>;
  marketingClientsConnection?: Resolver<Maybe<ResolversTypes['MarketingClientConnection']>, ParentType, ContextType, Partial<QueryMarketingClientsConnectionArgs>>;
  marketingOutbox?: Resolver<Maybe<Array<ResolversTypes['OutboxMessage']>>, ParentType, ContextType, RequireFields<QueryMarketingOutboxArgs, 'limit'>>;
  marketingOutboxConnection?: Resolver<Maybe<ResolversTypes['OutboxMessageConnection']>, ParentType, ContextType, Partial<QueryMarketingOutboxConnectionArgs>>;
  marketingPreview?: Resolver<Maybe<ResolversTypes['MarketingPreview']>, ParentType, ContextType, RequireFields<QueryMarketingPreviewArgs, 'campaignId' | 'clientId'>>;
  markup?: Resolver<Maybe<ResolversTypes['Markup']>, ParentType, ContextType, RequireFields<QueryMarkupArgs, 'id'>>;
  markups?: Resolver<Maybe<Array<ResolversTypes['Markup']>>, ParentType, ContextType, RequireFields<QueryMarkupsArgs, 'includeDeleted'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myDeliveries?: Resolver<Maybe<ResolversTypes['DeliveryDay']>, ParentType, ContextType, Partial<QueryMyDeliveriesArgs>>;
  myDelivery?: Resolver<Maybe<ResolversTypes['Delivery']>, ParentType, ContextType, RequireFields<QueryMyDeliveryArgs, 'orderId'>>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<QueryNoteArgs, 'id'>>;
  notes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType, RequireFields<QueryNotesArgs, 'includeDeleted'>>;
  notifications?: Resolver<Maybe<Array<ResolversTypes['Notification']>>, ParentType, ContextType>;
  notificationsConnection?: Resolver<Maybe<ResolversTypes['NotificationConnection']>, ParentType, ContextType, Partial<QueryNotificationsConnectionArgs>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderMark?: Resolver<Maybe<ResolversTypes['OrderMark']>, ParentType, ContextType, RequireFields<QueryOrderMarkArgs, 'id'>>;
  orderMarks?: Resolver<Maybe<Array<ResolversTypes['OrderMark']>>, ParentType, ContextType, RequireFields<QueryOrderMarksArgs, 'includeDeleted'>>;
  orderOverview?: Resolver<Maybe<ResolversTypes['OrderOverview']>, ParentType, ContextType, Partial<QueryOrderOverviewArgs>>;
  orderSource?: Resolver<Maybe<ResolversTypes['OrderSource']>, ParentType, ContextType, RequireFields<QueryOrderSourceArgs, 'id'>>;
  orderSources?: Resolver<Maybe<Array<ResolversTypes['OrderSource']>>, ParentType, ContextType, RequireFields<QueryOrderSourcesArgs, 'includeDeleted'>>;
  orderStats?: Resolver<Maybe<ResolversTypes['OrderStats']>, ParentType, ContextType, Partial<QueryOrderStatsArgs>>;
  orderStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType, RequireFields<QueryOrderStatusArgs, 'id'>>;
  orderStatuses?: Resolver<Maybe<Array<ResolversTypes['OrderStatus']>>, ParentType, ContextType, RequireFields<QueryOrderStatusesArgs, 'includeDeleted'>>;
  orders?: Resolver<Maybe<ResolversTypes['OrderList']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'includeDeleted'>>;
  ordersConnection?: Resolver<Maybe<ResolversTypes['OrderConnection']>, ParentType, ContextType, RequireFields<QueryOrdersConnectionArgs, 'orderBy'>>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  organizations?: Resolver<Maybe<Array<ResolversTypes['Organization']>>, ParentType, ContextType, RequireFields<QueryOrganizationsArgs, 'includeDeleted'>>;
  outlet?: Resolver<Maybe<ResolversTypes['Outlet']>, ParentType, ContextType, RequireFields<QueryOutletArgs, 'id'>>;
  outlets?: Resolver<Maybe<Array<ResolversTypes['Outlet']>>, ParentType, ContextType, RequireFields<QueryOutletsArgs, 'includeDeleted'>>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType, RequireFields<QueryPaymentTypeArgs, 'id'>>;
  paymentTypes?: Resolver<Maybe<Array<ResolversTypes['PaymentType']>>, ParentType, ContextType, RequireFields<QueryPaymentTypesArgs, 'includeDeleted'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productMenus?: Resolver<Maybe<Array<ResolversTypes['ProductMenu']>>, ParentType, ContextType>;
  productStation?: Resolver<Maybe<ResolversTypes['KitchenStation']>, ParentType, ContextType, RequireFields<QueryProductStationArgs, 'productId'>>;
  products?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'includeDeleted'>>;
  productsConnection?: Resolver<Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<QueryProductsConnectionArgs, 'orderBy'>>;
  projectEntries?: Resolver<Maybe<Array<ResolversTypes['ProjectEntry']>>, ParentType, ContextType>;
  promoBatch?: Resolver<Maybe<ResolversTypes['PromoBatch']>, ParentType, ContextType, RequireFields<QueryPromoBatchArgs, 'id'>>;
  promoBatchCodes?: Resolver<Maybe<ResolversTypes['PromoBatchCodes']>, ParentType, ContextType, RequireFields<QueryPromoBatchCodesArgs, 'batchId'>>;
  promoBatches?: Resolver<Maybe<Array<ResolversTypes['PromoBatch']>>, ParentType, ContextType, RequireFields<QueryPromoBatchesArgs, 'includeDeleted'>>;
  promocode?: Resolver<Maybe<ResolversTypes['Promocode']>, ParentType, ContextType, RequireFields<QueryPromocodeArgs, 'id'>>;
  promocodes?: Resolver<Maybe<Array<ResolversTypes['Promocode']>>, ParentType, ContextType, RequireFields<QueryPromocodesArgs, 'includeDeleted'>>;
  promocodesConnection?: Resolver<Maybe<ResolversTypes['PromocodeConnection']>, ParentType, ContextType, RequireFields<QueryPromocodesConnectionArgs, 'orderBy'>>;
  receiptSettings?: Resolver<Maybe<ResolversTypes['ReceiptSettings']>, ParentType, ContextType, Partial<QueryReceiptSettingsArgs>>;
  recipient?: Resolver<Maybe<ResolversTypes['Recipient']>, ParentType, ContextType, RequireFields<QueryRecipientArgs, 'id'>>;
  recipients?: Resolver<Maybe<Array<ResolversTypes['Recipient']>>, ParentType, ContextType, RequireFields<QueryRecipientsArgs, 'includeDeleted'>>;
  recipientsConnection?: Resolver<Maybe<ResolversTypes['RecipientConnection']>, ParentType, ContextType, RequireFields<QueryRecipientsConnectionArgs, 'orderBy'>>;
  routeSheet?: Resolver<Maybe<ResolversTypes['RouteSheet']>, ParentType, ContextType, RequireFields<QueryRouteSheetArgs, 'courierId'>>;
  shopBrands?: Resolver<Maybe<Array<ResolversTypes['ShopFacet']>>, ParentType, ContextType>;
  shopCategories?: Resolver<Maybe<Array<ResolversTypes['ShopFacet']>>, ParentType, ContextType>;
  shopProducts?: Resolver<Maybe<Array<ResolversTypes['ShopProduct']>>, ParentType, ContextType>;
  shopRatings?: Resolver<Maybe<Array<ResolversTypes['ShopRatingFacet']>>, ParentType, ContextType>;
  signupAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  siteOrders?: Resolver<Maybe<ResolversTypes['SiteOrders']>, ParentType, ContextType, Partial<QuerySiteOrdersArgs>>;
  staffUser?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType, RequireFields<QueryStaffUserArgs, 'id'>>;
  staffUsers?: Resolver<Maybe<Array<ResolversTypes['StaffUser']>>, ParentType, ContextType, RequireFields<QueryStaffUsersArgs, 'includeDeleted'>>;
  stockBalances?: Resolver<Maybe<Array<ResolversTypes['StockBalance']>>, ParentType, ContextType, RequireFields<QueryStockBalancesArgs, 'includeZero'>>;
  stockBalancesConnection?: Resolver<Maybe<ResolversTypes['StockBalanceConnection']>, ParentType, ContextType, RequireFields<QueryStockBalancesConnectionArgs, 'orderBy'>>;
  stockDocument?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType, RequireFields<QueryStockDocumentArgs, 'id'>>;
  stockDocuments?: Resolver<Maybe<Array<ResolversTypes['StockDocument']>>, ParentType, ContextType, RequireFields<QueryStockDocumentsArgs, 'includeDeleted' | 'kind'>>;
  stockDocumentsConnection?: Resolver<Maybe<ResolversTypes['StockDocumentConnection']>, ParentType, ContextType, RequireFields<QueryStockDocumentsConnectionArgs, 'filter'>>;
  stockMovements?: Resolver<Maybe<Array<ResolversTypes['StockMovement']>>, ParentType, ContextType, RequireFields<QueryStockMovementsArgs, 'limit'>>;
  stockMovementsConnection?: Resolver<Maybe<ResolversTypes['StockMovementConnection']>, ParentType, ContextType, Partial<QueryStockMovementsConnectionArgs>>;
  street?: Resolver<Maybe<ResolversTypes['Street']>, ParentType, ContextType, RequireFields<QueryStreetArgs, 'id'>>;
  streets?: Resolver<Maybe<Array<ResolversTypes['Street']>>, ParentType, ContextType, RequireFields<QueryStreetsArgs, 'includeDeleted'>>;
  streetsConnection?: Resolver<Maybe<ResolversTypes['StreetConnection']>, ParentType, ContextType, RequireFields<QueryStreetsConnectionArgs, 'orderBy'>>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType, RequireFields<QuerySupplierArgs, 'id'>>;
  suppliers?: Resolver<Maybe<Array<ResolversTypes['Supplier']>>, ParentType, ContextType, RequireFields<QuerySuppliersArgs, 'includeDeleted'>>;
  suppliersConnection?: Resolver<Maybe<ResolversTypes['SupplierConnection']>, ParentType, ContextType, RequireFields<QuerySuppliersConnectionArgs, 'orderBy'>>;
  systemColors?: Resolver<Maybe<Array<ResolversTypes['SystemColor']>>, ParentType, ContextType>;
  todo?: Resolver<Maybe<ResolversTypes['Todo']>, ParentType, ContextType, RequireFields<QueryTodoArgs, 'id'>>;
  todoTags?: Resolver<Maybe<Array<ResolversTypes['TodoTag']>>, ParentType, ContextType>;
  todos?: Resolver<Maybe<Array<ResolversTypes['Todo']>>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType, RequireFields<QueryUnitArgs, 'id'>>;
  units?: Resolver<Maybe<Array<ResolversTypes['Unit']>>, ParentType, ContextType, RequireFields<QueryUnitsArgs, 'includeDeleted'>>;
  unregisteredFiscalDocuments?: Resolver<Maybe<Array<ResolversTypes['FiscalDocument']>>, ParentType, ContextType, Partial<QueryUnregisteredFiscalDocumentsArgs>>;
  webhookDeliveries?: Resolver<Maybe<ResolversTypes['WebhookDeliveryConnection']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<Maybe<Array<ResolversTypes['WebhookEndpoint']>>, ParentType, ContextType>;
  workerPosition?: Resolver<Maybe<ResolversTypes['WorkerPosition']>, ParentType, ContextType, RequireFields<QueryWorkerPositionArgs, 'id'>>;
  workerPositions?: Resolver<Maybe<Array<ResolversTypes['WorkerPosition']>>, ParentType, ContextType, RequireFields<QueryWorkerPositionsArgs, 'includeDeleted'>>;
  writeOffReason?: Resolver<Maybe<ResolversTypes['WriteOffReason']>, ParentType, ContextType, RequireFields<QueryWriteOffReasonArgs, 'id'>>;
  writeOffReasons?: Resolver<Maybe<Array<ResolversTypes['WriteOffReason']>>, ParentType, ContextType, RequireFields<QueryWriteOffReasonsArgs, 'includeDeleted'>>;
};

export type ReadyOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadyOrder'] = ResolversParentTypes['ReadyOrder']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readyAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReceiptSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReceiptSettings'] = ResolversParentTypes['ReceiptSettings']> = {
  code?: Resolver<ResolversTypes['ReceiptCode'], ParentType, ContextType>;
  footerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paperWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  showCashier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showLines?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOrderNumber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPaymentType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecipientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recipient'] = ResolversParentTypes['Recipient']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patronymic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipientConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipientConnection'] = ResolversParentTypes['RecipientConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RecipientEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecipientEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipientEdge'] = ResolversParentTypes['RecipientEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Recipient'], ParentType, ContextType>;
};

export type RemoveCategoryImagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveCategoryImagePayload'] = ResolversParentTypes['RemoveCategoryImagePayload']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RemoveProductImagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveProductImagePayload'] = ResolversParentTypes['RemoveProductImagePayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  requested?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  reset?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RetryOutboxMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryOutboxMessagePayload'] = ResolversParentTypes['RetryOutboxMessagePayload']> = {
  message?: Resolver<Maybe<ResolversTypes['OutboxMessage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RetryWebhookDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryWebhookDeliveryPayload'] = ResolversParentTypes['RetryWebhookDeliveryPayload']> = {
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RevokeIntegrationTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeIntegrationTokenPayload'] = ResolversParentTypes['RevokeIntegrationTokenPayload']> = {
  token?: Resolver<Maybe<ResolversTypes['IntegrationToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RouteSheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteSheet'] = ResolversParentTypes['RouteSheet']> = {
  courier?: Resolver<ResolversTypes['Courier'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
};

export type SaveClientOccasionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveClientOccasionPayload'] = ResolversParentTypes['SaveClientOccasionPayload']> = {
  occasion?: Resolver<Maybe<ResolversTypes['ClientOccasion']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveMarketingCampaignPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveMarketingCampaignPayload'] = ResolversParentTypes['SaveMarketingCampaignPayload']> = {
  campaign?: Resolver<Maybe<ResolversTypes['MarketingCampaign']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendCampaignResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendCampaignResult'] = ResolversParentTypes['SendCampaignResult']> = {
  already?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['MarketingCampaign'], ParentType, ContextType>;
  doNotDisturb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noEmail?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SendMarketingCampaignPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendMarketingCampaignPayload'] = ResolversParentTypes['SendMarketingCampaignPayload']> = {
  result?: Resolver<Maybe<ResolversTypes['SendCampaignResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetAffiliateActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetAffiliateActivePayload'] = ResolversParentTypes['SetAffiliateActivePayload']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetAffiliateDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetAffiliateDeletedPayload'] = ResolversParentTypes['SetAffiliateDeletedPayload']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetCategoryActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCategoryActivePayload'] = ResolversParentTypes['SetCategoryActivePayload']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetCategoryDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCategoryDeletedPayload'] = ResolversParentTypes['SetCategoryDeletedPayload']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetCertificateActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCertificateActivePayload'] = ResolversParentTypes['SetCertificateActivePayload']> = {
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetCertificateDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCertificateDeletedPayload'] = ResolversParentTypes['SetCertificateDeletedPayload']> = {
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetChangeOptionActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChangeOptionActivePayload'] = ResolversParentTypes['SetChangeOptionActivePayload']> = {
  changeOption?: Resolver<Maybe<ResolversTypes['ChangeOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetChangeOptionDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChangeOptionDeletedPayload'] = ResolversParentTypes['SetChangeOptionDeletedPayload']> = {
  changeOption?: Resolver<Maybe<ResolversTypes['ChangeOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetClientActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetClientActivePayload'] = ResolversParentTypes['SetClientActivePayload']> = {
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetClientDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetClientDeletedPayload'] = ResolversParentTypes['SetClientDeletedPayload']> = {
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetClientDoNotDisturbPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetClientDoNotDisturbPayload'] = ResolversParentTypes['SetClientDoNotDisturbPayload']> = {
  client?: Resolver<Maybe<ResolversTypes['MarketingClient']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetDiscountActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetDiscountActivePayload'] = ResolversParentTypes['SetDiscountActivePayload']> = {
  discount?: Resolver<Maybe<ResolversTypes['Discount']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetDiscountDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetDiscountDeletedPayload'] = ResolversParentTypes['SetDiscountDeletedPayload']> = {
  discount?: Resolver<Maybe<ResolversTypes['Discount']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetEmployeeActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetEmployeeActivePayload'] = ResolversParentTypes['SetEmployeeActivePayload']> = {
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetEmployeeDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetEmployeeDeletedPayload'] = ResolversParentTypes['SetEmployeeDeletedPayload']> = {
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetGiftActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetGiftActivePayload'] = ResolversParentTypes['SetGiftActivePayload']> = {
  gift?: Resolver<Maybe<ResolversTypes['Gift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetGiftDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetGiftDeletedPayload'] = ResolversParentTypes['SetGiftDeletedPayload']> = {
  gift?: Resolver<Maybe<ResolversTypes['Gift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetMarkupActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMarkupActivePayload'] = ResolversParentTypes['SetMarkupActivePayload']> = {
  markup?: Resolver<Maybe<ResolversTypes['Markup']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetMarkupDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMarkupDeletedPayload'] = ResolversParentTypes['SetMarkupDeletedPayload']> = {
  markup?: Resolver<Maybe<ResolversTypes['Markup']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetNoteActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetNoteActivePayload'] = ResolversParentTypes['SetNoteActivePayload']> = {
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetNoteDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetNoteDeletedPayload'] = ResolversParentTypes['SetNoteDeletedPayload']> = {
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderMarkActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderMarkActivePayload'] = ResolversParentTypes['SetOrderMarkActivePayload']> = {
  orderMark?: Resolver<Maybe<ResolversTypes['OrderMark']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderMarkDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderMarkDeletedPayload'] = ResolversParentTypes['SetOrderMarkDeletedPayload']> = {
  orderMark?: Resolver<Maybe<ResolversTypes['OrderMark']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderPaymentPayload'] = ResolversParentTypes['SetOrderPaymentPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderSourceActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderSourceActivePayload'] = ResolversParentTypes['SetOrderSourceActivePayload']> = {
  orderSource?: Resolver<Maybe<ResolversTypes['OrderSource']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderSourceDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderSourceDeletedPayload'] = ResolversParentTypes['SetOrderSourceDeletedPayload']> = {
  orderSource?: Resolver<Maybe<ResolversTypes['OrderSource']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderStatusActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderStatusActivePayload'] = ResolversParentTypes['SetOrderStatusActivePayload']> = {
  orderStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderStatusDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderStatusDeletedPayload'] = ResolversParentTypes['SetOrderStatusDeletedPayload']> = {
  orderStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrderStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrderStatusPayload'] = ResolversParentTypes['SetOrderStatusPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrdersStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrdersStatusPayload'] = ResolversParentTypes['SetOrdersStatusPayload']> = {
  orderIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrganizationActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrganizationActivePayload'] = ResolversParentTypes['SetOrganizationActivePayload']> = {
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOrganizationDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOrganizationDeletedPayload'] = ResolversParentTypes['SetOrganizationDeletedPayload']> = {
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOutletActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOutletActivePayload'] = ResolversParentTypes['SetOutletActivePayload']> = {
  outlet?: Resolver<Maybe<ResolversTypes['Outlet']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetOutletDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetOutletDeletedPayload'] = ResolversParentTypes['SetOutletDeletedPayload']> = {
  outlet?: Resolver<Maybe<ResolversTypes['Outlet']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPaymentTypeActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPaymentTypeActivePayload'] = ResolversParentTypes['SetPaymentTypeActivePayload']> = {
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPaymentTypeDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPaymentTypeDeletedPayload'] = ResolversParentTypes['SetPaymentTypeDeletedPayload']> = {
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetProductActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetProductActivePayload'] = ResolversParentTypes['SetProductActivePayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetProductComboPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetProductComboPayload'] = ResolversParentTypes['SetProductComboPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetProductCompositionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetProductCompositionPayload'] = ResolversParentTypes['SetProductCompositionPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetProductDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetProductDeletedPayload'] = ResolversParentTypes['SetProductDeletedPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetProductModifiersPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetProductModifiersPayload'] = ResolversParentTypes['SetProductModifiersPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPromoBatchActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPromoBatchActivePayload'] = ResolversParentTypes['SetPromoBatchActivePayload']> = {
  promoBatch?: Resolver<Maybe<ResolversTypes['PromoBatch']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPromoBatchDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPromoBatchDeletedPayload'] = ResolversParentTypes['SetPromoBatchDeletedPayload']> = {
  promoBatch?: Resolver<Maybe<ResolversTypes['PromoBatch']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPromocodeActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPromocodeActivePayload'] = ResolversParentTypes['SetPromocodeActivePayload']> = {
  promocode?: Resolver<Maybe<ResolversTypes['Promocode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetPromocodeDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPromocodeDeletedPayload'] = ResolversParentTypes['SetPromocodeDeletedPayload']> = {
  promocode?: Resolver<Maybe<ResolversTypes['Promocode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetRecipientActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetRecipientActivePayload'] = ResolversParentTypes['SetRecipientActivePayload']> = {
  recipient?: Resolver<Maybe<ResolversTypes['Recipient']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetRecipientDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetRecipientDeletedPayload'] = ResolversParentTypes['SetRecipientDeletedPayload']> = {
  recipient?: Resolver<Maybe<ResolversTypes['Recipient']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetShowDemoAreasPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetShowDemoAreasPayload'] = ResolversParentTypes['SetShowDemoAreasPayload']> = {
  setting?: Resolver<Maybe<ResolversTypes['DemoAreasSetting']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStaffUserActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStaffUserActivePayload'] = ResolversParentTypes['SetStaffUserActivePayload']> = {
  staffUser?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStaffUserDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStaffUserDeletedPayload'] = ResolversParentTypes['SetStaffUserDeletedPayload']> = {
  staffUser?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStockDocumentActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStockDocumentActivePayload'] = ResolversParentTypes['SetStockDocumentActivePayload']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStockDocumentDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStockDocumentDeletedPayload'] = ResolversParentTypes['SetStockDocumentDeletedPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStreetActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStreetActivePayload'] = ResolversParentTypes['SetStreetActivePayload']> = {
  street?: Resolver<Maybe<ResolversTypes['Street']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetStreetDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStreetDeletedPayload'] = ResolversParentTypes['SetStreetDeletedPayload']> = {
  street?: Resolver<Maybe<ResolversTypes['Street']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetSupplierActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetSupplierActivePayload'] = ResolversParentTypes['SetSupplierActivePayload']> = {
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetSupplierDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetSupplierDeletedPayload'] = ResolversParentTypes['SetSupplierDeletedPayload']> = {
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetUnitActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUnitActivePayload'] = ResolversParentTypes['SetUnitActivePayload']> = {
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetUnitDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUnitDeletedPayload'] = ResolversParentTypes['SetUnitDeletedPayload']> = {
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetUserAccessPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserAccessPayload'] = ResolversParentTypes['SetUserAccessPayload']> = {
  staffUser?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetWorkerPositionActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetWorkerPositionActivePayload'] = ResolversParentTypes['SetWorkerPositionActivePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  workerPosition?: Resolver<Maybe<ResolversTypes['WorkerPosition']>, ParentType, ContextType>;
};

export type SetWorkerPositionDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetWorkerPositionDeletedPayload'] = ResolversParentTypes['SetWorkerPositionDeletedPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  workerPosition?: Resolver<Maybe<ResolversTypes['WorkerPosition']>, ParentType, ContextType>;
};

export type SetWriteOffReasonActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetWriteOffReasonActivePayload'] = ResolversParentTypes['SetWriteOffReasonActivePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  writeOffReason?: Resolver<Maybe<ResolversTypes['WriteOffReason']>, ParentType, ContextType>;
};

export type SetWriteOffReasonDeletedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetWriteOffReasonDeletedPayload'] = ResolversParentTypes['SetWriteOffReasonDeletedPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  writeOffReason?: Resolver<Maybe<ResolversTypes['WriteOffReason']>, ParentType, ContextType>;
};

export type ShiftTakingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShiftTakings'] = ResolversParentTypes['ShiftTakings']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashless?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ShopFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopFacet'] = ResolversParentTypes['ShopFacet']> = {
  product?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopProduct'] = ResolversParentTypes['ShopProduct']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imgUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalUnit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShopRatingFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopRatingFacet'] = ResolversParentTypes['ShopRatingFacet']> = {
  product?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteChannel'] = ResolversParentTypes['SiteChannel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteOrder'] = ResolversParentTypes['SiteOrder']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopType?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  socialText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteOrdersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteOrders'] = ResolversParentTypes['SiteOrders']> = {
  channels?: Resolver<Array<ResolversTypes['SiteChannel']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['OrderStatsDay']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['SiteOrder']>, ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderStatsTotals'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  accessPage?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeAccount?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StartBackupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartBackupPayload'] = ResolversParentTypes['StartBackupPayload']> = {
  state?: Resolver<Maybe<ResolversTypes['BackupState']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StockBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockBalance'] = ResolversParentTypes['StockBalance']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  untracked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StockBalanceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockBalanceConnection'] = ResolversParentTypes['StockBalanceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['StockBalanceEdge']>, ParentType, ContextType>;
  negativeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  untrackedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockBalanceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockBalanceEdge'] = ResolversParentTypes['StockBalanceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StockBalance'], ParentType, ContextType>;
};

export type StockDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockDocument'] = ResolversParentTypes['StockDocument']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StockDocumentKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StockDocumentLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  postedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockDocumentStatus'], ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  supplierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toAffiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  toAffiliateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writeOff?: Resolver<Maybe<ResolversTypes['WriteOffReason']>, ParentType, ContextType>;
  writeOffId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type StockDocumentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockDocumentConnection'] = ResolversParentTypes['StockDocumentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['StockDocumentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StockDocumentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockDocumentEdge'] = ResolversParentTypes['StockDocumentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StockDocument'], ParentType, ContextType>;
};

export type StockDocumentLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockDocumentLine'] = ResolversParentTypes['StockDocumentLine']> = {
  bookQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StockMovementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockMovement'] = ResolversParentTypes['StockMovement']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  affiliateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  documentKind?: Resolver<Maybe<ResolversTypes['StockDocumentKind']>, ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['StockMovementReason'], ParentType, ContextType>;
  untracked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StockMovementConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockMovementConnection'] = ResolversParentTypes['StockMovementConnection']> = {
  edges?: Resolver<Array<ResolversTypes['StockMovementEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockMovementEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockMovementEdge'] = ResolversParentTypes['StockMovementEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StockMovement'], ParentType, ContextType>;
};

export type StreetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Street'] = ResolversParentTypes['Street']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StreetConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StreetConnection'] = ResolversParentTypes['StreetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['StreetEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StreetEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StreetEdge'] = ResolversParentTypes['StreetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Street'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  cashShiftChanged?: SubscriptionResolver<ResolversTypes['CashShiftChange'], "cashShiftChanged", ParentType, ContextType>;
  kitchenChanged?: SubscriptionResolver<ResolversTypes['KitchenChange'], "kitchenChanged", ParentType, ContextType>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
  orderChanged?: SubscriptionResolver<ResolversTypes['OrderChange'], "orderChanged", ParentType, ContextType, Partial<SubscriptionOrderChangedArgs>>;
  stockBelowMinimum?: SubscriptionResolver<ResolversTypes['Notification'], "stockBelowMinimum", ParentType, ContextType>;
};

export type SupplierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierConnection'] = ResolversParentTypes['SupplierConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SupplierEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupplierEdge'] = ResolversParentTypes['SupplierEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType>;
};

export type SystemColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemColor'] = ResolversParentTypes['SystemColor']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TodoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Todo'] = ResolversParentTypes['Todo']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TodoTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TodoTag'] = ResolversParentTypes['TodoTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Unit'] = ResolversParentTypes['Unit']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnpostStockDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnpostStockDocumentPayload'] = ResolversParentTypes['UnpostStockDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpcomingOccasionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpcomingOccasion'] = ResolversParentTypes['UpcomingOccasion']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OccasionKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateAffiliatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateAffiliatePayload'] = ResolversParentTypes['UpdateAffiliatePayload']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCategoryPayload'] = ResolversParentTypes['UpdateCategoryPayload']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateCertificatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCertificatePayload'] = ResolversParentTypes['UpdateCertificatePayload']> = {
  certificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateChangeOptionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateChangeOptionPayload'] = ResolversParentTypes['UpdateChangeOptionPayload']> = {
  changeOption?: Resolver<Maybe<ResolversTypes['ChangeOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateClientPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateClientPayload'] = ResolversParentTypes['UpdateClientPayload']> = {
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateDiscountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateDiscountPayload'] = ResolversParentTypes['UpdateDiscountPayload']> = {
  discount?: Resolver<Maybe<ResolversTypes['Discount']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateEmployeePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateEmployeePayload'] = ResolversParentTypes['UpdateEmployeePayload']> = {
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateGiftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGiftPayload'] = ResolversParentTypes['UpdateGiftPayload']> = {
  gift?: Resolver<Maybe<ResolversTypes['Gift']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateLoyaltyProgramPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateLoyaltyProgramPayload'] = ResolversParentTypes['UpdateLoyaltyProgramPayload']> = {
  program?: Resolver<Maybe<ResolversTypes['LoyaltyProgram']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateMarkupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMarkupPayload'] = ResolversParentTypes['UpdateMarkupPayload']> = {
  markup?: Resolver<Maybe<ResolversTypes['Markup']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateNotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateNotePayload'] = ResolversParentTypes['UpdateNotePayload']> = {
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateOrderMarkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrderMarkPayload'] = ResolversParentTypes['UpdateOrderMarkPayload']> = {
  orderMark?: Resolver<Maybe<ResolversTypes['OrderMark']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrderPayload'] = ResolversParentTypes['UpdateOrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateOrderSourcePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrderSourcePayload'] = ResolversParentTypes['UpdateOrderSourcePayload']> = {
  orderSource?: Resolver<Maybe<ResolversTypes['OrderSource']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateOrderStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrderStatusPayload'] = ResolversParentTypes['UpdateOrderStatusPayload']> = {
  orderStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateOrganizationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrganizationPayload'] = ResolversParentTypes['UpdateOrganizationPayload']> = {
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateOutletPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOutletPayload'] = ResolversParentTypes['UpdateOutletPayload']> = {
  outlet?: Resolver<Maybe<ResolversTypes['Outlet']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdatePaymentTypePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePaymentTypePayload'] = ResolversParentTypes['UpdatePaymentTypePayload']> = {
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProductPayload'] = ResolversParentTypes['UpdateProductPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdatePromoBatchPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePromoBatchPayload'] = ResolversParentTypes['UpdatePromoBatchPayload']> = {
  promoBatch?: Resolver<Maybe<ResolversTypes['PromoBatch']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdatePromocodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePromocodePayload'] = ResolversParentTypes['UpdatePromocodePayload']> = {
  promocode?: Resolver<Maybe<ResolversTypes['Promocode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateReceiptSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateReceiptSettingsPayload'] = ResolversParentTypes['UpdateReceiptSettingsPayload']> = {
  receiptSettings?: Resolver<Maybe<ResolversTypes['ReceiptSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateRecipientPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateRecipientPayload'] = ResolversParentTypes['UpdateRecipientPayload']> = {
  recipient?: Resolver<Maybe<ResolversTypes['Recipient']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateStaffUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStaffUserPayload'] = ResolversParentTypes['UpdateStaffUserPayload']> = {
  staffUser?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateStockDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStockDocumentPayload'] = ResolversParentTypes['UpdateStockDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateStreetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStreetPayload'] = ResolversParentTypes['UpdateStreetPayload']> = {
  street?: Resolver<Maybe<ResolversTypes['Street']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateSupplierPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSupplierPayload'] = ResolversParentTypes['UpdateSupplierPayload']> = {
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateUnitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUnitPayload'] = ResolversParentTypes['UpdateUnitPayload']> = {
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateWebhookEndpointPayload'] = ResolversParentTypes['UpdateWebhookEndpointPayload']> = {
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateWorkerPositionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateWorkerPositionPayload'] = ResolversParentTypes['UpdateWorkerPositionPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  workerPosition?: Resolver<Maybe<ResolversTypes['WorkerPosition']>, ParentType, ContextType>;
};

export type UpdateWriteOffReasonPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateWriteOffReasonPayload'] = ResolversParentTypes['UpdateWriteOffReasonPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  writeOffReason?: Resolver<Maybe<ResolversTypes['WriteOffReason']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  accessPage?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demoAreas?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  typeAccount?: Resolver<ResolversTypes['ShopType'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
};

export type WebhookDeliveryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryConnection'] = ResolversParentTypes['WebhookDeliveryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WebhookDeliveryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookDeliveryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryEdge'] = ResolversParentTypes['WebhookDeliveryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopType?: Resolver<Maybe<ResolversTypes['ShopType']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkerPositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkerPosition'] = ResolversParentTypes['WorkerPosition']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WriteOffReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WriteOffReason'] = ResolversParentTypes['WriteOffReason']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddCashMovePayload?: AddCashMovePayloadResolvers<ContextType>;
  Affiliate?: AffiliateResolvers<ContextType>;
  AssignCourierPayload?: AssignCourierPayloadResolvers<ContextType>;
  AssignOrderWorkerPayload?: AssignOrderWorkerPayloadResolvers<ContextType>;
  AudienceConnection?: AudienceConnectionResolvers<ContextType>;
  AudienceMember?: AudienceMemberResolvers<ContextType>;
  AudienceMemberEdge?: AudienceMemberEdgeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Backup?: BackupResolvers<ContextType>;
  BackupState?: BackupStateResolvers<ContextType>;
  BackupTableCount?: BackupTableCountResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardCard?: BoardCardResolvers<ContextType>;
  BoardColumn?: BoardColumnResolvers<ContextType>;
  BoardLabel?: BoardLabelResolvers<ContextType>;
  BoardMember?: BoardMemberResolvers<ContextType>;
  BonusAccount?: BonusAccountResolvers<ContextType>;
  BonusEntry?: BonusEntryResolvers<ContextType>;
  BonusEntryConnection?: BonusEntryConnectionResolvers<ContextType>;
  BonusEntryEdge?: BonusEntryEdgeResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CampaignCounts?: CampaignCountsResolvers<ContextType>;
  CardAttachment?: CardAttachmentResolvers<ContextType>;
  CardComment?: CardCommentResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CashEntry?: CashEntryResolvers<ContextType>;
  CashShift?: CashShiftResolvers<ContextType>;
  CashShiftChange?: CashShiftChangeResolvers<ContextType>;
  CashShiftConnection?: CashShiftConnectionResolvers<ContextType>;
  CashShiftEdge?: CashShiftEdgeResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryProductCount?: CategoryProductCountResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  CertificateConnection?: CertificateConnectionResolvers<ContextType>;
  CertificateEdge?: CertificateEdgeResolvers<ContextType>;
  ChangeOption?: ChangeOptionResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ChatContact?: ChatContactResolvers<ContextType>;
  ChatConversation?: ChatConversationResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatRecent?: ChatRecentResolvers<ContextType>;
  ChatRoom?: ChatRoomResolvers<ContextType>;
  CheckoutCertificate?: CheckoutCertificateResolvers<ContextType>;
  CheckoutCodes?: CheckoutCodesResolvers<ContextType>;
  CheckoutPromo?: CheckoutPromoResolvers<ContextType>;
  ClearNotificationsPayload?: ClearNotificationsPayloadResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientCard?: ClientCardResolvers<ContextType>;
  ClientConnection?: ClientConnectionResolvers<ContextType>;
  ClientDeliveryNoticesPayload?: ClientDeliveryNoticesPayloadResolvers<ContextType>;
  ClientEdge?: ClientEdgeResolvers<ContextType>;
  ClientOccasion?: ClientOccasionResolvers<ContextType>;
  CloseCashShiftPayload?: CloseCashShiftPayloadResolvers<ContextType>;
  ComboSlot?: ComboSlotResolvers<ContextType>;
  CopyMarketingCampaignPayload?: CopyMarketingCampaignPayloadResolvers<ContextType>;
  Courier?: CourierResolvers<ContextType>;
  CourierAccount?: CourierAccountResolvers<ContextType>;
  CouriersPayload?: CouriersPayloadResolvers<ContextType>;
  CreateAffiliatePayload?: CreateAffiliatePayloadResolvers<ContextType>;
  CreateCategoryPayload?: CreateCategoryPayloadResolvers<ContextType>;
  CreateCertificatePayload?: CreateCertificatePayloadResolvers<ContextType>;
  CreateChangeOptionPayload?: CreateChangeOptionPayloadResolvers<ContextType>;
  CreateClientPayload?: CreateClientPayloadResolvers<ContextType>;
  CreateDiscountPayload?: CreateDiscountPayloadResolvers<ContextType>;
  CreateEmployeePayload?: CreateEmployeePayloadResolvers<ContextType>;
  CreateGiftPayload?: CreateGiftPayloadResolvers<ContextType>;
  CreateIntegrationTokenPayload?: CreateIntegrationTokenPayloadResolvers<ContextType>;
  CreateMarkupPayload?: CreateMarkupPayloadResolvers<ContextType>;
  CreateNotePayload?: CreateNotePayloadResolvers<ContextType>;
  CreateOrderMarkPayload?: CreateOrderMarkPayloadResolvers<ContextType>;
  CreateOrderPayload?: CreateOrderPayloadResolvers<ContextType>;
  CreateOrderSourcePayload?: CreateOrderSourcePayloadResolvers<ContextType>;
  CreateOrderStatusPayload?: CreateOrderStatusPayloadResolvers<ContextType>;
  CreateOrganizationPayload?: CreateOrganizationPayloadResolvers<ContextType>;
  CreateOutletPayload?: CreateOutletPayloadResolvers<ContextType>;
  CreatePaymentTypePayload?: CreatePaymentTypePayloadResolvers<ContextType>;
  CreateProductPayload?: CreateProductPayloadResolvers<ContextType>;
  CreatePromoBatchPayload?: CreatePromoBatchPayloadResolvers<ContextType>;
  CreatePromocodePayload?: CreatePromocodePayloadResolvers<ContextType>;
  CreateRecipientPayload?: CreateRecipientPayloadResolvers<ContextType>;
  CreateStaffUserPayload?: CreateStaffUserPayloadResolvers<ContextType>;
  CreateStockDocumentPayload?: CreateStockDocumentPayloadResolvers<ContextType>;
  CreateStreetPayload?: CreateStreetPayloadResolvers<ContextType>;
  CreateSupplierPayload?: CreateSupplierPayloadResolvers<ContextType>;
  CreateUnitPayload?: CreateUnitPayloadResolvers<ContextType>;
  CreateWebhookEndpointPayload?: CreateWebhookEndpointPayloadResolvers<ContextType>;
  CreateWorkerPositionPayload?: CreateWorkerPositionPayloadResolvers<ContextType>;
  CreateWriteOffReasonPayload?: CreateWriteOffReasonPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteClientOccasionPayload?: DeleteClientOccasionPayloadResolvers<ContextType>;
  DeleteMarketingCampaignPayload?: DeleteMarketingCampaignPayloadResolvers<ContextType>;
  DeleteOrderPayload?: DeleteOrderPayloadResolvers<ContextType>;
  DeleteWebhookEndpointPayload?: DeleteWebhookEndpointPayloadResolvers<ContextType>;
  Delivery?: DeliveryResolvers<ContextType>;
  DeliveryDay?: DeliveryDayResolvers<ContextType>;
  DeliveryNotice?: DeliveryNoticeResolvers<ContextType>;
  DeliveryNoticeConnection?: DeliveryNoticeConnectionResolvers<ContextType>;
  DeliveryNoticeEdge?: DeliveryNoticeEdgeResolvers<ContextType>;
  DeliveryNoticeTemplate?: DeliveryNoticeTemplateResolvers<ContextType>;
  DeliveryNoticeTemplatesPayload?: DeliveryNoticeTemplatesPayloadResolvers<ContextType>;
  DeliveryPayload?: DeliveryPayloadResolvers<ContextType>;
  DeliveryPhoto?: DeliveryPhotoResolvers<ContextType>;
  DeliverySettings?: DeliverySettingsResolvers<ContextType>;
  DeliverySettingsPayload?: DeliverySettingsPayloadResolvers<ContextType>;
  DeliveryWindow?: DeliveryWindowResolvers<ContextType>;
  DemoAreasSetting?: DemoAreasSettingResolvers<ContextType>;
  DirectoryUser?: DirectoryUserResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  DismissNotificationPayload?: DismissNotificationPayloadResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  FiscalDocument?: FiscalDocumentResolvers<ContextType>;
  FiscalDocumentPayload?: FiscalDocumentPayloadResolvers<ContextType>;
  FiscalSettings?: FiscalSettingsResolvers<ContextType>;
  FiscalSettingsPayload?: FiscalSettingsPayloadResolvers<ContextType>;
  Gift?: GiftResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  InboxMessage?: InboxMessageResolvers<ContextType>;
  InboxSender?: InboxSenderResolvers<ContextType>;
  IntegrationToken?: IntegrationTokenResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  KitchenBoard?: KitchenBoardResolvers<ContextType>;
  KitchenBumpPayload?: KitchenBumpPayloadResolvers<ContextType>;
  KitchenChange?: KitchenChangeResolvers<ContextType>;
  KitchenLine?: KitchenLineResolvers<ContextType>;
  KitchenPrepTime?: KitchenPrepTimeResolvers<ContextType>;
  KitchenStation?: KitchenStationResolvers<ContextType>;
  KitchenStationsPayload?: KitchenStationsPayloadResolvers<ContextType>;
  KitchenTargets?: KitchenTargetsResolvers<ContextType>;
  KitchenTargetsPayload?: KitchenTargetsPayloadResolvers<ContextType>;
  KitchenTicket?: KitchenTicketResolvers<ContextType>;
  ListRecord?: ListRecordResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  LoyaltyProgram?: LoyaltyProgramResolvers<ContextType>;
  LoyaltyTier?: LoyaltyTierResolvers<ContextType>;
  MarketingCampaign?: MarketingCampaignResolvers<ContextType>;
  MarketingClient?: MarketingClientResolvers<ContextType>;
  MarketingClientConnection?: MarketingClientConnectionResolvers<ContextType>;
  MarketingClientDetails?: MarketingClientDetailsResolvers<ContextType>;
  MarketingClientEdge?: MarketingClientEdgeResolvers<ContextType>;
  MarketingPreview?: MarketingPreviewResolvers<ContextType>;
  MarketingSegment?: MarketingSegmentResolvers<ContextType>;
  Markup?: MarkupResolvers<ContextType>;
  ModifierComponent?: ModifierComponentResolvers<ContextType>;
  ModifierGroup?: ModifierGroupResolvers<ContextType>;
  ModifierOption?: ModifierOptionResolvers<ContextType>;
  MoveCategoryPayload?: MoveCategoryPayloadResolvers<ContextType>;
  MoveChangeOptionPayload?: MoveChangeOptionPayloadResolvers<ContextType>;
  MoveNotePayload?: MoveNotePayloadResolvers<ContextType>;
  MoveOrderMarkPayload?: MoveOrderMarkPayloadResolvers<ContextType>;
  MoveOrderSourcePayload?: MoveOrderSourcePayloadResolvers<ContextType>;
  MoveOrderStatusPayload?: MoveOrderStatusPayloadResolvers<ContextType>;
  MovePaymentTypePayload?: MovePaymentTypePayloadResolvers<ContextType>;
  MoveProductPayload?: MoveProductPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  OccasionSuggestion?: OccasionSuggestionResolvers<ContextType>;
  OpenCashShiftPayload?: OpenCashShiftPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderChange?: OrderChangeResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLineComboPart?: OrderLineComboPartResolvers<ContextType>;
  OrderLineModifier?: OrderLineModifierResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrderMark?: OrderMarkResolvers<ContextType>;
  OrderOverview?: OrderOverviewResolvers<ContextType>;
  OrderOverviewPeriod?: OrderOverviewPeriodResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderPerson?: OrderPersonResolvers<ContextType>;
  OrderSource?: OrderSourceResolvers<ContextType>;
  OrderStats?: OrderStatsResolvers<ContextType>;
  OrderStatsDay?: OrderStatsDayResolvers<ContextType>;
  OrderStatsGroup?: OrderStatsGroupResolvers<ContextType>;
  OrderStatsModifier?: OrderStatsModifierResolvers<ContextType>;
  OrderStatsProduct?: OrderStatsProductResolvers<ContextType>;
  OrderStatsStatus?: OrderStatsStatusResolvers<ContextType>;
  OrderStatsTotals?: OrderStatsTotalsResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OutboxMessageConnection?: OutboxMessageConnectionResolvers<ContextType>;
  OutboxMessageEdge?: OutboxMessageEdgeResolvers<ContextType>;
  Outlet?: OutletResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PayOrderPayload?: PayOrderPayloadResolvers<ContextType>;
  PaymentType?: PaymentTypeResolvers<ContextType>;
  PlaceCategoryPayload?: PlaceCategoryPayloadResolvers<ContextType>;
  PostStockDocumentPayload?: PostStockDocumentPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductComponent?: ProductComponentResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductMenu?: ProductMenuResolvers<ContextType>;
  ProductStationPayload?: ProductStationPayloadResolvers<ContextType>;
  ProductVatPayload?: ProductVatPayloadResolvers<ContextType>;
  ProjectEntry?: ProjectEntryResolvers<ContextType>;
  PromoBatch?: PromoBatchResolvers<ContextType>;
  PromoBatchCode?: PromoBatchCodeResolvers<ContextType>;
  PromoBatchCodes?: PromoBatchCodesResolvers<ContextType>;
  Promocode?: PromocodeResolvers<ContextType>;
  PromocodeConnection?: PromocodeConnectionResolvers<ContextType>;
  PromocodeEdge?: PromocodeEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReadyOrder?: ReadyOrderResolvers<ContextType>;
  ReceiptSettings?: ReceiptSettingsResolvers<ContextType>;
  Recipient?: RecipientResolvers<ContextType>;
  RecipientConnection?: RecipientConnectionResolvers<ContextType>;
  RecipientEdge?: RecipientEdgeResolvers<ContextType>;
  RemoveCategoryImagePayload?: RemoveCategoryImagePayloadResolvers<ContextType>;
  RemoveProductImagePayload?: RemoveProductImagePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RetryOutboxMessagePayload?: RetryOutboxMessagePayloadResolvers<ContextType>;
  RetryWebhookDeliveryPayload?: RetryWebhookDeliveryPayloadResolvers<ContextType>;
  RevokeIntegrationTokenPayload?: RevokeIntegrationTokenPayloadResolvers<ContextType>;
  RouteSheet?: RouteSheetResolvers<ContextType>;
  SaveClientOccasionPayload?: SaveClientOccasionPayloadResolvers<ContextType>;
  SaveMarketingCampaignPayload?: SaveMarketingCampaignPayloadResolvers<ContextType>;
  SendCampaignResult?: SendCampaignResultResolvers<ContextType>;
  SendMarketingCampaignPayload?: SendMarketingCampaignPayloadResolvers<ContextType>;
  SetAffiliateActivePayload?: SetAffiliateActivePayloadResolvers<ContextType>;
  SetAffiliateDeletedPayload?: SetAffiliateDeletedPayloadResolvers<ContextType>;
  SetCategoryActivePayload?: SetCategoryActivePayloadResolvers<ContextType>;
  SetCategoryDeletedPayload?: SetCategoryDeletedPayloadResolvers<ContextType>;
  SetCertificateActivePayload?: SetCertificateActivePayloadResolvers<ContextType>;
  SetCertificateDeletedPayload?: SetCertificateDeletedPayloadResolvers<ContextType>;
  SetChangeOptionActivePayload?: SetChangeOptionActivePayloadResolvers<ContextType>;
  SetChangeOptionDeletedPayload?: SetChangeOptionDeletedPayloadResolvers<ContextType>;
  SetClientActivePayload?: SetClientActivePayloadResolvers<ContextType>;
  SetClientDeletedPayload?: SetClientDeletedPayloadResolvers<ContextType>;
  SetClientDoNotDisturbPayload?: SetClientDoNotDisturbPayloadResolvers<ContextType>;
  SetDiscountActivePayload?: SetDiscountActivePayloadResolvers<ContextType>;
  SetDiscountDeletedPayload?: SetDiscountDeletedPayloadResolvers<ContextType>;
  SetEmployeeActivePayload?: SetEmployeeActivePayloadResolvers<ContextType>;
  SetEmployeeDeletedPayload?: SetEmployeeDeletedPayloadResolvers<ContextType>;
  SetGiftActivePayload?: SetGiftActivePayloadResolvers<ContextType>;
  SetGiftDeletedPayload?: SetGiftDeletedPayloadResolvers<ContextType>;
  SetMarkupActivePayload?: SetMarkupActivePayloadResolvers<ContextType>;
  SetMarkupDeletedPayload?: SetMarkupDeletedPayloadResolvers<ContextType>;
  SetNoteActivePayload?: SetNoteActivePayloadResolvers<ContextType>;
  SetNoteDeletedPayload?: SetNoteDeletedPayloadResolvers<ContextType>;
  SetOrderMarkActivePayload?: SetOrderMarkActivePayloadResolvers<ContextType>;
  SetOrderMarkDeletedPayload?: SetOrderMarkDeletedPayloadResolvers<ContextType>;
  SetOrderPaymentPayload?: SetOrderPaymentPayloadResolvers<ContextType>;
  SetOrderSourceActivePayload?: SetOrderSourceActivePayloadResolvers<ContextType>;
  SetOrderSourceDeletedPayload?: SetOrderSourceDeletedPayloadResolvers<ContextType>;
  SetOrderStatusActivePayload?: SetOrderStatusActivePayloadResolvers<ContextType>;
  SetOrderStatusDeletedPayload?: SetOrderStatusDeletedPayloadResolvers<ContextType>;
  SetOrderStatusPayload?: SetOrderStatusPayloadResolvers<ContextType>;
  SetOrdersStatusPayload?: SetOrdersStatusPayloadResolvers<ContextType>;
  SetOrganizationActivePayload?: SetOrganizationActivePayloadResolvers<ContextType>;
  SetOrganizationDeletedPayload?: SetOrganizationDeletedPayloadResolvers<ContextType>;
  SetOutletActivePayload?: SetOutletActivePayloadResolvers<ContextType>;
  SetOutletDeletedPayload?: SetOutletDeletedPayloadResolvers<ContextType>;
  SetPaymentTypeActivePayload?: SetPaymentTypeActivePayloadResolvers<ContextType>;
  SetPaymentTypeDeletedPayload?: SetPaymentTypeDeletedPayloadResolvers<ContextType>;
  SetProductActivePayload?: SetProductActivePayloadResolvers<ContextType>;
  SetProductComboPayload?: SetProductComboPayloadResolvers<ContextType>;
  SetProductCompositionPayload?: SetProductCompositionPayloadResolvers<ContextType>;
  SetProductDeletedPayload?: SetProductDeletedPayloadResolvers<ContextType>;
  SetProductModifiersPayload?: SetProductModifiersPayloadResolvers<ContextType>;
  SetPromoBatchActivePayload?: SetPromoBatchActivePayloadResolvers<ContextType>;
  SetPromoBatchDeletedPayload?: SetPromoBatchDeletedPayloadResolvers<ContextType>;
  SetPromocodeActivePayload?: SetPromocodeActivePayloadResolvers<ContextType>;
  SetPromocodeDeletedPayload?: SetPromocodeDeletedPayloadResolvers<ContextType>;
  SetRecipientActivePayload?: SetRecipientActivePayloadResolvers<ContextType>;
  SetRecipientDeletedPayload?: SetRecipientDeletedPayloadResolvers<ContextType>;
  SetShowDemoAreasPayload?: SetShowDemoAreasPayloadResolvers<ContextType>;
  SetStaffUserActivePayload?: SetStaffUserActivePayloadResolvers<ContextType>;
  SetStaffUserDeletedPayload?: SetStaffUserDeletedPayloadResolvers<ContextType>;
  SetStockDocumentActivePayload?: SetStockDocumentActivePayloadResolvers<ContextType>;
  SetStockDocumentDeletedPayload?: SetStockDocumentDeletedPayloadResolvers<ContextType>;
  SetStreetActivePayload?: SetStreetActivePayloadResolvers<ContextType>;
  SetStreetDeletedPayload?: SetStreetDeletedPayloadResolvers<ContextType>;
  SetSupplierActivePayload?: SetSupplierActivePayloadResolvers<ContextType>;
  SetSupplierDeletedPayload?: SetSupplierDeletedPayloadResolvers<ContextType>;
  SetUnitActivePayload?: SetUnitActivePayloadResolvers<ContextType>;
  SetUnitDeletedPayload?: SetUnitDeletedPayloadResolvers<ContextType>;
  SetUserAccessPayload?: SetUserAccessPayloadResolvers<ContextType>;
  SetWorkerPositionActivePayload?: SetWorkerPositionActivePayloadResolvers<ContextType>;
  SetWorkerPositionDeletedPayload?: SetWorkerPositionDeletedPayloadResolvers<ContextType>;
  SetWriteOffReasonActivePayload?: SetWriteOffReasonActivePayloadResolvers<ContextType>;
  SetWriteOffReasonDeletedPayload?: SetWriteOffReasonDeletedPayloadResolvers<ContextType>;
  ShiftTakings?: ShiftTakingsResolvers<ContextType>;
  ShopFacet?: ShopFacetResolvers<ContextType>;
  ShopProduct?: ShopProductResolvers<ContextType>;
  ShopRatingFacet?: ShopRatingFacetResolvers<ContextType>;
  SiteChannel?: SiteChannelResolvers<ContextType>;
  SiteOrder?: SiteOrderResolvers<ContextType>;
  SiteOrders?: SiteOrdersResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StartBackupPayload?: StartBackupPayloadResolvers<ContextType>;
  StockBalance?: StockBalanceResolvers<ContextType>;
  StockBalanceConnection?: StockBalanceConnectionResolvers<ContextType>;
  StockBalanceEdge?: StockBalanceEdgeResolvers<ContextType>;
  StockDocument?: StockDocumentResolvers<ContextType>;
  StockDocumentConnection?: StockDocumentConnectionResolvers<ContextType>;
  StockDocumentEdge?: StockDocumentEdgeResolvers<ContextType>;
  StockDocumentLine?: StockDocumentLineResolvers<ContextType>;
  StockMovement?: StockMovementResolvers<ContextType>;
  StockMovementConnection?: StockMovementConnectionResolvers<ContextType>;
  StockMovementEdge?: StockMovementEdgeResolvers<ContextType>;
  Street?: StreetResolvers<ContextType>;
  StreetConnection?: StreetConnectionResolvers<ContextType>;
  StreetEdge?: StreetEdgeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierConnection?: SupplierConnectionResolvers<ContextType>;
  SupplierEdge?: SupplierEdgeResolvers<ContextType>;
  SystemColor?: SystemColorResolvers<ContextType>;
  Todo?: TodoResolvers<ContextType>;
  TodoTag?: TodoTagResolvers<ContextType>;
  Unit?: UnitResolvers<ContextType>;
  UnpostStockDocumentPayload?: UnpostStockDocumentPayloadResolvers<ContextType>;
  UpcomingOccasion?: UpcomingOccasionResolvers<ContextType>;
  UpdateAffiliatePayload?: UpdateAffiliatePayloadResolvers<ContextType>;
  UpdateCategoryPayload?: UpdateCategoryPayloadResolvers<ContextType>;
  UpdateCertificatePayload?: UpdateCertificatePayloadResolvers<ContextType>;
  UpdateChangeOptionPayload?: UpdateChangeOptionPayloadResolvers<ContextType>;
  UpdateClientPayload?: UpdateClientPayloadResolvers<ContextType>;
  UpdateDiscountPayload?: UpdateDiscountPayloadResolvers<ContextType>;
  UpdateEmployeePayload?: UpdateEmployeePayloadResolvers<ContextType>;
  UpdateGiftPayload?: UpdateGiftPayloadResolvers<ContextType>;
  UpdateLoyaltyProgramPayload?: UpdateLoyaltyProgramPayloadResolvers<ContextType>;
  UpdateMarkupPayload?: UpdateMarkupPayloadResolvers<ContextType>;
  UpdateNotePayload?: UpdateNotePayloadResolvers<ContextType>;
  UpdateOrderMarkPayload?: UpdateOrderMarkPayloadResolvers<ContextType>;
  UpdateOrderPayload?: UpdateOrderPayloadResolvers<ContextType>;
  UpdateOrderSourcePayload?: UpdateOrderSourcePayloadResolvers<ContextType>;
  UpdateOrderStatusPayload?: UpdateOrderStatusPayloadResolvers<ContextType>;
  UpdateOrganizationPayload?: UpdateOrganizationPayloadResolvers<ContextType>;
  UpdateOutletPayload?: UpdateOutletPayloadResolvers<ContextType>;
  UpdatePaymentTypePayload?: UpdatePaymentTypePayloadResolvers<ContextType>;
  UpdateProductPayload?: UpdateProductPayloadResolvers<ContextType>;
  UpdatePromoBatchPayload?: UpdatePromoBatchPayloadResolvers<ContextType>;
  UpdatePromocodePayload?: UpdatePromocodePayloadResolvers<ContextType>;
  UpdateReceiptSettingsPayload?: UpdateReceiptSettingsPayloadResolvers<ContextType>;
  UpdateRecipientPayload?: UpdateRecipientPayloadResolvers<ContextType>;
  UpdateStaffUserPayload?: UpdateStaffUserPayloadResolvers<ContextType>;
  UpdateStockDocumentPayload?: UpdateStockDocumentPayloadResolvers<ContextType>;
  UpdateStreetPayload?: UpdateStreetPayloadResolvers<ContextType>;
  UpdateSupplierPayload?: UpdateSupplierPayloadResolvers<ContextType>;
  UpdateUnitPayload?: UpdateUnitPayloadResolvers<ContextType>;
  UpdateWebhookEndpointPayload?: UpdateWebhookEndpointPayloadResolvers<ContextType>;
  UpdateWorkerPositionPayload?: UpdateWorkerPositionPayloadResolvers<ContextType>;
  UpdateWriteOffReasonPayload?: UpdateWriteOffReasonPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WorkerPosition?: WorkerPositionResolvers<ContextType>;
  WriteOffReason?: WriteOffReasonResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cost?: CostDirectiveResolver<any, any, ContextType>;
  listBound?: ListBoundDirectiveResolver<any, any, ContextType>;
};
