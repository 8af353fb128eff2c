/**
 * A throw-away PostgreSQL cluster for local-supabase's tests and benchmark.
 *   npx tsx scripts/pg-cluster.ts                 prints DATABASE_URL=…, runs until Ctrl-C, then deletes the cluster
 *   npx tsx scripts/pg-cluster.ts -- <command…>   runs the command with DATABASE_URL set, then deletes the cluster
 * e.g. `npx tsx scripts/pg-cluster.ts -- npm test -w local-supabase`. Installs Debian's postgresql when absent and root.
 */
import { spawn } from 'node:child_process';
import { startCluster, stopOnExit } from './lib/postgres-cluster.ts';
import { ensurePostgres } from './lib/postgres-install.ts';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);

const cluster = await startCluster(ensurePostgres(console.error), console.error);
stopOnExit(cluster);

if (command.length === 0) {
  console.log(`DATABASE_URL=${cluster.url}`);
  console.error('Ctrl-C stops the server and deletes its directory.');
  setInterval(() => undefined, 1 << 30);
} else {
  const [program = '', ...args] = command;
  const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
