import { createSiteClient, type SiteClient } from './site-client.ts';
import { provideRestClient, resetRestClientForTests } from './rest.ts';
import { AUTH_STORAGE_KEY } from './storage-key.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';

/**
 * The ONLY Supabase client in the site. The shell (or a remote's dev harness)
 * calls `initSupabase` once, after the run-time config has loaded; every other
 * piece of code calls `getSupabase()`. Because `shared/supabase` is a
 * federation singleton, remotes get this same instance and thus one session.
 */

export { AUTH_STORAGE_KEY } from './storage-key.ts';

export type { SiteClient } from './site-client.ts';

let client: SiteClient | null = null;

/** The project the client talks to: what the Storage client (shared/supabase/storage) needs to talk to the same one. */
export type SupabaseBackend = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;
let siteBackend: SupabaseBackend | null = null;

export function initSupabase(config: RuntimeConfig): SiteClient {
  siteBackend ??= { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey };
  client ??= createSiteClient(config.supabaseUrl, config.supabaseAnonKey, {
    flowType: 'pkce',
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    // /auth/callback exchanges the code itself (mfe-auth), so the exchange
    // happens once and its errors reach the user as the spec's toasts.
    detectSessionInUrl: false,
  });
  provideRestClient(client);
  return client;
}

let serverBackend: string | null = null;

/**
 * The client of a server render of a remote's page (shared/server-render):
 * the server reads public rows as an anonymous visitor, so there is no
 * session to store, refresh or find in a URL. Called per render; the client
 * is made once per backend.
 */
export function initServerSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SiteClient {
  const backend = `${config.supabaseUrl} ${config.supabaseAnonKey}`;
  if (!client || serverBackend !== backend) {
    client = createSiteClient(config.supabaseUrl, config.supabaseAnonKey, {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    serverBackend = backend;
    provideRestClient(client);
  }
  return client;
}

export function getSupabaseBackend(): SupabaseBackend {
  if (!siteBackend) throw new Error('Supabase backend read before initSupabase(): start the platform first');
  return siteBackend;
}

export function getSupabase(): SiteClient {
  if (!client) throw new Error('Supabase client used before initSupabase(): start the platform first');
  return client;
}

/** For tests that start a fresh platform. */
export function resetSupabaseForTests(): void {
  client = null;
  siteBackend = null;
  resetRestClientForTests();
}
