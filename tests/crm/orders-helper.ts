/**
 * Shared setup of the `order` contract suites: a CRM (embedded, on PostgreSQL with DATABASE_URL,
 * or CRM_URL), the seeded references the tests refer to, and a new-order payload builder.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, startTestCrm, type TestCrm } from './helper';

export type Order = Record<string, unknown> & {
  id: number;
  number: string;
  products: Record<string, unknown>[];
};

export interface OrdersContext {
  crm: TestCrm;
  products: { id: number; name: string }[];
  statuses: { id: number; name: string }[];
  workers: { id: number; fullName: string }[];
  payments: { id: number; name: string }[];
  adminId: number | undefined;
}

/** Filled in by useOrdersCrm's beforeAll. */
export const t = {} as OrdersContext;

export async function ok<T>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>(t.crm, path, body);
  expect(reply.status).toBe(200);
  if (reply.body.error !== 0) throw new Error(`${path}: ${reply.body.message}`);
  return reply.body.data as T;
}

/** A phone no earlier run has used: the client lookup must find only what this test made. */
export const freshPhone = () =>
  `+7 (9${randomInt(10, 99)}) ${randomInt(100, 999)}-${randomInt(10, 99)}-${randomInt(10, 99)}`;

export function newOrderData(extra: Record<string, unknown> = {}) {
  return {
    customerType: 'individual',
    deliveryType: 'delivery',
    products: [
      { id: t.products[0].id, count_product: 3, priceProduct: 25_000 },
      { id: t.products[1].id, count_product: 1, priceProduct: 120_050 },
    ],
    date: '2031-03-08',
    invoiceDate: '2031-03-08',
    invoiceTimeDo: '12:00-15:00',
    klient: {
      firstName: 'Ольга',
      lastName: 'Тестова',
      patronymic: '',
      phone: freshPhone(),
      email: 'olga@example.com',
    },
    recipient: { firstName: 'Нина', lastName: 'Тестова', patronymic: '', phone: freshPhone() },
    adresDelivery: 'ул. Тверская, д. 1',
    cardToOrder: 'С 8 Марта!',
    paymentType: t.payments[0].id,
    ...extra,
  };
}

export const create = (data: Record<string, unknown>) =>
  ok<Order>('/order/newOrder', { newOrderData: data, userId: t.adminId });

export function useOrdersCrm(): void {
  beforeAll(async () => {
    t.crm = await startTestCrm();
    const crm = t.crm;
    if (crm.db) {
      t.products = await crm.db.query('SELECT id, name FROM products WHERE NOT deleted ORDER BY id LIMIT 3');
      const [admin] = await crm.db.query<{ id: number }>(
        "SELECT id FROM users WHERE email = 'admin@example.com'",
      );
      t.adminId = admin.id;
    } else {
      // Against a remote CRM: products as its own recent orders show them.
      const list = await ok<{ OrderList: Order[] }>('/order/getOrder', {
        DateOrderPull: {
          dateStart: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
          dateStop: new Date().toISOString().slice(0, 10),
        },
        Affiliate: { active: 0, id: 0 },
      });
      t.products = list.OrderList.flatMap((o) => o.products).map((p) => ({
        id: p.id as number,
        name: String(p.name),
      }));
    }
    t.statuses = (
      await ok<{ AllStatusOrder: { id: number; name: string }[] }>('/order/getAllStatus', {})
    ).AllStatusOrder;
    t.workers = await ok('/reference/getAllEmployees', {});
    t.payments = await ok('/reference/getAllTypePayments', {});
  });
  afterAll(async () => t.crm?.close());
}
