/**
 * The statistics as SQL (docs/stats.md): every figure is a GROUP BY over the orders of a period,
 * and a whole report leaves the database as one JSON text built there, in one statement, so its
 * parts agree with each other (one snapshot) and no order is ever looped over in JavaScript.
 *
 * The words, once: an order counts when it is not deleted; it is cancelled when its status
 * `cancels`; it is live otherwise. Revenue, the average check, items and top products are of
 * live orders; `orders` counts live and cancelled ones alike.
 */
import type { Db } from '../db/connect';
import type { StatsFilter, StatsPeriod } from './input';

/** The orders of [$1, $2] (order dates) of shop type $3 and branch $4 (null: all), not deleted. */
function baseCte(extraWhere = ''): string {
  return `base AS (
    SELECT o.id, o.order_date, o.total, o.status_id, o.source_id, o.payment_type_id,
           s.cancels AS cancelled,
           (SELECT coalesce(sum(l.count), 0) FROM order_lines l WHERE l.order_id = o.id) AS items
      FROM orders o JOIN order_statuses s ON s.id = o.status_id
     WHERE o.order_date BETWEEN $1::date AND $2::date
       AND NOT o.deleted
       AND ($3::text IS NULL OR o.shop_type = $3)
       AND ($4::int IS NULL OR o.affiliate_id = $4)
       ${extraWhere}
  )`;
}

/** The figures of a group of `base b` rows; every report row carries them. */
const AGGREGATES = `count(b.id) AS orders,
  count(b.id) FILTER (WHERE b.cancelled) AS cancelled,
  coalesce(sum(b.total) FILTER (WHERE NOT b.cancelled), 0) AS revenue,
  coalesce(round(avg(b.total) FILTER (WHERE NOT b.cancelled)), 0) AS average_check,
  coalesce(sum(b.items) FILTER (WHERE NOT b.cancelled), 0) AS items`;

const FIGURES = `'orders', orders, 'cancelled', cancelled, 'revenue', revenue,
  'averageCheck', average_check, 'items', items`;

const TOTALS = `(SELECT json_build_object(${FIGURES}) FROM (SELECT ${AGGREGATES} FROM base b) t)`;

/** Every day from `from` to `to` (SQL date expressions), days without orders as zeros. */
function days(from: string, to: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('date', day::text, ${FIGURES}) ORDER BY day), '[]'::json)
     FROM (SELECT d.day, ${AGGREGATES}
             FROM (SELECT ${from}::date + i AS day FROM generate_series(0, ${to}::date - ${from}::date) AS i) d
             LEFT JOIN base b ON b.order_date = d.day
            GROUP BY d.day) per_day)`;
}

/** Count and Σ total per status (cancelled orders too: the pie shows what was lost). */
function byStatus(where = 'TRUE'): string {
  return `(SELECT coalesce(json_agg(json_build_object('statusId', s.id, 'name', s.name, 'color', s.color,
        'cancels', s.cancels, 'orders', g.orders, 'sum', g.sum) ORDER BY s.sort, s.id), '[]'::json)
     FROM (SELECT b.status_id, count(*) AS orders, sum(b.total) AS sum FROM base b WHERE ${where}
            GROUP BY b.status_id) g
     JOIN order_statuses s ON s.id = g.status_id)`;
}

/** Per reference (sales channel, payment type); orders without one form the «Не указан» row. */
function byRef(column: string, table: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', g.ref_id, 'name', coalesce(r.name, 'Не указан'), ${FIGURES})
        ORDER BY g.revenue DESC, g.orders DESC, g.ref_id NULLS LAST), '[]'::json)
     FROM (SELECT b.${column} AS ref_id, ${AGGREGATES} FROM base b GROUP BY b.${column}) g
     LEFT JOIN ${table} r ON r.id = g.ref_id)`;
}

export const TOP_PRODUCTS = 10;

/** Lines of live orders per product: Σ count, Σ line sums (before the order's discount). */
const TOP = `(SELECT coalesce(json_agg(json_build_object('productId', t.product_id, 'name', p.name,
      'count', t.count, 'sum', t.sum) ORDER BY t.sum DESC, t.count DESC, t.product_id), '[]'::json)
   FROM (SELECT l.product_id, sum(l.count) AS count, sum(l.sum) AS sum
           FROM order_lines l JOIN base b ON b.id = l.order_id
          WHERE NOT b.cancelled
          GROUP BY l.product_id
          ORDER BY sum(l.sum) DESC, sum(l.count) DESC, l.product_id
          LIMIT ${TOP_PRODUCTS}) t
   JOIN products p ON p.id = t.product_id)`;

/**
 * Modifiers sold (issue 22, docs/kitchen.md): per group and option as sold, Σ units (a line of 2
 * with «+ сыр» is 2) and Σ what they added, kopecks; options on a combo's parts count too.
 */
const MODIFIERS = `(SELECT coalesce(json_agg(json_build_object('group', t.group_name, 'name', t.name,
      'count', t.count, 'sum', t.sum) ORDER BY t.count DESC, t.group_name, t.name), '[]'::json)
   FROM (SELECT m.group_name, m.name, sum(l.count) AS count, sum(l.count * m.price_delta) AS sum
           FROM order_line_modifiers m
           JOIN order_lines l ON l.order_id = m.order_id AND l.line_no = m.line_no
           JOIN base b ON b.id = m.order_id
          WHERE NOT b.cancelled
          GROUP BY m.group_name, m.name
          ORDER BY sum(l.count) DESC, m.group_name, m.name
          LIMIT ${TOP_PRODUCTS}) t)`;

/** Combos sold: lines that have parts, per combo product, Σ units and Σ line sums. */
const COMBOS = `(SELECT coalesce(json_agg(json_build_object('productId', t.product_id, 'name', p.name,
      'count', t.count, 'sum', t.sum) ORDER BY t.count DESC, t.product_id), '[]'::json)
   FROM (SELECT l.product_id, sum(l.count) AS count, sum(l.sum) AS sum
           FROM order_lines l JOIN base b ON b.id = l.order_id
          WHERE NOT b.cancelled
            AND EXISTS (SELECT 1 FROM order_line_parts x WHERE x.order_id = l.order_id AND x.line_no = l.line_no)
          GROUP BY l.product_id
          ORDER BY sum(l.count) DESC, l.product_id
          LIMIT ${TOP_PRODUCTS}) t
   JOIN products p ON p.id = t.product_id)`;

/** One statement: `WITH base … SELECT json_build_object(name, (section), …)::text`. */
async function report<T>(db: Db, extraWhere: string, sections: Record<string, string>, params: unknown[]) {
  const select = Object.entries(sections)
    .map(([name, sql]) => `'${name}', ${sql}`)
    .join(',\n');
  const [row] = await db.query<{ report: string }>(
    `WITH ${baseCte(extraWhere)} SELECT json_build_object(${select})::text AS report`,
    params,
  );
  return JSON.parse(row.report) as T;
}

const filterParams = (p: StatsPeriod) => [p.dateFrom, p.dateTo, p.shopType, p.affiliateId];

export interface Figures {
  orders: number;
  cancelled: number;
  revenue: number;
  averageCheck: number;
  items: number;
}

export type Day = Figures & { date: string };
export type RefRow = Figures & { id: number | null; name: string };

export interface StatusRow {
  statusId: number;
  name: string;
  color: string;
  cancels: boolean;
  orders: number;
  sum: number;
}

export interface ProductRow {
  productId: number;
  name: string;
  count: number;
  sum: number;
}

export interface OrderStats {
  totals: Figures;
  days: Day[];
  byStatus: StatusRow[];
  bySource: RefRow[];
  byPayment: RefRow[];
  topProducts: ProductRow[];
  topModifiers: { group: string; name: string; count: number; sum: number }[];
  topCombos: ProductRow[];
}

export function orderStats(db: Db, period: StatsPeriod): Promise<OrderStats> {
  return report<OrderStats>(
    db,
    '',
    {
      totals: TOTALS,
      days: days('$1', '$2'),
      byStatus: byStatus(),
      bySource: byRef('source_id', 'order_sources'),
      byPayment: byRef('payment_type_id', 'payment_types'),
      topProducts: TOP,
      topModifiers: MODIFIERS,
      topCombos: COMBOS,
    },
    filterParams(period),
  );
}

export interface NamedPeriod {
  key: string;
  dateFrom: string;
  dateTo: string;
}

export interface Overview {
  periods: (NamedPeriod & Figures)[];
  trend: Day[];
  todayByStatus: StatusRow[];
}

/**
 * Totals of named periods ($5, JSON), the days of [$6, $7] and the statuses of day $8, over one
 * base spanning them all.
 */
export function overview(
  db: Db,
  filter: StatsFilter,
  periods: NamedPeriod[],
  trend: { from: string; to: string },
  today: string,
): Promise<Overview> {
  const all = [...periods.flatMap((p) => [p.dateFrom, p.dateTo]), trend.from, trend.to, today].sort();
  const periodTotals = `(SELECT coalesce(json_agg(json_build_object('key', key, 'dateFrom', date_from::text,
        'dateTo', date_to::text, ${FIGURES}) ORDER BY ord), '[]'::json)
     FROM (SELECT p.ord, p.key, p.date_from, p.date_to, ${AGGREGATES}
             FROM json_to_recordset($5::json) AS p(ord int, key text, date_from date, date_to date)
             LEFT JOIN base b ON b.order_date BETWEEN p.date_from AND p.date_to
            GROUP BY p.ord, p.key, p.date_from, p.date_to) per_period)`;
  return report<Overview>(
    db,
    '',
    {
      periods: periodTotals,
      trend: days('$6', '$7'),
      todayByStatus: byStatus('b.order_date = $8::date'),
    },
    [
      all[0],
      all[all.length - 1],
      filter.shopType,
      filter.affiliateId,
      JSON.stringify(
        periods.map((p, ord) => ({ ord, key: p.key, date_from: p.dateFrom, date_to: p.dateTo })),
      ),
      trend.from,
      trend.to,
      today,
    ],
  );
}

export interface SiteOrder {
  id: number;
  number: string;
  date: string;
  total: number;
  cancelled: boolean;
  [field: string]: unknown;
}

export interface SiteOrders {
  totals: Figures;
  days: Day[];
  OrderList: SiteOrder[];
}

/**
 * The orders of the given sales channels ($5): per day, totals, and the list, newest first, at
 * most `limit` of it (0: none; the web pages the list with ordersConnection, issue 17).
 */
export function ordersOfSources(
  db: Db,
  period: StatsPeriod,
  sourceIds: number[],
  limit: number,
): Promise<SiteOrders> {
  const list = `(SELECT coalesce(json_agg(q.item ORDER BY q.order_date DESC, q.day_number DESC), '[]'::json)
     FROM (SELECT o.order_date, o.day_number, json_build_object(
        'id', o.id, 'number', o.number, 'shopType', o.shop_type, 'date', o.order_date::text,
        'deliveryDate', o.invoice_date::text, 'deliveryTime', o.invoice_time_do,
        'clientName', concat_ws(' ', nullif(k.last_name, ''), nullif(k.first_name, ''), nullif(k.patronymic, '')),
        'clientPhone', coalesce(k.phone, ''),
        'recipientName', concat_ws(' ', nullif(o.recipient_last_name, ''), nullif(o.recipient_first_name, '')),
        'recipientPhone', o.recipient_phone, 'address', o.delivery_address,
        'total', o.total, 'statusId', o.status_id, 'statusName', s.name, 'statusColor', s.color,
        'cancelled', s.cancels, 'sourceId', o.source_id, 'sourceName', coalesce(r.name, ''),
        'paymentTypeId', o.payment_type_id, 'paymentName', coalesce(pt.name, ''), 'socialText', o.social_text,
        'lines', (SELECT coalesce(json_agg(json_build_object('productId', l.product_id, 'name', l.name,
            'count', l.count, 'price', l.price, 'sum', l.sum) ORDER BY l.line_no), '[]'::json)
          FROM order_lines l WHERE l.order_id = o.id)) AS item
       FROM base b JOIN orders o ON o.id = b.id
       JOIN order_statuses s ON s.id = o.status_id
       LEFT JOIN clients k ON k.id = o.client_id
       LEFT JOIN order_sources r ON r.id = o.source_id
       LEFT JOIN payment_types pt ON pt.id = o.payment_type_id
      ORDER BY o.order_date DESC, o.day_number DESC
      LIMIT ${limit}) q)`;
  return report<SiteOrders>(
    db,
    'AND o.source_id = ANY($5::int[])',
    { totals: TOTALS, days: days('$1', '$2'), OrderList: list },
    [...filterParams(period), sourceIds],
  );
}

/** Every sales channel, deleted ones too: old orders may still carry them. */
/** The online sales channels («Заказы с сайта» on the sources list; also what raises notifications). */
export function onlineSources(db: Db) {
  return db.query<{ id: number; name: string; deleted: boolean }>(
    'SELECT id, name, deleted FROM order_sources WHERE online ORDER BY sort, id',
  );
}
