/**
 * Loyalty on GraphQL (issue 21 item 6, docs/loyalty.md): the programme saved from settings
 * (refusals as userErrors with the field; a patch: expiryDays left out stays), «Списать бонусы» on createOrder (BONUS_INSUFFICIENT,
 * BONUS_INVALID as userErrors, nothing changed), the order's due sum less the bonuses, the balance
 * and history on `bonusAccount` for whoever may open the client's card and nobody else, another
 * shop type's data for the SA only, and the legacy /api that earns but never spends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import {
  accepted,
  ACCOUNTS,
  bearer,
  gql,
  login,
  registerUser,
  signInSeeded,
  startGateway,
  userErrorsOf,
  type TestGateway,
} from './helper';

let gw: TestGateway;
let tokens: Awaited<ReturnType<typeof signInSeeded>>;
let product: string;
let card: string;
const phone = '+7 (921) 555-21-06';

const sql = async <T>(text: string, params: unknown[] = []) => gw.crm!.db.query<T>(text, params);

const PROGRAM = `mutation ($s: ShopType!, $i: LoyaltyProgramInput!) {
  updateLoyaltyProgram(shopType: $s, input: $i) {
    program { shopType enabled accrualPercent tiers { fromSpent percent } expiryDays maxSharePercent updatedByName }
    userErrors { field code message } } }`;
const ACCOUNT = `query ($id: ID!, $s: ShopType) { bonusAccount(clientId: $id, shopType: $s) {
  balance spent percent entries { kind reverses amount orderNumber } } }`;
const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) {
  order { id clientId total bonusSum dueSum } userErrors { field code message } } }`;

const orderInput = (extra: Record<string, unknown> = {}) => ({
  shopType: 'flower_shop',
  deliveryType: 'pickup',
  paymentTypeId: card,
  client: { firstName: 'Лидия', lastName: 'Бонусная', patronymic: '', phone, email: '' },
  lines: [{ productId: product, count: 1, price: 1_000_00 }],
  ...extra,
});

beforeAll(async () => {
  gw = await startGateway();
  tokens = await signInSeeded(gw.app);
  [{ id: product }] = await sql<{ id: string }>(
    "SELECT id::text FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
  );
  [{ id: card }] = await sql<{ id: string }>(
    'SELECT id::text FROM payment_types WHERE cashless ORDER BY id LIMIT 1',
  );
});
afterAll(() => gw?.close());

describe('loyalty on GraphQL', () => {
  it('saves the programme from settings; a bad tier is a userError at its field and changes nothing', async () => {
    const bad = await gql(
      gw.app,
      PROGRAM,
      {
        s: 'flower_shop',
        i: { enabled: true, accrualPercent: 5, tiers: [{ fromSpent: 0, percent: 7 }], maxSharePercent: 30 },
      },
      tokens.admin,
    );
    expect(userErrorsOf(bad.data, 'updateLoyaltyProgram')).toEqual([
      {
        field: ['input', 'tiers', '0', 'fromSpent'],
        code: 'FIELD_INVALID',
        message: 'Уровень 1: сумма покупок — больше 0 ₽',
      },
    ]);
    const read = await gql(gw.app, '{ loyaltyProgram { enabled } }', {}, tokens.manager);
    expect(read.data).toEqual({ loyaltyProgram: { enabled: false } });

    const saved = await gql(
      gw.app,
      PROGRAM,
      {
        s: 'flower_shop',
        i: {
          enabled: true,
          accrualPercent: 5,
          tiers: [{ fromSpent: 5_000_00, percent: 7 }],
          expiryDays: 180,
          maxSharePercent: 30,
        },
      },
      tokens.admin,
    );
    expect(accepted(saved.data, 'updateLoyaltyProgram')).toMatchObject({
      shopType: 'flower_shop',
      enabled: true,
      tiers: [{ fromSpent: 5_000_00, percent: 7 }],
      expiryDays: 180,
      maxSharePercent: 30,
    });
    // A patch like every update* (issue 18): expiryDays left out stays, an explicit null clears it.
    const again = { enabled: true, accrualPercent: 5, tiers: [{ fromSpent: 5_000_00, percent: 7 }] };
    const kept = await gql(
      gw.app,
      PROGRAM,
      { s: 'flower_shop', i: { ...again, maxSharePercent: 40 } },
      tokens.admin,
    );
    expect(accepted(kept.data, 'updateLoyaltyProgram')).toMatchObject({
      expiryDays: 180,
      maxSharePercent: 40,
    });
    const cleared = await gql(
      gw.app,
      PROGRAM,
      { s: 'flower_shop', i: { ...again, expiryDays: null, maxSharePercent: 30 } },
      tokens.admin,
    );
    expect(accepted(cleared.data, 'updateLoyaltyProgram')).toMatchObject({
      expiryDays: null,
      maxSharePercent: 30,
    });
    // The manager (NEWORDER, no SETTINGS) reads it for the order form but may not change it.
    const denied = await gql(
      gw.app,
      PROGRAM,
      { s: 'flower_shop', i: { enabled: false, accrualPercent: 0, tiers: [], maxSharePercent: 0 } },
      tokens.manager,
    );
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Another shop's programme is the SA's to read.
    const other = await gql(gw.app, '{ loyaltyProgram(shopType: fastfood) { enabled } }', {}, tokens.manager);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a paid order earns; the next spends part of its total, and dueSum is less the bonuses', async () => {
    const first = accepted<{ id: string; clientId: string }>(
      (
        await gql(
          gw.app,
          CREATE,
          { input: orderInput({ lines: [{ productId: product, count: 4, price: 1_000_00 }] }) },
          tokens.admin,
        )
      ).data,
      'createOrder',
    );
    const paid = await gql(
      gw.app,
      'mutation ($id: ID!) { payOrder(id: $id) { order { id } userErrors { message } } }',
      { id: first.id },
      tokens.admin,
    );
    expect(userErrorsOf(paid.data, 'payOrder')).toEqual([]);
    const account = await gql(gw.app, ACCOUNT, { id: first.clientId }, tokens.manager);
    expect(account.data?.bonusAccount).toMatchObject({ balance: 200_00, spent: 4_000_00, percent: 5 });

    // Over the balance: BONUS_INSUFFICIENT at bonusSum, nothing spent.
    const over = await gql(gw.app, CREATE, { input: orderInput({ bonusSum: 250_00 }) }, tokens.admin);
    expect(userErrorsOf(over.data, 'createOrder')).toEqual([
      {
        code: 'BONUS_INSUFFICIENT',
        field: ['input', 'bonusSum'],
        message: `На бонусном счёте клиента ${formatRub(200_00)}, а списать нужно ${formatRub(250_00)}`,
      },
    ]);
    // Over the programme's 30 % share of 1 000 ₽.
    const share = await gql(gw.app, CREATE, { input: orderInput({ bonusSum: 301_00 }) }, tokens.admin);
    expect(userErrorsOf(share.data, 'createOrder')[0].message).toContain('30 %');
    // No client to pay with bonuses.
    const nobody = await gql(
      gw.app,
      CREATE,
      { input: orderInput({ client: null, bonusSum: 10_00 }) },
      tokens.admin,
    );
    expect(userErrorsOf(nobody.data, 'createOrder')[0]).toMatchObject({
      code: 'BONUS_INVALID',
      field: ['input', 'bonusSum'],
    });

    const spent = accepted<{ total: number; bonusSum: number; dueSum: number }>(
      (await gql(gw.app, CREATE, { input: orderInput({ bonusSum: 150_00 }) }, tokens.admin)).data,
      'createOrder',
    );
    expect(spent).toMatchObject({ total: 1_000_00, bonusSum: 150_00, dueSum: 850_00 });
    const after = await gql(gw.app, ACCOUNT, { id: first.clientId }, tokens.admin);
    expect(after.data?.bonusAccount).toMatchObject({ balance: 50_00 });
    expect((after.data?.bonusAccount as { entries: unknown[] }).entries[0]).toMatchObject({
      kind: 'spent',
      amount: -150_00,
    });
  });

  it('a balance is for whoever may open the client card, of their own shop type', async () => {
    const [{ id }] = await sql<{ id: string }>('SELECT id::text FROM clients WHERE phone = $1', [phone]);
    const fast = await gql(gw.app, ACCOUNT, { id }, tokens.fastfood);
    // The fast-food admin reads their own shop's account of the client: nothing there.
    expect(fast.data?.bonusAccount).toMatchObject({ balance: 0, entries: [] });
    const fastOther = await gql(gw.app, ACCOUNT, { id, s: 'flower_shop' }, tokens.fastfood);
    expect(fastOther.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { token: accessToken } = await registerUser(gw.app, 'loyal');
    const fresh = await gql(gw.app, ACCOUNT, { id }, accessToken);
    expect(fresh.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The history a page at a time: the account's rows, for the same readers only.
    const HISTORY = `query($id: ID!, $s: ShopType, $after: String) {
      bonusHistory(clientId: $id, shopType: $s, first: 1, after: $after) {
        edges { node { kind amount } } pageInfo { hasNextPage endCursor } totalCount
      }
    }`;
    type Page = {
      edges: { node: { kind: string; amount: number } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
      totalCount: number;
    };
    const whole = (await gql(gw.app, ACCOUNT, { id }, tokens.admin)).data!.bonusAccount as {
      entries: { kind: string; amount: number }[];
    };
    const paged: { kind: string; amount: number }[] = [];
    let page: Page | null = null;
    do {
      const res = await gql(gw.app, HISTORY, { id, after: page?.pageInfo.endCursor ?? null }, tokens.manager);
      page = res.data!.bonusHistory as Page;
      paged.push(...page.edges.map((e) => e.node));
    } while (page.pageInfo.hasNextPage);
    expect(paged).toEqual(whole.entries.map(({ kind, amount }) => ({ kind, amount })));
    expect(page.totalCount).toBe(whole.entries.length);
    expect((await gql(gw.app, HISTORY, { id }, accessToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await gql(gw.app, HISTORY, { id, s: 'flower_shop' }, tokens.fastfood)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('legacy /api orders earn but never spend: bonus_sum is dropped, the contract unchanged', async () => {
    const token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/order/newOrder',
      headers: bearer(token),
      payload: {
        newOrderData: {
          customerType: 'individual',
          deliveryType: 'pickup',
          shopType: 'flower_shop',
          products: [{ id: Number(product), count_product: 1, priceProduct: 200_00 }],
          klient: { firstName: 'Лидия', lastName: 'Бонусная', patronymic: '', phone, email: '' },
          paymentType: Number(card),
          bonus_sum: 20_00,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as { id: number; checkout: { bonus_sum: number } };
    expect(order.checkout.bonus_sum).toBe(0);
  });
});
