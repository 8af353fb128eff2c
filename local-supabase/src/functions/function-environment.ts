import type { Config } from '../config.ts';
import { functionSecrets } from './function-settings.ts';

/**
 * What `Deno.env` holds in a function, as on hosted Supabase: the project's URL and keys
 * (SUPABASE_DB_URL only on PostgreSQL: PGlite has no address a Deno process can reach), then the
 * secrets from supabase/functions/.env over local-supabase's own defaults (e.g. its loopback SMTP).
 * SUPABASE_-prefixed names are reserved, as `supabase secrets set` refuses them.
 */
export function functionEnvironment(config: Config, supabaseUrl: string, localDefaults: Record<string, string>): Record<string, string> {
  const secrets = Object.fromEntries(Object.entries(functionSecrets(config.FUNCTIONS_DIR)).filter(([key]) => !key.startsWith('SUPABASE_')));
  return {
    ...localDefaults,
    ...secrets,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: config.ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: config.SERVICE_ROLE_KEY,
    ...(config.DATABASE_URL ? { SUPABASE_DB_URL: config.DATABASE_URL } : {}),
  };
}
