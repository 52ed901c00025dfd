import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { earlyQueries } from './early-queries.ts';
import { precompress } from './precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The gateway serves /graphql and /api; in development Vite forwards them so the app keeps
// same-origin URLs (and the same localStorage token) as in production.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), earlyQueries(`${webRoot}src`), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry chunk is React, React Router, Apollo Client and Blueprint core (~175 KB gzip);
    // screens, the layout and icon paths are separate lazy chunks.
    chunkSizeWarningLimit: 600,
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
