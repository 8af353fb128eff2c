import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, resetAuthBusForTests } from '../auth/auth-bus.ts';
import { getSupabase, hasAuthClient, resetSupabaseForTests } from '../supabase/client.ts';
import { AUTH_STORAGE_KEY } from '../supabase/storage-key.ts';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` };

/** /config.json answers the config; anything else an empty list. Every URL asked for is kept. */
function stubNetwork(): string[] {
  const seen: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    seen.push(url);
    const body = url.endsWith('/config.json') ? CONFIG : [];
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return seen;
}

/** startPlatform keeps its first start per page: each test gets a fresh module. */
async function freshStartPlatform() {
  vi.resetModules();
  const platform = await import('./start-platform.ts');
  const client = await import('../supabase/client.ts');
  const bus = await import('../auth/auth-bus.ts');
  return { ...platform, ...client, ...bus };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetAuthBusForTests();
  resetSupabaseForTests();
});

describe('startPlatform', () => {
  it('for a visitor (when-needed): signed out at once, rows with the anon key, no auth client and no auth request', async () => {
    const seen = stubNetwork();
    const p = await freshStartPlatform();
    await p.startPlatform('/config.json', 'when-needed');
    expect(p.hasAuthClient()).toBe(false);
    expect(p.getAuthState().status).toBe('signedOut');
    await p.getSupabase().from('course_catalog').select('id');
    expect(seen.some((url) => url.includes('/auth/v1/'))).toBe(false);
    expect(seen.at(-1)).toBe(`${CONFIG.supabaseUrl}/rest/v1/course_catalog?select=id`);
  });

  it('for a visitor, loads the auth client once another tab signs in', async () => {
    stubNetwork();
    const p = await freshStartPlatform();
    await p.startPlatform('/config.json', 'when-needed');
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key', newValue: '{}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: null }));
    expect(p.hasAuthClient()).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: '{}' }));
    await vi.waitFor(() => expect(p.hasAuthClient()).toBe(true));
  });

  it('with a session (now): the auth client is made before the platform is ready', async () => {
    stubNetwork();
    const p = await freshStartPlatform();
    await p.startPlatform('/config.json', 'now');
    expect(p.hasAuthClient()).toBe(true);
    expect(typeof p.getSupabase().auth.getSession).toBe('function');
  });
});

// The module-level client of this file's own import is untouched by the fresh modules above.
it('leaves the page without a client until the platform starts', () => {
  expect(hasAuthClient()).toBe(false);
  expect(() => getSupabase()).toThrow(/before the platform started/);
  expect(getAuthState().status).toBe('loading');
});
