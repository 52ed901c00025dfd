/**
 * What the warehouse and cashbox tests share: a gateway in front of the real embedded CRM with
 * its CRM calls counted, signed-in staff, seeded ids, GraphQL helpers that fail loudly, fresh
 * products (so balances start at zero whatever the seed sold) and documents made in one call.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ACCOUNTS, gql, login } from './helper';
import { startCountedGateway, type CountedGateway } from './lists-helper';

export interface Staff {
  gw: CountedGateway;
  sa: string;
  manager: string;
  /** Seeded ids: branches (the first is branch 1, where orders go), suppliers, write-off reasons. */
  affiliates: { id: number; name: string }[];
  suppliers: number[];
  writeOffs: number[];
  /** Payment types by name (Наличные is cash, the rest cashless). */
  paymentTypes: Record<string, number>;
}

export async function startStaff(): Promise<Staff> {
  const gw = await startCountedGateway();
  const db = gw.crm!.db;
  const ids = async (table: string) =>
    (await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE NOT deleted ORDER BY id`)).map(
      (r) => r.id,
    );
  const types = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM payment_types ORDER BY id',
  );
  return {
    gw,
    sa: await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password),
    manager: await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password),
    affiliates: await db.query<{ id: number; name: string }>('SELECT id, name FROM affiliates ORDER BY id'),
    suppliers: await ids('suppliers'),
    writeOffs: await ids('write_off_reasons'),
    paymentTypes: Object.fromEntries(types.map((t) => [t.name, t.id])),
  };
}

/** The data of a GraphQL call that must succeed. */
export async function ok<T = Record<string, unknown>>(
  staff: Staff,
  query: string,
  variables: Record<string, unknown> = {},
  token = staff.sa,
): Promise<T> {
  const res = await gql(staff.gw.app, query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

/** The userErrors selection of a mutation payload (issue 18 item 2). */
export const USER_ERRORS = 'userErrors { field code message }';

/**
 * The refusal of a GraphQL call that must fail: the first top-level error's code and message, or,
 * for a mutation answering a payload, its first user error's code, message and field (the
 * payload's object then must be null).
 */
export async function refused(
  staff: Staff,
  query: string,
  variables: Record<string, unknown> = {},
  token: string | undefined = staff.sa,
): Promise<{ code: string | undefined; message: string; field?: string[] | null }> {
  const res = await gql(staff.gw.app, query, variables, token);
  if (!res.errors) {
    const [root] = Object.values(res.data ?? {}) as ({ userErrors?: unknown[] } & Record<string, unknown>)[];
    const userErrors = (root?.userErrors ?? []) as {
      code: string;
      message: string;
      field: string[] | null;
    }[];
    expect(userErrors.length, 'expected a refusal').toBeGreaterThan(0);
    const [object] = Object.entries(root).filter(([k]) => k !== 'userErrors');
    expect(object?.[1], 'a refused payload has no object').toBeNull();
    const [{ code, message, field }] = userErrors;
    return { code, message, ...(field ? { field } : {}) };
  }
  return { code: res.errors[0].extensions?.code, message: res.errors[0].message };
}

export const tag = () => randomBytes(3).toString('hex');

/** A new product (no composition, never received, never sold): its balances start at zero. */
export async function freshProduct(staff: Staff, price = 10_000): Promise<{ id: string; name: string }> {
  const data = await ok<{ createProduct: { product: { id: string; name: string } } }>(
    staff,
    `mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id name } } }`,
    { input: { name: `Товар склада ${tag()}`, unit: 'шт', price, shopType: 'flower_shop' } },
  );
  return data.createProduct.product;
}

export const DOCUMENT_FIELDS = `id kind number date affiliateId toAffiliateId supplierId writeOffId comment status
  total postedAt postedByName createdAt createdByName active deleted
  affiliate { id name } toAffiliate { id name } supplier { id name } writeOff { id name }
  lines { productId product { id name } quantity price sum bookQuantity difference }`;

export interface DocumentLine {
  productId: string;
  product: { id: string; name: string } | null;
  quantity: number;
  price: number;
  sum: number;
  bookQuantity: number | null;
  difference: number | null;
}

export interface StockDocument {
  id: string;
  kind: string;
  number: string;
  date: string;
  affiliateId: string;
  toAffiliateId: string | null;
  supplierId: string | null;
  writeOffId: string | null;
  comment: string;
  status: 'draft' | 'posted';
  total: number;
  postedAt: string | null;
  postedByName: string | null;
  createdAt: string;
  createdByName: string | null;
  active: boolean;
  deleted: boolean;
  affiliate: { id: string; name: string } | null;
  toAffiliate: { id: string; name: string } | null;
  supplier: { id: string; name: string } | null;
  writeOff: { id: string; name: string } | null;
  lines: DocumentLine[];
}

export const CREATE_DOCUMENT = `mutation ($kind: StockDocumentKind!, $input: StockDocumentInput!) {
  createStockDocument(kind: $kind, input: $input) { document { ${DOCUMENT_FIELDS} } ${USER_ERRORS} } }`;
export const POST_DOCUMENT = `mutation ($id: ID!) { postStockDocument(id: $id) { document { ${DOCUMENT_FIELDS} } ${USER_ERRORS} } }`;
export const UNPOST_DOCUMENT = `mutation ($id: ID!) { unpostStockDocument(id: $id) { document { ${DOCUMENT_FIELDS} } ${USER_ERRORS} } }`;

export async function createDocument(
  staff: Staff,
  kind: string,
  input: Record<string, unknown>,
): Promise<StockDocument> {
  const data = await ok<{ createStockDocument: { document: StockDocument } }>(staff, CREATE_DOCUMENT, {
    kind,
    input: { date: '2030-03-01', ...input },
  });
  return data.createStockDocument.document;
}

export async function postDocument(staff: Staff, id: string): Promise<StockDocument> {
  return (await ok<{ postStockDocument: { document: StockDocument } }>(staff, POST_DOCUMENT, { id }))
    .postStockDocument.document;
}

/** Balance of one product per branch id (branches without a row are absent). */
export async function balancesOf(staff: Staff, productId: string): Promise<Record<string, number>> {
  const data = await ok<{ stockBalances: { affiliateId: string; productId: string; quantity: number }[] }>(
    staff,
    `{ stockBalances(includeZero: true) { affiliateId productId quantity } }`,
  );
  return Object.fromEntries(
    data.stockBalances.filter((b) => b.productId === productId).map((b) => [b.affiliateId, b.quantity]),
  );
}

/** A paid-in-full order of `lines` at branch 1, as the POS sends it (advanceSum = total). */
export async function sell(
  staff: Staff,
  lines: { productId: string; count: number; price: number }[],
  opts: { paymentTypeId?: number; advanceSum?: number; token?: string } = {},
): Promise<{ id: string; number: string; total: number; paidSum: number; dueSum: number }> {
  const total = lines.reduce((s, l) => s + l.count * l.price, 0);
  const data = await ok<{
    createOrder: {
      order: { id: string; number: string; total: number; paidSum: number; dueSum: number };
    };
  }>(
    staff,
    `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id number total paidSum dueSum } userErrors { field code message } } }`,
    {
      input: {
        date: '2030-03-02',
        shopType: 'flower_shop',
        client: { firstName: 'Покупатель', phone: `+7 999 ${String(Date.now()).slice(-7)}` },
        paymentTypeId: String(opts.paymentTypeId ?? staff.paymentTypes['Наличные']),
        advanceSum: opts.advanceSum ?? total,
        total,
        lines,
      },
    },
    opts.token,
  );
  return data.createOrder.order;
}
