/**
 * A product's barcode (issue 26, the till): what the till's scanner reads must be printable and
 * name one product. Thirteen digits are an EAN-13 with its check digit; anything else is Code-128
 * text (printable ASCII). Unique case-insensitively; a refusal changes nothing. A page searched
 * by the code (what the POS asks) finds the product, however digit-like the code.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { barcodeProblem, ean13CheckDigit } from '../../schema/list-validation';
import { call } from './helper';
import { PRODUCT, c, newProduct, product, updateProduct, useCatalogCrm } from './catalog-helper';
import { expectError, path, saveNew, tag } from './list-samples';

useCatalogCrm();

/** A fresh EAN-13 with the right check digit (46: Russia's prefix). */
function ean13(): string {
  const first12 = `46${String(randomInt(10 ** 9)).padStart(9, '0')}${randomInt(10)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

const BAD_CHECK = /^Поле «Штрихкод»: неверная контрольная цифра EAN-13 \(должна быть \d\)$/;
const NOT_ASCII = 'Поле «Штрихкод»: EAN-13 (13 цифр) или Code-128: латинские буквы, цифры и знаки ASCII';

describe('the EAN-13 check digit and the Code-128 characters', () => {
  it('knows real EAN-13 codes and refuses a mistyped digit', () => {
    expect(ean13CheckDigit('460123456789')).toBe(3);
    expect(barcodeProblem('4601234567893')).toBeNull();
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem('4006381333932')).toMatch(/должна быть 1/);
    expect(barcodeProblem('ABC-123/x')).toBeNull();
    expect(barcodeProblem('12345')).toBeNull();
    expect(barcodeProblem('Штрих123')).not.toBeNull();
    expect(barcodeProblem('a\tb')).not.toBeNull();
  });
});

describe('a product’s barcode in the CRM', () => {
  it('stores a valid EAN-13 and a Code-128 text', async () => {
    const code = ean13();
    const p = await newProduct('fastfood', { barcode: code });
    expect((await product(p.id)).barcode).toBe(code);
    const text = `CB-${tag()}`.toUpperCase();
    expect((await updateProduct({ id: p.id, barcode: text })).body.error).toBe(0);
    expect((await product(p.id)).barcode).toBe(text);
  });

  it('refuses a wrong check digit or a non-ASCII code with a Russian message; nothing changes', async () => {
    const code = ean13();
    const wrong = `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`;
    const name = `Неверный ${tag()}`;
    expectError(
      await saveNew(c.crm, PRODUCT, { name, unit: 'шт', price: 1, shopType: 'fastfood', barcode: wrong }),
      'VALIDATION',
      BAD_CHECK,
    );
    const p = await newProduct('fastfood', { barcode: code });
    expectError(await updateProduct({ id: p.id, barcode: 'Штрих-код' }), 'VALIDATION', NOT_ASCII);
    expectError(await updateProduct({ id: p.id, barcode: wrong }), 'VALIDATION', BAD_CHECK);
    expect((await product(p.id)).barcode).toBe(code);
    const all = await call<{ name: string }[]>(c.crm, path(PRODUCT, 'getAll'), {});
    expect(all.body.data!.some((r) => r.name === name)).toBe(false);
  });

  it('one product per barcode, whatever the case; blank is no barcode and may repeat', async () => {
    const code = ean13();
    await newProduct('fastfood', { barcode: code });
    const other = await newProduct('flower_shop');
    expectError(
      await updateProduct({ id: other.id, barcode: code }),
      'DUPLICATE',
      'Запись с таким значением поля «Штрихкод» уже существует',
    );
    const text = `dup-${tag()}`;
    await newProduct('fastfood', { barcode: text });
    expectError(await updateProduct({ id: other.id, barcode: text.toUpperCase() }), 'DUPLICATE');
    expect((await product(other.id)).barcode).toBe('');
    await newProduct('fastfood', { barcode: '' });
    await newProduct('fastfood', { barcode: '' });
  });

  it('a page searched by the code finds the product (EAN-13, 11 digits from 8, Code-128)', async () => {
    const codes = [ean13(), `8${String(randomInt(10 ** 9)).padStart(10, '0')}`, `X-${tag()}`];
    for (const code of codes) {
      const p = await newProduct('fastfood', { barcode: code });
      const page = await call<{ rows: { id: number; barcode: string }[] }>(c.crm, path(PRODUCT, 'getPage'), {
        search: code,
        shopType: 'fastfood',
        onlyActive: true,
        size: 20,
      });
      expect(page.body.error, page.body.message).toBe(0);
      expect(page.body.data!.rows.filter((r) => r.barcode === code).map((r) => r.id)).toEqual([p.id]);
    }
  });
});
