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
  await ok(staff, `mutation ($id: ID!) { deleteOrder(id: $id) }`, { id: order.id });
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

const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { id } }`;
const UPDATE_ORDER = `mutation ($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id } }`;
const OPEN = `mutation ($cash: Int!) { openCashShift(openingCash: $cash) { shift { id expectedCash } ${USER_ERRORS} } }`;
const CLOSE = `mutation ($id: ID!, $cash: Int!) { closeCashShift(id: $id, countedCash: $cash) { shift { id } ${USER_ERRORS} } }`;
const MOVE = `mutation ($id: ID!, $amount: Int!) {
  addCashMove(shiftId: $id, kind: out, amount: $amount, reason: "Инкассация") { shift { id } ${USER_ERRORS} } }`;
const POST = `mutation ($id: ID!) { postStockDocument(id: $id) { document { id } ${USER_ERRORS} } }`;
const UNPOST = `mutation ($id: ID!) { unpostStockDocument(id: $id) { document { id } ${USER_ERRORS} } }`;

/** A top-level refusal of a mutation not answering a payload yet: its `extensions.userErrors`. */
async function topLevel(query: string, variables: Record<string, unknown>) {
  const res = await gql(staff.gw.app, query, variables, staff.sa);
  expect(res.errors, 'expected a refusal').toBeDefined();
  expect(res.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  const { userErrors } = res.errors![0].extensions as {
    userErrors?: { code: string; field: string[] | null }[];
  };
  const [first] = userErrors ?? [];
  return first;
}

const ordersCount = async () =>
  (await staff.gw.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;

/** Each code, how to produce it, and the field path expected (null: no one field). */
const produced = new Map<UserErrorCode, () => Promise<{ code: string; field?: string[] | null }>>([
  ['FIELD_INVALID', () => topLevel(CREATE_ORDER, { input: orderInput({ deliveryTime: '25:99' }) })],
  [
    'ORDER_LINE_INVALID',
    () =>
      topLevel(CREATE_ORDER, {
        input: orderInput({ lines: [{ productId: product.id, count: -1, price: 1 }] }),
      }),
  ],
  ['ORDER_TOTAL_MISMATCH', () => topLevel(CREATE_ORDER, { input: orderInput({ total: 1 }) })],
  [
    'ORDER_CHANGE_MISMATCH',
    () => topLevel(CREATE_ORDER, { input: orderInput({ changeFor: 50_000, change: 1 }) }),
  ],
  [
    'ORDER_TOTALS_INVALID',
    () => topLevel(CREATE_ORDER, { input: orderInput({ discountType: 'amount', discountValue: 1_000_000 }) }),
  ],
  ['PROMO_INVALID', () => topLevel(CREATE_ORDER, { input: orderInput({ promoCode: 'НЕТ-ТАКОГО' }) })],
  [
    'CERTIFICATE_INVALID',
    () => topLevel(CREATE_ORDER, { input: orderInput({ certificateCode: 'НЕТ-ТАКОГО' }) }),
  ],
  [
    'NOT_FOUND',
    () =>
      topLevel(CREATE_ORDER, { input: orderInput({ lines: [{ productId: '999999', count: 1, price: 1 }] }) }),
  ],
  ['ORDER_DELETED', () => topLevel(UPDATE_ORDER, { id: deletedOrderId, input: { cardText: 'Поздно' } })],
]);

const expectedField: Partial<Record<UserErrorCode, string[] | null>> = {
  FIELD_INVALID: ['deliveryTime'],
  ORDER_LINE_INVALID: ['lines', '0', 'count'],
  ORDER_TOTAL_MISMATCH: ['total'],
  ORDER_CHANGE_MISMATCH: ['change'],
  ORDER_TOTALS_INVALID: null,
  PROMO_INVALID: ['promoCode'],
  CERTIFICATE_INVALID: ['certificateCode'],
  NOT_FOUND: ['lines', '0', 'productId'],
  ORDER_DELETED: null,
};

describe('order refusals carry their code and field (extensions.userErrors)', () => {
  it.each([...produced.keys()])('%s', async (code) => {
    const before = await ordersCount();
    const error = await produced.get(code)!();
    expect(error).toEqual({ code, field: expectedField[code], message: expect.any(String) });
    expect(await ordersCount()).toBe(before);
  });
});

describe('payload refusals: userErrors with their code and field', () => {
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
    expect(await refused(staff, OPEN, { cash: 0 })).toMatchObject({ code: 'SHIFT_ALREADY_OPEN' });
    expect(await refused(staff, MOVE, { id: shift.id, amount: 1_001 })).toMatchObject({
      code: 'CASH_SHORT',
      field: ['amount'],
    });
    await ok(staff, CLOSE, { id: shift.id, cash: 1_000 });
    expect(await refused(staff, CLOSE, { id: shift.id, cash: 1_000 })).toMatchObject({
      code: 'SHIFT_CLOSED',
    });
    expect(await refused(staff, MOVE, { id: shift.id, amount: 1 })).toMatchObject({ code: 'SHIFT_CLOSED' });
  });

  it('STOCK_NEGATIVE, DOCUMENT_LOCKED, DOCUMENT_NOT_POSTED, NOT_FOUND', async () => {
    const writing = await createDocument(staff, 'Writing', {
      affiliateId: String(staff.affiliates[0].id),
      writeOffId: String(staff.writeOffs[0]),
      lines: [{ productId: product.id, quantity: 5, price: 100 }],
    });
    expect(await refused(staff, POST, { id: writing.id })).toMatchObject({ code: 'STOCK_NEGATIVE' });
    expect(await refused(staff, UNPOST, { id: writing.id })).toMatchObject({ code: 'DOCUMENT_NOT_POSTED' });
    const receipt = await createDocument(staff, 'Consignment', {
      affiliateId: String(staff.affiliates[0].id),
      supplierId: String(staff.suppliers[0]),
      lines: [{ productId: product.id, quantity: 1, price: 100 }],
    });
    await postDocument(staff, receipt.id);
    expect(await refused(staff, POST, { id: receipt.id })).toMatchObject({ code: 'DOCUMENT_LOCKED' });
    expect(await refused(staff, POST, { id: '999999' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('NAME_TAKEN: a certificate code already in the list', async () => {
    const create = `mutation ($input: CertificateCreateInput!) { createCertificate(input: $input) { id } }`;
    const code = `UE-${Date.now()}`;
    await ok(staff, create, { input: { code, amount: 100_000 } });
    const res = await gql(staff.gw.app, create, { input: { code, amount: 100_000 } }, staff.sa);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      userErrors: [{ code: 'NAME_TAKEN' }],
    });
  });

  it('CATEGORY_PLACE_INVALID: a category under itself, at parentId', async () => {
    const { categories } = await ok<{ categories: { id: string }[] }>(staff, '{ categories { id } }');
    const id = categories[0].id;
    const res = await gql(
      staff.gw.app,
      `mutation ($id: ID!) { placeCategory(id: $id, parentId: $id) { id } }`,
      { id },
      staff.sa,
    );
    expect((res.errors?.[0].extensions as { userErrors?: unknown }).userErrors).toEqual([
      { code: 'CATEGORY_PLACE_INVALID', field: ['parentId'], message: expect.any(String) },
    ]);
  });

  it('INVALID: a refusal without a code of its own', () => {
    expect(userErrorsOf(new BadInputError('Нельзя'))).toEqual([
      { field: null, code: 'INVALID', message: 'Нельзя' },
    ]);
  });
});

describe('nullable roots', () => {
  it('a failing me leaves the other roots of the reply their data', async () => {
    const res = await gql(staff.gw.app, '{ me { id } signupAllowed }', {}, 'not-a-token');
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data).toEqual({ me: null, signupAllowed: expect.any(Boolean) });
  });
});

it('every code of the table is produced above', () => {
  const covered = new Set<string>([
    ...produced.keys(),
    'SHIFT_ALREADY_OPEN',
    'CASH_SHORT',
    'SHIFT_CLOSED',
    'STOCK_NEGATIVE',
    'DOCUMENT_LOCKED',
    'DOCUMENT_NOT_POSTED',
    'NAME_TAKEN',
    'CATEGORY_PLACE_INVALID',
    'INVALID',
  ]);
  expect(USER_ERROR_CODE_LIST.filter((c) => !covered.has(c))).toEqual([]);
});
