import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One runner, three projects: the CRM contract suite (also run alone against PostgreSQL in CI),
// the gateway and legacy API through app.inject, and the web in jsdom with msw.

/**
 * The server suites run their files one after another in a reused worker (isolate: false): each
 * file still starts its own CRM and gateway, but the code under test and PGlite's compiled
 * WebAssembly load once per worker instead of once per file: about 40 % less CPU (8 CRM files:
 * 106 → 63 s of CPU, module import 145 → 15 s). Files that replace modules (vi.mock) must not
 * share them: they run isolated, in the '-isolated' twin of their project.
 */
const ISOLATED = ['tests/crm/passwords.test.ts'];

const SERVER = {
  globalSetup: ['tests/crm-template.ts'],
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * One copy of graphql-js in the server suites, as in production: `graphql` has no "exports" map,
 * so Node (Apollo, graphql-ws, graphql-query-complexity) loads its CommonJS build while Vite would
 * hand our modules its .mjs build, and graphql-js refuses a schema or type of the other copy
 * (instanceof; graphql-query-complexity then prices nothing). Pointing Vite at the CommonJS file
 * makes the tests load what `node --import tsx` loads.
 */
const ONE_GRAPHQL = {
  alias: [
    {
      find: /^graphql$/,
      replacement: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)),
    },
  ],
};

/**
 * Each web test file runs in a fresh worker and loaded Blueprint, Apollo and the router as some
 * thousand small modules: Node's loader (resolve, stat, read, compile) was the largest CPU cost of
 * a screen test before its first line ran. Pre-bundled into one file per package (once per run,
 * in node_modules/.vite), they load in a fraction of it: 8 screen files 68 → 56 s of CPU.
 * Whatever holds state two sides share is in the same bundle: react-dom with @testing-library (one
 * renderer for the app and render()), @testing-library/dom with user-event (one config, the
 * timeout setup.ts sets), react-transition-group (the copy setup.ts switches off is the one
 * Blueprint animates with). React itself vitest always keeps external, so there is one React.
 */
const WEB_DEPS = {
  enabled: true,
  include: [
    '@blueprintjs/core',
    '@blueprintjs/icons',
    '@blueprintjs/select',
    '@blueprintjs/datetime',
    '@blueprintjs/table',
    '@apollo/client',
    '@apollo/client/utilities',
    '@apollo/client/link/context',
    '@apollo/client/link/error',
    '@apollo/client/link/subscriptions',
    'react-dom',
    'react-dom/client',
    'react-router-dom',
    'react-transition-group',
    '@testing-library/react',
    '@testing-library/dom',
    '@testing-library/user-event',
    'date-fns',
    'date-fns/locale',
  ],
  // One graphql-js for the app and the tests' msw handlers; the JSX runtime named, so the bundles
  // import it (an unnamed external they would `require`, which an ES module cannot).
  exclude: ['graphql', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
};

function server(name: string, include: string[]) {
  const isolated = ISOLATED.filter((file) => include.some((glob) => file.startsWith(glob.split('**')[0])));
  return [
    { resolve: ONE_GRAPHQL, test: { ...SERVER, name, include, exclude: isolated, isolate: false } },
    ...(isolated.length
      ? [{ resolve: ONE_GRAPHQL, test: { ...SERVER, name: `${name}-isolated`, include: isolated } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine,
    // idle while a test waits on a child process, a timeout or a socket. Two keep it busy (the
    // suite's wall time fell from 11 to 8.5 min there); tests never assert timings.
    maxWorkers: 2,
    projects: [
      ...server('crm', ['tests/crm/**/*.test.ts']),
      ...server('gateway', [
        'tests/gateway/**/*.test.ts',
        'tests/legacy-api/**/*.test.ts',
        'tests/schema/**/*.test.ts',
        'tests/scripts/**/*.test.ts',
      ]),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/fresh-helpers.ts', 'tests/web/setup.ts'],
          // The files share their worker and its jsdom, as the server projects do: the app,
          // Blueprint, Apollo and jsdom load once per worker instead of once per file (the web
          // project's CPU about halved). What a file could leave behind for the next is reset:
          // the test helpers' module state (fresh-helpers.ts), the tab's storage, the toaster and
          // stubbed globals (setup.ts), the element sizes a file fakes (render.tsx desktopBox).
          isolate: false,
          // A screen test clicks through lazy chunks and several msw round trips: 5 s (the
          // default) is too little on a 2-core machine running the other projects beside it.
          testTimeout: 15_000,
          deps: { optimizer: { client: WEB_DEPS } },
        },
      },
    ],
  },
});
