/** The /api access table (gateway/plugins/legacy-access.ts) against the policy in schema/access.ts. */
import { describe, expect, it } from 'vitest';
import { ORDER_RULES, WRITE_RULES, referenceWriteRule } from '../../schema/access';
import { READ_RULES, listReadRule } from '../../schema/data-access';
import { findList } from '../../schema/lists';
import { isWrite, legacyAccess } from '../../gateway/plugins/legacy-access';

const rule = (r: object) => ({ kind: 'rule', rule: r });
const signedIn = { kind: 'signedIn' };

describe('legacyAccess', () => {
  it('leaves paths outside /api alone', () => {
    expect(legacyAccess('GET', '/graphql')).toBeNull();
    expect(legacyAccess('GET', '/apix/foo')).toBeNull();
    expect(legacyAccess('GET', '/')).toBeNull();
  });

  it('makes only login and register public; profile checks its own header', () => {
    expect(legacyAccess('POST', '/api/auth/login')).toEqual({ kind: 'public' });
    expect(legacyAccess('POST', '/api/auth/register')).toEqual({ kind: 'public' });
    expect(legacyAccess('GET', '/api/auth/profile')).toEqual({ kind: 'self' });
    expect(legacyAccess('POST', '/api/auth/logout')).toEqual(signedIn);
    expect(legacyAccess('GET', '/api/auth/login')).toEqual(signedIn);
    expect(legacyAccess('POST', '/api/auth/login/extra')).toEqual(signedIn);
  });

  it.each([
    ['setActiveUnits', referenceWriteRule('Units')],
    ['setDeletedKlientDirectory', referenceWriteRule('KlientDirectory')],
    ['setUpdateStatusOrder', referenceWriteRule('StatusOrder')],
    ['setSaveNewPromocode', referenceWriteRule('Promocode')],
    ['setSaveNewSelfWriting', WRITE_RULES.warehouse],
    ['setActiveWriting', WRITE_RULES.warehouse],
    ['setUpdateMoving', WRITE_RULES.warehouse],
    ['setDeletedConsignment', WRITE_RULES.warehouse],
    ['setUpdateOutput', WRITE_RULES.warehouse],
    ['setSaveNewStocktaking', WRITE_RULES.warehouse],
    ['setActiveSomethingNew', WRITE_RULES.reference],
  ])('reference write %s → its rule', (method, expected) => {
    expect(legacyAccess('POST', `/api/reference/${method}`)).toEqual(rule(expected));
  });

  it('gives a reference list its own page key besides REFERENCE', () => {
    expect(referenceWriteRule('Units').pageKeys).toEqual(['REFERENCE', 'UNITS']);
    expect(referenceWriteRule('KlientDirectory').pageKeys).toEqual(['REFERENCE', 'KLIENTS']);
  });

  // Issue 16 item 1: every read has the read rule of its data, none is open to any signed-in user.
  it('reads lists by their read rules: lookups, personal data, staff', () => {
    expect(legacyAccess('GET', '/api/reference/getAllUnits')).toEqual(rule(READ_RULES.lookups));
    expect(legacyAccess('GET', '/api/reference/allColor')).toEqual(rule(READ_RULES.lookups));
    expect(legacyAccess('GET', '/api/reference/getAllKlientDirectory')).toEqual(rule(READ_RULES.clients));
    expect(legacyAccess('GET', '/api/reference/getAllRecipients')).toEqual(rule(READ_RULES.clients));
    expect(legacyAccess('POST', '/api/reference/getKlientInfo')).toEqual(rule(READ_RULES.orderClients));
    expect(legacyAccess('GET', '/api/reference/getAllConsignment')).toEqual(rule(READ_RULES.warehouse));
    expect(legacyAccess('GET', '/api/reference/getAllEmployees')).toEqual(rule(READ_RULES.employees));
  });

  // Issue 4: NEWORDER creates and edits, ALLORDER (or NEWORDER) lists and processes.
  it.each(['newOrder', 'EditOrderData', 'deleteOrder'])('order edit %s → NEWORDER', (method) => {
    expect(legacyAccess('POST', `/api/order/${method}`)).toEqual(rule(ORDER_RULES.edit));
  });

  it.each(['setStatusOrder', 'setWorkerStatusOrder', 'setTypePayment'])(
    'order processing %s → ALLORDER or NEWORDER',
    (method) => {
      expect(legacyAccess('POST', `/api/order/${method}`)).toEqual(rule(ORDER_RULES.process));
    },
  );

  // The list is named in the body; the guard admits any sortable list's key, the route checks it.
  it('reference setUpdateSortable → REFERENCE or the key of a sortable list', () => {
    const access = legacyAccess('POST', '/api/reference/setUpdateSortable') as unknown as {
      rule: { pageKeys: string[] };
    };
    expect(access.rule.pageKeys).toEqual(expect.arrayContaining(['REFERENCE', 'ORDERNOTES', 'MARKS']));
    expect(access.rule.pageKeys).not.toContain('UNITS');
  });

  it('order lists need ALLORDER or NEWORDER; statuses are a lookup list', () => {
    expect(legacyAccess('POST', '/api/order/all')).toEqual(rule(ORDER_RULES.read));
    expect(legacyAccess('POST', '/api/order/getOrderInfo')).toEqual(rule(ORDER_RULES.read));
    expect(legacyAccess('GET', '/api/order/getAllStatus')).toEqual(rule(READ_RULES.lookups));
    // An order path no route implements keeps the area's write rule.
    expect(legacyAccess('POST', '/api/order/setSomethingElse')).toEqual(rule(WRITE_RULES.orders));
  });

  it.each([
    ['/api/catalog/setActiveCategory', WRITE_RULES.catalog],
    ['/api/catalog/setUpdateProductListImg', WRITE_RULES.catalog],
    ['/api/affiliate/setSaveNewAffiliate', WRITE_RULES.settings],
    ['/api/outlets/setDeletedOutlets', WRITE_RULES.settings],
    ['/api/user/setNewUser', WRITE_RULES.settings],
    ['/api/user/setActiveUser', WRITE_RULES.settings],
    ['/api/marketing/setNewPromoCreate', WRITE_RULES.marketing],
    ['/api/marketing/setSaveNewGifts', WRITE_RULES.marketing],
    ['/api/money/setOperation', WRITE_RULES.money],
    ['/api/access-rights/setAccess', WRITE_RULES.accessRights],
    ['/api/print-settings/update', WRITE_RULES.printSettings],
    ['/api/warehouse/newDocument', WRITE_RULES.warehouse],
  ])('POST %s → area write rule', (path, expected) => {
    expect(legacyAccess('POST', path)).toEqual(rule(expected));
  });

  it.each([
    ['/api/catalog/getAllCategory', 'Category'],
    ['/api/catalog/getAllProductList', 'ProductList'],
    ['/api/affiliate/getAllAffiliate', 'Affiliate'],
    ['/api/outlets/getAllOutlets', 'Outlets'],
    ['/api/user/getUserList', 'User'],
    ['/api/marketing/getAllGifts', 'Gifts'],
    ['/api/marketing/getPromoCreateList', 'PromoCreate'],
  ])('GET %s → the read rule of %s', (path, list) => {
    expect(legacyAccess('GET', path)).toEqual(rule(listReadRule(findList(list)!)));
  });

  it.each([
    // The demo directory shares /api/user with the staff list but is a demo area.
    ['GET', '/api/user/all'],
    ['GET', '/api/user'],
    ['POST', '/api/user/delete'],
    ['POST', '/api/user/add'],
    ['POST', '/api/user/update'],
    ['POST', '/api/invoices/delete'],
    ['POST', '/api/calendar/events/add'],
    ['POST', '/api/inbox/update'],
    ['POST', '/api/chat/add'],
    ['POST', '/api/todo/reorder'],
    ['POST', '/api/scrum-board/move-card'],
    ['POST', '/api/ecommerce/add-to-cart'],
    ['GET', '/api/list/all'],
  ] as const)('%s %s: a demo area, for working accounts', (method, path) => {
    expect(legacyAccess(method, path)).toEqual(rule(READ_RULES.demo));
  });

  it('the bell: notifications for working accounts', () => {
    expect(legacyAccess('GET', '/api/notification')).toEqual(rule(READ_RULES.notifications));
    expect(legacyAccess('POST', '/api/notification/delete-all')).toEqual(rule(READ_RULES.notifications));
  });

  it('a path nobody serves needs a session only, to answer 404', () => {
    expect(legacyAccess('POST', '/api/unknown/setSomething')).toEqual(signedIn);
    expect(legacyAccess('GET', '/api/unknown/getThing')).toEqual(signedIn);
  });
});

describe('isWrite', () => {
  it.each([
    ['POST', 'reference', 'setActiveUnits', true],
    ['GET', 'reference', 'setActiveUnits', true],
    ['POST', 'order', 'EditOrderData', true],
    ['POST', 'order', 'newOrder', true],
    ['POST', 'scrum-board', 'reorder-card', true],
    ['POST', 'unknown', 'somethingElse', true],
    ['POST', 'order', 'all', false],
    ['POST', 'order', 'getOrderInfo', false],
    ['GET', 'order', 'getAllStatus', false],
    ['GET', 'scrum-board', 'board', false],
    // CRM calls: their declared kind (schema/crm-methods.ts), whatever the verb or HTTP method.
    ['POST', 'order', 'checkCheckoutCodes', false],
    ['GET', 'reference', 'setUpdateSortable', true],
    ['GET', 'warehouse', 'postDocument', true],
    ['POST', 'warehouse', 'getBalances', false],
  ] as const)('%s %s/%s → %s', (method, area, last, expected) => {
    expect(isWrite(method, area, last)).toBe(expected);
  });
});
