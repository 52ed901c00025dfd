// Builds the web app when web/dist is missing or older than its sources, so `npm start` right
// after `npm install` serves a current UI without a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isWebBuildCurrent } from './web-build-state.mjs';

const root = new URL('..', import.meta.url).pathname;

if (!existsSync(join(root, 'web/vite.config.ts'))) {
  console.log('web: no web/vite.config.ts, nothing to build');
} else if (isWebBuildCurrent(root)) {
  console.log('web: build is current');
} else {
  console.log('web: building the web app (vite build)…');
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // The build is what users get: React's production code, whatever the caller's environment.
      // Vite passes NODE_ENV on to React, and vitest sets it to `test` for the e2e run's
      // globalSetup, which built a development React that `npm start` then served as current.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
