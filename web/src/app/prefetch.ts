/**
 * Screens whose first data is asked for at page load, alongside the screen's code, rather than
 * when the screen mounts (main.tsx). Only once the stored session is confirmed (the check begun
 * at page load) and only for a user the screen's route admits: a signed-out tab, or a new
 * account still waiting for rights, asks for no data at all.
 */
import { findRoute, permits } from '../../../schema/access';
import { peekSessionCheck } from './session/startup';

const SCREENS: Record<string, () => Promise<{ prefetch(): Promise<void> }>> = {
  '/order/allOrder': () => import('../orders/prefetch'),
};

export function beginScreenPrefetch(path: string): void {
  const load = SCREENS[path];
  const route = findRoute(path);
  const session = peekSessionCheck();
  if (!load || !route || !session) return;
  // The screen's code loads meanwhile; a failed prefetch costs nothing (the screen asks again).
  const code = load();
  session
    .then((user) => (user && permits(user, route) ? code.then((m) => m.prefetch()) : undefined))
    .catch(() => undefined);
  code.catch(() => undefined);
}
