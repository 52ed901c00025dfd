import { useMemo } from 'react';
import { PAGE_SIZE, usePages } from '../lists/usePages';
import {
  useAddCashMoveMutation,
  useCashShiftsPageQuery,
  useCloseCashShiftMutation,
  useCurrentCashShiftQuery,
  useOpenCashShiftMutation,
  type CashMoveKind,
  type CashShiftFieldsFragment,
  type ShopType,
  unwrap,
} from '../graphql';
import { useIdempotencyKey } from '../graphql/idempotency';

export type CashShift = CashShiftFieldsFragment;

/**
 * The open shift of a branch's till (null when none); read fresh: the till changes with every
 * sale, and the screen re-reads it when a sale or a shift change is pushed (liveCashbox.ts).
 */
export function useCurrentShift(affiliateId: string | null, shopType: ShopType) {
  const { data, loading, error, refetch } = useCurrentCashShiftQuery({
    variables: { affiliateId, shopType },
    skip: !affiliateId,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return {
    shift: data?.currentCashShift ?? null,
    loading: loading && !data,
    refreshing: loading,
    error,
    refetch,
  };
}

/** Shifts of a branch's till as the server pages them, newest first (issue 17). */
export function useShifts(affiliateId: string | null, shopType: ShopType) {
  const query = useCashShiftsPageQuery({
    variables: { first: PAGE_SIZE, filter: { affiliateId, shopType } },
    skip: !affiliateId,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const pages = usePages(query, (d) => d.cashShiftsConnection);
  return { ...pages, shifts: pages.nodes };
}

/**
 * Opening, cash moves and closing; each resolves to the shift as the server now has it, or
 * rejects with UserErrorsError (the dialog shows the message at its field).
 */
export function useCashboxActions() {
  const refetchQueries = ['CurrentCashShift', 'CashShiftsPage'];
  const [open] = useOpenCashShiftMutation({ refetchQueries, awaitRefetchQueries: true });
  const [close] = useCloseCashShiftMutation({ refetchQueries, awaitRefetchQueries: true });
  const [move] = useAddCashMoveMutation({ refetchQueries: ['CashShiftsPage'] });
  // One key per intent (graphql/idempotency.ts): a retried «Внести» after a lost reply moves cash once.
  const openKey = useIdempotencyKey();
  const closeKey = useIdempotencyKey();
  const moveKey = useIdempotencyKey();
  return useMemo(
    () => ({
      open: (affiliateId: string, shopType: ShopType, openingCash: number) =>
        openKey.run(async (context) =>
          unwrap(
            (await open({ variables: { affiliateId, shopType, openingCash }, context })).data?.openCashShift,
            'shift',
          ),
        ),
      close: (id: string, countedCash: number, comment: string) =>
        closeKey.run(async (context) =>
          unwrap(
            (await close({ variables: { id, countedCash, comment }, context })).data?.closeCashShift,
            'shift',
          ),
        ),
      move: (shiftId: string, kind: CashMoveKind, amount: number, reason: string) =>
        moveKey.run(async (context) =>
          unwrap(
            (await move({ variables: { shiftId, kind, amount, reason }, context })).data?.addCashMove,
            'shift',
          ),
        ),
    }),
    [open, close, move, openKey, closeKey, moveKey],
  );
}
