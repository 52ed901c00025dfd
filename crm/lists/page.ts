/**
 * `getPage{R}` (ours, issue 17) for the lists that grow with the business (ListDef.search): one
 * page after a keyset, never OFFSET, with the list's filters, a substring search and the count of
 * everything that matches, all in SQL. Two orders: the list's own (`sort`, then id, over the
 * (sort, id) index) and newest first (id descending, over the primary key). The search is one
 * lowercased text of the searched fields (phones by their digits) matched word by word with LIKE,
 * which the trigram index of migration 016 serves; that index is built on searchExpr() verbatim.
 */
import type { FieldDef, ListDef } from '../../schema/lists';
import { searchWords, wordForms } from '../../schema/list-search';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { likeLiteral, paramList, readDirection } from '../lib/keyset';
import type { Body } from '../registry';
import { selectSql, toRecord, type ListRecord } from './sql';

export interface ListPage {
  rows: ListRecord[];
  /** Every record that matches, or null when the caller did not ask (`withTotals: false`). */
  total: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

interface Key {
  sort: number;
  id: number;
}

interface PageQuery {
  /** `last`/`before` page backwards: the records just before the key, still in list order. */
  backward: boolean;
  size: number;
  orderBy: 'sort' | 'newest';
  key: Key | null;
  search: string;
  includeDeleted: boolean;
  onlyActive: boolean;
  shopType: string | null;
  withTotals: boolean;
}

const refuse = (message: string): never => {
  throw new CrmError('VALIDATION', message);
};

const column = (list: ListDef, name: string): FieldDef => {
  const field = list.fields.find((f) => f.name === name);
  if (!field) throw new Error(`lists: ${list.name} searches an unknown field ${name}`);
  return field;
};

/** The one searched text of a record; migration 016 indexes exactly this expression. */
export function searchExpr(list: ListDef): string {
  const parts = (list.search ?? []).map((name) => {
    const f = column(list, name);
    const text = `coalesce("${f.column}", '')`;
    return f.type === 'phone' ? `regexp_replace(${text}, '\\D', '', 'g')` : text;
  });
  return `lower(${parts.join(" || ' ' || ")})`;
}

const int = (v: unknown, label: string): number | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) refuse(`Поле «${label}»: неверный курсор`);
  return v as number;
};

/** The record a page starts after (or ends before): its id, and its sort in the list order. */
function readKey(body: Body, side: 'after' | 'before'): Key | null {
  const id = int(body[`${side}Id`], `${side}Id`);
  const sort = int(body[`${side}Sort`], `${side}Sort`);
  return id === null ? null : { id, sort: sort ?? 0 };
}

function readQuery(list: ListDef, body: Body): PageQuery {
  const { backward, size } = readDirection(body);
  const orderBy = body.orderBy ?? 'sort';
  if (orderBy !== 'sort' && orderBy !== 'newest') refuse('Поле «orderBy»: sort или newest');
  const shopType = body.shopType ?? null;
  const shopScoped = list.fields.some((f) => f.name === 'shopType');
  if (shopType !== null && (!shopScoped || (shopType !== 'flower_shop' && shopType !== 'fastfood')))
    refuse('Тип магазина: flower_shop или fastfood');
  if (body.search !== undefined && body.search !== null && typeof body.search !== 'string')
    refuse('Поле «search»: строка');
  return {
    backward,
    size,
    orderBy: orderBy as PageQuery['orderBy'],
    key: readKey(body, backward ? 'before' : 'after'),
    search: typeof body.search === 'string' ? body.search : '',
    includeDeleted: body.includeDeleted === true,
    onlyActive: body.onlyActive === true,
    shopType: shopType as string | null,
    withTotals: body.withTotals !== false,
  };
}

function filters(list: ListDef, q: PageQuery) {
  const { params, p } = paramList();
  const parts: string[] = [];
  if (!q.includeDeleted) parts.push('NOT deleted');
  if (q.onlyActive) parts.push('active');
  if (q.shopType) parts.push(`shop_type = ${p(q.shopType)}`);
  const expr = searchExpr(list);
  for (const word of searchWords(q.search)) {
    const likes = wordForms(word).map((w) => `${expr} LIKE ${p(`%${likeLiteral(w)}%`)}`);
    parts.push(likes.length === 1 ? likes[0] : `(${likes.join(' OR ')})`);
  }
  return { where: parts.length ? parts.join(' AND ') : 'true', params };
}

/**
 * The keyset condition and the scan order. Forward: the records after the key in the list's
 * order. Backward: the records before it, read in reverse (so LIMIT takes the nearest), turned
 * back into list order afterwards.
 */
function keyset(q: PageQuery, n: number): { after: string; order: string; params: unknown[] } {
  const reverse = q.backward;
  if (q.orderBy === 'sort') {
    const order = reverse ? 'sort DESC, id DESC' : 'sort, id';
    if (!q.key) return { after: 'true', order, params: [] };
    const cmp = reverse ? '<' : '>';
    return {
      after: `(sort, id) ${cmp} ($${n + 1}::int, $${n + 2}::int)`,
      order,
      params: [q.key.sort, q.key.id],
    };
  }
  const order = reverse ? 'id' : 'id DESC';
  if (!q.key) return { after: 'true', order, params: [] };
  return { after: `id ${reverse ? '>' : '<'} $${n + 1}::int`, order, params: [q.key.id] };
}

export async function listPage(db: Db, list: ListDef, body: Body): Promise<ListPage> {
  const q = readQuery(list, body);
  const { where, params } = filters(list, q);
  const { after, order, params: keyParams } = keyset(q, params.length);
  // One more than asked tells whether another page follows.
  const rows = await db.query(
    `${selectSql(list)} WHERE ${where} AND ${after} ORDER BY ${order} LIMIT ${q.size + 1}`,
    [...params, ...keyParams],
  );
  const [count] = q.withTotals
    ? await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${list.table}" WHERE ${where}`,
        params,
      )
    : [null];
  const page = rows.slice(0, q.size).map((r) => toRecord(list, r));
  const more = rows.length > q.size;
  return {
    rows: q.backward ? page.reverse() : page,
    total: count ? count.count : null,
    // Beyond the key there is at least the record the key came from.
    hasNextPage: q.backward ? q.key !== null : more,
    hasPreviousPage: q.backward ? more : q.key !== null,
  };
}
