import { loadRuntimeConfig } from 'shared/runtime-config';
import type { SessionReader } from '../features/diagnostics/api/connection-checks.ts';

/**
 * The auth client, loaded when something on the landing first needs it: only
 * the diagnostics card's auth check does. It becomes the page's one client
 * (initSupabase), as the app would have made it.
 */
export async function loadAuthOnDemand(): Promise<SessionReader> {
  const [{ initSupabase }, config] = await Promise.all([import('shared/supabase'), loadRuntimeConfig()]);
  return initSupabase(config).auth;
}
