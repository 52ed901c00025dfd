/**
 * What an order refers to, checked inside the writing transaction: products, status, worker,
 * payment type, source, street, managers, outlet, the acting user; and the client and recipient,
 * found by phone or created.
 */
import type { Db } from '../../db/connect';
import { normalisePhone, refuse, type OrderInput, type PersonInput } from './input';

export interface ProductRow {
  id: number;
  name: string;
  shop_type: 'flower_shop' | 'fastfood';
}

/** The products of the lines, by id; an unknown one is refused by its position. */
export async function loadProducts(tx: Db, input: OrderInput): Promise<Map<number, ProductRow>> {
  const ids = [...new Set(input.lines.map((l) => l.productId))];
  const rows = await tx.query<ProductRow>(
    'SELECT id, name, shop_type FROM products WHERE id = ANY($1::int[])',
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  input.lines.forEach((l, i) => {
    if (!byId.has(l.productId))
      refuse(`Товар №${i + 1}: товар с id ${l.productId} не найден`, ['products', i, 'id'], 'NOT_FOUND');
  });
  return byId;
}

/** Table, Russian name and payload key (the refusal's field) of each id that refers to a plain list. */
const REFS: readonly { key: keyof OrderInput; table: string; label: string; remote: string }[] = [
  { key: 'statusId', table: 'order_statuses', label: 'Статус', remote: 'idStatus' },
  { key: 'workerId', table: 'employees', label: 'Исполнитель', remote: 'idWorker' },
  { key: 'paymentTypeId', table: 'payment_types', label: 'Тип оплаты', remote: 'paymentType' },
  { key: 'sourceId', table: 'order_sources', label: 'Канал продаж', remote: 'social' },
  { key: 'streetId', table: 'streets', label: 'Улица', remote: 'idStreet' },
  { key: 'managerFilled', table: 'employees', label: 'Менеджер заполнил', remote: 'manager_zapolnil' },
  { key: 'managerAttracted', table: 'employees', label: 'Менеджер привлёк', remote: 'manager_privlek' },
  { key: 'outletId', table: 'outlets', label: 'Точка продаж', remote: 'idOutlet' },
];

export async function requireExists(
  tx: Db,
  table: string,
  id: number,
  label: string,
  remote?: string,
): Promise<void> {
  // `table` comes from the constants of this module, never from a request.
  const rows = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  if (rows.length === 0)
    refuse(`${label}: запись с id ${id} не найдена`, remote ? [remote] : undefined, 'NOT_FOUND');
}

export async function checkRefs(tx: Db, input: OrderInput): Promise<void> {
  for (const ref of REFS) {
    const id = input[ref.key] as number | null;
    if (id !== null) await requireExists(tx, ref.table, id, ref.label, ref.remote);
  }
}

/** The acting user from `userId` (our addition to the contract); absent means "the system". */
export async function actingUser(tx: Db, value: unknown): Promise<number | null> {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    refuse('userId: неверный идентификатор');
  await requireExists(tx, 'users', value as number, 'Пользователь');
  return value as number;
}

/** Normalised phone digits of a column, in SQL, the same way as normalisePhone. */
const PHONE_SQL = (col: string) => `(CASE
  WHEN length(regexp_replace(${col}, '\\D', '', 'g')) = 11 AND regexp_replace(${col}, '\\D', '', 'g') LIKE '8%'
    THEN '7' || substr(regexp_replace(${col}, '\\D', '', 'g'), 2)
  WHEN length(regexp_replace(${col}, '\\D', '', 'g')) = 10 THEN '7' || regexp_replace(${col}, '\\D', '', 'g')
  ELSE regexp_replace(${col}, '\\D', '', 'g') END)`;

/** The client with this phone (oldest first if several), or a new one. */
export async function findOrCreateClient(tx: Db, klient: PersonInput): Promise<number> {
  const phone = normalisePhone(klient.phone);
  const [found] = await tx.query<{ id: number }>(
    `SELECT id FROM clients WHERE NOT deleted AND ${PHONE_SQL('phone')} = $1 ORDER BY id LIMIT 1`,
    [phone],
  );
  if (found) return found.id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO clients (last_name, first_name, patronymic, phone, email)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [klient.lastName, klient.firstName, klient.patronymic, klient.phone, klient.email],
  );
  return created.id;
}

/** The recipient with this phone (for this client when known), or a new one. */
export async function findOrCreateRecipient(
  tx: Db,
  recipient: PersonInput,
  clientId: number | null,
  address: string,
): Promise<number> {
  const phone = normalisePhone(recipient.phone);
  const [found] = await tx.query<{ id: number }>(
    `SELECT id FROM recipients
      WHERE NOT deleted AND ${PHONE_SQL('phone')} = $1 AND client_id IS NOT DISTINCT FROM $2
      ORDER BY id LIMIT 1`,
    [phone, clientId],
  );
  if (found) return found.id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO recipients (last_name, first_name, patronymic, phone, address, client_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [recipient.lastName, recipient.firstName, recipient.patronymic, recipient.phone, address, clientId],
  );
  return created.id;
}
