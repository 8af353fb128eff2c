import type { SiteAuth, SiteClient } from './site-client.ts';
import { createRestClient, provideRestClient, resetRestClientForTests } from '@shared/db/rest';
import type { RuntimeConfig } from '../config/runtime-config.ts';

/**
 * The ONLY Supabase client in the site. The platform (@shared/platform/bootstrap) makes it once, after the run-time
 * config has loaded; every other piece of code calls `getSupabase()`. Because `@shared/platform/supabase` is a
 * federation singleton, remotes get this same instance and thus one session.
 *
 * This module never loads the auth library (decision 0062): on a visitor's page (the browser holds no
 * session) the client is a visitor's, whose `from`/`rpc` send the anon key and whose auth client is loaded
 * only when something asks for it with `getSupabaseAuth()` (a sign-in form, a sign-up). The auth client
 * is made in ./init-site-client.ts, which the platform imports when the browser holds a session.
 */

export { AUTH_STORAGE_KEY } from './storage-key.ts';

export type { SiteAuth, SiteClient } from './site-client.ts';

let client: SiteClient | null = null;
/** Whether `client` carries the real auth client (false for a visitor's until getSupabaseAuth loads it). */
let withAuth = false;

/** The project the client talks to: what the Storage client (@shared/platform/supabase/storage) needs to talk to the same one. */
export type SupabaseBackend = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;
let siteBackend: SupabaseBackend | null = null;

/** Whether the page's client already carries its auth client (the platform then need not make one). */
export function hasAuthClient(): boolean {
  return withAuth;
}

/** Called by ./init-site-client.ts with the client it made: from now on `getSupabase()` is this one. */
export function provideSiteClient(site: SiteClient, backend?: SupabaseBackend): SiteClient {
  if (backend) siteBackend ??= { supabaseUrl: backend.supabaseUrl, supabaseAnonKey: backend.supabaseAnonKey };
  client = site;
  withAuth = true;
  provideRestClient(site);
  return site;
}

const AUTH_NOT_LOADED =
  "the auth client is not loaded on a visitor's page (decision 0062): use `await getSupabaseAuth()` from @shared/platform/supabase";

/**
 * A visitor's client: reads and writes rows with the anon key (RLS decides, as for any visitor), and has
 * no auth client. Reading `auth` throws with what to do instead, so a call that would need the session
 * fails loudly in development instead of acting as nobody.
 */
export function provideVisitorClient(backend: SupabaseBackend): SiteClient {
  siteBackend ??= { supabaseUrl: backend.supabaseUrl, supabaseAnonKey: backend.supabaseAnonKey };
  if (withAuth && client) return client;
  const rest = createRestClient(backend.supabaseUrl, backend.supabaseAnonKey);
  client = {
    ...rest,
    get auth(): SiteAuth {
      throw new Error(AUTH_NOT_LOADED);
    },
  };
  provideRestClient(rest);
  return client;
}

/**
 * The auth client, on any page: the client's own where the platform started with it, else loaded now (its
 * library, the client made from the run-time config, the auth bus listening to it: @shared/platform/bootstrap/site-client).
 * Sign-in, sign-up and recovery call this, so a visitor downloads the auth library only when they use them.
 */
export async function getSupabaseAuth(): Promise<SiteAuth> {
  if (withAuth && client) return client.auth;
  const { loadSiteClient } = await import('../bootstrap/load-site-client.ts');
  return (await loadSiteClient()).auth;
}

/**
 * The signed-in user's access token, or null. A visitor's page has no auth client, hence no session: null
 * without loading the library (if another tab signs in, the platform loads it and this reads it).
 */
export async function currentAccessToken(): Promise<string | null> {
  if (!withAuth || !client) return null;
  return (await client.auth.getSession()).data.session?.access_token ?? null;
}

export function getSupabaseBackend(): SupabaseBackend {
  if (!siteBackend) throw new Error('Supabase backend read before the platform started (startPlatform)');
  return siteBackend;
}

export function getSupabase(): SiteClient {
  if (!client) throw new Error('Supabase client used before the platform started (startPlatform, or initSupabase in a test)');
  return client;
}

/** For tests that start a fresh platform. */
export function resetSupabaseForTests(): void {
  client = null;
  withAuth = false;
  siteBackend = null;
  resetRestClientForTests();
}
