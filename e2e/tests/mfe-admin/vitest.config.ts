import { defineConfig } from 'vitest/config';

/**
 * Node-side proofs for the admin area (supabase-js against a real local-supabase), apart from the
 * Playwright specs in this folder. Run: npx vitest run --config e2e/tests/mfe-admin/vitest.config.ts
 */
export default defineConfig({
  test: {
    name: 'mfe-admin-node',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.node.test.ts'],
    globalSetup: ['./backend-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
