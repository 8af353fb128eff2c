import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts';
import { startServer, type RunningServer } from '../src/start.ts';
import { runLoad, type LoadResult, type Scenario } from './load.ts';

/**
 * `npm run bench -w local-supabase`: starts the server in this process (loopback,
 * a free port, a throw-away database), measures start-up, then requests/s and
 * p50/p99 for three calls at 1 and 16 concurrent clients (`-- --clients 1,16,64` picks
 * other levels), bounded by count and time. It exits 1 when any request failed.
 * The client shares the process (and the 2 cores) with the server: the figures are
 * for comparing builds on one machine, not capacity planning. Nothing asserts on them.
 */
const LIMITS = { maxRequests: 2000, maxMs: 4000 };
const CONCURRENCY = parseClients(process.argv.slice(2));

/** `--clients 1,16,64` (or `--clients=…`); default 1 and 16. */
function parseClients(args: string[]): number[] {
  const index = args.findIndex((a) => a === '--clients' || a.startsWith('--clients='));
  if (index === -1) return [1, 16];
  const arg = args[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? '');
  const levels = value.split(',').map((v) => Number.parseInt(v, 10));
  if (levels.length === 0 || levels.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`--clients wants positive integers separated by commas, got "${value}"`);
  }
  return levels;
}
const BENCH_ENV = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_TOKEN_PER_5MIN: '1000000', RATE_LIMIT_REFRESH_PER_5MIN: '1000000' };

interface EngineReport {
  engine: string;
  firstStartMs: number;
  restartMs: number | null;
  rssMb: number;
  results: LoadResult[];
}

function scenarios(url: string, anonKey: string): Scenario[] {
  const learner = DEMO_ACCOUNTS[1];
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  return [
    { name: 'course list `GET /rest/v1/course_catalog?select=*`', request: () => fetch(`${url}/rest/v1/course_catalog?select=*`, { headers }) },
    { name: 'one row by id `GET /rest/v1/course_catalog?id=eq.1`', request: () => fetch(`${url}/rest/v1/course_catalog?select=*&id=eq.1`, { headers: { ...headers, accept: 'application/vnd.pgrst.object+json' } }) },
    {
      name: 'password sign-in `POST /auth/v1/token`',
      request: () =>
        fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ email: learner.email, password: learner.password }),
        }),
    },
  ];
}

async function measure(server: RunningServer, anonKey: string): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const scenario of scenarios(server.url, anonKey)) {
    await runLoad(scenario, 1, { maxRequests: 20, maxMs: 2000 }); // warm-up: caches, JIT, catalog
    for (const concurrency of CONCURRENCY) results.push(await runLoad(scenario, concurrency, LIMITS));
  }
  return results;
}

async function benchPglite(): Promise<EngineReport> {
  const dir = mkdtempSync(join(tmpdir(), 'local-supabase-bench-'));
  try {
    const config = loadConfig({ ...BENCH_ENV, DATA_DIR: join(dir, 'pglite') });
    const first = await startServer(config);
    await first.stop();
    const server = await startServer(config);
    try {
      const results = await measure(server, config.ANON_KEY);
      return { engine: 'PGlite', firstStartMs: first.startupMs, restartMs: server.startupMs, rssMb: process.memoryUsage().rss / 1e6, results };
    } finally {
      await server.stop();
    }
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
  try {
    const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: target.href });
    const server = await startServer(config);
    try {
      const results = await measure(server, config.ANON_KEY);
      return { engine: 'PostgreSQL', firstStartMs: server.startupMs, restartMs: null, rssMb: process.memoryUsage().rss / 1e6, results };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const fixed = (n: number, digits = 1): string => n.toFixed(digits);

function print(reports: EngineReport[]): void {
  const lines = ['| engine | call | clients | requests | errors | req/s | p50 ms | p99 ms |', '|---|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of reports) {
    for (const x of r.results) {
      lines.push(`| ${r.engine} | ${x.scenario} | ${x.concurrency} | ${x.requests} | ${x.errors} | ${fixed(x.perSecond, 0)} | ${fixed(x.p50)} | ${fixed(x.p99)} |`);
    }
  }
  lines.push('', '| engine | first start (create, migrate, seed) | restart | RSS after the run |', '|---|---:|---:|---:|');
  for (const r of reports) {
    lines.push(`| ${r.engine} | ${r.firstStartMs} ms | ${r.restartMs === null ? 'n/a' : `${r.restartMs} ms`} | ${fixed(r.rssMb, 0)} MB |`);
  }
  console.log(lines.join('\n'));
}

const reports: EngineReport[] = [await benchPglite()];
const databaseUrl = process.env['DATABASE_URL'];
if (databaseUrl) reports.push(await benchPostgres(databaseUrl));
print(reports);
const failed = reports.flatMap((r) => r.results).filter((x) => x.errors > 0);
if (failed.length > 0) {
  console.error(`${failed.length} row(s) had failed requests: the benchmark fails.`);
  process.exitCode = 1;
}
