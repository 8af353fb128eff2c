import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SHARED_PACKAGE_DIRS } from 'scripts/shared-packages';

/**
 * One Vitest run for every browser-side workspace (jsdom), plus the Node-side
 * build-config, site-server and the helpers in scripts/lib. local-supabase has its own config (Node, real
 * database) and runs as the integration stage.
 */
const browserProject = (name: string) => ({
  plugins: [react()],
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // From the project's folder back to the repository's root (`shared/ui` is two levels down).
    setupFiles: [`${'../'.repeat(name.split('/').length)}vitest.setup.ts`],
    css: false,
    // Node 26 has a Web Storage of its own; without a file it is an empty global that warns when touched and
    // shadows jsdom's localStorage. These tests are a browser's page: jsdom's storage is the one they mean.
    execArgv: ['--no-webstorage'],
    // A ceiling, not a wait: typing and rendering in jsdom pass 5 s on a loaded 2-core machine.
    testTimeout: 30_000,
    // One jsdom per worker for all its files, not one per file: the stage took 315 s alone on 2 cores, 85 s so.
    // vitest.setup.ts gives each file fresh modules and a clean page, storage, globals and timers.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's own default is a worker per core but one: on CI's 2 cores that is one worker, and the stage took
    // 496 s using 1.2 cores; two took 315 s. (Each file's jsdom set-up is most of the time, and is per worker.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The packages under shared/ (decision 0064) run in jsdom too: most of them are browser code.
      ...[...SHARED_PACKAGE_DIRS, 'shell', 'mfe-auth', 'mfe-catalog', 'mfe-learner', 'mfe-admin'].map(browserProject),
      { test: { name: 'test-setup', root: '.', environment: 'node', include: ['vitest.*.test.ts'] } },
      { test: { name: 'build-config', root: './build-config', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'lint', root: './lint', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'scripts', root: './scripts', environment: 'node', include: ['lib/**/*.test.ts'] } },
      { test: { name: 'docs', root: './docs', environment: 'node', include: ['*.test.ts'] } },
      { test: { name: 'site-server', root: './site-server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 } },
    ],
  },
});
