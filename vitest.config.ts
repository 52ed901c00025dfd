import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner, three projects: the CRM contract suite (also run alone against PostgreSQL in CI),
// the gateway and legacy API through app.inject, and the web in jsdom with msw.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine,
    // idle while a test waits on a child process, a timeout or a socket. Two keep it busy (the
    // suite's wall time fell from 11 to 8.5 min there); tests never assert timings.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'crm',
          include: ['tests/crm/**/*.test.ts'],
          globalSetup: ['tests/crm-template.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'gateway',
          globalSetup: ['tests/crm-template.ts'],
          include: [
            'tests/gateway/**/*.test.ts',
            'tests/legacy-api/**/*.test.ts',
            'tests/schema/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // A screen test clicks through lazy chunks and several msw round trips: 5 s (the
          // default) is too little on a 2-core machine running the other projects beside it.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
