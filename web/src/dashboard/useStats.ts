import { useCallback, useState } from 'react';
import { useSession } from '../app/session/context';
import {
  useOrderOverviewQuery,
  useOrderStatsQuery,
  useOverviewByShopQuery,
  useSiteOrdersQuery,
  type OrderOverviewQuery,
  type OrderStatsQuery,
  type ShopType,
  type SiteOrdersQuery,
} from '../graphql';
import type { DayRange } from '../orders/presets';

// Null with an error when the root failed (schema/stats.graphql): the page shows its error state.
export type OrderStatsData = NonNullable<OrderStatsQuery['orderStats']>;
export type OverviewData = NonNullable<OrderOverviewQuery['orderOverview']>;
export type SiteOrdersData = NonNullable<SiteOrdersQuery['siteOrders']>;

/**
 * Figures change with every new order: read them fresh on each visit and keep showing the last
 * answer while a new period loads (no blank flash between presets).
 */
const FRESH = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

function result<T>(data: T | null | undefined, loading: boolean, error: unknown, refetch: () => unknown) {
  return { data: data ?? undefined, loading: loading && !data, refreshing: loading, error, refetch };
}

/** Statistics of an explicit day range (the web sends the range its toolbar shows, as the list). */
export function useOrderStats(range: DayRange, shopType: ShopType | null) {
  const q = useOrderStatsQuery({ ...FRESH, variables: { preset: 'SPECIFY', range, shopType } });
  // While another period loads the previous answer stays on screen, marked as refreshing.
  return result(q.data?.orderStats ?? q.previousData?.orderStats, q.loading, q.error, q.refetch);
}

export function useOrderOverview(shopType: ShopType | null) {
  const q = useOrderOverviewQuery({ ...FRESH, variables: { shopType } });
  return result(q.data?.orderOverview, q.loading, q.error, q.refetch);
}

/**
 * Both shop types in one query: one may fail alone (its root null, with an error) and the other
 * still shows, so the errors are taken with the data (`errorPolicy: 'all'`), each shop's by its
 * path, and the page shows a failed shop's error in place of its figures.
 */
export function useOverviewByShop() {
  const q = useOverviewByShopQuery({ ...FRESH, errorPolicy: 'all' });
  const failed = (alias: 'flowers' | 'fastfood') =>
    q.error?.graphQLErrors.find((e) => e.path?.[0] === alias) ?? null;
  const data = q.data && (q.data.flowers || q.data.fastfood) ? q.data : undefined;
  return {
    ...result(data, q.loading, data ? undefined : q.error, q.refetch),
    failed: { flowers: failed('flowers'), fastfood: failed('fastfood') },
  };
}

export function useSiteOrders(range: DayRange, shopType: ShopType | null) {
  const q = useSiteOrdersQuery({ ...FRESH, variables: { preset: 'SPECIFY', range, shopType } });
  return result(q.data?.siteOrders ?? q.previousData?.siteOrders, q.loading, q.error, q.refetch);
}

export const SHOP_LABELS: Record<ShopType, string> = {
  flower_shop: 'Цветочный магазин',
  fastfood: 'Фастфуд',
};

/** 'all' is «both shop types». */
export type ShopChoice = ShopType | 'all';

const STORAGE_KEY = 'dashboard.shopType';

function stored(): ShopChoice | null {
  try {
    const v = window.sessionStorage.getItem(STORAGE_KEY);
    return v === 'all' || v === 'flower_shop' || v === 'fastfood' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Whose orders the dashboards count: the user's own shop type; a superadmin may look at the
 * other one or at both, and that choice lasts for the tab (every dashboard follows it).
 */
export function useStatsShopType() {
  const { user } = useSession();
  const own = (user?.typeAccount ?? 'flower_shop') as ShopType;
  const canSwitch = user?.role === 'SA';
  const [chosen, setChosen] = useState<ShopChoice | null>(stored);
  const choose = useCallback((v: ShopChoice) => {
    setChosen(v);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, v);
    } catch {
      // Storage blocked: the choice lasts for this screen only.
    }
  }, []);
  const choice: ShopChoice = canSwitch && chosen !== null ? chosen : own;
  return { choice, shopType: choice === 'all' ? null : choice, canSwitch, choose };
}
