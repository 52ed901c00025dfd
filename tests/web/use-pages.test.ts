/**
 * usePages (web/src/lists/usePages.ts) between two answers: a narrower filter of the same list
 * keeps the last rows on screen while it travels; another subject (a product's ledger after the
 * branch's, another client's bonuses) does not show the last subject's rows as its own.
 */
import { NetworkStatus, type QueryResult } from '@apollo/client';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePages } from '../../web/src/lists/usePages';

interface Row {
  id: string;
}
interface Data {
  list: {
    edges: { node: Row }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

const answer = (...ids: string[]): Data => ({
  list: {
    edges: ids.map((id) => ({ node: { id } })),
    pageInfo: { hasNextPage: false, endCursor: null },
    totalCount: ids.length,
  },
});

/** What Apollo's useQuery gives: this answer (or none yet) and the hook's last one. */
const result = (data: Data | undefined, previousData: Data | undefined) =>
  ({
    data,
    previousData,
    loading: !data,
    networkStatus: data ? NetworkStatus.ready : NetworkStatus.setVariables,
    error: undefined,
    refetch: async () => undefined,
    fetchMore: async () => undefined,
  }) as unknown as QueryResult<Data, Record<string, unknown>>;

const ids = (nodes: Row[]) => nodes.map((n) => n.id);

describe('usePages between two answers', () => {
  it('keeps the last rows while a narrower search of the same list travels', () => {
    const hook = renderHook(({ q }) => usePages(q, (d) => d.list), {
      initialProps: { q: result(answer('1', '2', '3'), undefined) },
    });
    hook.rerender({ q: result(undefined, answer('1', '2', '3')) });
    expect(ids(hook.result.current.nodes)).toEqual(['1', '2', '3']);
    expect(hook.result.current).toMatchObject({ loading: false, refreshing: true });
    hook.rerender({ q: result(answer('2'), answer('1', '2', '3')) });
    expect(ids(hook.result.current.nodes)).toEqual(['2']);
  });

  it('shows no rows of the last subject as the next one’s: it loads, then shows its own', () => {
    const hook = renderHook(({ q, subject }) => usePages(q, (d) => d.list, { subject }), {
      initialProps: { q: result(answer('a1', 'a2'), undefined), subject: 'branch 1' },
    });
    expect(ids(hook.result.current.nodes)).toEqual(['a1', 'a2']);
    hook.rerender({ q: result(undefined, answer('a1', 'a2')), subject: 'product 7' });
    expect(hook.result.current).toMatchObject({ nodes: [], loading: true, total: 0 });
    hook.rerender({ q: result(answer('p1'), answer('a1', 'a2')), subject: 'product 7' });
    expect(ids(hook.result.current.nodes)).toEqual(['p1']);
    // The same subject read again (a post re-reads the ledger): its rows stay meanwhile.
    hook.rerender({ q: result(undefined, answer('p1')), subject: 'product 7' });
    expect(ids(hook.result.current.nodes)).toEqual(['p1']);
  });
});
