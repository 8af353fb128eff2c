/**
 * `npm test`: every test, in the order that fails fastest.
 *   runtime (the pinned Node.js runs them) → lint (ESLint, then Prettier's check) → db-types (the generated Database
 *   types are current) → type-check → unit & component (Vitest, jsdom) → integration
 *   (local-supabase with unmodified supabase-js, on PGlite) → the same suite on
 *   PostgreSQL (a throw-away cluster, Debian's postgresql installed when absent
 *   and root; or the server of DATABASE_URL) → docs (links, decision numbers and file references resolve) → compose file validation → production builds →
 *   end-to-end (Playwright, Chromium, against the builds + a fresh backend).
 * `npm test -- --only unit,e2e` runs a subset; `--skip e2e` leaves some out.
 * `npm test -- --with-load` runs them beside `npm start` and two CPU-bound processes (background-load.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildStaleApps } from './lib/build-apps.ts';
import { SHARED_PACKAGE_DIRS } from './lib/shared-packages.ts';
import { startBackgroundLoad } from './lib/background-load.ts';
import { ensureChromium } from './lib/chromium.ts';
import { integrationOnPostgres } from './lib/integration-postgres.ts';
import { PINNED_NODE, pinnedRuntimeEnv, runtimeProblem } from './lib/node-runtime.ts';

type Stage = { name: string; run: () => number | Promise<number> };

const bin = (pkg: string, file: string) => join(ROOT, 'node_modules', pkg, file);
// Every stage's processes load the pinned-Node guard (node-runtime.ts): one that
// fell back to another Node ends with the reason, failing its stage.
const node = (args: string[], cwd = ROOT, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...pinnedRuntimeEnv(), ...env } }).status ?? 1;

const TS_PROJECTS = [
  '.',
  'build-config',
  ...SHARED_PACKAGE_DIRS,
  'shell',
  'mfe-auth',
  'mfe-catalog',
  'mfe-learner',
  'mfe-admin',
  'local-supabase',
  'site-server',
  'e2e',
  'docs',
  'supabase',
];

const stages: Stage[] = [
  {
    name: 'runtime',
    run: () => {
      const problem = runtimeProblem();
      if (problem) console.error(problem);
      else console.log(`Node.js ${process.version} (${process.execPath}), the pinned ${PINNED_NODE}`);
      return problem ? 1 : node(['-e', 'process.exit(0)']);
    },
  },
  {
    name: 'lint',
    // ESLint for what the code does, Prettier for how it is laid out (`npm run format` fixes the latter).
    run: () =>
      // Type-aware rules hold every package's TypeScript program at once (~5 GB for the whole repository, measured
      // 2026-11-27): past Node's default heap, so ESLint gets 8 GB (CI machines have 24).
      node(['--max-old-space-size=8192', bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']) ||
      node([bin('prettier', 'bin/prettier.cjs'), '--check', '.']),
  },
  // The generated Database types (shared/db/src) match the migrations: a migration without `npm run db:types` fails here.
  { name: 'db-types', run: () => node([bin('tsx', 'dist/cli.mjs'), 'scripts/generate-db-types.ts', '--check']) },
  {
    name: 'typecheck',
    run: () => TS_PROJECTS.reduce((failed, project) => failed || node([bin('typescript', 'bin/tsc'), '-p', project, '--noEmit']), 0),
  },
  { name: 'unit', run: () => node([bin('vitest', 'vitest.mjs'), 'run']) },
  {
    name: 'integration',
    run: () =>
      node([bin('vitest', 'vitest.mjs'), 'run'], join(ROOT, 'local-supabase'), { DATABASE_URL: '' }) ||
      // The admin area's proof that a learner's token can do no admin action (its own fresh backend).
      node([bin('vitest', 'vitest.mjs'), 'run', '--config', 'e2e/tests/mfe-admin/vitest.config.ts']),
  },
  {
    name: 'integration-postgres',
    run: () =>
      integrationOnPostgres(console.log, (databaseUrl) =>
        node([bin('vitest', 'vitest.mjs'), 'run'], join(ROOT, 'local-supabase'), { DATABASE_URL: databaseUrl }),
      ),
  },
  { name: 'docs', run: () => node([bin('tsx', 'dist/cli.mjs'), 'docs/check.ts']) },
  { name: 'compose', run: () => node([bin('dclint', 'bin/dclint.cjs'), 'docker-compose.yml']) },
  {
    name: 'build',
    run: () => {
      try {
        buildStaleApps();
        return 0;
      } catch (error) {
        console.error(error);
        return 1;
      }
    },
  },
  {
    name: 'e2e',
    run: () => {
      const chrome = ensureChromium(console.log);
      return node([bin('@playwright/test', 'cli.js'), 'test'], join(ROOT, 'e2e'), {
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        ...(chrome ? { CHROME_PATH: chrome } : {}),
      });
    },
  },
];

function parseList(flag: string): Set<string> | null {
  const index = process.argv.indexOf(flag);
  const value = index === -1 ? undefined : process.argv[index + 1];
  return value ? new Set(value.split(',')) : null;
}

const only = parseList('--only');
const skip = parseList('--skip') ?? new Set<string>();
const selected = stages.filter((s) => (!only || only.has(s.name)) && !skip.has(s.name));

const load = process.argv.includes('--with-load') ? await startBackgroundLoad({ burners: 2, withSite: true, log: console.log }) : null;

let passed = 0;
let failed = 0;
const timings: string[] = [];
for (const stage of selected) {
  console.log(`\n━━━ ${stage.name} ━━━`);
  const started = Date.now();
  const status = await stage.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  timings.push(`${status === 0 ? '✓' : '✗'} ${stage.name} (${seconds} s)`);
  if (status === 0) passed++;
  else {
    failed++;
    if (!process.argv.includes('--keep-going')) break;
  }
}
load?.stop();
console.log(`\n${timings.join('\n')}`);
console.log(`stages: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed === selected.length ? 0 : 1);
