/**
 * The list definitions: ONE table that drives every reference and settings list end to end —
 * the embedded CRM's generic CRUD and validation, the gateway's /api routes and GraphQL schema
 * (schema/lists.graphql is generated from this file), and the web's list editor.
 * Adding a list is one entry here plus its table in a migration.
 */
import { REFERENCE_LISTS, WRITE_RULES, referenceWriteRule, type Rule } from './access';

export type FieldType =
  | 'string' // one line of text
  | 'text' // several lines
  | 'richtext' // HTML of the shared editor: sanitised by the CRM on write and the gateway on read
  | 'email'
  | 'phone'
  | 'color' // #rrggbb
  | 'date' // yyyy-MM-dd
  | 'int'
  | 'number' // decimal (percent, coefficient); never money
  | 'money' // integer kopecks
  | 'bool'
  | 'enum' // one of `options`
  | 'ref' // id of a record of list `ref`
  | 'pageKeys' // list of page keys (users)
  | 'password' // write-only (users): hashed by the CRM, never returned
  | 'image'; // read-only content key of an uploaded image (set by the image upload call only)

export interface FieldDef {
  /** camelCase: the GraphQL field, the JSON key on /api and on the remote contract. */
  name: string;
  /** SQL column. */
  column: string;
  type: FieldType;
  /** Russian label for forms, columns and messages. */
  label: string;
  required?: boolean;
  /** Unique among records of the list, case-insensitive for text (codes, emails). */
  unique?: boolean;
  /** Text: max length (default 200, text 2000, richtext 100 000 characters of HTML). Numbers: max value. */
  max?: number;
  /** Numbers: min value (default 0). Text: min length. */
  min?: number;
  options?: readonly { value: string; label: string }[];
  ref?: string;
  /** A text's shape beyond its length: `barcode` is an EAN-13 (check digit right) or Code-128 text. */
  format?: 'barcode';
  /** Required on create only (a user's password). */
  requiredOnCreate?: boolean;
}

/** Shown in records but never written through create/update (an image has its own upload call). */
export const isReadOnly = (field: FieldDef) => field.type === 'image';

export type ListArea = 'reference' | 'affiliate' | 'outlets' | 'user' | 'marketing' | 'catalog';

export interface ListDef {
  /** Local name X of the /api paths (`getAll{X}`, `setActive{X}`, …). */
  name: string;
  /** Remote name R of the CRM paths (`getAll{R}`, `set{R}Active`, …) and of the payload key. */
  remote: string;
  /** /api area and remote area. */
  area: ListArea;
  /** SQL table of the embedded CRM. */
  table: string;
  /** GraphQL type name (singular) and plural used in root field names. */
  type: string;
  plural: string;
  title: string;
  /** The web route editing this list. */
  route?: string;
  /** Records have `sort` and can be reordered by drag. */
  sortable?: boolean;
  fields: readonly FieldDef[];
  /** Column shown as the record's name in pickers and messages. */
  display: string;
  write: Rule;
  /** Legacy /api method names where the spec departs from the pattern. */
  legacy?: Partial<LegacyNames>;
  /** Scalar GraphQL fields another schema file adds (`extend type`) that the web's store reads too. */
  extraFields?: readonly string[];
  /**
   * The list grows with the business (clients, recipients, products, certificates, promo codes):
   * it is paged and searched on the server (`getPage{R}`, `{plural}Connection`, issue 17), over
   * these text fields, phones by their digits. Small fixed lists stay whole.
   */
  search?: readonly string[];
  /**
   * A ref field whose list is a tree (records with `parentId`): a page may keep the records of one
   * node and of every node below it (products of a category and its subcategories, as the
   * catalogue and the POS group them). The filter is named after the field.
   */
  treeFilter?: string;
  /**
   * Records staff and integrations edit together (issue 18): each carries a `version` bumped by
   * every write (migration 029), and an update naming an older one is refused with CONFLICT.
   */
  versioned?: boolean;
}

export interface LegacyNames {
  getAll: string;
  setActive: string;
  setDeleted: string;
  setUpdate: string;
  saveNew: string;
  /** Body key of setUpdate/saveNew. */
  payloadKey: string;
}

const SHOP_TYPE_OPTIONS = [
  { value: 'flower_shop', label: 'Цветочный магазин' },
  { value: 'fastfood', label: 'Фастфуд' },
] as const;

const ROLE_OPTIONS = [
  { value: 'SA', label: 'Суперадминистратор' },
  { value: 'ADMIN', label: 'Администратор' },
  { value: 'EDITOR', label: 'Редактор' },
  { value: 'GUEST', label: 'Гость' },
  { value: 'MANAGER', label: 'Менеджер' },
] as const;

const DISCOUNT_KIND_OPTIONS = [
  { value: 'percent', label: 'Процент' },
  { value: 'amount', label: 'Сумма' },
] as const;

// Field shorthands: the same field means the same thing in every list.
const name = (label = 'Название', max = 200): FieldDef => ({
  name: 'name',
  column: 'name',
  type: 'string',
  label,
  required: true,
  max,
});
const shopType: FieldDef = {
  name: 'shopType',
  column: 'shop_type',
  type: 'enum',
  options: SHOP_TYPE_OPTIONS,
  label: 'Тип',
  required: true,
};
const phone: FieldDef = { name: 'phone', column: 'phone', type: 'phone', label: 'Телефон' };
const email: FieldDef = { name: 'email', column: 'email', type: 'email', label: 'Email' };
const address: FieldDef = { name: 'address', column: 'address', type: 'string', label: 'Адрес', max: 500 };
const comment: FieldDef = { name: 'comment', column: 'comment', type: 'text', label: 'Комментарий' };
const color: FieldDef = { name: 'color', column: 'color', type: 'color', label: 'Цвет', required: true };
const inn: FieldDef = { name: 'inn', column: 'inn', type: 'string', label: 'ИНН', max: 12 };
const affiliate: FieldDef = {
  name: 'affiliateId',
  column: 'affiliate_id',
  type: 'ref',
  ref: 'Affiliate',
  label: 'Филиал',
};
const validFrom: FieldDef = { name: 'validFrom', column: 'valid_from', type: 'date', label: 'Действует с' };
const validTo: FieldDef = { name: 'validTo', column: 'valid_to', type: 'date', label: 'Действует по' };
const discountKind: FieldDef = {
  name: 'discountKind',
  column: 'discount_kind',
  type: 'enum',
  options: DISCOUNT_KIND_OPTIONS,
  label: 'Вид скидки',
  required: true,
};
const discountValue: FieldDef = {
  name: 'discountValue',
  column: 'discount_value',
  type: 'number',
  label: 'Размер скидки',
  required: true,
  max: 1_000_000,
};

/** A reference list of spec section 7 (/api/reference, remote area `reference`). */
function reference(
  list: string,
  def: Omit<ListDef, 'name' | 'area' | 'route' | 'write' | 'title' | 'remote'> & { remote?: string },
): ListDef {
  const entry = REFERENCE_LISTS.find((r) => r.list === list)!;
  return {
    name: list,
    remote: def.remote ?? list,
    area: 'reference',
    route: entry.path,
    title: entry.title,
    write: referenceWriteRule(list),
    ...def,
  };
}

export const LISTS: readonly ListDef[] = [
  reference('ChangeList', {
    table: 'change_list',
    type: 'ChangeOption',
    plural: 'changeOptions',
    sortable: true,
    display: 'name',
    fields: [
      name('Купюра'),
      { name: 'amount', column: 'amount', type: 'money', label: 'Номинал', required: true, max: 100_000_000 },
    ],
  }),
  reference('Notes', {
    table: 'notes',
    type: 'Note',
    plural: 'notes',
    sortable: true,
    display: 'name',
    fields: [name('Пометка'), { ...color, required: false }, comment],
  }),
  reference('OrderSource', {
    table: 'order_sources',
    type: 'OrderSource',
    plural: 'orderSources',
    sortable: true,
    display: 'name',
    fields: [
      name('Канал продаж'),
      // Orders of an online channel raise «новый заказ с сайта» (docs/notifications.md).
      { name: 'online', column: 'online', type: 'bool', label: 'Заказы с сайта' },
      comment,
    ],
  }),
  reference('WriteOff', {
    table: 'write_off_reasons',
    type: 'WriteOffReason',
    plural: 'writeOffReasons',
    display: 'name',
    fields: [name('Причина списания'), comment],
  }),
  reference('StatusOrder', {
    table: 'order_statuses',
    type: 'OrderStatus',
    plural: 'orderStatuses',
    sortable: true,
    display: 'name',
    fields: [
      name('Статус', 100),
      color,
      // A cancelling status takes an order out of the flow: the board never advances into it.
      { name: 'cancels', column: 'cancels', type: 'bool', label: 'Отмена заказа' },
    ],
  }),
  reference('TypePayments', {
    table: 'payment_types',
    type: 'PaymentType',
    plural: 'paymentTypes',
    sortable: true,
    display: 'name',
    fields: [
      name('Тип оплаты', 100),
      { name: 'cashless', column: 'cashless', type: 'bool', label: 'Безналичный' },
    ],
  }),
  reference('Marks', {
    remote: 'MarksOrder',
    table: 'order_marks',
    type: 'OrderMark',
    plural: 'orderMarks',
    sortable: true,
    display: 'name',
    fields: [name('Метка', 100), color],
  }),
  reference('Suppliers', {
    table: 'suppliers',
    type: 'Supplier',
    plural: 'suppliers',
    display: 'name',
    // A wholesaler's book of suppliers grows: paged, and picked by a server search (issue 17).
    search: ['name', 'phone', 'inn'],
    fields: [name('Поставщик'), phone, email, inn, address, comment],
  }),
  reference('Units', {
    table: 'units',
    type: 'Unit',
    plural: 'units',
    display: 'name',
    fields: [
      name('Единица', 100),
      {
        name: 'shortName',
        column: 'short_name',
        type: 'string',
        label: 'Сокращение',
        required: true,
        max: 20,
      },
    ],
  }),
  reference('Street', {
    table: 'streets',
    type: 'Street',
    plural: 'streets',
    display: 'name',
    // A city has thousands of streets: the order form's picker searches the server (issue 17).
    search: ['name'],
    fields: [
      name('Улица'),
      {
        name: 'deliveryPrice',
        column: 'delivery_price',
        type: 'money',
        label: 'Стоимость доставки',
        max: 100_000_000,
      },
    ],
  }),
  reference('Markup', {
    table: 'markups',
    type: 'Markup',
    plural: 'markups',
    display: 'name',
    fields: [
      name('Наценка'),
      // Migration 028: a markup is a percent of the goods or a fixed sum in rubles (an order's
      // urgent delivery, a holiday); the field keeps its old name so /api stays as it was.
      { ...discountKind, name: 'kind', column: 'kind', label: 'Вид наценки', required: false },
      {
        name: 'percent',
        column: 'percent',
        type: 'number',
        label: 'Размер (% или ₽)',
        required: true,
        max: 10_000,
      },
    ],
  }),
  reference('PositionWorker', {
    table: 'worker_positions',
    type: 'WorkerPosition',
    plural: 'workerPositions',
    display: 'name',
    fields: [name('Должность')],
  }),
  reference('Discount', {
    table: 'discounts',
    type: 'Discount',
    plural: 'discounts',
    display: 'name',
    fields: [
      name('Скидка'),
      { ...discountKind, name: 'kind', column: 'kind', label: 'Вид' },
      { ...discountValue, name: 'value', column: 'value', label: 'Размер' },
    ],
  }),
  reference('KlientDirectory', {
    table: 'clients',
    type: 'Client',
    plural: 'clients',
    display: 'lastName',
    versioned: true,
    search: ['lastName', 'firstName', 'patronymic', 'phone', 'email'],
    fields: [
      { name: 'lastName', column: 'last_name', type: 'string', label: 'Фамилия', max: 100 },
      { name: 'firstName', column: 'first_name', type: 'string', label: 'Имя', required: true, max: 100 },
      { name: 'patronymic', column: 'patronymic', type: 'string', label: 'Отчество', max: 100 },
      { ...phone, required: true },
      email,
      { name: 'birthday', column: 'birthday', type: 'date', label: 'День рождения' },
      comment,
    ],
  }),
  reference('Organization', {
    table: 'organizations',
    type: 'Organization',
    plural: 'organizations',
    display: 'name',
    fields: [
      name('Организация'),
      inn,
      { name: 'kpp', column: 'kpp', type: 'string', label: 'КПП', max: 9 },
      address,
      phone,
      email,
    ],
  }),
  reference('Employees', {
    table: 'employees',
    type: 'Employee',
    plural: 'employees',
    display: 'fullName',
    fields: [
      { name: 'fullName', column: 'full_name', type: 'string', label: 'ФИО', required: true, max: 200 },
      { name: 'positionId', column: 'position_id', type: 'ref', ref: 'PositionWorker', label: 'Должность' },
      phone,
      affiliate,
    ],
  }),
  reference('Certificate', {
    table: 'certificates',
    type: 'Certificate',
    plural: 'certificates',
    display: 'code',
    search: ['code'],
    fields: [
      { name: 'code', column: 'code', type: 'string', label: 'Код', required: true, unique: true, max: 50 },
      { name: 'amount', column: 'amount', type: 'money', label: 'Номинал', required: true, max: 100_000_000 },
      { name: 'balance', column: 'balance', type: 'money', label: 'Остаток', max: 100_000_000 },
      { name: 'validUntil', column: 'valid_until', type: 'date', label: 'Действует до' },
    ],
  }),
  reference('Promocode', {
    table: 'promocodes',
    type: 'Promocode',
    plural: 'promocodes',
    display: 'code',
    search: ['code'],
    fields: [
      {
        name: 'code',
        column: 'code',
        type: 'string',
        label: 'Промокод',
        required: true,
        unique: true,
        max: 50,
      },
      discountKind,
      discountValue,
      validFrom,
      validTo,
      {
        name: 'usageLimit',
        column: 'usage_limit',
        type: 'int',
        label: 'Лимит использований',
        max: 1_000_000,
      },
      // Checked at checkout against the goods (migration 025, docs/orders.md).
      {
        name: 'minOrderSum',
        column: 'min_order_sum',
        type: 'money',
        label: 'Минимальная сумма заказа',
        max: 100_000_000,
      },
    ],
  }),
  {
    // Recipients of deliveries, kept apart from the paying clients (orders fill them in too).
    name: 'Recipients',
    remote: 'Recipients',
    area: 'reference',
    table: 'recipients',
    type: 'Recipient',
    plural: 'recipients',
    title: 'Получатели',
    route: '/klientList/recipietnList',
    display: 'firstName',
    search: ['lastName', 'firstName', 'patronymic', 'phone', 'address'],
    write: WRITE_RULES.reference,
    fields: [
      { name: 'lastName', column: 'last_name', type: 'string', label: 'Фамилия', max: 100 },
      { name: 'firstName', column: 'first_name', type: 'string', label: 'Имя', required: true, max: 100 },
      { name: 'patronymic', column: 'patronymic', type: 'string', label: 'Отчество', max: 100 },
      { ...phone, required: true },
      address,
      { name: 'clientId', column: 'client_id', type: 'ref', ref: 'KlientDirectory', label: 'Клиент' },
      comment,
    ],
  },
  {
    name: 'Affiliate',
    remote: 'Affiliate',
    area: 'affiliate',
    table: 'affiliates',
    type: 'Affiliate',
    plural: 'affiliates',
    title: 'Филиалы',
    route: '/Settings/AffiliateList',
    display: 'name',
    write: WRITE_RULES.settings,
    fields: [name('Филиал'), address, phone],
  },
  {
    name: 'Outlets',
    remote: 'Outlets',
    area: 'outlets',
    table: 'outlets',
    type: 'Outlet',
    plural: 'outlets',
    title: 'Точки продаж',
    route: '/Settings/Outlets',
    display: 'name',
    write: WRITE_RULES.settings,
    fields: [name('Точка продаж'), { ...affiliate, required: true }, address, shopType],
  },
  {
    name: 'User',
    remote: 'User',
    area: 'user',
    table: 'users',
    type: 'StaffUser',
    plural: 'staffUsers',
    title: 'Пользователи',
    route: '/Settings/UserList',
    display: 'email',
    write: WRITE_RULES.settings,
    legacy: { getAll: 'getUserList', saveNew: 'setNewUser' },
    fields: [
      { ...email, required: true, unique: true, max: 254 },
      name('Имя', 100),
      { name: 'role', column: 'role', type: 'enum', options: ROLE_OPTIONS, label: 'Роль', required: true },
      {
        name: 'typeAccount',
        column: 'type_account',
        type: 'enum',
        options: SHOP_TYPE_OPTIONS,
        label: 'Тип аккаунта',
        required: true,
      },
      { name: 'accessPage', column: 'access_page', type: 'pageKeys', label: 'Доступные разделы' },
      {
        name: 'password',
        column: 'password_hash',
        type: 'password',
        label: 'Пароль',
        requiredOnCreate: true,
        min: 8,
        max: 200,
      },
    ],
  },
  {
    name: 'Gifts',
    remote: 'Gifts',
    area: 'marketing',
    table: 'gifts',
    type: 'Gift',
    plural: 'gifts',
    title: 'Подарки',
    route: '/marketing/Gifts',
    display: 'name',
    write: WRITE_RULES.marketing,
    fields: [
      name('Подарок'),
      {
        name: 'minOrderSum',
        column: 'min_order_sum',
        type: 'money',
        label: 'Минимальная сумма заказа',
        max: 100_000_000,
      },
      validFrom,
      validTo,
      comment,
    ],
  },
  {
    name: 'PromoCreate',
    remote: 'PromoCreate',
    area: 'marketing',
    table: 'promo_batches',
    type: 'PromoBatch',
    plural: 'promoBatches',
    title: 'Создание промокодов',
    route: '/marketing/PromocodeCreate',
    display: 'name',
    write: WRITE_RULES.marketing,
    // The spec's quirks: the list is read with getPromoCreateList, created with setNewPromoCreate,
    // and its payload key is dataUserUpdate.
    legacy: { getAll: 'getPromoCreateList', saveNew: 'setNewPromoCreate', payloadKey: 'dataUserUpdate' },
    fields: [
      name('Акция'),
      { name: 'prefix', column: 'prefix', type: 'string', label: 'Префикс кодов', required: true, max: 20 },
      {
        name: 'count',
        column: 'count',
        type: 'int',
        label: 'Количество кодов',
        required: true,
        min: 1,
        max: 10_000,
      },
      discountKind,
      discountValue,
      // Migration 028: the terms each generated code takes (crm/marketing/batches.ts).
      validFrom,
      validTo,
      {
        name: 'usageLimit',
        column: 'usage_limit',
        type: 'int',
        label: 'Лимит использований кода',
        max: 1_000_000,
      },
      {
        name: 'minOrderSum',
        column: 'min_order_sum',
        type: 'money',
        label: 'Минимальная сумма заказа',
        max: 100_000_000,
      },
    ],
  },
  // The catalogue (spec section 7 "Catalogue", docs/catalog.md): nested categories and products.
  // Their screens are the catalogue's own (web/src/catalog), not the list editor: no `route`.
  {
    name: 'Category',
    remote: 'Category',
    area: 'catalog',
    table: 'categories',
    type: 'Category',
    plural: 'categories',
    title: 'Категории',
    sortable: true,
    display: 'name',
    write: WRITE_RULES.catalog,
    extraFields: ['imageUrl', 'thumbnailUrl'],
    fields: [
      name('Категория'),
      // The CRM refuses a parent that is the category itself or one of its descendants.
      {
        name: 'parentId',
        column: 'parent_id',
        type: 'ref',
        ref: 'Category',
        label: 'Родительская категория',
      },
      { ...shopType, label: 'Тип магазина' },
      { name: 'image', column: 'image', type: 'image', label: 'Изображение' },
    ],
  },
  {
    name: 'ProductList',
    remote: 'ProductList',
    area: 'catalog',
    table: 'products',
    type: 'Product',
    plural: 'products',
    title: 'Товары',
    sortable: true,
    display: 'name',
    search: ['name', 'article', 'barcode'],
    treeFilter: 'categoryId',
    write: WRITE_RULES.catalog,
    extraFields: ['imageUrl', 'thumbnailUrl'],
    fields: [
      name('Товар'),
      { name: 'article', column: 'article', type: 'string', label: 'Артикул', unique: true, max: 50 },
      // What the till's scanner reads: unique, so a scan names one product (docs/catalog.md).
      {
        name: 'barcode',
        column: 'barcode',
        type: 'string',
        label: 'Штрихкод',
        unique: true,
        max: 50,
        format: 'barcode',
      },
      { name: 'categoryId', column: 'category_id', type: 'ref', ref: 'Category', label: 'Категория' },
      { name: 'unit', column: 'unit', type: 'string', label: 'Единица', required: true, max: 20 },
      {
        name: 'price',
        column: 'price_kopecks',
        type: 'money',
        label: 'Цена',
        required: true,
        max: 100_000_000,
      },
      { name: 'cost', column: 'cost_kopecks', type: 'money', label: 'Себестоимость', max: 100_000_000 },
      { name: 'description', column: 'description', type: 'richtext', label: 'Описание' },
      { ...shopType, label: 'Тип магазина' },
      { name: 'image', column: 'image', type: 'image', label: 'Изображение' },
    ],
  },
];

/** The list by local name (`Marks`), remote name (`MarksOrder`) or GraphQL type (`OrderMark`). */
export function findList(key: string): ListDef | undefined {
  return LISTS.find((l) => l.name === key || l.remote === key || l.type === key);
}

/** The /api method names of a list (spec section 7), with the spec's exceptions. */
export function legacyNames(list: ListDef): LegacyNames {
  const x = list.name;
  return {
    getAll: `getAll${x}`,
    setActive: `setActive${x}`,
    setDeleted: `setDeleted${x}`,
    setUpdate: `setUpdate${x}`,
    saveNew: `setSaveNew${x}`,
    payloadKey: `data${list.remote}Update`,
    ...list.legacy,
  };
}

/** The CRM method names of a list (remote contract): `getAll{R}`, `set{R}Active`, … */
export function remoteNames(list: ListDef) {
  const r = list.remote;
  return {
    getAll: `getAll${r}`,
    /** Ours (issue 17), for lists with `search`: one page after a keyset; see docs/upstream-contract.md. */
    getPage: `getPage${r}`,
    setActive: `set${r}Active`,
    setDeleted: `set${r}Deleted`,
    setUpdate: `set${r}Update`,
    saveNew: `setSaveNew${r}`,
    // Users are sent as {dataUpdate} (spec section 7); every other list as {data{R}Update}.
    payloadKey: list.area === 'user' ? 'dataUpdate' : `data${r}Update`,
  };
}
