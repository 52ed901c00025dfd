import { useMemo } from 'react';
import { useSession } from '../app/session/context';
import { useList, type ListRecord } from '../lists/store';

export interface Option {
  id: string;
  name: string;
}

/**
 * A list as names by id (deleted records too, so an old document still reads) and the options a
 * picker offers (active and not deleted).
 */
function useNamed(listName: string) {
  const { all, visible, loading } = useList(listName);
  return useMemo(() => {
    const byId = new Map(all.map((r) => [r.id, r]));
    const options: Option[] = visible
      .filter((r) => r.active !== false)
      .map((r) => ({ id: r.id, name: String(r.name ?? '') }));
    return {
      byId,
      options,
      loading,
      name: (id?: string | null) => (id ? String(byId.get(id)?.name ?? `№${id}`) : ''),
    };
  }, [all, visible, loading]);
}

/**
 * What warehouse screens point to: branches, suppliers, write-off reasons and the products of
 * the user's shop type (the catalogue the documents move).
 */
export function useWarehouseRefs() {
  const { user } = useSession();
  const shopType = user?.typeAccount ?? 'flower_shop';
  const affiliates = useNamed('Affiliate');
  const suppliers = useNamed('Suppliers');
  const writeOffs = useNamed('WriteOff');
  const productList = useList('ProductList');
  const { all: productRecords, loading: productsLoading } = productList;
  const products = useMemo(() => {
    const byId = new Map(productRecords.map((r) => [r.id, r]));
    // Documents may move any product of the shop, inactive ones too (stock left on a shelf).
    const offered = productRecords.filter((r) => !r.deleted && r.shopType === shopType);
    return {
      byId,
      offered,
      loading: productsLoading,
      name: (id: string) => String(byId.get(id)?.name ?? `Товар №${id}`),
      unit: (id: string) => String(byId.get(id)?.unit ?? ''),
    };
  }, [productRecords, productsLoading, shopType]);
  return useMemo(
    () => ({ affiliates, suppliers, writeOffs, products }),
    [affiliates, suppliers, writeOffs, products],
  );
}

export type WarehouseRefs = ReturnType<typeof useWarehouseRefs>;

export const productCost = (p: ListRecord | undefined) => (typeof p?.cost === 'number' ? p.cost : 0);
