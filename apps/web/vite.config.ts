import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';

// In development the API runs on its own port; in production the server serves dist/ itself.
const api = process.env.CAREOPS_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // bench/web-bundle.bench.mjs reads the manifest to measure the initial JavaScript.
    manifest: true,
    rollupOptions: {
      treeshake: {
        // Core's modules only define things (its index is a barrel); without this, every module
        // the barrel re-exports, e.g. the command registry with its zod schemas, would ship in
        // the entry chunk even when only the login page needs core.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/healthz': api,
      '^/system/.*\\.json$': api,
    },
  },
});
