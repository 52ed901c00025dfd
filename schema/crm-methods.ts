/**
 * Whether each CRM call reads or writes, declared once for the remote contract
 * (docs/upstream-contract.md). The gateway's retry policy (gateway/upstream/retry.ts: only reads
 * are sent again), its cache (gateway/cache/cached-upstream.ts: reads are served from memory,
 * writes clear their area) and the /api access layer (gateway/plugins/legacy-access.ts: a write
 * needs the write rule) all ask `crmCallKind`. tests/crm/method-kinds.test.ts checks that every
 * method the CRM serves is declared here, and nothing more. A method missing here is a write:
 * never retried, never cached, guarded as a write.
 */
import { LISTS, remoteNames } from './lists';

export type CallKind = 'read' | 'write';

interface AreaCalls {
  read: readonly string[];
  write: readonly string[];
}

/** Warehouse documents, served as reference lists under the spec's names (getAllConsignment, …). */
const DOCUMENT_KINDS = ['Consignment', 'Writing', 'SelfWriting', 'Output', 'Moving', 'Stocktaking'];

/** Each area's own calls, beside the generic list calls of schema/lists.ts. */
const OWN_CALLS: Readonly<Record<string, AreaCalls>> = {
  audit: { read: ['list'], write: ['record'] },
  auth: {
    read: ['profile'],
    // login and register create a session; requestPasswordReset stores a token.
    write: ['login', 'register', 'logout', 'changePassword', 'requestPasswordReset', 'resetPassword'],
  },
  cashbox: {
    read: ['getCurrentShift', 'getShifts', 'getShiftPage', 'getShift'],
    write: ['openShift', 'closeShift', 'addCashMove'],
  },
  catalog: {
    read: [
      'getImage',
      'getAllProductComposition',
      'getProductCounts',
      'getAllProductModifiers',
      'getAllProductCombos',
    ],
    write: [
      'setProductListImg',
      'setCategoryImg',
      'setProductComposition',
      'setCategoryPlace',
      'setProductModifiers',
      'setProductCombo',
    ],
  },
  // Online backups (crm/backup/domain.ts): making one writes files, never retried.
  backup: { read: ['getBackupStatus', 'getBackupList'], write: ['startBackup', 'runBackup'] },
  // Fiscal documents and settings (issue 23, docs/fiscal.md). saveDocument answers the stored
  // document for a kind and key it already holds: idempotent, yet a write (never cached).
  // Products' own VAT rates (migration 048) live here too: what only receipts use.
  fiscal: {
    read: ['getSettings', 'getDocuments', 'getUnregistered', 'getAllProductVat'],
    write: ['setSettings', 'saveDocument', 'reportDocument', 'setProductVat'],
  },
  health: { read: ['ping'], write: [] },
  // The event outbox as a long poll (issue 20 item 3, crm/events/poll.ts): reads only.
  events: { read: ['poll'], write: [] },
  // Integration tokens (issue 20 item 1). verifyToken stamps the last use at most once a minute,
  // an idempotent write, so it is a read: retried safely, and it never clears the list caches a
  // write would (every call of an integration verifies its token). Never cached: not a list read.
  integration: { read: ['getTokens', 'verifyToken'], write: ['createToken', 'revokeToken'] },
  // The delivery day of the flower shop (issue 21, docs/delivery.md).
  delivery: {
    read: [
      'getSettings',
      'getBoard',
      'getDelivery',
      'getCouriers',
      'getCourierAccounts',
      'getCourierDay',
      'getRouteSheet',
      'getNoticeTemplates',
      'getNoticeLog',
      'getNoticePage',
    ],
    write: [
      'setSettings',
      'setWindow',
      'assignCourier',
      'setStatus',
      'addPhoto',
      'linkCourierAccount',
      'setNoticeTemplate',
      'setClientNoticesOff',
    ],
  },
  // The fast-food kitchen (issue 22, docs/kitchen.md). A bump moves the order's status.
  kitchen: {
    read: ['getTickets', 'getReady', 'getStations', 'getProductStation', 'getSettings', 'getPrepTimes'],
    write: [
      'bumpTicket',
      'bumpLine',
      'recall',
      'saveStation',
      'deleteStation',
      'setProductStation',
      'setSettings',
    ],
  },
  // Webhooks (issue 20 item 4).
  webhook: {
    read: ['getEndpoints', 'getDeliveryPage'],
    write: ['createEndpoint', 'updateEndpoint', 'deleteEndpoint', 'retryDelivery'],
  },
  // Loyalty (issue 21 item 6): bonuses are spent and earned by the order writes themselves.
  loyalty: { read: ['getProgram', 'getAccount', 'getHistoryPage'], write: ['setProgram'] },
  marketing: {
    read: [
      'getCampaigns',
      'getCampaign',
      'getAudience',
      'getAudiencePage',
      'getPreview',
      'getOutbox',
      'getOutboxPage',
      'getClients',
      'getClientPage',
      'getClient',
      'getPromoBatchCodes',
    ],
    write: [
      'saveCampaign',
      'copyCampaign',
      'deleteCampaign',
      'sendCampaign',
      'retryOutbox',
      'setDoNotDisturb',
      'saveOccasion',
      'deleteOccasion',
    ],
  },
  notification: {
    read: ['getAllNotificationList', 'getNotificationPage'],
    write: ['setNotificationReady', 'setClearNotification'],
  },
  order: {
    // checkCheckoutCodes only checks a promo code and a certificate; nothing is stored.
    read: [
      'getOrder',
      'getOrderPage',
      'getClientCard',
      'getOrderInfo',
      'getOrderDetails',
      'getAllStatus',
      'checkCheckoutCodes',
    ],
    write: [
      'newOrder',
      'EditOrderData',
      'deleteOrder',
      'setStatusOrder',
      'setStatusOrders',
      'setWorkerStatusOrder',
      'setTypePayment',
      'payOrder',
    ],
  },
  reference: {
    read: ['getAllColorDefault', 'getKlientInfo', ...DOCUMENT_KINDS.map((k) => `getAll${k}`)],
    write: [
      'setUpdateSortable',
      ...DOCUMENT_KINDS.flatMap((k) => [
        `set${k}Active`,
        `set${k}Deleted`,
        `setSaveNew${k}`,
        `set${k}Update`,
      ]),
    ],
  },
  settings: {
    read: ['getAppSettings', 'getReceiptSettings'],
    write: ['setAppSettings', 'setReceiptSettings'],
  },
  stats: { read: ['getOrderStats', 'getOrderOverview', 'getSiteOrders'], write: [] },
  user: { read: [], write: ['setUserAccess'] },
  warehouse: {
    read: [
      'getDocuments',
      'getDocumentPage',
      'getDocument',
      'getBalances',
      'getBalancePage',
      'getMovementPage',
      'getMovements',
    ],
    write: ['postDocument', 'unpostDocument'],
  },
};

/**
 * The writes that take an idempotency key (issue 24, docs/offline.md): the body's optional field
 * `idempotencyKey` (8–128 characters of `[A-Za-z0-9_.:-]`). The CRM stores it with the write in
 * the same transaction (migration 047): a repeat with the same key and body answers the first
 * result and writes nothing; another body or call under the key is refused with errorInfo
 * IDEMPOTENCY_KEY_REUSED. The gateway still never retries a write by itself (retry.ts): a remote
 * CRM that ignores the field would write twice.
 */
export const KEYED_WRITES = [
  'order/newOrder',
  'order/payOrder',
  'cashbox/openShift',
  'cashbox/closeShift',
  'cashbox/addCashMove',
] as const;

export type KeyedWrite = (typeof KEYED_WRITES)[number];

function table(): ReadonlyMap<string, CallKind> {
  const kinds = new Map<string, CallKind>();
  const declare = (area: string, method: string, kind: CallKind) => {
    const key = `${area}/${method}`;
    if (kinds.has(key)) throw new Error(`${key} is declared twice (schema/crm-methods.ts)`);
    kinds.set(key, kind);
  };
  for (const list of LISTS) {
    const n = remoteNames(list);
    declare(list.area, n.getAll, 'read');
    if (list.search) declare(list.area, n.getPage, 'read');
    for (const write of [n.setActive, n.setDeleted, n.setUpdate, n.saveNew])
      declare(list.area, write, 'write');
  }
  for (const [area, calls] of Object.entries(OWN_CALLS)) {
    for (const method of calls.read) declare(area, method, 'read');
    for (const method of calls.write) declare(area, method, 'write');
  }
  return kinds;
}

/** Every CRM call as `area/method` → its kind. */
export const CRM_METHODS: ReadonlyMap<string, CallKind> = table();

/** The declared kind of a CRM call; undefined for a call the contract does not have. */
export function crmCallKind(area: string, method: string): CallKind | undefined {
  return CRM_METHODS.get(`${area}/${method}`);
}

/** True only for a declared read: what may be retried, cached, and guarded by a read rule. */
export function isCrmRead(area: string, method: string): boolean {
  return crmCallKind(area, method) === 'read';
}
