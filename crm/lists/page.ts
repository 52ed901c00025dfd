/**
 * `getPage{R}` (ours, issue 17) for the lists that grow with the business (ListDef.search): one
 * page after a keyset, never OFFSET, with the list's filters, a substring search and the count of
 * everything that matches, all in SQL. Two orders: the list's own (`sort`, then id, over the
 * (sort, id) index) and newest first (id descending, over the primary key). The search is one
 * lowercased text of the searched fields (phones by their digits) matched word by word with LIKE,
 * which the trigram index of migration 016 serves; that index is built on searchExpr() verbatim.
 */
import { findList, type FieldDef, type ListDef } from '../../schema/lists';
import { searchWords, wordForms } from '../../schema/list-search';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { finishPage, keyset, likeLiteral, paramList, readWindow, type PageWindow } from '../lib/keyset';
import type { Body } from '../registry';
import { MAX_ID } from './checks';
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

interface PageQuery extends PageWindow {
  orderBy: 'sort' | 'newest';
  key: Key | null;
  search: string;
  includeDeleted: boolean;
  onlyActive: boolean;
  onlyInactive: boolean;
  onlyDeleted: boolean;
  /** true: with a picture, false: without, null: either. */
  hasImage: boolean | null;
  /** The node of ListDef.treeFilter whose subtree the records must be in. */
  treeNode: number | null;
  shopType: string | null;
  withTotals: boolean;
  /** Only these records (a batch of references to resolve), or null for every record. */
  ids: number[] | null;
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
  const window = readWindow(body);
  const orderBy = body.orderBy ?? 'sort';
  if (orderBy !== 'sort' && orderBy !== 'newest') refuse('Поле «orderBy»: sort или newest');
  const shopType = body.shopType ?? null;
  const shopScoped = list.fields.some((f) => f.name === 'shopType');
  if (shopType !== null && (!shopScoped || (shopType !== 'flower_shop' && shopType !== 'fastfood')))
    refuse('Тип магазина: flower_shop или fastfood');
  if (body.search !== undefined && body.search !== null && typeof body.search !== 'string')
    refuse('Поле «search»: строка');
  if (body.onlyActive === true && body.onlyInactive === true)
    refuse('Поле «onlyInactive»: не вместе с «onlyActive»');
  const hasImage = body.hasImage ?? null;
  if (hasImage !== null && (typeof hasImage !== 'boolean' || !imageField(list)))
    refuse('Поле «hasImage»: true или false, у списка с изображением');
  return {
    ...window,
    orderBy: orderBy as PageQuery['orderBy'],
    key: readKey(body, window.backward ? 'before' : 'after'),
    search: typeof body.search === 'string' ? body.search : '',
    includeDeleted: body.includeDeleted === true,
    onlyActive: body.onlyActive === true,
    onlyInactive: body.onlyInactive === true,
    onlyDeleted: body.onlyDeleted === true,
    hasImage: hasImage as boolean | null,
    treeNode: readTreeNode(list, body),
    shopType: shopType as string | null,
    withTotals: body.withTotals !== false,
    ids: readIds(body.ids, window.size),
  };
}

/**
 * `ids`: the records a page of another list refers to (the gateway resolves `Recipient.client`
 * this way, rather than reading 50,000 clients for a page of recipients). At most a page's worth.
 */
function readIds(v: unknown, size: number): number[] | null {
  if (v === undefined || v === null) return null;
  if (
    !Array.isArray(v) ||
    v.length > size ||
    !v.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_ID)
  )
    refuse(`Поле «ids»: список кодов записей, не больше ${size}`);
  return v as number[];
}

const imageField = (list: ListDef) => list.fields.find((f) => f.type === 'image');

/** The node asked for by ListDef.treeFilter (a category id), or null. */
function readTreeNode(list: ListDef, body: Body): number | null {
  const name = list.treeFilter;
  const v = name ? body[name] : null;
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) refuse(`Поле «${name}»: код записи`);
  return v as number;
}

/**
 * The nodes under one node of the tree a ref field points into (the node itself included), by a
 * recursive walk down `parent_id` (UNION, not UNION ALL: a cycle ends the walk). Read first and
 * passed as an array, so the planner knows how many categories a page asks for and reads the
 * (category_id, sort, id) index of migration 017 for a small subtree.
 */
async function subtree(db: Db, list: ListDef, node: number): Promise<number[]> {
  const tree = findList(column(list, list.treeFilter!).ref!)!;
  const parent = column(tree, 'parentId');
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE sub(id) AS (SELECT id FROM "${tree.table}" WHERE id = $1::int UNION SELECT t.id FROM "${tree.table}" t JOIN sub ON t."${parent.column}" = sub.id) SELECT id FROM sub`,
    [node],
  );
  return rows.map((r) => r.id);
}

/** The page's condition on ListDef.treeFilter: the record's node is one of `nodes` ($n an int[]). */
export const inSubtreeSql = (list: ListDef, nodes: string) =>
  `"${column(list, list.treeFilter!).column}" = ANY (${nodes}::int[])`;

/**
 * Conditions a caller adds to the list's own (marketing's clients: do-not-disturb, an occasion
 * soon), over the list's table unaliased, each value through `p`.
 */
export type ExtraFilter = (p: (v: unknown) => string) => string[];

function filters(list: ListDef, q: PageQuery, nodes: number[] | null, extra?: ExtraFilter) {
  const { params, p } = paramList();
  const parts: string[] = extra ? extra(p) : [];
  if (q.onlyDeleted) parts.push('deleted');
  else if (!q.includeDeleted) parts.push('NOT deleted');
  if (q.onlyActive) parts.push('active');
  if (q.onlyInactive) parts.push('NOT active');
  if (q.shopType) parts.push(`shop_type = ${p(q.shopType)}`);
  if (q.hasImage !== null) {
    const col = `"${imageField(list)!.column}"`;
    parts.push(q.hasImage ? `coalesce(${col}, '') <> ''` : `coalesce(${col}, '') = ''`);
  }
  if (nodes) parts.push(inSubtreeSql(list, p(nodes)));
  if (q.ids) parts.push(`id = ANY (${p(q.ids)}::int[])`);
  const expr = searchExpr(list);
  for (const word of searchWords(q.search)) {
    const likes = wordForms(word).map((w) => `${expr} LIKE ${p(`%${likeLiteral(w)}%`)}`);
    parts.push(likes.length === 1 ? likes[0] : `(${likes.join(' OR ')})`);
  }
  return { where: parts.length ? parts.join(' AND ') : 'true', params };
}

const SORT_KEY = [
  { expr: 'sort', cast: 'int' },
  { expr: 'id', cast: 'int' },
];

/** List order: (sort, id) ascending; newest first: id descending (the primary key). */
const keysetOf = (q: PageQuery, n: number) =>
  q.orderBy === 'sort'
    ? keyset(SORT_KEY, 'asc', q, q.key && [q.key.sort, q.key.id], n)
    : keyset(SORT_KEY.slice(1), 'desc', q, q.key && [q.key.id], n);

export async function listPage(db: Db, list: ListDef, body: Body, extra?: ExtraFilter): Promise<ListPage> {
  const q = readQuery(list, body);
  const nodes = q.treeNode === null ? null : await subtree(db, list, q.treeNode);
  const { where, params } = filters(list, q, nodes, extra);
  const { after, order, params: keyParams } = keysetOf(q, params.length);
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
  const page = finishPage(rows, q, q.key !== null);
  return { ...page, rows: page.rows.map((r) => toRecord(list, r)), total: count ? count.count : null };
}
