/**
 * The CRM's settings area: the receipt template of each shop type. Defaults before the first
 * save, a round trip that normalises texts, the shared validator's Russian refusals (nothing is
 * written), who saved it, and the shop types kept apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReceiptSettings } from '../../schema/receipt';
import { LOCAL, SEEDED, call, expectFailure, startTestCrm, type TestCrm } from './helper';

let crm: TestCrm;
let adminId: number;

const VALID = {
  shopName: '  Цветы   у  дома ',
  headerText: 'ул. Садовая, 5  \r\nИНН 7701234567\n\n',
  footerText: 'Спасибо!',
  paperWidth: 58,
  code: 'qr',
  showOrderNumber: true,
  showDate: true,
  showCashier: false,
  showClient: true,
  showLines: true,
  showDiscount: false,
  showPaymentType: true,
  showChange: true,
};

const get = (typeAccount: string) => call(crm, '/settings/getReceiptSettings', { typeAccount });
const set = (typeAccount: string, settings: unknown, userId: unknown = adminId) =>
  call(crm, '/settings/setReceiptSettings', { typeAccount, settings, userId });

beforeAll(async () => {
  crm = await startTestCrm();
  const login = await call<{ id: number }>(crm, '/auth/login', {
    email: SEEDED[0].email,
    password: SEEDED[0].password,
  });
  adminId = login.body.data!.id;
});
afterAll(() => crm?.close());

describe('settings/getReceiptSettings', () => {
  it.runIf(LOCAL)('answers the defaults of the shop type before the first save', async () => {
    await crm.db!.query('DELETE FROM receipt_settings');
    for (const shop of ['flower_shop', 'fastfood'] as const) {
      const reply = await get(shop);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        typeAccount: shop,
        ...defaultReceiptSettings(shop),
        updatedAt: null,
        updatedBy: null,
        updatedByName: null,
      });
    }
  });

  it('refuses an unknown shop type', async () => {
    const reply = await get('bakery');
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe('Поле «typeAccount»: ожидается flower_shop или fastfood');
  });
});

describe('settings/setReceiptSettings', () => {
  it('stores a whole template, normalised, with who saved it and when', async () => {
    const before = Date.now();
    const reply = await set('fastfood', VALID);
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({
      typeAccount: 'fastfood',
      shopName: 'Цветы у дома',
      headerText: 'ул. Садовая, 5\nИНН 7701234567',
      footerText: 'Спасибо!',
      paperWidth: 58,
      code: 'qr',
      showCashier: false,
      showDiscount: false,
      updatedBy: adminId,
      updatedByName: expect.any(String),
    });
    const at = Date.parse((reply.body.data as { updatedAt: string }).updatedAt);
    expect(at).toBeGreaterThanOrEqual(before - 5000);

    // A read answers the same, and the other shop type is untouched.
    expect((await get('fastfood')).body.data).toEqual(reply.body.data);
    expect((await get('flower_shop')).body.data).not.toMatchObject({ shopName: 'Цветы у дома' });
  });

  it('replaces the template on a second save', async () => {
    await set('fastfood', VALID);
    const reply = await set('fastfood', { ...VALID, paperWidth: 80, code: 'none', showCashier: true });
    expect(reply.body.data).toMatchObject({ paperWidth: 80, code: 'none', showCashier: true });
  });

  it.each([
    [{ paperWidth: 60 }, 'Поле «Ширина бумаги»: 58 или 80 мм'],
    [{ paperWidth: '80' }, 'Поле «Ширина бумаги»: 58 или 80 мм'],
    [{ shopName: '   ' }, 'Поле «Название магазина» обязательно'],
    [{ shopName: 'Я'.repeat(61) }, 'Поле «Название магазина»: не длиннее 60 символов'],
    [{ headerText: 'x'.repeat(301) }, 'Поле «Текст в начале чека»: не длиннее 300 символов'],
    [{ footerText: '1\n2\n3\n4\n5\n6\n7' }, 'Поле «Текст в конце чека»: не больше 6 строк'],
    [{ code: 'datamatrix' }, 'Поле «Код заказа»: нет, штрихкод или QR-код'],
    [{ showChange: 'да' }, 'Поле «Сдача»: ожидается да или нет'],
    [{ showLines: undefined }, 'Поле «Товары»: ожидается да или нет'],
    [{ colour: 'red' }, 'Неизвестное поле «colour»'],
  ])('refuses %j with a Russian message and writes nothing', async (patch, message) => {
    const stored = (await set('flower_shop', { ...VALID, shopName: 'Было' })).body.data;
    const reply = await set('flower_shop', { ...VALID, ...patch });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(message);
    expect((await get('flower_shop')).body.data).toEqual(stored);
  });

  it('refuses a missing template and an unknown user', async () => {
    expectFailure(await set('flower_shop', null), 200, 'VALIDATION');
    expectFailure(await set('flower_shop', VALID, 987654321), 200, 'VALIDATION');
  });
});
