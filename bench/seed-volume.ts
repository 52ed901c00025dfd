/**
 * A shop's real size (issue 17 item 1): years of orders, tens of thousands of clients, thousands
 * of products and stock documents, for both shop types, added to a seeded database. Used by
 * `npm run volume` (scripts/volume.ts, into a data dir or a PostgreSQL database) and by the
 * bench's `volume` scenario. Deterministic: the same sizes give the same rows. One
 * `json_to_recordset` insert per table and batch (bench/seed-orders.ts), so 200,000 orders take
 * tens of seconds, not hours.
 */
import type { Db } from '../crm/db/connect';
import { insertJson } from '../crm/db/seed/orders';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../schema/time-zone';
import { replaceOrders } from './seed-orders';

export interface VolumeSizes {
  orders: number;
  /** Days back from today the orders cover (today included). */
  days: number;
  clients: number;
  products: number;
  documents: number;
}

export const DEFAULT_VOLUME: VolumeSizes = {
  orders: 200_000,
  days: 730,
  clients: 50_000,
  products: 5_000,
  documents: 2_000,
};

const BATCH = 10_000;

const LAST = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов'];
const FIRST_M = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Иван', 'Павел'];
const FIRST_F = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Ирина', 'Екатерина'];
const PATRONYMIC = ['Александров', 'Дмитриев', 'Сергеев', 'Андреев', 'Иванов', 'Петров'];
const FLOWERS = ['Букет', 'Композиция', 'Корзина', 'Роза', 'Тюльпан', 'Пион', 'Хризантема'];
const FOOD = ['Бургер', 'Ролл', 'Картофель фри', 'Наггетсы', 'Салат', 'Морс', 'Кофе'];

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function inBatches(tx: Db, table: string, columns: Record<string, string>, rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH) await insertJson(tx, table, columns, rows.slice(i, i + BATCH));
}

/** Clients up to `total`, each with a unique phone (+7 95x…) and e-mail. */
async function clients(tx: Db, total: number): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
  const rows = Array.from({ length: Math.max(0, total - n) }, (_, k) => {
    const i = n + k;
    const female = i % 2 === 1;
    const last = LAST[i % LAST.length] + (female ? 'а' : '');
    // Eight digits after the operator's 95x: ten in all, a phone the client form accepts as it is.
    const digits = String(i).padStart(8, '0');
    return {
      last_name: last,
      first_name: (female ? FIRST_F : FIRST_M)[Math.floor(i / 2) % 8],
      patronymic: PATRONYMIC[i % PATRONYMIC.length] + (female ? 'на' : 'ич'),
      phone: `+7 (95${digits[0]}) ${digits.slice(1, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`,
      email: `client${i}@example.ru`,
    };
  });
  const columns = { last_name: 'text', first_name: 'text', patronymic: 'text', phone: 'text', email: 'text' };
  await inBatches(tx, 'clients', columns, rows);
  return rows.length;
}

/** Products up to `total`, half per shop type, in the shop's existing categories. */
async function products(tx: Db, total: number): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const categories = await tx.query<{ id: number; shop_type: string }>(
    'SELECT id, shop_type FROM categories',
  );
  const byShop = (shop: string) => categories.filter((c) => c.shop_type === shop).map((c) => c.id);
  const shops = { flower_shop: byShop('flower_shop'), fastfood: byShop('fastfood') };
  const rows = Array.from({ length: Math.max(0, total - n) }, (_, k) => {
    const i = n + k;
    const shop = i % 2 ? 'fastfood' : 'flower_shop';
    const names = shop === 'fastfood' ? FOOD : FLOWERS;
    const cats = shops[shop];
    return {
      name: `${names[i % names.length]} №${i}`,
      shop_type: shop,
      category_id: cats.length ? cats[i % cats.length] : null,
      price_kopecks: (shop === 'fastfood' ? 150_00 : 1_500_00) + (i % 50) * 10_00,
      article: `V-${i}`,
    };
  });
  const columns = {
    name: 'text',
    shop_type: 'text',
    category_id: 'integer',
    price_kopecks: 'integer',
    article: 'text',
  };
  await inBatches(tx, 'products', columns, rows);
  return rows.length;
}

/**
 * `total` stock documents of five kinds, three lines each. The receipts (Consignment) are posted,
 * so the stock screen has balances and a ledger to page at this size; the others stay drafts
 * (posting write-offs at random could take a balance below zero, which the product refuses).
 */
async function documents(tx: Db, total: number, start: string, days: number): Promise<void> {
  const [{ max }] = await tx.query<{ max: number | null }>('SELECT max(id) AS max FROM stock_documents');
  const ids = async (sql: string) => (await tx.query<{ id: number }>(sql)).map((r) => r.id);
  const branches = await ids('SELECT id FROM affiliates ORDER BY id');
  const suppliers = await ids('SELECT id FROM suppliers ORDER BY id');
  const reasons = await ids('SELECT id FROM write_off_reasons ORDER BY id');
  const goods = await tx.query<{ id: number; shop_type: string; price_kopecks: number }>(
    'SELECT id, shop_type, price_kopecks FROM products ORDER BY id',
  );
  const kinds = ['Consignment', 'Writing', 'SelfWriting', 'Output', 'Stocktaking'] as const;
  const prefix = { Consignment: 'ПР', Writing: 'СП', SelfWriting: 'СН', Output: 'ВЗ', Stocktaking: 'ИН' };
  const docs: object[] = [];
  const lines: object[] = [];
  for (let k = 0; k < total; k++) {
    const id = (max ?? 0) + k + 1;
    const kind = kinds[k % kinds.length];
    // One shop's products per document (a document belongs to the shop of its products).
    const shop = k % 3 ? 'fastfood' : 'flower_shop';
    const mine = goods.filter((g) => g.shop_type === shop);
    const picked = [0, 1, 2].map((j) => mine[(k * 3 + j) % mine.length]);
    const sum = picked.reduce((s, p) => s + p.price_kopecks * 10, 0);
    const posted = kind === 'Consignment';
    docs.push({
      id,
      kind,
      status: posted ? 'posted' : 'draft',
      posted_at: posted ? `${addDays(start, k % days)}T10:00:00Z` : null,
      number: `${prefix[kind]}-V${String(id).padStart(6, '0')}`,
      doc_date: addDays(start, k % days),
      affiliate_id: branches[k % branches.length],
      supplier_id: kind === 'Consignment' ? suppliers[k % suppliers.length] : null,
      write_off_id: kind === 'Writing' ? reasons[k % reasons.length] : null,
      total: sum,
    });
    picked.forEach((p, j) =>
      lines.push({
        document_id: id,
        line_no: j + 1,
        product_id: p.id,
        quantity: 10,
        price: p.price_kopecks,
        sum: p.price_kopecks * 10,
      }),
    );
  }
  const int = 'integer';
  await inBatches(
    tx,
    'stock_documents',
    {
      id: int,
      kind: 'text',
      status: 'text',
      posted_at: 'timestamptz',
      number: 'text',
      doc_date: 'date',
      affiliate_id: int,
      supplier_id: int,
      write_off_id: int,
      total: int,
    },
    docs,
  );
  await inBatches(
    tx,
    'stock_document_lines',
    { document_id: int, line_no: int, product_id: int, quantity: 'numeric', price: int, sum: int },
    lines,
  );
  await tx.query(
    "SELECT setval(pg_get_serial_sequence('stock_documents', 'id'), (SELECT max(id) FROM stock_documents))",
  );
  await postReceipts(tx, max ?? 0);
}

/**
 * The ledger of the posted receipts above (ids after `after`), in time order with each balance
 * after the move, and the balances they add up to on top of what the seed holds.
 */
async function postReceipts(tx: Db, after: number): Promise<void> {
  const moves = await tx.query<{
    at: string;
    affiliate_id: number;
    product_id: number;
    delta: string;
    document_id: number;
  }>(
    `SELECT d.posted_at AS at, d.affiliate_id, l.product_id, l.quantity AS delta, d.id AS document_id
       FROM stock_documents d JOIN stock_document_lines l ON l.document_id = d.id
      WHERE d.id > $1 AND d.status = 'posted'
      ORDER BY d.posted_at, d.id, l.line_no`,
    [after],
  );
  const held = new Map<string, number>();
  for (const b of await tx.query<{ affiliate_id: number; product_id: number; quantity: string }>(
    'SELECT affiliate_id, product_id, quantity FROM stock_balances',
  ))
    held.set(`${b.affiliate_id}:${b.product_id}`, Number(b.quantity));
  const ledger = moves.map((m) => {
    const key = `${m.affiliate_id}:${m.product_id}`;
    const balance = (held.get(key) ?? 0) + Number(m.delta);
    held.set(key, balance);
    return { ...m, at: new Date(m.at).toISOString(), balance_after: balance, reason: 'post' };
  });
  const int = 'integer';
  await inBatches(
    tx,
    'stock_movements',
    {
      at: 'timestamptz',
      affiliate_id: int,
      product_id: int,
      delta: 'numeric',
      balance_after: 'numeric',
      reason: 'text',
      document_id: int,
    },
    ledger,
  );
  await tx.query(
    `INSERT INTO stock_balances (affiliate_id, product_id, quantity)
     SELECT m.affiliate_id, m.product_id, sum(m.delta) FROM stock_movements m
      WHERE m.document_id > $1 GROUP BY m.affiliate_id, m.product_id
     ON CONFLICT (affiliate_id, product_id) DO UPDATE SET quantity = stock_balances.quantity + EXCLUDED.quantity`,
    [after],
  );
}

/** Loads `sizes` into a migrated, seeded database; returns what it added. */
export async function loadVolume(db: Db, sizes: VolumeSizes = DEFAULT_VOLUME) {
  const today = todayIn(SHOP_TIMEZONE);
  const start = addDays(today, -(sizes.days - 1));
  const added = await db.transaction(async (tx) => ({
    clients: await clients(tx, sizes.clients),
    products: await products(tx, sizes.products),
  }));
  // Orders after the products and clients, so they refer to the shop's whole range.
  await replaceOrders(db, { count: sizes.orders, start, stop: today, paid: true });
  await db.transaction((tx) => documents(tx, sizes.documents, start, sizes.days));
  // Fresh statistics, so the planner sees the shop's real size at once.
  await db.query('ANALYZE');
  return { ...added, orders: sizes.orders, documents: sizes.documents, start, stop: today };
}

/** bench/crm-child.ts's entry. */
export const seed = (db: Db, args: Partial<VolumeSizes> = {}) =>
  loadVolume(db, { ...DEFAULT_VOLUME, ...args });
