/**
 * Barcodes over GraphQL (issue 26, the till): the product card's «Штрихкод» is checked by the
 * gateway before the CRM (BAD_USER_INPUT, Russian message, nothing stored), duplicates are
 * refused, and the POS's lookup — productsConnection searched by the code, of the till's shop
 * type, on sale — finds the product by its barcode as a cashier of that shop type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '../../schema/list-validation';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;
let cashier: string;

const UPDATE = `mutation ($id: ID!, $barcode: String) {
  updateProduct(id: $id, input: { barcode: $barcode }) { product { id barcode } userErrors { field code message } }
}`;

interface Refusal {
  field: string[] | null;
  code: string;
  message: string;
}
const refusalOf = (res: { data?: unknown }) =>
  (res.data as { updateProduct: { userErrors: Refusal[] } }).updateProduct.userErrors;
const CREATE = `mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id barcode } } }`;
const LOOKUP = `query ($code: String!) {
  productsConnection(first: 20, filter: { search: $code, shopType: fastfood, onlyActive: true }) {
    edges { node { id name barcode shopType active } }
  }
}`;

let seq = 0;
/** A fresh EAN-13 with its check digit. */
function ean13(): string {
  const first12 = `46${String(Date.now() % 10 ** 8).padStart(8, '0')}${String(seq++ % 100).padStart(2, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

async function newProduct(barcode = ''): Promise<{ id: string; barcode: string }> {
  const res = await gql(
    gw.app,
    CREATE,
    { input: { name: `Бургер ${ean13()}`, unit: 'шт', price: 199_00, shopType: 'fastfood', barcode } },
    sa,
  );
  expect(res.errors).toBeUndefined();
  return (res.data as { createProduct: { product: { id: string; barcode: string } } }).createProduct.product;
}

const barcodeOf = async (id: string) => {
  const res = await gql(gw.app, 'query ($id: ID!) { product(id: $id) { barcode } }', { id }, sa);
  return (res.data as { product: { barcode: string } }).product.barcode;
};

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  cashier = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
});
afterAll(async () => gw?.close());

describe('a product’s barcode over GraphQL', () => {
  it('a wrong EAN-13 check digit or a non-ASCII code is FIELD_INVALID at input.barcode; the barcode stays', async () => {
    const code = ean13();
    const p = await newProduct(code);
    expect(p.barcode).toBe(code);
    const wrong = `${code.slice(0, 12)}${(Number(code[12]) + 5) % 10}`;
    for (const [bad, message] of [
      [wrong, /^Поле «Штрихкод»: неверная контрольная цифра EAN-13/],
      ['Штрихкод', /^Поле «Штрихкод»: EAN-13 \(13 цифр\) или Code-128/],
    ] as const) {
      const res = await gql(gw.app, UPDATE, { id: p.id, barcode: bad }, sa);
      expect(refusalOf(res), bad).toEqual([
        { field: ['input', 'barcode'], code: 'FIELD_INVALID', message: expect.stringMatching(message) },
      ]);
    }
    expect(await barcodeOf(p.id)).toBe(code);
  });

  it('a barcode another product has is NAME_TAKEN at input.barcode; a Code-128 text is taken', async () => {
    const code = ean13();
    await newProduct(code);
    const other = await newProduct();
    const res = await gql(gw.app, UPDATE, { id: other.id, barcode: code }, sa);
    expect(refusalOf(res)).toEqual([
      {
        field: ['input', 'barcode'],
        code: 'NAME_TAKEN',
        message: 'Запись с таким значением поля «Штрихкод» уже существует',
      },
    ]);
    expect(await barcodeOf(other.id)).toBe('');
    const text = `BURGER-${code.slice(-6)}`;
    const set = await gql(gw.app, UPDATE, { id: other.id, barcode: text }, sa);
    expect(set.errors).toBeUndefined();
    expect(await barcodeOf(other.id)).toBe(text);
  });

  it('the till finds a product by its barcode on the server, as its cashier', async () => {
    const code = ean13();
    const p = await newProduct(code);
    const res = await gql(gw.app, LOOKUP, { code }, cashier);
    expect(res.errors).toBeUndefined();
    const nodes = (
      res.data as { productsConnection: { edges: { node: { id: string; barcode: string } }[] } }
    ).productsConnection.edges.map((e) => e.node);
    expect(nodes.filter((n) => n.barcode === code).map((n) => n.id)).toEqual([p.id]);
    // A product taken off sale is not offered at the till.
    const off = await gql(
      gw.app,
      'mutation ($id: ID!) { setProductActive(id: $id, active: false) { product { id } } }',
      {
        id: p.id,
      },
      sa,
    );
    expect(off.errors).toBeUndefined();
    const after = await gql(gw.app, LOOKUP, { code }, cashier);
    expect(JSON.stringify(after.data)).not.toContain(code);
  });
});
