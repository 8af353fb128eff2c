import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { startCronRunner, type CronRunner } from './cron/cron-runner.ts';
import { storeProjectSecrets } from './cron/vault-secrets.ts';
import { startSmtpMailbox, type SmtpMailbox } from './mail/smtp-mailbox.ts';
import { openJwtKeys } from './auth/signing-keys.ts';
import type { JwtKeys } from './http/jwt-keys.ts';
import type { Config } from './config.ts';
import { openDatabase, type OpenOptions } from './db/open-database.ts';
import type { Database } from './db/types.ts';
import { gatewayFunctionEnv } from './gateway/function-env.ts';
import { functionEnvironment } from './functions/function-environment.ts';
import { FunctionWorkers } from './functions/function-workers.ts';
import { startExerciseGrader, type ExerciseGrader } from './grader/exercise-grader-worker.ts';
import { CatalogCache } from './rest/catalog-cache.ts';
import { openStorageDir } from './storage/storage-dir.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** The project's JWT keys: the signing key and what /auth/v1/.well-known/jwks.json publishes. */
  keys: JwtKeys;
  /** The Deno processes behind /functions/v1 (one per function, started on first use). */
  functions: FunctionWorkers;
  /** pg_cron's scheduler: runs the jobs the migrations schedule (decision 0051); `run(name)` runs one now. */
  cron: CronRunner;
  /** The loopback SMTP server the functions send through; what it receives is shown at /mailbox. */
  smtp: SmtpMailbox;
  /** Runs submitted exercise code against its tests every GRADER_INTERVAL_MS (decision 0043). */
  grader: ExerciseGrader;
  startupMs: number;
  seeded: boolean;
  applied: string[];
  /** Where /storage/v1 keeps object bytes. */
  storageDir: string;
  /** The REST schema cache (`catalog.reload()` after DDL, like `NOTIFY pgrst, 'reload schema'`). */
  catalog: CatalogCache;
  stop(): Promise<void>;
}

/** Opens the database, builds the app and listens: shared by server.ts, the test harness and the benchmark. */
export async function startServer(config: Config, options: OpenOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const { db, bootstrap } = await openDatabase(config, options);
  const storage = openStorageDir(config);
  const keys = await openJwtKeys(config, db).catch(async (error: unknown) => {
    await db.close();
    storage.dispose();
    throw error;
  });
  const catalog = new CatalogCache(db, config.DB_SCHEMAS[0], { aggregatesEnabled: config.DB_AGGREGATES_ENABLED });
  const log = config.LOG_LEVEL !== 'silent';
  const smtp = await startSmtpMailbox(db, config.LOCAL_SMTP_PORT, (error) => {
    if (log) console.error('local-supabase: mailbox SMTP:', error);
  }).catch(async (error: unknown) => {
    await db.close();
    storage.dispose();
    throw error;
  });
  let url = '';
  const functions = new FunctionWorkers({
    functionsDir: config.FUNCTIONS_DIR,
    // Read when a function starts (after listen), so SUPABASE_URL is this server's address.
    env: () =>
      functionEnvironment(config, url, {
        ...gatewayFunctionEnv(config, url),
        SITE_URL: config.SITE_URL,
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: 'เรียนโค้ด <no-reply@riancode.dev>',
      }),
    memoryMb: config.FUNCTIONS_MEMORY_MB,
    bootTimeoutMs: config.FUNCTIONS_BOOT_TIMEOUT_MS,
    log: !log ? undefined : (name, line) => console.log(`[function ${name}] ${line}`),
  });
  const app = createApp({ db, config, keys, storageRoot: storage.root, catalog, functions });
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    try {
      server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => resolve(info.port));
      server.once('error', reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  }).catch(async (error: unknown) => {
    await smtp.stop();
    await db.close();
    storage.dispose();
    throw error;
  });
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  url = `http://${host}:${port}`;
  await storeProjectSecrets(db, url, config.SERVICE_ROLE_KEY);
  const cron = startCronRunner({
    db,
    enabled: config.CRON_ENABLED,
    onError: (error) => {
      if (log) console.error('local-supabase: cron:', error);
    },
  });
  const grader = startExerciseGrader({
    db,
    intervalMs: config.GRADER_INTERVAL_MS,
    onError: (error) => {
      if (log) console.error('local-supabase: exercise grader:', error);
    },
  });
  return {
    url,
    port,
    db,
    keys,
    functions,
    cron,
    smtp,
    grader,
    startupMs: Math.round(performance.now() - started),
    seeded: bootstrap.seeded,
    applied: bootstrap.applied,
    storageDir: storage.root,
    catalog,
    async stop() {
      // Jobs in progress may still call a function through this server: they finish first.
      await cron.stop();
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await functions.stop();
      await smtp.stop();
      // The grader's last poll finishes before the database it writes to closes.
      await grader.stop();
      await db.close();
      storage.dispose();
    },
  };
}
