import { startCluster, stopOnExit } from './postgres-cluster.ts';
import { ensurePostgres } from './postgres-install.ts';

/**
 * The integration stage's second pass, on PostgreSQL: against DATABASE_URL
 * when it is set (a server you run), otherwise on a throw-away cluster that is
 * created for the run and deleted after it, also when the run fails or is
 * interrupted.
 */
export async function integrationOnPostgres(
  log: (line: string) => void,
  runSuite: (databaseUrl: string) => Promise<number>,
): Promise<number> {
  const given = process.env['DATABASE_URL'];
  if (given) {
    log(`PostgreSQL: DATABASE_URL=${given}`);
    return runSuite(given);
  }
  const cluster = await startCluster(ensurePostgres(log), log);
  const removeHooks = stopOnExit(cluster);
  try {
    // Awaited here, so the cluster is stopped only once the suite has ended.
    return await runSuite(cluster.url);
  } finally {
    cluster.stop();
    removeHooks();
  }
}
