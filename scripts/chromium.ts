/**
 * Debian's Chromium as browser tests and benchmarks drive it: never a downloaded browser, and the
 * flags that keep it off this machine's closed network (STACK.md "Real browser").
 */
import { chromium, type Browser } from 'playwright-core';

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
