// local-supabase's postinstall: fills Deno's cache with what supabase/functions import, so the
// functions run later without the network (--cached-only, decision 0050). Re-run it after adding
// an import: `npm run cache-functions -w local-supabase`. An install does not fail for it: the
// function that misses a module answers 503 BOOT_ERROR, naming this command.
import { fileURLToPath } from 'node:url';
import { cacheFunctions } from '../src/functions/deno-runtime.mjs';

const functionsDir = process.argv[2] ?? fileURLToPath(new URL('../../supabase/functions', import.meta.url));
try {
  const status = cacheFunctions(functionsDir);
  if (status !== 0) console.warn(`local-supabase: caching the Edge Functions' imports failed (deno exit ${status})`);
} catch (error) {
  console.warn("local-supabase: caching the Edge Functions' imports failed:", error instanceof Error ? error.message : error);
}
