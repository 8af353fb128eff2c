import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { IN_MEMORY } from '../src/db/pglite-database.ts';
import type { Database } from '../src/db/types.ts';
import type { CatalogCache } from '../src/rest/catalog-cache.ts';
import type { ContinueLearningJob } from '../src/mail/continue-learning-job.ts';
import type { InstructorInviteJob } from '../src/auth/instructor-invite-job.ts';
import type { OutboxWorker } from '../src/mail/outbox-worker.ts';
import type { OrderExpiryWorker } from '../src/orders/order-expiry-worker.ts';
import type { DeletionWorker } from '../src/privacy/deletion-worker.ts';
import type { ExerciseGrader } from '../src/grader/exercise-grader-worker.ts';
import { startServer } from '../src/start.ts';
import { freePort } from './free-port.ts';
import { adminQuery, buildPostgresTemplate, buildSeededPglite, withDatabase } from './seeded-database.ts';

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  config: Config;
  /** Direct database access as the owner, for arranging state a test cannot reach through the API. */
  db: Database;
  /** The server's e-mail outbox worker (a test can poll it at once with runOnce). */
  outbox: OutboxWorker;
  /** The server's weekly "continue where you left off" job (a test runs it at once with runOnce). */
  continueLearning: ContinueLearningJob;
  /** Sends GoTrue's invite for recorded instructor invites (a test runs it at once with runOnce). */
  instructorInvites: InstructorInviteJob;
  /** The server's account-deletion worker (a test runs it at once with runOnce). */
  deletions: DeletionWorker;
  /** The server's order-expiry and orphaned-slip worker: off by itself in tests, run with runOnce. */
  orderExpiry: OrderExpiryWorker;
  /** The server's exercise grader (a test grades waiting submissions at once with runOnce). */
  grader: ExerciseGrader;
  /** Where this server keeps storage objects (a temporary directory, removed at stop). */
  storageDir: string;
  /** The server's REST schema cache: `await server.catalog.reload()` after DDL through `db`. */
  catalog: CatalogCache;
  stop(): Promise<void>;
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
  // A test decides when stale orders expire and orphaned slips go (orderExpiry.runOnce()).
  ORDER_EXPIRY_INTERVAL_MS: '0',
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
  const port = await freePort();
  const databaseUrl = process.env['DATABASE_URL'];
  const env: Record<string, string> = { ...TEST_ENV, PORT: String(port), DATA_DIR: IN_MEMORY, ...options.env };

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

  const config = loadConfig(env);
  const running = await startServer(config, loadDataDir ? { loadDataDir } : {});
  return {
    url: running.url,
    anonKey: config.ANON_KEY,
    serviceRoleKey: config.SERVICE_ROLE_KEY,
    jwtSecret: config.JWT_SECRET,
    config,
    db: running.db,
    outbox: running.outbox,
    continueLearning: running.continueLearning,
    instructorInvites: running.instructorInvites,
    deletions: running.deletions,
    orderExpiry: running.orderExpiry,
    grader: running.grader,
    storageDir: running.storageDir,
    catalog: running.catalog,
    async stop() {
      await running.stop();
      if (dropDatabase) await dropDatabase();
    },
  };
}
