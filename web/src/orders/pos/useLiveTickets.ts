/**
 * The board's tickets kept live by the orderChanged subscription (issue 20 item 5) instead of a
 * 15 s poll: a changed order arrives whole (OrderRow) and Apollo's cache moves its ticket; a new
 * or deleted one re-reads the day's list once. After the socket dropped and came back, one
 * catch-up query fetches what was missed. While the socket is down (the banner shows) the list is
 * polled as before, so a network that blocks WebSockets still gets a working board.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ShopType } from '../../graphql';
import { liveReconnections, liveState, onLiveChange, useOrderChangedSubscription } from '../../graphql';
import type { DayRange } from '../presets';
import { useTickets } from '../useOrders';

/** The poll only while the socket is down. */
const FALLBACK_POLL_MS = 15_000;

export function useLiveTickets(range: DayRange, shopType: ShopType) {
  const state = useSyncExternalStore(onLiveChange, liveState);
  const reconnections = useSyncExternalStore(onLiveChange, liveReconnections);
  const tickets = useTickets(range, shopType, state === 'reconnecting' ? FALLBACK_POLL_MS : 0);
  const { refetch } = tickets;

  useOrderChangedSubscription({
    variables: { shopType },
    onData: ({ data }) => {
      const kind = data.data?.orderChanged.kind;
      if (kind === 'created' || kind === 'deleted') void refetch();
    },
  });

  // One catch-up query per reconnection (not on the first connection: the list was just read).
  const seen = useRef(reconnections);
  useEffect(() => {
    if (reconnections === seen.current) return;
    seen.current = reconnections;
    void refetch();
  }, [reconnections, refetch]);

  return { ...tickets, reconnecting: state === 'reconnecting' };
}
