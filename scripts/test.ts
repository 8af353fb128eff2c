/**
 * `npm test`: every test, in the order that fails fastest.
 *   runtime (the pinned Node.js runs them) → lint (ESLint, then Prettier's check) beside type-check → db-types (the
 *   generated Database types are current) → unit & component (Vitest, jsdom) → integration
 *   (local-supabase with unmodified supabase-js, on PGlite) → the same suite on
 *   PostgreSQL (a throw-away cluster, Debian's postgresql installed when absent
 *   and root; or the server of DATABASE_URL) → docs (links, decision numbers and file references resolve) → compose file validation → production builds →
 *   end-to-end (Playwright, Chromium, against the builds + a fresh backend).
 * `npm test -- --only unit,e2e` runs a subset; `--skip e2e` leaves some out.
 * `npm test -- --with-load` runs them beside `npm start` and two CPU-bound processes (background-load.ts).
 * lint and typecheck run side by side: each is one single-threaded process, and the machine has (at least) two cores.
 * Their output is held and printed whole when each ends, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildStaleApps } from './lib/build-apps.ts';
import { SHARED_PACKAGE_DIRS } from './lib/shared-packages.ts';
import { startBackgroundLoad } from './lib/background-load.ts';
import { ensureE2eChromium } from './lib/chromium.ts';
import { integrationOnPostgres } from './lib/integration-postgres.ts';
import { PINNED_NODE, pinnedRuntimeEnv, runtimeProblem } from './lib/node-runtime.ts';

/** Runs a process on the pinned Node.js and resolves with its exit status. */
type RunNode = (args: string[], cwd?: string, env?: NodeJS.ProcessEnv) => Promise<number>;
type Stage = {
  name: string;
  run: (node: RunNode) => number | Promise<number>;
  /** Runs beside the stage after it (both single-threaded), its output held until it ends. */
  besideNext?: boolean;
};

const bin = (pkg: string, file: string) => join(ROOT, 'node_modules', pkg, file);

/**
 * A RunNode whose processes print to this terminal, or into `held` when given. Every stage's processes load the
 * pinned-Node guard (node-runtime.ts): one that fell back to another Node ends with the reason, failing its stage.
 */
const nodeRunner =
  (held?: Buffer[]): RunNode =>
  (args, cwd = ROOT, env = {}) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd,
        stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...pinnedRuntimeEnv(), ...env },
      });
      child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
      child.on('error', (error) => {
        held?.push(Buffer.from(`${error.message}\n`));
        resolve(1);
      });
      child.on('close', (status) => resolve(status ?? 1));
    });

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
    run: (node) => {
      const problem = runtimeProblem();
      if (problem) console.error(problem);
      else console.log(`Node.js ${process.version} (${process.execPath}), the pinned ${PINNED_NODE}`);
      return problem ? 1 : node(['-e', 'process.exit(0)']);
    },
  },
  {
    name: 'lint',
    // ESLint for what the code does, Prettier for how it is laid out (`npm run format` fixes the latter).
    besideNext: true,
    run: async (node) =>
      // Type-aware rules hold every package's TypeScript program at once (~5 GB for the whole repository, measured
      // 2026-11-27): past Node's default heap, so ESLint gets 8 GB (CI machines have 24).
      (await node(['--max-old-space-size=8192', bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'])) ||
      node([bin('prettier', 'bin/prettier.cjs'), '--check', '.']),
  },
  // The generated Database types (shared/db/src) match the migrations: a migration without `npm run db:types` fails here.
  {
    name: 'typecheck',
    run: async (node) => {
      for (const project of TS_PROJECTS) {
        const status = await node([bin('typescript', 'bin/tsc'), '-p', project, '--noEmit']);
        if (status !== 0) return status;
      }
      return 0;
    },
  },
  { name: 'db-types', run: (node) => node([bin('tsx', 'dist/cli.mjs'), 'scripts/generate-db-types.ts', '--check']) },
  { name: 'unit', run: (node) => node([bin('vitest', 'vitest.mjs'), 'run']) },
  {
    name: 'integration',
    run: async (node) =>
      (await node([bin('vitest', 'vitest.mjs'), 'run'], join(ROOT, 'local-supabase'), { DATABASE_URL: '' })) ||
      // The admin area's proof that a learner's token can do no admin action (its own fresh backend).
      node([bin('vitest', 'vitest.mjs'), 'run', '--config', 'e2e/tests/mfe-admin/vitest.config.ts']),
  },
  {
    name: 'integration-postgres',
    run: (node) =>
      integrationOnPostgres(console.log, (databaseUrl) =>
        node([bin('vitest', 'vitest.mjs'), 'run'], join(ROOT, 'local-supabase'), { DATABASE_URL: databaseUrl }),
      ),
  },
  { name: 'docs', run: (node) => node([bin('tsx', 'dist/cli.mjs'), 'docs/check.ts']) },
  { name: 'compose', run: (node) => node([bin('dclint', 'bin/dclint.cjs'), 'docker-compose.yml']) },
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
    run: (node) => {
      const chrome = ensureE2eChromium(console.log);
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

/** Runs one stage; `held` collects its output when it runs beside another. */
async function runStage(stage: Stage, held?: Buffer[]): Promise<number> {
  const started = Date.now();
  const status = await stage.run(nodeRunner(held));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  timings.push(`${status === 0 ? '✓' : '✗'} ${stage.name} (${seconds} s)`);
  if (status === 0) passed++;
  else failed++;
  return status;
}

/** The selected stages in turns: a stage marked besideNext shares its turn with the stage after it. */
function turnsOf(list: readonly Stage[]): Stage[][] {
  const turns: Stage[][] = [];
  for (const stage of list) {
    const last = turns.at(-1);
    if (last?.at(-1)?.besideNext) last.push(stage);
    else turns.push([stage]);
  }
  return turns;
}

for (const turn of turnsOf(selected)) {
  const [alone] = turn;
  if (turn.length === 1 && alone) {
    console.log(`\n━━━ ${alone.name} ━━━`);
    await runStage(alone);
  } else {
    console.log(`\n━━━ ${turn.map((stage) => stage.name).join(' and ')}, side by side ━━━`);
    const runs = turn.map((stage) => {
      const output: Buffer[] = [];
      return { stage, output, done: runStage(stage, output) };
    });
    for (const { stage, output, done } of runs) {
      await done;
      console.log(`\n━━━ ${stage.name} ━━━`);
      process.stdout.write(Buffer.concat(output));
    }
  }
  if (failed > 0 && !process.argv.includes('--keep-going')) break;
}
load?.stop();
console.log(`\n${timings.join('\n')}`);
console.log(`stages: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed === selected.length ? 0 : 1);
