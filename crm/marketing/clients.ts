/**
 * The client side of marketing: the do-not-disturb flag, each client's occasions, and the list
 * of clients with their next occasion (docs/marketing.md "Clients and occasions").
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { OccasionInput } from './input';
import { NEXT_DATE_SQL, occasionRowsSql } from './segment';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface OccasionRecord {
  id: number;
  clientId: number;
  kind: string;
  title: string;
  month: number;
  day: number;
  year: number | null;
  recurring: boolean;
  source: 'manual' | 'order';
  orderId: number | null;
  /** The order's number, for «по заказу 261121-007». */
  orderNumber: string | null;
  createdAt: string;
}

export interface MarketingClient {
  id: number;
  /** The client directory's order (the paged list's key). */
  sort: number;
  name: string;
  phone: string;
  email: string;
  birthday: string | null;
  doNotDisturb: boolean;
  doNotDisturbAt: string | null;
  occasionCount: number;
  /** The next occasion on or after today (the birthday counts), or null. */
  nextOccasion: { kind: string; title: string; date: string } | null;
}

const OCCASION_SELECT = `
SELECT o.id, o.client_id AS "clientId", o.kind, o.title, o.month::int AS month, o.day::int AS day,
       o.year::int AS year, o.recurring, o.source, o.order_id AS "orderId", ord.number AS "orderNumber",
       ${ISO('o.created_at')} AS "createdAt"
  FROM client_occasions o LEFT JOIN orders ord ON ord.id = o.order_id`;

export async function requireClient(db: Db, id: number): Promise<void> {
  const [c] = await db.query('SELECT 1 FROM clients WHERE id = $1 AND NOT deleted', [id]);
  if (!c) throw new CrmError('NOT_FOUND', 'Клиент не найден');
}

export async function occasionsOf(db: Db, clientId: number): Promise<OccasionRecord[]> {
  return db.query<OccasionRecord>(`${OCCASION_SELECT} WHERE o.client_id = $1 ORDER BY o.month, o.day, o.id`, [
    clientId,
  ]);
}

async function occasionById(db: Db, id: number): Promise<OccasionRecord> {
  const [row] = await db.query<OccasionRecord>(`${OCCASION_SELECT} WHERE o.id = $1`, [id]);
  if (!row) throw new CrmError('NOT_FOUND', 'Повод не найден');
  return row;
}

/** Adds (id null) or changes an occasion; a proposal accepted twice is the one occasion. */
export async function saveOccasion(
  tx: Db,
  id: number | null,
  input: OccasionInput,
  userId: number | null,
): Promise<OccasionRecord> {
  await requireClient(tx, input.clientId);
  if (input.orderId !== null) {
    const [o] = await tx.query('SELECT 1 FROM orders WHERE id = $1 AND client_id = $2', [
      input.orderId,
      input.clientId,
    ]);
    if (!o) throw new CrmError('VALIDATION', 'Поле «Заказ»: это не заказ этого клиента');
  }
  const values = [input.kind, input.title, input.month, input.day, input.year, input.recurring];
  if (id !== null) {
    const rows = await tx.query<{ id: number }>(
      `UPDATE client_occasions SET kind = $1, title = $2, month = $3, day = $4, year = $5, recurring = $6
        WHERE id = $7 AND client_id = $8 RETURNING id`,
      [...values, id, input.clientId],
    );
    if (rows.length === 0) throw new CrmError('NOT_FOUND', 'Повод не найден');
    return occasionById(tx, id);
  }
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO client_occasions (kind, title, month, day, year, recurring, client_id, order_id, source, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8::int IS NULL THEN 'manual' ELSE 'order' END, $9)
     ON CONFLICT (client_id, order_id, kind) WHERE order_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [...values, input.clientId, input.orderId, userId],
  );
  if (row) return occasionById(tx, row.id);
  const [existing] = await tx.query<{ id: number }>(
    'SELECT id FROM client_occasions WHERE client_id = $1 AND order_id = $2 AND kind = $3',
    [input.clientId, input.orderId, input.kind],
  );
  return occasionById(tx, existing.id);
}

export async function deleteOccasion(tx: Db, id: number): Promise<void> {
  const rows = await tx.query('DELETE FROM client_occasions WHERE id = $1 RETURNING id', [id]);
  if (rows.length === 0) throw new CrmError('NOT_FOUND', 'Повод не найден');
}

export async function setDoNotDisturb(tx: Db, clientId: number, value: boolean, userId: number | null) {
  await requireClient(tx, clientId);
  // The moment and author are of the latest change to the flag; setting it again keeps them.
  await tx.query(
    `UPDATE clients SET do_not_disturb = $2,
            do_not_disturb_at = CASE WHEN do_not_disturb = $2 THEN do_not_disturb_at ELSE now() END,
            do_not_disturb_by = CASE WHEN do_not_disturb = $2 THEN do_not_disturb_by ELSE $3 END
      WHERE id = $1`,
    [clientId, value, userId],
  );
}

/** Each client's nearest occasion from $1 (today), computed for the listed clients only. */
const CLIENTS_SQL = `
SELECT c.id, c.sort, btrim(concat_ws(' ', nullif(c.last_name, ''), nullif(c.first_name, ''), nullif(c.patronymic, ''))) AS name,
       c.phone, c.email, to_char(c.birthday, 'YYYY-MM-DD') AS birthday, c.do_not_disturb AS "doNotDisturb",
       ${ISO('c.do_not_disturb_at')} AS "doNotDisturbAt",
       (SELECT count(*)::int FROM client_occasions o WHERE o.client_id = c.id) AS "occasionCount",
       n.kind AS "nextKind", n.title AS "nextTitle", to_char(n.on_date, 'YYYY-MM-DD') AS "nextDate"
  FROM clients c
  LEFT JOIN LATERAL (
    SELECT kind, title, on_date
      FROM (${NEXT_DATE_SQL(occasionRowsSql('WHERE client_id = c.id', '(SELECT c.id, c.birthday) me'))}) dated
     WHERE on_date >= $1::date
     ORDER BY on_date, title LIMIT 1
  ) n ON true
 WHERE NOT c.deleted AND ($2::int[] IS NULL OR c.id = ANY($2::int[]))
 ORDER BY n.on_date NULLS LAST, c.last_name, c.first_name, c.id`;

/**
 * The condition "has an occasion (the birthday included) within today … today + days", over the
 * clients table unaliased, for the paged list's filter.
 */
export const occasionWithin = (today: string, days: string) => `EXISTS (
  SELECT 1 FROM (${NEXT_DATE_SQL(occasionRowsSql('WHERE client_id = clients.id', '(SELECT clients.id, clients.birthday) me'), today)}) dated
   WHERE on_date BETWEEN ${today}::date AND ${today}::date + ${days}::int)`;

type ClientRow = Omit<MarketingClient, 'nextOccasion'> & {
  nextKind: string | null;
  nextTitle: string | null;
  nextDate: string | null;
};

/** Every client (or those of `ids`), soonest occasion first. */
export async function marketingClients(
  db: Db,
  today: string,
  ids: number[] | null = null,
): Promise<MarketingClient[]> {
  const rows = await db.query<ClientRow>(CLIENTS_SQL, [today, ids]);
  return rows.map(({ nextKind, nextTitle, nextDate, ...c }) => ({
    ...c,
    nextOccasion: nextKind && nextDate ? { kind: nextKind, title: nextTitle ?? '', date: nextDate } : null,
  }));
}
