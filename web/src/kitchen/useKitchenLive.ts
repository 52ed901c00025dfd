/**
 * A kitchen screen's query kept live (docs/kitchen.md): every kitchenChanged event (a fast-food
 * order paid, changed, bumped) re-reads it once, debounced, so a burst of sales is one read; after
 * a reconnection one catch-up read. While the socket is down the screen polls its query (today's
 * tickets, never a period): a kitchen screen must not stand still.
 */
import {
  useDebounced,
  useKitchenChangedSubscription,
  useLiveCatchUp,
  useLiveState,
  useLiveSubscription,
} from '../graphql';

/** The poll only while the socket is down. */
const FALLBACK_POLL_MS = 15_000;

/** The query's pollInterval: 0 while events arrive. */
export function useFallbackPoll(): number {
  return useLiveState().reconnecting ? FALLBACK_POLL_MS : 0;
}

/** Re-reads on every kitchen event and once after a reconnection; the banner's state. */
export function useKitchenEvents(refetch: () => unknown) {
  const status = useLiveCatchUp(refetch);
  const soon = useDebounced(refetch);
  useLiveSubscription(useKitchenChangedSubscription, { onData: () => soon() });
  return status;
}
