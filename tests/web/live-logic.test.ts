/**
 * The rules the live screens apply to an event (issue 20 item 5): which order changes re-read the
 * list (mayMove), how a re-read first page joins the pages the user scrolled to (mergeFirstPage),
 * and how a pushed notification joins the bell's page (withAdded).
 */
import { describe, expect, it } from 'vitest';
import type { NotificationsQuery, OrdersPageQuery } from '../../web/src/graphql';
import { withAdded } from '../../web/src/notifications/added';
import { mayMove, mergeFirstPage } from '../../web/src/orders/liveOrders';

type Connection = NonNullable<OrdersPageQuery['ordersConnection']>;
const edge = (id: string) => ({ cursor: `c${id}`, node: { id } });
/** A connection of the given order ids (only what the merge reads). */
const conn = (ids: string[], hasNextPage: boolean): Connection =>
  ({
    edges: ids.map(edge),
    pageInfo: { hasNextPage, endCursor: ids.length ? `c${ids.at(-1)}` : null },
  }) as unknown as Connection;
const ids = (c: Connection) => c.edges.map((e) => e.node.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('mayMove', () => {
  it('re-reads for new, deleted, re-statused and edited orders; worker and payment only when filtered by them', () => {
    for (const kind of ['created', 'deleted', 'status', 'lines'] as const)
      expect(mayMove(kind, {})).toBe(true);
    expect(mayMove('worker', {})).toBe(false);
    expect(mayMove('worker', { workerIds: ['2'] })).toBe(true);
    expect(mayMove('worker', { withoutWorker: true })).toBe(true);
    expect(mayMove('payment', null)).toBe(false);
    expect(mayMove('payment', { paymentTypeIds: ['1'] })).toBe(true);
  });
});

describe('mergeFirstPage', () => {
  it('keeps the later pages the user scrolled to after a new first page, and the old end cursor', () => {
    const existing = conn(range(1, 6), true);
    // Order 0 was taken: the first page of 3 now ends at 2.
    const fresh = conn(['0', '1', '2'], true);
    const merged = mergeFirstPage(existing, fresh, new Set());
    expect(ids(merged)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(merged.pageInfo.endCursor).toBe('c6');
    expect(merged.pageInfo.hasNextPage).toBe(true);
  });

  it('drops deleted orders from the later pages, and moved rows are not shown twice', () => {
    const existing = conn(range(1, 6), true);
    const fresh = conn(['1', '5', '2'], true);
    expect(ids(mergeFirstPage(existing, fresh, new Set(['6'])))).toEqual(['1', '5', '2', '3', '4']);
  });

  it('is the first page alone when it is the whole list, or shares nothing with what was shown', () => {
    expect(ids(mergeFirstPage(conn(range(1, 6), true), conn(['1', '2'], false), new Set()))).toEqual([
      '1',
      '2',
    ]);
    expect(ids(mergeFirstPage(conn(range(1, 6), true), conn(['7', '8'], true), new Set()))).toEqual([
      '7',
      '8',
    ]);
    expect(ids(mergeFirstPage(undefined, conn(['7'], true), new Set()))).toEqual(['7']);
  });
});

describe('withAdded', () => {
  const note = (id: string) => ({ id, title: `n${id}` }) as never;
  const page = (list: string[], totalCount: number): NotificationsQuery =>
    ({
      notificationsConnection: { totalCount, edges: list.map((id) => ({ node: note(id) })) },
    }) as unknown as NotificationsQuery;

  it('puts a new one on top, counts it, and keeps the page size', () => {
    const next = withAdded(page(['2', '1'], 5), note('3'), 2);
    expect(next.notificationsConnection?.edges.map((e) => e.node.id)).toEqual(['3', '2']);
    expect(next.notificationsConnection?.totalCount).toBe(6);
  });

  it('changes nothing for one already shown', () => {
    const before = page(['2', '1'], 2);
    expect(withAdded(before, note('2'), 20)).toBe(before);
  });

  it('changes nothing for a late push of one dismissed or cleared, or older than the page', () => {
    // «2» dismissed: the page read after it holds «1» only; its push arrives late.
    const after = page(['1'], 1);
    expect(withAdded(after, note('2'), 20, 2)).toBe(after);
    // Everything cleared up to «5»: an empty page, a late push of «4».
    const empty = page([], 0);
    expect(withAdded(empty, note('4'), 20, 5)).toBe(empty);
    // Older than the newest shown: read already (counted, if not on this page).
    const shown = page(['9', '8'], 30);
    expect(withAdded(shown, note('3'), 2)).toBe(shown);
    // A new one still joins.
    expect(withAdded(after, note('3'), 20, 2).notificationsConnection?.totalCount).toBe(2);
  });
});
