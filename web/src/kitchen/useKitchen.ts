/** The kitchen display's data and actions (schema/kitchen.graphql); refusals are toasted. */
import { useEffect, useState } from 'react';
import {
  unwrap,
  useBumpKitchenLineMutation,
  useBumpKitchenTicketMutation,
  useKitchenBoardQuery,
  useRecallKitchenTicketMutation,
} from '../graphql';
import { toastError, toastSuccess } from '../lists/toaster';
import { useFallbackPoll, useKitchenEvents } from './useKitchenLive';

const message = (err: unknown) => (err instanceof Error ? err.message : 'Не удалось');

/** The clock, re-rendering every second: the tickets' ages tick. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useKitchen() {
  const query = useKitchenBoardQuery({ fetchPolicy: 'cache-and-network', pollInterval: useFallbackPoll() });
  const { reconnecting } = useKitchenEvents(query.refetch);
  const board = query.data?.kitchenBoard;
  const now = useNow();
  const [busy, setBusy] = useState<string | null>(null);
  const [bumpTicket] = useBumpKitchenTicketMutation();
  const [bumpLine] = useBumpKitchenLineMutation();
  const [recall, recalling] = useRecallKitchenTicketMutation();

  const act = async (key: string, run: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    try {
      await run();
      await query.refetch();
      if (done) toastSuccess(done);
    } catch (err) {
      toastError(message(err));
    } finally {
      setBusy(null);
    }
  };

  return {
    board,
    loading: query.loading && !board,
    error: query.error,
    refetch: query.refetch,
    reconnecting,
    /** Seconds since payment by this screen's clock (a kitchen's screens keep network time). */
    ageOf: (paidAt: string) => Math.max(0, Math.floor((now - Date.parse(paidAt)) / 1000)),
    busy,
    recalling: recalling.loading,
    bump: (orderId: string) =>
      act(orderId, async () =>
        unwrap((await bumpTicket({ variables: { orderId } })).data?.bumpKitchenTicket, 'orderId'),
      ),
    bumpLine: (orderId: string, lineId: string) =>
      act(orderId, async () =>
        unwrap((await bumpLine({ variables: { lineId } })).data?.bumpKitchenLine, 'orderId'),
      ),
    recall: () =>
      act(
        'recall',
        async () => unwrap((await recall()).data?.recallKitchenTicket, 'orderId'),
        'Последний собранный заказ возвращён на кухню',
      ),
  };
}
