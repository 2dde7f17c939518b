import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
