/**
 * One page of a growing list (ListDef.search, issue 17): from the CRM's `getPage{R}`, or, for a
 * remote CRM of the spec alone (no such call), from its whole list paged here by the same rules
 * (schema/list-search.ts): slower, the same pages. docs/upstream-contract.md, "Lists".
 */
import { matchesSearch } from '../../../schema/list-search';
import type { ListDef } from '../../../schema/lists';
import { DEFAULT_PAGE } from '../../../schema/paging';
import { BadInputError } from '../../errors';
import { pageOfRows, type Key } from '../../graphql/relay';
import { flag, type RemoteRecord } from './service';

export interface ListPageQuery {
  /** Page size: `first` forward, `last` backward. */
  first?: number;
  last?: number;
  orderBy: 'sort' | 'newest';
  afterSort?: number;
  afterId?: number;
  beforeSort?: number;
  beforeId?: number;
  search: string;
  includeDeleted: boolean;
  onlyActive: boolean;
  onlyInactive?: boolean;
  onlyDeleted?: boolean;
  /** true: with a picture, false: without; absent: either. */
  hasImage?: boolean;
  /** ListDef.treeFilter: records under this node (a category id), sent under the field's name. */
  categoryId?: number;
  shopType: string | null;
  withTotals: boolean;
  /** Only these records: a batch of references to resolve (loaders.ts), at most a page. */
  ids?: number[];
}

export interface ListPageResult {
  rows: RemoteRecord[];
  total: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The CRM's reply, checked: a page without rows is the CRM's fault, not an empty list. */
export function asListPage(data: unknown): ListPageResult {
  const d = (data ?? {}) as Partial<ListPageResult>;
  if (!Array.isArray(d.rows)) throw new BadInputError('CRM не вернула страницу списка');
  return {
    rows: d.rows.filter((r): r is RemoteRecord => !!r && typeof r === 'object'),
    total: typeof d.total === 'number' ? d.total : null,
    hasNextPage: d.hasNextPage === true,
    hasPreviousPage: d.hasPreviousPage === true,
  };
}

const sortOf = (r: RemoteRecord) => Number(r.sort ?? 0) || 0;

const hasPicture = (r: RemoteRecord) => typeof r.image === 'string' && r.image !== '';

/**
 * The page `getPage{R}` would give, cut from the whole list. `within`: the ids of the tree node's
 * subtree when the query names one (ListDef.treeFilter), which the caller reads from the tree's list.
 */
export function pageOfList(
  list: ListDef,
  all: RemoteRecord[],
  q: ListPageQuery,
  within: ReadonlySet<string> | null = null,
): ListPageResult {
  const field = list.treeFilter;
  const only = q.ids ? new Set(q.ids.map(String)) : null;
  const matching = all.filter(
    (r) =>
      (q.onlyDeleted ? flag(r.deleted) : q.includeDeleted || !flag(r.deleted)) &&
      (!q.onlyActive || flag(r.active ?? true)) &&
      (!q.onlyInactive || !flag(r.active ?? true)) &&
      (q.hasImage === undefined || hasPicture(r) === q.hasImage) &&
      (!within || (field !== undefined && r[field] != null && within.has(String(r[field])))) &&
      (!q.shopType || r.shopType === q.shopType) &&
      (!only || only.has(String(r.id))) &&
      matchesSearch(list, r, q.search),
  );
  // Position of a record in the chosen order, compared left to right.
  const keyOf = (r: { sort?: unknown; id: unknown }): Key =>
    q.orderBy === 'sort' ? [sortOf(r as RemoteRecord), Number(r.id)] : [-Number(r.id)];
  const backward = q.last !== undefined;
  const anchorId = backward ? q.beforeId : q.afterId;
  const key =
    anchorId === undefined ? null : keyOf({ sort: backward ? q.beforeSort : q.afterSort, id: anchorId });
  const size = (backward ? q.last : q.first) ?? DEFAULT_PAGE;
  const page = pageOfRows(matching, keyOf, { backward, size, key });
  return { ...page, total: q.withTotals ? matching.length : null };
}
