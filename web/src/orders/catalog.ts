import { subDays } from 'date-fns';
import { useMemo } from 'react';
import { useOrdersQuery } from '../graphql';
import { isoDay } from './presets';

export interface Product {
  id: string;
  name: string;
  /** Last price it was sold at, kopecks. */
  price: number;
  shopType: string | null;
  /** Units sold in the window: what «Популярное» ranks by. */
  sold: number;
}

/**
 * The products the forms offer. The schema has no catalogue query yet (schema/*.graphql has no
 * `products`), so the catalogue is read from what was sold in the last 60 days: every line names
 * its product id, name and price. A product never sold can still be entered by its code (the
 * catalogue id); the CRM checks that it exists and stores its name.
 */
export function useKnownProducts(shopType: 'flower_shop' | 'fastfood' | null) {
  const today = new Date();
  const range = { start: isoDay(subDays(today, 60)), stop: isoDay(today) };
  const { data, loading, error } = useOrdersQuery({
    variables: { preset: 'SPECIFY', range },
    fetchPolicy: 'cache-first',
  });
  const products = useMemo(() => {
    const byId = new Map<string, Product>();
    // Orders come by date: a later sale overwrites the price with the newer one.
    for (const o of data?.orders.orders ?? []) {
      if (shopType && o.shopType && o.shopType !== shopType) continue;
      for (const l of o.lines) {
        const sold = (byId.get(l.productId)?.sold ?? 0) + l.count;
        byId.set(l.productId, {
          id: l.productId,
          name: l.name,
          price: l.price,
          shopType: o.shopType ?? null,
          sold,
        });
      }
    }
    return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
  }, [data, shopType]);
  return { products, loading: loading && !data, error };
}
