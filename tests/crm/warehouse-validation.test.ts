/**
 * The refusals of the document payload, of editing, deleting and flags, and of the reads, with the
 * exact Russian message, and proof that a refused call changed nothing: documents, balances and the
 * ledger are as they were. Posting refusals: warehouse-posting.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helper';
import { expectError } from './list-samples';
import {
  balances,
  expectUnchanged,
  header,
  newAffiliate,
  newProduct,
  ok,
  posted,
  refused,
  saveDoc,
  snapshot,
  useWarehouseCrm,
  w,
  type Doc,
  type Kind,
} from './warehouse-helper';

useWarehouseCrm();

const NBSP = '\u00a0';
const POSTED_LOCKED = 'Проведённый документ нельзя изменить: сначала отмените проведение';

describe('document payload refusals (nothing is created)', () => {
  const line = (productId: number, extra: Record<string, unknown> = {}) => ({
    productId,
    quantity: 1,
    ...extra,
  });

  it.each<[string, (p: number, a: number) => Record<string, unknown>, string]>([
    ['no lines', () => ({ lines: [] }), 'Добавьте в документ хотя бы одну строку'],
    ['lines not a list', () => ({ lines: 'x' }), 'Добавьте в документ хотя бы одну строку'],
    [
      '501 lines',
      (p) => ({ lines: Array.from({ length: 501 }, (_, i) => line(p + i)) }),
      'Не больше 500 строк в документе',
    ],
    [
      'a line not an object',
      () => ({ lines: [5] }),
      'Строка 1: ожидается объект {productId, quantity, price}',
    ],
    ['no product', () => ({ lines: [{ quantity: 1 }] }), 'Строка 1: укажите товар'],
    ['an unknown product', () => ({ lines: [line(99_999_999)] }), 'Строка 1: товар не найден'],
    ['a malformed product id', () => ({ lines: [line(-3)] }), 'Строка 1: товар не найден'],
    [
      'the same product twice',
      (p) => ({ lines: [line(p), line(p)] }),
      'Строка 2: этот товар уже есть в строке 1',
    ],
    ['quantity 0', (p) => ({ lines: [line(p, { quantity: 0 })] }), 'Строка 1: количество — число больше 0'],
    [
      'a negative quantity',
      (p) => ({ lines: [line(p, { quantity: -2 })] }),
      'Строка 1: количество — число больше 0',
    ],
    [
      'a quantity as words',
      (p) => ({ lines: [line(p, { quantity: 'много' })] }),
      'Строка 1: количество — число больше 0',
    ],
    ['no quantity', (p) => ({ lines: [{ productId: p }] }), 'Строка 1: количество — число больше 0'],
    [
      'a quantity over a million',
      (p) => ({ lines: [line(p, { quantity: 1_000_001 })] }),
      `Строка 1: количество — не больше 1${NBSP}000${NBSP}000`,
    ],
    [
      'four decimals',
      (p) => ({ lines: [line(p, { quantity: 1.2345 })] }),
      'Строка 1: количество — не больше трёх знаков после запятой',
    ],
    [
      'a negative price',
      (p) => ({ lines: [line(p, { price: -1 })] }),
      `Строка 1: цена — целое число копеек от 0 до 100${NBSP}000${NBSP}000`,
    ],
    [
      'a fractional price',
      (p) => ({ lines: [line(p, { price: 1.5 })] }),
      `Строка 1: цена — целое число копеек от 0 до 100${NBSP}000${NBSP}000`,
    ],
    [
      'a line sum over 20 000 000 ₽',
      (p) => ({ lines: [line(p, { quantity: 1000, price: 100_000_000 })] }),
      `Строка 1: сумма больше 20${NBSP}000${NBSP}000,00 ₽`,
    ],
    [
      'a document sum over 20 000 000 ₽',
      (p) => ({
        lines: [
          line(p, { quantity: 15, price: 100_000_000 }),
          line(p + 1, { quantity: 15, price: 100_000_000 }),
        ],
      }),
      `Сумма документа больше 20${NBSP}000${NBSP}000,00 ₽`,
    ],
    ['a date that does not exist', () => ({ date: '2031-02-30' }), 'Поле «Дата»: дата в формате ГГГГ-ММ-ДД'],
    ['a date in another format', () => ({ date: '17.05.2031' }), 'Поле «Дата»: дата в формате ГГГГ-ММ-ДД'],
    ['no branch', () => ({ affiliateId: null }), 'Поле «Филиал» обязательно'],
    ['a malformed branch', () => ({ affiliateId: 'x' }), 'Поле «Филиал»: неверный идентификатор'],
    ['an unknown branch', () => ({ affiliateId: 99_999_999 }), 'Филиал: запись с id 99999999 не найдена'],
    ['no supplier', () => ({ supplierId: null }), 'Приход: укажите поставщика'],
    ['an unknown supplier', () => ({ supplierId: 99_999_999 }), 'Поставщик: запись с id 99999999 не найдена'],
    ['a comment not a string', () => ({ comment: 5 }), 'Поле «Комментарий» должно быть строкой'],
    ['a long comment', () => ({ comment: 'я'.repeat(2001) }), 'Поле «Комментарий»: не длиннее 2000 символов'],
    ['an unknown user', () => ({}), 'Пользователь: запись с id 99999999 не найдена'],
  ])('Consignment with %s is refused', async (name, patch, message) => {
    const a = await newAffiliate();
    const p = await newProduct();
    // Shape is checked before the database: ids after p need not exist for the bounds to speak.
    const extra = patch(p, a);
    const before = await snapshot('Consignment', [a], [p]);
    await refused(
      '/reference/setSaveNewConsignment',
      {
        dataConsignmentUpdate: { ...header(a), lines: [line(p)], ...extra },
        userId: name === 'an unknown user' ? 99_999_999 : w.adminId,
      },
      message,
    );
    await expectUnchanged(before, 'Consignment', [a], [p]);
  });

  it('a deleted product is refused like an unknown one', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    await ok('/catalog/setProductListDeleted', { id: p, val: 1 });
    await refused(
      '/reference/setSaveNewSelfWriting',
      { dataSelfWritingUpdate: { ...header(a), lines: [{ productId: p, quantity: 1 }] } },
      'Строка 1: товар не найден',
    );
  });

  it.each<[Kind, Record<string, unknown>, string]>([
    ['Writing', { writeOffId: null }, 'Списание: укажите причину списания'],
    ['Writing', { writeOffId: 99_999_999 }, 'Причина списания: запись с id 99999999 не найдена'],
    ['Moving', {}, 'Перемещение: укажите филиал-получатель'],
    ['Moving', { toAffiliateId: 99_999_999 }, 'Филиал-получатель: запись с id 99999999 не найдена'],
    ['Stocktaking', { lines: 'neg' }, 'Строка 1: количество — число не меньше 0'],
  ])('%s with %j: %s', async (kind, extra, message) => {
    const a = await newAffiliate();
    const p = await newProduct();
    const lines = extra.lines === 'neg' ? [{ productId: p, quantity: -1 }] : [{ productId: p, quantity: 1 }];
    await refused(
      `/reference/setSaveNew${kind}`,
      { [`data${kind}Update`]: { ...header(a), ...extra, lines } },
      message,
    );
  });

  it('Moving to the branch it comes from is refused', async () => {
    const a = await newAffiliate();
    await refused(
      '/reference/setSaveNewMoving',
      {
        dataMovingUpdate: {
          ...header(a, { toAffiliateId: a }),
          lines: [{ productId: await newProduct(), quantity: 1 }],
        },
      },
      'Перемещение: филиал-получатель должен отличаться от филиала-отправителя',
    );
  });

  it('a Stocktaking line may count 0', async () => {
    const doc = await saveDoc('Stocktaking', await newAffiliate(), [
      { productId: await newProduct(), quantity: 0 },
    ]);
    expect(doc.lines[0].quantity).toBe(0);
  });

  it('a request without the payload object is refused', async () => {
    await refused('/reference/setSaveNewOutput', {}, 'Ожидается объект «dataOutputUpdate» с полями записи');
    await refused(
      '/reference/setOutputUpdate',
      { dataOutputUpdate: [] },
      'Ожидается объект «dataOutputUpdate» с полями записи',
    );
  });
});

describe('editing, deleting and flags refusals', () => {
  it('a posted document is not edited or deleted; nothing changes', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const doc = await posted('Consignment', a, [{ productId: p, quantity: 5 }]);
    const before = await snapshot('Consignment', [a], [p]);
    await refused(
      '/reference/setConsignmentUpdate',
      // Refused for being posted, before the (here invalid) payload is even read.
      { dataConsignmentUpdate: { id: doc.id, comment: 'x', lines: [] } },
      POSTED_LOCKED,
    );
    await refused('/reference/setConsignmentDeleted', { id: doc.id, val: 1 }, POSTED_LOCKED);
    await expectUnchanged(before, 'Consignment', [a], [p]);
  });

  it('a deleted draft is not edited or posted until restored', async () => {
    const a = await newAffiliate();
    const p = await newProduct();
    const doc = await saveDoc('Consignment', a, [{ productId: p, quantity: 5 }]);
    await ok('/reference/setConsignmentDeleted', { id: doc.id, val: 1 });
    await refused(
      '/reference/setConsignmentUpdate',
      { dataConsignmentUpdate: { id: doc.id, comment: 'x' } },
      'Удалённый документ нельзя изменить: сначала восстановите его',
    );
    await refused('/warehouse/postDocument', { id: doc.id }, 'Удалённый документ нельзя провести');
    expect((await ok<Doc>('/warehouse/getDocument', { id: doc.id })).status).toBe('draft');
    expect((await balances([a], [p]))[`${a}:${p}`]).toBe(0);
  });

  it('unknown ids, ids of another kind and malformed flags', async () => {
    const doc = await saveDoc('Writing', await newAffiliate(), [
      { productId: await newProduct(), quantity: 1 },
    ]);
    await refused(
      '/reference/setConsignmentUpdate',
      { dataConsignmentUpdate: { id: doc.id } },
      'Документ не найден',
      'NOT_FOUND',
    );
    await refused(
      '/reference/setConsignmentActive',
      { id: doc.id, val: 0 },
      'Документ не найден',
      'NOT_FOUND',
    );
    await refused(
      '/reference/setWritingActive',
      { id: 99_999_999, val: 0 },
      'Документ не найден',
      'NOT_FOUND',
    );
    await refused(
      '/reference/setWritingActive',
      { id: doc.id, val: 'maybe' },
      'Поле «val»: ожидается 1 или 0',
    );
    await refused(
      '/reference/setWritingUpdate',
      { dataWritingUpdate: {} },
      'Поле «id»: ожидается положительное целое число',
    );
    await refused('/warehouse/getDocument', { id: 99_999_999 }, 'Документ не найден', 'NOT_FOUND');
    await refused('/warehouse/postDocument', { id: 99_999_999 }, 'Документ не найден', 'NOT_FOUND');
    await refused('/warehouse/unpostDocument', { id: 0 }, 'Поле «id»: ожидается положительное целое число');
  });
});

describe('read refusals', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      '/warehouse/getDocuments',
      { kind: 'Invoice' },
      'Поле «kind»: ожидается один из видов документа: Consignment, Writing, SelfWriting, Output, Moving, Stocktaking',
    ],
    ['/warehouse/getDocuments', { kind: 'Writing', status: 'done' }, 'Поле «status»: draft или posted'],
    [
      '/warehouse/getDocuments',
      { kind: 'Writing', dateFrom: '2031-13-01' },
      'Поле «Дата с»: дата в формате ГГГГ-ММ-ДД',
    ],
    ['/warehouse/getMovements', { limit: 0 }, 'Поле «limit»: целое число от 1 до 2000'],
    ['/warehouse/getMovements', { limit: 2001 }, 'Поле «limit»: целое число от 1 до 2000'],
    ['/warehouse/getMovements', { dateTo: 'вчера' }, 'Поле «Дата по»: дата в формате ГГГГ-ММ-ДД'],
    ['/warehouse/getBalances', { affiliateId: -1 }, 'Поле «Филиал»: неверный идентификатор'],
  ])('%s %j: %s', async (path, body, message) => {
    expectError(await call(w.crm, path, body), 'VALIDATION', message);
  });
});
