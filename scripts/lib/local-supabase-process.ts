import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build-apps.ts';

export interface BackendOptions {
  port: number;
  /** Data directory; omit for the default (kept across restarts). */
  dataDir?: string;
  siteUrl: string;
  extraEnv?: Record<string, string>;
  /** Let the backend print its own banner (keys, mailbox, …). */
  quiet?: boolean;
}

// local-supabase's server entry, found through its package exports. require.resolve, not import.meta.resolve:
// Vitest's module runner (the admin node tests start a backend from their global setup) has no import.meta.resolve.
const SERVER_ENTRY = createRequire(import.meta.url).resolve('local-supabase/server');

/** Starts local-supabase as its own process (PGlite runs on the main thread: keep it off ours). */
export function startLocalSupabase(options: BackendOptions): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    SITE_URL: options.siteUrl,
    ADDITIONAL_REDIRECT_URLS: [options.siteUrl, options.siteUrl.replace('localhost', '127.0.0.1')].join(','),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...options.extraEnv,
  };
  return spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

/** Polls until the backend answers, or fails with a clear message. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`local-supabase exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface FreshBackend {
  process: ChildProcess;
  /** Resolves once the backend answers. */
  ready: Promise<void>;
  /** Stops the backend and deletes its temporary database. */
  stop: () => void;
}

/**
 * A local-supabase on a brand-new database in a temporary directory (seeded at
 * start), for runs that must begin from the seed: the e2e site and
 * `npm run bench:web`. `stop` is usable at once, so a caller can hook it to
 * its exit before waiting for `ready`.
 */
export function startFreshBackend(options: Omit<BackendOptions, 'dataDir'>, tempPrefix: string): FreshBackend {
  const dataDir = mkdtempSync(join(tmpdir(), tempPrefix));
  const child = startLocalSupabase({ ...options, dataDir });
  return {
    process: child,
    ready: waitForHttp(`http://127.0.0.1:${options.port}/`, 120_000, child),
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
