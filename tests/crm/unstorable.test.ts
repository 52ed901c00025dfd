/**
 * Values the database cannot store are refused like any other bad value (HTTP 200, error 1), not
 * a 500 from PostgreSQL: ids past the integer range (2^31 − 1, every id column), which name no
 * record, and text holding U+0000, which no text column can hold. Each of these calls used to
 * reach the database and fail there; the fuzz suite found them (docs/reliability.md "Fuzzing").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../crm/lib/validate';
import { call, startTestCrm, type TestCrm } from './helper';

const PAST = 2 ** 31;
const DATE = '2026-05-17';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(async () => crm?.close());

const CASES: [string, string, Record<string, unknown>][] = [
  ['a list flag', '/reference/setNotesActive', { id: PAST, val: 1 }],
  ['a list flag, id as text', '/reference/setNotesDeleted', { id: String(PAST), val: 1 }],
  [
    'a list reference',
    '/reference/setSaveNewRecipients',
    { dataRecipientsUpdate: { firstName: 'Анна', phone: '+7 900 111-22-33', clientId: PAST } },
  ],
  ['an order', '/order/setTypePayment', { idOrder: 2 ** 53 - 1, idPayment: 1 }],
  ['an order status', '/order/setStatusOrder', { idOrder: 1, idStatus: PAST }],
  [
    'an order line',
    '/order/newOrder',
    { newOrderData: { products: [{ id: PAST, count_product: 1, priceProduct: 100 }] } },
  ],
  ['a notification', '/notification/setNotificationReady', { notificationId: String(PAST) }],
  ['a cash shift', '/cashbox/addCashMove', { shiftId: PAST, kind: 'in', amount: 100, reason: 'размен' }],
  [
    'a document branch',
    '/reference/setSaveNewStocktaking',
    {
      dataStocktakingUpdate: {
        date: DATE,
        affiliateId: 2 ** 32,
        lines: [{ productId: 1, quantity: 1, price: 100 }],
      },
    },
  ],
  [
    'a document line',
    '/reference/setSaveNewSelfWriting',
    {
      dataSelfWritingUpdate: {
        date: DATE,
        affiliateId: 1,
        lines: [{ productId: PAST, quantity: 1, price: 100 }],
      },
    },
  ],
  [
    'a component',
    '/catalog/setProductComposition',
    { productId: 1, items: [{ componentId: PAST, quantity: 1 }] },
  ],
];

describe('ids past the integer range', () => {
  it.each(CASES)('%s: refused, not a 500', async (_what, path, body) => {
    const reply = await call(crm, path, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.error).toBe(1);
    expect(['VALIDATION', 'NOT_FOUND']).toContain(reply.body.errorInfo);
  });
});

const NUL = 'Бук\u0000ет';

const NUL_CASES: [string, string, Record<string, unknown>][] = [
  ['sign-in', '/auth/login', { email: `admin@example.com${NUL}`, password: 'admin123' }],
  ['registration', '/auth/register', { email: 'nul@example.com', username: NUL, password: 'secret-123' }],
  ['a list record', '/reference/setSaveNewNotes', { dataNotesUpdate: { name: NUL } }],
  [
    'an order',
    '/order/newOrder',
    { newOrderData: { klientHotel: NUL, products: [{ id: 1, count_product: 1, priceProduct: 100 }] } },
  ],
  [
    'a document',
    '/reference/setSaveNewStocktaking',
    {
      dataStocktakingUpdate: {
        date: DATE,
        affiliateId: 1,
        comment: NUL,
        lines: [{ productId: 1, quantity: 1, price: 100 }],
      },
    },
  ],
  [
    'a key, deep down',
    '/reference/setSaveNewNotes',
    { dataNotesUpdate: { name: 'Пометка', extra: [{ [NUL]: 1 }] } },
  ],
];

describe('text holding U+0000', () => {
  it.each(NUL_CASES)('%s: refused, not a 500', async (_what, path, body) => {
    const reply = await call(crm, path, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION', message: NUL_MESSAGE });
  });
});
