/**
 * Preparation time in the kitchen (issue 22 item 6, docs/kitchen.md «Статистика»): paid → bumped,
 * per day of payment (the shop's calendar) and per station, all in SQL. A station's time on an
 * order is until its last line was done: the line's own bump, else the ticket's. A ticket not yet
 * bumped is not counted. Products are grouped by the station they have now.
 */
import type { Db } from '../db/connect';
import { OF_DAYS } from '../kitchen/tickets';

export interface PrepRow {
  day: string;
  /** The row of the whole order (every station); else one station's. */
  whole: boolean;
  /** null: the whole order, or products without a station («Без станции»). */
  stationId: number | null;
  stationName: string;
  orders: number;
  avgSeconds: number;
  maxSeconds: number;
}

const SECONDS = (interval: string) => `round(extract(epoch FROM ${interval}))::int`;

export async function prepTimes(
  db: Db,
  timeZone: string,
  dateFrom: string,
  dateTo: string,
): Promise<PrepRow[]> {
  return db.query<PrepRow>(
    `WITH tickets AS (
       SELECT t.order_id, t.paid_at, t.bumped_at, (t.paid_at AT TIME ZONE $1)::date AS day
         FROM kitchen_tickets t JOIN orders o ON o.id = t.order_id AND NOT o.deleted
        WHERE t.bumped_at IS NOT NULL AND ${OF_DAYS('t.paid_at', '$2', '$3')}
     ), per_station AS (
       SELECT k.day, st.id AS station_id, coalesce(st.name, 'Без станции') AS station_name,
              max(coalesce(b.bumped_at, k.bumped_at)) - k.paid_at AS prep
         FROM tickets k
         JOIN order_lines l ON l.order_id = k.order_id
         JOIN products p ON p.id = l.product_id
         LEFT JOIN kitchen_stations st ON st.id = p.station_id
         LEFT JOIN kitchen_line_bumps b ON b.order_line_id = l.id
        GROUP BY k.order_id, k.day, k.paid_at, st.id, st.name
     )
     SELECT day::text AS day, true AS whole, NULL::int AS "stationId", 'Весь заказ' AS "stationName", count(*)::int AS orders,
            ${SECONDS('avg(bumped_at - paid_at)')} AS "avgSeconds", ${SECONDS('max(bumped_at - paid_at)')} AS "maxSeconds"
       FROM tickets GROUP BY day
     UNION ALL
     SELECT day::text, false, station_id, station_name, count(*)::int, ${SECONDS('avg(prep)')}, ${SECONDS('max(prep)')}
       FROM per_station GROUP BY day, station_id, station_name
     ORDER BY 1, 2 DESC, 3 NULLS LAST`,
    [timeZone, dateFrom, dateTo],
  );
}
