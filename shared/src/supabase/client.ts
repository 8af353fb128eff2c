import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../config/runtime-config.ts';

/**
 * The ONLY Supabase client in the site. The shell (or a remote's dev harness)
 * calls `initSupabase` once, after the run-time config has loaded; every other
 * piece of code calls `getSupabase()`. Because `shared/supabase` is a
 * federation singleton, remotes get this same instance and thus one session.
 */

/** Fixed storage key (spec §3), the same on every origin and backend. */
export const AUTH_STORAGE_KEY = 'riancode-auth';

let client: SupabaseClient | null = null;

export function initSupabase(config: RuntimeConfig): SupabaseClient {
  client ??= createClient(config.supabaseUrl, config.supabaseAnonKey, {
    // One retry policy, not two stacked: TanStack Query retries failed reads
    // (shared/query). With postgrest-js retrying too, a down backend took ~35 s
    // to show its Thai error instead of ~7 s.
    db: { retry: false },
    auth: {
      flowType: 'pkce',
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // /auth/callback exchanges the code itself (mfe-auth), so the exchange
      // happens once and its errors reach the user as the spec's toasts.
      detectSessionInUrl: false,
    },
  });
  return client;
}

let serverBackend: string | null = null;

/**
 * supabase-js makes its realtime client up front, and on Node 20 (no global
 * WebSocket) that throws unless given a transport. A server render never
 * subscribes to anything, so the transport it gets refuses to open.
 */
const NoRealtimeInServerRenders = function refuseRealtime() {
  throw new Error('realtime is not available in a server render');
} as unknown as RealtimeTransport;
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * The client of a server render of a remote's page (shared/server-render):
 * the server reads public rows as an anonymous visitor, so there is no
 * session to store, refresh or find in a URL. Called per render; the client
 * is made once per backend.
 */
export function initServerSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SupabaseClient {
  const backend = `${config.supabaseUrl} ${config.supabaseAnonKey}`;
  if (!client || serverBackend !== backend) {
    client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      db: { retry: false },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtimeInServerRenders },
    });
    serverBackend = backend;
  }
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before initSupabase(): start the platform first');
  return client;
}

/** For tests that start a fresh platform. */
export function resetSupabaseForTests(): void {
  client = null;
}
