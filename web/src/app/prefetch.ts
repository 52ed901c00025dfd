/**
 * Screens whose first data is asked for at page load, alongside the screen's code, rather than
 * when the screen mounts (main.tsx). A reply is used only once the stored session is confirmed
 * (the check begun at page load) and the screen's route admits the user: a signed-out tab, or a
 * new account still waiting for rights, gets no data from it.
 *
 * When the last confirmed access of the token's user (session/accessHint.ts) admits the route,
 * the request leaves at once, beside the session check, not after it: on a cold tab the check's
 * round trip was some 250 ms of the first row's wait (docs/performance.md V2). The server still
 * decides: a stale hint costs one refused or unread request. Without a hint (the first cold page
 * after a sign-in elsewhere) or with one that does not admit the route, it waits for the check.
 *
 * The request itself goes out without Apollo (app/early.ts), with variables from a small module
 * of the screen's (`first`, part of the early entry: no React, no Apollo); the screen's `store`
 * module, which brings Apollo and the documents, writes the reply into the cache once loaded.
 */
import { findRoute, permits } from '../../../schema/access';
import * as orderList from '../orders/firstPage';
import { sendEarly, type EarlyOperation } from './early';
import { loadShell } from './layout/loadShell';
import { recallAccess } from './session/accessHint';
import { peekSessionCheck } from './session/startup';
import { readToken } from './session/token';

interface FirstPage {
  operation: EarlyOperation;
  /** The variables the screen's first render will ask with. */
  variables(): object;
  /** Tells the screen its first page is on its way into the cache (`stored`). */
  pending(variables: object, stored: Promise<void>): void;
}

interface Prefetch {
  first: FirstPage;
  store: () => Promise<{ storePrefetched(variables: object, reply: Promise<unknown>): Promise<void> }>;
  /** The screen's own code (the router's `lazy` for its route imports the same module). */
  code: () => Promise<unknown>;
}

const SCREENS: Record<string, Prefetch> = {
  '/order/allOrder': {
    first: orderList,
    store: () => import('../orders/prefetch'),
    code: () => import('../orders/AllOrdersPage'),
  },
};

export function beginScreenPrefetch(path: string): void {
  const screen = SCREENS[path];
  const route = findRoute(path);
  const session = peekSessionCheck();
  if (!screen || !route || !session) return;
  const { operation, variables, pending } = screen.first;
  const send = () => {
    const vars = variables();
    const reply = sendEarly(operation, vars);
    // Whoever takes it handles the failure; a reply nobody takes must not surface as unhandled.
    reply.catch(() => undefined);
    return { vars, reply };
  };
  const early = permits(recallAccess(readToken()), route) ? send() : null;
  // The code loads meanwhile; a failed prefetch costs nothing (the screen asks again).
  const store = screen.store();
  store.catch(() => undefined);
  if (early) {
    // The shell and the screen will be shown, so their code need not wait for the entry to run
    // and the router to ask for it: on a cold tab that request left some 150 ms later, and the
    // chunks then arrived after the data (docs/performance.md V2). Same imports as the router's.
    loadShell().catch(() => undefined);
    screen.code().catch(() => undefined);
  }
  session
    .then(async (user) => {
      if (!user || !permits(user, route)) return;
      const { vars, reply } = early ?? send();
      const stored = store.then((s) => s.storePrefetched(vars, reply));
      pending(vars, stored);
      await stored;
    })
    .catch(() => undefined);
}
