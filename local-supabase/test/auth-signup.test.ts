import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, pkceClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { followLink, fragmentParams, latestMail } from './mailbox.ts';

// Two servers: the default (autoconfirm, like `supabase start`) and one that requires e-mail confirmation.
let open: TestServer;
let confirming: TestServer;
const APP = 'http://localhost:5173/auth/callback';

beforeAll(async () => {
  open = await startTestServer();
  confirming = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
});
afterAll(async () => {
  await Promise.all([open.stop(), confirming.stop()]);
});

describe('sign-up with autoconfirm', () => {
  it('returns a session and a GoTrue user, and the profile row exists', async () => {
    const client = anonClient(open);
    const { data, error } = await client.auth.signUp({
      email: 'New.Learner@Example.com',
      password: 'รหัสผ่าน',
      options: { data: { name: 'นักเรียนใหม่', level: 'beginner' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.expires_in).toBeGreaterThan(90);
    expect(data.user).toMatchObject({
      email: 'new.learner@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { name: 'นักเรียนใหม่', level: 'beginner' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const claims = JSON.parse(Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: 'new.learner@example.com',
      is_anonymous: false,
    });
    for (const claim of ['sub', 'session_id', 'iss', 'iat', 'exp', 'amr', 'app_metadata', 'user_metadata', 'phone']) {
      expect(claims).toHaveProperty(claim);
    }
    const { data: profile, error: profileError } = await client
      .from('users')
      .select('id, email')
      .eq('id', data.user?.id ?? '')
      .single();
    expect(profileError).toBeNull();
    expect(profile?.email).toBe('new.learner@example.com');
  });

  it('refuses a duplicate e-mail with user_already_exists', async () => {
    const client = anonClient(open);
    await client.auth.signUp({ email: 'twice@example.com', password: 'secret-123' });
    const { data, error } = await anonClient(open).auth.signUp({ email: 'TWICE@example.com', password: 'secret-456' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('counts password length in bytes: 5 bytes is weak, 2 Thai characters (6 bytes) pass, over 72 bytes is refused', async () => {
    const short = await anonClient(open).auth.signUp({ email: 'short@example.com', password: '12345' });
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect(short.error && 'reasons' in short.error ? short.error.reasons : []).toEqual(['length']);

    const thai = await anonClient(open).auth.signUp({ email: 'thai@example.com', password: 'กข' });
    expect(thai.error).toBeNull();

    const long = await anonClient(open).auth.signUp({ email: 'long@example.com', password: 'ก'.repeat(25) });
    expect(long.error?.status).toBe(422);
    expect(long.error?.code).toBe('weak_password');
  });

  it('refuses an invalid e-mail with validation_failed', async () => {
    const { error } = await anonClient(open).auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });
});

describe('sign-up with e-mail confirmation', () => {
  it('returns a user without a session, refuses sign-in until the mailbox link is followed (PKCE)', async () => {
    const { client } = pkceClient(confirming);
    const email = 'confirm-me@example.com';
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123', options: { emailRedirectTo: APP } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeFalsy();

    const early = await anonClient(confirming).auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await latestMail(confirming.url, email);
    expect(mail?.kind).toBe('signup');
    const target = await followLink(mail?.link ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(APP);
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();

    const again = await followLink(mail?.link ?? '');
    expect(fragmentParams(again).get('error_code')).toBe('otp_expired');

    const later = await anonClient(confirming).auth.signInWithPassword({ email, password: 'secret-123' });
    expect(later.error).toBeNull();
  });

  it('puts the session in the fragment for the implicit flow', async () => {
    const client = anonClient(confirming, 'implicit');
    const email = 'implicit@example.com';
    await client.auth.signUp({ email, password: 'secret-123', options: { emailRedirectTo: APP } });
    const mail = await latestMail(confirming.url, email);
    const target = await followLink(mail?.link ?? '');
    const fragment = fragmentParams(target);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
  });

  it('changes the e-mail only after the links sent to both addresses are followed (secure e-mail change)', async () => {
    const admin = serviceClient(confirming).auth.admin;
    await admin.createUser({ email: 'moving@example.com', password: 'secret-123', email_confirm: true });
    const { client } = pkceClient(confirming);
    expect((await client.auth.signInWithPassword({ email: 'moving@example.com', password: 'secret-123' })).error).toBeNull();
    const pending = await client.auth.updateUser({ email: 'moved@example.com' }, { emailRedirectTo: APP });
    expect(pending.error).toBeNull();
    expect(pending.data.user?.email).toBe('moving@example.com');

    // As hosted (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED): the current address confirms too, first here.
    const toCurrent = await latestMail(confirming.url, 'moving@example.com');
    expect(toCurrent?.kind).toBe('email_change');
    const first = await followLink(toCurrent?.link ?? '');
    expect(first.searchParams.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(first.searchParams.get('code')).toBeNull();

    const mail = await latestMail(confirming.url, 'moved@example.com');
    expect(mail?.kind).toBe('email_change');
    const target = await followLink(mail?.link ?? '');
    const exchanged = await client.auth.exchangeCodeForSession(target.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('moved@example.com');
    // The profile's copy follows the account (a trigger); nobody writes it through the API.
    const profile = await client
      .from('users')
      .select('email')
      .eq('id', exchanged.data.user?.id ?? '')
      .single();
    expect(profile.data).toEqual({ email: 'moved@example.com' });
  });

  it('lists the e-mail on the HTML mailbox page', async () => {
    const response = await fetch(`${confirming.url}/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('confirm-me@example.com');
    expect(page).toContain('/auth/v1/verify?token=');
  });
});
