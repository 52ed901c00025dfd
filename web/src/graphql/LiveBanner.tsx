import { Callout } from '@blueprintjs/core';

/**
 * The one banner of the live screens (liveUpdates.ts) while their socket is down: the user knows
 * what they see may be stale, and that it will catch up by itself. `fallback` says what the
 * screen does meanwhile, when it does something (the board re-reads its day on a slow timer).
 */
export function LiveBanner({
  reconnecting,
  fallback,
  className,
}: {
  reconnecting: boolean;
  fallback?: string;
  /** Where the screen places it (the board: first of its columns). */
  className?: string;
}) {
  if (!reconnecting) return null;
  return (
    <Callout className={className ?? 'live-banner'} intent="warning" icon="offline" role="status" compact>
      {fallback
        ? `Нет связи с сервером: переподключаемся. ${fallback}`
        : 'Нет связи с сервером, обновления приостановлены: переподключаемся…'}
    </Callout>
  );
}
