import { AuthClient, type GoTrueClientOptions } from '@supabase/auth-js';

type SiteAuth = InstanceType<typeof AuthClient>;
import { PostgrestClient } from '@supabase/postgrest-js';

/**
 * What the site uses of Supabase: the session (`auth`), tables and views
 * (`from`) and database functions (`rpc`). supabase-js's client adds
 * realtime, storage and edge functions, which the site never calls and
 * which were ~22 KB gzip of every page (their classes are made in its
 * constructor, so no bundler can drop them). This is the glue supabase-js
 * puts between its auth and PostgREST clients, nothing more; the requests on
 * the wire are the same (docs/supabase-wire-contract.md).
 */
export interface SiteClient {
  auth: SiteAuth;
  from: PostgrestClient['from'];
  rpc: PostgrestClient['rpc'];
}

export type SiteAuthOptions = Pick<GoTrueClientOptions, 'flowType' | 'storageKey' | 'persistSession' | 'autoRefreshToken' | 'detectSessionInUrl'>;

export function createSiteClient(supabaseUrl: string, anonKey: string, auth: SiteAuthOptions): SiteClient {
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`;
  const authClient = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    ...auth,
  });
  // Every REST call carries the key, and the signed-in user's token (read
  // fresh, so a refreshed token is used at once) or else the key again.
  const withAuth = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { data } = await authClient.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    return fetch(input, { ...init, headers });
  };
  // One retry policy, not two stacked: TanStack Query retries failed reads
  // (shared/query). With postgrest-js retrying too, a down backend took ~35 s
  // to show its Thai error instead of ~7 s.
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { fetch: withAuth, retry: false });
  return { auth: authClient, from: rest.from.bind(rest), rpc: rest.rpc.bind(rest) };
}
