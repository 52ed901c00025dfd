import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SERVERS } from './globalSetup';

// Browser tests against real gateways: one server per worker (globalSetup), each worker's files
// one after another on its own server; generous timeouts because Chromium and the CRM are real.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    maxWorkers: SERVERS,
    // One worker process runs its files one after another (as the server projects do): a fresh
    // process per file loaded vitest and playwright-core again each time, about 2 s of a file's
    // wall time on a busy 2-core machine (8 small files: module import 17.1 -> 2.0 s, the
    // process tree's Node CPU 28.7 -> 24.4 s). The files share the worker's one Chromium, each in
    // browser contexts of its own closed after it (useBrowser); the helpers keep per-browser (for
    // one file) or per-page state only.
    isolate: false,
    // A whole warehouse or order flow is a dozen screens and server searches: 2 minutes bound it.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // `expect.poll` waits as long as a page's own waits (browser.ts: 15 s), not vitest's 1 s: a
    // poll for a server's answer on screen (a line's balance, a count) is the same wait as a
    // locator's. With 1 s, a stress run (npm test beside a busy core) failed the warehouse story
    // where the book quantity took longer to come.
    expect: { poll: { timeout: 15_000 } },
  },
});
