/**
 * Two dashboards read `orderOverview` for the same shop type with different selections (the
 * admin's OrderOverview with today's statuses; the superadmin's OverviewByShop without): one
 * cache entry. Replaced whole, the second answer dropped the first's fields, Apollo warned that
 * cache data may be lost, and the first dashboard read nothing from the cache (found by the
 * browser suite moving between dashboards inside the app).
 */
import { InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OrderOverviewDocument,
  OverviewByShopDocument,
  type OrderOverviewQuery,
  type OverviewByShopQuery,
} from '../../web/src/graphql';
import { TYPE_POLICIES } from '../../web/src/graphql/typePolicies';

/** The same figures as totals and as the trend's day. */
const figures = { orders: 3, cancelled: 0, revenue: 300000, averageCheck: 100000, items: 4 } as const;
const totals = { __typename: 'OrderStatsTotals', ...figures } as const;
const day = { __typename: 'OrderStatsDay', date: '2026-11-27', ...figures } as const;
const period = {
  __typename: 'OrderOverviewPeriod',
  key: 'TODAY',
  start: '2026-11-27',
  stop: '2026-11-27',
  totals,
} as const;
const overview = (extra: object): unknown => ({
  __typename: 'OrderOverview',
  today: '2026-11-27',
  periods: [period],
  trend: [day],
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('the overview dashboards in one cache', () => {
  it('keeps each dashboard’s fields when the other writes the same shop type’s overview', () => {
    const warn = vi.spyOn(console, 'warn');
    const cache = new InMemoryCache({ typePolicies: TYPE_POLICIES });
    const admin: OrderOverviewQuery = {
      orderOverview: overview({
        shopType: 'flower_shop',
        todayByStatus: [
          {
            __typename: 'OrderStatsStatus',
            statusId: '1',
            name: 'Новый',
            color: '#fff',
            cancels: false,
            orders: 3,
            sum: 300000,
          },
        ],
      }) as OrderOverviewQuery['orderOverview'],
    };
    cache.writeQuery({ query: OrderOverviewDocument, variables: { shopType: 'flower_shop' }, data: admin });
    const both = {
      flowers: overview({}),
      fastfood: overview({}),
    } as unknown as OverviewByShopQuery;
    cache.writeQuery({ query: OverviewByShopDocument, data: both });

    expect(cache.readQuery({ query: OrderOverviewDocument, variables: { shopType: 'flower_shop' } })).toEqual(
      admin,
    );
    expect(cache.readQuery({ query: OverviewByShopDocument })).toEqual(both);
    expect(warn).not.toHaveBeenCalled();
  });
});
