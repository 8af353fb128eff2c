/**
 * A throw-away PostgreSQL cluster for local-supabase's tests and benchmark.
 *   npx tsx scripts/pg-cluster.ts                 prints DATABASE_URL=…, runs until Ctrl-C, then deletes the cluster
 *   npx tsx scripts/pg-cluster.ts -- <command…>   runs the command with DATABASE_URL set, then deletes the cluster
 * e.g. `npx tsx scripts/pg-cluster.ts -- npm test -w local-supabase`. Installs Debian's postgresql when absent and root.
 *   --optional   never installs: without server binaries (or with DATABASE_URL already set) the command runs as is
 *                (the local-supabase benchmark uses this to add PostgreSQL figures where PostgreSQL is installed).
 */
import { spawn } from 'node:child_process';
import { startCluster, stopOnExit } from './lib/postgres-cluster.ts';
import { ensurePostgres, findPostgresBin } from './lib/postgres-install.ts';

const separator = process.argv.indexOf('--');
const flags = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const optional = flags.includes('--optional');

function run(databaseUrl: string | undefined): void {
  const [program = '', ...args] = command;
  const env = databaseUrl === undefined ? process.env : { ...process.env, DATABASE_URL: databaseUrl };
  const child = spawn(program, args, { stdio: 'inherit', env });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const bin = optional ? findPostgresBin() : ensurePostgres(console.error);
if (optional && command.length > 0 && (process.env['DATABASE_URL'] || !bin)) {
  if (!bin) console.error('No PostgreSQL server binaries found: running without a cluster.');
  run(undefined);
} else {
  if (!bin) throw new Error('--optional needs a command to run when no PostgreSQL is installed');
  const cluster = await startCluster(bin, console.error);
  stopOnExit(cluster);
  if (command.length === 0) {
    console.log(`DATABASE_URL=${cluster.url}`);
    console.error('Ctrl-C stops the server and deletes its directory.');
    setInterval(() => undefined, 1 << 30);
  } else {
    run(cluster.url);
  }
}
