import type { SupabaseClient, UserIdentity } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, pkceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { parseForms, submit, type HtmlForm } from './idp-driver.ts';

/**
 * Identities: getUserIdentities, linkIdentity through the local identity provider, and
 * unlinkIdentity, behind "Allow manual linking" as on hosted (off by default).
 */
let locked: TestServer;
let server: TestServer;
const CALLBACK = 'http://localhost:5173/auth/callback';

beforeAll(async () => {
  locked = await startTestServer();
  server = await startTestServer({
    env: { GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: 'true', GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true' },
  });
}, 180_000);
afterAll(async () => {
  await Promise.all([locked.stop(), server.stop()]);
});

/** A PKCE client signed in with a new e-mail account (so tests do not share identities). */
async function newMember(s: TestServer, email: string): Promise<SupabaseClient> {
  const { client } = pkceClient(s);
  const { error } = await client.auth.signUp({ email, password: 'Passw0rd!' });
  if (error) throw new Error(error.message);
  return client;
}

/** linkIdentity's URL is the provider's page itself (skip_http_redirect): its forms. */
async function linkPage(client: SupabaseClient, provider: 'github' | 'google' = 'github'): Promise<HtmlForm[]> {
  const { data, error } = await client.auth.linkIdentity({ provider, options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  const page = await fetch(data.url ?? '');
  expect(page.status).toBe(200);
  return parseForms(await page.text(), data.url ?? '');
}

const formOf = (forms: HtmlForm[], action: 'create' | 'choose'): HtmlForm => {
  const form = forms.find((f) => f.action.endsWith(`/idp/${action}`));
  if (!form) throw new Error(`no ${action} form`);
  return form;
};

async function identities(client: SupabaseClient): Promise<UserIdentity[]> {
  const { data, error } = await client.auth.getUserIdentities();
  expect(error).toBeNull();
  return data?.identities ?? [];
}

/** Links a new GitHub account made on the provider's page; returns the user after the code exchange. */
async function linkNewGithub(client: SupabaseClient, email: string): Promise<void> {
  const back = await submit(formOf(await linkPage(client), 'create'), { name: 'Linked Person', email });
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const { error } = await client.auth.exchangeCodeForSession(back.searchParams.get('code') ?? '');
  expect(error).toBeNull();
}

describe('manual linking off (the default, as hosted)', () => {
  it('linkIdentity and unlinkIdentity answer 404 manual_linking_disabled', async () => {
    const client = await signedInClient(locked, 'learner');
    const link = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const [only] = await identities(client);
    if (!only) throw new Error('the learner has no identity');
    const unlink = await client.auth.unlinkIdentity(only);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });

  it('getUserIdentities reads the identities of GET /user', async () => {
    const client = await signedInClient(locked, 'learner');
    expect((await identities(client)).map((i) => i.provider)).toEqual(['email']);
  });
});

describe('linkIdentity', () => {
  it('adds the provider account to the same user (PKCE), and the providers follow', async () => {
    const client = await newMember(server, 'link-me@example.com');
    const before = (await client.auth.getUser()).data.user?.id;
    await linkNewGithub(client, 'link-me@github.example');
    const { data } = await client.auth.getUser();
    expect(data.user?.id).toBe(before);
    expect(data.user?.email).toBe('link-me@example.com');
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'github'] });
    expect((await identities(client)).map((i) => [i.provider, i.identity_data?.['email']])).toEqual([
      ['email', 'link-me@example.com'],
      ['github', 'link-me@github.example'],
    ]);
  });

  it('an identity already linked comes back as identity_already_exists (to this user or another)', async () => {
    const owner = await newMember(server, 'owner@example.com');
    await linkNewGithub(owner, 'owner@github.example');
    const other = await newMember(server, 'other@example.com');
    for (const [client, description] of [
      [owner, 'Identity is already linked'],
      [other, 'Identity is already linked to another user'],
    ] as const) {
      const forms = await linkPage(client);
      const choose = forms.filter((f) => f.action.endsWith('/idp/choose'));
      const ownersIdentity = (await identities(owner)).find((i) => i.provider === 'github');
      const form = choose.find((f) => f.fields['identity_id'] === ownersIdentity?.identity_id);
      if (!form) throw new Error('the linked account is not on the page');
      const back = await submit(form);
      const expected = { error: 'server_error', error_code: 'identity_already_exists', error_description: description };
      expect(Object.fromEntries(new URLSearchParams(back.hash.slice(1)))).toEqual(expected);
      expect(back.searchParams.get('error_code')).toBe('identity_already_exists');
    }
  });

  it('an anonymous user who links an account takes its address and stops being anonymous', async () => {
    const { client } = pkceClient(server);
    const { data } = await client.auth.signInAnonymously();
    await linkNewGithub(client, 'was-anonymous@github.example');
    const { data: after } = await client.auth.getUser();
    expect(after.user).toMatchObject({ id: data.user?.id, email: 'was-anonymous@github.example', is_anonymous: false });
    expect(after.user?.app_metadata).toMatchObject({ provider: 'github', providers: ['github'] });
  });

  it('needs a signed-in user and a known provider', async () => {
    const signedOut = await anonClient(server).auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(signedOut.error).not.toBeNull();
    const client = await newMember(server, 'unknown-provider@example.com');
    const { data } = await client.auth.getSession();
    const response = await fetch(`${server.url}/auth/v1/user/identities/authorize?provider=myspace&skip_http_redirect=true`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${data.session?.access_token ?? ''}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'Unsupported provider: provider myspace is not enabled',
    });
  });
});

describe('unlinkIdentity', () => {
  it('removes a linked identity and the providers follow', async () => {
    const client = await newMember(server, 'unlink-me@example.com');
    await linkNewGithub(client, 'unlink-me@github.example');
    const github = (await identities(client)).find((i) => i.provider === 'github');
    if (!github) throw new Error('not linked');
    const { error } = await client.auth.unlinkIdentity(github);
    expect(error).toBeNull();
    expect((await identities(client)).map((i) => i.provider)).toEqual(['email']);
    expect((await client.auth.getUser()).data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
  });

  it('refuses the last identity: single_identity_not_deletable', async () => {
    const client = await newMember(server, 'only-one@example.com');
    const [only] = await identities(client);
    if (!only) throw new Error('no identity');
    const { error } = await client.auth.unlinkIdentity(only);
    expect(error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
      message: 'User must have at least 1 identity after unlinking',
    });
  });

  it("refuses someone else's identity (identity_not_found) and a malformed id", async () => {
    const mine = await newMember(server, 'two-identities@example.com');
    await linkNewGithub(mine, 'two-identities@github.example');
    const theirs = await newMember(server, 'theirs@example.com');
    const [foreign] = await identities(theirs);
    if (!foreign) throw new Error('no identity');
    const { error } = await mine.auth.unlinkIdentity(foreign);
    expect(error).toMatchObject({ status: 422, code: 'identity_not_found', message: "Identity doesn't exist" });

    const token = (await mine.auth.getSession()).data.session?.access_token ?? '';
    const response = await fetch(`${server.url}/auth/v1/user/identities/not-a-uuid`, {
      method: 'DELETE',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', msg: 'identity_id must be an UUID' });
  });

  it('unlinking the identity that held the address moves the user to the remaining one', async () => {
    const client = await newMember(server, 'moves@example.com');
    await linkNewGithub(client, 'moves@github.example');
    const email = (await identities(client)).find((i) => i.provider === 'email');
    if (!email) throw new Error('no email identity');
    expect((await client.auth.unlinkIdentity(email)).error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe('moves@github.example');
    expect(data.user?.app_metadata).toMatchObject({ provider: 'github', providers: ['github'] });
  });
});
