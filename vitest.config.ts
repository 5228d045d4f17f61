import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'bench/support/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Browser flows on a two-core machine that also runs the server suites: 30 s was met with little margin.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
