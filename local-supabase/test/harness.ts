import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { IN_MEMORY } from '../src/db/pglite-database.ts';
import type { Database } from '../src/db/types.ts';
import type { CatalogCache } from '../src/rest/catalog-cache.ts';
import type { CronRunner, JobRun } from '../src/cron/cron-runner.ts';
import type { InstructorInviteJob } from '../src/auth/instructor-invite-job.ts';
import type { ExerciseGrader } from '../src/grader/exercise-grader-worker.ts';
import { startServer } from '../src/start.ts';
import { freePort, isAddressInUse } from './free-port.ts';
import { adminQuery, buildPostgresTemplate, buildSeededPglite, withDatabase } from './seeded-database.ts';

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  config: Config;
  /** Direct database access as the owner, for arranging state a test cannot reach through the API. */
  db: Database;
  /**
   * The server's pg_cron scheduler, off the clock in tests: `cron.run('<job>')` runs a job the
   * migrations schedule (and the HTTP requests it queues) now, e.g. 'expire-stale-orders'.
   */
  cron: CronRunner;
  /**
   * Runs the 'send-email-outbox' cron job (its net.http_post calls the Edge Function, which sends
   * through the loopback SMTP server into the mailbox) and returns the function's report.
   */
  sendOutbox(): Promise<OutboxReport>;
  /** Runs a cron job whose command calls an Edge Function with net.http_post, and returns the function's JSON answer. */
  runFunctionJob<T>(jobname: string): Promise<T>;
  /** The server's exercise grader (a test grades waiting submissions at once with runOnce). */
  grader: ExerciseGrader;
  /** Sends GoTrue's invite for recorded instructor invites (a test runs it at once with runOnce). */
  instructorInvites: InstructorInviteJob;
  /** Where this server keeps storage objects (a temporary directory, removed at stop). */
  storageDir: string;
  /** The server's REST schema cache: `await server.catalog.reload()` after DDL through `db`. */
  catalog: CatalogCache;
  stop(): Promise<void>;
}

/** What supabase/functions/send-email-outbox answers. */
export interface OutboxReport {
  claimed: number;
  sent: number;
  failed: { id: number; error: string }[];
}

export interface TestServerOptions {
  /** Overrides of the server's environment (see src/config.ts). */
  env?: Record<string, string>;
}

/**
 * Test defaults. The rate limits are raised far above GoTrue's so suites that
 * sign in many times are not throttled; the rate-limit test lowers them again.
 */
const TEST_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_TOKEN_PER_5MIN: '100000',
  RATE_LIMIT_REFRESH_PER_5MIN: '100000',
  RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
  RATE_LIMIT_EMAIL_PER_HOUR: '100000',
  GOTRUE_RATE_LIMIT_VERIFY: '100000',
  GOTRUE_RATE_LIMIT_OTP: '100000',
  GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '100000',
  // The suites' throwaway passwords ("secret-123") are not strong; the password-policy test raises these again.
  LOCAL_SUPABASE_PASSWORD_MIN_SCORE: '0',
  GOTRUE_PASSWORD_MIN_LENGTH: '6',
  // GoTrue's one-e-mail-per-minute per user and kind; the e-mail flow tests raise it again.
  GOTRUE_SMTP_MAX_FREQUENCY: '0s',
  // A test decides when a scheduled job runs (cron.run('<job>')).
  CRON_ENABLED: 'false',
  // …and when instructor invites are sent (instructorInvites.runOnce()).
  INSTRUCTOR_INVITE_INTERVAL_MS: '0',
};

function provided(key: 'seededPglite' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return ''; // not under the package's vitest config (no globalSetup)
  }
}

/**
 * Starts local-supabase on a free loopback port against a fresh copy of the
 * seeded database (platform SQL + migrations + seed), one per call.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = process.env['DATABASE_URL'];
  const env: Record<string, string> = { ...TEST_ENV, DATA_DIR: IN_MEMORY, ...options.env };

  let dropDatabase: (() => Promise<void>) | null = null;
  let loadDataDir: Blob | undefined;
  if (databaseUrl) {
    const template = provided('postgresTemplate') || (await buildPostgresTemplate(databaseUrl));
    const name = `local_supabase_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `create database ${name} template ${template}`);
    env['DATABASE_URL'] = withDatabase(databaseUrl, name);
    dropDatabase = () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
  } else {
    const tarball = provided('seededPglite') || (await buildSeededPglite());
    loadDataDir = new Blob([readFileSync(tarball)]);
  }

  const { config, running } = await listenOnFreePort(env, loadDataDir, options.env?.['PORT']);
  return {
    url: running.url,
    anonKey: config.ANON_KEY,
    serviceRoleKey: config.SERVICE_ROLE_KEY,
    jwtSecret: config.JWT_SECRET,
    config,
    db: running.db,
    cron: running.cron,
    sendOutbox: () => runFunctionJob<OutboxReport>(running.cron, running.db, 'send-email-outbox'),
    runFunctionJob: (jobname) => runFunctionJob(running.cron, running.db, jobname),
    grader: running.grader,
    instructorInvites: running.instructorInvites,
    storageDir: running.storageDir,
    catalog: running.catalog,
    async stop() {
      await running.stop();
      if (dropDatabase) await dropDatabase();
    },
  };
}

/**
 * Starts the server on a port chosen up front (its own URL is in its config). Another process can
 * still take the port between the probe and the listen; startServer closes what it opened when the
 * listen fails, so a new port is simply tried.
 */
async function listenOnFreePort(
  env: Record<string, string>,
  loadDataDir: Blob | undefined,
  fixedPort: string | undefined,
): Promise<{ config: Config; running: Awaited<ReturnType<typeof startServer>> }> {
  for (let attempt = 1; ; attempt += 1) {
    const config = loadConfig({ ...env, PORT: fixedPort ?? String(await freePort()) });
    try {
      return { config, running: await startServer(config, loadDataDir ? { loadDataDir } : {}) };
    } catch (error) {
      if (fixedPort !== undefined || attempt >= 3 || !isAddressInUse(error)) throw error;
    }
  }
}

/** Runs the cron job and reads what the function answered to the request it queued. */
async function runFunctionJob<T>(cron: CronRunner, db: Database, jobname: string): Promise<T> {
  const run: JobRun = await cron.run(jobname);
  if (run.status !== 'succeeded') throw new Error(`${jobname} job: ${run.return_message}`);
  const [response] = await db.transaction(null, async (tx) => {
    const found = await tx.query<{ status_code: number | null; content: string | null; error_msg: string | null }>(
      'select status_code, content, error_msg from net._http_response order by created desc, id desc limit 1',
    );
    return found.rows;
  });
  if (response?.status_code !== 200) throw new Error(`${jobname} answered ${JSON.stringify(response)}`);
  return JSON.parse(response.content ?? 'null') as T;
}
