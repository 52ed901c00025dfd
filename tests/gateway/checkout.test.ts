/**
 * Promo codes and gift certificates at checkout through GraphQL (issue 26 item 2): the form's
 * «Применить» (checkoutCodes) and the save give the CRM's Russian reason as BAD_USER_INPUT, the
 * order shows what was applied, what is due leaves the certificate's part out, and cancelling
 * gives the use and the balance back. The rules themselves: tests/crm/orders-checkout.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import { accepted, userErrorsOf, ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;
let product: string;
let card: string;
let cancelled: string;

const sql = async <T>(text: string, params: unknown[] = []) => (await gw.crm!.db.query<T>(text, params))[0];

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  product = String(
    (await sql<{ id: number }>("SELECT id FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1"))
      .id,
  );
  card = String(
    (await sql<{ id: number }>('SELECT id FROM payment_types WHERE cashless ORDER BY id LIMIT 1')).id,
  );
  cancelled = String(
    (await sql<{ id: number }>('SELECT id FROM order_statuses WHERE cancels ORDER BY id LIMIT 1')).id,
  );
  await sql(
    `INSERT INTO promocodes (code, discount_kind, discount_value, usage_limit, min_order_sum)
     VALUES ('GW-VESNA', 'percent', 10, 1, 100000), ('GW-OLD', 'amount', 5000, NULL, NULL)`,
  );
  await sql("UPDATE promocodes SET valid_to = '2020-12-31' WHERE code = 'GW-OLD'");
  await sql("INSERT INTO certificates (code, amount, balance) VALUES ('GW-CERT', 300000, 300000)");
});
afterAll(async () => gw?.close());

const CHECK = `query ($p: String, $c: String, $s: Int) {
  checkoutCodes(promoCode: $p, certificateCode: $c, subtotal: $s) {
    promo { code kind value minOrderSum } certificate { code balance } } }`;
const ORDER = `id total subtotal promoCode promoSum certificateCode certificateSum paidSum dueSum`;

const createOrder = (extra: Record<string, unknown>) =>
  gql(
    gw.app,
    `mutation ($input: OrderInput!) { createOrder(input: $input) { order { ${ORDER} } userErrors { field code message } } }`,
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

describe('checkoutCodes: the form checks a code before the save', () => {
  it('answers the terms of a valid promo code and the balance of a certificate', async () => {
    const r = await gql(gw.app, CHECK, { p: 'gw-vesna', c: 'gw-cert', s: 2_000_00 }, sa);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      checkoutCodes: {
        promo: { code: 'GW-VESNA', kind: 'percent', value: 10, minOrderSum: 1_000_00 },
        certificate: { code: 'GW-CERT', balance: 3_000_00 },
      },
    });
  });

  it.each([
    [{ p: 'GW-OLD' }, 'Срок действия промокода «GW-OLD» истёк 31.12.2020'],
    [
      { p: 'GW-VESNA', s: 500_00 },
      `Промокод «GW-VESNA» действует на заказ от ${formatRub(1_000_00)}, товаров на ${formatRub(500_00)}`,
    ],
    [{ c: 'NO-SUCH' }, 'Сертификат «NO-SUCH» не найден'],
    [{}, 'Введите промокод или номер сертификата'],
  ])('refuses %j with BAD_USER_INPUT and the reason', async (vars, message) => {
    const r = await gql(gw.app, CHECK, vars, sa);
    expect(r.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('createOrder with a promo code and a certificate', () => {
  it('applies both, shows them, owes only the rest, and gives both back when cancelled', async () => {
    const r = await createOrder({
      promoCode: 'gw-vesna',
      certificateCode: 'GW-CERT',
      certificateSum: 500_00,
      total: 1_800_00,
    });
    expect(r.errors).toBeUndefined();
    const order = accepted(r.data, 'createOrder');
    expect(order).toMatchObject({
      subtotal: 2_000_00,
      promoCode: 'GW-VESNA',
      promoSum: 200_00,
      total: 1_800_00,
      certificateCode: 'GW-CERT',
      certificateSum: 500_00,
      paidSum: 0,
      dueSum: 1_300_00,
    });
    expect(await sql('SELECT used_count FROM promocodes WHERE code = $1', ['GW-VESNA'])).toEqual({
      used_count: 1,
    });
    expect(await sql('SELECT balance FROM certificates WHERE code = $1', ['GW-CERT'])).toEqual({
      balance: 2_500_00,
    });

    const again = await createOrder({ promoCode: 'GW-VESNA' });
    expect(userErrorsOf(again.data, 'createOrder')).toEqual([
      {
        field: ['input', 'promoCode'],
        code: 'PROMO_INVALID',
        message: 'Промокод «GW-VESNA» исчерпан: его можно использовать 1 раз(а)',
      },
    ]);

    const cancel = await gql(
      gw.app,
      'mutation ($id: ID!, $s: ID!) { setOrderStatus(id: $id, statusId: $s) { order { id } userErrors { field code message } } }',
      { id: order.id, s: cancelled },
      sa,
    );
    expect(cancel.errors).toBeUndefined();
    expect(await sql('SELECT used_count FROM promocodes WHERE code = $1', ['GW-VESNA'])).toEqual({
      used_count: 0,
    });
    expect(await sql('SELECT balance FROM certificates WHERE code = $1', ['GW-CERT'])).toEqual({
      balance: 3_000_00,
    });
  });
});
