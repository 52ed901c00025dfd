import { act, cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { config as transitions } from 'react-transition-group';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearToasts } from '../../web/src/lists/toaster';
import { handlers } from './handlers';
import { speedUpLabelControl } from './labels';

speedUpLabelControl();

// Route screens are lazy chunks: on a loaded 2-core machine the first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

// Blueprint's overlays open and close through react-transition-group timers. A timer still pending
// when a file ends fired after jsdom was torn down ("window is not defined", CI of adf182f, in
// warehouse.test.tsx); with transitions off, a dialog or toast is in or out at once.
transitions.disabled = true;

// jsdom has no layout engine: give it the browser APIs Blueprint and the layout rely on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

export const server = setupServer(...handlers);

/**
 * A passing test prints nothing alarming: any console.error or console.warn (React's act and key
 * warnings, Apollo's missing-field and cache warnings, msw's unhandled request) fails the test it
 * was printed in. ALLOWED lists the messages a test provokes on purpose, each with its reason;
 * keep it short and fix the cause instead where one can.
 */
const ALLOWED: readonly RegExp[] = [];

/**
 * The web files share one worker and one jsdom (isolate: false), and vitest runs this file again
 * before each of them: the console is wrapped once per worker, and every file reads the one list
 * (a wrapper per file would stack and fill the lists of files long finished).
 */
const PRINTED = Symbol.for('flora.web.printed');
const shared = globalThis as { [PRINTED]?: string[] };
const printed: string[] = (shared[PRINTED] ??= wrapConsole());

function wrapConsole(): string[] {
  const list: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
      if (!ALLOWED.some((re) => re.test(text))) list.push(`console.${level}: ${text}`);
      original(...args);
    };
  }
  return list;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  printed.length = 0;
});
afterEach(() => {
  const seen = printed.splice(0);
  // Hooks run in reverse: the cleanup below has unmounted the screen, so its warnings are in too.
  if (seen.length > 0) {
    throw new Error(`The test printed ${seen.length} error(s) or warning(s):\n${seen.join('\n')}`);
  }
});
// What one test leaves in the page is gone before the next, in this file or the next one: the
// files share the jsdom of their worker (isolate: false), so the tab's storage, the app's one
// toaster (mounted on document.body, outside what cleanup() unmounts: a «Права сохранены» toast
// from one file was the alert the sign-in test read) and stubbed globals are reset here.
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await act(() => clearToasts());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
