/**
 * Shared setup of the warehouse and cashbox contract suites: a CRM per file, fresh products and
 * branches per test (the suites also run against one PostgreSQL database kept between runs and
 * shared by files running in parallel, so nothing here relies on balances or shifts it did not
 * make), and builders for documents and orders.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, startTestCrm, type Reply, type TestCrm } from './helper';
import { expectError, list, saveNew } from './list-samples';

export const w = {} as {
  crm: TestCrm;
  adminId: number;
  supplierId: number;
  writeOffId: number;
  cashTypeId: number;
  cardTypeId: number;
  cancelStatusId: number;
  firstStatusId: number;
};

export type Kind = 'Consignment' | 'Writing' | 'SelfWriting' | 'Output' | 'Moving' | 'Stocktaking';

export interface DocLine {
  productId: number;
  productName: string;
  unit: string;
  quantity: number;
  price: number;
  sum: number;
  bookQuantity: number | null;
  difference: number | null;
}

export type Doc = {
  id: number;
  kind: Kind;
  number: string;
  status: 'draft' | 'posted';
  total: number;
  lines: DocLine[];
  deleted: boolean;
  active: boolean;
} & Record<string, unknown>;

export interface Balance {
  affiliateId: number;
  productId: number;
  productName: string;
  quantity: number;
  untracked: boolean;
}

export type Movement = Record<string, unknown> & {
  delta: number;
  balanceAfter: number;
  reason: string;
  productId: number;
  affiliateId: number;
};

const tag = () => randomBytes(4).toString('hex');

export async function ok<T>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>(w.crm, path, body);
  expect(reply.status).toBe(200);
  expect(reply.body.error, `${path}: ${reply.body.message}`).toBe(0);
  return reply.body.data as T;
}

export async function refused(path: string, body: unknown, message: string | RegExp, code = 'VALIDATION') {
  const reply: Reply = await call(w.crm, path, body);
  expectError(reply, code, message);
  return reply;
}

export function useWarehouseCrm(): void {
  beforeAll(async () => {
    w.crm = await startTestCrm();
    const [admin] = await w.crm.db!.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'admin@example.com'",
    );
    w.adminId = admin.id;
    w.supplierId = (await ok<{ id: number }[]>('/reference/getAllSuppliers', {}))[0].id;
    w.writeOffId = (await ok<{ id: number }[]>('/reference/getAllWriteOff', {}))[0].id;
    const types = await ok<{ id: number; cashless: boolean }[]>('/reference/getAllTypePayments', {});
    w.cashTypeId = types.find((t) => !t.cashless)!.id;
    w.cardTypeId = types.find((t) => t.cashless)!.id;
    const { AllStatusOrder } = await ok<{ AllStatusOrder: { id: number; deleted: boolean }[] }>(
      '/order/getAllStatus',
      {},
    );
    w.firstStatusId = AllStatusOrder[0].id;
    const [cancels] = await w.crm.db!.query<{ id: number }>(
      'SELECT id FROM order_statuses WHERE cancels ORDER BY id LIMIT 1',
    );
    w.cancelStatusId = cancels.id;
  });
  afterAll(() => w.crm?.close());
}

export async function newProduct(name = `Товар ${tag()}`, shopType = 'flower_shop'): Promise<number> {
  const reply = await saveNew(w.crm, list('ProductList'), { name, unit: 'шт', price: 100_00, shopType });
  expect(reply.body.error, reply.body.message).toBe(0);
  return reply.body.data!.record.id;
}

export async function newAffiliate(name = `Филиал ${tag()}`): Promise<number> {
  const reply = await saveNew(w.crm, list('Affiliate'), { name, address: 'ул. Тестовая, 1', phone: '' });
  expect(reply.body.error, reply.body.message).toBe(0);
  return reply.body.data!.record.id;
}

export async function setComposition(productId: number, items: { componentId: number; quantity: number }[]) {
  await ok('/catalog/setProductComposition', { productId, items });
}

/** A header that every kind accepts (the counterparties a kind does not use are dropped). */
export function header(affiliateId: number, extra: Record<string, unknown> = {}) {
  return {
    date: '2031-05-17',
    affiliateId,
    supplierId: w.supplierId,
    writeOffId: w.writeOffId,
    comment: 'Тест',
    ...extra,
  };
}

export async function saveDoc(
  kind: Kind,
  affiliateId: number,
  lines: { productId: number; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
): Promise<Doc> {
  const data = await ok<{ record: Doc; list: Doc[] }>(`/reference/setSaveNew${kind}`, {
    [`data${kind}Update`]: { ...header(affiliateId, extra), lines },
    userId: w.adminId,
  });
  return data.record;
}

export const post = (id: number) => ok<Doc>('/warehouse/postDocument', { id, userId: w.adminId });
export const unpost = (id: number) => ok<Doc>('/warehouse/unpostDocument', { id, userId: w.adminId });

/** Creates and posts a document. */
export async function posted(
  kind: Kind,
  affiliateId: number,
  lines: { productId: number; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
): Promise<Doc> {
  const doc = await saveDoc(kind, affiliateId, lines, extra);
  return post(doc.id);
}

export async function balance(affiliateId: number, productId: number): Promise<number> {
  const rows = await ok<Balance[]>('/warehouse/getBalances', { affiliateId, includeZero: true });
  return rows.find((r) => r.productId === productId)?.quantity ?? 0;
}

/** Balances of these products at these branches, keyed "affiliate:product". */
export async function balances(
  affiliateIds: number[],
  productIds: number[],
): Promise<Record<string, number>> {
  const rows = await ok<Balance[]>('/warehouse/getBalances', { includeZero: true });
  const out: Record<string, number> = {};
  for (const a of affiliateIds) for (const p of productIds) out[`${a}:${p}`] = 0;
  for (const r of rows) {
    const key = `${r.affiliateId}:${r.productId}`;
    if (key in out) out[key] = r.quantity;
  }
  return out;
}

export const movements = (filter: Record<string, unknown>) =>
  ok<Movement[]>('/warehouse/getMovements', { limit: 2000, ...filter });

/** The invariant: every balance equals the sum of its ledger deltas, and the last balanceAfter. */
export async function expectLedgerAgrees(affiliateIds: number[], productIds: number[]): Promise<void> {
  const now = await balances(affiliateIds, productIds);
  for (const p of productIds) {
    const rows = await movements({ productId: p });
    for (const a of affiliateIds) {
      const mine = rows.filter((m) => m.affiliateId === a);
      const sum = mine.reduce((s, m) => s + Math.round(m.delta * 1000), 0) / 1000;
      expect(now[`${a}:${p}`], `balance ${a}:${p}`).toBeCloseTo(sum, 6);
      if (mine.length > 0) expect(mine[0].balanceAfter, `last balanceAfter ${a}:${p}`).toBeCloseTo(sum, 6);
    }
  }
}

/** What a refusal must leave alone: the documents of the kind, the balances and the ledger. */
export async function snapshot(kind: Kind, affiliateIds: number[], productIds: number[]) {
  return {
    documents: await ok<Doc[]>(`/reference/getAll${kind}`, {}),
    balances: await balances(affiliateIds, productIds),
    ledger: await Promise.all(productIds.map((p) => movements({ productId: p }))),
  };
}

export async function expectUnchanged(
  before: Awaited<ReturnType<typeof snapshot>>,
  kind: Kind,
  affiliateIds: number[],
  productIds: number[],
) {
  expect(await snapshot(kind, affiliateIds, productIds)).toEqual(before);
}

export type Order = Record<string, unknown> & { id: number; paidSum: number; itog_value: number };

/** A minimal order of `lines` at a branch; `extra` goes into newOrderData. */
export async function newOrder(
  affiliateId: number,
  lines: { id: number; count: number; price?: number }[],
  extra: Record<string, unknown> = {},
): Promise<Order> {
  return ok<Order>('/order/newOrder', {
    newOrderData: {
      date: '2031-05-17',
      products: lines.map((l) => ({ id: l.id, count_product: l.count, priceProduct: l.price ?? 100_00 })),
      ...extra,
    },
    Affiliate: { active: 0, id: affiliateId },
    userId: w.adminId,
  });
}

export const orderInfo = async (id: number) =>
  (await ok<{ OrderList: Order[] }>('/order/getOrderInfo', { DateOrderPull: { idOrder: id } })).OrderList[0];
