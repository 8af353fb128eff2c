import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteClient } from './site-client.ts';

const URL_ = 'http://127.0.0.1:54321';
const ANON = 'anon.key.value';

/** Captures the requests the client sends, answering each with an empty JSON list. */
function captureRequests(): { url: string; headers: Headers }[] {
  const seen: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: input instanceof Request ? input.url : input.toString(), headers: new Headers(init?.headers) });
    return Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('createSiteClient', () => {
  it('sends a signed-out visitor’s table reads to /rest/v1 with the key as apikey and bearer', async () => {
    const seen = captureRequests();
    const client = createSiteClient(URL_, ANON, { storageKey: 'test-auth-visitor', persistSession: false, autoRefreshToken: false });
    const { error } = await client.from('course_catalog').select('id').eq('level', 'beginner');
    expect(error).toBeNull();
    expect(seen[0]?.url).toBe(`${URL_}/rest/v1/course_catalog?select=id&level=eq.beginner`);
    expect(seen[0]?.headers.get('apikey')).toBe(ANON);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${ANON}`);
  });

  it('sends a signed-in learner’s reads and function calls with their access token', async () => {
    const session = {
      access_token: 'learner.jwt.token',
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
    };
    localStorage.setItem('test-auth', JSON.stringify(session));
    const seen = captureRequests();
    const client = createSiteClient(URL_, ANON, { storageKey: 'test-auth', persistSession: true, autoRefreshToken: false });
    await client.from('my_course_progress').select('course_id');
    await client.rpc('create_order', { p_course_id: 1 });
    const rest = seen.filter((request) => request.url.includes('/rest/v1/'));
    expect(rest.map((request) => request.headers.get('authorization'))).toEqual(['Bearer learner.jwt.token', 'Bearer learner.jwt.token']);
    expect(rest[1]?.url).toBe(`${URL_}/rest/v1/rpc/create_order`);
    expect(rest.every((request) => request.headers.get('apikey') === ANON)).toBe(true);
  });
});
