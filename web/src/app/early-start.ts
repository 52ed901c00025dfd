/**
 * The page's first requests, the session check and the screen's first page (app/early.ts,
 * session/startup.ts, app/prefetch.ts), from a script of their own that index.html loads
 * `async`: it runs as soon as its few kilobytes have arrived, not after the entry's whole static
 * graph (React, the router, Blueprint, ~125 KB compressed) has loaded and run, which on a cold
 * tab held `Me` back by some 200 ms (docs/performance.md V2). main.tsx imports it as well, so
 * it runs exactly once whichever script gets there first (a module runs once per page).
 */
import { earlyMe } from './early';
import { beginScreenPrefetch } from './prefetch';
import { beginSessionCheck } from './session/startup';

beginSessionCheck(earlyMe);
beginScreenPrefetch(window.location.pathname);

/**
 * The tab's first Intl object loads ICU's locale data: 30 ms of the main thread in a fresh tab,
 * about 100 ms in a just-started browser (measured in this machine's Chromium). The order list
 * pays it when its money module first runs, on the way to the first row; here, with the requests
 * sent and the code still on its way, the main thread has nothing else to do. The objects are
 * thrown away: the locale's data stays loaded for the ones the screens make, whatever their
 * options (a plain formatter first, the money one after it took 0.2 ms).
 */
setTimeout(() => {
  new Intl.NumberFormat('ru-RU').format(1);
  new Intl.DateTimeFormat('ru-RU').format(0);
}, 0);
