/**
 * Screens whose first data is asked for at page load, alongside the screen's code, rather than
 * when the screen mounts (main.tsx). Only once the stored session is confirmed (the check begun
 * at page load) and only for a user the screen's route admits: a signed-out tab, or a new
 * account still waiting for rights, asks for no data at all.
 *
 * The request itself goes out without Apollo (app/early.ts) as soon as the session is confirmed,
 * with variables from a small module of the screen's (`first`); the screen's `store` module,
 * which brings Apollo and the documents, writes the reply into the cache when it has loaded.
 */
import { findRoute, permits } from '../../../schema/access';
import { sendEarly, type EarlyOperation } from './early';
import { peekSessionCheck } from './session/startup';

interface FirstPage {
  operation: EarlyOperation;
  /** The variables the screen's first render will ask with. */
  variables(): object;
  /** Tells the screen its first page is on its way into the cache (`stored`). */
  pending(variables: object, stored: Promise<void>): void;
}

interface Prefetch {
  first: () => Promise<FirstPage>;
  store: () => Promise<{ storePrefetched(variables: object, reply: Promise<unknown>): Promise<void> }>;
}

const SCREENS: Record<string, Prefetch> = {
  '/order/allOrder': {
    first: () => import('../orders/firstPage'),
    store: () => import('../orders/prefetch'),
  },
};

export function beginScreenPrefetch(path: string): void {
  const screen = SCREENS[path];
  const route = findRoute(path);
  const session = peekSessionCheck();
  if (!screen || !route || !session) return;
  // The code loads meanwhile; a failed prefetch costs nothing (the screen asks again).
  const first = screen.first();
  const store = screen.store();
  session
    .then(async (user) => {
      if (!user || !permits(user, route)) return;
      const { operation, variables, pending } = await first;
      const vars = variables();
      const reply = sendEarly(operation, vars);
      const stored = store.then((s) => s.storePrefetched(vars, reply));
      pending(vars, stored);
      await stored;
    })
    .catch(() => undefined);
  first.catch(() => undefined);
  store.catch(() => undefined);
}
