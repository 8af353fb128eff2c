// The Deno that runs supabase/functions, and its module cache: shared by local-supabase's
// function workers and by the postinstall that fills the cache (plain JavaScript, so the install
// runs it without a TypeScript loader). Decision 0050.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Deno's module cache (DENO_DIR) for the functions' `npm:` imports: filled at install, read-only at run time. */
export const DENO_DIR = fileURLToPath(new URL('../../.deno-cache', import.meta.url));

/** The real Deno binary the `deno` npm package installed for this platform (no network). */
export function denoBinary() {
  return require('deno/install_api.cjs').runInstall();
}

/**
 * Flags every Deno invocation shares: the global cache in DENO_DIR (not the repository's
 * node_modules, which holds Node's packages, not the functions'), no lockfile written into the
 * repository and no deno.json looked up from the working directory.
 */
export const MODULE_FLAGS = ['--node-modules-dir=none', '--no-lock', '--no-config'];

/** Each `supabase/functions/<name>/index.ts` (folders starting with `_` are shared code, as for the Supabase CLI). */
export function functionEntries(functionsDir) {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => join(functionsDir, entry.name, 'index.ts'))
    .filter((file) => existsSync(file));
}

/** Downloads what the functions import (npm: from the npm registry) into DENO_DIR; returns Deno's exit status. */
export function cacheFunctions(functionsDir, stdio = 'inherit') {
  const entries = functionEntries(functionsDir);
  if (entries.length === 0) return 0;
  const result = spawnSync(denoBinary(), ['cache', ...MODULE_FLAGS, ...entries], {
    stdio,
    env: { ...process.env, DENO_DIR, NO_COLOR: '1' },
  });
  return result.status ?? 1;
}
