import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { gqlDocuments } from './build/gql-documents.ts';
import { productionBuild } from './build/production-build.ts';
import { siteHead } from './build/site-head.ts';

const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: isSsrBuild ? false : 'public',
  // React's production server renderer in the server bundle, whatever NODE_ENV the API runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [
    productionBuild(),
    siteHead(),
    gqlDocuments({ srcDir: path.join(import.meta.dirname, 'src') }),
    react(),
    // The installed app's service worker (src/sw.ts), given the list of the build's files to precache. The manifest is
    // served by the API (named after the business: api/src/http/web-manifest.ts), and main.tsx registers the worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          globIgnores: ['.vite/**', '.ssr/**', 'public.html'],
          // The calendar's and charts' chunks are large but part of the shell like any other route.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    // Each text file also as .br and .gz at the strongest settings, once, at build time: the server sends these as
    // they are (api/src/http/static-assets.ts) instead of compressing on every request.
    // (not for the server bundle of the public page, which only the API reads)
    !isSsrBuild &&
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
      // react-big-calendar imports lodash's CommonJS files one by one: its nine functions in a few lines each
      // (web/build/lodash/index.ts), since even lodash's ES build shares a deep-equality and iteratee core that was
      // ~9.5 KB gzip of the /calendar route.
      {
        find: /^lodash\/(chunk|defaults|findIndex|isEqual|mapValues|omit|range|sortBy|transform)$/,
        replacement: path.join(import.meta.dirname, 'build', 'lodash', '$1.ts'),
      },
      // Any other lodash file: the ES build of the same function, which shares its helpers and tree-shakes.
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
    manifest: !isSsrBuild,
    rolldownOptions: {
      // Two pages: the SPA (index.html), and the public page the API renders on the server and the browser hydrates
      // (public.html, which loads none of the app: no Apollo Client, no router).
      input: isSsrBuild ? undefined : { index: 'index.html', public: 'public.html' },
      output: isSsrBuild
        ? undefined
        : {
            // React and styled-components, which both pages need first, in one chunk named for what it is (left to
            // itself, the bundler names the shared chunk after one of its modules, e.g. "gql").
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/,
                },
              ],
            },
          },
    },
  },
  // `vite build --ssr src/public-server.tsx`: one self-contained file (React's server renderer and styled-components
  // included), so the API needs none of the web's packages at run time (the Docker image installs only the API's).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    // The API serves /graphql and /api on one port; the dev server forwards both so cookies stay same-origin.
    proxy: {
      '/graphql': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
    },
  },
}));
