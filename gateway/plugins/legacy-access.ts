/**
 * Who may call which /api path: ONE table, derived from schema/access.ts and the read rules of
 * schema/data-access.ts, consulted for every /api request before routing, so a path no domain
 * implements yet is guarded all the same. Reads need the read rule of their data area, writes
 * the write rule (DESIGN.md "Authorization"; issue 16 item 1).
 */
import {
  ORDER_PATH_RULES,
  REFERENCE_LISTS,
  WRITE_RULES,
  referenceWriteRule,
  type AccessRule,
  type Rule,
} from '../../schema/access';
import { crmCallKind } from '../../schema/crm-methods';
import { listReadRule, READ_RULES } from '../../schema/data-access';
import { LISTS, legacyNames } from '../../schema/lists';

export type LegacyAccess =
  | { kind: 'public' }
  /** The route checks the Authorization header itself (GET /api/auth/profile, spec section 8). */
  | { kind: 'self' }
  | { kind: 'signedIn' }
  | { kind: 'rule'; rule: AccessRule };

const PUBLIC: LegacyAccess = { kind: 'public' };
const SIGNED_IN: LegacyAccess = { kind: 'signedIn' };
const rule = (r: AccessRule): LegacyAccess => ({ kind: 'rule', rule: r });

const WRITE_VERB = /^(set|new|delete|edit|add|update|reorder|rename|move|remove|clear)/i;
const READ_VERB = /^(get|all)/i;

/**
 * A write: for a path that is a CRM call, what schema/crm-methods.ts declares (the same kind the
 * retry policy and the cache use). For a path that is the gateway's own (demo areas, exports, the
 * legacy names of spec section 7 the CRM answers under other names): a verb that changes data, or
 * a non-GET call that is not a named read (order/all).
 */
export function isWrite(method: string, area: string, last: string): boolean {
  const declared = crmCallKind(area, last);
  if (declared) return declared === 'write';
  if (WRITE_VERB.test(last)) return true;
  return method !== 'GET' && method !== 'HEAD' && !READ_VERB.test(last);
}

const WAREHOUSE_DOCS: ReadonlySet<string> = new Set([
  'SelfWriting',
  'Writing',
  'Moving',
  'Consignment',
  'Output',
  'Stocktaking',
]);
const REFERENCE_NAMES: ReadonlySet<string> = new Set(REFERENCE_LISTS.map((r) => r.list));
// setPosted{X} (post/unpost a warehouse document) is ours; the other verbs are spec section 7's.
const REFERENCE_WRITE = /^set(?:Active|Deleted|Update|SaveNew|Posted)(.+)$/;

/**
 * setUpdateSortable names its list in the body (typeDataBase), which the guard cannot see: it
 * admits the key of any sortable list and the route then checks that list's own rule.
 */
const SORTABLE_WRITE: Rule = {
  pageKeys: [...new Set(LISTS.filter((l) => l.sortable).flatMap((l) => l.write.pageKeys ?? []))],
};

/** /api/reference/set{Verb}{X}: the list's own rule, warehouse documents the warehouse rule. */
function referenceWrite(last: string): Rule {
  const list = REFERENCE_WRITE.exec(last)?.[1];
  if (list === 'Sortable') return SORTABLE_WRITE;
  if (!list) return WRITE_RULES.reference;
  if (WAREHOUSE_DOCS.has(list)) return WRITE_RULES.warehouse;
  if (REFERENCE_NAMES.has(list)) return referenceWriteRule(list);
  return WRITE_RULES.reference;
}

/** The demo directory under /api/user (all, ?id, delete, add, update) is not the staff list. */
const STAFF_USER_WRITE = /^set/;

/**
 * The write rule of each /api area; `null` means any signed-in user (demo areas, notifications).
 * Areas absent from the table also need only a signed-in user (and then answer 404).
 */
const WRITE_RULE_BY_AREA: Readonly<Record<string, (last: string) => Rule | null>> = {
  reference: referenceWrite,
  order: () => WRITE_RULES.orders,
  catalog: () => WRITE_RULES.catalog,
  affiliate: () => WRITE_RULES.settings,
  outlets: () => WRITE_RULES.settings,
  user: (last) => (STAFF_USER_WRITE.test(last) ? WRITE_RULES.settings : null),
  marketing: () => WRITE_RULES.marketing,
  money: () => WRITE_RULES.money,
  warehouse: () => WRITE_RULES.warehouse,
  'access-rights': () => WRITE_RULES.accessRights,
  'print-settings': () => WRITE_RULES.printSettings,
};

/** Demo areas of the template (spec section 7 "Demo areas"): canned data for working accounts. */
const DEMO_AREAS: ReadonlySet<string> = new Set([
  'chat',
  'invoices',
  'calendar',
  'inbox',
  'scrum-board',
  'ecommerce',
  'todo',
  'list',
]);

/** Each list's /api read (`getAll{X}`, `getUserList`, …) → the list's read rule. */
const LIST_READS: ReadonlyMap<string, AccessRule> = new Map(
  LISTS.map((l) => [`${l.area}/${legacyNames(l).getAll}`, listReadRule(l)]),
);

/** The read rule of an /api path that changes nothing; undefined: no such read (then 404). */
function readRule(area: string, last: string): AccessRule | undefined {
  const listRead = LIST_READS.get(`${area}/${last}`);
  if (listRead) return listRead;
  if (area === 'reference') {
    const doc = /^getAll(.+)$/.exec(last)?.[1];
    if (doc && WAREHOUSE_DOCS.has(doc)) return READ_RULES.warehouse;
    if (last === 'getKlientInfo') return READ_RULES.orderClients;
    if (last === 'allColor') return READ_RULES.lookups;
  }
  // The demo user directory shares the /api/user area with the staff list.
  if (DEMO_AREAS.has(area) || (area === 'user' && !/^(get|set)/.test(last))) return READ_RULES.demo;
  if (area === 'notification') return READ_RULES.notifications;
  // CSV exports carry clients' phones and e-mails whole (gateway/domains/exports).
  if (area === 'export') return READ_RULES.clients;
  // A backup file is the whole database (gateway/domains/backups).
  if (area === 'backups') return { level: 'sa' };
  return undefined;
}

const AUTH_PATHS: Readonly<Record<string, LegacyAccess>> = {
  'POST login': PUBLIC,
  'POST register': PUBLIC,
  'GET profile': { kind: 'self' },
};

/**
 * The access an /api request needs. `path` is the decoded path without the query string;
 * returns null for paths outside /api.
 */
export function legacyAccess(method: string, path: string): LegacyAccess | null {
  if (path !== '/api' && !path.startsWith('/api/')) return null;
  const parts = path.slice('/api/'.length).split('/').filter(Boolean);
  const area = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';

  if (area === 'auth' && parts.length === 2) return AUTH_PATHS[`${method} ${last}`] ?? SIGNED_IN;
  // Order calls have a rule each, reads included (ORDER_PATH_RULES); other paths fall through.
  if (area === 'order' && parts.length === 2 && Object.hasOwn(ORDER_PATH_RULES, last)) {
    // Order statuses are a lookup list (the order screens colour rows with them).
    return rule(ORDER_PATH_RULES[last] ?? READ_RULES.lookups);
  }
  const write = isWrite(method, area, last);
  const byArea = write && Object.hasOwn(WRITE_RULE_BY_AREA, area) ? WRITE_RULE_BY_AREA[area](last) : null;
  if (byArea) return rule(byArea);
  // Reads, and the writes of areas whose data is their own (notifications, demo areas).
  const read = readRule(area, last);
  // A path nobody serves: a signed-in caller gets its 404, nothing is read.
  return read ? rule(read) : SIGNED_IN;
}
