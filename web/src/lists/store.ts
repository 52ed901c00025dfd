import { useQuery, ApolloError } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { permits } from '../../../schema/access';
import { listReadRule } from '../../../schema/data-access';
import { findList, LISTS, type ListDef } from '../../../schema/lists';
import { useSession } from '../app/session/context';
import { LIST_DOCUMENTS, ListsBootstrapDocument } from './__generated__/operations';

/** A record of any list: the shared ListRecord interface plus the list's own fields. */
export interface ListRecord {
  __typename?: string;
  id: string;
  active: boolean;
  deleted: boolean;
  sort: number;
  [field: string]: unknown;
}

export interface ListState {
  list: ListDef;
  /** Every record, deleted ones included, in server order (`sort` for sortable lists). */
  all: ListRecord[];
  /** `all` without deleted records: what pickers and other screens offer (spec section 3). */
  visible: ListRecord[];
  loading: boolean;
  error: ApolloError | undefined;
  refetch: () => Promise<unknown>;
}

export function listDef(name: string): ListDef {
  const list = findList(name);
  if (!list || !LIST_DOCUMENTS[list.name]) throw new Error(`Unknown list ${name}`);
  return list;
}

/**
 * Every small list in one query, once per session (cache-first: the Apollo cache is the store, and
 * `clearStore` at sign-out empties it). Its root fields are the very fields the per-list queries
 * read, so after it the lists come from the cache. If one list is refused (errorPolicy `all`),
 * the per-list query of that list asks the server itself and reports its own error.
 */
export function useListsBootstrap(skip = false): { loading: boolean } {
  const { user } = useSession();
  // Only the lists this user may read (schema/data-access.ts): the server refuses the others.
  // The growing lists (ListDef.search) are not in it: their screens ask for pages.
  const variables = useMemo(
    () =>
      Object.fromEntries(
        LISTS.filter((l) => !l.search).map((l) => [`read${l.type}`, permits(user, listReadRule(l))]),
      ),
    [user],
  );
  const { loading } = useQuery(ListsBootstrapDocument, {
    fetchPolicy: 'cache-first',
    errorPolicy: 'all',
    variables: variables as never,
    skip: skip || !user,
  });
  return { loading };
}

/** The store's view of one list: `useList('Units') → { all, visible, loading, error, refetch }`. */
export function useList(name: string, opts: { skip?: boolean } = {}): ListState {
  const list = listDef(name);
  const { user } = useSession();
  const bootstrap = useListsBootstrap();
  // A list this user may not read stays empty rather than asking to be refused (a cashier's
  // order form has no client directory: it searches by phone instead).
  const readable = permits(user, listReadRule(list));
  // Waiting for the bootstrap avoids asking for the same list twice at start-up.
  const query = useQuery<Record<string, ListRecord[] | null>>(LIST_DOCUMENTS[list.name].query, {
    fetchPolicy: 'cache-first',
    skip: bootstrap.loading || !readable || opts.skip,
    notifyOnNetworkStatusChange: true,
  });
  const records = query.data?.[list.plural];
  const all = useMemo(() => records ?? [], [records]);
  // Null is a root that failed (issue 18), kept so by the bootstrap's `errorPolicy: 'all'`: the
  // list's error state, and its «Повторить» (refetch) asks the server again.
  const failed = useMemo(
    () =>
      records === null
        ? new ApolloError({ graphQLErrors: [{ message: 'Список не загрузился. Повторите попытку.' }] })
        : undefined,
    [records],
  );
  const visible = useMemo(() => all.filter((r) => !r.deleted), [all]);
  const { refetch } = query;
  return {
    list,
    all,
    visible,
    loading: readable && !opts.skip && (bootstrap.loading || (query.loading && !records)),
    error: records ? undefined : (query.error ?? failed),
    refetch: useCallback(() => refetch(), [refetch]),
  };
}
