import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { blueprintIconNames } from './blueprint-icon-names.ts';
import { earlyEntry } from './early-entry.ts';
import { earlyQueries } from './early-queries.ts';
import { offlineShell } from './offline-shell.ts';
import { precompress } from './precompress.ts';
import { splitDocuments } from './split-documents.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The gateway serves /graphql and /api; in development Vite forwards them so the app keeps
// same-origin URLs (and the same localStorage token) as in production.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const shell = offlineShell(webRoot);

/**
 * The installable app (docs/offline.md «Приложение и данные без сети»): a generated worker
 * (generateSW: everything it does is declarative, so no hand-written worker to keep in step with
 * Workbox) that precaches the shell and the POS (offline-shell.ts) and answers a page navigation
 * with that index.html when the network fails. The page registers it itself (src/offline/sw/), in
 * production builds only, and asks before a new version takes over (registerType 'prompt').
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  scope: '/',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Флора CRM',
    short_name: 'Флора',
    description: 'Флора CRM: заказы, клиенты, склад и касса',
    lang: 'ru',
    dir: 'ltr',
    // The landing page of whoever signs in (schema/landing.ts): the POS for a fast-food till.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2f343c',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
    // Twins and maps are never fetched by the page itself.
    globIgnores: ['**/*.br', '**/*.gz', '**/*.map'],
    // The shell and the POS only (offline-shell.ts); the build's other ~1,600 files are not.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.files().has(e.url)),
        warnings: [],
      }),
    ],
    // Vite's hashed names already change with their content: no ?__WB_REVISION__ needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    // Data and the legacy API are never answered by the worker (nor is GraphQL's POST anyway).
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/],
    runtimeCaching: [
      {
        // Icon modules and screens opened online: hashed, immutable, so the first copy is right.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'flora-assets',
          expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    cleanupOutdatedCaches: true,
    // The first worker takes the open page at once, so what it loads is cached by the runtime rule;
    // a later one waits for «Обновить» (skipWaiting false: it listens for SKIP_WAITING).
    clientsClaim: true,
    skipWaiting: false,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    splitDocuments(`${webRoot}src/graphql/__generated__/hooks.ts`, `${webRoot}src/graphql/index.ts`),
    blueprintIconNames(`${webRoot}src/app/icon-names.ts`),
    earlyQueries(`${webRoot}src`),
    earlyEntry(webRoot, 'src/app/early-start.ts'),
    shell,
    pwa,
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry is React, React Router and Blueprint core (~125 KB compressed, several chunks);
    // Apollo, screens, the layout and icon paths are separate lazy chunks; each screen's chunks
    // carry the generated documents it asks for (split-documents.ts).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // A chunk shared by several screens and smaller than this (source bytes) is copied into
        // each of them instead of fetched on its own: a cold /order/allOrder loaded 111 scripts,
        // most under 1 KB, each a request and a module on a busy 2-core till; now about 45
        // (docs/performance.md V2). Rolldown's option is experimental: it turns on
        // strictExecutionOrder (modules run in import order, as written), which the browser
        // suite covers, and web/dist's build test checks the served build.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8192 } },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // schema/access.ts lives outside web/: the app imports the access policy the server enforces.
    fs: { allow: [repoRoot] },
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
    },
  },
  preview: { port: 5173 },
});
