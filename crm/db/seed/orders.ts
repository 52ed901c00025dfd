/**
 * About two months of orders up to today, so the order screens and the dashboard have data:
 * ~15 flower orders a day (recipients, addresses, cards) and ~40 small fast-food baskets, with
 * statuses, workers, payments and history. Runs as the `orders` seed step (only while the table
 * is empty). Deterministic (a fixed PRNG), and fast: every table is one json_to_recordset insert.
 */
import type { Db } from '../connect';
import { computeTotals } from '../../../schema/order-totals';
import { offsetIn, todayIn } from '../../../schema/time-zone';
import { seedPayments } from './payments';
import type { SeedStep } from './steps';

export const SEED_DAYS = 60;

/** mulberry32: the same "random" shop on every install. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARDS = ['С днём рождения!', 'Люблю тебя', 'С юбилеем!', 'Спасибо за всё', 'Поздравляем коллегу!', ''];
const TIMES = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'];

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One INSERT of many rows: the rows travel as one JSON parameter, so PGlite parses once. */
export async function insertJson(tx: Db, table: string, columns: Record<string, string>, rows: object[]) {
  const names = Object.keys(columns);
  const defs = names.map((n) => `${n} ${columns[n]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM json_to_recordset($1::json) AS x(${defs})`,
    [JSON.stringify(rows)],
  );
}

async function seedOrders(tx: Db, timeZone: string): Promise<void> {
  const rand = prng(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const q = <T>(sql: string) => tx.query<T & { id: number }>(sql);
  const statuses = await q<{ name: string }>('SELECT id, name FROM order_statuses ORDER BY sort, id');
  const employees = await q<{ full_name: string }>(
    'SELECT id, full_name FROM employees WHERE NOT deleted ORDER BY id',
  );
  const payments = await q<{ name: string }>('SELECT id, name FROM payment_types ORDER BY sort, id');
  const products = await q<{ name: string; price_kopecks: number; shop_type: string }>(
    'SELECT id, name, price_kopecks, shop_type FROM products WHERE active AND NOT deleted ORDER BY id',
  );
  const clients = await q<object>('SELECT id FROM clients ORDER BY id');
  const recipients = await q<{ first_name: string; last_name: string; phone: string; address: string }>(
    'SELECT id, first_name, last_name, phone, address FROM recipients ORDER BY id',
  );
  const streets = await q<{ name: string }>('SELECT id, name FROM streets ORDER BY id');
  const sources = await q<object>('SELECT id FROM order_sources ORDER BY id');
  const users = await q<object>('SELECT id FROM users ORDER BY id');
  const flowers = products.filter((p) => p.shop_type === 'flower_shop');
  const food = products.filter((p) => p.shop_type === 'fastfood');
  if (statuses.length < 2 || !flowers.length || !food.length || !payments.length) return;

  const done = statuses.find((s) => s.name === 'Выполнен') ?? statuses[statuses.length - 1];
  const cancelled = statuses.find((s) => s.name === 'Отменён');
  const cash = payments[0];
  const today = todayIn(timeZone);
  const orders: object[] = [];
  const lines: object[] = [];
  const history: object[] = [];
  let id = 0;

  for (let day = SEED_DAYS; day >= 0; day--) {
    const date = addDays(today, -day);
    const offset = offsetIn(timeZone, new Date(`${date}T12:00:00Z`));
    let dayNumber = 0;
    for (const shop of ['flower_shop', 'fastfood'] as const) {
      const flower = shop === 'flower_shop';
      const count = flower ? 11 + Math.floor(rand() * 9) : 32 + Math.floor(rand() * 17);
      for (let n = 0; n < count; n++) {
        id++;
        dayNumber++;
        const catalogue = flower ? flowers : food;
        const basket = Array.from({ length: 1 + Math.floor(rand() * (flower ? 3 : 4)) }, () =>
          pick(catalogue),
        );
        const orderLines = basket.map((p) => ({
          p,
          count: 1 + Math.floor(rand() * (flower ? 3 : 2)),
        }));
        const payment = pick(payments);
        const percent = flower && rand() < 0.2 ? pick([5, 10, 15]) : 0;
        const subtotalGuess = orderLines.reduce((s, l) => s + l.count * l.p.price_kopecks, 0);
        const advance = flower && rand() < 0.3 ? Math.floor((subtotalGuess * (1 - percent / 100)) / 200) : 0;
        const pre = computeTotals({
          lines: orderLines.map((l) => ({ count: l.count, price: l.p.price_kopecks })),
          discountType: percent ? 'percent' : null,
          discountValue: percent,
          advanceSum: advance,
          changeFor: null,
        });
        // Cash customers hand over the next round banknote sum.
        const changeFrom = payment.id === cash.id ? Math.ceil(pre.due / 100_000) * 100_000 || null : null;
        const totals = changeFrom === null ? pre : { ...pre, change: changeFrom - pre.due };
        // Days gone by are settled; today's orders are still moving through the workflow.
        const status =
          day > 0
            ? cancelled && rand() < 0.05
              ? cancelled
              : done
            : statuses[Math.floor(rand() * (statuses.length - 1))];
        const worker = status === statuses[0] ? null : (pick(employees) ?? null);
        const hour = 8 + Math.floor(rand() * 14);
        const at = `${date}T${String(hour).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}:00${offset}`;
        const recipient = flower && recipients.length && rand() < 0.7 ? pick(recipients) : null;
        const street = flower && streets.length ? pick(streets) : null;
        const number = `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${String(dayNumber).padStart(3, '0')}`;
        const user = pick(users);
        orders.push({
          id,
          day_number: dayNumber,
          number,
          shop_type: shop,
          customer_type: flower && rand() < 0.1 ? 'legal' : 'individual',
          delivery_type: flower ? (rand() < 0.7 ? 'delivery' : 'pickup') : rand() < 0.8 ? 'here' : 'takeaway',
          order_date: date,
          invoice_date: flower ? addDays(date, Math.floor(rand() * 2)) : null,
          invoice_time_do: flower ? pick(TIMES) : '',
          client_id: flower || rand() < 0.1 ? pick(clients).id : null,
          recipient_id: recipient?.id ?? null,
          recipient_first_name: recipient?.first_name ?? '',
          recipient_last_name: recipient?.last_name ?? '',
          recipient_phone: recipient?.phone ?? '',
          delivery_address:
            recipient?.address ?? (street ? `${street.name}, д. ${1 + Math.floor(rand() * 80)}` : ''),
          street_id: street?.id ?? null,
          card_to_order: flower ? pick(CARDS) : '',
          advance_sum: advance,
          advance_type: advance ? 'card' : '',
          payment_type_id: payment.id,
          change_from: changeFrom,
          change_sum: totals.change,
          discount_type: percent ? 'percent' : null,
          discount_value: percent,
          discount_sum: totals.discountSum,
          subtotal: totals.subtotal,
          total: totals.total,
          from_klient: flower ? rand() < 0.5 : true,
          source_id: sources.length ? pick(sources).id : null,
          manager_filled: flower ? (pick(employees)?.id ?? null) : null,
          status_id: status.id,
          worker_id: worker?.id ?? null,
          created_by: user.id,
          created_at: at,
          updated_at: at,
        });
        orderLines.forEach((l, i) =>
          lines.push({
            order_id: id,
            line_no: i + 1,
            product_id: l.p.id,
            name: l.p.name,
            count: l.count,
            price: l.p.price_kopecks,
            sum: totals.lineSums[i],
          }),
        );
        history.push({
          order_id: id,
          at,
          user_id: user.id,
          field: 'created',
          new_value: number,
          new_name: `Заказ ${number}`,
        });
        if (worker) {
          history.push({
            order_id: id,
            at,
            user_id: user.id,
            field: 'worker',
            new_value: String(worker.id),
            new_name: worker.full_name,
          });
        }
        if (status !== statuses[0]) {
          history.push({
            order_id: id,
            at,
            user_id: user.id,
            field: 'status',
            old_value: String(statuses[0].id),
            new_value: String(status.id),
            old_name: statuses[0].name,
            new_name: status.name,
          });
        }
      }
    }
  }

  const int = 'integer';
  await insertJson(
    tx,
    'orders',
    {
      id: int,
      day_number: int,
      number: 'text',
      shop_type: 'text',
      customer_type: 'text',
      delivery_type: 'text',
      order_date: 'date',
      invoice_date: 'date',
      invoice_time_do: 'text',
      client_id: int,
      recipient_id: int,
      recipient_first_name: 'text',
      recipient_last_name: 'text',
      recipient_phone: 'text',
      delivery_address: 'text',
      street_id: int,
      card_to_order: 'text',
      advance_sum: int,
      advance_type: 'text',
      payment_type_id: int,
      change_from: int,
      change_sum: int,
      discount_type: 'text',
      discount_value: 'numeric',
      discount_sum: int,
      subtotal: int,
      total: int,
      from_klient: 'boolean',
      source_id: int,
      manager_filled: int,
      status_id: int,
      worker_id: int,
      created_by: int,
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    orders,
  );
  // Ids were given explicitly; move the identity past them.
  await tx.query("SELECT setval(pg_get_serial_sequence('orders', 'id'), $1)", [id]);
  await insertJson(
    tx,
    'order_lines',
    { order_id: int, line_no: int, product_id: int, name: 'text', count: int, price: int, sum: int },
    lines,
  );
  await insertJson(
    tx,
    'order_history',
    {
      order_id: int,
      at: 'timestamptz',
      user_id: int,
      field: 'text',
      old_value: 'text',
      new_value: 'text',
      old_name: 'text',
      new_name: 'text',
    },
    history,
  );
}

export const ORDERS_STEP: SeedStep = {
  table: 'orders',
  async run(tx, ctx) {
    await seedOrders(tx, ctx.timeZone);
    await seedPayments(tx, ctx.timeZone);
  },
};
