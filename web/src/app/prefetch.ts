/**
 * Screens whose first data is asked for at page load, alongside the screen's code, rather than
 * when the screen mounts (main.tsx). Only with a stored token that looks fresh: a signed-out
 * tab goes to the sign-in form and asks for nothing.
 */
import { isTokenFresh, readToken } from './session/token';

const SCREENS: Record<string, () => Promise<{ prefetch(): Promise<void> }>> = {
  '/order/allOrder': () => import('../orders/prefetch'),
};

export function beginScreenPrefetch(path: string): void {
  const load = SCREENS[path];
  if (!load || !isTokenFresh(readToken())) return;
  // A failed prefetch costs nothing: the screen asks again when it mounts.
  load()
    .then((m) => m.prefetch())
    .catch(() => undefined);
}
