/**
 * Bench clients, loaded inside the CRM process (bench/crm-child.ts runs `seed`): `count` more
 * clients in one insert, so the client list an order screen resolves is a shop's, not the five
 * the seed has.
 */
import type { Db } from '../crm/db/connect';
import { insertJson } from '../crm/db/seed/orders';

export async function seed(db: Db, args: { count: number }): Promise<number> {
  const pad = (i: number) => String(i).padStart(5, '0');
  const rows = Array.from({ length: args.count }, (_, k) => ({
    last_name: `Бенч-${pad(k + 1)}`,
    first_name: ['Анна', 'Иван', 'Мария', 'Пётр', 'Ольга'][k % 5],
    phone: `+7 916 ${pad(k + 1).slice(0, 3)}-${pad(k + 1).slice(3)}-00`,
    email: `bench-${k + 1}@example.com`,
  }));
  const columns = { last_name: 'text', first_name: 'text', phone: 'text', email: 'text' };
  await db.transaction((tx) => insertJson(tx, 'clients', columns, rows));
  return args.count;
}
