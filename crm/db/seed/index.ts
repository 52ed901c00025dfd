/**
 * First-start data, written in one transaction and only into a database without users, so a
 * restart (or a second process on the same PostgreSQL) never seeds twice.
 */
import { hashPassword } from '../../lib/password';
import type { Db } from '../connect';
import { ACCOUNTS, AFFILIATE, CATALOG, CLIENTS, EMPLOYEES, ORDER_STATUSES, PAYMENT_TYPES } from './data';

const SEED_LOCK = 7_250_002;

/** One multi-row INSERT; table and column names come from this file, values are parameters. */
async function insertRows(tx: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}

/** Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ seeded }] = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS seeded');
  if (seeded) return false;
  // Hash before the transaction: scrypt takes a while and PGlite's one connection should not wait.
  const hashes = await Promise.all(ACCOUNTS.map((a) => hashPassword(a.password)));

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [again] = await tx.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS seeded');
    if (again.seeded) return false;

    const [affiliate] = await tx.query<{ id: number }>(
      'INSERT INTO affiliates (name, address, phone) VALUES ($1, $2, $3) RETURNING id',
      [AFFILIATE.name, AFFILIATE.address, AFFILIATE.phone],
    );
    await insertRows(
      tx,
      'users',
      ['email', 'name', 'username', 'password_hash', 'role', 'type_account', 'access_page', 'affiliate_id'],
      ACCOUNTS.map((a, i) => [
        a.email,
        a.name,
        a.username,
        hashes[i],
        a.role,
        a.typeAccount,
        [...a.accessPage],
        affiliate.id,
      ]),
    );
    await insertRows(
      tx,
      'order_statuses',
      ['name', 'color', 'sort'],
      ORDER_STATUSES.map(([name, color], i) => [name, color, i + 1]),
    );
    await insertRows(
      tx,
      'payment_types',
      ['name', 'sort'],
      PAYMENT_TYPES.map((name, i) => [name, i + 1]),
    );
    await insertRows(
      tx,
      'employees',
      ['full_name', 'position', 'phone', 'affiliate_id', 'sort'],
      EMPLOYEES.map(([fullName, position, phone], i) => [fullName, position, phone, affiliate.id, i + 1]),
    );
    await insertRows(
      tx,
      'clients',
      ['last_name', 'first_name', 'patronymic', 'phone', 'email', 'birthday', 'comment'],
      CLIENTS.map((c) => [c.lastName, c.firstName, c.patronymic, c.phone, c.email, c.birthday, c.comment]),
    );

    const articleNo = { flower_shop: 0, fastfood: 0 };
    for (const [i, category] of CATALOG.entries()) {
      const [{ id }] = await tx.query<{ id: number }>(
        'INSERT INTO categories (name, shop_type, sort) VALUES ($1, $2, $3) RETURNING id',
        [category.name, category.shopType, i + 1],
      );
      const prefix = category.shopType === 'fastfood' ? 'FF' : 'FL';
      await insertRows(
        tx,
        'products',
        ['name', 'category_id', 'shop_type', 'price_kopecks', 'unit', 'article', 'sort'],
        category.products.map(([name, rubles, unit], j) => [
          name,
          id,
          category.shopType,
          rubles * 100,
          unit,
          `${prefix}-${String(++articleNo[category.shopType]).padStart(3, '0')}`,
          j + 1,
        ]),
      );
    }
    return true;
  });
}
