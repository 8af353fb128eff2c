import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { openJwtKeys } from './auth/signing-keys.ts';
import type { JwtKeys } from './http/jwt-keys.ts';
import type { Config } from './config.ts';
import { openDatabase, type OpenOptions } from './db/open-database.ts';
import type { Database } from './db/types.ts';
import { startContinueLearningJob, type ContinueLearningJob } from './mail/continue-learning-job.ts';
import { startOutboxWorker, type OutboxWorker } from './mail/outbox-worker.ts';
import { startInstructorInviteJob, type InstructorInviteJob } from './auth/instructor-invite-job.ts';
import { startOrderExpiryWorker, type OrderExpiryWorker } from './orders/order-expiry-worker.ts';
import { startDeletionWorker, type DeletionWorker } from './privacy/deletion-worker.ts';
import { startExerciseGrader, type ExerciseGrader } from './grader/exercise-grader-worker.ts';
import { CatalogCache } from './rest/catalog-cache.ts';
import { KeyLock } from './storage/key-lock.ts';
import { ObjectStore } from './storage/object-store.ts';
import { openStorageDir } from './storage/storage-dir.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** The project's JWT keys: the signing key and what /auth/v1/.well-known/jwks.json publishes. */
  keys: JwtKeys;
  /** Delivers the database's queued mail to the mailbox every OUTBOX_INTERVAL_MS. */
  outbox: OutboxWorker;
  /** Sends GoTrue's invite for instructor invites (every OUTBOX_INTERVAL_MS, decision 0053). */
  instructorInvites: InstructorInviteJob;
  /** Queues the weekly "continue where you left off" e-mails every CONTINUE_LEARNING_INTERVAL_MS. */
  continueLearning: ContinueLearningJob;
  /** Deletes accounts past their deletion grace period every DELETION_INTERVAL_MS. */
  deletions: DeletionWorker;
  /** Expires stale pending orders and removes orphaned payment slips every ORDER_EXPIRY_INTERVAL_MS. */
  orderExpiry: OrderExpiryWorker;
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
  const app = createApp({ db, config, keys, storageRoot: storage.root, catalog });
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    try {
      server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => resolve(info.port));
      server.once('error', reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  }).catch(async (error: unknown) => {
    await db.close();
    storage.dispose();
    throw error;
  });
  const outbox = startOutboxWorker({
    db,
    siteUrl: config.SITE_URL,
    intervalMs: config.OUTBOX_INTERVAL_MS,
    onError: (error) => {
      if (config.LOG_LEVEL !== 'silent') console.error('local-supabase: e-mail outbox:', error);
    },
  });
  const instructorInvites = startInstructorInviteJob({
    db,
    config,
    intervalMs: config.OUTBOX_INTERVAL_MS,
    onError: (error) => {
      if (config.LOG_LEVEL !== 'silent') console.error('local-supabase: instructor invites:', error);
    },
  });
  const continueLearning = startContinueLearningJob({
    db,
    intervalMs: config.CONTINUE_LEARNING_INTERVAL_MS,
    onError: (error) => {
      if (config.LOG_LEVEL !== 'silent') console.error('local-supabase: continue-learning e-mails:', error);
    },
  });
  const deletions = startDeletionWorker({
    db,
    intervalMs: config.DELETION_INTERVAL_MS,
    onError: (error) => {
      if (config.LOG_LEVEL !== 'silent') console.error('local-supabase: account deletions:', error);
    },
  });
  const orderExpiry = startOrderExpiryWorker({
    storage: { db, config, store: new ObjectStore(storage.root), lock: new KeyLock() },
    intervalMs: config.ORDER_EXPIRY_INTERVAL_MS,
    onError: (error) => {
      if (config.LOG_LEVEL !== 'silent') console.error('local-supabase: order expiry:', error);
    },
  });
  const grader = startExerciseGrader({
    db,
    intervalMs: config.GRADER_INTERVAL_MS,
    onError: (error) => {
      if (config.LOG_LEVEL !== 'silent') console.error('local-supabase: exercise grader:', error);
    },
  });
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    keys,
    outbox,
    instructorInvites,
    continueLearning,
    deletions,
    orderExpiry,
    grader,
    startupMs: Math.round(performance.now() - started),
    seeded: bootstrap.seeded,
    applied: bootstrap.applied,
    storageDir: storage.root,
    catalog,
    async stop() {
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      // The worker's last poll finishes before the database it writes to closes.
      await instructorInvites.stop();
      await continueLearning.stop();
      await outbox.stop();
      await deletions.stop();
      await orderExpiry.stop();
      await grader.stop();
      await db.close();
      storage.dispose();
    },
  };
}
