/**
 * The board's tickets kept live by the orderChanged subscription (issue 20 item 5) instead of a
 * 15 s poll: a changed order arrives whole (OrderRow) and Apollo's cache moves its ticket; a new
 * or deleted one re-reads the day's list once (debounced: a burst of sales is one read). After
 * the socket dropped and came back, one catch-up query fetches what was missed. While the socket
 * is down (the banner shows) the list is polled as before: a kitchen screen must not stand still.
 */
import {
  useOrderChangedSubscription,
  useDebounced,
  useLiveCatchUp,
  useLiveState,
  useLiveSubscription,
  type ShopType,
} from '../../graphql';
import type { DayRange } from '../presets';
import { useTickets } from '../useOrders';

/** The poll only while the socket is down. */
const FALLBACK_POLL_MS = 15_000;

export function useLiveTickets(range: DayRange, shopType: ShopType) {
  // The catch-up needs the list's refetch, the list's poll needs the socket's state.
  const { reconnecting } = useLiveState();
  const tickets = useTickets(range, shopType, reconnecting ? FALLBACK_POLL_MS : 0);
  const { refetch } = tickets;
  useLiveCatchUp(refetch);
  const soon = useDebounced(refetch);
  useLiveSubscription(useOrderChangedSubscription, {
    variables: { shopType },
    onData: ({ orderChanged: { kind } }) => {
      if (kind === 'created' || kind === 'deleted') soon();
    },
  });
  return { ...tickets, reconnecting };
}
