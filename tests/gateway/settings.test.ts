/**
 * Receipt settings over GraphQL against the real embedded CRM: any signed-in user reads the
 * template (their own shop type by default), only the superadmin (SA) replaces it, and bad
 * input is refused field by field with Russian messages before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReceiptSettings } from '../../schema/receipt';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
const tokens: Record<keyof typeof ACCOUNTS, string> = { admin: '', fastfood: '', manager: '' };

const FIELDS = `shopType shopName headerText footerText paperWidth showOrderNumber showDate showCashier
  showClient showLines showDiscount showPaymentType showChange code updatedAt updatedByName`;
const READ = `query ($shopType: ShopType) { receiptSettings(shopType: $shopType) { ${FIELDS} } }`;
const UPDATE = `mutation ($shopType: ShopType!, $input: ReceiptSettingsInput!) {
  updateReceiptSettings(shopType: $shopType, input: $input) {
    receiptSettings { ${FIELDS} } userErrors { field code message } } }`;

const INPUT = {
  shopName: 'Кафе «Бублик»',
  headerText: 'ул. Ленина, 1',
  footerText: 'Ждём вас снова',
  paperWidth: 58,
  showOrderNumber: true,
  showDate: true,
  showCashier: true,
  showClient: false,
  showLines: true,
  showDiscount: true,
  showPaymentType: true,
  showChange: false,
  code: 'barcode',
};

beforeAll(async () => {
  gw = await startGateway();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])
    tokens[key] = await login(gw.app, ACCOUNTS[key].email, ACCOUNTS[key].password);
});
afterAll(() => gw?.close());

describe('receiptSettings', () => {
  it('answers the defaults of the reader’s own shop type before the first save', async () => {
    const flower = await gql(gw.app, READ, {}, tokens.manager);
    expect(flower.errors).toBeUndefined();
    expect(flower.data).toEqual({
      receiptSettings: {
        shopType: 'flower_shop',
        ...defaultReceiptSettings('flower_shop'),
        updatedAt: null,
        updatedByName: null,
      },
    });
    const fast = await gql(gw.app, READ, {}, tokens.fastfood);
    expect(fast.data).toMatchObject({ receiptSettings: { shopType: 'fastfood', paperWidth: 58 } });
  });

  it('needs a signed-in user', async () => {
    const res = await gql(gw.app, READ, {});
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateReceiptSettings', () => {
  it('lets the superadmin replace a template; every reader then sees it', async () => {
    const res = await gql(gw.app, UPDATE, { shopType: 'fastfood', input: INPUT }, tokens.admin);
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      updateReceiptSettings: {
        receiptSettings: {
          ...INPUT,
          shopType: 'fastfood',
          updatedAt: expect.any(String),
          updatedByName: expect.any(String),
        },
        userErrors: [],
      },
    });
    const read = await gql(gw.app, READ, {}, tokens.fastfood);
    expect(read.data).toMatchObject({ receiptSettings: { shopName: 'Кафе «Бублик»', code: 'barcode' } });
  });

  it.each(['fastfood', 'manager'] as const)(
    'refuses %s (not SA) with FORBIDDEN and writes nothing',
    async (who) => {
      const before = await gql(gw.app, READ, { shopType: 'fastfood' }, tokens.admin);
      const res = await gql(
        gw.app,
        UPDATE,
        { shopType: 'fastfood', input: { ...INPUT, shopName: 'Взлом' } },
        tokens[who],
      );
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await gql(gw.app, READ, { shopType: 'fastfood' }, tokens.admin)).toEqual(before);
    },
  );

  it('refuses without a session', async () => {
    const res = await gql(gw.app, UPDATE, { shopType: 'fastfood', input: INPUT });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad values field by field in Russian: FIELD_INVALID at input.<field>', async () => {
    const res = await gql(
      gw.app,
      UPDATE,
      {
        shopType: 'flower_shop',
        input: { ...INPUT, paperWidth: 72, shopName: ' ', footerText: 'x'.repeat(301) },
      },
      tokens.admin,
    );
    expect(res.errors).toBeUndefined();
    const refused = res.data!.updateReceiptSettings as { receiptSettings: unknown; userErrors: unknown[] };
    expect(refused.receiptSettings).toBeNull();
    expect(refused.userErrors).toEqual(
      expect.arrayContaining([
        {
          field: ['input', 'shopName'],
          code: 'FIELD_INVALID',
          message: 'Поле «Название магазина» обязательно',
        },
        {
          field: ['input', 'footerText'],
          code: 'FIELD_INVALID',
          message: 'Поле «Текст в конце чека»: не длиннее 300 символов',
        },
        {
          field: ['input', 'paperWidth'],
          code: 'FIELD_INVALID',
          message: 'Поле «Ширина бумаги»: 58 или 80 мм',
        },
      ]),
    );
    expect(refused.userErrors).toHaveLength(3);
    const read = await gql(gw.app, READ, { shopType: 'flower_shop' }, tokens.admin);
    expect(read.data).toMatchObject({ receiptSettings: { updatedAt: null } });
  });

  it('refuses an unknown code through the schema', async () => {
    const res = await gql(
      gw.app,
      UPDATE,
      { shopType: 'flower_shop', input: { ...INPUT, code: 'datamatrix' } },
      tokens.admin,
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
