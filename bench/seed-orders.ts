/**
 * Bench orders: replaces whatever orders the CRM holds with `count` orders spread evenly over
 * the days `start`…`stop`, each referring to a client, street, source, payment type, status and
 * worker of the seeded shop and carrying two lines (every third is the flower shop's, the rest
 * fast food). Optionally each is paid in full, so the payments aggregate of the order lists has
 * rows to sum. One `json_to_recordset` insert per table and batch, in one transaction: 100,000
 * orders take seconds, not minutes. `seed` is the same for bench/crm-child.ts (a forked CRM).
 */
import type { Db } from '../crm/db/connect';
import { insertJson } from '../crm/db/seed/orders';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../schema/time-zone';

export interface OrderSeed {
  count: number;
  /** yyyy-MM-dd, first and last order date. */
  start: string;
  stop: string;
  /** One payment of the whole total per order. */
  paid?: boolean;
  /** Every order of this shop type; by default a third are flower_shop, the rest fastfood. */
  shopType?: 'flower_shop' | 'fastfood';
}

/** Rows per INSERT: one JSON parameter of ~10 MB at most, comfortable for PGlite's heap. */
const BATCH = 20_000;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const int = 'integer';
const ORDER_COLUMNS = {
  id: int,
  day_number: int,
  number: 'text',
  shop_type: 'text',
  order_date: 'date',
  client_id: int,
  recipient_first_name: 'text',
  recipient_phone: 'text',
  delivery_address: 'text',
  street_id: int,
  source_id: int,
  payment_type_id: int,
  status_id: int,
  worker_id: int,
  subtotal: int,
  total: int,
};
const LINE_COLUMNS = {
  order_id: int,
  line_no: int,
  product_id: int,
  name: 'text',
  count: int,
  price: int,
  sum: int,
};

export async function replaceOrders(db: Db, seed: OrderSeed): Promise<void> {
  const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).map((r) => r.id);
  const statuses = await ids('SELECT id FROM order_statuses ORDER BY sort');
  const workers = await ids('SELECT id FROM employees ORDER BY id');
  const payments = await ids('SELECT id FROM payment_types ORDER BY id');
  const clients = await ids('SELECT id FROM clients ORDER BY id');
  const streets = await ids('SELECT id FROM streets ORDER BY id');
  const sources = await ids('SELECT id FROM order_sources ORDER BY id');
  const products = await db.query<{ id: number; name: string; price_kopecks: number }>(
    'SELECT id, name, price_kopecks FROM products ORDER BY id',
  );
  const days = Math.round((Date.parse(seed.stop) - Date.parse(seed.start)) / 86_400_000) + 1;
  const perDay = new Map<string, number>();

  function batch(from: number, to: number): { orders: object[]; lines: object[] } {
    const orders: object[] = [];
    const lines: object[] = [];
    for (let i = from; i <= to; i++) {
      const date = addDays(seed.start, i % days);
      const n = (perDay.get(date) ?? 0) + 1;
      perDay.set(date, n);
      const basket = [products[i % products.length], products[(i * 7) % products.length]];
      const subtotal = basket.reduce((s, p) => s + p.price_kopecks, 0);
      const pick = (list: number[]) => list[i % list.length];
      orders.push({
        id: i,
        day_number: n,
        number: `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${String(n).padStart(3, '0')}`,
        shop_type: seed.shopType ?? (i % 3 ? 'fastfood' : 'flower_shop'),
        order_date: date,
        client_id: pick(clients),
        recipient_first_name: 'Получатель',
        recipient_phone: '+7 900 000-00-00',
        delivery_address: 'ул. Тверская, д. 1',
        street_id: pick(streets),
        source_id: pick(sources),
        payment_type_id: pick(payments),
        status_id: pick(statuses),
        worker_id: pick(workers),
        subtotal,
        total: subtotal,
      });
      basket.forEach((p, k) =>
        lines.push({
          order_id: i,
          line_no: k + 1,
          product_id: p.id,
          name: p.name,
          count: 1,
          price: p.price_kopecks,
          sum: p.price_kopecks,
        }),
      );
    }
    return { orders, lines };
  }

  await db.transaction(async (tx) => {
    // Payments, history and stock movements of the seeded orders go with them (ON DELETE CASCADE).
    await tx.query('DELETE FROM orders');
    // The rows refer to existing records by construction: skipping the foreign-key triggers (a
    // superuser's setting, for this transaction only) makes 100,000 orders several times faster.
    await tx.query("SET LOCAL session_replication_role = 'replica'");
    for (let from = 1; from <= seed.count; from += BATCH) {
      const { orders, lines } = batch(from, Math.min(seed.count, from + BATCH - 1));
      await insertJson(tx, 'orders', ORDER_COLUMNS, orders);
      await insertJson(tx, 'order_lines', LINE_COLUMNS, lines);
    }
    await tx.query("SELECT setval(pg_get_serial_sequence('orders', 'id'), $1)", [seed.count]);
    if (seed.paid)
      await tx.query(
        `INSERT INTO order_payments (order_id, payment_type_id, cashless, amount)
         SELECT id, payment_type_id, false, total FROM orders WHERE total > 0`,
      );
  });
}

/** The current month of the shop's calendar, first to last day. */
export function currentMonth(now = new Date()): { start: string; stop: string } {
  const today = todayIn(SHOP_TIMEZONE, now);
  const first = `${today.slice(0, 8)}01`;
  const next = new Date(`${first}T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1, 0);
  return { start: first, stop: next.toISOString().slice(0, 10) };
}

/** bench/crm-child.ts's entry: by default 10,000 orders in the current month. */
export async function seed(db: Db, args: Partial<OrderSeed> = {}): Promise<OrderSeed> {
  const month = currentMonth();
  const chosen = { count: 10_000, start: month.start, stop: month.stop, ...args };
  await replaceOrders(db, chosen);
  return chosen;
}
