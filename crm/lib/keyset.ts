/**
 * The keyset paging every `get…Page` call shares (issue 17): the page size from `first` (forward)
 * or `last` (backward), the condition "after (or before) this key" over the columns of the order,
 * and the reply's page flags. Never OFFSET: a page costs the same at any depth, and rows added
 * between two pages neither shift nor repeat what the caller has seen. The lists, the orders and
 * marketing use `keyset` with their own key columns; the stock documents, the movement ledger and
 * the cash shifts page newest first over a (moment, id) key with `newestPage`.
 */
import { DEFAULT_PAGE, isPageSize, MAX_PAGE } from '../../schema/paging';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { Body } from '../registry';

export interface PageWindow {
  /** `last`/`before` page backwards: the rows just before the key, still in the list's order. */
  backward: boolean;
  size: number;
}

const refuse = (message: string): never => {
  throw new CrmError('VALIDATION', message);
};

export function readWindow(body: Body): PageWindow {
  const backward = body.last !== undefined && body.last !== null;
  if (backward && body.first !== undefined && body.first !== null)
    refuse('Укажите «first» (вперёд) или «last» (назад), не оба');
  const size = backward ? body.last : (body.first ?? DEFAULT_PAGE);
  if (!isPageSize(size)) refuse(`Поле «${backward ? 'last' : 'first'}»: целое число от 1 до ${MAX_PAGE}`);
  return { backward, size: size as number };
}

/** A key column: its SQL expression and the type its parameter is cast to. */
export interface KeyColumn {
  expr: string;
  cast: string;
}

/**
 * The keyset condition and the scan order for columns in `direction`, parameters from $n+1.
 * Backward reads the rows before the key in reverse (so LIMIT takes the nearest); finishPage
 * turns them back. All columns share one direction, so one row comparison serves an index on them.
 */
export function keyset(
  columns: KeyColumn[],
  direction: 'asc' | 'desc',
  w: PageWindow,
  key: unknown[] | null,
  n: number,
): { after: string; order: string; params: unknown[] } {
  const descending = (direction === 'desc') !== w.backward;
  const order = columns.map((c) => `${c.expr}${descending ? ' DESC' : ''}`).join(', ');
  if (!key) return { after: 'true', order, params: [] };
  const left = columns.map((c) => c.expr).join(', ');
  const right = columns.map((c, i) => `$${n + i + 1}::${c.cast}`).join(', ');
  return { after: `(${left}) ${descending ? '<' : '>'} (${right})`, order, params: key };
}

/** The rows of a page read with LIMIT size + 1 (one more tells whether another page follows). */
export function finishPage<T>(rows: T[], w: PageWindow, keyed: boolean) {
  const page = rows.slice(0, w.size);
  const more = rows.length > w.size;
  return {
    rows: w.backward ? page.reverse() : page,
    // Beyond the key there is at least the row the key came from.
    hasNextPage: w.backward ? keyed : more,
    hasPreviousPage: w.backward ? more : keyed,
  };
}

/** A parameter list that names each value as it is added ($1, $2, …). */
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

/** Where a newest-first page starts: the moment (a date or an ISO timestamp) and id of a row. */
export interface MomentKey {
  at: string;
  id: number;
}

export interface MomentPaging extends PageWindow {
  key: MomentKey | null;
  withTotals: boolean;
}

/** `afterAt` + `afterId` (forward) or `beforeAt` + `beforeId` (backward); `at` checked by `isAt`. */
export function readMomentPaging(body: Body, isAt: (v: string) => boolean): MomentPaging {
  const window = readWindow(body);
  const side = window.backward ? 'before' : 'after';
  const id = body[`${side}Id`];
  const at = body[`${side}At`];
  let key: MomentKey | null = null;
  if (id !== undefined && id !== null) {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
      refuse(`Поле «${side}Id»: неверный курсор`);
    if (typeof at !== 'string' || !isAt(at)) refuse(`Поле «${side}At»: неверный курсор`);
    key = { at: at as string, id: id as number };
  }
  return { ...window, key, withTotals: body.withTotals !== false };
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
 * The SQL of one page's keys: newest first (moment, then id, descending) after the key.
 * Exported for the EXPLAIN checks of the tests.
 */
export function keysSql(t: MomentTable, q: MomentPaging): { sql: string; params: unknown[] } {
  const columns = [
    { expr: t.at, cast: t.atType },
    { expr: t.id, cast: 'bigint' },
  ];
  const { after, order, params } = keyset(columns, 'desc', q, q.key && [q.key.at, q.key.id], t.params.length);
  return {
    sql: `SELECT ${t.id}::float8 AS id, ${keyText(t)} AS at FROM ${t.from}
           WHERE ${t.where} AND ${after} ORDER BY ${order} LIMIT ${q.size + 1}`,
    params: [...t.params, ...params],
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
  const page = finishPage(
    rows.map((r) => ({ at: r.at, id: Number(r.id) })),
    q,
    q.key !== null,
  );
  return { ...page, keys: page.rows, totals: totals ?? null };
}
