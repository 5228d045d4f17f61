import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.js';
import { startChunkName } from './start-chunk.js';

// In development the API runs on its own port; in production the server serves dist/ itself.
const api = process.env.CAREOPS_API ?? 'http://127.0.0.1:3000';

// The message catalogue's area parts reach the browser as their own chunk, fetched with the first
// area page, not in the entry chunk: core's en-area-parts.ts (all parts present, for the CLI and
// the server) is swapped for its browser variant (docs/web-console.md, Delivery).
const browserAreaMessages = fileURLToPath(new URL('../../packages/core/src/i18n/en-area-parts.browser.ts', import.meta.url));
function areaMessagesOnDemand(): Plugin {
  return {
    name: 'careops-area-messages-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './en-area-parts' && importer && /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/]/.test(importer)) return browserAreaMessages;
      return null;
    },
  };
}

// The keyboard layer's steps (platform/layout/keyboard-loader.tsx) load once the page has
// settled: nothing waits on them, so their ~100 chunks come through the module graph rather
// than one appended <link rel=modulepreload> each (50–150 ms in one task on a phone).
const loadedWhenSettled = /^assets\/(console-registry|keyboard-layer)-[\w-]+\.js$/;
function preloadedWithImport(file: string, deps: string[]): string[] {
  return loadedWhenSettled.test(file) ? [] : deps;
}

export default defineConfig({
  plugins: [areaMessagesOnDemand(), react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // bench/web-bundle.bench.mjs reads the manifest to measure the initial JavaScript.
    manifest: true,
    modulePreload: { resolveDependencies: preloadedWithImport },
    rollupOptions: {
      treeshake: {
        // Core's modules only define things (its index is a barrel); without this, every module
        // the barrel re-exports, e.g. the command registry with its zod schemas, would ship in
        // the entry chunk even when only the login page needs core.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]src[\\/]/.test(id),
      },
      // What every first load needs travels as one chunk with boot, not as dozens of small ones
      // (start-chunk.ts). Their dependencies outside the group (core, the entry's language
      // modules) stay where they are: pulled in, the entry would import boot before it has set
      // the language.
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: startChunkName() }] } },
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
