import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts';
import { anonClient, pkceClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openIdpPage, submit } from './idp-driver.ts';
import { latestMail } from './mailbox.ts';

/**
 * Anonymous sign-ins (off by default, as hosted) and disable_signup, with unmodified supabase-js.
 * Three servers: the defaults, anonymous sign-ins on, and sign-ups disabled.
 */
let plain: TestServer;
let anonymous: TestServer;
let closed: TestServer;
let confirming: TestServer;
beforeAll(async () => {
  plain = await startTestServer();
  anonymous = await startTestServer({ env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true' } });
  closed = await startTestServer({
    env: { GOTRUE_DISABLE_SIGNUP: 'true', GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true', RATE_LIMIT_ANONYMOUS_USERS: '2' },
  });
  confirming = await startTestServer({ env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true', MAILER_AUTOCONFIRM: 'false' } });
}, 300_000);
afterAll(async () => {
  await Promise.all([plain.stop(), anonymous.stop(), closed.stop(), confirming.stop()]);
});

const learner = DEMO_ACCOUNTS.find((a) => a.role === 'learner') ?? DEMO_ACCOUNTS[0];
const settingsOf = async (s: TestServer): Promise<Record<string, unknown>> =>
  (await (await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).json()) as Record<string, unknown>;

describe('anonymous sign-ins off (the default, as hosted)', () => {
  it('signInAnonymously is refused with 422 anonymous_provider_disabled', async () => {
    const { data, error } = await anonClient(plain).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    expect(await settingsOf(plain)).toMatchObject({ external: { anonymous_users: false }, disable_signup: false });
  });

  it('so does a sign-up without an e-mail (hosted answers the same)', async () => {
    const response = await fetch(`${plain.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: plain.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Passw0rd!' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'anonymous_provider_disabled', msg: 'Anonymous sign-ins are disabled' });
  });
});

describe('the product keeps anonymous sign-ins off (decision 0038)', () => {
  it('supabase/config.toml does not enable them: the policies would give an anonymous user member powers', () => {
    const toml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    expect(toml).not.toMatch(/^\s*enable_anonymous_sign_ins\s*=\s*true/m);
  });
});

describe('anonymous sign-ins on', () => {
  it('gives a session whose user and token say is_anonymous, with the given metadata', async () => {
    const client = anonClient(anonymous);
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { theme: 'dark' }, captchaToken: 'ignored-without-captcha' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: '',
      app_metadata: {},
      user_metadata: { theme: 'dark' },
      identities: [],
      role: 'authenticated',
    });
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aud: 'authenticated', email: '', aal: 'aal1' });
    expect(claims['amr']).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) as number }]);
    const verified = await client.auth.getClaims();
    expect(verified.error).toBeNull();
    expect(verified.data?.claims.is_anonymous).toBe(true);
    expect(await settingsOf(anonymous)).toMatchObject({ external: { anonymous_users: true } });
  });

  it('refreshing keeps the user anonymous', async () => {
    const client = anonClient(anonymous);
    const { data } = await client.auth.signInAnonymously();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.id).toBe(data.user?.id);
    expect(decodeJwt(refreshed.data.session?.access_token ?? '')['is_anonymous']).toBe(true);
  });

  it('a password alone is refused; MFA is refused (GoTrue: requireNotAnonymous)', async () => {
    const client = anonClient(anonymous);
    await client.auth.signInAnonymously();
    const password = await client.auth.updateUser({ password: 'Passw0rd!' });
    expect(password.error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
    const enrol = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrol.error).toMatchObject({
      status: 403,
      code: 'no_authorization',
      message: 'Anonymous user not allowed to perform these actions',
    });
  });

  it('updateUser({ email, password }) converts the user: same id, an email identity, no longer anonymous', async () => {
    const client = anonClient(anonymous);
    const { data } = await client.auth.signInAnonymously();
    const id = data.user?.id;
    const updated = await client.auth.updateUser({ email: 'converted@example.com', password: 'Passw0rd!' });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      id,
      email: 'converted@example.com',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(updated.data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect(updated.data.user?.email_confirmed_at).toEqual(expect.any(String));
    // The next token says so; the address and password now sign in to the same account.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '')['is_anonymous']).toBe(false);
    const again = await anonClient(anonymous).auth.signInWithPassword({ email: 'converted@example.com', password: 'Passw0rd!' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(id);
  });

  it('with e-mail confirmation on, the code sent to the new address converts the user', async () => {
    const client = anonClient(confirming);
    const { data } = await client.auth.signInAnonymously();
    const pending = await client.auth.updateUser({ email: 'confirm-later@example.com' });
    expect(pending.error).toBeNull();
    expect(pending.data.user).toMatchObject({ is_anonymous: true, email: '' });
    const mail = await latestMail(confirming.url, 'confirm-later@example.com');
    const verified = await client.auth.verifyOtp({ email: 'confirm-later@example.com', token: mail?.token ?? '', type: 'email_change' });
    expect(verified.error).toBeNull();
    const { data: after } = await serviceClient(confirming).auth.admin.getUserById(data.user?.id ?? '');
    expect(after.user).toMatchObject({
      email: 'confirm-later@example.com',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(after.user?.identities?.map((i) => i.provider)).toEqual(['email']);
  });

  it('converting to an address another user has is refused with email_exists', async () => {
    const client = anonClient(anonymous);
    await client.auth.signInAnonymously();
    const { error } = await client.auth.updateUser({ email: learner.email });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('anonymous users are listed by the admin API with is_anonymous', async () => {
    const client = anonClient(anonymous);
    const { data } = await client.auth.signInAnonymously();
    const found = await serviceClient(anonymous).auth.admin.getUserById(data.user?.id ?? '');
    expect(found.data.user).toMatchObject({ is_anonymous: true, email: '' });
  });
});

describe('GOTRUE_DISABLE_SIGNUP', () => {
  it('refuses sign-up with 422 signup_disabled; existing users still sign in', async () => {
    const { error } = await anonClient(closed).auth.signUp({ email: 'new-person@example.com', password: 'Passw0rd!' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    expect((await anonClient(closed).auth.signInWithPassword({ email: learner.email, password: learner.password })).error).toBeNull();
    expect(await settingsOf(closed)).toMatchObject({ disable_signup: true });
  });

  it('refuses anonymous sign-ins too, after counting them against the anonymous limit', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await anonClient(closed).auth.signInAnonymously();
      expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    }
    const { error } = await anonClient(closed).auth.signInAnonymously();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it('signInWithOtp for a new address answers as for a known one (no enumeration, decision 0041) and creates no user', async () => {
    const fresh = await anonClient(closed).auth.signInWithOtp({ email: 'otp-newcomer@example.com' });
    expect(fresh.error).toBeNull();
    const { data } = await serviceClient(closed).auth.admin.listUsers();
    expect(data.users.some((u) => u.email === 'otp-newcomer@example.com')).toBe(false);
    expect((await anonClient(closed).auth.signInWithOtp({ email: learner.email })).error).toBeNull();
  });

  it('the admin API still creates users', async () => {
    const { data, error } = await serviceClient(closed).auth.admin.createUser({
      email: 'made-while-closed@example.com',
      password: 'Passw0rd!',
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('made-while-closed@example.com');
  });

  it('a new account at the identity provider comes back with error=access_denied, signup_disabled', async () => {
    const { client } = pkceClient(closed);
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:5173/auth/callback', skipBrowserRedirect: true },
    });
    const page = await openIdpPage(data.url ?? '');
    const create = page.forms.find((f) => f.action.endsWith('/idp/create'));
    if (!create) throw new Error('no create form');
    const back = await submit(create, { name: 'ใหม่', email: 'brand-new@gmail.example' });
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({
      error: 'access_denied',
      error_code: 'signup_disabled',
      error_description: 'Signups not allowed for this instance',
    });
    expect(back.searchParams.get('error_code')).toBe('signup_disabled');
  });
});
