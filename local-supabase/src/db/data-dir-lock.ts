import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes writing the
 * same files corrupt it. This lock file (next to the directory) holds the
 * owner's pid; a lock whose pid is gone is stale and taken over.
 */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

// Locks held by this process: a lock file with our own pid is ours only if it is listed here
// (otherwise it was left by an earlier process that happened to get the same pid).
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = `${dataDir.replace(/\/+$/, '')}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        if (readOwner(path) === process.pid) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const ours = owner === process.pid && heldHere.has(path);
      if (ours || (owner !== null && owner !== process.pid && pidIsAlive(owner))) {
        throw new Error(
          `local-supabase: the data directory ${dataDir} is in use by process ${owner} ` +
            `(lock file ${path}). Stop that server first, or set DATA_DIR to another directory.`,
          { cause: error },
        );
      }
      // Stale (owner gone, unreadable, or our pid left by an earlier process): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`local-supabase: could not lock ${dataDir} (lock file ${path})`);
}
