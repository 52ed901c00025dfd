/**
 * Debian's Chromium as browser tests and benchmarks drive it: never a downloaded browser, and the
 * flags that keep it off this machine's closed network (STACK.md "Real browser").
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `args`: CHROMIUM_ARGS, or a superset of them (the browser tests': tests/e2e/browser.ts). */
export function launchChromium(args: string[] = CHROMIUM_ARGS): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
}

/**
 * Client-side navigation to `path` (the app's router reacts to popstate, as to the browser's
 * back and forward): the app already running in the page stays, with its Apollo cache, instead of
 * loading, compiling and drawing the whole app again as `page.goto` does (a cold start: worth it
 * where the test is about one, wasted on the tenth visit to the same screen). A screen that shows
 * its cache first (`cache-and-network`) may draw an old answer before the server's: a test that
 * reads a value after it waits for the server's (warehouse.test.ts `balance`).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
