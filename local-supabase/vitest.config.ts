import { defineConfig } from 'vitest/config';

/**
 * Every test file gets its own server and database copy (test/harness.ts); the
 * seeded database is built once per run in test/global-setup.ts. Forks keep
 * each PGlite (WASM, ~0.5 GB) in its own process; two at a time suit 2 cores.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
