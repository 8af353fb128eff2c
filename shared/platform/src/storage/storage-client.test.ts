import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageClient, getStorage, resetStorageForTests } from './storage-client.ts';
import { resetSupabaseForTests } from '../supabase/client.ts';
import { initSupabase } from '../supabase/init-site-client.ts';
import { AUTH_STORAGE_KEY } from '../supabase/storage-key.ts';

const URL_ = 'http://127.0.0.1:54321';
const ANON = 'anon.key.value.that.is.longer.than.fifty.characters.for.the.config';

/** Captures the requests the client sends, answering each as Storage answers an upload. */
function captureRequests(): { url: string; method: string; headers: Headers }[] {
  const seen: { url: string; method: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
    });
    return Promise.resolve(
      new Response(JSON.stringify({ Id: 'x', Key: 'payment-slips/u1/7/a.png' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetStorageForTests();
  resetSupabaseForTests();
});

describe('createStorageClient', () => {
  it('uploads to <project>/storage/v1/object/<bucket>/<path> with the key as apikey and the user’s token as bearer', async () => {
    const seen = captureRequests();
    const storage = createStorageClient(`${URL_}/`, ANON, () => Promise.resolve('learner.jwt.token'));
    const file = new Blob(['png'], { type: 'image/png' });
    const { error } = await storage.from('payment-slips').upload('u1/7/a.png', file, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe(`${URL_}/storage/v1/object/payment-slips/u1/7/a.png`);
    expect(seen[0]?.headers.get('apikey')).toBe(ANON);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer learner.jwt.token');
  });

  it('sends the key as bearer when nobody is signed in', async () => {
    const seen = captureRequests();
    const storage = createStorageClient(URL_, ANON, () => Promise.resolve(null));
    await storage.from('payment-slips').upload('u1/7/a.png', new Blob(['png'], { type: 'image/png' }));
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${ANON}`);
  });
});

describe('getStorage', () => {
  it('refuses before the platform has started', () => {
    expect(() => getStorage()).toThrow(/before the platform started/);
  });

  it('talks to the site client’s project with its current session, and is made once', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        access_token: 'session.jwt.token',
        refresh_token: 'refresh',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: {
          id: 'u1',
          aud: 'authenticated',
          role: 'authenticated',
          app_metadata: {},
          user_metadata: {},
          created_at: new Date().toISOString(),
        },
      }),
    );
    const seen = captureRequests();
    initSupabase({ supabaseUrl: URL_, supabaseAnonKey: ANON });
    expect(getStorage()).toBe(getStorage());
    await getStorage()
      .from('payment-slips')
      .upload('u1/7/b.png', new Blob(['png'], { type: 'image/png' }));
    const upload = seen.find((request) => request.url.includes('/storage/v1/'));
    expect(upload?.url).toBe(`${URL_}/storage/v1/object/payment-slips/u1/7/b.png`);
    expect(upload?.headers.get('authorization')).toBe('Bearer session.jwt.token');
    expect(upload?.headers.get('apikey')).toBe(ANON);
  });
});
