import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's `postgresql-NN` packages put the server binaries. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
const NEEDED = ['initdb', 'pg_ctl', 'postgres'];

/** What the install logic touches on the machine; injected so a unit test can walk every branch. */
export interface InstallHost {
  exists(path: string): boolean;
  /** Sub-directories of `path` ([] when it does not exist). */
  list(path: string): string[];
  isRoot: boolean;
  /** Runs a command with inherited output; returns its exit status. */
  run(command: string, args: string[]): number;
}

export const realHost: InstallHost = {
  exists: existsSync,
  list: (path) => (existsSync(path) ? readdirSync(path) : []),
  isRoot: process.getuid?.() === 0,
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1,
};

/**
 * The newest PostgreSQL server binary directory: PG_BIN when set, else the
 * highest `/usr/lib/postgresql/<major>/bin` holding initdb, pg_ctl and postgres.
 */
export function findPostgresBin(host: InstallHost = realHost, env: NodeJS.ProcessEnv = process.env): string | null {
  const complete = (dir: string) => NEEDED.every((name) => host.exists(join(dir, name)));
  if (env['PG_BIN']) {
    if (!complete(env['PG_BIN'])) throw new Error(`PG_BIN=${env['PG_BIN']} lacks one of ${NEEDED.join(', ')}`);
    return env['PG_BIN'];
  }
  const majors = host
    .list(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const dir = join(DEBIAN_ROOT, major, 'bin');
    if (complete(dir)) return dir;
  }
  return null;
}

/**
 * Makes sure PostgreSQL's server binaries are here, as `ensureChromium` does
 * for the browser: found, or (as root with apt) Debian's `postgresql` is
 * installed. Otherwise throws saying how to install it or where to point PG_BIN.
 */
export function ensurePostgres(log: (line: string) => void, host: InstallHost = realHost, env: NodeJS.ProcessEnv = process.env): string {
  const found = findPostgresBin(host, env);
  if (found) return found;
  if (host.isRoot && host.exists('/usr/bin/apt-get')) {
    log("No PostgreSQL server found: installing Debian's postgresql package (apt-get install -y postgresql)…");
    host.run('apt-get', ['update', '-qq']);
    const status = host.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
    const installed = status === 0 ? findPostgresBin(host, env) : null;
    if (installed) return installed;
    throw new Error(`apt-get install postgresql failed (exit ${status}); install it by hand or set PG_BIN`);
  }
  throw new Error(
    'No PostgreSQL server binaries in /usr/lib/postgresql/*/bin. Install them (Debian: `sudo apt-get install -y postgresql`), ' +
      'set PG_BIN to a directory holding initdb/pg_ctl/postgres, or skip this stage (`npm test -- --skip integration-postgres`).',
  );
}
