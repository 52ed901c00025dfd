/**
 * Keyset pages (issue 17) shared by the CRM's paged calls: the page size and direction every
 * paged call reads the same way (`first` forward, `last` backward, never both), and one page of a
 * newest-first list over a (moment, id) key, never OFFSET. The stock documents, the movement
 * ledger and the cash shifts page with `newestPage`; the lists (crm/lists/page.ts) read their size
 * with `readDirection` and keep their own (sort, id) order.
 */
import { DEFAULT_PAGE, isPageSize, MAX_PAGE } from '../../schema/paging';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { Body } from '../registry';

const refuse = (message: string): never => {
  throw new CrmError('VALIDATION', message);
};

export interface Direction {
  /** `last`/`before` page backwards: the records just before the key, still in list order. */
  backward: boolean;
  size: number;
}

export function readDirection(body: Body): Direction {
  const backward = body.last !== undefined && body.last !== null;
  if (backward && body.first !== undefined && body.first !== null)
    refuse('Укажите «first» (вперёд) или «last» (назад), не оба');
  const size = backward ? body.last : (body.first ?? DEFAULT_PAGE);
  if (!isPageSize(size)) refuse(`Поле «${backward ? 'last' : 'first'}»: целое число от 1 до ${MAX_PAGE}`);
  return { backward, size: size as number };
}

/** Where a newest-first page starts: the moment (a date or an ISO timestamp) and id of a row. */
export interface MomentKey {
  at: string;
  id: number;
}

export interface MomentPaging extends Direction {
  key: MomentKey | null;
  withTotals: boolean;
}

/** `afterAt` + `afterId` (forward) or `beforeAt` + `beforeId` (backward); `at` checked by `isAt`. */
export function readMomentPaging(body: Body, isAt: (v: string) => boolean): MomentPaging {
  const direction = readDirection(body);
  const side = direction.backward ? 'before' : 'after';
  const id = body[`${side}Id`];
  const at = body[`${side}At`];
  let key: MomentKey | null = null;
  if (id !== undefined && id !== null) {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
      refuse(`Поле «${side}Id»: неверный курсор`);
    if (typeof at !== 'string' || !isAt(at)) refuse(`Поле «${side}At»: неверный курсор`);
    key = { at: at as string, id: id as number };
  }
  return { ...direction, key, withTotals: body.withTotals !== false };
}

export interface MomentTable {
  /** FROM and joins the filters need, e.g. `stock_movements m JOIN products p ON …`. */
  from: string;
  /** The filters (not the keyset), parameters from $1. */
  where: string;
  params: unknown[];
  /** The ordering moment and id columns, e.g. `m.at` and `m.id`; an index covers (moment, id). */
  at: string;
  id: string;
  /** `date` compares the key as a day, `timestamptz` as a moment to the microsecond. */
  atType: 'date' | 'timestamptz';
  /** Extra totals beside the count, e.g. `coalesce(sum(d.total), 0)::float8 AS sum`. */
  totals?: string;
}

export interface MomentPage {
  /** The page's rows, newest first, with their keys for the caller's cursors. */
  keys: MomentKey[];
  /** Null when the caller did not ask for totals (`withTotals: false`). */
  totals: ({ count: number } & Record<string, number>) | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The key as text that compares back exactly: a day, or a UTC moment to the microsecond. */
const keyText = (t: MomentTable) =>
  t.atType === 'date'
    ? `${t.at}::text`
    : `to_char(${t.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The SQL of one page's keys: newest first (moment, then id, descending) after the key; a
 * backward page reads the other way (so LIMIT takes the nearest) and is turned round afterwards.
 * Exported for the EXPLAIN checks of the tests.
 */
export function keysSql(t: MomentTable, q: MomentPaging): { sql: string; params: unknown[] } {
  const n = t.params.length;
  const dir = q.backward ? 'ASC' : 'DESC';
  const after = q.key
    ? `(${t.at}, ${t.id}) ${q.backward ? '>' : '<'} ($${n + 1}::${t.atType}, $${n + 2}::bigint)`
    : 'true';
  return {
    sql: `SELECT ${t.id}::float8 AS id, ${keyText(t)} AS at FROM ${t.from}
           WHERE ${t.where} AND ${after} ORDER BY ${t.at} ${dir}, ${t.id} ${dir} LIMIT ${q.size + 1}`,
    params: q.key ? [...t.params, q.key.at, q.key.id] : t.params,
  };
}

export async function newestPage(db: Db, t: MomentTable, q: MomentPaging): Promise<MomentPage> {
  const { sql, params } = keysSql(t, q);
  const rows = await db.query<{ id: number; at: string }>(sql, params);
  const [totals] = q.withTotals
    ? await db.query<{ count: number } & Record<string, number>>(
        `SELECT count(*)::int AS count${t.totals ? `, ${t.totals}` : ''} FROM ${t.from} WHERE ${t.where}`,
        t.params,
      )
    : [null];
  const page = rows.slice(0, q.size).map((r) => ({ at: r.at, id: Number(r.id) }));
  const more = rows.length > q.size;
  return {
    keys: q.backward ? page.reverse() : page,
    totals: totals ?? null,
    // Beyond the key there is at least the row the key came from.
    hasNextPage: q.backward ? q.key !== null : more,
    hasPreviousPage: q.backward ? more : q.key !== null,
  };
}

/** A parameter list that numbers itself: `p(value)` pushes it and answers `$n`. */
export function paramList() {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  return { params, p };
}

/** LIKE's own wildcards in what the user typed match themselves. */
export const likeLiteral = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
