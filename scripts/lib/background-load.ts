import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';

/**
 * `npm test -- --with-load`: the suite run the way issue reports said it broke — beside the README's own
 * `npm start` (the site and its backend on the conventional ports) and beside CPU-bound processes that keep
 * a 2-core machine busy. Tests that use their own ports and wait on state pass anyway; a test that reached
 * the running site or timed a busy machine fails here first.
 */
export interface BackgroundLoad {
  /** Ends every process this started (the site's whole process group). */
  stop: () => void;
}

export interface LoadOptions {
  /** CPU-bound processes beside the run (default 2: one per core of the CI machine). */
  burners: number;
  /** Also run `npm start` beside the suite, and wait until it says the site is up. */
  withSite: boolean;
  log: (line: string) => void;
}

// A process that never yields the CPU; `Atomics.wait` would sleep, a plain loop does not.
const BURN = 'for (;;) {}';

function startBurner(): ChildProcess {
  return spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' });
}

/** Starts `npm start` in its own process group; resolves once it prints its banner, rejects if it exits first. */
function startSite(log: (line: string) => void): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('The site is up')) {
        seen = '';
        log('npm start is up beside the suite');
        resolve(child);
      } else if (seen.length > 10_000) seen = seen.slice(-200);
    });
    child.stderr?.resume();
    child.on('exit', (code) => reject(new Error(`npm start exited with code ${code} before the site was up`)));
  });
}

function endGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export async function startBackgroundLoad(options: LoadOptions): Promise<BackgroundLoad> {
  const site = options.withSite ? await startSite(options.log) : null;
  const burners = Array.from({ length: options.burners }, startBurner);
  options.log(`${burners.length} CPU-bound process(es) beside the suite`);
  const stop = () => {
    for (const burner of burners) burner.kill('SIGKILL');
    if (site) endGroup(site);
  };
  // A run stopped with Ctrl+C or by CI's timeout leaves no busy loop or site behind.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  return { stop };
}
