import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, resetAuthBusForTests, signOut } from '../auth/auth-bus.ts';
import { getRestClient } from '@shared/db/rest';
import { getSupabase, getSupabaseAuth, hasAuthClient, resetSupabaseForTests } from '../supabase/client.ts';
import { startVisitorPlatform } from './start-visitor-platform.ts';
import { loadSiteClient } from './load-site-client.ts';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` };

/** The page's requests: /config.json answers the config, the backend answers an empty list. */
function stubNetwork(): { url: string; authorization: string | null }[] {
  const seen: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    seen.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    const body = url.endsWith('/config.json') ? CONFIG : [];
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthBusForTests();
  resetSupabaseForTests();
});

describe('a platform started for a visitor', () => {
  it('is signed out at once and reads rows with the anon key, with no auth client made', async () => {
    const seen = stubNetwork();
    await startVisitorPlatform();
    expect(getAuthState().status).toBe('signedOut');
    await getRestClient().from('published_articles').select('id');
    expect(seen.at(-1)).toEqual({
      url: `${CONFIG.supabaseUrl}/rest/v1/published_articles?select=id`,
      authorization: `Bearer ${CONFIG.supabaseAnonKey}`,
    });
    // getSupabase() serves rows too, and says where to get the auth client instead of acting as nobody.
    await getSupabase().from('published_articles').select('id');
    expect(seen.at(-1)?.authorization).toBe(`Bearer ${CONFIG.supabaseAnonKey}`);
    expect(() => getSupabase().auth).toThrow(/getSupabaseAuth/);
    expect(hasAuthClient()).toBe(false);
  });

  it('loads the auth client when asked for it, and the rows then go through the site client', async () => {
    stubNetwork();
    await startVisitorPlatform();
    const auth = await getSupabaseAuth();
    expect(hasAuthClient()).toBe(true);
    expect(getSupabase().auth).toBe(auth);
    expect(await getSupabaseAuth()).toBe(auth);
    expect((await auth.getSession()).data.session).toBeNull();
  });

  it('gets the site client on demand: made once from the same config, and the bus then listens to it', async () => {
    stubNetwork();
    await startVisitorPlatform();
    const client = await loadSiteClient();
    expect(await loadSiteClient()).toBe(client);
    expect(getSupabase()).toBe(client);
    expect(getRestClient()).toBe(client);
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
    // The bus now has the client: signing out goes through it instead of being refused.
    expect((await signOut()).error).toBeNull();
  });
});
