/**
 * A screen kept live by subscriptions (issue 20 item 5), in three small pieces every live screen
 * uses the same way (the board, the order list, the bell, the cashbox):
 * - useLiveCatchUp: the socket's state for the screen's banner (LiveBanner), and the screen's own
 *   catch-up query run once after each reconnection: what the socket missed while it was down is
 *   read once, not polled for;
 * - useLiveSubscription: one subscription (its generated hook, so the event is typed) whose events
 *   the screen applies (Apollo writes what an event carries into the normalised cache; `onData`
 *   does the rest);
 * - useLive: both, for a screen with one subscription.
 * Subscriptions share one socket (live.ts), opened by the first of them.
 */
import type { OperationVariables, SubscriptionHookOptions } from '@apollo/client';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { liveReconnections, liveState, onLiveChange } from './live';

/** The latest `value`, for callbacks that outlive the render they were made in. */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

export interface LiveStatus {
  /** The socket was up and went down: events are not arriving (show LiveBanner). */
  reconnecting: boolean;
}

/** The socket's state as a screen shows it. */
export function useLiveState(): LiveStatus {
  const state = useSyncExternalStore(onLiveChange, liveState);
  return { reconnecting: state === 'reconnecting' };
}

/** `catchUp` once after each reconnection (not on the first connection: the screen just read). */
export function useLiveCatchUp(catchUp: () => unknown): LiveStatus {
  const status = useLiveState();
  const reconnections = useSyncExternalStore(onLiveChange, liveReconnections);
  const latest = useLatest(catchUp);
  const seen = useRef(reconnections);
  useEffect(() => {
    if (reconnections === seen.current) return;
    seen.current = reconnections;
    void latest.current();
  }, [reconnections, latest]);
  return status;
}

export interface LiveSubscriptionOptions<TData, TVars> {
  variables?: TVars;
  /** Not subscribed (the user may not read it, or the screen has nothing to follow yet). */
  skip?: boolean;
  onData?: (data: TData) => void;
}

/** A generated subscription hook (useOrderChangedSubscription…). */
type SubscriptionHook<TData, TVars extends OperationVariables> = (
  options?: SubscriptionHookOptions<TData, TVars>,
) => unknown;

/** One subscription; its events go to `onData` (the latest one given), never re-rendering the screen. */
export function useLiveSubscription<TData, TVars extends OperationVariables>(
  useGenerated: SubscriptionHook<TData, TVars>,
  { variables, skip, onData }: LiveSubscriptionOptions<NoInfer<TData>, NoInfer<TVars>> = {},
): void {
  const latest = useLatest(onData);
  const handle = useCallback(
    ({ data }: { data: { data?: TData | null } }) => {
      if (data.data) latest.current?.(data.data);
    },
    [latest],
  );
  // The screen reads the cache (or its own queries); the hook's own copy of the event is unused.
  useGenerated({ variables, skip, ignoreResults: true, onData: handle });
}

/** A screen with one subscription: its events, the banner's state and the catch-up. */
export function useLive<TData, TVars extends OperationVariables>(
  useGenerated: SubscriptionHook<TData, TVars>,
  options: LiveSubscriptionOptions<NoInfer<TData>, NoInfer<TVars>> & { catchUp: () => unknown },
): LiveStatus {
  useLiveSubscription(useGenerated, options);
  return useLiveCatchUp(options.catchUp);
}

/**
 * `run` once `ms` after the last of a burst of calls: ten orders taken in a second cost the
 * screen one re-read. Pending calls are dropped when the screen goes.
 */
export function useDebounced(run: () => unknown, ms = 300): () => void {
  const latest = useLatest(run);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void latest.current();
    }, ms);
  }, [ms, latest]);
}
