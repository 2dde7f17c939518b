import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Each text file also as .br and .gz at the strongest settings, once, at build time: the server sends these as
    // they are (api/src/http/static-assets.ts) instead of compressing on every request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|txt|xml)$/,
      exclude: /\.vite\//,
    }),
  ],
  resolve: {
    alias: [
      // react-big-calendar imports lodash's CommonJS files one by one; the ES build of the same functions shares its
      // helpers and tree-shakes.
      { find: /^lodash\/(.*)$/, replacement: 'lodash-es/$1.js' },
      // ...and registers dayjs plugins for its dayjs localizer at import time; the app uses the date-fns localizer.
      { find: /^dayjs\/plugin\/.*$/, replacement: path.join(import.meta.dirname, 'build', 'noop-dayjs-plugin.ts') },
      { find: /^react-overlays$/, replacement: path.join(import.meta.dirname, 'build', 'no-popup-overlay.tsx') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads, read by `npm run size` (scripts/size.ts).
    manifest: true,
  },
  server: {
    // The API serves /graphql and /api on one port; the dev server forwards both so cookies stay same-origin.
    proxy: {
      '/graphql': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
    },
  },
});
