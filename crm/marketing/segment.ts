/**
 * Who a segment reaches, in one SQL statement (docs/marketing.md "Segments"). `today` is a date
 * of the shop's calendar; occasions recur on their month and day, so the next one after 28
 * December may fall in January of the next year, and 29 February falls on 1 March in other years.
 * Orders count when not deleted and not cancelled; the shop type and branch conditions choose
 * which orders count (a client must have one there), and the last order and the money spent are
 * of those orders.
 */
import type { Db } from '../db/connect';
import type { Segment } from './input';

export interface AudienceMember {
  clientId: number;
  firstName: string;
  lastName: string;
  patronymic: string;
  email: string;
  phone: string;
  doNotDisturb: boolean;
  /** yyyy-MM-dd of the last counted order, or null. */
  lastOrderDate: string | null;
  /** Kopecks of the counted orders. */
  spent: number;
  /** The nearest occasion in the window (only with an occasion condition). */
  occasion: { kind: string; title: string; date: string } | null;
  /** This campaign's outbox status for the client, if it already has a message. */
  outboxStatus: string | null;
}

/** The client's birthday as an occasion, plus their own dated occasions. */
export const OCCASIONS_SQL = `
  SELECT client_id, kind, title, month, day, year, recurring FROM client_occasions
  UNION ALL
  SELECT id, 'birthday', 'День рождения', extract(month FROM birthday)::int, extract(day FROM birthday)::int,
         extract(year FROM birthday)::int, true
    FROM clients WHERE birthday IS NOT NULL`;

/**
 * The next date of each occasion on or after $1 (today). month/1 + (day − 1) days is 1 March for
 * 29 February of a common year, where make_date would fail.
 */
export const NEXT_DATE_SQL = (occ: string) => `
  SELECT client_id, kind, title,
         CASE WHEN NOT recurring THEN make_date(year, month, day)
              WHEN make_date(y, month, 1) + (day - 1) >= $1::date THEN make_date(y, month, 1) + (day - 1)
              ELSE make_date(y + 1, month, 1) + (day - 1) END AS on_date
    FROM (${occ}) occ, (SELECT extract(year FROM $1::date)::int AS y) this_year`;

const AUDIENCE_SQL = `
WITH counted AS (
  SELECT o.client_id, max(o.order_date) AS last_order, sum(o.total)::bigint AS spent
    FROM orders o JOIN order_statuses st ON st.id = o.status_id
   WHERE NOT o.deleted AND NOT st.cancels AND o.client_id IS NOT NULL
     AND ($5::text IS NULL OR o.shop_type = $5)
     AND ($6::int IS NULL OR o.affiliate_id = $6)
   GROUP BY o.client_id
), nearest AS (
  SELECT DISTINCT ON (client_id) client_id, kind, title, on_date
    FROM (${NEXT_DATE_SQL(OCCASIONS_SQL)}) dated
   WHERE $2::text IS NOT NULL AND ($2 = 'any' OR kind = $2)
     AND on_date BETWEEN $1::date AND $1::date + $3::int
   ORDER BY client_id, on_date, title
)
SELECT c.id AS "clientId", c.first_name AS "firstName", c.last_name AS "lastName", c.patronymic,
       c.email, c.phone, c.do_not_disturb AS "doNotDisturb",
       to_char(counted.last_order, 'YYYY-MM-DD') AS "lastOrderDate", coalesce(counted.spent, 0)::float8 AS spent,
       nearest.kind AS "occasionKind", nearest.title AS "occasionTitle",
       to_char(nearest.on_date, 'YYYY-MM-DD') AS "occasionDate", ob.status AS "outboxStatus"
  FROM clients c
  LEFT JOIN counted ON counted.client_id = c.id
  LEFT JOIN nearest ON nearest.client_id = c.id
  LEFT JOIN outbox ob ON ob.campaign_id = $8::int AND ob.client_id = c.id
 WHERE NOT c.deleted AND c.active
   AND ($2::text IS NULL OR nearest.client_id IS NOT NULL)
   AND ($4::int IS NULL OR counted.last_order < $1::date - $4::int)
   AND ($7::bigint IS NULL OR coalesce(counted.spent, 0) > $7::bigint)
   AND (($5::text IS NULL AND $6::int IS NULL) OR counted.client_id IS NOT NULL)
 ORDER BY nearest.on_date NULLS LAST, c.last_name, c.first_name, c.id`;

interface Row {
  clientId: number;
  firstName: string;
  lastName: string;
  patronymic: string;
  email: string;
  phone: string;
  doNotDisturb: boolean;
  lastOrderDate: string | null;
  spent: number;
  occasionKind: string | null;
  occasionTitle: string | null;
  occasionDate: string | null;
  outboxStatus: string | null;
}

/** Every active client the segment reaches on `today`, do-not-disturb ones included (flagged). */
export async function audience(
  db: Db,
  segment: Segment,
  today: string,
  campaignId: number | null = null,
): Promise<AudienceMember[]> {
  const rows = await db.query<Row>(AUDIENCE_SQL, [
    today,
    segment.occasionKind,
    segment.occasionDays,
    segment.idleDays,
    segment.shopType,
    segment.affiliateId,
    segment.spentOver,
    campaignId,
  ]);
  return rows.map(({ occasionKind, occasionTitle, occasionDate, ...r }) => ({
    ...r,
    spent: Number(r.spent),
    occasion:
      occasionKind && occasionDate
        ? { kind: occasionKind, title: occasionTitle ?? '', date: occasionDate }
        : null,
  }));
}
