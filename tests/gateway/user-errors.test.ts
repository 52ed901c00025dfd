/**
 * Errors an integrator can branch on (issue 18 item 2), against the real embedded CRM: every code
 * of schema/user-errors.ts is produced through GraphQL with its field path (payload mutations in
 * `userErrors`, the rest in `extensions.userErrors` of their top-level error), and nothing is
 * written; the GraphQL enum and the table of docs/graphql.md are the schema/ table, so they cannot
 * drift; a nullable root that fails leaves the other roots' data.
 */
import { readFileSync } from 'node:fs';
import { parse, type EnumTypeDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ERROR_CODE_LIST, type UserErrorCode } from '../../schema/user-errors';
import { BadInputError } from '../../gateway/errors';
import { userErrorsOf } from '../../gateway/graphql/payload';
import { gql } from './helper';
import {
  createDocument,
  freshProduct,
  ok,
  postDocument,
  refused,
  sell,
  startStaff,
  USER_ERRORS,
  type Staff,
} from './warehouse-helper';

let staff: Staff;
let product: { id: string; name: string };
let deletedOrderId: string;

beforeAll(async () => {
  staff = await startStaff();
  product = await freshProduct(staff, 10_000);
  // Paid by card: cash would need an open shift (SHIFT_CLOSED).
  const order = await sell(staff, [{ productId: product.id, count: 1, price: 10_000 }], {
    paymentTypeId: staff.paymentTypes['Карта'],
  });
  await ok(
    staff,
    `mutation ($id: ID!) { deleteOrder(id: $id) { deletedOrderId userErrors { field code message } } }`,
    { id: order.id },
  );
  deletedOrderId = order.id;
});
afterAll(async () => staff?.gw.close());

describe('one table of codes', () => {
  it('the UserErrorCode enum is the schema/ table', () => {
    const doc = parse(readFileSync('schema/base.graphql', 'utf8'));
    const node = doc.definitions.find(
      (d): d is EnumTypeDefinitionNode => d.kind === 'EnumTypeDefinition' && d.name.value === 'UserErrorCode',
    );
    expect(node?.values?.map((v) => v.name.value)).toEqual(USER_ERROR_CODE_LIST);
  });

  it('docs/graphql.md section 5 lists exactly these codes', () => {
    const docs = readFileSync('docs/graphql.md', 'utf8');
    // The table runs from its header to the first line that is not a table row.
    const from = docs.slice(docs.indexOf('| user-error code')).split('\n');
    const table = from.slice(
      0,
      from.findIndex((l) => !l.startsWith('|')),
    );
    const rows = table.filter((l) => l.startsWith('| `'));
    expect(rows.map((l) => /^\| `([A-Z_]+)`/.exec(l)?.[1])).toEqual(USER_ERROR_CODE_LIST);
  });
});

/** The order the tests below start from: one line, the total as the server computes it. */
const orderInput = (extra: Record<string, unknown> = {}) => ({
  date: '2030-03-02',
  shopType: 'flower_shop',
  paymentTypeId: String(staff.paymentTypes['Наличные']),
  lines: [{ productId: product.id, count: 2, price: 10_000 }],
  ...extra,
});

const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id } ${USER_ERRORS} } }`;
const UPDATE_ORDER = `mutation ($id: ID!, $input: OrderInput!) {
  updateOrder(id: $id, input: $input) { order { id } ${USER_ERRORS} } }`;
const OPEN = `mutation ($cash: Int!) { openCashShift(openingCash: $cash) { shift { id expectedCash } ${USER_ERRORS} } }`;
const CLOSE = `mutation ($id: ID!, $cash: Int!) { closeCashShift(id: $id, countedCash: $cash) { shift { id } ${USER_ERRORS} } }`;
const MOVE = `mutation ($id: ID!, $amount: Int!) {
  addCashMove(shiftId: $id, kind: out, amount: $amount, reason: "Инкассация") { shift { id } ${USER_ERRORS} } }`;
const POST = `mutation ($id: ID!) { postStockDocument(id: $id) { document { id } ${USER_ERRORS} } }`;
const UNPOST = `mutation ($id: ID!) { unpostStockDocument(id: $id) { document { id } ${USER_ERRORS} } }`;

/** The first user error of a payload mutation that must refuse (its object null, no error). */
async function userError(query: string, variables: Record<string, unknown> = {}, token = staff.sa) {
  const { code, field } = await refused(staff, query, variables, token);
  return { code: code ?? '', field: field ?? null };
}

/** The codes asserted through GraphQL in this file, each with its field path (the last test reads it). */
const asserted = new Set<string>();
function expectUserError(
  actual: { code: string; field: string[] | null },
  code: UserErrorCode,
  field: string[] | null,
) {
  expect(actual).toEqual({ code, field });
  asserted.add(code);
}

const ordersCount = async () =>
  (await staff.gw.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;

/** Each code, how to produce it, and the field path expected (null: no one field). */
const produced = new Map<UserErrorCode, () => Promise<{ code: string; field?: string[] | null }>>([
  ['FIELD_INVALID', () => userError(CREATE_ORDER, { input: orderInput({ deliveryTime: '25:99' }) })],
  [
    'ORDER_LINE_INVALID',
    () =>
      userError(CREATE_ORDER, {
        input: orderInput({ lines: [{ productId: product.id, count: -1, price: 1 }] }),
      }),
  ],
  ['ORDER_TOTAL_MISMATCH', () => userError(CREATE_ORDER, { input: orderInput({ total: 1 }) })],
  [
    'ORDER_CHANGE_MISMATCH',
    () => userError(CREATE_ORDER, { input: orderInput({ changeFor: 50_000, change: 1 }) }),
  ],
  [
    'ORDER_TOTALS_INVALID',
    () =>
      userError(CREATE_ORDER, { input: orderInput({ discountType: 'amount', discountValue: 1_000_000 }) }),
  ],
  ['PROMO_INVALID', () => userError(CREATE_ORDER, { input: orderInput({ promoCode: 'НЕТ-ТАКОГО' }) })],
  [
    'CERTIFICATE_INVALID',
    () => userError(CREATE_ORDER, { input: orderInput({ certificateCode: 'НЕТ-ТАКОГО' }) }),
  ],
  [
    'NOT_FOUND',
    () =>
      userError(CREATE_ORDER, {
        input: orderInput({ lines: [{ productId: '999999', count: 1, price: 1 }] }),
      }),
  ],
  ['ORDER_DELETED', () => userError(UPDATE_ORDER, { id: deletedOrderId, input: { cardText: 'Поздно' } })],
]);

const expectedField: Partial<Record<UserErrorCode, string[] | null>> = {
  FIELD_INVALID: ['input', 'deliveryTime'],
  ORDER_LINE_INVALID: ['input', 'lines', '0', 'count'],
  ORDER_TOTAL_MISMATCH: ['input', 'total'],
  ORDER_CHANGE_MISMATCH: ['input', 'change'],
  ORDER_TOTALS_INVALID: null,
  PROMO_INVALID: ['input', 'promoCode'],
  CERTIFICATE_INVALID: ['input', 'certificateCode'],
  NOT_FOUND: ['input', 'lines', '0', 'productId'],
  ORDER_DELETED: null,
};

describe('order refusals: userErrors with their code and field, nothing written', () => {
  it.each([...produced.keys()])('%s', async (code) => {
    const before = await ordersCount();
    const error = await produced.get(code)!();
    expectUserError({ code: error.code, field: error.field ?? null }, code, expectedField[code] ?? null);
    expect(await ordersCount()).toBe(before);
  });
});

describe('every order mutation answers its refusals in userErrors, at the argument', () => {
  const ID = '999999';
  const cases: [string, string, Record<string, unknown>, { code: string; field: string[] | null }][] = [
    [
      'updateOrder: a required field cleared',
      UPDATE_ORDER,
      { id: 'live', input: { date: null } },
      { code: 'FIELD_INVALID', field: ['input', 'date'] },
    ],
    [
      'updateOrder: no such order',
      UPDATE_ORDER,
      { id: ID, input: { cardText: 'x' } },
      { code: 'NOT_FOUND', field: ['id'] },
    ],
    [
      'deleteOrder: no such order',
      `mutation ($id: ID!) { deleteOrder(id: $id) { deletedOrderId ${USER_ERRORS} } }`,
      { id: ID },
      { code: 'NOT_FOUND', field: ['id'] },
    ],
    [
      'setOrderStatus: a deleted order',
      `mutation ($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { order { id } ${USER_ERRORS} } }`,
      { id: 'deleted', s: 'status' },
      { code: 'ORDER_DELETED', field: null },
    ],
    [
      'setOrderStatus: no such status',
      `mutation ($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { order { id } ${USER_ERRORS} } }`,
      { id: 'live', s: ID },
      { code: 'NOT_FOUND', field: ['statusId'] },
    ],
    [
      'setOrdersStatus: no order named',
      `mutation ($ids: [ID!]!, $s: ID!) { setOrdersStatus(ids: $ids, statusId: $s) { orderIds ${USER_ERRORS} } }`,
      { ids: [], s: 'status' },
      { code: 'FIELD_INVALID', field: ['ids'] },
    ],
    [
      'assignOrderWorker: no such worker',
      `mutation ($id: ID!, $w: ID) { assignOrderWorker(id: $id, workerId: $w) { order { id } ${USER_ERRORS} } }`,
      { id: 'live', w: ID },
      { code: 'NOT_FOUND', field: ['workerId'] },
    ],
    [
      'setOrderPayment: no such payment type',
      `mutation ($id: ID!, $p: ID) { setOrderPayment(id: $id, paymentTypeId: $p) { order { id } ${USER_ERRORS} } }`,
      { id: 'live', p: ID },
      { code: 'NOT_FOUND', field: ['paymentTypeId'] },
    ],
    [
      'payOrder: more than is due',
      `mutation ($id: ID!, $a: Int) { payOrder(id: $id, amount: $a) { order { id } ${USER_ERRORS} } }`,
      { id: 'live', a: 100_000_000 },
      { code: 'FIELD_INVALID', field: ['amount'] },
    ],
    [
      'payOrder: a deleted order',
      `mutation ($id: ID!) { payOrder(id: $id) { order { id } ${USER_ERRORS} } }`,
      { id: 'deleted' },
      { code: 'ORDER_DELETED', field: null },
    ],
  ];
  let live: string;
  let status: string;
  beforeAll(async () => {
    live = (
      await sell(staff, [{ productId: product.id, count: 1, price: 10_000 }], {
        paymentTypeId: staff.paymentTypes['Карта'],
      })
    ).id;
    const [s] = await staff.gw.crm!.db.query<{ id: number }>('SELECT id FROM order_statuses ORDER BY sort');
    status = String(s.id);
  });
  const named = (v: unknown) =>
    v === 'live' ? live : v === 'deleted' ? deletedOrderId : v === 'status' ? status : v;

  it.each(cases)('%s', async (_name, query, variables, expected) => {
    const stamp = async () =>
      (
        await staff.gw.crm!.db.query<{ v: string }>(
          "SELECT string_agg(id || ':' || version, ',' ORDER BY id) AS v FROM orders",
        )
      )[0].v;
    const before = await stamp();
    const vars = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, named(v)]));
    expectUserError(await userError(query, vars), expected.code as UserErrorCode, expected.field);
    expect(await stamp()).toBe(before);
  });
});

describe('payload refusals: userErrors with their code and field', () => {
  // A refusal of the record as a whole (a shift already open or closed, a document posted or not,
  // a balance the whole document would take below zero) names no one field: `field` is null.
  it('SHIFT_ALREADY_OPEN, CASH_SHORT at amount, SHIFT_CLOSED', async () => {
    const current = await ok<{ currentCashShift: { id: string; expectedCash: number } | null }>(
      staff,
      '{ currentCashShift { id expectedCash } }',
    );
    if (current.currentCashShift)
      await ok(staff, CLOSE, {
        id: current.currentCashShift.id,
        cash: current.currentCashShift.expectedCash,
      });
    const { shift } = (await ok<{ openCashShift: { shift: { id: string } } }>(staff, OPEN, { cash: 1_000 }))
      .openCashShift;
    expectUserError(await userError(OPEN, { cash: 0 }), 'SHIFT_ALREADY_OPEN', null);
    expectUserError(await userError(MOVE, { id: shift.id, amount: 1_001 }), 'CASH_SHORT', ['amount']);
    await ok(staff, CLOSE, { id: shift.id, cash: 1_000 });
    expectUserError(await userError(CLOSE, { id: shift.id, cash: 1_000 }), 'SHIFT_CLOSED', null);
    expectUserError(await userError(MOVE, { id: shift.id, amount: 1 }), 'SHIFT_CLOSED', null);
  });

  it('STOCK_NEGATIVE, DOCUMENT_LOCKED, DOCUMENT_NOT_POSTED, NOT_FOUND', async () => {
    const writing = await createDocument(staff, 'Writing', {
      affiliateId: String(staff.affiliates[0].id),
      writeOffId: String(staff.writeOffs[0]),
      lines: [{ productId: product.id, quantity: 5, price: 100 }],
    });
    expectUserError(await userError(POST, { id: writing.id }), 'STOCK_NEGATIVE', null);
    expectUserError(await userError(UNPOST, { id: writing.id }), 'DOCUMENT_NOT_POSTED', null);
    const receipt = await createDocument(staff, 'Consignment', {
      affiliateId: String(staff.affiliates[0].id),
      supplierId: String(staff.suppliers[0]),
      lines: [{ productId: product.id, quantity: 1, price: 100 }],
    });
    await postDocument(staff, receipt.id);
    expectUserError(await userError(POST, { id: receipt.id }), 'DOCUMENT_LOCKED', null);
    expectUserError(await userError(POST, { id: '999999' }), 'NOT_FOUND', ['id']);
  });

  it('NAME_TAKEN: a certificate code already in the list, at input.code', async () => {
    const create = `mutation ($input: CertificateCreateInput!) {
      createCertificate(input: $input) { certificate { id } userErrors { field code message } } }`;
    const code = `UE-${Date.now()}`;
    await ok(staff, create, { input: { code, amount: 100_000 } });
    expectUserError(await userError(create, { input: { code, amount: 100_000 } }), 'NAME_TAKEN', [
      'input',
      'code',
    ]);
  });

  it('FIELD_INVALID and NOT_FOUND of a list: a field at input.<name>, an unknown record at id', async () => {
    const bad = await ok<{ createUnit: unknown }>(
      staff,
      'mutation { createUnit(input: { name: " ", shortName: "шт" }) { unit { id } userErrors { field code } } }',
    );
    expect(bad.createUnit).toEqual({
      unit: null,
      userErrors: [{ field: ['input', 'name'], code: 'FIELD_INVALID' }],
    });
    asserted.add('FIELD_INVALID');
    const missing = await ok<{ setUnitDeleted: unknown }>(
      staff,
      'mutation { setUnitDeleted(id: "999999", deleted: true) { unit { id } userErrors { field code } } }',
    );
    expect(missing.setUnitDeleted).toEqual({
      unit: null,
      userErrors: [{ field: ['id'], code: 'NOT_FOUND' }],
    });
  });

  it('CATEGORY_PLACE_INVALID: a category under itself, at parentId', async () => {
    const { categories } = await ok<{ categories: { id: string }[] }>(staff, '{ categories { id } }');
    const id = categories[0].id;
    const res = await gql(
      staff.gw.app,
      `mutation ($id: ID!) { placeCategory(id: $id, parentId: $id) { categories { id } userErrors { code field message } } }`,
      { id },
      staff.sa,
    );
    expect((res.data?.placeCategory as { userErrors: unknown }).userErrors).toEqual([
      { code: 'CATEGORY_PLACE_INVALID', field: ['parentId'], message: expect.any(String) },
    ]);
    asserted.add('CATEGORY_PLACE_INVALID');
  });

  it('INVALID: a refusal without a code of its own', async () => {
    expect(userErrorsOf(new BadInputError('Нельзя'))).toEqual([
      { field: null, code: 'INVALID', message: 'Нельзя' },
    ]);
    // Through GraphQL: two ways of naming what to clear at once.
    const both = `mutation { clearNotifications(ids: ["1"], upTo: "1") { notifications { id } ${USER_ERRORS} } }`;
    expectUserError(await userError(both), 'INVALID', ['upTo']);
  });
});

describe('sign-in, sign-up, reset and notifications: userErrors with their code and field', () => {
  const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken ${USER_ERRORS} } }`;
  const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { accessToken ${USER_ERRORS} } }`;
  const RESET = `mutation ($e: String!) { requestPasswordReset(email: $e) { requested ${USER_ERRORS} } }`;
  const DISMISS = `mutation ($id: ID!) { dismissNotification(id: $id) { notifications { id } ${USER_ERRORS} } }`;
  const CLEAR = `mutation ($ids: [ID!]) { clearNotifications(ids: $ids) { notifications { id } ${USER_ERRORS} } }`;

  it.each([
    [
      'login: a wrong password',
      LOGIN,
      { e: 'admin@example.com', p: 'wrong-password' },
      'CREDENTIALS_INVALID',
      null,
    ],
    [
      'login: an unknown e-mail, the same answer',
      LOGIN,
      { e: 'nobody@example.com', p: 'x-12345678' },
      'CREDENTIALS_INVALID',
      null,
    ],
    ['login: no password', LOGIN, { e: 'admin@example.com', p: ' ' }, 'FIELD_INVALID', ['password']],
    [
      'register: a taken e-mail',
      REGISTER,
      { input: { username: 'Гость', email: 'admin@example.com', password: 'lilac-7z-long' } },
      'NAME_TAKEN',
      ['input', 'email'],
    ],
    [
      'register: a weak password',
      REGISTER,
      { input: { username: 'Гость', email: `weak-${Date.now()}@example.com`, password: '123456' } },
      'FIELD_INVALID',
      ['input', 'password'],
    ],
    ['requestPasswordReset: not an e-mail', RESET, { e: 'nope' }, 'FIELD_INVALID', ['email']],
    ['dismissNotification: no such one', DISMISS, { id: '999999' }, 'NOT_FOUND', ['id']],
    ['clearNotifications: an id that cannot exist', CLEAR, { ids: ['x'] }, 'NOT_FOUND', ['ids', '0']],
  ] as const)('%s', async (_name, query, variables, code, field) => {
    const users = async () =>
      (await staff.gw.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0].n;
    const before = await users();
    const token = query === LOGIN || query === REGISTER || query === RESET ? '' : staff.sa;
    expectUserError(await userError(query, variables, token), code, field ? [...field] : null);
    expect(await users()).toBe(before);
  });
});

describe('nullable roots', () => {
  it('as the manager, a refused root is null with FORBIDDEN at its path; me and the orders keep their data', async () => {
    // An integrator batching reads: one root the account may not read must not erase the rest.
    const res = await gql(
      staff.gw.app,
      `{
        me { email }
        ordersConnection(first: 2) { totalCount edges { node { id number } } }
        auditLog(first: 1) { nextCursor items { id } }
      }`,
      {},
      staff.manager,
    );
    expect(res.errors?.map((e) => [(e as { path?: string[] }).path, e.extensions?.code])).toEqual([
      [['auditLog'], 'FORBIDDEN'],
    ]);
    const data = res.data as {
      me: { email: string } | null;
      ordersConnection: { totalCount: number; edges: { node: { id: string; number: string } }[] } | null;
      auditLog: unknown;
    };
    expect(data.me).toEqual({ email: 'manager@example.com' });
    expect(data.ordersConnection?.totalCount).toBeGreaterThan(0);
    expect(data.ordersConnection?.edges).toHaveLength(2);
    expect(data.auditLog).toBeNull();
  });

  it('a failing me leaves the other roots of the reply their data', async () => {
    const res = await gql(staff.gw.app, '{ me { id } signupAllowed }', {}, 'not-a-token');
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data).toEqual({ me: null, signupAllowed: expect.any(Boolean) });
  });

  it('a failing statistics root is null with its error; the other statistics roots keep their data', async () => {
    const res = await gql(
      staff.gw.app,
      `{
        flowers: orderOverview(shopType: flower_shop) { today periods { key } }
        stats: orderStats(preset: SPECIFY, range: { start: "2030-01-02", stop: "2030-01-01" }) { start }
        site: siteOrders(preset: TODAY) { start }
      }`,
      {},
      staff.sa,
    );
    expect(res.errors?.map((e) => [(e as { path?: string[] }).path, e.extensions?.code])).toEqual([
      [['stats'], 'BAD_USER_INPUT'],
    ]);
    expect(res.data).toEqual({
      flowers: { today: expect.any(String), periods: expect.any(Array) },
      stats: null,
      site: { start: expect.any(String) },
    });
  });
});

it('every code of the table is produced above through GraphQL, with its field path', () => {
  const covered = new Set<string>(asserted);
  // Produced where their feature's own gateway is set up (webhooks: a loopback receiver allowed),
  // with their field; that test must keep asserting them.
  const elsewhere: Record<string, string> = {
    WEBHOOK_URL_REFUSED: 'tests/gateway/webhooks.test.ts',
    DELIVERY_NOT_FAILED: 'tests/gateway/webhooks.test.ts',
    // Needs a programme switched on and a balance earned by a paid order.
    BONUS_INSUFFICIENT: 'tests/gateway/loyalty.test.ts',
    BONUS_INVALID: 'tests/gateway/loyalty.test.ts',
    // Needs a paid and an unpaid fast-food order of today (the kitchen's own file).
    ORDER_NOT_PAID: 'tests/gateway/kitchen.test.ts',
    // Needs a fast-food menu with modifier groups and a combo (tests/fastfood-menu.ts).
    ORDER_MODIFIERS_INVALID: 'tests/gateway/fastfood-menu.test.ts',
    // Needs a receipt the register failed (the register simulator).
    FISCAL_PENDING: 'tests/gateway/fiscal.test.ts',
    // The idempotency keys' own file (issue 24) asserts the malformed argument at its field.
    IDEMPOTENCY_KEY_INVALID: 'tests/gateway/idempotency.test.ts',
  };
  for (const [code, file] of Object.entries(elsewhere)) {
    // There, the code is asserted together with its field (`field: [...]`, `field: null`, or the
    // shorthand `field,` of a table of cases that lists the paths), in the same object: within a
    // few lines of it.
    const text = readFileSync(file, 'utf8');
    const at = [...text.matchAll(new RegExp(`code: '${code}'`, 'g'))].map((m) => m.index);
    const withField = at.filter((i) =>
      /\bfield(: (\[|null)|,)/.test(text.slice(Math.max(0, i - 160), i + 160)),
    );
    expect(withField.length, `${file} asserts ${code} with its field`).toBeGreaterThan(0);
    covered.add(code);
  }
  expect(USER_ERROR_CODE_LIST.filter((c) => !covered.has(c))).toEqual([]);
});
