import { createSiteClient, type SiteClient } from './site-client.ts';
import { hasAuthClient, getSupabase, provideSiteClient } from './client.ts';
import { AUTH_STORAGE_KEY } from './storage-key.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { AccessToken } from '@shared/db/rest';

/** What the auth bus writes each session into for the site server (decision 0070); loaded with the auth client. */
export { mirrorSessionCookie } from '../session-cookie/mirror-session-cookie.ts';

/**
 * Makes the page's site client with its auth client (supabase-js's auth library, ~25 KB gzip). Kept apart
 * from ./client.ts, which every remote imports, so that a visitor's page does not download the library
 * until it needs it (decision 0062): the platform imports this module with `import()`.
 */
export function initSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SiteClient {
  if (hasAuthClient()) return getSupabase();
  return provideSiteClient(
    createSiteClient(config.supabaseUrl, config.supabaseAnonKey, {
      flowType: 'pkce',
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // /auth/callback exchanges the code itself (mfe-auth), so the exchange
      // happens once and its errors reach the user as the spec's toasts.
      detectSessionInUrl: false,
    }),
    config,
  );
}

let serverBackend: string | null = null;

/**
 * The client of a server render of a remote's page (@shared/app-root/server-render):
 * the server reads public rows as an anonymous visitor, so there is no
 * session to store, refresh or find in a URL. Called per render; the client
 * is made once per backend. `accessToken` gives the token of the render in
 * progress (a member's page, decision 0070; null for a visitor's): renders
 * run side by side, so it must be the render's own, never one set for all.
 */
export function initServerSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>, accessToken?: AccessToken): SiteClient {
  const backend = `${config.supabaseUrl} ${config.supabaseAnonKey}`;
  if (!hasAuthClient() || serverBackend !== backend) {
    provideSiteClient(
      createSiteClient(
        config.supabaseUrl,
        config.supabaseAnonKey,
        { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        accessToken ?? (() => Promise.resolve(null)),
      ),
    );
    serverBackend = backend;
  }
  return getSupabase();
}
