import { useMemo } from 'react';
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
 * What warehouse screens point to: branches and write-off reasons (small lists). Products and
 * suppliers grow with the shop and are not among them: the rows name their own, and the document
 * editor searches them on the server (LinesEditor, DocumentHeader), so no warehouse screen loads
 * either list (issue 17).
 */
export function useWarehouseRefs() {
  const affiliates = useNamed('Affiliate');
  const writeOffs = useNamed('WriteOff');
  return useMemo(() => ({ affiliates, writeOffs }), [affiliates, writeOffs]);
}

export type WarehouseRefs = ReturnType<typeof useWarehouseRefs>;

export const productCost = (p: ListRecord | undefined) => (typeof p?.cost === 'number' ? p.cost : 0);
