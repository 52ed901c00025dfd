/**
 * Who may read which data, and the rule of every GraphQL root field (issue 16 item 1): part of
 * the one policy of schema/access.ts, next to its write rules. Each read rule is derived from the
 * screens that show the data; nothing is readable by default: a root field without an entry in
 * `fieldRule` stops the gateway at start (gateway/graphql/field-access.ts), and an account with
 * no page keys (a fresh sign-up) reads nothing but its own profile. docs/access.md has the table.
 */
import {
  GROUP_PAGE_KEYS,
  ORDER_RULES,
  REFERENCE_LISTS,
  WRITE_RULES,
  findRoute,
  type AccessRule,
  type PageKey,
  type Rule,
} from './access';
import { MANAGE_RULE as INTEGRATIONS_MANAGE } from './integrations';
import { LISTS, type ListDef } from './lists';
import { MANAGE_RULE as WEBHOOKS_MANAGE } from './webhooks';

const keys = (...pageKeys: PageKey[]): Rule => ({ pageKeys });

/** Every key that opens a working screen; ACCESSRIGHTS alone opens only the rights screens. */
const WORK_KEYS: readonly PageKey[] = GROUP_PAGE_KEYS.filter((k) => k !== 'ACCESSRIGHTS');

function routeRule(path: string): Rule {
  const route = findRoute(path);
  if (!route) throw new Error(`schema/access.ts has no route ${path}`);
  return { level: route.level, shopTypes: route.shopTypes, pageKeys: route.pageKeys };
}

/**
 * Small lookup lists (statuses, payment types, units, streets, …) hold no personal data and are
 * read by the screens of every working area: the list's own key, REFERENCE, or a work key.
 */
const LOOKUP_RULE: Rule = { pageKeys: [...WORK_KEYS, ...REFERENCE_LISTS.map((r) => r.key)] as PageKey[] };

export const READ_RULES = {
  /** Lookup lists, system colours, order statuses: no personal data. */
  lookups: LOOKUP_RULE,
  /** The whole client directory and recipients: personal data, the KLIENTS screen's alone. */
  clients: keys('KLIENTS'),
  /** A client found by phone while taking an order (exact phone without KLIENTS, docs/access.md). */
  orderClients: keys('KLIENTS', 'NEWORDER', 'ALLORDER'),
  /** Staff accounts (e-mails, roles, keys): the access-rights screens. */
  staff: [{ level: 'sa' }, keys('ACCESSRIGHTS')] as const,
  /** Employees as order workers, cashiers and storekeepers: names and positions (phones need EMPLOYEES). */
  employees: keys(
    'EMPLOYEES',
    'REFERENCE',
    'NEWORDER',
    'ALLORDER',
    'MONEY',
    'CASHBOXX',
    'WAREHOUSE',
    'ANALITIKA',
  ),
  /** Branches and points of sale: orders, the cashbox, stock and mailings are kept per branch. */
  branches: keys(
    'SETTINGS',
    'NEWORDER',
    'ALLORDER',
    'MONEY',
    'CASHBOXX',
    'WAREHOUSE',
    'MARKETING',
    'ANALITIKA',
  ),
  /** Categories and products: the catalogue, order forms and the POS, stock documents. */
  catalog: keys('CATALOG', 'NEWPRODUCT', 'NEWORDER', 'ALLORDER', 'WAREHOUSE', 'MARKETING'),
  orders: ORDER_RULES.read,
  /** Cash shifts and moves. */
  money: keys('MONEY', 'CASHBOXX'),
  /** Stock documents, balances and the ledger. */
  warehouse: keys('WAREHOUSE'),
  /** Campaigns, audiences, the outbox, clients' occasions: the marketing screen's own data. */
  marketing: keys('MARKETING'),
  /** The bell: open notifications of the user's shop type, for any working account. */
  notifications: { pageKeys: WORK_KEYS },
  /** Receipt layout: every till prints, so every screen that takes or pays orders reads it. */
  receiptSettings: keys('NEWORDER', 'ALLORDER', 'MONEY', 'CASHBOXX', 'SETTINGS', 'DELIVERY', 'KITCHEN'),
  /**
   * The bonus programme (docs/loyalty.md): its settings screen, the order forms and the POS that
   * offer «Списать бонусы», the client card that shows the percent. No personal data.
   */
  loyalty: keys('SETTINGS', 'NEWORDER', 'ALLORDER', 'KLIENTS'),
  /**
   * Fiscal settings and documents (docs/fiscal.md): every till registers receipts, so every screen
   * that takes or pays orders, and the cashbox that lists what is not yet printed. A document's
   * task may name the buyer's contact: the resolver strips it for readers without orderClients.
   */
  fiscal: keys('NEWORDER', 'ALLORDER', 'MONEY', 'CASHBOXX', 'SETTINGS'),
  /** Canned demo areas of the template: any working account. */
  demo: { pageKeys: WORK_KEYS },
  /** The delivery day: recipients' phones and addresses, so the board's key alone (issue 21). */
  delivery: routeRule('/delivery'),
  /** A courier's own deliveries; the query itself keeps them to their own (crm/domains/delivery.ts). */
  courier: routeRule('/courier'),
  /** The kitchen display: order lines, no personal data (issue 22). */
  kitchen: routeRule('/kitchen'),
  /** The customers' ready screen: order numbers only, so its wall screen's own key too. */
  kitchenReady: routeRule('/kitchen/ready'),
  statsOrders: routeRule('/dashboard/statsOrder'),
  statsOverview: [routeRule('/dashboard/default'), routeRule('/dashboard/alternative')],
  statsSite: routeRule('/dashboard/inventory-management'),
} as const satisfies Record<string, AccessRule>;

const LIST_READ: Readonly<Record<string, AccessRule>> = {
  KlientDirectory: READ_RULES.clients,
  Recipients: READ_RULES.clients,
  User: READ_RULES.staff,
  Employees: READ_RULES.employees,
  Affiliate: READ_RULES.branches,
  Outlets: READ_RULES.branches,
  Category: READ_RULES.catalog,
  ProductList: READ_RULES.catalog,
  // Gifts are given at checkout (issue 26): the order form and the till pick them; no personal data.
  Gifts: keys('MARKETING', 'NEWORDER', 'ALLORDER'),
  PromoCreate: READ_RULES.marketing,
};

/** The read rule of one list of schema/lists.ts. */
export function listReadRule(list: ListDef): AccessRule {
  return LIST_READ[list.name] ?? LOOKUP_RULE;
}

/**
 * Fields of a list record shown only to some readers: an order worker's name and position are
 * for everyone who may read employees, the phone for those who edit the staff list.
 */
export const PRIVATE_LIST_FIELDS: Readonly<Record<string, Readonly<Record<string, AccessRule>>>> = {
  Employees: { phone: keys('EMPLOYEES', 'REFERENCE') },
};

/** The rule of a root field: public (no session), signedIn (any live session), or a rule. */
export type FieldRule = 'public' | 'signedIn' | AccessRule;

const money = WRITE_RULES.money;
/**
 * Linking a courier's sign-in account (issue 21): an admin of the delivery day or of the staff
 * list. They see the candidate accounts' names and e-mails: the flower shop's accounts with the
 * COURIER key only, never the whole staff list (that stays SA / ACCESSRIGHTS).
 */
const LINK_COURIER = [
  { level: 'admin', ...WRITE_RULES.delivery },
  { level: 'admin', pageKeys: ['REFERENCE', 'EMPLOYEES'] },
] as const satisfies readonly Rule[];
const FIELDS: Readonly<Record<string, FieldRule>> = {
  // Sessions: sign-in, sign-up and the sign-up switch are public; one's own profile needs a session.
  'Query.health': 'public',
  'Query.signupAllowed': 'public',
  'Mutation.login': 'public',
  'Mutation.register': 'public',
  'Query.me': 'signedIn',
  // Idempotent: without a live session there is nothing to end, and it says so (false).
  'Mutation.logout': 'public',
  'Mutation.changePassword': 'signedIn',
  // Password recovery is for those who cannot sign in (issue 26); rate-limited like sign-in.
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resetPassword': 'public',
  'Query.systemColors': LOOKUP_RULE,
  'Mutation.setUserAccess': WRITE_RULES.accessRights,

  'Query.orders': READ_RULES.orders,
  'Query.ordersConnection': READ_RULES.orders,
  'Query.order': READ_RULES.orders,
  'Query.clientSearch': READ_RULES.orderClients,
  'Query.clientCard': READ_RULES.orderClients,
  // Loyalty (issue 21 item 6): a balance is read by whoever may open the client's card.
  'Query.bonusAccount': READ_RULES.orderClients,
  'Query.bonusHistory': READ_RULES.orderClients,
  'Query.loyaltyProgram': READ_RULES.loyalty,
  'Mutation.updateLoyaltyProgram': WRITE_RULES.settings,
  'Query.fiscalSettings': READ_RULES.fiscal,
  'Query.fiscalDocuments': READ_RULES.orders,
  'Query.unregisteredFiscalDocuments': READ_RULES.fiscal,
  'Mutation.createFiscalDocument': WRITE_RULES.fiscal,
  'Mutation.reportFiscalDocument': WRITE_RULES.fiscal,
  'Mutation.updateFiscalSettings': WRITE_RULES.fiscalSettings,
  'Mutation.setProductVat': WRITE_RULES.catalog,
  'Query.checkoutCodes': ORDER_RULES.edit,
  'Mutation.createOrder': ORDER_RULES.edit,
  'Mutation.updateOrder': ORDER_RULES.edit,
  'Mutation.deleteOrder': ORDER_RULES.edit,
  'Mutation.setOrderStatus': ORDER_RULES.process,
  'Mutation.setOrdersStatus': ORDER_RULES.process,
  'Mutation.assignOrderWorker': ORDER_RULES.process,
  'Mutation.setOrderPayment': ORDER_RULES.process,
  'Mutation.payOrder': WRITE_RULES.orders,

  'Query.currentCashShift': READ_RULES.money,
  'Query.cashShifts': READ_RULES.money,
  'Query.cashShiftsConnection': READ_RULES.money,
  'Query.cashShift': READ_RULES.money,
  'Mutation.openCashShift': money,
  'Mutation.closeCashShift': money,
  'Mutation.addCashMove': money,

  'Query.categoryProductCounts': READ_RULES.catalog,
  'Query.productMenus': READ_RULES.catalog,
  'Mutation.setProductComposition': WRITE_RULES.catalog,
  'Mutation.setProductModifiers': WRITE_RULES.catalog,
  'Mutation.setProductCombo': WRITE_RULES.catalog,
  'Mutation.removeProductImage': WRITE_RULES.catalog,
  'Mutation.removeCategoryImage': WRITE_RULES.catalog,
  'Mutation.placeCategory': WRITE_RULES.catalog,

  'Query.promoBatchCodes': READ_RULES.marketing,
  'Query.marketingCampaigns': READ_RULES.marketing,
  'Query.marketingCampaign': READ_RULES.marketing,
  'Query.marketingAudience': READ_RULES.marketing,
  'Query.marketingPreview': READ_RULES.marketing,
  'Query.marketingOutbox': READ_RULES.marketing,
  'Query.marketingClients': READ_RULES.marketing,
  'Query.marketingClient': READ_RULES.marketing,
  'Query.marketingClientsConnection': READ_RULES.marketing,
  'Query.marketingOutboxConnection': READ_RULES.marketing,
  'Query.marketingAudienceConnection': READ_RULES.marketing,
  'Mutation.saveMarketingCampaign': WRITE_RULES.marketing,
  'Mutation.copyMarketingCampaign': WRITE_RULES.marketing,
  'Mutation.deleteMarketingCampaign': WRITE_RULES.marketing,
  'Mutation.sendMarketingCampaign': WRITE_RULES.marketing,
  'Mutation.retryOutboxMessage': WRITE_RULES.marketing,
  'Mutation.setClientDoNotDisturb': WRITE_RULES.marketing,
  'Mutation.saveClientOccasion': WRITE_RULES.marketing,
  'Mutation.deleteClientOccasion': WRITE_RULES.marketing,

  'Query.notifications': READ_RULES.notifications,
  'Query.notificationsConnection': READ_RULES.notifications,
  'Mutation.dismissNotification': READ_RULES.notifications,
  'Mutation.clearNotifications': READ_RULES.notifications,

  'Query.receiptSettings': READ_RULES.receiptSettings,
  'Mutation.updateReceiptSettings': WRITE_RULES.printSettings,
  // The demo areas' switch of the settings screen (issue 26): the SA's.
  'Query.demoAreasSetting': WRITE_RULES.printSettings,
  'Mutation.setShowDemoAreas': WRITE_RULES.printSettings,

  'Query.orderStats': READ_RULES.statsOrders,
  'Query.orderOverview': READ_RULES.statsOverview,
  'Query.siteOrders': READ_RULES.statsSite,

  'Query.stockDocuments': READ_RULES.warehouse,
  'Query.stockDocumentsConnection': READ_RULES.warehouse,
  'Query.stockMovementsConnection': READ_RULES.warehouse,
  'Query.stockDocument': READ_RULES.warehouse,
  'Query.stockBalances': READ_RULES.warehouse,
  'Query.stockBalancesConnection': READ_RULES.warehouse,
  'Query.stockMovements': READ_RULES.warehouse,
  'Mutation.createStockDocument': WRITE_RULES.warehouse,
  'Mutation.updateStockDocument': WRITE_RULES.warehouse,
  'Mutation.setStockDocumentActive': WRITE_RULES.warehouse,
  'Mutation.setStockDocumentDeleted': WRITE_RULES.warehouse,
  'Query.auditLog': { level: 'sa' },
  // Online backups (issue 19): the whole database, so the superadmin's only.
  'Query.backups': { level: 'sa' },
  'Mutation.startBackup': { level: 'sa' },
  // Integration tokens (issue 20 item 1): the «Интеграции» screen's; never a token's own.
  'Query.integrationTokens': INTEGRATIONS_MANAGE,
  'Mutation.createIntegrationToken': INTEGRATIONS_MANAGE,
  'Mutation.revokeIntegrationToken': INTEGRATIONS_MANAGE,
  // Webhooks (issue 20 item 4): the superadmin's «Вебхуки» screen; never a token's own.
  'Query.webhookEndpoints': WEBHOOKS_MANAGE,
  'Query.webhookDeliveries': WEBHOOKS_MANAGE,
  'Mutation.createWebhookEndpoint': WEBHOOKS_MANAGE,
  'Mutation.updateWebhookEndpoint': WEBHOOKS_MANAGE,
  'Mutation.deleteWebhookEndpoint': WEBHOOKS_MANAGE,
  'Mutation.retryWebhookDelivery': WEBHOOKS_MANAGE,
  'Mutation.postStockDocument': WRITE_RULES.warehouse,
  'Mutation.unpostStockDocument': WRITE_RULES.warehouse,

  // The delivery day (issue 21, docs/delivery.md). The order form offers the slots too.
  'Query.deliverySettings': [READ_RULES.delivery, ORDER_RULES.edit],
  'Query.deliveryBoard': READ_RULES.delivery,
  'Query.delivery': READ_RULES.delivery,
  // The employees screen's «Учётные записи курьеров» lists the couriers too (their phones are the
  // staff list's to read anyway).
  'Query.couriers': [READ_RULES.delivery, ...LINK_COURIER],
  'Query.routeSheet': READ_RULES.delivery,
  'Query.deliveryNoticeTemplates': READ_RULES.delivery,
  'Query.deliveryNotices': READ_RULES.delivery,
  'Query.deliveryNoticesConnection': READ_RULES.delivery,
  'Mutation.setDeliverySettings': [WRITE_RULES.delivery, WRITE_RULES.settings],
  'Mutation.setDeliveryWindow': [WRITE_RULES.delivery, ORDER_RULES.edit],
  'Mutation.assignCourier': WRITE_RULES.delivery,
  'Mutation.setDeliveryStatus': WRITE_RULES.delivery,
  'Mutation.addDeliveryPhoto': WRITE_RULES.delivery,
  'Mutation.linkCourierAccount': LINK_COURIER,
  'Query.courierAccounts': LINK_COURIER,
  'Mutation.saveDeliveryNoticeTemplate': WRITE_RULES.delivery,
  'Mutation.setClientDeliveryNotices': [WRITE_RULES.delivery, READ_RULES.clients],
  // A courier's own: the resolver passes the session's account, the CRM filters by it.
  'Query.myDeliveries': READ_RULES.courier,
  'Query.myDelivery': READ_RULES.courier,
  'Mutation.markMyDelivery': READ_RULES.courier,

  // The fast-food kitchen (issue 22, docs/kitchen.md). Setting it up is the admin's or SETTINGS'.
  'Query.kitchenBoard': READ_RULES.kitchen,
  'Query.kitchenReady': READ_RULES.kitchenReady,
  'Query.kitchenTargets': [READ_RULES.kitchen, WRITE_RULES.settings],
  'Query.kitchenStations': [READ_RULES.kitchen, READ_RULES.catalog],
  'Query.productStation': READ_RULES.catalog,
  'Query.kitchenPrepTimes': [READ_RULES.statsOrders, READ_RULES.kitchen],
  'Mutation.bumpKitchenTicket': WRITE_RULES.kitchen,
  'Mutation.bumpKitchenLine': WRITE_RULES.kitchen,
  'Mutation.recallKitchenTicket': WRITE_RULES.kitchen,
  'Mutation.saveKitchenStation': [{ level: 'admin', ...WRITE_RULES.kitchen }, WRITE_RULES.settings],
  'Mutation.deleteKitchenStation': [{ level: 'admin', ...WRITE_RULES.kitchen }, WRITE_RULES.settings],
  'Mutation.setProductStation': WRITE_RULES.catalog,
  'Mutation.setKitchenTargets': [{ level: 'admin', ...WRITE_RULES.kitchen }, WRITE_RULES.settings],

  // Live events (issue 20 item 2): the rule of the query that shows the same data.
  'Subscription.orderChanged': READ_RULES.orders,
  'Subscription.notificationAdded': READ_RULES.notifications,
  'Subscription.stockBelowMinimum': READ_RULES.warehouse,
  'Subscription.cashShiftChanged': READ_RULES.money,
  'Subscription.kitchenChanged': READ_RULES.kitchenReady,
};

/** Root fields of the template's demo areas (schema/demo/*.graphql): canned data. */
const DEMO_FIELDS = [
  'Query.chatMe',
  'Query.chatContacts',
  'Query.chatRecent',
  'Query.chatRoom',
  'Query.chat',
  'Query.invoices',
  'Query.invoice',
  'Query.calendarEvents',
  'Query.directoryUsers',
  'Query.inboxMessages',
  'Query.boards',
  'Query.board',
  'Query.boardMembers',
  'Query.boardLabels',
  'Query.shopProducts',
  'Query.shopCategories',
  'Query.shopBrands',
  'Query.shopRatings',
  'Query.cart',
  'Query.todos',
  'Query.todo',
  'Query.todoTags',
  'Query.projectEntries',
  'Mutation.addChatMessage',
  'Mutation.addInvoice',
  'Mutation.updateInvoice',
  'Mutation.deleteInvoice',
  'Mutation.addCalendarEvent',
  'Mutation.updateCalendarEvent',
  'Mutation.deleteCalendarEvent',
  'Mutation.selectInboxMessage',
  'Mutation.deleteInboxMessage',
  'Mutation.addBoard',
  'Mutation.addBoardMember',
  'Mutation.deleteBoardMember',
  'Mutation.addColumn',
  'Mutation.renameColumn',
  'Mutation.deleteColumn',
  'Mutation.addCard',
  'Mutation.updateCard',
  'Mutation.reorderColumns',
  'Mutation.reorderCard',
  'Mutation.moveCard',
  'Mutation.addToCart',
  'Mutation.deleteFromCart',
  'Mutation.updateCartAmount',
  'Mutation.addTodo',
  'Mutation.updateTodo',
  'Mutation.deleteTodo',
  'Mutation.reorderTodos',
  'Mutation.addTodoTag',
  'Mutation.deleteTodoTag',
];

/** The root fields of every list (scripts/lists/sdl.ts names them the same way). */
function listFields(): Record<string, FieldRule> {
  const out: Record<string, FieldRule> = {};
  for (const list of LISTS) {
    const singular = list.type.charAt(0).toLowerCase() + list.type.slice(1);
    out[`Query.${list.plural}`] = listReadRule(list);
    out[`Query.${singular}`] = listReadRule(list);
    if (list.search) out[`Query.${list.plural}Connection`] = listReadRule(list);
    for (const verb of ['create', 'update']) out[`Mutation.${verb}${list.type}`] = list.write;
    out[`Mutation.set${list.type}Active`] = list.write;
    out[`Mutation.set${list.type}Deleted`] = list.write;
    if (list.sortable) out[`Mutation.move${list.type}`] = list.write;
  }
  return out;
}

const TABLE: Readonly<Record<string, FieldRule>> = {
  ...listFields(),
  ...Object.fromEntries(DEMO_FIELDS.map((f) => [f, READ_RULES.demo])),
  ...FIELDS,
};

/** The rule of `Type.field` (Query, Mutation, Subscription), or undefined: such a field must not exist. */
export function fieldRule(type: string, field: string): FieldRule | undefined {
  return Object.hasOwn(TABLE, `${type}.${field}`) ? TABLE[`${type}.${field}`] : undefined;
}

/** Every entry of the table, for the docs and the authorization matrix test. */
export const FIELD_RULES: Readonly<Record<string, FieldRule>> = TABLE;
