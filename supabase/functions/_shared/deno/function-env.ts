// Deno-only (Deno.env, an npm: import): kept out of `functions/_shared/*.ts`, which Node's tsc and the
// tests read; `deno check` (local-supabase/test/edge-functions.test.ts) checks it through each index.ts.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../database.types.ts';

/** A variable the function cannot work without: it fails as it starts, naming what is missing. */
export function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * The service-role client (RLS does not apply: the function checks the caller itself, through the
 * database's functions). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the Edge Runtime.
 */
export function serviceRoleClient() {
  return createClient<Database>(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
