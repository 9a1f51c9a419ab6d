import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node against real DuckDB (WASM blocking build and
// native). e2e/ belongs to Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The Spark suite has its own config and setup (npm run test:spark).
    exclude: ['**/node_modules/**', 'src/**/*.spark.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
