import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the real gateway: one server for the run (globalSetup), files one after
// another because they share it, generous timeouts because Chromium and the CRM seed are real.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    // A whole warehouse or order flow is a dozen screens and server searches: 2 minutes bound it.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
