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
    // A whole warehouse or order flow is a dozen screens and server searches: 2 minutes bound it.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
