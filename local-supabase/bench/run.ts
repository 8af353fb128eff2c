import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts';
import { startServer, type RunningServer } from '../src/start.ts';
import { freePort } from '../test/free-port.ts';
import type { LoadLimits, LoadResult } from './load.ts';
import type { RequestSpec, WorkerJob } from './load-worker.ts';
import { describeMachine } from './machine.ts';
import { timeProcessStart } from './process-start.ts';
import { formatSpread, spread, type Spread } from './stats.ts';

/**
 * `npm run bench -w local-supabase`: issue 17's speed targets, measured REPEATS
 * times each and printed as median (min–max), for PGlite and, when
 * DATABASE_URL is set (the npm script starts a throw-away cluster when
 * PostgreSQL is installed), PostgreSQL beside it:
 *   - single-row read p50 at 1 client (target ≤ 3 ms),
 *   - requests/s of that read at 16 concurrent clients (target ≥ 500),
 *   - start on an existing database: in-process (open + bootstrap check + listen)
 *     and a whole `npm start`-like process to its first answer (target ≤ 1 s),
 * then one run each of a course list and a password sign-in at 1 and 16 clients.
 * The load generator runs in a worker thread; the machine and its load average
 * are printed with the figures. Exits 1 when any request failed.
 */
const REPEATS = Number(argValue('--repeats') ?? 5);
const TARGET_LIMITS: LoadLimits = { maxRequests: 3000, maxMs: 3000 };
const OTHER_LIMITS: LoadLimits = { maxRequests: 2000, maxMs: 3000 };
const BENCH_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_TOKEN_PER_5MIN: '1000000',
  RATE_LIMIT_REFRESH_PER_5MIN: '1000000',
};

function argValue(flag: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

interface EngineReport {
  engine: string;
  readP50: Spread;
  read16PerSecond: Spread;
  read16P50: Spread;
  startInProcess: Spread;
  startProcess: Spread;
  firstStartMs: number;
  others: LoadResult[];
  errors: number;
}

// Workers do not inherit tsx's loader hooks on Node 20: the worker registers them, then loads the TypeScript file.
const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}); })`;

function load(spec: RequestSpec, concurrency: number, limits: LoadLimits): Promise<LoadResult> {
  const job: WorkerJob = { spec, concurrency, limits };
  const worker = new Worker(WORKER_BOOT, { eval: true, workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}

function specs(url: string, anonKey: string): { read: RequestSpec; others: RequestSpec[] } {
  const learner = DEMO_ACCOUNTS[1];
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  return {
    read: {
      name: 'one row by id `GET /rest/v1/course_catalog?id=eq.1` (object)',
      url: `${url}/rest/v1/course_catalog?select=*&id=eq.1`,
      method: 'GET',
      headers: { ...headers, accept: 'application/vnd.pgrst.object+json' },
    },
    others: [
      { name: 'course list `GET /rest/v1/course_catalog?select=*`', url: `${url}/rest/v1/course_catalog?select=*`, method: 'GET', headers },
      {
        name: 'password sign-in `POST /auth/v1/token`',
        url: `${url}/auth/v1/token?grant_type=password`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: learner.email, password: learner.password }),
      },
    ],
  };
}

async function measureLoad(server: RunningServer, anonKey: string) {
  const { read, others } = specs(server.url, anonKey);
  await load(read, 1, { maxRequests: 200, maxMs: 2000 }); // warm-up: schema cache, JIT, connections
  const at1: LoadResult[] = [];
  const at16: LoadResult[] = [];
  for (let i = 0; i < REPEATS; i++) {
    at1.push(await load(read, 1, TARGET_LIMITS));
    at16.push(await load(read, 16, TARGET_LIMITS));
  }
  const rest: LoadResult[] = [];
  for (const spec of others) {
    await load(spec, 1, { maxRequests: 10, maxMs: 2000 });
    for (const clients of [1, 16]) rest.push(await load(spec, clients, OTHER_LIMITS));
  }
  return {
    readP50: spread(at1.map((r) => r.p50)),
    read16PerSecond: spread(at16.map((r) => r.perSecond)),
    read16P50: spread(at16.map((r) => r.p50)),
    others: rest,
    errors: [...at1, ...at16, ...rest].reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Starts on the same database REPEATS times, in this process and as a whole server process. */
async function measureStarts(env: Record<string, string>): Promise<{ inProcess: Spread; process: Spread }> {
  const inProcess: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const server = await startServer(loadConfig(env));
    inProcess.push(server.startupMs);
    await server.stop();
    whole.push(await timeProcessStart(env, await freePort()));
  }
  return { inProcess: spread(inProcess), process: spread(whole) };
}

async function benchEngine(engine: string, env: Record<string, string>): Promise<EngineReport> {
  const config = loadConfig(env);
  const first = await startServer(config);
  await first.stop();
  const starts = await measureStarts(env);
  const server = await startServer(config);
  try {
    const measured = await measureLoad(server, config.ANON_KEY);
    return { engine, firstStartMs: first.startupMs, startInProcess: starts.inProcess, startProcess: starts.process, ...measured };
  } finally {
    await server.stop();
  }
}

async function benchPglite(): Promise<EngineReport> {
  const dir = mkdtempSync(join(tmpdir(), 'local-supabase-bench-'));
  try {
    return await benchEngine('PGlite', { ...BENCH_ENV, DATA_DIR: join(dir, 'pglite'), STORAGE_DIR: join(dir, 'storage') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<EngineReport> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `local_supabase_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'local-supabase-bench-'));
  try {
    return await benchEngine('PostgreSQL', { ...BENCH_ENV, DATABASE_URL: target.href, STORAGE_DIR: join(dir, 'storage') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const fixed = (n: number, digits = 1): string => n.toFixed(digits);

function print(reports: EngineReport[], machineBefore: string): void {
  const lines = [
    `Machine: ${machineBefore}`,
    `After the run: ${describeMachine()}`,
    `Each figure: median (min–max) of ${REPEATS} runs; load generator in a worker thread of the same process.`,
    '',
    '| target | ' + reports.map((r) => r.engine).join(' | ') + ' |',
    '|---|' + reports.map(() => '---:').join('|') + '|',
    '| single-row read p50, 1 client (≤ 3 ms) | ' + reports.map((r) => `${formatSpread(r.readP50, 2)} ms`).join(' | ') + ' |',
    '| single-row read, 16 clients: requests/s (≥ 500) | ' + reports.map((r) => formatSpread(r.read16PerSecond, 0)).join(' | ') + ' |',
    '| single-row read, 16 clients: p50 | ' + reports.map((r) => `${formatSpread(r.read16P50, 1)} ms`).join(' | ') + ' |',
    '| start on an existing database, in process (≤ 1 s) | ' +
      reports.map((r) => `${formatSpread(r.startInProcess, 0)} ms`).join(' | ') +
      ' |',
    '| start on an existing database, whole process to first answer | ' +
      reports.map((r) => `${formatSpread(r.startProcess, 0)} ms`).join(' | ') +
      ' |',
    '| first start (create, migrate, seed) | ' + reports.map((r) => `${r.firstStartMs} ms`).join(' | ') + ' |',
    '',
    '| engine | call | clients | requests | errors | req/s | p50 ms | p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of reports) {
    for (const x of r.others) {
      lines.push(
        `| ${r.engine} | ${x.scenario} | ${x.concurrency} | ${x.requests} | ${x.errors} | ${fixed(x.perSecond, 0)} | ${fixed(x.p50)} | ${fixed(x.p99)} |`,
      );
    }
  }
  console.log(lines.join('\n'));
}

const machineBefore = describeMachine();
const reports: EngineReport[] = [await benchPglite()];
const databaseUrl = process.env['DATABASE_URL'];
if (databaseUrl) reports.push(await benchPostgres(databaseUrl));
else console.error('No DATABASE_URL (and no PostgreSQL found by the npm script): PGlite only.');
print(reports, machineBefore);
const failed = reports.reduce((sum, r) => sum + r.errors, 0);
if (failed > 0) {
  console.error(`${failed} request(s) failed: the benchmark fails.`);
  process.exitCode = 1;
}
