import { AuthClient, type GoTrueClientOptions } from '@supabase/auth-js';
import { backendEndpoint, createRestClient, type AccessToken, type RestClient } from '@shared/db/rest';
import { withRequestTimeout } from '@shared/db/request-timeout';

export type SiteAuth = InstanceType<typeof AuthClient>;

/**
 * What the site uses of Supabase: the session (`auth`), tables and views
 * (`from`) and database functions (`rpc`). supabase-js's client adds
 * realtime, storage and edge functions, which the site never calls and
 * which were ~22 KB gzip of every page (their classes are made in its
 * constructor, so no bundler can drop them). This is the glue supabase-js
 * puts between its auth and PostgREST clients, nothing more; the requests on
 * the wire are the same (local-supabase's tests run unmodified supabase-js against them).
 */
export interface SiteClient extends RestClient {
  auth: SiteAuth;
}

export type SiteAuthOptions = Pick<
  GoTrueClientOptions,
  'flowType' | 'storageKey' | 'persistSession' | 'autoRefreshToken' | 'detectSessionInUrl'
>;

/** `accessToken`: where the REST calls' token comes from; by default the auth client's session. */
export function createSiteClient(supabaseUrl: string, anonKey: string, auth: SiteAuthOptions, accessToken?: AccessToken): SiteClient {
  const authClient = new AuthClient({
    url: backendEndpoint(supabaseUrl, 'auth/v1'),
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    // A hung auth service must fail like a hung database (./request-timeout.ts): the session read
    // every page waits on would otherwise never settle.
    fetch: withRequestTimeout((input, init) => fetch(input, init)),
    ...auth,
  });
  // The token is read per request, so a refreshed one is used at once.
  const rest = createRestClient(
    supabaseUrl,
    anonKey,
    accessToken ?? (async () => (await authClient.getSession()).data.session?.access_token ?? null),
  );
  return { auth: authClient, ...rest };
}
