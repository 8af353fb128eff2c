import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../database.types.ts';
import { withRequestTimeout } from './request-timeout.ts';

/**
 * Tables and views (`from`) and database functions (`rpc`): the PostgREST half of the site's client, typed by
 * the generated `Database` (@shared/db, `npm run db:types`), so table, column and function names are checked.
 */
export interface RestClient {
  from: PostgrestClient<Database>['from'];
  rpc: PostgrestClient<Database>['rpc'];
}

/** The signed-in user's access token, read fresh for every request; null for a visitor. */
export type AccessToken = () => Promise<string | null>;

const noSession: AccessToken = () => Promise.resolve(null);

/** One of the backend's services (`rest/v1`, `auth/v1`) under the project URL, with or without its trailing slash. */
export function backendEndpoint(supabaseUrl: string, service: string): string {
  return new URL(service, supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href;
}

/**
 * A fetch that sends the key as `apikey`, and as bearer the user's token or
 * else the key again: what supabase-js sends to every service
 * (supabase-js's fetchWithAuth). The REST and Storage clients share it.
 * `inner` is the fetch it sends with: the REST client's gives up on a hung backend
 * (./request-timeout.ts); Storage's does not, as an upload's response only comes
 * once its whole body has been sent.
 */
export function keyedFetch(
  anonKey: string,
  accessToken: AccessToken = noSession,
  inner: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const token = await accessToken();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token ?? anonKey}`);
    return inner(input, { ...init, headers });
  };
}

/**
 * Every REST call goes through `keyedFetch`. Without `accessToken` the client
 * is a visitor's: it needs no auth client at all, which is what lets the
 * landing page start without one (decision 0031). `send` is the fetch under
 * it: the page's gives up on a hung backend after REQUEST_TIMEOUT_MS; the site
 * server's gives up sooner, as a page must not wait on the database (site-server/src/backend).
 */
export function createRestClient(
  supabaseUrl: string,
  anonKey: string,
  accessToken: AccessToken = noSession,
  send: typeof fetch = withRequestTimeout((input, init) => fetch(input, init)),
): RestClient {
  // One retry policy, not two stacked: TanStack Query retries failed reads
  // (@shared/platform/query). With postgrest-js retrying too, a down backend took ~35 s
  // to show its Thai error instead of ~7 s.
  const rest = new PostgrestClient<Database>(backendEndpoint(supabaseUrl, 'rest/v1'), {
    fetch: keyedFetch(anonKey, accessToken, send),
    retry: false,
  });
  return { from: rest.from.bind(rest), rpc: rest.rpc.bind(rest) };
}
