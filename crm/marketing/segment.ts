/**
 * Who a segment reaches, in one SQL statement (docs/marketing.md "Segments"). `today` is a date
 * of the shop's calendar; occasions recur on their month and day, so the next one after 28
 * December may fall in January of the next year, and 29 February falls on 1 March in other years.
 * Orders count when not deleted and not cancelled; the shop type and branch conditions choose
 * which orders count (a client must have one there), and the last order and the money spent are
 * of those orders.
 */
import type { Db } from '../db/connect';
import { finishPage, keyset, type PageWindow } from '../lib/keyset';
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

/**
 * The client's birthday as an occasion, plus their own dated occasions: of every client, or (a
 * condition on client_occasions and a FROM item with one client's id and birthday) of one.
 */
export const occasionRowsSql = (where: string, clients: string) => `
  SELECT client_id, kind, title, month, day, year, recurring FROM client_occasions ${where}
  UNION ALL
  SELECT id, 'birthday', 'День рождения', extract(month FROM birthday)::int, extract(day FROM birthday)::int,
         extract(year FROM birthday)::int, true
    FROM ${clients} WHERE birthday IS NOT NULL`;

export const OCCASIONS_SQL = occasionRowsSql('', 'clients');

/**
 * The next date of each occasion on or after `today` (a parameter, $1 unless told). month/1 +
 * (day − 1) days is 1 March for 29 February of a common year, where make_date would fail.
 */
export const NEXT_DATE_SQL = (occ: string, today = '$1') => `
  SELECT client_id, kind, title,
         CASE WHEN NOT recurring THEN make_date(year, month, day)
              WHEN make_date(y, month, 1) + (day - 1) >= ${today}::date THEN make_date(y, month, 1) + (day - 1)
              ELSE make_date(y + 1, month, 1) + (day - 1) END AS on_date
    FROM (${occ}) occ, (SELECT extract(year FROM ${today}::date)::int AS y) this_year`;

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
       to_char(nearest.on_date, 'YYYY-MM-DD') AS "occasionDate", ob.status AS "outboxStatus",
       coalesce(nearest.on_date, 'infinity'::date) AS soon
  FROM clients c
  LEFT JOIN counted ON counted.client_id = c.id
  LEFT JOIN nearest ON nearest.client_id = c.id
  LEFT JOIN outbox ob ON ob.campaign_id = $8::int AND ob.client_id = c.id
 WHERE NOT c.deleted AND c.active
   AND ($2::text IS NULL OR nearest.client_id IS NOT NULL)
   AND ($4::int IS NULL OR counted.last_order < $1::date - $4::int)
   AND ($7::bigint IS NULL OR coalesce(counted.spent, 0) > $7::bigint)
   AND (($5::text IS NULL AND $6::int IS NULL) OR counted.client_id IS NOT NULL)`;

/** The segment's parameters, $1 … $8 of AUDIENCE_SQL. */
const audienceParams = (segment: Segment, today: string, campaignId: number | null) => [
  today,
  segment.occasionKind,
  segment.occasionDays,
  segment.idleDays,
  segment.shopType,
  segment.affiliateId,
  segment.spentOver,
  campaignId,
];

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

const toMember = ({ occasionKind, occasionTitle, occasionDate, ...r }: Row): AudienceMember => ({
  clientId: r.clientId,
  firstName: r.firstName,
  lastName: r.lastName,
  patronymic: r.patronymic,
  email: r.email,
  phone: r.phone,
  doNotDisturb: r.doNotDisturb,
  lastOrderDate: r.lastOrderDate,
  spent: Number(r.spent),
  outboxStatus: r.outboxStatus,
  occasion:
    occasionKind && occasionDate
      ? { kind: occasionKind, title: occasionTitle ?? '', date: occasionDate }
      : null,
});

/** Every active client the segment reaches on `today`, do-not-disturb ones included (flagged). */
export async function audience(
  db: Db,
  segment: Segment,
  today: string,
  campaignId: number | null = null,
): Promise<AudienceMember[]> {
  const rows = await db.query<Row>(
    `${AUDIENCE_SQL} ORDER BY nearest.on_date NULLS LAST, c.last_name, c.first_name, c.id`,
    audienceParams(segment, today, campaignId),
  );
  return rows.map(toMember);
}

/** Where a member stands in the paged audience: soonest occasion first (none last), then id. */
export interface AudienceKey {
  soon: string;
  id: number;
}

/**
 * One page of the audience after (or before) a key, with the count of the whole audience and of
 * its do-not-disturb part, in one statement: the segment is computed once for both.
 */
export async function audiencePage(
  db: Db,
  segment: Segment,
  today: string,
  campaignId: number | null,
  w: PageWindow,
  key: AudienceKey | null,
) {
  const params = audienceParams(segment, today, campaignId);
  const columns = [
    { expr: 'm.soon', cast: 'date' },
    { expr: 'm."clientId"', cast: 'int' },
  ];
  const k = keyset(columns, 'asc', w, key && [key.soon, key.id], params.length);
  const rows = await db.query<Row & { soonKey: string; total: number; quiet: number }>(
    `WITH m AS (${AUDIENCE_SQL})
     SELECT p.*, p.soon::text AS "soonKey", t.total, t.quiet
       FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE m."doNotDisturb")::int AS quiet FROM m) t
       LEFT JOIN LATERAL (SELECT * FROM m WHERE ${k.after} ORDER BY ${k.order} LIMIT ${w.size + 1}) p ON true`,
    [...params, ...k.params],
  );
  const page = finishPage(
    rows.filter((r) => r.clientId !== null),
    w,
    key !== null,
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({ ...toMember(r), key: { soon: r.soonKey, id: r.clientId } })),
    total: rows[0].total,
    doNotDisturb: rows[0].quiet,
  };
}
