import { defineConfig } from 'vitest/config';

// The Spark suite: dqw beside production (sparquet_cola and sparquet on a local Spark).
// `npm run test:spark` makes the pinned environments and starts it; see scripts/spark/.
export default defineConfig({
  test: {
    include: ['src/**/*.spark.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['src/adapters/spark/setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One file at a time: each feeds the oracles in batches, and Spark is the bottleneck.
    fileParallelism: false,
  },
});
