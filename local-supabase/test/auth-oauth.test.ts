import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openIdpPage, submit } from './idp-driver.ts';

let server: TestServer;
const CALLBACK = 'http://localhost:5173/auth/callback';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function startOAuth(redirectTo: string = CALLBACK) {
  const { client } = pkceClient(server);
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo, skipBrowserRedirect: true, queryParams: { access_type: 'offline', prompt: 'consent' } },
  });
  expect(error).toBeNull();
  return { client, url: data.url ?? '' };
}

describe('third-party sign-in through the local identity provider (PKCE)', () => {
  it('creates a new account from the form, then signs in again by choosing it', async () => {
    const first = await startOAuth();
    const page = await openIdpPage(first.url);
    expect(page.html).toContain('Google');
    const create = page.forms.find((f) => f.action.endsWith('/idp/create'));
    if (!create) throw new Error('no create form');
    const back = await submit(create, { name: 'สมชาย ใจดี', email: 'somchai@gmail.example', avatar_url: 'https://example.com/a.png' });
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const code = back.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const { data, error } = await first.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('somchai@gmail.example');
    expect(data.user?.app_metadata).toMatchObject({ provider: 'google' });
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'สมชาย ใจดี', avatar_url: 'https://example.com/a.png' });
    expect(data.user?.identities?.[0]?.provider).toBe('google');

    // The code is single-use.
    const reuse = await first.client.auth.exchangeCodeForSession(code);
    expect(reuse.error).not.toBeNull();

    const second = await startOAuth();
    const chooser = await openIdpPage(second.url);
    expect(chooser.html).toContain('somchai@gmail.example');
    const choose = chooser.forms.find((f) => f.action.endsWith('/idp/choose'));
    if (!choose) throw new Error('no account to choose');
    const again = await submit(choose);
    const signedIn = await second.client.auth.exchangeCodeForSession(again.searchParams.get('code') ?? '');
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(data.user?.id);
  });

  it('refuses a code with the wrong verifier', async () => {
    const flow = await startOAuth();
    const page = await openIdpPage(flow.url);
    const create = page.forms.find((f) => f.action.endsWith('/idp/create'));
    if (!create) throw new Error('no create form');
    const back = await submit(create, { name: 'Mallory', email: 'mallory@example.com' });
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: back.searchParams.get('code'), code_verifier: 'x'.repeat(56) }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('bad_code_verifier');
  });

  it('never redirects outside the allow list', async () => {
    for (const evil of [
      'https://evil.example/cb',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://localhost:5173@evil.example/',
    ]) {
      const flow = await startOAuth(evil);
      const page = await openIdpPage(flow.url);
      const create = page.forms.find((f) => f.action.endsWith('/idp/create'));
      if (!create) throw new Error('no create form');
      const back = await submit(create, { name: 'Eve', email: `eve${Math.random().toString(36).slice(2)}@example.com` });
      expect(back.origin).toBe('http://localhost:5173');
    }
  });

  it('refuses an unknown provider with a GoTrue error', async () => {
    const response = await fetch(`${server.url}/auth/v1/authorize?provider=myspace&redirect_to=${encodeURIComponent(CALLBACK)}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });
});
