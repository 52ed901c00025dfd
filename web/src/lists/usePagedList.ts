import { useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { findList, type ListDef } from '../../../schema/lists';
import { useSettled } from '../app/useSettled';
import { LIST_DOCUMENTS } from './__generated__/operations';
import type { RefResolver } from './format';
import type { ListRecord } from './store';
import { PAGE_SIZE, usePages, type Pages } from './usePages';

interface Connection {
  edges: { cursor: string; node: ListRecord }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export interface PagedList extends Pick<
  Pages<ListRecord>,
  'total' | 'loading' | 'loadingMore' | 'error' | 'hasMore' | 'loadMore' | 'refetch'
> {
  /** The rows loaded so far, in the server's order (deleted ones only when shown). */
  rows: ListRecord[];
  /** Names of referenced records as the page brought them (a recipient's client). */
  refName: (field: string, id: string) => string | undefined;
}

/**
 * A growing list (ListDef.search) as the server pages it (issue 17): the search is sent once
 * typing pauses, pages are appended as the table scrolls (Apollo's relayStylePagination merges
 * them, typePolicies.ts), and the count comes from the server.
 */
export function usePagedList(
  list: ListDef,
  opts: {
    search: string;
    showDeleted: boolean;
    newest: boolean;
    skip?: boolean;
    /** More of the list's filter (ListFilter): a shop type, a category, a status. */
    filter?: Record<string, unknown>;
  },
): PagedList {
  const search = useSettled(opts.search.trim());
  const docs = LIST_DOCUMENTS[list.name];
  // A small list has no page query; the hook is then skipped, but Apollo still parses a document.
  const query = useQuery<Record<string, Connection>>(docs.page ?? docs.query, {
    variables: {
      first: PAGE_SIZE,
      filter: { ...opts.filter, search: search || null, includeDeleted: opts.showDeleted },
      orderBy: opts.newest ? 'NEWEST' : 'LIST',
    },
    // Another screen may have changed the list since: show the cache, then the server's answer.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
    skip: opts.skip || !docs.page,
  });
  const { refetch } = query;
  const pages = usePages(query, (d) => d[`${list.plural}Connection`]);
  const conn = pages.connection;

  const { nodes } = pages;
  // A record deleted here stays in the loaded page until the next fetch: hide it at once.
  const rows = useMemo(
    () => (opts.showDeleted ? nodes : nodes.filter((r) => !r.deleted)),
    [nodes, opts.showDeleted],
  );

  const refNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const r of conn?.edges ?? []) {
      for (const value of Object.values(r.node)) {
        if (!value || typeof value !== 'object' || !('id' in value)) continue;
        const ref = value as Record<string, unknown>;
        const label = [ref.lastName, ref.firstName, ref.patronymic, ref.name, ref.code, ref.fullName]
          .filter((s) => typeof s === 'string' && s)
          .join(' ');
        names.set(`${String(ref.__typename)}:${String(ref.id)}`, label);
      }
    }
    return names;
  }, [conn]);

  return {
    rows,
    total: pages.total,
    loading: pages.loading,
    loadingMore: pages.loadingMore,
    error: pages.error,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
    refetch: useCallback(() => refetch(), [refetch]),
    refName: useCallback((type: string, id: string) => refNames.get(`${type}:${id}`), [refNames]),
  };
}

/** A resolver that names a referenced record from the page first, then from the loaded lists. */
export function pagedResolver(refName: PagedList['refName'], base: RefResolver): RefResolver {
  return (field, id) => {
    const type = field.ref ? findList(field.ref)?.type : undefined;
    return (type && id != null ? refName(type, String(id)) : undefined) ?? base(field, id);
  };
}
