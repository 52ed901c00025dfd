/**
 * The one access policy. The gateway enforces it on every data call (GraphQL and /api) and the
 * web uses it for route guards and menus, so a rule changed here changes both sides at once.
 * Spec sections 2 and 6; deviations from the letter of the spec are listed in docs/access.md.
 */

export const ROLES = ['SA', 'ADMIN', 'EDITOR', 'GUEST', 'MANAGER'] as const;
export type Role = (typeof ROLES)[number];

export const SHOP_TYPES = ['flower_shop', 'fastfood'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

/** Levels nest: each one admits the roles of the one above it plus its own. */
export const LEVELS = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
  test: ['SA', 'ADMIN', 'EDITOR', 'GUEST', 'MANAGER'],
} as const satisfies Record<string, readonly Role[]>;
export type Level = keyof typeof LEVELS;

/** Group page keys of spec section 6. */
export const GROUP_PAGE_KEYS = [
  'NEWORDER',
  'ALLORDER',
  'CATALOG',
  'NEWPRODUCT',
  'ANALITIKA',
  'KLIENTS',
  'REFERENCE',
  'SETTINGS',
  'MARKETING',
  'MONEY',
  'CASHBOXX',
  'ACCESSRIGHTS',
  'WAREHOUSE',
  // The florist's delivery day (issue 21): the board, route sheets, notices.
  'DELIVERY',
  // A courier's own deliveries (issue 21): nothing else of the shop.
  'COURIER',
  // The fast-food kitchen display and its ready screen (issue 22).
  'KITCHEN',
  // The customers' ready screen alone: a wall screen's account reads order numbers and nothing else.
  'KITCHENREADY',
] as const;

/**
 * Every reference route has its own page key (spec section 2); REFERENCE opens them all.
 * The key of the client directory is KLIENTS, as the spec names it.
 */
export const REFERENCE_LISTS = [
  { list: 'TypePayments', path: '/reference/typePayments', key: 'TYPEPAYMENTS', title: 'Типы оплат' },
  { list: 'ChangeList', path: '/reference/changeList', key: 'CHANGELIST', title: 'Сдача' },
  { list: 'Employees', path: '/reference/employeesList', key: 'EMPLOYEES', title: 'Сотрудники' },
  { list: 'StatusOrder', path: '/reference/orderNotes', key: 'ORDERNOTES', title: 'Статусы заказов' },
  { list: 'Notes', path: '/reference/statusNotes', key: 'STATUSNOTES', title: 'Пометки' },
  { list: 'OrderSource', path: '/reference/orderSource', key: 'ORDERSOURCE', title: 'Каналы продаж' },
  { list: 'Certificate', path: '/reference/Certificate', key: 'CERTIFICATE', title: 'Сертификаты' },
  { list: 'WriteOff', path: '/reference/writeOff', key: 'WRITEOFF', title: 'Причины списания' },
  { list: 'Marks', path: '/reference/Marks', key: 'MARKS', title: 'Метки заказов' },
  { list: 'Suppliers', path: '/reference/Suppliers', key: 'SUPPLIERS', title: 'Поставщики' },
  { list: 'Units', path: '/reference/Units', key: 'UNITS', title: 'Единицы измерения' },
  { list: 'Street', path: '/reference/Street', key: 'STREET', title: 'Улицы' },
  { list: 'Markup', path: '/reference/Markup', key: 'MARKUP', title: 'Наценки' },
  { list: 'PositionWorker', path: '/reference/PositionWorker', key: 'POSITIONWORKER', title: 'Должности' },
  { list: 'Discount', path: '/reference/Discount', key: 'DISCOUNT', title: 'Скидки' },
  { list: 'KlientDirectory', path: '/reference/KlientDirectory', key: 'KLIENTS', title: 'Клиенты' },
  { list: 'Organization', path: '/reference/Organization', key: 'ORGANIZATION', title: 'Организации' },
  { list: 'Promocode', path: '/reference/Promocode', key: 'PROMOCODE', title: 'Промокоды' },
] as const;

export const PAGE_KEYS = [
  ...GROUP_PAGE_KEYS,
  ...REFERENCE_LISTS.map((r) => r.key).filter((k) => k !== 'KLIENTS'),
] as const;
export type PageKey = (typeof GROUP_PAGE_KEYS)[number] | (typeof REFERENCE_LISTS)[number]['key'];

/** What a guard needs to know about the signed-in user. */
export interface Principal {
  role: Role | string;
  typeAccount: ShopType | string;
  accessPage: readonly string[];
}

/** A rule: every given part must hold; `pageKeys` is any-of. */
export interface Rule {
  level?: Level;
  shopTypes?: readonly ShopType[];
  pageKeys?: readonly PageKey[];
}

export interface RouteDef extends Rule {
  /** react-router pattern */
  path: string;
  title: string;
  /** The issue that brings the screen; until then the route shows its title and a note. */
  screen?: 'ready';
}

const ref = (r: (typeof REFERENCE_LISTS)[number]): RouteDef => ({
  path: r.path,
  title: r.title,
  // Spec: all reference routes are admin level except the client directory, which is personal
  // data and needs KLIENTS itself (REFERENCE alone does not open it: issue 16).
  level: r.key === 'KLIENTS' ? undefined : 'admin',
  pageKeys: r.key === 'KLIENTS' ? ['KLIENTS'] : ['REFERENCE', r.key],
});

/** The product routes of spec section 2 (session routes are public and live in the web shell). */
export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard/alternative', title: 'Аналитика', level: 'sa' },
  { path: '/dashboard/default', title: 'Панель управления', level: 'admin' },
  { path: '/dashboard/statsOrder', title: 'Статистика заказов', level: 'test', pageKeys: ['ANALITIKA'] },
  { path: '/dashboard/inventory-management', title: 'Заказы с сайта', level: 'admin' },

  // Clients and recipients are personal data: KLIENTS as well as the spec's admin level.
  { path: '/klientList/klientList', title: 'Клиенты', level: 'admin', pageKeys: ['KLIENTS'] },
  { path: '/klientList/KlientList', title: 'Клиенты', level: 'admin', pageKeys: ['KLIENTS'] },
  {
    path: '/klientList/recipietnList',
    title: 'Получатели',
    level: 'admin',
    shopTypes: ['flower_shop'],
    pageKeys: ['KLIENTS'],
  },

  { path: '/order/newOrder', title: 'Новый заказ', shopTypes: ['flower_shop'], pageKeys: ['NEWORDER'] },
  { path: '/order/newTest', title: 'Касса (тест)', shopTypes: ['fastfood'], pageKeys: ['NEWORDER'] },
  { path: '/order/newOrderFastFood', title: 'Новый заказ', shopTypes: ['fastfood'], pageKeys: ['NEWORDER'] },
  {
    path: '/order/editOrderFastFood/:id',
    title: 'Редактирование заказа',
    shopTypes: ['fastfood'],
    pageKeys: ['NEWORDER'],
  },
  {
    path: '/order/allOrder',
    title: 'Все заказы',
    level: 'test',
    shopTypes: ['flower_shop'],
    pageKeys: ['ALLORDER'],
  },
  {
    path: '/order/allOrderFastFood',
    title: 'Все заказы',
    level: 'test',
    shopTypes: ['fastfood'],
    pageKeys: ['ALLORDER'],
  },
  {
    path: '/order/editOrder',
    title: 'Редактирование заказа',
    shopTypes: ['flower_shop'],
    pageKeys: ['NEWORDER'],
  },
  {
    path: '/order/newOrderFast',
    title: 'Быстрый заказ',
    level: 'sa',
    shopTypes: ['flower_shop'],
    pageKeys: ['NEWORDER'],
  },

  // Not routes of spec section 2: the delivery day of issue 21 (docs/delivery.md).
  { path: '/delivery', title: 'Доставки', shopTypes: ['flower_shop'], pageKeys: ['DELIVERY'] },
  {
    path: '/delivery/route/:courierId',
    title: 'Маршрутный лист',
    shopTypes: ['flower_shop'],
    pageKeys: ['DELIVERY'],
  },
  { path: '/courier', title: 'Мои доставки', shopTypes: ['flower_shop'], pageKeys: ['COURIER'] },
  { path: '/courier/:orderId', title: 'Доставка', shopTypes: ['flower_shop'], pageKeys: ['COURIER'] },
  // Not routes of spec section 2: the fast-food kitchen of issue 22 (docs/kitchen.md).
  { path: '/kitchen', title: 'Кухня', shopTypes: ['fastfood'], pageKeys: ['KITCHEN'] },
  {
    path: '/kitchen/ready',
    title: 'Готовые заказы',
    shopTypes: ['fastfood'],
    pageKeys: ['KITCHEN', 'KITCHENREADY'],
  },

  { path: '/catalog', title: 'Каталог', level: 'admin', pageKeys: ['CATALOG'] },
  { path: '/category/:id', title: 'Категория', level: 'admin', pageKeys: ['CATALOG'] },
  { path: '/NewProduct', title: 'Новый товар', pageKeys: ['NEWPRODUCT'] },
  { path: '/NewProductCategory/:id', title: 'Новый товар в категории', pageKeys: ['NEWPRODUCT'] },
  { path: '/NewProductArt/:id', title: 'Новый товар по артикулу', pageKeys: ['NEWPRODUCT'] },
  { path: '/EditProduct/:id', title: 'Редактирование товара', pageKeys: ['NEWPRODUCT'] },

  ...REFERENCE_LISTS.map(ref),

  { path: '/Settings/AffiliateList', title: 'Филиалы', level: 'admin', pageKeys: ['SETTINGS'] },
  { path: '/Settings/UserList', title: 'Пользователи', level: 'admin', pageKeys: ['SETTINGS'] },
  { path: '/Settings/Outlets', title: 'Точки продаж', level: 'admin', pageKeys: ['SETTINGS'] },
  { path: '/PrintSettingsPage', title: 'Печать чеков', level: 'sa', pageKeys: ['SETTINGS'] },
  // Not a route of spec section 2: online backups (issue 19) need a screen of their own.
  { path: '/Settings/Backups', title: 'Резервные копии', level: 'sa', pageKeys: ['SETTINGS'] },
  // Not a route of spec section 2: integration tokens (issue 20) need a screen of their own.
  { path: '/Settings/Integrations', title: 'Интеграции', level: 'admin', pageKeys: ['SETTINGS'] },
  // Not a route of spec section 2: webhooks (issue 20 item 4), the superadmin's.
  { path: '/Settings/Webhooks', title: 'Вебхуки', level: 'sa', pageKeys: ['SETTINGS'] },
  // Not a route of spec section 2: the bonus programme of the admin's shop type (issue 21 item 6).
  { path: '/Settings/Loyalty', title: 'Бонусная программа', level: 'admin', pageKeys: ['SETTINGS'] },
  // Not a route of spec section 2: the fiscal register of the admin's shop type (issue 23).
  { path: '/Settings/Fiscal', title: 'Кассовый аппарат', level: 'admin', pageKeys: ['SETTINGS'] },

  { path: '/marketing/Disturbance', title: 'Напоминания клиентам', level: 'admin', pageKeys: ['MARKETING'] },
  { path: '/marketing/Promocode', title: 'Настройки промокодов', level: 'admin', pageKeys: ['MARKETING'] },
  {
    path: '/marketing/PromocodeCreate',
    title: 'Создание промокодов',
    level: 'admin',
    pageKeys: ['MARKETING'],
  },
  { path: '/marketing/Gifts', title: 'Подарки', level: 'admin', pageKeys: ['MARKETING'] },

  // The spec gives the cashbox no level: whoever holds its key keeps the till, a MANAGER too (issue 26).
  { path: '/money/cashbox', title: 'Касса', level: 'test', pageKeys: ['MONEY', 'CASHBOXX'] },

  { path: '/AccessRightsSettings', title: 'Права доступа', level: 'sa', pageKeys: ['ACCESSRIGHTS'] },
  // Not a route of spec section 2: the audit log of issue 16 needs a screen of its own.
  {
    path: '/AccessRightsSettings/audit',
    title: 'Журнал безопасности',
    level: 'sa',
    pageKeys: ['ACCESSRIGHTS'],
  },
  {
    path: '/AccessRightsSettingsWithId/:id',
    title: 'Права пользователя',
    level: 'sa',
    pageKeys: ['ACCESSRIGHTS'],
  },

  { path: '/warehouse/SelfWriting', title: 'Самосписание', level: 'admin', pageKeys: ['WAREHOUSE'] },
  { path: '/warehouse/Writing', title: 'Списание', level: 'admin', pageKeys: ['WAREHOUSE'] },
  { path: '/warehouse/Consignment', title: 'Приход', level: 'admin', pageKeys: ['WAREHOUSE'] },
  { path: '/warehouse/Output', title: 'Расход', level: 'admin', pageKeys: ['WAREHOUSE'] },
  { path: '/warehouse/Moving', title: 'Перемещение', level: 'admin', pageKeys: ['WAREHOUSE'] },
  { path: '/warehouse/Stocktaking', title: 'Инвентаризация', level: 'admin', pageKeys: ['WAREHOUSE'] },
  // Not a route of spec section 2: balances and the movement ledger need a screen of their own.
  { path: '/warehouse/Stock', title: 'Остатки', level: 'admin', pageKeys: ['WAREHOUSE'] },
];

export const HOME_PATH = '/dashboard/statsOrder';

/** The one check: level, shop type and page key must all hold (spec section 6). */
export function allows(user: Principal | null | undefined, rule: Rule): boolean {
  if (!user) return false;
  if (rule.level && !(LEVELS[rule.level] as readonly string[]).includes(user.role)) return false;
  if (rule.shopTypes && !(rule.shopTypes as readonly string[]).includes(user.typeAccount)) return false;
  if (rule.pageKeys && !rule.pageKeys.some((k) => user.accessPage.includes(k))) return false;
  return true;
}

/**
 * Each route's path split once: the web's side menu looks up some seventy routes while the app's
 * entry runs, and splitting every route's path again for each lookup was some 15 ms of a cold
 * start's main thread (docs/performance.md V2).
 */
const ROUTE_PARTS: readonly string[][] = ROUTES.map((r) => r.path.split('/'));

/** Finds the route whose pattern matches a concrete path (":param" segments match one segment). */
export function findRoute(pathname: string): RouteDef | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return ROUTES.find((_, n) => {
    const pattern = ROUTE_PARTS[n];
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

/**
 * A rule or a list of rules of which any one admits (`[{ level: 'sa' }, { pageKeys: ['ACCESSRIGHTS'] }]`:
 * the superadmin, or whoever holds the access-rights key).
 */
export type AccessRule = Rule | readonly Rule[];

/** `allows` for a rule or any-of list of rules. */
export function permits(user: Principal | null | undefined, rule: AccessRule): boolean {
  return Array.isArray(rule) ? rule.some((r) => allows(user, r)) : allows(user, rule as Rule);
}

/**
 * The shop type whose data a user reads and writes: their own; null for the superadmin, who sees
 * both shop types (the «Все магазины» switch is SA's). Issue 16 item 3.
 */
export function shopScope(user: Pick<Principal, 'role' | 'typeAccount'>): ShopType | null {
  // An unknown shop type matches no data rather than all of it.
  return user.role === 'SA' ? null : (user.typeAccount as ShopType);
}

/** A user no product route admits (a fresh sign-up): they read their own profile and nothing else. */
export function awaitingAccess(user: Principal): boolean {
  return !ROUTES.some((r) => allows(user, r));
}

/**
 * Server-side write rules (DESIGN.md "Authorization"): writing needs the page key of the screen
 * that edits the data. Read rules are READ_RULES of schema/data-access.ts; nothing is readable
 * by default.
 */
export const WRITE_RULES = {
  reference: { pageKeys: ['REFERENCE'] },
  orders: { pageKeys: ['NEWORDER', 'ALLORDER'] },
  catalog: { pageKeys: ['CATALOG', 'NEWPRODUCT'] },
  settings: { pageKeys: ['SETTINGS'] },
  marketing: { pageKeys: ['MARKETING'] },
  money: { pageKeys: ['MONEY', 'CASHBOXX'] },
  /** Fiscal documents: stored by whoever takes a payment or runs the till (docs/fiscal.md). */
  fiscal: { pageKeys: ['NEWORDER', 'ALLORDER', 'MONEY', 'CASHBOXX'] },
  /** A shop type's fiscal settings: the rule of their page, /Settings/Fiscal (an admin with SETTINGS). */
  fiscalSettings: { level: 'admin', pageKeys: ['SETTINGS'] },
  warehouse: { pageKeys: ['WAREHOUSE'] },
  delivery: { shopTypes: ['flower_shop'], pageKeys: ['DELIVERY'] },
  kitchen: { shopTypes: ['fastfood'], pageKeys: ['KITCHEN'] },
  accessRights: { level: 'sa' },
  printSettings: { level: 'sa' },
} as const satisfies Record<string, Rule>;
export type WriteArea = keyof typeof WRITE_RULES;

/** The write rule of one reference list: REFERENCE or the list's own key. */
export function referenceWriteRule(list: string): Rule {
  const entry = REFERENCE_LISTS.find((r) => r.list === list);
  return { pageKeys: entry ? ['REFERENCE', entry.key] : ['REFERENCE'] };
}

/**
 * Orders (issue 4): NEWORDER creates and edits; ALLORDER lists and moves orders along (status,
 * worker, payment). A cashier who takes orders must see and advance them too, so reads and
 * processing admit either key. Applied to /api/order/* (gateway/plugins/legacy-access.ts) and to
 * the GraphQL order fields alike.
 */
export const ORDER_RULES = {
  read: { pageKeys: ['ALLORDER', 'NEWORDER'] },
  edit: { pageKeys: ['NEWORDER'] },
  process: { pageKeys: ['ALLORDER', 'NEWORDER'] },
} as const satisfies Record<string, Rule>;

/** The rule of each /api/order/{method}; null: any signed-in user (statuses are a reference list). */
export const ORDER_PATH_RULES: Readonly<Record<string, Rule | null>> = {
  all: ORDER_RULES.read,
  getOrderInfo: ORDER_RULES.read,
  getAllStatus: null,
  newOrder: ORDER_RULES.edit,
  EditOrderData: ORDER_RULES.edit,
  deleteOrder: ORDER_RULES.edit,
  setStatusOrder: ORDER_RULES.process,
  setWorkerStatusOrder: ORDER_RULES.process,
  setTypePayment: ORDER_RULES.process,
};
