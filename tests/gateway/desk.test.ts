/**
 * Markups, gifts and promo batches through GraphQL and /api (issue 26 item 3): a batch made on the
 * marketing screen (createPromoBatch) or through the legacy /api (setNewPromoCreate, its payload
 * unchanged) has its codes, promoBatchCodes lists them with a CSV for Excel, and a batch code works
 * in createOrder; a refused markup or gift is BAD_USER_INPUT with the CRM's reason and writes nothing.
 * The rules themselves: tests/crm/orders-desk.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../schema/csv';
import {
  accepted,
  userErrorsOf,
  ACCOUNTS,
  bearer,
  gql,
  login,
  startGateway,
  type TestGateway,
} from './helper';

let gw: TestGateway;
let sa: string;
let manager: string;
let product: string;
let card: string;

const sql = async <T>(text: string, params: unknown[] = []) => (await gw.crm!.db.query<T>(text, params))[0];

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  product = String(
    (await sql<{ id: number }>("SELECT id FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1"))
      .id,
  );
  card = String(
    (await sql<{ id: number }>('SELECT id FROM payment_types WHERE cashless ORDER BY id LIMIT 1')).id,
  );
});
afterAll(async () => gw?.close());

const CODES = `query ($id: ID!) { promoBatchCodes(batchId: $id) { name codes { code usedCount usageLimit active } csv } }`;
type Codes = {
  name: string;
  codes: { code: string; usedCount: number; usageLimit: number | null; active: boolean }[];
  csv: string;
};
const codesOf = async (id: string, token = sa) => gql(gw.app, CODES, { id }, token);

const createOrder = (extra: Record<string, unknown>) =>
  gql(
    gw.app,
    `mutation ($input: OrderInput!) { createOrder(input: $input) { order {
      id total subtotal promoCode promoSum markupId markupName markupSum giftId giftName } userErrors { field code message } } }`,
    {
      input: {
        shopType: 'flower_shop',
        deliveryType: 'pickup',
        paymentTypeId: card,
        lines: [{ productId: product, count: 2, price: 1_000_00 }],
        ...extra,
      },
    },
    sa,
  );

describe('promo batches make usable codes', () => {
  it('createPromoBatch makes its codes; promoBatchCodes lists them with a CSV; one works at checkout', async () => {
    const made = await gql(
      gw.app,
      `mutation ($input: PromoBatchCreateInput!) { createPromoBatch(input: $input) { promoBatch { id name count usageLimit } } }`,
      {
        input: {
          name: 'GW пачка',
          prefix: 'gw',
          count: 5,
          discountKind: 'amount',
          discountValue: 100,
          usageLimit: 2,
        },
      },
      sa,
    );
    expect(made.errors).toBeUndefined();
    const batch = (made.data as { createPromoBatch: { promoBatch: { id: string; usageLimit: number } } })
      .createPromoBatch.promoBatch;
    expect(batch.usageLimit).toBe(2);
    const r = await codesOf(batch.id);
    expect(r.errors).toBeUndefined();
    const { name, codes, csv } = (r.data as { promoBatchCodes: Codes }).promoBatchCodes;
    expect(name).toBe('GW пачка');
    expect(codes).toHaveLength(5);
    for (const c of codes)
      expect(c).toMatchObject({
        code: expect.stringMatching(/^GW-\w{4}-\w{4}$/),
        usedCount: 0,
        usageLimit: 2,
        active: true,
      });
    expect(csv.startsWith(`${CSV_BOM}Промокод;Использован;Лимит;Действует\r\n`)).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(`${codes[0].code};0;2;да`);

    const order = await createOrder({ promoCode: codes[0].code.toLowerCase() });
    expect(order.errors).toBeUndefined();
    expect(accepted(order.data, 'createOrder')).toMatchObject({
      promoCode: codes[0].code,
      promoSum: 100_00,
      total: 1_900_00,
    });
    const after = (await codesOf(batch.id)).data as { promoBatchCodes: Codes };
    expect(after.promoBatchCodes.codes[0].usedCount).toBe(1);
  });

  it('a batch saved through /api (payload unchanged) has its codes too', async () => {
    const reply = await gw.app.inject({
      method: 'POST',
      url: '/api/marketing/setNewPromoCreate',
      headers: bearer(sa),
      payload: {
        dataUserUpdate: {
          name: 'GW api',
          prefix: 'API',
          count: 3,
          discountKind: 'percent',
          discountValue: 5,
        },
      },
    });
    expect(reply.statusCode).toBe(200);
    const row = await sql<{ id: number; n: number }>(
      `SELECT b.id, (SELECT count(*)::int FROM promocodes p WHERE p.batch_id = b.id) AS n
         FROM promo_batches b WHERE b.name = 'GW api'`,
    );
    expect(row.n).toBe(3);
  });

  it('an unknown batch is NOT_FOUND; a manager without MARKETING is FORBIDDEN', async () => {
    const missing = await codesOf('999999');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const forbidden = await codesOf('1', manager);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('markups and gifts through createOrder', () => {
  it('a markup raises the total and the order names it and the gift', async () => {
    const m = await sql<{ id: number }>(
      "INSERT INTO markups (name, kind, percent) VALUES ('GW срочно', 'percent', 10) RETURNING id",
    );
    const g = await sql<{ id: number }>("INSERT INTO gifts (name) VALUES ('GW открытка') RETURNING id");
    const r = await createOrder({ markupId: String(m.id), giftId: String(g.id), total: 2_200_00 });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      createOrder: {
        userErrors: [],
        order: expect.objectContaining({
          subtotal: 2_000_00,
          markupId: String(m.id),
          markupName: 'GW срочно',
          markupSum: 200_00,
          giftId: String(g.id),
          giftName: 'GW открытка',
          total: 2_200_00,
        }),
      },
    });
  });

  it('a refused markup or gift is a user error with the reason, and no order is written', async () => {
    const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const off = await sql<{ id: number }>(
      "INSERT INTO gifts (name, min_order_sum) VALUES ('GW большой', 1000000) RETURNING id",
    );
    const r = await createOrder({ giftId: String(off.id) });
    expect(r.data).toMatchObject({ createOrder: { order: null } });
    expect(userErrorsOf(r.data, 'createOrder')[0].message).toMatch(
      /^Подарок «GW большой» дарится к заказу от/,
    );
    const m = await createOrder({ markupId: '999999' });
    expect(userErrorsOf(m.data, 'createOrder')).toEqual([
      { field: ['input', 'markupId'], code: 'FIELD_INVALID', message: 'Наценка с id 999999 не найдена' },
    ]);
    expect(await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders')).toEqual(before);
  });
});
