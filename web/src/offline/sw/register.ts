/**
 * The service worker of the installable app (docs/offline.md «Приложение и данные без сети";
 * web/vite.config.ts builds it). Registered by main.tsx in a production build only: Vite's dev
 * server has no worker to register and jsdom tests never load main.tsx.
 *
 * A new version never takes over by itself (registerType 'prompt'): a till may be in the middle
 * of a sale. When a new worker is installed and waiting, whether found at start (the usual case:
 * the browser checks sw.js on every navigation) or while the page is open, the cashier sees
 * «Доступна новая версия» with «Обновить», which lets it take over and reloads the page.
 */
import { toastNotice } from '../../lists/toaster';
import { whenIdle } from '../../app/idle';
import { whenQuiet } from './quiet';

export const UPDATE_MESSAGE = 'Доступна новая версия';

/** Workbox's generated worker calls skipWaiting() on this message (skipWaiting: false). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** Lets `worker` take over and reloads the page once it controls it. */
function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING);
}

const offered = new WeakSet<ServiceWorker>();

function offerUpdate(worker: ServiceWorker): void {
  if (offered.has(worker)) return;
  offered.add(worker);
  toastNotice(UPDATE_MESSAGE, { text: 'Обновить', onClick: () => activate(worker) });
}

/** Calls `then` once `worker` has finished installing (it is then the waiting one). */
function whenInstalled(worker: ServiceWorker, then: (worker: ServiceWorker) => void): void {
  if (worker.state === 'installed') return then(worker);
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') then(worker);
  });
}

/**
 * Registers the worker once the page has loaded and has then been quiet (`whenQuiet`: no request
 * waiting, nothing loaded and no long task for 2 s) and the browser is idle: its install fetches
 * the precache (about 180 files), which must not compete with a cold start's own code and first
 * data (the first order row, V2 in docs/performance.md) on a till's two cores.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const loaded = () => void whenQuiet().then(() => whenIdle(register));
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

function register(): void {
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // A browser driven with workers blocked (Playwright's serviceWorkers: 'block') answers nothing.
      if (!registration) return;
      // The very first worker is no update: nothing to offer, it takes the page itself.
      const isUpdate = () => navigator.serviceWorker.controller !== null;
      if (registration.waiting && isUpdate()) offerUpdate(registration.waiting);
      // The browser's own check on navigation may have found the update before this ran.
      if (registration.installing && isUpdate()) whenInstalled(registration.installing, offerUpdate);
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        if (next && isUpdate()) whenInstalled(next, offerUpdate);
      });
    })
    .catch((error: unknown) => console.warn('service worker not registered', error));
}

/**
 * A reload that lands on the newest version: after a deploy an old page asks for a chunk the
 * server no longer has, and a plain reload would be answered by the old worker's cached page
 * again. So the worker is asked to look for an update first; a newer one takes over, then reloads.
 */
export async function reloadToLatest(): Promise<void> {
  const registration =
    'serviceWorker' in navigator
      ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
      : undefined;
  if (registration && navigator.serviceWorker.controller) {
    await registration.update().catch(() => undefined);
    const next = registration.waiting ?? registration.installing;
    if (next) return whenInstalled(next, activate);
  }
  window.location.reload();
}
