import { useMemo } from 'react';
import { useList, type ListRecord } from '../lists/store';

export interface Ref {
  id: string;
  name: string;
  color?: string;
  cashless?: boolean;
  /** Statuses: this one cancels the order. */
  cancels?: boolean;
  deliveryPrice?: number | null;
}

/** «Фамилия Имя Отчество» of a client record, a search hit or an order's person. */
const personName = (r: { lastName?: unknown; firstName?: unknown; patronymic?: unknown }) =>
  [r.lastName, r.firstName, r.patronymic].filter((s) => typeof s === 'string' && s).join(' ');

/**
 * The reference lists an order points to, from the lists store. `all` keeps deleted records so
 * an old order still shows its status or worker by name; pickers offer `options` only.
 */
function useRefs(listName: string, name: (r: ListRecord) => string) {
  const state = useList(listName);
  return useMemo(() => {
    const toRef = (r: ListRecord): Ref => ({
      id: r.id,
      name: name(r),
      color: typeof r.color === 'string' ? r.color : undefined,
      cashless: r.cashless === true,
      cancels: r.cancels === true,
      deliveryPrice: typeof r.deliveryPrice === 'number' ? r.deliveryPrice : null,
    });
    const byId = new Map(state.all.map((r) => [r.id, toRef(r)]));
    const options = state.visible.filter((r) => r.active !== false).map(toRef);
    return {
      byId,
      options,
      loading: state.loading,
      name: (id?: string | null) => (id ? (byId.get(id)?.name ?? '') : ''),
    };
  }, [state.all, state.visible, state.loading, name]);
}

/**
 * Streets grow with the city (thousands): the order form searches them on the server and each
 * order names its own (Order.street), so no street list is held; an id alone names nothing.
 */
const streets = { name: (_id?: string | null) => '' };

// Module-level, so the memo above sees the same function on every render.
const byName = (r: ListRecord) => String(r.name ?? '');
const byFullName = (r: ListRecord) => String(r.fullName ?? '');

export function useOrderRefs() {
  const statuses = useRefs('StatusOrder', byName);
  const workers = useRefs('Employees', byFullName);
  const payments = useRefs('TypePayments', byName);
  const sources = useRefs('OrderSource', byName);
  // One object while the lists stand still: the table re-draws its cells when this changes.
  return useMemo(
    () => ({ statuses, workers, payments, streets, sources }),
    [statuses, workers, payments, sources],
  );
}

export type OrderRefs = ReturnType<typeof useOrderRefs>;

export { personName };
