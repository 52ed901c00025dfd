/**
 * The keyset paging every `get…Page` call shares (issue 17): the page size from `first` (forward)
 * or `last` (backward), the condition "after (or before) this key" over the columns of the order,
 * and the reply's page flags. Never OFFSET: a page costs the same at any depth, and rows added
 * between two pages neither shift nor repeat what the caller has seen.
 */
import { DEFAULT_PAGE, isPageSize, MAX_PAGE } from '../../schema/paging';
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
