import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from 'local-supabase/free-port';

/** A throw-away PostgreSQL cluster: its own directory, loopback only, trust auth, gone after stop(). */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, a superuser that may create databases. */
  url: string;
  dir: string;
  /** Stops the server and deletes the directory; synchronous so an exit handler can call it. Idempotent. */
  stop(): void;
}

/** The system user that runs the server when we are root (initdb and postgres refuse root). */
const SERVER_USER = 'postgres';

function userIds(name: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Creates and starts a cluster in a new temporary directory. Settings are for
 * tests: no fsync (a crash loses only throw-away data), listen on 127.0.0.1
 * only, the socket inside the directory. As root the server runs as the
 * `postgres` system user (Debian's package creates it) through runuser.
 */
export async function startCluster(binDir: string, log: (line: string) => void = () => undefined): Promise<PostgresCluster> {
  const isRoot = process.getuid?.() === 0;
  const ids = isRoot ? userIds(SERVER_USER) : null;
  if (isRoot && !ids)
    throw new Error(`running as root needs the system user "${SERVER_USER}" to own the cluster (Debian's postgresql creates it)`);

  const dir = mkdtempSync(join(tmpdir(), 'riancode-pg-'));
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const data = join(dir, 'data');
  const asServerUser = (command: string, args: string[]): SpawnSyncReturns<string> =>
    isRoot
      ? spawnSync('runuser', ['-u', SERVER_USER, '--', command, ...args], { encoding: 'utf8', cwd: dir })
      : spawnSync(command, args, { encoding: 'utf8', cwd: dir });
  const check = (what: string, result: SpawnSyncReturns<string>) => {
    if (result.status === 0) return;
    throw new Error(`${what} failed (exit ${result.status ?? result.signal}):\n${result.stderr || result.stdout || result.error?.message}`);
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    asServerUser(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    check(
      'initdb',
      asServerUser(join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']),
    );
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    log(`PostgreSQL (${binDir}) starting in ${dir} on 127.0.0.1:${port}…`);
    check(
      'pg_ctl start',
      asServerUser(join(binDir, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']),
    );
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop };
  } catch (error) {
    let serverLog = '';
    try {
      serverLog = readFileSync(join(dir, 'server.log'), 'utf8');
    } catch {
      // no log yet: initdb failed
    }
    stop();
    throw serverLog ? new Error(`${(error as Error).message}\n--- server log ---\n${serverLog}`) : error;
  }
}

/**
 * Stops the cluster whatever way the process ends: normal exit, an exception,
 * Ctrl-C or a kill. Returns a function that removes the hooks.
 */
export function stopOnExit(cluster: PostgresCluster): () => void {
  const onExit = () => cluster.stop();
  const onSignal = (signal: NodeJS.Signals) => {
    cluster.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  return () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
  };
}
